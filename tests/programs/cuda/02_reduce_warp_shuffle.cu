// Reduction using warp shuffles (__shfl_down_sync, __shfl_xor_sync),
// __activemask, a per-warp shared array and a grid-stride accumulation loop.
#include <climits>
#include <cstdio>

__inline__ __device__ int warp_reduce_sum(int v)
{
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  return v;
}

__inline__ __device__ int warp_all_max(int v)
{
  for (int mask = 16; mask >= 1; mask >>= 1)
    v = max(v, __shfl_xor_sync(0xffffffffu, v, mask));
  return v;
}

__device__ int block_reduce_sum(int v)
{
  static __shared__ int warp_sums[32];
  int lane = threadIdx.x % warpSize;
  int wid = threadIdx.x / warpSize;

  v = warp_reduce_sum(v);
  if (lane == 0) warp_sums[wid] = v;
  __syncthreads();

  int nwarps = (blockDim.x + warpSize - 1) / warpSize;
  v = (threadIdx.x < nwarps) ? warp_sums[lane] : 0;
  if (wid == 0) v = warp_reduce_sum(v);
  return v;
}

__global__ void sum_kernel(const int *__restrict__ in, int *out, int n)
{
  int acc = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    acc += in[i];
  acc = block_reduce_sum(acc);
  if (threadIdx.x == 0) atomicAdd(out, acc);
}

__global__ void max_kernel(const int *in, int *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < n ? in[i] : INT_MIN;
  unsigned active = __activemask();
  v = warp_all_max(v);
  if ((threadIdx.x & 31) == 0 && active) atomicMax(out, v);
}

int main()
{
  const int n = 100000;
  int *in, *out;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, 2 * sizeof(int));
  cudaMemset(in, 0, n * sizeof(int));
  cudaMemset(out, 0, 2 * sizeof(int));
  sum_kernel<<<128, 512>>>(in, out, n);
  max_kernel<<<(n + 255) / 256, 256>>>(in, out + 1, n);
  int h[2];
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("sum=%d max=%d\n", h[0], h[1]);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
