// LSD radix sort of 32-bit keys, 4 bits per pass: per-block digit counts
// with shared atomics, a host-side exclusive scan over the count table, and
// a stable scatter kernel using __ballot_sync/__popc ranking within warps.
#include <cstdio>
#include <cstdint>
#include <vector>
#include <numeric>

constexpr int RADIX_BITS = 4;
constexpr int RADIX = 1 << RADIX_BITS;
constexpr int BLOCK = 32;  // one warp per block keeps ranking simple

__global__ void count_digits(const uint32_t *keys, int n, int shift, unsigned *counts)
{
  __shared__ unsigned local[RADIX];
  if (threadIdx.x < RADIX) local[threadIdx.x] = 0;
  __syncwarp();
  int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i < n) atomicAdd(&local[(keys[i] >> shift) & (RADIX - 1)], 1u);
  __syncwarp();
  if (threadIdx.x < RADIX) counts[threadIdx.x * gridDim.x + blockIdx.x] = local[threadIdx.x];
}

__global__ void scatter(const uint32_t *in, uint32_t *out, int n, int shift,
                        const unsigned *offsets)
{
  int i = blockIdx.x * BLOCK + threadIdx.x;
  bool valid = i < n;
  unsigned digit = valid ? (in[i] >> shift) & (RADIX - 1) : RADIX;
  unsigned lane_mask_lt = (1u << threadIdx.x) - 1;
  unsigned rank = 0;
  for (unsigned d = 0; d < RADIX; ++d) {
    unsigned same = __ballot_sync(0xffffffffu, digit == d);
    if (digit == d) rank = __popc(same & lane_mask_lt);
  }
  if (valid) out[offsets[digit * gridDim.x + blockIdx.x] + rank] = in[i];
}

int main()
{
  const int n = 1 << 14;
  const int blocks = (n + BLOCK - 1) / BLOCK;
  std::vector<uint32_t> h(n);
  uint32_t s = 12345;
  for (auto &k : h) { s = s * 1664525u + 1013904223u; k = s; }

  uint32_t *a, *b;
  unsigned *counts;
  cudaMalloc(&a, n * sizeof(uint32_t));
  cudaMalloc(&b, n * sizeof(uint32_t));
  cudaMalloc(&counts, RADIX * blocks * sizeof(unsigned));
  cudaMemcpy(a, h.data(), n * sizeof(uint32_t), cudaMemcpyHostToDevice);

  std::vector<unsigned> table(RADIX * blocks);
  for (int shift = 0; shift < 32; shift += RADIX_BITS) {
    count_digits<<<blocks, BLOCK>>>(a, n, shift, counts);
    cudaMemcpy(table.data(), counts, table.size() * sizeof(unsigned), cudaMemcpyDeviceToHost);
    std::exclusive_scan(table.begin(), table.end(), table.begin(), 0u);
    cudaMemcpy(counts, table.data(), table.size() * sizeof(unsigned), cudaMemcpyHostToDevice);
    scatter<<<blocks, BLOCK>>>(a, b, n, shift, counts);
    uint32_t *t = a; a = b; b = t;
  }
  cudaMemcpy(h.data(), a, n * sizeof(uint32_t), cudaMemcpyDeviceToHost);
  bool sorted = true;
  for (int i = 1; i < n; ++i) sorted &= h[i - 1] <= h[i];
  std::printf("sorted: %s\n", sorted ? "yes" : "no");
  cudaFree(a); cudaFree(b); cudaFree(counts);
  return 0;
}
