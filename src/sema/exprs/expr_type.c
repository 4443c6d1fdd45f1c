/* Typed expressions (expr_type.h).  Each rule is the built-in one of
 * [expr]; an operator on an operand that could have an overloaded
 * operator (a class or an enumeration, [over.match.oper]/1) or on one
 * whose type is not known gives "not known", as does anything the model
 * has no rule for yet.  The conversions an operand undergoes (lvalue-to-
 * rvalue, array-to-pointer, function-to-pointer, promotion, the usual
 * arithmetic conversions) are applied to types here; they are not yet
 * nodes of their own. */
#include "sema/exprs/expr_type.h"

#include <stdint.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/exprs/constant.h"
#include "sema/exprs/literals.h"
#include "sema/types/arith.h"

/* How deep the typing of nested operands goes: a deeper tree is "not
 * known" (hostile inputs nest parentheses by the thousand). */
enum { MAX_DEPTH = 1000 };

static const struct expr_type UNKNOWN = { NULL, EXPR_UNKNOWN };

/* An array bound's value for the type model (from_decl.h). */
static bool bound_value(void *ctx, const struct il_tree *e, unsigned long long *value)
{
    long long v;
    int a;
    if (!expr_constant(ctx, e, &v, &a) || (arith_infos[a].is_signed && v < 0))
        return false;
    *value = (unsigned long long)v;
    return true;
}

void expr_typer_init(struct expr_typer *x, struct entities *es, struct lexer *lx)
{
    memset(x, 0, sizeof *x);
    x->ctx = es->dt->ctx;
    x->es = es;
    x->lx = lx;
    /* bounds that are constant expressions: evaluated here */
    es->dt->bound_eval = bound_value;
    es->dt->bound_ctx = x;
}

void expr_typer_free(struct expr_typer *x)
{
    ptrmap_free(&x->memo);
    ptrmap_free(&x->deduced);
}

void expr_typer_enter(struct expr_typer *x, const struct il_node *fn)
{
    x->fn = fn;
    /* the answers are the last body's: its trees may be gone and their
     * addresses reused (a replayed member body, temporary trees) */
    ptrmap_clear(&x->memo);
}

static int tok_kind(const struct expr_typer *x, uint32_t tok);

void expr_typer_lambda(struct expr_typer *x, const struct il_tree *lambda, unsigned depth)
{
    if (lambda == x->lambda_tree && depth == x->lambda_depth)
        return;
    x->lambda_tree = lambda;
    x->lambda_depth = lambda ? depth : 0;
    x->lambda = NULL;
    x->lambda_intro = 0;
    x->lambda_default = 0;
    x->lambda_mutable = x->lambda_this = x->lambda_star_this = false;
    if (!lambda)
        return;
    const struct il_tree *body = NULL;
    for (const struct il_tree *c = lambda->first; c; c = c->next)
        if (c->kind == IL_statement && c->sub == stmk_block)
            body = c;
    if (!body || tok_kind(x, lambda->tok) != TOK_LBRACKET)
        return;
    x->lambda = body->u.scope;
    x->lambda_intro = lambda->tok;
    uint32_t close = lexer_match_bracket(x->lx, lambda->tok);
    if (!close || close >= body->tok)
        return;
    /* the introducer's default and this captures, at its top level */
    bool item_start = true;
    for (uint32_t t = lambda->tok + 1; t < close; t++) {
        int k = tok_kind(x, t);
        if ((k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE) && lexer_match_bracket(x->lx, t)) {
            t = lexer_match_bracket(x->lx, t);
            item_start = false;
            continue;
        }
        if (item_start && (k == TOK_ASSIGN || k == TOK_AMP) && (t + 1 == close || tok_kind(x, t + 1) == TOK_COMMA)) {
            x->lambda_default = k == TOK_ASSIGN ? '=' : '&';
            x->lambda_this = true;   /* (C++17: [=] captures this too) */
        }
        if (item_start && k == TOK_THIS)
            x->lambda_this = true;
        if (item_start && k == TOK_STAR && tok_kind(x, t + 1) == TOK_THIS)
            x->lambda_star_this = true;
        item_start = k == TOK_COMMA;
    }
    /* `mutable` between the introducer and the body */
    for (uint32_t t = close + 1; t < body->tok; t++) {
        int k = tok_kind(x, t);
        if (k == TOK_LPAREN && lexer_match_bracket(x->lx, t) && lexer_match_bracket(x->lx, t) < body->tok)
            t = lexer_match_bracket(x->lx, t);
        else if (k == TOK_MUTABLE)
            x->lambda_mutable = true;
    }
}

/* How the current lambda captures variable sym named in its body:
 * 'c' by copy, 'r' by reference, 0 not known. */
static char capture_mode(const struct expr_typer *x, const struct symbol *sym)
{
    uint32_t close = lexer_match_bracket(x->lx, x->lambda_intro);
    bool item_start = true;
    for (uint32_t t = x->lambda_intro + 1; close && t < close; t++) {
        int k = tok_kind(x, t);
        if ((k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE) && lexer_match_bracket(x->lx, t)) {
            t = lexer_match_bracket(x->lx, t);
            item_start = false;
            continue;
        }
        if (item_start && k == TOK_IDENTIFIER) {
            const struct token *tk = lexer_token(x->lx, t);
            int next = tok_kind(x, t + 1);
            if (tk->len == sym->id->len && memcmp(lexer_text(x->lx, tk), sym->id->name, tk->len) == 0 &&
                (next == TOK_COMMA || t + 1 == close))
                return 'c';
        }
        if (item_start && k == TOK_AMP && tok_kind(x, t + 1) == TOK_IDENTIFIER) {
            const struct token *tk = lexer_token(x->lx, t + 1);
            int next = tok_kind(x, t + 2);
            if (tk->len == sym->id->len && memcmp(lexer_text(x->lx, tk), sym->id->name, tk->len) == 0 &&
                (next == TOK_COMMA || t + 2 == close))
                return 'r';
        }
        item_start = k == TOK_COMMA;
    }
    return x->lambda_default == '=' ? 'c' : x->lambda_default == '&' ? 'r' : 0;
}

