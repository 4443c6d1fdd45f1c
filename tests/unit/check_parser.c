/* The parser: C++ constructs that must parse without a diagnostic (each
 * exercises a decision of the token filter or a corner of the grammar),
 * and syntax errors with cudafe++'s exact messages, positions and
 * recovery (expected texts observed with cudafe++ 13.0 on the same
 * inputs, --c++17 --gnu_version=120200 --display_error_number). */
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "driver/options.h"
#include "parse/parse.h"
#include "testutil.h"
#include "support/util.h"

struct parsed {
    struct captured cap;
    struct source_file src;
    struct lexer lx;
    unsigned long errors;
    struct parse_stats stats;
};

/* Parse text in C++ `year` with options o (or none), the --il_display
 * output to il_out (or none). */
static void parse_with(struct parsed *P, const char *text, int year, const struct options *o,
                       FILE *il_out)
{
    capture_begin(&P->cap);
    P->cap.d.display_numbers = true;
    size_t len = strlen(text);
    P->src = (struct source_file){ .name = "t.ii" };
    P->src.text = xmalloc(len + 1);
    memcpy(P->src.text, text, len + 1);
    P->src.size = len;
    struct lang_mode m;
    lang_mode_cxx(&m, year, 120200);
    lexer_init(&P->lx, &P->src, &m, &P->cap.d);
    RUN_CATCHING(P->errors = parse_translation_unit_il(&P->lx, &P->cap.d, o, &m, &P->stats,
                                                       il_out));
    ck_assert_int_eq(test_exit_status, -1);
}

static void parse_year(struct parsed *P, const char *text, int year)
{
    parse_with(P, text, year, NULL, NULL);
}

static void parse_done(struct parsed *P)
{
    lexer_free(&P->lx);
    free(P->src.text);
    capture_end(&P->cap);
}

/* text parses in C++ `year` with no diagnostic at all. */
static void clean_in(const char *text, int year)
{
    struct parsed P;
    parse_year(&P, text, year);
    const char *out = capture_text(&P.cap);
    if (*out || P.errors)
        ck_abort_msg("C++%d: expected no diagnostics for:\n%s\n--- got:\n%s", year % 100, text,
                     out);
    parse_done(&P);
}

static void clean(const char *text)
{
    clean_in(text, 2017);
    clean_in(text, 2020);
}

/* text gives exactly cudafe++'s output `expected` (C++17, up to the
 * summary line), with `errors` errors. */
static void gives(const char *text, const char *expected, unsigned long errors)
{
    struct parsed P;
    parse_year(&P, text, 2017);
    diag_set_compilation_name(&P.cap.d, "t.ii");
    int status = -1;
    RUN_CATCHING(status = diag_finish(&P.cap.d));
    char summary[128];
    snprintf(summary, sizeof summary, "%lu error%s detected in the compilation of \"t.ii\".\n",
             errors, errors == 1 ? "" : "s");
    const char *out = capture_text(&P.cap);
    size_t el = strlen(expected);
    ck_assert_msg(strncmp(out, expected, el) == 0, "expected:\n%s--- got:\n%s", expected, out);
    ck_assert_str_eq(out + el, summary);
    ck_assert_int_eq(status, 2);
    ck_assert_uint_eq(P.errors, errors);
    parse_done(&P);
}

/* ---- declarations vs expressions ([stmt.ambig], [dcl.ambig.res]) ---- */

START_TEST(stmt_ambiguity)
{
    clean("typedef int T;\n"
          "struct S { S(int); int m; };\n"
          "int g(int);\n"
          "void f(int a) {\n"
          "  T(x);            /* declaration of x */\n"
          "  x = 1;\n"
          "  T(*p)(int);      /* pointer to function */\n"
          "  T y(1), z(a);    /* initializers */\n"
          "  T h(T());        /* function declaration (vexing parse) */\n"
          "  T(a) + 1;        /* expression: functional cast */\n"
          "  S(a).m = 2;      /* expression */\n"
          "  S s(a);\n"
          "  int(g(a));       /* declaration of g shadowing */\n"
          "}\n");
}
END_TEST

START_TEST(type_id_vs_expression)
{
    clean("template<class T, int N = 0> struct B {};\n"
          "template<class F> struct Fn {};\n"
          "int n = 3;\n"
          "B<int, (3 > 2)> b1;\n"
          "B<B<int, 1>> b2;\n"
          "Fn<int(int, char)> f1;\n"
          "Fn<void (*)(int)> f2;\n"
          "unsigned s1 = sizeof(int) * 2, s2 = sizeof n, s3 = sizeof(n + 1);\n"
          "long c1 = (long)n, c2 = (long)(n), c3 = (n);\n"
          "struct A { int x; }; int A::*pm = &A::x; int (A::*pf)(int);\n");
}
END_TEST

START_TEST(template_brackets)
{
    clean("template<class T> struct V { typedef T type; static const int value = 1; };\n"
          "V<V<V<int>>> v3;\n"
          "bool b = V<int>::value > 0;\n"
          "bool c = V<V<int>>::value >= 1;\n"
          "template<int N> struct I {};\n"
          "I<(8 >> 1)> i;\n"
          "template<bool B> struct BC { static const bool value = B; };\n"
          "template<class T> bool e = BC<T() == T::value>::value;   /* an expression */\n"
          "typename V<int>::type t = 0;\n"
          "template<class T> struct W : V<T> { typename V<T>::type u; "
          "template<class U> using R = typename V<U>::type; };\n"
          "template<class T> typename T::template rebind<int>::other g(T);\n");
}
END_TEST

START_TEST(member_bodies_see_later_members)
{
    /* bodies are replayed when the class is complete */
    clean("struct S {\n"
          "  int f() { size_type n = 0; return g(n); }\n"
          "  S() : m(0), k{1} {}\n"
          "  int g(int x) noexcept(noexcept(h())) { return x; }\n"
          "  static int h() { return 0; }\n"
          "  typedef int size_type;\n"
          "  int m, k;\n"
          "  struct In { int q() { return size_type(1); } };\n"
          "};\n");
    /* so are default member initializers and default arguments (types
     * declared later); those with an `<` outside brackets are read in
     * place, where the meaning of `<` is known */
    clean("template<class T, class U> struct P { P(T, U) {} };\n"
          "struct S {\n"
          "  int v = Inner{}.x, u = Inner().x * 2;\n"
          "  int w{Inner().x};\n"
          "  void f(int j = Inner{}.x + g(), int k = (Inner().x)) {}\n"
          "  static int g() { return 2; }\n"
          "  P<int, int> p = P<int, int>(1, 2);\n"
          "  bool b = 1 < 2, c = sizeof(P<int, long>) > 0;\n"
          "  S &operator=(const S &) = default;\n"
          "  S(const S &) = delete;\n"
          "  S() {}\n"
          "  virtual void h() = 0;\n"
          "  enum { A = 1, B = A + 1 };\n"
          "  template<int N = 3, class T = int> void t(T = T(N)) {}\n"
          "  struct Inner { int x = 1; };\n"
          "};\n");
    /* in a default member initializer, `<` after a name declared as a
     * template opens template arguments; after any other name it does
     * not, so a template declared later works without commas in its
     * arguments (as in cudafe++, which ends `M<2, 3>` at the comma) */
    clean("template <int I, int J> struct M { static const int v = I + J; };\n"
          "struct S {\n"
          "  bool b = f<int>();\n"
          "  int c = N<3>::v, c2 = M<2, 3>::v;\n"
          "  template <class T> static bool f() { return true; }\n"
          "  template <int I> struct N { static const int v = I; };\n"
          "  int d = c < 4, e = 5;\n"
          "};\n");
}
END_TEST

