// Work-efficient exclusive scan (Blelloch up-sweep/down-sweep) in shared
// memory, with padding macro for bank conflicts and a block-sums fix-up pass.
#include <cstdio>
#include <vector>

#define LOG_NUM_BANKS 5
#define CONFLICT_FREE_OFFSET(n) ((n) >> LOG_NUM_BANKS)

template <int BLOCK>
__global__ void scan_block(const int *in, int *out, int *block_sums, int n)
{
  __shared__ int temp[2 * BLOCK + (2 * BLOCK >> LOG_NUM_BANKS)];
  int tid = threadIdx.x;
  int base = blockIdx.x * 2 * BLOCK;

  int ai = tid, bi = tid + BLOCK;
  int off_a = CONFLICT_FREE_OFFSET(ai), off_b = CONFLICT_FREE_OFFSET(bi);
  temp[ai + off_a] = base + ai < n ? in[base + ai] : 0;
  temp[bi + off_b] = base + bi < n ? in[base + bi] : 0;

  int offset = 1;
  for (int d = BLOCK; d > 0; d >>= 1) {  // up-sweep
    __syncthreads();
    if (tid < d) {
      int a = offset * (2 * tid + 1) - 1;
      int b = offset * (2 * tid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      temp[b] += temp[a];
    }
    offset *= 2;
  }
  if (tid == 0) {
    int last = 2 * BLOCK - 1 + CONFLICT_FREE_OFFSET(2 * BLOCK - 1);
    if (block_sums) block_sums[blockIdx.x] = temp[last];
    temp[last] = 0;
  }
  for (int d = 1; d < 2 * BLOCK; d *= 2) {  // down-sweep
    offset >>= 1;
    __syncthreads();
    if (tid < d) {
      int a = offset * (2 * tid + 1) - 1;
      int b = offset * (2 * tid + 2) - 1;
      a += CONFLICT_FREE_OFFSET(a);
      b += CONFLICT_FREE_OFFSET(b);
      int t = temp[a];
      temp[a] = temp[b];
      temp[b] += t;
    }
  }
  __syncthreads();
  if (base + ai < n) out[base + ai] = temp[ai + off_a];
  if (base + bi < n) out[base + bi] = temp[bi + off_b];
}

__global__ void add_block_offsets(int *data, const int *offsets, int n, int per_block)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += offsets[i / per_block];
}

int main()
{
  constexpr int B = 128;
  const int n = 2 * B * 2 * B;  // fits a two-level scan
  std::vector<int> h(n, 1);
  int *d_in, *d_out, *d_sums;
  int nblocks = (n + 2 * B - 1) / (2 * B);
  cudaMalloc(&d_in, n * sizeof(int));
  cudaMalloc(&d_out, n * sizeof(int));
  cudaMalloc(&d_sums, nblocks * sizeof(int));
  cudaMemcpy(d_in, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);

  scan_block<B><<<nblocks, B>>>(d_in, d_out, d_sums, n);
  scan_block<B><<<1, B>>>(d_sums, d_sums, nullptr, nblocks);
  add_block_offsets<<<(n + 255) / 256, 256>>>(d_out, d_sums, n, 2 * B);

  cudaMemcpy(h.data(), d_out, n * sizeof(int), cudaMemcpyDeviceToHost);
  std::printf("last = %d (expected %d)\n", h[n - 1], n - 1);
  cudaFree(d_in);
  cudaFree(d_out);
  cudaFree(d_sums);
  return 0;
}
