// Constant values where the language needs them: case labels that repeat
// a value (1578, with the first one's line), array bounds certainly
// negative (94; zero is a GNU extension cudafe++ takes), constexpr
// variables whose initializer certainly is not constant (28, with the
// call 2703 or the variable or parameter 2689 that makes it so).  In
// templates only what does not depend on their parameters; divisions by a
// constant zero (39, 179 for %), not in templates.  From probes of
// cudafe++.
// (the lines before the first program are part of every program)
enum Dir { North, East, South, West };
int runtime();
int counter = 0;
const int limit = 8;
constexpr int half(int x) { return x / 2; }
#pragma cufe_program c01
int f(char c) { switch (c) { case 'a': return 1; case 97: return 2; } return 0; }
#pragma cufe_program c02
int f(Dir d) { switch (d) { case North: return 1; case East: return 2; case South: case West: return 3; } return 0; }
#pragma cufe_program c03
int f(Dir d) { switch (d) { case North: return 1; case 0: return 2; } return 0; }
#pragma cufe_program c04
int f(int x) { switch (x) { case limit: return 1; case half(16): return 2; } return 0; }
#pragma cufe_program c05
int f(int x) { switch (x) { case -1: return 1; case 1 - 2: return 2; default: return 0; } }
#pragma cufe_program c06
int f(int x) { switch (x) { case 1: switch (x + 1) { case 1: return 5; } return 1; case 2: return 2; } return 0; }
#pragma cufe_program c07
int f(int x) { switch (x) { case 1: { case 2: return 2; } case 1 + 1: return 3; } return 0; }
#pragma cufe_program c08
template <int N> int f(int x) { switch (x) { case N: return 1; case 1: return 2; } return 0; }
#pragma cufe_program c09
template <class T> int f(int x) { switch (x) { case 3: return 1; case 3: return 2; } return 0; }
#pragma cufe_program c10
__global__ void k(int *p) { switch (p[0]) { case 4: p[1] = 1; break; case 2 * 2: p[1] = 2; break; } }
#pragma cufe_program c11
int f(unsigned x) { switch (x) { case 0xffffffffu: return 1; case 4294967295u: return 2; } return 0; }
#pragma cufe_program c12
int f(long x) { switch (x) { case 1L << 40: return 1; case 1099511627776L: return 2; case 3: return 3; case 3: return 4; } return 0; }
#pragma cufe_program b01
int a[limit - 9];
#pragma cufe_program b02
int a[half(-4)];
#pragma cufe_program b03
void f() { int a[North - 1]; (void)a; }
#pragma cufe_program b04
struct S { int d[-3]; };
#pragma cufe_program b05
template <int N> struct A { int d[N - 4]; }; A<8> ok;
#pragma cufe_program b06
void f() { char buf[sizeof(int) - 5]; (void)buf; }
#pragma cufe_program b07
void f(int n) { int a[n]; (void)a; int b[-n]; (void)b; }
#pragma cufe_program b08
__global__ void k() { __shared__ float s[-32]; s[0] = 1; }
#pragma cufe_program b09
int a[2][-2];
#pragma cufe_program b10
typedef int T[-1];
#pragma cufe_program e01
constexpr int a = runtime();
#pragma cufe_program e02
constexpr int a = counter;
#pragma cufe_program e03
constexpr int a = limit + counter * 2;
#pragma cufe_program e04
int f() { constexpr int x = runtime() + 1; return x; }
#pragma cufe_program e05
int f() { int n = 3; constexpr int x = n; return x; }
#pragma cufe_program e06
int f(int p) { constexpr int x = p; return x; }
#pragma cufe_program e07
struct S { static constexpr int m = runtime(); };
#pragma cufe_program e08
constexpr int a = half(runtime());
#pragma cufe_program e09
constexpr double d = runtime();
#pragma cufe_program e10
constexpr int a = false && runtime();
#pragma cufe_program e11
constexpr int a = half(8) + limit;
#pragma cufe_program e14
constexpr int a{runtime()};
#pragma cufe_program e15
template <class T> int f() { constexpr int x = runtime(); return x; }
#pragma cufe_program e16
__device__ int dev();
constexpr int a = dev();
#pragma cufe_program e17
constexpr int *p = &counter;
#pragma cufe_program e19
constexpr unsigned a = sizeof(int) * counter;
#pragma cufe_program division_by_zero
const int zero = 0;
constexpr int z2 = 0;
int d1(int n) { return n / 0; }
int d2(int n) { return n % zero; }
int d3(int n) { return (n + 1) / z2; }
float d4(float x) { return x / 0; }
double d5(double x) { return x / 0.0; }
int d6(int n) { int d = 0; return n / d; }
int d7(int n) { n /= 0; return n; }
template <class T> T d8(T n) { return n / 0; }
__global__ void dk(int *p) { p[0] = p[1] / (1 - 1); }
int d10(unsigned u) { return u / 0u; }
