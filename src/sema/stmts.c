/* Statement checks (sema_int.h): break and continue outside a loop or
 * switch (116, 115); labels defined twice (3369) or referenced but never
 * defined (114); return statements that do not fit the function: a value
 * in a void function (120), none in a non-void one (warning 117); writes
 * to what is not a modifiable lvalue (137): a const variable or parameter
 * of fundamental type, a __constant__ variable, *p of a pointer to const,
 * a cast to a non-reference arithmetic or pointer type (a prvalue; with
 * --preserve_lvalues_with_same_type_casts, one of an lvalue to its own
 * type is that lvalue: sema_cast_value()).
 *
 * Certain or silent: the function's declared return type must be spelled
 * with keywords (not auto, decltype or a name), the returned expression's
 * class known (types.c); lambda bodies, which have their own rules and
 * captures, are not judged for returns or labels; writes there are
 * judged in the outermost lambda only (sema_check_lambda_write: what is
 * captured by copy is const in a lambda that is not mutable). */
#include <stdio.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"


static bool is_const_fundamental(const struct il_tree *t)
{
    if (!t || t->kind != IL_type)
        return false;
    if (t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF)))
        t = t->first;   /* a reference: what it refers to */
    if (!t || t->kind != IL_type || !(t->op & IL_CV_CONST))
        return false;
    if (t->sub == tk_pointer)
        return !(t->op & (IL_PTR_LREF | IL_PTR_RREF)) && sema_type_is_fundamental(t);
    return (t->sub == tk_integer || t->sub == tk_float) && !(t->op & IL_TYPE_NAMED);
}

bool sema_arith_prvalue(const struct sema *s, const struct il_tree *e)
{
    if (e->sub != enk_operation)
        return false;
    switch (e->op) {
    case eok_add: case eok_subtract: case eok_multiply: case eok_divide: case eok_remainder:
    case eok_and: case eok_or: case eok_xor: case eok_shiftl: case eok_shiftr:
    case eok_eq: case eok_ne: case eok_lt: case eok_gt: case eok_le: case eok_ge:
    case eok_land: case eok_lor: case eok_negate: case eok_unary_plus: case eok_complement:
    case eok_not:
        for (const struct il_tree *a = e->first; a; a = a->next)
            if (sema_classify(s, a).kind != SEMA_ARITH)
                return false;
        return true;
    default:
        return false;
    }
}

enum sema_cast sema_cast_value(const struct sema *s, const struct il_tree *e,
                               const struct il_tree **operand)
{
    while (e && e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_parens &&
           e->first && !e->first->next)
        e = e->first;
    if (!e || e->kind != IL_expr_node || e->sub != enk_operation || e->op != eok_cast)
        return SEMA_CAST_NONE;
    const struct il_tree *t = e->first, *x = t ? t->next : NULL;
    if (!x || x->next || t->kind != IL_type || (t->op & (IL_PTR_LREF | IL_PTR_RREF)))
        return SEMA_CAST_NONE;
    struct sema_etype ct = sema_class_of_type(s, t);
    if (ct.kind != SEMA_ARITH && ct.kind != SEMA_POINTER)
        return SEMA_CAST_NONE;
    *operand = x;
    if (!s->opt.lvalue_casts)
        return SEMA_CAST_PRVALUE;
    if (ct.kind != SEMA_ARITH || ct.arith == ARITH_NONE ||
        (t->sub != tk_integer && t->sub != tk_float) ||
        (t->op & (IL_CV_CONST | IL_CV_VOLATILE | IL_TYPE_NAMED)))
        return SEMA_CAST_UNKNOWN;
    const struct il_tree *y = x;
    while (y->kind == IL_expr_node && y->sub == enk_operation && y->op == eok_parens && y->first &&
           !y->first->next)
        y = y->first;
    if (y->kind == IL_expr_node && (y->sub == enk_constant || sema_arith_prvalue(s, y)))
        return SEMA_CAST_PRVALUE;   /* (a literal, a built-in operator's result) */
    const struct il_tree *d = sema_declared_type(s, y, false);
    if (!d || d->kind != IL_type || (d->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) ||
        (d->sub != tk_integer && d->sub != tk_float && d->sub != tk_pointer))
        return SEMA_CAST_UNKNOWN;
    if ((d->op & (IL_CV_CONST | IL_CV_VOLATILE)) || d->sub == tk_pointer ||
        sema_arith_of_type(s, d) != ct.arith)
        return SEMA_CAST_PRVALUE;   /* (another type: converted) */
    return SEMA_CAST_LVALUE;
}

