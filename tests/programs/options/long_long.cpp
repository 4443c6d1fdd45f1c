// --long_long (no neg spelling): allow long long.  cudafe++ shows no
// effect in C++17/20, where long long is standard: the probe's long long
// types, literals and conversions are the same with and without it.
// OPTIONS:
// OPTIONS: --long_long
// OPTIONS: --c++20 --long_long
long long f(long long a, unsigned long long b) { return a + (long long)b + 1LL + 2ull; }
static_assert(sizeof(long long) == 8, "");
int g() { long long x = 0x7fffffffffffffffLL; return (int)(x >> 62); }
