// Everyday mistakes in kernels, host code, templates and members, each
// a few lines, compared with cudafe++: wrong argument counts, undefined
// names, missing members, misplaced jumps, writes to constants, values of
// the wrong class.  (Each program is one mistake, in the places real code
// makes it.)
#pragma cufe_program e01
#include <cuda_runtime.h>
__global__ void k(float *out, const float *in, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) out[i] = in[i] * scale; }
#pragma cufe_program e02
__global__ void k(float *out, int n) { int i = threadIdx.x; if (i < n) out[i] = 0; } void run(float *d, int n) { k<<<1, 32>>>(d); }
#pragma cufe_program e03
__global__ void k(float *out, int n) { int i = threadIdx.x; if (i < n) out[i] = 0; } void run(float *d, int n) { k<<<1, 32>>>(d, n, 0); }
#pragma cufe_program e04
__global__ void k(int *p) { p[threadIdx.y0] = 1; }
#pragma cufe_program e05
__global__ void k(int *p) { p[blockDim.w] = 1; }
#pragma cufe_program e06
__device__ float sq(float x) { return x * x; } __global__ void k(float *p) { p[0] = sq(p[0], 2.0f); }
#pragma cufe_program e07
__device__ float sq(float x) { return x * x; } __global__ void k(float *p) { p[0] = sq(); }
#pragma cufe_program e08
__global__ void k(int *p) { for (int i = 0; i < 4; ++i) { p[i] = i; } continue; }
#pragma cufe_program e09
__global__ void k(int *p) { if (p) break; }
#pragma cufe_program e10
__global__ void k(int *p) { goto done; p[0] = 1; }
#pragma cufe_program e11
__constant__ float coeff[4]; __global__ void k(float *p) { coeff[0] = p[0]; }
#pragma cufe_program e12
__global__ void k(const int *p) { *p = 1; }
#pragma cufe_program e13
__global__ void k(int *p) { const int n = 4; n = 5; p[0] = n; }
#pragma cufe_program e14
__global__ void k(int *p) { p[0] = "zero"; }
#pragma cufe_program e15
__global__ void k(float *p, int n) { p[n % 2.0f] = 1; }
#pragma cufe_program e16
__global__ void k(int *p) { int shared_sum; p[0] = shared_sum + "x"; }
#pragma cufe_program e17
void host_work(float *d, int n) { cudaMemcpy(d, d, n * sizeof(float)); }
#pragma cufe_program e19
void host_work(float *d, cudaStream_t s) { cudaMemsetAsync(d, 0, 16, s, 0); }
#pragma cufe_program e20
void host_work() { cudaDeviceSynchronize(0); }
#pragma cufe_program e21
void host_work() { int dev; cudaGetDevice(&dev, 0); }
#pragma cufe_program e22
void host_work() { cudaError_t e = cudaGetLastError(); if (e != cudaSuccess) printf("%s\n", cudaGetErrorString(e)); }
#pragma cufe_program e23
int host_work(int n) { int total = 0; for (int i = 0; i < n; ++i) total += i; return totl; }
#pragma cufe_program e24
int host_work(int n) { return n > 0 ? n : -n; } int use() { return host_work(1, 2); }
#pragma cufe_program e25
int host_work(int n) { if (n) return; return 1; }
#pragma cufe_program e26
void host_work(int n) { return n; }
#pragma cufe_program e27
int host_work(unsigned n) { if (n < 0) return -1; return 0; }
#pragma cufe_program e28
int host_work(const int n) { n++; return n; }
#pragma cufe_program e29
double host_work(double a, double b) { return a % b; }
#pragma cufe_program e30
int host_work(int *p, int *q) { return p + q - p; }
#pragma cufe_program e31
int host_work(int x) { return x << 1.5; }
#pragma cufe_program e33
template <class T> __global__ void k(T *p, int n) { if (threadIdx.x < n) p[threadIdx.x] = value; }
#pragma cufe_program e34
template <class T> __global__ void k(T *p) { p[0] = g_missing(1); }
#pragma cufe_program e35
template <int N> __global__ void k(float *p) { for (int i = 0; i < N; ++i) p[i] = 0; break; }
#pragma cufe_program e36
template <class T> T clampv(T v) { unsigned lo = 0; return lo < 0 ? v : v; }
#pragma cufe_program e37
template <class T> int f(T t) { return t.size() + undefined_count; }
#pragma cufe_program e38
struct Acc { float sum; __device__ void add(float v) { sum += v; total += v; } };
#pragma cufe_program e39
struct Acc { float sum; __host__ __device__ float get() const { return sum * "2"; } };
#pragma cufe_program e40
struct Acc { int n; void reset() { n = 0; return 0; } };
#pragma cufe_program e41
struct Acc { int n; int twice() { return twice_impl(n); } };
#pragma cufe_program e42
struct Acc { int n; void bump() { for (;;) { ++n; } break; } };
#pragma cufe_program e43
struct Vec { float x, y; }; float len(Vec v) { return v.x * v.x + v.z * v.z; }
#pragma cufe_program e44
struct Vec { float x, y; }; float len(Vec *v) { return v->x + v->w; }
#pragma cufe_program e45
struct Vec { float x, y; }; __global__ void k(Vec *v) { v[0].x = 1; v->q = 2; }
#pragma cufe_program e46
int g(int a, int b = 2); int use() { return g(); }
#pragma cufe_program e47
int g(int a, int b = 2); int use() { return g(1, 2, 3); }
#pragma cufe_program e48
int g(...); int h(int); int use() { return g(1, 2, 3) + h(); }
#pragma cufe_program e49
void f() { int n = 3; int a[n]; a[0] = n; const int m; }
#pragma cufe_program e50
void f() { float &r; }
#pragma cufe_program e51
void f() { int x = 5; x; }
#pragma cufe_program e52
void f(int *p) { if (p == "null") return; }
#pragma cufe_program e53
void f(char c) { c = "c"; }
#pragma cufe_program e54
void f() { unsigned long n = "many"; }
#pragma cufe_program e55
void f() { char buf[8]; buf[1.0] = 0; }
#pragma cufe_program e56
void f(bool b) { int x = -"one"; }
#pragma cufe_program return_missing_semicolon
void h(int *out, int n) { int i = 0; if (i >= n) return
  out[i] = 1; }
