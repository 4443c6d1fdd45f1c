// --strict_gnu / --no_strict_gnu: no effect in nvcc's modes on GNU
// extensions (zero-length and flexible arrays, ?:, typeof, long long,
// attributes).
// OPTIONS:
// OPTIONS: --strict_gnu
// OPTIONS: --no_strict_gnu
// OPTIONS: --c++20 --strict_gnu
int a0[0];
struct S { int n; int d[]; };
int h(int x) { return x ?: 2; }
long long ll = 1LL;
__typeof__(ll) t2;
__attribute__((unused)) static int u;