START_TEST(out_of_class_definitions)
{
    clean("namespace n {\n"
          "  template<class T> struct C { typedef T I; I f(I); struct N; C(); ~C(); "
          "operator bool() const; };\n"
          "}\n"
          "template<class T> typename n::C<T>::I n::C<T>::f(I x) { I y = x; return y; }\n"
          "template<class T> struct n::C<T>::N { I i; };\n"
          "template<class T> n::C<T>::C() {}\n"
          "template<class T> n::C<T>::~C() {}\n"
          "template<class T> n::C<T>::operator bool() const { return true; }\n");
}
END_TEST

START_TEST(templates)
{
    clean("template<class... Ts> struct P {};\n"
          "template<class T> struct P<T*> { enum { ptr = 1 }; };\n"
          "template<> struct P<int> {};\n"
          "template<template<class> class TT, class T = int> struct U { TT<T> t; };\n"
          "template<class T> using Ptr = T*;\n"
          "template<class... Ts> constexpr int count = sizeof...(Ts);\n"
          "template<class... Ts> int sum(Ts... ts) { return (ts + ... + 0); }\n"
          "template<class... Ts> void all(Ts... ts) { (void(ts), ...); }\n"
          "template<class T> struct D { D(T); };\n"
          "template<class T> D(T) -> D<T>;\n"
          "extern template struct P<char>;\n"
          "template struct P<long>;\n"
          "template<class T, class... A> void ptr(T (*)(A......));\n");
}
END_TEST

START_TEST(statements_and_lambdas)
{
    clean("struct R { int *b, *e; int *begin(); int *end(); };\n"
          "int f(R r) {\n"
          "  if (int x = 1; x > 0) {} else if constexpr (true) {}\n"
          "  switch (int y = 2) { case 1 ... 3: break; default: ; }\n"
          "  for (int &v : r) v++;\n"
          "  for (auto [a, b] = R{}; a;) break;\n"
          "  auto l = [&, r](int q) mutable -> int { return q; };\n"
          "  try { throw 1; } catch (int e) {} catch (...) {}\n"
          "  do { } while (0);\n"
          "  int s = ({ int t = 3; t; });\n"
          "  goto out; out: return l(s);\n"
          "}\n");
}
END_TEST

START_TEST(gnu_and_cuda)
{
    clean("extern \"C\" { int puts(const char *) __attribute__((nonnull)) __asm__(\"puts\"); }\n"
          "__extension__ typedef __int128 i128;\n"
          "typedef __typeof__(sizeof 0) size_t;\n"
          "__attribute__((global)) void k(int) __attribute__((launch_bounds(128)));\n"
          "[[nodiscard]] int g() { asm volatile(\"nop\" : : : \"memory\"); return 0; }\n"
          "struct alignas(16) V { int x; } __attribute__((aligned(16)));\n"
          "#pragma once\n"
          "void h() {\n"
          "#pragma unroll\n"
          "  for (int i = 0; i < 2; i++) k<<<1, 2>>>(i);\n"
          "  k<<<dim(1), 2, 0, 0>>>(3);\n"
          "  bool b = __is_same(int, int) && __is_constructible(V, int) && __has_trivial_copy(V);\n"
          "  __builtin_va_list ap; (void)ap; unsigned long o = __builtin_offsetof(V, x);\n"
          "}\n"
          "template<typename T> struct __make_signed { typedef T __type; };\n"
          "typedef __make_signed<int>::__type si;\n"
          "template<class T, T... I> struct seq {};\n"
          "template<class T, T N> using mk = seq<T, __integer_pack(N)...>;\n");
}
END_TEST

START_TEST(lookup)
{
    clean("namespace a { namespace b { typedef int T; } inline namespace v1 { struct W {}; } }\n"
          "a::W w;\n"
          "template<int N> void delay();\n"
          "void delay(int);                      /* the overload set still has a template */\n"
          "struct Slot { template<class T> T *alias(); };\n"
          "template<class T> struct Base { Base(int); typedef T type; };\n"
          "template<class T> struct Der : Base<T> { using Base<T>::Base; Der() : Base<T>(0) {} };\n"
          "struct Outer { struct facet; class Impl; };\n"
          "class Outer::Impl { facet *f; };       /* members of Outer are in scope */\n"
          "template<class T> struct iterator {};\n"
          "struct path { class iterator; iterator *i; };   /* declares path::iterator */\n"
          "class path::iterator { public: iterator() {} };\n"
          "struct FB { template<class R> struct Res {}; template<class S> struct Task; };\n"
          "template<class R, class... A> struct FB::Task<R(A...)> { Res<R> r; };\n"
          "void f(Slot *s) {\n"
          "  using namespace a::b;\n"
          "  T t = 0;\n"
          "  delay<3>();\n"
          "  int *p = s->alias<int>();\n"
          "}\n");
}
END_TEST

START_TEST(cxx20)
{
    clean_in("template<class T> concept Small = sizeof(T) < 8;\n"
             "template<class T> concept Addable = requires(T a) { a + a; { a } -> Small; "
             "typename T::type; requires Small<T>; };\n"
             "template<Small T> void f(T);\n"
             "template<class T> requires Small<T> && (sizeof(T) > 1) void g(T);\n"
             "void h(Small auto x);\n"
             "struct P { int x, y; auto operator<=>(const P &) const = default; };\n"
             "consteval int c() { return 1; }\n"
             "constinit int ci = 2;\n"
             "P p{ .x = 1, .y = 2 };\n"
             "struct E { explicit(true) E(int); };\n"
             "auto l = []<class T>(T t) { return t; };\n"
             "int after_lambda = l(3);\n"
             "template<class T> concept Pair = requires { requires sizeof(T) == 2; };\n"
             "struct B { int b : 3 = 1; };\n"
             "namespace n { struct T {}; template<int I> int get(T) { return I; } }\n"
             "int adl(n::T t, int a, int b) { return get<0>(t) + (a < b > (1)); }\n", 2020);
}
END_TEST

/* ---- syntax errors: cudafe++'s messages ---- */

START_TEST(error_missing_semicolon)
{
    gives("void f() {\n  int x = 1\n  x = 2;\n}\n",
          "t.ii(3): error: expected a \";\"\n    x = 2;\n    ^\n\n", 1);
    gives("void f() {\n  int x = 3;\n  x++\n  x--;\n}\n",
          "t.ii(4): error: expected a \";\"\n    x--;\n    ^\n\n", 1);
    gives("namespace n { int a }\nint b;\n",
          "t.ii(1): error: expected a \";\"\n  namespace n { int a }\n                      ^\n\n", 1);
    /* as in oracle case 39: return without ; before } */
    gives("int f(int x)\n{\n  return x\n}\n",
          "t.ii(4): error: expected a \";\"\n  }\n  ^\n\n", 1);
}
END_TEST

START_TEST(error_missing_closer)
{
    gives("void g(int, int);\nvoid f() {\n  g(1, 2;\n}\n",
          "t.ii(3): error: expected a \")\"\n    g(1, 2;\n          ^\n\n", 1);
    gives("void f() {\n  int a[3;\n}\n",
          "t.ii(2): error: expected a \"]\"\n    int a[3;\n           ^\n\n", 1);
    gives("class A { public int x; };\n",
          "t.ii(1): error: expected a \":\"\n  class A { public int x; };\n                   ^\n\n", 1);
}
END_TEST

START_TEST(error_expression)
{
    gives("int f() {\n  return (1 + );\n}\n",
          "t.ii(2): error: expected an expression\n    return (1 + );\n                ^\n\n", 1);
    gives("int x = 1 +;\n",
          "t.ii(1): error: expected an expression\n  int x = 1 +;\n             ^\n\n", 1);
}
END_TEST

