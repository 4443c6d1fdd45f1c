// Member accesses the member check must leave alone: members of bases,
// anonymous unions and structs, using-declarations, classes in
// namespaces and templates (not judged yet), static members, member calls.
struct A { int a; static int s; void m(); };
struct B : A { union { int u; float v; }; struct { int sx; }; using A::a; };
namespace N { struct C { int c; }; }
template <class T> struct D { T d; };
struct E : D<int> { int e; };
void f(B b, N::C c, D<int> d, E e)
{
  b.a = 1; b.u = 2; b.v = 3; b.sx = 4; b.s = 5; b.m();
  c.c = 6;
  d.d = 7;
  e.d = 8; e.e = 9;
}
int main() { return 0; }
