/* The bridge from the parser's declarations (il.h, il_tree.h) to the type
 * model (type.h): a declaration's written type as an interned node, or
 * NULL where the type is not certainly known (templates, dependent
 * names, decltype, auto, bounds that are not integer literals ...). */
#ifndef CUFE_SEMA_TYPES_FROM_DECL_H
#define CUFE_SEMA_TYPES_FROM_DECL_H

#include "il/il.h"
#include "il/il_tree.h"
#include "sema/types/type.h"
#include "support/ptrmap.h"

struct lexer;
struct symbol;

/* What a conversion remembers: each type tree's and each class's or
 * enumeration's result once found (so converting is linear in the trees),
 * and the typedef declarations of the unit by their name's token. */
/* The value of an array bound that is no integer literal (a constant
 * expression: a layer above evaluates it, exprs/constant.c); false when
 * not known. */
typedef bool (*decl_bound_eval)(void *ctx, const struct il_tree *e, unsigned long long *value);

struct decl_types {
    struct type_context *ctx;
    decl_bound_eval bound_eval; /* NULL: only literal bounds are known */
    void *bound_ctx;
    struct lexer *lx;
    struct ptrmap by_tree;      /* il_tree -> its type, or the "not known" mark */
    struct ptrmap by_sym;       /* class or enum symbol -> its type, or the mark */
    struct ptrmap typedefs;     /* typedef's name token + 1 -> its il_node */
    const struct il_node *indexed;  /* the last node of the list indexed so far */
};

/* Ready to convert the declarations of il (its typedefs indexed now:
 * call decl_types_index when the list has grown). */
void decl_types_init(struct decl_types *dt, struct type_context *ctx, struct lexer *lx,
                     const struct il_list *il);
/* Indexes the declarations added to il since the last time. */
void decl_types_index(struct decl_types *dt, const struct il_list *il);
void decl_types_free(struct decl_types *dt);

/* The type a type tree names, NULL when not known. */
const struct type *decl_type_of_tree(struct decl_types *dt, const struct il_tree *t);
/* A variable's type (NULL: not known; a variable template's, an array
 * completed by its initializer). */
const struct type *decl_type_of_variable(struct decl_types *dt, const struct il_node *n);
/* A parameter's type as the variable in the body has it: arrays and
 * functions adjusted to pointers ([dcl.fct]/5), its own cv kept. */
const struct type *decl_type_of_param(struct decl_types *dt, const struct il_param *p);

/* The type a class, enumeration or typedef symbol names (NULL: not
 * known; as a type tree naming it would give). */
const struct type *decl_type_of_symbol(struct decl_types *dt, const struct symbol *sym);

/* The row of tables/arithmetic_types (enum type_arith) a builtin type
 * node's keywords name, -1 for none (keywords.c). */
int type_arith_of_keywords(struct lexer *lx, const struct il_tree *t);

#endif
