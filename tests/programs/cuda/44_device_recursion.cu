// Recursion in device code: recursive __device__ functions (quicksort on a
// per-thread segment, depth and sum of an implicit binary heap via member
// functions, naive Fibonacci), mutual recursion through a forward
// declaration, and cudaDeviceSetLimit/GetLimit for the stack size.
#include <cstdio>

__device__ void swap_ints(int &a, int &b) { int t = a; a = b; b = t; }

__device__ void quicksort(int *a, int lo, int hi)
{
  if (lo >= hi) return;
  int pivot = a[(lo + hi) / 2];
  int i = lo, j = hi;
  while (i <= j) {
    while (a[i] < pivot) ++i;
    while (a[j] > pivot) --j;
    if (i <= j) swap_ints(a[i++], a[j--]);
  }
  quicksort(a, lo, j);
  quicksort(a, i, hi);
}

struct HeapTree {
  const int *values;
  int size;
  __device__ int depth(int node) const
  {
    if (node >= size) return 0;
    int l = depth(2 * node + 1), r = depth(2 * node + 2);
    return 1 + (l > r ? l : r);
  }
  __device__ long long sum(int node) const
  {
    return node >= size ? 0 : values[node] + sum(2 * node + 1) + sum(2 * node + 2);
  }
};

__device__ bool is_odd(unsigned n);
__device__ bool is_even(unsigned n) { return n == 0 ? true : is_odd(n - 1); }
__device__ bool is_odd(unsigned n) { return n == 0 ? false : is_even(n - 1); }

__device__ unsigned long long fib(unsigned n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__global__ void sort_segments(int *data, int seg_len, int nseg)
{
  int s = blockIdx.x * blockDim.x + threadIdx.x;
  if (s < nseg) quicksort(data + s * seg_len, 0, seg_len - 1);
}

__global__ void tree_stats(const int *v, int n, int *depth, long long *sum, int *parity)
{
  HeapTree t{v, n};
  *depth = t.depth(0);
  *sum = t.sum(0);
  *parity = is_even(unsigned(n) % 64) ? int(fib(12)) : 0;
}

int main()
{
  cudaDeviceSetLimit(cudaLimitStackSize, 8192);
  size_t stack = 0;
  cudaDeviceGetLimit(&stack, cudaLimitStackSize);

  const int seg = 64, nseg = 256;
  int *data, *depth, *parity;
  long long *sum;
  cudaMalloc(&data, seg * nseg * sizeof(int));
  cudaMalloc(&depth, sizeof(int));
  cudaMalloc(&parity, sizeof(int));
  cudaMalloc(&sum, sizeof(long long));
  cudaMemset(data, 0, seg * nseg * sizeof(int));
  sort_segments<<<(nseg + 63) / 64, 64>>>(data, seg, nseg);
  tree_stats<<<1, 1>>>(data, 1000, depth, sum, parity);
  int d = 0;
  cudaMemcpy(&d, depth, sizeof d, cudaMemcpyDeviceToHost);
  std::printf("stack=%zu depth=%d\n", stack, d);
  cudaFree(data); cudaFree(depth); cudaFree(parity); cudaFree(sum);
  return 0;
}
