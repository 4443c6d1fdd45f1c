// Members of classes of the global namespace used as values: their
// declared types (threadIdx.x is an unsigned int), through `.` on a
// variable or parameter and `->` on a pointer; bit-fields are not
// judged.  From probes of cudafe++.
#pragma cufe_program m01
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
__global__ void k(int *p) { p[0] = blockIdx.x * "s"; }
#pragma cufe_program m02
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
__global__ void k(int *p) { if (threadIdx.x < 0) p[0] = 1; }
#pragma cufe_program m03
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
int f(P v) { return v.u < 0; }
#pragma cufe_program m04
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
int f(P *v) { return v->u >= 0; }
#pragma cufe_program m05
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
int f() { return dp.x; }
#pragma cufe_program m06
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
void f() { dp.x = 1; }
#pragma cufe_program m07
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
int f(P v) { return v.x * "s"; }
#pragma cufe_program m08
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
int f(P v) { return v.bf < 0; }
#pragma cufe_program m09
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
int f(const P &v) { return v.f % 2; }
#pragma cufe_program m10
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
void f(P v) { v.x; }
#pragma cufe_program m11
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
__global__ void k(int *p) { p[blockIdx.x * blockDim.x + threadIdx.x] = gridDim.x; }
#pragma cufe_program m12
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
int f(P v) { return v.x + v.u; }
#pragma cufe_program m13
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
void f(P *v) { v->x = "s"; }
#pragma cufe_program m14
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
int f(P v) { return v.f < 0; }
