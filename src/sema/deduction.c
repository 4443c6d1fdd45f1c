/* Why a function template certainly is no candidate for a call, from
 * what the core knows of the arguments ([temp.deduct.call]).  Observed
 * of cudafe++: a parameter that names no template parameter and
 * certainly does not take its argument rules the template out first,
 * whatever the deduction ("does not match because argument #k does not
 * match parameter", 3326); else two arguments that deduce one template
 * type parameter differently -- from a parameter `T`, `T *` or
 * `const T *`, by arguments whose types the messages spell -- make it
 * fail ("candidate function template ... failed deduction", 3327).
 * Anything else: not known (the checks stay silent). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

enum { MAX_TPARAMS = 8 };

struct deduction {
    const struct ident *names[MAX_TPARAMS];
    bool pack[MAX_TPARAMS];
    const char *deduced[MAX_TPARAMS];   /* the type deduced, as spelled */
    enum arith_id arith[MAX_TPARAMS];   /* ... and its arithmetic type (ARITH_NONE:
                                         * another or not known) */
    unsigned n;
};

/* The template header `template <typename A, class... B>` of fn: type
 * parameters only, no defaults. */
static bool header_params(const struct sema *s, const struct il_node *fn, struct deduction *d)
{
    d->n = 0;
    if (!fn->tmpl_tok || !fn->tmpl_close || sema_tok_kind(s, fn->tmpl_tok + 1) != TOK_LT)
        return false;
    uint32_t i = fn->tmpl_tok + 2;
    if (i == fn->tmpl_close)
        return false;   /* template <>: a specialization */
    for (;;) {
        int k = sema_tok_kind(s, i);
        if ((k != TOK_TYPENAME && k != TOK_CLASS) || d->n == MAX_TPARAMS)
            return false;
        i++;
        bool pack = sema_tok_kind(s, i) == TOK_ELLIPSIS;
        if (pack)
            i++;
        if (sema_tok_kind(s, i) != TOK_IDENTIFIER)
            return false;
        d->names[d->n] = sema_ident(s, i);
        d->pack[d->n] = pack;
        d->arith[d->n] = ARITH_NONE;
        d->deduced[d->n++] = NULL;
        i++;
        if (i == fn->tmpl_close)
            return sema_tok_kind(s, i) == TOK_GT;
        if (sema_tok_kind(s, i) != TOK_COMMA)
            return false;
        i++;
    }
}

/* The template parameter a type tree names (no qualifiers but cv), or -1. */
static int named_param(const struct sema *s, const struct il_tree *t, const struct deduction *d)
{
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || t->first || t->next ||
        sema_tok_kind(s, t->tok) != TOK_IDENTIFIER)
        return -1;
    if (t->sub != tk_template_param &&
        !(t->u.sym && (t->u.sym->kind == SYM_TYPE_PARAM || t->u.sym->kind == SYM_TEMPLATE_PARAM)))
        return -1;
    const struct ident *id = sema_ident(s, t->tok);
    for (unsigned k = 0; k < d->n; k++)
        if (d->names[k] == id)
            return (int)k;
    return -1;
}

/* The arithmetic type a message spells as text ("unsigned int"), or
 * ARITH_NONE. */
static enum arith_id arith_spelled(const char *text)
{
    for (int x = 0; x < ARITH__COUNT; x++)
        if (strcmp(arith_infos[x].display, text) == 0)
            return (enum arith_id)x;
    return ARITH_NONE;
}

/* Records what parameter type p deduces from argument a: whether it
 * agrees with what was deduced before. */
enum outcome { UNKNOWN, AGREES, CONFLICT };

static enum outcome deduce(const struct sema *s, const struct il_tree *p, const struct il_tree *a,
                           struct deduction *d)
{
    const char *text = sema_arg_type_text(s, a);
    struct sema_targ targ = { ARITH_NONE, NULL };
    if (!text && named_param(s, p, d) >= 0 && sema_arg_template_type(s, a, &targ))
        text = targ.shown;   /* (a variable of type `C<L>::ct`) */
    if (!text)
        return UNKNOWN;
    size_t len = strlen(text);
    int k;
    const char *value;
    enum arith_id arith = ARITH_NONE;
    if ((k = named_param(s, p, d)) >= 0) {
        /* T by value: the argument's type, not an array, no cv-qualifier */
        if (p->op & IL_CV_VOLATILE || text[len - 1] == ']' || strncmp(text, "const ", 6) == 0 ||
            strncmp(text, "volatile ", 9) == 0)
            return UNKNOWN;
        value = text;
        struct sema_etype e = sema_classify(s, a);
        arith = targ.shown ? targ.a : e.kind == SEMA_ARITH ? e.arith : ARITH_NONE;
    } else if (p->kind == IL_type && p->sub == tk_pointer &&
               !(p->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) &&
               (k = named_param(s, p->first, d)) >= 0) {
        /* T * and const T *: the pointee of a pointer (a plain `X *`) */
        if (len < 3 || strcmp(text + len - 2, " *") != 0 || memchr(text, '(', len) ||
            memchr(text, '[', len) || (p->first->op & IL_CV_VOLATILE))
            return UNKNOWN;
        char buf[256];
        if (len - 2 >= sizeof buf)
            return UNKNOWN;
        memcpy(buf, text, len - 2);
        buf[len - 2] = 0;
        const char *pointee = buf;
        if (p->first->op & IL_CV_CONST) {
            /* const T * from const X *: T = X; from X *: T = X */
            if (strncmp(pointee, "const ", 6) == 0)
                pointee += 6;
        }
        if (strchr(pointee, '*'))
            return UNKNOWN;   /* (a pointer to pointer: its cv not looked at) */
        value = ident_intern(s->il->idents, pointee, strlen(pointee))->name;
    } else {
        return UNKNOWN;
    }
    if (d->pack[k])
        return UNKNOWN;
    if (arith == ARITH_NONE)
        arith = arith_spelled(value);   /* (a pointee spelled with keywords) */
    if (d->deduced[k]) {
        /* one type spelled two ways (L and long) is one type: the
         * first spelling stays */
        if (d->arith[k] != ARITH_NONE && arith != ARITH_NONE)
            return d->arith[k] == arith ? AGREES : CONFLICT;
        if ((d->arith[k] != ARITH_NONE) != (arith != ARITH_NONE)) {
            /* an arithmetic type and one spelled otherwise: certainly
             * another when that one is cv-qualified or compound ("const
             * double" from a `T *` parameter), else perhaps a typedef of it */
            const char *other = arith != ARITH_NONE ? d->deduced[k] : value;
            return strncmp(other, "const ", 6) == 0 || strncmp(other, "volatile ", 9) == 0 ||
                           strpbrk(other, "*&[(")
                       ? CONFLICT : UNKNOWN;
        }
        return strcmp(d->deduced[k], value) != 0 ? CONFLICT : AGREES;
    }
    d->deduced[k] = value;
    d->arith[k] = arith;
    return AGREES;
}

