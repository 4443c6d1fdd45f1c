// <type_traits>, <limits>, <utility>: a type-dispatching upload helper
// (enable_if / is_trivially_copyable / conditional_t / decay_t), numeric
// limits of several types printed and used as kernel sentinels,
// integer_sequence, std::declval in unevaluated contexts, and std::exchange.
#include <cstdio>
#include <limits>
#include <type_traits>
#include <utility>

template <typename T>
__global__ void min_reduce(const T *v, int n, T *out, T identity)
{
  T m = identity;
  for (int i = threadIdx.x; i < n; i += blockDim.x) m = v[i] < m ? v[i] : m;
  for (int off = 16; off > 0; off >>= 1) {
    T o = __shfl_down_sync(0xffffffffu, m, off);
    m = o < m ? o : m;
  }
  if (threadIdx.x == 0) *out = m;
}

template <typename T>
using accum_t = std::conditional_t<std::is_floating_point<T>::value, double,
                                   std::conditional_t<std::is_signed<T>::value, long long,
                                                      unsigned long long>>;

template <typename T, typename = std::enable_if_t<std::is_trivially_copyable<T>::value>>
T *upload(const T *host, size_t n)
{
  T *d = nullptr;
  cudaMalloc(&d, n * sizeof(T));
  cudaMemcpy(d, host, n * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}

template <typename T>
void describe(const char *name)
{
  using L = std::numeric_limits<T>;
  std::printf("%-8s digits=%2d min=%g max=%g eps=%g accum=%zu bytes\n", name, L::digits,
              double(L::lowest()), double(L::max()), double(L::epsilon()), sizeof(accum_t<T>));
}

template <typename T, T... Is>
constexpr T sum_seq(std::integer_sequence<T, Is...>) { return (Is + ... + T(0)); }

template <typename F, typename Arg>
using result_of_call = decltype(std::declval<F>()(std::declval<Arg>()));

template <typename T>
void run_min(const T (&data)[8])
{
  using V = std::decay_t<decltype(data[0])>;
  static_assert(std::is_same<V, T>::value, "decay");
  T *d = upload(data, 8);
  T *out = nullptr;
  cudaMalloc(&out, sizeof(T));
  min_reduce<<<1, 32>>>(d, 8, out, std::numeric_limits<T>::max());
  T h{};
  cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  cudaFree(out);
  std::printf("min = %g\n", double(h));
}

int main()
{
  describe<int>("int");
  describe<unsigned>("unsigned");
  describe<float>("float");
  describe<double>("double");
  static_assert(sum_seq(std::make_integer_sequence<int, 5>{}) == 10, "0+1+2+3+4");
  auto square = [](int x) { return x * x; };
  static_assert(std::is_same<result_of_call<decltype(square), int>, int>::value, "int result");

  const int ints[8] = {5, -3, 9, 2, 7, -8, 1, 0};
  const double dbls[8] = {2.5, 1.5, 0.25, 8.0, 3.0, 4.0, 9.5, 0.75};
  run_min(ints);
  run_min(dbls);

  int state = 1;
  int previous = std::exchange(state, 2);
  std::printf("previous=%d state=%d has_infinity(float)=%d square(7)=%d\n", previous, state,
              int(std::numeric_limits<float>::has_infinity), square(7));
  return 0;
}
