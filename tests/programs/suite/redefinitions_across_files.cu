// Definitions and typedefs repeated in another file than the earlier one
// (a header): 256 and 3369 say "line N of FILE", FILE as the line marker
// names it.  Found on public code: llm.c's kernels typedef floatX after
// common.h did.  The #line directives stand in for the header; each
// program ends back in this file.  From probes of cudafe++ 13.0.
#pragma cufe_program typedef_variable_function
#line 10 "inc/common.h"
typedef float floatX;
int v = 1;
void g() {}
#line 13 "redefinitions_across_files.cu"
typedef double floatX;
int v = 2;
void g() {}
int main() { return 0; }
#pragma cufe_program same_typedef_again
#line 20 "inc/common.h"
typedef float floatY;
#line 20 "redefinitions_across_files.cu"
typedef float floatY;
int main() { floatY y = 1; return (int)y - 1; }
#pragma cufe_program namespace_members
#line 30 "inc/other.h"
namespace n { typedef int T; int w; }
#line 26 "redefinitions_across_files.cu"
namespace n { typedef long T; int w; }
int main() { return 0; }
#pragma cufe_program typedef_of_class_for_arithmetic
#line 40 "inc/common.h"
typedef float floatZ;
struct Half { unsigned short bits; };
typedef float floatW;
#line 37 "redefinitions_across_files.cu"
typedef Half floatZ;
struct Bf16 { unsigned short b; };
typedef Bf16 BF;
typedef BF floatW;
int main() { return 0; }
#pragma cufe_program same_class_typedef_again
struct Pix { int v; };
typedef Pix Pixel;
typedef Pix Pixel;
typedef struct Pix Pixel;
int main() { Pixel p{1}; return p.v - 1; }