/* Pointer levels of an argument (its type as the messages spell it: "int
 * *", "const float **"), 0 for one of no pointer type, -1 when not known
 * (arrays, functions). */
static int pointer_levels(const struct sema *s, const struct il_tree *a)
{
    struct sema_etype e = sema_classify(s, a);
    if (e.kind == SEMA_ARITH && e.arith != ARITH_NONE)
        return 0;
    if (e.kind == SEMA_NULLPTR)
        return 0;
    const char *text = sema_arg_type_text(s, a);
    if (!text || strchr(text, '[') || strchr(text, '(') || e.kind != SEMA_POINTER)
        return -1;
    int n = 0;
    for (const char *c = text; *c; c++)
        n += *c == '*';
    return n;
}

/* 1: parameter type p certainly cannot deduce from argument a; 2: it
 * deduces, and then `T &` does not bind the rvalue; 0: it may; -1: not
 * known. */
static int cannot_deduce(const struct sema *s, const struct il_tree *p, const struct il_tree *a,
                         const struct deduction *d)
{
    if (!p || p->kind != IL_type)
        return -1;
    if (!sema_type_depends(p))
        return 0;
    /* T *, T **, const T * ... */
    int levels = 0;
    const struct il_tree *t = p;
    while (t && t->kind == IL_type && t->sub == tk_pointer &&
           !(t->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED))) {
        levels++;
        t = t->first;
    }
    if (levels > 0 && named_param(s, t, d) >= 0) {
        int have = pointer_levels(s, a);
        if (have < 0)
            return -1;
        return have < levels ? 1 : 0;
    }
    if (p->sub == tk_pointer && (p->op & IL_PTR_LREF) && !(p->op & IL_TYPE_NAMED) && p->first) {
        const struct il_tree *to = p->first;
        /* T (&)[N]: an array */
        if (to->kind == IL_type && to->sub == tk_array && named_param(s, to->first, d) >= 0) {
            const char *text = sema_arg_type_text(s, a);
            struct sema_etype e = sema_classify(s, a);
            if ((e.kind == SEMA_ARITH && e.arith != ARITH_NONE) ||
                (e.kind == SEMA_POINTER && text && !strchr(text, '[') && !strchr(text, '(')))
                return 1;
            return -1;
        }
        /* T &: an rvalue of arithmetic type (a literal, an operation) */
        if (named_param(s, to, d) >= 0 && !(to->op & (IL_CV_CONST | IL_CV_VOLATILE))) {
            struct sema_etype e = sema_classify(s, a);
            bool literal = a->kind == IL_expr_node && a->sub == enk_constant &&
                           (sema_tok_kind(s, a->tok) == TOK_INT_LITERAL ||
                            sema_tok_kind(s, a->tok) == TOK_FLOAT_LITERAL ||
                            sema_tok_kind(s, a->tok) == TOK_CHAR_LITERAL);
            bool arith_op = a->kind == IL_expr_node && a->sub == enk_operation &&
                            (a->op == eok_add || a->op == eok_subtract || a->op == eok_multiply ||
                             a->op == eok_divide);
            if (e.kind == SEMA_ARITH && e.arith != ARITH_NONE && (literal || arith_op))
                return 2;
            return -1;
        }
    }
    return -1;
}

int sema_template_mismatch(const struct sema *s, const struct il_node *fn,
                           const struct il_tree *args)
{
    /* first the parameters that name no template parameter: the first
     * argument that certainly does not convert decides (observed: before
     * any deduction failure) */
    unsigned k = 1;
    const struct il_param *p = sema_params_of(fn);
    const struct il_tree *a = args;
    bool unsure = false;
    for (; a && p && !p->pack; a = a->next, p = p->next, k++) {
        if (sema_type_depends(p->type))
            continue;
        if (sema_certainly_incompatible(s, a, p->type))
            return unsure ? 0 : (int)k;
        unsure |= !sema_certainly_fits(s, a, p->type);
    }
    /* then deduction: certain to fail where a parameter of a class
     * template's specialization (`block_tile_memory<N> &`) gets a number
     * or a string (3327) */
    p = sema_params_of(fn);
    for (a = args; a && p && !p->pack; a = a->next, p = p->next) {
        const struct il_tree *t = p->type;
        if (t && t->kind == IL_type && t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF)))
            t = t->first;
        if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || !t->first || !t->u.sym ||
            t->u.sym->kind != SYM_CLASS_TEMPLATE || !sema_type_depends(t))
            continue;
        struct sema_etype e = sema_classify(s, a);
        if ((e.kind == SEMA_ARITH && e.arith != ARITH_NONE) || (e.kind == SEMA_POINTER && e.str))
            return -1;
    }
    /* and when two arguments deduce one template parameter differently */
    struct deduction d;
    if (!header_params(s, fn, &d))
        return 0;
    /* no function parameter: a type parameter (without a default, which
     * header_params does not take) nothing deduces */
    if (!sema_params_of(fn) && !args && d.n > 0 && !d.pack[0])
        return -1;
    /* a parameter that certainly cannot deduce from its argument:
     * `T *` (`T **`, `const T *`) from an argument that is no pointer
     * (or a pointer to fewer levels), `T (&)[N]` from no array; and
     * `T &` from an rvalue, which deduces T and then does not bind
     * (3326 with its number) */
    k = 1;
    p = sema_params_of(fn);
    for (a = args; a && p && !p->pack; a = a->next, p = p->next, k++) {
        int r = cannot_deduce(s, p->type, a, &d);
        if (r == 1)
            return -1;
        if (r == 2)
            return (int)k;
        if (r < 0)
            break;   /* (not known: the rest neither) */
    }
    bool conflict = false;
    p = sema_params_of(fn);
    for (a = args; a && p && !p->pack; a = a->next, p = p->next) {
        if (!sema_type_depends(p->type))
            continue;
        enum outcome o = deduce(s, p->type, a, &d);
        if (o == UNKNOWN)
            return 0;
        conflict |= o == CONFLICT;
    }
    return conflict ? -1 : 0;
}

