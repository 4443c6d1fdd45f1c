// --old_specializations: a class template specialization may be defined
// without `template<>`; by default that is error 795 "specializing class
// "A<int>" requires "template<>" syntax" at its name.
// OPTIONS:
// OPTIONS: --old_specializations
// OPTIONS: --no_old_specializations
template <class T> struct A { int f() { return 1; } };
struct A<int> { int f() { return 2; } };
template <class T, class U> struct A2 { };
struct A2<int, float> { };
int use() { A<int> a; return a.f(); }
