// Thrust fancy iterators: counting_iterator, constant_iterator,
// transform_iterator, zip_iterator with thrust::tuple and get<>,
// permutation_iterator, make_* helpers, for_each over a zipped range, and
// __host__ __device__ lambdas as transform operations.
// NVCC_FLAGS: --extended-lambda
#include <thrust/device_vector.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/iterator/permutation_iterator.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <thrust/for_each.h>
#include <thrust/tuple.h>
#include <cstdio>

struct to_square {
  __host__ __device__ long long operator()(int i) const { return 1LL * i * i; }
};

struct dot_product {
  __host__ __device__ float operator()(const thrust::tuple<float, float> &t) const
  {
    return thrust::get<0>(t) * thrust::get<1>(t);
  }
};

struct update_position {
  float dt;
  template <typename Tuple>
  __host__ __device__ void operator()(Tuple t) const
  {
    thrust::get<0>(t) += thrust::get<1>(t) * dt;  // x += v * dt
  }
};

int main()
{
  const int n = 1000;
  thrust::counting_iterator<int> first(0), last(n);

  // Sum of squares 0..n-1 without materializing the sequence.
  auto sq_first = thrust::make_transform_iterator(first, to_square());
  long long sum_sq = thrust::reduce(sq_first, sq_first + n, 0LL);

  thrust::device_vector<float> a(n), b(n);
  thrust::transform(first, last, thrust::make_constant_iterator(0.5f), a.begin(),
                    thrust::multiplies<float>());
  thrust::transform(first, last, b.begin(), [] __host__ __device__(int) { return 2.0f; });

  auto zip_first = thrust::make_zip_iterator(thrust::make_tuple(a.begin(), b.begin()));
  auto prod_first = thrust::make_transform_iterator(zip_first, dot_product());
  float dot = thrust::reduce(prod_first, prod_first + n);

  thrust::for_each(thrust::make_zip_iterator(thrust::make_tuple(a.begin(), b.begin())),
                   thrust::make_zip_iterator(thrust::make_tuple(a.end(), b.end())),
                   update_position{0.1f});

  // Gather every 10th element through a permutation iterator.
  thrust::device_vector<int> idx(n / 10);
  thrust::transform(first, first + n / 10, idx.begin(), [] __host__ __device__(int i) { return i * 10; });
  auto perm = thrust::make_permutation_iterator(a.begin(), idx.begin());
  float sampled = thrust::reduce(perm, perm + idx.size());

  std::printf("sum_sq=%lld dot=%f sampled=%f\n", sum_sq, dot, sampled);
  return 0;
}
