// --no_c++11_sfinae: an expression in a function template's declaration
// (here a trailing decltype) that is wrong for the deduced arguments is no
// deduction failure ("no instance of function template ... matches", by
// default: cufe does not report that yet, so no run without the option)
// but an error of the specialization's declaration, in the context of
// 456's "based on template argument <int>".  cufe: a member access on a
// parameter `T t` whose T a call certainly deduces as arithmetic (153).
// With --pending_instantiations=1 the declaration is not even begun (456).
// OPTIONS: --no_c++11_sfinae
// OPTIONS: --no_c++11_sfinae --pending_instantiations=1
int first;
template<class T> auto f(T t) -> decltype(t.foo());
template<class T, class U> auto g(T t, U u) -> decltype(u.bar + t);
template<class T> auto h(T t) -> decltype(t.foo()) { return t.foo(); }
void a() { f(1); f(2); g(1, 2.0); h('c'); }
void b() { f(3L); f(1); }
