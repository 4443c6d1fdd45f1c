// Thrust basics: host_vector/device_vector, copy, sequence, sort,
// sort_by_key, transform with built-in and user functors, reduce with
// thrust::plus/maximum, and raw pointer interop via device_pointer_cast.
#include <thrust/host_vector.h>
#include <thrust/device_vector.h>
#include <thrust/sequence.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/functional.h>
#include <thrust/copy.h>
#include <cstdio>

struct saxpy_functor {
  const float a;
  explicit saxpy_functor(float a_) : a(a_) {}
  __host__ __device__ float operator()(const float &x, const float &y) const { return a * x + y; }
};

__global__ void bump(int *p, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] += 1;
}

int main()
{
  const int n = 1 << 16;
  thrust::host_vector<float> hx(n), hy(n);
  for (int i = 0; i < n; ++i) { hx[i] = float(i % 100); hy[i] = 1.0f; }
  thrust::device_vector<float> x = hx, y = hy;

  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(), saxpy_functor(2.0f));
  thrust::transform(y.begin(), y.end(), y.begin(), thrust::negate<float>());
  float total = thrust::reduce(y.begin(), y.end(), 0.0f, thrust::plus<float>());
  float lowest = thrust::reduce(y.begin(), y.end(), 0.0f, thrust::minimum<float>());

  thrust::device_vector<int> keys(n);
  thrust::device_vector<float> vals = x;
  thrust::sequence(keys.begin(), keys.end(), n, -1);  // descending keys
  thrust::sort_by_key(keys.begin(), keys.end(), vals.begin());
  thrust::sort(x.begin(), x.end(), thrust::greater<float>());

  int *raw = thrust::raw_pointer_cast(keys.data());
  bump<<<(n + 255) / 256, 256>>>(raw, n);
  thrust::device_ptr<int> wrapped = thrust::device_pointer_cast(raw);
  int max_key = thrust::reduce(wrapped, wrapped + n, 0, thrust::maximum<int>());

  thrust::host_vector<float> back(4);
  thrust::copy(x.begin(), x.begin() + 4, back.begin());
  std::printf("total=%f lowest=%f max_key=%d top=%f\n", total, lowest, max_key, back[0]);
  return 0;
}