/* Whether a variable's name in the current lambda's body names the
 * variable itself: one of a namespace, a static or extern one, or one
 * declared in the lambda (its parameters, its body's blocks). */
static bool not_captured(const struct expr_typer *x, const struct symbol *sym)
{
    if (!x->lambda_tree || (sym->flags & SYMF_STATIC) || !sym->parent ||
        (sym->parent->kind != SCOPE_BLOCK && sym->parent->kind != SCOPE_PARAMS))
        return true;
    if (!x->lambda)
        return false;
    /* the lambda's own scope (the body's parent, through a parameter
     * scope) holds its init-captures: captures too */
    const struct scope *root = x->lambda->parent;
    if (root && root->kind == SCOPE_PARAMS)
        root = root->parent;
    if (!root || sym->parent == root)
        return false;
    for (const struct scope *s = sym->parent; s; s = s->parent)
        if (s == root)
            return true;
    return false;
}

static int tok_kind(const struct expr_typer *x, uint32_t tok)
{
    return lexer_token(x->lx, tok)->kind;
}

static enum type_kind kind_of(const struct type *t)
{
    return (enum type_kind)type_canonical(t)->kind;
}

/* A prvalue of a non-class type has no cv-qualifiers ([expr.type]/2). */
static struct expr_type prvalue(struct expr_typer *x, const struct type *t)
{
    if (!t)
        return UNKNOWN;
    enum type_kind k = kind_of(t);
    if (k != TYPE_class && k != TYPE_template_id && k != TYPE_array && k != TYPE_array_unbounded)
        t = type_strip_cv(x->ctx, t);
    return (struct expr_type){ t, EXPR_PRVALUE };
}

static struct expr_type lvalue(const struct type *t)
{
    return t ? (struct expr_type){ t, EXPR_LVALUE } : UNKNOWN;
}

/* The type a reference type refers to, as written where t is spelled as a
 * reference (`const WT &`: const WT), NULL when t is no reference. */
static const struct type *referee(const struct type *t)
{
    const struct type *c = type_canonical(t);
    if (c->kind != TYPE_lvalue_ref && c->kind != TYPE_rvalue_ref)
        return NULL;
    return t->kind == TYPE_lvalue_ref || t->kind == TYPE_rvalue_ref ? t->u.to : c->u.to;
}

/* A name of an object or reference declared with type t ([expr.prim.id.unqual]:
 * an lvalue; a reference names its referee). */
static struct expr_type named(const struct type *t)
{
    if (!t)
        return UNKNOWN;
    const struct type *r = referee(t);
    return lvalue(r ? r : t);
}

/* The value of a call or cast whose type is t ([expr.call]/13,
 * [expr.static.cast]/1): an lvalue for an lvalue reference or an rvalue
 * reference to a function, an xvalue for an rvalue reference to an
 * object, else a prvalue. */
static struct expr_type result(struct expr_typer *x, const struct type *t)
{
    if (!t)
        return UNKNOWN;
    const struct type *c = type_canonical(t), *r = referee(t);
    if (c->kind == TYPE_lvalue_ref)
        return lvalue(r);
    if (c->kind == TYPE_rvalue_ref)
        return kind_of(r) == TYPE_function ? lvalue(r) : (struct expr_type){ r, EXPR_XVALUE };
    return prvalue(x, t);
}

/* The operand's type after the lvalue-to-rvalue, array-to-pointer and
 * function-to-pointer conversions ([conv.lval], [conv.array],
 * [conv.func]); NULL when not known. */
static const struct type *decayed(struct expr_typer *x, struct expr_type e)
{
    if (!e.type)
        return NULL;
    const struct type *c = type_canonical(e.type);
    if (c->kind == TYPE_array || c->kind == TYPE_array_unbounded)
        return type_pointer(x->ctx, c->u.array.elem);
    if (c->kind == TYPE_function)
        return type_pointer(x->ctx, e.type);
    if (c->kind == TYPE_class || c->kind == TYPE_template_id)
        return e.type;
    return type_strip_cv(x->ctx, e.type);
}

static int arith_of(const struct type *t)
{
    const struct type *c = t ? type_canonical(t) : NULL;
    return c && c->kind == TYPE_arithmetic ? c->u.arith : ARITH_NONE;
}

static bool integral(const struct type *t)
{
    int a = arith_of(t);
    return a != ARITH_NONE && arith_infos[a].kind == ARITH_INTEGER;
}

static bool is_pointer(const struct type *t)
{
    return t && kind_of(t) == TYPE_pointer;
}

/* An operand no overloaded operator can take ([over.match.oper]/1: one
 * needs a class or an enumeration operand): arithmetic, pointers,
 * nullptr_t, member pointers. */