/* Whether t names a template type parameter: its name. */
static const struct ident *type_param_name(const struct sema *s, const struct il_tree *t)
{
    if (t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || t->first ||
        sema_tok_kind(s, t->tok) != TOK_IDENTIFIER)
        return NULL;
    if (t->sub != tk_template_param &&
        !(t->u.sym && (t->u.sym->kind == SYM_TYPE_PARAM || t->u.sym->kind == SYM_TEMPLATE_PARAM)))
        return NULL;
    return sema_ident(s, t->tok);
}

const struct il_tree *sema_substitute(const struct sema *s, const struct il_tree *type,
                                      const struct ident *const *names,
                                      const struct il_tree *const *args, unsigned np,
                                      struct il_tree *nodes, unsigned n)
{
    if (!type)
        return NULL;
    /* the chain of pointers and references down to its leaf */
    const struct il_tree *chain[8];
    unsigned depth = 0;
    const struct il_tree *t = type;
    for (; t && t->kind == IL_type && t->sub == tk_pointer && !(t->op & IL_TYPE_NAMED); t = t->first) {
        if (depth == 8 || depth + 1 >= n)
            return NULL;
        chain[depth++] = t;
    }
    if (!t || t->kind != IL_type)
        return NULL;
    const struct ident *name = type_param_name(s, t);
    unsigned cv = t->op & (IL_CV_CONST | IL_CV_VOLATILE);
    if (!name && (t->op & IL_TYPE_NAMED) && !t->first && t->u.sym && t->u.sym->kind == SYM_TYPEDEF &&
        t->u.sym->parent && t->u.sym->parent->kind == SCOPE_CLASS) {
        /* a member typedef of the template naming one of its parameters
         * (`typedef _Tp value_type;`): that parameter */
        const struct il_node *td = sema_typedef_at(s, t->u.sym->tok);
        const struct il_tree *to = td ? td->type : NULL;
        if (to && to->kind == IL_type && !to->next)
            name = type_param_name(s, to);
        if (name)
            cv |= to->op & (IL_CV_CONST | IL_CV_VOLATILE);
    }
    if (!name)
        return type;   /* (other dependent types stay unknown to the checks) */
    /* its argument: given, a type spelled with keywords only */
    unsigned k = 0;
    while (k < np && names[k] != name)
        k++;
    const struct il_tree *arg = k < np ? args[k] : NULL;
    if (!arg || arg->kind != IL_type || arg->first || (arg->op & IL_TYPE_NAMED) ||
        (arg->sub != tk_integer && arg->sub != tk_float))
        return NULL;
    struct il_tree *leaf = &nodes[depth];
    *leaf = *arg;
    leaf->next = NULL;
    leaf->op |= cv;
    struct il_tree *below = leaf;
    for (unsigned i = depth; i-- > 0;) {
        nodes[i] = *chain[i];
        nodes[i].first = below;
        nodes[i].next = NULL;
        below = &nodes[i];
    }
    return below;
}

/* ---- explicit template arguments: f<int, 2>(...) ---- */

enum tparam_kind { TP_TYPE, TP_VALUE };

struct header {
    const struct ident *names[MAX_TPARAMS];
    uint8_t kind[MAX_TPARAMS];
    bool pack[MAX_TPARAMS], dflt[MAX_TPARAMS];
    unsigned n;
};

/* The kind of the template parameter whose first token is b and whose
 * name is the token name: a type parameter (`typename T`, `class... T`,
 * or one constrained by a concept, `C T`, `N::C<X> T`), a value
 * parameter (`int N`, `auto N`, `C auto N`, `typename T::type N`,
 * `size_t N`, `N::E e`: a keyword or a name lookup finds a type), or -1 when not certain (a template template
 * parameter, a name lookup does not find). */
static int param_kind(const struct sema *s, const struct il_node *fn, uint32_t b, uint32_t name)
{
    int k0 = sema_tok_kind(s, b);
    if (!name || name < b || k0 == TOK_TEMPLATE)
        return -1;
    if (k0 == TOK_TYPENAME || k0 == TOK_CLASS) {
        /* typename [...] T; anything more (`typename T::type N`) is a
         * value of a dependent or elaborated type */
        uint32_t i = b + 1;
        if (sema_tok_kind(s, i) == TOK_ELLIPSIS)
            i++;
        return i == name ? TP_TYPE : TP_VALUE;
    }
    if (k0 != TOK_IDENTIFIER && k0 != TOK_COLONCOLON)
        return TP_VALUE;   /* a keyword: int, unsigned long, auto, decltype(...), const ... */
    /* a name, qualified or not: what lookup finds decides */
    uint32_t i = b;
    struct scope *at = fn->scope;
    if (k0 == TOK_COLONCOLON) {
        at = s->il->global;
        i++;
    }
    struct symbol *sym = NULL;
    for (int guard = 0; guard < 16; guard++) {
        if (sema_tok_kind(s, i) != TOK_IDENTIFIER || i >= name || !at)
            return -1;
        const struct ident *id = sema_ident(s, i);
        sym = (k0 == TOK_COLONCOLON || i > b) ? lookup_qualified(at, id) : lookup_unqualified(at, id);
        if (!sym)
            return -1;
        if (sema_tok_kind(s, i + 1) != TOK_COLONCOLON)
            break;
        at = symbol_scope(sym);
        i += 2;
        sym = NULL;
    }
    if (!sym)
        return -1;
    /* what follows the name: its template arguments, to their `>` */
    uint32_t after = i + 1;
    if (sema_tok_kind(s, after) == TOK_LT) {
        int depth = 0;
        for (; after < name; after++) {
            int k = sema_tok_kind(s, after);
            if (k == TOK_LT || k == TOK_LPAREN)
                depth++;
            else if (k == TOK_GT || k == TOK_RPAREN)
                depth--;
            else if (k == TOK_RSHIFT)
                return -1;
            if (depth == 0)
                break;
        }
        if (after >= name)
            return -1;
        after++;
    }
    if (sema_tok_kind(s, after) == TOK_COLONCOLON)
        return -1;   /* (`C<X>::type N`: not followed) */
    switch (symbol_class(sym)) {
    case NC_CONCEPT:
        /* C T, C... T; `C auto N` is a value */
        if (sema_tok_kind(s, after) == TOK_AUTO || sema_tok_kind(s, after) == TOK_DECLTYPE)
            return TP_VALUE;
        if (sema_tok_kind(s, after) == TOK_ELLIPSIS)
            after++;
        return after == name ? TP_TYPE : -1;
    case NC_TYPE:
    case NC_TYPE_TEMPLATE:
        return TP_VALUE;
    default:
        return -1;
    }
}

