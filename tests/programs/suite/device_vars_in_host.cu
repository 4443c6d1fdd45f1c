// __device__, __constant__ and __shared__ variables read (20091) or
// written (20092) directly in host functions, and uses that are neither
// (address, reference, sizeof, decltype, discarded); from probes of
// cudafe++.
#pragma cufe_program v01
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return dv; }
#pragma cufe_program v02
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { dv = 1; }
#pragma cufe_program v03
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { dv += 1; }
#pragma cufe_program v04
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { int *p = &dv; (void)p; }
#pragma cufe_program v05
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return sizeof(dv); }
#pragma cufe_program v06
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return da[1]; }
#pragma cufe_program v07
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return sv; }
#pragma cufe_program v08
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return mv; }
#pragma cufe_program v09
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { dv++; }
#pragma cufe_program v10
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int &f() { return dv; }
#pragma cufe_program v11
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { int x = dv; return x; }
#pragma cufe_program v12
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
decltype(dv) f() { return 0; }
#pragma cufe_program v13
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
__host__ __device__ int f() { return dv; }
#pragma cufe_program v14
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
__device__ int f() { return dv; }
#pragma cufe_program v15
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
__global__ void k(int *p) { *p = dv + cv; }
#pragma cufe_program v16
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { (void)dv; }
#pragma cufe_program v17
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { dv; }
#pragma cufe_program v18
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return cv * 2 + dv; }
#pragma cufe_program v19
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int *f() { return da; }
#pragma cufe_program v20
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return *da; }
#pragma cufe_program v21
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { da[1] = 2; }
#pragma cufe_program v22
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { *da = 1; }
#pragma cufe_program v23
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { dptr[1] = 2; }
#pragma cufe_program v24
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { int y = da[0] + 1; return y; }
#pragma cufe_program v25
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { if (dv) return; }
#pragma cufe_program v26
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return dv ? 1 : 2; }
#pragma cufe_program v27
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { int z(dv); (void)z; }
#pragma cufe_program v28
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f(int x) { x = dv; }
#pragma cufe_program v29
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return -dv; }
#pragma cufe_program v30
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f(int *p) { return p[dv]; }
#pragma cufe_program v31
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { while (dv) {} }
#pragma cufe_program v32
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { for (int i = 0; i < dv; i++) {} }
#pragma cufe_program v33
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return (int)dv; }
#pragma cufe_program v34
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return static_cast<int>(dv); }
#pragma cufe_program v35
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { dv = dv; }
#pragma cufe_program v36
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { int &r = dv; return r; }
#pragma cufe_program v37
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return (dv); }
#pragma cufe_program v38
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
bool f() { return !dv; }
#pragma cufe_program v39
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
long f() { return dv + 1L; }
#pragma cufe_program v40
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { cv = 4; }
#pragma cufe_program v41
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { do {} while (cv > 2); }
#pragma cufe_program v42
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { switch (dv) { default: break; } }
#pragma cufe_program v43
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return da[dv]; }
#pragma cufe_program v44
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { dv -= cv; }
#pragma cufe_program v45
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
void f() { --dv; }
#pragma cufe_program v47
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { return dptr != nullptr; }
#pragma cufe_program v48
__device__ int dv;
__constant__ int cv = 3;
__shared__ int sv;
__managed__ int mv;
__device__ int da[4];
__device__ int *dptr;
int f() { int a = mv + 1; return a; }
