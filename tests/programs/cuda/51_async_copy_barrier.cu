// Asynchronous global->shared copies: cooperative_groups::memcpy_async with
// cg::wait, and cuda::memcpy_async with a block-scoped cuda::barrier
// (init in shared memory, arrive_and_wait), double-buffered over tiles.
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cuda/barrier>
#include <cstdio>

namespace cg = cooperative_groups;

constexpr int TILE = 256;

__global__ void tile_sums_cg(const float *in, float *out, int tiles)
{
  __shared__ float buf[TILE];
  auto block = cg::this_thread_block();
  for (int t = blockIdx.x; t < tiles; t += gridDim.x) {
    cg::memcpy_async(block, buf, in + size_t(t) * TILE, sizeof(float) * TILE);
    cg::wait(block);
    float v = buf[block.thread_rank()];
    for (int off = 16; off > 0; off >>= 1) v += __shfl_down_sync(0xffffffffu, v, off);
    if ((block.thread_rank() & 31) == 0) atomicAdd(&out[t], v);
    block.sync();
  }
}

__global__ void tile_scale_barrier(const float *in, float *out, int tiles, float k)
{
  using barrier_t = cuda::barrier<cuda::thread_scope_block>;
  __shared__ float buf[2][TILE];
#pragma nv_diag_suppress static_var_with_dynamic_init
  __shared__ barrier_t bar[2];
  auto block = cg::this_thread_block();
  if (block.thread_rank() == 0) {
    init(&bar[0], block.size());
    init(&bar[1], block.size());
  }
  block.sync();

  int first = blockIdx.x;
  if (first < tiles)
    cuda::memcpy_async(block, buf[0], in + size_t(first) * TILE, sizeof(float) * TILE, bar[0]);
  int stage = 0;
  for (int t = first; t < tiles; t += gridDim.x, stage ^= 1) {
    int next = t + gridDim.x;
    if (next < tiles)  // prefetch the next tile into the other buffer
      cuda::memcpy_async(block, buf[stage ^ 1], in + size_t(next) * TILE, sizeof(float) * TILE,
                         bar[stage ^ 1]);
    bar[stage].arrive_and_wait();
    out[size_t(t) * TILE + block.thread_rank()] = k * buf[stage][block.thread_rank()];
    block.sync();
  }
}

int main()
{
  const int tiles = 512;
  float *in, *out, *sums;
  cudaMalloc(&in, tiles * TILE * sizeof(float));
  cudaMalloc(&out, tiles * TILE * sizeof(float));
  cudaMalloc(&sums, tiles * sizeof(float));
  cudaMemset(in, 0, tiles * TILE * sizeof(float));
  cudaMemset(sums, 0, tiles * sizeof(float));
  tile_sums_cg<<<64, TILE>>>(in, sums, tiles);
  tile_scale_barrier<<<64, TILE>>>(in, out, tiles, 3.0f);
  std::printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(in); cudaFree(out); cudaFree(sums);
  return 0;
}
