// ERROR: an extended lambda captures, explicitly or by [=], a variable of a type local to the function
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
void run(int *o)
{
  struct Local { int v; } l{1};
  auto d = [l] __device__ (int j) { return j + l.v; };
  apply<<<1, 1>>>(d, o);
  enum Kind { A, B } kind = B;
  auto e = [=] __device__ (int j) { return j + int(kind); };
  apply<<<1, 1>>>(e, o);
}
