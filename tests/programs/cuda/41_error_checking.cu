// Error-handling idioms: a CUDA_CHECK macro with __FILE__/__LINE__, an
// inline checking function template, an exception-throwing RAII device
// buffer (move-only), cudaGetLastError after launches, cudaPeekAtLastError,
// and device-side assert() / __trap guarded code.
#include <cassert>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <utility>

#define CUDA_CHECK(expr) cuda_check((expr), #expr, __FILE__, __LINE__)
#define CUDA_CHECK_LAUNCH() CUDA_CHECK(cudaPeekAtLastError())

inline void cuda_check(cudaError_t e, const char *expr, const char *file, int line)
{
  if (e != cudaSuccess)
    throw std::runtime_error(std::string(file) + ":" + std::to_string(line) + ": " + expr +
                             " failed: " + cudaGetErrorName(e) + " (" +
                             cudaGetErrorString(e) + ")");
}

template <typename T>
class DeviceBuffer {
public:
  explicit DeviceBuffer(size_t n) : n_(n) { CUDA_CHECK(cudaMalloc(&p_, n * sizeof(T))); }
  ~DeviceBuffer() { if (p_) cudaFree(p_); }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  DeviceBuffer(DeviceBuffer &&o) noexcept : p_(std::exchange(o.p_, nullptr)), n_(o.n_) {}
  DeviceBuffer &operator=(DeviceBuffer &&o) noexcept
  {
    std::swap(p_, o.p_);
    std::swap(n_, o.n_);
    return *this;
  }
  T *get() const { return p_; }
  size_t size() const { return n_; }
  void upload(const T *h) { CUDA_CHECK(cudaMemcpy(p_, h, n_ * sizeof(T), cudaMemcpyHostToDevice)); }
  void download(T *h) const { CUDA_CHECK(cudaMemcpy(h, p_, n_ * sizeof(T), cudaMemcpyDeviceToHost)); }

private:
  T *p_ = nullptr;
  size_t n_ = 0;
};

__global__ void checked_divide(const int *num, const int *den, int *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  assert(den[i] != 0 && "division by zero");
  if (den[i] == 0) __trap();
  out[i] = num[i] / den[i];
}

int main()
{
  try {
    const int n = 512;
    int h_num[n], h_den[n];
    for (int i = 0; i < n; ++i) { h_num[i] = i * 3; h_den[i] = (i % 5) + 1; }
    DeviceBuffer<int> num(n), den(n), out(n);
    num.upload(h_num);
    den.upload(h_den);
    checked_divide<<<(n + 127) / 128, 128>>>(num.get(), den.get(), out.get(), n);
    CUDA_CHECK_LAUNCH();
    CUDA_CHECK(cudaDeviceSynchronize());
    DeviceBuffer<int> moved = std::move(out);
    moved.download(h_num);
    std::printf("out[10] = %d\n", h_num[10]);

    // Deliberately invalid configuration: caught via cudaGetLastError.
    checked_divide<<<1, 4096>>>(num.get(), den.get(), moved.get(), n);
    cudaError_t e = cudaGetLastError();
    std::printf("oversized launch: %s\n", cudaGetErrorString(e));
    CUDA_CHECK(cudaMemcpy(nullptr, h_num, 4, cudaMemcpyHostToDevice));
  } catch (const std::exception &ex) {
    std::fprintf(stderr, "error: %s\n", ex.what());
    return 1;
  }
  return 0;
}
