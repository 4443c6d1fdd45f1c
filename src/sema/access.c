/* Access control ([class.access]): whether a member, named in a class,
 * is accessible in the function judged -- the rules; where members are
 * named is access_members.c (265, 410), constructions and destructions
 * access_special.c (330).
 *
 * What a class says is read from its tokens: the class-key the parser
 * recorded on its scope (scope.h: key_tok), the base clause after its
 * name (each base's access, the class-key's default), the body's access
 * labels at its own level and its friend declarations.
 *
 * The rules, for a member m declared in class B with access a and named
 * in class N, B reached from N through one path of bases X0 = B, X1,
 * ..., Xk = N ([class.access.base]; m's access as a member of each Xi
 * follows from the base-specifiers: a private member of a base is no
 * member of the derived class's at all):
 *  - m private as a member of some Xj (the first such): only members
 *    and friends of Xj reach it (a private member is never reached from
 *    a derived class, and what lies below a private base only from that
 *    class) -- the function is a member of no class, or of classes none
 *    of which is Xj or nested in it, and no friend declaration of Xj can
 *    name it or its classes: 265;
 *  - else m public as a member of N: accessible;
 *  - else m protected as a member of N, from Xi (the first protected)
 *    on: the function's classes neither are nor derive from Xi, and no
 *    friend declaration of Xi ... N can name them: 265; with Xi = B
 *    (declared protected), public bases all the way, one of the
 *    function's classes P derived from B through public bases and m not
 *    static: through an object of a class that neither is nor derives
 *    from P, 410 ([class.protected]).
 * Certain or silent: every class on the way is a class (no template, no
 * specialization) of namespaces and classes, whose body and base clause
 * (without template-ids, each base recorded by the parser) are read; a
 * friend declaration that mentions the function's name or one of its
 * classes, or names no class by its key and no function, may befriend
 * it (not judged); in a template nothing is judged. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

enum { MAX_BASES = 16, MAX_PATH = 16 };

/* What the tokens of a class say (cached by class scope). */
struct sema_access_class {
    bool ok;                     /* its head and body were read */
    uint32_t open, close;        /* the body's braces */
    enum sema_acc default_access;/* the class-key's */
    struct { uint32_t tok; enum sema_acc access; } *labels;   /* in order */
    unsigned nlabels;
    uint32_t *nested;            /* [open, close] pairs of braces at the body's level */
    unsigned nnested;
    bool nested_ordered;         /* the pairs in token order, apart */
    uint32_t *friends;           /* `friend` at the body's level */
    unsigned nfriends;
    bool friends_read;           /* what its friend declarations spell, read once
                                  * (may_befriend): */
    bool friend_any;             /* one names no class and no function */
    bool friend_operator;        /* one has `operator` */
    struct ptrmap friend_ids;    /* their identifiers (ident -> itself) */
    uint32_t dtor;               /* the name of its destructor `~C(`, 0 if none */
    bool usings;                 /* a using-declaration at the body's level (an
                                  * inherited constructor, a member's access
                                  * changed) */
    struct {
        const struct symbol *base;   /* the recorded base */
        enum sema_acc access;
    } bases[MAX_BASES];
    unsigned nbases;
    struct sema_access_class *all;   /* (every one, to free them) */
};

static void *grow(void *p, unsigned n, size_t size)
{
    /* (powers of two from 8) */
    if (n < 8 || (n & (n - 1)))
        return n == 0 ? xrealloc(p, 8 * size) : p;
    return xrealloc(p, 2 * (size_t)n * size);
}

/* The group opened at tok (`(`, `[`, `{`): the token after its closer, 0 if none. */
static uint32_t past_group(const struct sema *s, uint32_t tok)
{
    uint32_t close = sema_group_close(s, tok);
    return close ? close + 1 : 0;
}

static enum sema_acc access_keyword(int k)
{
    return k == TOK_PUBLIC ? SEMA_ACC_PUBLIC : k == TOK_PROTECTED ? SEMA_ACC_PROTECTED
         : k == TOK_PRIVATE ? SEMA_ACC_PRIVATE : SEMA_ACC_UNKNOWN;
}

