// Variadic templates in device code: a variadic __global__ kernel applying
// an operation over a parameter pack of arrays, fold expressions, sizeof...,
// a device tuple-like struct, and index_sequence-driven unpacking.
#include <cstdio>
#include <utility>

template <typename... Ts>
__device__ __forceinline__ auto sum_all(Ts... vs) { return (vs + ... + 0); }

template <typename... Ptrs>
__global__ void sum_arrays(float *out, int n, const Ptrs *__restrict__... ins)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = sum_all(ins[i]...) / float(sizeof...(Ptrs));
}

template <typename... Ts>
struct Pack;
template <>
struct Pack<> {};
template <typename T, typename... Ts>
struct Pack<T, Ts...> {
  T head;
  Pack<Ts...> tail;
};

template <typename T>
__device__ void store_one(char *&dst, const T &v)
{
  *reinterpret_cast<T *>(dst) = v;
  dst += sizeof(T);
}
__device__ inline void store_pack(char *&, const Pack<> &) {}
template <typename T, typename... Ts>
__device__ void store_pack(char *&dst, const Pack<T, Ts...> &p)
{
  store_one(dst, p.head);
  store_pack(dst, p.tail);
}

template <typename... Ts>
__global__ void serialize(char *buffer, Pack<Ts...> p)
{
  char *cursor = buffer;
  store_pack(cursor, p);
}

template <typename F, size_t... I>
__device__ int apply_indices(F f, std::index_sequence<I...>) { return f(int(I)...); }

struct Weighted {
  __device__ int operator()(int a, int b, int c) const { return a + 2 * b + 3 * c; }
};

__global__ void index_seq_kernel(int *out)
{
  *out = apply_indices(Weighted{}, std::make_index_sequence<3>{});
}

int main()
{
  const int n = 256;
  float *a, *b, *c, *out;
  cudaMalloc(&a, n * sizeof(float));
  cudaMalloc(&b, n * sizeof(float));
  cudaMalloc(&c, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  sum_arrays<<<1, n>>>(out, n, a, b);
  sum_arrays<<<1, n>>>(out, n, a, b, c);
  sum_arrays<float, float, float, float><<<1, n>>>(out, n, a, b, c, out);

  char *buf;
  cudaMalloc(&buf, 64);
  Pack<int, double, char> p{1, {2.5, {'x', {}}}};
  serialize<<<1, 1>>>(buf, p);
  index_seq_kernel<<<1, 1>>>(reinterpret_cast<int *>(buf));
  std::printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(a); cudaFree(b); cudaFree(c); cudaFree(out); cudaFree(buf);
  return 0;
}
