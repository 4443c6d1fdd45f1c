// --pack_alignment=N: the classes are laid out with at most N-byte alignment
// of their members where no #pragma pack of the input is in effect.
// cudafe++ writes each class definition that no class encloses, where no
// #pragma pack is in effect, between `#pragma pack(N)` and `#pragma pack()`
// lines in the host file, so that the host compiler lays it out so (the
// pragma goes right before the class-key: gcc rejects it after a template
// header or a decl-specifier, in cudafe++'s file as in cufe's; before
// `typedef` and an explicit specialization's `template<>`).  #pragma pack()
// is the default again; push and pop save and restore it.
// OPTIONS:
// OPTIONS: --pack_alignment=1
// OPTIONS: --pack_alignment=2
// OPTIONS: --pack_alignment=8
// OPTIONS: --pack_alignment=3
// HOST-LINES: ^[[:space:]]*#[[:space:]]*pragma[[:space:]]+pack
struct A { char c; int i; };
typedef struct { char c; double d; } B;
struct C { char c; struct D { char x; long y; } d; union { int u; char v; }; };
class E;
union U { char c; int i; };
enum En { e1 };
struct F { char c; int i; } fv, *fp;
static const struct X1 { char c; int i; } x1 = { 1, 2 };
extern "C" struct X2 { char c; int i; } x2;
struct __attribute__((aligned(8))) X3 { char c; int i; };
__attribute__((unused)) static struct X4 { char c; int i; } x4;
template<class T> struct T1 { char c; T t; };
template<> struct T1<char> { char c; long t; };
template<class T> struct T1<T *> { char c; T *t; };
struct Q { struct In; void f() { struct Local { char c; int i; }; } };
struct Q::In { char c; int i; };
namespace N { struct H { char c; int i; }; }
extern "C" { struct I { char c; double d; }; }
struct J : A { char e; long f; };
void fn() { struct L { char c; int i; } l; (void)l; }
#pragma pack(push, 2)
struct G { char c; int i; };
#pragma pack(pop)
#pragma pack(4)
struct G4 { char c; long i; };
#pragma pack()
struct G5 { char c; long i; };
#pragma pack(push)
struct G6 { char c; long i; };
#pragma pack(push, r1, 2)
#pragma pack(push, 4)
struct G7 { char c; long i; };
#pragma pack(pop, r1)
struct G8 { char c; long i; };
#pragma pack(pop)
struct G9 { char c; long i; };