/* Any template header: type and non-type parameters (no template
 * template parameters), packs and defaults noted. */
static bool full_header(const struct sema *s, const struct il_node *fn, struct header *h)
{
    h->n = 0;
    if (!fn->tmpl_tok || !fn->tmpl_close || sema_tok_kind(s, fn->tmpl_tok + 1) != TOK_LT ||
        sema_tok_kind(s, fn->tmpl_close) != TOK_GT)
        return false;
    uint32_t i = fn->tmpl_tok + 2, end = fn->tmpl_close;
    if (i == end)
        return false;
    while (i < end) {
        if (h->n == MAX_TPARAMS)
            return false;
        /* one parameter: up to a comma at depth 0 */
        uint32_t b = i, name = 0, eq = 0;
        int depth = 0;
        for (; i < end; i++) {
            int k = sema_tok_kind(s, i);
            if (k == TOK_LPAREN || k == TOK_LT || k == TOK_LBRACKET)
                depth++;
            else if (k == TOK_RPAREN || k == TOK_GT || k == TOK_RBRACKET)
                depth--;
            else if (k == TOK_RSHIFT)
                depth -= 2;
            else if (depth == 0 && k == TOK_COMMA)
                break;
            else if (depth == 0 && k == TOK_ASSIGN && !eq)
                eq = i;
            else if (depth == 0 && k == TOK_IDENTIFIER && !eq)
                name = i;
            if (depth < 0)
                return false;
        }
        int kind = param_kind(s, fn, b, name);
        if (kind < 0)
            return false;
        unsigned x = h->n++;
        h->kind[x] = (uint8_t)kind;
        h->names[x] = sema_ident(s, name);
        h->pack[x] = sema_tok_kind(s, name - 1) == TOK_ELLIPSIS;
        h->dflt[x] = eq != 0;
        if (i < end)
            i++;   /* the comma */
    }
    return true;
}

/* Whether a type tree names template parameter id anywhere. */
static bool mentions(const struct sema *s, const struct il_tree *t, const struct ident *id, int depth)
{
    for (; t && depth < 16; t = t->next) {
        if (t->kind == IL_type && (t->op & IL_TYPE_NAMED) && sema_tok_kind(s, t->tok) == TOK_IDENTIFIER &&
            sema_ident(s, t->tok) == id)
            return true;
        if (t->kind != IL_type && t->kind != IL_param_type)
            return true;   /* (an expression: not looked into) */
        if (mentions(s, t->first, id, depth + 1))
            return true;
    }
    return false;
}

int sema_explicit_call(const struct sema *s, const struct il_node *fn, const struct il_tree *targs,
                       const struct il_tree *args, bool count_fits, const char **text)
{
    struct header h;
    if (!full_header(s, fn, &h))
        return EXPLICIT_UNKNOWN;
    bool pack = false;
    for (unsigned i = 0; i < h.n; i++)
        pack |= h.pack[i];
    /* the explicit arguments against the parameters' kinds (3323) */
    unsigned ne = 0;
    bool fails = false;
    const struct il_tree *given[MAX_TPARAMS];
    for (const struct il_tree *a = targs; a; a = a->next, ne++) {
        if (ne < h.n && !h.pack[ne]) {
            given[ne] = a;
            bool type = a->kind == IL_type;
            if (!type && a->kind != IL_expr_node)
                return EXPLICIT_UNKNOWN;
            if (type != (h.kind[ne] == TP_TYPE))
                fails = true;
            else if (!type && a->sub == enk_constant &&
                     sema_tok_kind(s, a->tok) == TOK_STRING_LITERAL)
                fails = true;   /* a string literal for a value */
        } else if (ne >= h.n || h.pack[ne]) {
            if (pack)
                return EXPLICIT_UNKNOWN;
            fails = true;   /* more than it has */
        }
    }
    if (fails) {
        char buf[512];
        size_t n = 0;
        buf[n++] = '<';
        unsigned i = 0;
        for (const struct il_tree *a = targs; a; a = a->next, i++) {
            const char *t = a->kind == IL_type ? sema_type_written(s, a, false) : "<expression>";
            if (!t || n + strlen(t) + 4 >= sizeof buf)
                return EXPLICIT_UNKNOWN;
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", i ? ", " : "", t);
        }
        buf[n++] = '>';
        *text = ident_intern(s->il->idents, buf, n)->name;
        return EXPLICIT_SUBSTITUTION;
    }
    if (pack)
        return EXPLICIT_UNKNOWN;
    if (!count_fits)
        return EXPLICIT_COUNT;
    /* the parameters' types with the explicit type arguments in place: an
     * argument that certainly does not convert (3326) */
    const struct il_tree *sub_args[MAX_TPARAMS];
    for (unsigned i = 0; i < h.n; i++)
        sub_args[i] = i < ne && h.kind[i] == TP_TYPE ? given[i] : NULL;
    unsigned k = 1;
    bool unsure = false;
    const struct il_param *p = sema_params_of(fn);
    for (const struct il_tree *a = args; a && p; a = a->next, p = p->next, k++) {
        struct il_tree nodes[4];
        const struct il_tree *t = sema_substitute(s, p->type, h.names, sub_args, h.n, nodes, 4);
        if (!t || sema_type_depends(t))
            continue;
        if (sema_certainly_incompatible(s, a, t))
            return unsure ? EXPLICIT_UNKNOWN : (int)k;
        unsure |= !sema_certainly_fits(s, a, t);
    }
    /* a parameter neither given nor defaulted that no function parameter
     * names cannot be deduced (3327) */
    for (unsigned i = ne; i < h.n; i++) {
        if (h.dflt[i])
            continue;
        bool named = false;
        for (p = sema_params_of(fn); p && !named; p = p->next)
            named = mentions(s, p->type, h.names[i], 0);
        if (!named)
            return EXPLICIT_DEDUCTION;
    }
    return EXPLICIT_UNKNOWN;
}

/* ---- explicit instantiations: template void f<int>(int *); ---- */

/* A namespace-scope function declaration that is an explicit
 * instantiation: `template` right before it (its attributes skipped),
 * not followed by `<`. */
