/* Narrowing conversions in list-initialization of a scalar
 * ([dcl.init.list]): `int n{d}`, `float f = {x}` with one element,
 * a warning in cudafe++:
 *
 *   2361  invalid narrowing conversion from "double" to "int"
 *         at the element, its type and the variable's as the usual
 *         arithmetic types display them
 *
 * from a floating type to an integer type (constants too); from a
 * floating type to a smaller one, an integer type to a floating type and
 * an integer type to one that cannot represent all its values, when the
 * element is not a constant expression (bool from bool or a non-constant
 * integer; from bool to a floating type).  An integral constant element
 * that does not keep its value is cudafe++'s other warnings instead:
 *
 *   68    integer conversion resulted in a change of sign
 *   69    integer conversion resulted in truncation
 *   2364  invalid narrowing conversion from "int" to "float": constant
 *         value cannot be represented exactly in destination type
 *
 * Keyword types only (a typedef'd target is spelled otherwise); enums,
 * elements whose type is not certain and, in templates' definitions, all
 * but the constants: silent. */
#include "lex/lexer.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

/* Whether every value of integer type from is a value of integer type to. */
static bool holds_all(enum arith_id to, enum arith_id from)
{
    const struct arith_info *t = &arith_infos[to], *f = &arith_infos[from];
    if (from == ARITH_bool)
        return true;
    if (to == ARITH_bool)
        return false;
    if (t->is_signed == f->is_signed)
        return t->size >= f->size;
    return t->is_signed && t->size > f->size;
}

/* An expression that is certainly no constant expression: it reads a
 * parameter (never usable in constant expressions) or an arithmetic
 * variable declared neither const nor constexpr (outside sizeof, alignof,
 * typeid and `&`, which do not read). */
static bool reads_variable(const struct sema *s, const struct il_tree *e, int depth)
{
    if (!e || depth > 64)
        return false;
    if (e->kind == IL_expr_node && (e->sub == enk_sizeof || e->sub == enk_alignof ||
                                    e->sub == enk_typeid ||
                                    (e->sub == enk_operation && e->op == eok_address_of)))
        return false;
    if (e->kind == IL_expr_node && e->sub == enk_param_ref && e->u.sym)
        return true;
    if (e->kind == IL_expr_node && e->sub == enk_variable && e->u.sym) {
        const struct il_node *n = sema_decl_at(s, e->u.sym->tok);
        unsigned cv = 0;
        if (n && n->kind == IL_variable && !(n->flags & IL_F_CONSTEXPR) && n->type &&
            n->type->kind == IL_type && !(n->type->op & IL_TYPE_NAMED) &&
            !(n->type->sub == tk_pointer && (n->type->op & (IL_PTR_LREF | IL_PTR_RREF))) &&
            sema_arith_and_cv(s, n->type, false, &cv) != ARITH_NONE && !(cv & IL_CV_CONST))
            return true;
    }
    if (e->kind != IL_expr_node)
        return false;
    for (const struct il_tree *c = e->first; c; c = c->next)
        if (reads_variable(s, c, depth + 1))
            return true;
    return false;
}

static bool narrowing(enum arith_id to, enum arith_id from, bool constant)
{
    const struct arith_info *t = &arith_infos[to], *f = &arith_infos[from];
    if (to == from)
        return false;
    if (f->kind == ARITH_FLOAT && t->kind == ARITH_INTEGER)
        return true;
    if (constant)
        return false;
    if (f->kind == ARITH_FLOAT)
        return t->rank < f->rank;
    if (t->kind == ARITH_FLOAT)
        return true;
    return !holds_all(to, from);
}

/* Whether integer value v is a value of floating type to: its significant
 * bits fit the mantissa. */
static bool exact_in(enum arith_id to, long long v)
{
    int mantissa = to == ARITH_float ? 24 : to == ARITH_double ? 53 : 64;
    unsigned long long m = v < 0 ? 0ULL - (unsigned long long)v : (unsigned long long)v;
    while (m && !(m & 1))
        m >>= 1;
    return mantissa >= 64 || m < (1ULL << mantissa);
}

/* A decimal integer literal, or one negated (cudafe++ says nothing of a
 * hexadecimal or octal one, a bit pattern: char c = 0x80;). */
