// A built-in operator on an operand of a class without conversion
// functions that no operator function takes (349, "operand types are:"
// line, a 3328 note per built-in candidate of tables/builtin_candidates),
// read from the semantic model's typed expressions; and the operations it
// must stay silent on.
// (the lines before the first program are part of every program)
struct S { int x; };
enum E { E0, E1 };
enum class EC { A, B };
typedef S TS;
namespace N { struct P { float v; }; }
#pragma cufe_program e01_divide
__global__ void k(float3 *a, float3 b) { a[0] = a[1] / b; }
#pragma cufe_program e02_multiplicative
int f(S s, int i, double d) { s * i; d * s; s % 2; return 0; }
#pragma cufe_program e03_additive
void f(S s, S *p, int *q, int i) { s + i; i + s; s - p; q - s; p + s; }
#pragma cufe_program e04_shifts
void f(S s, unsigned u, E e) { s << u; e >> s; u << s; }
#pragma cufe_program e05_equality
void f(S s, S *p, E e, EC c, decltype(nullptr) n) { s == 1; p != s; s == e; c != s; n == s; s == nullptr; }
#pragma cufe_program e06_relational
void f(S s, const char *p, E e, void (*fp)()) { s < 1.0; p > s; s <= e; fp >= s; s < "x"; }
#pragma cufe_program e07_bitwise
void f(S s, bool b, char c) { s & b; c | s; s ^ s; }
#pragma cufe_program e08_logical
void f(S s, int a[3], const int ci, EC c) { s && 1; a && s; ci || s; c && s; s || nullptr; }
#pragma cufe_program e09_compound_arith
__device__ void f(S s, int i, float x, int *p) { s += i; i -= s; x *= s; p += s; s /= 2.0f; }
#pragma cufe_program e10_compound_integral
__device__ void f(S s, int i, bool b) { s %= i; i &= s; b |= s; s ^= 1; i <<= s; s >>= 1; }
#pragma cufe_program e11_compound_no_lvalue
void f(S s, int i) { i++ += s; (i + 1) -= s; }
#pragma cufe_program e12_compound_const
void f(S s, const int ci) { ci += s; int a[2]; a -= s; }
#pragma cufe_program e13_unary
void f(S s, const S cs) { -s; +s; ~cs; !s; *s; }
#pragma cufe_program e14_increments
void f(S s) { ++s; --s; s++; s--; }
#pragma cufe_program e15_vectors
__global__ void k(float3 *a, float3 b, int2 c) { a[0] = a[1] / b; -c; c += c; c == c; b * 2.0f; }
#pragma cufe_program e16_spellings
void f(TS t, volatile S v, N::P p, S &r) { t + t; v - 1; p * p; r / r; }
#pragma cufe_program e17_threadidx
__global__ void k(S s) { threadIdx + s; s * threadIdx.x; }
#pragma cufe_program e18_union_member
union U { int i; float f; };
void f(U u, S s) { u + u; s.x + s; }
#pragma cufe_program e19_nested
int f(S s, int i) { int r = (s + i) * 2; return r + (i - s); }
#pragma cufe_program e20_other_namespace_operator
namespace Q { S operator*(S, S); }
void f(S s) { s * s; }
#pragma cufe_program e21_other_operator
struct A { int a; A operator+(A); A &operator=(int); int operator[](int); int operator()(); };
void f(A a) { a - a; a * a; }
#pragma cufe_program e22_in_namespace
namespace M { struct T { int t; }; void f(T t) { t + t; } }
#pragma cufe_program e23_lambda
void f(S s) { auto l = [](S a, S b) { return a + b; }; (void)l; }
#pragma cufe_program e24_member_function
struct H { S s; int n; void g() { s + n; -s; } };
#pragma cufe_program e25_subscript
void f(S s, int *p, int i, const S cs, E e) { s[0]; i[s]; p[s]; s[p]; cs[e]; }
#pragma cufe_program e26_subscript_vector
__global__ void k(float3 f, int i) { float x = f[i]; (void)x; }
#pragma cufe_program e27_subscript_string
struct Sv { int n; };
void f(Sv s) { s["k"]; }
#pragma cufe_program e28_friend_of_another_class
struct X2 { int y; friend S operator+(S a, S) { return a; } };
struct F2 { int f; friend F2 operator-(F2 a, F2) { return a; } };
void g(S s, F2 f) { s + s; s - s; f * f; }
#pragma cufe_program e29_member_defined_outside
struct T2 { int t; bool operator==(const T2 &) const; };
bool T2::operator==(const T2 &) const { return true; }
void g(S s) { s == s; }
#pragma cufe_program v01_member_operator
struct V { int v; V operator/(const V &) const; V operator-() const; };
void f(V a, V b) { a / b; -a; }
#pragma cufe_program v02_namespace_operator
namespace NS { struct W { int w; }; W operator*(W, W); }
void f(NS::W a) { a * a; }
#pragma cufe_program v03_conversion
struct C { int c; operator int() const { return c; } };
int f(C c) { return c + 1 + (c < 2) + -c; }
#pragma cufe_program v04_helper_math
inline __host__ __device__ float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__global__ void k(float3 *a, float3 b) { a[0] = a[1] + b; }
#pragma cufe_program v05_template
template <class T> T f(T a, T b) { return a + b * a; }
#pragma cufe_program v06_bases
struct B0 { operator int() const; };
struct D0 : B0 { int d; };
int f(D0 d) { return d + 1; }
#pragma cufe_program v07_global_operator_template
template <class T> T operator%(T a, T) { return a; }
void f(S s) { s % s; }
#pragma cufe_program v08_using_namespace
namespace R { S operator^(S, S); }
using namespace R;
void f(S s) { s ^ s; }
#pragma cufe_program v09_friend
struct F { int f; friend F operator-(F a, F) { return a; } };
void g(F a) { a - a; }
#pragma cufe_program v10_enums_and_numbers
enum G { G0 };
int f(G g, int i, int *p) { return g + i + (g == G0) + (p != nullptr) + *p; }
#pragma cufe_program v11_class_template
template <class T> struct Box { T v; Box operator+(const Box &) const; };
void f(Box<int> b) { b + b; }
#pragma cufe_program v12_explicit_bool
struct X { explicit operator bool() const; };
bool f(X x) { return !x || (x && true); }
#pragma cufe_program v13_comma_assign
void f(S s, S t) { s, t; s = t; }
#pragma cufe_program v14_unary_member
struct Y { int y; Y operator++(int); Y &operator++(); Y operator*() const; };
void f(Y y) { y++; ++y; *y; }
#pragma cufe_program v15_local_declaration
void f(S s) { S operator&(S, S); s & s; }
#pragma cufe_program v16_namespace_of_function
namespace K { struct Z { int z; }; Z operator<(Z, Z); void g(Z a) { a < a; } }
#pragma cufe_program v18_subscript_member
struct Arr { float d[4]; float &operator[](int i) { return d[i]; } };
float f(Arr a, int *p, int i) { return a[i] + p[i] + i[p]; }
#pragma cufe_program v17_dim3
void f(dim3 d) { unsigned x = d.x + 1; (void)x; }
#pragma cufe_program e30_with_string_header
#include <string>
__global__ void k(float3 *a, float3 b) { a[0] = a[1] + b; bool x = a[0] == b; x = a[0] < b; }
#pragma cufe_program v20_friend_of_pointee
struct S3 { int x; };
struct X3 { int y; friend S3 operator+(S3 a, X3 *) { return a; } };
void g(S3 s, X3 *p) { s + p; }
