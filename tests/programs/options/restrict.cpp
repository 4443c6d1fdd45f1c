// --restrict / --no_restrict: whether restrict is a keyword (default off in
// C++; __restrict__ always is).  With --restrict a restrict-qualified local
// pointer is valid; without it, restrict is an identifier and the
// declaration is a syntax error.
// OPTIONS:
// OPTIONS: --restrict
// OPTIONS: --no_restrict
// OPTIONS: --c++20 --restrict
int f(int *p) { int *restrict q = p; return *q; }
