// --stricter_template_checking: no effect in nvcc's modes on template
// definitions that are never instantiated (a call through a dependent
// base, a non-dependent call with wrong arity, a dependent member).
// OPTIONS:
// OPTIONS: --stricter_template_checking
int one(int);
template<class T> struct B { int bm; };
template<class T> struct D : B<T> { int h() { return this->bm + T::zz; } };
template<class T> int f(T t) { return t.member(1, 2) + one(t); }
