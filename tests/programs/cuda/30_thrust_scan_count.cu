// Thrust algorithms: inclusive_scan, exclusive_scan, count_if and copy_if
// with predicate functors, unique, reduce_by_key, fill, and transform_reduce
// computing a norm, on device_vectors and with thrust::device policy.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/scan.h>
#include <thrust/count.h>
#include <thrust/copy.h>
#include <thrust/unique.h>
#include <thrust/reduce.h>
#include <thrust/fill.h>
#include <thrust/transform_reduce.h>
#include <thrust/execution_policy.h>
#include <cmath>
#include <cstdio>

struct is_odd {
  __host__ __device__ bool operator()(int x) const { return x & 1; }
};

struct square {
  __host__ __device__ double operator()(double x) const { return x * x; }
};

template <typename T>
struct in_range {
  T lo, hi;
  __host__ __device__ bool operator()(const T &v) const { return v >= lo && v < hi; }
};

int main()
{
  const int n = 1000;
  thrust::host_vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = (i * 37) % 101;
  thrust::device_vector<int> d = h;

  thrust::device_vector<int> incl(n), excl(n);
  thrust::inclusive_scan(d.begin(), d.end(), incl.begin());
  thrust::exclusive_scan(thrust::device, d.begin(), d.end(), excl.begin(), 100);

  int odd = thrust::count_if(d.begin(), d.end(), is_odd());
  thrust::device_vector<int> mid(n);
  auto mid_end = thrust::copy_if(d.begin(), d.end(), mid.begin(), in_range<int>{25, 75});
  mid.erase(mid_end, mid.end());

  // Group identical keys and sum their values.
  thrust::device_vector<int> keys(n), vals(n), ukeys(n), sums(n);
  for (int i = 0; i < n; ++i) keys[i] = i / 10;
  thrust::fill(vals.begin(), vals.end(), 2);
  auto ends = thrust::reduce_by_key(keys.begin(), keys.end(), vals.begin(), ukeys.begin(), sums.begin());
  int groups = int(ends.first - ukeys.begin());

  thrust::device_vector<int> sorted_copy = keys;
  auto uend = thrust::unique(sorted_copy.begin(), sorted_copy.end());

  thrust::device_vector<double> v(n, 0.5);
  double norm = std::sqrt(thrust::transform_reduce(v.begin(), v.end(), square(), 0.0, thrust::plus<double>()));

  std::printf("last incl=%d last excl=%d odd=%d mid=%d groups=%d unique=%d norm=%f\n",
              int(incl.back()), int(excl.back()), odd, int(mid.size()), groups,
              int(uend - sorted_copy.begin()), norm);
  return 0;
}
