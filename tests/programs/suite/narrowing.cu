// Narrowing conversions in list-initialization of scalars (2361), and
// integral constants that do not keep their value (68, 69; 2364 in a
// list to a floating type) -- src/sema/narrowing.c.  Warnings: the
// programs that have only these compile.
#pragma cufe_program floating_to_int
void f(double d) { int a{2.5}; int b{d}; int c = {d}; (void)a; (void)b; (void)c; }
#pragma cufe_program double_to_float
__device__ float half_of(double x) { float h{x / 2}; return h; }
#pragma cufe_program integer_to_floating
void f(int i, short s, char c, unsigned u, long long ll) { float a{i}; double b{s}; float e{c}; double g{u}; double h{ll};
  (void)a; (void)b; (void)e; (void)g; (void)h; }
#pragma cufe_program integer_to_smaller
void f(int i, unsigned u, long l, char c) { int a{u}; unsigned b{i}; char e{i}; int g{l}; unsigned char h{c + 1}; unsigned long k{i * 2};
  (void)a; (void)b; (void)e; (void)g; (void)h; (void)k; }
#pragma cufe_program to_bool_and_from_bool
void f(int i, bool b) { bool a{i}; float c{b}; (void)a; (void)c; }
#pragma cufe_program long_double
void f(long double ld, int i) { double a{ld}; long double b{i}; (void)a; (void)b; }
#pragma cufe_program constants_truncated
void f() { unsigned char a1{256}; char a2{-129}; unsigned a8{4294967296}; unsigned char c = 256; char y(300);
  (void)a1; (void)a2; (void)a8; (void)c; (void)y; }
#pragma cufe_program constants_change_sign
void f() { unsigned a3{-3}; int a4{3000000000}; unsigned short a5{-1}; short a7{40000}; char a14{200};
  (void)a3; (void)a4; (void)a5; (void)a7; (void)a14; }
#pragma cufe_program constants_not_exact
void f() { float a{16777217}; double b{9007199254740993LL}; (void)a; (void)b; }
#pragma cufe_program namespace_and_members
double gd = 1.0;
int g1{2.5};
int g2{gd};
unsigned char g3{256};
struct S { int m{2.5}; float n{1}; };
__device__ int dv{3.5};
#pragma cufe_program valid_conversions
int g = 3;
void f(int i, float fl, short s, char c, bool b, unsigned u) {
  const int k = 7; constexpr long m = 9; double a{fl}; long b2{i}; int c2{s + c}; float e{2.0}; float e2{2.0f + 1.0};
  float e3{1e300}; unsigned char uc{65}; char ch{'a'}; int x{b}; unsigned y{b}; bool z{1}; bool z2{2}; long long w{u};
  float q{16777216}; unsigned v{3}; int r{-2147483648LL}; short t{k}; char p{m}; unsigned long n{sizeof(int)}; int o = 2.5;
  (void)a; (void)b2; (void)c2; (void)e; (void)e2; (void)e3; (void)uc; (void)ch; (void)x; (void)y; (void)z; (void)z2; (void)w;
  (void)q; (void)v; (void)r; (void)t; (void)p; (void)n; (void)o; }
#pragma cufe_program constants_written_otherwise
void f() { unsigned x = -1; char c = 0x80; int y = 0xFFFFFFFF; unsigned short us = 70000; const unsigned k = -1; (void)x; (void)c; (void)y; (void)us; (void)k; }
template <class T> void g() { unsigned x = -1; (void)x; }
struct S { static const unsigned m = -1; unsigned n = -2; };
