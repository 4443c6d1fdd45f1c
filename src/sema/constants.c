/* Constant evaluation ([expr.const]): the value of an integral constant
 * expression where the language needs one (static_assert, array bounds,
 * case labels, bit-field widths).  Certain or silent: a value is given
 * only where every part of the expression is modelled -- literals, the
 * built-in operators on integral operands, conditional expressions,
 * casts to integral types, sizeof and alignof of fundamental types and
 * enumerations, enumerators, constexpr (or const integral) variables with constant
 * initializers, and calls of constexpr functions whose body is one
 * return statement.  Anything else, and anything undefined (a signed
 * overflow, a division by zero, a shift out of range), is "not known":
 * the caller stays silent. */
#include <ctype.h>
#include <limits.h>
#include <stdlib.h>
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

/* The values of a constexpr function's parameters in one call. */
struct frame {
    const struct il_node *fn;
    struct sema_const args[8];
    unsigned nargs;
};

static bool eval(struct sema *s, const struct il_tree *e, const struct frame *f, int depth,
                 struct sema_const *out);

/* The template parameters of the class template instance being checked
 * (sema_check_instance): a value parameter's value, a type parameter's
 * arithmetic type.  NULL outside that check. */
struct bindings {
    const struct ident *names[8];
    bool is_type[8];
    struct sema_const value[8];   /* (a type parameter: .a is the type) */
    unsigned n;
};
static const struct bindings *bound;

/* --max_depth_constexpr_call: the calls of constexpr functions the
 * evaluation is in (cudafe++ counts a call from its start, its
 * arguments' calls inside it; a constexpr variable's initializer folds
 * the arguments of its own calls first, each on its own), and what
 * stopped it: DEEP_CALL a modelled call one deeper than the limit (the
 * first thing that fails, so cudafe++ stops there too), DEEP_HIDDEN one
 * in a variable's or an enumerator's initializer (that entity is then
 * not constant: not reported where it is used). */
enum { DEEP_NONE, DEEP_CALL, DEEP_HIDDEN };
static long call_depth;
static int deep;
static bool var_mode;

/* --max_cost_constexpr_call=N: what the evaluation has cost so far, as
 * cudafe++ counts it (probed on sums, nestings and recursions of
 * one-return functions): a call costs 2 when it starts, before its
 * arguments, and 1 when it returns; a call starts only while the cost,
 * plus N/D for each call it is nested in (its arguments' calls
 * included; D is --max_depth_constexpr_call, 256 by default), is below
 * N.  A constexpr variable's own calls each start from none, as their
 * arguments do (var_mode, as for the depth). */
static long long call_cost;

/* The call-depth state of an evaluation, saved while another one runs
 * from none (eval_apart, eval_top). */
struct depth_state {
    long call_depth;
    long long call_cost;
    int deep;
    bool var_mode;
};

static struct depth_state depth_begin(bool as_var)
{
    struct depth_state was = { call_depth, call_cost, deep, var_mode };
    call_depth = 0;
    call_cost = 0;
    deep = DEEP_NONE;
    var_mode = as_var;
    return was;
}

static void depth_end(struct depth_state was)
{
    call_depth = was.call_depth;
    call_cost = was.call_cost;
    deep = was.deep;
    var_mode = was.var_mode;
}

static const struct sema_const *binding(const struct sema *s, uint32_t tok, bool type)
{
    if (!bound || sema_tok_kind(s, tok) != TOK_IDENTIFIER)
        return NULL;
    const struct ident *id = sema_ident(s, tok);
    for (unsigned i = 0; i < bound->n; i++)
        if (bound->names[i] == id && bound->is_type[i] == type)
            return &bound->value[i];
    return NULL;
}

/* A declaration in a template, or in a specialization: its value may be
 * another in the instance the name means (the primary template's member
 * for `A<int>::v` where A<int> is specialized) -- not judged. */
static bool in_template(const struct il_node *n)
{
    for (const struct scope *sc = n->scope; sc; sc = sc->parent)
        if (sc->kind == SCOPE_TEMPLATE)
            return true;
    return (n->flags & (IL_F_TEMPLATE | IL_F_SPEC)) != 0;
}

bool sema_node_in_template(const struct il_node *n)
{
    return in_template(n);
}

static bool is_int(enum arith_id a)
{
    return a != ARITH_NONE && arith_infos[a].kind == ARITH_INTEGER && arith_infos[a].size <= 8;
}

/* v converted to integral type a ([conv.integral]: modulo 2^N). */
static struct sema_const convert(enum arith_id a, long long v)
{
    return (struct sema_const){ a, arith_wrap(a, v) };
}

/* Does v fit type a without change (a signed result that overflowed is
 * undefined: not a constant). */
static bool fits(enum arith_id a, long long v, bool wide_unsigned)
{
    if (!arith_infos[a].is_signed)
        return true;
    if (wide_unsigned)
        return false;
    return convert(a, v).v == v;
}

/* The value of a op b, both converted to type t (the usual arithmetic
 * conversions' result, or the promoted left operand for shifts). */
static bool binary(int op, struct sema_const a, struct sema_const b, enum arith_id t,
                   struct sema_const *out)
{
    bool uns = !arith_infos[t].is_signed;
    int bits = 8 * arith_infos[t].size;
    struct sema_const x = convert(t, a.v), y = convert(t, b.v);
    unsigned long long ux = (unsigned long long)x.v, uy = (unsigned long long)y.v;
    long long r;
    switch (op) {
    case eok_add:
        if (uns)
            return *out = convert(t, (long long)(ux + uy)), true;
        if (__builtin_add_overflow(x.v, y.v, &r) || !fits(t, r, false))
            return false;
        break;
    case eok_subtract:
        if (uns)
            return *out = convert(t, (long long)(ux - uy)), true;
        if (__builtin_sub_overflow(x.v, y.v, &r) || !fits(t, r, false))
            return false;
        break;
    case eok_multiply:
        if (uns)
            return *out = convert(t, (long long)(ux * uy)), true;
        if (__builtin_mul_overflow(x.v, y.v, &r) || !fits(t, r, false))
            return false;
        break;
    case eok_divide: case eok_remainder:
        if (y.v == 0)
            return false;
        if (uns)
            return *out = convert(t, (long long)(op == eok_divide ? ux / uy : ux % uy)), true;
        if (x.v == LLONG_MIN && y.v == -1)
            return false;
        r = op == eok_divide ? x.v / y.v : x.v % y.v;
        if (!fits(t, r, false))
            return false;
        break;
    case eok_and: r = x.v & y.v; break;
    case eok_or: r = x.v | y.v; break;
    case eok_xor: r = x.v ^ y.v; break;
    case eok_shiftl: case eok_shiftr:
        /* (the right operand is not converted: its own value counts) */
        if (b.v < 0 || b.v >= bits)
            return false;
        if (op == eok_shiftr)
            return *out = convert(t, uns ? (long long)(ux >> b.v) : x.v >> b.v), true;
        if (uns)
            return *out = convert(t, (long long)(ux << b.v)), true;
        /* a negative left operand or a result the type cannot hold:
         * undefined before C++20 -- not judged */
        if (x.v < 0 || (b.v > 0 && (ux >> (bits - 1 - b.v)) != 0))
            return false;
        r = (long long)(ux << b.v);
        break;
    case eok_eq: r = x.v == y.v; t = ARITH_bool; break;
    case eok_ne: r = x.v != y.v; t = ARITH_bool; break;
    case eok_lt: r = uns ? ux < uy : x.v < y.v; t = ARITH_bool; break;
    case eok_gt: r = uns ? ux > uy : x.v > y.v; t = ARITH_bool; break;
    case eok_le: r = uns ? ux <= uy : x.v <= y.v; t = ARITH_bool; break;
    case eok_ge: r = uns ? ux >= uy : x.v >= y.v; t = ARITH_bool; break;
    default:
        return false;
    }
    *out = convert(t, r);
    return true;
}