START_TEST(error_end_of_source)
{
    gives("void f() {\n",
          "At end of source: error: expected a \"}\"\n"
          "t.ii(1): note #3196-D: to match this \"{\"\n  void f() {\n           ^\n\n", 1);
    gives("namespace a {\nvoid f() {\n  int x = (1 + 2;\n",
          "t.ii(3): error: expected a \")\"\n    int x = (1 + 2;\n                  ^\n\n"
          "At end of source: error: expected a \"}\"\n"
          "t.ii(2): note #3196-D: to match this \"{\"\n  void f() {\n           ^\n\n"
          "At end of source: error: expected a \"}\"\n"
          "t.ii(1): note #3196-D: to match this \"{\"\n  namespace a {\n              ^\n\n", 3);
}
END_TEST

START_TEST(error_more_forms)
{
    /* after a repair, cudafe++ skips to the end of the statement quietly
     * (struct without ; then a declaration); a statement is required
     * where only } follows; declarator, parameter and enumerator forms */
    gives("struct A { int x; }\n"
          "A a;\n"
          "",
          "t.ii(2): error: expected a \";\"\n"
          "  A a;\n"
          "    ^\n"
          "\n"
          "", 1);
    gives("void f() { int = 3; }\n"
          "",
          "t.ii(1): error: expected an identifier\n"
          "  void f() { int = 3; }\n"
          "                 ^\n"
          "\n"
          "", 1);
    gives("int f(int a, ) { return a; }\n"
          "",
          "t.ii(1): error: expected a type specifier\n"
          "  int f(int a, ) { return a; }\n"
          "               ^\n"
          "\n"
          "", 1);
    gives("void g() { for (;;) }\n"
          "",
          "t.ii(1): error: expected a statement\n"
          "  void g() { for (;;) }\n"
          "                      ^\n"
          "\n"
          "", 1);
    gives("enum E { a, b c };\n"
          "",
          "t.ii(1): error: expected a \"}\"\n"
          "  enum E { a, b c };\n"
          "                ^\n"
          "t.ii(1): note #3196-D: to match this \"{\"\n"
          "  enum E { a, b c };\n"
          "         ^\n"
          "\n"
          "", 1);
    gives("void f(int x) { if (x) }\n"
          "",
          "t.ii(1): error: expected a statement\n"
          "  void f(int x) { if (x) }\n"
          "                         ^\n"
          "\n"
          "", 1);
    gives("int 3;\n"
          "",
          "t.ii(1): error: expected an identifier\n"
          "  int 3;\n"
          "      ^\n"
          "\n"
          "", 1);
    gives("struct P { int a; } p;\n"
          "struct Q { int b; }\n"
          "Q q;\n"
          "",
          "t.ii(3): error: expected a \";\"\n"
          "  Q q;\n"
          "    ^\n"
          "\n"
          "", 1);
}
END_TEST

START_TEST(error_operands_and_brackets)
{
    /* an operand then ) inside a call; a missing template > before a
     * declarator-id; a missing } of an initializer (no note) */
    gives("void g(int = 0);\n"
          "void f() { g(; }\n",
          "t.ii(2): error: expected an expression\n"
          "  void f() { g(; }\n"
          "               ^\n"
          "\n"
          "t.ii(2): error: expected a \")\"\n"
          "  void f() { g(; }\n"
          "               ^\n"
          "\n", 2);
    gives("template<class T> struct V {};\n"
          "V<int v;\n",
          "t.ii(2): error: expected a \">\"\n"
          "  V<int v;\n"
          "        ^\n"
          "\n", 1);
    gives("void f() { int a[] = {1, 2; }\n",
          "t.ii(1): error: expected a \"}\"\n"
          "  void f() { int a[] = {1, 2; }\n"
          "                            ^\n"
          "\n", 1);
}
END_TEST

START_TEST(error_recovery_continues)
{
    /* an error inside one function does not stop the next ones */
    struct parsed P;
    parse_year(&P, "int f() { ) ; return 1; }\nint g() { return 2 }\nint h() { return 3; }\n",
               2017);
    ck_assert_uint_eq(P.errors, 2);
    ck_assert_ptr_nonnull(strstr(capture_text(&P.cap), "t.ii(2): error: expected a \";\""));
    parse_done(&P);
}
END_TEST

START_TEST(hostile_nesting)
{
    /* deep nesting: no crash, an error or a clean parse */
    size_t n = 20000;
    char *s = xmalloc(4 * n + 64);
    strcpy(s, "int x = ");
    size_t len = strlen(s);
    for (size_t i = 0; i < n; i++)
        s[len++] = '(';
    s[len++] = '1';
    for (size_t i = 0; i < n; i++)
        s[len++] = ')';
    strcpy(s + len, ";\nint y = (int)(((((1)))));\n");
    struct parsed P;
    parse_year(&P, s, 2017);
    ck_assert_uint_eq(P.errors, 0);
    parse_done(&P);
    free(s);
}
END_TEST

/* ---- semantic checks where lookup is reliable ---- */

START_TEST(semantic_undefined_and_init)
{
    /* texts observed with cudafe++ 13.0 (oracle case 39 and variants) */
    gives("void k(int *p)\n{\n  *p = undeclared_name;\n}\n",
          "t.ii(3): error: identifier \"undeclared_name\" is undefined\n"
          "    *p = undeclared_name;\n         ^\n\n", 1);
    /* once per function, also from a nested block */
    gives("void f() {\n  int a = zz;\n  { a = zz + 1; }\n}\nvoid g() { int b = zz; }\n",
          "t.ii(2): error: identifier \"zz\" is undefined\n    int a = zz;\n            ^\n\n"
          "t.ii(5): error: identifier \"zz\" is undefined\n"
          "  void g() { int b = zz; }\n                     ^\n\n", 2);
    /* ... but declared in the block: again in the enclosing one */
    gives("void t(int x) { { q = 1; } q = 2; }\n",
          "t.ii(1): error: identifier \"q\" is undefined\n"
          "  void t(int x) { { q = 1; } q = 2; }\n                    ^\n\n"
          "t.ii(1): error: identifier \"q\" is undefined\n"
          "  void t(int x) { { q = 1; } q = 2; }\n                             ^\n\n", 2);
    gives("int f()\n{\n  int x = \"string\";\n  return x;\n}\n",
          "t.ii(3): error: a value of type \"const char *\" cannot be used to initialize an "
          "entity of type \"int\"\n    int x = \"string\";\n            ^\n\n", 1);
    gives("long b = \"x\" \"y\", c = \"q\";\n",
          "t.ii(1): error: a value of type \"const char *\" cannot be used to initialize an "
          "entity of type \"long\"\n  long b = \"x\" \"y\", c = \"q\";\n           ^\n\n"
          "t.ii(1): error: a value of type \"const char *\" cannot be used to initialize an "
          "entity of type \"long\"\n  long b = \"x\" \"y\", c = \"q\";\n                        ^\n\n",
          2);
}
END_TEST

