// Names not found in member function bodies: read when the outermost
// class is complete (later members are found), judged where the class and
// those enclosing it have no base-clause.  Members of a dependent base
// are not looked into (`x` in Derived: cudafe++ stays silent too).
struct S {
  int a;
  int f() { return a + later + uq; }
  struct In { int g() { return sf() + iq; } };
  int later;
  static int sf();
};
int S::sf() { return later2 + oq; }
template <class T> struct B { T x; };
template <class T> struct Derived : B<T> { T h() { return this->x; } };
struct Base { int bm; };
struct Der : Base { int k() { return bm + dq; } };
template <class T> struct D { T t; void mf() { t = vq; } void mg() { t = T(); } };
template <class T> struct Crtp { int c() { return static_cast<T *>(this)->v; } };
struct UsesCrtp : Crtp<UsesCrtp> { int v; };
int later2;
int main() { return S().f() + Der().k() + UsesCrtp().c(); }
struct Der2 : Der { int k2() { return bm + k() + d2q; } };
struct Der3 : Derived<int> { int k3() { return x; } };  // (a template base: not judged)
