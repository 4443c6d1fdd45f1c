// o.m < ... where m names a member template of some class but o's class
// is not known to the parser (a dependent type): `<` opens template
// arguments only where a `>` closes them before a `(`.  Found on thrust's
// examples: libstdc++'s std::__sample has `if (__p.first < __n)` and CCCL
// declares span<..>::first<Count>().  From probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
struct Span { template <int N> int first() const { return N; } int size() const { return 4; } };
template <class A, class B> struct Pair { A first; B second; };
#pragma cufe_program dependent_comparison
template <class P> bool less(const P &p, int n) { if (p.first < n) return true; return false; }
int main() { Pair<int, int> q{1, 2}; return less(q, 3) ? 0 : 1; }
#pragma cufe_program dependent_pointer_comparison
template <class P> int count(const P *p, int n) { int c = 0; while (p->first < n && c < 3) c++; return c; }
int main() { Pair<int, int> q{1, 2}; return count(&q, 3); }
#pragma cufe_program dependent_comparison_in_parentheses
template <class P> bool both(const P &p, int n, int m) { return (p.first < n) && (m > p.second); }
int main() { Pair<int, int> q{1, 2}; return both(q, 3, 4) ? 0 : 1; }
#pragma cufe_program known_comparison
int main() { Pair<int, int> q{1, 2}; int n = 3; return q.first < n ? 0 : 1; }
#pragma cufe_program member_template_call
int main() { Span s; return s.first<2>() + s.size() - 6; }
#pragma cufe_program dependent_member_template_call
template <class S> int take(const S &s) { return s.template first<3>(); }
int main() { return take(Span{}) - 3; }
#pragma cufe_program member_template_call_in_arguments
template <int N> struct Int { static const int value = N; };
int main() { Span s; return Int<sizeof(int)>::value + s.first<1>() - 5; }
#pragma cufe_program undefined_after_comparison
template <class P> bool less2(const P &p, int n) { return p.first < n + undefined_name; }
int main() { return 0; }
