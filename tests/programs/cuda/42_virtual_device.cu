// A small class hierarchy with virtual __device__ functions: abstract base
// with pure virtual area()/name-id, derived shapes, objects constructed in
// device memory by a kernel with placement new (so vtables are device
// vtables), polymorphic calls, override/final, and virtual destructors.
#include <cstdio>
#include <new>

class Shape {
public:
  __device__ virtual ~Shape() {}
  __device__ virtual float area() const = 0;
  __device__ virtual int kind() const { return 0; }
  __device__ float scaled_area(float s) const { return area() * s * s; }
};

class Circle : public Shape {
public:
  __device__ explicit Circle(float r) : r_(r) {}
  __device__ float area() const override { return 3.14159265f * r_ * r_; }
  __device__ int kind() const override { return 1; }
private:
  float r_;
};

class Rect : public Shape {
public:
  __device__ Rect(float w, float h) : w_(w), h_(h) {}
  __device__ float area() const override { return w_ * h_; }
  __device__ int kind() const override { return 2; }
protected:
  float w_, h_;
};

class Square final : public Rect {
public:
  __device__ explicit Square(float s) : Rect(s, s) {}
  __device__ int kind() const final { return 3; }
};

union ShapeStorage {
  char bytes[32];
  double align;
};

__global__ void construct(ShapeStorage *storage, Shape **shapes, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  void *mem = &storage[i];
  switch (i % 3) {
  case 0: shapes[i] = new (mem) Circle(1.0f + i * 0.01f); break;
  case 1: shapes[i] = new (mem) Rect(2.0f, 0.5f * i); break;
  default: shapes[i] = new (mem) Square(0.1f * i); break;
  }
}

__global__ void total_area(Shape *const *shapes, int n, float *sum, int *kinds)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const Shape *s = shapes[i];
  atomicAdd(sum, s->scaled_area(2.0f));
  atomicAdd(&kinds[s->kind()], 1);
}

__global__ void destroy(Shape **shapes, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) shapes[i]->~Shape();
}

int main()
{
  const int n = 300;
  ShapeStorage *storage;
  Shape **shapes;
  float *sum;
  int *kinds;
  cudaMalloc(&storage, n * sizeof(ShapeStorage));
  cudaMalloc(&shapes, n * sizeof(Shape *));
  cudaMallocManaged(&sum, sizeof(float));
  cudaMallocManaged(&kinds, 4 * sizeof(int));
  *sum = 0.0f;
  for (int k = 0; k < 4; ++k) kinds[k] = 0;

  construct<<<(n + 127) / 128, 128>>>(storage, shapes, n);
  total_area<<<(n + 127) / 128, 128>>>(shapes, n, sum, kinds);
  destroy<<<(n + 127) / 128, 128>>>(shapes, n);
  cudaDeviceSynchronize();
  std::printf("area=%f circles=%d rects=%d squares=%d\n", *sum, kinds[1], kinds[2], kinds[3]);
  cudaFree(storage); cudaFree(shapes); cudaFree(sum); cudaFree(kinds);
  return 0;
}
