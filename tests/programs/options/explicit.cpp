// --explicit / --no_explicit: whether explicit is a keyword (default on).
// With --no_explicit a variable may be named explicit.
// OPTIONS:
// OPTIONS: --explicit
// OPTIONS: --no_explicit
// OPTIONS: --c++20 --no_explicit
int f() { int explicit = 1; return 0; }