static bool builtin_only(const struct type *t)
{
    if (!t)
        return false;
    switch (kind_of(t)) {
    case TYPE_arithmetic:
    case TYPE_pointer:
    case TYPE_nullptr:
    case TYPE_member_pointer:
    case TYPE_array:
    case TYPE_array_unbounded:
    case TYPE_function:
    case TYPE_void:
        return true;
    default:
        return false;
    }
}

/* The token kind of operation op's operator (TOK_EOF: none). */
static int operator_token(int op)
{
    static const int tokens[] = {
#define IL_EOK(name, tok, form, help) tok,
#include "generated/il_subkinds.def"
    };
    return op >= 0 && op < (int)(sizeof tokens / sizeof tokens[0]) ? tokens[op] : TOK_EOF;
}

/* An operand of operation op that means the built-in operator: one no
 * overloaded operator can take, or an enumeration no operator function
 * of the unit takes as well as the built-in one does. */
static bool builtin_operand(struct expr_typer *x, int op, const struct type *t)
{
    if (builtin_only(t))
        return true;
    if (!t || kind_of(t) != TYPE_enumeration || operator_token(op) == TOK_EOF)
        return false;
    return !entities_enum_operator(x->es, operator_token(op), type_strip_cv(x->ctx, type_canonical(t)),
                                   x->fn ? x->fn->scope : NULL);
}

static struct expr_type arith_value(struct expr_typer *x, int a)
{
    return a == ARITH_NONE ? UNKNOWN : prvalue(x, type_arith(x->ctx, (enum type_arith)a));
}

static struct expr_type bool_value(struct expr_typer *x)
{
    return arith_value(x, ARITH_bool);
}

/* The usual arithmetic conversions of two arithmetic operands. */
static struct expr_type usual(struct expr_typer *x, const struct type *a, const struct type *b)
{
    int p = arith_of(a), q = arith_of(b);
    if (p == ARITH_NONE || q == ARITH_NONE)
        return UNKNOWN;
    return arith_value(x, arith_usual((enum arith_id)p, (enum arith_id)q));
}

static struct expr_type type_of(struct expr_typer *x, const struct il_tree *e, int depth);

/* The n-th child (0-based) of e. */
static const struct il_tree *child(const struct il_tree *e, int n)
{
    const struct il_tree *c = e->first;
    while (c && n-- > 0)
        c = c->next;
    return c;
}

/* Whether a value's own type is a __restrict__ pointer.  GNU C++ keeps
 * the qualifier on the pointers computed from such a pointer (p + 1,
 * p++, &p[i], &*p) where EDG drops it as for const: those results are not
 * judged. */
static bool restricted(struct expr_type e)
{
    return e.type && (type_canonical(e.type)->cv & TYPE_RESTRICT);
}

/* a op b for the arithmetic, bitwise, shift, comparison and logical
 * operators. */
static struct expr_type binary(struct expr_typer *x, int op, struct expr_type l, struct expr_type r)
{
    const struct type *a = decayed(x, l), *b = decayed(x, r);
    if (!builtin_operand(x, op, a) || !builtin_operand(x, op, b))
        return UNKNOWN;
    if ((op == eok_add || op == eok_subtract) && (restricted(l) || restricted(r)) &&
        !(is_pointer(a) && is_pointer(b)))
        return UNKNOWN;
    switch (op) {
    case eok_add:
        if (is_pointer(a) && integral(b))
            return prvalue(x, a);
        if (integral(a) && is_pointer(b))
            return prvalue(x, b);
        return usual(x, a, b);
    case eok_subtract:
        if (is_pointer(a) && integral(b))
            return prvalue(x, a);
        if (is_pointer(a) && is_pointer(b))
            return arith_value(x, arith_target.ptrdiff_type);
        return usual(x, a, b);
    case eok_multiply:
    case eok_divide:
        return usual(x, a, b);
    case eok_remainder:
    case eok_and:
    case eok_or:
    case eok_xor:
        return integral(a) && integral(b) ? usual(x, a, b) : UNKNOWN;
    case eok_shiftl:
    case eok_shiftr:
        return integral(a) && integral(b) ? arith_value(x, arith_promote(arith_of(a))) : UNKNOWN;
    case eok_eq:
    case eok_ne:
    case eok_lt:
    case eok_gt:
    case eok_le:
    case eok_ge:
    case eok_land:
    case eok_lor:
        return bool_value(x);
    default:
        return UNKNOWN;
    }
}

static struct expr_type unary(struct expr_typer *x, int op, struct expr_type o)
{
    const struct type *a = decayed(x, o);
    if (!builtin_operand(x, op, a))
        return UNKNOWN;
    switch (op) {
    case eok_unary_plus:
        if (is_pointer(a))
            return restricted(o) ? UNKNOWN : prvalue(x, a);
        /* fall through */
    case eok_negate:
        return arith_of(a) != ARITH_NONE ? arith_value(x, arith_promote(arith_of(a))) : UNKNOWN;
    case eok_complement:
        return integral(a) ? arith_value(x, arith_promote(arith_of(a))) : UNKNOWN;
    case eok_not:
        return bool_value(x);
    case eok_indirect: {
        const struct type *c = is_pointer(a) ? type_canonical(a) : NULL;
        if (!c || kind_of(c->u.to) == TYPE_void)
            return UNKNOWN;
        /* the pointee as the pointer's type spells it */
        const struct type *to = kind_of(a) == TYPE_pointer && a->kind == TYPE_pointer ? a->u.to : c->u.to;
        return lvalue(to);
    }
    default:
        return UNKNOWN;
    }
}

