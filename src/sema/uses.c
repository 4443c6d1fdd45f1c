/* Reads and writes of variables in a function body: each use of a
 * variable is classified (read, written, both, or neither/unknown) and
 * recorded by its token for locals.c (549, used before set); and
 * __device__, __constant__ and __shared__ variables used directly in a
 * host function (__host__ __device__ ones included) are reported: a read (warning
 * 20091, "cannot be directly read") where the variable's value is used,
 * a write (20092) where it is assigned; __managed__ variables are meant
 * for host code and are not reported, nor are constants (constexpr, or
 * const and not volatile, not an array: cudafe++ uses their values).
 *
 * What counts, as cudafe++ reports it: the variable (or an element or a
 * member of it) converted to a value -- an operand of a built-in
 * operator, a condition, the initializer of a non-reference variable, a
 * returned value, a cast to a non-reference type; the target of `=`
 * (written), of a compound assignment or ++/-- (read, then written).
 * Not: its address, a reference bound to it, sizeof/decltype, a
 * discarded expression (`v;` has no effect: warning 174 instead), an
 * array (a variable, a member `s.v`, an element `a[0]` of an array of
 * arrays) converted to a pointer (`f(s.v)`, `strcpy(c.op, ...)`).
 *
 * Certain or silent: an operator counts only where its operands have
 * fundamental types (no overloaded operator can take a reference);
 * function arguments, members of class variables and lambda bodies
 * (whose parameter types, member types and execution spaces this core
 * does not resolve yet) are not judged.  The order is
 * cudafe++'s: a read where the variable is, the write of an assignment
 * after everything in it. */
#include "lex/lexer.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/cuda_attrs.h"


/* A CUDA memory space attribute of a global variable, as its message
 * names it; NULL for a managed or ordinary variable. */
static const char *device_space(const struct sema *s, const struct il_tree *e)
{
    if (e->kind != IL_expr_node || e->sub != enk_variable || !e->u.sym ||
        sema_tok_kind(s, e->tok) != TOK_IDENTIFIER)
        return NULL;
    const struct il_node *n = sema_decl_at(s, e->u.sym->tok);
    if (!n || n->kind != IL_variable || n->scope != s->il->global)
        return NULL;
    /* a const (not volatile) one that is no array, or a constexpr one: a
     * constant, whose value host code may use (observed: const float,
     * const pointers and const class objects too; arrays are reported) */
    const struct il_tree *t = n->type;
    unsigned cv = 0;
    if (t && t->kind == IL_type && t->sub != tk_array)
        sema_arith_and_cv(s, t, false, &cv);
    if ((n->flags & IL_F_CONSTEXPR) ||
        (t && t->kind == IL_type && t->sub != tk_array &&
         ((t->op | cv) & (IL_CV_CONST | IL_CV_VOLATILE)) == IL_CV_CONST))
        return NULL;
    int space = -1;
    for (unsigned i = 0; i < n->nattrs; i++) {
        int id = n->attrs[i].id;
        if (id == CUDA_ATTR_ID_managed)
            return NULL;
        if (id == CUDA_ATTR_ID_constant)
            space = id;
        else if (id == CUDA_ATTR_ID_shared && space != CUDA_ATTR_ID_constant)
            space = id;
        else if (id == CUDA_ATTR_ID_device && space < 0)
            space = id;
    }
    return space < 0 ? NULL : cuda_attr_infos[space].display;
}

/* A use of var, reported in order (0: where var is). */
static void report(struct sema *s, const struct il_tree *var, enum use u, uint32_t order)
{
    if (u != USE_NONE) {
        ptrmap_put(&s->use_at, (void *)(uintptr_t)(var->tok + 1),
                   (void *)((uintptr_t)s->use_end << 3 | (uintptr_t)u));
        ptrmap_put(&s->use_from, (void *)(uintptr_t)(var->tok + 1),
                   (void *)(uintptr_t)(s->use_start + 1));
    }
    if (!s->host_fn)
        return;
    const char *space = device_space(s, var);
    if (!space)
        return;
    /* a write to a __constant__ variable is error 137 (stmts.c) instead */
    if (space == cuda_attr_infos[CUDA_ATTR_ID_constant].display && u != USE_READ)
        return;
    const char *name = sema_ident(s, var->tok)->name;
    if (!order)
        order = var->tok;
    if (u == USE_READ || u == USE_READ_WRITE)
        sema_error2(s, order, var->tok, DIAG_device_var_read_in_host, space, name);
    if (u == USE_WRITE || u == USE_READ_WRITE)
        sema_error2(s, order, var->tok, DIAG_device_var_written_in_host, space, name);
}