static bool enumerator(struct sema *s, const struct il_node *n, int depth, struct sema_const *out);

/* The size (and alignment) of enumeration e, defined outside templates:
 * its fixed underlying type's (`enum E : short`, written in keywords),
 * int's for a scoped one without; an unscoped one's values all fit int
 * (else not judged), so int's too -- with --short_enums the smallest of
 * 1, 2, 4 bytes that holds them all (a signed type's range when one is
 * negative; none: 1).  0 when not known (attributes, a typedef as the
 * underlying type ...). */
static long long enum_size(struct sema *s, const struct symbol *e)
{
    static bool busy;   /* (sizeof(E) in E's own enumerators: not judged) */
    if (busy || !e->members || e->members->kind != SCOPE_ENUM)
        return 0;
    for (const struct scope *sc = e->parent; sc; sc = sc->parent)
        if (sc->kind == SCOPE_TEMPLATE)
            return 0;
    uint32_t at = e->tok;
    int before = at ? sema_tok_kind(s, at - 1) : 0;
    if (!(before == TOK_ENUM ||
          ((before == TOK_CLASS || before == TOK_STRUCT) && at >= 2 && sema_tok_kind(s, at - 2) == TOK_ENUM)))
        return 0;   /* (attributes before the name) */
    /* `enum E { ... } __attribute__((packed))`: not judged */
    uint32_t open = at + 1;
    while (open < at + 9 && sema_tok_kind(s, open) != TOK_LBRACE && sema_tok_kind(s, open) != TOK_SEMI)
        open++;
    if (sema_tok_kind(s, open) == TOK_LBRACE) {
        uint32_t close = lexer_match_bracket(s->lx, open);
        if (!close || sema_tok_kind(s, close + 1) == TOK_ATTRIBUTE)
            return 0;
    }
    bool scoped = e->flags & SYMF_SCOPED;
    int next = sema_tok_kind(s, at + 1);
    if (next == TOK_COLON) {
        uint32_t end = at + 2;
        while (end < at + 9 && sema_tok_kind(s, end) != TOK_LBRACE && sema_tok_kind(s, end) != TOK_SEMI)
            end++;
        enum arith_id a = sema_int_keywords(s, at + 2, end);
        return a == ARITH_NONE ? 0 : arith_infos[a].size;
    }
    if (next != TOK_LBRACE)
        return 0;
    if (scoped)
        return arith_infos[ARITH_int].size;
    long long lo = 0, hi = 0;
    bool any = false, known = true;
    const struct scope *m = e->members;
    busy = true;
    for (uint32_t i = 0; known && i < m->nslots; i++)
        for (const struct symbol *x = m->slots ? m->slots[i] : NULL; known && x; x = x->next) {
            struct sema_const v;
            known = x->kind == SYM_ENUMERATOR &&
                    enumerator(s, sema_constant_at(s, x->tok), 0, &v);
            if (!known)
                break;
            lo = any && lo < v.v ? lo : v.v;
            hi = any && hi > v.v ? hi : v.v;
            any = true;
        }
    busy = false;
    if (!known)
        return 0;
    if (!s->opt.short_enums)
        return arith_infos[ARITH_int].size;
    if (lo >= 0)
        return hi <= 255 ? 1 : hi <= 65535 ? 2 : 4;
    return lo >= -128 && hi <= 127 ? 1 : lo >= -32768 && hi <= 32767 ? 2 : 4;
}

/* sizeof or alignof of a fundamental type (a pointer: 8 on the LP64
 * targets nvcc's host compilers use, 4 with --m32); 0 when not known. */
static long long size_of(struct sema *s, const struct il_tree *type, bool align)
{
    if (!type || type->kind != IL_type)
        return 0;
    if (type->sub == tk_pointer && !(type->op & (IL_PTR_LREF | IL_PTR_RREF)) && !type->next &&
        sema_type_is_fundamental(type))
        return arith_target.pointer_size;
    if (type->sub == tk_pointer)
        return 0;
    if ((type->op & IL_TYPE_NAMED) && type->u.sym && type->u.sym->kind == SYM_ENUM &&
        !type->first && !(type->op & (IL_PTR_LREF | IL_PTR_RREF)))
        return enum_size(s, type->u.sym);
    if (type->sub == tk_template_param && !type->first) {
        const struct sema_const *b = binding(s, type->tok, true);
        return b ? arith_infos[b->a].size : 0;
    }
    enum arith_id a = sema_arith_of_type(s, type);
    if (a == ARITH_NONE)
        return 0;
    (void)align;   /* (a fundamental type's alignment is its size here) */
    return arith_infos[a].size;
}

static bool call_in(struct sema *s, const struct il_tree *e, const struct frame *f, int depth,
                    const struct il_node *fn, enum arith_id rt, const struct il_tree *ret,
                    bool args_apart, struct sema_const *out);
static bool eval_apart(struct sema *s, const struct il_tree *e, bool as_var, int depth,
                       struct sema_const *out);

/* Does e name a parameter of the function it is in (an argument of a
 * call in a body that depends on the call's arguments)? */
static bool uses_params(const struct il_tree *e, int depth)
{
    for (; e; e = e->next) {
        if (depth > 64 || (e->kind == IL_expr_node && e->sub == enk_param_ref) ||
            uses_params(e->first, depth + 1))
            return true;
    }
    return false;
}

/* A constexpr function whose body is `{ return e; }`: e's value with the
 * arguments bound to its parameters. */
