// ERROR: extended lambdas inside a __host__ __device__ lambda and inside a generic lambda
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
void run(int *o)
{
  auto h = [] __host__ __device__ (int i) { auto e = [] __device__ (int j) { return j; }; (void)e; return i; };
  apply<<<1, 1>>>(h, o);
  auto g = [=](auto x) { auto e = [] __device__ (int j) { return j; }; (void)e; return x; };
  g(1);
}
