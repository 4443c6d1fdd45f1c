// Enclosing functions of extended lambdas of many shapes: default
// arguments, trailing return types, pointer and reference returns,
// noexcept(expr), ref-qualified and const members, function-pointer and
// pack parameters, extern "C", inline, attributes, operators, a static
// member template of a class template in a namespace, conversion functions.
// NVCC_FLAGS: --extended-lambda
#include <cstdio>

template <typename F> __global__ void k(F f, int *out) { out[0] = f(1); }

int *with_default(int *out, int scale = 3, const char *tag = "x,y")
{
  auto l = [scale] __device__ (int i) { return i * scale; };
  k<<<1, 1>>>(l, out);
  return tag ? out : nullptr;
}

auto trailing(int *out, long v) -> long
{
  auto l = [v] __device__ (int i) { return int(v) + i; };
  k<<<1, 1>>>(l, out);
  return v;
}

static int (&array_ref(int (&a)[4], int *out))[4]
{
  auto l = [] __device__ (int i) { return i + 4; };
  k<<<1, 1>>>(l, out);
  return a;
}

void noexcept_expr(int *out) noexcept(sizeof(int) == 4)
{
  auto l = [] __device__ (int i) { return -i; };
  k<<<1, 1>>>(l, out);
}

void fn_params(int *out, int (*cb)(int), void (&sink)(int))
{
  int base = cb(2);
  auto l = [base] __device__ (int i) { return base * i; };
  k<<<1, 1>>>(l, out);
  sink(base);
}

template <typename... Ts>
void pack_params(int *out, Ts... ts)
{
  int n = int(sizeof...(Ts));
  auto l = [n] __device__ (int i) { return n + i; };
  k<<<1, 1>>>(l, out);
}

extern "C" void c_linkage(int *out)
{
  auto l = [] __device__ (int i) { return i * 7; };
  k<<<1, 1>>>(l, out);
}

inline __attribute__((noinline)) void inline_attr(int *out)
{
  auto l = [] __host__ __device__ (int i) { return i + 9; };
  k<<<1, 1>>>(l, out);
}

[[nodiscard]] int nodiscard_fn(int *out)
{
  auto l = [] __device__ (int i) { return i; };
  k<<<1, 1>>>(l, out);
  return 1;
}

namespace geo {
template <typename T>
struct Vec {
  T x, y;
  Vec operator+(const Vec &o) const & {
    T sx = x + o.x;
    auto l = [sx] __device__ (int i) { return int(sx) + i; };
    k<<<1, 1>>>(l, nullptr);
    return Vec{sx, y + o.y};
  }
  const Vec *self(int *out) const noexcept {
    T yy = y;
    auto l = [yy] __host__ __device__ (int i) { return int(yy) * i; };
    k<<<1, 1>>>(l, out);
    return this;
  }
  template <typename U> static void touch(Vec &v, int *out, U) {
    T xx = v.x;
    auto l = [xx] __device__ (int i) { return int(xx) - i; };
    k<<<1, 1>>>(l, out);
  }
};
}

struct Conv {
  int v;
  operator int() const { auto l = [] __device__ (int i) { return i; }; k<<<1, 1>>>(l, nullptr); return v; }
  explicit operator long *() { auto l = [] __device__ (int i) { return i * 2; }; k<<<1, 1>>>(l, nullptr); return nullptr; }
};

static int twice(int v) { return 2 * v; }
static void drop(int) { }

int main()
{
  int a[4] = {1, 2, 3, 4};
  int *out = nullptr;
  with_default(out);
  trailing(out, 5L);
  array_ref(a, out);
  noexcept_expr(out);
  fn_params(out, twice, drop);
  pack_params(out, 1, 2.0, 'c');
  c_linkage(out);
  inline_attr(out);
  (void)nodiscard_fn(out);
  geo::Vec<float> v{1, 2}, w{3, 4};
  geo::Vec<float> s = v + w;
  s.self(out);
  geo::Vec<float>::touch(s, out, 'u');
  Conv c{3};
  std::printf("%d %d\n", a[0], int(c) + (static_cast<long *>(c) ? 1 : 0));
  return 0;
}