static bool decimal_literal(const struct sema *s, const struct il_tree *e)
{
    if (e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_negate && e->first &&
        !e->first->next)
        e = e->first;
    if (e->kind != IL_expr_node || e->sub != enk_constant || e->first ||
        sema_tok_kind(s, e->tok) != TOK_INT_LITERAL)
        return false;
    const char *text = lexer_text(s->lx, lexer_token(s->lx, e->tok));
    return text[0] >= '1' && text[0] <= '9';
}

/* An integral constant element: converted to an integer type it keeps its
 * value or is 68 (a negative value to an unsigned type, a positive one
 * that turns negative) or 69 (truncated), in any initialization; to a
 * floating type in a list it is represented exactly or is 2364: a
 * decimal literal only.  True when judged (or to be left silent). */
static bool check_constant(struct sema *s, const struct il_tree *e, enum arith_id to,
                           struct sema_etype from, bool list)
{
    if (!decimal_literal(s, e))
        return from.constant;   /* (a constant otherwise written: silent) */
    if (!from.constant || !from.has_value || arith_infos[from.arith].kind != ARITH_INTEGER ||
        (!arith_infos[from.arith].is_signed && arith_infos[from.arith].size >= 8 && from.value < 0))
        return false;
    uint32_t at = sema_first_token(e);
    long long v = from.value;
    if (arith_infos[to].kind == ARITH_FLOAT) {
        if (list && !exact_in(to, v))
            sema_error2(s, at, at, DIAG_edg_2364, arith_infos[from.arith].display,
                        arith_infos[to].display);
        return true;
    }
    if (to == ARITH_bool)
        return true;   /* (bool{2}: cudafe++ says nothing) */
    long long w = arith_wrap(to, v);
    if (w != v)
        sema_error(s, at, at, (!arith_infos[to].is_signed && v < 0) ||
                              (arith_infos[to].is_signed && v > 0 && w < 0)
                                  ? DIAG_integer_sign_change : DIAG_integer_truncated, NULL);
    return true;
}

void sema_check_narrowing(struct sema *s, const struct il_node *v)
{
    const struct il_tree *t = v->type, *init = v->init;
    if (!t || !init || t->kind != IL_type || init->kind != IL_expr_node ||
        !v->init_tok || (t->op & (IL_TYPE_NAMED | IL_CV_RESTRICT)) || t->first ||
        (t->sub != tk_integer && t->sub != tk_float))
        return;
    struct il_tree plain = *t;
    plain.op &= (uint16_t)~(IL_CV_CONST | IL_CV_VOLATILE);
    plain.next = NULL;
    enum arith_id to = sema_arith_of_type(s, &plain);
    if (to == ARITH_NONE)
        return;
    /* T v = e, T v(e): only a constant that does not keep its value */
    int k = sema_tok_kind(s, v->init_tok);
    const struct il_tree *e = init;
    if (k == TOK_LPAREN && init->sub == enk_initializer)
        e = init->first && !init->first->next ? init->first : NULL;
    if ((k == TOK_ASSIGN || k == TOK_LPAREN) && e && e->sub != enk_braced_init_list) {
        if (arith_infos[to].kind == ARITH_INTEGER)
            check_constant(s, e, to, sema_classify(s, e), false);
        return;
    }
    /* T v{e}, T v = {e} */
    if (init->sub != enk_braced_init_list || !init->first || init->first->next ||
        (k != TOK_LBRACE && k != TOK_ASSIGN))
        return;
    e = init->first;
    struct sema_etype from = sema_classify(s, e);
    if (from.kind != SEMA_ARITH || from.arith == ARITH_NONE)
        return;
    /* (whether the element is a constant expression matters unless it is
     * floating and the target an integer: certain only when it reads a
     * variable) */
    bool always = arith_infos[from.arith].kind == ARITH_FLOAT &&
                  arith_infos[to].kind == ARITH_INTEGER;
    if (!always && check_constant(s, e, to, from, true))
        return;
    /* (in a template's definition only the constants above: cudafe++'s
     * view of the rest there is not known) */
    if (s->in_template || !narrowing(to, from.arith, !always && !reads_variable(s, e, 0)))
        return;
    uint32_t at = sema_first_token(e);
    sema_error2(s, at, at, DIAG_narrowing_conversion, arith_infos[from.arith].display,
                arith_infos[to].display);
}
