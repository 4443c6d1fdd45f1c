// Function templates: what cudafe++ checks in a template's definition
// (calls, members, operands, 186, 174, 257 as a warning, break) and what
// it leaves to instances (549, 20091, return values), instantiated or
// not; dependent expressions are never judged.  From probes of cudafe++.
// (the lines before the first program are part of every program)
int g(int);
struct V { int x; };
__device__ int dv;
#pragma cufe_program t01
template <class T> int f(T t) { return g(1, 2); }
#pragma cufe_program t02
template <class T> int f(T t) { unsigned u = 3; return u < 0; }
#pragma cufe_program t03
template <class T> int f(T t) { int q; return q; }
#pragma cufe_program t04
template <class T> int f(T t) { V v; return v.xq; }
#pragma cufe_program t05
template <class T> int f(T t) { return dv; }
#pragma cufe_program t06
template <class T> int f(T t) { int x = 1; x; return x * "s"; }
#pragma cufe_program t07
template <class T> int f(T t) { break; return 0; }
#pragma cufe_program t08
template <class T> void f(T t) { return 1; }
#pragma cufe_program t09
template <class T> int f(T t) { const int k; return 0; }
#pragma cufe_program t10
template <class T> int f(T t) { return g(1, 2); } int use() { return f(1); }
#pragma cufe_program t11
template <class T> int f(T t) { int q; return q; } int use() { return f(1); }
#pragma cufe_program t12
template <class T> int f(T t) { return dv; } int use() { return f(1); }
#pragma cufe_program t13
template <class T> int f(T t) { return g(t, 2); }
#pragma cufe_program t14
template <class T> int f(T t) { return t.xq; }
#pragma cufe_program t15
template <class T> int f(T t) { return t < 0; }
#pragma cufe_program t16
template <class T> int f(T t) { t; return 0; }
#pragma cufe_program t17
template <class T> int f(T t) { return t * "s"; }
#pragma cufe_program t18
template <int N> int f() { return N < 0; }
#pragma cufe_program t19
template <int N> int f() { unsigned a[N]; return sizeof(a) < 0; }
#pragma cufe_program t20
template <class T> __global__ void k(T *p) { p[0] = threadIdx.xq; }
#pragma cufe_program t21
template <class T> __global__ void k(T *p) { p[threadIdx.x] = blockDim.x; }
#pragma cufe_program t22
template <class T> int f(T t) { for (int i = 0; i < 3; i++) { continue; } return 0; }
#pragma cufe_program t23
template <class T> int f(T t) { const T k; return 0; }
#pragma cufe_program t24
template <class T> int f(T t) { int unused; return 0; }
#pragma cufe_program writes_to_const_in_templates
template <class T> void wf(T t) { const unsigned c = 1; c = 2; const int k = 3; k++; }
template <unsigned B> __global__ void wg(int *p) { const unsigned c = 1; c = 2; }
struct WS { template <class T> void m() { const int z = 0; z = 1; } };
#pragma cufe_program dependent_array_bounds
template <int T> __global__ void k(float *c) { __shared__ float As[T][T]; c[0] = fmaf(As[0][1], As[1][0], c[0], 1); }
template <int N> float hf() { float a[N + 1]; return fmaf(a[0], a[1], a[2], 1); }
template <int N> float hg(float *a) { return fmaf(a[0], a[1], a[2], 1); }
#pragma cufe_program value_parameters_as_operands
template <int BLOCK> __global__ void k(int *p) { int last = "s" * BLOCK - 1; p[0] = last; }
template <unsigned N> __global__ void k1(int *p) { if (N >= 0) p[0] = 1; unsigned u = 0; if (u < N) p[1] = 2; }
template <int N> void k4() { int a[N]; a[0] = N; (void)a; fmaf(N, N, N, N); }
template <long L> long k5() { return L % "x"; }
#pragma cufe_program string_for_integer_template_parameter
template <int N> struct Win { int d[N]; };
Win<"s"> w1;
template <class T, int N> struct W2 { T d[N]; };
template <class T> void g() { W2<T, "x"> w; (void)w; }
template <class T, unsigned long N = 4> struct W3 { T d[N]; };
W3<float, "y"> w3;
Win<4> ok1; W3<int> ok2;
#pragma cufe_program launches_of_undeclared_kernels
template <typename T> struct GridL { void ramp(T *out, int n) { applyq<<<1, 64>>>(out, n); } };
template <typename T> void rampf(T *out, int n) { applyr<<<1, 64>>>(out, n); }
void hl(int *out) { applyz<<<1, 1>>>(out, 1); }
#pragma cufe_program specialization_without_template
template <class T, class U> struct SA2 { };
struct SA2<int, float> { };
template <class T> struct SC { };
template <> struct SC<int> { };
template <class T> struct SC<T *> { };
template struct SC<double>;
struct SC<char> *spc;
template <class T> struct SD { struct E; };
struct SD<long> { };
struct SC<unsigned int> { int x; };
#pragma cufe_program string_template_defaults
template <typename T, int U = "s"> struct A {};
template <unsigned U = "s"> void f() {}
template <bool B = "s"> struct C {};
template <long L = u8"s"> struct D {};
template <char C = "s"> struct F {};
template <int U = ("s")> struct I {};
template <int U = "s" "t"> struct J {};
template <int X, int Y = "s"> __global__ void kk() {}
template <int = "s"> struct L {};
template <short S = "s", unsigned long long Q = "s", signed char X = "s"> struct M {};
template <const int V = "s"> struct O {};
template <int V = L"s"> struct P {};
template <typename T, T V = "s"> struct H {};
template <int V = 1, class T = int, const char *S = nullptr> struct R {};
#pragma cufe_program floating_template_parameters
template <float X> struct G {};
template <double> struct H {};
template <int A, const float B> void f() {}
template <class T> struct J { template <float Y> void g(); };
template <float X = "s"> struct K {};
template <float *P, const double &R, int N = 2> struct W {};
#pragma cufe_program kernel_template_return_types
template <class T> __global__ int k1(T) { return 0; }
template <class T> __global__ T k2(T t) { return t; }
__global__ int k3() { return 0; }
template <class T> struct S { __global__ int k4(); static __global__ int k5() { return 1; } };
template <class T> __global__ int k6(T);
#pragma cufe_program explicit_specialization_bodies
struct P { int a; };
template <typename T> void f1(T) {}
template <> void f1<bool>(bool v) { P p; int i = p.q; (void)i; }
template <typename T> __device__ void f2(T) {}
template <> __device__ void f2<bool>(bool v) { int i = threadIdx.xq; (void)i; }
template <> __device__ void f2<int>(int v) { P p; int i = p.q + "s"; (void)i; }
template <class T> T zero() { return T(); }
template <> int zero<int>() { return 0; }
template <class T> struct Traits;
template <> struct Traits<int> { static int v() { return 1; } int m = 2; };
template <class T> int use(T t);
template <> int use<int>(int t) { Traits<int> tr; return Traits<int>::v() + t + zero<int>() + tr.m; }
namespace N { template <class T> void f(T); template <> void f<int>(int x) { (void)x; } }
template <class T> __global__ void k(T *p, int n);
template <> __global__ void k<float>(float *p, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) p[i] = 2.0f * p[i]; }
template <class T, int N> struct A { T a[N]; };
template <class T> int size(const T &);
template <> int size(const A<int, 3> &x) { return sizeof x.a / sizeof x.a[0]; }
template <class T> void launch(T *p);
template <> void launch<float>(float *p) { k<float><<<1, 32>>>(p, 32); }
#pragma cufe_program string_template_arguments
template <bool B> struct A {};
template <char C> struct Bc {};
template <short S> struct Cs {};
template <signed char X> struct D {};
template <unsigned short U> struct E {};
template <int I> struct F {};
A<"s"> a; Bc<"s"> b; Cs<"s"> c; D<"s"> d; E<"s"> e; F<"s"> f;
