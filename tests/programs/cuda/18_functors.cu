// Function objects passed to kernel templates: stateful functors with
// __device__ operator(), a composed functor template, a functor with a
// __host__ __device__ operator used on both sides, and a transform kernel.
#include <cmath>
#include <cstdio>
#include <vector>

struct Affine {
  float a, b;
  __host__ __device__ float operator()(float x) const { return a * x + b; }
};

struct Clamp {
  float lo, hi;
  __device__ float operator()(float x) const { return fminf(fmaxf(x, lo), hi); }
};

struct Square {
  __device__ float operator()(float x) const { return x * x; }
};

template <typename F, typename G>
struct Compose {
  F f;
  G g;
  __device__ float operator()(float x) const { return f(g(x)); }
};

template <typename F, typename G>
Compose<F, G> compose(F f, G g) { return Compose<F, G>{f, g}; }

template <typename UnaryOp>
__global__ void transform_kernel(const float *in, float *out, int n, UnaryOp op)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = op(in[i]);
}

template <typename Pred>
__global__ void count_if_kernel(const float *in, int n, Pred pred, int *count)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && pred(in[i])) atomicAdd(count, 1);
}

struct GreaterThan {
  float threshold;
  __device__ bool operator()(float x) const { return x > threshold; }
};

int main()
{
  const int n = 1024;
  std::vector<float> h(n);
  for (int i = 0; i < n; ++i) h[i] = std::sin(0.01f * i);
  float *in, *out;
  int *count;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  cudaMalloc(&count, sizeof(int));
  cudaMemset(count, 0, sizeof(int));
  cudaMemcpy(in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);

  Affine aff{2.0f, -1.0f};
  transform_kernel<<<(n + 255) / 256, 256>>>(in, out, n, aff);
  transform_kernel<<<(n + 255) / 256, 256>>>(out, out, n, compose(Clamp{-0.5f, 0.5f}, Square{}));
  count_if_kernel<<<(n + 255) / 256, 256>>>(out, n, GreaterThan{0.1f}, count);

  int c = 0;
  cudaMemcpy(&c, count, sizeof c, cudaMemcpyDeviceToHost);
  std::printf("host affine(3)=%f, count=%d\n", aff(3.0f), c);
  cudaFree(in); cudaFree(out); cudaFree(count);
  return 0;
}
