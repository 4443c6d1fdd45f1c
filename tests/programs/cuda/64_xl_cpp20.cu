// Extended lambdas in C++20 code: a constrained function template, a
// lambda with a template parameter list used on the host, consteval-free
// constexpr helpers captured by value.
// NVCC_FLAGS: --extended-lambda -std=c++20
#include <concepts>
#include <cstdio>

template <typename F> __global__ void k(F f, int *out) { out[0] = f(2); }

constexpr int twice(int v) { return 2 * v; }

template <std::integral T>
  requires (sizeof(T) >= 4)
void launch(int *out, T v)
{
  constexpr int c = twice(21);
  auto l = [v, c] __device__ (int i) { return int(v) * i + c; };
  k<<<1, 1>>>(l, out);
  auto h = [v] __host__ __device__ (int i) { return int(v) - i; };
  k<<<1, 1>>>(h, out);
}

int main()
{
  launch(nullptr, 5);
  launch(nullptr, 6L);
  auto t = []<typename U>(U u) { return u + 1; };
  std::printf("%d\n", t(1));
  return 0;
}
