/* The mangler and the module id's entity (src/il/mangle.c): C++ snippets
 * parsed for real, names mangled from the IL.  Expected names are g++'s
 * (`g++ -std=c++20 -c t.cc && nm t.o` on the same declarations): the
 * Itanium ABI is the ground truth. */
#include <stdlib.h>
#include <string.h>

#include "il/il.h"
#include "lex/lexer.h"
#include "il/mangle.h"
#include "parse/parse.h"
#include "testutil.h"
#include "support/util.h"

struct query {
    const char *name;   /* mangle the first definition (else declaration) of this name */
    const char *module_id;  /* set: its device name (mangle_device_name) in this module */
    bool rdc;               /* ... with separate compilation */
    char *result;       /* malloc'ed: the name, "(null)" when not mangled */
};

static char *dup_or_null(char *s)
{
    if (!s)
        return xstrdup("(null)");
    return s;
}

static struct lexer *the_lexer;

static void on_parsed(void *ctx, const struct il_list *il)
{
    struct query *q = ctx;
    if (!q->name) {   /* the module id's entity */
        const struct il_node *n = module_id_entity(the_lexer, il);
        q->result = n ? dup_or_null(mangle_entity(the_lexer, il, n)) : xstrdup("(none)");
        return;
    }
    const struct il_node *pick = NULL;
    for (const struct il_node *n = il->first; n; n = n->next)
        if (strcmp(n->name, q->name) == 0 && (n->kind == IL_routine || n->kind == IL_variable)) {
            if (!pick || ((n->flags & IL_F_DEFINITION) && !(pick->flags & IL_F_DEFINITION)))
                pick = n;
        }
    if (!pick)
        q->result = xstrdup("(no node)");
    else if (q->module_id)
        q->result = dup_or_null(mangle_device_name(the_lexer, il, pick, q->module_id, q->rdc));
    else
        q->result = dup_or_null(mangle_entity(the_lexer, il, pick));
}

/* Parse text (C++20) and answer q; fails the test on any diagnostic. */
static void run(const char *text, struct query *q)
{
    struct captured cap;
    capture_begin(&cap);
    struct source_file src = { .name = "t.ii" };
    size_t len = strlen(text);
    src.name = "t.ii";
    src.text = xmalloc(len + 1);
    memcpy(src.text, text, len + 1);
    src.size = len;
    struct lang_mode m;
    lang_mode_cxx(&m, 2020, 120200);
    struct lexer lx;
    lexer_init(&lx, &src, &m, &cap.d);
    the_lexer = &lx;
    unsigned long errors = 0;
    RUN_CATCHING(errors = parse_translation_unit_then(&lx, &cap.d, NULL, &m, NULL, NULL,
                                                      on_parsed, q));
    ck_assert_int_eq(test_exit_status, -1);
    if (errors || *capture_text(&cap))
        ck_abort_msg("diagnostics for:\n%s\n--- got:\n%s", text, capture_text(&cap));
    lexer_free(&lx);
    free(src.text);
    capture_end(&cap);
}

static void expect(const char *text, const char *name, const char *want)
{
    struct query q = { .name = name };
    run(text, &q);
    ck_assert_ptr_nonnull(q.result);
    if (strcmp(q.result, want) != 0)
        ck_abort_msg("%s in:\n%s\nexpected %s, got %s", name ? name : "entity", text, want,
                     q.result);
    free(q.result);
}

/* name's device name in the module with id _1_a_cu_x (rdc: separate compilation) */
static void expect_device_in(const char *text, const char *name, bool rdc, const char *want)
{
    struct query q = { .name = name, .module_id = "_1_a_cu_x", .rdc = rdc };
    run(text, &q);
    if (strcmp(q.result, want) != 0)
        ck_abort_msg("%s in:\n%s\nexpected %s, got %s", name, text, want, q.result);
    free(q.result);
}

static void expect_device(const char *text, const char *name, const char *want)
{
    expect_device_in(text, name, false, want);
}

static void entity(const char *text, const char *want)
{
    expect(text, NULL, want);
}

START_TEST(builtin_types)
{
    expect("void f(int*, double){}", "f", "_Z1fPid");
    expect("void b(bool, char, signed char, unsigned char, wchar_t, char16_t, char32_t, short,"
           " unsigned short, int, unsigned, long, unsigned long, long long, unsigned long long,"
           " __int128, unsigned __int128, float, double, long double, __float128){}",
           "b", "_Z1bbcahwDsDistijlmxynofdeg");
    expect("void c8(char8_t){}", "c8", "_Z2c8Du");
    expect("void np(decltype(nullptr)){}", "np", "_Z2npDn");
    expect("void v(void){}", "v", "_Z1vv");
    expect("void e(){}", "e", "_Z1ev");
    expect("void va(int, ...){}", "va", "_Z2vaiz");
    expect("void lu(long unsigned int, short int, long long int){}", "lu", "_Z2lumsx");
}
END_TEST