static bool explicit_instantiation(const struct sema *s, const struct il_node *n)
{
    if (!n || n->kind != IL_routine || !n->has_pos || n->body ||
        (n->flags & (IL_F_TEMPLATE | IL_F_SPEC)) || n->scope != s->il->global || !n->type ||
        n->type->sub != tk_routine || sema_tok_kind(s, n->tok) != TOK_IDENTIFIER)
        return false;
    uint32_t t = n->first_tok;
    while (t > 2 && sema_tok_kind(s, t - 1) == TOK_RPAREN && sema_tok_kind(s, t - 2) == TOK_RPAREN) {
        int depth = 0;
        uint32_t u = t - 1;
        for (; u > 0; u--) {
            int k = sema_tok_kind(s, u);
            depth += k == TOK_RPAREN ? 1 : k == TOK_LPAREN ? -1 : 0;
            if (depth == 0)
                break;
        }
        if (u == 0 || sema_tok_kind(s, u - 1) != TOK_ATTRIBUTE)
            return false;
        t = u - 1;
    }
    return t >= 1 && sema_tok_kind(s, t - 1) == TOK_TEMPLATE && sema_tok_kind(s, t) != TOK_LT;
}

/* `template [attributes] R f<args>(params);`: no instance of the one
 * function template f of the global namespace matches when the
 * arguments are more than its parameters, a string literal or a type
 * where a value goes (or a number where a type goes), the parameter
 * lists have different lengths, or a parameter's or the return type,
 * the explicit type arguments in place, certainly differs (493 at the
 * name, "function template "f""). */
void sema_check_explicit_instantiation(struct sema *s, const struct il_node *n)
{
    if (!explicit_instantiation(s, n))
        return;
    const struct ident *id = sema_ident(s, n->tok);
    const struct symbol *tmpl = NULL;
    for (const struct symbol *x = scope_find_local(s->il->global, id); x; x = x->next) {
        if (x->kind == SYM_FUNCTION_TEMPLATE && !tmpl)
            tmpl = x;
        else if (x->kind != SYM_FUNCTION ||
                 (x->tok != n->tok && !explicit_instantiation(s, sema_decl_at(s, x->tok))))
            return;   /* (overloads, or anything else of that name) */
    }
    const struct il_node *fn = tmpl ? sema_decl_at(s, tmpl->tok) : NULL;
    struct header h;
    if (!fn || fn->kind != IL_routine || !fn->type || fn->type->sub != tk_routine ||
        !full_header(s, fn, &h))
        return;
    for (unsigned i = 0; i < h.n; i++)
        if (h.pack[i])
            return;
    /* the explicit arguments, as tokens: a keyword type, a number, a
     * string literal */
    enum arith_id earith[MAX_TPARAMS];
    unsigned ne = 0;
    bool fails = false;
    if (sema_tok_kind(s, n->tok + 1) == TOK_LT) {
        uint32_t i = n->tok + 2;
        for (;;) {
            uint32_t b = i;
            while (sema_tok_kind(s, i) != TOK_COMMA && sema_tok_kind(s, i) != TOK_GT) {
                int k = sema_tok_kind(s, i);
                if (k == TOK_LT || k == TOK_LPAREN || k == TOK_EOF || k == TOK_SEMI || i - b > 4)
                    return;
                i++;
            }
            if (i == b || ne == MAX_TPARAMS)
                return;
            int k0 = sema_tok_kind(s, b);
            bool string = k0 == TOK_STRING_LITERAL && i == b + 1;
            bool number = k0 == TOK_INT_LITERAL && i == b + 1;
            enum arith_id a = sema_int_keywords(s, b, i);
            bool keyword_type = a != ARITH_NONE || (i == b + 1 && (k0 == TOK_FLOAT || k0 == TOK_DOUBLE));
            if (!string && !number && !keyword_type)
                return;
            if (ne >= h.n)
                fails = true;
            else if (h.kind[ne] == TP_TYPE ? !keyword_type : !number)
                fails = true;
            earith[ne] = a != ARITH_NONE ? a : k0 == TOK_FLOAT ? ARITH_float
                       : k0 == TOK_DOUBLE ? ARITH_double : ARITH_NONE;
            if (!keyword_type)
                earith[ne] = ARITH_NONE;
            ne++;
            if (sema_tok_kind(s, i) == TOK_GT)
                break;
            i++;
        }
    }
    /* the parameter lists */
    unsigned np = 0, nq = 0;
    for (const struct il_param *p = sema_params_of(fn); p; p = p->next)
        np++;
    for (const struct il_param *q = sema_params_of(n); q; q = q->next)
        nq++;
    if (sema_has_ellipsis(s, fn) || sema_has_ellipsis(s, n))
        return;
    if (np != nq)
        fails = true;
    if (!fails) {
        /* parameter types that name no template parameter */
        const struct il_param *p = sema_params_of(fn), *q = sema_params_of(n);
        for (; p && q && !fails; p = p->next, q = q->next) {
            if (p->type && !sema_type_depends(p->type) && sema_types_differ(s, p->type, q->type, true))
                fails = true;
            /* T, T *, ... with T given a keyword type */
            const struct il_tree *x = p->type, *y = q->type;
            while (x && y && x->kind == IL_type && y->kind == IL_type && x->sub == tk_pointer &&
                   y->sub == tk_pointer && !((x->op | y->op) & (IL_TYPE_NAMED | IL_PTR_LREF | IL_PTR_RREF))) {
                x = x->first;
                y = y->first;
            }
            struct deduction d = { .n = 0 };
            for (unsigned k = 0; k < h.n && k < MAX_TPARAMS; k++) {
                d.names[k] = h.names[k];
                d.pack[k] = false;
                d.n++;
            }
            int k = x ? named_param(s, x, &d) : -1;
            unsigned cv = 0;
            enum arith_id ya = y ? sema_arith_and_cv(s, y, false, &cv) : ARITH_NONE;
            if (k >= 0 && (unsigned)k < ne && h.kind[k] == TP_TYPE && earith[k] != ARITH_NONE &&
                ya != ARITH_NONE && !(x->op & (IL_CV_CONST | IL_CV_VOLATILE)) && earith[k] != ya)
                fails = true;
        }
    }
    if (!fails)
        return;
    sema_error2(s, n->tok, n->tok, DIAG_edg_493, "function template", id->name);
}

/* ---- specializations a call certainly makes ---- */