START_TEST(semantic_no_false_errors)
{
    /* names lookup cannot see (dependent, ADL, members) are not checked */
    clean("struct P { int a, b; void m() { c = a; } int c; };\n"
          "int arr[3];\n"
          "template <class T> void t(T x) { x.f(); x.g = 1; T::h(); dependent_call(x); }\n"
          "void f(int n) {\n"
          "  auto l = [m = n, &r = n](int q) { return m + q + r; };\n"
          "  auto l2 = [a = [b = 1] { return b; }()] { return a; };\n"
          "  auto [x, y] = P{1, 2};\n"
          "  for (int v : arr) n += v;\n"
          "  if (int c = n) n = c;\n"
          "  try { } catch (int e) { n = e; }\n"
          "  enum { E1, E2 } ev = E2;\n"
          "  n = x + y + l(1) + l2() + ev;\n"
          "  adl_only(n);\n"
          "  n = __builtin_offsetof(P, a);\n"
          "  bool ok = \"s\"; const char *s = \"x\";\n"
          "  extern int later; n = later;\n"
          "}\n");
    clean_in("enum class Pr { Half, Single };\n"
             "int pn(Pr p) {\n"
             "  switch (p) { using enum Pr; case Half: return 1; case Single: return 2; }\n"
             "  return 0;\n"
             "}\n", 2020);
    /* after a repaired syntax error the declaration still completes */
    gives("void f() {\n  int x = 1\n  x = 2;\n}\n",
          "t.ii(3): error: expected a \";\"\n    x = 2;\n    ^\n\n", 1);
}
END_TEST

/* ---- CUDA declaration checks (attributes recorded by the filter) ---- */

START_TEST(cuda_declarations)
{
    /* texts observed with cudafe++ 13.0 (oracle cases 25-28 and variants);
     * the CUDA keywords are macros for these GNU attributes */
    gives("__attribute__((global)) int bad(int *p) { return *p; }\n",
          "t.ii(1): error: a __global__ function must have a void return type\n"
          "  __attribute__((global)) int bad(int *p) { return *p; }\n"
          "                 ^\n\n", 1);
    gives("__attribute__((global)) void *k3();\n"
          "__attribute__((global)) int k4(), k5(...);\n",
          "t.ii(1): error: a __global__ function must have a void return type\n"
          "  __attribute__((global)) void *k3();\n                 ^\n\n"
          "t.ii(2): error: a __global__ function must have a void return type\n"
          "  __attribute__((global)) int k4(), k5(...);\n                 ^\n\n"
          "t.ii(2): error: a __global__ function must have a void return type\n"
          "  __attribute__((global)) int k4(), k5(...);\n                 ^\n\n"
          "t.ii(2): error: a __global__ function cannot have ellipsis\n"
          "  __attribute__((global)) int k4(), k5(...);\n                 ^\n\n", 4);
    gives("void __attribute__((global)) k6(...);\n",
          "t.ii(1): error: a __global__ function cannot have ellipsis\n"
          "  void __attribute__((global)) k6(...);\n                      ^\n\n", 1);
    gives("__attribute__((global)) void k1(int *p) { __attribute__((shared)) int s{3}; }\n"
          "__attribute__((shared)) int g = 1;\n",
          "t.ii(1): error: initializer not allowed for __shared__ variable \n"
          "  __attribute__((global)) void k1(int *p) { __attribute__((shared)) int s{3}; }\n"
          "                                                                        ^\n\n"
          "t.ii(2): error: initializer not allowed for __shared__ variable \n"
          "  __attribute__((shared)) int g = 1;\n                              ^\n\n", 2);
    gives("__attribute__((global)) void __attribute__((launch_bounds(128, 2, 3, 4))) k(int *p) { }\n"
          "__attribute__((launch_bounds(64))) void not_a_kernel(int *p) { }\n"
          "__attribute__((global)) void __attribute__((maxnreg(1,2))) k2() {}\n",
          "t.ii(1): error: expected a \")\"\n"
          "  __attribute__((global)) void __attribute__((launch_bounds(128, 2, 3, 4))) k(int *p) { }\n"
          "                                                                     ^\n\n"
          "t.ii(2): error: __launch_bounds__ is only allowed on a __global__ function\n"
          "  __attribute__((launch_bounds(64))) void not_a_kernel(int *p) { }\n"
          "                                          ^\n\n"
          "t.ii(3): error: expected a \")\"\n"
          "  __attribute__((global)) void __attribute__((maxnreg(1,2))) k2() {}\n"
          "                                                       ^\n\n", 3);
    gives("__attribute__((global)) void __attribute__((maxnreg(32))) "
          "__attribute__((launch_bounds(64, 2))) k(int *p) { }\n",
          "t.ii(1): error: The __launch_bounds__ and __maxnreg__ qualifiers cannot be applied "
          "to the same kernel\n"
          "  __attribute__((global)) void __attribute__((maxnreg(32))) "
          "__attribute__((launch_bounds(64, 2))) k(int *p) { }\n"
          "                                                                                    "
          "              ^\n\n", 1);
    /* no false positives (cudafe++ accepts all of these) */
    clean("template <class... T> __attribute__((global)) void k1(T...) {}\n"
          "typedef void V; __attribute__((global)) V k2();\n"
          "extern __attribute__((shared)) int s[];\n"
          "__attribute__((launch_bounds(128, 2))) __attribute__((global)) void k3() {}\n"
          "__attribute__((host)) __attribute__((device)) int hd(int, ...);\n"
          "__attribute__((global)) void k4(int *p) { extern __attribute__((shared)) float sh[];\n"
          "  __attribute__((shared)) int x; x = *p; }\n"
          "struct S { __attribute__((device)) int m() const; };\n"
          "__attribute__((global)) void __attribute__((launch_bounds(0))) k5() {}\n"
          "__attribute__((global)) void __attribute__((launch_bounds(-5))) k6() {}\n"
          "__attribute__((global)) void __attribute__((launch_bounds(1, 2, 3))) k7() {}\n");
    /* __host__/__device__ on a lambda (3612 without --extended-lambda, at
     * the token after them; 3621 after the parameters, at the body) and
     * __global__ on a member function (3688, also a lambda's operator()) */
    gives("void f() {\n"
          "  auto a = [] __attribute__((device)) { return 1; };\n"
          "  auto b = [] (int i) __attribute__((device)) -> int { return i; };\n"
          "  auto c = [] __attribute__((host)) __attribute__((device)) (int i) mutable { "
          "return i; };\n"
          "  auto d = [] (int i) __attribute__((global)) -> void { };\n"
          "}\n",
          "t.ii(2): error: __host__ or __device__ annotation on lambda requires "
          "--extended-lambda nvcc flag\n"
          "    auto a = [] __attribute__((device)) { return 1; };\n"
          "                                        ^\n"
          "\n"
          "t.ii(3): error: The operator() function for a lambda cannot be explicitly annotated "
          "with execution space annotations (__host__/__device__/__global__), the annotations "
          "are derived from its closure class\n"
          "    auto b = [] (int i) __attribute__((device)) -> int { return i; };\n"
          "                                                       ^\n"
          "\n"
          "t.ii(4): error: __host__ or __device__ annotation on lambda requires "
          "--extended-lambda nvcc flag\n"
          "    auto c = [] __attribute__((host)) __attribute__((device)) (int i) mutable { "
          "return i; };\n"
          "                                                              ^\n"
          "\n"
          "t.ii(5): error: An operator function cannot be a __global__ function\n"
          "    auto d = [] (int i) __attribute__((global)) -> void { };\n"
          "                                       ^\n"
          "\n"
          "t.ii(5): error: A __global__ function or function template cannot be a member function\n"
          "    auto d = [] (int i) __attribute__((global)) -> void { };\n"
          "                                       ^\n"
          "\n", 5);
    gives("struct S { __attribute__((global)) void k(int);\n"
          "  template <typename T> __attribute__((global)) void kt(T);\n"
          "  static __attribute__((global)) void ks() {}\n"
          "  friend __attribute__((global)) void kf();\n"
          "  __attribute__((global)) int operator-(int); };\n",
          "t.ii(1): error: A __global__ function or function template cannot be a member function\n"
          "  struct S { __attribute__((global)) void k(int);\n"
          "                            ^\n"
          "\n"
          "t.ii(2): error: A __global__ function or function template cannot be a member function\n"
          "    template <typename T> __attribute__((global)) void kt(T);\n"
          "                                         ^\n"
          "\n"
          "t.ii(3): error: A __global__ function or function template cannot be a member function\n"
          "    static __attribute__((global)) void ks() {}\n"
          "                          ^\n"
          "\n"
          "t.ii(5): error: An operator function cannot be a __global__ function\n"
          "    __attribute__((global)) int operator-(int); };\n"
          "                   ^\n"
          "\n"
          "t.ii(5): error: a __global__ function must have a void return type\n"
          "    __attribute__((global)) int operator-(int); };\n"
          "                   ^\n"
          "\n"
          "t.ii(5): error: A __global__ function or function template cannot be a member function\n"
          "    __attribute__((global)) int operator-(int); };\n"
          "                   ^\n"
          "\n", 6);
    clean("void g(int *p) {\n"
          "  auto a = [] __attribute__((noinline)) (int i) { return i; };\n"
          "  auto b = [] __attribute__((global)) { return 1; };\n"
          "  auto c = [p] (int i) mutable noexcept -> int { return i + *p; };\n"
          "}\n"
          "struct U { friend __attribute__((global)) void kf(); };\n");
}
END_TEST

