// Member functions defined in their classes: judged when the class's bases
// are known (read when the outermost class is complete); in class
// templates only what cudafe++ checks in a definition; members are named
// C::f in messages.  From probes of cudafe++.
// (the lines before the first program are part of every program)
int g(int);
float fabsf(float);
#pragma cufe_program f01
struct S { S() { g(1, 2); } };
#pragma cufe_program f02
struct S { ~S() { return; } };
#pragma cufe_program f03
struct S { int f() { return g(); } };
#pragma cufe_program f04
struct S { float operator()(float a, float b) const { return fabsf(1.0f, 2.0f) > b ? a : b; } };
#pragma cufe_program f05
struct S { int m; operator int() const { return m; } };
#pragma cufe_program f06
struct S { int m; void h() { unsigned u = 1; if (u < 0) m = 1; } };
#pragma cufe_program f07
struct S { int k() { return; } };
#pragma cufe_program f08
struct S { void v() { return 1; } };
#pragma cufe_program f09
struct S { int q() { int a; return a; } };
#pragma cufe_program f10
struct S { static int st() { break; return 0; } };
#pragma cufe_program f11
struct S { int later() { return later_member + 1; } int later_member; };
#pragma cufe_program f12
template <class T> struct TS { T t; int f() { return g(1, 2); } int h() { int a; return a; } };
#pragma cufe_program f13
struct B { int b; }; struct D : B { int f() { return g(1, 2); } };
#pragma cufe_program f15
struct S { S(int x) { return; } S(float f) { if (f) return; } int v; };
#pragma cufe_program f17
struct S { int f(int x) { return x < "s"; } };
#pragma cufe_program f20
struct S { __device__ int f(unsigned u) { return u >= 0; } };
#pragma cufe_program member_without_type
template <class T> class Pipeline { public: explicit Pipelineq(T threshold) : threshold_(threshold) {} T threshold_; };
struct half_t { unsigned short v; __host__ __device__ explicit half_tq(float f) : v(f) {} };
struct A { Aq(); int x; };
struct B { inline Bq(int) { } };
struct C { C(); ~C(); };
#pragma cufe_program member_without_type_valid
template <class T> struct X { X(); X(const X &); ~X(); operator int() const; template <class U> X(U u); };
template <class T> X<T>::X() {}
template <> struct X<int> { X(); int v; };
struct O { struct I { I(int); }; O(); explicit O(int); };
O::O() {}
struct D : O { using O::O; D(); };
typedef struct T0 { T0(); } T1;
union U { U() : a(0) {} int a; float b; };
template <class T> struct P { struct Q { Q(); }; P(); };
struct F { friend void ff(F); };
#define CTOR(n) n()
struct M { CTOR(M); };
struct alignas(16) AL { __host__ __device__ AL() {} };
int main() { return 0; }
#pragma cufe_program members_of_classes_in_namespaces
__global__ void k(int *p) {}
int helper(int);
namespace geo {
int local_helper(int, int);
struct Plain { int v; void f(int *out) { k<<<"s", 1>>>(out); v = helper(1, 2); local_helper(1); } };
template <typename T> struct Vec { T x; void self(int *out) const { k<<<"s", 1>>>(out); } };
namespace inner { struct Deep { void g() { local_helper(1, 2, 3); } }; }
}
#pragma cufe_program members_of_classes_in_namespaces_valid
int helper(int);
namespace geo {
int helper(int, int);
struct Plain { int v; int helper(int a, int b, int c) { return a + b + c; } void f() { v = helper(1, 2, 3); } };
struct Other { int v; void f() { v = helper(1, 2); } };
}