static bool call(struct sema *s, const struct il_tree *e, const struct frame *f, int depth,
                 struct sema_const *out)
{
    if (f && e->first && !uses_params(e->first->next, 0)) {
        /* a call in a body whose arguments name no parameter: cudafe++
         * folded it when it read the body, as a constexpr variable's
         * initializer (its calls counted from none), and a call too deep
         * or too costly there stops the evaluation that meets it */
        struct depth_state was = depth_begin(true);
        bool ok = call(s, e, NULL, depth, out);
        bool stopped = !ok && deep == DEEP_CALL;
        depth_end(was);
        if (stopped && deep == DEEP_NONE)
            deep = DEEP_CALL;
        return ok;
    }
    struct sema_callee c;
    memset(&c, 0, sizeof c);
    if (!sema_call_target(s, e, false, &c) || !c.first || c.count != 1)
        return false;
    const struct il_node *fn = c.first;   /* (declared once: its definition) */
    if (fn->kind != IL_routine || !(fn->flags & IL_F_CONSTEXPR) || in_template(fn) ||
        !fn->body || !fn->type || fn->type->sub != tk_routine)
        return false;
    const struct il_tree *body = fn->body, *ret = body->first;
    if (body->kind != IL_statement || body->sub != stmk_block || !ret || ret->next ||
        ret->kind != IL_statement || ret->sub != stmk_return || !ret->first)
        return false;
    enum arith_id rt = sema_arith_of_type(s, fn->type->first);
    if (!is_int(rt) || (fn->type->first->op & (IL_PTR_LREF | IL_PTR_RREF)))
        return false;
    bool args_apart = var_mode && !f;   /* (a constexpr variable's own calls) */
    long limit = s->opt.call_depth_limit;
    long long cost_limit = s->opt.call_cost_limit;
    if (args_apart)
        call_cost = 0;
    if ((limit && call_depth >= limit) ||
        (cost_limit && call_cost + cost_limit / (limit ? limit : 256) * call_depth >= cost_limit)) {
        if (deep == DEEP_NONE)
            deep = DEEP_CALL;
        return false;
    }
    call_cost += 2;
    if (!args_apart)
        call_depth++;
    bool ok = call_in(s, e, f, depth, fn, rt, ret, args_apart, out);
    if (!args_apart)
        call_depth--;
    call_cost++;
    return ok;
}

/* call(), past the checks: the arguments, then the body. */
static bool call_in(struct sema *s, const struct il_tree *e, const struct frame *f, int depth,
                    const struct il_node *fn, enum arith_id rt, const struct il_tree *ret,
                    bool args_apart, struct sema_const *out)
{
    struct frame callee = { fn, { { 0, 0 } }, 0 };
    const struct il_tree *arg = e->first ? e->first->next : NULL;
    long long cost = call_cost;   /* (args_apart: the body goes on from here) */
    for (const struct il_param *p = fn->params; p; p = p->next, arg = arg ? arg->next : NULL) {
        if (!arg || p->pack || callee.nargs == 8 || !p->type || p->type->kind != IL_type ||
            p->type->sub == tk_pointer)
            return false;   /* (a default argument, a reference: not followed) */
        enum arith_id pt = sema_arith_of_type(s, p->type);
        struct sema_const v;
        if (!is_int(pt) || !eval(s, arg, f, depth + 1, &v))
            return false;
        callee.args[callee.nargs++] = convert(pt, v.v);
    }
    if (arg)
        return false;
    struct sema_const v;
    if (args_apart) {
        call_depth++;
        call_cost = cost;
    }
    bool ok = eval(s, ret->first, &callee, depth + 1, &v);
    if (args_apart)
        call_depth--;
    if (!ok)
        return false;
    *out = convert(rt, v.v);
    return true;
}

/* e's value as an entity's initializer is folded (at its definition,
 * with calls counted from none; in var_mode for a variable's): a call
 * too deep there makes the entity not constant, not the use. */
static bool eval_apart(struct sema *s, const struct il_tree *e, bool as_var, int depth,
                       struct sema_const *out)
{
    struct depth_state was = depth_begin(as_var);
    bool ok = eval(s, e, NULL, depth, out);
    bool hidden = !ok && deep != DEEP_NONE;
    depth_end(was);
    if (hidden && was.deep == DEEP_NONE)
        deep = DEEP_HIDDEN;
    return ok;
}

/* A variable's value: constexpr, or a const integral one initialized
 * with a constant expression ([expr.const]/3). */
static bool variable(struct sema *s, const struct il_node *n, int depth, struct sema_const *out)
{
    if (!n || n->kind != IL_variable || !n->init || !n->type || n->type->kind != IL_type ||
        (n->type->op & IL_CV_VOLATILE) || (n->type->op & (IL_PTR_LREF | IL_PTR_RREF)) ||
        in_template(n))
        return false;
    unsigned cv = 0;
    enum arith_id a = sema_arith_and_cv(s, n->type, false, &cv);
    if (!is_int(a) || !((n->flags & IL_F_CONSTEXPR) || (cv & IL_CV_CONST)) || (cv & IL_CV_VOLATILE))
        return false;
    const struct il_tree *init = n->init;
    if (init->kind == IL_expr_node && (init->sub == enk_braced_init_list || init->sub == enk_initializer))
        init = init->next ? NULL : init->first;
    struct sema_const v;
    if (!init || init->next || !eval_apart(s, init, true, depth + 1, &v))
        return false;
    /* a narrowing braced initializer is ill-formed: not judged */
    if (n->init->sub == enk_braced_init_list && convert(a, v.v).v != v.v)
        return false;
    *out = convert(a, v.v);
    return true;
}

/* An enumerator's value: its initializer's, or one more than the
 * enumerator before it (0 for the first); as an int (an enumeration
 * whose values do not all fit one is not judged). */
static bool enumerator(struct sema *s, const struct il_node *n, int depth, struct sema_const *out)
{
    if (!n || n->kind != IL_constant || depth > 64 || in_template(n))
        return false;
    struct sema_const v = { ARITH_int, 0 };
    if (n->init) {
        if (!eval_apart(s, n->init, false, depth + 1, &v))
            return false;
    } else {
        const struct il_node *prev = sema_previous_enumerator(s, n);
        if (prev) {
            if (!enumerator(s, prev, depth + 1, &v) || v.v == INT_MAX)
                return false;
            v.v++;
        }
    }
    if (v.v < INT_MIN || v.v > INT_MAX)
        return false;
    *out = (struct sema_const){ ARITH_int, v.v };
    return true;
}

/* The type of an operand of ?: that is not evaluated, for the shapes
 * eval() knows; ARITH_NONE otherwise. */
