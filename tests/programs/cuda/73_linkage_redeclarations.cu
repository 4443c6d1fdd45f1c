// Linkage inherited over redeclarations: extern "C" declarations then plain definitions, extern "C" blocks, static then plain, inline, overloads, namespaces.
#include <cstdio>

// The first definition with external linkage names the module id: run has
// C linkage from its declaration.
extern "C" void run(unsigned char *p, int n, cudaStream_t s = 0);
static __global__ void kern(unsigned char *p, int n)
{
  if ((int)threadIdx.x < n) p[threadIdx.x] = 1;
}
void run(unsigned char *p, int n, cudaStream_t s) { kern<<<1, 1, 0, s>>>(p, n); }

// extern "C" block, then a plain definition
extern "C" {
__global__ void c_block_kernel(int *p);
}
__global__ void c_block_kernel(int *p) { p[0] = 1; }

// extern "C" declaration, then the definition
extern "C" __global__ void c_kernel(float *p);
__global__ void c_kernel(float *p) { p[0] = 2.f; }

// an overload of a C function keeps C++ linkage
extern "C" __global__ void ov_kernel(int *p);
__global__ void ov_kernel(int *p) { p[0] = 3; }
__global__ void ov_kernel(double *p) { p[0] = 3.0; }

// static, then a definition without static: internal
static __global__ void st_kernel(int *p);
__global__ void st_kernel(int *p) { p[0] = 4; }

// inline, then a definition without inline
inline __device__ int twice(int x);
__device__ int twice(int x) { return 2 * x; }

namespace lib {
extern "C" __global__ void ns_c_kernel(int *p);
__global__ void ns_kernel(int *p);
__device__ int ns_var = 8;
}
__global__ void lib::ns_c_kernel(int *p) { p[0] = twice(lib::ns_var); }
__global__ void lib::ns_kernel(int *p) { p[0] = lib::ns_var; }

int main()
{
  unsigned char *b = nullptr;
  int *ip = nullptr;
  float *fp = nullptr;
  double *dp = nullptr;
  cudaMalloc(&b, 32);
  cudaMalloc(&ip, sizeof(int));
  cudaMalloc(&fp, sizeof(float));
  cudaMalloc(&dp, sizeof(double));
  run(b, 32);
  c_block_kernel<<<1, 1>>>(ip);
  c_kernel<<<1, 1>>>(fp);
  ov_kernel<<<1, 1>>>(ip);
  ov_kernel<<<1, 1>>>(dp);
  st_kernel<<<1, 1>>>(ip);
  lib::ns_c_kernel<<<1, 1>>>(ip);
  lib::ns_kernel<<<1, 1>>>(ip);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("%s\n", cudaGetErrorString(e));
  cudaFree(b);
  cudaFree(ip);
  cudaFree(fp);
  cudaFree(dp);
  return 0;
}
