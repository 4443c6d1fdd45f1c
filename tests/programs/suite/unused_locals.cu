// Variables declared and never referenced (177): a remark by default
// (not shown), a warning here through the pragma each program starts
// with; reported when the variable's scope closes.  From probes of
// cudafe++.
// (the lines before the first program are part of every program)
#pragma nv_diag_warning 177
#pragma cufe_program u01
int f() { int a; return 0; }
#pragma cufe_program u02
int f() { int a = 1; return 0; }
#pragma cufe_program u03
int f(unsigned u) { int a; { int b; } return u < 0; }
#pragma cufe_program u04
int f() { int a; a = 1; return 0; }
#pragma cufe_program u05
int f() { int a = 1; return sizeof(a); }
#pragma cufe_program u06
int f() { static int s; return 0; }
#pragma cufe_program u07
int f() { [[maybe_unused]] int m; int __attribute__((unused)) n; return 0; }
#pragma cufe_program u08
int f() { for (int i = 0; ; ) break; return 0; }
#pragma cufe_program u09
int f() { for (int x : {1, 2}) {} return 0; }
#pragma cufe_program u10
int f() { if (int q = 1) return 0; return 1; }
#pragma cufe_program u11
int f() { int *p; const int k = 3; int arr[3]; return 0; }
#pragma cufe_program u12
int f() { auto l = [](int z) { int w; return z; }; (void)l; return 0; }
#pragma cufe_program u13
int f() { extern int e; typedef int T; using U = int; return 0; }
#pragma cufe_program u14
int f() { int x; int x2 = 0; (void)x2; return 0; }
#pragma cufe_program u15
__global__ void k() { int dk; }
#pragma cufe_program u16
int f(int c) { int a; if (c) { int b; return 1; } return 0; }
#pragma cufe_program u17
int f() { int used = 2; int unused; return used; }
#pragma cufe_program u19
int f() { double d; float fl = 1.0f; char c; return (int)fl; }