/* Whether e is certainly not a modifiable lvalue. */
static bool unmodifiable(const struct sema *s, const struct il_tree *e)
{
    if (e->kind != IL_expr_node)
        return false;
    if (sema_unmodifiable_more(s, e))
        return true;   /* (arrays, constexpr variables, calls ...: unmodifiable.c) */
    const struct il_tree *operand = NULL;
    switch (sema_cast_value(s, e, &operand)) {
    case SEMA_CAST_PRVALUE: return true;
    case SEMA_CAST_LVALUE: return unmodifiable(s, operand);
    case SEMA_CAST_UNKNOWN: return false;
    case SEMA_CAST_NONE: break;
    }
    if ((e->sub == enk_variable || e->sub == enk_field) && e->u.sym) {
        const struct il_node *n = e->sub == enk_variable ? sema_decl_at(s, e->u.sym->tok) : NULL;
        if (!n && e->u.sym->kind == SYM_VARIABLE && e->u.sym->parent &&
            e->u.sym->parent->kind == SCOPE_CLASS) {
            /* a data member named in a member function's body: declared
             * const, or written in a const member function (not mutable) */
            const struct il_node *f = sema_field_at(s, e->u.sym->tok);
            if (!f || f->kind != IL_field || !f->type || sema_tok_kind(s, e->u.sym->tok + 1) == TOK_COLON ||
                (f->type->sub == tk_pointer && (f->type->op & (IL_PTR_LREF | IL_PTR_RREF))))
                return false;
            if (is_const_fundamental(f->type))
                return true;
            const struct il_node *fn = s->judging;
            if (!fn || !fn->scope || fn->scope != e->u.sym->parent || !fn->name_end ||
                sema_tok_kind(s, fn->name_end) != TOK_LPAREN || !sema_type_is_fundamental(f->type) ||
                f->type->sub == tk_array)
                return false;
            uint32_t close = sema_matching_paren(s, fn->name_end);
            if (!close || sema_tok_kind(s, close + 1) != TOK_CONST)
                return false;
            for (uint32_t t = f->first_tok; t && t < f->tok; t++)
                if (sema_tok_kind(s, t) == TOK_MUTABLE)
                    return false;
            return f->first_tok != 0;
        }
        if (!n || n->kind != IL_variable)
            return false;
        if ((e->u.sym->cuda & SYMC_CONSTANT_VAR) && sema_class_of_type(s, n->type).kind != SEMA_UNKNOWN &&
            !(n->type->sub == tk_pointer && (n->type->op & (IL_PTR_LREF | IL_PTR_RREF))))
            return true;   /* __constant__: read-only in host and device code */
        return is_const_fundamental(n->type);
    }
    if (e->sub == enk_param_ref && e->u.sym) {
        const struct il_param *p = sema_param_at(s, e->u.sym->tok);
        return p && !p->pack && is_const_fundamental(p->type);
    }
    if (e->sub == enk_operation && (e->op == eok_dot_field || e->op == eok_points_to_field)) {
        /* o.m, p->m: a data member declared const (not mutable) */
        const struct il_tree *t = sema_declared_type(s, e, true);
        if (!t || t->kind != IL_type || (t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF))))
            return false;
        if (is_const_fundamental(t))
            return true;
        /* or one of a const object: o declared `const C` (or a reference
         * to one), p declared `const C *` -- a non-static member of a
         * fundamental type, not mutable */
        const struct il_node *f = sema_field_of(s, e);
        if (!f || !f->type || f->type->kind != IL_type || f->type != t || t->sub == tk_array ||
            !sema_type_is_fundamental(t) || !f->first_tok)
            return false;   /* (a reference member: what it refers to is not the object's) */
        for (uint32_t k = f->first_tok; k < f->tok; k++)
            if (sema_tok_kind(s, k) == TOK_MUTABLE)
                return false;
        const struct il_tree *o = sema_declared_type(s, e->first, true);
        if (o && e->op == eok_points_to_field)
            o = o->kind == IL_type && o->sub == tk_pointer && !(o->op & (IL_PTR_LREF | IL_PTR_RREF))
                    ? o->first : NULL;
        return o && o->kind == IL_type && (o->op & IL_CV_CONST) && (o->op & IL_TYPE_NAMED) &&
               o->sub == tk_class;
    }
    if (e->sub == enk_operation && (e->op == eok_indirect || e->op == eok_subscript) && e->first) {
        struct sema_etype ptr = sema_classify(s, e->first);
        if (e->op == eok_subscript && (!e->first->next || sema_classify(s, e->first->next).kind != SEMA_ARITH))
            return false;
        if (e->op == eok_indirect && e->first->next)
            return false;
        return ptr.kind == SEMA_POINTER && ptr.type && ptr.type->first &&
               ptr.type->first->kind == IL_type && (ptr.type->first->op & IL_CV_CONST) &&
               (ptr.type->first->sub == tk_integer || ptr.type->first->sub == tk_float) &&
               !(ptr.type->first->op & IL_TYPE_NAMED);
    }
    return false;
}