/* ---- IL (il.h, --il_display) ---- */

/* Parse text (C++17) with options o (or none); the --il_display output
 * (malloc'd) goes to *buf. */
static void parse_il(struct parsed *P, const char *text, const struct options *o, char **buf)
{
    size_t size = 0;
    *buf = NULL;
    FILE *out = open_memstream(buf, &size);
    ck_assert_ptr_nonnull(out);
    parse_with(P, text, 2017, o, out);
    fclose(out);
    ck_assert_uint_eq(P->errors, 0);
}

/* Parse text (C++17) and check its whole --il_display output. */
static void assert_il(const char *text, const char *expected)
{
    struct parsed P;
    char *buf;
    parse_il(&P, text, NULL, &buf);
    ck_assert_str_eq(buf, expected);
    free(buf);
    parse_done(&P);
}

START_TEST(il_declarations)
{
    struct parsed P;
    const char *text = "namespace N { int v; struct S { int m; static int sm; void f(); };\n"
                       "  typedef int T; }\n"
                       "namespace { enum E { a, b }; }\n"
                       "using U = long;\n"
                       "union Y { int i; };\n"
                       "void g(int p) { int loc = p; }\n";
    char *buf;
    parse_il(&P, text, NULL, &buf);
    ck_assert_str_eq(buf, "namespace N t.ii:1:11\n"
                          "variable v t.ii:1:19\n"
                          "  type/tk_integer int t.ii:1:15\n"
                          "type/struct S t.ii:1:29\n"
                          "field m t.ii:1:37\n"
                          "  type/tk_integer int t.ii:1:33\n"
                          "variable sm t.ii:1:51\n"
                          "  type/tk_integer int t.ii:1:47\n"
                          "routine f t.ii:1:60\n"
                          "  type/tk_routine t.ii:1:61\n"
                          "    type/tk_void void t.ii:1:55\n"
                          "type/typedef T t.ii:2:15\n"
                          "  type/tk_integer int t.ii:2:11\n"
                          "namespace <unnamed> -\n"
                          "type/enum E t.ii:3:18\n"
                          "constant a t.ii:3:22\n"
                          "constant b t.ii:3:25\n"
                          "type/typedef U t.ii:4:7\n"
                          "  type/tk_integer long t.ii:4:11\n"
                          "type/union Y t.ii:5:7\n"
                          "field i t.ii:5:15\n"
                          "  type/tk_integer int t.ii:5:11\n"
                          "routine g t.ii:6:6\n"
                          "  type/tk_routine t.ii:6:7\n"
                          "    type/tk_void void t.ii:6:1\n"
                          "    param_type p t.ii:6:12\n"
                          "      type/tk_integer int t.ii:6:8\n"
                          "  statement/stmk_block scope/sck_block t.ii:6:15\n"
                          "    statement/stmk_decl t.ii:6:17\n"
                          "      variable loc t.ii:6:21\n"
                          "        type/tk_integer int t.ii:6:17\n"
                          "        expr_node/enk_param_ref p t.ii:6:27\n"
                          "variable loc t.ii:6:21\n");
    ck_assert_uint_eq(P.stats.il_nodes, 16);
    free(buf);
    parse_done(&P);
}
END_TEST

/* Statements, expressions and types as IL nodes (il_tree.h), as written:
 * positions and structure worked out by hand from the text. */
START_TEST(il_trees)
{
    const char *text = "struct S { int m; int get() const { return m; } };\n"
                       "int f(int a, int *p, const S &s) {\n"
                       "  if (a > 0) return *p + s.get(); else { a = -a; }\n"
                       "  for (int i = 0; i < a; i++) p[i] = (long)i;\n"
                       "  return a ? f(a - 1, &a, S{}) : sizeof(long);\n"
                       "}\n";
    assert_il(text,
                    "type/struct S t.ii:1:8\n"
                    "field m t.ii:1:16\n"
                    "  type/tk_integer int t.ii:1:12\n"
                    "routine get t.ii:1:23\n"
                    "  type/tk_routine const t.ii:1:26\n"
                    "    type/tk_integer int t.ii:1:19\n"
                    "  statement/stmk_block scope/sck_block t.ii:1:35\n"
                    "    statement/stmk_return t.ii:1:37\n"
                    "      expr_node/enk_field m t.ii:1:44\n"
                    "routine f t.ii:2:5\n"
                    "  type/tk_routine t.ii:2:6\n"
                    "    type/tk_integer int t.ii:2:1\n"
                    "    param_type a t.ii:2:11\n"
                    "      type/tk_integer int t.ii:2:7\n"
                    "    param_type p t.ii:2:19\n"
                    "      type/tk_pointer t.ii:2:18\n"
                    "        type/tk_integer int t.ii:2:14\n"
                    "    param_type s t.ii:2:31\n"
                    "      type/tk_pointer lvalue_reference t.ii:2:30\n"
                    "        type/tk_class const S t.ii:2:28\n"
                    "  statement/stmk_block scope/sck_block t.ii:2:34\n"
                    "    statement/stmk_if t.ii:3:3\n"
                    "      expr_node/enk_operation eok_gt t.ii:3:9\n"
                    "        expr_node/enk_param_ref a t.ii:3:7\n"
                    "        expr_node/enk_constant ck_integer 0 t.ii:3:11\n"
                    "      statement/stmk_return t.ii:3:14\n"
                    "        expr_node/enk_operation eok_add t.ii:3:24\n"
                    "          expr_node/enk_operation eok_indirect t.ii:3:21\n"
                    "            expr_node/enk_param_ref p t.ii:3:22\n"
                    "          expr_node/enk_operation eok_call t.ii:3:31\n"
                    "            expr_node/enk_operation eok_dot_field t.ii:3:27\n"
                    "              expr_node/enk_param_ref s t.ii:3:26\n"
                    "              name_reference get t.ii:3:28\n"
                    "      statement/stmk_block scope/sck_block t.ii:3:40\n"
                    "        statement/stmk_expr t.ii:3:48\n"
                    "          expr_node/enk_operation eok_assign t.ii:3:44\n"
                    "            expr_node/enk_param_ref a t.ii:3:42\n"
                    "            expr_node/enk_operation eok_negate t.ii:3:46\n"
                    "              expr_node/enk_param_ref a t.ii:3:47\n"
                    "    statement/stmk_for t.ii:4:3\n"
                    "      statement/stmk_decl t.ii:4:8\n"
                    "        variable i t.ii:4:12\n"
                    "          type/tk_integer int t.ii:4:8\n"
                    "          expr_node/enk_constant ck_integer 0 t.ii:4:16\n"
                    "      expr_node/enk_operation eok_lt t.ii:4:21\n"
                    "        expr_node/enk_variable i t.ii:4:19\n"
                    "        expr_node/enk_param_ref a t.ii:4:23\n"
                    "      expr_node/enk_operation eok_post_incr t.ii:4:27\n"
                    "        expr_node/enk_variable i t.ii:4:26\n"
                    "      statement/stmk_expr t.ii:4:45\n"
                    "        expr_node/enk_operation eok_assign t.ii:4:36\n"
                    "          expr_node/enk_operation eok_subscript t.ii:4:32\n"
                    "            expr_node/enk_param_ref p t.ii:4:31\n"
                    "            expr_node/enk_variable i t.ii:4:33\n"
                    "          expr_node/enk_operation eok_cast t.ii:4:38\n"
                    "            type/tk_integer long t.ii:4:39\n"
                    "            expr_node/enk_variable i t.ii:4:44\n"
                    "    statement/stmk_return t.ii:5:3\n"
                    "      expr_node/enk_condition t.ii:5:12\n"
                    "        expr_node/enk_param_ref a t.ii:5:10\n"
                    "        expr_node/enk_operation eok_call t.ii:5:15\n"
                    "          expr_node/enk_routine f t.ii:5:14\n"
                    "          expr_node/enk_operation eok_subtract t.ii:5:18\n"
                    "            expr_node/enk_param_ref a t.ii:5:16\n"
                    "            expr_node/enk_constant ck_integer 1 t.ii:5:20\n"
                    "          expr_node/enk_operation eok_address_of t.ii:5:23\n"
                    "            expr_node/enk_param_ref a t.ii:5:24\n"
                    "          expr_node/enk_operation eok_cast t.ii:5:28\n"
                    "            type/tk_class S t.ii:5:27\n"
                    "            expr_node/enk_braced_init_list t.ii:5:28\n"
                    "        expr_node/enk_sizeof t.ii:5:34\n"
                    "          type/tk_integer long t.ii:5:41\n"
                    "variable i t.ii:4:12\n");
}
END_TEST

