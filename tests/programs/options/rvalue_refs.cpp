// --no_rvalue_refs: `&&` is no declarator operator and `&` / `&&` no
// ref-qualifier.  A declarator's `&&` is the syntax error of what cudafe++
// expected there: an identifier (40) where a declarator-id may come, `)`
// (18) in parameters and casts, `>` (439) in a cast's type, `,` or `>` (706)
// in a template parameter's default; a ref-qualifier is error 3420 and the
// declaration stands.  cufe mutes what cudafe++ skips after the syntax
// error (the rest of the declaration, the parameter list, the statement)
// and leaves the template-ids' arguments and nested declarators unjudged;
// function bodies after a parameter list are checked on.  `&&` as logical
// and, a label's address and the capture-default `[&]` stay as they are.
// OPTIONS:
// OPTIONS: --no_rvalue_refs
// OPTIONS: --rvalue_refs
int b;
int &&r1 = 1;
int f1(int &&x);
template <class T> void f2(T &&t);
void f3(int &&x, int y) { undefined1; }
int *&&r2 = 0;
typedef int &&R;
void f4() { int &&r3 = 1; for (auto &&e : "ab") {} }
int f5() { return static_cast<int &&>(b); }
int f6() { return (int &&)b; }
auto l1 = [](auto &&a) { return 0; };
template <class T, class U = T &&> struct Q {};
struct S { void m() &; void n() const &&; int o(int &&); };
int f7(int a, int c) { return a && c; }
void *f8() { lab: return &&lab; }
auto l2 = [&](int y) { return y + b; };
int f9() { return undefined2; }
