// ERROR: the enclosing function of an extended lambda is a member of a local class
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
void outer(int *o)
{
  struct Local {
    void go(int *p) { auto d = [] __device__ (int i) { return i; }; apply<<<1, 1>>>(d, p); }
  } l;
  l.go(o);
}
