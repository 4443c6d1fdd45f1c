// Cooperative groups: this_thread_block, tiled_partition (static and
// dynamic), thread_block_tile shuffles, cg::reduce / cg::inclusive_scan with
// cg::plus / cg::greater, coalesced_threads, and a grid-wide sync via
// this_grid launched with cudaLaunchCooperativeKernel.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cstdio>

namespace cg = cooperative_groups;

__device__ int tile_sum_manual(cg::thread_block_tile<32> tile, int v)
{
  for (int off = tile.size() / 2; off > 0; off /= 2) v += tile.shfl_down(v, off);
  return v;
}

__global__ void block_sums(const int *in, int *out, int n)
{
  cg::thread_block block = cg::this_thread_block();
  auto tile32 = cg::tiled_partition<32>(block);
  int i = block.group_index().x * block.size() + block.thread_rank();
  int v = i < n ? in[i] : 0;

  int s1 = cg::reduce(tile32, v, cg::plus<int>());
  int m = cg::reduce(tile32, v, cg::greater<int>());
  int s2 = tile_sum_manual(tile32, v);
  int prefix = cg::inclusive_scan(tile32, v);
  if (tile32.thread_rank() == 0) {
    atomicAdd(&out[0], s1);
    atomicMax(&out[1], m);
    atomicAdd(&out[2], s2);
  }
  if (i < n && prefix < 0) out[3] = -1;  // keep prefix alive

  cg::thread_group tile4 = cg::tiled_partition(block, 4);
  tile4.sync();
  if (v > 0) {
    cg::coalesced_group active = cg::coalesced_threads();
    if (active.thread_rank() == 0) atomicAdd(&out[4], int(active.size()));
  }
}

__global__ void normalize_grid(float *data, int n, float *scratch)
{
  cg::grid_group grid = cg::this_grid();
  auto tile = cg::tiled_partition<32>(cg::this_thread_block());
  float local = 0.0f;
  for (unsigned long long i = grid.thread_rank(); i < n; i += grid.size()) local += data[i];
  local = cg::reduce(tile, local, cg::plus<float>());
  if (tile.thread_rank() == 0) atomicAdd(scratch, local);
  grid.sync();
  float total = *scratch;
  for (unsigned long long i = grid.thread_rank(); i < n; i += grid.size()) data[i] /= total;
}

int main()
{
  const int n = 1 << 16;
  int *in, *out;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, 5 * sizeof(int));
  cudaMemset(in, 0, n * sizeof(int));
  cudaMemset(out, 0, 5 * sizeof(int));
  block_sums<<<n / 256, 256>>>(in, out, n);

  float *data, *scratch;
  int nn = n;
  cudaMalloc(&data, n * sizeof(float));
  cudaMalloc(&scratch, sizeof(float));
  cudaMemset(scratch, 0, sizeof(float));
  int per_sm = 0, sms = 0;
  cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, normalize_grid, 256, 0);
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  void *args[] = {&data, &nn, &scratch};
  cudaLaunchCooperativeKernel((void *)normalize_grid, dim3(per_sm * sms), dim3(256), args, 0, 0);
  std::printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(in); cudaFree(out); cudaFree(data); cudaFree(scratch);
  return 0;
}
