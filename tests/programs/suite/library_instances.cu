// Members no declaration has, on instances of library class templates
// with non-type arguments: integers spelled with their parameter's
// suffix (cuda::std::array<int, 4UL>), enumerators of an unscoped
// enumeration by their namespace (cuda::std::__4::thread_scope_system),
// defaults filled in; class keys followed by attributes.  From probes of
// cudafe++ on libcu++ and libstdc++.
// (the lines before the first program are part of every program)
#include <cuda/std/array>
#include <cuda/std/optional>
#include <cuda/atomic>
#include <array>
#pragma cufe_program arrays_and_atomics
__global__ void k(cuda::atomic<int> *a) { cuda::std::array<int, 4> r{}; (void)r.sizeq(); a->fetch_subq(1); }
void h() { std::array<unsigned, 256> t{}; (void)t.data(1); (void)t.sizeq(); }
#pragma cufe_program atomic_refs
__global__ void k(float *result, int *p) {
  cuda::atomic_ref<float, cuda::thread_scope_device> r(*result);
  float cur = r.loadq(cuda::std::memory_order_relaxed);
  cuda::atomic<int, cuda::thread_scope_block> *b = nullptr; b->fetch_addq(1);
  cuda::std::atomic<long> *c = nullptr; c->storeq(1);
  (void)cur;
}
#pragma cufe_program valid
__global__ void k(float *result, cuda::atomic<int> *a) {
  cuda::atomic_ref<float, cuda::thread_scope_device> r(*result);
  float cur = r.load(cuda::std::memory_order_relaxed);
  a->fetch_sub(1); cuda::std::array<int, 4> arr{}; (void)arr.size(); (void)cur;
}
#pragma cufe_program optional_results
__host__ __device__ cuda::std::optional<int> first_negative(int s) { return cuda::std::nullopt; }
void f() { int a = first_negative(1).value_orq(-1) + first_negative(2).value_or(0); (void)a; }
