// Extended lambda captures of arrays (one and two dimensions, const),
// structs, pointers and an init-capture in a __device__ lambda.
// NVCC_FLAGS: --extended-lambda
#include <cstdio>

struct Coeffs { float c0, c1, c2; };

template <typename F> __global__ void eval(F f, float *out) { out[threadIdx.x] = f(threadIdx.x); }

void run(float *out)
{
  float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};
  const int idx[3] = {2, 1, 0};
  double grid[2][3] = {{1, 2, 3}, {4, 5, 6}};
  Coeffs k{0.5f, 1.5f, 2.5f};
  float *base = out;
  auto a = [table] __device__ (int i) { return table[i % 4]; };
  eval<<<1, 4>>>(a, out);
  auto b = [=] __device__ (int i) { return table[idx[i % 3]] + float(grid[i % 2][i % 3]); };
  eval<<<1, 4>>>(b, out);
  auto c = [k, base] __device__ (int i) { return k.c0 + k.c1 * i + k.c2 * i * i + (base ? 0.f : 1.f); };
  eval<<<1, 4>>>(c, out);
  auto d = [s = k.c1 * 2.0f] __device__ (int i) { return s * i; };
  eval<<<1, 4>>>(d, out);
  auto e = [table] __host__ __device__ (int i) { return table[i & 3] * 2.0f; };
  eval<<<1, 4>>>(e, out);
  std::printf("%f\n", e(1));
}

int main()
{
  run(nullptr);
  return 0;
}
