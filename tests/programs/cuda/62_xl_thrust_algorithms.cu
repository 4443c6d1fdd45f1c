// thrust algorithms with extended lambdas: for_each, count_if, sort with a
// comparator, transform with a transform_iterator, copy_if, all inside a
// class template's member function.
// NVCC_FLAGS: --extended-lambda
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/for_each.h>
#include <thrust/count.h>
#include <thrust/sort.h>
#include <thrust/copy.h>
#include <thrust/iterator/transform_iterator.h>
#include <thrust/iterator/counting_iterator.h>

template <typename T>
class Pipeline {
public:
  explicit Pipeline(T threshold) : threshold_(threshold) {}
  long run(int n) {
    thrust::device_vector<T> v(n);
    T t = threshold_;
    auto gen = [] __device__ (int i) { return T((i * 37) % 101); };
    thrust::transform(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n),
                      v.begin(), gen);
    thrust::for_each(v.begin(), v.end(), [t] __device__ (T &x) { x = x > t ? x - t : x; });
    thrust::sort(v.begin(), v.end(), [] __device__ (T l, T r) { return l > r; });
    long big = thrust::count_if(v.begin(), v.end(), [=] __host__ __device__ (T x) { return x > t / 2; });
    thrust::device_vector<T> kept(n);
    auto end = thrust::copy_if(v.begin(), v.end(), kept.begin(),
                               [this] __device__ (T x) { return x < threshold_; });
    return big + (end - kept.begin());
  }
private:
  T threshold_;
};

int main()
{
  Pipeline<int> p(40);
  Pipeline<double> q(12.5);
  std::printf("%ld %ld\n", p.run(100), q.run(50));
  return 0;
}
