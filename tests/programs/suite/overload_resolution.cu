// Overload resolution among functions with arithmetic parameters: the
// function a call of an overloaded name picks (named when host code calls
// a __device__ one, 3464) and calls no function is better for (308);
// pointers to arithmetic types as arguments (p01-p06).
// (the lines before the first program are part of every program)
__device__ int dv(int);
__device__ float dv(float);
__device__ double dv(double);
int hv(int);
int hv(unsigned);
int hv(double);
#pragma cufe_program r01
int warp_scan(int v) { return __shfl_up_sync(0xffffffff, v, 1); }
#pragma cufe_program r02
int g(char c, short s, bool b) { return dv(c) + dv(s) + dv(b) + dv(2.0f) + dv(1.0); }
#pragma cufe_program r03
int amb(long l) { return dv(l); }
#pragma cufe_program r04
int amb(long l, float f, unsigned long long u) { return hv(l) + hv(f) + hv(u) + hv('c'); }
#pragma cufe_program v01
__device__ int d(int v, unsigned u, double x) { return dv(v) + dv(u) + dv(x) + __shfl_up_sync(0xffffffffu, v, 1); }
int h(int i, unsigned u, double x, float f, bool b) { return hv(i) + hv(u) + hv(x) + hv(f) + hv(b); }
void m() { int a = max(1, 2); float b = fmaxf(1.0f, 2); double c = max(1.0, 2); }
#pragma cufe_program p01
__device__ void pf(int *); __device__ void pf(float *); void h(int *p) { pf(p); }
#pragma cufe_program p02
void pg(int *, float); void pg(int *, double); void h(int *p) { pg(p, 1); }
#pragma cufe_program p03
void pg(int *); void pg(const int *); void h(int *p, const int *q) { pg(p); pg(q); }
#pragma cufe_program p04
__device__ void pf(int *, int); __device__ void pf(float *, int); void h(const int *p) { pf(p, 1); }
#pragma cufe_program p05
__device__ void pf(int *); __device__ void pf(long *); void h(int *p, long *q) { pf(p); pf(q); }
#pragma cufe_program p06
void pg(int *, int); void pg(float *, int); void h(double *p) { pg(p, 1); }
