// Sum reduction with a shared-memory tree (sequential addressing), two-pass
// over blocks, with a CUDA error-checking macro and host verification.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(call)                                                        \
  do {                                                                     \
    cudaError_t err_ = (call);                                             \
    if (err_ != cudaSuccess) {                                             \
      std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__,              \
                   cudaGetErrorString(err_));                              \
      std::exit(1);                                                        \
    }                                                                      \
  } while (0)

constexpr int kBlock = 256;

__global__ void block_sum(const float *in, float *partial, int n)
{
  __shared__ float sdata[kBlock];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;

  float v = 0.0f;
  if (i < n) v += in[i];
  if (i + blockDim.x < n) v += in[i + blockDim.x];
  sdata[tid] = v;
  __syncthreads();

  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    partial[blockIdx.x] = sdata[0];
}

float reduce(const float *d_in, int n)
{
  int blocks = (n + kBlock * 2 - 1) / (kBlock * 2);
  float *d_partial = nullptr;
  CHECK(cudaMalloc(&d_partial, blocks * sizeof(float)));
  block_sum<<<blocks, kBlock>>>(d_in, d_partial, n);
  CHECK(cudaGetLastError());

  // Reduce the partial sums on the device until one value remains.
  while (blocks > 1) {
    int next = (blocks + kBlock * 2 - 1) / (kBlock * 2);
    block_sum<<<next, kBlock>>>(d_partial, d_partial, blocks);
    CHECK(cudaGetLastError());
    blocks = next;
  }
  float result = 0.0f;
  CHECK(cudaMemcpy(&result, d_partial, sizeof(float), cudaMemcpyDeviceToHost));
  CHECK(cudaFree(d_partial));
  return result;
}

int main()
{
  const int n = 1 << 20;
  std::vector<float> h(n, 1.0f);
  float *d = nullptr;
  CHECK(cudaMalloc(&d, n * sizeof(float)));
  CHECK(cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
  float s = reduce(d, n);
  std::printf("sum = %f (expected %d)\n", s, n);
  CHECK(cudaFree(d));
  return s == float(n) ? 0 : 1;
}
