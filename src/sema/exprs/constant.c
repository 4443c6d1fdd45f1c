/* Integral constant expressions (constant.h).  Each value carries the
 * arithmetic type it has after the built-in rules (promotion, the usual
 * arithmetic conversions: types/arith.c), and is wrapped to that type's
 * width; an enumerator's value is an int when int holds it (the
 * promotion of an enumeration without a fixed type), else not known. */
#include "sema/exprs/constant.h"

#include <limits.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/entities/layout.h"
#include "sema/exprs/literals.h"
#include "sema/types/arith.h"

/* How deep an evaluation goes (nested operands and the initializers of
 * the variables and enumerators it reads). */
enum { MAX_DEPTH = 200 };

struct value {
    long long v;
    int arith;      /* enum arith_id, ARITH_NONE: not known */
};

static const struct value NONE = { 0, ARITH_NONE };

static bool is_integer(int a)
{
    return a != ARITH_NONE && arith_infos[a].kind == ARITH_INTEGER;
}

static struct value make(int a, long long v)
{
    return is_integer(a) ? (struct value){ arith_wrap((enum arith_id)a, v), a } : NONE;
}

static bool is_unsigned(int a)
{
    return a != ARITH_NONE && !arith_infos[a].is_signed;
}

static struct value eval(struct expr_typer *x, const struct il_tree *e, int depth);

/* The single expression an initializer holds (= e, (e), {e}). */
static const struct il_tree *initializer_expr(const struct il_tree *t)
{
    for (int i = 0; t && i < 4; i++) {
        if (t->kind != IL_expr_node)
            return NULL;
        if (t->sub != enk_initializer && t->sub != enk_braced_init_list)
            return t;
        if (!t->first || t->first->next)
            return NULL;
        t = t->first;
    }
    return NULL;
}

static struct value enumerator(struct expr_typer *x, const struct il_node *n, int depth)
{
    /* back to the nearest enumerator with an initializer, or to the
     * first (0), counting the steps */
    long long add = 0;
    const struct il_node *m = n;
    while (m && !m->init) {
        const struct il_node *prev = entities_previous_enumerator(x->es, m);
        if (!prev)
            break;
        m = prev;
        if (++add > 1000000)
            return NONE;
    }
    if (!m)
        return NONE;
    struct value base = m->init ? eval(x, initializer_expr(m->init), depth + 1)
                                : (struct value){ 0, ARITH_int };
    if (!is_integer(base.arith) || (is_unsigned(base.arith) && base.v < 0))
        return NONE;
    long long v;
    if (__builtin_add_overflow(base.v, add, &v) || v < INT_MIN || v > INT_MAX)
        return NONE;
    return make(ARITH_int, v);
}

/* A variable usable in constant expressions: constexpr, or a const
 * integral one with an initializer ([expr.const]/4). */
static struct value variable(struct expr_typer *x, const struct symbol *sym, int depth)
{
    const struct entity *ent = entity_of(x->es, sym);
    if (!ent || ent->kind != ENT_VARIABLE || !ent->type || !ent->decl || !ent->decl->init)
        return NONE;
    const struct type *c = type_canonical(ent->type);
    if (c->kind != TYPE_arithmetic || !is_integer(c->u.arith) ||
        (!(ent->decl->flags & IL_F_CONSTEXPR) && !(c->cv & TYPE_CONST)) || (c->cv & TYPE_VOLATILE))
        return NONE;
    struct value v = eval(x, initializer_expr(ent->decl->init), depth + 1);
    return is_integer(v.arith) ? make(c->u.arith, v.v) : NONE;
}

bool expr_sizeof(struct expr_typer *x, const struct type *t, unsigned long long *size)
{
    unsigned long long align;
    return entities_type_size(x->es, t, size, &align);
}

/* sizeof or alignof (of a type or an expression's type). */
static struct value size_of(struct expr_typer *x, const struct il_tree *e)
{
    const struct il_tree *o = e->first;
    if (!o || o->next)
        return NONE;
    const struct type *t = NULL;
    if (o->kind == IL_type) {
        t = decl_type_of_tree(x->es->dt, o);
    } else {
        struct expr_type r = expr_type_of(x, o);
        t = r.type;
    }
    unsigned long long n, align;
    if (!t || !entities_type_size(x->es, t, &n, &align))
        return NONE;
    if (e->sub == enk_alignof)
        n = align;
    if (n > (unsigned long long)LLONG_MAX)
        return NONE;
    return make(arith_target.size_t_type, (long long)n);
}

