// Warp-level vote, match and bit intrinsics: __ballot_sync, __any_sync,
// __all_sync, __match_any_sync, __syncwarp with sub-masks, __popc, __ffs,
// __clz, __brev, __funnelshift_l, used for warp-aggregated atomics and
// stream compaction.
#include <cstdio>

// Warp-aggregated increment: one atomic per group of lanes with equal keys.
__device__ int aggregated_inc(int *counters, int key)
{
  unsigned peers = __match_any_sync(__activemask(), key);
  int leader = __ffs(peers) - 1;
  int lane = threadIdx.x & 31;
  int base = 0;
  if (lane == leader) base = atomicAdd(&counters[key], __popc(peers));
  base = __shfl_sync(peers, base, leader);
  return base + __popc(peers & ((1u << lane) - 1));
}

__global__ void compact_positive(const int *in, int *out, int *out_count, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 0;
  bool keep = v > 0;
  unsigned ballot = __ballot_sync(0xffffffffu, keep);
  int lane = threadIdx.x & 31;
  int warp_base = 0;
  if (lane == 0 && ballot) warp_base = atomicAdd(out_count, __popc(ballot));
  warp_base = __shfl_sync(0xffffffffu, warp_base, 0);
  if (keep) out[warp_base + __popc(ballot & ((1u << lane) - 1))] = v;
}

__global__ void vote_stats(const int *in, int n, int *flags, int *counters)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : 1;
  int any_zero = __any_sync(0xffffffffu, v == 0);
  int all_pos = __all_sync(0xffffffffu, v > 0);
  if ((threadIdx.x & 31) == 0) {
    if (any_zero) atomicOr(&flags[0], 1);
    if (!all_pos) atomicOr(&flags[1], 1);
  }
  // Lower half-warp does extra work and synchronizes only among itself.
  if ((threadIdx.x & 31) < 16) {
    __syncwarp(0x0000ffffu);
    atomicMax(&flags[2], 31 - __clz(v | 1));
  }
  if (i < n) aggregated_inc(counters, v & 7);
}

__global__ void bit_tricks(unsigned *words, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned w = words[i];
  unsigned rev = __brev(w);
  unsigned rot = __funnelshift_l(w, w, 7);  // rotate left by 7
  words[i] = rev ^ rot ^ unsigned(__popc(w));
}

int main()
{
  const int n = 1 << 15;
  int *in, *out, *count, *flags, *counters;
  unsigned *words;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, n * sizeof(int));
  cudaMalloc(&count, sizeof(int));
  cudaMalloc(&flags, 3 * sizeof(int));
  cudaMalloc(&counters, 8 * sizeof(int));
  cudaMalloc(&words, n * sizeof(unsigned));
  cudaMemset(in, 0, n * sizeof(int));
  cudaMemset(count, 0, sizeof(int));
  cudaMemset(flags, 0, 3 * sizeof(int));
  cudaMemset(counters, 0, 8 * sizeof(int));
  compact_positive<<<n / 256, 256>>>(in, out, count, n);
  vote_stats<<<n / 256, 256>>>(in, n, flags, counters);
  bit_tricks<<<n / 256, 256>>>(words, n);
  int c = 0;
  cudaMemcpy(&c, count, sizeof c, cudaMemcpyDeviceToHost);
  std::printf("kept %d\n", c);
  cudaFree(in); cudaFree(out); cudaFree(count); cudaFree(flags); cudaFree(counters);
  cudaFree(words);
  return 0;
}
