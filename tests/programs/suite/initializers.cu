// Objects that must be initialized: a const object (257) or a reference
// (252) of a type spelled with keywords or a typedef of them, defined without an initializer;
// and the declarations that need none.  From probes of cudafe++.
#pragma cufe_program i01
const int gc;
#pragma cufe_program i02
extern const int ge;
#pragma cufe_program i03
int f() { const int a; return 0; }
#pragma cufe_program i04
int f() { const unsigned bins[4]; return 0; }
#pragma cufe_program i05
int f() { const int *p; return 0; }
#pragma cufe_program i06
int f() { int *const p; return 0; }
#pragma cufe_program i07
int f() { static const int s; return 0; }
#pragma cufe_program i08
int f() { extern const int e; return 0; }
#pragma cufe_program i09
int f() { const int a = 1, b; return a; }
#pragma cufe_program i10
__global__ void k() { const float v; }
#pragma cufe_program i11
int f() { const int &r; return 0; }
#pragma cufe_program i12
int f() { int x = 1; int &r = x; return r; }
#pragma cufe_program i13
int f() { const int a[] = {1, 2}; return a[0]; }
#pragma cufe_program i14
struct S { const int m = 1; static const int sm; };
#pragma cufe_program i15
int f(const int *p, int n) { int s = 0; for (const int x : {1, 2}) s += x; return s; }
#pragma cufe_program i16
int f() { const int c{3}; const int d(4); return c + d; }
#pragma cufe_program i18
int f() { int &&rr; return 0; }
#pragma cufe_program i19
const char *const names[2];
#pragma cufe_program i20
int f() { for (int i = 0; i < 2; i++) { const int k; } return 0; }
#pragma cufe_program i20
#include <cstddef>
#include <cstdint>
typedef unsigned long myu;
typedef float real;
typedef real real2;
namespace ns { typedef int nint; }
void h(int n) {
  for (size_t i = "s"; i < n; ++i) { }
  uint32_t u = "t";
  const real r = "v";
  myu a = "s";
  real2 b = "t";
  ns::nint c = "u";
  const myu d = "w";
}
#pragma cufe_program i21
void h(const float *cf) {
  int arr[3];
  float *q = &arr[1];
  int *p = &arr[2];
  const int *cp = &arr[0];
  double *dp = 5;
  float *f2 = cf;
  long *lp = 0;
}
#pragma cufe_program i22
#include <cstddef>
struct Circle { float r_; int *p; explicit Circle(float r) : r_(r, 1), p(0, 1, 2) {} };
struct vec3 { float x, y, z; vec3(float a, float b, float c) : x(a, 1), y(b), z(c) {} };
struct Holder { vec3 v; size_t n; Holder() : v(1, 2, 3), n(4, 5) {} };
void h() { int a(1, 2); float b = float(); int c{1, 2}; size_t d(3, 4); int e(5); }
#pragma cufe_program constexpr_from_string
#include <cstddef>
int f() { constexpr float a = "s"; return 0; }
int g() { static constexpr int b = "s"; return 0; }
int h() { constexpr size_t c = "s"; return 0; }
int i() { constexpr const int d = "s"; return 0; }
int j() { constexpr int *p = 1; return 0; }
int k() { constexpr bool q = "s"; return 0; }
#pragma cufe_program constexpr_from_string_template
template <class T> int f() { constexpr int a = "s"; constexpr T b = "s"; return a; }
#pragma cufe_program const_typedef_without_initializer
typedef __uint32_t u32;
typedef signed char s8_base;
typedef s8_base s8;
int f() { const size_t a; const u32 b, c = 1; const std::size_t g; return 0; }
template <class T> int h() { const size_t a; const T t; return 0; }
struct S { const size_t m; S() : m(1) {} };
int k() { static const size_t z; extern const size_t y; const s8 w[2]; return 0; }
#pragma cufe_program default_member_initializers
#include <cstddef>
struct A { void f() { int z = 1; (void)z; } int a = "x"; void g(); float b = "y"; };
struct B { static const int s = "s"; static constexpr float c = "c"; int *p = 1; int *q = 0; bool t = "b"; const char *str = "ok"; };
template <class T> struct C { T x = "s"; int y = "s"; size_t z = 0; };
struct D { struct E { long e = "e"; }; double d = "d"; };
union U { int i = "u"; float f; };
#pragma cufe_program conditional_subscripts_and_case_labels
template <class T> struct DB { T *p_ = nullptr; size_t n_ = "s"; };
struct PB { int *p_ = nullptr; size_t n_ = "s"; int k = "t"; };
__global__ void k(int n, float *v) {
  __shared__ int s[1024]; static __shared__ int ws[32]; int t = threadIdx.x; int lane = t & 31;
  int other = t >= 1 ? s[t - 1] : "s";
  int w = (threadIdx.x < 3) ? ws[lane] : "s";
  switch (t) { case "s": break; case 1: break; }
}
#pragma cufe_program conditional_subscripts
void f(bool b, int *p) { int a[4] = {}; int i = 0; (void)(b ? a[0] : "s"); (void)(b ? p[i] : "s"); (void)(b ? a[i - 1] : "s"); (void)(i >= 1 ? a[i] : "s"); }
#pragma cufe_program namespace_scope_initializers
#include <cstddef>
constexpr int RADIUS = "s";
static float g2 = "b";
const size_t g3 = "c";
int *g4 = 1;
namespace ns { constexpr int N = "d"; }
#pragma cufe_program array_initializers_and_bounds
void f() { const int idx[3] = {"s", 1, 0}; int a[2] = {1, "t"}; const float cf[2] = {1.0f, "u"}; static const int sc[2] = {"v", 2}; (void)idx; (void)a; (void)cf; (void)sc; }
const int gidx[2] = {1, "w"};
__constant__ int bound_expr[4 * "s"] = {1};
__device__ int hex_bound[][0x3] = {1, "s", 3, 4};
#pragma cufe_program mem_initializers_in_templates
template <class T, int N> struct SmallVec { T data_[N]; int size_; __host__ __device__ SmallVec() : size_("s") {} };
template <class T> struct TV { T v; int n; TV() : v("s"), n(1) {} TV(int) : n(1, 2) {} };
SmallVec<float, 4> sv;
#pragma cufe_program gnu_array_designators
int ga1[3] = { [0 ... 1] = 5, [2] = 1 };
int ga2[2][2] = { [1][0] = 4, [0] = { 1, 2 } };
struct GP { int x, y; };
GP gps[2] = { [1] = { 1, 2 }, [0] = { .x = 3, .y = 4 } };
int gmain() {
  int v[2] = { [sizeof(int) > 2 ? 0 : 1] = 1 };
  int w[2] = { [&] { return 1; }(), [=]() { return 2; }() };
  int u[3] = { [1] = 2, 3 };
  return v[0] + w[0] + u[2] + ga1[0] + ga2[1][0] + gps[0].x;
}
#pragma cufe_program braced_scalars_from_strings
// (T v{"s"}, T arithmetic: 144, T shown without its cv-qualifiers)
int g{"s"};
__device__ int brace_init{"s"};
__constant__ float cf{"t"};
const int ci{"c"};
void f() { int l{"u"}; const int k{"w"}; }
struct S { int m{"v"}; };
#pragma cufe_program braced_scalars_valid
struct Str { Str(const char *); };
struct M { int m{3}; const char *p{"x"}; float f{}; Str s{"y"}; static constexpr int c{4}; };
int a{1}; float fl{2.0f}; double d{}; int *p{nullptr}; const char *s{"x"}; char c{'x'};
__device__ int di{5};
void g() { int a{1}; const char *q{"x"}; Str st{"z"}; long l{}; (void)a; (void)q; (void)l; }
#pragma cufe_program extern_c_const
// `extern "C"` without braces declares (cuda-samples' scan_common.h);
// (in braces it defines: 257 there is not judged yet)
typedef unsigned int uint;
extern "C" const uint MAX_BATCH_ELEMENTS;
extern "C" const int ec2, ec3;
extern "C" { extern const int ec4; }
const uint MAX_BATCH_ELEMENTS = 64;
int f() { return MAX_BATCH_ELEMENTS + ec2; }