static struct value literal(struct expr_typer *x, const struct il_tree *e, int depth)
{
    if (e->u.sym) {
        const struct entity *ent = entity_of(x->es, e->u.sym);
        return ent && ent->kind == ENT_ENUMERATOR ? enumerator(x, ent->decl, depth) : NONE;
    }
    const struct token *t = lexer_token(x->lx, e->tok);
    const char *text = lexer_text(x->lx, t);
    switch (t->kind) {
    case TOK_TRUE:
        return make(ARITH_bool, 1);
    case TOK_FALSE:
        return make(ARITH_bool, 0);
    case TOK_INT_LITERAL: {
        unsigned long long v;
        int a = literal_integer(text, t->len, &v);
        return a == ARITH_NONE ? NONE : make(a, (long long)v);
    }
    case TOK_CHAR_LITERAL: {
        bool has;
        long long v;
        if (t->len > 2 && text[0] == 'u' && text[1] == '8')
            return NONE;
        int a = literal_char(text, t->len, &has, &v);
        return has ? make(a, v) : NONE;
    }
    default:
        return NONE;
    }
}

/* a op b in type r (both converted to it); false on overflow of a signed
 * type, division by zero, a shift out of range. */
static bool fold(int op, long long a, long long b, int r, long long *out)
{
    bool u = is_unsigned(r);
    unsigned long long ua = (unsigned long long)a, ub = (unsigned long long)b;
    switch (op) {
    case eok_add:
        if (u) { *out = (long long)(ua + ub); return true; }
        return !__builtin_add_overflow(a, b, out);
    case eok_subtract:
        if (u) { *out = (long long)(ua - ub); return true; }
        return !__builtin_sub_overflow(a, b, out);
    case eok_multiply:
        if (u) { *out = (long long)(ua * ub); return true; }
        return !__builtin_mul_overflow(a, b, out);
    case eok_divide:
    case eok_remainder:
        if (b == 0 || (!u && a == LLONG_MIN && b == -1))
            return false;
        if (u)
            *out = (long long)(op == eok_divide ? ua / ub : ua % ub);
        else
            *out = op == eok_divide ? a / b : a % b;
        return true;
    case eok_and: *out = a & b; return true;
    case eok_or: *out = a | b; return true;
    case eok_xor: *out = a ^ b; return true;
    default:
        return false;
    }
}

/* The value fits the type's width: a signed result that wrapped when
 * narrowed overflowed. */
static struct value checked(int a, long long v)
{
    struct value r = make(a, v);
    if (r.arith != ARITH_NONE && !is_unsigned(a) && r.v != v)
        return NONE;
    return r;
}

static struct value binary(struct expr_typer *x, int op, const struct il_tree *p,
                           const struct il_tree *q, int depth)
{
    if (op == eok_land || op == eok_lor) {
        struct value a = eval(x, p, depth + 1);
        if (!is_integer(a.arith))
            return NONE;
        if ((op == eok_land && !a.v) || (op == eok_lor && a.v))
            return make(ARITH_bool, op == eok_lor);
        struct value b = eval(x, q, depth + 1);
        return is_integer(b.arith) ? make(ARITH_bool, b.v != 0) : NONE;
    }
    struct value a = eval(x, p, depth + 1), b = eval(x, q, depth + 1);
    if (!is_integer(a.arith) || !is_integer(b.arith))
        return NONE;
    if (op == eok_shiftl || op == eok_shiftr) {
        int r = arith_promote((enum arith_id)a.arith);
        long long width = 8LL * arith_infos[r].size;
        if (b.v < 0 || (is_unsigned(b.arith) && (unsigned long long)b.v >= 64) || b.v >= width)
            return NONE;
        if (op == eok_shiftr)
            return make(r, is_unsigned(r) ? (long long)((unsigned long long)a.v >> b.v) : a.v >> b.v);
        if (!is_unsigned(r) && (a.v < 0 || (b.v > 0 && a.v > (LLONG_MAX >> b.v))))
            return NONE;   /* (a negative or overflowing left shift) */
        return checked(r, (long long)((unsigned long long)a.v << b.v));
    }
    int r = arith_usual((enum arith_id)a.arith, (enum arith_id)b.arith);
    if (!is_integer(r))
        return NONE;
    long long av = make(r, a.v).v, bv = make(r, b.v).v;
    bool u = is_unsigned(r);
    switch (op) {
    case eok_eq: return make(ARITH_bool, av == bv);
    case eok_ne: return make(ARITH_bool, av != bv);
    case eok_lt: return make(ARITH_bool, u ? (unsigned long long)av < (unsigned long long)bv : av < bv);
    case eok_gt: return make(ARITH_bool, u ? (unsigned long long)av > (unsigned long long)bv : av > bv);
    case eok_le: return make(ARITH_bool, u ? (unsigned long long)av <= (unsigned long long)bv : av <= bv);
    case eok_ge: return make(ARITH_bool, u ? (unsigned long long)av >= (unsigned long long)bv : av >= bv);
    default: {
        long long out;
        if (!fold(op, av, bv, r, &out))
            return NONE;
        return u ? make(r, out) : checked(r, out);
    }
    }
}

