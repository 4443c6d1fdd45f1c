/* The type model (src/sema/types): interning, canonical types and sugar,
 * cv variants, reference collapsing, the generated queries, and spelling.
 * Expected spellings are cudafe++ 13.0's: each type T was put in
 *   template<class T> struct S;  S<T> s;
 * (struct A; enum E; struct B; typedef int I; typedef void F();) and read
 * from its message incomplete type "S<T>" is not allowed. */
#include <stdlib.h>
#include <string.h>

#include "sema/exprs/literals.h"
#include "sema/types/type.h"
#include "testutil.h"

static struct type_context ctx;
static const struct type *t_int, *t_float, *t_char, *t_void, *t_ulong;
static const struct type *t_A, *t_B, *t_E;
static int decl_A, decl_B, decl_E, decl_I, decl_F;    /* stand-ins for declarations */

static void setup(void)
{
    type_context_init(&ctx);
    t_int = type_arith(&ctx, TYPE_ARITH_int);
    t_float = type_arith(&ctx, TYPE_ARITH_float);
    t_char = type_arith(&ctx, TYPE_ARITH_char);
    t_ulong = type_arith(&ctx, TYPE_ARITH_unsigned_long);
    t_void = type_void(&ctx);
    t_A = type_class(&ctx, &decl_A, "A");
    t_B = type_class(&ctx, &decl_B, "B");
    t_E = type_enum(&ctx, &decl_E, "E");
}

static void teardown(void)
{
    type_context_free(&ctx);
}

static const struct type *ptr(const struct type *t) { return type_pointer(&ctx, t); }
static const struct type *lref(const struct type *t) { return type_lref(&ctx, t); }
static const struct type *rref(const struct type *t) { return type_rref(&ctx, t); }
static const struct type *cnst(const struct type *t) { return type_qualified(&ctx, t, TYPE_CONST); }
static const struct type *arr(const struct type *t, unsigned long long n)
{
    return type_array(&ctx, t, true, n);
}
static const struct type *fn(const struct type *ret, unsigned n, const struct type *p0,
                             const struct type *p1)
{
    const struct type *ps[2] = { p0, p1 };
    return type_function(&ctx, ret, ps, n, false, 0, TYPE_REFQ_NONE, false);
}
static const struct type *mptr(const struct type *m) { return type_member_pointer(&ctx, t_B, m); }

#define SPELLS(t, text)                                                 \
    do {                                                                \
        char buf_[128];                                                 \
        size_t n_ = type_spell((t), buf_, sizeof buf_);                 \
        ck_assert_str_eq(buf_, text);                                   \
        ck_assert_uint_eq(n_, strlen(text));                            \
    } while (0)

START_TEST(interning)
{
    ck_assert_ptr_eq(type_arith(&ctx, TYPE_ARITH_int), t_int);
    ck_assert_ptr_eq(ptr(t_int), ptr(t_int));
    ck_assert_ptr_ne(ptr(t_int), ptr(t_float));
    ck_assert_ptr_eq(cnst(ptr(cnst(t_int))), cnst(ptr(cnst(t_int))));
    ck_assert_ptr_eq(arr(t_int, 3), arr(t_int, 3));
    ck_assert_ptr_ne(arr(t_int, 3), arr(t_int, 4));
    ck_assert_ptr_ne(arr(t_int, 0), type_array(&ctx, t_int, false, 0));
    ck_assert_ptr_eq(fn(t_int, 2, t_int, t_float), fn(t_int, 2, t_int, t_float));
    ck_assert_ptr_ne(fn(t_int, 2, t_int, t_float), fn(t_int, 2, t_float, t_int));
    ck_assert_ptr_ne(fn(t_int, 0, NULL, NULL),
                     type_function(&ctx, t_int, NULL, 0, true, 0, TYPE_REFQ_NONE, false));
    ck_assert_ptr_eq(mptr(t_int), mptr(t_int));
    ck_assert_ptr_eq(type_class(&ctx, &decl_A, "A"), t_A);
    ck_assert_ptr_ne(type_class(&ctx, &decl_B, "A"), t_A);
    ck_assert_ptr_eq(type_error(&ctx), type_error(&ctx));
    ck_assert_ptr_eq(type_dependent(&ctx, "T::type"), type_dependent(&ctx, "T::type"));
    /* canonical nodes point at themselves; so do their cv variants */
    ck_assert_ptr_eq(type_canonical(ptr(t_int)), ptr(t_int));
    ck_assert_ptr_eq(type_canonical(cnst(t_int)), cnst(t_int));
    ck_assert_uint_eq(cnst(cnst(t_int))->cv, TYPE_CONST);
    ck_assert_ptr_eq(type_strip_cv(&ctx, cnst(t_int)), t_int);
    ck_assert_ptr_eq(type_qualified(&ctx, cnst(t_int), TYPE_VOLATILE),
                     type_qualified(&ctx, type_qualified(&ctx, t_int, TYPE_VOLATILE), TYPE_CONST));
}
END_TEST

