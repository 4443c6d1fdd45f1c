// ERROR: constexpr on an extended lambda
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
void run(int *o)
{
  auto d = [] __device__ (int i) constexpr { return i; };
  apply<<<1, 1>>>(d, o);
  auto h = [] __host__ __device__ (int i) constexpr -> int { return i; };
  apply<<<1, 1>>>(h, o);
}
