// Calls and launches of the wrong execution space from host code (3508):
// a kernel called without <<<...>>>, a host or __host__ __device__
// function launched; and the right ones.  From probes of cudafe++.
// (the lines before the first program are part of every program)
__global__ void kk(int *p) {}
void hf(int *p) {}
__host__ __device__ void hdf(int *p) {}
#pragma cufe_program c01
void f(int *p) { kk(p); }
#pragma cufe_program c02
__host__ __device__ void f(int *p) { kk(p); }
#pragma cufe_program c03
template <class T> __global__ void kt(T *p) {} void f(int *p) { kt(p); }
#pragma cufe_program c04
void f(int *p) { kk<<<1, 1>>>(p); (void)kk; }
#pragma cufe_program c05
void f(int *p) { hf<<<1, 1>>>(p); }
#pragma cufe_program c06
void f(int *p) { hdf<<<1, 1>>>(p); }
#pragma cufe_program c07
template <class T> void tf(T *p) {} void f(int *p) { tf<<<1, 1>>>(p); }
#pragma cufe_program c08
void f(int *p) { hf(p); hdf(p); }
#pragma cufe_program c10
__global__ void k2(int *p) { hdf(p); }
#pragma cufe_program c11
int main() { int *p = 0; kk(p); hf<<<2, 2>>>(p); return 0; }
#pragma cufe_program launch_memory_and_stream
__global__ void k(int *p) {}
void f(int *d, cudaStream_t s) {
  k<<<1, 1, 0, "s">>>(d);
  k<<<1, 1, "s", s>>>(d);
  k<<<1, 1, "ab">>>(d);
  k<<<1, 1, 0, 5>>>(d);
  k<<<1, 1, 0, 0>>>(d);
  k<<<1, 1, 1.5, s>>>(d);
  k<<<1, 1, d, s>>>(d);
  k<<<1, 1, 0, d>>>(d);
}
#pragma cufe_program kernel_class_return_types
struct S {};
__global__ S k1();
__global__ S *k2();
__global__ S &k3();
enum E { E0 };
__global__ E k4();
typedef void V;
__global__ V k5();
class B;
__global__ B *k6();
__global__ S (*fp)();
#pragma cufe_program device_function_launched
void hostfn(int *o) { *o = 1; }
__device__ void devfn(int *o) { *o = 1; }
__host__ __device__ void hdfn(int *o) { *o = 1; }
void launch(int *p) { hostfn<<<1, 1>>>(p); devfn<<<1, 1>>>(p); hdfn<<<1, 1>>>(p); }
