/* The IL: what the parser builds for declarations, node kinds from
 * tables/il_kinds (il_kinds.h).
 *
 * Today the parser records one node per declaration of a namespace, class,
 * enum, typedef/alias, function or variable, in source order, allocated in
 * the parse arena (so nodes live until parse_translation_unit returns).
 * Types, expressions and statements are not built yet.  --il_display
 * prints the list (il_display()), one line per node. */
#ifndef CUFE_IL_H
#define CUFE_IL_H

#include <stdint.h>
#include <stdio.h>

#include "il_kinds.h"
#include "lexer.h"
#include "parse_arena.h"

/* What a node of a kind that covers several entities is. */
enum il_sub {
    IL_SUB_NONE,
    IL_SUB_CLASS, IL_SUB_STRUCT, IL_SUB_UNION,   /* IL_type: class types */
    IL_SUB_ENUM,                                 /* IL_type: enumeration */
    IL_SUB_TYPEDEF                               /* IL_type: typedef or alias */
};

/* A CUDA attribute written on a declaration (GNU spelling
 * __attribute__((name(args)))): which one (enum cuda_attr, cuda_attrs.h),
 * the token of its name and its argument tokens [args_begin, args_end)
 * (inside the parentheses; empty when it has none), nargs arguments. */
struct il_attr {
    int id;
    uint32_t tok;
    uint32_t args_begin, args_end;
    unsigned nargs;
};

struct il_node {
    enum il_kind kind;       /* IL_namespace, IL_type, IL_routine, IL_variable */
    enum il_sub sub;
    const char *name;        /* NUL-terminated, in the arena; "" if unnamed */
    uint32_t tok;            /* the token of its name (its position) */
    bool has_pos;            /* false when unnamed: tok is meaningless */
    const struct il_attr *attrs;  /* its CUDA attributes (in the arena) */
    unsigned nattrs;
    struct il_node *next;    /* source order */
};

struct il_list {
    struct il_node *first, **tail;
    unsigned long count;
};

void il_list_init(struct il_list *l);

/* A new node at the end of l; name (len bytes) is copied into the arena. */
struct il_node *il_add(struct arena *a, struct il_list *l, enum il_kind kind, enum il_sub sub,
                       const char *name, size_t len, uint32_t tok, bool has_pos);

/* Print l, one line per node:  KIND[/SUB] NAME FILE:LINE:COL
 * (the presumed position of the name; "-" when unnamed). */
void il_display(FILE *out, const struct il_list *l, struct lexer *lx);

const char *il_sub_name(enum il_sub sub);

#endif
