// NVCC_FLAGS: --expt-relaxed-constexpr
// --expt-relaxed-constexpr (cudafe++'s --relaxed_constexpr): host code may
// call constexpr __device__ functions, so neither 3465 (from a host
// function) nor 3463 (from a __host__ __device__ one) is reported; calls
// of __device__ functions that are not constexpr still are (3464, 3462).
// cudafe++'s host file is the same with and without the flag (probes of
// cudafe++ 13.0: constexpr __host__ functions called from device code,
// constexpr __device__ functions, constructors and variables used in host
// code).
// (the lines before the first program are part of every program)
__device__ int dev(int a) { return a + 1; }
__device__ constexpr int dce(int a) { return a * 3; }
constexpr int hce(int a) { return a - 1; }
#pragma cufe_program host_calls_constexpr_device
int h(int x) { return dce(x) + dce(2); }
#pragma cufe_program host_device_calls_constexpr_device
__host__ __device__ int hd(int x) { return dce(x); }
#pragma cufe_program device_calls_constexpr_host
__device__ int d(int x) { return hce(x); }
__global__ void k(int *o) { o[0] = hce(o[1]) + dce(1); }
#pragma cufe_program constexpr_device_constructor
struct W { int v; __device__ constexpr W(int a) : v(a) {} };
int g() { W w(3); return w.v; }
#pragma cufe_program host_calls_device_still_3464
int h(int x) { return dev(x) + dce(x); }
#pragma cufe_program host_device_calls_device_still_3462
__host__ __device__ int hd(int x) { return dce(x) + dev(x); }