/* Declarator types: the derivation reduced last applies first. */
START_TEST(il_declarator_types)
{
    const char *text = "int *ap[3];\n"
                       "void (*fp)(int, char *const *);\n"
                       "unsigned long const *(*g(int))[2];\n"
                       "int dflt(int a = 3, int = 4);\n";
    assert_il(text, "variable ap t.ii:1:6\n"
                    "  type/tk_array t.ii:1:8\n"
                    "    type/tk_pointer t.ii:1:5\n"
                    "      type/tk_integer int t.ii:1:1\n"
                    "    expr_node/enk_constant ck_integer 3 t.ii:1:9\n"
                    "variable fp t.ii:2:8\n"
                    "  type/tk_pointer t.ii:2:7\n"
                    "    type/tk_routine t.ii:2:11\n"
                    "      type/tk_void void t.ii:2:1\n"
                    "      param_type int t.ii:2:12\n"
                    "        type/tk_integer int t.ii:2:12\n"
                    "      param_type char t.ii:2:17\n"
                    "        type/tk_pointer t.ii:2:29\n"
                    "          type/tk_pointer const t.ii:2:22\n"
                    "            type/tk_integer char t.ii:2:17\n"
                    "routine g t.ii:3:24\n"
                    "  type/tk_routine t.ii:3:25\n"
                    "    type/tk_pointer t.ii:3:23\n"
                    "      type/tk_array t.ii:3:31\n"
                    "        type/tk_pointer t.ii:3:21\n"
                    "          type/tk_integer const unsigned long t.ii:3:1\n"
                    "        expr_node/enk_constant ck_integer 2 t.ii:3:32\n"
                    "    param_type int t.ii:3:26\n"
                    "      type/tk_integer int t.ii:3:26\n"
                    "routine dflt t.ii:4:5\n"
                    "  type/tk_routine t.ii:4:9\n"
                    "    type/tk_integer int t.ii:4:1\n"
                    "    param_type a t.ii:4:14\n"
                    "      type/tk_integer int t.ii:4:10\n"
                    "      expr_node/enk_constant ck_integer 3 t.ii:4:18\n"
                    "    param_type int t.ii:4:21\n"
                    "      type/tk_integer int t.ii:4:21\n"
                    "      expr_node/enk_constant ck_integer 4 t.ii:4:27\n");
}
END_TEST

/* Enumerators (constants with their values) and what a function type
 * records of a member function: cv and ref qualifiers, exception
 * specifications (a member's noexcept(...) replayed with the bodies). */
START_TEST(il_enumerators_and_qualifiers)
{
    const char *text = "enum E { a, b = a + 2 };\n"
                       "struct S { S(int); ~S(); int f() const & noexcept; "
                       "void g() && noexcept(sizeof(int) > 2); void h() throw(int, char); "
                       "operator bool() const; };\n";
    assert_il(text, "type/enum E t.ii:1:6\n"
                    "constant a t.ii:1:10\n"
                    "constant b t.ii:1:13\n"
                    "  expr_node/enk_operation eok_add t.ii:1:19\n"
                    "    expr_node/enk_constant ck_integer a t.ii:1:17\n"
                    "    expr_node/enk_constant ck_integer 2 t.ii:1:21\n"
                    "type/struct S t.ii:2:8\n"
                    "routine S t.ii:2:12\n"
                    "  type/tk_routine t.ii:2:13\n"
                    "    param_type int t.ii:2:14\n"
                    "      type/tk_integer int t.ii:2:14\n"
                    "routine S t.ii:2:21\n"
                    "  type/tk_routine t.ii:2:22\n"
                    "routine f t.ii:2:30\n"
                    "  type/tk_routine const & t.ii:2:31\n"
                    "    type/tk_integer int t.ii:2:26\n"
                    "    exception_specification t.ii:2:42\n"
                    "routine g t.ii:2:57\n"
                    "  type/tk_routine && t.ii:2:58\n"
                    "    type/tk_void void t.ii:2:52\n"
                    "    exception_specification t.ii:2:64\n"
                    "      expr_node/enk_operation eok_gt t.ii:2:85\n"
                    "        expr_node/enk_sizeof t.ii:2:73\n"
                    "          type/tk_integer int t.ii:2:80\n"
                    "        expr_node/enk_constant ck_integer 2 t.ii:2:87\n"
                    "routine h t.ii:2:96\n"
                    "  type/tk_routine t.ii:2:97\n"
                    "    type/tk_void void t.ii:2:91\n"
                    "    exception_specification t.ii:2:100\n"
                    "      type/tk_integer int t.ii:2:106\n"
                    "      type/tk_integer char t.ii:2:111\n"
                    "routine operator t.ii:2:118\n"
                    "  type/tk_routine const t.ii:2:131\n");
}
END_TEST

/* Template arguments of template-ids: types and expressions under the
 * named type (the first declarator's) or the template name. */
