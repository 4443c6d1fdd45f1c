/* Warnings about expressions whose value or effect is pointless:
 *   186  a comparison of an unsigned integer with zero that is always
 *        true or false (u < 0, u >= 0, 0 > u, 0 <= u);
 *   174  an expression that has no effect: an expression statement, a
 *        for-increment, or the left operand of a comma, that calls
 *        nothing, writes nothing and reads nothing volatile.
 *
 * Certain or silent: an operator is judged only where its operands have
 * fundamental types (types.c), so no overloaded operator can be meant;
 * anything not modelled (enumerators, members of unknown classes,
 * unresolved names, lambdas) counts as having an effect. */
#include "lex/lexer.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"


/* ---- 186 ---- */

static bool is_zero_constant(struct sema_etype e)
{
    return e.kind == SEMA_ARITH && e.has_value && e.value == 0 && e.arith != ARITH_NONE &&
           arith_infos[e.arith].kind == ARITH_INTEGER;
}

/* An operand whose own type (before promotion) is an unsigned integer
 * type and that is not a constant. */
static bool unsigned_operand(struct sema_etype e)
{
    return e.kind == SEMA_ARITH && !e.constant && arith_is_unsigned_integer(e.arith);
}

void sema_check_comparison(struct sema *s, const struct il_tree *op)
{
    const struct il_tree *a = op->first, *b = a ? a->next : NULL;
    if (!b || b->next)
        return;
    const struct il_tree *zero, *operand;
    switch (op->op) {
    case eok_lt: case eok_ge:   /* u < 0, u >= 0 */
        zero = b, operand = a;
        break;
    case eok_gt: case eok_le:   /* 0 > u, 0 <= u */
        zero = a, operand = b;
        break;
    default:
        return;
    }
    if (!is_zero_constant(sema_classify(s, zero)) || !unsigned_operand(sema_classify(s, operand)))
        return;
    sema_error(s, sema_last_token(op), op->tok, DIAG_unsigned_compare_with_zero, NULL);
    sema_found_by(s, sema_first_token(op));
}

/* ---- 174 ---- */

static bool volatile_type(const struct il_tree *t)
{
    for (int depth = 0; t && t->kind == IL_type && depth < 32; depth++, t = t->first)
        if (t->op & IL_CV_VOLATILE)
            return true;
    return false;
}

/* A variable or parameter declared with a pointer type (not a
 * reference): `->` on it is the built-in one. */
static bool pointer_object(const struct sema *s, const struct il_tree *e)
{
    const struct il_tree *type = NULL;
    if (e->kind == IL_expr_node && e->sub == enk_variable && e->u.sym) {
        const struct il_node *n = sema_decl_at(s, e->u.sym->tok);
        type = n && n->kind == IL_variable ? n->type : NULL;
    } else if (e->kind == IL_expr_node && e->sub == enk_param_ref && e->u.sym) {
        const struct il_param *p = sema_param_at(s, e->u.sym->tok);
        type = p && !p->pack ? p->type : NULL;
    }
    return type && type->kind == IL_type && type->sub == tk_pointer &&
           !(type->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED));
}

static bool known_class(const struct sema *s, const struct il_tree *e)
{
    return sema_classify(s, e).kind != SEMA_UNKNOWN;
}

/* e certainly has no effect (false: it has one, or cannot tell). */
/* The member named after . or ->: one some declaration has (else the
 * access is an error, members.c, not this). */
static bool declared_member(const struct sema *s, const struct il_tree *m)
{
    return m && sema_tok_kind(s, m->tok) == TOK_IDENTIFIER &&
           (sema_ident(s, m->tok)->flags & IDF_DECLARED);
}