/* An assignment, compound assignment, increment or decrement. */
static bool is_write(const struct il_tree *op)
{
    switch (op->op) {
    case eok_assign: case eok_add_assign: case eok_subtract_assign: case eok_multiply_assign:
    case eok_divide_assign: case eok_remainder_assign: case eok_and_assign: case eok_or_assign:
    case eok_xor_assign: case eok_shiftl_assign: case eok_shiftr_assign:
    case eok_pre_incr: case eok_pre_decr: case eok_post_incr: case eok_post_decr:
        return true;
    default:
        return false;
    }
}

/* A cast written through as an lvalue: the host writer drops its text
 * ((int), static_cast<int>), as cudafe++ writes the operand alone. */
static void note_lvalue_cast(struct sema *s, const struct il_tree *target)
{
    const struct il_tree *operand = NULL;
    if (sema_cast_value(s, target, &operand) != SEMA_CAST_LVALUE)
        return;
    while (target->kind == IL_expr_node && target->sub == enk_operation &&
           target->op == eok_parens && target->first && !target->first->next)
        target = target->first;
    uint32_t first = sema_first_token(target), end = 0, op_first, op_last;
    sema_token_span(operand, &op_first, &op_last);
    if (sema_tok_kind(s, first) == TOK_LPAREN) {
        uint32_t close = sema_matching_paren(s, first);
        end = close ? close + 1 : 0;   /* (T)x */
    } else {
        for (uint32_t t = first + 1; t < op_first && !end; t++)
            if (sema_tok_kind(s, t) == TOK_LPAREN)
                end = t;   /* static_cast<T>(x), T(x): the operand's parentheses stay */
    }
    if (end && end <= op_first)
        il_note_lvalue_cast(s->il, first, end);
}

void sema_check_write(struct sema *s, const struct il_tree *op)
{
    const struct il_tree *target = op->first;
    if (!target || !is_write(op))
        return;
    note_lvalue_cast(s, target);
    /* the target is of a fundamental type (unmodifiable() says so only
     * then), so no overloaded operator can take the write; reported when
     * the whole expression has been read */
    if (unmodifiable(s, target) && !sema_class_operator_error(s, op))
        sema_error(s, sema_last_token(op) + 1, sema_first_token(target), DIAG_expr_not_a_modifiable_lvalue, NULL);
}

