// SAXPY/DAXPY with grid-stride loops: a function template kernel for float
// and double, occupancy-based launch sizing, and a vectorized float4 path.
#include <cstdio>
#include <cstdint>

template <typename T>
__global__ void axpy(int n, T a, const T *__restrict__ x, T *__restrict__ y)
{
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    y[i] = a * x[i] + y[i];
}

__global__ void saxpy_vec4(int n4, float a, const float4 *x, float4 *y)
{
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += blockDim.x * gridDim.x) {
    float4 xv = x[i], yv = y[i];
    yv.x += a * xv.x;
    yv.y += a * xv.y;
    yv.z += a * xv.z;
    yv.w += a * xv.w;
    y[i] = yv;
  }
}

template <typename T>
void launch_axpy(int n, T a, const T *x, T *y)
{
  int min_grid = 0, block = 0;
  cudaOccupancyMaxPotentialBlockSize(&min_grid, &block, axpy<T>, 0, 0);
  int grid = (n + block - 1) / block;
  if (grid > min_grid * 4) grid = min_grid * 4;
  axpy<<<grid, block>>>(n, a, x, y);
}

int main()
{
  const int n = 1 << 20;
  float *xf, *yf;
  double *xd, *yd;
  cudaMalloc(&xf, n * sizeof(float));
  cudaMalloc(&yf, n * sizeof(float));
  cudaMalloc(&xd, n * sizeof(double));
  cudaMalloc(&yd, n * sizeof(double));

  launch_axpy(n, 2.0f, xf, yf);
  launch_axpy(n, 0.5, xd, yd);
  if (reinterpret_cast<uintptr_t>(xf) % 16 == 0 && n % 4 == 0)
    saxpy_vec4<<<256, 256>>>(n / 4, 3.0f, reinterpret_cast<const float4 *>(xf),
                             reinterpret_cast<float4 *>(yf));
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("axpy: %s\n", cudaGetErrorName(e));
  cudaFree(xf); cudaFree(yf); cudaFree(xd); cudaFree(yd);
  return 0;
}