static bool no_effect(const struct sema *s, const struct il_tree *e, int depth)
{
    if (!e || e->kind != IL_expr_node || depth > 48 || sema_object_expr_fails(s, e))
        return false;   /* (an error there: cudafe++ says no more) */
    const struct il_tree *a = e->first, *b = a ? a->next : NULL;
    switch (e->sub) {
    case enk_constant:
        switch (sema_tok_kind(s, e->tok)) {
        case TOK_INT_LITERAL: case TOK_FLOAT_LITERAL: case TOK_CHAR_LITERAL:
        case TOK_STRING_LITERAL: case TOK_TRUE: case TOK_FALSE: case TOK_NULLPTR:
            return true;
        default:
            return false;
        }
    case enk_variable: {
        if (!e->u.sym || sema_tok_kind(s, e->tok) != TOK_IDENTIFIER)
            return false;
        const struct il_node *n = sema_decl_at(s, e->u.sym->tok);
        return n && n->kind == IL_variable && n->type && !volatile_type(n->type) &&
               !(e->u.sym->flags & SYMF_MANAGED);
    }
    case enk_param_ref: {
        const struct il_param *p = e->u.sym ? sema_param_at(s, e->u.sym->tok) : NULL;
        return p && !p->pack && p->type && !volatile_type(p->type);
    }
    case enk_sizeof: case enk_alignof:
        return true;
    case enk_condition: {
        const struct il_tree *c = a, *x = b, *y = x ? x->next : NULL;
        return y && known_class(s, c) && no_effect(s, c, depth + 1) &&
               no_effect(s, x, depth + 1) && no_effect(s, y, depth + 1);
    }
    case enk_operation:
        break;
    default:
        return false;
    }
    switch (e->op) {
    case eok_add: case eok_subtract: case eok_multiply: case eok_divide: case eok_remainder:
    case eok_and: case eok_or: case eok_xor: case eok_shiftl: case eok_shiftr:
    case eok_eq: case eok_ne: case eok_lt: case eok_gt: case eok_le: case eok_ge:
    case eok_land: case eok_lor: case eok_subscript:
        /* (an operation no built-in operator takes is an error, not this) */
        return b && !b->next && known_class(s, e) && known_class(s, a) && known_class(s, b) &&
               no_effect(s, a, depth + 1) && no_effect(s, b, depth + 1);
    case eok_negate: case eok_unary_plus: case eok_complement: case eok_not: case eok_indirect:
        return a && !b && known_class(s, e) && known_class(s, a) && no_effect(s, a, depth + 1);
    case eok_address_of:
        return a && !b && known_class(s, a) &&
               (a->sub == enk_variable || a->sub == enk_param_ref) && no_effect(s, a, depth + 1);
    case eok_parens:
        return a && !b && no_effect(s, a, depth + 1);
    case eok_comma:
        return b && !b->next && no_effect(s, a, depth + 1) && no_effect(s, b, depth + 1);
    case eok_cast:   /* to a fundamental type, from one: no conversion function */
        return a && b && !b->next && a->kind == IL_type &&
               sema_class_of_type(s, a).kind != SEMA_UNKNOWN &&
               !(a->sub == tk_pointer && (a->op & (IL_PTR_LREF | IL_PTR_RREF))) &&
               known_class(s, b) && no_effect(s, b, depth + 1);
    case eok_dot_field:
        if (sema_wrong_member_access(s, e))
            return false;   /* (an error: member_access.c) */
        return a && (a->sub == enk_variable || a->sub == enk_param_ref) && declared_member(s, b) &&
               no_effect(s, a, depth + 1);
    case eok_points_to_field:
        if (sema_wrong_member_access(s, e))
            return false;
        return a && pointer_object(s, a) && declared_member(s, b) && no_effect(s, a, depth + 1);
    default:
        return false;
    }
}

static bool void_cast(const struct il_tree *e)
{
    return e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_cast && e->first &&
           e->first->kind == IL_type && e->first->sub == tk_void && !e->first->first;
}

/* An expression whose value is discarded: an expression statement's
 * (order: its `;`), a for-increment's (order: the `)` after it). */
void sema_check_discarded(struct sema *s, const struct il_tree *e, uint32_t order_tok)
{
    if (!e || e->kind != IL_expr_node || void_cast(e))
        return;
    if (no_effect(s, e, 0))
        sema_error(s, order_tok, sema_first_token(e), DIAG_expr_has_no_effect, NULL);
}

/* The left operand of a comma, when the comma has been read. */
void sema_check_comma(struct sema *s, const struct il_tree *op)
{
    const struct il_tree *a = op->first, *b = a ? a->next : NULL;
    if (b && !b->next && no_effect(s, a, 0))
        sema_error(s, sema_last_token(op), sema_first_token(a), DIAG_expr_has_no_effect, NULL);
}
