// Separate compilation and dynamic parallelism (-rdc=true): extern
// __device__ function and variable declarations defined in another
// translation unit, a parent kernel launching child kernels from device code
// with <<< >>> (including a stream created with cudaStreamNonBlocking on the
// device), and recursive adaptive subdivision by kernel launch.
// NVCC_FLAGS: -rdc=true
#include <cstdio>

extern __device__ float transfer_function(float x);  // defined in another TU
extern __device__ int g_refinements;                   // defined in another TU
__device__ int g_max_depth = 4;

__global__ void child_eval(float x0, float dx, int n, float *out)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = transfer_function(x0 + i * dx);
}

__global__ void refine(float lo, float hi, float *out, int n, int depth)
{
  if (threadIdx.x != 0) return;
  float mid = 0.5f * (lo + hi);
  float flo = transfer_function(lo), fhi = transfer_function(hi), fmid = transfer_function(mid);
  float err = fabsf(fmid - 0.5f * (flo + fhi));
  if (err > 1e-3f && depth < g_max_depth) {
    atomicAdd(&g_refinements, 1);
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    refine<<<1, 32, 0, s>>>(lo, mid, out, n / 2, depth + 1);
    refine<<<1, 32, 0, s>>>(mid, hi, out + n / 2, n - n / 2, depth + 1);
    cudaStreamDestroy(s);
  } else {
    child_eval<<<(n + 127) / 128, 128>>>(lo, (hi - lo) / n, n, out);
  }
}

int main()
{
  const int n = 1 << 12;
  float *out;
  cudaMalloc(&out, n * sizeof(float));
  refine<<<1, 32>>>(0.0f, 1.0f, out, n, 0);
  cudaDeviceSynchronize();
  int refinements = 0;
  cudaMemcpyFromSymbol(&refinements, g_refinements, sizeof refinements);
  std::printf("refinements: %d\n", refinements);
  cudaFree(out);
  return 0;
}