START_TEST(qualifiers_pointers_arrays)
{
    expect("void cv(const int, const int*, volatile char*, const volatile int&, int* const){}",
           "cv", "_Z2cviPKiPVcRVKiPi");
    expect("void cstr(const char*, const char*, char*){}", "cstr", "_Z4cstrPKcS0_Pc");
    expect("void ar(int a[10], int m[][3]){}", "ar", "_Z2arPiPA3_i");
    expect("void fr(int (&)[3], int (*)[3]){}", "fr", "_Z2frRA3_iPS_");
    expect("void fp(void (*cb)(int), int (*g)(const char*, ...)){}", "fp",
           "_Z2fpPFviEPFiPKczE");
    expect("void fn(void cb(int)){}", "fn", "_Z2fnPFviE");
    expect("struct T{}; void mp(int T::*){} void mf(void (T::*)(int)){}", "mp", "_Z2mpM1Ti");
    expect("struct T{}; void mp(int T::*){} void mf(void (T::*)(int)){}", "mf",
           "_Z2mfM1TFviE");
}
END_TEST

START_TEST(class_types_and_substitutions)
{
    expect("struct Vec{}; void rf(Vec&, Vec&&, const Vec&){}", "rf", "_Z2rfR3VecOS_RKS_");
    expect("struct W; void s(W*, W*){}", "s", "_Z1sP1WS0_");
    expect("enum E { e0 }; enum class C : int { c }; void en(E, C){}", "en", "_Z2en1E1C");
    expect("typedef struct { int x; } Anon; void an(Anon*, Anon){}", "an", "_Z2anP4AnonS_");
    expect("struct Vec{}; void sv(struct Vec v, Vec const *p){}", "sv", "_Z2sv3VecPKS_");
}
END_TEST

START_TEST(namespaces_and_members)
{
    const char *ns = "namespace ns { struct V{}; void f(V){} int v = 1;"
                     " namespace in { void g(V*){} } }"
                     " namespace ns { void g2(ns::V, V, ns::V*){} }";
    expect(ns, "f", "_ZN2ns1fENS_1VE");
    expect(ns, "v", "_ZN2ns1vE");
    expect(ns, "g", "_ZN2ns2in1gEPNS_1VE");
    expect(ns, "g2", "_ZN2ns2g2ENS_1VES0_PS0_");
    expect("namespace a { inline namespace b { void h(){} } }", "h", "_ZN1a1b1hEv");
    const char *s = "struct S { static int m; int f(int) const; static void g(S*); };"
                    " int S::m = 5; int S::f(int x) const { return x; } void S::g(S*){}";
    expect(s, "m", "_ZN1S1mE");
    expect(s, "f", "_ZNK1S1fEi");
    expect(s, "g", "_ZN1S1gEPS_");
    expect("namespace std { struct X{}; } void sx(std::X, std::X){}", "sx", "_Z2sxSt1XS_");
}
END_TEST

START_TEST(typedefs)
{
    expect("typedef unsigned long size_t; typedef unsigned int uint;"
           " typedef struct CUstream_st *cudaStream_t; void t(size_t, uint, cudaStream_t){}",
           "t", "_Z1tmjP11CUstream_st");
    expect("using F = float; void u(F*){}", "u", "_Z1uPf");
    expect("typedef int I, *IP; void ti(IP, I){}", "ti", "_Z2tiPii");
    expect("typedef enum cudaError { ok } cudaError_t; void ce(cudaError_t){}", "ce",
           "_Z2ce9cudaError");
    expect("typedef const char *str; void ts(str, str){}", "ts", "_Z2tsPKcS0_");
    expect("typedef void (*cb_t)(int); void reg(cb_t, cb_t){}", "reg", "_Z3regPFviES0_");
}
END_TEST

