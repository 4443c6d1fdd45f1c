// Extended lambdas: __device__ and __host__ __device__ lambdas defined in
// host functions and function templates, captured by value (including
// *this copies), passed to a generic for_each kernel; a mutable lambda.
// NVCC_FLAGS: --extended-lambda
#include <cstdio>

template <typename F>
__global__ void for_each_index(int n, F f)
{
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    f(i);
}

template <typename F>
void parallel_for(int n, F f)
{
  for_each_index<<<(n + 255) / 256, 256>>>(n, f);
}

class Scaler {
public:
  Scaler(float *data, int n, float k) : data_(data), n_(n), k_(k) {}
  void run()
  {
    // *this is captured by copy, so the device lambda does not dereference
    // a host pointer.
    parallel_for(n_, [*this] __device__(int i) { data_[i] *= k_; });
  }
private:
  float *data_;
  int n_;
  float k_;
};

template <typename T>
void iota_then_square(T *p, int n)
{
  parallel_for(n, [=] __device__(int i) { p[i] = T(i); });
  parallel_for(n, [p] __device__(int i) { p[i] = p[i] * p[i]; });
}

int main()
{
  const int n = 10000;
  float *f;
  int *counter;
  cudaMalloc(&f, n * sizeof(float));
  cudaMalloc(&counter, sizeof(int));
  cudaMemset(counter, 0, sizeof(int));

  iota_then_square(f, n);
  Scaler(f, n, 0.5f).run();

  float threshold = 1000.0f;
  parallel_for(n, [=] __device__(int i) {
    if (f[i] > threshold) atomicAdd(counter, 1);
  });

  auto offset = [] __host__ __device__(int i, int base) { return base + 3 * i; };
  std::printf("host offset(2, 1) = %d\n", offset(2, 1));
  parallel_for(n, [=] __device__(int i) { f[i] += float(offset(i, 1)); });

  parallel_for(1, [=] __device__(int) mutable {
    threshold *= 2.0f;
    if (threshold > 0.0f) f[0] = threshold;
  });

  int count = 0;
  cudaMemcpy(&count, counter, sizeof count, cudaMemcpyDeviceToHost);
  std::printf("count above threshold: %d\n", count);
  cudaFree(f);
  cudaFree(counter);
  return 0;
}
