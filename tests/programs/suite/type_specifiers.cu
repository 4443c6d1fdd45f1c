// Builtin type keywords that do not go together: 84 "invalid combination of
// type specifiers" at the keyword that breaks the combination, 240
// "duplicate specifier in declaration" for a second short, signed or
// unsigned; and the valid orders.  From probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
#pragma cufe_program b01
void f() { int int v; (void)v; }
#pragma cufe_program b02
void f() { char int v; (void)v; }
#pragma cufe_program b03
void f() { short long v; (void)v; }
#pragma cufe_program b04
void f() { long long long v; (void)v; }
#pragma cufe_program b05
void f() { signed unsigned v; (void)v; }
#pragma cufe_program b06
void f() { unsigned float v; (void)v; }
#pragma cufe_program b07
void f() { short double v; (void)v; }
#pragma cufe_program b08
void f() { long char v; (void)v; }
#pragma cufe_program b09
void f() { double int v; (void)v; }
#pragma cufe_program b10
void f() { short short v; (void)v; }
#pragma cufe_program b11
void f() { void int v; (void)v; }
#pragma cufe_program b12
void f() { bool int v; (void)v; }
#pragma cufe_program b13
void f() { signed bool v; (void)v; }
#pragma cufe_program b14
void f() { unsigned wchar_t v; (void)v; }
#pragma cufe_program b15
void f() { long float v; (void)v; }
#pragma cufe_program b16
void f() { unsigned unsigned v; (void)v; }
#pragma cufe_program b17
void f() { signed signed v; (void)v; }
#pragma cufe_program b18
void f() { long long double v; (void)v; }
#pragma cufe_program b19
void f() { char16_t int v; (void)v; }
#pragma cufe_program b20
void f() { unsigned char16_t v; (void)v; }
#pragma cufe_program b21
void f() { float double v; (void)v; }
#pragma cufe_program b22
void f() { int char v; (void)v; }
#pragma cufe_program b23
void f() { long bool v; (void)v; }
#pragma cufe_program b24
void f() { short void v; (void)v; }
#pragma cufe_program b25
void f() { unsigned void v; (void)v; }
#pragma cufe_program valid
void f() { int short a; long double b; long long int c; unsigned long long d; long int long e; signed char g; char signed h; double long k; int long unsigned m; short unsigned int n; (void)a; (void)b; (void)c; (void)d; (void)e; (void)g; (void)h; (void)k; (void)m; (void)n; }
#pragma cufe_program two_in_one
int f(short long a, int b) { int int c = a; return b + c; }
#pragma cufe_program after_named_types
struct NS {};
typedef int NT;
void f() { auto int a = 1; NS int b; NT long c = 1; const auto int d = 2; NT unsigned e = 1; (void)a; (void)c; (void)d; (void)e; }
#pragma cufe_program after_named_types_namespace_scope
struct NS {};
typedef int NT;
NT long gc = 1;
NS int gb;
struct M { NT unsigned m; NS short n; };
#pragma cufe_program missing_semicolon_after_body
struct MS { int x; }
int my = 2;
enum ME { A0, A1 }
unsigned long mz = 3;
#pragma cufe_program after_named_types_with_specifiers_between
struct S {};
class B;
B const int a;
S static int b;
S __attribute__((unused)) int c;
auto __attribute__((unused)) int e = 1;
struct Q { S const long m; S unsigned u; S signed s; S char c; S double d; S bool b; S int i; };
S short gs;
void f() { S long l; S const int k = 0; auto const int j = 1; (void)l; }
#pragma cufe_program class_then_kernel
class Buffer;
class Buffer
__global__ void poke(Buffer *b);
class Buffer { int x; };
