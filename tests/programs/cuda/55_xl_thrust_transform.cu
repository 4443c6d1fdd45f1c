// Extended lambdas with thrust: transform with a __device__ lambda capturing
// scalars, reduce and transform_reduce with __host__ __device__ lambdas,
// a capture-less lambda, a lambda with a trailing return type.
// NVCC_FLAGS: --extended-lambda
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/reduce.h>
#include <thrust/transform_reduce.h>
#include <thrust/sequence.h>

float saxpy_sum(float a, int n)
{
  thrust::device_vector<float> x(n), y(n);
  thrust::sequence(x.begin(), x.end());
  thrust::fill(y.begin(), y.end(), 1.0f);
  float b = 2.0f;
  thrust::transform(x.begin(), x.end(), y.begin(), y.begin(),
                    [=] __device__ (float xi, float yi) { return a * xi + b * yi; });
  auto plus = [] __host__ __device__ (float l, float r) { return l + r; };
  float s = thrust::reduce(y.begin(), y.end(), 0.0f, plus);
  auto sq = [a] __host__ __device__ (float v) -> float { return a * v * v; };
  return s + thrust::transform_reduce(x.begin(), x.end(), sq, 0.0f, plus);
}

int main()
{
  std::printf("%f\n", saxpy_sum(0.5f, 16));
  return 0;
}
