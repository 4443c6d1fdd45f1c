// Member functions defined in their classes: judged when the class's bases
// are known (read when the outermost class is complete); in class
// templates only what cudafe++ checks in a definition; members are named
// C::f in messages.  From probes of cudafe++.
#pragma cufe_program f01
int g(int);
float fabsf(float);
struct S { S() { g(1, 2); } };
#pragma cufe_program f02
int g(int);
float fabsf(float);
struct S { ~S() { return; } };
#pragma cufe_program f03
int g(int);
float fabsf(float);
struct S { int f() { return g(); } };
#pragma cufe_program f04
int g(int);
float fabsf(float);
struct S { float operator()(float a, float b) const { return fabsf(1.0f, 2.0f) > b ? a : b; } };
#pragma cufe_program f05
int g(int);
float fabsf(float);
struct S { int m; operator int() const { return m; } };
#pragma cufe_program f06
int g(int);
float fabsf(float);
struct S { int m; void h() { unsigned u = 1; if (u < 0) m = 1; } };
#pragma cufe_program f07
int g(int);
float fabsf(float);
struct S { int k() { return; } };
#pragma cufe_program f08
int g(int);
float fabsf(float);
struct S { void v() { return 1; } };
#pragma cufe_program f09
int g(int);
float fabsf(float);
struct S { int q() { int a; return a; } };
#pragma cufe_program f10
int g(int);
float fabsf(float);
struct S { static int st() { break; return 0; } };
#pragma cufe_program f11
int g(int);
float fabsf(float);
struct S { int later() { return later_member + 1; } int later_member; };
#pragma cufe_program f12
int g(int);
float fabsf(float);
template <class T> struct TS { T t; int f() { return g(1, 2); } int h() { int a; return a; } };
#pragma cufe_program f13
int g(int);
float fabsf(float);
struct B { int b; }; struct D : B { int f() { return g(1, 2); } };
#pragma cufe_program f15
int g(int);
float fabsf(float);
struct S { S(int x) { return; } S(float f) { if (f) return; } int v; };
#pragma cufe_program f17
int g(int);
float fabsf(float);
struct S { int f(int x) { return x < "s"; } };
#pragma cufe_program f20
int g(int);
float fabsf(float);
struct S { __device__ int f(unsigned u) { return u >= 0; } };