static enum arith_id type_of(struct sema *s, const struct il_tree *e, const struct frame *f,
                             int depth)
{
    if (!e || depth > 48 || e->kind != IL_expr_node)
        return ARITH_NONE;
    const struct il_tree *a = e->first, *b = a ? a->next : NULL;
    switch (e->sub) {
    case enk_constant:
        if (sema_tok_kind(s, e->tok) == TOK_IDENTIFIER) {
            const struct sema_const *b = binding(s, e->tok, false);
            if (b && e->u.sym && e->u.sym->kind == SYM_VALUE_PARAM)
                return b->a;
            return e->u.sym && sema_constant_at(s, e->u.sym->tok) ? ARITH_int : ARITH_NONE;
        }
        return sema_classify(s, e).arith;
    case enk_param_ref:
        for (const struct il_param *p = f && e->u.sym ? f->fn->params : NULL; p; p = p->next)
            if (p->name_tok && p->name_tok == e->u.sym->tok)
                return p->type && p->type->kind == IL_type && p->type->sub != tk_pointer
                           ? sema_arith_of_type(s, p->type) : ARITH_NONE;
        return ARITH_NONE;
    case enk_sizeof: case enk_alignof:
        return arith_target.size_t_type;
    case enk_condition: {
        const struct il_tree *o = b ? b->next : NULL;
        enum arith_id x = type_of(s, b, f, depth + 1), y = type_of(s, o, f, depth + 1);
        return is_int(x) && is_int(y) ? arith_usual(x, y) : ARITH_NONE;
    }
    case enk_operation:
        break;
    default:
        return ARITH_NONE;
    }
    switch (e->op) {
    case eok_parens:
        return type_of(s, a, f, depth + 1);
    case eok_cast:
        return a && a->kind == IL_type && !(a->op & (IL_PTR_LREF | IL_PTR_RREF))
                   ? sema_arith_of_type(s, a) : ARITH_NONE;
    case eok_call: {
        struct sema_callee c;
        if (!sema_call_target(s, e, false, &c) || !c.first || !c.first->type ||
            c.first->type->sub != tk_routine || !c.first->type->first ||
            (c.first->type->first->op & (IL_PTR_LREF | IL_PTR_RREF)))
            return ARITH_NONE;
        return sema_arith_of_type(s, c.first->type->first);
    }
    case eok_negate: case eok_unary_plus: case eok_complement: {
        enum arith_id x = type_of(s, a, f, depth + 1);
        return is_int(x) ? arith_promote(x) : ARITH_NONE;
    }
    case eok_not: case eok_land: case eok_lor:
    case eok_eq: case eok_ne: case eok_lt: case eok_gt: case eok_le: case eok_ge:
        return ARITH_bool;
    case eok_shiftl: case eok_shiftr: {
        enum arith_id x = type_of(s, a, f, depth + 1);
        return is_int(x) ? arith_promote(x) : ARITH_NONE;
    }
    case eok_add: case eok_subtract: case eok_multiply: case eok_divide: case eok_remainder:
    case eok_and: case eok_or: case eok_xor: {
        enum arith_id x = type_of(s, a, f, depth + 1), y = type_of(s, b, f, depth + 1);
        return is_int(x) && is_int(y) ? arith_usual(x, y) : ARITH_NONE;
    }
    default:
        return ARITH_NONE;
    }
}

/* A name qualified by a template-id (`numeric_limits<T>::is_integer`,
 * `A<int>::v`): the parser found the member in the template (or in a
 * base of it), which the instance the name means may not have -- not
 * judged.  Plain qualifiers (N::v, C::v) are. */
static bool qualified_by_template_id(const struct sema *s, uint32_t tok)
{
    while (tok >= 2 && sema_tok_kind(s, tok - 1) == TOK_COLONCOLON) {
        int k = sema_tok_kind(s, tok - 2);
        if (k != TOK_IDENTIFIER)   /* (`>`, `decltype(...)`; a leading :: is fine) */
            return k == TOK_GT || k == TOK_RSHIFT || k == TOK_RPAREN;
        tok -= 2;
    }
    return false;
}

static bool eval(struct sema *s, const struct il_tree *e, const struct frame *f, int depth,
                 struct sema_const *out)
{
    if (!e || depth > 48 || e->kind != IL_expr_node)
        return false;
    if ((e->sub == enk_variable || e->sub == enk_constant) && qualified_by_template_id(s, e->tok))
        return false;
    const struct il_tree *a = e->first, *b = a ? a->next : NULL;
    struct sema_const x, y;
    switch (e->sub) {
    case enk_constant: {
        int k = sema_tok_kind(s, e->tok);
        const struct sema_const *b = k == TOK_IDENTIFIER ? binding(s, e->tok, false) : NULL;
        if (b && e->u.sym && e->u.sym->kind == SYM_VALUE_PARAM)
            return *out = *b, true;   /* (a template parameter's value) */
        if (k == TOK_IDENTIFIER)
            return e->u.sym && enumerator(s, sema_constant_at(s, e->u.sym->tok), depth, out);
        if (k != TOK_INT_LITERAL && k != TOK_CHAR_LITERAL && k != TOK_TRUE && k != TOK_FALSE)
            return false;
        struct sema_etype t = sema_classify(s, e);
        if (t.kind != SEMA_ARITH || !t.has_value || !is_int(t.arith))
            return false;
        *out = (struct sema_const){ t.arith, t.value };
        return true;
    }
    case enk_variable:
        if (!e->u.sym)
            return false;
        {
            const struct il_node *n = sema_decl_at(s, e->u.sym->tok);
            if (!n)
                n = sema_constant_at(s, e->u.sym->tok);
            return variable(s, n, depth, out);
        }
    case enk_param_ref:
        if (!f || !e->u.sym)
            return false;
        {
            unsigned i = 0;
            for (const struct il_param *p = f->fn->params; p && i < f->nargs; p = p->next, i++)
                if (p->name_tok && p->name_tok == e->u.sym->tok)
                    return *out = f->args[i], true;
        }
        return false;
    case enk_sizeof:
    case enk_alignof: {
        long long n = a && !b && a->kind == IL_type ? size_of(s, a, e->sub == enk_alignof) : 0;
        if (!n)
            return false;
        *out = (struct sema_const){ arith_target.size_t_type, n };
        return true;
    }
    case enk_condition: {
        const struct il_tree *c = a, *t = b, *o = b ? b->next : NULL;
        /* only the operand chosen is evaluated (a recursive constexpr
         * function's base case); the other gives its type */
        struct sema_const cv;
        if (!o || o->next || !eval(s, c, f, depth + 1, &cv) ||
            !eval(s, cv.v ? t : o, f, depth + 1, &x))
            return false;
        enum arith_id other = type_of(s, cv.v ? o : t, f, depth + 1);
        if (!is_int(other))
            return false;
        enum arith_id r = arith_usual(x.a, other);
        if (!is_int(r))
            return false;
        *out = convert(r, x.v);
        return true;
    }
    case enk_operation:
        break;
    default:
        return false;
    }
    switch (e->op) {
    case eok_parens:
        return a && !b && eval(s, a, f, depth + 1, out);
    case eok_cast: {
        /* (T)x, T(x), static_cast<T>(x) to an integral type */
        if (!a || !b || b->next || a->kind != IL_type || (a->op & (IL_PTR_LREF | IL_PTR_RREF)))
            return false;
        enum arith_id t = sema_arith_of_type(s, a);
        if (!is_int(t) || !eval(s, b, f, depth + 1, &x))
            return false;
        *out = convert(t, x.v);
        return true;
    }
    case eok_call:
        return call(s, e, f, depth, out);
    case eok_negate: case eok_unary_plus: case eok_complement: {
        if (!a || b || !eval(s, a, f, depth + 1, &x))
            return false;
        enum arith_id t = arith_promote(x.a);
        struct sema_const zero = { t, 0 };
        if (e->op == eok_negate)
            return binary(eok_subtract, zero, x, t, out);
        *out = convert(t, e->op == eok_complement ? ~convert(t, x.v).v : x.v);
        return true;
    }
    case eok_not:
        if (!a || b || !eval(s, a, f, depth + 1, &x))
            return false;
        *out = (struct sema_const){ ARITH_bool, !x.v };
        return true;
    case eok_land: case eok_lor:
        /* the right operand is not evaluated when the left decides */
        if (!a || !b || b->next || !eval(s, a, f, depth + 1, &x))
            return false;
        if ((e->op == eok_land) == !x.v)
            return *out = (struct sema_const){ ARITH_bool, e->op == eok_lor }, true;
        if (!eval(s, b, f, depth + 1, &y))
            return false;
        *out = (struct sema_const){ ARITH_bool, y.v != 0 };
        return true;
    case eok_add: case eok_subtract: case eok_multiply: case eok_divide: case eok_remainder:
    case eok_and: case eok_or: case eok_xor:
    case eok_eq: case eok_ne: case eok_lt: case eok_gt: case eok_le: case eok_ge:
        if (!a || !b || b->next || !eval(s, a, f, depth + 1, &x) || !eval(s, b, f, depth + 1, &y))
            return false;
        return binary(e->op, x, y, arith_usual(x.a, y.a), out);
    case eok_shiftl: case eok_shiftr:
        if (!a || !b || b->next || !eval(s, a, f, depth + 1, &x) || !eval(s, b, f, depth + 1, &y))
            return false;
        return binary(e->op, x, y, arith_promote(x.a), out);
    default:
        return false;
    }
}