/* The base clause from t (after the class's name, `final` skipped) to
 * the body's `{`: each base's access, matched by name to the bases the
 * parser recorded.  false when it is not read that simply. */
static bool read_bases(const struct sema *s, const struct symbol *c, struct sema_access_class *a,
                       uint32_t *t)
{
    if (sema_tok_kind(s, *t) != TOK_COLON)
        return sema_tok_kind(s, *t) == TOK_LBRACE && !c->members->bases;
    struct { const struct ident *name; enum sema_acc access; } entry[MAX_BASES];
    unsigned n = 0;
    uint32_t i = *t + 1;
    for (;;) {
        enum sema_acc acc = a->default_access;
        int k;
        while ((k = sema_tok_kind(s, i)) == TOK_VIRTUAL || access_keyword(k) != SEMA_ACC_UNKNOWN) {
            if (k != TOK_VIRTUAL)
                acc = access_keyword(k);
            i++;
        }
        if (sema_tok_kind(s, i) == TOK_COLONCOLON)
            i++;
        const struct ident *name = NULL;
        for (;;) {
            if (sema_tok_kind(s, i) != TOK_IDENTIFIER)
                return false;
            name = sema_ident(s, i++);
            if (sema_tok_kind(s, i) != TOK_COLONCOLON)
                break;
            i++;
        }
        if (n == MAX_BASES)
            return false;
        entry[n].name = name;
        entry[n++].access = acc;
        k = sema_tok_kind(s, i);
        if (k == TOK_LBRACE)
            break;
        if (k != TOK_COMMA)
            return false;   /* (a template-id, a pack, decltype: not read) */
        i++;
    }
    *t = i;
    /* each recorded base is one entry, by its name */
    unsigned recorded = 0;
    for (const struct base_list *b = c->members->bases; b; b = b->next, recorded++) {
        if (!b->base || !b->base->id || recorded == MAX_BASES)
            return false;
        int found = -1;
        for (unsigned e = 0; e < n; e++)
            if (entry[e].name == b->base->id) {
                if (found >= 0)
                    return false;
                found = (int)e;
            }
        if (found < 0)
            return false;
        a->bases[recorded].base = b->base;
        a->bases[recorded].access = entry[found].access;
    }
    a->nbases = recorded;
    return recorded == n;
}

/* The class head from its class-key: `key [attributes] name [final]`. */
static bool read_head(const struct sema *s, const struct symbol *c, struct sema_access_class *a,
                      uint32_t key, uint32_t *t)
{
    int k = sema_tok_kind(s, key);
    if (k != TOK_CLASS && k != TOK_STRUCT && k != TOK_UNION)
        return false;
    a->default_access = k == TOK_CLASS ? SEMA_ACC_PRIVATE : SEMA_ACC_PUBLIC;
    uint32_t i = key + 1;
    while ((k = sema_tok_kind(s, i)) == TOK_ATTRIBUTE || k == TOK_ALIGNAS ||
           (k == TOK_LBRACKET && sema_tok_kind(s, i + 1) == TOK_LBRACKET)) {
        i = k == TOK_LBRACKET ? past_group(s, i) : sema_tok_kind(s, i + 1) == TOK_LPAREN
                                                      ? past_group(s, i + 1) : 0;
        if (!i)
            return false;
    }
    if (sema_tok_kind(s, i) != TOK_IDENTIFIER || sema_ident(s, i) != c->id)
        return false;
    i++;
    if (sema_tok_kind(s, i) == TOK_IDENTIFIER && strcmp(sema_ident(s, i)->name, "final") == 0)
        i++;
    *t = i;
    return true;
}

/* The body's level: its access labels, the braces nested in it and its
 * friend declarations. */
