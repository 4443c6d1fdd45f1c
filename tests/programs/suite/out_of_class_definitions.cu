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
#pragma cufe_program undeclared_members
// (a name the class's body does not declare: 135, "class template
// "Grid<T>"" for a template's; classes with bases and const members not
// judged)
struct S { void f(); };
void S::nope() {}
template <class T> struct Grid { void flat(T *out, int n); T get() const; };
template <class T> void Grid<T>::flatq(T *out, int n) {}
template <class T, int N> struct G2 { void a(); };
template <class T, int N> void G2<T, N>::b() {}
namespace ns { template <class T> struct G3 { void a(); }; }
template <class T> void ns::G3<T>::c() {}
struct F { void f(int); static int sv; };
void F::f(int) {}
void F::g(int) {}
int F::sv2 = 3;
int F::sv = 1;
template <class T> struct GV { static T gv; };
template <class T> T GV<T>::gw = 0;
template <class T> T GV<T>::gv = T();
#pragma cufe_program undeclared_members_valid
struct AA { void f(); void f(int); template <class T> void t(T); struct In { void g(); }; AA(); ~AA(); operator int(); AA &operator=(const AA &); static int sv; };
void AA::f() {} void AA::f(int) {} template <class T> void AA::t(T) {} void AA::In::g() {} AA::AA() {} AA::~AA() {} AA::operator int() { return 0; }
AA &AA::operator=(const AA &) { return *this; }
int AA::sv = 1;
template <class T> struct GG { void a(); template <class UU> void b(UU); GG(); };
template <class T> void GG<T>::a() {} template <class T> template <class UU> void GG<T>::b(UU) {} template <class T> GG<T>::GG() {}
template <> void GG<int>::a() {}
template <class T> struct GG<T *> { void p(); };
template <class T> void GG<T *>::p() {}
namespace ns { struct N { void n(); }; void N::n() {} }
union UU { void u(); }; void UU::u() {}
