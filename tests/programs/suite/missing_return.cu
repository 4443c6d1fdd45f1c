// Control reaching the end of a non-void function (warning 940 at the
// body's `}`): host and __host__ __device__ functions, members named with
// their class; not __device__ functions, templates, main, or functions
// that end in return, throw, a call of a noreturn function, an endless
// loop, a switch whose every path returns.  From probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
#include <cstdlib>
#pragma cufe_program m01
int f(int a) { if (a) return 1; } int g(int a) { a++; }
#pragma cufe_program m02
__device__ float d(float x) { x *= 2; } int h(int a) { while (true) { } } int k(int a) { return a; }
#pragma cufe_program m03
void v() { } int sw(int a) { switch (a) { case 1: return 1; default: return 2; } } int th(int a) { throw 1; } int main() { }
#pragma cufe_program m04
__host__ __device__ int hd(int a) { a++; } template <class T> T tf(T a) { a++; }
#pragma cufe_program m05
struct S { int m(int a) { a++; } };
#pragma cufe_program m06
int ex(int a) { exit(1); } int ab(int a) { if (a) return 1; else return 2; } int lp(int a) { for (;;) { } }
#pragma cufe_program m07
int lp2(int a) { while (1) { if (a) break; } } int lp3(int a) { do { return 1; } while (a); } int nest(int a) { { return a; } }
#pragma cufe_program m08
int ab(int a); int gt(int a) { goto x; x: return 1; } int sw2(int a) { switch (a) { case 1: return 1; } } int call(int a) { ab(a); }
#pragma cufe_program m09
int ab(int a); static int st(int a) { a++; } inline int in(int a) { a++; } constexpr int ce(int a) { return a; }
#pragma cufe_program m10
int e2(int a) { if (a) { return 1; } else if (a > 2) { return 3; } } int e3(int a) { if (a) { return 1; } else { throw 2; } }
#pragma cufe_program m11
[[noreturn]] void die(); int e4(int a) { die(); } int e5(int a) { if (a) die(); }
__attribute__((noreturn)) void die2(); int e6(int a) { die2(); }