/* e's value as a constant expression of its own (calls counted from
 * none; as_var: a constexpr variable's initializer); *too_deep when it
 * certainly stops at a call deeper than --max_depth_constexpr_call or
 * costlier than --max_cost_constexpr_call. */
static bool eval_top(struct sema *s, const struct il_tree *e, bool as_var, struct sema_const *out,
                     bool *too_deep)
{
    struct depth_state was = depth_begin(as_var);
    struct sema_const v;
    bool ok = eval(s, e, NULL, 0, &v) && is_int(v.a);
    if (too_deep)
        *too_deep = !ok && deep == DEEP_CALL;
    depth_end(was);
    if (ok)
        *out = v;
    return ok;
}

bool sema_eval_constant(struct sema *s, const struct il_tree *e, struct sema_const *out)
{
    return eval_top(s, e, false, out, NULL);
}

/* 28 at `at` with note 2431 at `note_at`. */
static void too_deep_error(struct sema *s, uint32_t at, uint32_t note_at)
{
    struct sema_note *note = xcalloc(1, sizeof *note);
    note->tok = note_at;
    note->id = DIAG_edg_2431;
    sema_error_with_notes(s, at, at, DIAG_expr_not_constant, NULL, NULL, NULL, 0, note, 1);
}

/* Where cudafe++ puts note 2431 for a static_assert's condition e: a
 * condition not of type bool is converted (the conversion at its start);
 * a bool one at its operator (parentheses left out), the start of a
 * cast or `!`.  0 when not known. */
static uint32_t assertion_note_at(struct sema *s, const struct il_tree *e)
{
    enum arith_id t = type_of(s, e, NULL, 0);
    if (t == ARITH_NONE)
        return 0;
    for (const struct il_tree *x = e; x && x->kind == IL_expr_node; x = x->first) {
        if (x->sub == enk_condition) {
            /* (type_of() promotes bool operands of ?:: not judged) */
            const struct il_tree *b = x->first ? x->first->next : NULL;
            if (!b || type_of(s, b, NULL, 0) == ARITH_bool ||
                type_of(s, b->next, NULL, 0) == ARITH_bool)
                return 0;
        }
        if (x->sub != enk_operation || x->op != eok_parens)
            break;
    }
    if (t != ARITH_bool)
        return sema_first_token(e);
    if (e->sub == enk_operation && (e->op == eok_not || e->op == eok_cast))
        return sema_first_token(e);
    while (e && e->sub == enk_operation && e->op == eok_parens && e->first && !e->first->next)
        e = e->first;
    if (!e || e->kind != IL_expr_node || e->sub != enk_operation)
        return 0;
    switch (e->op) {
    case eok_eq: case eok_ne: case eok_lt: case eok_gt: case eok_le: case eok_ge:
    case eok_land: case eok_lor:
        return e->tok;
    default:
        return 0;
    }
}

/* The text of the string literals from token t to the `)` (adjacent
 * ones concatenated), as cudafe++ prints a static_assert's message: the
 * characters the literals stand for, escapes replaced (a raw string's
 * text as it is); false for what is not plain ASCII text. */
static bool message(const struct sema *s, uint32_t t, char *buf, size_t cap, size_t *len)
{
    for (; sema_tok_kind(s, t) == TOK_STRING_LITERAL; t++) {
        const struct token *tk = lexer_token(s->lx, t);
        const char *p = lexer_text(s->lx, tk), *end = p + tk->len;
        if (p[0] == 'u' && p[1] == '8')
            p += 2;
        else if (p[0] == 'L' || p[0] == 'u' || p[0] == 'U')
            p++;
        bool raw = *p == 'R';
        if (raw) {
            /* R"delim( ... )delim" */
            const char *open = memchr(p, '(', (size_t)(end - p));
            size_t dl = open ? (size_t)(open - p - 2) : 0;
            if (!open || end - open < (ptrdiff_t)(dl + 3))
                return false;
            p = open + 1;
            end -= dl + 2;
        } else {
            if (*p != '"' || end - p < 2)
                return false;
            p++;
            end--;
        }
        while (p < end) {
            unsigned c = (unsigned char)*p++;
            if (c == '\\' && !raw && p < end) {
                unsigned e = (unsigned char)*p++;
                const char *simple = strchr("n\nt\tr\ra\ab\bf\fv\v", (int)e);
                if (e == '\\' || e == '"' || e == '\'' || e == '?')
                    c = e;
                else if (simple && e && ((simple - "n\nt\tr\ra\ab\bf\fv\v") % 2) == 0)
                    c = (unsigned char)simple[1];
                else if (e == 'x') {
                    c = 0;
                    int n = 0;
                    for (; p < end && n < 2 && isxdigit((unsigned char)*p); n++, p++)
                        c = c * 16 + (unsigned)(isdigit((unsigned char)*p) ? *p - '0'
                                                : (tolower((unsigned char)*p) - 'a' + 10));
                    if (n == 0 || (p < end && isxdigit((unsigned char)*p)))
                        return false;
                } else if (e >= '0' && e <= '7') {
                    c = e - '0';
                    for (int n = 1; p < end && n < 3 && *p >= '0' && *p <= '7'; n++, p++)
                        c = c * 8 + (unsigned)(*p - '0');
                } else
                    return false;
            }
            if (c == 0 || c > 126 || (c < 32 && c != '\t' && c != '\n') || *len + 1 >= cap)
                return false;
            buf[(*len)++] = (char)c;
        }
    }
    return sema_tok_kind(s, t) == TOK_RPAREN;
}

/* The static_assert declarations read since the last call: a condition
 * whose value is known and false is cudafe++'s "static assertion failed"
 * (with the message when there is one).  In a template's definition the
 * condition is left to instances; a value not known says nothing. */
