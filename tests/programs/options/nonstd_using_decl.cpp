// OPTIONS:
// OPTIONS: --nonstd_using_decl
// OPTIONS: --no_nonstd_using_decl
// --nonstd_using_decl: using-declarations of non-members in class scope;
// no effect in nvcc's modes.
struct B { int m; void f(); };
struct D : B { using B::m; using B::f; };
namespace N { int v; }
void g() { using N::v; v = 1; }
