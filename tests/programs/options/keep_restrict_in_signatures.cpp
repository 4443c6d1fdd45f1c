// --keep_restrict_in_signatures: a parameter's top-level restrict is part of
// its function's type, so f(int *restrict) and f(int *) are two functions:
// two extern "C" ones are an error (338 at the second; cuda_runtime.h's
// memcpy and string.h's are such a pair).  cufe judges extern "C" functions
// of the global namespace whose parameters differ by restrict alone; calls
// of the C++ overloads it makes (ambiguous) are not judged.  Without it,
// restrict, like const, is not part of the signature.
// OPTIONS:
// OPTIONS: --keep_restrict_in_signatures
// OPTIONS: --no_keep_restrict_in_signatures
extern "C" void *mc(void *__restrict d, const void *__restrict s, unsigned long n);
extern "C" void *mc(void *d, const void *s, unsigned long n);
extern "C" int *g1(int *__restrict p);
extern "C" int *g1(int *p) { return p; }
extern "C" {
void h1(const int *__restrict a, int *__restrict b);
void h1(const int *a, int *__restrict b);
void h1(const int *a, int *__restrict b);
}
extern "C" void m3(int *__restrict a);
extern "C" void m3(int *__restrict a);
extern "C" void m7(int *__restrict const a);
extern "C" void m7(int *a);
extern "C" void *m1(void *__restrict d);
void *m1(void *d);
extern "C" void m6(int *const a);
extern "C" void m6(int *a);
void r1(int *const p);
void r1(int *p);
void s1(const int a);
void s1(int a);
void use(int *p) { r1(p); s1(1); m6(p); }