void sema_check_assertions(struct sema *s)
{
    const struct il_assertion *a = s->asserted ? s->asserted->next : s->il->assertions;
    for (; a; a = a->next) {
        s->asserted = a;
        struct sema_const v;
        bool too_deep = false;
        if (a->nested)
            continue;
        if (!eval_top(s, a->cond, false, &v, &too_deep)) {
            uint32_t note_at = too_deep ? assertion_note_at(s, a->cond) : 0;
            if (note_at)
                too_deep_error(s, sema_first_token(a->cond), note_at);
            continue;
        }
        if (v.v != 0)
            continue;
        if (!a->msg_tok) {
            sema_error(s, a->tok, a->tok, DIAG_edg_2784, NULL);
            continue;
        }
        char msg[512];
        size_t len = 0;
        if (!message(s, a->msg_tok, msg, sizeof msg, &len))
            continue;   /* (a message cufe does not spell) */
        sema_error(s, a->tok, a->tok, DIAG_edg_1574, ident_intern(s->il->idents, msg, len)->name);
    }
}

/* Why an initializer is certainly not a constant expression: the first
 * operand it evaluates (operands before it all constants) that is a call
 * of a function no declaration makes constexpr, or a read of a variable
 * neither constexpr nor const.  Only through the operators that evaluate
 * all their operands (not &&, ||, ?: or the comma).  NULL when not
 * certain. */
static const struct il_tree *culprit(struct sema *s, const struct il_tree *e, int depth,
                                     const struct il_node **decl, const struct il_param **param)
{
    if (!e || depth > 32 || e->kind != IL_expr_node)
        return NULL;
    const struct il_tree *a = e->first;
    if (e->sub == enk_param_ref && e->u.sym) {
        /* a parameter of the function around (not of a constexpr one
         * being evaluated: this is the initializer's own expression) */
        const struct il_param *p = sema_param_at(s, e->u.sym->tok);
        unsigned cv = 0;
        if (!p || p->pack || !p->type || p->type->kind != IL_type ||
            sema_arith_and_cv(s, p->type, false, &cv) == ARITH_NONE || (cv & IL_CV_CONST) ||
            (p->type->op & (IL_PTR_LREF | IL_PTR_RREF)))
            return NULL;
        *param = p;
        return e;
    }
    if (e->sub == enk_variable && e->u.sym && !qualified_by_template_id(s, e->tok)) {
        const struct il_node *n = sema_decl_at(s, e->u.sym->tok);
        unsigned cv = 0;
        if (!n || n->kind != IL_variable || (n->flags & (IL_F_CONSTEXPR | IL_F_TEMPLATE)) ||
            !n->type || n->type->kind != IL_type || in_template(n) ||
            sema_arith_and_cv(s, n->type, false, &cv) == ARITH_NONE || (cv & IL_CV_CONST) ||
            (n->type->op & (IL_PTR_LREF | IL_PTR_RREF)))
            return NULL;
        *decl = n;
        return e;
    }
    if (e->sub != enk_operation)
        return NULL;
    switch (e->op) {
    case eok_call: {
        struct sema_callee c;
        if (!sema_call_target(s, e, false, &c) || !c.first || c.count < 1)
            return NULL;
        if (a && a->next) {
            /* a constexpr function's arguments are evaluated first; of
             * another's, which is judged first is not known */
            if (!(c.flags & IL_F_CONSTEXPR) || (c.flags & IL_F_TEMPLATE))
                return NULL;
            struct sema_const v;
            for (const struct il_tree *arg = a->next; arg; arg = arg->next)
                if (!sema_eval_constant(s, arg, &v))
                    return culprit(s, arg, depth + 1, decl, param);
            return NULL;
        }
        if (
            (c.flags & (IL_F_CONSTEXPR | IL_F_TEMPLATE)) || c.first->kind != IL_routine ||
            c.first->scope != s->il->global || in_template(c.first) ||
            sema_tok_kind(s, c.first->tok) != TOK_IDENTIFIER)
            return NULL;
        *decl = c.first;
        return a;
    }
    case eok_parens: case eok_negate: case eok_unary_plus: case eok_complement: case eok_not:
        return a && !a->next ? culprit(s, a, depth + 1, decl, param) : NULL;
    case eok_add: case eok_subtract: case eok_multiply: case eok_divide: case eok_remainder:
    case eok_and: case eok_or: case eok_xor: case eok_shiftl: case eok_shiftr:
    case eok_eq: case eok_ne: case eok_lt: case eok_gt: case eok_le: case eok_ge: {
        if (!a || !a->next || a->next->next)
            return NULL;
        struct sema_const v;
        if (!sema_eval_constant(s, a, &v))
            return culprit(s, a, depth + 1, decl, param);
        return culprit(s, a->next, depth + 1, decl, param);
    }
    default:
        return NULL;
    }
}

/* 28 at `at` when e certainly is not a constant expression, with a note
 * on the call (2703) or the variable or parameter (2689) that makes it
 * so, declared in the same file; false when not certain. */
static bool not_constant(struct sema *s, uint32_t at, const struct il_tree *e)
{
    const struct il_node *decl = NULL;
    const struct il_param *param = NULL;
    const struct il_tree *c = culprit(s, e, 0, &decl, &param);
    uint32_t dtok = decl && decl->has_pos ? decl->tok : param ? param->name_tok : 0;
    if (!c || !dtok)
        return false;
    const struct token *dt = lexer_token(s->lx, dtok), *ct = lexer_token(s->lx, c->tok);
    if (dt->file != ct->file)
        return false;
    char line[16];
    snprintf(line, sizeof line, "%u", (unsigned)dt->line);
    struct sema_note *note = xmalloc(sizeof *note);
    note->tok = c->tok;
    if (decl && decl->kind == IL_routine) {
        /* (%1: the name, %2: the line) */
        note->id = DIAG_edg_2703;
        note->kind = sema_ident(s, dtok)->name;
        note->text = ident_intern(s->il->idents, line, strlen(line))->name;
        note->num = NULL;
    } else {
        note->id = DIAG_edg_2689;
        note->kind = decl ? "variable" : "parameter";
        note->text = sema_ident(s, dtok)->name;
        note->num = ident_intern(s->il->idents, line, strlen(line))->name;
    }
    sema_error_with_notes(s, at, at, DIAG_expr_not_constant, NULL, NULL, NULL, 0, note, 1);
    return true;
}

/* --no_vla: a block-scope array's bound that certainly is not constant
 * (28 with 2703/2689, as for a constexpr variable). */
bool sema_check_vla_bound(struct sema *s, const struct il_tree *bound)
{
    struct sema_const v;
    if (!bound || bound->next || bound->kind != IL_expr_node || sema_eval_constant(s, bound, &v))
        return false;
    return not_constant(s, sema_first_token(bound), bound);
}

/* A constexpr variable whose initializer (`= e`) is certainly not a
 * constant expression: 28 at the initializer, with a note on the call
 * (2703) or the variable (2689) that makes it so, declared in the same
 * file. */
