// --context_limit=N: cudafe++ lists at most N instantiation contexts under a
// diagnostic when it has two or more; one context is always shown (limits 0
// and 1 included).  cufe's diagnostics have at most one context.
// OPTIONS:
// OPTIONS: --context_limit=0
// OPTIONS: --context_limit=1
// OPTIONS: --context_limit=5
template <int N> struct A { static_assert(N > 0, "positive"); int a[N > 0 ? N : 1]; };
A<0> x;
template <class T> struct B { static_assert(sizeof(T) == 1, "byte"); };
B<int> y;
