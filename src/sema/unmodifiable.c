/* More lvalues that cannot be written (137 "expression must be a
 * modifiable lvalue", stmts.c reports it), as cudafe++ 13.0 has them:
 *   - an array (a variable, a data member, a row a[0] of an array of
 *     arrays; not a parameter, which is a pointer): `b = a`,
 *     `u.name = "guest"`;
 *   - a constexpr variable (`max_iter = 200`);
 *   - a call of a function returning no reference (`get_count() = 0`,
 *     `g()++`): a prvalue;
 *   - a member of a const object of a class named through a typedef
 *     (threadIdx.x, blockDim.y: the CUDA headers declare them
 *     `uint3 extern const threadIdx`);
 *   - a range-for variable declared `const auto` or `const auto &` (or
 *     `auto &` over a const range) whose elements are numbers: the
 *     range is an array of them, or a std::vector of an arithmetic type
 *     other than bool (whose iterators yield references to it).
 * Certain or silent: the target's type must be known and fundamental
 * (no overloaded operator can take the write). */
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

static bool is_reference(const struct il_tree *t)
{
    return t && t->kind == IL_type && t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF));
}

static const struct il_tree *without_parens(const struct il_tree *e)
{
    while (e && e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_parens &&
           e->first && !e->first->next)
        e = e->first;
    return e;
}

void sema_note_range_for(struct sema *s, const struct il_tree *st)
{
    const struct il_tree *d = st->first;
    if (d && d->next && d->next->kind == IL_statement)
        d = d->next;   /* (an init-statement first) */
    const struct il_tree *range = d ? d->next : NULL;
    const struct il_tree *v = d && d->kind == IL_statement && d->sub == stmk_decl ? d->first : NULL;
    if (!range || range->kind != IL_expr_node || !v || v->next || v->kind != IL_source_sequence_entry ||
        !v->u.decl || v->u.decl->kind != IL_variable)
        return;
    ptrmap_put(&s->range_of, v->u.decl, (void *)range);
}

/* The elements' type of a range whose elements are certainly of an
 * arithmetic type (*is_const: the elements are const), or ARITH_NONE. */
static enum arith_id range_elements(const struct sema *s, const struct il_tree *range, bool *is_const)
{
    const struct il_tree *t = sema_declared_type(s, range, true);
    if (!t || t->kind != IL_type)
        return ARITH_NONE;
    if (t->sub == tk_array && !(t->op & IL_TYPE_NAMED)) {
        const struct il_tree *elem = t->first;
        unsigned cv = 0;
        enum arith_id a = elem && elem->kind == IL_type && elem->sub != tk_array
                              ? sema_arith_and_cv(s, elem, false, &cv) : ARITH_NONE;
        *is_const = (cv & IL_CV_CONST) != 0;
        return a;
    }
    /* std::vector<A>: its iterators' operator* yields A & (const A & for
     * a const vector) */
    const struct symbol *c = (t->op & IL_TYPE_NAMED) ? t->u.sym : NULL;
    const struct il_tree *arg = t->first;
    if (!c || c->kind != SYM_CLASS_TEMPLATE || !arg || arg->kind != IL_type ||
        (arg->op & (IL_TYPE_NAMED | IL_CV_CONST | IL_CV_VOLATILE)) || arg->first ||
        (arg->sub != tk_integer && arg->sub != tk_float))
        return ARITH_NONE;
    const char *name = sema_entity_text(s, c);
    enum arith_id a = sema_arith_of_type(s, arg);
    if (!name || (strcmp(name, "std::vector") != 0 && strcmp(name, "std::__cxx11::vector") != 0) ||
        a == ARITH_bool)
        return ARITH_NONE;
    *is_const = (t->op & IL_CV_CONST) != 0;
    return a;
}

/* A range-for variable `const auto`, `const auto &`, `auto &` (const
 * elements) of numbers. */
