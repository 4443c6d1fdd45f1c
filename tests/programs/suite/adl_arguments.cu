// Calls whose arguments have global enumeration or class types: argument-
// dependent lookup adds nothing there (unless an associated class
// declares a friend of the name), so the arity and the conversions
// (to void *, enum to itself or to int) are judged.  From probes of
// cudafe++ on the CUDA runtime API and the project's own types.
#pragma cufe_program a01
#include <cuda_runtime.h>
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
void f(float *x) { cudaFree(x, 1); }
#pragma cufe_program a02
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
void f(float *h, float *d, size_t n) { cudaMemcpy(h, d, n, cudaMemcpyDeviceToHost, 1); }
#pragma cufe_program a03
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
void f(cudaEvent_t e, cudaStream_t s) { cudaEventRecord(e, s, 1); }
#pragma cufe_program a04
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
void f(Opaque *o) { take(o, mb, 3); }
#pragma cufe_program a05
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
void f(Opaque *o) { take(o); }
#pragma cufe_program a06
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
void f(cudaStream_t s) { cudaStreamSynchronize(s, 0); }
#pragma cufe_program a07
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
void f(float *x) { cudaFree(x); cudaMemcpy(x, x, 4, cudaMemcpyDeviceToHost); }
#pragma cufe_program a08
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
void f(const float *x) { cudaFree((void *)x, 2); }
#pragma cufe_program a09
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
struct W { friend int take(W *, Mode, int); }; void f(W *w) { take(w, ma, 3); }
#pragma cufe_program a10
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
namespace ns { struct Q; int take(Q *, Mode, int); } void f(ns::Q *q) { take(q, ma, 3); }
#pragma cufe_program a11
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
enum class Sc { a }; int use(Sc); void f() { use(Sc::a, 1); }
#pragma cufe_program a12
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
void f(cudaStream_t s) { cudaStreamSynchronize(); }
#pragma cufe_program a13
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
void f(Opaque *o) { undeclared_fn(o); }
#pragma cufe_program a14
struct Opaque;
enum Mode { ma, mb };
int take(Opaque *, Mode);
void f(Mode m) { take(0, m, 1, 2); }
