// String literals converted to pointers to their non-const character
// type: warnings 2464 (plain and, before C++20, u8 literals: "char *")
// and 2465 (L, u, U literals: "pointer-to-character (non-const)"), in
// initializers (=, (), {}, arrays of pointers, aggregates, default member
// initializers, mem-initializers, namespace scope), call arguments,
// default arguments, assignments and returns; in templates' definitions
// too; and valid neighbours (const targets, deduced parameters, classes).
// From probes of cudafe++.
// (the lines before the first program are part of every program)
void take(char *);
void take_const(const char *);
void take_wide(wchar_t *);
#pragma cufe_program s01
void f() { char *s = "x"; }
#pragma cufe_program s02
char *g = "glob";
static char *st = "st";
char *a = "a", *b = "b";
#pragma cufe_program s03
void f() { take("arg"); take_const("ok"); }
#pragma cufe_program s04
void f(char *s) { s = "assigned"; }
#pragma cufe_program s05
char *f() { return "ret"; }
#pragma cufe_program s06
void d(char *p = "def", const char *q = "ok");
#pragma cufe_program s07
void f() {
  wchar_t *w = L"wide";
  take_wide(L"arg");
  char16_t *u16 = u"u16";
  char32_t *u32 = U"u32";
  char *u8 = u8"u8";
}
#pragma cufe_program s08
void f() {
  char *const c = "c";
  char *p = ("paren");
  char *cat = "a" "b";
  char *raw = R"(raw)";
  char *q{ "brace" };
  char *q2 = { "brace2" };
  char *dir("direct");
}
#pragma cufe_program s09
void f() { char *arr[] = { "a", "b", 0 }; }
#pragma cufe_program s10
struct S { char *p; const char *q; };
S gs = { "agg", "ok" };
void f() { S s = { "agg2", "ok" }; S s2{ "agg3" }; }
#pragma cufe_program s11
struct T {
  char *m = "dm";
  T() : m("mi") {}
};
#pragma cufe_program s12
template<class X> void tf() { char *s = "tmpl"; take("targ"); s = "tas"; }
template<class X> struct C { char *m = "cm"; void g() { char *q = "cg"; } };
#pragma cufe_program s13
typedef char *PC;
PC tp = "td";
constexpr char *ce = "ce";
struct M { static char *sm; };
char *M::sm = "sm";
#pragma cufe_program s14
__device__ void dv() { char *s = "dev"; }
__global__ void kern() { char *s = "kern"; }
#pragma cufe_program s15
struct S { char *p; };
void (*fp)(char *);
void f(S s, S *ps) { fp("fp"); s.p = "sp"; ps->p = "psp"; }
#pragma cufe_program s16
struct Str { Str(const char *); };
void fs(Str);
template<class X> void g(X *);
template<class X> void h(X);
void f(const char *c) {
  c = "y";
  fs("str");
  g("g");
  h("h");
  printf("%s", "x");
  const char *ok = "z";
  char buf[] = "abc";
}
#pragma cufe_program s17
template<class X> char *tr() { return "tret"; }
char *use() { return tr<int>(); }