START_TEST(template_ids)
{
    expect("template<class T, int N = 4> struct A{}; void ta(A<int>, A<float, 2>){}", "ta",
           "_Z2ta1AIiLi4EES_IfLi2EE");
    expect("namespace cg { template<unsigned Size, class P = void> class tile; }"
           " void ts(cg::tile<32>, int){}", "ts", "_Z2tsN2cg4tileILj32EvEEi");
    /* defaults naming earlier parameters; `>>` closing two lists */
    const char *v = "template<class T> struct al{}; template<class T, class A = al<T>> struct vec{};"
                    " void tv(vec<int>, vec<vec<char>>){}"
                    " template<class T, class D = al<T>> struct up{}; void tu(up<float>){}"
                    " template<int N, int M = N> struct F{}; void tf(F<3>){}";
    expect(v, "tv", "_Z2tv3vecIi2alIiEES_IS_IcS0_IcEES0_IS4_EE");
    expect(v, "tu", "_Z2tu2upIf2alIfEE");
    expect(v, "tf", "_Z2tf1FILi3ELi3EE");
    expect("template<bool B> struct F{}; void f(F<true>, F<false>){}", "f",
           "_Z1f1FILb1EES_ILb0EE");
    expect("template<int N> struct F{}; void f(F<-3>){}", "f", "_Z1f1FILin3EE");
    /* enumerators as arguments: of enumeration-typed parameters (L<enum type>value E,
     * defaults too, through using-declarations and inline namespaces as in libcu++'s
     * cuda::atomic<T, cuda::thread_scope_device>) and of integral ones */
    expect("enum class E { a }; template<E e> struct F{}; void f(F<E::a>){}", "f",
           "_Z1f1FIL1E0EE");
    static const char enums[] =
        "namespace s { inline namespace v1 { enum sc { sys = 0, dev = 1, blk = 2, thr = 10,"
        " neg = -2, after }; } }"
        " namespace c { inline namespace v1 { using s::sc; using s::dev;"
        " template<class T, sc S = sc::sys> struct at {}; } }"
        " void g(c::at<int, c::dev>*, c::at<int>*) {}"
        " void h(c::at<int, s::after>, c::at<long, s::neg>) {}"
        " enum U { u0, u1 = 5, u2 }; template<int N> struct I {}; void i(I<u2>) {}";
    expect(enums, "g", "_Z1gPN1c2v12atIiLN1s2v12scE1EEEPNS1_IiLS4_0EEE");
    expect(enums, "h", "_Z1hN1c2v12atIiLN1s2v12scEn1EEENS1_IlLS4_n2EEE");
    expect(enums, "i", "_Z1i1IILi6EE");
    /* constant variables as arguments and defaults (cuda::std::span's dynamic_extent) */
    static const char consts[] =
        "typedef unsigned long size_t; inline constexpr size_t dyn = static_cast<size_t>(-1);"
        " template<class T, size_t E = dyn> struct sp {}; void f(sp<int>) {}"
        " constexpr int three = 3; template<int N> struct I {}; void h(I<three>) {}";
    expect(consts, "f", "_Z1f2spIiLm18446744073709551615EE");
    expect(consts, "h", "_Z1h1IILi3EE");
    /* type parameter packs (J...E, empty ones too), and values whose type is an
     * earlier parameter (integral_constant<int, 3>, libcu++'s tuple and true_type) */
    static const char packs[] =
        "template<class... T> struct tup {}; void f(tup<int, char>*, tup<>*) {}"
        " template<class T, T v> struct ic {};"
        " void g(ic<int, 3>, ic<bool, true>, ic<unsigned, 0xffffffff>) {}"
        " template<class A, class... R> struct tl {}; void h(tl<int>, tl<int, tl<char>>) {}";
    expect(packs, "f", "_Z1fP3tupIJicEEPS_IJEE");
    expect(packs, "g", "_Z1g2icIiLi3EES_IbLb1EES_IjLj4294967295EE");
    expect(packs, "h", "_Z1h2tlIiJEES_IiJS_IcJEEEE");
    /* value packs, expanded through an alias (cuda::std::index_sequence) */
    static const char vpacks[] =
        "template<class T, T... I> struct __attribute__((visibility(\"default\"))) iseq {};"
        " template<unsigned long... I> using idx = iseq<unsigned long, I...>;"
        " void f(idx<1, 2>) {} void g(iseq<int, 3, 4>) {} void h(idx<>) {}";
    expect(vpacks, "g", "_Z1g4iseqIiJLi3ELi4EEE");
    expect(vpacks, "f", "_Z1f4iseqImJLm1ELm2EEE");
    expect(vpacks, "h", "_Z1h4iseqImJEE");
    /* alias templates stand for what they name */
    static const char aliases[] =
        "template<class T, unsigned long N> struct arr {};"
        " template<class T> using v3 = arr<T, 3>; template<int N> using iv = arr<int, N>;"
        " template<class A, class B> struct pr {};"
        " void f(v3<float>*, iv<5>*) {} void g(pr<v3<int>, iv<2>>*) {}";
    expect(aliases, "f", "_Z1fP3arrIfLm3EEPS_IiLm5EE");
    expect(aliases, "g", "_Z1gP2prI3arrIiLm3EES0_IiLm2EEE");
    /* no guess where the argument is not a plain number, enumerator or constant */
    expect("constexpr int k = 1; template<int N> struct F{}; void f(F<k + 1>){}", "f",
           "(null)");
}
END_TEST

