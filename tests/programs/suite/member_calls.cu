// Calls of member functions through an object or a pointer to one
// (o.f(...), p->f(...)) with too few or too many arguments (165, 140) or
// an argument that does not convert (167), where the class is a plain
// one members.c judges and the member one function (no overloads: their
// message is another).  From probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
struct Runner { long run(int n) { return n; } int two(int a, int b = 2) { return a + b; } static int st(int) { return 0; } int ov(int); int ov(float); };
struct Derived : Runner { };
struct Late { int f(int a); };
int Late::f(int a = 3) { return a; }
#pragma cufe_program k01
long h(Runner p, Runner *q) { long a = p.run(); q->run(1, 2); return a; }
#pragma cufe_program k02
int h(Runner &p) { p.two(); p.two(1); return p.two(1, 2, 3); }
#pragma cufe_program k03
void h(Derived d, Runner p) { d.run(); p.st(1, 2); d.run(5); }
#pragma cufe_program k04
int h(Late l, Runner p) { p.run("s"); return l.f(); }
#pragma cufe_program k05
struct A { void f(int); }; struct C : A {}; void h(C c, C *p) { c.f(1); p->f(2); }
#pragma cufe_program k06
struct HeapTree {
  const int *values;
  int size;
  __device__ long long sum(int node) const
  {
    return node >= size ? 0 : values[node] + sum(2 * node + "s") + sum(2 * node + 2, 1);
  }
  static int st(int a, int b = 2);
  void k() { st(1, 2, 3); st(); }
};
#pragma cufe_program k07
struct launcher { int b, t; void run(int *d, int n) {} };
struct P7 { int x; P7(int a) : x(a) {} int get() const { return x; } };
void h(int *d, int n) {
  launcher{1, 2}.run(d, n, 1);
  launcher{1, 2}.runq(d);
  int v = P7(3).get(1) + P7(4).y;
}
#pragma cufe_program k08
struct Field { int scale; void fill(int *out); int twice(int a) const; };
template <class F> __global__ void run1(F f, int *out) { }
__global__ void plain(int *out) { }
void Field::fill(int *out)
{
  plain<<<"s", 8>>>(out);
  int t = twice(1, 2);
}
int Field::twice(int a) const { return 2 * a; }
#pragma cufe_program static_members_and_qualified_bodies
struct Field { static void fill_static(int *out, int v) { out[0] = v; } void m(int a); };
namespace lib { void ns_kernel(int *p); int ns_var; }
void lib::ns_kernel(int *p) { p[0] = ns_var + qq; }
void Field::m(int a) { fill_static(nullptr); }
int main() { int out[1]; Field::fill_static(out); Field::fill_static(out, 1, 2); return 0; }
#pragma cufe_program qualified_member_calls
struct B { int h(); int nope(); }; struct D : B { int h(int); };
int f(D d, D *p) { return d.h(1) + d.B::h() + p->B::h() + d.B::nope(); }
