/* What the core can say for certain about the types of expressions so far
 * (the full type representation of issue 17 will replace this): the
 * class of an expression's type -- arithmetic (bool included), a pointer
 * to a fundamental type, nullptr_t -- and, where the source spells it, the
 * type's tree.  An expression of such a type has no associated namespaces
 * or classes, so argument-dependent lookup adds no candidate for it
 * ([basic.lookup.argdep]); anything else is SEMA_UNKNOWN and the checks
 * that need it stay silent. */
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

bool sema_type_is_fundamental(const struct il_tree *t)
{
    for (int depth = 0; t && depth < 32; depth++) {
        if (t->kind != IL_type)
            return false;
        switch (t->sub) {
        case tk_integer:
        case tk_float:
        case tk_void:
        case tk_nullptr:
            /* written as a name: a typedef, or an enum (which has an
             * associated namespace): not judged */
            return !(t->op & IL_TYPE_NAMED);
        case tk_pointer:   /* pointers and references: their pointee */
        case tk_array:     /* arrays: their element type */
            t = t->first;
            continue;
        default:
            return false;
        }
    }
    return false;
}

/* Structural equality of two type trees (the same source type). */
static bool same_type(const struct sema *s, const struct il_tree *a, const struct il_tree *b,
                      int depth)
{
    for (; a && b; a = a->next, b = b->next) {
        if (depth > 32 || a->kind != b->kind || a->sub != b->sub || a->op != b->op)
            return false;
        if (a->kind == IL_type && !(a->op & IL_TYPE_NAMED) &&
            (a->sub == tk_integer || a->sub == tk_float || a->sub == tk_void)) {
            /* builtin: the same keywords */
            for (int i = 0; i < 8; i++) {
                if (a->u.kw[i] != b->u.kw[i] && i > 0)
                    return false;
                int ka = sema_tok_kind(s, a->tok + a->u.kw[i]);
                int kb = sema_tok_kind(s, b->tok + b->u.kw[i]);
                if (ka != kb)
                    return false;
                if (i > 0 && a->u.kw[i] == 0)
                    break;
            }
        } else if (a->kind == IL_type && (a->op & IL_TYPE_NAMED)) {
            if (!a->u.sym || a->u.sym != b->u.sym)
                return false;
        } else if (a->kind != IL_type) {
            return false;   /* an expression (an array bound ...): not compared */
        }
        if (!same_type(s, a->first, b->first, depth + 1))
            return false;
    }
    return !a && !b;
}

bool sema_same_type(const struct sema *s, const struct il_tree *a, const struct il_tree *b)
{
    if (!a || !b)
        return false;
    /* the two trees alone, not their siblings */
    struct il_tree x = *a, y = *b;
    x.next = y.next = NULL;
    return same_type(s, &x, &y, 0);
}

static bool is_reference(const struct il_tree *t)
{
    return t && t->kind == IL_type && t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF));
}

static bool is_arith(const struct il_tree *t)
{
    return t && t->kind == IL_type && (t->sub == tk_integer || t->sub == tk_float) &&
           !(t->op & IL_TYPE_NAMED);
}

/* The class of a value of declared type t (a reference: the referred-to
 * type; an array: the pointer it decays to). */
struct sema_etype sema_class_of_type(const struct il_tree *t)
{
    if (is_reference(t))
        t = t->first;
    if (is_arith(t))
        return (struct sema_etype){ SEMA_ARITH, t, false };
    if (t && t->kind == IL_type && t->sub == tk_pointer && sema_type_is_fundamental(t))
        return (struct sema_etype){ SEMA_POINTER, t, false };
    if (t && t->kind == IL_type && t->sub == tk_array && sema_type_is_fundamental(t))
        return (struct sema_etype){ SEMA_POINTER, t, false };   /* decays; t->first: the element */
    return (struct sema_etype){ SEMA_UNKNOWN, NULL, false };
}

static const struct sema_etype unknown = { SEMA_UNKNOWN, NULL, false };

