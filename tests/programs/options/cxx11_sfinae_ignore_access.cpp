// --c++11_sfinae_ignore_access: a member a call's deduced class does not
// give access to, named in the function template's declaration (here a
// trailing decltype), is no deduction failure ("no instance ... matches"
// by default, which cufe does not report yet: no run without the option)
// but an error (265, discretionary) of the specialization's declaration.
// cufe: `t->m` with `T *t`, T deduced as a class of the global namespace
// without friends or bases, m private or protected in it.
// OPTIONS: --c++11_sfinae_ignore_access
// OPTIONS: --c++11_sfinae_ignore_access --diag_warning=265
int first;
class P { int priv; void pm(); public: int pub; void pf(); };
struct S { int a; private: void sp(); protected: int sq; };
template<class T> auto h(T *t) -> decltype(t->pm()) { }
template<class T> auto k(T *t) -> decltype(t->priv) { return 0; }
template<class T> auto q(T *t) -> decltype(t->pub) { return 0; }
template<class T> auto w(T *t) -> decltype(t->sp()) { }
template<class T> auto v(T *t) -> decltype(t->sq) { return 0; }
P *pp;
S *sp;
void c() { h(pp); k(pp); q(pp); w(sp); v(sp); h(pp); }
