// ERROR: init-captures in __host__ __device__ extended lambdas (allowed in __device__ ones)
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
void run(int *o, int a)
{
  auto h = [x = a, y = a * 2] __host__ __device__ (int i) { return i + x + y; };
  apply<<<1, 1>>>(h, o);
  auto d = [x = a + 1] __device__ (int i) { return i + x; };
  apply<<<1, 1>>>(d, o);
}
