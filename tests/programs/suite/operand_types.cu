// Operands and values of the wrong class where only built-in operators
// and conversions can be meant (fundamental types): 2138, 2140 (operands
// of arithmetic operators), 42 (a number compared with a pointer), 513,
// 144, 167, 120 (a string literal assigned, initializing, passed or
// returned where a number goes), 415 (a string as a launch's grid or
// block); and valid neighbours.  From probes of cudafe++.
// (the lines before the first program are part of every program)
int g(int);
void h(float *, unsigned);
__global__ void k(int *p) {}
#pragma cufe_program o01
int f(int x) { return x - "s"; }
#pragma cufe_program o02
int f(int x) { return x * "s"; }
#pragma cufe_program o03
int f(int x) { return "s" / x; }
#pragma cufe_program o04
int f(int x) { return x % "s"; }
#pragma cufe_program o05
int f(int x) { return x < "s"; }
#pragma cufe_program o06
int f(int *p) { return p["s"]; }
#pragma cufe_program o07
int f() { return "s"; }
#pragma cufe_program o08
int f() { const int w = "s", h = 160; return w + h; }
#pragma cufe_program o09
int f(int x) { return g("s"); }
#pragma cufe_program o10
void f(float *p) { h(p, "s"); }
#pragma cufe_program o11
int f(int x) { return x & "s"; }
#pragma cufe_program o12
int f(int x) { return x << "s"; }
#pragma cufe_program o13
int f(unsigned u) { return u == "s"; }
#pragma cufe_program o14
double f(double d) { return d + "s"; }
#pragma cufe_program o15
int f(int x) { x = "s"; return x; }
#pragma cufe_program o16
int f(int x) { x += "s"; return x; }
#pragma cufe_program o17
int f(int x) { return -"s"; }
#pragma cufe_program o18
float f() { float v = "s"; return v; }
#pragma cufe_program o19
unsigned f() { return "s"; }
#pragma cufe_program o20
int f(long x) { return x > "s"; }
#pragma cufe_program o21
int f(int x) { return !"s"; }
#pragma cufe_program o22
int f(int x) { int a[2]; return a["s"]; }
#pragma cufe_program o23
void f(unsigned char *p) { h(0, "s"); }
#pragma cufe_program o24
int f(int x) { return "s" == x; }
#pragma cufe_program o25
int f(int x) { return g("s", 2); }
#pragma cufe_program o26
void f(int *p) { k<<<1, "s">>>(p); }
#pragma cufe_program o27
void f(int *p) { k<<<"abc", 1>>>(p); }
#pragma cufe_program o28
int f(double d) { return d % 2; }
#pragma cufe_program o29
int f(int x) { return ~"s"; }
#pragma cufe_program o30
int f(int *p, int *q) { return p * q; }
#pragma cufe_program o31
int f(int x) { return "s" - 1.5; }
#pragma cufe_program o32
bool f() { return "s"; }
#pragma cufe_program o33
int f(unsigned long n) { return n > "s"; }
#pragma cufe_program o34
int f(short n) { return n != "s"; }
#pragma cufe_program o35
int f(int x) { return 1 < "s"; }
#pragma cufe_program o36
int f(char c) { return c < "s"; }
#pragma cufe_program o37
int f(int x) { return x == 0 || x < "s"; }
#pragma cufe_program o38
int f() { unsigned u = "s"; return u; }
#pragma cufe_program o39
int f() { int x = "s"; return x; }
#pragma cufe_program o40
int f() { static int x = "s"; return x; }
#pragma cufe_program o41
int f() { long long q = "s"; return 0; }
#pragma cufe_program o42
int f() { volatile float v = "s"; return 0; }
#pragma cufe_program o43
int f() { int a = 1, b = "s"; return a + b; }
#pragma cufe_program o44
int f(int x) { return x + 1; }
#pragma cufe_program o45
const char *f(int x) { return "s" + x; }
#pragma cufe_program o46
const char *f(int x) { return x + "s"; }
#pragma cufe_program o47
long f(const char *p, const char *q) { return p - q; }
#pragma cufe_program o48
int f(const char *p) { return p == 0; }
#pragma cufe_program o49
int f(const char *p) { return p[1]; }
#pragma cufe_program o50
int f(int x) { return x << 2 | x >> 1 & 3; }
#pragma cufe_program o51
double f(double d) { return -d * 2.5 / d; }
#pragma cufe_program o52
int f(int x) { return x % 3; }
#pragma cufe_program o53
int f(char c) { return c == 'a'; }
#pragma cufe_program o54
void f(int *p) { k<<<1, 2>>>(p); }
#pragma cufe_program o55
int f(int x) { return x * "s" + 1; }
#pragma cufe_program o56
int f(int x) { x * "s"; return 0; }
#pragma cufe_program conditional_operands
int f1(bool p) { return 3 + (p ? 1 : "s"); }
const char *f2(bool p) { return p ? "s" : 1; }
const char *f3(bool p) { return p ? 0 : "s"; }
void f4(bool p) { float x = 1; (void)(p ? x : "s"); }
void f5(bool p, int *ip) { (void)(p ? ip : "s"); }
void f6(bool p, int *ip, float *fp) { (void)(p ? ip : fp); }
void f7(bool p) { (void)(p ? 2.5 : "abc"); }
void f8(bool p, long n) { (void)(p ? n + 1 : "abc"); }
template <class T> void f9(bool p) { (void)(p ? 1 : "s"); }
template <class T> void f10(T p) { (void)(p ? 1 : "s"); }
void f11(bool p) { (void)(p ? false : "s"); }
void f12(bool p) { (void)(p ? 'c' : "s"); }
void f13(bool p) { (void)(p ? (1 - 1) : "s"); }
#pragma cufe_program conditional_operands_valid
#include <cstddef>
void g1(bool p, int *ip, const char *cp, const int *cip, void *vp) {
  (void)(p ? nullptr : "s"); (void)(p ? NULL : "s"); (void)(p ? (char *)0 : "s");
  (void)(p ? ip : nullptr); (void)(p ? cp : "s"); (void)(p ? 0L : "s"); (void)(p ? 1 : 2.0);
  (void)(p ? ip : cip); (void)(p ? ip : vp); (void)(p ? (0) : "s"); (void)(p ?: 1);
  (void)(p ? 0u : "s"); (void)(p ? '\0' : "s"); (void)(p ? u8"a" : "s"); (void)(p ? ip : 0);
}
#pragma cufe_program local_array_bounds
constexpr int BLOCK = 128, R = 3;
__global__ void k(float *o) {
  __shared__ float tile[BLOCK + "s" * R];
  int a[2 * R][R - "x"];
  float b[BLOCK + 2 * R];
  o[0] = tile[0] + a[0][0] + b[0];
}
#pragma cufe_program member_call_results
struct W { unsigned int rank() const { return 0; } float f(int) { return 1; } int g() { return 2; } };
void k98(int *p) {
  W w; if (w.rank() == "x") p[1] = 2; float v = w.f(1) + "y"; (void)v;
  if (w.rank() < 0) p[0] = 1; if (w.rank() >= 0u) p[0] = 2; unsigned r = w.rank(); (void)r;
  int arr[4] = {}; arr[w.g()] = 1; p[w.rank()] = 3; long l = w.g() * 2L; (void)l;
}
#pragma cufe_program library_call_results
#include <cstdlib>
namespace N { int h(); long g(int); namespace M { float q(); } }
namespace N { void f1(int *x) { *x = h() % "s"; } void f2(int *x) { *x = g(1) % "s"; }
  void f3(int *x) { *x = M::q() % 2; } }