/* The template arguments a call certainly deduces for function template
 * fn: its parameters all `class T` / `typename T` (no defaults, no
 * packs), each deduced from a function parameter `T`, `T *`, `const T *`
 * (deduce()) or `const T &` by an argument whose type the messages spell;
 * the other function parameters do not depend on them and certainly take
 * their arguments; as many arguments as parameters; a return type that
 * does not depend on them or is one of them (or a pointer to one), no
 * `auto` or decltype before the name, nothing between the parameters'
 * `)` and the `;` or `{` -- with trailing, `auto f(...) -> decltype(...)`
 * too (what deduction then does with the decltype is the caller's).
 * out: the arguments as cudafe++ spells them.  False when any of it is
 * not certain. */
bool sema_deduced_arguments(const struct sema *s, const struct il_node *fn,
                            const struct il_tree *args, bool trailing, const char **out,
                            enum arith_id *arith_out, unsigned max, unsigned *nout)
{
    struct deduction d;
    if (!fn || !header_params(s, fn, &d) || d.n > max || !fn->type || fn->type->kind != IL_type ||
        fn->type->sub != tk_routine || !fn->has_pos || !fn->name_end ||
        sema_tok_kind(s, fn->name_end) != TOK_LPAREN || sema_has_ellipsis(s, fn))
        return false;
    for (unsigned k = 0; k < d.n; k++)
        if (d.pack[k])
            return false;
    bool is_auto = false;
    for (uint32_t t = fn->tmpl_close + 1; t < fn->tok; t++) {
        int k = sema_tok_kind(s, t);
        if (k == TOK_AUTO && trailing && t + 1 == fn->tok && !is_auto)
            is_auto = true;
        else if (k == TOK_AUTO || k == TOK_DECLTYPE || k == TOK_EOF)
            return false;
    }
    uint32_t rparen = sema_matching_paren(s, fn->name_end);
    if (rparen && is_auto) {
        /* -> decltype(...) */
        if (sema_tok_kind(s, rparen + 1) != TOK_ARROW || sema_tok_kind(s, rparen + 2) != TOK_DECLTYPE ||
            sema_tok_kind(s, rparen + 3) != TOK_LPAREN)
            return false;
        rparen = sema_matching_paren(s, rparen + 3);
    }
    int after = rparen ? sema_tok_kind(s, rparen + 1) : TOK_EOF;
    if (after != TOK_SEMI && after != TOK_LBRACE)
        return false;
    const struct il_tree *rt = fn->type->first;
    if (!rt)
        return false;
    if (is_auto)
        rt = NULL;   /* (the decltype: not looked at here) */
    /* (the return type's node is followed by the parameters' ones) */
    struct il_tree leaf = rt ? *rt : (struct il_tree){ .kind = IL_type };
    leaf.next = NULL;
    if (rt && sema_type_depends(rt) && named_param(s, &leaf, &d) < 0 &&
        !(rt->kind == IL_type && rt->sub == tk_pointer &&
          !(rt->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) && named_param(s, rt->first, &d) >= 0))
        return false;
    const struct il_param *p = sema_params_of(fn);
    const struct il_tree *a = args;
    for (; a && p; a = a->next, p = p->next) {
        if (p->pack || p->init_tok)
            return false;
        const struct il_tree *pt = p->type;
        if (!sema_type_depends(pt)) {
            if (!sema_certainly_fits(s, a, pt))
                return false;
            continue;
        }
        int k;
        if (pt && pt->kind == IL_type && pt->sub == tk_pointer && (pt->op & IL_PTR_LREF) &&
            !(pt->op & (IL_PTR_RREF | IL_TYPE_NAMED)) && pt->first &&
            (pt->first->op & IL_CV_CONST) && !(pt->first->op & IL_CV_VOLATILE) &&
            (k = named_param(s, pt->first, &d)) >= 0) {
            /* const T &: the argument's type without its const */
            const char *text = sema_arg_type_text(s, a);
            if (!text)
                return false;
            if (strncmp(text, "const ", 6) == 0)
                text += 6;
            if (!*text || strchr(text, '[') || strchr(text, '(') || strchr(text, '&') ||
                strncmp(text, "volatile", 8) == 0 || strstr(text, " const") || strstr(text, " volatile"))
                return false;
            const char *value = ident_intern(s->il->idents, text, strlen(text))->name;
            if (d.deduced[k] && strcmp(d.deduced[k], value) != 0)
                return false;
            struct sema_etype e = sema_classify(s, a);
            d.arith[k] = e.kind == SEMA_ARITH ? e.arith : ARITH_NONE;
            if (d.arith[k] == ARITH_NONE)
                d.arith[k] = arith_spelled(value);
            d.deduced[k] = value;
            continue;
        }
        if (deduce(s, pt, a, &d) != AGREES)
            return false;
    }
    if (a || p)
        return false;
    for (unsigned k = 0; k < d.n; k++) {
        if (!d.deduced[k])
            return false;
        out[k] = d.deduced[k];
        if (arith_out)
            arith_out[k] = d.arith[k];
    }
    *nout = d.n;
    return true;
}

/* A call in a non-template body of a function template of a namespace
 * that certainly makes its specialization fn<args> (deduced; def: the
 * template's definition, if seen).
 * --pending_instantiations=1: cudafe++ allows no instantiation at all,
 * not even of a specialization's declaration: 456 at the template's
 * first declaration (the token after its template header), once per
 * specialization, with "detected during instantiation of "f" based on
 * template argument <int> at line L" (the call's line).
 * --instantiate=used (local): the call, evaluated (all: even in an
 * unevaluated operand) and not in a lambda, instantiates the body at the
 * end of the translation unit
 * (sema_finish: sema_check_function_instance), once per specialization,
 * in the order of first use: "void f(T) [with T=int]" at line L. */
void sema_template_use(struct sema *s, const struct il_tree *call, const struct il_node *fn,
                       const struct il_node *def)
{
    bool prototype = s->opt.pending_instantiations == 1;
    bool body = s->opt.instantiate && def && !s->call_in_lambda &&
                (!s->call_unevaluated || s->opt.instantiate == SEMA_INSTANTIATE_ALL);
    if ((!prototype && !body && !s->opt.no_cxx11_sfinae && !s->opt.sfinae_ignore_access) || s->in_template)
        return;
    /* (the walk does not go in source order: judged in the order of the
     * calls' tokens by sema_template_uses_done) */
    uint32_t first, last;
    sema_token_span(call->first, &first, &last);
    if (s->nuses == s->uses_cap)
        s->uses = xrealloc(s->uses, (s->uses_cap = s->uses_cap ? 2 * s->uses_cap : 8) * sizeof *s->uses);
    s->uses[s->nuses++] = (struct sema_template_use){ first, call, fn, def, body };
}

