// A member function called on a const (or volatile) object it does not
// take (1086, "object type is:" line), read from the semantic model's
// typed expressions; and calls it must stay silent on.
// (the lines before the first program are part of every program)
namespace N { struct W { int v; int get() { return v; } int one(); int two(int, float); static int st();
                         int cq() const; int cq(); int rq() &; int rr() &&; int cv() const volatile; }; }
struct B { int bf(); };
struct D : B { int own(); };
typedef N::W WT;
#pragma cufe_program e01
int f(const N::W &c) { return c.get(); }
#pragma cufe_program e02
int f(const N::W *p) { return p->one(); }
#pragma cufe_program e03
int f(const D &d) { return d.bf() + d.own(); }
#pragma cufe_program e04
int f(const WT &t) { return t.one(); }
#pragma cufe_program e05
int f(const volatile N::W &c) { return c.one(); }
#pragma cufe_program e06
int f(const N::W &c) { return c.rq(); }
#pragma cufe_program e07
int f(N::W w) { const N::W &c = w; int a = c.two(1, 2.0f); return a + (&c)->get(); }
#pragma cufe_program e08
struct S { int n; int size() { return n; } int twice() const { return this->size() * 2; } };
#pragma cufe_program e09
__device__ int g(const N::W &c) { return c.one(); }
#pragma cufe_program e10
int f(volatile N::W &c) { return c.one(); }
#pragma cufe_program e11
struct P { int *q; int val() { return *q; } };
int f(const P ps[2]) { return ps[1].val() + (*ps).val(); }
#pragma cufe_program e12
int f(const N::W &c) { auto &r = c; return r.get(); }
#pragma cufe_program v01
int f(N::W &w, N::W *const p, const N::W &c) { return w.get() + p->one() + c.st() + c.cq() + c.cv(); }
#pragma cufe_program v02
template <class T> int f(const T &t) { return t.get(); }
#pragma cufe_program v03
template <class T> struct Box { T v; int get() { return 0; } };
int f(const Box<int> &b) { return b.v; }
#pragma cufe_program e13
int f(const N::W &c) { return sizeof(c.get()); }
#pragma cufe_program v05
struct M { mutable int k; int bump() { return ++k; } };
int f(M &m) { const M *p = &m; return p->k; }
#pragma cufe_program v06
int f(N::W w) { auto l = [w]() mutable { return w.get(); }; return l(); }
#pragma cufe_program e14
struct V : B { int v; int get(); int twice() const { return V::get() + bf(); } };
#pragma cufe_program e15
struct V { int v; int get(); static int s2() { return sizeof(get()) + v; } };
#pragma cufe_program e16
struct V { int get(); };
int f() { return V::get(); }
int g() { return [] { return V::get(); }(); }
#pragma cufe_program e17
struct V { int get(); };
__global__ void k(int *o) { o[0] = V::get(); }
#pragma cufe_program e18
struct V { int m; static int h(); static int g() { return m + h(); } };
#pragma cufe_program v07
struct V { int m; int get() const; static int st(); int n() const { return get() + st() + V::st(); }
  static int g() { return sizeof(m) + st(); } static int V::*pm() { return &V::m; } };
#pragma cufe_program v08
struct V { int get(); friend int fr(V &x) { return x.get(); } int h() { return get(); } };
#pragma cufe_program v09
struct O { int get(); struct I { int k() { return 1; } }; };
static union { int au; };
struct V { static int g() { return au; } int one(); int c() const { return [this] { return 1; }(); } };
#pragma cufe_program v10
struct V { int get(); int get(int); static int g() { return 0; } };
int f(V &v) { return v.get() + v.get(1) + V::g(); }
#pragma cufe_program e19
struct V { int v; int get() { return v; } int cget() const { return v; } };
int f(V a, V &b) {
  auto l1 = [a] { return a.get(); };
  auto l3 = [&a, b] { return a.get() + b.cget(); };
  auto l4 = [=] { return b.get(); };
  return l1() + l3() + l4();
}
#pragma cufe_program v11
struct V { int v; int get() { return v; } };
int f(V a, V &b) {
  auto l2 = [a]() mutable { return a.get(); };
  auto l5 = [&] { return a.get() + b.get(); };
  auto l6 = [a] { return [a]() mutable { return a.get(); }(); };
  return l2() + l5() + l6();
}
