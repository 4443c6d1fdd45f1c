// --pending_instantiations=N: at most N template instantiations in
// progress at once (0: no limit; by default 200, only deep recursion
// reaches it).  With 1 cudafe++ allows none, not even the declaration of
// a specialization a call makes: 456 at the function template (the token
// after its template header), once per specialization, "based on template
// argument(s) <...>".  cufe reports it where a call in a non-template body
// certainly deduces the arguments; it does not instantiate bodies, so the
// nesting limits of 2 and more are not modelled (silent).
// OPTIONS:
// OPTIONS: --pending_instantiations=1
// OPTIONS: --pending_instantiations=2
// OPTIONS: --pending_instantiations=0
int first;
template<class T> T one(T t) { return t; }
template<class T, class U> T two(T t, U) { return t; }
template<class T> void ptr(T *);
template<class T> void cref(const T &);
namespace N { template<class T> void g(T) {} }
int f() { one(1); one(2); two('c', 1.0); int *p = 0; ptr(p); return 0; }
void h() { one(1L); cref(2.0f); N::g(3u); two(4, 5L); }
