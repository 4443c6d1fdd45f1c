// --no_vla: a block-scope array's bound must be a constant expression
// (28, with a note on the parameter or variable (2689) or the call (2703)
// that makes it not one); by default and with --vla (GNU mode) such arrays
// are variable-length arrays.  Not judged in templates (cudafe++ is silent
// at their definition).
// OPTIONS:
// OPTIONS: --vla
// OPTIONS: --no_vla
int nc();
constexpr int ce(int x) { return x; }
int m = 3;
void f1(int n) { int a[n]; (void)a; }
void f2(int n) { int b[4][n * 2]; (void)b; }
void f3() { int c[m]; (void)c; }
void f4() { int d[nc()]; (void)d; }
void f5(int n) { int e[ce(n)]; (void)e; }
void f6(int n, int q) { int g[n][q], h[q]; (void)g; (void)h; }
void f8(int n) { auto l = [n]() { int a[n]; (void)a; }; (void)l; }
struct S { void m(int n) { int a[n]; (void)a; } };
__attribute__((device)) void d1(int n) { int a[n]; (void)a; }
template<class T> void t1(int n) { T a[n]; (void)a; }
void ok(int n) { int a[ce(4)]; int *p = new int[n]; delete[] p; (void)a; }
