/* Shared by the parts of the host writer (host_writer.c, host_lambda.c):
 * the writer's state and its token helpers. */
#ifndef CUFE_HOST_INT_H
#define CUFE_HOST_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "host/host_edit.h"
#include "il/il.h"
#include "lex/lexer.h"
#include "driver/options.h"

struct scope;
struct lambda_var;

struct hw {
    struct lexer *lx;
    const struct options *o;
    const struct il_list *il;
    const char *module_id;
    struct hedit_set e;
    bool rdc;                /* --device-c */
    bool hidden;             /* --device-hidden-visibility */
    bool static_stub;        /* --static-host-stub (else, as with
                              * --host-stub-linkage-explicit, hidden) */
    const struct il_node **typedefs;  /* typedef declarations by name token
                                       * (built when first needed) */
    size_t ntypedefs;
    bool typedefs_built;
    unsigned unnamed_params; /* names __T<n> given so far (unnamed kernel
                              * parameters, closure-type typedefs) */
    struct lambda_var *lvars;/* variables of closure type, by position ... */
    size_t nlvars, next_lvar;/* ... and the first not yet given its typedef */
    uint32_t var_prefixed;   /* 1 + the first token of the last device
                              * variable's declaration given its storage
                              * prefix: `__constant__ int a, b;` gets one */
};

/* Token i, its kind, the input offsets of its first and past its last byte. */
const struct token *T(struct hw *w, uint32_t i);
int K(struct hw *w, uint32_t i);
uint32_t OFF(struct hw *w, uint32_t i);
uint32_t END(struct hw *w, uint32_t i);

/* The token closing the bracket ( [ { opened at i, or 0; the token
 * opening the one closed at i, or UINT32_MAX. */
uint32_t match(struct hw *w, uint32_t i);
uint32_t match_back(struct hw *w, uint32_t i);

/* The end (exclusive) of a clause starting at from: the `,` `)` or `=`
 * (with stop_at_gt, also the `>`) at depth 0, angle brackets counted. */
uint32_t clause_end(struct hw *w, uint32_t from, bool stop_at_gt);

/* The template arguments naming the parameters of the header whose `<`
 * and `>` are lt and gt: "T,N,Ts..." (malloc'd).  Unnamed parameters are
 * called __T<n> from *counter (a kernel template's: cudafe++'s names),
 * or, without a counter, __cufe_t<n> (n from their position: the same
 * names on every call); with name_unnamed the header is edited to say so. */
char *template_args(struct hw *w, uint32_t lt, uint32_t gt, bool name_unnamed,
                    unsigned *counter);

/* "::a::b" for namespace scope s (anonymous namespaces by the names the
 * host file gives them; "" for the global scope). */
void scope_path(struct hw *w, const struct scope *s, char *buf, size_t size);

/* host_lambda.c: extended lambdas (CONTRACT.md 3.8). */
void lambda_library(struct hw *w);
void lambda_edits(struct hw *w);

#endif