void f4(int *x) { *x = N::h() % "s"; *x = ::N::g(2) % "t"; }
void f5(int *x) { *x = rand() % "s"; *x = std::rand() % "s"; *x = std::atoi("3") % "s"; }
void f7(int *x) { *x = std::rand() % 7 + (int)std::strtol("3", 0, 10) % 2 + N::h() % 3; }
#pragma cufe_program pointer_assignments
#include <cstdint>
#include <cstddef>
struct S { float *m; };
void ok(float *a, const float *c, void *v, const void *cv, char *ch, int *i, long *l,
        std::int64_t *i64, std::size_t *sz, unsigned long *ul, float *__restrict__ r,
        float arr[4], float *&ref, volatile float *vf, S *sp) {
  float *p; const float *q; void *w; const void *cw; long *lp; unsigned long *ulp;
  p = a; q = a; q = c; w = a; w = i; cw = c; cw = a; w = v; cw = v; cw = cv;
  p = r; p = arr; ref = a; q = ref; lp = l; lp = i64; ulp = sz; ulp = ul;
  p = nullptr; p = 0; p = NULL; p = sp->m; sp->m = a; p = (float *)c;
  const volatile float *cvf; cvf = vf; cvf = c; cvf = a;
  auto z = c; z = q; char *cc; cc = ch;
  (void)p; (void)q; (void)w; (void)cw; (void)cc;
}
template <class T> void tf(T *a, const T *b) { a = b; }
void bad1(float *a, const float *c) { a = c; }
void bad2(int *i, float *f) { i = f; }
void bad4(long *l, long long *ll) { l = ll; }
void bad5(char *c, signed char *s, unsigned char *u) { c = s; c = u; s = u; }
void bad6(void *v, const float *c) { v = c; }
void bad7(float *a, volatile float *vf) { a = vf; }
__global__ void bad9(float *a, double *d, int n) { for (int s = 0; s < n; ++s) { float *p = a; p = d; a = p; } }
void bad10(int *a, unsigned *b, bool *c, char *d) { a = b; c = d; }
#pragma cufe_program class_array_subscripts
struct B { int v; };
__global__ void k(B *out, int i) {
  __shared__ B bar[2];
  B loc[3][2];
  out[0] = bar["s"];
  out[1] = bar[1.5];
  out[2] = loc["x"][0];
  out[4] = bar[i];
}
void h(B prm[], int i) { B x = prm["s"]; (void)x; }
template <class T> void t(T *p) { T a[2]; a["s"]; }
#pragma cufe_program qualified_operands_with_strings
void f(const int *in, int i, int *o) {
  const int c = in[0]; volatile long vl = 2; const double cd = 1.0;
  if (c < "s") o[0] = 1;
  if (in[i] == "s") o[1] = 1;
  o[2] = i ? c : "s";
  o[3] = i ? "s" : vl;
  o[4] = i ? cd : "t";
  if ("x" != vl) o[5] = 1;
}
__global__ void k(const int *in, int *out, int n) { int i = threadIdx.x; int v = i < n ? in[i] : "s"; out[i] = v; }
#pragma cufe_program function_subscripts
#include <vector>
int hh(int);
namespace N { int q(int); }
struct S { int m(int); static int sm(int); int operator[](int); };
template <class T> void t(T x) { x[0]; }
void f(int n, S s) {
  std::vector<float> v();
  for (int i = 0; i < n; ++i) v[i] = 1.0f;
  int a = hh[1];
  int b = N::q[2];
  int d = S::sm[0];
  int e = s[0];
  (void)a; (void)b; (void)d; (void)e;
}
#pragma cufe_program pointer_array_bounds
// (a bound of a pointer type: 2140 in a block; 2373 at namespace and
// class scope, where the literal alone and string literal arithmetic have
// "const char *" instead of std::size_t's "unsigned long")
// (sema reports namespace-scope findings at the next function body:
// after the parser's errors in between, so these are two programs)
int gn[2 + "s"];
struct A { int m[1 + "s"]; };
void f(char *p, int x) { int a[p]; int b[2 + "s"]; int c[&x]; int d["s" + 1]; }
#pragma cufe_program literal_array_bounds
char gs["x"];
struct A { char bytes["t"]; };
union U { char c["w"]; };
#pragma cufe_program pointer_array_bounds_valid
void f(char *p, int x) { int a[sizeof(p)]; int b[sizeof("s") + 1]; int c[x]; int d[(int)sizeof(&x)]; (void)a; (void)b; (void)c; (void)d; }
struct A { int m[sizeof("s")]; };
#pragma cufe_program class_subscript_strings
// (o["s"] on a plain class: 349 with the operand types, a note per
// operator[] -- by its name alone unless overloaded -- and the two
// built-in candidates, at the `[`)
struct P2 { int operator[](int) const; int &operator[](int); };
struct P4 { int x; };
struct P6 { float operator[](unsigned long i) const; };
void f(P2 p, const P2 &cp, P4 r, P6 &q) { p["s"]; cp["s"]; r["s"]; q["idx"]; }
#pragma cufe_program class_subscript_strings_valid
struct K { int operator[](const char *) const; };
struct Str { Str(const char *); };
struct M { int operator[](Str) const; };
struct V { int operator[](int) const; };
void f(K k, M m, V v) { (void)k["s"]; (void)m["s"]; (void)v[1]; (void)v['c']; }
