// --old_for_init / --new_for_init: the scope of a variable declared in a
// for statement's init-statement.  By default (--new_for_init) it is local
// to the loop; with --old_for_init it belongs to the block enclosing the
// loop: it is visible after the loop (no 20 "identifier is undefined"), and
// a declaration of the same name in that block is 101 "has already been
// declared in the current scope" at the later name (a parameter counts in
// a function's or lambda's outermost block, not in a function-try-block).
// The substatement of an if, else, while, do or for is a scope of its own;
// a label is not; a condition's and a range-based for's declarations keep
// the loop's scope, a C++20 range-based for's init-statement does not.
// After a 101 the later declaration is the one its uses see (u is an int:
// no 186 "pointless comparison of unsigned integer with zero"; &d an int *).
// OPTIONS:
// OPTIONS: --old_for_init
// OPTIONS: --new_for_init
// OPTIONS: --c++20 --old_for_init
struct S { int x; int f() const { return x; } };
int take(S);
int after() { int n = 0; for (int i = 0; i < 3; ++i) n += i; return n + i; }
int member() { for (S s = {1}; s.x < 3; ++s.x) ; return take(s) + s.f(); }
void again() { for (int j = 0; j < 3; ++j) ; for (long j = 0; j < 3; ++j) ; }
void redecl() { for (int k = 0; k < 3; ++k) ; int k = 3; (void)k; }
void redecl_static() { for (int k = 0; k < 3; ++k) ; static int k; }
void redecl_typedef() { for (int k = 0; k < 3; ++k) ; typedef int k; }
void before() { int m = 0; for (int m = 1; m < 3; ++m) ; (void)m; }
void param(int p) { for (int p = 0; p < 3; ++p) ; }
void fn_try(int p) try { for (int p = 0; p < 3; ++p) ; } catch (...) { }
void lambda_param() { auto l = [](int q) { for (int q = 0; q < 1; ++q) ; }; (void)l; }
void branches(int c) { if (c) for (int i = 0; i < 3; ++i) ; else for (int i = 0; i < 3; ++i) ; }
void substatements(int c) {
  while (c) for (int i = 0; i < 3; ++i) ;
  do for (int i = 0; i < 3; ++i) ; while (0);
  for (int k = 0; k < 1; ++k) for (int i = 0; i < 3; ++i) ;
  int i = k;
  (void)i;
}
void labelled() { L: for (int a = 0; a < 3; ++a) ; a = 1; }
void condition() { for (int b = 0; int c = b; ) ; b = c; }
void range() { int v[2] = {1, 2}; for (int e : v) ; e = 1; }
template <class T> T in_template(T t) { for (T u = t; u < 10; ++u) ; return u; }
struct M { int h() { for (int w = 0; w < 2; ++w) ; return w; } int g(int z) { for (int z = 0; ;) ; } };
void later_wins() { for (unsigned u = 1; u < 3; ++u) ; for (int u = 2; u >= 0; --u) ; double d = 2.5; for (int d = 0; d < 1; ++d) ; int *p = &d; (void)p; }