START_TEST(typedef_sugar)
{
    const struct type *I = type_typedef(&ctx, &decl_I, "I", t_int);
    ck_assert_ptr_eq(type_typedef(&ctx, &decl_I, "I", t_int), I);
    ck_assert_ptr_ne(I, t_int);
    ck_assert_ptr_eq(type_canonical(I), t_int);
    ck_assert(type_same(I, t_int));
    /* sugar inside a type: a distinct node, the same canonical type */
    ck_assert_ptr_ne(ptr(I), ptr(t_int));
    ck_assert_ptr_eq(type_canonical(ptr(I)), ptr(t_int));
    ck_assert_ptr_eq(type_canonical(cnst(ptr(I))), cnst(ptr(t_int)));
    ck_assert_ptr_eq(type_canonical(cnst(I)), cnst(t_int));
    ck_assert_ptr_eq(type_canonical(fn(I, 1, arr(I, 3), NULL)), fn(t_int, 1, ptr(t_int), NULL));
    ck_assert_ptr_eq(type_canonical(mptr(I)), mptr(t_int));
    ck_assert_ptr_eq(type_canonical(arr(I, 2)), arr(t_int, 2));
    ck_assert_ptr_eq(type_canonical(lref(I)), lref(t_int));
    /* a typedef of a typedef */
    const struct type *J = type_typedef(&ctx, NULL, "J", cnst(I));
    ck_assert_ptr_eq(type_canonical(J), cnst(t_int));
    ck_assert_ptr_eq(type_strip_cv(&ctx, J), t_int);
    ck_assert(type_is_arithmetic(J));
    /* template parameters: the name is sugar, the position the type */
    const struct type *T = type_template_param(&ctx, 0, 0, false, "T");
    const struct type *U = type_template_param(&ctx, 0, 0, false, "U");
    ck_assert_ptr_ne(T, U);
    ck_assert(type_same(T, U));
    ck_assert(!type_same(T, type_template_param(&ctx, 0, 1, false, "T")));
    ck_assert(ptr(T)->dependent);
    ck_assert(!ptr(t_int)->dependent);
}
END_TEST

START_TEST(references_and_cv)
{
    const struct type *ir = lref(t_int), *irr = rref(t_int);
    /* [dcl.ref]/6 */
    ck_assert_ptr_eq(lref(ir), ir);
    ck_assert_ptr_eq(rref(ir), ir);
    ck_assert_ptr_eq(lref(irr), ir);
    ck_assert_ptr_eq(rref(irr), irr);
    const struct type *R = type_typedef(&ctx, NULL, "R", irr);
    ck_assert_ptr_eq(type_canonical(lref(R)), ir);
    ck_assert_ptr_eq(type_canonical(rref(R)), irr);
    /* cv on a reference or a function is ignored */
    ck_assert_ptr_eq(cnst(ir), ir);
    ck_assert_ptr_eq(type_qualified(&ctx, irr, TYPE_CONST | TYPE_VOLATILE), irr);
    ck_assert_ptr_eq(cnst(fn(t_void, 0, NULL, NULL)), fn(t_void, 0, NULL, NULL));
    ck_assert_ptr_eq(cnst(R), R);
    /* on an array it goes to the element */
    ck_assert_ptr_eq(cnst(arr(t_int, 3)), arr(cnst(t_int), 3));
    ck_assert_ptr_eq(type_strip_cv(&ctx, arr(cnst(t_int), 3)), arr(t_int, 3));
    /* parameters are adjusted: top-level cv, arrays and functions */
    ck_assert_ptr_eq(fn(t_void, 1, cnst(t_int), NULL), fn(t_void, 1, t_int, NULL));
    ck_assert_ptr_eq(fn(t_void, 1, arr(t_int, 3), NULL), fn(t_void, 1, ptr(t_int), NULL));
    ck_assert_ptr_eq(fn(t_void, 1, fn(t_int, 0, NULL, NULL), NULL),
                     fn(t_void, 1, ptr(fn(t_int, 0, NULL, NULL)), NULL));
    /* what C++ does not allow is the error type */
    ck_assert_ptr_eq(ptr(ir), type_error(&ctx));
    ck_assert_ptr_eq(lref(t_void), type_error(&ctx));
    ck_assert_ptr_eq(arr(ir, 2), type_error(&ctx));
    ck_assert_ptr_eq(arr(t_void, 2), type_error(&ctx));
}
END_TEST

