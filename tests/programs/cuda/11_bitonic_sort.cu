// Bitonic sort of a power-of-two array: global-memory compare-exchange
// kernel driven by nested host loops, plus an in-shared-memory variant for
// small arrays; a device swap helper template.
#include <cstdio>
#include <cstdlib>
#include <vector>

template <typename T>
__device__ __forceinline__ void cmp_swap(T &a, T &b, bool ascending)
{
  if ((a > b) == ascending) {
    T t = a;
    a = b;
    b = t;
  }
}

__global__ void bitonic_step(int *data, unsigned j, unsigned k)
{
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned partner = i ^ j;
  if (partner > i) {
    bool asc = (i & k) == 0;
    cmp_swap(data[i], data[partner], asc);
  }
}

template <unsigned N>
__global__ void bitonic_shared(int *data)
{
  __shared__ int s[N];
  unsigned t = threadIdx.x;
  s[t] = data[blockIdx.x * N + t];
  __syncthreads();
  for (unsigned k = 2; k <= N; k <<= 1) {
    for (unsigned j = k >> 1; j > 0; j >>= 1) {
      unsigned p = t ^ j;
      if (p > t) cmp_swap(s[t], s[p], (t & k) == 0);
      __syncthreads();
    }
  }
  data[blockIdx.x * N + t] = s[t];
}

int main()
{
  const unsigned n = 1u << 16;
  std::vector<int> h(n);
  std::srand(42);
  for (auto &x : h) x = std::rand() % 100000;
  int *d;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h.data(), n * sizeof(int), cudaMemcpyHostToDevice);

  const unsigned threads = 256;
  for (unsigned k = 2; k <= n; k <<= 1)
    for (unsigned j = k >> 1; j > 0; j >>= 1)
      bitonic_step<<<n / threads, threads>>>(d, j, k);

  // Small independent segments sorted entirely in shared memory.
  bitonic_shared<512><<<n / 512, 512>>>(d);

  cudaMemcpy(h.data(), d, n * sizeof(int), cudaMemcpyDeviceToHost);
  std::printf("first=%d last=%d\n", h.front(), h.back());
  cudaFree(d);
  return 0;
}
