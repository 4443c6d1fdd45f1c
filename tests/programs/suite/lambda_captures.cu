// Names a lambda's body uses without capturing them (src/sema/captures.c):
// 1735 for a local or parameter of the enclosing function, 1877 for one an
// enclosing lambda does not capture, 1738 for `this` and the members it
// reaches; constants, statics, CUDA variables, unevaluated uses and
// captured names are valid.
// NVCC_FLAGS: --extended-lambda
#pragma cufe_program local
void f() { int n = 3; auto g = []() { return n; }; (void)g; }
#pragma cufe_program parameter
void f(int a) { auto g = []() { return a; }; (void)g; }
#pragma cufe_program reference
void f() { int n = 3; int &r = n; auto g = []() { return r; }; (void)g; }
#pragma cufe_program reference_to_const
void f() { const int &r = 3; auto g = []() { return r; }; (void)g; }
#pragma cufe_program nested_in_default
void f() { int n = 3; auto g = [=]() { return []() { return n; }(); }; (void)g; }
#pragma cufe_program class_object
struct P { int x; };
void f() { P p{1}; auto g = []() { return p.x; }; (void)g; }
#pragma cufe_program with_parameter
void f() { int n = 3; auto g = [](int k) { return k + n; }; (void)g; }
#pragma cufe_program other_captured
void f() { int a = 1, b = 2; auto g = [a]() { return a + b; }; (void)g; }
#pragma cufe_program array
void f() { int arr[3] = {}; auto g = []() { return arr[0]; }; (void)g; }
#pragma cufe_program pointer_to_const
void f() { const int *q = nullptr; auto g = []() { return q; }; (void)g; }
#pragma cufe_program template_parameter
template <class T> void f(T t) { auto g = []() { return t; }; (void)g; }
#pragma cufe_program written
void f() { int n = 3; auto g = []() { n = 4; }; (void)g; }
#pragma cufe_program kernel_parameter
__global__ void k(int n) { auto g = []() { return n; }; (void)g; }
#pragma cufe_program device_lambda
#include <cuda_runtime.h>
template <class F> __global__ void run(F f) { f(); }
void launch(float *p, float s) { run<<<1, 1>>>([p] __device__ () { p[0] = s; }); }
#pragma cufe_program loop_variable
void f(float *out, int n) { for (int i = 0; i < n; ++i) { auto g = []() { return i * 2; }; out[i] = g(); } }
#pragma cufe_program outer_lambda_parameter
void f() { auto g = [](int a) { return [](int b) { return a + b; }(1); }; (void)g; }
#pragma cufe_program enclosing_no_implicit
void f() { int n = 3; auto g = []() { return [&]() { return n; }(); }; (void)g; }
#pragma cufe_program this_member
struct S { int m; void f() { auto g = []() { return m; }; (void)g; } };
#pragma cufe_program this_explicit
struct S { int m; void f() { auto g = []() { return this->m; }; (void)g; } };
#pragma cufe_program this_member_function
struct S { int h() const { return 1; } void f() { auto g = []() { return h(); }; (void)g; } };
#pragma cufe_program valid_constants_and_statics
enum { E1 = 4 };
void f() { const int n = 3; constexpr int m = 4; static int s = 5; const float c = 2.0f; enum { E2 = 1 };
  auto g = []() { return n + m + s + E1 + E2 + (int)c; }; (void)g; }
#pragma cufe_program valid_unevaluated
#include <cstddef>
void f() { int n = 3; auto g = []() { return sizeof(n) + sizeof n; }; auto h = []() { return decltype(n){}; }; (void)g; (void)h; }
#pragma cufe_program valid_captures
void f(int a) { int n = 3; auto g = [n, &a]() { return n + a; }; auto h = [=]() { return n + a; };
  auto i = [&]() { return n + a; }; auto j = [m = n]() { return m; }; auto k = [n]() { return [n]() { return n; }(); };
  (void)g; (void)h; (void)i; (void)j; (void)k; }
#pragma cufe_program valid_own_names
void f() { int n = 3; auto g = [](int n) { return n; }; auto h = []() { int n = 4; return n; }; (void)g; (void)h; (void)n; }
#pragma cufe_program valid_storage
__global__ void k() { __shared__ int sh; thread_local int t = 1; auto g = []() { return sh + t; }; (void)g; }
#pragma cufe_program valid_members
struct S { int m; static int sm; static int sf() { return 1; }
  void a() { auto g = [this]() { return m; }; auto h = [=]() { return sm + sf(); }; auto i = [*this]() { return m; }; (void)g; (void)h; (void)i; }
  static void b() { auto g = []() { return sm + sf(); }; (void)g; } };
#pragma cufe_program valid_functions
int twice(int x) { return 2 * x; }
void f() { void local(); auto g = []() { local(); return twice(2); }; (void)g; }
#pragma cufe_program valid_generic
#include <vector>
#include <algorithm>
void f(std::vector<int> &v, int limit) { std::sort(v.begin(), v.end(), [](int a, int b) { return a < b; });
  auto c = std::count_if(v.begin(), v.end(), [limit](int x) { return x > limit; }); (void)c; }
#pragma cufe_program copy_matches_default
void f() { int x = 1; auto a = [=, x]() { return x; }; (void)a; }
#pragma cufe_program reference_matches_default
void f() { int x = 1; auto a = [&, &x]() { return x; }; (void)a; }
#pragma cufe_program this_matches_default
struct S { int m; void f() { auto a = [=, this]() { return m; }; (void)a; } };
#pragma cufe_program name_twice
void f() { int x = 1; auto a = [x, x]() { return x; }; (void)a; }
#pragma cufe_program name_twice_reference
void f() { int x = 1; auto a = [&x, x]() { return x; }; (void)a; }
#pragma cufe_program name_twice_init
void f() { int x = 1; auto a = [x, x = 2]() { return x; }; (void)a; }
#pragma cufe_program this_twice
struct S { int m; void f() { auto a = [this, this]() { return m; }; (void)a; } };
#pragma cufe_program valid_capture_lists
struct S { int m; void f(int x) { auto a = [=, &x]() { return x + m; }; auto b = [&, x]() { return x + m; };
  auto c = [&, this]() { return m; }; auto d = [=, *this]() { return m; }; auto e = [x, y = x]() { return x + y; };
  (void)a; (void)b; (void)c; (void)d; (void)e; } };
