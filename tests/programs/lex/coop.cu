// Lexer round-trip program: cooperative groups, libcu++ (<cuda/std/...>,
// <cuda/atomic>).
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda/atomic>
#include <cuda/std/array>
#include <cuda/std/limits>
#include <cuda/std/type_traits>

namespace cg = cooperative_groups;

__global__ void count(cuda::atomic<int, cuda::thread_scope_device> *total)
{
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
    int sum = cg::reduce(warp, 1, cg::plus<int>());
    cuda::std::array<int, 2> a{sum, cuda::std::numeric_limits<int>::max()};
    static_assert(cuda::std::is_same_v<decltype(a)::value_type, int>, "");
    if (warp.thread_rank() == 0)
        total->fetch_add(a[0], cuda::std::memory_order_relaxed);
}

int main()
{
    cuda::atomic<int, cuda::thread_scope_device> *total;
    cudaMallocManaged(&total, sizeof *total);
    new (total) cuda::atomic<int, cuda::thread_scope_device>(0);
    count<<<2, 64>>>(total);
    return cudaDeviceSynchronize() == cudaSuccess ? 0 : 1;
}
