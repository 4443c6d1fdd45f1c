// --user_defined_literals / --no_user_defined_literals (default: from
// C++11).  With --no_user_defined_literals a suffix is no ud-suffix: a
// number's is "extra text", a string's an identifier after the literal.
// (cufe does not yet reject literal operator declarations, operator""_k,
// in that mode; cudafe++ says "expected an operator".)
// OPTIONS:
// OPTIONS: --user_defined_literals
// OPTIONS: --no_user_defined_literals
// OPTIONS: --c++20 --no_user_defined_literals
int f() { int c = 12_k; return c; }
int g() { const char *s = "ab"_s; return s[0]; }
