// Extended lambdas next to device, constant and managed variables: the
// lambdas read them in device code; the host function that creates them
// also touches the managed variable.
// NVCC_FLAGS: --extended-lambda
#include <cstdio>

__device__ int d_bias = 1;
__constant__ float c_scale = 2.0f;
__managed__ int m_count = 0;

template <typename F> __global__ void tick(F f) { atomicAdd(&m_count, f(threadIdx.x)); }

void count(int step)
{
  m_count = 0;
  auto l = [step] __device__ (int i) { return (i + d_bias) * step + int(c_scale); };
  tick<<<1, 8>>>(l);
  auto h = [=] __host__ __device__ (int i) { return i % step; };
  tick<<<1, 8>>>(h);
  std::printf("%d %d\n", m_count, h(7));
}

int main()
{
  count(3);
  return 0;
}
