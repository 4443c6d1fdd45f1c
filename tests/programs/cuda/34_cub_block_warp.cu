// CUB block- and warp-level collectives in kernels: BlockLoad/BlockStore
// with a union of TempStorage, BlockReduce (Sum and custom op), BlockScan
// ExclusiveSum, WarpReduce with multiple logical warps, and cuda::maximum<>.
#include <cub/block/block_load.cuh>
#include <cub/block/block_store.cuh>
#include <cub/block/block_reduce.cuh>
#include <cub/block/block_scan.cuh>
#include <cub/warp/warp_reduce.cuh>
#include <cuda/functional>
#include <cstdio>

template <int BLOCK, int ITEMS>
__global__ void block_scan_and_sum(const int *in, int *out, int *block_totals)
{
  using Load = cub::BlockLoad<int, BLOCK, ITEMS, cub::BLOCK_LOAD_WARP_TRANSPOSE>;
  using Store = cub::BlockStore<int, BLOCK, ITEMS, cub::BLOCK_STORE_WARP_TRANSPOSE>;
  using Scan = cub::BlockScan<int, BLOCK>;
  using Reduce = cub::BlockReduce<int, BLOCK>;

  __shared__ union {
    typename Load::TempStorage load;
    typename Store::TempStorage store;
    typename Scan::TempStorage scan;
    typename Reduce::TempStorage reduce;
  } temp;

  int items[ITEMS];
  int offset = blockIdx.x * BLOCK * ITEMS;
  Load(temp.load).Load(in + offset, items);
  __syncthreads();

  int total = Reduce(temp.reduce).Sum(items);
  __syncthreads();
  Scan(temp.scan).ExclusiveSum(items, items);
  __syncthreads();
  Store(temp.store).Store(out + offset, items);
  if (threadIdx.x == 0) block_totals[blockIdx.x] = total;
}

struct AbsMax {
  __device__ float operator()(float a, float b) const { return fabsf(a) > fabsf(b) ? a : b; }
};

template <int LOGICAL_WARP>
__global__ void warp_reductions(const float *in, float *sums, float *absmax)
{
  using WarpReduce = cub::WarpReduce<float, LOGICAL_WARP>;
  constexpr int WARPS = 128 / LOGICAL_WARP;
  __shared__ typename WarpReduce::TempStorage temp[WARPS];
  int wid = threadIdx.x / LOGICAL_WARP;
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  float s = WarpReduce(temp[wid]).Sum(v);
  __syncwarp();
  float m = WarpReduce(temp[wid]).Reduce(v, AbsMax());
  if (threadIdx.x % LOGICAL_WARP == 0) {
    sums[blockIdx.x * WARPS + wid] = s;
    absmax[blockIdx.x * WARPS + wid] = m;
  }
}

__global__ void block_max(const int *in, int *out)
{
  using Reduce = cub::BlockReduce<int, 256, cub::BLOCK_REDUCE_WARP_REDUCTIONS>;
  __shared__ typename Reduce::TempStorage temp;
  int v = in[blockIdx.x * 256 + threadIdx.x];
  int m = Reduce(temp).Reduce(v, cuda::maximum<>{});
  if (threadIdx.x == 0) out[blockIdx.x] = m;
}

int main()
{
  constexpr int B = 128, I = 4, blocks = 64;
  const int n = B * I * blocks;
  int *in, *out, *totals;
  float *fin, *sums, *absmax;
  cudaMalloc(&in, n * sizeof(int));
  cudaMalloc(&out, n * sizeof(int));
  cudaMalloc(&totals, blocks * sizeof(int));
  cudaMalloc(&fin, n * sizeof(float));
  cudaMalloc(&sums, n * sizeof(float));
  cudaMalloc(&absmax, n * sizeof(float));
  cudaMemset(in, 0, n * sizeof(int));

  block_scan_and_sum<B, I><<<blocks, B>>>(in, out, totals);
  warp_reductions<32><<<n / 128, 128>>>(fin, sums, absmax);
  warp_reductions<16><<<n / 128, 128>>>(fin, sums, absmax);
  block_max<<<n / 256, 256>>>(in, totals);
  std::printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(in); cudaFree(out); cudaFree(totals);
  cudaFree(fin); cudaFree(sums); cudaFree(absmax);
  return 0;
}