/* How a lambda captures the local variable named at tok (its
 * introducer's items, then its default): 'c' by copy, 'r' by reference,
 * 0 not at all or not known. */
static char capture_mode(const struct sema *s, const struct il_lambda *l, const struct ident *id)
{
    char dflt = 0;
    uint32_t t = l->lbracket + 1;
    while (t < l->rbracket) {
        /* one item: up to a comma at depth 0 */
        uint32_t b = t;
        int depth = 0;
        for (; t < l->rbracket; t++) {
            int k = sema_tok_kind(s, t);
            if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
                depth++;
            else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE)
                depth--;
            else if (k == TOK_COMMA && depth == 0)
                break;
        }
        uint32_t e = t++;   /* [b, e) */
        int k0 = sema_tok_kind(s, b);
        if (e == b + 1 && k0 == TOK_ASSIGN)
            dflt = 'c';
        else if (e == b + 1 && k0 == TOK_AMP)
            dflt = 'r';
        else if (k0 == TOK_IDENTIFIER && sema_ident(s, b) == id)
            return e == b + 1 ? 'c' : 0;   /* x (an init-capture x = e: its own) */
        else if (k0 == TOK_AMP && b + 1 < e && sema_tok_kind(s, b + 1) == TOK_IDENTIFIER &&
                 sema_ident(s, b + 1) == id)
            return e == b + 2 ? 'r' : 0;
    }
    return dflt;
}

void sema_check_lambda_write(struct sema *s, const struct il_node *fn, const struct il_lambda *l,
                             const struct il_tree *op)
{
    const struct il_tree *target = op->first;
    if (!target || !is_write(op))
        return;
    bool bad = unmodifiable(s, target);
    if (!bad && !l->is_mutable && target->kind == IL_expr_node &&
        (target->sub == enk_variable || target->sub == enk_param_ref) && target->u.sym &&
        target->u.sym->tok > fn->tok && target->u.sym->tok < l->lbracket) {
        /* a local of the enclosing function (or its parameter) captured by
         * copy: a member of the closure, const in its operator() */
        const struct il_tree *type = NULL;
        if (target->sub == enk_variable) {
            const struct il_node *n = sema_decl_at(s, target->u.sym->tok);
            if (n && n->kind == IL_variable && (n->flags & IL_F_LOCAL) &&
                !(n->flags & (IL_F_STATIC | IL_F_EXTERN)) && n->nattrs == 0)
                type = n->type;
        } else {
            const struct il_param *p = sema_param_at(s, target->u.sym->tok);
            type = p && !p->pack ? p->type : NULL;
        }
        /* (a reference captured by copy: a copy of what it refers to) */
        if (type && type->kind == IL_type && type->sub == tk_pointer &&
            (type->op & (IL_PTR_LREF | IL_PTR_RREF)))
            type = type->first;
        bool value = type && type->kind == IL_type && sema_type_is_fundamental(type) &&
                     !(type->sub == tk_pointer && (type->op & (IL_PTR_LREF | IL_PTR_RREF))) &&
                     type->sub != tk_array;
        bad = value && capture_mode(s, l, sema_ident(s, target->tok)) == 'c';
    }
    if (bad)
        sema_error(s, sema_last_token(op) + 1, sema_first_token(target), DIAG_expr_not_a_modifiable_lvalue, NULL);
}

/* ---- statements ---- */

/* `case "...":` in a switch on an arithmetic value: 2373 at the literal,
 * with the condition's promoted type.  The labels of this switch only
 * (a nested switch is walked on its own). */
static void check_case_labels(struct sema *s, const struct il_tree *body, const char *required,
                              int depth)
{
    for (const struct il_tree *c = body; c && depth < 64; c = c->next) {
        if (c->kind != IL_statement || c->sub == stmk_switch)
            continue;
        if (c->sub == stmk_switch_case && sema_tok_kind(s, c->tok) == TOK_CASE && c->first &&
            c->first->kind == IL_expr_node && c->first->sub == enk_constant &&
            sema_tok_kind(s, c->first->tok) == TOK_STRING_LITERAL &&
            sema_tok_kind(s, c->first->tok + 1) != TOK_STRING_LITERAL &&
            lexer_text(s->lx, lexer_token(s->lx, c->first->tok))[0] == '"')
            sema_error2(s, c->first->tok, c->first->tok, DIAG_edg_2373, sema_literal_pointer(s), required);
        check_case_labels(s, c->first, required, depth + 1);
    }
}

