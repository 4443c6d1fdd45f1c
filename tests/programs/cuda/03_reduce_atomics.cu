// Reductions via atomics: atomicAdd on float/double/unsigned long long,
// atomicCAS-based custom atomic (float max), atomicInc and atomicExch.
#include <cstdio>
#include <cfloat>

__device__ float atomic_max_float(float *addr, float value)
{
  int *iaddr = reinterpret_cast<int *>(addr);
  int old = *iaddr, assumed;
  do {
    assumed = old;
    if (__int_as_float(assumed) >= value) break;
    old = atomicCAS(iaddr, assumed, __float_as_int(value));
  } while (assumed != old);
  return __int_as_float(old);
}

struct Stats {
  float sum;
  float maximum;
  double sum_sq;
  unsigned long long count;
  unsigned int ticket;
};

__global__ void stats_kernel(const float *x, int n, Stats *st)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = x[i];
  atomicAdd(&st->sum, v);
  atomicAdd(&st->sum_sq, double(v) * v);
  atomicAdd(&st->count, 1ull);
  atomic_max_float(&st->maximum, v);
  // Wrapping ticket counter in [0, 1023].
  atomicInc(&st->ticket, 1023u);
}

__global__ void reset_kernel(Stats *st)
{
  atomicExch(&st->sum, 0.0f);
  atomicExch(&st->maximum, -FLT_MAX);
  st->sum_sq = 0.0;
  atomicExch(&st->count, 0ull);
  atomicExch(&st->ticket, 0u);
}

int main()
{
  const int n = 4096;
  float *x;
  Stats *st;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&st, sizeof(Stats));
  cudaMemset(x, 0, n * sizeof(float));
  reset_kernel<<<1, 1>>>(st);
  stats_kernel<<<(n + 127) / 128, 128>>>(x, n, st);
  Stats h;
  cudaMemcpy(&h, st, sizeof h, cudaMemcpyDeviceToHost);
  double mean = h.count ? h.sum / h.count : 0.0;
  std::printf("n=%llu mean=%g max=%g\n", h.count, mean, h.maximum);
  cudaFree(x);
  cudaFree(st);
  return 0;
}
