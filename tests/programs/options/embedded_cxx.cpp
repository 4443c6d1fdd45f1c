// --embedded_c++: the Embedded C++ subset.  What it leaves out is a
// discretionary error at the keyword that starts it: templates (875; not
// the disambiguator, not a template template parameter's inner template),
// exception handling (876: try, throw, a noexcept specifier but not the
// noexcept operator), namespaces (877: definitions, aliases, using-
// directives), dynamic_cast and typeid (878), the new-style casts (879),
// using-declarations (880; not alias-declarations), mutable members (881;
// not a mutable lambda), and at a base-specifier that is not the first or
// is virtual (882).  The constructs are read on as written: the rest of
// the program is checked as without the option.  None of it is reported
// in system headers (a discretionary error).
// OPTIONS:
// OPTIONS: --embedded_c++
// OPTIONS: --embedded_c++ --diag_suppress=875,877
// OPTIONS: --embedded_c++ --diag_warning=876
template <class T> struct A { T t; };
template <template <class> class TT> struct H {};
struct S { template <class T> void f(); };
void u(S s) { s.template f<int>(); }
namespace N { int a; }
namespace { int z; }
namespace M = N;
inline namespace V {}
using namespace N;
struct B { mutable int m; };
auto l1 = [](int a) mutable { return a; };
void f() { try { throw 1; } catch (...) { throw; } }
void g() noexcept;
void h() throw();
void i() try { } catch (int) { }
bool nx = noexcept(1);
struct Q { void k() noexcept(true); };
struct V1 {}; struct W : virtual V1 {};
struct X1 {}; struct Y1 {}; struct Z : X1, private Y1 {};
struct E1 : public virtual V1 {};
int c(int *p) { return static_cast<int>(*p) + (int)reinterpret_cast<long>(p) + const_cast<int *>(p)[0]; }
struct P { virtual ~P(); }; P *q; void *r = dynamic_cast<void *>(q);
struct B1 { void g(); }; struct B2 : B1 { using B1::g; };
void m() { using ::g; }
struct G { using A2 = B1; };
# 1 "/usr/include/sys.h" 3
template <class T> struct InSystemHeader {};
namespace SysN { void s() noexcept(true); }
# 50 "embedded_cxx.cpp" 2
void after() noexcept(true);
