// <cuda/atomic>: cuda::atomic with thread scopes (device, block, system),
// cuda::atomic_ref over plain global memory, compare_exchange loops,
// memory orders, and a spin lock built on compare_exchange_weak.
#include <cuda/atomic>
#include <cstdio>
#include <new>

struct SpinLock {
  cuda::atomic<int, cuda::thread_scope_device> state;
  __device__ void lock()
  {
    int expected = 0;
    while (!state.compare_exchange_weak(expected, 1, cuda::std::memory_order_acquire,
                                        cuda::std::memory_order_relaxed))
      expected = 0;
  }
  __device__ void unlock() { state.store(0, cuda::std::memory_order_release); }
};

struct Account {
  long long balance;
  int transactions;
};

__global__ void transfer(Account *acct, SpinLock *lock, int amount)
{
  if (threadIdx.x % 32 != 0) return;  // one thread per warp contends
  lock->lock();
  acct->balance += amount;
  acct->transactions += 1;
  lock->unlock();
}

__global__ void count_keys(const int *keys, int n, int *hist, int nbins)
{
  __shared__ cuda::atomic<int, cuda::thread_scope_block> block_total;
  if (threadIdx.x == 0) block_total.store(0, cuda::std::memory_order_relaxed);
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    cuda::atomic_ref<int, cuda::thread_scope_device> bin(hist[keys[i] % nbins]);
    bin.fetch_add(1, cuda::std::memory_order_relaxed);
    block_total.fetch_add(1, cuda::std::memory_order_relaxed);
  }
  __syncthreads();
  if (threadIdx.x == 0) {
    cuda::atomic_ref<int, cuda::thread_scope_device> total(hist[nbins]);
    total.fetch_add(block_total.load(), cuda::std::memory_order_relaxed);
  }
}

__global__ void atomic_min_float(const float *v, int n, float *result)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  cuda::atomic_ref<float, cuda::thread_scope_device> r(*result);
  float cur = r.load(cuda::std::memory_order_relaxed);
  while (v[i] < cur && !r.compare_exchange_weak(cur, v[i])) {
  }
}

int main()
{
  Account *acct;
  SpinLock *lock;
  cudaMallocManaged(&acct, sizeof(Account));
  cudaMallocManaged(&lock, sizeof(SpinLock));
  acct->balance = 0;
  acct->transactions = 0;
  new (lock) SpinLock{};
  transfer<<<8, 256>>>(acct, lock, 5);

  const int n = 10000, nbins = 16;
  int *keys, *hist;
  float *vals, *minv;
  cudaMalloc(&keys, n * sizeof(int));
  cudaMalloc(&hist, (nbins + 1) * sizeof(int));
  cudaMalloc(&vals, n * sizeof(float));
  cudaMallocManaged(&minv, sizeof(float));
  cudaMemset(keys, 0, n * sizeof(int));
  cudaMemset(hist, 0, (nbins + 1) * sizeof(int));
  cudaMemset(vals, 0, n * sizeof(float));
  *minv = 1e30f;
  count_keys<<<(n + 255) / 256, 256>>>(keys, n, hist, nbins);
  atomic_min_float<<<(n + 255) / 256, 256>>>(vals, n, minv);
  cudaDeviceSynchronize();

  cuda::atomic<int, cuda::thread_scope_system> host_counter{0};
  host_counter.fetch_add(acct->transactions);
  std::printf("balance=%lld tx=%d min=%f counter=%d\n", acct->balance, acct->transactions,
              *minv, host_counter.load());
  cudaFree(acct); cudaFree(lock); cudaFree(keys); cudaFree(hist); cudaFree(vals); cudaFree(minv);
  return 0;
}
