// Thrust with extended __host__ __device__ and __device__ lambdas:
// transform, count_if, sort with a custom comparator, tabulate, any_of,
// min_element, stable_partition, thrust::cuda::par.on(stream) execution
// policy, and the same algorithm on a host_vector with a host lambda.
// NVCC_FLAGS: --extended-lambda
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/count.h>
#include <thrust/sort.h>
#include <thrust/tabulate.h>
#include <thrust/logical.h>
#include <thrust/extrema.h>
#include <thrust/partition.h>
#include <thrust/execution_policy.h>
#include <cstdio>

struct Point { float x, y; };

int main()
{
  const int n = 4096;
  thrust::device_vector<Point> pts(n);
  thrust::tabulate(pts.begin(), pts.end(), [] __host__ __device__(int i) {
    return Point{float(i % 64) / 64.0f, float(i / 64) / 64.0f};
  });

  const float r2 = 0.25f;
  auto inside = [=] __host__ __device__(const Point &p) {
    float dx = p.x - 0.5f, dy = p.y - 0.5f;
    return dx * dx + dy * dy < r2;
  };
  long hits = thrust::count_if(pts.begin(), pts.end(), inside);

  thrust::device_vector<float> dist(n);
  thrust::transform(pts.begin(), pts.end(), dist.begin(),
                    [] __device__(const Point &p) { return sqrtf(p.x * p.x + p.y * p.y); });

  cudaStream_t s;
  cudaStreamCreate(&s);
  thrust::sort(thrust::cuda::par.on(s), pts.begin(), pts.end(),
               [] __host__ __device__(const Point &a, const Point &b) {
                 return a.x + a.y < b.x + b.y;
               });
  cudaStreamSynchronize(s);
  cudaStreamDestroy(s);

  bool any_far = thrust::any_of(dist.begin(), dist.end(), [] __device__(float d) { return d > 1.3f; });
  auto closest = thrust::min_element(dist.begin(), dist.end());
  thrust::stable_partition(dist.begin(), dist.end(), [] __host__ __device__(float d) { return d < 0.5f; });

  thrust::host_vector<Point> hp = pts;
  long host_hits = thrust::count_if(thrust::host, hp.begin(), hp.end(), inside);
  std::printf("hits=%ld host_hits=%ld any_far=%d closest=%f\n", hits, host_hits, int(any_far),
              float(*closest));
  return 0;
}
