// libcu++ <cuda/std/...> headers in device code: cuda::std::array,
// complex<float> arithmetic (Mandelbrot escape count), cuda::std::atomic
// fetch_add, optional, tuple/tie, numeric_limits, type_traits and span.
#include <cuda/std/array>
#include <cuda/std/atomic>
#include <cuda/std/complex>
#include <cuda/std/optional>
#include <cuda/std/tuple>
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include <cuda/std/span>
#include <cuda/std/utility>
#include <cstdio>
#include <new>

using cfloat = cuda::std::complex<float>;

__device__ int escape_time(cfloat c, int max_iter)
{
  cfloat z(0.0f, 0.0f);
  for (int k = 0; k < max_iter; ++k) {
    z = z * z + c;
    if (cuda::std::norm(z) > 4.0f) return k;
  }
  return max_iter;
}

__device__ cuda::std::optional<int> first_negative(cuda::std::span<const int> s)
{
  for (size_t i = 0; i < s.size(); ++i)
    if (s[i] < 0) return int(i);
  return cuda::std::nullopt;
}

template <typename T>
__device__ cuda::std::tuple<T, T> min_max(cuda::std::span<const T> s)
{
  static_assert(cuda::std::is_arithmetic<T>::value, "arithmetic only");
  T lo = cuda::std::numeric_limits<T>::max();
  T hi = cuda::std::numeric_limits<T>::lowest();
  for (T v : s) {
    lo = v < lo ? v : lo;
    hi = hi < v ? v : hi;
  }
  return cuda::std::make_tuple(lo, hi);
}

__global__ void mandelbrot(int *iters, int w, int h, cuda::std::atomic<int> *inside)
{
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= w || y >= h) return;
  cfloat c(-2.0f + 3.0f * x / w, -1.25f + 2.5f * y / h);
  int k = escape_time(c, 256);
  iters[y * w + x] = k;
  if (k == 256) inside->fetch_add(1, cuda::std::memory_order_relaxed);
}

__global__ void analyze(const int *data, int n, int *out)
{
  cuda::std::array<int, 4> result{};
  cuda::std::span<const int> s(data, n);
  int lo, hi;
  cuda::std::tie(lo, hi) = min_max(s);
  result[0] = lo;
  result[1] = hi;
  result[2] = first_negative(s).value_or(-1);
  result[3] = int(result.size());
  for (size_t i = 0; i < result.size(); ++i) out[i] = result[i];
}

int main()
{
  const int w = 256, h = 160;
  int *iters, *out;
  cuda::std::atomic<int> *inside;
  cudaMalloc(&iters, w * h * sizeof(int));
  cudaMalloc(&out, 4 * sizeof(int));
  cudaMallocManaged(&inside, sizeof *inside);
  new (inside) cuda::std::atomic<int>(0);
  mandelbrot<<<dim3(w / 16, h / 16), dim3(16, 16)>>>(iters, w, h, inside);
  analyze<<<1, 1>>>(iters, w * h, out);
  cudaDeviceSynchronize();
  std::printf("points inside: %d\n", inside->load());
  cudaFree(iters);
  cudaFree(out);
  cudaFree(inside);
  return 0;
}
