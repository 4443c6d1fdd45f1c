// ERROR: the enclosing function of an extended lambda has a deduced return type
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
auto run(int *o)
{
  auto d = [] __device__ (int i) { return i; };
  apply<<<1, 1>>>(d, o);
  return 1;
}
decltype(auto) run2(int *o)
{
  auto h = [] __host__ __device__ (int i) { return i; };
  apply<<<1, 1>>>(h, o);
  return 2;
}
auto fine(int *o) -> int
{
  auto d = [] __device__ (int i) { return i; };
  apply<<<1, 1>>>(d, o);
  return 3;
}
