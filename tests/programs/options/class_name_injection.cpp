// --class_name_injection (the default) / --no_class_name_injection: whether
// a class's name is declared in its own scope (the injected-class-name).
// Without it, unqualified lookup in a derived class does not find a base
// class's name there: in Y below X is the variable M::X, so `X *p = 0` is a
// multiplication and p is undefined (20); with it X is the base, and the
// statement declares p.  A class's own name (constructors, a class
// template's name without arguments) still works, found in the enclosing
// scope.  cudafe++ also spells some regenerated declarations of the host
// file differently (same object); cufe does not model what it then
// reports for a base's name that is inaccessible or hidden otherwise.
// OPTIONS:
// OPTIONS: --class_name_injection
// OPTIONS: --no_class_name_injection
// OPTIONS: --c++20 --no_class_name_injection
struct X { int m; };
namespace M {
int X;
struct Y : ::X { void f() { X *p = 0; (void)p; } };
}
struct A { A(); A(int); ~A(); static A make(); A *self; };
A::A() {}
A::A(int) {}
A::~A() {}
A A::make() { A a; return a; }
template <class T> struct B { B(); B(const B &); B *next; B<T> *n2; static B make(); };
template <class T> B<T>::B() {}
template <class T> B<T> B<T>::make() { B b; return b; }
struct O { struct I { I(); O *o; I *i; }; I i; O(); };
O::I::I() {}
O::O() : i() {}
struct D : A { D() : A(1) {} };
