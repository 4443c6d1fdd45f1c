// 256-bin byte histogram with per-block privatized shared-memory bins,
// shared atomicAdd, uchar4 vectorized loads, and a merge into global bins.
#include <cstdio>
#include <cstring>
#include <vector>

constexpr int NUM_BINS = 256;

__global__ void histogram_shared(const uchar4 *data, size_t n4, unsigned *bins)
{
  __shared__ unsigned local[NUM_BINS];
  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x) local[b] = 0;
  __syncthreads();

  size_t stride = size_t(blockDim.x) * gridDim.x;
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n4; i += stride) {
    uchar4 v = data[i];
    atomicAdd(&local[v.x], 1u);
    atomicAdd(&local[v.y], 1u);
    atomicAdd(&local[v.z], 1u);
    atomicAdd(&local[v.w], 1u);
  }
  __syncthreads();

  for (int b = threadIdx.x; b < NUM_BINS; b += blockDim.x)
    if (local[b]) atomicAdd(&bins[b], local[b]);
}

int main()
{
  const size_t n = 1 << 22;
  std::vector<unsigned char> h(n);
  for (size_t i = 0; i < n; ++i) h[i] = static_cast<unsigned char>((i * 2654435761u) >> 24);

  unsigned char *d_data;
  unsigned *d_bins;
  cudaMalloc(&d_data, n);
  cudaMalloc(&d_bins, NUM_BINS * sizeof(unsigned));
  cudaMemcpy(d_data, h.data(), n, cudaMemcpyHostToDevice);
  cudaMemset(d_bins, 0, NUM_BINS * sizeof(unsigned));

  int sms = 1;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  histogram_shared<<<sms * 4, 256>>>(reinterpret_cast<const uchar4 *>(d_data), n / 4, d_bins);

  unsigned bins[NUM_BINS];
  cudaMemcpy(bins, d_bins, sizeof bins, cudaMemcpyDeviceToHost);
  unsigned long long total = 0;
  for (unsigned b : bins) total += b;
  std::printf("total %llu of %zu\n", total, n);
  cudaFree(d_data);
  cudaFree(d_bins);
  return 0;
}
