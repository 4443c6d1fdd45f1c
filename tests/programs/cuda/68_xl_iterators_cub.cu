// Extended lambdas where the libraries inspect them: thrust's
// transform_iterator (needs a __device__ lambda's trailing return type,
// checked through __nv_is_extended_device_lambda_with_preserved_return_type),
// tabulate, zip_iterator over tuples, and cub::DeviceReduce::Reduce with a
// __host__ __device__ reduction operator.
// NVCC_FLAGS: --extended-lambda
#include <cstdio>
#include <cub/device/device_reduce.cuh>
#include <thrust/device_vector.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/reduce.h>
#include <thrust/tabulate.h>
#include <thrust/for_each.h>

float weighted(int n, float w)
{
  thrust::device_vector<float> v(n), u(n);
  thrust::tabulate(v.begin(), v.end(), [w] __device__ (int i) -> float { return w * i; });
  thrust::tabulate(u.begin(), u.end(), [] __host__ __device__ (int i) { return float(i % 3); });
  auto sq = thrust::make_transform_iterator(v.begin(), [] __device__ (float x) -> float { return x * x; });
  float s = thrust::reduce(sq, sq + n);
  auto zb = thrust::make_zip_iterator(thrust::make_tuple(v.begin(), u.begin()));
  thrust::for_each(zb, zb + n, [] __device__ (thrust::tuple<float &, float &> t) {
    thrust::get<0>(t) += thrust::get<1>(t);
  });
  return s;
}

int reduce_max(const int *d_in, int *d_out, int n)
{
  auto op = [] __host__ __device__ (int a, int b) { return a > b ? a : b; };
  void *tmp = nullptr;
  size_t bytes = 0;
  cub::DeviceReduce::Reduce(tmp, bytes, d_in, d_out, n, op, -1);
  return op(3, int(bytes % 7));
}

int main()
{
  std::printf("%f %d\n", weighted(8, 0.5f), reduce_max(nullptr, nullptr, 0));
  return 0;
}
