// Minimal CUDA translation unit: one kernel and one launch, no includes.
__global__ void kernel(int *out)
{
  out[threadIdx.x] = threadIdx.x;
}

int main()
{
  int *d = nullptr;
  cudaMalloc(&d, 32 * sizeof(int));
  kernel<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