/* The case labels of one switch (not of a switch nested in it) whose
 * values are known: a value a label before it has is 1578, with that
 * label's line. */
struct case_values {
    long long v[128];
    uint32_t tok[128];
    unsigned n;
    uint32_t default_tok;   /* the switch's `default` (124 for a second one) */
};

static void check_duplicate_cases(struct sema *s, const struct il_tree *body,
                                  struct case_values *seen, int depth)
{
    for (const struct il_tree *c = body; c && depth < 64; c = c->next) {
        if (c->kind != IL_statement || c->sub == stmk_switch)
            continue;
        struct sema_const v;
        if (c->sub == stmk_switch_case && sema_tok_kind(s, c->tok) == TOK_DEFAULT) {
            if (seen->default_tok)
                sema_error(s, c->tok, c->tok, DIAG_default_label_appears_more_than_once, NULL);
            else
                seen->default_tok = c->tok;
        }
        if (c->sub == stmk_switch_case && sema_tok_kind(s, c->tok) == TOK_CASE && c->first &&
            c->first->kind == IL_expr_node && c->first->next && c->first->next->kind == IL_statement &&
            sema_eval_constant(s, c->first, &v)) {
            uint32_t at = sema_first_token(c->first);
            unsigned i = 0;
            while (i < seen->n && seen->v[i] != v.v)
                i++;
            if (i < seen->n && lexer_token(s->lx, seen->tok[i])->file == lexer_token(s->lx, at)->file) {
                char line[16];
                snprintf(line, sizeof line, "%u", (unsigned)lexer_token(s->lx, seen->tok[i])->line);
                sema_error(s, at, at, DIAG_edg_1578, ident_intern(s->il->idents, line, strlen(line))->name);
            } else if (seen->n < 128) {
                seen->v[seen->n] = v.v;
                seen->tok[seen->n++] = at;
            }
        }
        check_duplicate_cases(s, c->first, seen, depth + 1);
    }
}

void sema_check_switch(struct sema *s, const struct il_tree *st)
{
    const struct il_tree *cond = st->first;
    if (cond && cond->kind == IL_expr_node && cond->next) {
        struct case_values seen;
        seen.n = 0;
        seen.default_tok = 0;
        check_duplicate_cases(s, cond->next, &seen, 0);
    }
    if (!cond || cond->kind != IL_expr_node || !cond->next)
        return;
    struct sema_etype e = sema_classify(s, cond);
    if (e.kind != SEMA_ARITH || e.arith == ARITH_NONE ||
        arith_infos[e.arith].kind != ARITH_INTEGER)
        return;
    enum arith_id p = arith_promote(e.arith);
    if (p == ARITH_NONE)
        return;
    check_case_labels(s, cond->next, arith_infos[p].display, 0);
}

void sema_check_jump(struct sema *s, const struct il_tree *st, unsigned loops, unsigned switches)
{
    if (st->sub == stmk_switch_case && switches == 0)
        sema_error(s, st->tok, st->tok,
                   sema_tok_kind(s, st->tok) == TOK_CASE ? DIAG_case_label_must_be_in_switch : DIAG_default_label_must_be_in_switch, NULL);
    else if (st->sub == stmk_break && loops == 0 && switches == 0)
        sema_error(s, st->tok, st->tok, DIAG_break_must_be_in_loop_or_switch, NULL);
    else if (st->sub == stmk_continue && loops == 0)
        sema_error(s, st->tok, st->tok, DIAG_continue_must_be_in_loop, NULL);
}

/* The function's name as cudafe++'s messages give it: a member of a
 * class of the global namespace (not a template) as C::f; NULL when it
 * cannot be spelled here. */