void sema_check_constexpr_init(struct sema *s, const struct il_node *n)
{
    uint32_t init_tok = n->init_tok ? n->init_tok : n->tok + 1;
    if (!(n->flags & IL_F_CONSTEXPR) || !n->init || in_template(n) ||
        n->init->kind != IL_expr_node || n->init->next)
        return;
    /* `= e`, or `{e}` (the error then at the `{`) */
    const struct il_tree *e = n->init;
    uint32_t at = sema_first_token(e);
    if (sema_tok_kind(s, init_tok) == TOK_LBRACE && e->sub == enk_braced_init_list &&
        e->first && !e->first->next) {
        at = e->tok;
        e = e->first;
    } else if (sema_tok_kind(s, init_tok) != TOK_ASSIGN || e->sub == enk_braced_init_list ||
               e->sub == enk_initializer) {
        return;
    }
    /* a call deeper than --max_depth_constexpr_call or costlier than
     * --max_cost_constexpr_call (error and note at the initializer) */
    struct sema_const v;
    bool too_deep = false;
    if ((s->opt.call_depth_limit || s->opt.call_cost_limit) && is_int(sema_arith_of_type(s, n->type)) &&
        !(n->type->op & (IL_PTR_LREF | IL_PTR_RREF)) && !eval_top(s, e, true, &v, &too_deep) &&
        too_deep) {
        too_deep_error(s, at, at);
        return;
    }
    not_constant(s, at, e);
}

/* A floating literal whose value is zero ("0.0", "0.f", ".0e3"). */
static bool zero_float_literal(const struct sema *s, const struct il_tree *e)
{
    if (e->kind != IL_expr_node || e->sub != enk_constant ||
        sema_tok_kind(s, e->tok) != TOK_FLOAT_LITERAL)
        return false;
    const struct token *t = lexer_token(s->lx, e->tok);
    const char *x = lexer_text(s->lx, t);
    if (t->len > 1 && x[0] == '0' && (x[1] == 'x' || x[1] == 'X'))
        return false;   /* (hexadecimal: not judged) */
    for (size_t i = 0; i < t->len; i++) {
        if (x[i] == 'e' || x[i] == 'E' || x[i] == 'f' || x[i] == 'F' || x[i] == 'l' || x[i] == 'L')
            break;
        if (x[i] != '0' && x[i] != '.' && x[i] != '\'')
            return false;
    }
    return true;
}

/* x / 0, x /= 0 (39 "division by zero") and x % 0, x %= 0 (179), at the
 * right operand, when its value is certainly zero: an integral constant
 * expression or a floating literal zero.  Not in a template's definition
 * (cudafe++ says nothing there). */
void sema_check_division(struct sema *s, const struct il_tree *e)
{
    if (s->in_template || e->sub != enk_operation || !e->first || !e->first->next ||
        e->first->next->next)
        return;
    bool div = e->op == eok_divide || e->op == eok_divide_assign;
    bool rem = e->op == eok_remainder || e->op == eok_remainder_assign;
    if (!div && !rem)
        return;
    const struct il_tree *r = e->first->next;
    struct sema_etype l = sema_classify(s, e->first);
    if (l.kind != SEMA_ARITH || l.arith == ARITH_NONE)
        return;   /* (a class's operator/ may take a zero) */
    struct sema_const v;
    bool zero = (sema_eval_constant(s, r, &v) && v.v == 0) || (div && zero_float_literal(s, r));
    if (!zero)
        return;
    uint32_t at = sema_first_token(r);
    if (div)
        sema_error(s, at, at, DIAG_divide_by_zero, NULL);
    else
        sema_error(s, at, at, DIAG_mod_by_zero, NULL);
}

/* ---- instances of class templates: what depends on their arguments ---- */

/* The header of class template c (`template <class T, int N> struct C`):
 * its parameters' names, kinds and, for value parameters, their integer
 * types; false for defaults, packs, template template parameters and
 * value parameters of other types. */
static bool class_header(const struct sema *s, const struct symbol *c, struct bindings *b)
{
    uint32_t at = c->tok;
    b->n = 0;
    if (at < 3 || (sema_tok_kind(s, at - 1) != TOK_CLASS && sema_tok_kind(s, at - 1) != TOK_STRUCT) ||
        sema_tok_kind(s, at - 2) != TOK_GT)
        return false;
    uint32_t close = at - 2, open = 0;
    for (uint32_t i = close; i > 0 && close - i < 128; i--)
        if (sema_tok_kind(s, i) == TOK_LT) {
            open = i;
            break;
        } else if (sema_tok_kind(s, i) == TOK_GT && i != close) {
            return false;   /* (nested brackets: not judged) */
        }
    if (!open || open < 1 || sema_tok_kind(s, open - 1) != TOK_TEMPLATE)
        return false;
    uint32_t i = open + 1;
    while (i < close) {
        uint32_t b0 = i;
        while (i < close && sema_tok_kind(s, i) != TOK_COMMA) {
            int k = sema_tok_kind(s, i);
            if (k == TOK_ASSIGN || k == TOK_ELLIPSIS || k == TOK_LT || k == TOK_TEMPLATE)
                return false;
            i++;
        }
        uint32_t name = i - 1;
        if (b->n == 8 || name <= b0 || sema_tok_kind(s, name) != TOK_IDENTIFIER)
            return false;
        int k0 = sema_tok_kind(s, b0);
        unsigned x = b->n++;
        b->names[x] = sema_ident(s, name);
        b->is_type[x] = k0 == TOK_CLASS || k0 == TOK_TYPENAME;
        b->value[x].a = b->is_type[x] ? ARITH_NONE : sema_int_keywords(s, b0, name);
        if (b->is_type[x] ? name != b0 + 1 : b->value[x].a == ARITH_NONE)
            return false;
        i++;
    }
    return b->n > 0;
}

/* "detected during instantiation of class "C<N> [with N=0]" at line L"
 * for the instance type names, first instantiated by variable v: spelled
 * as the instance's first template-id spelled it; NULL when not known. */
static const char *instance_line(const struct sema *s, const struct symbol *c,
                                 const struct il_tree *type, const struct il_node *v)
{
    struct sema_instance in;
    char self[256], with[512];
    const struct il_tree *first = sema_first_mention(s, type);
    if (!first || !sema_instance_parts(s, first, &in) ||
        !sema_self_and_with(s, c, &in, self, sizeof self, with, sizeof with))
        return NULL;
    char trailer[1024];
    int tn = snprintf(trailer, sizeof trailer, "\vdetected during instantiation of class \"%s %s\" at line %u",
                      self, with, (unsigned)lexer_token(s->lx, v->tok)->line);
    if (tn <= 0 || (size_t)tn >= sizeof trailer)
        return NULL;
    return ident_intern(s->il->idents, trailer, (size_t)tn)->name;
}

/* A variable of type C<args> (not a pointer or a reference), C a class
 * template of the global namespace whose primary template the arguments
 * certainly use: its definition instantiates C<args>.  The instance's
 * static_assert declarations whose condition depends on the arguments
 * (1574, 2784) and its data members' array bounds (94) are judged with
 * the arguments in place -- integer values, arithmetic types however
 * spelled (template_args.c) -- at the instance's first such variable,
 * each with "detected during instantiation of class "C<N> [with N=0]" at
 * line L". */
