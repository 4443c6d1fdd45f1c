// __launch_bounds__ with one and two arguments (also via a macro and on a
// kernel template), __restrict__ pointer parameters, const __restrict__
// read-only loads with __ldg, and launch configuration derived from bounds.
#include <cstdio>

#define MAX_THREADS 256
#define MIN_BLOCKS 4

__global__ void __launch_bounds__(MAX_THREADS, MIN_BLOCKS)
weighted_sum(const float *__restrict__ a, const float *__restrict__ b,
             const float *__restrict__ w, float *__restrict__ out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = __ldg(&w[i]) * a[i] + (1.0f - __ldg(&w[i])) * b[i];
}

template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
gather(const int *__restrict__ idx, const double *__restrict__ src,
       double *__restrict__ dst, int n)
{
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) dst[i] = src[idx[i]];
}

__global__ __launch_bounds__(1024) void prefix_max(int *__restrict__ v, int n)
{
  __shared__ int s[1024];
  int t = threadIdx.x;
  s[t] = t < n ? v[t] : 0;
  __syncthreads();
  for (int off = 1; off < blockDim.x; off <<= 1) {
    int other = t >= off ? s[t - off] : 0;
    __syncthreads();
    s[t] = max(s[t], other);
    __syncthreads();
  }
  if (t < n) v[t] = s[t];
}

int main()
{
  const int n = 1 << 16;
  float *a, *b, *w, *out;
  int *idx;
  double *src, *dst;
  cudaMalloc(&a, n * sizeof(float)); cudaMalloc(&b, n * sizeof(float));
  cudaMalloc(&w, n * sizeof(float)); cudaMalloc(&out, n * sizeof(float));
  cudaMalloc(&idx, n * sizeof(int));
  cudaMalloc(&src, n * sizeof(double)); cudaMalloc(&dst, n * sizeof(double));
  cudaMemset(idx, 0, n * sizeof(int));

  cudaFuncAttributes attr;
  cudaFuncGetAttributes(&attr, weighted_sum);
  int threads = attr.maxThreadsPerBlock < MAX_THREADS ? attr.maxThreadsPerBlock : MAX_THREADS;
  weighted_sum<<<(n + threads - 1) / threads, threads>>>(a, b, w, out, n);
  gather<128><<<(n + 127) / 128, 128>>>(idx, src, dst, n);
  gather<512><<<(n + 511) / 512, 512>>>(idx, src, dst, n);
  prefix_max<<<1, 1024>>>(idx, 1024);
  std::printf("regs=%d maxThreads=%d: %s\n", attr.numRegs, attr.maxThreadsPerBlock,
              cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(a); cudaFree(b); cudaFree(w); cudaFree(out);
  cudaFree(idx); cudaFree(src); cudaFree(dst);
  return 0;
}
