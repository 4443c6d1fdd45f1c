// Deleted functions (1776 "cannot be referenced -- it is a deleted
// function"): a call of a function defined `= delete` -- one function:
// after whatever is wrong with the arguments, which cudafe++ reports too;
// an overload set: where the winner is certain -- member functions
// ("A::m() const"), constructors that take the arguments exactly.  Not
// yet: instances of class templates, copies.  From probes of cudafe++.
// (the lines before the first program are part of every program)
struct NoCopy { NoCopy() = default; NoCopy(const NoCopy &) = delete; NoCopy &operator=(const NoCopy &) = delete; void use() {} void gone(int) = delete; };
#pragma cufe_program d01
void only(int) = delete;
void f() { only(3); }
#pragma cufe_program d02
void only(int) = delete;
void f() { only(3, 4); }
#pragma cufe_program d03
void two(int, float) = delete;
void f() { two(1, 2.0f); }
#pragma cufe_program d04
void dflt(int, int = 2) = delete;
void f() { dflt(1); }
#pragma cufe_program d05
void f() { NoCopy n; n.gone(1); }
#pragma cufe_program d06
void f() { NoCopy n; n.use(); }
#pragma cufe_program d07
void f(NoCopy *p) { p->gone(2); }
#pragma cufe_program d08
struct C { C(int) = delete; C(double); };
void f() { C c(2); }
#pragma cufe_program d09
struct C { C(int) = delete; C(double); };
void f() { C c(2.0); }
#pragma cufe_program d10
struct C { C(int, int) = delete; C(long, long); };
void f() { C c(1, 2); }
#pragma cufe_program d11
struct C { C(int, int) = delete; C(long, long); };
void f() { C c(1L, 2L); }
#pragma cufe_program d12
namespace N { void g(int) = delete; }
void f() { N::g(1); }
#pragma cufe_program d13
__device__ void dg(int) = delete;
__global__ void k() { dg(1); }
#pragma cufe_program d14
struct M { void m() const = delete; };
void f(const M &x) { x.m(); }
#pragma cufe_program d15
struct M { static void sm(int) = delete; };
void f() { M::sm(1); }
#pragma cufe_program d16
void only(float) = delete;
void f() { only(3); }
#pragma cufe_program d17
void h(int) = delete; void h(long);
void f() { h(1L); }
#pragma cufe_program d18
void h(int) = delete; void h(long);
void f() { h(1); }
#pragma cufe_program d21
struct C { explicit C(int) = delete; C(char); };
void f() { C c('x'); }
#pragma cufe_program with_argument_errors
void only1(int) = delete;
void f() { only1(); }
void g() { only1("s"); }
struct A1 { void m(int) = delete; };
void h(A1 a) { a.m(); a.m(1, 2); }