static const char *function_name(const struct sema *s, const struct il_node *fn)
{
    if (!(fn->flags & IL_F_MEMBER))
        return fn->name;
    const struct scope *c = fn->scope;
    if (!c || c->kind != SCOPE_CLASS || c->parent != s->il->global || !c->owner ||
        c->owner->kind != SYM_CLASS || !c->owner->id ||
        sema_tok_kind(s, fn->tok) != TOK_IDENTIFIER)
        return NULL;
    char buf[256];
    int n = snprintf(buf, sizeof buf, "%s::%s", c->owner->id->name, fn->name);
    if (n < 0 || (size_t)n >= sizeof buf)
        return NULL;
    return ident_intern(s->il->idents, buf, (size_t)n)->name;
}

void sema_check_this(struct sema *s, const struct il_node *fn, const struct il_tree *e)
{
    if (sema_tok_kind(s, e->tok) != TOK_THIS || !fn->has_pos || !fn->scope ||
        (fn->flags & (IL_F_QUALIFIED | IL_F_FRIEND | IL_F_LOCAL)))
        return;
    bool static_member = (fn->flags & IL_F_MEMBER) && (fn->flags & IL_F_STATIC) &&
                         fn->scope->kind == SCOPE_CLASS;
    bool namespace_function = !(fn->flags & IL_F_MEMBER) && fn->scope->kind == SCOPE_NAMESPACE;
    if (static_member || namespace_function)
        sema_error(s, e->tok, e->tok, DIAG_this_used_incorrectly, NULL);
}

/* Whether fn is a constructor or a destructor: ~X, X in class X's body,
 * X::X out of it (a template's X<T>::X is not judged). */
static bool constructor_or_destructor(const struct sema *s, const struct il_node *fn)
{
    if (!fn->has_pos || sema_tok_kind(s, fn->tok) != TOK_IDENTIFIER)
        return false;
    if (fn->tok > 0 && sema_tok_kind(s, fn->tok - 1) == TOK_TILDE)
        return true;
    const struct ident *id = sema_ident(s, fn->tok);
    if (fn->flags & IL_F_QUALIFIED)
        return fn->tok > 1 && sema_tok_kind(s, fn->tok - 1) == TOK_COLONCOLON &&
               sema_tok_kind(s, fn->tok - 2) == TOK_IDENTIFIER && sema_ident(s, fn->tok - 2) == id;
    return fn->scope && fn->scope->kind == SCOPE_CLASS && fn->scope->owner &&
           fn->scope->owner->id == id;
}

