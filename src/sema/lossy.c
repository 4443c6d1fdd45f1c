/* --lossy_conversion_warning: an implicit conversion between arithmetic
 * types that may change the value (warning 2463 "conversion may change
 * the value").
 *
 * Observed on cudafe++ for every pair of the arithmetic types (a
 * variable of one initializing a variable of the other): never to bool;
 * integer to integer and floating to floating when the target is smaller
 * (in bytes, whatever the signedness); floating to integer always;
 * integer to floating when the integer is at least as large (int to
 * float, long to double, not int to double).  Constants are not reported
 * (`char c = 300` is warning 69 of its own), nor compound assignments.
 *
 * Certain or silent: the value converted is a variable or parameter
 * named alone (not an operation, whose type cudafe++ may narrow; not a
 * const variable, which may be a constant) of an arithmetic type sema_classify knows; the target is a
 * block-scope variable's arithmetic type (copy-initialization with `=`,
 * at the initializer) or the left operand's of a simple assignment (at
 * the `=`); not in templates or lambdas.  Function arguments and return
 * values (overload resolution, deduced return types) are left out. */
#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

static bool may_change(enum arith_id from, enum arith_id to)
{
    if (from == ARITH_NONE || to == ARITH_NONE || to == ARITH_bool || from == ARITH_int128 ||
        from == ARITH_unsigned_int128 || to == ARITH_int128 || to == ARITH_unsigned_int128)
        return false;
    const struct arith_info *f = &arith_infos[from], *t = &arith_infos[to];
    if (f->kind == t->kind)
        return t->size < f->size;
    if (f->kind == ARITH_FLOAT)
        return true;
    return f->size >= t->size;
}

/* The arithmetic type of a variable or parameter named alone by e and
 * not a constant, or ARITH_NONE. */
static enum arith_id named_value(const struct sema *s, const struct il_tree *e)
{
    if (!e || e->kind != IL_expr_node || (e->sub != enk_variable && e->sub != enk_param_ref) ||
        e->first)
        return ARITH_NONE;
    /* a const variable may be a constant (`const int k = 7`; its value
     * would decide): left out; a const parameter is not one */
    unsigned cv = 0;
    const struct il_tree *t = sema_declared_type(s, e, true);
    if (!t || sema_arith_and_cv(s, t, true, &cv) == ARITH_NONE ||
        (e->sub == enk_variable && (cv & IL_CV_CONST)))
        return ARITH_NONE;
    struct sema_etype x = sema_classify(s, e);
    if (x.kind != SEMA_ARITH || x.constant)
        return ARITH_NONE;
    return x.arith;
}

/* The arithmetic type of a declared type that is no reference. */
static enum arith_id target_type(const struct sema *s, const struct il_tree *t)
{
    if (!t || t->kind != IL_type || (t->sub == tk_pointer))
        return ARITH_NONE;
    return sema_arith_and_cv(s, t, false, NULL);
}

void sema_check_lossy_init(struct sema *s, const struct il_node *v)
{
    if (!s->opt.lossy_conversions || s->in_template || !v->init || !v->init_tok ||
        sema_tok_kind(s, v->init_tok) != TOK_ASSIGN || v->init->next)
        return;
    if (may_change(named_value(s, v->init), target_type(s, v->type)))
        sema_error(s, v->init_tok, sema_first_token(v->init), DIAG_edg_2463, NULL);
}

void sema_check_lossy_assign(struct sema *s, const struct il_tree *op)
{
    if (!s->opt.lossy_conversions || s->in_template || op->op != eok_assign)
        return;
    const struct il_tree *a = op->first, *b = a ? a->next : NULL;
    if (!b || b->next || !a || a->kind != IL_expr_node ||
        (a->sub != enk_variable && a->sub != enk_param_ref))
        return;
    const struct il_tree *ta = sema_declared_type(s, a, false);
    if (may_change(named_value(s, b), target_type(s, ta)))
        sema_error(s, sema_last_token(op), op->tok, DIAG_edg_2463, NULL);
}
