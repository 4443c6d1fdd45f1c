// String literals where an aggregate's member of an arithmetic type goes
// (144 at the literal), through nested lists, brace elision and arrays of
// aggregates, at block and namespace scope; and valid initializers.
// (the lines before the first program are part of every program)
struct Q { int a; int b; };
struct R { float x; Q q; const char *name; };
struct V { double d; bool ok; long n; };
#pragma cufe_program g01
__device__ Q aggregate = {1, "s"};
Q g2{"t", 2};
#pragma cufe_program g02
void h() {
  Q l = {3, "u"};
  R r = {1.0f, {2, "v"}, "ok"};
  Q arr[2] = {{1, 2}, {"w", 3}};
  R r2 = {1.0f, 2, "x"};
  V v{1.0, true, "y"};
}
#pragma cufe_program g03
void h() { }
namespace ns { R late = {2.0f, {"z", 1}, "n"}; }
#pragma cufe_program g04
__global__ void k(int *p) { Q q = {p[0], "s"}; }
#pragma cufe_program v01
Q ok1 = {1, 2};
R ok2 = {1.0f, {2, 3}, "name"};
void h(Q other) {
  R r = {1.0f, other, "n"};
  Q arr[2] = {{1, 2}, {3, 4}};
  R r2 = {1.0f, 2, 3, "x"};
  Q part = {1};
}
#pragma cufe_program v02
struct W { int a; W(int x) : a(x) {} };
struct P { int a; private: int b; };
template <class T> struct TA { T a; int b; };
void h() { TA<const char *> t = {"s", 1}; }
#pragma cufe_program g05
struct PX { int x; constexpr PX() : x("s") {} };
int ga[3] = {1, "t", 3};
void h() { int values[3] = {4, "s", 6}; float f[2] = {"u"}; char name[4] = {"abc"}; double ok[2] = {1.0, 2}; }
#pragma cufe_program class_name_as_type_in_body
struct sink { int total; template <class T> friend sink &operator<<(sink &s, const T &v); sink *self() { return this; } };
void a1() { sink s{"s"}; }
struct P2 { int a; static P2 make() { return P2{1}; } };
void a2() { P2 p{"x"}; }
#pragma cufe_program designated_initializers
struct LaunchParams { int n; int block; float scale; bool clamp; };
void f(int n) { LaunchParams p{.n = n, .blockq = 128, .scale = 2.0f}; (void)p; LaunchParams q{.n = 1, .block = 2}; (void)q; }
#pragma cufe_program pointer_arrays
// (every element that is no such pointer: 144 each, in order)
void f() {
  const float a = 2.0f; float b = 1.0f; const int c = 1; long l = 3;
  int *ip[] = {&b, &a, 0, &c};
  void *v[3] = {&a, 1};
  const void *cv[] = {&a, &c, "s"};
  int *z[] = {l};
  float *fp[2][2] = {&b, &a};
}
#pragma cufe_program pointer_arrays_valid
void g(int); void g2(int);
struct S { int m; };
void f(int *ext) {
  const char *names[] = {"a", "b", nullptr, 0};
  char *old[] = {"a"};
  void (*fns[])(int) = {g, g2, &g};
  int x = 0; S s; int arr[4];
  int *ps[] = {&x, &s.m, arr, ext, &arr[1], (int *)0, nullptr, 0L};
  void *vs[] = {ps, &ps, fns[0] ? nullptr : &x, names};
  const void *cvs[] = {names, &names[0], "lit"};
  float *fl[] = {(float *)&x, static_cast<float *>(nullptr)};
  int *tern[] = {x ? &x : ext};
  (void)old; (void)vs; (void)cvs; (void)fl; (void)tern;
}
