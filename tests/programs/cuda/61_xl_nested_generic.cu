// Extended lambdas inside plain host lambdas (the enclosing function is
// still the named one), a generic __device__ lambda, a lambda without a
// parameter list, five captures, numbering across blocks.
// NVCC_FLAGS: --extended-lambda
#include <cstdio>

template <typename F> __global__ void go(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }
template <typename F> __global__ void go0(F f, int *out) { out[0] = f(); }

void run(int *out, int a, int b, int c, int d, int e)
{
  auto host = [&](int n) {
    auto dev = [=] __device__ (int i) { return i + a + n; };
    go<<<1, 4>>>(dev, out);
    return n;
  };
  host(1);
  {
    auto five = [=] __device__ (int i) { return a + b * i + c * i * i + d - e; };
    go<<<1, 4>>>(five, out);
  }
  auto gen = [b] __device__ (auto i) { return b * i; };
  go<<<1, 4>>>(gen, out);
  auto noparams = [c] __device__ { return c; };
  go0<<<1, 1>>>(noparams, out);
  auto inner = [=] __device__ (int i) {
    auto sq = [](int x) { return x * x; };
    return sq(i) + d;
  };
  go<<<1, 4>>>(inner, out);
}

int main()
{
  run(nullptr, 1, 2, 3, 4, 5);
  std::printf("ok\n");
  return 0;
}