START_TEST(il_template_arguments)
{
    const char *text = "template <class T, int N> struct A { };\n"
                       "template <class T> bool v = true;\n"
                       "A<int, 3> a, *b;\n"
                       "bool c = v<A<char, 1>>;\n"
                       "auto d = A<long, 2 + 1>{};\n";
    assert_il(text, "type/struct A t.ii:1:34\n"
                    "variable v t.ii:2:25\n"
                    "  type/tk_integer bool t.ii:2:20\n"
                    "  expr_node/enk_constant ck_integer true t.ii:2:29\n"
                    "variable a t.ii:3:11\n"
                    "  type/tk_class A t.ii:3:1\n"
                    "    type/tk_integer int t.ii:3:3\n"
                    "    expr_node/enk_constant ck_integer 3 t.ii:3:8\n"
                    "variable b t.ii:3:15\n"
                    "  type/tk_pointer t.ii:3:14\n"
                    "    type/tk_class A t.ii:3:1\n"
                    "variable c t.ii:4:6\n"
                    "  type/tk_integer bool t.ii:4:1\n"
                    "  expr_node/enk_template_name v t.ii:4:10\n"
                    "    type/tk_class A t.ii:4:12\n"
                    "      type/tk_integer char t.ii:4:14\n"
                    "      expr_node/enk_constant ck_integer 1 t.ii:4:20\n"
                    "variable d t.ii:5:6\n"
                    "  type/tk_auto auto t.ii:5:1\n"
                    "  expr_node/enk_operation eok_cast t.ii:5:24\n"
                    "    type/tk_class A t.ii:5:10\n"
                    "      type/tk_integer long t.ii:5:12\n"
                    "      expr_node/enk_operation eok_add t.ii:5:20\n"
                    "        expr_node/enk_constant ck_integer 2 t.ii:5:18\n"
                    "        expr_node/enk_constant ck_integer 1 t.ii:5:22\n"
                    "    expr_node/enk_braced_init_list t.ii:5:24\n");
}
END_TEST

/* Unnamed classes and enums as decl-specifiers: a named type node with
 * no children.  (The class head's value once carried an unset tree: the
 * parser stack slot it came from held the static_assert's expression,
 * which showed up as the struct's template arguments.) */
START_TEST(il_unnamed_types)
{
    assert_il("static_assert(1 + 2 == 3, \"\");\n"
              "struct { int x; } anon, *pa;\nenum { E1 } e;\n",
              "type/struct <unnamed> -\n"
              "field x t.ii:2:14\n"
              "  type/tk_integer int t.ii:2:10\n"
              "variable anon t.ii:2:19\n"
              "  type/tk_class struct t.ii:2:1\n"
              "variable pa t.ii:2:26\n"
              "  type/tk_pointer t.ii:2:25\n"
              "    type/tk_class struct t.ii:2:1\n"
              "type/enum <unnamed> -\n"
              "constant E1 t.ii:3:8\n"
              "variable e t.ii:3:13\n"
              "  type/tk_integer enum t.ii:3:1\n");
}
END_TEST

/* Extended lambdas (--extended-lambda): the records the host writer uses,
 * shown by --il_display: enclosing function and index, captures in
 * closure order (explicit ones as written, implicit ones by first use:
 * `this` for a member, not an unevaluated operand). */
START_TEST(il_extended_lambdas)
{
    struct parsed P;
    const char *text =
        "struct S { int m; void go(int *o) const { int k = 1;\n"
        "  auto l = [=] __attribute__((device)) (int i) { return i + m + k; };\n"
        "  auto h = [*this, k] __attribute__((host)) __attribute__((device)) (int i) mutable "
        "{ return k; }; } };\n"
        "void run(int a, int b) { auto x = [b, y = a] __attribute__((device)) { return b + y; };\n"
        "  [&](int n) { auto z = [=] __attribute__((device)) (int i) "
        "{ return a + n + i + sizeof(b); }; }(1); }\n"
        "auto g = [] __attribute__((device)) (int i) { return i; };\n";
    static struct options o;
    options_init(&o);
    o.v[OPT_extended_lambda].on = true;
    char *buf;
    parse_il(&P, text, &o, &buf);
    const char *lambdas = strstr(buf, "lambda/");
    ck_assert_ptr_nonnull(lambdas);
    ck_assert_str_eq(lambdas, "lambda/device go#1 t.ii:2:12 [this k]\n"
                              "lambda/host_device go#2 t.ii:3:12 [*this k]\n"
                              "lambda/device run#1 t.ii:4:35 [b init:y]\n"
                              "lambda/device run#2 t.ii:5:25 [a n]\n"
                              "lambda/device - t.ii:6:10 []\n");
    free(buf);
    parse_done(&P);
    options_free(&o);
}
END_TEST

/* ---- issue 15: names in parentheses, names used in their own
 * initializers, launches spelled with spaces ---- */

START_TEST(parenthesized_declarators)
{
    /* the class's own name before a parenthesized name that is not a
     * type is the member's type, not a constructor; a qualified name in
     * parentheses is a declarator-id */
    clean("struct half_t { float v;\n"
          "  static half_t(max)(); static half_t (min)(int); half_t (abs)() const;\n"
          "  static int (x); int (*(fp))(int); bool (operator==)(const half_t &) const;\n"
          "  half_t (operator+)(int) const; half_t ((twice))() const; half_t (*next)();\n"
          "  static half_t (inst); half_t(int); half_t(); half_t(const half_t &); };\n"
          "half_t (half_t::abs)() const { return *this; }\n"
          "int (half_t::x) = 1;\n"
          "half_t (half_t::inst);\n"
          "bool (half_t::operator==)(const half_t &) const { return true; }\n"
          "half_t (*(half_t::fp2))(int);\n"
          "int (f)(int); int (f)(int a) { return a; } static int (y) = 3; int (*(pf))(int) = f;\n"
          "namespace ns { int g(int); extern int w; }\n"
          "int (ns::g)(int a) { return a; } int (::ns::w) = 2;\n"
          "template <class T> struct W { typedef T type; W(T); W(typename T::type *);\n"
          "  static W (make)(); W (operator-)() const; };\n"
          "void use(int (a), int (*(b))(int)) { int (z) = (half_t::max)().v + (f)(a); (void)z; }\n");
}
END_TEST

START_TEST(name_declared_before_initializer)
{
    /* [basic.scope.pdecl]: the name is declared before its initializer */
    clean("template <class L> struct below { typedef L type; };\n"
          "template <class U, class L> constexpr bool stacks = sizeof(U) == sizeof(L);\n"
          "template <class U, class L>\n"
          "constexpr bool legal = stacks<U, L> || legal<U, typename below<L>::type>;\n"
          "template <class T> constexpr T pi = T(3) + T(0) * pi<T>;\n"
          "struct S { template <class T> static constexpr int d = sizeof(T) + d<T *>;\n"
          "  template <class T> static const int e; };\n"
          "template <class T> const int S::e = sizeof(T) + S::e<char>;\n"
          "template <class T> T twice(T x, int n) { return n ? twice<T>(x, n - 1) : x; }\n"
          "int x = sizeof(x); void *vp = &vp;\n"
          "void f() { int y = sizeof(y); long q(sizeof(q)); if (int z = sizeof(z)) {}\n"
          "  for (int w = sizeof(w); w; --w) {} (void)y; (void)q; }\n");
    /* the name refers to the variable in its own initializer */
    assert_il("template <class T> constexpr bool v = sizeof(T) > 1 || v<T *>;\n",
              "variable v t.ii:1:35\n"
              "  type/tk_integer bool t.ii:1:30\n"
              "  expr_node/enk_operation eok_lor t.ii:1:53\n"
              "    expr_node/enk_operation eok_gt t.ii:1:49\n"
              "      expr_node/enk_sizeof t.ii:1:39\n"
              "        type/tk_template_param T t.ii:1:46\n"
              "      expr_node/enk_constant ck_integer 1 t.ii:1:51\n"
              "    expr_node/enk_template_name v t.ii:1:56\n"
              "      type/tk_pointer t.ii:1:60\n"
              "        type/tk_template_param T t.ii:1:58\n");
}
END_TEST

