// Matrix transpose variants: naive, coalesced via shared tile, and
// bank-conflict-free (padded tile), each timed with cudaEvent_t; kernels
// selected through an array of kernel function pointers.
#include <cstdio>

constexpr int TILE_DIM = 32;
constexpr int BLOCK_ROWS = 8;

__global__ void transpose_naive(float *out, const float *in, int w, int h)
{
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < w && y + j < h) out[x * h + (y + j)] = in[(y + j) * w + x];
}

template <int PAD>
__global__ void transpose_tiled(float *out, const float *in, int w, int h)
{
  __shared__ float tile[TILE_DIM][TILE_DIM + PAD];
  int x = blockIdx.x * TILE_DIM + threadIdx.x;
  int y = blockIdx.y * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < w && y + j < h) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
  __syncthreads();

  x = blockIdx.y * TILE_DIM + threadIdx.x;
  y = blockIdx.x * TILE_DIM + threadIdx.y;
  for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
    if (x < h && y + j < w) out[(y + j) * h + x] = tile[threadIdx.x][threadIdx.y + j];
}

using TransposeFn = void (*)(float *, const float *, int, int);

int main()
{
  const int w = 2048, h = 1024;
  float *in, *out;
  cudaMalloc(&in, size_t(w) * h * sizeof(float));
  cudaMalloc(&out, size_t(w) * h * sizeof(float));
  cudaMemset(in, 0, size_t(w) * h * sizeof(float));

  const TransposeFn kernels[] = {transpose_naive, transpose_tiled<0>, transpose_tiled<1>};
  const char *names[] = {"naive", "coalesced", "conflict-free"};
  dim3 grid(w / TILE_DIM, h / TILE_DIM), block(TILE_DIM, BLOCK_ROWS);

  cudaEvent_t start, stop;
  cudaEventCreate(&start);
  cudaEventCreate(&stop);
  for (int k = 0; k < 3; ++k) {
    cudaEventRecord(start);
    for (int rep = 0; rep < 10; ++rep)
      kernels[k]<<<grid, block>>>(out, in, w, h);
    cudaEventRecord(stop);
    cudaEventSynchronize(stop);
    float ms = 0;
    cudaEventElapsedTime(&ms, start, stop);
    double gbs = 2.0 * w * h * sizeof(float) * 10 / (ms * 1e6);
    std::printf("%-14s %8.3f ms  %6.1f GB/s\n", names[k], ms, gbs);
  }
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
