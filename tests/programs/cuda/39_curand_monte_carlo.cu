// Device-side random numbers with curand_kernel.h: per-thread
// curandState init (curand_init with seed/subsequence), curand_uniform and
// curand_normal, state saved back to global memory between launches,
// Philox state, and a Monte Carlo estimate of pi.
#include <curand_kernel.h>
#include <cstdio>

__global__ void setup_states(curandState *states, unsigned long long seed)
{
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curand_init(seed, id, 0, &states[id]);
}

__global__ void estimate_pi(curandState *states, int samples, unsigned long long *hits)
{
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandState local = states[id];  // work on a register copy
  unsigned long long count = 0;
  for (int s = 0; s < samples; ++s) {
    float x = curand_uniform(&local);
    float y = curand_uniform(&local);
    if (x * x + y * y <= 1.0f) ++count;
  }
  states[id] = local;
  atomicAdd(hits, count);
}

__global__ void gaussian_moments(unsigned long long seed, int samples, float *sum, float *sum_sq)
{
  int id = blockIdx.x * blockDim.x + threadIdx.x;
  curandStatePhilox4_32_10_t st;
  curand_init(seed, id, 0, &st);
  float s = 0.0f, s2 = 0.0f;
  for (int k = 0; k < samples; k += 4) {
    float4 g = curand_normal4(&st);
    s += g.x + g.y + g.z + g.w;
    s2 += g.x * g.x + g.y * g.y + g.z * g.z + g.w * g.w;
  }
  atomicAdd(sum, s);
  atomicAdd(sum_sq, s2);
}

int main()
{
  const int blocks = 64, threads = 128, samples = 1000;
  const int total = blocks * threads;
  curandState *states;
  unsigned long long *hits;
  float *moments;
  cudaMalloc(&states, total * sizeof(curandState));
  cudaMalloc(&hits, sizeof(unsigned long long));
  cudaMalloc(&moments, 2 * sizeof(float));
  cudaMemset(hits, 0, sizeof(unsigned long long));
  cudaMemset(moments, 0, 2 * sizeof(float));

  setup_states<<<blocks, threads>>>(states, 1234ull);
  for (int round = 0; round < 3; ++round)
    estimate_pi<<<blocks, threads>>>(states, samples, hits);
  gaussian_moments<<<blocks, threads>>>(99ull, 64, moments, moments + 1);

  unsigned long long h = 0;
  float m[2];
  cudaMemcpy(&h, hits, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(m, moments, sizeof m, cudaMemcpyDeviceToHost);
  double pi = 4.0 * double(h) / (3.0 * total * samples);
  std::printf("pi ~ %f, gaussian mean ~ %f\n", pi, m[0] / (total * 64.0f));
  cudaFree(states); cudaFree(hits); cudaFree(moments);
  return 0;
}
