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
    t->by_tok_key = NULL;
    t->by_tok = NULL;
}

void ident_table_free(struct ident_table *t)
{
    free(t->by_tok_key);
    free(t->by_tok);
    t->by_tok_key = NULL;
    t->by_tok = NULL;
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

struct ident *ident_of_token(struct ident_table *t, struct lexer *lx, uint32_t tok)
{
    if (!t->by_tok) {
        t->by_tok_key = xcalloc(IDENT_BY_TOK, sizeof *t->by_tok_key);
        t->by_tok = xmalloc(IDENT_BY_TOK * sizeof *t->by_tok);
    }
    uint32_t slot = tok & (IDENT_BY_TOK - 1);
    if (t->by_tok_key[slot] == tok + 1 && tok + 1 != 0)
        return t->by_tok[slot];
    const struct token *tk = lexer_token(lx, tok);
    struct ident *id = ident_intern(t, lexer_text(lx, tk), tk->len);
    t->by_tok_key[slot] = tok + 1;
    t->by_tok[slot] = id;
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
