// ERROR: generic __host__ __device__ extended lambdas (generic __device__ ones are fine)
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
void run(int *o)
{
  auto h = [] __host__ __device__ (auto i) { return i; };
  apply<<<1, 1>>>(h, o);
  auto d = [] __device__ (auto i) { return i + 1; };
  apply<<<1, 1>>>(d, o);
}
