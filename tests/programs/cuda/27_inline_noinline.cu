// Inlining control: __forceinline__, __noinline__, __inline__, inline
// __host__ __device__ helpers, __device__ function pointers selected at run
// time, and __builtin_expect in device code.
#include <cstdio>

__device__ __forceinline__ float linear_mix(float a, float b, float t) { return fmaf(t, b - a, a); }

__device__ __noinline__ float smoothstep(float e0, float e1, float x)
{
  float t = fminf(fmaxf((x - e0) / (e1 - e0), 0.0f), 1.0f);
  return t * t * (3.0f - 2.0f * t);
}

__inline__ __device__ float clamp01(float x) { return fminf(fmaxf(x, 0.0f), 1.0f); }

static __host__ __device__ __forceinline__ unsigned hash32(unsigned x)
{
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  x ^= x >> 16;
  return x;
}

__noinline__ __device__ float ease_in(float t) { return t * t; }
__noinline__ __device__ float ease_out(float t) { return t * (2.0f - t); }

typedef float (*EaseFn)(float);
__device__ EaseFn d_easings[2] = {ease_in, ease_out};

__global__ void blend(const float *a, const float *b, float *out, int n, int mode)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (__builtin_expect(i >= n, 0)) return;
  float t = (hash32(i) & 0xffff) / 65535.0f;
  EaseFn ease = d_easings[mode & 1];
  float s = smoothstep(0.2f, 0.8f, ease(t));
  out[i] = clamp01(linear_mix(a[i], b[i], s));
}

int main()
{
  const int n = 1 << 14;
  float *a, *b, *out;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  blend<<<(n + 255) / 256, 256>>>(a, b, out, n, 0);
  blend<<<(n + 255) / 256, 256>>>(a, b, out, n, 1);
  std::printf("host hash32(1)=%u: %s\n", hash32(1), cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(a); cudaFree(b); cudaFree(out);
  return 0;
}