START_TEST(spellings)
{
    const struct type *I = type_typedef(&ctx, &decl_I, "I", t_int);
    const struct type *F = type_typedef(&ctx, &decl_F, "F", fn(t_void, 0, NULL, NULL));
    const struct type *fif = fn(t_int, 2, t_int, t_float), *fi = fn(t_int, 1, t_int, NULL);
    const struct type *f0 = fn(t_int, 0, NULL, NULL);
    SPELLS(ptr(t_int), "int *");
    SPELLS(lref(cnst(t_int)), "const int &");
    SPELLS(ptr(fif), "int (*)(int, float)");
    SPELLS(arr(t_int, 3), "int [3]");
    SPELLS(mptr(t_int), "int B::*");
    SPELLS(ptr(arr(t_int, 3)), "int (*)[3]");
    SPELLS(lref(arr(t_int, 3)), "int (&)[3]");
    SPELLS(fif, "int (int, float)");
    SPELLS(mptr(fi), "int (B::*)(int)");
    SPELLS(mptr(type_function(&ctx, t_int, (const struct type *[]){ t_int }, 1, false,
                              TYPE_CONST, TYPE_REFQ_NONE, false)), "int (B::*)(int) const");
    SPELLS(type_function(&ctx, t_void, NULL, 0, true, 0, TYPE_REFQ_NONE, false), "void (...)");
    SPELLS(type_function(&ctx, t_void, &t_int, 1, true, 0, TYPE_REFQ_NONE, false),
           "void (int, ...)");
    SPELLS(type_qualified(&ctx, ptr(cnst(t_int)), TYPE_VOLATILE), "const int *volatile");
    SPELLS(type_nullptr(&ctx), "std::nullptr_t");
    SPELLS(t_ulong, "unsigned long");
    SPELLS(type_arith(&ctx, TYPE_ARITH_long_long), "long long");
    SPELLS(type_array(&ctx, t_int, false, 0), "int []");
    SPELLS(ptr(type_array(&ctx, t_int, false, 0)), "int (*)[]");
    SPELLS(ptr(fn(ptr(arr(t_int, 3)), 1, t_int, NULL)), "int (*(*)(int))[3]");
    SPELLS(ptr(ptr(fi)), "int (**)(int)");
    SPELLS(fn(t_void, 0, NULL, NULL), "void ()");
    SPELLS(rref(arr(arr(t_int, 3), 2)), "int (&&)[2][3]");
    SPELLS(ptr(type_function(&ctx, t_int, NULL, 0, false, 0, TYPE_REFQ_NONE, true)),
           "int (*)() noexcept");
    SPELLS(ptr(cnst(t_E)), "const E *");
    SPELLS(mptr(type_function(&ctx, t_int, NULL, 0, false, TYPE_CONST, TYPE_REFQ_RVALUE, false)),
           "int (B::*)() const &&");
    SPELLS(mptr(type_function(&ctx, t_int, NULL, 0, false, 0, TYPE_REFQ_LVALUE, false)),
           "int (B::*)() &");
    SPELLS(type_qualified(&ctx, t_int, TYPE_CONST | TYPE_VOLATILE), "const volatile int");
    SPELLS(ptr(fn(t_void, 1, ptr(fn(t_int, 1, t_char, NULL)), NULL)), "void (*)(int (*)(char))");
    SPELLS(ptr(cnst(ptr(t_int))), "int *const *");
    SPELLS(cnst(ptr(fi)), "int (*const)(int)");
    SPELLS(arr(cnst(ptr(fi)), 4), "int (*const [4])(int)");
    SPELLS(ptr(mptr(t_int)), "int B::**");
    SPELLS(lref(fn(t_char, 0, NULL, NULL)), "char (&)()");
    SPELLS(mptr(arr(t_int, 3)), "int (B::*)[3]");
    SPELLS(arr(arr(t_int, 3), 2), "int [2][3]");
    SPELLS(lref(ptr(t_A)), "A *&");
    SPELLS(arr(ptr(t_int), 3), "int *[3]");
    SPELLS(fn(ptr(t_int), 1, t_int, NULL), "int *(int)");
    SPELLS(ptr(fn(ptr(t_int), 1, t_int, NULL)), "int *(*)(int)");
    SPELLS(ptr(F), "F *");
    SPELLS(ptr(cnst(I)), "const I *");
    SPELLS(cnst(arr(I, 3)), "const I [3]");
    SPELLS(fn(t_void, 1, cnst(t_int), NULL), "void (int)");
    SPELLS(fn(t_void, 1, arr(t_int, 3), NULL), "void (int *)");
    SPELLS(lref(I), "I &");
    const struct type *inner = type_template_id(&ctx, NULL, "S2", &t_int, 1);
    SPELLS(type_template_id(&ctx, NULL, "S2", &inner, 1), "S2<S2<int>>");
    SPELLS(f0, "int ()");
    /* truncation: the full length back, the text cut and terminated */
    char small[6];
    ck_assert_uint_eq(type_spell(ptr(fif), small, sizeof small), strlen("int (*)(int, float)"));
    ck_assert_str_eq(small, "int (");
}
END_TEST