static int by_call_token(const void *a, const void *b)
{
    const struct sema_template_use *x = a, *y = b;
    return x->tok < y->tok ? -1 : x->tok > y->tok;
}

static void template_use(struct sema *s, const struct il_tree *call, const struct il_node *fn,
                         const struct il_node *def, bool body);

void sema_template_uses_done(struct sema *s)
{
    if (s->nuses > 1)
        qsort(s->uses, s->nuses, sizeof *s->uses, by_call_token);
    for (size_t i = 0; i < s->nuses; i++)
        template_use(s, s->uses[i].call, s->uses[i].fn, s->uses[i].def, s->uses[i].body);
    s->nuses = 0;
}

/* Member `name` (the token at m) of class cls (a class of the global
 * namespace, as the messages spell it) declared private or protected in
 * its class, which declares no friends: what it is ("function",
 * "member") and its line.  False when not certain (overloads, bases, a
 * member not found in the class itself). */
static bool inaccessible_member(struct sema *s, const char *cls, uint32_t m, const char **kind,
                                unsigned *line)
{
    if (sema_tok_kind(s, m) != TOK_IDENTIFIER || strchr(cls, ':') || strchr(cls, '<') ||
        strchr(cls, ' '))
        return false;
    const struct ident *cid = ident_intern(s->il->idents, cls, strlen(cls));
    const struct symbol *c = scope_find_local(s->il->global, cid);
    if (!c || c->next || c->kind != SYM_CLASS || !(c->flags & SYMF_DEFINED) || !c->members ||
        c->members->bases || c->members->unknown_bases || c->tok == 0)
        return false;
    int key = sema_tok_kind(s, c->tok - 1);
    if (key != TOK_CLASS && key != TOK_STRUCT)
        return false;
    const struct symbol *mem = scope_find_local(c->members, sema_ident(s, m));
    if (!mem || mem->next || (mem->kind != SYM_FUNCTION && mem->kind != SYM_VARIABLE))
        return false;
    /* the class body: from the `{` after its name, no friends in it */
    uint32_t open = c->tok + 1;
    if (sema_tok_kind(s, open) != TOK_LBRACE)
        return false;
    uint32_t close = sema_matching_brace(s, open);
    if (!close || mem->tok <= open || mem->tok >= close)
        return false;
    bool hidden = key == TOK_CLASS;
    int depth = 0;
    for (uint32_t t = open + 1; t < close; t++) {
        int k = sema_tok_kind(s, t);
        if (k == TOK_FRIEND)
            return false;
        if (k == TOK_LBRACE || k == TOK_LPAREN || k == TOK_LBRACKET)
            depth++;
        else if (k == TOK_RBRACE || k == TOK_RPAREN || k == TOK_RBRACKET)
            depth--;
        else if (depth == 0 && t < mem->tok && sema_tok_kind(s, t + 1) == TOK_COLON &&
                 (k == TOK_PUBLIC || k == TOK_PRIVATE || k == TOK_PROTECTED))
            hidden = k != TOK_PUBLIC;
    }
    if (!hidden)
        return false;
    const struct token *mt = lexer_token(s->lx, mem->tok), *ut = lexer_token(s->lx, m);
    if (mt->file != ut->file)
        return false;
    *kind = mem->kind == SYM_FUNCTION ? "function" : "member";
    *line = (unsigned)mt->line;
    return true;
}

