// Device, constant, managed and shared variables declared several to a declaration (`__constant__ int W, H;`): the host file gives the declaration one storage prefix (static, the managed section, hidden visibility under -rdc), not one per declarator -- found on public code, where cufe's `static static int W, H;` did not compile.
#include <cstdio>

__constant__ int width, height;
__device__ float lo[4], hi[4] = {1, 2, 3, 4};
__managed__ long long va[16], vb[16], vc[16];
__managed__ int count_a = 1, count_b;
static __device__ int s1, s2 = 3;
namespace ns {
__device__ double d1, *d2;
}
namespace {
__constant__ char c1[8], c2;
}

__global__ void add(long long *a, long long *b, long long *c, int n)
{
  __shared__ int sh1[32], sh2;
  int i = threadIdx.x;
  if (i == 0)
    sh2 = 0;
  __syncthreads();
  sh1[i % 32] = i;
  if (i < n && i < width * height)
    c[i] = a[i] + b[i] + lo[i % 4] + hi[i % 4] + s1 + s2 + ns::d1 + c1[0] + c2 + sh1[0] + sh2;
}

int main()
{
  int w = 4, h = 4;
  cudaMemcpyToSymbol(width, &w, sizeof w);
  cudaMemcpyToSymbol(height, &h, sizeof h);
  for (int i = 0; i < 16; i++) {
    va[i] = i;
    vb[i] = 16 - i;
  }
  add<<<1, 16>>>(va, vb, vc, 16);
  cudaDeviceSynchronize();
  count_b = count_a + (int)vc[3];
  printf("%lld %d\n", vc[3], count_b);
  return 0;
}