static bool fundamental(const struct sema *s, const struct il_tree *e)
{
    return sema_classify(s, e).kind != SEMA_UNKNOWN;
}

/* A local variable of a class whose default-initialization leaves its
 * members without a value (a candidate of 549), of type `to` (NULL: any):
 * copying it reads it. */
static bool copied_class(const struct sema *s, const struct il_tree *e, const struct il_tree *to)
{
    if (!e || e->kind != IL_expr_node || e->sub != enk_variable || !e->u.sym)
        return false;
    const struct il_node *v = sema_decl_at(s, e->u.sym->tok);
    return v && v->kind == IL_variable && v->type && !sema_type_is_fundamental(v->type) &&
           sema_before_set_candidate(s, v) && (!to || sema_same_type(s, v->type, to));
}

static bool is_array(const struct sema *s, const struct il_tree *e)
{
    struct sema_etype t = sema_classify(s, e);
    return t.kind == SEMA_POINTER && t.type && t.type->sub == tk_array;
}

static bool is_reference_type(const struct il_tree *t)
{
    return t && t->kind == IL_type && t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF));
}

static void walk(struct sema *s, const struct il_tree *e, enum use u, uint32_t order, int depth);

/* Added to a use by an element access (a[i], *a) for its array operand:
 * the element is used, not the array.  Without it an array (a member
 * `s.v`, an element `a[0]` of an array of arrays) used as a value
 * decays to a pointer: nothing is read (`f(s.v)` fills it). */
#define USE_ELEMENT 4

static void walk_children(struct sema *s, const struct il_tree *e, int depth)
{
    for (const struct il_tree *c = e->first; c; c = c->next)
        walk(s, c, USE_NONE, 0, depth + 1);
}

static uint32_t after(const struct il_tree *e)
{
    uint32_t first, last;
    sema_token_span(e, &first, &last);
    return last + 1;
}

static void walk_node(struct sema *s, const struct il_tree *e, enum use u, uint32_t order,
                      int depth);

/* e used as u.  order: where its reports go (0: at the variable); an
 * element or member read, and the target of an assignment, are reported
 * when the whole expression has been read, after what is in it.  The uses
 * of variables directly under an operation are recorded with its last
 * token (use_end: locals.c reports 549 after that operation's own
 * findings). */
static void walk(struct sema *s, const struct il_tree *e, enum use u, uint32_t order, int depth)
{
    if (!e || e->kind != IL_expr_node ||
        (e->sub != enk_operation && e->sub != enk_condition)) {
        walk_node(s, e, u, order, depth);
        return;
    }
    uint32_t saved = s->use_end, saved_start = s->use_start;
    s->use_end = after(e) - 1;
    uint32_t first, last;
    sema_token_span(e, &first, &last);
    s->use_start = first;
    walk_node(s, e, u, order, depth);
    s->use_end = saved;
    s->use_start = saved_start;
}

