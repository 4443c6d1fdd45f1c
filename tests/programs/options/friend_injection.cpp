// --friend_injection / --no_friend_injection (the default): whether a
// name first declared in a friend declaration is visible to ordinary
// lookup in the innermost enclosing namespace (the pre-standard rule).
// Without it a call of such a function, or a use of such a class, is 20
// "identifier is undefined" (argument-dependent lookup aside).  cufe also
// declares a class template's friend functions at once, where cudafe++
// waits for an instantiation (silent there), and leaves a friend function
// named like a class of the scope undeclared (cudafe++: the function hides
// it); nor does it check the calls of such functions' arguments.
// OPTIONS:
// OPTIONS: --friend_injection
// OPTIONS: --no_friend_injection
// OPTIONS: --c++20 --friend_injection
struct S { friend void f(int); friend int ff(int a) { return a; } };
void g1() { f(1); }
int g2() { return ff(2); }
struct T { friend struct Q; template <class U> friend void tf(U); };
Q *g3();
void g4() { tf(1); }
namespace N { struct C { friend void cf(); }; void g5() { cf(); } }
void g6() { cf(); }
struct O { struct I { friend void nf(); }; };
void g7() { nf(); }
template <class T> struct A { friend struct AQ; };
AQ *g8();