static bool known(struct sema_etype e)
{
    return e.kind != SEMA_UNKNOWN;
}

/* At most this many nodes are looked at for one expression. */
#define EXPR_BUDGET 64

static struct sema_etype classify(const struct sema *s, const struct il_tree *e, int *budget);

/* A call of a global function every declaration of which returns the
 * same spelled arithmetic or fundamental pointer type, with arguments of
 * known class (so no other candidate can come in). */
static struct sema_etype call_result(const struct sema *s, const struct il_tree *e, int *budget)
{
    const struct il_tree *callee = e->first;
    if (!callee || callee->kind != IL_expr_node || callee->sub != enk_routine || !callee->u.sym)
        return unknown;
    const struct symbol *f = callee->u.sym;
    if (f->kind != SYM_FUNCTION || f->parent != s->il->global)
        return unknown;
    for (const struct il_tree *a = callee->next; a; a = a->next)
        if (!known(classify(s, a, budget)))
            return unknown;
    const struct il_tree *ret = NULL;
    for (const struct symbol *x = scope_find_local(f->parent, f->id); x; x = x->next) {
        const struct il_node *n = sema_decl_at(s, x->tok);
        if (x->kind != SYM_FUNCTION || !n || n->kind != IL_routine || !n->type ||
            n->type->sub != tk_routine || !n->type->first)
            return unknown;
        struct sema_etype r = sema_class_of_type(n->type->first);
        if (!known(r) || is_reference(n->type->first))
            return unknown;
        if (ret && !sema_same_type(s, ret, n->type->first))
            return unknown;
        ret = n->type->first;
    }
    return ret ? sema_class_of_type(ret) : unknown;
}

static struct sema_etype operation(const struct sema *s, const struct il_tree *e, int *budget)
{
    const struct il_tree *a = e->first, *b = a ? a->next : NULL;
    if (e->op == eok_cast)   /* (T)x, T(x): the result has type T */
        return a && b ? sema_class_of_type(a) : unknown;
    if (e->op == eok_call)
        return call_result(s, e, budget);
    struct sema_etype x = a ? classify(s, a, budget) : unknown;
    struct sema_etype y = b ? classify(s, b, budget) : unknown;
    struct sema_etype arith = { SEMA_ARITH, NULL, false };
    switch (e->op) {
    case eok_add: case eok_subtract:
        if (x.kind == SEMA_ARITH && y.kind == SEMA_ARITH)
            return arith;
        if (x.kind == SEMA_POINTER && y.kind == SEMA_ARITH)
            return (struct sema_etype){ SEMA_POINTER, x.type, false };
        if (e->op == eok_add && x.kind == SEMA_ARITH && y.kind == SEMA_POINTER)
            return (struct sema_etype){ SEMA_POINTER, y.type, false };
        if (e->op == eok_subtract && x.kind == SEMA_POINTER && y.kind == SEMA_POINTER)
            return arith;
        return unknown;
    case eok_multiply: case eok_divide: case eok_remainder: case eok_and: case eok_or:
    case eok_xor: case eok_shiftl: case eok_shiftr:
        return x.kind == SEMA_ARITH && y.kind == SEMA_ARITH ? arith : unknown;
    case eok_negate: case eok_unary_plus: case eok_complement:
        return x.kind == SEMA_ARITH && !b ? arith : unknown;
    case eok_eq: case eok_ne: case eok_lt: case eok_gt: case eok_le: case eok_ge:
    case eok_land: case eok_lor:
        return known(x) && known(y) ? arith : unknown;
    case eok_not:
        return known(x) && !b ? arith : unknown;
    case eok_assign: case eok_add_assign: case eok_subtract_assign: case eok_multiply_assign:
    case eok_divide_assign: case eok_remainder_assign: case eok_and_assign: case eok_or_assign:
    case eok_xor_assign: case eok_shiftl_assign: case eok_shiftr_assign:
        return known(x) && known(y) ? x : unknown;
    case eok_pre_incr: case eok_pre_decr: case eok_post_incr: case eok_post_decr:
    case eok_parens:
        return b ? unknown : x;
    case eok_comma:
        return known(x) ? y : unknown;
    case eok_indirect:
        if (x.kind == SEMA_POINTER && x.type && !b)
            return sema_class_of_type(x.type->first);
        return unknown;
    case eok_subscript:
        if (x.kind == SEMA_POINTER && x.type && y.kind == SEMA_ARITH)
            return sema_class_of_type(x.type->first);
        return unknown;
    case eok_address_of:
        /* &x of a variable of fundamental type: a pointer to it */
        return known(x) && !b && a->sub != enk_routine ? (struct sema_etype){ SEMA_POINTER, NULL, false }
                                                        : unknown;
    default:
        return unknown;
    }
}

