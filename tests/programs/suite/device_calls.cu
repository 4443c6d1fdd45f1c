// Host code calling __device__ functions: 3464 from a host function,
// 3462 from a __host__ __device__ one, 3465/3463 for a constexpr
// __device__ function.  The first such message of a translation unit
// names the function as written, later ones with parameters by the start
// of its code name (`_Z3dev1?`).  Calls from device code, in sizeof, in
// templates and of overloaded functions are not reported here (or not by
// cudafe++ at all).  Constructions (c01-c07) call the constructor
// overload resolution certainly picks.  From probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
__device__ int dev(int a) { return a + 1; }
__device__ int d0() { return 1; }
__device__ constexpr int dce(int a) { return a * 3; }
int host(int a) { return a - 1; }
#pragma cufe_program v01
void h() { dev(1); }
#pragma cufe_program v02
void h() { d0(); dev(1); dev(2); d0(); }
#pragma cufe_program v03
void h1() { dev(1); } void h2() { int x = dev(2) + dev(3); (void)x; }
#pragma cufe_program v04
__host__ __device__ int hd() { return dev(1); }
#pragma cufe_program v05
void h() { dce(2); }
#pragma cufe_program v06
__host__ __device__ int hd() { return dce(1) + dev(2); }
#pragma cufe_program v07
namespace ns { __device__ float dv(float x, const int *p) { return x; } }
void h() { ns::dv(1.0f, nullptr); ::dev(2); }
#pragma cufe_program v08
void h(int x) { x = dev(dev(x)); }
#pragma cufe_program v09
int main() { dev(1, 2); dev("s"); return 0; }
#pragma cufe_program v10
__global__ void k() { host(1); dev(2); } __device__ int d() { return host(3); }
#pragma cufe_program v11
void h() { int n = sizeof(dev(1)); (void)n; }
#pragma cufe_program v12
template <class T> void t(T x) { dev(x); }
#pragma cufe_program v13
namespace { __device__ int an(int a) { return a; } } void h() { d0(); }
#pragma cufe_program v14
struct S { void m() { d0(); dev(1); } static void n() { dev(2); } };
#pragma cufe_program v15
__device__ int g(int, ...); void h() { g(1, 2, 3); dev(1); g(2); }
#pragma cufe_program v16
__device__ void f(const int *, int **, float *const, unsigned, long long, char, signed char, bool, const volatile int *, unsigned long, long double, const char *const *, ...);
void h() { f(0, 0, 0, 1, 1, 1, 1, 1, 0, 1, 1, 0); }
#pragma cufe_program v17
void h() { decltype(dev(1)) x = 0; (void)x; bool b = noexcept(dev(2)); (void)b; }
#pragma cufe_program v21
struct P {}; __device__ int tp(P *); void g() { int u = undeclared; } void h(P *p) { tp(p); }
#pragma cufe_program v18
__device__ int late(int); void h() { late(1); } int late(float);
#pragma cufe_program v19
void h() { auto l = [] { return d0(); }; (void)l; dev(1); }
#pragma cufe_program v20
__host__ __device__ int hd2(int a) { return a; } void h() { hd2(1); host(2); }
#pragma cufe_program c01
struct Q { int v; __device__ Q(int x) : v(x) {} __device__ Q(int x, float y) : v(x) {} };
void h() { Q q(4); Q q2(5, 1.0f); Q q3{6}; }
#pragma cufe_program c02
struct P { int v; constexpr __device__ P(int x) : v(x) {} constexpr __device__ P() : v(0) {} };
void h() { P p(3); P p2{4}; P p3; P p4{}; P p5 = P(5); }
#pragma cufe_program c03
struct R { int v; __device__ R() : v(1) {} };
void h() { R r; R r2 = R(); int x = R().v; R *pr = new R; (void)x; (void)pr; }
#pragma cufe_program c04
struct Q { int v; __device__ Q(int x) : v(x) {} };
__host__ __device__ void h() { Q q(4); Q *p = new Q(3); (void)p; }
#pragma cufe_program c05
struct Q { int v; __device__ Q(int x) : v(x) {} };
void h() { auto l = [] { Q q(4); return q.v; }; (void)l; Q q2(4.0); Q q3('a'); }
#pragma cufe_program c06
struct M { __device__ M(int) {} M(int, int) {} }; struct D2 { __device__ D2(int, int = 0) {} };
struct HD { __host__ __device__ HD(int) {} };
__global__ void k() { M m(1); }
template <class T> void t() { M m(1); }
void h() { M a(1, 2); D2 b(1); HD c(1); }
#pragma cufe_program c07
struct P { int v; constexpr __device__ P(int x) : v(x) {} };
struct Q { int v; __device__ Q(int x) : v(x) {} };
void h() { Q q(1); Q q2(q); static Q q3(2); Q q4(1), q5(2); for (Q q6(1); q6.v; ) {} P p(sizeof(int)); }
#pragma cufe_program extern_c_device_functions
// (extern "C": named by the name alone, also after an error; the CUDA
// headers' __syncthreads, __trap, __brkpt are such)
extern "C" __device__ void cdev(int);
extern "C" __device__ void cdev0();
void h(int *p) { __brkpt(); cdev(1); cdev0(); __trap(); }
void h2(int *p) { int x = "s"; __brkpt(); cdev(1); cdev0(); __syncthreads(); __threadfence(); }
__global__ void k() { __syncthreads(); cdev(2); }
__host__ __device__ void hd() { }
#pragma cufe_program device_member_functions
// (members: "Shape::area() const" while no error was reported and for
// those without parameters, else their code name, "_ZNK" for a const one;
// o.f() at the member's name)
struct Shape { float w; __device__ float area() const { return w * w; } __device__ void set(int a, float b); __device__ static int cnt();
  float scaled(float s) const { return area() * s; }
  void host_set() { set(1, 2.f); }
  void after_err() { int x = "s"; set(1, 2.f); area(); cnt(); }
};
namespace ns { struct Sh { __device__ float area() const; __device__ void set(int, float); __device__ float cget(int i) const; }; }
void use(ns::Sh &sh, ns::Sh *p) { sh.area(); p->set(1, 1.f); sh.cget(2); }
struct A { virtual __device__ void v(); void h() { v(); } __device__ void later(); __host__ __device__ void hd() { later(); } __device__ void od(); };
void A::od() {}
void use2(A &a) { a.od(); }
