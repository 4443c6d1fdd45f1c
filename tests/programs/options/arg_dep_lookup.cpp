// OPTIONS:
// OPTIONS: --arg_dep_lookup
// OPTIONS: --no_arg_dep_lookup
// --no_arg_dep_lookup: argument-dependent lookup; cudafe++ keeps it in
// nvcc's (C++11 and later) modes.
namespace N { struct S {}; void f(S); int operator+(S, int); template<class T> void t(T); }
void g() { N::S s; f(s); int x = s + 1; t(s); (void)x; }
namespace M { enum E { e }; int h(E); }
int k() { return h(M::e); }
