// 2D five-point Jacobi iteration with dim3 grids, a 2D shared tile with
// halo, ping-pong buffers swapped with std::swap, and a pitched allocation.
#include <cstdio>
#include <utility>

#define TX 16
#define TY 16

__global__ void jacobi_step(const float *__restrict__ src, float *__restrict__ dst,
                            int nx, int ny, size_t pitch_elems)
{
  __shared__ float s[TY + 2][TX + 2];
  int x = blockIdx.x * TX + threadIdx.x;
  int y = blockIdx.y * TY + threadIdx.y;
  int lx = threadIdx.x + 1, ly = threadIdx.y + 1;

  auto at = [&](int xx, int yy) -> float {
    xx = min(max(xx, 0), nx - 1);
    yy = min(max(yy, 0), ny - 1);
    return src[yy * pitch_elems + xx];
  };

  s[ly][lx] = at(x, y);
  if (threadIdx.x == 0) s[ly][0] = at(x - 1, y);
  if (threadIdx.x == TX - 1) s[ly][TX + 1] = at(x + 1, y);
  if (threadIdx.y == 0) s[0][lx] = at(x, y - 1);
  if (threadIdx.y == TY - 1) s[TY + 1][lx] = at(x, y + 1);
  __syncthreads();

  if (x > 0 && y > 0 && x < nx - 1 && y < ny - 1)
    dst[y * pitch_elems + x] =
        0.25f * (s[ly][lx - 1] + s[ly][lx + 1] + s[ly - 1][lx] + s[ly + 1][lx]);
}

int main()
{
  const int nx = 512, ny = 384, iters = 100;
  float *a, *b;
  size_t pitch;
  cudaMallocPitch(&a, &pitch, nx * sizeof(float), ny);
  cudaMallocPitch(&b, &pitch, nx * sizeof(float), ny);
  cudaMemset2D(a, pitch, 0, nx * sizeof(float), ny);
  cudaMemset2D(b, pitch, 0, nx * sizeof(float), ny);

  dim3 block(TX, TY);
  dim3 grid((nx + TX - 1) / TX, (ny + TY - 1) / TY);
  for (int it = 0; it < iters; ++it) {
    jacobi_step<<<grid, block>>>(a, b, nx, ny, pitch / sizeof(float));
    std::swap(a, b);
  }
  cudaDeviceSynchronize();
  std::printf("done: %s\n", cudaGetErrorString(cudaGetLastError()));
  cudaFree(a);
  cudaFree(b);
  return 0;
}
