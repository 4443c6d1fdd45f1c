/* The C++ parser: tokens (lexer.h) -> declarations in scopes (scope.h).
 *
 * parse_translation_unit() parses the whole input as C++ (C++17/20 with
 * GNU and CUDA extensions, per the language mode), reports syntax errors
 * in cudafe++'s format through the diagnostics engine, and never stops
 * early: after an error it recovers at the next declaration or statement.
 *
 * Design: grammar/README. */
#ifndef CUFE_PARSE_H
#define CUFE_PARSE_H

#include <stdbool.h>
#include <stdio.h>

#include "diag/diag.h"
#include "driver/lang.h"
#include "lex/lexer.h"
#include "driver/options.h"

struct parse_stats {
    unsigned long tokens;        /* tokens handed to the grammar */
    unsigned long probes;        /* parser_accepts() calls */
    unsigned long lookaheads;    /* bounded-lookahead decisions */
    unsigned long replays;       /* deferred member bodies parsed */
    unsigned long syntax_errors;
    unsigned long il_nodes;      /* IL nodes built (il.h) */
    size_t arena_bytes;
};

/* Parse the whole input.  Returns the number of syntax errors reported.
 * o may be NULL (defaults).  stats may be NULL. */
unsigned long parse_translation_unit(struct lexer *lx, struct diag_engine *d,
                                     const struct options *o, const struct lang_mode *mode,
                                     struct parse_stats *stats);

/* The same; when il_out is not NULL, the IL built (il.h) is printed to it
 * after the parse (what --il_display does on stdout). */
unsigned long parse_translation_unit_il(struct lexer *lx, struct diag_engine *d,
                                        const struct options *o, const struct lang_mode *mode,
                                        struct parse_stats *stats, FILE *il_out);

/* The same, then fn(ctx, il) with the IL (il.h) and the lexer's tokens
 * still alive (the host writer runs there). */
struct il_list;
typedef void parse_done_fn(void *ctx, const struct il_list *il);
unsigned long parse_translation_unit_then(struct lexer *lx, struct diag_engine *d,
                                          const struct options *o, const struct lang_mode *mode,
                                          struct parse_stats *stats, FILE *il_out,
                                          parse_done_fn *fn, void *ctx);

/* The same, and body(ctx, il, fn, errors) each time the body of a
 * function definition fn has been read (its tree complete; a member's
 * body when its outermost class is complete), and with fn NULL after a
 * static_assert declaration and at the `}` of a class (outside function
 * bodies, before its members' saved bodies), so that checks of what
 * the code means run in the order cudafe++ gives them.  errors: how many
 * of the errors reported so far left the declarations and trees as
 * written (a CUDA rule broken by a declaration, a name not found), and
 * how many did not (a syntax error repaired). */
struct il_node;
struct parse_error_counts {
    unsigned long intact, structural;
};
typedef void parse_body_fn(void *ctx, const struct il_list *il, const struct il_node *fn,
                           struct parse_error_counts errors);
unsigned long parse_translation_unit_hooked(struct lexer *lx, struct diag_engine *d,
                                            const struct options *o, const struct lang_mode *mode,
                                            struct parse_stats *stats, FILE *il_out,
                                            parse_done_fn *fn, parse_body_fn *body, void *ctx);

#endif
