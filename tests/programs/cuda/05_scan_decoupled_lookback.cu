// Single-pass inclusive scan with a simplified decoupled look-back: tile
// status words packed in 64-bit values, volatile loads, __threadfence,
// dynamic tile ids from an atomic counter, and a warp-level scan.
#include <cstdio>
#include <cstdint>

enum TileFlag : unsigned { FLAG_INVALID = 0, FLAG_AGGREGATE = 1, FLAG_PREFIX = 2 };

__device__ __forceinline__ unsigned long long pack(unsigned flag, int value)
{
  return (static_cast<unsigned long long>(flag) << 32) | static_cast<unsigned>(value);
}
__device__ __forceinline__ unsigned flag_of(unsigned long long w) { return unsigned(w >> 32); }
__device__ __forceinline__ int value_of(unsigned long long w) { return int(w & 0xffffffffu); }

__device__ int warp_inclusive_scan(int v)
{
  int lane = threadIdx.x & 31;
  for (int d = 1; d < 32; d <<= 1) {
    int up = __shfl_up_sync(0xffffffffu, v, d);
    if (lane >= d) v += up;
  }
  return v;
}

__global__ void scan_single_pass(const int *in, int *out, int n,
                                 unsigned long long *status, unsigned *tile_counter)
{
  __shared__ int warp_totals[32];
  __shared__ int tile_id_s;
  __shared__ int exclusive_prefix;

  if (threadIdx.x == 0) tile_id_s = atomicAdd(tile_counter, 1u);
  __syncthreads();
  const int tile = tile_id_s;
  const int i = tile * blockDim.x + threadIdx.x;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;

  int v = i < n ? in[i] : 0;
  v = warp_inclusive_scan(v);
  if (lane == 31) warp_totals[warp] = v;
  __syncthreads();
  if (warp == 0) {
    int t = lane < (blockDim.x >> 5) ? warp_totals[lane] : 0;
    warp_totals[lane] = warp_inclusive_scan(t);
  }
  __syncthreads();
  if (warp > 0) v += warp_totals[warp - 1];
  int aggregate = warp_totals[(blockDim.x >> 5) - 1];

  if (threadIdx.x == 0) {
    volatile unsigned long long *vs = status;
    if (tile == 0) {
      vs[0] = pack(FLAG_PREFIX, aggregate);
      exclusive_prefix = 0;
    } else {
      vs[tile] = pack(FLAG_AGGREGATE, aggregate);
      __threadfence();
      int prefix = 0;
      for (int look = tile - 1; look >= 0;) {
        unsigned long long w = vs[look];
        unsigned f = flag_of(w);
        if (f == FLAG_INVALID) continue;  // spin until predecessor publishes
        prefix += value_of(w);
        if (f == FLAG_PREFIX) break;
        --look;
      }
      __threadfence();
      vs[tile] = pack(FLAG_PREFIX, prefix + aggregate);
      exclusive_prefix = prefix;
    }
  }
  __syncthreads();
  if (i < n) out[i] = v + exclusive_prefix;
}

int main()
{
  const int n = 1 << 16, block = 256;
  int tiles = (n + block - 1) / block;
  int *in, *out;
  unsigned long long *status;
  unsigned *counter;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, n * sizeof(int));
  cudaMalloc(&status, tiles * sizeof(unsigned long long));
  cudaMalloc(&counter, sizeof(unsigned));
  cudaMemset(in, 0, n * sizeof(int));
  cudaMemset(status, 0, tiles * sizeof(unsigned long long));
  cudaMemset(counter, 0, sizeof(unsigned));
  scan_single_pass<<<tiles, block>>>(in, out, n, status, counter);
  cudaError_t e = cudaDeviceSynchronize();
  std::printf("scan: %s\n", cudaGetErrorString(e));
  cudaFree(in); cudaFree(out); cudaFree(status); cudaFree(counter);
  return 0;
}