START_TEST(queries)
{
    const struct type *I = type_typedef(&ctx, NULL, "I", t_int);
    ck_assert(type_is_fundamental(t_void) && !type_is_scalar(t_void) && !type_is_object(t_void));
    ck_assert(type_is_scalar(type_nullptr(&ctx)) && !type_is_arithmetic(type_nullptr(&ctx)));
    ck_assert(type_is_arithmetic(t_int) && type_is_scalar(I) && type_is_fundamental(I));
    ck_assert(type_is_compound(ptr(t_int)) && type_is_scalar(ptr(t_int)));
    ck_assert(type_is_reference(lref(t_int)) && !type_is_object(rref(t_int)));
    ck_assert(type_is_object(arr(t_int, 2)) && !type_is_scalar(arr(t_int, 2)));
    ck_assert(!type_is_object(fn(t_int, 0, NULL, NULL)) && type_is_compound(fn(t_int, 0, NULL, NULL)));
    ck_assert(type_is_scalar(mptr(t_int)) && type_is_scalar(t_E) && !type_is_arithmetic(t_E));
    ck_assert(type_is_object(t_A) && !type_is_scalar(t_A) && type_is_compound(t_A));
    ck_assert(!type_can_be_cv_qualified(lref(t_int)) && type_can_be_cv_qualified(t_A));
    const struct type *T = type_template_param(&ctx, 0, 0, false, "T");
    ck_assert(type_is_dependent_kind(T) && !type_is_scalar(T) && !type_is_object(T));
    ck_assert(!type_is_object(type_error(&ctx)));
    ck_assert_int_eq(type_overload_class(I), TYPE_OVL_arithmetic);
    ck_assert_int_eq(type_overload_class(ptr(t_int)), TYPE_OVL_pointer);
    ck_assert_int_eq(type_overload_class(mptr(t_int)), TYPE_OVL_member_pointer);
    ck_assert_int_eq(type_overload_class(t_E), TYPE_OVL_enum);
    ck_assert_int_eq(type_overload_class(t_A), TYPE_OVL_class);
    ck_assert_int_eq(type_overload_class(lref(t_int)), TYPE_OVL_reference);
    ck_assert_int_eq(type_overload_class(fn(t_int, 0, NULL, NULL)), TYPE_OVL_function);
    ck_assert_int_eq(type_overload_class(type_nullptr(&ctx)), TYPE_OVL_nullptr);
    ck_assert_int_eq(type_overload_class(T), TYPE_OVL_other);
    ck_assert_str_ne(type_kind_help(TYPE_class), "");
}
END_TEST

/* 100000 distinct types, built twice: the second time adds no node.  The
 * table doubles at half load, so this is linear; no timing is asserted. */
START_TEST(stress)
{
    enum { N = 100000 };
    size_t before = ctx.count;
    const struct type **made = malloc(N * sizeof *made);
    const struct type *p = t_int;
    for (unsigned i = 0; i < N / 2; i++)
        made[i] = type_array(&ctx, t_int, true, i);
    for (unsigned i = N / 2; i < N; i++)
        made[i] = p = type_pointer(&ctx, p);
    ck_assert_uint_eq(ctx.count - before, N);
    p = t_int;
    for (unsigned i = 0; i < N / 2; i++)
        ck_assert_ptr_eq(type_array(&ctx, t_int, true, i), made[i]);
    for (unsigned i = N / 2; i < N; i++)
        ck_assert_ptr_eq(p = type_pointer(&ctx, p), made[i]);
    ck_assert_uint_eq(ctx.count - before, N);
    free(made);
}
END_TEST

