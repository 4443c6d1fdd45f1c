// Expressions that have no effect (warning 174): expression statements,
// for-increments and left operands of commas that call, write and read
// nothing volatile; and their valid counterparts.  From probes of
// cudafe++.
#pragma cufe_program e01
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x; }
#pragma cufe_program e02
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { 1; }
#pragma cufe_program e03
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x + 1; }
#pragma cufe_program e04
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x == 1; }
#pragma cufe_program e05
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { (void)x; }
#pragma cufe_program e06
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x, h(); }
#pragma cufe_program e07
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { h(), x; }
#pragma cufe_program e08
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { p[0]; }
#pragma cufe_program e09
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { *p; }
#pragma cufe_program e10
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { -x; }
#pragma cufe_program e11
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { (x); }
#pragma cufe_program e12
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { g; }
#pragma cufe_program e13
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { s.m; }
#pragma cufe_program e14
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { ps->m; }
#pragma cufe_program e15
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { s; }
#pragma cufe_program e16
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x = (1, 2); }
#pragma cufe_program e17
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x = (h(), 2); }
#pragma cufe_program e18
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x++, 3; }
#pragma cufe_program e19
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { sizeof(x); }
#pragma cufe_program e20
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { "abc"; }
#pragma cufe_program e21
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x ? 1 : 2; }
#pragma cufe_program e22
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x ? h() : 2; }
#pragma cufe_program e23
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { (int)x; }
#pragma cufe_program e24
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { static_cast<int>(x); }
#pragma cufe_program e25
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x < 2 ? x : g; }
#pragma cufe_program e26
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { &x; }
#pragma cufe_program e27
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { int y = (x, 3); (void)y; }
#pragma cufe_program e28
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { for (x, g; ; x, g) break; }
#pragma cufe_program e29
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { !x; }
#pragma cufe_program e30
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { nullptr; }
#pragma cufe_program e31
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x && h(); }
#pragma cufe_program e32
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x && 1; }
#pragma cufe_program e33
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x = 2; }
#pragma cufe_program e34
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { h(); }
#pragma cufe_program e35
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x += 1; }
#pragma cufe_program e36
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { ++x; }
#pragma cufe_program e37
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { for (int i = 0; i < 2; i++) {} }
#pragma cufe_program e38
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { for (int i = 0; i < 2; i + 1) break; }
#pragma cufe_program e39
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { (void)(x, 3); }
#pragma cufe_program e40
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { s.f(); }
#pragma cufe_program e41
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { p[x]; }
#pragma cufe_program e42
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x << 2; }
#pragma cufe_program e43
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { ~x; }
#pragma cufe_program e44
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { 'c'; }
#pragma cufe_program e45
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { 1.5; }
#pragma cufe_program e46
int g; int h(); struct S { int m; int f(); } s; S *ps;
void f(int x, int *p) { x = x, x + 1; }
#pragma cufe_program launch_config
__global__ void k(int *p, int n) { p[0] = n; }
void f(int *p) { k<<<(1, 2), 3>>>(p, (6, 7)); }
#pragma cufe_program volatile_read
volatile int v;
void f() { v; }
#pragma cufe_program in_lambda
int f(int x) { auto l = [x] { x + 1; return x; }; return l(); }
#pragma cufe_program in_kernel
__global__ void k(int *p) { p[0]; *p = 1; }
#pragma cufe_program statement_expressions
int se(int a) { int x = ({ int y = a; y + 1; }); int z = ({ 1; }); ({ a; }); int w = ({ a; 2; }); ({ int q = 1; q; }); if (a) ({ a + 1; }); int v = ({ ({ a; }); }); return x + z + w + v; }
