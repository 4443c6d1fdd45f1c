// Calls whose function is certain without knowing the arguments' types:
// a name no declaration has (no lookup can find it), a name declared only
// in the global namespace and never as a friend (argument-dependent
// lookup adds nothing), a namespace-qualified name (no argument-dependent
// lookup at all; the namespace's inline namespaces and the namespaces its
// using-declarations name give the declarations).  From probes of
// cudafe++ on the C and C++ library and the CUDA runtime API.
// (the lines before the first program are part of every program)
#include <cstdlib>
#include <cstdio>
#include <vector>
#pragma cufe_program c01
void f() { std::exit(); }
#pragma cufe_program c02
void f() { std::exit(1, 2); }
#pragma cufe_program c03
void f() { exit(1, 2); }
#pragma cufe_program c04
void f(std::vector<float> &v) { cudaFree(v.data(), 1); }
#pragma cufe_program c05
void f(std::vector<float> &h) { cudaMemcpyq(h.data(), h.data(), 4, cudaMemcpyHostToDevice); }
#pragma cufe_program c06
void f(std::vector<int> &h) { auto l = [&] { inlam(h.data()); }; l(); }
#pragma cufe_program c07
struct S { int v; void m(std::vector<int> &h) { helperq(h.data(), v); } };
#pragma cufe_program c08
namespace N { int g(int); int g(int, int); } void f() { N::g(1); N::g(1, 2); }
#pragma cufe_program c09
void f() { std::printf(); }
#pragma cufe_program c10
namespace A { inline namespace B { void g(int); } } void f() { A::g(); }
#pragma cufe_program c11
template <class T> void t(T x) { later(x); }
#pragma cufe_program c12
void f() { std::exit(0); ::exit(1); }
#pragma cufe_program c13
void f() { ::exit(1, 2); }
#pragma cufe_program c14
namespace M { int h(int); } void f() { M::h(1, 2); }
#pragma cufe_program c15
namespace M { int h(int); } void f() { M::h(1); } namespace M { int h(int, int); }
#pragma cufe_program c16
namespace M { int h(int); int h(int, int); } using M::h; void f() { h(1, 2); }
#pragma cufe_program c17
namespace M { int h(int); } void f(std::vector<int> &v) { M::h(v.size(), 1); }
#pragma cufe_program c18
void g(int *p, int q); void f(std::vector<int> &v) { g(v.data()); }
#pragma cufe_program c19
void f(std::vector<int> &v) { undef_a(undef_b(v.size()), v.data()); }
#pragma cufe_program c20
namespace M { int h(int, int = 2); } void f() { M::h(1); M::h(); }
