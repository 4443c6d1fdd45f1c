// --no_distinct_template_signatures: the old rule that every template
// parameter of a function template is used in its parameter types
// (deduced there): otherwise error 445 at the parameter (after an unnamed
// one) naming the function template as cudafe++ does ("f", "N::C::m",
// "g()" for an overloaded name).  Uses in a default argument, under
// decltype or sizeof, or in a typename-specifier's qualifier are no uses.
// Parameters with defaults and packs are exempt.  (cufe leaves out
// friends, class templates' members, constructors -- cudafe++ warns 445
// for those by default -- and overloaded names with parameters.)
// OPTIONS:
// OPTIONS: --no_distinct_template_signatures
// OPTIONS: --distinct_template_signatures
template<class T> struct Box { typedef T type; };
template<class T> T f0();
template<class T> void f1(T);
template<class T, class U> void f2(T);
template<int N> void f3();
template<int N> void f4(int (&)[N]);
template<class T> void f5(typename Box<T>::type);
template<class T> void f6(decltype(T()));
template<class T> void f7(int x = sizeof(T));
template<class> void f8();
template<int> void f9();
template<template<class> class TT> void f10();
template<template<class> class> void f11();
template<class T, class U = int> void f12(T);
template<class T, class... U> void f13(T);
template<class T> void f14(int T::*);
template<class T> void f15(typename T::type, T);
template<int N> void f16(int (&)[N + 1]);
namespace N { template<class T> void nf(); struct K { template<class U> static int sm(); }; }
struct C { template<class T> void m(); template<class T> void u(T); };
template<class T> void C::m() {}
void g(int);
template<class T> void g();
template<class T> long h(int);
template<class T> int h(...);
int k() { f1(1); return 0; }
