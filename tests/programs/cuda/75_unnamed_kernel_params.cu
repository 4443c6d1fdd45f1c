// Kernels with unnamed parameters: the host file names them (__T<n>, as
// cudafe++ does) where the declarator-id would be -- plain types, pointers
// to arrays and to functions, arrays, references to const, a parameter
// pack, a kernel template's unnamed template parameters, an explicit
// specialization, (void) -- array and function parameters of a kernel
// template (its wrapper takes them as declared, as the stub's
// specialization does), and a kernel template befriended by a class.
#include <cstdio>

struct Pair { int a, b; };
__device__ int twice(int v) { return 2 * v; }
typedef int (*unary)(int);

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
  printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  return 0;
}
