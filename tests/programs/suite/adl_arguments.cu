// Calls whose arguments have global enumeration or class types: argument-
// dependent lookup adds nothing there (unless an associated class
// declares a friend of the name), so the arity and the conversions
// (to void *, enum to itself or to int) are judged.  From probes of
// cudafe++ on the CUDA runtime API and the project's own types.
// (the lines before the first program are part of every program)
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
#pragma cufe_program a01
void f(float *x) { cudaFree(x, 1); }
#pragma cufe_program a02
void f(float *h, float *d, size_t n) { cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost, 1); }
#pragma cufe_program a03
void f(cudaEvent_t e, cudaStream_t s) { cudaEventRecord(e, s, 1); }
#pragma cufe_program a04
void f(Opaque *o) { take(o, mb, 3); }
#pragma cufe_program a05
void f(Opaque *o) { take(o); }
#pragma cufe_program a06
void f(cudaStream_t s) { cudaStreamSynchronize(s, 0); }
#pragma cufe_program a07
void f(float *x) { cudaFree(x); cudaMemcpy(x, x, 4, cudaMemcpyDeviceToHost); }
#pragma cufe_program a08
void f(const float *x) { cudaFree((void *)x, 2); }
#pragma cufe_program a09
struct W { friend int take(W *, Mode, int); }; void f(W *w) { take(w, ma, 3); }
#pragma cufe_program a10
namespace ns { struct Q; int take(Q *, Mode, int); } void f(ns::Q *q) { take(q, ma, 3); }
#pragma cufe_program a11
enum class Sc { a }; int use(Sc); void f() { use(Sc::a, 1); }
#pragma cufe_program a12
void f(cudaStream_t s) { cudaStreamSynchronize(); }
#pragma cufe_program a13
void f(Opaque *o) { undeclared_fn(o); }
#pragma cufe_program a14
void f(Mode m) { take(0, m, 1, 2); }
