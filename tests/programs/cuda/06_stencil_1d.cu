// 1D stencil with a shared-memory tile plus halo, radius as a template
// parameter, coefficients in __constant__ memory set with cudaMemcpyToSymbol.
#include <cstdio>
#include <vector>

constexpr int RADIUS = 3;
constexpr int BLOCK = 256;

__constant__ float c_weights[2 * RADIUS + 1];

template <int R>
__global__ void stencil_1d(const float *in, float *out, int n)
{
  __shared__ float tile[BLOCK + 2 * R];
  int g = blockIdx.x * blockDim.x + threadIdx.x;
  int l = threadIdx.x + R;

  tile[l] = g < n ? in[g] : 0.0f;
  if (threadIdx.x < R) {
    int left = g - R, right = g + BLOCK;
    tile[l - R] = left >= 0 ? in[left] : 0.0f;
    tile[l + BLOCK] = right < n ? in[right] : 0.0f;
  }
  __syncthreads();

  if (g < n) {
    float acc = 0.0f;
#pragma unroll
    for (int k = -R; k <= R; ++k)
      acc += c_weights[k + R] * tile[l + k];
    out[g] = acc;
  }
}

int main()
{
  const int n = 10000;
  float w[2 * RADIUS + 1];
  for (int k = 0; k <= 2 * RADIUS; ++k) w[k] = 1.0f / (2 * RADIUS + 1);
  cudaMemcpyToSymbol(c_weights, w, sizeof w);

  std::vector<float> h(n);
  for (int i = 0; i < n; ++i) h[i] = float(i % 17);
  float *d_in, *d_out;
  cudaMalloc(&d_in, n * sizeof(float));
  cudaMalloc(&d_out, n * sizeof(float));
  cudaMemcpy(d_in, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  stencil_1d<RADIUS><<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(d_in, d_out, n);
  cudaMemcpy(h.data(), d_out, n * sizeof(float), cudaMemcpyDeviceToHost);
  std::printf("out[100] = %f\n", h[100]);
  cudaFree(d_in);
  cudaFree(d_out);
  return 0;
}
