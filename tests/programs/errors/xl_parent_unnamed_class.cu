// ERROR: the enclosing function of an extended lambda is a member of an unnamed class
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
struct {
  void go(int *o) { auto d = [] __device__ (int i) { return i; }; apply<<<1, 1>>>(d, o); }
} runner;
