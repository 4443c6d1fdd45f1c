// Names qualified by a namespace or a complete class that has no such
// member (error 135, "namespace "N" has no member "x"", at the name), in
// expressions; the namespace's inline namespaces and using-directives
// count.  From probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
#include <cstdio>
namespace N { int a; namespace I { int b; } struct C { static int m; }; inline namespace V { int v; } }
namespace U { using namespace N; }
#pragma cufe_program q01
void f() { std::printfq("x"); }
#pragma cufe_program q02
void f() { N::aq = 1; N::I::bq = 2; }
#pragma cufe_program q03
void f() { N::C::mq = 3; }
#pragma cufe_program q04
void f() { N::v = 1; U::a = 2; U::v = 3; U::I::b = 4; N::C::m = 5; }
#pragma cufe_program q05
void f() { U::zz = 1; }
#pragma cufe_program q06
template <class T> void f(T t) { N::nope(t); }
#pragma cufe_program q07
void f() { ::g_missing = 1; }
#pragma cufe_program q08
namespace M { void later(); } void f() { M::later(); M::later2(); }
#pragma cufe_program q09
struct D : N::C {}; void f() { D::m = 1; D::mm = 2; }
#pragma cufe_program q10
void f() { int k = sizeof(N::I::nothere); (void)k; }
#pragma cufe_program q11
void f() { int k = N::Iq::b; (void)k; }
#pragma cufe_program q12
void f(int a, int w) { bool b = a < int > w; int c = sizeof(int) + int(3) + (int)a; (void)b; (void)c; }
#pragma cufe_program q13
void f(int w) { std::vectorq<int> w; }
#pragma cufe_program namespace_alias_qualifiers
namespace very { namespace deep { int f(int); int f(int, int); } }
namespace vd = very::deep;
void g() { vd::f(1, 2, 3); very::deep::f(); }
#pragma cufe_program qualified_type_names
void f() { try { } catch (const std::exceptionq &ex) { } }
void g() { std::stringq s; }
void h(std::stringq s);
void k() { std::size_tq n = 0; (void)n; }
