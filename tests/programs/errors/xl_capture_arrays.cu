// ERROR: extended lambdas capturing an array of more than 7 dimensions and init-capturing an array
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
void run(int *o)
{
  int deep[1][1][1][1][1][1][1][1] = {};
  auto d = [deep] __device__ (int j) { return j + deep[0][0][0][0][0][0][0][0]; };
  apply<<<1, 1>>>(d, o);
  int seven[1][1][1][1][1][1][1] = {};
  auto s = [seven] __device__ (int j) { return j + seven[0][0][0][0][0][0][0]; };
  apply<<<1, 1>>>(s, o);
  int flat[2] = {};
  auto f = [b = flat] __device__ (int j) { return j + b[0]; };
  apply<<<1, 1>>>(f, o);
}