__global__ void k(int *out, int n) { int i = 0; if (i >= n) return
  out[i] = 1; }
void h2(int *out) { return out[0]; }
#pragma cufe_program missing_semicolons
struct CsrMatrix {
  int rows = 0;
  int nnz = 0
  int *row_ptr = nullptr;
  double *values = nullptr;
};
void f() {
  const int M = 96, N = 80, K = 72
  constexpr int T = 16;
}
#pragma cufe_program missing_semicolons_2
struct S { int a = 0 int b = 1; float c = 2 };
void f() {
  int x = 1
  static int y = 2;
  int z = 3
  z = 4;
  float w = 5
  typedef int T;
  int q = 6
  using U = int;
  auto r = 7
  int s = 8
  for (int i = 0; i < 3; i++) {}
}
#pragma cufe_program const_data_members
class Buffer { public: const int secret_ = 0; int open_ = 1; mutable int m_ = 2; const int *cp = nullptr; int *const pc = nullptr; };
__global__ void poke(Buffer *b, Buffer o) { b->secret_ = 42; o.secret_++; b->open_ = 1; b->m_ = 3; b->cp = nullptr; }
void host(const Buffer *cb, Buffer *b) { b->pc = nullptr; *b->cp = 1; }
#pragma cufe_program lambda_writes
void host(int *out, int p) {
  const float threshold = 1000.0f;
  float t2 = 1.0f; int cnt = 0; static int st = 0; int &ref = cnt; int arr[2] = {};
  auto a = [=] (int) mutable { threshold *= 2.0f; t2 = 3.0f; };
  auto b = [=] (int) { t2 = 4.0f; cnt++; p = 2; st = 1; };
  auto c = [&] (int) { t2 = 5.0f; cnt += 1; threshold = 2; };
  auto d = [t2, &cnt] (int) { cnt = 3; t2 = 1; };
  auto e = [x = t2] (int) mutable { x = 2; };
  auto g = [=] (int) { int local = 0; local = 1; const int cl = 2; cl = 3; };
  auto h = [=] (int) { ref = 3; };
  (void)a; (void)b; (void)c; (void)d; (void)e; (void)g; (void)h;
}
#pragma cufe_program member_writes
struct Acc { const int total; int open; mutable int m; static const int st = 1; Acc() : total(0), open(0), m(0) {}
  void add(int v) { total += v; open += v; m = v; } void set() const { m = 1; } void bad() const { open = 2; } };
template <class T> struct TA { const int total = 0; void add(int v) { total += v; } };
#pragma cufe_program member_initializer_missing_semicolon
struct M { int a = 1; int b = a
  + 2; float c = (float)
  b; int *p = nullptr
  ; int d = sizeof
  (int); };
struct Bad { int *p_ = nullptr
  int n_ = 0; int use() { return n_; } };
