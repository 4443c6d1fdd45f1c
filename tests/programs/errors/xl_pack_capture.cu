// ERROR: an extended lambda captures the elements of a parameter pack
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
template <typename... T> void run(int *o, T... t)
{
  auto d = [t...] __device__ (int j) { return j; };
  apply<<<1, 1>>>(d, o);
}
template void run<int, long>(int *, int, long);
