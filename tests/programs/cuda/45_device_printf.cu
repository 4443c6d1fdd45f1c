// printf from device code: format specifiers for ints, floats, pointers and
// strings, printing thread/block coordinates from 3D launches, conditional
// debug output through a variadic macro, and cudaLimitPrintfFifoSize.
#include <cstdio>

#ifndef DEBUG_LEVEL
#define DEBUG_LEVEL 1
#endif

#define DLOG(level, fmt, ...)                                                   \
  do {                                                                          \
    if ((level) <= DEBUG_LEVEL)                                                 \
      printf("[b(%d,%d,%d) t(%d,%d,%d)] " fmt "\n", blockIdx.x, blockIdx.y,     \
             blockIdx.z, threadIdx.x, threadIdx.y, threadIdx.z, __VA_ARGS__);   \
  } while (0)

__device__ const char *const level_names[] = {"error", "info", "debug"};

__global__ void hello(int iteration, const float *values)
{
  if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0)
    printf("block %d/%d says hello on iteration %d\n",
           blockIdx.x + blockIdx.y * gridDim.x, gridDim.x * gridDim.y, iteration);
  unsigned flat = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
  if (flat == 1)
    DLOG(1, "%s: value=%8.3f hex=%#x ptr=%p", level_names[1], values ? values[0] : 0.0f,
         flat, (const void *)values);
  DLOG(2, "%s: this line is compiled out at level %d", level_names[2], DEBUG_LEVEL);
}

__global__ void table()
{
  long long big = 1LL << 40;
  double d = 1.0 / 3.0;
  printf("%-8s|%5d|%lld|%e|%.10f|%c|%%\n", "row", threadIdx.x, big + threadIdx.x, d, d,
         'A' + (char)threadIdx.x);
}

int main()
{
  cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 1 << 20);
  float *v;
  cudaMalloc(&v, sizeof(float));
  cudaMemset(v, 0, sizeof(float));
  for (int it = 0; it < 2; ++it)
    hello<<<dim3(2, 2), dim3(4, 2, 2)>>>(it, v);
  table<<<1, 4>>>();
  cudaDeviceSynchronize();
  std::printf("host: done\n");
  cudaFree(v);
  return 0;
}
