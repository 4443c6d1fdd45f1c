// __host__ __device__ extended lambdas: called on the host and passed to
// kernels; mutable, capture-less (function pointer conversion), noexcept,
// several captures, copies of the wrapper.
// NVCC_FLAGS: --extended-lambda
#include <cstdio>

template <typename F> __global__ void use(F f, int *out) { out[0] = f(threadIdx.x); }

int host_side(int *out, int a, int b)
{
  auto add = [a, b] __host__ __device__ (int i) { return a + b + i; };
  auto counter = [a] __host__ __device__ (int i) mutable { a += i; return a; };
  auto plain = [] __host__ __device__ (int i) { return 2 * i; };
  auto nothrow = [b] __host__ __device__ (int i) noexcept { return b - i; };
  int (*fp)(int) = plain;
  auto copy = add;
  use<<<1, 1>>>(add, out);
  use<<<1, 1>>>(counter, out);
  use<<<1, 1>>>(plain, out);
  use<<<1, 1>>>(nothrow, out);
  return add(1) + counter(2) + counter(3) + fp(4) + nothrow(5) + copy(6);
}

int main()
{
  std::printf("%d\n", host_side(nullptr, 10, 20));
  return 0;
}