void sema_check_instance(struct sema *s, const struct il_node *v)
{
    if (!v || v->kind != IL_variable || !v->has_pos || (v->flags & (IL_F_EXTERN | IL_F_TYPEDEF)) ||
        !v->type || v->type->kind != IL_type || !(v->type->op & IL_TYPE_NAMED) || !v->type->first ||
        !v->type->u.sym)
        return;   /* (in a template too: arguments that depend on it are not judged) */
    const struct il_tree *type = v->type;
    const struct symbol *c = type->u.sym;
    if (c->kind != SYM_CLASS_TEMPLATE || !(c->flags & SYMF_DEFINED) || !c->members ||
        c->parent != s->il->global || !sema_primary_certain(s, c, type->first))
        return;
    struct bindings b;
    if (!class_header(s, c, &b))
        return;
    unsigned k = 0;
    for (const struct il_tree *a = type->first; a; a = a->next, k++) {
        if (k == b.n)
            return;
        if (b.is_type[k]) {
            /* (keywords, typedefs, X<args>::name: template_args.c) */
            struct sema_targ t;
            if (!sema_template_type_arg(s, a, &t))
                return;
            b.value[k].a = t.a;
        } else {
            struct sema_const x;
            if (a->kind != IL_expr_node || !sema_eval_constant(s, a, &x))
                return;
            b.value[k].v = arith_wrap(b.value[k].a, x.v);
        }
    }
    if (k != b.n)
        return;
    /* once per instance: by the arguments' values (`C<L>` and `C<long>`
     * are one) */
    char key[400];
    int kn = snprintf(key, sizeof key, "%p", (const void *)c);
    for (unsigned i = 0; i < b.n && kn > 0 && (size_t)kn < sizeof key; i++)
        kn += snprintf(key + kn, sizeof key - (size_t)kn, b.is_type[i] ? " t%lld" : " v%lld",
                       b.is_type[i] ? (long long)b.value[i].a : b.value[i].v);
    if (kn <= 0 || (size_t)kn >= sizeof key)
        return;
    const struct ident *kid = ident_intern(s->il->idents, key, (size_t)kn);
    if (ptrmap_get(&s->instances_seen, kid))
        return;
    ptrmap_put(&s->instances_seen, kid, (void *)kid);
    const struct token *vt = lexer_token(s->lx, v->tok), *ct = lexer_token(s->lx, c->tok);
    if (vt->file != ct->file)
        return;
    const char *line = NULL;   /* (spelled at the first error: instance_line) */
    bound = &b;
    /* its static_assert declarations that depend on the arguments */
    for (const struct il_assertion *a = s->il->assertions; a; a = a->next) {
        if (a->scope != c->members || a->nested)
            continue;
        struct sema_const x;
        const struct bindings *saved = bound;
        bound = NULL;
        bool plain = sema_eval_constant(s, a->cond, &x);   /* (judged at the definition) */
        bound = saved;
        if (plain || !sema_eval_constant(s, a->cond, &x) || x.v != 0)
            continue;
        if (!line && !(line = instance_line(s, c, type, v))) {
            bound = NULL;
            return;
        }
        char msg[512];
        size_t len = 0;
        const char **lines = xcalloc(2, sizeof *lines);
        lines[0] = line;
        if (!a->msg_tok) {
            sema_error_lines(s, v->tok, a->tok, DIAG_edg_2784, NULL, lines);
        } else if (message(s, a->msg_tok, msg, sizeof msg, &len)) {
            sema_error_lines(s, v->tok, a->tok, DIAG_edg_1574,
                             ident_intern(s->il->idents, msg, len)->name, lines);
        } else {
            free(lines);
        }
    }
    /* its data members' array bounds */
    const struct il_node *fields[32];
    int nf = sema_data_members(s, c->members, fields, 32);
    for (int i = 0; i < nf; i++)
        for (const struct il_tree *t = fields[i]->type; t && t->kind == IL_type; t = t->first)
            if (t->sub == tk_array && t->first && t->first->next && !t->first->next->next) {
                const struct il_tree *bd = t->first->next;
                struct sema_const x;
                const struct bindings *saved = bound;
                bound = NULL;
                bool plain = sema_eval_constant(s, bd, &x);
                bound = saved;
                if (!plain && sema_eval_constant(s, bd, &x) && arith_infos[x.a].is_signed && x.v < 0) {
                    if (!line && !(line = instance_line(s, c, type, v))) {
                        bound = NULL;
                        return;
                    }
                    const char **lines = xcalloc(2, sizeof *lines);
                    lines[0] = line;
                    uint32_t at = sema_first_token(bd);
                    sema_error_lines(s, v->tok, at, DIAG_array_size_must_be_positive, NULL, lines);
                }
            }
    bound = NULL;
}

/* ---- instances of function templates (--instantiate=used) ---- */

/* Function template def's body instantiated with its type parameters
 * bound to the arithmetic types arith (deduced by a call: the
 * parameters are those of sema_deduced_arguments): the static_assert
 * declarations of the body (not of a local class or lambda) whose
 * condition depends on them and is false with them in place (1574,
 * 2784), each with line as its context. */
void sema_check_function_instance(struct sema *s, const struct il_node *def,
                                  const enum arith_id *arith, unsigned n, const char *line)
{
    if (!def || !def->body_tok || sema_tok_kind(s, def->body_tok) != TOK_LBRACE || n == 0 || n > 8)
        return;
    uint32_t end = sema_matching_brace(s, def->body_tok);
    if (!end)
        return;
    /* the header: `template <class A, typename B>` (what deduction took) */
    struct bindings b = { .n = 0 };
    uint32_t i = def->tmpl_tok + 2;
    while (i < def->tmpl_close && b.n < n) {
        int k = sema_tok_kind(s, i);
        if ((k != TOK_CLASS && k != TOK_TYPENAME) || sema_tok_kind(s, i + 1) != TOK_IDENTIFIER)
            return;
        enum arith_id a = arith[b.n];
        if (a == ARITH_NONE)
            return;
        b.names[b.n] = sema_ident(s, i + 1);
        b.is_type[b.n] = true;
        b.value[b.n].a = a;
        b.n++;
        i += 2;
        if (sema_tok_kind(s, i) == TOK_COMMA)
            i++;
    }
    if (b.n != n || i != def->tmpl_close)
        return;
    for (const struct il_assertion *a = s->il->assertions; a; a = a->next) {
        if (a->nested || a->tok <= def->body_tok || a->tok >= end)
            continue;
        struct sema_const x;
        bool plain = sema_eval_constant(s, a->cond, &x);   /* (judged at the definition) */
        bound = &b;
        bool known = !plain && sema_eval_constant(s, a->cond, &x);
        bound = NULL;
        if (!known || x.v != 0)
            continue;
        char msg[512];
        size_t len = 0;
        const char **lines = xcalloc(2, sizeof *lines);
        lines[0] = line;
        if (!a->msg_tok)
            sema_error_lines(s, a->tok, a->tok, DIAG_edg_2784, NULL, lines);
        else if (message(s, a->msg_tok, msg, sizeof msg, &len))
            sema_error_lines(s, a->tok, a->tok, DIAG_edg_1574,
                             ident_intern(s->il->idents, msg, len)->name, lines);
        else
            free(lines);
    }
}
