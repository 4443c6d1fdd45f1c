// Declarations the parser judges: linkage specifications naming neither
// "C" nor "C++" (336), destructors named after another class (279),
// `aligned()` with an empty argument list (29), using-directives and
// namespace aliases naming no namespace (725, then 65 after a qualified
// one); and the valid forms.  From probes of cudafe++.
// (the lines before the first program are part of every program)
namespace image { namespace filters { int x; } }
#pragma cufe_program linkage
extern "Cq" { int cfun(int); }
extern "c" int gfun(int);
#pragma cufe_program destructor
struct Particles { int n; ~Particlesq() {} };
struct Other { ~Other(); };
#pragma cufe_program aligned_empty
extern __attribute__((shared)) __attribute__((aligned())) unsigned char raw[];
struct __attribute__((aligned())) ParticleAoS { float x; };
#pragma cufe_program namespace_names
namespace flt = imageq::filters;
using namespace imageq::filters;
using namespace imagez;
namespace f2 = imagey;
#pragma cufe_program valid
extern "C" { int cfun(int); }
extern "C++" int pfun(int);
extern "C" int gfun(int);
struct Particles { int n; ~Particles() {} };
struct __attribute__((aligned(16))) A16 { float x; };
struct __attribute__((aligned)) AD { float x; };
extern __attribute__((shared)) __attribute__((__aligned__(8))) unsigned char raw[];
namespace flt = image::filters;
using namespace image::filters;
namespace f2 = image;
using namespace f2;
int main() { return x; }
#pragma cufe_program launch_bounds_arguments
__global__ void __launch_bounds__("s") k1(int *p) {}
__global__ void __launch_bounds__(256, "x") k2(int *p) {}
__global__ void __launch_bounds__(1.5) k3(int *p) {}
__global__ void __launch_bounds__(256, 2) k4(int *p) {}
#pragma cufe_program base_names
struct Shape { virtual ~Shape() {} };
class Circle : public Shapeq { int r; };
template <class B> struct D : B { };
template <class T> struct G { };
struct F : G<int>, Shape { };
template <class... Bs> struct M : Bs... { };
struct Version { int major, minor, patch; };
__global__ void vc(Version a, Version b) {}
void f() { vc<<<1, 1>>>(Version{.majorq = 13, .minor = 0}, Version{12, 4, 0}); }
#pragma cufe_program base_hidden_by_function
struct HA { int v; }; int HA(int); struct HD : HA { int g() { HA x{}; return x.v + v; } };
int hcall() { return HA(2); }
