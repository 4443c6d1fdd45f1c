/* Operands of the wrong kind for a built-in operator that no overloaded
 * operator can take (their types are fundamental), as cudafe++ 13.0
 * reports them:
 *   75   *x of a number ("operand of "*" must be a pointer but has type
 *        "float""), at the operand;
 *   142  a[b] where neither operand is a pointer: the one that should
 *        be -- b when a is integral, else a -- "expression must have
 *        pointer-to-object type but it has type "int"" (with 2140 at b
 *        when a is not integral and b is no integer either);
 *   109  x(...) of a number or a pointer to an object, at x, before the
 *        arguments' own errors;
 *   158  &e of a value that is no lvalue (a literal, a built-in
 *        arithmetic operation's result, a cast to a non-reference type,
 *        x++, a call returning no reference), at e;
 *   847  switch (x) of a floating value, a pointer, std::nullptr_t or a
 *        class without conversion functions to non-class types
 *        (class_values.c), at x (at the variable of a condition
 *        declaration).
 * The types are spelled as value_text.c spells a value's.  Certain or
 * silent: an operand whose type types.c does not know (a class, an
 * enumeration, anything dependent) makes the check silent. */
#include <stdio.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

static const struct il_tree *without_parens(const struct il_tree *e)
{
    while (e && e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_parens &&
           e->first && !e->first->next)
        e = e->first;
    return e;
}

static bool is_integral(struct sema_etype t)
{
    return t.kind == SEMA_ARITH && t.arith != ARITH_NONE && arith_infos[t.arith].kind == ARITH_INTEGER;
}

static bool is_floating(struct sema_etype t)
{
    return t.kind == SEMA_ARITH && t.arith != ARITH_NONE && arith_infos[t.arith].kind == ARITH_FLOAT;
}

/* ---- 75: *x ---- */

void sema_check_indirection(struct sema *s, const struct il_tree *op)
{
    const struct il_tree *x = op->first;
    if (op->op != eok_indirect || !x || x->next)
        return;
    struct sema_etype t = sema_classify(s, x);
    if (t.kind != SEMA_ARITH && t.kind != SEMA_NULLPTR)
        return;
    const char *text = sema_value_type_text(s, x);
    if (text)
        sema_error2(s, sema_last_token(op), sema_expr_start(s, x), DIAG_operand_must_be_pointer, "*", text);
}

/* ---- 142: a[b] ---- */

bool sema_check_number_subscript(struct sema *s, const struct il_tree *op)
{
    const struct il_tree *a = op->first, *b = a ? a->next : NULL;
    if (op->op != eok_subscript || !b || b->next)
        return false;
    struct sema_etype x = sema_classify(s, a), y = sema_classify(s, b);
    if (x.kind != SEMA_ARITH || (y.kind != SEMA_ARITH && y.kind != SEMA_POINTER))
        return false;
    if (is_integral(x)) {
        /* a the index: b should be the pointer */
        const char *text = y.kind == SEMA_ARITH ? sema_value_type_text(s, b) : NULL;
        if (!text)
            return y.kind == SEMA_ARITH;   /* (not spelled: nothing else either) */
        sema_error(s, sema_last_token(op), sema_expr_start(s, b), DIAG_expr_not_pointer_to_object, text);
        return true;
    }
    if (!is_floating(x))
        return false;
    /* a is no index: it should be the pointer, b the integer */
    const char *text = sema_value_type_text(s, a);
    if (!text || (y.kind == SEMA_ARITH && y.arith == ARITH_NONE))
        return true;
    sema_error(s, sema_last_token(op), sema_expr_start(s, a), DIAG_expr_not_pointer_to_object, text);
    if (!is_integral(y))
        sema_error(s, sema_last_token(op), sema_expr_start(s, b), DIAG_edg_2140, NULL);
    return true;
}

/* ---- 109: x(...) ---- */

void sema_check_callee_kind(struct sema *s, const struct il_tree *call)
{
    const struct il_tree *callee = call->first;
    if (call->op != eok_call || !callee)
        return;
    struct sema_etype t = sema_classify(s, callee);
    if (t.kind != SEMA_ARITH && t.kind != SEMA_POINTER && t.kind != SEMA_NULLPTR &&
        t.kind != SEMA_ENUM && t.kind != SEMA_CLASS_PTR)
        return;
    if (t.kind == SEMA_ARITH && t.arith == ARITH_NONE)
        return;
    /* reported at the `(`: before the arguments' findings */
    sema_error(s, sema_last_token(callee) + 1, sema_expr_start(s, callee), DIAG_expr_not_ptr_to_function, NULL);
}

