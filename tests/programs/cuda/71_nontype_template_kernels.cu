// Kernel templates (and host templates with extended lambdas) whose template parameters are non-types of every declarator form, named and unnamed.
// NVCC_FLAGS: --extended-lambda
struct S {
  int m;
  __host__ __device__ void f() {}
};
template <class> struct W {};
struct Tr {
  typedef int type;
};
__device__ float add(const float a, const float b) { return a + b; }
__device__ int twice(int x) { return 2 * x; }

// Launched below (nvcc's stub specializes the wrappers).
template <float (*op)(const float, const float), typename T, typename... P>
static __global__ void k_fptr(const T *a, T *d, P... p) { *d = op(*a, *a); }
template <float (*)(const float, const float), typename T>
__global__ void k_fptr_unnamed(T *d) { *d = 0; }
template <int (*f)(int) = nullptr> __global__ void k_fptr_default(int *p) { *p = 1; }
template <int (*)(int x) = nullptr> __global__ void k_fptr_default_unnamed(int *p) { *p = 2; }
template <auto V> __global__ void k_auto(int *p) { *p = V; }
template <auto> __global__ void k_auto_unnamed(int *p) { *p = 3; }
template <auto... Vs> __global__ void k_auto_pack(int *p) { *p = sizeof...(Vs); }
template <auto...> __global__ void k_auto_pack_unnamed(int *p) { *p = 4; }
template <decltype(auto) D> __global__ void k_decltype_auto(int *p) { *p = D; }
template <int... Is> __global__ void k_int_pack(int *p) { *p = sizeof...(Is); }
template <int...> __global__ void k_int_pack_unnamed(int *p) { *p = 5; }
template <template <class> class TT> __global__ void k_tt(int *p) { *p = sizeof(TT<int>); }
template <template <class> class... TTs> __global__ void k_tt_pack(int *p) { *p = sizeof...(TTs); }
template <int N = 3, class T = int> __global__ void k_defaults(T *p) { *p = N; }
template <int = 3, class = int> __global__ void k_defaults_unnamed(int *p) { *p = 6; }
template <class T, T v> __global__ void k_dependent(T *p) { *p = v; }
template <class T, T> __global__ void k_dependent_unnamed(T *p) { *p = 7; }
template <unsigned long long const N> __global__ void k_cv(int *p) { *p = (int)N; }
template <unsigned long long const> __global__ void k_cv_unnamed(int *p) { *p = 8; }

// Never launched: only their host declarations and wrappers must compile.
template <int S::*pm> __global__ void k_pm(S *s) { s->*pm = 1; }
template <int S::*> __global__ void k_pm_unnamed(S *s) { s->m = 1; }
template <void (S::*pmf)()> __global__ void k_pmf(S *s) { (s->*pmf)(); }
template <void (S::*)()> __global__ void k_pmf_unnamed(S *s) { s->f(); }
template <int &r> __global__ void k_ref(int *p) { *p = r; }
template <int &> __global__ void k_ref_unnamed(int *p) { *p = 9; }
template <const int (&arr)[3]> __global__ void k_array_ref(int *p) { *p = arr[0]; }
template <const int (&)[3]> __global__ void k_array_ref_unnamed(int *p) { *p = 10; }
template <int arr[3]> __global__ void k_array(int *p) { *p = arr[0]; }
template <int[3]> __global__ void k_array_unnamed(int *p) { *p = 11; }
template <int *const cp> __global__ void k_const_ptr(int *p) { *p = *cp; }
template <int *const> __global__ void k_const_ptr_unnamed(int *p) { *p = 12; }
template <class T, typename T::type *q = nullptr> __global__ void k_typename(int *p) { *p = q ? 1 : 0; }
template <class T, typename T::type * = nullptr> __global__ void k_typename_unnamed(int *p) { *p = 14; }

#ifdef __CUDACC_EXTENDED_LAMBDA__
// Host templates with extended lambdas: the tag names the enclosing
// function with its template arguments (cudafe++ leaves unnamed ones
// unnamed there: not tested).
const int table[3] = {1, 2, 3};
template <int (*g)(int), int... Is> void host_fptr(int *p) {
  auto l = [=] __device__(int x) { return g(x) + p[0]; };
  (void)l;
}
template <const int (&arr)[3], auto V, template <class> class TT> void host_named(int *p) {
  auto l = [=] __host__ __device__(int x) { return x + p[0]; };
  (void)l;
}
#endif

int main() {
  float *fa = 0;
  int *ip = 0;
  k_fptr<add, float><<<1, 1>>>(fa, fa);
  k_fptr_unnamed<add, float><<<1, 1>>>(fa);
  k_fptr_default<><<<1, 1>>>(ip);
  k_fptr_default<twice><<<1, 1>>>(ip);
  k_fptr_default_unnamed<><<<1, 1>>>(ip);
  k_auto<3><<<1, 1>>>(ip);
  k_auto_unnamed<'c'><<<1, 1>>>(ip);
  k_auto_pack<1, 2u><<<1, 1>>>(ip);
  k_auto_pack_unnamed<1, 'c'><<<1, 1>>>(ip);
  k_decltype_auto<5><<<1, 1>>>(ip);
  k_int_pack<1, 2><<<1, 1>>>(ip);
  k_int_pack_unnamed<1, 2, 3><<<1, 1>>>(ip);
  k_tt<W><<<1, 1>>>(ip);
  k_tt_pack<W, W><<<1, 1>>>(ip);
  k_defaults<><<<1, 1>>>(ip);
  k_defaults_unnamed<><<<1, 1>>>(ip);
  k_dependent<int, 4><<<1, 1>>>(ip);
  k_dependent_unnamed<int, 4><<<1, 1>>>(ip);
  k_cv<4><<<1, 1>>>(ip);
  k_cv_unnamed<4><<<1, 1>>>(ip);
#ifdef __CUDACC_EXTENDED_LAMBDA__
  host_fptr<twice, 1, 2>(ip);
  host_named<table, 3, W>(ip);
#endif
  return 0;
}