/* ++a, a++, --a, a--: on an arithmetic (not bool for --) or pointer
 * lvalue. */
static struct expr_type step(struct expr_typer *x, int op, struct expr_type o)
{
    if (o.cat != EXPR_LVALUE || (arith_of(o.type) == ARITH_NONE && !is_pointer(o.type)))
        return UNKNOWN;
    if ((op == eok_pre_decr || op == eok_post_decr) && arith_of(o.type) == ARITH_bool)
        return UNKNOWN;
    if (op == eok_pre_incr || op == eok_pre_decr)
        return o;
    return restricted(o) ? UNKNOWN : prvalue(x, o.type);
}

/* a = b and a op= b: an lvalue of a's type.  `=` on a non-class can only
 * be the built-in one (operator= is a member); a compound one can be a
 * non-member taking a class or enumeration right operand. */
static struct expr_type assignment(struct expr_typer *x, int op, struct expr_type l, struct expr_type r)
{
    (void)x;
    if (l.cat != EXPR_LVALUE || !l.type)
        return UNKNOWN;
    enum type_kind k = kind_of(l.type);
    if (op == eok_assign)
        return k == TYPE_arithmetic || k == TYPE_pointer || k == TYPE_enumeration ||
                       k == TYPE_member_pointer || k == TYPE_nullptr
                   ? l
                   : UNKNOWN;
    if ((k != TYPE_arithmetic && k != TYPE_pointer) || !builtin_only(r.type))
        return UNKNOWN;
    return l;
}

/* a[i] (or i[a]): a pointer and an integer; operator[] is a member, so a
 * non-class operand means the built-in one. */
static struct expr_type subscript(struct expr_typer *x, struct expr_type l, struct expr_type r)
{
    const struct type *a = decayed(x, l), *b = decayed(x, r);
    if (!a || !b || kind_of(a) == TYPE_class || kind_of(a) == TYPE_template_id)
        return UNKNOWN;
    if (is_pointer(b) && !is_pointer(a)) {
        const struct type *t = a;
        a = b;
        b = t;
    }
    enum type_kind bk = b ? kind_of(b) : TYPE_void;
    if (!is_pointer(a) || (!integral(b) && bk != TYPE_enumeration))
        return UNKNOWN;
    const struct type *to = type_canonical(a)->u.to;
    if (kind_of(to) == TYPE_void || kind_of(to) == TYPE_function)
        return UNKNOWN;
    /* an array operand's element type as it is spelled */
    const struct type *arr = l.type && (kind_of(l.type) == TYPE_array || kind_of(l.type) == TYPE_array_unbounded)
                                 ? l.type
                                 : NULL;
    if (arr && arr->kind == TYPE_array)
        to = arr->u.array.elem;
    else if (a->kind == TYPE_pointer)
        to = a->u.to;
    /* an element of an array prvalue is an xvalue */
    if (arr && l.cat != EXPR_LVALUE)
        return UNKNOWN;
    return lvalue(to);
}

/* c ? a : b ([expr.cond]) for operands of the same type and category, two
 * arithmetic operands, or pointers of one type; a throw on one side. */
static struct expr_type conditional(struct expr_typer *x, const struct il_tree *e, int depth)
{
    const struct il_tree *c = e->first, *a = c ? c->next : NULL, *b = a ? a->next : NULL;
    if (!b || b->next)
        return UNKNOWN;   /* GNU c ?: b */
    struct expr_type p = type_of(x, a, depth + 1), q = type_of(x, b, depth + 1);
    bool pthrow = a->kind == IL_expr_node && a->sub == enk_throw;
    bool qthrow = b->kind == IL_expr_node && b->sub == enk_throw;
    if (pthrow != qthrow)
        return prvalue(x, decayed(x, pthrow ? q : p));
    if (!p.type || !q.type)
        return UNKNOWN;
    enum type_kind pk = kind_of(p.type), qk = kind_of(q.type);
    if (pk == TYPE_class || pk == TYPE_template_id || qk == TYPE_class || qk == TYPE_template_id)
        return UNKNOWN;
    if (p.cat == q.cat && p.cat != EXPR_PRVALUE && type_canonical(p.type) == type_canonical(q.type))
        return p;
    if (pk == TYPE_void && qk == TYPE_void)
        return prvalue(x, type_void(x->ctx));
    if (restricted(p) || restricted(q))
        return UNKNOWN;   /* (see restricted()) */
    const struct type *s = decayed(x, p), *t = decayed(x, q);
    /* one type after the lvalue-to-rvalue conversion: that type
     * ([expr.cond]/7.1); else arithmetic ones: the usual conversions */
    if (type_canonical(s) == type_canonical(t) && kind_of(s) != TYPE_enumeration)
        return prvalue(x, s);
    if (arith_of(s) != ARITH_NONE && arith_of(t) != ARITH_NONE)
        return usual(x, s, t);
    if (is_pointer(s) && kind_of(t) == TYPE_nullptr)
        return prvalue(x, s);
    if (is_pointer(t) && kind_of(s) == TYPE_nullptr)
        return prvalue(x, t);
    return UNKNOWN;
}

/* The class scope holding a class type's members (its definition's), NULL
 * when not known. */
