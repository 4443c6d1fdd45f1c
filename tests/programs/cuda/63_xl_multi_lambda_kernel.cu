// Kernels taking two extended lambdas, lambdas returning structs, a
// lambda capturing another lambda's wrapper, launch configurations with
// shared memory and streams.
// NVCC_FLAGS: --extended-lambda
#include <cstdio>

struct Pair { int lo, hi; };

template <typename F, typename G>
__global__ void combine(F f, G g, Pair *out, int n)
{
  int i = threadIdx.x;
  if (i < n) { Pair p = f(i); p.hi += g(i); out[i] = p; }
}

void build(Pair *out, int n, int bias)
{
  auto make = [bias] __device__ (int i) { return Pair{i, i + bias}; };
  auto extra = [] __device__ (int i) { return i * 2; };
  combine<<<1, 32, 0, 0>>>(make, extra, out, n);
  auto twice = [make] __device__ (int i) { Pair p = make(i); p.lo *= 2; return p; };
  combine<<<1, 32, 64>>>(twice, extra, out, n);
}

int main()
{
  build(nullptr, 0, 3);
  std::printf("built\n");
  return 0;
}