static void walk_node(struct sema *s, const struct il_tree *e, enum use u, uint32_t order,
                      int depth)
{
    if (!e || depth > 200)
        return;
    unsigned element = (unsigned)u & USE_ELEMENT;
    u = (enum use)((unsigned)u & ~(unsigned)USE_ELEMENT);
    if (u != USE_NONE && !element && e->kind == IL_expr_node && e->sub == enk_operation &&
        e->op != eok_parens && is_array(s, e))
        u = USE_NONE;
    if (e->kind != IL_expr_node) {
        if (e->kind != IL_type)
            walk_children(s, e, depth);
        return;
    }
    const struct il_tree *a = e->first, *b = a ? a->next : NULL;
    switch (e->sub) {
    case enk_variable:
        /* an array variable used as a value decays: nothing is read */
        if (u != USE_NONE && !is_array(s, e))
            report(s, e, u, order);
        return;
    case enk_sizeof: case enk_alignof: case enk_lambda:
        return;   /* unevaluated; a lambda's body is its own function (not judged) */
    case enk_condition: {
        const struct il_tree *c = a, *x = b, *y = x ? x->next : NULL;
        walk(s, c, fundamental(s, c) ? USE_READ : USE_NONE, 0, depth + 1);
        bool both = y && fundamental(s, x) && fundamental(s, y);
        walk(s, x, both && u == USE_READ ? USE_READ : USE_NONE, 0, depth + 1);
        walk(s, y, both && u == USE_READ ? USE_READ : USE_NONE, 0, depth + 1);
        return;
    }
    case enk_operation:
        break;
    default:
        walk_children(s, e, depth);
        return;
    }
    switch (e->op) {
    case eok_parens:
        walk(s, a, (enum use)((unsigned)u | element), order, depth + 1);
        return;
    case eok_add: case eok_subtract: case eok_multiply: case eok_divide: case eok_remainder:
    case eok_and: case eok_or: case eok_xor: case eok_shiftl: case eok_shiftr:
    case eok_eq: case eok_ne: case eok_lt: case eok_gt: case eok_le: case eok_ge:
    case eok_land: case eok_lor: {
        enum use v = b && !b->next && fundamental(s, a) && fundamental(s, b) ? USE_READ : USE_NONE;
        walk(s, a, v, 0, depth + 1);
        walk(s, b, v, 0, depth + 1);
        return;
    }
    case eok_negate: case eok_unary_plus: case eok_complement: case eok_not:
        walk(s, a, !b && fundamental(s, a) ? USE_READ : USE_NONE, 0, depth + 1);
        return;
    case eok_assign: case eok_add_assign: case eok_subtract_assign: case eok_multiply_assign:
    case eok_divide_assign: case eok_remainder_assign: case eok_and_assign: case eok_or_assign:
    case eok_xor_assign: case eok_shiftl_assign: case eok_shiftr_assign: {
        bool builtin = b && !b->next && fundamental(s, a) && fundamental(s, b);
        /* (w = v of such a class: the implicit copy assignment reads v and
         * sets w) */
        if (e->op == eok_assign && b && !b->next && a->kind == IL_expr_node && a->sub == enk_variable &&
            a->u.sym && copied_class(s, b, sema_declared_type(s, a, false)))
            builtin = true;
        /* the value first, then the target (cudafe++'s order) */
        walk(s, b, builtin ? USE_READ : USE_NONE, 0, depth + 1);
        walk(s, a, !builtin ? USE_NONE : e->op == eok_assign ? USE_WRITE : USE_READ_WRITE,
             after(e), depth + 1);
        return;
    }
    case eok_pre_incr: case eok_pre_decr: case eok_post_incr: case eok_post_decr:
        walk(s, a, !b && fundamental(s, a) ? USE_READ_WRITE : USE_NONE, after(e), depth + 1);
        return;
    case eok_subscript: case eok_indirect: {
        /* an element of an array variable is the variable's; through a
         * pointer, the pointer is read (when the element is used) */
        const struct il_tree *index = e->op == eok_subscript ? b : NULL;
        if (e->op == eok_subscript && (!b || b->next || !fundamental(s, b)))
            u = USE_NONE;
        if (e->op == eok_indirect && b)
            u = USE_NONE;
        if (u != USE_NONE && !fundamental(s, a))
            u = USE_NONE;
        const struct il_tree *base = a;
        while (base && base->kind == IL_expr_node && base->sub == enk_operation &&
               base->op == eok_parens && base->first && !base->first->next)
            base = base->first;
        if (base && base->kind == IL_expr_node && base->sub == enk_variable && is_array(s, base)) {
            if (u != USE_NONE)
                report(s, base, u, order ? order : after(e));
        } else if (is_array(s, a)) {
            /* an element of an array element or member (a[i][j], s.v[i]):
             * the same object's */
            walk(s, a, u == USE_NONE ? u : (enum use)(u | USE_ELEMENT), order ? order : after(e),
                 depth + 1);
        } else {
            walk(s, a, u != USE_NONE ? USE_READ : USE_NONE, order, depth + 1);
        }
        if (index)
            walk(s, index, fundamental(s, index) ? USE_READ : USE_NONE, 0, depth + 1);
        return;
    }
    case eok_dot_field:
        /* a member of a variable of class type: the variable's */
        walk(s, a, a && (a->sub == enk_variable || (a->sub == enk_operation && a->op == eok_dot_field))
                       ? u : USE_NONE, order ? order : after(e), depth + 1);
        return;
    case eok_call: {
        /* f(args) where f is certain: an argument for a parameter taken by
         * value (or the `...`) is read; one for a reference, or of a
         * call not known, is not classified */
        struct sema_callee cs;
        const struct il_param *p = NULL;
        bool known = (sema_call_target(s, e, false, &cs) ||
                      sema_best_overload(s, e, false, &cs)) && cs.first && !cs.pack;
        bool ellipsis = known && sema_has_ellipsis(s, cs.first);
        if (known)
            p = sema_params_of(cs.first);
        walk(s, a, USE_NONE, 0, depth + 1);
        for (const struct il_tree *x = b; x; x = x->next) {
            bool by_value = known && (p ? p->type && !p->pack && !is_reference_type(p->type) : ellipsis);
            walk(s, x, by_value && fundamental(s, x) ? USE_READ : USE_NONE, 0, depth + 1);
            if (p)
                p = p->next;
        }
        return;
    }
    case eok_comma:
        walk(s, a, USE_NONE, 0, depth + 1);
        walk(s, b, u, order, depth + 1);
        return;
    case eok_cast: {
        const struct il_tree *operand = NULL;
        if (sema_cast_value(s, e, &operand) == SEMA_CAST_LVALUE) {
            walk(s, operand, u, order, depth + 1);   /* (the operand itself) */
            return;
        }
        /* to a non-reference fundamental type, from one: a value */
        bool value = a && b && !b->next && a->kind == IL_type && !is_reference_type(a) &&
                     sema_class_of_type(s, a).kind != SEMA_UNKNOWN && fundamental(s, b);
        walk(s, b, value ? USE_READ : USE_NONE, 0, depth + 1);
        return;
    }
    default:
        walk_children(s, e, depth);
        return;
    }
}