struct scope *expr_class_members(const struct type *t)
{
    const struct type *c = t ? type_canonical(t) : NULL;
    if (!c || c->kind != TYPE_class)
        return NULL;
    const struct symbol *oldest = c->u.tag.decl;
    if (!oldest->parent)
        return NULL;
    for (const struct symbol *s = scope_find_local(oldest->parent, oldest->id); s; s = s->next)
        if (s->kind == SYM_CLASS && s->id == oldest->id && (s->flags & SYMF_DEFINED) && s->members)
            return s->members;
    return NULL;
}

/* The member a `.` or `->` names in class scope cls: found in the class
 * itself, or in a base when every base is one lookup sees whole. */
const struct symbol *expr_member_named(struct expr_typer *x, struct scope *cls, uint32_t name_tok)
{
    if (tok_kind(x, name_tok) != TOK_IDENTIFIER || !x->es->idents)
        return NULL;
    const struct token *t = lexer_token(x->lx, name_tok);
    struct ident *id = ident_intern(x->es->idents, lexer_text(x->lx, t), t->len);
    const struct symbol *m = lookup_qualified(cls, id);
    if (!m)
        return NULL;
    if (m->parent != cls && (cls->unknown_bases || cls->opaque_base))
        return NULL;
    return symbol_resolve((struct symbol *)m);
}

/* The object of o.m or p->m as a class type and category (p->m: an
 * lvalue); NULL type when not a class the model knows. */
static struct expr_type object_of(struct expr_typer *x, const struct il_tree *e, int depth)
{
    const struct il_tree *o = e->first;
    if (!o)
        return UNKNOWN;
    struct expr_type v = type_of(x, o, depth + 1);
    if (e->op == eok_points_to_field || e->op == eok_points_to_static) {
        const struct type *p = decayed(x, v);
        if (!is_pointer(p))
            return UNKNOWN;
        return lvalue(type_canonical(p)->u.to);
    }
    return v;
}

struct expr_type expr_object_of(struct expr_typer *x, const struct il_tree *access)
{
    return object_of(x, access, 0);
}

/* o.m and p->m naming a data member, a static member or an enumerator
 * ([expr.ref]/6). */
static struct expr_type member(struct expr_typer *x, const struct il_tree *e, int depth)
{
    const struct il_tree *name = child(e, 1);
    struct expr_type o = object_of(x, e, depth);
    struct scope *cls = expr_class_members(o.type);
    const struct symbol *m = cls && name ? expr_member_named(x, cls, name->tok) : NULL;
    const struct entity *ent = m ? entity_of(x->es, m) : NULL;
    if (!ent || !ent->type)
        return UNKNOWN;
    switch (ent->kind) {
    case ENT_VARIABLE:
        return named(ent->type);
    case ENT_ENUMERATOR:
        return prvalue(x, ent->type);
    case ENT_FIELD: {
        if (ent->is_reference)
            return named(ent->type);
        unsigned cv = type_canonical(o.type)->cv;
        if (ent->is_mutable)
            cv &= ~TYPE_CONST;
        const struct type *t = cv ? type_qualified(x->ctx, ent->type, cv) : ent->type;
        return (struct expr_type){ t, o.cat == EXPR_LVALUE ? EXPR_LVALUE : EXPR_XVALUE };
    }
    default:
        return UNKNOWN;
    }
}

/* The class whose non-static member function is being typed, and the
 * cv-qualifiers of its `this`; NULL when the body is no such function's. */
static const struct symbol *this_class(struct expr_typer *x, unsigned *cv)
{
    const struct il_node *fn = x->fn;
    if (!fn || fn->kind != IL_routine || (fn->flags & IL_F_STATIC) || !fn->scope ||
        fn->scope->kind != SCOPE_CLASS || !fn->scope->owner || !fn->type ||
        fn->type->sub != tk_routine)
        return NULL;
    *cv = (fn->type->op & IL_CV_CONST ? TYPE_CONST : 0) |
          (fn->type->op & IL_CV_VOLATILE ? TYPE_VOLATILE : 0);
    return fn->scope->owner;
}

/* Whether `this` in the trees typed now is the member function's: outside
 * lambdas, or in one lambda capturing it by reference (`this`, `=`, `&`;
 * `*this` makes a copy). */
static bool this_seen(const struct expr_typer *x)
{
    return !x->lambda_tree || (x->lambda_depth == 1 && x->lambda_this && !x->lambda_star_this);
}

static struct expr_type this_value(struct expr_typer *x)
{
    unsigned cv = 0;
    const struct symbol *c = this_seen(x) ? this_class(x, &cv) : NULL;
    const struct type *t = c ? decl_type_of_symbol(x->es->dt, c) : NULL;
    if (!t)
        return UNKNOWN;
    return prvalue(x, type_pointer(x->ctx, cv ? type_qualified(x->ctx, t, cv) : t));
}

/* A data member named in a member function: (*this).m. */
static struct expr_type implicit_member(struct expr_typer *x, const struct il_tree *e)
{
    const struct entity *ent = e->u.sym ? entity_of(x->es, e->u.sym) : NULL;
    unsigned cv = 0;
    if (!ent || ent->kind != ENT_FIELD || !ent->type || !this_seen(x) || !this_class(x, &cv))
        return UNKNOWN;
    if (ent->is_reference)
        return named(ent->type);
    if (ent->is_mutable)
        cv &= ~TYPE_CONST;
    return lvalue(cv ? type_qualified(x->ctx, ent->type, cv) : ent->type);
}

