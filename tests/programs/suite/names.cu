// Names that lookup does not find (error 20), and names it does find in
// the same places (silent).  One program per `#pragma cufe_program`.
#pragma cufe_program plain_use
int f() { return xq; }
#pragma cufe_program plain_once_per_scope
int f(int a) { a = bq; a += bq; return a; }
#pragma cufe_program inner_block_again
int f(int a) { a = cq; { a = cq; } return a; }
#pragma cufe_program later_global
int f() { return later; }
int later;
#pragma cufe_program declared_before
int before;
int f() { return before; }
#pragma cufe_program local_after_use
int f() { int a = b; int b = 1; return a + b; }
#pragma cufe_program kernel_use
__global__ void k(int *p) { p[0] = nq; }
#pragma cufe_program kernel_builtin_vars
__global__ void k(int *p) { p[threadIdx.x + blockIdx.x * blockDim.x] = gridDim.x + warpSize; }
#pragma cufe_program template_non_dependent
template <class T> T f(T x) { return x + yq; }
#pragma cufe_program template_called_name
template <class T> T f(T x) { return g(x); }
#pragma cufe_program template_param_used
template <int N> int f() { return N; }
#pragma cufe_program template_kernel
template <class T> __global__ void k(T *p) { p[0] = zq; }
#pragma cufe_program lambda_body
int f() { auto l = [](int x) { return x + lq; }; return l(1); }
#pragma cufe_program lambda_capture_found
int f() { int n = 2; auto l = [n](int x) { return x + n; }; return l(1); }
#pragma cufe_program init_capture_found
int f() { auto l = [m = 3](int x) { return x + m; }; return l(1); }
#pragma cufe_program sizeof_operand
int f() { return sizeof(sq); }
#pragma cufe_program member_later
struct S { int f() { return later + uq; } int later; };
#pragma cufe_program member_of_base
struct B { int b; };
struct S : B { int f() { return b + dq; } };
#pragma cufe_program member_dependent_base
template <class T> struct B { T x; };
template <class T> struct S : B<T> { T f() { return this->x; } };
#pragma cufe_program class_template_member
template <class T> struct S { T t; void f() { t = vq; } };
#pragma cufe_program out_of_class_member
struct S { static int f(); };
int S::f() { return oq; }
#pragma cufe_program namespace_member_found
namespace ns { int v; int f() { return v; } }
int g() { return ns::v; }
#pragma cufe_program using_directive
namespace ns { int v; }
using namespace ns;
int f() { return v; }
#pragma cufe_program using_declaration
namespace ns { int v; }
int f() { using ns::v; return v; }
#pragma cufe_program enumerator
enum E { red, green };
int f() { return green + rq; }
#pragma cufe_program scoped_enum
enum class E { red };
int f() { return (int)E::red; }
#pragma cufe_program nested_namespace_lookup
namespace a { int v; namespace b { int f() { return v + wq; } } }
#pragma cufe_program for_init_scope
int f() { for (int i = 0; i < 2; i++) {} return i; }
#pragma cufe_program condition_declaration
int f(int *p) { if (int *q = p) return *q; return 0; }
#pragma cufe_program function_name_as_value
int g();
int (*f())() { return g; }
#pragma cufe_program builtin_name
int f(int x) { return __builtin_expect(x, 0); }
#pragma cufe_program func_name
const char *f() { return __func__; }
#pragma cufe_program before_less_than
int f(double e) { return max_errq < 1e-3 ? 0 : 1; } int g(int a) { return a + undq<3; }
#pragma cufe_program before_less_than_template
template <class T> int h(T t) { return undr < t; }
#pragma cufe_program lambda_captures
void h(int n) {
  auto f = [n](int a) { return a + n; };
  auto g = [nq](int a) { return a; };
  auto k = [&mq, n] { return n; };
  auto z = [=, &n] { return n; };
}
#pragma cufe_program ud_string_suffix
void h(int *den, int i) {
  const char *m = "den[i] != "s;
  const char *k = "abc"q;
}
#pragma cufe_program namespace_scope_expressions
constexpr int N = 4;
int a1 = zz1;
int a2[zz2];
enum E { A = zz3 };
static_assert(zz4 == 1, "x");
void f(int a = zz5);
int a3[] = { 1, zz6 };
namespace ns { int a5 = zz8; }
int a6 = sizeof(zz9);
constexpr int RADIX = 1 << RADIX_BITSq;
#pragma cufe_program namespace_scope_expressions_valid
typedef int i8 __attribute__((__mode__(__QI__)));
constexpr int N = 4;
int arr[N * 2];
enum E { A = N, B = A + 1 };
static_assert(B == 5, "x");
auto f(int a) -> decltype(a) { return a; }
auto g(int a) noexcept(noexcept(a + 1)) -> int { return a; }
void h(int a = N, int b = sizeof(arr));
struct alignas(N) S { int x = N; };
namespace ns { constexpr int M = N + 1; int v[M]; }
int w = ns::M + sizeof(S::x);
int z = sizeof(decltype(f(1)));
__attribute__((aligned(N))) int q;
int y = __builtin_offsetof(S, x);
auto l = [](int a, int b = N) { return a + b; };
int (*fp)(int) = f;
#pragma cufe_program mem_initializer_expressions
struct B0 { int b; B0(int x) : b(x) {} };
struct S : B0 { float a; int later_fn() { return 1; } S(float a_) : B0(zz1), a(a_q) {} S() : B0(later()), a(sizeof(a)) {} int later() { return k; } int k; };
template <class T> struct TC { int m; TC() : m(zz3) {} };
struct O { struct I { int v; I(); }; };
O::I::I() : v(zz4) {}
struct L { int x; L(int a) : x([](int q) { return q + zz5; }(a)) {} };
int main() { S s(1.0f); return 0; }
#pragma cufe_program mem_initializer_names
struct B0 { int b; B0(int x) : b(x) {} };
struct S : B0 { float a; S(float a_) : B0(1), aq(a_) {} S() : S(1) {} };
struct V { int v; V() : vv(0) {} };
#pragma cufe_program mem_initializer_names_valid
namespace ns { struct Base { int b; Base(int x) : b(x) {} }; }
struct A : ns::Base { typedef ns::Base super; A() : super(1) {} A(int) : Base(2) {} A(float) : ns::Base(3) {} };
using BB = ns::Base;
struct C : BB { C() : BB(1) {} C(int) : Base(4) {} };
struct D : C { D() : C() {} };
union U { int i; float f; U() : i(0) {} };
struct E { int x; struct In { int y; In() : y(0) {} }; E() : x(0) {} };
struct F { int f; F(); };
F::F() : f(1) {}
struct G { int g[2]; G() : g{1, 2} {} };
int main() { return 0; }
#pragma cufe_program mem_initializer_names_2
struct B0 { int b; B0(int x) : b(x) {} };
struct S2 : B0 { S2() : B0(1), b(2) {} };
int gv; void gf();
struct S3 { int m; S3() : gv(1), gf(2), m(0) {} };
#pragma cufe_program variable_template_initializers
template <class U, class L> constexpr bool stacks = sizeof(U) == sizeof(Lq);
template <class T> constexpr bool ok1 = std::is_integral_v<T> && sizeof(T) >= 4;
template <class T, class = std::enable_if_t<std::is_arithmetic_v<T>>> constexpr int ok2 = 1;
template <class T, class = decltype(std::declval<T>() + 1)> constexpr int ok3 = 2;
template <class T> constexpr int arr_t[3] = {1, 2, 3};
template <int N, int M = N * 2> struct Q { static constexpr int v = M; };
template <class T> auto ret(T a, T b) -> decltype(a[b]) { return a[b]; }
#pragma cufe_program mem_initializer_names_in_templates
template <class T> struct TT { int m; TT() : mq(1) {} };
template <class T, int N> struct View2D { T *p_; int rows; View2D(T *p) : p_q(p), rows(N) {} };
template <class T> struct Fine { T v; int n; Fine() : v(), n(0) {} };
#pragma cufe_program template_arguments
template <class... Ts> struct Pack {};
template <typename T, typename... Tsq> __device__ void store_pack(char *&dst, const Pack<T, Ts...> &p) {}
template <class T> struct Box {};
void f() { Box<Zq> b; (void)b; }
template <class T> void g() { Box<Uq> c; (void)c; Box<T> d; (void)d; }
#pragma cufe_program undeclared_parameter_types
template <typename... Tsq> __global__ void kp(int *out, Ts... args) { }
#pragma cufe_program sizeof_packs
template <int... Isq> __global__ void k_int_pack(int *p) { *p = sizeof...(Is); }
template <class... Ts> int n() { int x = 1; return sizeof...(Ts) + sizeof...(x); }
template <class... Ts> int okn(Ts... args) { return sizeof...(Ts) + sizeof...(args); }
