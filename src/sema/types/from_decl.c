/* The type of a declaration as the parser wrote it (il_tree.h) made an
 * interned node of the type model.  Certain or silent: any part this file
 * does not model for certain makes the whole type NULL ("not known"),
 * never a guess -- templates and dependent names, decltype (but
 * decltype(nullptr)), auto, restrict on anything but a pointer,
 * array bounds that are not integer literals, classes and enumerations
 * that are not of a namespace.  Each tree's result and each class's node
 * are found once and kept, so converting a unit is linear in its trees. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/types/from_decl.h"

/* The value kept for a tree or symbol whose type is not known (ptrmap
 * values cannot be NULL). */
static char not_known;
#define NOT_KNOWN ((void *)&not_known)

static const void *tok_key(uint32_t tok)
{
    return (const void *)((uintptr_t)tok + 1);
}

void decl_types_init(struct decl_types *dt, struct type_context *ctx, struct lexer *lx,
                     const struct il_list *il)
{
    memset(dt, 0, sizeof *dt);
    dt->ctx = ctx;
    dt->lx = lx;
    decl_types_index(dt, il);
}

void decl_types_index(struct decl_types *dt, const struct il_list *il)
{
    const struct il_node *n = dt->indexed ? dt->indexed->next : il ? il->first : NULL;
    for (; n; n = n->next) {
        if (n->kind == IL_type && n->sub == IL_SUB_TYPEDEF && n->has_pos)
            ptrmap_put(&dt->typedefs, tok_key(n->tok), (void *)n);
        dt->indexed = n;
    }
}

void decl_types_free(struct decl_types *dt)
{
    ptrmap_free(&dt->by_tree);
    ptrmap_free(&dt->by_sym);
    ptrmap_free(&dt->typedefs);
}

static int tok_kind(const struct decl_types *dt, uint32_t tok)
{
    return lexer_token(dt->lx, tok)->kind;
}

static const struct type *convert(struct decl_types *dt, const struct il_tree *t, int depth);

/* The name messages give an entity of a namespace ("N::M::S"), in the
 * type context's arena; NULL in an unnamed namespace or when unnamed
 * (the parser's names for those start with '<'). */
static const char *qualified_name(struct decl_types *dt, const struct symbol *sym)
{
    const struct scope *chain[32];
    int n = 0;
    for (const struct scope *sc = sym->parent; sc && sc->depth > 0; sc = sc->parent) {
        if (sc->kind != SCOPE_NAMESPACE || !sc->owner || !sc->owner->id ||
            !sc->owner->id->len || sc->owner->id->name[0] == '<' || n == 32)
            return NULL;
        chain[n++] = sc;
    }
    if (!sym->id || !sym->id->len || sym->id->name[0] == '<')
        return NULL;
    size_t len = sym->id->len;
    for (int i = 0; i < n; i++)
        len += chain[i]->owner->id->len + 2;
    char *buf = arena_alloc(&dt->ctx->arena, len + 1), *at = buf;
    for (int i = n - 1; i >= 0; i--) {
        memcpy(at, chain[i]->owner->id->name, chain[i]->owner->id->len);
        at += chain[i]->owner->id->len;
        memcpy(at, "::", 2);
        at += 2;
    }
    memcpy(at, sym->id->name, sym->id->len);
    at[sym->id->len] = '\0';
    return buf;
}

/* A class or enumeration of a namespace, keyed by the oldest declaration
 * of its name there (a forward declaration and the definition are one
 * type). */
