/* type_spell: a type as cudafe++ (EDG) spells it in messages, observed
 * with cudafe++ 13.0 (`template<class T> struct S; S<T> s;` reports
 * incomplete type "S<T>"): "int *", "const int &", "int (*)(int, float)",
 * "int [3]", "int B::*", "int (*const [4])(int)", "std::nullptr_t".
 *
 * The declarator is written inside out, as Clang's TypePrinter does: a
 * type is printed in two halves around the place the name would go --
 * before() the specifiers and the prefix operators (* & && C::*), after()
 * the suffixes ([N], (params) qualifiers) -- and a pointer to an array or
 * a function puts its operator in parentheses.  Spacing follows EDG: a
 * blank between a word and what follows it, none between operators
 * ("int **", "int *const *", "int (*)[3]", "int [2][3]"). */
#include <stdio.h>
#include <string.h>

#include "sema/types/type.h"

static const char *const arith_display[TYPE_ARITH__COUNT] = {
#define ARITH_TYPE(name, spelling, display, kind, rank, size, sgn, promotes, counterpart) \
    [TYPE_ARITH_##name] = display,
#include "generated/arithmetic_types.def"
};

/* Output truncated at size like snprintf; len counts everything. */
struct out {
    char *buf;
    size_t size, len;
    char last;          /* the last character written (even when truncated) */
};

static void put(struct out *o, const char *s)
{
    for (; *s; s++, o->len++) {
        if (o->len + 1 < o->size)
            o->buf[o->len] = *s;
        o->last = *s;
    }
}

static bool wordy(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || c == '_' || c == '>';
}

/* A blank before a word or an operator that follows a word. */
static void sep(struct out *o)
{
    if (wordy(o->last))
        put(o, " ");
}

static void put_cv(struct out *o, unsigned cv, bool after_operator)
{
    static const char *const word[] = { "const", "volatile", "__restrict__" };
    for (int i = 0; i < 3; i++)
        if (cv & (1u << i)) {
            if (!after_operator)
                sep(o);
            put(o, word[i]);
            after_operator = false;
        }
}

static void spell_to(struct out *o, const struct type *t);
static void before(struct out *o, const struct type *t);
static void after(struct out *o, const struct type *t);

static bool wants_parens(const struct type *pointee)
{
    return pointee->kind == TYPE_array || pointee->kind == TYPE_array_unbounded
        || pointee->kind == TYPE_function;
}

static void put_list(struct out *o, const struct type *const *v, unsigned n)
{
    for (unsigned i = 0; i < n; i++) {
        if (i)
            put(o, ", ");
        spell_to(o, v[i]);
    }
}

/* A name: leading cv-qualifiers, then the name. */
static void leaf(struct out *o, const struct type *t, const char *name)
{
    put_cv(o, t->cv, false);
    sep(o);
    put(o, name ? name : "<anonymous>");
}

static void before(struct out *o, const struct type *t)
{
    char tmp[48];
    switch ((enum type_kind)t->kind) {
    case TYPE_void: leaf(o, t, "void"); break;
    case TYPE_nullptr: leaf(o, t, "std::nullptr_t"); break;
    case TYPE_error: leaf(o, t, "<error-type>"); break;
    case TYPE_arithmetic: leaf(o, t, arith_display[t->u.arith]); break;
    case TYPE_enumeration: case TYPE_class: leaf(o, t, t->u.tag.name); break;
    case TYPE_dependent: leaf(o, t, t->u.dep_name); break;
    case TYPE_typedef: leaf(o, t, t->u.tdef.name); break;
    case TYPE_template_param:
        if (!t->u.parm.name)    /* a canonical parameter has no name of its own */
            snprintf(tmp, sizeof tmp, "type-parameter-%u-%u", t->u.parm.depth, t->u.parm.index);
        leaf(o, t, t->u.parm.name ? t->u.parm.name : tmp);
        if (t->u.parm.pack)
            put(o, "...");
        break;
    case TYPE_template_id:
        leaf(o, t, t->u.tid.name);
        put(o, "<");
        put_list(o, t->u.tid.args, t->u.tid.nargs);
        put(o, ">");
        break;
    case TYPE_pointer: case TYPE_lvalue_ref: case TYPE_rvalue_ref:
        before(o, t->u.to);
        sep(o);
        if (wants_parens(t->u.to))
            put(o, "(");
        put(o, t->kind == TYPE_pointer ? "*" : t->kind == TYPE_lvalue_ref ? "&" : "&&");
        put_cv(o, t->cv, true);
        break;
    case TYPE_member_pointer:
        before(o, t->u.mptr.member);
        sep(o);
        if (wants_parens(t->u.mptr.member))
            put(o, "(");
        spell_to(o, t->u.mptr.cls);
        put(o, "::*");
        put_cv(o, t->cv, true);
        break;
    case TYPE_array: case TYPE_array_unbounded:
        before(o, t->u.array.elem);     /* the array's cv is its element's */
        break;
    case TYPE_function:
        before(o, t->u.fn.ret);
        break;
    default:
        break;
    }
}

static void after(struct out *o, const struct type *t)
{
    char tmp[32];
    switch ((enum type_kind)t->kind) {
    case TYPE_pointer: case TYPE_lvalue_ref: case TYPE_rvalue_ref:
        if (wants_parens(t->u.to))
            put(o, ")");
        after(o, t->u.to);
        break;
    case TYPE_member_pointer:
        if (wants_parens(t->u.mptr.member))
            put(o, ")");
        after(o, t->u.mptr.member);
        break;
    case TYPE_array: case TYPE_array_unbounded:
        sep(o);
        if (t->kind == TYPE_array) {
            snprintf(tmp, sizeof tmp, "[%llu]", t->u.array.bound);
            put(o, tmp);
        } else {
            put(o, "[]");
        }
        after(o, t->u.array.elem);
        break;
    case TYPE_function:
        sep(o);
        put(o, "(");
        put_list(o, t->u.fn.params, t->u.fn.nparams);
        if (t->u.fn.variadic)
            put(o, t->u.fn.nparams ? ", ..." : "...");
        put(o, ")");
        if (t->u.fn.cv & TYPE_CONST)
            put(o, " const");
        if (t->u.fn.cv & TYPE_VOLATILE)
            put(o, " volatile");
        if (t->u.fn.ref)
            put(o, t->u.fn.ref == TYPE_REFQ_LVALUE ? " &" : " &&");
        if (t->u.fn.is_noexcept)
            put(o, " noexcept");
        after(o, t->u.fn.ret);
        break;
    default:
        break;
    }
}

static void spell_to(struct out *o, const struct type *t)
{
    before(o, t);
    after(o, t);
}

size_t type_spell(const struct type *t, char *buf, size_t size)
{
    struct out o = { buf, size, 0, '\0' };
    spell_to(&o, t);
    if (size)
        buf[o.len < size ? o.len : size - 1] = '\0';
    return o.len;
}