/* A full-expression used as u; its uses are recorded with its end. */
static void root(struct sema *s, const struct il_tree *e, enum use u)
{
    if (!e)
        return;
    s->use_end = after(e) - 1;
    uint32_t first, last;
    sema_token_span(e, &first, &last);
    s->use_start = first;
    walk(s, e, u, 0, 0);
}

/* A value-needing use of e: read if it is of fundamental type. */
static void walk_value(struct sema *s, const struct il_tree *e)
{
    if (e && e->kind == IL_expr_node)
        root(s, e, fundamental(s, e) ? USE_READ : USE_NONE);
}

void sema_uses_statement(struct sema *s, const struct il_node *fn, const struct il_tree *st,
                         bool in_lambda)
{
    /* (a lambda's body: host or device code by its own attributes; not
     * judged yet) */
    if (in_lambda || s->in_template)
        return;
    s->host_fn = sema_host_function(fn);
    const struct il_tree *c = st->first;
    switch (st->sub) {
    case stmk_expr:
        root(s, c, USE_NONE);
        return;
    case stmk_return: {
        const struct il_tree *ret = fn->type && fn->type->sub == tk_routine ? fn->type->first : NULL;
        bool value = ret && !is_reference_type(ret) &&
                     sema_class_of_type(s, ret).kind != SEMA_UNKNOWN;
        if (c && c->kind == IL_expr_node)
            root(s, c, (value && fundamental(s, c)) || (ret && copied_class(s, c, ret)) ? USE_READ
                                                                                       : USE_NONE);
        return;
    }
    case stmk_if: case stmk_while: case stmk_switch:
        /* [init] condition ...: the first expression */
        for (; c; c = c->next)
            if (c->kind == IL_expr_node) {
                walk_value(s, c);
                return;
            }
        return;
    case stmk_end_test_while:
        for (; c; c = c->next)
            if (c->kind == IL_expr_node && !c->next) {
                walk_value(s, c);
                return;
            }
        return;
    case stmk_for: {
        const struct il_tree *cond = c ? c->next : NULL, *incr = cond ? cond->next : NULL;
        walk_value(s, cond);
        if (incr && incr->kind == IL_expr_node)
            root(s, incr, USE_NONE);
        return;
    }
    default:
        return;
    }
}

void sema_uses_declaration(struct sema *s, const struct il_node *fn, const struct il_node *decl)
{
    if (decl->kind != IL_variable || !decl->init || s->in_template)
        return;
    s->host_fn = sema_host_function(fn);
    const struct il_tree *init = decl->init;
    bool value = decl->type && !is_reference_type(decl->type) &&
                 sema_class_of_type(s, decl->type).kind != SEMA_UNKNOWN;
    /* T v(e) and T v{e}: the one expression */
    if (init->kind == IL_expr_node && init->sub == enk_initializer && init->first &&
        !init->first->next)
        init = init->first;
    /* a copy of a class variable whose members have no value yet reads
     * it: `C w = v;`, `C w(v);`, `auto w = v;` */
    const struct il_tree *t = decl->type;
    if (t && t->kind == IL_type && t->sub == tk_auto && !t->first &&
        !(t->op & (IL_CV_CONST | IL_CV_VOLATILE)))
        t = NULL;   /* (auto: the initializer's type) */
    if ((!decl->type || !is_reference_type(decl->type)) && copied_class(s, init, t)) {
        root(s, init, USE_READ);
        return;
    }
    root(s, init, value && fundamental(s, init) ? USE_READ : USE_NONE);
}