static bool const_range_variable(const struct sema *s, const struct il_node *v)
{
    const struct il_tree *range = ptrmap_get(&s->range_of, v);
    const struct il_tree *t = v->type;
    if (!range || !t || t->kind != IL_type)
        return false;
    bool ref = false;
    if (is_reference(t)) {
        if (t->op & IL_PTR_RREF)
            return false;
        ref = true;
        t = t->first;
    }
    if (!t || t->kind != IL_type || t->sub != tk_auto || t->first || (t->op & IL_CV_VOLATILE))
        return false;
    bool elems_const = false;
    if (range_elements(s, range, &elems_const) == ARITH_NONE)
        return false;
    return (t->op & IL_CV_CONST) || (ref && elems_const);
}

/* A function call's value: a prvalue when the function certainly
 * returns no reference (a type spelled with keywords or a pointer). */
static bool call_value(const struct sema *s, const struct il_tree *e)
{
    if (e->kind != IL_expr_node || e->sub != enk_operation || e->op != eok_call)
        return false;
    struct sema_etype t = sema_classify(s, e);
    return (t.kind == SEMA_ARITH || t.kind == SEMA_POINTER) && t.type && t.type->kind == IL_type &&
           !(t.type->op & IL_TYPE_NAMED) && !is_reference(t.type);
}

/* A data member of a const object of a class named through a typedef
 * (`uint3 extern const threadIdx`): o.m, m of a fundamental type, not
 * mutable (o of a class named by itself: stmts.c). */
static bool member_of_const_typedef_object(const struct sema *s, const struct il_tree *e)
{
    if (e->op != eok_dot_field)
        return false;
    const struct il_node *f = sema_field_of(s, e);
    if (!f || !f->type || f->type->kind != IL_type || f->type->sub == tk_array ||
        is_reference(f->type) || !sema_type_is_fundamental(f->type) || !f->first_tok)
        return false;
    for (uint32_t k = f->first_tok; k < f->tok; k++)
        if (sema_tok_kind(s, k) == TOK_MUTABLE)
            return false;
    const struct il_tree *o = sema_declared_type(s, e->first, true);
    return o && o->kind == IL_type && (o->op & IL_CV_CONST) && (o->op & IL_TYPE_NAMED) &&
           o->u.sym && o->u.sym->kind == SYM_TYPEDEF && sema_class_named(o);
}

bool sema_unmodifiable_more(const struct sema *s, const struct il_tree *e)
{
    e = without_parens(e);
    if (!e || e->kind != IL_expr_node)
        return false;
    if (call_value(s, e))
        return true;
    if (e->sub == enk_operation && (e->op == eok_dot_field || e->op == eok_points_to_field) &&
        member_of_const_typedef_object(s, e))
        return true;
    /* an array (a parameter declared as one is a pointer) */
    if (e->sub != enk_param_ref) {
        const struct il_tree *t = sema_declared_type(s, e, true);
        if (t && t->kind == IL_type && t->sub == tk_array && !(t->op & IL_TYPE_NAMED))
            return true;
    }
    if ((e->sub == enk_variable || e->sub == enk_field) && e->u.sym &&
        sema_tok_kind(s, e->tok) == TOK_IDENTIFIER) {
        const struct il_node *n = e->sub == enk_variable ? sema_decl_at(s, e->u.sym->tok) : NULL;
        if (n && n->kind == IL_variable && n->type) {
            if ((n->flags & IL_F_CONSTEXPR) && !is_reference(n->type) &&
                sema_class_of_type(s, n->type).kind != SEMA_UNKNOWN)
                return true;
            if (const_range_variable(s, n))
                return true;
        }
        /* a data member named in a member function's body, declared an array */
        const struct il_node *f = !n && e->u.sym->kind == SYM_VARIABLE && e->u.sym->parent &&
                                  e->u.sym->parent->kind == SCOPE_CLASS
                                      ? sema_field_at(s, e->u.sym->tok) : NULL;
        if (f && f->kind == IL_field && f->type && f->type->kind == IL_type &&
            f->type->sub == tk_array && !(f->type->op & IL_TYPE_NAMED))
            return true;
    }
    return false;
}
