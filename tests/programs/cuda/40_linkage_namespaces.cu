// Kernel linkage and scoping: kernels in named, nested, inline and
// anonymous namespaces, static kernels, extern "C" kernels (single and
// block form), namespace aliases, using-declarations, and a kernel that is a
// friend of a class.
#include <cstdio>
#include <new>

namespace image {
namespace filters {
__global__ void invert(unsigned char *p, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = 255 - p[i];
}
inline namespace v2 {
__global__ void threshold(unsigned char *p, int n, unsigned char t)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = p[i] > t ? 255 : 0;
}
}  // namespace v2
}  // namespace filters
}  // namespace image

namespace {
__device__ int anon_hits;
__global__ void count_white(const unsigned char *p, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && p[i] == 255) atomicAdd(&anon_hits, 1);
}
}  // namespace

static __global__ void clear(unsigned char *p, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = 0;
}

extern "C" __global__ void c_fill(unsigned char *p, int n, unsigned char v)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

extern "C" {
__global__ void c_copy(const unsigned char *src, unsigned char *dst, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) dst[i] = src[i];
}
}

class Buffer;
__global__ void poke(Buffer *b);

class Buffer {
  friend __global__ void poke(Buffer *b);
  int secret_ = 0;
public:
  int secret() const { return secret_; }
};

__global__ void poke(Buffer *b) { b->secret_ = 42; }

namespace flt = image::filters;

int main()
{
  const int n = 1 << 16, B = 256, G = (n + B - 1) / B;
  unsigned char *a, *b;
  cudaMalloc(&a, n);
  cudaMalloc(&b, n);
  clear<<<G, B>>>(a, n);
  c_fill<<<G, B>>>(a, n, 100);
  flt::invert<<<G, B>>>(a, n);
  image::filters::v2::threshold<<<G, B>>>(a, n, 128);
  flt::threshold<<<G, B>>>(a, n, 200);
  using image::filters::invert;
  invert<<<G, B>>>(a, n);
  c_copy<<<G, B>>>(a, b, n);
  count_white<<<G, B>>>(b, n);

  Buffer *buf;
  cudaMallocManaged(&buf, sizeof(Buffer));
  new (buf) Buffer();
  poke<<<1, 1>>>(buf);
  cudaDeviceSynchronize();
  int hits = 0;
  cudaMemcpyFromSymbol(&hits, anon_hits, sizeof hits);
  std::printf("hits=%d secret=%d\n", hits, buf->secret());
  cudaFree(a); cudaFree(b); cudaFree(buf);
  return 0;
}
