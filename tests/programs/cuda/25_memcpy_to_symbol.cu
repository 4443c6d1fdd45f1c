// cudaMemcpyToSymbol / cudaMemcpyFromSymbol with offsets and async variants
// on __constant__ struct and array symbols, a 3x3 convolution filter kept in
// constant memory, and symbols inside a namespace.
#include <cstddef>
#include <cstdio>

struct FilterParams {
  float gain;
  float bias;
  int width;
  int height;
};

namespace filt {
__constant__ FilterParams params;
__constant__ float kernel3x3[9];
__device__ unsigned long long pixels_written;
}  // namespace filt

__global__ void convolve(const float *in, float *out)
{
  using namespace filt;
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x < 1 || y < 1 || x >= params.width - 1 || y >= params.height - 1) return;
  float acc = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx)
      acc += kernel3x3[(dy + 1) * 3 + (dx + 1)] * in[(y + dy) * params.width + (x + dx)];
  out[y * params.width + x] = params.gain * acc + params.bias;
  atomicAdd(&pixels_written, 1ull);
}

int main()
{
  const int w = 256, h = 256;
  FilterParams p{1.0f, 0.0f, w, h};
  const float sharpen[9] = {0, -1, 0, -1, 5, -1, 0, -1, 0};
  cudaMemcpyToSymbol(filt::params, &p, sizeof p);
  cudaMemcpyToSymbol(filt::kernel3x3, sharpen, sizeof sharpen);
  // Overwrite only the centre tap, using an offset into the symbol.
  const float centre = 4.0f;
  cudaMemcpyToSymbol(filt::kernel3x3, &centre, sizeof(float), 4 * sizeof(float));
  // Change the gain asynchronously on the default stream.
  const float gain = 0.5f;
  cudaMemcpyToSymbolAsync(filt::params, &gain, sizeof gain, offsetof(FilterParams, gain),
                          cudaMemcpyHostToDevice, 0);
  unsigned long long zero = 0;
  cudaMemcpyToSymbol(filt::pixels_written, &zero, sizeof zero);

  float *in, *out;
  cudaMalloc(&in, w * h * sizeof(float));
  cudaMalloc(&out, w * h * sizeof(float));
  cudaMemset(in, 0, w * h * sizeof(float));
  convolve<<<dim3(w / 16, h / 16), dim3(16, 16)>>>(in, out);

  unsigned long long written = 0;
  FilterParams back{};
  cudaMemcpyFromSymbol(&written, filt::pixels_written, sizeof written);
  cudaMemcpyFromSymbolAsync(&back, filt::params, sizeof back, 0, cudaMemcpyDeviceToHost, 0);
  cudaDeviceSynchronize();
  std::printf("written=%llu gain=%f\n", written, back.gain);
  cudaFree(in);
  cudaFree(out);
  return 0;
}
