// --nonstd_qualifier_deduction and --nonstd_default_arg_deduction (and
// their no_ spellings): deduction from qualified parameter types and
// calls that leave defaulted parameters out: no effect in nvcc's modes.
// OPTIONS:
// OPTIONS: --nonstd_qualifier_deduction
// OPTIONS: --no_nonstd_qualifier_deduction
// OPTIONS: --nonstd_default_arg_deduction
// OPTIONS: --no_nonstd_default_arg_deduction
template<class T> int f(const T *p, T v) { return *p + v; }
int g(int *ip) { return f(ip, 1); }
template<class T> int d(T a, T b = 0) { return a + b; }
int h() { return d(1); }
template<class T> int q(const volatile T &r) { return sizeof r; }
int k() { const int c = 1; return q(c); }