static struct value unary(struct expr_typer *x, int op, const struct il_tree *p, int depth)
{
    struct value a = eval(x, p, depth + 1);
    if (!is_integer(a.arith))
        return NONE;
    if (op == eok_not)
        return make(ARITH_bool, !a.v);
    int r = arith_promote((enum arith_id)a.arith);
    switch (op) {
    case eok_unary_plus:
        return make(r, a.v);
    case eok_complement:
        return make(r, ~a.v);
    case eok_negate:
        if (is_unsigned(r))
            return make(r, (long long)(0ULL - (unsigned long long)a.v));
        return a.v == LLONG_MIN ? NONE : checked(r, -a.v);
    default:
        return NONE;
    }
}

static struct value cast(struct expr_typer *x, const struct il_tree *e, int depth)
{
    const struct il_tree *t = e->first, *o = t ? t->next : NULL;
    if (!t || t->kind != IL_type || !o || o->next)
        return NONE;
    const struct type *to = decl_type_of_tree(x->es->dt, t);
    const struct type *c = to ? type_canonical(to) : NULL;
    if (!c || c->kind != TYPE_arithmetic || !is_integer(c->u.arith))
        return NONE;
    if (o->kind == IL_expr_node && (o->sub == enk_initializer || o->sub == enk_braced_init_list))
        o = initializer_expr(o);
    struct value v = eval(x, o, depth + 1);
    return is_integer(v.arith) ? make(c->u.arith, c->u.arith == ARITH_bool ? v.v != 0 : v.v) : NONE;
}

static struct value eval(struct expr_typer *x, const struct il_tree *e, int depth)
{
    if (!e || e->kind != IL_expr_node || depth > MAX_DEPTH)
        return NONE;
    const struct il_tree *a = e->first, *b = a ? a->next : NULL;
    switch (e->sub) {
    case enk_constant:
        return literal(x, e, depth);
    case enk_variable:
        return e->u.sym ? variable(x, e->u.sym, depth) : NONE;
    case enk_sizeof:
    case enk_alignof:
        return size_of(x, e);
    case enk_condition: {
        const struct il_tree *c = a, *p = b, *q = b ? b->next : NULL;
        if (!q || q->next)
            return NONE;
        struct value v = eval(x, c, depth + 1);
        if (!is_integer(v.arith))
            return NONE;
        struct value p1 = eval(x, p, depth + 1), q1 = eval(x, q, depth + 1);
        if (!is_integer(p1.arith) || !is_integer(q1.arith))
            return NONE;
        int r = p1.arith == q1.arith ? p1.arith : arith_usual((enum arith_id)p1.arith, (enum arith_id)q1.arith);
        return make(r, v.v ? p1.v : q1.v);
    }
    case enk_operation:
        break;
    default:
        return NONE;
    }
    switch (e->op) {
    case eok_parens:
        return a && !b ? eval(x, a, depth + 1) : NONE;
    case eok_add: case eok_subtract: case eok_multiply: case eok_divide: case eok_remainder:
    case eok_and: case eok_or: case eok_xor: case eok_shiftl: case eok_shiftr:
    case eok_eq: case eok_ne: case eok_lt: case eok_gt: case eok_le: case eok_ge:
    case eok_land: case eok_lor:
        return b && !b->next ? binary(x, e->op, a, b, depth) : NONE;
    case eok_negate: case eok_unary_plus: case eok_complement: case eok_not:
        return a && !b ? unary(x, e->op, a, depth) : NONE;
    case eok_cast:
        return cast(x, e, depth);
    default:
        return NONE;
    }
}

bool expr_constant(struct expr_typer *x, const struct il_tree *e, long long *value, int *arith)
{
    struct value v = eval(x, e, 0);
    if (!is_integer(v.arith))
        return false;
    *value = v.v;
    *arith = v.arith;
    return true;
}