/* The one type of the functions a name may mean (entities.h): the type
 * of the name of a function of a namespace or a block. */
static const struct type *function_named(struct expr_typer *x, const struct symbol *sym)
{
    if (!sym || sym->kind != SYM_FUNCTION || !sym->id)
        return NULL;
    return entities_function_type(x->es, sym->id);
}

/* The type of a call of a name (a function or function template, any
 * member function): the one return type of every function of the name. */
static const struct type *call_result(struct expr_typer *x, const struct symbol *sym)
{
    if (!sym || (sym->kind != SYM_FUNCTION && sym->kind != SYM_FUNCTION_TEMPLATE) || !sym->id)
        return NULL;
    return entities_call_result(x->es, sym->id);
}

static struct expr_type call(struct expr_typer *x, const struct il_tree *e, int depth)
{
    const struct il_tree *f = e->first;
    while (f && f->kind == IL_expr_node && f->sub == enk_operation && f->op == eok_parens &&
           f->first && !f->first->next)
        f = f->first;
    if (!f)
        return UNKNOWN;
    if (f->kind == IL_expr_node && (f->sub == enk_routine || f->sub == enk_template_name))
        return result(x, call_result(x, f->u.sym));
    if (f->kind == IL_expr_node && f->sub == enk_operation &&
        (f->op == eok_dot_field || f->op == eok_points_to_field)) {
        struct scope *cls = expr_class_members(object_of(x, f, depth).type);
        const struct il_tree *name = child(f, 1);
        const struct symbol *m = cls && name ? expr_member_named(x, cls, name->tok) : NULL;
        return result(x, call_result(x, m));
    }
    const struct type *ft = NULL;
    if (f->kind == IL_expr_node) {
        const struct type *p = decayed(x, type_of(x, f, depth + 1));
        if (is_pointer(p) && kind_of(type_canonical(p)->u.to) == TYPE_function)
            ft = type_canonical(p)->u.to;
    }
    if (!ft || kind_of(ft) != TYPE_function)
        return UNKNOWN;
    return result(x, type_canonical(ft)->u.fn.ret);
}

/* A cast's target type (its first child) and operands. */
static struct expr_type cast(struct expr_typer *x, const struct il_tree *e)
{
    const struct il_tree *t = e->first;
    if (!t || t->kind != IL_type)
        return UNKNOWN;
    return result(x, decl_type_of_tree(x->es->dt, t));
}

/* A string literal and the ones right after it that it concatenates
 * with: an lvalue array of const characters. */
static struct expr_type string_literal(struct expr_typer *x, uint32_t tok)
{
    const char *texts[64];
    size_t lens[64];
    unsigned n = 0;
    for (uint32_t t = tok; tok_kind(x, t) == TOK_STRING_LITERAL; t++) {
        if (n == 64)
            return UNKNOWN;
        const struct token *k = lexer_token(x->lx, t);
        texts[n] = lexer_text(x->lx, k);
        lens[n++] = k->len;
    }
    enum arith_id c;
    unsigned long long len;
    if (!n || tok_kind(x, tok + n) == TOK_UD_STRING_LITERAL ||
        !literal_string(texts, lens, n, &c, &len))
        return UNKNOWN;
    const struct type *ch = type_qualified(x->ctx, type_arith(x->ctx, (enum type_arith)c), TYPE_CONST);
    return lvalue(type_array(x->ctx, ch, true, len));
}

static struct expr_type constant(struct expr_typer *x, const struct il_tree *e)
{
    if (e->u.sym) {
        const struct entity *ent = entity_of(x->es, e->u.sym);
        return ent && ent->kind == ENT_ENUMERATOR ? prvalue(x, ent->type) : UNKNOWN;
    }
    const struct token *t = lexer_token(x->lx, e->tok);
    const char *text = lexer_text(x->lx, t);
    switch (t->kind) {
    case TOK_TRUE:
    case TOK_FALSE:
        return bool_value(x);
    case TOK_NULLPTR:
        return prvalue(x, type_nullptr(x->ctx));
    case TOK_INT_LITERAL: {
        unsigned long long v;
        return arith_value(x, literal_integer(text, t->len, &v));
    }
    case TOK_FLOAT_LITERAL:
        return arith_value(x, literal_float(text, t->len));
    case TOK_CHAR_LITERAL: {
        bool has;
        long long v;
        /* u8'c' is char in C++17, char8_t in C++20: not judged */
        if (t->len > 2 && text[0] == 'u' && text[1] == '8')
            return UNKNOWN;
        return arith_value(x, literal_char(text, t->len, &has, &v));
    }
    case TOK_STRING_LITERAL:
        return string_literal(x, e->tok);
    default:
        return UNKNOWN;
    }
}