void sema_check_return(struct sema *s, const struct il_node *fn, const struct il_tree *st)
{
    /* [class.ctor], [class.dtor]: `return e;` in a constructor or a
     * destructor, whatever e is (`return (void)0;` too): 278 at e */
    if (st->first && constructor_or_destructor(s, fn)) {
        uint32_t at = sema_expr_start(s, st->first);
        sema_error(s, at, at, DIAG_edg_278, NULL);
        return;
    }
    const struct il_tree *ret = fn->type && fn->type->sub == tk_routine ? fn->type->first : NULL;
    if (!ret || ret->kind != IL_type)
        return;
    /* (an enumeration: only values of the wrong kind, value_kinds.c) */
    bool enumeration = (ret->op & IL_TYPE_NAMED) && ret->u.sym && ret->u.sym->kind == SYM_ENUM;
    if ((ret->op & IL_TYPE_NAMED) && !enumeration)
        return;
    const struct il_tree *value = st->first;
    uint32_t semi = value ? sema_last_token(value) + 1 : st->tok + 1;
    /* (past the brackets and parentheses the tree does not keep) */
    for (int guard = 0; value && guard < 64 && (sema_tok_kind(s, semi) == TOK_RBRACKET ||
                                                 sema_tok_kind(s, semi) == TOK_RPAREN); guard++)
        semi++;
    if (sema_tok_kind(s, semi) != TOK_SEMI)
        return;
    bool is_void = ret->sub == tk_void && !ret->first && !(ret->op & ~0u);
    const char *wt, *wtt;
    if (enumeration) {
        if (value && sema_wrong_kind(s, value, ret, &wt, &wtt))
            sema_error(s, semi, sema_expr_start(s, value), DIAG_bad_return_value_type, NULL);
        return;
    }
    if (value && !is_void) {
        sema_check_returned_value(s, fn, value, semi);
        sema_check_class_return(s, fn, value, semi);
    }
    if (value && is_void) {
        /* (an assignment: its left operand's type -- `return` missing its
         * `;` before `out[i] = v;`) */
        const struct il_tree *typed = value;
        if (typed->kind == IL_expr_node && typed->sub == enk_operation && typed->first &&
            (typed->op == eok_assign || typed->op == eok_add_assign ||
             typed->op == eok_subtract_assign || typed->op == eok_multiply_assign ||
             typed->op == eok_divide_assign))
            typed = typed->first;
        if (sema_classify(s, typed).kind != SEMA_UNKNOWN)
            sema_error(s, semi, sema_first_token(value), DIAG_bad_return_value_type, NULL);
    } else if (!value && !is_void && strcmp(fn->name, "main") != 0 &&
               sema_class_of_type(s, ret).kind != SEMA_UNKNOWN && !(ret->sub == tk_pointer &&
               (ret->op & (IL_PTR_LREF | IL_PTR_RREF)))) {
        const char *name = function_name(s, fn);
        if (name)
            sema_error(s, semi, semi, DIAG_no_value_returned_in_non_void_function, name);
    }
}

/* ---- labels ---- */

struct label_use {
    const struct ident *id;
    uint32_t tok;
    bool defined;
};

void sema_check_labels(struct sema *s, const struct il_tree *body, uint32_t body_end)
{
    struct label_use v[256];
    unsigned n = 0;
    const struct il_tree *stack[512];
    int depth = 0;
    stack[depth++] = body;
    bool overflow = false;
    /* collect in source order: a pre-order walk with the siblings pushed
     * in reverse */
    while (depth && !overflow) {
        const struct il_tree *t = stack[--depth];
        if (t->kind == IL_expr_node && (t->sub == enk_lambda || t->sub == enk_statement))
            return;   /* their own labels (a lambda), GNU statement expressions: not judged */
        if (t->kind == IL_statement && (t->sub == stmk_label || t->sub == stmk_goto)) {
            if (n == 256 || sema_tok_kind(s, t->tok) != TOK_IDENTIFIER) {
                overflow = true;
                break;
            }
            v[n++] = (struct label_use){ sema_ident(s, t->tok), t->tok, t->sub == stmk_label };
        }
        if (t->kind == IL_statement && t->sub == stmk_assigned_goto)
            return;
        const struct il_tree *kids[64];
        int nk = 0;
        for (const struct il_tree *c = t->first; c && nk < 64; c = c->next)
            kids[nk++] = c;
        if (nk == 64 || depth + nk > 512) {
            overflow = true;
            break;
        }
        while (nk)
            stack[depth++] = kids[--nk];
    }
    if (overflow)
        return;
    for (unsigned i = 0; i < n; i++) {
        if (!v[i].defined)
            continue;
        for (unsigned k = 0; k < i; k++)
            if (v[k].defined && v[k].id == v[i].id) {
                sema_error_redefined(s, v[i].tok, "label", v[i].id->name, v[k].tok);
                break;
            }
    }
    for (unsigned i = 0; i < n; i++) {
        if (v[i].defined)
            continue;
        bool found = false, earlier = false;
        for (unsigned k = 0; k < n && !found; k++)
            found = v[k].defined && v[k].id == v[i].id;
        for (unsigned k = 0; k < i && !earlier; k++)
            earlier = !v[k].defined && v[k].id == v[i].id;
        if (!found && !earlier)
            sema_error(s, body_end, v[i].tok, DIAG_edg_114, v[i].id->name);
    }
}
