// Members of classes of the global namespace used as values: their
// declared types (threadIdx.x is an unsigned int), through `.` on a
// variable or parameter and `->` on a pointer; bit-fields are not
// judged.  From probes of cudafe++.
// (the lines before the first program are part of every program)
struct P { int x; unsigned u; float f; int bf : 3; static int s; };
__device__ P dp;
#pragma cufe_program m01
__global__ void k(int *p) { p[0] = blockIdx.x * "s"; }
#pragma cufe_program m02
__global__ void k(int *p) { if (threadIdx.x < 0) p[0] = 1; }
#pragma cufe_program m03
int f(P v) { return v.u < 0; }
#pragma cufe_program m04
int f(P *v) { return v->u >= 0; }
#pragma cufe_program m05
int f() { return dp.x; }
#pragma cufe_program m06
void f() { dp.x = 1; }
#pragma cufe_program m07
int f(P v) { return v.x * "s"; }
#pragma cufe_program m08
int f(P v) { return v.bf < 0; }
#pragma cufe_program m09
int f(const P &v) { return v.f % 2; }
#pragma cufe_program m10
void f(P v) { v.x; }
#pragma cufe_program m11
__global__ void k(int *p) { p[blockIdx.x * blockDim.x + threadIdx.x] = gridDim.x; }
#pragma cufe_program m12
int f(P v) { return v.x + v.u; }
#pragma cufe_program m13
void f(P *v) { v->x = "s"; }
#pragma cufe_program m14
int f(P v) { return v.f < 0; }
#pragma cufe_program const_objects
// (a member of a const object: not modifiable, unless mutable, static or
// a reference; `->` through a pointer to const)
struct S { int a; mutable int m; static int st; int *p; int &r; S *next; };
void f(const S &cs, const S *cp, S *p, S &ms, const S cv) {
  cs.a = 1; cs.m = 2; cs.st = 3; cs.p = 0; *cs.p = 1; cs.r = 4;
  cp->a += 1; cp->m++; p->a = 1; ms.a = 1; cv.a = 2; cs.next->a = 3;
  const S *const cpc = cp; cpc->a--; ++cs.a;
}
template <class T> void g(const S &cs, T) { cs.a = 1; }
#pragma cufe_program const_objects_valid
struct S { int a; mutable int m; static int st; int *p; int &r; };
struct Q { int q; void set() const; };
void Q::set() const { Q *self = const_cast<Q *>(this); self->q = 1; }
void f(const S &cs, S &ms) { cs.m = 1; cs.st = 2; *cs.p = 3; cs.r = 4; ms.a = 5; const_cast<S &>(cs).a = 6; }
