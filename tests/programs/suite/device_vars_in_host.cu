// __device__, __constant__ and __shared__ variables read (20091) or
// written (20092) directly in host functions, and uses that are neither
// (address, reference, sizeof, decltype, discarded); from probes of
// cudafe++.
// (the lines before the first program are part of every program)
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
#pragma cufe_program v01
int f() { return dv; }
#pragma cufe_program v02
void f() { dv = 1; }
#pragma cufe_program v03
void f() { dv += 1; }
#pragma cufe_program v04
void f() { int *p = &dv; (void)p; }
#pragma cufe_program v05
int f() { return sizeof(dv); }
#pragma cufe_program v06
int f() { return da[1]; }
#pragma cufe_program v07
int f() { return sv; }
#pragma cufe_program v08
int f() { return mv; }
#pragma cufe_program v09
void f() { dv++; }
#pragma cufe_program v10
int &f() { return dv; }
#pragma cufe_program v11
int f() { int x = dv; return x; }
#pragma cufe_program v12
decltype(dv) f() { return 0; }
#pragma cufe_program v13
__host__ __device__ int f() { return dv; }
#pragma cufe_program v14
__device__ int f() { return dv; }
#pragma cufe_program v15
__global__ void k(int *p) { *p = dv + cv; }
#pragma cufe_program v16
void f() { (void)dv; }
#pragma cufe_program v17
void f() { dv; }
#pragma cufe_program v18
int f() { return cv * 2 + dv; }
#pragma cufe_program v19
int *f() { return da; }
#pragma cufe_program v20
int f() { return *da; }
#pragma cufe_program v21
void f() { da[1] = 2; }
#pragma cufe_program v22
void f() { *da = 1; }
#pragma cufe_program v23
void f() { dptr[1] = 2; }
#pragma cufe_program v24
int f() { int y = da[0] + 1; return y; }
#pragma cufe_program v25
void f() { if (dv) return; }
#pragma cufe_program v26
int f() { return dv ? 1 : 2; }
#pragma cufe_program v27
void f() { int z(dv); (void)z; }
#pragma cufe_program v28
void f(int x) { x = dv; }
#pragma cufe_program v29
int f() { return -dv; }
#pragma cufe_program v30
int f(int *p) { return p[dv]; }
#pragma cufe_program v31
void f() { while (dv) {} }
#pragma cufe_program v32
void f() { for (int i = 0; i < dv; i++) {} }
#pragma cufe_program v33
int f() { return (int)dv; }
#pragma cufe_program v34
int f() { return static_cast<int>(dv); }
#pragma cufe_program v35
void f() { dv = dv; }
#pragma cufe_program v36
int f() { int &r = dv; return r; }
#pragma cufe_program v37
int f() { return (dv); }
#pragma cufe_program v38
bool f() { return !dv; }
#pragma cufe_program v39
long f() { return dv + 1L; }
#pragma cufe_program v40
void f() { cv = 4; }
#pragma cufe_program v41
void f() { do {} while (cv > 2); }
#pragma cufe_program v42
void f() { switch (dv) { default: break; } }
#pragma cufe_program v43
int f() { return da[dv]; }
#pragma cufe_program v44
void f() { dv -= cv; }
#pragma cufe_program v45
void f() { --dv; }
#pragma cufe_program v47
int f() { return dptr != nullptr; }
#pragma cufe_program v48
int f() { int a = mv + 1; return a; }
#pragma cufe_program constants_read_in_host
__device__ const float k = 2.0f;
__constant__ const int c = 3;
__device__ constexpr int ce = 5;
struct P { int x; };
__device__ const P pp = {1};
__device__ const float *const cp = 0;
__host__ __device__ float twice(float x) { return x * k + ce + pp.x + (cp ? 1 : 0); }
int host_fn() { return c; }
#pragma cufe_program const_arrays_and_volatile_read_in_host
__device__ const float arr[3] = {1, 2, 3};
__device__ volatile const int vc = 4;
__constant__ float nc = 3;
float host_fn(int i) { return arr[i] + arr[0] + vc + nc; }
