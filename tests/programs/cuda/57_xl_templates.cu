// Extended lambdas in templates: a function template (type and non-type
// parameters, a parameter pack), a class template's member functions
// (in-class and out-of-class), a member template, explicit instantiation.
// NVCC_FLAGS: --extended-lambda
#include <cstdio>

template <typename F, typename T> __global__ void apply(F f, T *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = f(i);
}

template <typename T, int K>
void scaled(T *out, int n, T factor)
{
  auto l = [=] __device__ (int i) { return T(i * K) * factor; };
  apply<<<1, 64>>>(l, out, n);
}

template <typename T, typename... Rest>
void summed(T *out, int n, T first, Rest... rest)
{
  T total = (first + ... + rest);
  auto l = [total] __device__ (int i) { return total + T(i); };
  apply<<<1, 64>>>(l, out, n);
}

template <typename T>
struct Grid {
  T step;
  void ramp(T *out, int n) {
    T s2 = step;
    auto l = [=] __device__ (int i) { return s2 * T(i); };
    apply<<<1, 64>>>(l, out, n);
  }
  void flat(T *out, int n);
  template <typename U> void cast(T *out, int n, U u) {
    auto l = [u] __device__ (int i) { return T(u) + T(i); };
    apply<<<1, 64>>>(l, out, n);
  }
};

template <typename T>
void Grid<T>::flat(T *out, int n)
{
  auto l = [this] __device__ (int) { return step; };
  apply<<<1, 64>>>(l, out, n);
}

template void scaled<float, 3>(float *, int, float);
template void summed<int, int, int>(int *, int, int, int, int);

int main()
{
  float *f = nullptr;
  int *g = nullptr;
  if (cudaMalloc(&f, 64 * sizeof(float)) != cudaSuccess ||
      cudaMalloc(&g, 64 * sizeof(int)) != cudaSuccess) {
    std::printf("no device\n");
    return 0;
  }
  scaled<double, 2>(nullptr, 0, 1.0);
  summed(g, 64, 1, 2, 3);
  Grid<float> grid{0.5f};
  grid.ramp(f, 64);
  grid.flat(f, 64);
  grid.cast(f, 64, 7L);
  std::printf("done\n");
  return 0;
}
