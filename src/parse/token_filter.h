/* The token filter: lexer tokens -> grammar tokens (grammar/README).
 *
 * It sits between the lexer and the bison parser and does what an LALR(1)
 * grammar cannot: it classifies identifiers through the symbol table
 * (type, template, concept, namespace, constructor ...), matches template
 * angle brackets (splitting `>>`), strips GNU attributes (recording the
 * CUDA ones for the declaration's actions), [[...]],
 * __extension__ and #pragma lines, and inserts marker tokens where C++
 * needs unbounded lookahead, after asking the parser which tokens it can
 * accept in its current state (parser_accepts()).  A filter reads one
 * token range: the whole input, or a saved member function body being
 * replayed. */
#ifndef CUFE_TOKEN_FILTER_H
#define CUFE_TOKEN_FILTER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "parse/parse_int.h"

struct bracket {
    uint8_t kind;        /* BR_* */
    uint8_t flags;       /* BRF_* */
    uint16_t opener;     /* bison kind of the token before the bracket */
    uint32_t tok;        /* token index of the bracket */
    struct symbol *tmpl; /* BR_ANGLE: the template it belongs to */
    struct scope *scope; /* BRF_SCOPE: the parser's scope inside the brace */
};

enum { BR_PAREN, BR_BRACKET, BR_BRACE, BR_ANGLE, BR_LAUNCH };
enum {
    BRF_TPARAMS = 1 << 0,    /* angle: a template parameter list */
    BRF_DECLTYPE = 1 << 1,   /* paren: decltype( */
    BRF_CONTROL = 1 << 2,    /* paren: if/while/for/switch/catch condition */
    BRF_LAMBDA = 1 << 3,     /* bracket: a lambda introducer */
    BRF_SCOPE = 1 << 4       /* brace: a body with its own error recovery (pa_mark_brace) */
};

/* One grammar token ready to be handed out. */
struct ftok {
    int kind;            /* bison token kind (P_*) */
    struct pval val;
};

struct filter {
    struct parser *p;
    void *ps;                    /* the yypstate being fed */
    uint32_t pos;                /* next lexer token */
    uint32_t end;                /* end of the range (UINT32_MAX: to EOF) */
    int split;                   /* a `>>`/`>=`/`>>=` partly delivered: what is left (TOK_*), or 0 */
    uint32_t split_tok;          /* the token it came from */

    struct bracket *stack;
    size_t depth, cap;

    struct ftok queue[4];        /* tokens decided ahead (after a marker) */
    int qhead, qlen;

    /* What was handed out last. */
    int prev;                    /* bison kind */
    int prev2;                   /* the one before */
    uint32_t marked;             /* the marker decision was made for this token */
    uint32_t prev_tok;
    struct symbol *prev_sym;
    int prev_popped_flags;       /* BRF_* of the bracket the last ) ] } > closed */
    struct bracket last_popped;  /* the bracket the last ) ] } closed */
    bool have_last_popped;

    /* The qualifier for the next name: set by `::`. */
    bool qualified;              /* the next name follows X:: */
    struct scope *qual;          /* X's scope, NULL when unknown or dependent */
    bool dep_qual;               /* ... X is dependent (--implicit_typename) */
    bool pending_dep;            /* the SCOPE_NAME just handed out makes a dependent X:: */
    bool opaque_qual;            /* ... X is opaque: a type cufe does not know, not dependent */
    bool pending_opaque;         /* the SCOPE_NAME just handed out makes an opaque X:: */
    struct symbol *pending_qual_sym;  /* SCOPE_NAME or template-id just before `::` */
    bool pending_qual_valid;
    bool after_template_kw;      /* `template` disambiguator just handed out */
    bool after_member_access;    /* `.` or `->` just handed out */
    struct scope *last_name_qual;/* qualifier of the last name handed out (declarator-ids) */

    bool in_error;               /* an error was reported at the current token */
    uint32_t desig_end;          /* `=` ending GNU array designators [N] being handed out */
};

void filter_init(struct filter *f, struct parser *p, uint32_t begin, uint32_t end);
void filter_free(struct filter *f);

/* The next grammar token; its kind is the return value. */
int filter_next(struct filter *f, struct pval *val);

/* After a syntax error: skip to where parsing can resume, at the level of
 * the innermost body (block, class, namespace, linkage, or the whole
 * file): the next `;` (not consumed) or that body's `}`.  Restores the
 * parser's scope to the body's. */
void filter_sync(struct filter *f, uint32_t from);

/* After a syntax error in a parenthesized list: skip from `from` to the
 * `)` that closes it (the next token handed out).  False, skipping
 * nothing, when a `;`, brace or `]` comes first. */
bool filter_skip_to_rparen(struct filter *f, uint32_t from);
/* The same to the next `;` at this level (handed out next); false when a
 * closing bracket or brace comes first. */
bool filter_skip_to_semi(struct filter *f, uint32_t from);

/* The grammar just shifted the `{` of a body (the filter's top bracket):
 * remember the parser's scope there, for filter_sync(). */
void filter_mark_brace(struct filter *f, struct scope *s);

/* A `}` was supplied: forget the innermost open `{`.  Its token index, or
 * UINT32_MAX if none is open; *init: it opened a braced initializer. */
uint32_t filter_close_brace(struct filter *f, bool *init);
/* The innermost `{` open, or UINT32_MAX; *enclosed: it is inside an open
 * (, [ or < (a class defined in a for-init, a template argument). */
uint32_t filter_open_brace(const struct filter *f, bool *enclosed);

/* The innermost open bracket's kind (BR_*), or -1; filter_innermost_before:
 * the innermost one opened before token `tok` (not by it). */
/* The raw index of the last token handed out (the parser's lookahead). */
uint32_t filter_last_tok(const struct filter *f);
int filter_innermost(const struct filter *f);
int filter_innermost_before(const struct filter *f, uint32_t tok);

/* The bison token kind of a lexer token kind (before classification). */
int filter_map_kind(int tok_kind);

#endif
