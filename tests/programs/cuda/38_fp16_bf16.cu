// Half and bfloat16 arithmetic: __half/__half2 and __nv_bfloat16/
// __nv_bfloat162 conversions, intrinsics (__hadd2, __hmul2, __hfma2),
// overloaded operators from cuda_fp16.h/cuda_bf16.h, mixed-precision dot
// product accumulating in float, and host-side conversions.
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cstdio>
#include <vector>

__global__ void half2_axpy(int n2, __half2 a, const __half2 *x, __half2 *y)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) y[i] = __hfma2(a, x[i], y[i]);
}

__global__ void half_ops(int n, const __half *x, __half *y)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  __half v = x[i];
  __half two = __float2half(2.0f);
  __half r = v * two + __hmul(v, v) - __float2half(1.0f);
  if (__hgt(r, __float2half(100.0f))) r = __float2half(100.0f);
  y[i] = r;
}

__global__ void bf16_dot(int n, const __nv_bfloat16 *a, const __nv_bfloat16 *b, float *out)
{
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc += __bfloat162float(a[i]) * __bfloat162float(b[i]);
  for (int off = 16; off > 0; off >>= 1) acc += __shfl_down_sync(0xffffffffu, acc, off);
  if ((threadIdx.x & 31) == 0) atomicAdd(out, acc);
}

__global__ void bf16x2_scale(int n2, __nv_bfloat162 *v, float s)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n2) {
    __nv_bfloat162 scale = __float2bfloat162_rn(s);
    v[i] = __hmul2(v[i], scale) + v[i];
  }
}

int main()
{
  const int n = 1 << 12;
  std::vector<__half> hx(n);
  std::vector<__nv_bfloat16> hb(n);
  for (int i = 0; i < n; ++i) {
    hx[i] = __float2half(float(i % 10) * 0.1f);
    hb[i] = __float2bfloat16(float(i % 7));
  }
  __half *x, *y;
  __nv_bfloat16 *a;
  float *dot;
  cudaMalloc(&x, n * sizeof(__half));
  cudaMalloc(&y, n * sizeof(__half));
  cudaMalloc(&a, n * sizeof(__nv_bfloat16));
  cudaMalloc(&dot, sizeof(float));
  cudaMemcpy(x, hx.data(), n * sizeof(__half), cudaMemcpyHostToDevice);
  cudaMemcpy(a, hb.data(), n * sizeof(__nv_bfloat16), cudaMemcpyHostToDevice);
  cudaMemset(y, 0, n * sizeof(__half));
  cudaMemset(dot, 0, sizeof(float));

  __half2 alpha = __floats2half2_rn(0.5f, 0.5f);
  half2_axpy<<<(n / 2 + 255) / 256, 256>>>(n / 2, alpha, reinterpret_cast<const __half2 *>(x),
                                           reinterpret_cast<__half2 *>(y));
  half_ops<<<(n + 255) / 256, 256>>>(n, x, y);
  bf16_dot<<<8, 256>>>(n, a, a, dot);
  bf16x2_scale<<<(n / 2 + 255) / 256, 256>>>(n / 2, reinterpret_cast<__nv_bfloat162 *>(a), 0.25f);

  cudaMemcpy(hx.data(), y, n * sizeof(__half), cudaMemcpyDeviceToHost);
  float d = 0;
  cudaMemcpy(&d, dot, sizeof d, cudaMemcpyDeviceToHost);
  std::printf("y[3]=%f dot=%f\n", __half2float(hx[3]), d);
  cudaFree(x); cudaFree(y); cudaFree(a); cudaFree(dot);
  return 0;
}
