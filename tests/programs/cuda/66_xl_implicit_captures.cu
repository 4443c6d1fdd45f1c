// Implicit captures of [=] extended lambdas: first-use order, names
// shadowed inside the body, for-range and if-init variables, parameters of
// an enclosing host lambda, unevaluated uses (sizeof, decltype), statics,
// globals and enumerators (never captured).
// NVCC_FLAGS: --extended-lambda
#include <cstdio>

template <typename F> __global__ void k(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

int g_total = 5;
enum Mode { Fast = 1, Slow = 2 };

void run(int *out, int a, short b, double c)
{
  static int calls = 0;
  ++calls;
  auto first = [=] __device__ (int i) { return int(c) + b * i + a; };
  k<<<1, 4>>>(first, out);
  auto shadow = [=] __device__ (int i) { int a = i * 2; return a + b; };
  k<<<1, 4>>>(shadow, out);
  int values[3] = {4, 5, 6};
  for (int v : values) {
    auto each = [=] __device__ (int i) { return v * i + Fast; };
    k<<<1, 4>>>(each, out);
  }
  if (long w = a * 3; w > 0) {
    auto cond = [=] __device__ (int i) { return int(w) - i + Slow; };
    k<<<1, 4>>>(cond, out);
  }
  auto host = [=](int n) {
    auto inner = [=] __device__ (int i) { return i + n + b; };
    k<<<1, 4>>>(inner, out);
    return n;
  };
  host(7);
  auto unevaluated = [=] __device__ (int i) {
    decltype(c) d = i;
    return int(sizeof(a) + sizeof b) + int(d);
  };
  k<<<1, 4>>>(unevaluated, out);
}

int main()
{
  run(nullptr, 1, 2, 3.0);
  std::printf("%d\n", g_total);
  return 0;
}
