// Global variable memory spaces: __device__ scalars and arrays, __constant__
// lookup tables with initializers, __managed__ variables read on the host
// after a kernel, const __device__, cudaGetSymbolAddress/cudaGetSymbolSize.
#include <cstdio>

__device__ int d_error_count = 0;
__device__ float d_scratch[1024];
__constant__ float c_poly[4] = {1.0f, -0.5f, 0.25f, -0.125f};
__constant__ int c_lookup[8] = {0, 1, 1, 2, 1, 2, 2, 3};
__managed__ int m_iterations = 0;
__managed__ double m_results[16];
const __device__ int d_limit = 1000;

__device__ float poly(float x)
{
  float r = 0.0f;
  for (int k = 3; k >= 0; --k) r = r * x + c_poly[k];
  return r;
}

__global__ void evaluate(int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  if (i >= d_limit) {
    atomicAdd(&d_error_count, 1);
    return;
  }
  d_scratch[i] = poly(i * 0.001f) + c_lookup[i & 7];
  if (i < 16) m_results[i] = d_scratch[i];
  if (i == 0) m_iterations += 1;
}

int main()
{
  float host_poly[4] = {0.0f, 1.0f, 0.0f, 0.0f};
  cudaMemcpyToSymbol(c_poly, host_poly, sizeof host_poly);

  evaluate<<<5, 256>>>(1200);
  cudaDeviceSynchronize();

  int errors = 0;
  cudaMemcpyFromSymbol(&errors, d_error_count, sizeof(int));
  void *scratch_addr = nullptr;
  size_t scratch_size = 0;
  cudaGetSymbolAddress(&scratch_addr, d_scratch);
  cudaGetSymbolSize(&scratch_size, d_scratch);

  std::printf("errors=%d iterations=%d r[3]=%f scratch=%p (%zu bytes)\n", errors,
              m_iterations, m_results[3], scratch_addr, scratch_size);
  return 0;
}
