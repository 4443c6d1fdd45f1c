// 3D seven-point stencil (heat equation step): 2D thread blocks marching in
// z with register queues, a struct of grid extents passed by value, and
// cudaMalloc3D / cudaExtent / cudaPitchedPtr.
#include <cstdio>

struct Grid3 {
  int nx, ny, nz;
  size_t pitch;  // bytes per row
  __host__ __device__ size_t index(int x, int y, int z) const
  {
    return (size_t(z) * ny + y) * (pitch / sizeof(float)) + x;
  }
};

__global__ void heat_step(const float *in, float *out, Grid3 g, float alpha)
{
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= g.nx - 1 || y >= g.ny - 1) return;

  float below = in[g.index(x, y, 0)];
  float cur = in[g.index(x, y, 1)];
  for (int z = 1; z < g.nz - 1; ++z) {
    float above = in[g.index(x, y, z + 1)];
    float lap = in[g.index(x - 1, y, z)] + in[g.index(x + 1, y, z)] +
                in[g.index(x, y - 1, z)] + in[g.index(x, y + 1, z)] +
                below + above - 6.0f * cur;
    out[g.index(x, y, z)] = cur + alpha * lap;
    below = cur;
    cur = above;
  }
}

int main()
{
  const int nx = 64, ny = 64, nz = 64;
  cudaExtent ext = make_cudaExtent(nx * sizeof(float), ny, nz);
  cudaPitchedPtr p0, p1;
  cudaMalloc3D(&p0, ext);
  cudaMalloc3D(&p1, ext);
  cudaMemset3D(p0, 0, ext);
  cudaMemset3D(p1, 0, ext);

  Grid3 g{nx, ny, nz, p0.pitch};
  dim3 block(32, 8);
  dim3 grid((nx + block.x - 1) / block.x, (ny + block.y - 1) / block.y);
  float *a = static_cast<float *>(p0.ptr), *b = static_cast<float *>(p1.ptr);
  for (int step = 0; step < 10; ++step) {
    heat_step<<<grid, block>>>(a, b, g, 0.1f);
    float *t = a; a = b; b = t;
  }
  cudaDeviceSynchronize();
  std::printf("3d stencil finished\n");
  cudaFree(p0.ptr);
  cudaFree(p1.ptr);
  return 0;
}
