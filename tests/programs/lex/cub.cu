// Lexer round-trip program: cub device-wide and block-wide reductions.
#include <cub/block/block_reduce.cuh>
#include <cub/device/device_reduce.cuh>

template <int BLOCK>
__global__ void block_sum(const int *in, int *out)
{
    using Reduce = cub::BlockReduce<int, BLOCK>;
    __shared__ typename Reduce::TempStorage temp;
    int v = in[blockIdx.x * BLOCK + threadIdx.x];
    int total = Reduce(temp).Sum(v);
    if (threadIdx.x == 0)
        out[blockIdx.x] = total;
}

int main()
{
    int *in, *out;
    cudaMalloc(&in, 256 * sizeof(int));
    cudaMalloc(&out, sizeof(int));
    void *tmp = nullptr;
    size_t bytes = 0;
    cub::DeviceReduce::Sum(tmp, bytes, in, out, 256);
    cudaMalloc(&tmp, bytes);
    cub::DeviceReduce::Sum(tmp, bytes, in, out, 256);
    block_sum<256><<<1, 256>>>(in, out);
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
