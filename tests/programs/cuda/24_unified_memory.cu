// Unified memory: cudaMallocManaged for a linked structure (array of structs
// holding managed pointers), cudaMemPrefetchAsync / cudaMemAdvise with
// cudaMemLocation, host access after synchronization, and a managed class
// with overloaded operator new/delete.
#include <cstdio>
#include <cstddef>
#include <new>

class Managed {
public:
  static void *operator new(std::size_t len)
  {
    void *p = nullptr;
    if (cudaMallocManaged(&p, len) != cudaSuccess) throw std::bad_alloc();
    cudaDeviceSynchronize();
    return p;
  }
  static void operator delete(void *p)
  {
    cudaDeviceSynchronize();
    cudaFree(p);
  }
};

struct Particles : public Managed {
  int count;
  float *x;
  float *v;
  explicit Particles(int n) : count(n)
  {
    cudaMallocManaged(&x, n * sizeof(float));
    cudaMallocManaged(&v, n * sizeof(float));
    for (int i = 0; i < n; ++i) { x[i] = float(i); v[i] = 1.0f; }
  }
  ~Particles()
  {
    cudaFree(x);
    cudaFree(v);
  }
};

__global__ void advance(Particles *p, float dt)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < p->count) p->x[i] += p->v[i] * dt;
}

int main()
{
  int dev = 0;
  cudaGetDevice(&dev);
  Particles *p = new Particles(1 << 16);

  cudaMemLocation loc{};
  loc.type = cudaMemLocationTypeDevice;
  loc.id = dev;
  cudaMemAdvise(p->v, p->count * sizeof(float), cudaMemAdviseSetReadMostly, loc);
  cudaMemPrefetchAsync(p->x, p->count * sizeof(float), loc, 0, 0);

  advance<<<(p->count + 255) / 256, 256>>>(p, 0.1f);
  cudaDeviceSynchronize();

  cudaMemLocation host{};
  host.type = cudaMemLocationTypeHost;
  cudaMemPrefetchAsync(p->x, p->count * sizeof(float), host, 0, 0);
  cudaDeviceSynchronize();
  std::printf("x[10] = %f\n", p->x[10]);
  delete p;
  return 0;
}
