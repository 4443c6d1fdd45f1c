// Kernels with unnamed parameters: the host file names them (__T<n>, as
// cudafe++ does) where the declarator-id would be -- plain types, pointers
// to arrays and to functions, arrays, references to const, a parameter
// pack, a kernel template's unnamed template parameters, an explicit
// specialization, (void) -- array and function parameters of a kernel
// template (its wrapper takes them as declared, as the stub's
// specialization does), a kernel template befriended by a class, and
// variables of closure types before the kernels (their typedefs share the
// numbers).
#include <cstdio>

struct Pair { int a, b; };
__device__ int twice(int v) { return 2 * v; }
typedef int (*unary)(int);

// Variables of a closure type: cudafe++ follows each with a typedef of
// its type (__T<n>, numbered with the parameters' names), but not in a
// generic lambda or an if's or for's init-statement.
int closures(int x)
{
  auto add = [](int v) { return v + 1; };
  const auto twice = [](int v) { return 2 * v; };
  auto generic = [](auto v) { auto inner = [](int w) { return w; }; return inner(v); };
  if (auto f = [](int v) { return v; }; f(x) > 0) x = f(x);
  for (auto g = [](int v) { return v - 1; }; x > 10;) x = g(x);
  return add(x) + twice(x) + generic(x);
}

__global__ void plain(int, float *out, int) { out[0] = 1.f; }
__global__ void shapes(int (*)[4], int[], const Pair &, unary, Pair) { }
__global__ void nothing(void) { }
__global__ void declared_first(int, int);
__global__ void declared_first(int, int) { }

template <typename T> __global__ void tmpl(T *out, T, int) { out[0] = T(); }
template <> __global__ void tmpl<double>(double *out, double, int) { out[0] = 1.0; }
template <typename... Ts> __global__ void pack(Ts...) { }
template <int, typename T, int...> __global__ void unnamed_tparams(T *out, int) { out[0] = T(); }
template <typename T, int N> __global__ void rows(T (*)[N], int) { }
template <typename T>
__global__ void by_value(T *out, int a[], int[4], float b[2][3], float[][5], void(int), int g(float))
{
  out[0] = T();
}

template <typename U> __global__ void befriended(U, int);
class Holder {
  template <typename U> friend __global__ void befriended(U, int);
  static int secret() { return 7; }
};
template <typename U> __global__ void befriended(U u, int) { (void)u; }

int main()
{
  float *f = nullptr;
  double *d = nullptr;
  int (*grid)[4] = nullptr;
  int flat[2] = {0, 0};
  Pair p = {1, 2};
  plain<<<1, 1>>>(1, f, 2);
  shapes<<<1, 1>>>(grid, flat, p, nullptr, p);
  nothing<<<1, 1>>>();
  declared_first<<<1, 1>>>(1, 2);
  tmpl<<<1, 1>>>(f, 1.f, 3);
  tmpl<<<1, 1>>>(d, 1.0, 3);
  pack<<<1, 1>>>(1, 2.f, p);
  pack<<<1, 1>>>();
  unnamed_tparams<3, float, 1, 2><<<1, 1>>>(f, 4);
  rows<<<1, 1>>>(grid, 5);
  by_value<<<1, 1>>>(f, flat, flat, (float(*)[3])nullptr, (float(*)[5])nullptr, nullptr, nullptr);
  befriended<<<1, 1>>>(1.f, 6);
  printf("%s %d\n", cudaGetErrorString(cudaDeviceSynchronize()), closures(3));
  return 0;
}
