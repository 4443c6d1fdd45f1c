// Variables used before their value is set (549): cudafe++'s lexical
// rule (the first reference after the declaration is a read), loops and
// labels excepted; and the uses that are not reads.  From probes of
// cudafe++.
// (the lines before the first program are part of every program)
int g(int *);
int h(int &);
#pragma cufe_program b01
int f() { int a; return a; }
#pragma cufe_program b02
int f() { int a; a = 1; return a; }
#pragma cufe_program b03
int f(int c) { int a; if (c) a = 1; return a; }
#pragma cufe_program b04
int f(int c) { int a; if (c) a = 1; else a = 2; return a; }
#pragma cufe_program b05
int f() { int a; g(&a); return a; }
#pragma cufe_program b06
int f() { int a; h(a); return a; }
#pragma cufe_program b07
int f() { int a; a++; return a; }
#pragma cufe_program b08
int f() { int a; a += 1; return a; }
#pragma cufe_program b09
int f(int n) { int s; for (int i = 0; i < n; i++) s = i; return s; }
#pragma cufe_program b10
int f(int n) { int s; while (n--) { s = n; } return s; }
#pragma cufe_program b11
int f() { int a, b; b = a; return b; }
#pragma cufe_program b12
int f() { int a; int b = a + 1; return b; }
#pragma cufe_program b13
int f() { int a; return sizeof(a); }
#pragma cufe_program b14
int f() { int a; goto L; L: return a; }
#pragma cufe_program b15
int f(int c) { int a; if (c) return 0; return a; }
#pragma cufe_program b16
int f() { int *p; return *p; }
#pragma cufe_program b17
int f() { int arr[3]; return arr[0]; }
#pragma cufe_program b18
int f() { int a; (void)a; return 0; }
#pragma cufe_program b19
int f() { int a; int &r = a; return r; }
#pragma cufe_program b20
int f(int c) { int a; switch (c) { case 1: a = 1; break; default: a = 2; } return a; }
#pragma cufe_program b21
int f(int c) { int a; do { a = c; } while (0); return a; }
#pragma cufe_program b22
int f() { int a, b; a = b = 1; return a + b; }
#pragma cufe_program b23
int f() { static int a; return a; }
#pragma cufe_program b24
int f(int c) { int a; c ? a = 1 : 0; return a; }
#pragma cufe_program b25
int f() { int a; return a = 3; }
#pragma cufe_program b26
int f(int c) { int a; if (c) { return a; } a = 2; return a; }
#pragma cufe_program b27
int f() { int t[2][2]; t[0][1] = 3; return t[0][1]; }
#pragma cufe_program b28
int f() { int t[2][2]; return t[1][0]; }
#pragma cufe_program b29
int f(int c) { int a; while (c--) { if (a > 2) break; a = c; } return 0; }
#pragma cufe_program b30
int f() { int *p; int **q = &p; return q != 0; }
#pragma cufe_program b31
int f() { int a; for (a = 0; a < 3; a++) {} return a; }
#pragma cufe_program b32
int f() { int a; switch (a) { default: return 1; } }
#pragma cufe_program b33
int f() { int a; return a ? 1 : 0; }
#pragma cufe_program b34
int f() { int a; if (a) return 1; return 0; }
#pragma cufe_program b35
int f() { int a; do { } while (a); return 0; }
#pragma cufe_program b36
int f() { int x; int y = x, z = 1; return y + z; }
#pragma cufe_program b37
int f() { unsigned u; return u < 0; }
#pragma cufe_program b38
int f() { float fl; return (int)fl; }
#pragma cufe_program b39
int f() { int a; a; return 0; }
#pragma cufe_program b40
int f() { int a; -a; return 0; }
#pragma cufe_program b41
__global__ void k(int *p) { int v; *p = v; }
#pragma cufe_program b42
int f() { int a; { int a = 2; return a; } }
#pragma cufe_program shared_arrays_are_not_automatic
constexpr int BLOCK = 128, R = 3;
__global__ void k(float *o) {
  __shared__ float tile[BLOCK + 2 * R];
  float b[BLOCK + 2 * R];
  o[0] = tile[0] + b[0];
}
#pragma cufe_program arguments_by_value
void take_v(int v);
void takep_v(float *p);
void takeref_v(int &r);
__global__ void kv(float *p, int n) { }
int a1() { int x; take_v(x); return 0; }
int a2() { float *p; takep_v(p); return 0; }
int a3() { int x; takeref_v(x); return x; }
int a4() { float *p; kv<<<1, 1>>>(p, 3); return 0; }
int a5() { float *d; cudaMemcpy(d, 0, 4, cudaMemcpyHostToDevice); return 0; }
int a6() { float *d; cudaMalloc(&d, 4); kv<<<1, 1>>>(d, 1); return 0; }
int a7() { int n; kv<<<1, 1>>>(0, n + 1); return 0; }
int a8() { int v; printf("%d\n", v); return 0; }
#pragma cufe_program reads_in_loop_bodies
int l1() { int *p; for (int k = 0; k < 4; ++k) p[k] = 0; return 0; }
int l2() { int *p; p[0] = 0; return 0; }
int l3() { int *p; for (int k = 0; k < 4; ++k) { int v = p[k]; (void)v; } return 0; }
int l4() { int *p; while (true) { p[1] = 2; break; } return 0; }
int l5() { int n; int s = 0; for (int i = 0; i < n; i++) s++; return s; }
int l6() { int x; for (int i = 0; i < 3; i++) { } return x; }
int l7() { int x; int s = 0; do { s += x; } while (s < 3); return s; }
int l8() { int s = 0; for (int i = 0; i < 3; i++) { int x; s += x; } return s; }
int l9() { int x; int s = 0; for (int i = x; i < 3; i++) s++; return s; }