static const struct type *tag_type(struct decl_types *dt, const struct symbol *sym)
{
    if ((sym->flags & SYMF_INJECTED) || !sym->parent || sym->parent->kind != SCOPE_NAMESPACE)
        return NULL;
    const struct symbol *oldest = sym;
    for (const struct symbol *x = sym->next; x; x = x->next)
        if (x->kind == sym->kind && x->id == sym->id)
            oldest = x;
    void *kept = ptrmap_get(&dt->by_sym, oldest);
    if (kept)
        return kept == NOT_KNOWN ? NULL : kept;
    const char *name = qualified_name(dt, oldest);
    const struct type *t = !name                     ? NULL
                           : sym->kind == SYM_CLASS ? type_class(dt->ctx, (void *)oldest, name)
                                                    : type_enum(dt->ctx, (void *)oldest, name);
    ptrmap_put(&dt->by_sym, oldest, t ? (void *)t : NOT_KNOWN);
    return t;
}

/* A typedef or alias-declaration of a namespace or a block (a class's
 * member typedef may differ in a specialization: not followed) as sugar
 * over its target. */
static const struct type *typedef_type(struct decl_types *dt, const struct symbol *sym, int depth)
{
    const struct scope *sc = sym->parent;
    if (!sc || (sc->kind != SCOPE_NAMESPACE && sc->kind != SCOPE_BLOCK))
        return NULL;
    const struct il_node *n = ptrmap_get(&dt->typedefs, tok_key(sym->tok));
    if (!n || !n->type || (n->flags & (IL_F_TEMPLATE | IL_F_SPEC)))
        return NULL;
    const struct type *target = convert(dt, n->type, depth + 1);
    if (!target)
        return NULL;
    const char *name = sc->kind == SCOPE_NAMESPACE ? qualified_name(dt, sym) : sym->id->name;
    return name ? type_typedef(dt->ctx, (void *)n, name, target) : NULL;
}

/* decltype(nullptr), the one decltype modelled (how <cstddef> defines
 * std::nullptr_t). */
static bool decltype_nullptr(const struct decl_types *dt, uint32_t tok)
{
    return tok_kind(dt, tok) == TOK_DECLTYPE && tok_kind(dt, tok + 1) == TOK_LPAREN &&
           tok_kind(dt, tok + 2) == TOK_NULLPTR && tok_kind(dt, tok + 3) == TOK_RPAREN;
}

/* An array bound written as an integer literal (decimal, octal, hex or
 * binary, digit separators, u/l/z suffixes); false for anything else. */
static bool literal_bound(const struct decl_types *dt, const struct il_tree *e,
                          unsigned long long *value)
{
    if (e->kind != IL_expr_node || e->sub != enk_constant || e->op != ck_integer || e->u.sym ||
        e->first || tok_kind(dt, e->tok) != TOK_INT_LITERAL)
        return false;
    const struct token *tk = lexer_token(dt->lx, e->tok);
    const char *text = lexer_text(dt->lx, tk);
    char buf[72];
    size_t n = 0;
    for (uint32_t i = 0; i < tk->len; i++) {
        if (text[i] == '\'')
            continue;
        if (n + 1 >= sizeof buf)
            return false;
        buf[n++] = text[i];
    }
    while (n > 0 && strchr("uUlLzZ", buf[n - 1]))
        n--;
    buf[n] = '\0';
    if (n == 0)
        return false;
    int base = 0;
    const char *digits = buf;
    if (n > 2 && buf[0] == '0' && (buf[1] == 'b' || buf[1] == 'B'))
        base = 2, digits = buf + 2;
    char *end;
    *value = strtoull(digits, &end, base);
    return *end == '\0' && end != digits;
}

/* Whether a function type's parameter clause (its `(` at open) ends in a
 * C ellipsis `, ...` or `(...)`; -1 for `int...` (a pack in a template,
 * else the same: not judged). */
static int ellipsis_of(const struct decl_types *dt, uint32_t open)
{
    uint32_t close = lexer_match_bracket(dt->lx, open);
    if (close < open + 2 || tok_kind(dt, close) != TOK_RPAREN)
        return close == open + 1 ? 0 : -1;
    if (tok_kind(dt, close - 1) != TOK_ELLIPSIS)
        return 0;
    int before = tok_kind(dt, close - 2);
    return before == TOK_COMMA || before == TOK_LPAREN ? 1 : -1;
}

