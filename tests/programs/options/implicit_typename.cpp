// --implicit_typename: in a template definition a name with a dependent
// qualifier (T::x, T::U::x) is taken as a type where the context makes it
// one, without `typename`: before a declarator (a name, cv, `*`, `&`: in a
// block, `T::x *p;` is a declaration), in a cast `(T::x)v`.  Without it
// (C++17) each is an error, and cudafe++ decides what is left ambiguous
// when it instantiates the template (cufe does not: it stays silent there,
// e.g. on `T::x & r;`, a reference without initializer for cudafe++).  The
// runs without the option are in no_implicit_typename.cpp (cufe's messages
// for these declarations outside a block differ from cudafe++'s).
// OPTIONS: --implicit_typename
// OPTIONS: --c++20 --implicit_typename
int b, x;
int f(int, int);
template <class T> struct A { typedef int type; static const int v = 1; void m(); };
template <class T> struct D : T::base {
  T::type m;
  typedef T::type td;
  T::type f(T::type x);
  static T::type s;
  const T::type *cp;
  T::type &r;
  T::U::type deep;
  D(int q) : T::base(q) {}
  using T::base::g;
  enum { e = T::value };
  void g1() { T::type v; T::type *p = 0; T::type &q = v; T::type z(3); (void)p; (void)q; }
  void g2() { static T::type s2; const T::type c = 0; T::type const c2 = 0; (void)c; }
  void g3() { x = T::a * b; T::f(x); x = T::a < 3; }
  int g4() { return T::v + f(T::value, 2) + sizeof(T::value) + A<T::type>::v; }
  int g5() { return (T::type)m + (T::U::type)1; }
  void g6() { T::template f<int>(); switch (x) { case T::value: break; } }
  T::type g7();
};
template <class T> T::type D<T>::g7() { return (T::type)0; }
template <class T> T::type h(T t);
template <class T> void A<T>::m() { T::type *p = 0; (void)p; }