static void template_use(struct sema *s, const struct il_tree *call, const struct il_node *fn,
                         const struct il_node *def, bool body)
{
    bool prototype = s->opt.pending_instantiations == 1;
    if (!fn || !fn->name_end || !(fn->flags & IL_F_TEMPLATE) ||
        !fn->sym || !fn->scope || (fn->scope->kind != SCOPE_NAMESPACE && fn->scope != s->il->global))
        return;
    for (const struct scope *sc = fn->scope; sc && sc->depth > 0; sc = sc->parent)
        if (!sc->owner || (sc->owner->flags & SYMF_INLINE))
            return;
    const char *targs[MAX_TPARAMS];
    enum arith_id arith_args[MAX_TPARAMS];
    unsigned n;
    bool decltype_errors = s->opt.no_cxx11_sfinae || s->opt.sfinae_ignore_access;
    if (!sema_deduced_arguments(s, fn, call->first->next, decltype_errors, targs, arith_args,
                                MAX_TPARAMS, &n) ||
        n == 0)
        return;
    /* `auto f(T t) -> decltype(t.m ...)` (only with --no_c++11_sfinae) */
    uint32_t decl_paren = sema_matching_paren(s, fn->name_end) + 3;
    bool trailing = sema_tok_kind(s, decl_paren - 1) == TOK_DECLTYPE &&
                    sema_tok_kind(s, decl_paren - 2) == TOK_ARROW;
    if (trailing)
        body = false;
    const char *name = sema_entity_text(s, fn->sym);
    uint32_t first, last;
    sema_token_span(call->first, &first, &last);
    uint32_t lparen = last + 1, rparen = 0;
    if (sema_tok_kind(s, lparen) == TOK_LPAREN)
        rparen = sema_matching_paren(s, lparen);
    uint32_t at = fn->tmpl_close + 1;
    if (!name || !rparen)
        return;
    const struct token *ct = lexer_token(s->lx, first), *lt = lexer_token(s->lx, rparen),
                       *ft = lexer_token(s->lx, at);
    if (ct->file != ft->file || ct->line != lt->line)
        return;
    /* the arguments as spelled (list) and as types (canon: one
     * specialization for `L` and `long`) */
    char list[512], canon[512];
    size_t len = 0, clen = 0;
    for (unsigned k = 0; k < n; k++) {
        const char *c = arith_args[k] != ARITH_NONE ? arith_infos[arith_args[k]].display : targs[k];
        int w = snprintf(list + len, sizeof list - len, "%s%s", k ? ", " : "", targs[k]);
        int cw = snprintf(canon + clen, sizeof canon - clen, "%s%s", k ? ", " : "", c);
        if (w < 0 || (size_t)w >= sizeof list - len || cw < 0 || (size_t)cw >= sizeof canon - clen)
            return;
        len += (size_t)w;
        clen += (size_t)cw;
    }
    /* A trailing decltype: with --no_c++11_sfinae `t.m` with t of a
     * parameter `T t` that became arithmetic is no deduction failure but
     * an error of the specialization's declaration (153 at t); with
     * --c++11_sfinae_ignore_access (SFINAE kept otherwise) `t.m` or
     * `t->m` naming a member of class T the call cannot access is (265 at
     * m).  Any other decltype: whether deduction fails is not known, so
     * nothing is reported, not even 456. */
    int terr = 0;
    bool arith = false;
    const char *kind = NULL;
    unsigned declared = 0;
    uint32_t at2 = decl_paren + 1;
    int k = -1;
    int access = sema_tok_kind(s, at2 + 1);
    if (trailing && sema_tok_kind(s, at2) == TOK_IDENTIFIER &&
        (access == TOK_DOT || access == TOK_ARROW)) {
        const struct ident *pid = sema_ident(s, at2);
        struct deduction d;
        if (!header_params(s, fn, &d) || d.n != n)
            return;
        for (const struct il_param *p = sema_params_of(fn); p; p = p->next) {
            const struct il_tree *pt = p->type;
            if (!p->name_tok || sema_ident(s, p->name_tok) != pid || !pt)
                continue;
            if (access == TOK_ARROW) {
                /* t->m, `T *t` */
                if (pt->kind != IL_type || pt->sub != tk_pointer ||
                    (pt->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)))
                    continue;
                pt = pt->first;
            }
            if (pt && !(pt->op & (IL_CV_CONST | IL_CV_VOLATILE)))
                k = named_param(s, pt, &d);
        }
        arith = k >= 0 && arith_args[k] != ARITH_NONE;
        if (k >= 0 && (s->opt.no_cxx11_sfinae ? arith && access == TOK_DOT
                                          : !arith && inaccessible_member(s, targs[k], at2 + 2, &kind, &declared)))
            terr = arith ? 1 : 2;
    }
    if (trailing && !terr)
        return;
    char key[800], trailer[1024];
    for (int pass = 0; pass < 3; pass++) {
        if (pass == 0 ? !prototype : pass == 1 ? !body : (prototype || !terr))
            continue;
        int kn = snprintf(key, sizeof key, "%s<%s> (%s)", name, canon,
                          pass == 0 ? "prototype" : pass == 1 ? "instance" : "sfinae");
        if (kn <= 0 || (size_t)kn >= sizeof key)
            return;
        const struct ident *kid = ident_intern(s->il->idents, key, (size_t)kn);
        if (ptrmap_get(&s->instances_seen, kid))
            continue;
        if (pass == 0) {
            ptrmap_put(&s->instances_seen, kid, (void *)kid);
            int tn = snprintf(trailer, sizeof trailer,
                              "\vdetected during instantiation of \"%s\" based on template argument%s <%s> at line %u",
                              name, n > 1 ? "s" : "", list, (unsigned)ct->line);
            if (tn <= 0 || (size_t)tn >= sizeof trailer)
                return;
            const char **lines = xcalloc(2, sizeof *lines);
            lines[0] = ident_intern(s->il->idents, trailer, (size_t)tn)->name;
            sema_error_lines(s, rparen, at, DIAG_runaway_recursive_instantiation,
                             "function template", lines);
            s->found[s->nfound - 1].args[1] = name;
            continue;
        }
        if (pass == 2) {
            int tn = snprintf(trailer, sizeof trailer,
                              "\vdetected during instantiation of \"%s\" based on template argument%s <%s> at line %u",
                              name, n > 1 ? "s" : "", list, (unsigned)ct->line);
            if (tn <= 0 || (size_t)tn >= sizeof trailer)
                return;
            ptrmap_put(&s->instances_seen, kid, (void *)kid);
            const char **lines = xcalloc(2, sizeof *lines);
            lines[0] = ident_intern(s->il->idents, trailer, (size_t)tn)->name;
            if (arith) {
                sema_error_lines(s, rparen, at2, DIAG_expr_not_struct_or_union, targs[k], lines);
            } else {
                char qn[256];
                int qw = snprintf(qn, sizeof qn, "%s::%s", targs[k], sema_ident(s, at2 + 2)->name);
                if (qw <= 0 || (size_t)qw >= sizeof qn) {
                    free(lines);
                    return;
                }
                sema_error_lines(s, rparen, at2 + 2, DIAG_edg_265, kind, lines);
                struct sema_finding *f = &s->found[s->nfound - 1];
                f->args[1] = ident_intern(s->il->idents, qn, (size_t)qw)->name;
                snprintf(f->num, sizeof f->num, "line %u", declared);
            }
            continue;
        }
        /* "void f(T, int) [with T=long]" */
        struct deduction d;
        const struct il_tree *rt = fn->type->first;
        struct il_tree leaf = *rt;
        leaf.next = NULL;
        const char *ret = sema_type_written(s, &leaf, false);
        if (!ret || !header_params(s, fn, &d) || d.n != n)
            return;
        size_t rl = strlen(ret);
        bool tight = rl && (ret[rl - 1] == '*' || ret[rl - 1] == '&');   /* "T *p(T *)" */
        int tn = snprintf(trailer, sizeof trailer, "\vdetected during instantiation of \"%s%s%s(", ret,
                          tight ? "" : " ", name);
        for (const struct il_param *p = sema_params_of(fn); p && tn > 0 && (size_t)tn < sizeof trailer;
             p = p->next) {
            const char *pt = sema_type_written(s, p->type, true);
            if (!pt)
                return;
            tn += snprintf(trailer + tn, sizeof trailer - (size_t)tn, "%s%s", pt, p->next ? ", " : "");
        }
        for (unsigned k = 0; k < n && tn > 0 && (size_t)tn < sizeof trailer; k++)
            tn += snprintf(trailer + tn, sizeof trailer - (size_t)tn, "%s%s=%s", k ? ", " : ") [with ",
                           d.names[k]->name, targs[k]);
        if (tn > 0 && (size_t)tn < sizeof trailer)
            tn += snprintf(trailer + tn, sizeof trailer - (size_t)tn, "]\" at line %u", (unsigned)ct->line);
        if (tn <= 0 || (size_t)tn >= sizeof trailer)
            return;
        ptrmap_put(&s->instances_seen, kid, (void *)kid);
        if (s->nfn_instances == s->fn_instances_cap)
            s->fn_instances = xrealloc(s->fn_instances,
                                       (s->fn_instances_cap = s->fn_instances_cap ? 2 * s->fn_instances_cap : 8) *
                                           sizeof *s->fn_instances);
        struct sema_fn_instance *in = &s->fn_instances[s->nfn_instances++];
        in->def = def;
        in->n = n;
        for (unsigned k = 0; k < n; k++)
            in->arith[k] = arith_args[k];
        in->line = ident_intern(s->il->idents, trailer, (size_t)tn)->name;
    }
}
