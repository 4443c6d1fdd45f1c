/* Identifiers and symbols.
 *
 * An identifier is interned once (struct ident, compared by pointer).  A
 * symbol is one declaration of a name in one scope: its kind is what the
 * token filter needs to classify later uses of the name (type, template,
 * namespace, concept, or a plain value), plus the links that qualified
 * lookup follows (a class's member scope, what a typedef or using-
 * declaration names).  Symbols live in the parser's arena.
 *
 * Scopes and lookup are in scope.h. */
#ifndef CUFE_SYMBOL_H
#define CUFE_SYMBOL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/parse_arena.h"

struct scope;

enum {
    IDF_BUILTIN = 1 << 0,         /* __builtin_*: a function even when undeclared */
    IDF_MEMBER_TEMPLATE = 1 << 1, /* some class declares a member template of this name */
    IDF_CONTEXTUAL = 1 << 2,      /* final, override: keywords in some positions */
    IDF_DECLARED = 1 << 3,        /* some declaration so far, in any scope, has this name
                                   * (a friend's included): else no lookup, argument-
                                   * dependent or other, can find it */
    IDF_NONGLOBAL = 1 << 4,       /* some declaration so far of this name is a friend or
                                   * in a namespace or class other than the global
                                   * namespace: else argument-dependent lookup can find
                                   * no function of this name that ordinary lookup of
                                   * the global one does not */
    IDF_LITERAL_OP = 1 << 5,      /* a literal operator with this suffix was named so far
                                   * (operator "" _x): else none exists */
    IDF_SUFFIX_WARNED = 1 << 6    /* 2506 was given for this ud-suffix (once per suffix) */
};

struct ident {
    const char *name;             /* NUL-terminated */
    uint32_t len;
    uint32_t hash;
    struct ident *chain;          /* next in the hash bucket */
    uint32_t flags;               /* IDF_* */
};

struct ident_table {
    struct ident **buckets;
    size_t nbuckets, count;
    struct arena *arena;
    /* ident_of_token's memo: the ident of token i at by_tok[i % IDENT_BY_TOK]
     * when by_tok_key there is i + 1 (the window of the tokens asked about
     * lately: a token is asked again soon after, by the lookahead, the
     * replay of a deferred body, the checks of a body just read) */
    uint32_t *by_tok_key;
    struct ident **by_tok;
};

void ident_table_init(struct ident_table *t, struct arena *a);
void ident_table_free(struct ident_table *t);
struct ident *ident_intern(struct ident_table *t, const char *s, size_t len);
struct lexer;
/* The ident spelled by lexer token tok: ident_intern of its text, kept by
 * the token's index (the parser's lookahead, its replays and the semantic
 * checks ask about one token many times; the hash and its chains were
 * the cost). */
#define IDENT_BY_TOK ((uint32_t)1 << 16)
struct ident *ident_of_token(struct ident_table *t, struct lexer *lx, uint32_t tok);

enum sym_kind {
    SYM_NAMESPACE,          /* members: the namespace's scope */
    SYM_NAMESPACE_ALIAS,    /* target: the namespace */
    SYM_CLASS,              /* class, struct or union; members once defined */
    SYM_ENUM,               /* members: the enumerators (for E::x) */
    SYM_TYPEDEF,            /* typedef or alias-declaration; target: the named type, if known */
    SYM_TYPE_PARAM,         /* template type parameter */
    SYM_CLASS_TEMPLATE,     /* members: the primary template's scope */
    SYM_ALIAS_TEMPLATE,     /* target: the named type, if known */
    SYM_TEMPLATE_PARAM,     /* template template parameter */
    SYM_CONCEPT,
    SYM_FUNCTION,
    SYM_FUNCTION_TEMPLATE,
    SYM_VARIABLE,           /* variables, data members, function parameters */
    SYM_VARIABLE_TEMPLATE,
    SYM_ENUMERATOR,
    SYM_VALUE_PARAM,        /* non-type template parameter */
    SYM_USING               /* using-declaration: target is the symbol it names */
};

enum {
    SYMF_TAG = 1 << 0,       /* introduced by class-key/enum: hidden by ordinary names */
    SYMF_INJECTED = 1 << 1,  /* injected-class-name */
    SYMF_SCOPED = 1 << 2,    /* enum class */
    SYMF_DEFINED = 1 << 3,   /* class/enum with a body, namespace */
    SYMF_INLINE = 1 << 4,    /* inline namespace */
    SYMF_PACK = 1 << 5,      /* template parameter pack */
    SYMF_MANAGED = 1 << 6,   /* a __managed__ variable (host uses are rewritten) */
    SYMF_STATIC = 1 << 7,    /* static member, or static/extern block-scope variable */
    SYMF_NONDEP = 1 << 8,    /* typedef or alias of a type cufe does not know (decltype of
                              * a call) that names no template parameter nor member of a
                              * template: X:: is no dependent qualifier in a template */
    SYMF_NOT_CLASS = 1 << 9  /* typedef or alias of a type certainly no class (a builtin type,
                              * a pointer, a reference, an array, a function) */
};

struct scope_list {
    struct scope *scope;
    struct scope *at;        /* using-directives: the scope at whose level
                              * unqualified lookup sees the nominated
                              * namespace's members (scope.c) */
    struct scope_list *next;
};

struct symbol {
    struct ident *id;
    uint8_t kind;            /* enum sym_kind */
    uint8_t cuda;            /* SYMC_*: a kernel or device variable (host references) */
    uint16_t flags;          /* SYMF_* */
    uint32_t tok;            /* token index of the declaring name */
    struct scope *parent;    /* the scope it is declared in */
    struct scope *members;   /* class, enum, namespace, template: its scope */
    struct symbol *target;   /* typedef, alias, using, namespace alias: what it names */
    struct symbol *next;     /* next declaration of the same name in the same scope */
    struct scope_list *specs;/* class template: scopes of partial/explicit specializations */
    struct symbol *fn_run_end;   /* a function: the first symbol after the functions
                              * that follow it in next (set by scope_declare;
                              * pick_binding skips overload sets with it) */
};

/* symbol.cuda: what host code references end up in the rdc host
 * reference arrays (host_writer.c). */
enum {
    SYMC_KERNEL = 1 << 0,
    SYMC_DEVICE_VAR = 1 << 1,
    SYMC_CONSTANT_VAR = 1 << 2,
    SYMC_MANAGED_VAR = 1 << 3
};

/* What a name is, for the token filter. */
enum name_class {
    NC_NONE,            /* not declared (or a __builtin_ function) */
    NC_VALUE,           /* variable, function, enumerator, non-type parameter */
    NC_TYPE,            /* class, enum, typedef, type parameter */
    NC_TYPE_TEMPLATE,   /* class or alias template, template template parameter */
    NC_VALUE_TEMPLATE,  /* function or variable template */
    NC_CONCEPT,
    NC_NAMESPACE
};

/* Follow using-declarations, namespace aliases and typedefs of classes
 * to the symbol that really names the entity. */
struct symbol *symbol_resolve(struct symbol *s);

/* The class of a symbol (using-declarations resolved). */
enum name_class symbol_class(const struct symbol *s);

/* The scope a qualified name X:: refers to when X is this symbol: a
 * namespace, a class (or class template's primary), an enum; typedefs
 * of such are followed.  NULL when unknown (dependent, incomplete). */
struct scope *symbol_scope(struct symbol *s);

const char *sym_kind_name(enum sym_kind k);

#endif
