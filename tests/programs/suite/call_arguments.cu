// Arguments that certainly do not convert to their parameter (167,
// "argument of type "const int *" is incompatible with parameter of type
// "int *""): pointers to arithmetic types that differ or lose a
// qualifier, pointers for numbers, numbers for pointers (only an integer
// literal 0 is a null pointer constant: not `false`, not `1 - 1`), string
// literals for numbers.  Calls of one certain function.  From probes of
// cudafe++ 13.0.
// (the lines before the first program are part of every program)
void takes(int *p);
void takesc(const int *p);
void takesv(void *p);
void takesl(long *p);
void takesi(int v);
void takesb(bool b);
void takesf(float *p);
#pragma cufe_program g01
void h(const int *ci, int *pi) { takes(ci); takesc(pi); takesv(pi); }
#pragma cufe_program g02
void h(int *pi) { takesl(pi); takesi(pi); takesb(pi); }
#pragma cufe_program g03
void h(int n, double d) { takes(1.5); takes(0); takes(n); takes(2); takes(d); takes('c'); }
#pragma cufe_program g04
void h(const float *cf, unsigned *pu) { takesf(cf); takes(pu); }
#pragma cufe_program g05
void h(int x) { takes(1 + 1); takesi(1 + "s"); takes(false); takes(x + 0); takes(1 - 1); }
#pragma cufe_program g06
void h(const int cx, volatile int vx) { takes(cx); takes(vx); takes(0L); takes(0u); takes(nullptr); }
#pragma cufe_program g07
void h(int x) { takes(x * 2.0); takes(-1); }
#pragma cufe_program g08
__device__ int dev(int *p); void h(const int *ci, int *p) { dev(ci); dev(p); }
#pragma cufe_program g09
void h(const int *ci) { takes(ci, 1); takes(); }
#pragma cufe_program g10
void takescv(const void *p);
void h(const int *ci, int *pi, const float *cf, int n) { takesv(ci); takescv(ci); takesv(pi); takesv(cf); takesv(n); takesv(0); cudaFree(ci); }
#pragma cufe_program function_pointers
void fn(int *out, int (*cb)(int), void (&sink)(int), void (*va)(int, ...), void (*nv)(void), float (*pf)(float *)) {
  sink(); cb(1, 2); va(1, 2, 3); va(); nv(); nv(1); pf(out); sink(3); cb(out);
  int (*local)(int, int) = 0;
  local(1);
}
#pragma cufe_program member_addresses
struct Stats { float sum; double sum_sq; unsigned long long count; const unsigned int ticket; int arr[4]; };
struct Ok { unsigned int t; float f; };
__global__ void k(Stats *st, Ok *o, Ok ov) {
  atomicInc(&st->ticket, 1023u);
  atomicInc(&o->t, 1u); atomicAdd(&o->f, 1.0f); atomicAdd(&ov.f, 2.0f); atomicAdd(&st->sum, 1.0f);
  atomicInc(&o->f, 1u);
}
#pragma cufe_program typedef_pointer_parameters
extern "C" void run(unsigned char *p, int n, cudaStream_t s = 0);
typedef struct Opq *handle_t;
void take(handle_t h);
void f(unsigned char *b, int k, long lv) { run(b, 32, 1); run(b, 32, 0); run(b, 1, k); take(2); take(0); take(lv); take(nullptr); }
#pragma cufe_program member_pointers_and_lambda_copies
struct Csr { int rows; const int *row_ptr = nullptr; float *vals = nullptr; };
void f(Csr m, Csr *pm) { cudaFree(m.row_ptr); cudaFree(pm->row_ptr); cudaFree(m.vals); }
int g(int a) {
  auto add = [a](int i) { return a + i; };
  auto copy = add; auto copy2 = copy;
  return copy() + copy2(1, 2) + copy("s");
}
#pragma cufe_program typedef_pointer_calls
typedef float (*EaseFn)(float);
typedef EaseFn Ease2;
using Fn3 = int (*)(int, float);
namespace N { typedef void (*Cb)(int *, int); }
__device__ float ein(float t) { return t; }
__device__ EaseFn tab[2] = {ein, ein};
__global__ void k1(float *o, int mode) { EaseFn e = tab[mode & 1]; o[0] = e(); }
__global__ void k2(float *o, int mode) { Ease2 e = tab[mode & 1]; o[0] = e(1.0f, 2.0f); }
void h1(Fn3 f) { f(1); f(1, 2.0f); f(1, 2.0f, 3); }
void h2(N::Cb cb, int *p) { cb(p); cb(p, 1); }
template <class T> struct Q { typedef T (*F)(T); void g(F f) { f(); } };
void ok(EaseFn e, Fn3 f, N::Cb cb, int *p) { e(1.0f); f(1, 1.0f); cb(p, 2); }
