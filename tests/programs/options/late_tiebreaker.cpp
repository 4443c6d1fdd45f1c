// OPTIONS:
// OPTIONS: --late_tiebreaker
// OPTIONS: --early_tiebreaker
// --late_tiebreaker / --early_tiebreaker: when the cv-qualifier tiebreaker
// of overload resolution applies; no effect in nvcc's modes.
struct A { operator int() const; operator int(); operator long() const; };
int f(A a) { int i = a; long l = a; return i + (int)l; }
struct C { operator int() const; operator long(); };
void g(int); void g(long);
void h(C c) { g(c); }
struct D { void m() const; void m(); int operator[](int) const; int operator[](long); };
int k(D d) { d.m(); return d[1]; }
void p(const int *); void p(int *);
void q(int *x) { p(x); }
