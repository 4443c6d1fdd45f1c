// Bodies of functions in namespaces are judged like global ones (their
// namespaces nominate no other by a using-directive): calls, operands,
// locals, device variables and device functions used in host code, a
// missing return.  From probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
__device__ int dev(int a) { return a; }
__device__ float dvar;
namespace app { int helper(int a, int b); }
#pragma cufe_program s01
namespace app { int run(int n) { return helper(n); } }
#pragma cufe_program s02
namespace app { int run(int n) { int unused; int x; return x + n; } }
#pragma cufe_program s03
namespace app { float run() { dev(1); return dvar; } }
#pragma cufe_program s04
namespace app { namespace detail { int run(int n) { if (n) return 1; } } }
#pragma cufe_program s05
namespace { int run(unsigned u) { if (u < 0) return 1; return helperq(u); } }
#pragma cufe_program s06
namespace other { int helper(int a); }
namespace app { using namespace other; int run(int n) { return helper(n, n); } }
#pragma cufe_program s07
namespace app { int run(int n) { return helper(n, n, n) + ::app::helper(1); } }
#pragma cufe_program s08
namespace app { namespace in { int helper(int a, int b, int c); int run(int n) { return helper(n, n, n); } } }
#pragma cufe_program block_using_directives
namespace filt {
__device__ unsigned long long pixels_written;
__device__ int g(int);
}
__device__ int g(int, int);
__global__ void convolve(const float *in, float *out)
{
  using namespace filt;
  atomicAdd(&pixels_written, 1ull, 1);
  g(1);
}
#pragma cufe_program qualified_c_definition
namespace lib {
extern "C" __global__ void ns_c_kernel();
}
__global__ void lib::ns_c_kernel(int *p) { p[0] = 1; }
void h(int *ip) { lib::ns_c_kernel<<<1, 1>>>(ip); }
#pragma cufe_program unnamed_namespace_calls
namespace {
void hidden(int *out, int v) { }
}
void h(int *o) { hidden(o, "s"); hidden(o); hidden(o, 1); }
#pragma cufe_program member_defined_out_of_class_same_name
struct H { int count(int, int) const; };
int H::count(int, int) const { return 0; }
template <class T> struct HT { int count(const T &) const; };
template <class T> int HT<T>::count(const T &) const { return 0; }
void count(int step) {}
int main() { count(); return 0; }
#pragma cufe_program qualified_definitions
namespace lib { int helper(int); int k2; void f(int *p); void g(int *p); namespace in { void h(); } }
void lib::f(int *p) { p[0] = helper(); }
void lib::g(int *p) { p["s"] = helper(k2, 1); }
#pragma cufe_program qualified_definitions_valid
namespace lib { int helper(int); int k2; void f(int *p); namespace in { void h(); int helper(int, int); void g(); } }
void lib::f(int *p) { p[0] = helper(k2); in::h(); }
void lib::in::g() { helper(1, 2); h(); }
