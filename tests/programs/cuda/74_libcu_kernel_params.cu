// Kernels taking libcu++ types: cuda::atomic with thread scopes (enumerator template arguments, inline namespaces, default arguments), cuda::std::atomic/array/pair/complex/span/tuple/integral_constant, alias templates, index_sequence (value packs), atomic_ref.
#include <cuda/atomic>
#include <cuda/std/array>
#include <cuda/std/atomic>
#include <cuda/std/complex>
#include <cuda/std/span>
#include <cuda/std/tuple>
#include <cuda/std/type_traits>
#include <cuda/std/utility>
#include <cstdio>

__global__ void k(cuda::atomic<int, cuda::thread_scope_device> *a) { a->fetch_add(1); }
__global__ void k_block(cuda::atomic<unsigned, cuda::thread_scope_block> *a) { a->fetch_add(1u); }
__global__ void k_system(cuda::atomic<int> *a) { a->fetch_sub(1); }
__global__ void k_std(cuda::std::atomic<long> *a) { a->store(2); }
__global__ void k_array(cuda::std::array<float, 4> *a) { (*a)[0] = 1.f; }
__global__ void k_pair(cuda::std::pair<int, float> *p) { p->first = 1; }
__global__ void k_complex(cuda::std::complex<double> *c) { *c = cuda::std::complex<double>(1.0, 2.0); }
__global__ void k_span(cuda::std::span<int> s) { s[0] = (int)s.size(); }
__global__ void k_tuple(cuda::std::tuple<int, char> *t) { cuda::std::get<0>(*t) = 1; }
__global__ void k_constants(int *p, cuda::std::integral_constant<int, 3> c, cuda::std::true_type)
{
  p[0] = c();
}
template <class T> using vec3 = cuda::std::array<T, 3>;
template <int N> using ivec = cuda::std::array<int, N>;
__global__ void k_alias(vec3<float> *v, cuda::std::pair<vec3<int>, ivec<2>> *p) { (*v)[0] = 1.f; }
__global__ void k_indices(int *p, cuda::std::index_sequence<1, 2>) { p[0] = 2; }
__global__ void k_ref(int *p)
{
  cuda::atomic_ref<int, cuda::thread_scope_device> r(*p);
  r.fetch_add(1);
}

__device__ cuda::atomic<int, cuda::thread_scope_device> dev_counter(0);

int main()
{
  cuda::atomic<int, cuda::thread_scope_device> *a = nullptr;
  cudaMalloc(&a, sizeof *a);
  k<<<1, 32>>>(a);
  cuda::atomic<unsigned, cuda::thread_scope_block> *ab = nullptr;
  cudaMalloc(&ab, sizeof *ab);
  k_block<<<1, 32>>>(ab);
  cuda::atomic<int> *as = nullptr;
  cudaMallocManaged(&as, sizeof *as);
  k_system<<<1, 1>>>(as);
  cuda::std::atomic<long> *al = nullptr;
  cudaMalloc(&al, sizeof *al);
  k_std<<<1, 1>>>(al);
  cuda::std::array<float, 4> *arr = nullptr;
  cudaMalloc(&arr, sizeof *arr);
  k_array<<<1, 1>>>(arr);
  cuda::std::pair<int, float> *pr = nullptr;
  cudaMalloc(&pr, sizeof *pr);
  k_pair<<<1, 1>>>(pr);
  cuda::std::complex<double> *c = nullptr;
  cudaMalloc(&c, sizeof *c);
  k_complex<<<1, 1>>>(c);
  int *ip = nullptr;
  cudaMalloc(&ip, 4 * sizeof(int));
  k_span<<<1, 1>>>(cuda::std::span<int>(ip, 4));
  k_ref<<<1, 32>>>(ip);
  cuda::std::tuple<int, char> *tp = nullptr;
  cudaMalloc(&tp, sizeof *tp);
  k_tuple<<<1, 1>>>(tp);
  k_alias<<<1, 1>>>(nullptr, nullptr);
  k_indices<<<1, 1>>>(ip, cuda::std::index_sequence<1, 2>{});
  k_constants<<<1, 1>>>(ip, cuda::std::integral_constant<int, 3>{}, cuda::std::true_type{});
  std::printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(a);
  cudaFree(ab);
  cudaFree(as);
  cudaFree(al);
  cudaFree(arr);
  cudaFree(pr);
  cudaFree(c);
  cudaFree(ip);
  cudaFree(tp);
  return 0;
}