static bool read_body(const struct sema *s, const struct symbol *c, struct sema_access_class *a)
{
    int depth = 0;
    uint32_t nested_open = 0;
    for (uint32_t i = a->open + 1; i < a->close; i++) {
        int k = sema_tok_kind(s, i);
        if (k == TOK_EOF)
            return false;
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE) {
            if (depth == 0 && k == TOK_LBRACE)
                nested_open = i;
            depth++;
            continue;
        }
        if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE) {
            if (--depth < 0)
                return false;
            if (depth == 0 && k == TOK_RBRACE) {
                a->nested = grow(a->nested, a->nnested, 2 * sizeof *a->nested);
                a->nested[2 * a->nnested] = nested_open;
                a->nested[2 * a->nnested + 1] = i;
                a->nnested++;
            }
            continue;
        }
        if (depth)
            continue;
        if (access_keyword(k) != SEMA_ACC_UNKNOWN && sema_tok_kind(s, i + 1) == TOK_COLON) {
            a->labels = grow(a->labels, a->nlabels, sizeof *a->labels);
            a->labels[a->nlabels].tok = i;
            a->labels[a->nlabels++].access = access_keyword(k);
        } else if (k == TOK_USING) {
            a->usings = true;
        } else if (k == TOK_TILDE && sema_tok_kind(s, i + 1) == TOK_IDENTIFIER &&
                   sema_ident(s, i + 1) == c->id && sema_tok_kind(s, i + 2) == TOK_LPAREN) {
            a->dtor = i + 1;
        } else if (k == TOK_FRIEND) {
            a->friends = grow(a->friends, a->nfriends, sizeof *a->friends);
            a->friends[a->nfriends++] = i;
        }
    }
    a->nested_ordered = true;
    for (unsigned i = 0; i + 1 < 2 * a->nnested; i++)
        if (a->nested[i] >= a->nested[i + 1])
            a->nested_ordered = false;
    return depth == 0;
}

/* A class whose access can be judged: a class (no template, no
 * specialization, not local) of named namespaces and such classes,
 * defined, its bases all recorded and read; its tokens' facts, or NULL. */
static const struct sema_access_class *class_info(struct sema *s, const struct symbol *c)
{
    if (!c || c->kind != SYM_CLASS || !(c->flags & SYMF_DEFINED) || !c->id || !c->members ||
        c->members->kind != SCOPE_CLASS || c->members->owner != c || c->members->is_template_spec ||
        c->members->unknown_bases || !c->members->key_tok)
        return NULL;
    for (const struct scope *sc = c->members->parent; sc && sc->depth > 0; sc = sc->parent)
        if ((sc->kind != SCOPE_NAMESPACE && sc->kind != SCOPE_CLASS) || !sc->owner ||
            !sc->owner->id || !sc->owner->id->len ||
            (sc->kind == SCOPE_CLASS && (sc->owner->kind != SYM_CLASS || sc->is_template_spec)))
            return NULL;
    struct sema_access_class *a = ptrmap_get(&s->access_classes, c->members);
    if (a)
        return a->ok ? a : NULL;
    a = xcalloc(1, sizeof *a);
    a->all = s->access_all;
    s->access_all = a;
    ptrmap_put(&s->access_classes, c->members, a);
    uint32_t t;
    if (!read_head(s, c, a, c->members->key_tok, &t) || !read_bases(s, c, a, &t) ||
        sema_tok_kind(s, t) != TOK_LBRACE)
        return NULL;
    a->open = t;
    a->close = sema_matching_brace(s, t);
    a->ok = a->close && read_body(s, c, a);
    return a->ok ? a : NULL;
}

void sema_access_free(struct sema *s)
{
    while (s->access_all) {
        struct sema_access_class *a = s->access_all;
        s->access_all = a->all;
        free(a->labels);
        free(a->nested);
        free(a->friends);
        ptrmap_free(&a->friend_ids);
        free(a);
    }
    ptrmap_free(&s->access_classes);
}

bool sema_access_class_ok(struct sema *s, const struct symbol *c)
{
    return class_info(s, c) != NULL;
}

bool sema_access_class_usings(struct sema *s, const struct symbol *c)
{
    const struct sema_access_class *a = class_info(s, c);
    return !a || a->usings;
}

uint32_t sema_access_destructor(struct sema *s, const struct symbol *c)
{
    const struct sema_access_class *a = class_info(s, c);
    return a ? a->dtor : 0;
}

