// Function templates whose deduction certainly fails (304 with 3327
// "candidate function template ... failed deduction"): `T *` (`T **`,
// `const T *`) from an argument that is no pointer or a pointer of fewer
// levels (0 and nullptr included), a type parameter no function parameter
// names; `T &` from an rvalue deduces T and then does not bind (3326,
// "argument #1").  Launches too.  Not yet: class-type arguments,
// non-type template parameters (`T (&)[N]`).  From probes of cudafe++.
// (the lines before the first program are part of every program)
template <class T> void p1(T *p) { }
template <class T> void pc(const T *p) { }
template <class T> void pp(T **p) { }
template <class T> T z() { return T(); }
template <class T> void r1(T &r) { }
template <class T> void cr(const T &r) { }
template <class T> __global__ void k(T *p) { }
#pragma cufe_program e01
void f(float v) { p1(v); }
#pragma cufe_program e02
void f() { int x = 0; int arr[4]; p1(&x); p1(arr); pc(&x); pc("s"); }
#pragma cufe_program e03
void f(int *q) { pp(q); }
#pragma cufe_program e04
void f(int *q) { pp(&q); }
#pragma cufe_program e05
int f() { return z(); }
#pragma cufe_program e06
int f() { return z<int>(); }
#pragma cufe_program e07
void f() { r1(3); }
#pragma cufe_program e08
void f() { int x = 1; r1(x); cr(3); cr(x + 1); }
#pragma cufe_program e09
void f(int x) { r1(x + 1); }
#pragma cufe_program e10
void f() { p1(0); }
#pragma cufe_program e11
void f() { p1(nullptr); }
#pragma cufe_program e12
void f(float v) { k<<<1, 1>>>(v); }
#pragma cufe_program e13
void f(float *v) { k<<<1, 1>>>(v); }
#pragma cufe_program e14
void f(double d) { pc(d); }
#pragma cufe_program e15
void f() { r1(2.5f); }
#pragma cufe_program e16
void f(int n) { p1(n * 2); }
#pragma cufe_program e18
void f(const char *s) { p1(s); pp(s); }
#pragma cufe_program class_temporary_argument
struct GreaterThan { float t; };
template <class Pred> __global__ void cnt(const float *in, int n, Pred pred) { }
void ct1(float *out, int *count) { const int n = 4; cnt<<<1, 1>>>(out, n, GreaterThan{0.1f}, count); }
void ct2(float *out, int *count) { cnt<<<1, 1>>>(out, 4, 2.0f, count); }
void ct3(float *out, int *count) { GreaterThan gt{1}; cnt<<<1, 1>>>(out, 4, gt, count); }
#pragma cufe_program closure_arguments
template <typename F> __global__ void go0(F f) { }
void cl(int *out) { auto noparams = []() { return 1; }; go0<<<1, 1>>>(noparams, out); auto two = [](int a, float b) { return a * b; }; go0<<<1, 1>>>(two, out); }
