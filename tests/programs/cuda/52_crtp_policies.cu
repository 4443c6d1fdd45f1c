// Static polymorphism in device code: CRTP base with __host__ __device__
// members, template template parameters for storage policies, traits
// classes with static constexpr members, SFINAE via std::enable_if, and
// dependent-name disambiguation (typename / template keywords).
#include <cstdio>
#include <type_traits>

template <typename Derived>
struct Kernel1D {
  __host__ __device__ float operator()(float x) const
  {
    return static_cast<const Derived *>(this)->eval(x) * Derived::normalization;
  }
};

struct Gaussian : Kernel1D<Gaussian> {
  static constexpr float normalization = 0.3989423f;
  __host__ __device__ float eval(float x) const { return expf(-0.5f * x * x); }
};

struct Epanechnikov : Kernel1D<Epanechnikov> {
  static constexpr float normalization = 0.75f;
  __host__ __device__ float eval(float x) const { return fabsf(x) < 1.0f ? 1.0f - x * x : 0.0f; }
};

template <typename T, int N>
struct InlineStorage {
  T data[N];
  __device__ T &at(int i) { return data[i]; }
};

template <typename T, int N>
struct StridedStorage {
  T *base;
  int stride;
  __device__ T &at(int i) { return base[i * stride]; }
};

template <typename T>
struct value_traits {
  static constexpr bool is_wide = sizeof(T) > 4;
  using accum_type = typename std::conditional<is_wide, double, float>::type;
};

template <template <typename, int> class Storage, typename T, int N>
struct Window {
  Storage<T, N> store;
  template <typename K>
  __device__ typename value_traits<T>::accum_type smooth(const K &k, float h)
  {
    typename value_traits<T>::accum_type acc = 0;
    for (int i = 0; i < N; ++i) acc += k(float(i - N / 2) / h) * store.at(i);
    return acc / h;
  }
};

template <typename T, typename std::enable_if<std::is_floating_point<T>::value, int>::type = 0>
__device__ T magnitude(T v) { return v < 0 ? -v : v; }

template <typename T, typename std::enable_if<std::is_integral<T>::value, int>::type = 0>
__device__ T magnitude(T v) { return v < 0 ? T(-v) : v; }

template <typename K, typename T>
__global__ void kde(const T *samples, int n, float h, typename value_traits<T>::accum_type *out)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i + 7 >= n) return;
  Window<InlineStorage, T, 7> w;
  for (int k = 0; k < 7; ++k) w.store.at(k) = magnitude(samples[i + k]);
  out[i] = w.template smooth<K>(K{}, h);

  Window<StridedStorage, T, 7> sw{{const_cast<T *>(samples) + i, 1}};
  out[i] += 0 * sw.smooth(K{}, h);
}

int main()
{
  const int n = 1024;
  float *fs, *fo;
  double *ds, *dout;
  cudaMalloc(&fs, n * sizeof(float));
  cudaMalloc(&fo, n * sizeof(float));
  cudaMalloc(&ds, n * sizeof(double));
  cudaMalloc(&dout, n * sizeof(double));
  kde<Gaussian><<<(n + 127) / 128, 128>>>(fs, n, 1.5f, fo);
  kde<Epanechnikov, double><<<(n + 127) / 128, 128>>>(ds, n, 2.0f, dout);
  std::printf("host gaussian(0)=%f\n", Gaussian{}(0.0f));
  cudaFree(fs); cudaFree(fo); cudaFree(ds); cudaFree(dout);
  return 0;
}
