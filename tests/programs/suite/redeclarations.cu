// Names declared twice in one block scope (src/parse/block_names.c):
// 101 in the same block or over a parameter, 704 over a condition's
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
