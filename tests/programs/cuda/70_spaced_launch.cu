// Kernel launches spelled with spaces (`k << < g, b >> > (...)`, `<<< ... >> >`, `<< <...>>>`, `>>` and `>` on two lines), next to `operator<< <T>` template-ids and shifts that are not launches.
#include <cstdio>
#include <cuda_runtime.h>

__global__ void fill(int *d, int n, int v)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] = v;
}

template <class T, int Scale>
__global__ void scale(T *d, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] = d[i] * T(Scale);
}

#define OLD_LAUNCH(k, g, b) k << < g, b >> >
#define OPEN <<

// a stream-like type with a templated operator<<: `operator<< <T>` is a
// template-id, not a launch
struct sink {
  int total;
  template <class T> friend sink &operator<<(sink &s, const T &v);
};
template <class T> sink &operator<<(sink &s, const T &v) { s.total += int(v); return s; }
template sink &operator<< <int>(sink &, const int &);

struct launcher {
  int blocks, threads;
  template <class T> void run(T *d, int n) const
  {
    scale<T, 2> << < blocks, threads >> > (d, n);
    scale<T, 3> <<< blocks, threads, 0 >> > (d, n);
  }
};

int main()
{
  const int n = 256;
  int *d = nullptr;
  cudaMalloc(&d, n * sizeof(int));
  int blocks = (n + 127) / 128, threads = 128;
  fill << < blocks, threads >> > (d, n, 1);
  fill <<< blocks, threads >> > (d, n, 2);
  fill << <blocks, threads>>>(d, n, 3);
  fill << <  blocks , threads , 0 , 0  >>  > (d, n, 4);
  fill <<< blocks, threads >>
    > (d, n, 5);
  fill <<< n >> 7, threads >> 1 >> > (d, n, 6);           // shifts inside the configuration
  OLD_LAUNCH(fill, blocks, threads)(d, n, 7);
  fill OPEN < blocks, threads >>> (d, n, 8);
  scale<int, 4> << < dim3(blocks), dim3(threads) >> > (d, n);
  launcher{blocks, threads}.run(d, n);
  cudaDeviceSynchronize();
  int host[n];
  cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
  cudaFree(d);
  sink s{0};
  operator<< <int>(s, host[0]) << host[1] << (1 << 3);
  std::printf("%d %d\n", host[0], s.total);
  return 0;
}
