/* Identifier interning and symbol helpers (symbol.h). */
#include "parse/symbol.h"

#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "support/util.h"

static uint32_t hash_bytes(const char *s, size_t len)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < len; i++) {
        h ^= (unsigned char)s[i];
        h *= 16777619u;
    }
    return h;
}

void ident_table_init(struct ident_table *t, struct arena *a)
{
    t->nbuckets = 1 << 14;
    t->buckets = xcalloc(t->nbuckets, sizeof *t->buckets);
    t->count = 0;
    t->arena = a;
    t->by_tok = NULL;
    t->nby_tok = 0;
}

void ident_table_free(struct ident_table *t)
{
    for (size_t i = 0; i < t->nby_tok; i++)
        free(t->by_tok[i]);
    free(t->by_tok);
    t->by_tok = NULL;
    t->nby_tok = 0;
    free(t->buckets);
    t->buckets = NULL;
    t->nbuckets = t->count = 0;
}

static void ident_grow(struct ident_table *t)
{
    size_t n = t->nbuckets * 2;
    struct ident **b = xcalloc(n, sizeof *b);
    for (size_t i = 0; i < t->nbuckets; i++) {
        struct ident *id = t->buckets[i];
        while (id) {
            struct ident *next = id->chain;
            size_t slot = id->hash & (n - 1);
            id->chain = b[slot];
            b[slot] = id;
            id = next;
        }
    }
    free(t->buckets);
    t->buckets = b;
    t->nbuckets = n;
}

struct ident *ident_intern(struct ident_table *t, const char *s, size_t len)
{
    uint32_t h = hash_bytes(s, len);
    for (struct ident *id = t->buckets[h & (t->nbuckets - 1)]; id; id = id->chain)
        if (id->hash == h && id->len == len && memcmp(id->name, s, len) == 0)
            return id;
    if (t->count >= t->nbuckets)
        ident_grow(t);
    struct ident *id = ARENA_NEW(t->arena, struct ident);
    id->name = arena_strndup(t->arena, s, len);
    id->len = (uint32_t)len;
    id->hash = h;
    if (len > 10 && memcmp(s, "__builtin_", 10) == 0)
        id->flags |= IDF_BUILTIN;
    if ((len == 5 && memcmp(s, "final", 5) == 0) || (len == 8 && memcmp(s, "override", 8) == 0))
        id->flags |= IDF_CONTEXTUAL;
    size_t slot = h & (t->nbuckets - 1);
    id->chain = t->buckets[slot];
    t->buckets[slot] = id;
    t->count++;
    return id;
}

#define BY_TOK_BITS 16

struct ident *ident_of_token(struct ident_table *t, struct lexer *lx, uint32_t tok)
{
    const struct token *tk = NULL;
    if (tok >= lx->ntokens) {
        /* not lexed yet (or past the end: the EOF token) */
        tk = lexer_token(lx, tok);
        if (tok >= lx->ntokens)
            return ident_intern(t, lexer_text(lx, tk), tk->len);
    }
    size_t c = tok >> BY_TOK_BITS, i = tok & (((size_t)1 << BY_TOK_BITS) - 1);
    if (c >= t->nby_tok) {
        size_t n = t->nby_tok ? t->nby_tok : 8;
        while (n <= c)
            n *= 2;
        t->by_tok = xrealloc(t->by_tok, n * sizeof *t->by_tok);
        memset(t->by_tok + t->nby_tok, 0, (n - t->nby_tok) * sizeof *t->by_tok);
        t->nby_tok = n;
    }
    if (!t->by_tok[c])
        t->by_tok[c] = xcalloc((size_t)1 << BY_TOK_BITS, sizeof **t->by_tok);
    struct ident *id = t->by_tok[c][i];
    if (!id) {
        if (!tk)
            tk = lexer_token(lx, tok);
        id = ident_intern(t, lexer_text(lx, tk), tk->len);
        t->by_tok[c][i] = id;
    }
    return id;
}

struct symbol *symbol_resolve(struct symbol *s)
{
    for (int guard = 0; s && guard < 64; guard++) {
        if ((s->kind == SYM_USING || s->kind == SYM_NAMESPACE_ALIAS) && s->target)
            s = s->target;
        else
            return s;
    }
    return s;
}

enum name_class symbol_class(const struct symbol *s)
{
    s = symbol_resolve((struct symbol *)s);
    if (!s)
        return NC_NONE;
    switch ((enum sym_kind)s->kind) {
    case SYM_NAMESPACE:
    case SYM_NAMESPACE_ALIAS:
        return NC_NAMESPACE;
    case SYM_CLASS:
    case SYM_ENUM:
    case SYM_TYPEDEF:
    case SYM_TYPE_PARAM:
        return NC_TYPE;
    case SYM_CLASS_TEMPLATE:
    case SYM_ALIAS_TEMPLATE:
    case SYM_TEMPLATE_PARAM:
        return NC_TYPE_TEMPLATE;
    case SYM_CONCEPT:
        return NC_CONCEPT;
    case SYM_FUNCTION_TEMPLATE:
    case SYM_VARIABLE_TEMPLATE:
        return NC_VALUE_TEMPLATE;
    case SYM_FUNCTION:
    case SYM_VARIABLE:
    case SYM_ENUMERATOR:
    case SYM_VALUE_PARAM:
        return NC_VALUE;
    case SYM_USING:
        return NC_NONE;   /* unresolved using-declaration (dependent) */
    }
    return NC_NONE;
}

struct scope *symbol_scope(struct symbol *s)
{
    for (int guard = 0; s && guard < 64; guard++) {
        switch ((enum sym_kind)s->kind) {
        case SYM_NAMESPACE:
        case SYM_CLASS:
        case SYM_ENUM:
        case SYM_CLASS_TEMPLATE:
            return s->members;
        case SYM_NAMESPACE_ALIAS:
        case SYM_TYPEDEF:
        case SYM_ALIAS_TEMPLATE:
        case SYM_USING:
            s = s->target;
            continue;
        default:
            return NULL;
        }
    }
    return NULL;
}

const char *sym_kind_name(enum sym_kind k)
{
    static const char *const names[] = {
        "namespace", "namespace alias", "class", "enum", "typedef", "type parameter",
        "class template", "alias template", "template template parameter", "concept",
        "function", "function template", "variable", "variable template", "enumerator",
        "non-type parameter", "using-declaration"
    };
    return (unsigned)k < ARRAY_SIZE(names) ? names[k] : "?";
}