static struct sema_etype classify(const struct sema *s, const struct il_tree *e, int *budget)
{
    if (!e || --*budget < 0 || e->kind != IL_expr_node)
        return unknown;
    switch (e->sub) {
    case enk_constant:
        switch (sema_tok_kind(s, e->tok)) {
        case TOK_INT_LITERAL: {
            const struct token *t = lexer_token(s->lx, e->tok);
            bool zero = t->len == 1 && lexer_text(s->lx, t)[0] == '0';
            return (struct sema_etype){ SEMA_ARITH, NULL, zero };
        }
        case TOK_FLOAT_LITERAL: case TOK_CHAR_LITERAL: case TOK_TRUE: case TOK_FALSE:
            return (struct sema_etype){ SEMA_ARITH, NULL, false };
        case TOK_STRING_LITERAL:
            return (struct sema_etype){ SEMA_POINTER, NULL, false };
        case TOK_NULLPTR:
            return (struct sema_etype){ SEMA_NULLPTR, NULL, false };
        default:
            return unknown;   /* an enumerator, a user-defined literal */
        }
    case enk_variable: {
        const struct symbol *sym = e->u.sym;
        const struct il_node *n = sym ? sema_decl_at(s, sym->tok) : NULL;
        return n && n->kind == IL_variable ? sema_class_of_type(n->type) : unknown;
    }
    case enk_param_ref: {
        const struct symbol *sym = e->u.sym;
        const struct il_param *p = sym ? sema_param_at(s, sym->tok) : NULL;
        return p && !p->pack ? sema_class_of_type(p->type) : unknown;
    }
    case enk_sizeof:
    case enk_alignof:
        return (struct sema_etype){ SEMA_ARITH, NULL, false };   /* std::size_t */
    case enk_condition: {
        const struct il_tree *c = e->first, *a = c ? c->next : NULL, *b = a ? a->next : NULL;
        if (b && known(classify(s, c, budget)) && classify(s, a, budget).kind == SEMA_ARITH &&
            classify(s, b, budget).kind == SEMA_ARITH)
            return (struct sema_etype){ SEMA_ARITH, NULL, false };
        return unknown;
    }
    case enk_operation:
        return operation(s, e, budget);
    default:
        return unknown;
    }
}

struct sema_etype sema_classify(const struct sema *s, const struct il_tree *e)
{
    int budget = EXPR_BUDGET;
    return classify(s, e, &budget);
}

bool sema_certainly_converts(const struct sema *s, const struct il_tree *param,
                             struct sema_etype arg)
{
    if (!param || param->kind != IL_type || is_reference(param))
        return false;
    if (is_arith(param))
        return arg.kind == SEMA_ARITH ||
               (arg.kind == SEMA_POINTER && lexer_token(s->lx, param->tok)->kind == TOK_BOOL &&
                param->u.kw[1] == 0);
    if (param->sub == tk_pointer && sema_type_is_fundamental(param))
        return arg.kind == SEMA_NULLPTR || (arg.kind == SEMA_ARITH && arg.zero) ||
               (arg.kind == SEMA_POINTER && arg.type && arg.type->sub == tk_pointer &&
                sema_same_type(s, param, arg.type));
    return false;
}
