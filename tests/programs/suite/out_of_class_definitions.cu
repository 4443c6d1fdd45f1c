// A member function defined out of its class that no declaration of the
// class matches: with one function of that name, 147 "declaration is
// incompatible with "void A::f(int *)" (declared at line N)" at the name
// -- a parameter count, a parameter type (arithmetic types through
// typedefs, pointers, references, their cv-qualifiers), the return type
// or const that certainly differs; with overloads each certainly another,
// 493 "no instance of overloaded function "O::o" matches the specified
// type".  From probes of cudafe++.
// (the lines before the first program are part of every program)
typedef int myint;
struct A { void f(int *p); int g(int) const; float h(float); void k(); void ok(myint); const char *s(const char *); void r(int &); };
namespace N { struct B { void m(int); }; }
struct O { void o(int); void o(float); };
#pragma cufe_program o01
void A::f(int *p, int q) { }
#pragma cufe_program o02
int A::g(int x) { return x; }
#pragma cufe_program o03
double A::h(float x) { return x; }
#pragma cufe_program o04
void A::k(int z) { }
#pragma cufe_program o05
void N::B::m(long) { }
#pragma cufe_program o06
void A::ok(int v) { }
#pragma cufe_program o07
const char *A::s(const char *t) { return t; }
#pragma cufe_program o08
const char *A::s(char *t) { return t; }
#pragma cufe_program o09
void A::r(int v) { }
#pragma cufe_program o10
void A::f(const int *p) { }
#pragma cufe_program o11
void A::f(int *const p) { }
#pragma cufe_program o12
void O::o(double) { }
#pragma cufe_program o13
__device__ void A::k() { }
#pragma cufe_program o14
int A::g(int x) const { return x; } float A::h(float y) { return y; }