/* ---- 158: &e ---- */

/* The return type of a call classify() knows, spelled without a typedef
 * (which might name a reference type). */
static bool returns_value(const struct sema *s, const struct il_tree *call)
{
    struct sema_etype t = sema_classify(s, call);
    return (t.kind == SEMA_ARITH || t.kind == SEMA_POINTER) && t.type && t.type->kind == IL_type &&
           !(t.type->op & (IL_TYPE_NAMED | IL_PTR_LREF | IL_PTR_RREF));
}

/* Whether e is certainly a prvalue of a fundamental type. */
static bool certainly_prvalue(const struct sema *s, const struct il_tree *e, int depth)
{
    e = without_parens(e);
    if (!e || e->kind != IL_expr_node || depth > 16)
        return false;
    switch (e->sub) {
    case enk_constant: {
        int k = sema_tok_kind(s, e->tok);
        return k == TOK_INT_LITERAL || k == TOK_FLOAT_LITERAL || k == TOK_CHAR_LITERAL ||
               k == TOK_TRUE || k == TOK_FALSE || k == TOK_NULLPTR;
    }
    case enk_sizeof:
    case enk_alignof:
        return true;
    case enk_condition: {
        /* an arithmetic c ? a : b with a prvalue branch */
        const struct il_tree *c = e->first, *a = c ? c->next : NULL, *b = a ? a->next : NULL;
        return b && sema_classify(s, e).kind == SEMA_ARITH &&
               (certainly_prvalue(s, a, depth + 1) || certainly_prvalue(s, b, depth + 1));
    }
    case enk_operation:
        break;
    default:
        return false;
    }
    if (sema_arith_prvalue(s, e))
        return true;
    const struct il_tree *operand = NULL;
    switch (e->op) {
    case eok_post_incr: case eok_post_decr:
        return e->first && !e->first->next && sema_classify(s, e->first).kind == SEMA_ARITH;
    case eok_cast:
        return sema_cast_value(s, e, &operand) == SEMA_CAST_PRVALUE;
    case eok_call:
        return returns_value(s, e);
    default:
        return false;
    }
}

void sema_check_address_operand(struct sema *s, const struct il_tree *op)
{
    const struct il_tree *x = op->first;
    if (op->op != eok_address_of || !x || x->next || !certainly_prvalue(s, x, 0))
        return;
    sema_error(s, sema_last_token(op), sema_expr_start(s, x), DIAG_expr_not_an_lvalue_or_function_designator, NULL);
}

/* ---- 847: switch (x) ---- */

void sema_check_switch_condition(struct sema *s, const struct il_tree *st)
{
    const struct il_tree *cond = st->first;
    if (!cond || !cond->next)
        return;
    if (cond->kind == IL_statement && cond->sub == stmk_decl && cond->next->next)
        cond = cond->next;   /* (C++17: switch (init; x)) */
    uint32_t at;
    const struct il_tree *type;
    struct sema_etype t;
    if (cond->kind == IL_statement && cond->sub == stmk_decl) {
        /* switch (T v = e): v */
        const struct il_tree *d = cond->first;
        const struct il_node *v = d && !d->next && d->kind == IL_source_sequence_entry ? d->u.decl : NULL;
        if (!v || v->kind != IL_variable || !v->type || !v->has_pos)
            return;
        at = v->tok;
        type = v->type;
        t = sema_class_of_type(s, type);
    } else if (cond->kind == IL_expr_node) {
        at = sema_expr_start(s, cond);
        type = NULL;
        t = sema_classify(s, cond);
    } else {
        return;
    }
    bool bad = is_floating(t) || t.kind == SEMA_POINTER || t.kind == SEMA_NULLPTR ||
               t.kind == SEMA_CLASS_PTR;
    if (!bad && t.kind == SEMA_UNKNOWN) {
        /* a class without conversion functions (to non-class types) */
        if (cond->kind == IL_expr_node)
            bad = sema_class_value_without_conversions(s, cond);
        else
            bad = sema_class_type_without_conversions(s, sema_full_type(s, type));
    }
    if (bad)
        sema_error(s, at, at, DIAG_edg_847, NULL);
}
