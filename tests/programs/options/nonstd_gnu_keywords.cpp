// --nonstd_gnu_keywords / --no_nonstd_gnu_keywords: whether GNU's typeof
// (without underscores) is a keyword (default: in GNU mode).  With
// --no_nonstd_gnu_keywords it is an undefined identifier; --nonstd_gnu_keywords
// outside GNU mode (--no_g++) is a command-line error.
// OPTIONS:
// OPTIONS: --nonstd_gnu_keywords
// OPTIONS: --no_nonstd_gnu_keywords
// OPTIONS: --c++20 --no_nonstd_gnu_keywords
// OPTIONS: --no_g++ --nonstd_gnu_keywords
// OPTIONS: --no_g++ --no_nonstd_gnu_keywords
int f() { int a = 1; return sizeof(typeof(a)); }