START_TEST(special_names)
{
    const char *k = "struct K { K(int); ~K(); int v; }; K::K(int x) : v(x) {} K::~K() {}";
    expect(k, "K", "_ZN1KC1Ei");
    expect("struct K { ~K(); }; K::~K() {}", "K", "_ZN1KD1Ev");
    expect("struct O { int v; }; bool operator==(O a, O b) { return a.v == b.v; }", "operator",
           "_Zeq1OS_");
    expect("struct C { int operator()(int); }; int C::operator()(int x){return x;}", "operator",
           "_ZN1CclEi");
    expect("struct C { int operator[](long); }; int C::operator[](long x){return 0;}",
           "operator", "_ZN1CixEl");
    expect("struct P{ P operator-() const; }; P P::operator-() const { return *this; }",
           "operator", "_ZNK1PngEv");
    expect("struct P{ P operator-(P) const; }; P P::operator-(P) const { return *this; }",
           "operator", "_ZNK1PmiES_");
    expect("struct P{ P& operator+=(const P&); }; P& P::operator+=(const P&) { return *this; }",
           "operator", "_ZN1PpLERKS_");
}
END_TEST

START_TEST(plain_names_and_unmangled)
{
    expect("extern \"C\" void cf(int){}", "cf", "cf");
    expect("extern \"C\" { namespace n { void cg(int){} } }", "cg", "cg");
    expect("int h = 1;", "h", "h");
    expect("int main(){ return 0; }", "main", "main");
    /* conversion functions: not covered, no guess */
    expect("struct K { operator int(); }; K::operator int(){ return 0; }", "operator",
           "(null)");
}
END_TEST

START_TEST(entity_choice)
{
    entity("int f(); int g(){return 0;} int f(){return 1;}", "_Z1gv");
    entity("static void s(){} inline void i(){} template<class T> void t(T){} int x;"
           " const int c = 1; constexpr int ce = 2; namespace { void an(){} int av = 1; }"
           " __attribute__((weak)) void w(){} struct M { void in(){} static void sm(){} };"
           " int v = 3;", "v");
    entity("template<class T> void t(T){} template void t<int>(int);"
           " template<> void t<char>(char){}", "(none)");
    entity("extern const int ec = 5;", "ec");
    entity("int *const p = 0; const int *cp = 0;", "cp");
    entity("struct S { static int m; }; int S::m = 5;", "_ZN1S1mE");
    entity("inline void f(); void f(){} void g(){}", "_Z1gv");
    entity("void outer(){ struct L { void m(){} }; }", "_Z5outerv");
    entity("static int a = 1; extern \"C\" void c_kernel(int *p){}", "c_kernel");
    entity("namespace ns { void k(int *){} }", "_ZN2ns1kEPi");
    entity("struct S { void f(); }; void S::f(){}", "_ZN1S1fEv");
    entity("typedef int T; int x;", "(none)");
    /* const volatile has external linkage; [[gnu::weak]] is weak */
    entity("const volatile int cvv = 1; volatile int vv = 1;", "cvv");
    entity("[[gnu::weak]] void w(){} int g(){ return 0; }", "_Z1gv");
    entity("void f() = delete; __attribute__((weak)) int wv = 1; int g(){ return 0; }", "_Z1gv");
    entity("struct S { void f(); }; inline void S::f(){} int g(){ return 0; }", "_Z1gv");
}
END_TEST

/* Linkage and storage inherited over redeclarations (mangle_merge_linkage);
 * the expected ids are cudafe++'s on the same declarations. */