static const struct type *function_type(struct decl_types *dt, const struct il_tree *t, int depth)
{
    const struct il_tree *c = t->first;
    if (!c || c->kind != IL_type || !t->tok)
        return NULL;   /* no return type (a constructor) or no clause */
    const struct type *ret = convert(dt, c, depth + 1);
    if (!ret)
        return NULL;
    const struct type *params[64];
    unsigned n = 0;
    bool is_noexcept = false;
    for (c = c->next; c; c = c->next) {
        if (c->kind == IL_param_type) {
            const struct type *p = n < 64 ? convert(dt, c->first, depth + 1) : NULL;
            if (!p)
                return NULL;
            params[n++] = p;
        } else if (c->kind == IL_exception_specification) {
            /* noexcept, noexcept(true), and throw() -- C++17 makes it
             * noexcept(true) ([except.spec]/8; glibc's __THROW) -- are
             * noexcept; noexcept(false) is not; anything else (a
             * computed condition, throw(T)) is not modelled */
            int k = tok_kind(dt, c->tok), open = tok_kind(dt, c->tok + 1);
            int arg = tok_kind(dt, c->tok + 2), close = tok_kind(dt, c->tok + 3);
            if (k == TOK_NOEXCEPT && open != TOK_LPAREN && !c->first)
                is_noexcept = true;
            else if (k == TOK_NOEXCEPT && open == TOK_LPAREN && close == TOK_RPAREN &&
                     (arg == TOK_TRUE || arg == TOK_FALSE))
                is_noexcept = arg == TOK_TRUE;
            else if (k == TOK_THROW && open == TOK_LPAREN && arg == TOK_RPAREN && !c->first)
                is_noexcept = true;
            else
                return NULL;
        } else {
            return NULL;
        }
    }
    /* (void): no parameters */
    if (n == 1 && params[0]->kind == TYPE_void && params[0]->cv == 0 && t->first->next->tok &&
        tok_kind(dt, t->first->next->tok) == TOK_VOID)
        n = 0;
    int variadic = ellipsis_of(dt, t->tok);
    if (variadic < 0)
        return NULL;
    unsigned cv = (t->op & IL_CV_CONST ? TYPE_CONST : 0) | (t->op & IL_CV_VOLATILE ? TYPE_VOLATILE : 0);
    enum type_refq ref = t->op & IL_PTR_LREF   ? TYPE_REFQ_LVALUE
                         : t->op & IL_PTR_RREF ? TYPE_REFQ_RVALUE
                                               : TYPE_REFQ_NONE;
    return type_function(dt->ctx, ret, params, n, variadic == 1, cv, ref, is_noexcept);
}

/* The type before its cv-qualifiers are applied. */
static const struct type *unqualified(struct decl_types *dt, const struct il_tree *t, int depth)
{
    bool named = t->op & IL_TYPE_NAMED;
    const struct symbol *sym = named ? t->u.sym : NULL;
    switch (t->sub) {
    case tk_integer:
    case tk_float:
        if (named)   /* an enumeration (a typedef'd one: its name resolved) */
            return sym && sym->kind == SYM_ENUM && !t->first ? tag_type(dt, sym) : NULL;
        {
            int a = type_arith_of_keywords(dt->lx, t);
            return a < 0 ? NULL : type_arith(dt->ctx, (enum type_arith)a);
        }
    case tk_void:
        return named ? NULL : type_void(dt->ctx);
    case tk_class:
        return sym && sym->kind == SYM_CLASS && !t->first ? tag_type(dt, sym) : NULL;
    case tk_typeref:
        if (!named || t->first)
            return NULL;
        if (!sym)
            return decltype_nullptr(dt, t->tok) ? type_nullptr(dt->ctx) : NULL;
        return sym->kind == SYM_TYPEDEF ? typedef_type(dt, sym, depth) : NULL;
    case tk_pointer: {
        const struct type *to = t->first ? convert(dt, t->first, depth + 1) : NULL;
        if (!to)
            return NULL;
        if (t->op & IL_PTR_LREF)
            return type_lref(dt->ctx, to);
        if (t->op & IL_PTR_RREF)
            return type_rref(dt->ctx, to);
        return type_pointer(dt->ctx, to);
    }
    case tk_array: {
        const struct type *elem = t->first ? convert(dt, t->first, depth + 1) : NULL;
        unsigned long long bound = 0;
        const struct il_tree *b = t->first ? t->first->next : NULL;
        if (!elem || (b && !literal_bound(dt, b, &bound) &&
                      !(dt->bound_eval && dt->bound_eval(dt->bound_ctx, b, &bound))))
            return NULL;
        return type_array(dt->ctx, elem, b != NULL, bound);
    }
    case tk_routine:
        return function_type(dt, t, depth);
    default:
        return NULL;   /* templates, auto, decltype, typeof, complex, ... */
    }
}