/* Literal types ([lex.icon] table 8, [lex.ccon], [lex.fcon],
 * [lex.string]) on x86-64 Linux's rows, checked with g++ 12 by
 * static_assert(__is_same(decltype(L), T)) and sizeof. */
START_TEST(literals)
{
    unsigned long long v;
    ck_assert_int_eq(literal_integer("0", 1, &v), ARITH_int);
    ck_assert_int_eq(literal_integer("2147483647", 10, &v), ARITH_int);
    ck_assert_int_eq(literal_integer("2147483648", 10, &v), ARITH_long);
    ck_assert_int_eq(literal_integer("0x80000000", 10, &v), ARITH_unsigned_int);
    ck_assert_uint_eq(v, 0x80000000u);
    ck_assert_int_eq(literal_integer("0xffffffffffffffff", 18, &v), ARITH_unsigned_long);
    ck_assert_int_eq(literal_integer("1u", 2, &v), ARITH_unsigned_int);
    ck_assert_int_eq(literal_integer("1ll", 3, &v), ARITH_long_long);
    ck_assert_int_eq(literal_integer("1'000'000", 9, &v), ARITH_int);
    ck_assert_uint_eq(v, 1000000);
    ck_assert_int_eq(literal_integer("0b101", 5, &v), ARITH_int);
    ck_assert_uint_eq(v, 5);
    ck_assert_int_eq(literal_integer("017", 3, &v), ARITH_int);
    ck_assert_uint_eq(v, 15);
    ck_assert_int_eq(literal_integer("08", 2, &v), ARITH_NONE);          /* no octal digit */
    ck_assert_int_eq(literal_integer("1z", 2, &v), ARITH_NONE);          /* C++23 size_t */
    ck_assert_int_eq(literal_integer("18446744073709551616", 20, &v), ARITH_NONE);
    ck_assert_int_eq(literal_float("1.5", 3), ARITH_double);
    ck_assert_int_eq(literal_float("1.5f", 4), ARITH_float);
    ck_assert_int_eq(literal_float("1e3L", 4), ARITH_long_double);
    ck_assert_int_eq(literal_float("1.5f16", 6), ARITH_NONE);
    ck_assert_int_eq(literal_float("2.q", 3), ARITH_NONE);
    bool has;
    long long c;
    ck_assert_int_eq(literal_char("'a'", 3, &has, &c), ARITH_char);
    ck_assert(has && c == 'a');
    ck_assert_int_eq(literal_char("'\\x41'", 6, &has, &c), ARITH_char);
    ck_assert(has && c == 0x41);
    ck_assert_int_eq(literal_char("L'a'", 4, &has, &c), ARITH_wchar_t);
    ck_assert_int_eq(literal_char("U'a'", 4, &has, &c), ARITH_char32_t);
    ck_assert_int_eq(literal_char("'ab'", 4, &has, &c), ARITH_int);   /* multicharacter */
    enum arith_id ch;
    unsigned long long n;
    const char *one[] = { "\"abc\"" };
    size_t one_len[] = { 5 };
    ck_assert(literal_string(one, one_len, 1, &ch, &n) && ch == ARITH_char && n == 4);
    const char *esc[] = { "\"a\\n\\x41\\101\\u00e9\"" };   /* a \n \x41 \101 \u00e9 */
    size_t esc_len[] = { strlen(esc[0]) };
    ck_assert(literal_string(esc, esc_len, 1, &ch, &n) && n == 7);   /* é is 2 UTF-8 bytes */
    const char *cat[] = { "\"ab\"", "L\"c\"" };
    size_t cat_len[] = { 4, 4 };
    ck_assert(literal_string(cat, cat_len, 2, &ch, &n) && ch == ARITH_wchar_t && n == 4);
    const char *raw[] = { "R\"x(a\\b)x\"" };
    size_t raw_len[] = { strlen(raw[0]) };
    ck_assert(literal_string(raw, raw_len, 1, &ch, &n) && n == 4);   /* a \ b */
    const char *u8[] = { "u8\"a\"" };
    size_t u8_len[] = { 5 };
    ck_assert(!literal_string(u8, u8_len, 1, &ch, &n));
}
END_TEST

static Suite *types_suite(void)
{
    Suite *s = suite_create("types");
    TCase *tc = tcase_create("types");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, interning);
    tcase_add_test(tc, typedef_sugar);
    tcase_add_test(tc, references_and_cv);
    tcase_add_test(tc, spellings);
    tcase_add_test(tc, queries);
    tcase_add_test(tc, stress);
    tcase_add_test(tc, literals);
    suite_add_tcase(s, tc);
    return s;
}

CUFE_CHECK_MAIN(types_suite)
