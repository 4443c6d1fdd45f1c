// The checks go on after an error that leaves the declarations as
// written (as cudafe++'s do), in source order with the parser's errors.
#pragma cufe_program attr_error_then_arity
struct S { __global__ void mk(); };
int g(int);
int f() { return g(1, 2); }
#pragma cufe_program undefined_then_arity
int g(int);
int f() { int a = uq; return g(a, 2); }
#pragma cufe_program constant_write_in_kernel_after_error
struct S { static __device__ int m; };
__constant__ int cval;
__global__ void k(int *p) { cval = 4; *p = 0; }
#pragma cufe_program managed_decltype_then_write
__managed__ int mv;
void h() { decltype(mv) c = 1; const int k = 2; k = 3; }
#pragma cufe_program two_functions
int g(int);
int f1() { return g(); }
int f2() { return g(1, 2); }
#pragma cufe_program later_overload_not_seen
int g(int);
int f() { return g(1, 2); }
int g(int, int);