static bool same_params(const struct sema *s, const struct il_node *a, const struct il_node *b)
{
    const struct il_param *p = sema_params_of(a), *q = sema_params_of(b);
    for (; p && q; p = p->next, q = q->next)
        if (p->pack != q->pack || !sema_same_param_type(s, p->type, q->type))
            return false;
    return !p && !q && sema_has_ellipsis(s, a) == sema_has_ellipsis(s, b);
}

uint32_t sema_last_function_declaration(const struct sema *s, const struct il_node *fn, uint32_t use)
{
    uint32_t at = fn->tok;
    bool tilde = fn->tok > 0 && sema_tok_kind(s, fn->tok - 1) == TOK_TILDE;
    for (const struct sema_ctor *l = sema_qualified_named(s, sema_ident(s, fn->tok)); l; l = l->next) {
        const struct il_node *d = l->fn;
        if (d->scope == fn->scope && d->tok > at && d->tok < use &&
            (sema_tok_kind(s, d->tok - 1) == TOK_TILDE) == tilde && same_params(s, fn, d))
            at = d->tok;
    }
    return at;
}

enum sema_acc sema_declared_access(struct sema *s, const struct symbol *c, uint32_t decl)
{
    const struct sema_access_class *a = class_info(s, c);
    if (!a || decl <= a->open || decl >= a->close)
        return SEMA_ACC_UNKNOWN;
    /* (both lists in token order, the braces' pairs apart: searched) */
    unsigned lo = 0, hi = a->nnested;
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        if (a->nested[2 * mid] < decl)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (!a->nested_ordered) {
        lo = a->nnested;   /* (out of order: each pair) */
        for (unsigned i = 0; i < a->nnested; i++)
            if (decl > a->nested[2 * i] && decl < a->nested[2 * i + 1])
                return SEMA_ACC_UNKNOWN;
    }
    if (lo > 0 && a->nested_ordered && decl < a->nested[2 * (lo - 1) + 1])
        return SEMA_ACC_UNKNOWN;   /* (an anonymous union's, a nested class's) */
    lo = 0;
    hi = a->nlabels;
    while (lo < hi) {
        unsigned mid = lo + (hi - lo) / 2;
        if (a->labels[mid].tok < decl)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo ? a->labels[lo - 1].access : a->default_access;
}

/* ---- the function judged: its classes ---- */

/* The classes whose members the function judged is a member of: its
 * class and the classes around it (a nested class's members have the
 * access of its enclosing class's), innermost first; -1 when one is not
 * judged. */
static int context_classes(struct sema *s, const struct symbol **out, int max)
{
    const struct il_node *fn = s->judging;
    int n = 0;
    if (!fn)
        return -1;
    for (const struct scope *sc = fn->scope; sc && sc->kind == SCOPE_CLASS; sc = sc->parent) {
        if (n == max || !class_info(s, sc->owner))
            return -1;
        out[n++] = sc->owner;
    }
    return n;
}

/* What the friend declarations of a class spell, up to each one's `;`
 * or body (an inline definition's body says nothing of whom): their
 * identifiers, whether one has `operator`, whether one names neither a
 * class (class-key) nor a function (`(`). */
static void read_friends(struct sema *s, struct sema_access_class *a)
{
    a->friends_read = true;
    for (unsigned f = 0; f < a->nfriends; f++) {
        bool keyed = false, function = false;
        int depth = 0;
        for (uint32_t i = a->friends[f] + 1; i < a->close; i++) {
            int k = sema_tok_kind(s, i);
            if (k == TOK_LPAREN || k == TOK_LBRACKET)
                depth++;
            else if (k == TOK_RPAREN || k == TOK_RBRACKET)
                depth--;
            if (k == TOK_LPAREN)
                function = true;
            if (depth == 0 && (k == TOK_SEMI || k == TOK_LBRACE))
                break;
            if (k == TOK_CLASS || k == TOK_STRUCT || k == TOK_UNION)
                keyed = true;
            if (k == TOK_OPERATOR)
                a->friend_operator = true;
            if (k == TOK_IDENTIFIER) {
                const struct ident *id = sema_ident(s, i);
                ptrmap_put(&a->friend_ids, id, (void *)id);
            }
        }
        if (!keyed && !function)
            a->friend_any = true;
    }
}

/* Whether a friend declaration of class c may befriend the function
 * judged (its name, or one of its classes', is in it; or it names no
 * class by its key and declares no function: `friend T;`; or it has
 * `operator` and the function is an operator function). */
static bool may_befriend(struct sema *s, const struct symbol *c, const struct symbol *const *cc,
                         int ncc)
{
    struct sema_access_class *a = (struct sema_access_class *)class_info(s, c);
    if (!a)
        return true;
    if (!a->friends_read)
        read_friends(s, a);
    if (a->friend_any)
        return true;
    const struct il_node *fn = s->judging;
    if (fn && strncmp(fn->name, "operator", 8) == 0 && a->friend_operator)
        return true;
    const struct ident *fname = fn && fn->has_pos ? sema_ident(s, fn->tok) : NULL;
    if (fname && ptrmap_get(&a->friend_ids, fname))
        return true;
    for (int j = 0; j < ncc; j++)
        if (cc[j]->id && ptrmap_get(&a->friend_ids, cc[j]->id))
            return true;
    return false;
}

/* Whether class d is class b or derives from it: 1, 0, or -1 when not
 * certain; *paths counts the ways (more than one: -1 for the caller
 * that needs one); *public_all: every base-specifier on the way public
 * (with one way). */
static int derives(struct sema *s, const struct symbol *d, const struct symbol *b, int depth,
                   unsigned *paths, bool *public_all)
{
    if (d == b) {
        (*paths)++;
        return 1;
    }
    const struct sema_access_class *a = class_info(s, d);
    if (!a || depth > MAX_PATH)
        return -1;
    int result = 0;
    for (unsigned i = 0; i < a->nbases; i++) {
        unsigned before = *paths;
        int r = derives(s, a->bases[i].base, b, depth + 1, paths, public_all);
        if (r < 0)
            return -1;
        if (r > 0) {
            result = 1;
            if (a->bases[i].access != SEMA_ACC_PUBLIC && *paths > before)
                *public_all = false;
        }
    }
    return result;
}

/* derives() with one way at most: 1, 0, -1. */
static int derives_once(struct sema *s, const struct symbol *d, const struct symbol *b,
                        bool *public_all)
{
    unsigned paths = 0;
    bool pub = true;
    int r = derives(s, d, b, 0, &paths, &pub);
    if (r > 0 && paths != 1)
        return -1;
    if (public_all)
        *public_all = pub;
    return r;
}

/* The one way from class n down to class b (b first in out[]), with the
 * access of each base-specifier on it (acc[i]: out[i] as a base of
 * out[i + 1]); its length, or -1. */
static int path_to(struct sema *s, const struct symbol *n, const struct symbol *b,
                   const struct symbol **out, enum sema_acc *acc)
{
    int len = 0;
    const struct symbol *at = n;
    const struct symbol *rev[MAX_PATH];
    enum sema_acc racc[MAX_PATH];
    for (;;) {
        rev[len] = at;
        if (at == b)
            break;
        const struct sema_access_class *a = class_info(s, at);
        if (!a || len + 1 == MAX_PATH)
            return -1;
        const struct symbol *next = NULL;
        enum sema_acc via = SEMA_ACC_UNKNOWN;
        for (unsigned i = 0; i < a->nbases; i++) {
            unsigned paths = 0;
            bool pub = true;
            int r = derives(s, a->bases[i].base, b, 0, &paths, &pub);
            if (r < 0 || (r > 0 && (next || paths != 1)))
                return -1;
            if (r > 0) {
                next = a->bases[i].base;
                via = a->bases[i].access;
            }
        }
        if (!next)
            return -1;
        racc[len++] = via;
        at = next;
    }
    for (int i = 0; i <= len; i++)
        out[i] = rev[len - i];
    for (int i = 0; i < len; i++)
        acc[i] = racc[len - 1 - i];
    return len + 1;
}

enum sema_access sema_member_access(struct sema *s, const struct symbol *declaring, uint32_t decl,
                                    const struct symbol *naming, const struct symbol *object,
                                    bool nonstatic)
{
    if (s->in_template || !s->judging)
        return SEMA_ACCESS_UNSURE;
    const struct symbol *cc[8];
    int ncc = context_classes(s, cc, 8);
    if (ncc < 0)
        return SEMA_ACCESS_UNSURE;
    const struct symbol *x[MAX_PATH];
    enum sema_acc via[MAX_PATH];
    int n = path_to(s, naming ? naming : declaring, declaring, x, via);
    if (n < 1)
        return SEMA_ACCESS_UNSURE;
    /* m's access as a member of each class on the way */
    enum sema_acc acc[MAX_PATH];
    acc[0] = sema_declared_access(s, declaring, decl);
    if (acc[0] == SEMA_ACC_UNKNOWN)
        return SEMA_ACCESS_UNSURE;
    for (int i = 1; i < n; i++)
        acc[i] = acc[i - 1] == SEMA_ACC_PRIVATE || acc[i - 1] == SEMA_ACC_NONE ? SEMA_ACC_NONE
               : acc[i - 1] > via[i - 1] ? acc[i - 1] : via[i - 1];
    for (int j = 0; j < n; j++) {
        if (acc[j] != SEMA_ACC_PRIVATE)
            continue;
        /* private in x[j]: for members and friends of x[j] only */
        for (int i = 0; i < ncc; i++)
            if (cc[i] == x[j])
                return SEMA_ACCESS_UNSURE;
        return may_befriend(s, x[j], cc, ncc) ? SEMA_ACCESS_UNSURE : SEMA_ACCESS_DENIED;
    }
    if (acc[n - 1] == SEMA_ACC_PUBLIC)
        return SEMA_ACCESS_OK;
    int from = 0;   /* the first class m is protected in */
    while (acc[from] != SEMA_ACC_PROTECTED)
        from++;
    for (int i = from; i < n; i++)
        if (may_befriend(s, x[i], cc, ncc))
            return SEMA_ACCESS_UNSURE;
    const struct symbol *derived = NULL;
    bool public_all = false;
    for (int i = 0; i < ncc; i++) {
        bool pub = false;
        int r = derives_once(s, cc[i], x[from], &pub);
        if (r < 0 || (r > 0 && derived))
            return SEMA_ACCESS_UNSURE;
        if (r > 0) {
            derived = cc[i];
            public_all = pub;
        }
    }
    if (!derived)
        return SEMA_ACCESS_DENIED;
    /* [class.protected]: through an object of that class or one derived from it */
    if (from != 0 || !public_all || derived == declaring)
        return SEMA_ACCESS_UNSURE;
    for (int i = 0; i + 1 < n; i++)
        if (via[i] != SEMA_ACC_PUBLIC)
            return SEMA_ACCESS_UNSURE;
    if (!nonstatic)
        return SEMA_ACCESS_OK;
    if (!object)
        return SEMA_ACCESS_UNSURE;
    int r = derives_once(s, object, derived, NULL);
    return r < 0 ? SEMA_ACCESS_UNSURE : r > 0 ? SEMA_ACCESS_OK : SEMA_ACCESS_PROTECTED;
}

void sema_access_error(struct sema *s, enum sema_access verdict, uint32_t order_tok, uint32_t caret,
                       const char *kind, const char *name, uint32_t decl, const struct symbol *object)
{
    const char *where = sema_declared_at(s, decl, caret);
    if (!name || !where)
        return;
    if (verdict == SEMA_ACCESS_DENIED && !kind) {
        sema_error2(s, order_tok, caret, DIAG_inaccessible_special_function, name, where);
    } else if (verdict == SEMA_ACCESS_DENIED) {
        sema_error_member_of(s, order_tok, caret, kind, name, where, DIAG_edg_265);
    } else if (verdict == SEMA_ACCESS_PROTECTED && kind) {
        const char *cls = sema_entity_text(s, object);
        if (!cls)
            return;
        sema_error_member_of(s, order_tok, caret, kind, name, where, DIAG_protected_access_problem);
        s->found[s->nfound - 1].args[3] = cls;
    }
}
