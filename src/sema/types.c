/* What the core can say for certain about the types of expressions so far
 * (the full type representation of issue 17 will replace this): the
 * class of an expression's type -- arithmetic (bool included), a pointer
 * to a fundamental type, nullptr_t -- and, where the source spells it, the
 * type's tree.  An expression of such a type has no associated namespaces
 * or classes, so argument-dependent lookup adds no candidate for it
 * ([basic.lookup.argdep]); anything else is SEMA_UNKNOWN and the checks
 * that need it stay silent. */
#include <limits.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "sema/exprs/literals.h"

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
            /* template type parameters: by name (the same template
             * redeclared names them alike) */
            bool params = a->u.sym && b->u.sym && a->u.sym->kind == SYM_TYPE_PARAM &&
                          b->u.sym->kind == SYM_TYPE_PARAM && a->u.sym->id == b->u.sym->id;
            if (!a->u.sym || (a->u.sym != b->u.sym && !params))
                return false;
        } else if (a->kind == IL_expr_node && a->sub == enk_constant && !a->first && !b->first &&
                   a->u.sym && b->u.sym && a->u.sym->kind == SYM_VALUE_PARAM &&
                   b->u.sym->kind == SYM_VALUE_PARAM && a->u.sym->id == b->u.sym->id) {
            /* a non-type template parameter as an argument (X<N>): by name */
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
static struct sema_etype etype(enum sema_class kind, const struct il_tree *type)
{
    return (struct sema_etype){ kind, type, false, false, NULL, NULL, ARITH_NONE, false, false, 0 };
}

static struct sema_etype arith_etype(enum arith_id a, const struct il_tree *type)
{
    struct sema_etype e = etype(SEMA_ARITH, type);
    e.arith = a;
    return e;
}

/* An integral constant of type a with value v (wrapped to a's width). */
static struct sema_etype int_constant(enum arith_id a, long long v)
{
    struct sema_etype e = arith_etype(a, NULL);
    e.constant = true;
    if (a != ARITH_NONE && arith_infos[a].kind == ARITH_INTEGER && arith_infos[a].size <= 8) {
        e.has_value = true;
        e.value = arith_wrap(a, v);
    }
    return e;
}

/* A class of the global namespace whose bases are all such classes (as
 * the parser recorded them: no base it could not see). */
static bool global_class(const struct sema *s, const struct symbol *c, int depth)
{
    if (!c || c->kind != SYM_CLASS || c->parent != s->il->global || depth > 16)
        return false;
    if (!c->members)
        return true;   /* incomplete: no bases */
    if (c->members->kind != SCOPE_CLASS || c->members->unknown_bases)
        return false;
    for (const struct base_list *b = c->members->bases; b; b = b->next)
        if (!global_class(s, b->base, depth + 1))
            return false;
    return true;
}

/* The class or enum symbol a named type tree denotes, through typedefs
 * whose types are themselves named (NULL: none, or not known). */
static const struct symbol *named_entity(const struct sema *s, const struct il_tree *t)
{
    for (int depth = 0; t && depth < 8; depth++) {
        if (t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || !t->u.sym || t->first)
            return NULL;
        const struct symbol *sym = t->u.sym;
        if (sym->kind == SYM_CLASS || sym->kind == SYM_ENUM)
            return sym;
        if (sym->kind != SYM_TYPEDEF)
            return NULL;
        const struct il_node *n = sema_typedef_at(s, sym->tok);
        if (!n || !n->type)
            return NULL;
        t = n->type;
        if (!(t->op & IL_TYPE_NAMED))
            return NULL;
    }
    return NULL;
}

/* The type tree a typedef name stands for, through typedefs. */
static const struct il_tree *through_typedefs(const struct sema *s, const struct il_tree *t)
{
    for (int depth = 0; t && depth < 8; depth++) {
        if (t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || !t->u.sym ||
            t->u.sym->kind != SYM_TYPEDEF || t->first)
            return t;
        const struct il_node *n = sema_typedef_at(s, t->u.sym->tok);
        if (!n || !n->type)
            return NULL;
        t = n->type;
    }
    return NULL;
}

/* Whether an array type (or an array of arrays) has a bound that is no
 * known constant: in a template, one that may depend on a template
 * parameter (`float As[TILE][TILE]`): the type is dependent, and so is
 * every expression of it ([temp.dep.expr]); cudafe++ judges none of
 * them at the definition. */
static bool dependent_bound(const struct sema *s, const struct il_tree *t)
{
    for (int depth = 0; t && t->kind == IL_type && t->sub == tk_array && depth < 8; depth++) {
        const struct il_tree *bound = t->first ? t->first->next : NULL;
        if (bound && !sema_classify(s, bound).has_value)
            return true;
        t = t->first;
    }
    return false;
}

struct sema_etype sema_class_of_type(const struct sema *s, const struct il_tree *t)
{
    if (is_reference(t))
        t = t->first;
    {
        /* an enumeration, or a pointer to a class, of the global namespace */
        const struct symbol *e = named_entity(s, t);
        if (e && e->kind == SYM_ENUM && e->parent == s->il->global) {
            struct sema_etype r = etype(SEMA_ENUM, t);
            r.cls = e;
            return r;
        }
        const struct il_tree *u = through_typedefs(s, t);
        if (u && u->kind == IL_type && u->sub == tk_pointer && !is_reference(u)) {
            const struct symbol *c = named_entity(s, u->first);
            if (c && global_class(s, c, 0)) {
                struct sema_etype r = etype(SEMA_CLASS_PTR, u);
                r.cls = c;
                return r;
            }
        }
    }
    if (is_arith(t))
        return arith_etype(sema_arith_of_type(s, t), t);
    enum arith_id a = t && t->kind == IL_type && (t->op & IL_TYPE_NAMED) ? sema_arith_of_type(s, t)
                                                                         : ARITH_NONE;
    if (a != ARITH_NONE)   /* a typedef of an arithmetic type */
        return arith_etype(a, t);
    if (t && t->kind == IL_type && t->sub == tk_pointer && sema_type_is_fundamental(t))
        return etype(SEMA_POINTER, t);
    if (t && t->kind == IL_type && t->sub == tk_array && sema_type_is_fundamental(t) &&
        !(s->in_template && dependent_bound(s, t)))
        return etype(SEMA_POINTER, t);   /* decays; t->first: the element */
    return etype(SEMA_UNKNOWN, NULL);
}

static const struct sema_etype unknown = { SEMA_UNKNOWN, NULL, false, false, NULL, NULL, ARITH_NONE, false, false, 0 };

static bool known(struct sema_etype e)
{
    return e.kind != SEMA_UNKNOWN;
}

/* At most this many nodes are looked at for one expression. */
#define EXPR_BUDGET 64

static struct sema_etype classify(const struct sema *s, const struct il_tree *e, int *budget);
static const struct il_tree *through_typedefs(const struct sema *s, const struct il_tree *t);

/* The result of a call whose callee is certain (sema_call_target: one
 * function however it was declared, using-declarations like libstdc++'s
 * `using std::rand;` included, and no argument-dependent candidate),
 * called with a number of arguments its parameters take. */
static struct sema_etype certain_callee_result(const struct sema *s, const struct il_tree *e)
{
    struct sema_callee cs;
    if (!sema_call_target((struct sema *)s, e, true, &cs) || !cs.first || cs.pack ||
        cs.nparams > 63)
        return unknown;
    unsigned nargs = 0, defaults = 0;
    for (const struct il_tree *a = e->first->next; a; a = a->next)
        nargs++;
    for (unsigned i = 0; i < cs.nparams; i++)
        defaults += (unsigned)((cs.defaults >> i) & 1);
    const struct il_tree *ft = cs.first->type;
    if (nargs > cs.nparams || nargs + defaults < cs.nparams || !ft || ft->kind != IL_type ||
        ft->sub != tk_routine || !ft->first || is_reference(ft->first))
        return unknown;
    return sema_class_of_type(s, ft->first);
}

/* A call of a global function every declaration of which returns the
 * same spelled arithmetic or fundamental pointer type, with arguments of
 * known class (so no other candidate can come in). */
static struct sema_etype call_result(const struct sema *s, const struct il_tree *e, int *budget)
{
    const struct il_tree *callee = e->first;
    if (callee && callee->kind == IL_expr_node && callee->sub == enk_operation &&
        (callee->op == eok_dot_field || callee->op == eok_points_to_field)) {
        /* o.f(...): a member function that alone has the name (no
         * overloads), returning an arithmetic type spelled with keywords */
        struct sema_callee cs;
        if (!sema_member_call_target((struct sema *)s, e, &cs) || !cs.first || cs.count == 0)
            return unknown;
        unsigned nargs = 0;
        for (const struct il_tree *a = callee->next; a; a = a->next)
            nargs++;
        const struct il_tree *ret = cs.first->type && cs.first->type->kind == IL_type &&
                                            cs.first->type->sub == tk_routine ? cs.first->type->first : NULL;
        if (nargs != cs.nparams || !ret || !is_arith(ret) || (ret->op & (IL_TYPE_NAMED | IL_CV_CONST | IL_CV_VOLATILE)))
            return unknown;
        return arith_etype(sema_arith_of_type(s, ret), ret);
    }
    if (!callee || callee->kind != IL_expr_node || callee->sub != enk_routine || !callee->u.sym)
        return unknown;
    const struct symbol *f = callee->u.sym;
    if (f->kind != SYM_FUNCTION)
        return unknown;
    struct sema_etype via = certain_callee_result(s, e);
    if (known(via) || f->parent != s->il->global)
        return via;
    for (const struct il_tree *a = callee->next; a; a = a->next) {
        struct sema_etype t = classify(s, a, budget);
        if (!known(t) || (t.kind == SEMA_CLASS_PTR && sema_friend_named(s, f->id)))
            return unknown;
    }
    const struct il_tree *ret = NULL;
    for (const struct symbol *x = scope_find_local(f->parent, f->id); x; x = x->next) {
        const struct il_node *n = sema_decl_at(s, x->tok);
        if (x->kind != SYM_FUNCTION || !n || n->kind != IL_routine || !n->type ||
            n->type->sub != tk_routine || !n->type->first)
            return unknown;
        struct sema_etype r = sema_class_of_type(s, n->type->first);
        if (!known(r) || is_reference(n->type->first))
            return unknown;
        if (ret && !sema_same_type(s, ret, n->type->first))
            return unknown;
        ret = n->type->first;
    }
    return ret ? sema_class_of_type(s, ret) : unknown;
}

/* (T)x, T(x), static_cast<T>(x): a value of type T; an integral
 * constant converted to an integral type stays one. */
static struct sema_etype cast_result(const struct sema *s, const struct il_tree *type,
                                     const struct il_tree *operand, int *budget)
{
    struct sema_etype r = sema_class_of_type(s, type);
    if (r.kind != SEMA_ARITH || operand->next)
        return r;
    struct sema_etype x = classify(s, operand, budget);
    if (x.has_value && r.arith != ARITH_NONE && arith_infos[r.arith].kind == ARITH_INTEGER)
        return int_constant(r.arith, x.value);
    return r;
}

/* The value of a op b for integral constants, false where it is not a
 * constant (division by zero, a shift out of range). */
static bool fold(int op, long long a, long long b, bool is_unsigned, long long *out)
{
    unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b;
    switch (op) {
    case eok_add: *out = (long long)(ua + ub); return true;
    case eok_subtract: *out = (long long)(ua - ub); return true;
    case eok_multiply: *out = (long long)(ua * ub); return true;
    case eok_divide: case eok_remainder:
        if (b == 0 || (!is_unsigned && a == LLONG_MIN && b == -1))
            return false;
        if (is_unsigned)
            *out = (long long)(op == eok_divide ? ua / ub : ua % ub);
        else
            *out = op == eok_divide ? a / b : a % b;
        return true;
    case eok_and: *out = a & b; return true;
    case eok_or: *out = a | b; return true;
    case eok_xor: *out = a ^ b; return true;
    case eok_shiftl: case eok_shiftr:
        if (b < 0 || b >= 64)
            return false;
        *out = op == eok_shiftl ? (long long)(ua << b)
                                : is_unsigned ? (long long)(ua >> b) : a >> b;
        return true;
    case eok_eq: *out = a == b; return true;
    case eok_ne: *out = a != b; return true;
    case eok_lt: *out = is_unsigned ? ua < ub : a < b; return true;
    case eok_gt: *out = is_unsigned ? ua > ub : a > b; return true;
    case eok_le: *out = is_unsigned ? ua <= ub : a <= b; return true;
    case eok_ge: *out = is_unsigned ? ua >= ub : a >= b; return true;
    case eok_land: *out = a && b; return true;
    case eok_lor: *out = a || b; return true;
    default: return false;
    }
}

/* x op y on arithmetic operands, of type t: a constant when both are. */
static struct sema_etype arith_result(int op, struct sema_etype x, struct sema_etype y,
                                      enum arith_id t)
{
    long long v;
    if (x.has_value && y.has_value && t != ARITH_NONE &&
        fold(op, x.value, y.value, arith_is_unsigned_integer(arith_usual(x.arith, y.arith)), &v))
        return int_constant(t, v);
    struct sema_etype r = arith_etype(t, NULL);
    r.constant = x.constant && y.constant;
    return r;
}

static bool is_integral(struct sema_etype e)
{
    return e.kind == SEMA_ARITH && e.arith != ARITH_NONE &&
           arith_infos[e.arith].kind == ARITH_INTEGER;
}

/* The data member o.m and p->m name, of a class of the global namespace
 * (its own member, not a base's; not a bit-field, whose promotions
 * differ), or NULL. */
static const struct il_node *field_decl(const struct sema *s, const struct il_tree *e, int *budget)
{
    const struct il_tree *obj = e->first, *name = obj ? obj->next : NULL;
    if (!name || name->next || name->kind != IL_name_reference ||
        sema_tok_kind(s, name->tok) != TOK_IDENTIFIER)
        return NULL;
    const struct symbol *c = NULL;
    if (e->op == eok_dot_field) {
        const struct il_tree *type = sema_declared_type(s, obj, true);
        c = type ? named_entity(s, type) : NULL;
        if (c && !global_class(s, c, 0))
            c = NULL;
    } else if (e->op == eok_points_to_field) {
        struct sema_etype p = classify(s, obj, budget);
        c = p.kind == SEMA_CLASS_PTR ? p.cls : NULL;
    }
    if (!c || c->kind != SYM_CLASS || !c->members)
        return NULL;
    const struct symbol *m = scope_find_local(c->members, sema_ident(s, name->tok));
    if (!m || m->next || m->kind != SYM_VARIABLE)
        return NULL;
    const struct il_node *f = ptrmap_get(&s->field_by_tok, (void *)(uintptr_t)(m->tok + 1));
    if (!f || f->kind != IL_field || !f->type || sema_tok_kind(s, m->tok + 1) == TOK_COLON)
        return NULL;
    return f;
}

const struct il_node *sema_field_of(const struct sema *s, const struct il_tree *e)
{
    int budget = EXPR_BUDGET;
    return e && e->kind == IL_expr_node && e->sub == enk_operation &&
                   (e->op == eok_dot_field || e->op == eok_points_to_field)
               ? field_decl(s, e, &budget) : NULL;
}

/* o.m and p->m: the member's declared type. */
static struct sema_etype field(const struct sema *s, const struct il_tree *e, int *budget)
{
    const struct il_node *f = field_decl(s, e, budget);
    if (!f)
        return unknown;
    struct sema_etype r = sema_class_of_type(s, f->type);
    r.constant = r.has_value = r.zero = false;
    return r;
}

/* The declared type of a variable or parameter named by e, or NULL. */
static const struct il_tree *declared_type(const struct sema *s, const struct il_tree *e)
{
    if (e->kind != IL_expr_node || !e->u.sym)
        return NULL;
    if (e->sub == enk_variable) {
        const struct il_node *n = sema_decl_at(s, e->u.sym->tok);
        return n && n->kind == IL_variable ? n->type : NULL;
    }
    if (e->sub == enk_param_ref) {
        const struct il_param *p = sema_param_at(s, e->u.sym->tok);
        return p && !p->pack ? p->type : NULL;
    }
    return NULL;
}

static struct sema_etype operation(const struct sema *s, const struct il_tree *e, int *budget)
{
    const struct il_tree *a = e->first, *b = a ? a->next : NULL;
    if (e->op == eok_dot_field || e->op == eok_points_to_field)
        return field(s, e, budget);
    if (e->op == eok_cast)   /* (T)x, T(x): the result has type T */
        return a && b ? cast_result(s, a, b, budget) : unknown;
    if (e->op == eok_call)
        return call_result(s, e, budget);
    struct sema_etype x = a ? classify(s, a, budget) : unknown;
    struct sema_etype y = b ? classify(s, b, budget) : unknown;
    bool both_arith = x.kind == SEMA_ARITH && y.kind == SEMA_ARITH;
    switch (e->op) {
    case eok_add: case eok_subtract:
        if (both_arith)
            return arith_result(e->op, x, y, arith_usual(x.arith, y.arith));
        /* pointer arithmetic: with an integral operand only */
        if (x.kind == SEMA_POINTER && is_integral(y)) {
            struct sema_etype r = etype(SEMA_POINTER, x.type);
            r.str = x.str;
            return r;
        }
        if (e->op == eok_add && is_integral(x) && y.kind == SEMA_POINTER) {
            struct sema_etype r = etype(SEMA_POINTER, y.type);
            r.str = y.str;
            return r;
        }
        if (e->op == eok_subtract && x.kind == SEMA_POINTER && y.kind == SEMA_POINTER)
            return arith_etype(arith_target.ptrdiff_type, NULL);   /* std::ptrdiff_t */
        return unknown;
    case eok_multiply: case eok_divide:
        return both_arith ? arith_result(e->op, x, y, arith_usual(x.arith, y.arith)) : unknown;
    case eok_remainder: case eok_and: case eok_or: case eok_xor:
        return is_integral(x) && is_integral(y)
                   ? arith_result(e->op, x, y, arith_usual(x.arith, y.arith)) : unknown;
    case eok_shiftl: case eok_shiftr:
        return is_integral(x) && is_integral(y) ? arith_result(e->op, x, y, arith_promote(x.arith))
                                                : unknown;
    case eok_negate: case eok_unary_plus: case eok_complement:
        if (x.kind != SEMA_ARITH || b || (e->op == eok_complement && !is_integral(x)))
            return unknown;
        if (x.has_value && is_integral(x)) {
            enum arith_id t = arith_promote(x.arith);
            long long v = e->op == eok_negate ? (long long)(0ULL - (unsigned long long)x.value)
                        : e->op == eok_complement ? ~x.value : x.value;
            return int_constant(t, v);
        }
        {
            struct sema_etype r = arith_etype(arith_promote(x.arith), NULL);
            r.constant = x.constant;
            return r;
        }
    case eok_eq: case eok_ne: case eok_lt: case eok_gt: case eok_le: case eok_ge:
    case eok_land: case eok_lor:
        if (both_arith)
            return arith_result(e->op, x, y, ARITH_bool);
        return known(x) && known(y) ? arith_etype(ARITH_bool, NULL) : unknown;
    case eok_not:
        if (!known(x) || b)
            return unknown;
        return x.has_value ? int_constant(ARITH_bool, !x.value) : arith_etype(ARITH_bool, NULL);
    case eok_assign: case eok_add_assign: case eok_subtract_assign: case eok_multiply_assign:
    case eok_divide_assign: case eok_remainder_assign: case eok_and_assign: case eok_or_assign:
    case eok_xor_assign: case eok_shiftl_assign: case eok_shiftr_assign:
        if (!known(x) || !known(y))
            return unknown;
        x.constant = x.has_value = x.zero = false;
        return x;
    case eok_pre_incr: case eok_pre_decr: case eok_post_incr: case eok_post_decr:
        if (b || !known(x))
            return unknown;
        x.constant = x.has_value = x.zero = false;
        return x;
    case eok_parens:
        return b ? unknown : x;
    case eok_comma:
        if (!known(x))
            return unknown;
        y.constant = y.has_value = y.zero = false;
        return y;
    case eok_indirect:
        if (x.kind == SEMA_POINTER && x.type && !b)
            return sema_class_of_type(s, x.type->first);
        return unknown;
    case eok_subscript:
        if (x.kind == SEMA_POINTER && x.type && is_integral(y))
            return sema_class_of_type(s, x.type->first);
        return unknown;
    case eok_address_of: {
        /* &x of a variable of fundamental type: a pointer to it */
        if (!known(x) || b || a->sub == enk_routine)
            return unknown;
        struct sema_etype r = etype(SEMA_POINTER, NULL);
        r.pointee = declared_type(s, a);
        if (r.pointee && (is_reference(r.pointee) || r.pointee->sub == tk_array))
            r.pointee = NULL;
        return r;
    }
    default:
        return unknown;
    }
}

/* The value and type of an integer literal (exprs/literals.c). */
static struct sema_etype int_literal(const char *text, size_t len)
{
    unsigned long long v;
    enum arith_id a = literal_integer(text, len, &v);
    return a == ARITH_NONE ? arith_etype(ARITH_NONE, NULL) : int_constant(a, (long long)v);
}

/* A character literal: its type by prefix; the value of a plain one. */
static struct sema_etype char_literal(const char *text, size_t len)
{
    bool has_value;
    long long v;
    enum arith_id a = literal_char(text, len, &has_value, &v);
    return has_value ? int_constant(a, v) : arith_etype(a, NULL);
}

static struct sema_etype float_literal(const char *text, size_t len)
{
    struct sema_etype e = arith_etype(literal_float(text, len), NULL);
    e.constant = true;
    return e;
}

/* A non-type template parameter declared with integer keywords (`int
 * BLOCK`, `unsigned N`): a value of that type, not known (a prvalue).
 * Only for the operand checks: cudafe++ treats expressions of such
 * parameters as value-dependent (no 186, no call checks) except where
 * an operand's class alone decides (`"s" * BLOCK`). */
enum arith_id sema_int_keywords(const struct sema *s, uint32_t b, uint32_t e)
{
    unsigned longs = 0, unsign = 0, sign = 0, shorts = 0, chars = 0, ints = 0;
    if (e <= b || e - b > 6)
        return ARITH_NONE;
    for (uint32_t t = b; t < e; t++) {
        switch (sema_tok_kind(s, t)) {
        case TOK_LONG: longs++; break;
        case TOK_UNSIGNED: unsign++; break;
        case TOK_SIGNED: sign++; break;
        case TOK_SHORT: shorts++; break;
        case TOK_CHAR: chars++; break;
        case TOK_INT: ints++; break;
        default: return ARITH_NONE;   /* (auto, a typedef, a class ...) */
        }
    }
    if (longs > 2 || unsign + sign > 1 || (shorts && (longs || chars)) || (chars && (longs || ints)))
        return ARITH_NONE;
    return chars ? (unsign ? ARITH_unsigned_char : sign ? ARITH_signed_char : ARITH_char)
           : shorts ? (unsign ? ARITH_unsigned_short : ARITH_short)
           : longs == 2 ? (unsign ? ARITH_unsigned_long_long : ARITH_long_long)
           : longs == 1 ? (unsign ? ARITH_unsigned_long : ARITH_long)
           : unsign ? ARITH_unsigned_int : ARITH_int;
}

struct sema_etype sema_value_param(const struct sema *s, const struct symbol *p)
{
    /* its type: the keywords back to the `<` or `,` before it */
    uint32_t b = p->tok;
    while (b > 0 && p->tok - b < 6 && sema_tok_kind(s, b - 1) != TOK_COMMA &&
           sema_tok_kind(s, b - 1) != TOK_LT)
        b--;
    enum arith_id a = sema_int_keywords(s, b, p->tok);
    return a == ARITH_NONE ? unknown : arith_etype(a, NULL);
}

static struct sema_etype classify(const struct sema *s, const struct il_tree *e, int *budget)
{
    if (!e || --*budget < 0 || e->kind != IL_expr_node)
        return unknown;
    switch (e->sub) {
    case enk_constant: {
        const struct token *t = lexer_token(s->lx, e->tok);
        const char *text = lexer_text(s->lx, t);
        switch (t->kind) {
        case TOK_INT_LITERAL: {
            struct sema_etype r = int_literal(text, t->len);
            r.zero = t->len == 1 && text[0] == '0';
            return r;
        }
        case TOK_FLOAT_LITERAL:
            return float_literal(text, t->len);
        case TOK_CHAR_LITERAL:
            return char_literal(text, t->len);
        case TOK_TRUE: case TOK_FALSE:
            return int_constant(ARITH_bool, t->kind == TOK_TRUE);
        case TOK_STRING_LITERAL: {
            struct sema_etype r = etype(SEMA_POINTER, NULL);
            r.str = text[0] == '"';
            return r;
        }
        case TOK_NULLPTR:
            return etype(SEMA_NULLPTR, NULL);
        case TOK_IDENTIFIER: {
            /* an enumerator of an enumeration of the global namespace */
            const struct symbol *en = e->u.sym ? sema_enum_of(s, e->u.sym->tok) : NULL;
            if (en && en->parent == s->il->global) {
                struct sema_etype r = etype(SEMA_ENUM, NULL);
                r.cls = en;
                return r;
            }
            return unknown;
        }
        default:
            return unknown;   /* a user-defined literal */
        }
    }
    case enk_variable:
    case enk_field: {
        const struct symbol *sym = e->u.sym;
        const struct il_node *n = sym && e->sub == enk_variable ? sema_decl_at(s, sym->tok) : NULL;
        if (n && n->kind == IL_variable)
            return sema_class_of_type(s, n->type);
        /* a data member named in a member function's body */
        const struct il_node *f = sym && sym->kind == SYM_VARIABLE && sym->parent &&
                                  sym->parent->kind == SCOPE_CLASS
                                      ? ptrmap_get(&s->field_by_tok, (void *)(uintptr_t)(sym->tok + 1))
                                      : NULL;
        if (f && f->kind == IL_field && f->type && sema_tok_kind(s, sym->tok + 1) != TOK_COLON) {
            struct sema_etype r = sema_class_of_type(s, f->type);
            r.constant = r.has_value = r.zero = false;
            return r;
        }
        return unknown;
    }
    case enk_param_ref: {
        const struct symbol *sym = e->u.sym;
        const struct il_param *p = sym ? sema_param_at(s, sym->tok) : NULL;
        return p && !p->pack ? sema_class_of_type(s, p->type) : unknown;
    }
    case enk_sizeof:
    case enk_alignof: {
        struct sema_etype r = arith_etype(arith_target.size_t_type, NULL);   /* std::size_t */
        r.constant = true;   /* (of a complete type; its value is not computed) */
        return r;
    }
    case enk_condition: {
        const struct il_tree *c = e->first, *a = c ? c->next : NULL, *b = a ? a->next : NULL;
        if (!b || !known(classify(s, c, budget)))
            return unknown;
        struct sema_etype x = classify(s, a, budget), y = classify(s, b, budget);
        if (x.kind == SEMA_ARITH && y.kind == SEMA_ARITH)
            return arith_etype(arith_usual(x.arith, y.arith), NULL);
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
    /* every rule on an operator classifies its operands (and a call's
     * result classifies its callee's declarations): kept (sema_memo_get) */
    unsigned epoch;
    const struct sema_etype *kept = sema_memo_get((struct sema *)s, MEMO_CLASSIFY, e, &epoch);
    if (kept)
        return *kept;
    int budget = EXPR_BUDGET;
    struct sema_etype r = classify(s, e, &budget);
    /* (most answers are "not known": the one static record, no copy) */
    bool none = r.kind == unknown.kind && !r.type && !r.zero && !r.str && !r.pointee && !r.cls &&
                r.arith == unknown.arith && !r.constant && !r.has_value && !r.value;
    sema_memo_put((struct sema *)s, MEMO_CLASSIFY, e, epoch, none ? &unknown : &r,
                  none ? 0 : sizeof r);
    return r;
}

/* Two type trees spell the same type but for their top cv-qualifiers. */
static bool same_unqualified(const struct sema *s, const struct il_tree *a,
                             const struct il_tree *b)
{
    struct il_tree x = *a, y = *b;
    x.op &= (uint16_t)~(IL_CV_CONST | IL_CV_VOLATILE);
    y.op &= (uint16_t)~(IL_CV_CONST | IL_CV_VOLATILE);
    x.next = y.next = NULL;
    return sema_same_type(s, &x, &y);
}

/* cv-qualifiers of what a pointer type points to (an array: of its
 * elements), -1 if not known. */
static int pointee_cv(const struct il_tree *ptr)
{
    const struct il_tree *t = ptr && ptr->kind == IL_type ? ptr->first : NULL;
    if (!t || t->kind != IL_type || t->sub == tk_routine)
        return -1;
    return t->op & (IL_CV_CONST | IL_CV_VOLATILE);
}

bool sema_certainly_converts(const struct sema *s, const struct il_tree *param,
                             struct sema_etype arg)
{
    if (!param || param->kind != IL_type || is_reference(param))
        return false;
    param = through_typedefs(s, param);
    if (!param || is_reference(param))
        return false;
    /* a null pointer constant to any pointer */
    if (param->sub == tk_pointer && (arg.kind == SEMA_NULLPTR || (arg.kind == SEMA_ARITH && arg.zero)))
        return true;
    /* an enumeration: to itself; an unscoped one to arithmetic types */
    if (arg.kind == SEMA_ENUM) {
        const struct symbol *p = named_entity(s, param);
        if (p)
            return p == arg.cls;
        return is_arith(param) && !(arg.cls->flags & SYMF_SCOPED) &&
               sema_arith_of_type(s, param) != ARITH_bool;
    }
    /* a pointer: to void * (cv-qualifiers kept), or to a pointer to the
     * same class (more cv-qualified) */
    if (param->sub == tk_pointer && (arg.kind == SEMA_POINTER || arg.kind == SEMA_CLASS_PTR) &&
        param->first && param->first->kind == IL_type) {
        int have = arg.type ? pointee_cv(arg.type)
                 : arg.pointee && arg.pointee->kind == IL_type
                     ? arg.pointee->op & (IL_CV_CONST | IL_CV_VOLATILE) : -1;
        int want = pointee_cv(param);
        const struct il_tree *to = param->first;
        if (have < 0 || want < 0 || (have & ~want))
            ;
        else if (to->sub == tk_void && !(to->op & IL_TYPE_NAMED) && !to->first)
            return true;
        else if (arg.kind == SEMA_CLASS_PTR && named_entity(s, to) == arg.cls)
            return true;
        else if (arg.pointee && same_unqualified(s, to, arg.pointee))
            return true;
    }
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

const struct il_tree *sema_declared_type(const struct sema *s, const struct il_tree *e,
                                         bool through_reference)
{
    while (e && e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_parens &&
           e->first && !e->first->next)
        e = e->first;
    if (e && e->kind == IL_expr_node && e->sub == enk_operation &&
        (e->op == eok_dot_field || e->op == eok_points_to_field)) {
        int budget = EXPR_BUDGET;
        const struct il_node *f = field_decl(s, e, &budget);
        const struct il_tree *type = f ? f->type : NULL;
        if (through_reference && type && type->kind == IL_type && type->sub == tk_pointer &&
            (type->op & (IL_PTR_LREF | IL_PTR_RREF)))
            type = type->first;
        return type;
    }
    if (e && e->kind == IL_expr_node && e->sub == enk_operation && e->first &&
        ((e->op == eok_subscript && e->first->next && !e->first->next->next) ||
         (e->op == eok_indirect && !e->first->next))) {
        /* p[i] and *p: the element a pointer or array variable points to */
        const struct il_tree *base = sema_declared_type(s, e->first, true);
        base = base ? sema_full_type(s, base) : NULL;
        if (!base || base->kind != IL_type || (base->op & (IL_PTR_LREF | IL_PTR_RREF)) ||
            (base->sub != tk_pointer && base->sub != tk_array))
            return NULL;
        if (e->op == eok_subscript) {
            struct sema_etype i = sema_classify(s, e->first->next);
            if (i.kind != SEMA_ARITH || i.arith == ARITH_NONE ||
                arith_infos[i.arith].kind != ARITH_INTEGER)
                return NULL;
        }
        const struct il_tree *type = base->first;
        if (through_reference && type && type->kind == IL_type && type->sub == tk_pointer &&
            (type->op & (IL_PTR_LREF | IL_PTR_RREF)))
            type = type->first;
        return type;
    }
    if (!e || e->kind != IL_expr_node || !e->u.sym ||
        (e->sub != enk_variable && e->sub != enk_param_ref))
        return NULL;
    const struct il_tree *type = NULL;
    if (e->sub == enk_param_ref) {
        const struct il_param *p = sema_param_at(s, e->u.sym->tok);
        type = p && !p->pack ? p->type : NULL;
    } else {
        const struct il_node *n = sema_decl_at(s, e->u.sym->tok);
        type = n && n->kind == IL_variable ? n->type : NULL;
    }
    if (through_reference && type && type->kind == IL_type && type->sub == tk_pointer &&
        (type->op & (IL_PTR_LREF | IL_PTR_RREF)))
        type = type->first;
    return type;
}