START_TEST(linkage_redeclarations)
{
    /* extern "C" passes to a later plain definition, also through a typedef'd parameter */
    entity("typedef struct st *sp; extern \"C\" void run(unsigned char *p, int n, sp s = 0);"
           " void run(unsigned char *p, int n, sp s){}", "run");
    entity("extern \"C\" { void run2(int *p); } void run2(int *p){}", "run2");
    entity("typedef int myint; extern \"C\" void tp(myint *p); void tp(int *p){}", "tp");
    entity("namespace N { extern \"C\" void nrun(int *p); } void N::nrun(int *p){}", "nrun");
    entity("namespace N { extern \"C\" void qf(int *p); void qf(int *p){} }", "qf");
    /* ... but not to a function of the same name in another namespace (observed) */
    entity("namespace N { extern \"C\" void crossns(int *p); } void crossns(int *p){}",
           "_Z7crossnsPi");
    /* ... nor to another overload */
    entity("extern \"C\" void ov(int); void ov(double){}", "_Z2ovd");
    /* static and inline pass to the same function, not to overloads */
    entity("static void h(int *p); void h(int *p){} void g(int *p){}", "_Z1gPi");
    entity("static void ov2(int); void ov2(double){}", "_Z3ov2d");
    entity("inline void io(int); void io(double){}", "_Z2iod");
    entity("__attribute__((weak)) void w(int); void w(int){} void g(){}", "_Z1gv");
    /* a static member function is not internal */
    entity("struct S { static void f(int *p); }; void S::f(int *p){}", "_ZN1S1fEPi");
    /* members never have C linkage */
    entity("extern \"C\" { struct T { void m(); }; } void T::m(){}", "_ZN1T1mEv");
    /* a variable in a namespace keeps its mangled name even if extern "C" */
    entity("namespace N { extern \"C\" int wv; int wv = 3; }", "_ZN1N2wvE");
    entity("namespace N { extern \"C\" int wv2 = 3; }", "_ZN1N3wv2E");
}
END_TEST

/* The names the device compiler registers (nvcc's stub file on the same
 * declarations, module id replaced): anonymous namespaces are
 * _GLOBAL__N_<id>, internal variables outside the global scope start
 * with _INTERNAL_<id without its _>, kernels keep their names. */
START_TEST(device_names)
{
    static const char text[] =
        "namespace N { static void sk(int *p) {} static int sv; const int cv = 1; }"
        " static int gsv; const int gcv = 2;"
        " namespace { void ak(int *p) {} int av; }"
        " namespace N { namespace { int nav; } }";
    expect_device(text, "sk", "_ZN1N2skEPi");
    expect_device(text, "sv", "_ZN18_INTERNAL_1_a_cu_x1N2svE");
    expect_device(text, "cv", "_ZN18_INTERNAL_1_a_cu_x1N2cvE");
    expect_device(text, "gsv", "gsv");
    expect_device(text, "gcv", "gcv");
    expect_device(text, "ak", "_ZN20_GLOBAL__N__1_a_cu_x2akEPi");
    expect_device(text, "av", "_ZN18_INTERNAL_1_a_cu_x20_GLOBAL__N__1_a_cu_x2avE");
    expect_device(text, "nav", "_ZN18_INTERNAL_1_a_cu_x1N20_GLOBAL__N__1_a_cu_x3navE");
    /* separate compilation: internal entities get __nv_static_<len>_<id>_ (nvcc -rdc=true) */
    expect_device_in(text, "sk", true, "__nv_static_9__1_a_cu_x__ZN1N2skEPi");
    expect_device_in(text, "gsv", true, "__nv_static_9__1_a_cu_x_gsv");
    expect_device_in(text, "ak", true, "__nv_static_9__1_a_cu_x__ZN20_GLOBAL__N__1_a_cu_x2akEPi");
    expect_device_in("int ext = 1; void f(int *p) {}", "ext", true, "ext");
    expect_device_in("int ext = 1; void f(int *p) {}", "f", true, "_Z1fPi");
}
END_TEST

static Suite *mangle_suite(void)
{
    Suite *s = suite_create("mangle");
    TCase *tc = tcase_create("mangle");
    tcase_add_test(tc, builtin_types);
    tcase_add_test(tc, qualifiers_pointers_arrays);
    tcase_add_test(tc, class_types_and_substitutions);
    tcase_add_test(tc, namespaces_and_members);
    tcase_add_test(tc, typedefs);
    tcase_add_test(tc, template_ids);
    tcase_add_test(tc, special_names);
    tcase_add_test(tc, plain_names_and_unmangled);
    tcase_add_test(tc, entity_choice);
    tcase_add_test(tc, linkage_redeclarations);
    tcase_add_test(tc, device_names);
    suite_add_tcase(s, tc);
    return s;
}

CUFE_CHECK_MAIN(mangle_suite)