static struct expr_type operation(struct expr_typer *x, const struct il_tree *e, int depth)
{
    const struct il_tree *a = e->first, *b = a ? a->next : NULL;
    switch (e->op) {
    case eok_parens:
        return a && !b ? type_of(x, a, depth + 1) : UNKNOWN;
    case eok_add: case eok_subtract: case eok_multiply: case eok_divide: case eok_remainder:
    case eok_and: case eok_or: case eok_xor: case eok_shiftl: case eok_shiftr:
    case eok_eq: case eok_ne: case eok_lt: case eok_gt: case eok_le: case eok_ge:
    case eok_land: case eok_lor:
        if (!b || b->next)
            return UNKNOWN;
        return binary(x, e->op, type_of(x, a, depth + 1), type_of(x, b, depth + 1));
    case eok_negate: case eok_unary_plus: case eok_complement: case eok_not: case eok_indirect:
        return a && !b ? unary(x, e->op, type_of(x, a, depth + 1)) : UNKNOWN;
    case eok_pre_incr: case eok_pre_decr: case eok_post_incr: case eok_post_decr:
        return a && !b ? step(x, e->op, type_of(x, a, depth + 1)) : UNKNOWN;
    case eok_assign: case eok_add_assign: case eok_subtract_assign: case eok_multiply_assign:
    case eok_divide_assign: case eok_remainder_assign: case eok_and_assign: case eok_or_assign:
    case eok_xor_assign: case eok_shiftl_assign: case eok_shiftr_assign:
        if (!b || b->next)
            return UNKNOWN;
        return assignment(x, e->op, type_of(x, a, depth + 1), type_of(x, b, depth + 1));
    case eok_address_of: {
        if (!a || b || a->kind != IL_expr_node || a->sub == enk_field ||
            (a->sub == enk_routine && a->u.sym && a->u.sym->parent &&
             a->u.sym->parent->kind == SCOPE_CLASS))
            return UNKNOWN;   /* &C::m, &C::f: pointers to members */
        struct expr_type o = type_of(x, a, depth + 1);
        /* &p[i], &*p of a restricted p (see restricted()) */
        if (a->sub == enk_operation && (a->op == eok_subscript || a->op == eok_indirect) &&
            a->first && (restricted(type_of(x, a->first, depth + 2)) ||
                         (a->first->next && restricted(type_of(x, a->first->next, depth + 2)))))
            return UNKNOWN;
        /* a class's & is the built-in one while the unit declares no
         * unary operator& at all */
        if (o.cat != EXPR_LVALUE || !o.type ||
            (!builtin_only(o.type) && kind_of(o.type) != TYPE_enumeration &&
             kind_of(o.type) != TYPE_class) ||
            (!builtin_only(o.type) && entities_any_operator(x->es, TOK_AMP, 1)))
            return UNKNOWN;
        return prvalue(x, type_pointer(x->ctx, o.type));
    }
    case eok_subscript:
        if (!b || b->next)
            return UNKNOWN;
        return subscript(x, type_of(x, a, depth + 1), type_of(x, b, depth + 1));
    case eok_comma: {
        if (!b || b->next)
            return UNKNOWN;
        struct expr_type l = type_of(x, a, depth + 1), r = type_of(x, b, depth + 1);
        return builtin_operand(x, eok_comma, l.type) && builtin_operand(x, eok_comma, r.type)
                   ? r
                   : UNKNOWN;
    }
    case eok_dot_field: case eok_points_to_field: case eok_dot_static: case eok_points_to_static:
        return member(x, e, depth);
    case eok_cast:
    case eok_dynamic_cast:
        return cast(x, e);
    case eok_call:
        return call(x, e, depth);
    case eok_cuda_launch:
        return prvalue(x, type_void(x->ctx));
    case eok_noexcept:
        return bool_value(x);
    default:
        return UNKNOWN;
    }
}

/* A captured variable of declared type t named in the current lambda's
 * body ([expr.prim.id.unqual]/3): by reference, as the variable; by
 * copy, the closure's member -- t without its reference, const unless
 * the lambda is mutable -- an lvalue. */
static struct expr_type captured(struct expr_typer *x, const struct symbol *sym, const struct type *t)
{
    if (!t || x->lambda_depth != 1 || !x->lambda)
        return UNKNOWN;
    const struct type *c = type_canonical(t);
    /* a const integral variable may be named without being captured */
    if (c->kind == TYPE_arithmetic && (c->cv & TYPE_CONST))
        return UNKNOWN;
    switch (capture_mode(x, sym)) {
    case 'r':
        return named(t);
    case 'c': {
        const struct type *m = referee(t);
        if (m && kind_of(m) == TYPE_function)
            return UNKNOWN;
        if (!m)
            m = t;
        return lvalue(x->lambda_mutable ? m : type_qualified(x->ctx, m, TYPE_CONST));
    }
    default:
        return UNKNOWN;
    }
}

bool expr_captured_by_copy(struct expr_typer *x, const struct il_tree *e)
{
    if (e->kind != IL_expr_node || (e->sub != enk_variable && e->sub != enk_param_ref) || !e->u.sym)
        return false;
    const struct entity *ent = entity_of(x->es, e->u.sym);
    return ent && (ent->kind == ENT_VARIABLE || ent->kind == ENT_PARAM) &&
           !not_captured(x, ent->sym) && x->lambda && capture_mode(x, ent->sym) == 'c';
}

/* The expression an `auto` variable's initializer deduces from: = e,
 * (e), {e} ([dcl.type.auto.deduct]; `= {e}` deduces an initializer_list:
 * NULL). */
static const struct il_tree *deduced_from(struct expr_typer *x, const struct il_node *n)
{
    const struct il_tree *t = n->init;
    if (!t || t->kind != IL_expr_node || !n->init_tok)
        return NULL;
    int k = tok_kind(x, n->init_tok);
    if (t->sub == enk_braced_init_list)
        return k == TOK_LBRACE && t->first && !t->first->next ? t->first : NULL;
    if (t->sub == enk_initializer)
        return t->first && !t->first->next && t->first->kind == IL_expr_node &&
                       t->first->sub != enk_braced_init_list
                   ? t->first
                   : NULL;
    return k == TOK_ASSIGN ? t : NULL;
}