START_TEST(il_parenthesized_names)
{
    assert_il("struct h { float v; static h (max)(); h (abs)() const; h (x); h(int); h (*fp)(); };\n"
              "h (h::abs)() const;\n",
              "type/struct h t.ii:1:8\n"
              "field v t.ii:1:18\n"
              "  type/tk_float float t.ii:1:12\n"
              "routine max t.ii:1:31\n"
              "  type/tk_routine t.ii:1:35\n"
              "    type/tk_class h t.ii:1:28\n"
              "routine abs t.ii:1:42\n"
              "  type/tk_routine const t.ii:1:46\n"
              "    type/tk_class h t.ii:1:39\n"
              "field x t.ii:1:59\n"
              "  type/tk_class h t.ii:1:56\n"
              "routine h t.ii:1:63\n"
              "  type/tk_routine t.ii:1:64\n"
              "    param_type int t.ii:1:65\n"
              "      type/tk_integer int t.ii:1:65\n"
              "field fp t.ii:1:75\n"
              "  type/tk_pointer t.ii:1:74\n"
              "    type/tk_routine t.ii:1:78\n"
              "      type/tk_class h t.ii:1:71\n"
              "routine abs t.ii:2:7\n"
              "  type/tk_routine const t.ii:2:11\n"
              "    type/tk_class h t.ii:2:1\n");
}
END_TEST

START_TEST(spaced_launches)
{
    /* `<<` `<` on one line, `>>` `>` anywhere: a launch, as cudafe++
     * reads them; `operator<< <T>` is a template-id */
    clean("__attribute__((global)) void k(int);\n"
          "template <class T> struct S { template <class U> friend S &operator<<(S &, U); };\n"
          "template <class T, class U> S<T> &operator<<(S<T> &s, U) { return s; }\n"
          "void h(int n) {\n"
          "  k << < 1, 2 >> > (3); k <<< 1, 2 >> > (3); k << <1, 2>>>(3);\n"
          "  k <<< n >> 1, 2 >>\n"
          "  > (n >> 2);\n"
          "  S<int> s; operator<< <int, int>(s, 1); s << 1 << (n << 2);\n"
          "}\n");
    /* a line break between `<<` and `<` is not a launch */
    gives("__attribute__((global)) void k(int);\n"
          "void h() { k <<\n"
          "< 1, 2 >>> (3); }\n",
          "t.ii(3): error: expected an expression\n"
          "  < 1, 2 >>> (3); }\n"
          "  ^\n\n",
          1);
}
END_TEST

START_TEST(error_not_a_template)
{
    /* an undeclared name before `<` where only a type can be; an alias
     * template is not declared in its own type-id */
    gives("template <class T> using A = A<T> *;\n"
          "A<int> *p;\n"
          "struct S { static U<int> f(); };\n",
          "t.ii(1): error: A is not a template\n"
          "  template <class T> using A = A<T> *;\n"
          "                               ^\n\n"
          "t.ii(3): error: U is not a template\n"
          "  struct S { static U<int> f(); };\n"
          "                    ^\n\n",
          2);
    /* in a block `U < x` is an expression */
    clean("int x, y; void f() { bool b = x < y; (void)b; }\n");
}
END_TEST

/* Forms of public CUDA code (CUTLASS, CuTe, cudax, gtest); the suite's
 * grammar_forms.cu compares them with cudafe++. */
START_TEST(public_code_forms)
{
    /* a constructor and destructor named by the class's template-id */
    clean("template <class T, int D> struct B {\n"
          "  explicit B<T, D>(float x) {}\n"
          "  B<T, D>(int) {}\n"
          "  ~B<T, D>() {}\n"
          "  B<T, D> (*fp)(float);\n"
          "};\n");
    /* folds over assignments and the comma operator */
    clean("template <class... Ts> void f(int t, Ts... u) { (t += ... += u); (u = ...); (... -= u); }\n"
          "int g();\n"
          "template <class... Ts> void h(Ts... u) { (g(u), ..., g()); }\n");
    /* explicit template arguments on operator() and operator[] */
    clean("struct F { template <int N> int operator()(int) const; template <int N> int operator[](int) const;\n"
          "  int run() const { return (*this).template operator()<3>(1) + operator[]<2>(0); } };\n"
          "int use(F f) { return f.operator()<4>(1) + f.template operator[]<5>(2); }\n");
    /* decltype(v)::type */
    clean("struct V { using size_type = unsigned long; };\n"
          "int f(V v, int i) { V w; decltype(w)::size_type c = i;\n"
          "  return static_cast<decltype(v)::size_type>(i) + (decltype(w)::size_type)c; }\n");
    /* a function type with a trailing return type; an alias of a
     * decltype as a qualifier; using-directives and names before :: */
    clean("struct R { using S = int; };\n"
          "using F = auto(int const *) noexcept -> R;\n"
          "R make(); struct G { using M = decltype(make()); int f() { M::S s = 1; return s; } };\n"
          "namespace cu { template <int v> struct C {}; }\n"
          "int g(int *C) { using namespace cu; return C != 0; }\n"
          "namespace dm { int n; }\n"
          "int h() { int dm = 1; return dm + dm::n; }\n");
    /* __restrict references; one declaration in a linkage specification */
    clean("int demangle(const char *, unsigned long & __restrict, int && __restrict__);\n"
          "extern \"C\" const unsigned N;\n");
}
END_TEST

static Suite *parser_suite(void)
{
    Suite *s = suite_create("parser");
    TCase *tc = tcase_create("clean");
    tcase_add_test(tc, stmt_ambiguity);
    tcase_add_test(tc, type_id_vs_expression);
    tcase_add_test(tc, template_brackets);
    tcase_add_test(tc, member_bodies_see_later_members);
    tcase_add_test(tc, out_of_class_definitions);
    tcase_add_test(tc, templates);
    tcase_add_test(tc, statements_and_lambdas);
    tcase_add_test(tc, gnu_and_cuda);
    tcase_add_test(tc, lookup);
    tcase_add_test(tc, cxx20);
    tcase_add_test(tc, parenthesized_declarators);
    tcase_add_test(tc, name_declared_before_initializer);
    tcase_add_test(tc, spaced_launches);
    tcase_add_test(tc, public_code_forms);
    suite_add_tcase(s, tc);
    TCase *te = tcase_create("errors");
    tcase_add_test(te, error_missing_semicolon);
    tcase_add_test(te, error_missing_closer);
    tcase_add_test(te, error_expression);
    tcase_add_test(te, error_end_of_source);
    tcase_add_test(te, error_more_forms);
    tcase_add_test(te, error_operands_and_brackets);
    tcase_add_test(te, error_recovery_continues);
    tcase_add_test(te, hostile_nesting);
    tcase_add_test(te, error_not_a_template);
    suite_add_tcase(s, te);
    TCase *tsem = tcase_create("semantic");
    tcase_add_test(tsem, semantic_undefined_and_init);
    tcase_add_test(tsem, semantic_no_false_errors);
    tcase_add_test(tsem, cuda_declarations);
    suite_add_tcase(s, tsem);
    TCase *til = tcase_create("il");
    tcase_add_test(til, il_declarations);
    tcase_add_test(til, il_trees);
    tcase_add_test(til, il_declarator_types);
    tcase_add_test(til, il_enumerators_and_qualifiers);
    tcase_add_test(til, il_template_arguments);
    tcase_add_test(til, il_unnamed_types);
    tcase_add_test(til, il_extended_lambdas);
    tcase_add_test(til, il_parenthesized_names);
    suite_add_tcase(s, til);
    return s;
}

CUFE_CHECK_MAIN(parser_suite)
