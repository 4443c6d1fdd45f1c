// __device__ constructors and destructors, in the class and out of it (with
// a mem-initializer): their host bodies are traps, as cudafe++ writes them.
#include <cstdio>

__device__ int bump(int x) { return x + 1; }

struct InClass {
  int v;
  __device__ InClass(int a, int b) : v(a) { v += bump(b); }
  __device__ ~InClass() { v = bump(v); }
  __device__ int get(int q) const { return v + q; }
};

struct OutOfClass {
  int v;
  __device__ OutOfClass(int a);
  __device__ ~OutOfClass();
  __device__ void step();
};
__device__ OutOfClass::OutOfClass(int a) : v(bump(a)) { }
__device__ OutOfClass::~OutOfClass() { v = 0; __syncthreads(); }
__device__ void OutOfClass::step() { v = bump(v); }

__global__ void use(int *out)
{
  InClass a(1, 2);
  OutOfClass b(3);
  b.step();
  out[threadIdx.x] = a.get(1) + b.v;
}

int main()
{
  int *d = nullptr;
  cudaMalloc(&d, 32 * sizeof(int));
  use<<<1, 32>>>(d);
  int h[32];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d\n", h[0]);
  cudaFree(d);
  return 0;
}