/* A variable declared `auto`, `const auto`, `auto &`, `const auto &` or
 * `auto &&` with an initializer of known type: the type deduced
 * ([dcl.type.auto.deduct], [temp.deduct.call]/3). */
static const struct type *deduce(struct expr_typer *x, const struct entity *ent, int depth)
{
    const struct il_node *n = ent->decl;
    const struct il_tree *t = n->type;
    unsigned ref = 0;
    if (t && t->kind == IL_type && t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF))) {
        ref = t->op & (IL_PTR_LREF | IL_PTR_RREF);
        t = t->first;
    }
    if (!t || t->kind != IL_type || t->sub != tk_auto || tok_kind(x, t->tok) != TOK_AUTO ||
        (t->op & IL_CV_RESTRICT) || t->first)
        return NULL;
    unsigned cv = (t->op & IL_CV_CONST ? TYPE_CONST : 0) | (t->op & IL_CV_VOLATILE ? TYPE_VOLATILE : 0);
    const struct il_tree *init = deduced_from(x, n);
    struct expr_type e = init ? type_of(x, init, depth + 1) : UNKNOWN;
    if (!e.type)
        return NULL;
    if (!ref) {
        /* by value: the decayed type, its cv gone, the declaration's added */
        const struct type *d = decayed(x, e);
        if (!d)
            return NULL;
        d = type_strip_cv(x->ctx, d);
        return cv ? type_qualified(x->ctx, d, cv) : d;
    }
    if (ref == IL_PTR_RREF && !cv) {
        /* auto &&: a forwarding reference */
        return e.cat == EXPR_LVALUE ? type_lref(x->ctx, e.type) : type_rref(x->ctx, e.type);
    }
    if (ref == IL_PTR_LREF) {
        /* auto &: an lvalue keeps its cv; const auto &: anything */
        if (!cv && e.cat != EXPR_LVALUE)
            return NULL;
        const struct type *to = cv ? type_qualified(x->ctx, type_strip_cv(x->ctx, e.type), cv) : e.type;
        return type_lref(x->ctx, to);
    }
    return NULL;
}

/* A variable's or parameter's type: as declared, or deduced for auto. */
static const struct type *variable_type(struct expr_typer *x, const struct entity *ent, int depth)
{
    if (ent->type || ent->kind != ENT_VARIABLE || !ent->decl ||
        (ent->decl->flags & (IL_F_TEMPLATE | IL_F_SPEC)))
        return ent->type;
    static char not_known;
    void *kept = ptrmap_get(&x->deduced, ent);
    if (kept)
        return kept == (void *)&not_known ? NULL : kept;
    ptrmap_put(&x->deduced, ent, &not_known);   /* (auto x = x: not known) */
    const struct type *t = deduce(x, ent, depth);
    if (t)
        ptrmap_put(&x->deduced, ent, (void *)t);
    return t;
}

static struct expr_type judge(struct expr_typer *x, const struct il_tree *e, int depth)
{
    if (e->kind != IL_expr_node)
        return UNKNOWN;
    switch (e->sub) {
    case enk_operation:
        return operation(x, e, depth);
    case enk_constant:
        return constant(x, e);
    case enk_variable:
    case enk_param_ref: {
        if (!e->u.sym)
            return tok_kind(x, e->tok) == TOK_THIS ? this_value(x) : UNKNOWN;
        const struct entity *ent = entity_of(x->es, e->u.sym);
        if (!ent || (ent->kind != ENT_VARIABLE && ent->kind != ENT_PARAM))
            return UNKNOWN;
        if (not_captured(x, ent->sym))
            return named(variable_type(x, ent, depth));
        return captured(x, ent->sym, variable_type(x, ent, depth));
    }
    case enk_field:
        return implicit_member(x, e);
    case enk_routine: {
        const struct symbol *s = e->u.sym;
        if (!s || !s->parent || s->parent->kind == SCOPE_CLASS)
            return UNKNOWN;   /* a member function alone is no value */
        return lvalue(function_named(x, s));
    }
    case enk_condition:
        return conditional(x, e, depth);
    case enk_sizeof:
    case enk_alignof:
    case enk_sizeof_pack:
    case enk_datasizeof:
        return arith_value(x, arith_target.size_t_type);
    case enk_throw:
        return prvalue(x, type_void(x->ctx));
    default:
        return UNKNOWN;
    }
}

static struct expr_type type_of(struct expr_typer *x, const struct il_tree *e, int depth)
{
    if (!e)
        return UNKNOWN;
    struct expr_type *kept = ptrmap_get(&x->memo, e);
    if (kept)
        return *kept;
    struct expr_type r = depth > MAX_DEPTH ? UNKNOWN : judge(x, e, depth);
    if (!r.type)
        r = UNKNOWN;
    kept = arena_alloc(&x->ctx->arena, sizeof *kept);
    *kept = r;
    ptrmap_put(&x->memo, e, kept);
    return r;
}

struct expr_type expr_type_of(struct expr_typer *x, const struct il_tree *e)
{
    return type_of(x, e, 0);
}

const struct type *expr_decltype(struct expr_typer *x, struct expr_type e)
{
    if (!e.type)
        return NULL;
    if (e.cat == EXPR_LVALUE)
        return type_lref(x->ctx, e.type);
    if (e.cat == EXPR_XVALUE)
        return type_rref(x->ctx, e.type);
    return e.type;
}
