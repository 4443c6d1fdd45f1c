// Dynamic shared memory: extern __shared__ arrays (unsized), carving several
// typed arrays out of one allocation, a templated kernel with a shared
// memory helper, the third launch parameter, and cudaFuncSetAttribute.
#include <cstdio>

extern __shared__ unsigned char dyn_smem[];

template <typename T>
struct SharedMem {
  __device__ static T *get()
  {
    extern __shared__ __align__(16) unsigned char raw[];
    return reinterpret_cast<T *>(raw);
  }
};

template <typename T>
__global__ void reverse_block(T *data, int n)
{
  T *s = SharedMem<T>::get();
  int t = threadIdx.x;
  int i = blockIdx.x * blockDim.x + t;
  if (i < n) s[t] = data[i];
  __syncthreads();
  int r = blockDim.x - 1 - t;
  int j = blockIdx.x * blockDim.x + r;
  if (i < n && j < n) data[i] = s[r];
}

// Two arrays of different types carved from the same dynamic buffer.
__global__ void keyed_partial_sums(const int *keys, const float *vals, float *out, int n)
{
  int *skeys = reinterpret_cast<int *>(dyn_smem);
  float *svals = reinterpret_cast<float *>(skeys + blockDim.x);
  int t = threadIdx.x, i = blockIdx.x * blockDim.x + t;
  skeys[t] = i < n ? keys[i] : -1;
  svals[t] = i < n ? vals[i] : 0.0f;
  __syncthreads();
  if (t == 0) {
    float acc = 0.0f;
    for (int k = 0; k < blockDim.x; ++k)
      if (skeys[k] == skeys[0]) acc += svals[k];
    out[blockIdx.x] = acc;
  }
}

int main()
{
  const int n = 4096, block = 256;
  double *d;
  int *keys;
  float *vals, *out;
  cudaMalloc(&d, n * sizeof(double));
  cudaMalloc(&keys, n * sizeof(int));
  cudaMalloc(&vals, n * sizeof(float));
  cudaMalloc(&out, (n / block) * sizeof(float));

  reverse_block<<<n / block, block, block * sizeof(double)>>>(d, n);
  reverse_block<float><<<n / block, block, block * sizeof(float), 0>>>(vals, n);

  size_t smem = block * (sizeof(int) + sizeof(float));
  cudaFuncSetAttribute(keyed_partial_sums, cudaFuncAttributeMaxDynamicSharedMemorySize, int(smem));
  keyed_partial_sums<<<n / block, block, smem>>>(keys, vals, out, n);
  std::printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(d); cudaFree(keys); cudaFree(vals); cudaFree(out);
  return 0;
}