static const struct type *convert(struct decl_types *dt, const struct il_tree *t, int depth)
{
    if (!t || t->kind != IL_type || depth > 64)
        return NULL;
    void *kept = ptrmap_get(&dt->by_tree, t);
    if (kept)
        return kept == NOT_KNOWN ? NULL : kept;
    const struct type *r = unqualified(dt, t, depth);
    unsigned cv = (t->op & IL_CV_CONST ? TYPE_CONST : 0) |
                  (t->op & IL_CV_VOLATILE ? TYPE_VOLATILE : 0) |
                  (t->op & IL_CV_RESTRICT ? TYPE_RESTRICT : 0);
    bool reference = t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF));
    /* restrict on no pointer (a reference, T restrict): not modelled */
    if (r && (cv & TYPE_RESTRICT) && (reference || type_canonical(r)->kind != TYPE_pointer))
        r = NULL;
    if (r && cv && t->sub != tk_routine && !reference)
        r = type_qualified(dt->ctx, r, cv);
    ptrmap_put(&dt->by_tree, t, r ? (void *)r : NOT_KNOWN);
    return r;
}

const struct type *decl_type_of_tree(struct decl_types *dt, const struct il_tree *t)
{
    return convert(dt, t, 0);
}

const struct type *decl_type_of_variable(struct decl_types *dt, const struct il_node *n)
{
    if (n->kind != IL_variable || (n->flags & (IL_F_TEMPLATE | IL_F_SPEC | IL_F_IMPLICIT_INT)))
        return NULL;
    const struct type *t = convert(dt, n->type, 0);
    /* int a[] = {1, 2}: the initializer completes the type */
    if (t && type_canonical(t)->kind == TYPE_array_unbounded && n->init_tok)
        return NULL;
    /* constexpr makes the object const ([dcl.constexpr]/10) */
    if (t && (n->flags & IL_F_CONSTEXPR))
        t = type_qualified(dt->ctx, t, TYPE_CONST);
    return t;
}

const struct type *decl_type_of_param(struct decl_types *dt, const struct il_param *p)
{
    if (p->pack)
        return NULL;
    const struct type *t = convert(dt, p->type, 0);
    if (!t)
        return NULL;
    const struct type *c = type_canonical(t);
    if (c->kind == TYPE_array || c->kind == TYPE_array_unbounded)
        return type_pointer(dt->ctx, c->u.array.elem);
    if (c->kind == TYPE_function)
        return type_pointer(dt->ctx, c);
    return t;
}

const struct type *decl_type_of_symbol(struct decl_types *dt, const struct symbol *sym)
{
    if (sym->kind == SYM_CLASS || sym->kind == SYM_ENUM)
        return tag_type(dt, sym);
    if (sym->kind == SYM_TYPEDEF)
        return typedef_type(dt, sym, 0);
    return NULL;
}
