// ERROR: extended lambdas capturing by reference (default & and &x, __device__ and __host__ __device__)
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
void run(int *o, int a, int b)
{
  auto d = [&] __device__ (int i) { return i + a; };
  apply<<<1, 1>>>(d, o);
  auto e = [&b, a] __device__ (int i) { return i + a + b; };
  apply<<<1, 1>>>(e, o);
  auto h = [&] __host__ __device__ (int i) { return i * b; };
  apply<<<1, 1>>>(h, o);
}
