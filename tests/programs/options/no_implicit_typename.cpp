// --no_implicit_typename (the default in C++17): a name with a dependent
// qualifier is not a type without `typename`, so in a block `T::x *p;` is
// a multiplication (p undefined) and `T::x v;` a syntax error; with
// --implicit_typename both are declarations (implicit_typename.cpp has the
// other contexts).  In C++20 cudafe++ takes T::x as a type in the contexts
// P0634 lists with or without the option, not in a block.
// OPTIONS:
// OPTIONS: --no_implicit_typename
// OPTIONS: --implicit_typename
// OPTIONS: --c++20 --no_implicit_typename
// OPTIONS: --c++20 --implicit_typename
template <class T> void k1() { T::type *p; }
template <class T> void k2() { T::type v; }
template <class T> void k3() { T::type z(3); }
template <class T> void k4(int w) { T::type &q = w; }
template <class T> struct S { void m() { T::type *p = 0; } };
