// Names declared twice in one block or class scope
// (src/parse/redeclarations.c): 101 in the same block or class or over a
// parameter, 704 over a condition's
// variable, 779 over a for-init one, 2801 over a range-based for's, the
// warning 1210 over a handler's parameter; and the declarations that
// look alike but are valid (nested blocks, extern and function
// redeclarations, class names, lambdas' own parameters, statement
// expressions, function-try-blocks).
#pragma cufe_program same_block
void f() { int x = 1; int x = 2; }
#pragma cufe_program param
void f(int a) { int a = 2; }
#pragma cufe_program param_kernel
__global__ void k(float *p, int n) { int n = 4; p[0] = n; }
#pragma cufe_program param_member
struct C { void m(int p) { int p; } };
#pragma cufe_program param_template
template <class T> void f(T t) { int t; }
#pragma cufe_program param_lambda
void f() { auto g = [](int lam) { int lam = 1; return lam; }; }
#pragma cufe_program for_init
void f() { for (int i = 0; i < 3; ++i) { int i = 1; } }
#pragma cufe_program for_init_two
void f() { for (int i = 0, i = 1; i < 3; ++i) {} }
#pragma cufe_program if_condition
void f() { if (int c = 1) { int c = 2; } }
#pragma cufe_program else_condition
void f() { if (int c = 1) { } else { float c = 2; } }
#pragma cufe_program if_init
void f() { if (int a = 1; a) { int a = 2; } }
#pragma cufe_program while_condition
void f() { while (int h = 0) { int h = 1; } }
#pragma cufe_program switch_condition
void f() { switch (int q = 1) { case 1: int q; } }
#pragma cufe_program range_for
void f() { int v[3] = {1, 2, 3}; for (int y : v) { int y = 1; } }
#pragma cufe_program handler
void f() { try { } catch (int ex) { int ex; } }
#pragma cufe_program typedef_after_variable
void f() { int y; typedef int y; }
#pragma cufe_program function_after_variable
void f() { int z; int z(); }
#pragma cufe_program variable_after_function
void f() { void h(); void h(); int h; }
#pragma cufe_program static_twice
void f() { static int s; static int s; }
#pragma cufe_program static_after_plain
void f() { int s1; static int s1; }
#pragma cufe_program extern_after_plain
void f() { int w; extern int w; }
#pragma cufe_program plain_after_extern
void f() { extern int e; int e; }
#pragma cufe_program enumerator
void f() { int n = 1; enum { n }; }
#pragma cufe_program alias
void f() { int u; using u = int; }
#pragma cufe_program shared_array
__global__ void k() { __shared__ float t[4]; float t = 1; }
#pragma cufe_program binding
void f() { int arr[2] = {1, 2}; auto [p, q] = arr; int p; }
#pragma cufe_program do_body
void f() { do { int d; int d; } while (0); }
#pragma cufe_program two_in_one_function
void f(int a) { int b; { int c; int c; } int a; }
#pragma cufe_program valid_nested
void f(int a) { { int a = 2; (void)a; } for (int i = 0; i < 2; ++i) for (int i = 0; i < 2; ++i) {} }
#pragma cufe_program valid_function_pointer_params
void f(void (*cb)(int a), int (*g)(int q, int r)) { int a = 0, q = 1, r = 2; cb(a + q + r); (void)g; }
#pragma cufe_program valid_externs_and_functions
void f() { int x = 0; { extern int x2; extern int x2; } void g(); void g(); (void)x; }
#pragma cufe_program valid_class_names
void f() { struct S { int v; }; typedef struct S S; S s = {1}; struct T {}; int T = 1; (void)s; (void)T; }
#pragma cufe_program valid_lambda_params
void f(int n) { auto g = [](int n) { return n; }; auto h = [n](int b) { int c = n + b; return c; }; (void)g(n); (void)h(1); }
#pragma cufe_program valid_local_class
void f(int a) { struct L { void m(int a) { int b = a; (void)b; } }; (void)a; }
#pragma cufe_program valid_try_block
struct C { int v; C(int v) try : v(v) { int w = v; (void)w; } catch (...) { } };
#pragma cufe_program valid_conditions
void f(int s) { if (int c = 1) { (void)c; } else { int d = 2; (void)d; } while (int w = 0) { int w2 = w; (void)w2; } switch (int z = s) { case 1: { int y = 1; (void)y; } break; case 2: { int y = 2; (void)y; } } }
#pragma cufe_program valid_handler_nested
void f() { try { } catch (int e) { { int e = 1; (void)e; } } }
#pragma cufe_program valid_for_lambda
void f() { for (auto g = [](int i) { return i; }; g(0);) { int i = 1; (void)i; break; } }
#pragma cufe_program valid_statement_expression
void f() { int u = ({ int u2 = 3; u2; }); (void)u; }
#pragma cufe_program valid_aliases
void f(int x) { using T = int; { using T = double; T y = x; (void)y; } }
#pragma cufe_program valid_enumerator_nested
void f() { enum E { A1 }; { int A1 = 2; (void)A1; } }
#pragma cufe_program member_twice
struct A { int a; float a; };
#pragma cufe_program member_function_after_member
struct A { int b; void b(); };
#pragma cufe_program member_after_member_function
struct A { void c(); int c; };
#pragma cufe_program member_after_typedef
struct A { typedef int T; int T; };
#pragma cufe_program static_member_twice
struct A { static int s; static int s; };
#pragma cufe_program member_after_enumerator
struct A { enum { e }; int e; };
#pragma cufe_program union_member_twice
union U { int u; int u; };
#pragma cufe_program template_member_twice
template <class T> struct A { T m; T m; };
#pragma cufe_program static_after_member
struct A { int q; static int q; };
#pragma cufe_program member_after_anonymous_struct
struct A { struct { int w; }; int w; };
#pragma cufe_program member_with_initializer
struct Params { int n = 4; float scale = 1.0f; int n = 8; };
#pragma cufe_program valid_members
struct A { int x; struct x {}; void f(); void f(int); A(); A(int); int g() const; int g(); static int h(); };
#pragma cufe_program valid_nested_class_members
struct A { int v; struct B { int v; void f(int v); }; enum class E { v }; };
#pragma cufe_program function_twice
int square(int x) { return x * x; }
int cube(int x) { return x * x * x; }
int square(int x) { return x * x; }
#pragma cufe_program function_twice_overloaded
int sq(int x) { return x * x; }
int sq(float x) { return x; }
int sq(int y) { return y; }
#pragma cufe_program function_twice_const_param
int sq2(const int x) { return x; }
int sq2(int x) { return x; }
#pragma cufe_program function_twice_namespace
namespace N { void g() {} void g() {} }
#pragma cufe_program function_twice_unnamed_namespace
namespace { void hf(int) {} void hf(int) {} }
#pragma cufe_program function_twice_static_inline
static int h() { return 1; }
inline int h() { return 2; }
#pragma cufe_program host_and_device_function
__host__ int f1() { return 1; }
__device__ int f1() { return 2; }
#pragma cufe_program kernel_twice
__global__ void kk(int *p) { p[0] = 1; }
__global__ void kk(int *q) { q[0] = 2; }
#pragma cufe_program function_declared_then_twice
void f3(int); void f3(int) {} void f3(int) {}
#pragma cufe_program deleted_then_defined
void f5() = delete; void f5() {}
#pragma cufe_program extern_c_twice
extern "C" void f4() {} extern "C" void f4() {}
#pragma cufe_program variable_twice_types
int frame_count;
void tick() { ++frame_count; }
float frame_count;
#pragma cufe_program variable_twice_initialized
int v2 = 1;
int v2 = 2;
#pragma cufe_program variable_extern_then_twice
int w1; extern int w1; int w1;
#pragma cufe_program variable_static_twice
static int v4; static int v4;
#pragma cufe_program device_variable_twice
__device__ int v5; __device__ int v5;
#pragma cufe_program constant_variable_twice
__constant__ float c[4]; __constant__ float c[4];
#pragma cufe_program variable_twice_namespace
namespace N { int v = 1; int v = 2; }
#pragma cufe_program variable_twice_unnamed_namespace
namespace { int a1; int a1; }
#pragma cufe_program constexpr_variable_twice
constexpr int ce = 1; constexpr int ce = 2;
#pragma cufe_program return_type_alone
int r1(); float r1();
#pragma cufe_program return_type_alone_definitions
int r2(int) { return 1; } float r2(int) { return 2; }
#pragma cufe_program valid_overloads_and_declarations
int f(int); int f(int x) { return x; } int f(float x) { return (int)x; } int f(int);
double f(double x); namespace N { int f(int x) { return x; } } static int g(char c) { return c; }
#pragma cufe_program valid_host_device_overloads
__host__ int f(int x) { return x; } __device__ int f(float x) { return (int)x; }
#pragma cufe_program valid_variables
extern int v; int v; extern int v; namespace N { int v; } namespace { int u; } int u2;
extern "C" int cv; int cv = 1; static int s; extern const int k; const int k = 3;
#pragma cufe_program valid_templates_and_functions
template <class T> T m(T a) { return a; } int m(int a) { return a; } template <> float m(float a) { return a; }
#pragma cufe_program typedef_other_type
typedef float floatX;
typedef double floatX;
typedef int I; typedef int I; typedef unsigned A; typedef unsigned int A;
#pragma cufe_program typedef_other_type_namespace_class
namespace N { typedef int T; typedef long T; }
struct S { typedef int M; typedef long M; };
typedef int *P; typedef long *P;
#pragma cufe_program main_returning_void
void main();
void main() { }
#pragma cufe_program main_returning_long
namespace N { void main() {} }
struct S { void main() {} };
long main() { return 0; }
#pragma cufe_program member_functions_by_return_type
// (311 in a class; a class template's members are not judged)
struct Sensor {
    int read();
    float read();
    int r2(int);
    long r2(int);
    int r3(int) const;
    float r3(int);
    int r5(double);
    float r5(int);
    int *r7(const char *);
    char r7(const char *);
};
struct V { virtual int f(); virtual long f(); };
struct Ok { int g(int); int g(long); double g(double) const; void h(); };
int main() { return 0; }
