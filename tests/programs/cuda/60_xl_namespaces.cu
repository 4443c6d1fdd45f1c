// Extended lambdas in namespaced, overloaded, static and anonymous-
// namespace functions, and in a __host__ __device__ function.
// NVCC_FLAGS: --extended-lambda
#include <cstdio>

template <typename F> __global__ void k(F f, int *out) { out[0] = f(1); }

namespace app { namespace detail {
void launch(int *out) { auto l = [] __device__ (int i) { return i; }; k<<<1, 1>>>(l, out); }
void launch(int *out, int s) { auto l = [s] __device__ (int i) { return i * s; }; k<<<1, 1>>>(l, out); }
void launch(int *out, long s) { auto l = [s] __device__ (int i) { return int(i + s); }; k<<<1, 1>>>(l, out); }
} }

static void local_launch(int *out, int v)
{
  auto l = [v] __device__ (int i) { return v - i; };
  k<<<1, 1>>>(l, out);
}

namespace {
void hidden_launch(int *out, int v)
{
  auto l = [v] __device__ (int i) { return v ^ i; };
  k<<<1, 1>>>(l, out);
  auto h = [v] __host__ __device__ (int i) { return v | i; };
  k<<<1, 1>>>(h, out);
}
}

__host__ __device__ int both(int v)
{
  auto l = [v] __device__ (int i) { return v + i; };
#ifdef __CUDA_ARCH__
  return l(1);
#else
  (void)l;
  return v;
#endif
}

int main()
{
  int *out = nullptr;
  app::detail::launch(out);
  app::detail::launch(out, 2);
  app::detail::launch(out, 3L);
  local_launch(out, 4);
  hidden_launch(out, 5);
  std::printf("%d\n", both(6));
  return 0;
}
