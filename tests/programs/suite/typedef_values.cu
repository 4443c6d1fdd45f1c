// A value of a typedef'd arithmetic type where a pointer goes (144, 167,
// 513): cudafe++ names the typedef with what it stands for, "L" (aka
// "long"), for a variable, parameter or data member declared with it --
// without the variable's own cv-qualifiers, and past a typedef that holds
// some (typedef volatile L VL: "L"; typedef const int CI: "int").  From
// probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
#include <cstdint>
typedef long L;
typedef L L2;
typedef const int CI;
typedef CI CI2;
typedef volatile L VL;
namespace N { struct S { typedef float sf; }; }
struct G { typedef short gs; gs m; };
void h(int *);
#pragma cufe_program v01
void f() { L y = 0; int *q = y; (void)q; }
#pragma cufe_program v02
void f(N::S::sf x) { h(x); }
#pragma cufe_program v03
void f(L y, size_t n) { int *p; p = y; p = n; h(n); (void)p; }
#pragma cufe_program v04
void f(CI ci, CI2 ci2, VL vl, const L cl, L &ref, L2 l2) { h(ci); h(ci2); h(vl); h(cl); h(ref); h(l2); }
#pragma cufe_program v05
void f(G g, G *gp) { h(g.m); int *p = gp->m; (void)p; }
#pragma cufe_program v06
void f(uint32_t u, int8_t i8, uint64_t w) { h(u); h(i8); int *p = w; (void)p; }
#pragma cufe_program v07
void f(L y, N::S::sf z) { long a = y; double b = y; float c = z; int *p = 0; p = 0; (void)a; (void)b; (void)c; (void)p; }
#pragma cufe_program v08
__global__ void k(L n, int *out) { int *p = n; out[0] = *p; }
