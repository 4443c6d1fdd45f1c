// Calls of an overloaded name where no function takes that many arguments:
// "no instance of overloaded function "f" matches the argument list" (304),
// the arguments' types when there are any, and a note per function (3322),
// the newest first, at its definition if it has one.  Function templates
// among them are named "function template".  Other mismatches (a type)
// are other notes and not judged.  From probes of cudafe++ 13.0 on the
// project's own overloads and the CUDA runtime's.
// (the lines before the first program are part of every program)
#include <cstddef>
struct S { int a; };
namespace N { int g(int); int g(float, int); }
int f(int);
int f(float *, S);
int f(int);
namespace N { int g(double *, int = 2); }
#pragma cufe_program o01
void h() { f(); }
#pragma cufe_program o02
void h(int *p) { N::g(); N::g(p, 1, 2, "s"); }
#pragma cufe_program o03
void h(int *p, float *q, S s) { f(p, q, s); ::f(1, 2, 3); }
#pragma cufe_program o04
void h(int *p) { f(1); N::g(1); N::g(1.0f, 2); f((float *)p, S()); }
#pragma cufe_program o05
__device__ unsigned hits;
__global__ void k(int *p, unsigned *u) { atomicAdd(p, 1, 1); atomicExch(u); atomicAdd(&hits, 1u, 1); }
#pragma cufe_program o06
__global__ void k(int *p) { int m = max(*p); int w = __shfl_sync(0xffffffffu, *p, 1, 32, 5); }
#pragma cufe_program o07
void h(float *d) { cudaMalloc(&d); cudaGetSymbolSize(); }
#pragma cufe_program o08
int f(size_t, const char *, ...);
void h() { f(); f(1); }
#pragma cufe_program o09
template <class T> void launch(T *p, int n) { }
template <class F> void apply(F f) { }
void h(int *p) { launch(nullptr); launch(p, 1, 2); apply(); launch(p, 3); }
#pragma cufe_program o10
namespace { __device__ int anon_hits; }
namespace ns { __device__ float total; }
__global__ void k() { atomicAdd(&anon_hits, 1, 1); atomicAdd(&ns::total, 1.0f, 2); }
#pragma cufe_program o11
struct Stats { float sum; unsigned int ticket; S inner; };
struct Outer { Stats st; Stats *ps; };
__global__ void k(Stats *st, Outer o, Outer &r) { atomicExch(&st->ticket); atomicAdd(&o.st.sum); atomicAdd(&r.ps->inner.a, 1, 1); atomicAdd(&(st->sum)); }
#pragma cufe_program o12
typedef unsigned long long vecs64[64];
struct S1 { int a; }; struct S2 { int b; };
typedef S1 S1_t;
__device__ void ci(vecs64 d, unsigned long long off, S1_t *st);
__device__ void ci(unsigned long long seed, unsigned long long sub, unsigned long long off, S2 *st);
__device__ void ci(unsigned long long seed, unsigned long long sub, unsigned long long off, S1 *st);
__global__ void k(S1 *states, unsigned long long seed, int *count) {
  int id = threadIdx.x;
  ci(seed, id, "s", &states[id]);
  ci(seed, 1, states);
  atomicAdd(count, "s");
}
#pragma cufe_program o13
#include <curand_kernel.h>
__global__ void k(curandState *states, unsigned long long seed) {
  int id = threadIdx.x;
  curand_init(seed, id, "s", &states[id]);
}
#pragma cufe_program o14
#include <cstddef>
__device__ float scratch[16];
template <class T> int tpl(int *p, const T &v);
int tpl(int *p, float f);
void h(float *fp) {
  const size_t scratch_size = 0;
  cudaGetSymbolSize(&scratch_size, scratch);
  const int ci = 3;
  int *p = &ci;
  tpl(fp, 1.0f);
  tpl(&ci, 2.0f);
}
#pragma cufe_program o15
int f2(int, int);
int f2(float, float, float);
template <typename T> void one(T *p, int n) { }
void h(const int ci, const float *const cp, float *fp) {
  const size_t n = 3;
  volatile int vi = 1;
  f2(ci);
  f2(n);
  f2(cp);
  f2(vi);
  one(fp, n, 1);
}
#pragma cufe_program sizeof_argument
void h() { int *pr; cudaMalloc(&pr, sizeof *pr, 1); cudaMalloc(&pr, alignof(int), sizeof(int), 2); }
#pragma cufe_program template_argument_mismatch
template <class T> void f1(T a, int n) {}
template <class T> void g1(T a, T b, int n) {}
template <class T> void h1(const T *p, int n) {}
template <class T> void v1(T *p, long n) {}
template <class T> void o1(T *p, int n) {}
void o1(float *p, const char *s) {}
template <typename T, typename... Rest> void s1(T *out, int n, T first, Rest... rest) {}
template <class T, class U> void u1(T *t, U u, int n) {}
void test(int *ip, const float *cf, float *fp) {
  f1(1.0, "s"); g1(1, 2.0, "s"); h1(cf, "s"); h1(fp, "s"); v1(ip, 1); o1(fp, "s"); o1(ip, "s");
  s1(ip, 1); s1(ip, "s"); s1(ip, 2, 3, "x", 4.0); s1(ip, "s", 3.0); u1(ip, 2u, "s"); u1(ip, cf, 3);
}
#pragma cufe_program template_mismatch_before_deduction
template <class T> T make(int n) { return T(); }
template <class T> void two(T a, int n, int m) {}
template <class T, int N> void nt(T a, int n) {}
template <class T = int> void df(T a, int n) {}
template <class T> void refp(T &a, int n) {}
template <class T> void v3(T a, T b, int n) {}
void test(int *ip) {
  make("s"); two(1, "a", "b"); nt(1, "s"); df(1, "s"); refp(1, "s"); v3(1, 2.0, 3);
}
#pragma cufe_program template_deduction_conflicts
#include <algorithm>
#include <cmath>
template <class T> void ov(T a, T b) {}
void ov(int *p, int q) {}
template <class T> void w(T *a, T b) {}
void test(float *fp, int i, double d) {
  ov(1, 2.0); w(fp, 1.0); w(fp, 1.0f); w(fp, i);
  (void)std::max(1, 2); (void)fmaxf(1.0f, 2.0f); (void)std::min(i, 3); (void)std::pow(2.0, 3);
}
#pragma cufe_program explicit_template_arguments
template <typename T, int N> __global__ void scale(T *d, int n) {}
template <int A, int B> __global__ void k(int *p) {}
template <class T> void hf(T *p) {}
void h(int *p) {
  scale<int, "s"><<<1, 1>>>(p, 1);
  k<1, 2, 3><<<1, 1>>>(p);
  scale<int, 2, 3><<<1, 1>>>(p, 1);
  hf<int, float>(p);
  k<1><<<1, 1>>>(p);
  scale<float, 2><<<1, 1>>>(p, 1);
  hf<float>(p);
}
#pragma cufe_program explicit_template_arguments_2
template <int A, int B> __global__ void k(int *p) {}
template <class T> void hf(T *p) {}
template <class T, class U> void two(T *p, U u) {}
template <class T> void df(T *p, int n = 0) {}
void h(int *p, float *fp) {
  k<1, 2, 3><<<1, 1>>>(p, p);
  hf<1>(p);
  hf<float>(p, 2);
  two<int>(p, 1.0); two<float>(p, 1); two<int, int, int>(p, 1); two<int>(p, "s");
  df<float>(fp, "s"); df<int>(p); hf<int>(fp);
  k<1, 2><<<1, 1>>>(fp);
}
#pragma cufe_program explicit_template_arguments_valid
#include <algorithm>
#include <utility>
#include <cstddef>
template <class T, size_t N> void arr(T (&a)[N]) {}
template <typename T, int N> __global__ void scale(T *d, int n) {}
template <class T> T conv(int v) { return T(v); }
template <class T, class... R> void pk(T a, R... r) {}
void ok(int *p, float *fp) {
  scale<int, 2><<<1, 1>>>(p, 1); int a[3]; arr<int, 3>(a); (void)conv<float>(2); pk<int>(1, 2.0, "s");
  (void)std::max<int>(1, 2); (void)std::min<double>(1, 2.0); auto q = std::make_pair<int, float>(1, 2.0f);
  scale<float, 1><<<1, 1>>>(fp, 0); (void)conv<int *>(0);
}
#pragma cufe_program constexpr_array_bounds
constexpr int R = 2;
__constant__ float c_weights[2 * R + 1];
void f() { float w[2 * R + 1] = {}; cudaMemcpyToSymbol(c_weights, w); }
#pragma cufe_program pointer_to_pointer_and_typedef_numbers
void h() { int *b; cudaMalloc(&b, "s"); float *f; cudaMalloc(&f, 16); cudaMalloc((void **)&f, 16); }
void take(void **pp, size_t n);
void g() { double *d; take(&d, 1); void *v; take(&v, "x"); take(&v, 2); }
#pragma cufe_program const_array_arguments
namespace filt { __constant__ float kernel3x3[9]; }
void f() { const float sharpen[9] = {0}; cudaMemcpyToSymbol(filt::kernel3x3, sharpen); float s2[9] = {0}; cudaMemcpyToSymbol(filt::kernel3x3, s2); }
#pragma cufe_program unnamed_packs_valid
template <typename... Ts> __global__ void kp(Ts...) {}
template <typename... Ts> void hp(Ts &&...) {}
template <class T, class... R> void hp2(T, const R &...) {}
void f() { kp<<<1, 1>>>(); kp<<<1, 1>>>(1, 2.0f); hp(); hp(1, "s", 2.0); hp2(1); hp2(1, 2, 3); }
#pragma cufe_program typedef_spellings_deduce_one_type
// (`L` and `long` are one type: T deduces the same from both)
typedef long L;
template <class T> void same2(T, T) {}
template <class T> void pt2(T *, T) {}
void f() { L x = 0; same2(x, 2L); long *p = 0; pt2(p, x); same2(x, 2); same2(x, 2.0f); }
#pragma cufe_program address_of_namespace_variables
// (&v of a namespace-scope variable is a pointer to its type: no
// overload of atomicAdd takes (int *, const char *))
__device__ int d_count;
int g_count;
__global__ void k() { atomicAdd(&d_count, "s"); }
void h() { atomicAdd(&g_count, "s"); }
__device__ float df;
__global__ void fine() { atomicAdd(&d_count, 1); atomicAdd(&df, 1.0f); atomicCAS(&d_count, 0, 1); atomicAdd(&df, 1); }
#pragma cufe_program cv_pointee_deduction
// (T from `double` and from the pointee of `T *` given `const double *`:
// "const double", another type)
template <typename T> void launch_axpy(int n, T a, const T *x, T *y) {}
void f(int n, const double *xd, const double *yd, double *wd, const float *cf) {
  launch_axpy(n, 0.5, xd, yd);
  launch_axpy(n, 0.5, xd, wd);
  launch_axpy(n, 0.5f, cf, wd);
}
