/* --decl_types: the declarations' types as the type model has them
 * (decl_types.c). */
#ifndef CUFE_DRIVER_DECL_TYPES_H
#define CUFE_DRIVER_DECL_TYPES_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "sema/entities/entity.h"
#include "sema/exprs/expr_type.h"
#include "sema/types/from_decl.h"

struct lexer;
struct il_list;

void driver_print_decl_types(FILE *out, struct lexer *lx, const struct il_list *il);

/* --class_layouts: the layouts of the main file's classes. */
void driver_print_class_layouts(FILE *out, struct lexer *lx, const struct il_list *il);

/* The semantic model of a whole unit, for the printing options: types,
 * declarations' types, entities and typed expressions (which evaluate
 * array bounds that are constant expressions). */
struct driver_model {
    struct type_context ctx;
    struct decl_types dt;
    struct entities es;
    struct expr_typer x;
};
void driver_model_open(struct driver_model *m, struct lexer *lx, const struct il_list *il);
void driver_model_close(struct driver_model *m);

/* The main file's name (malloc'ed): the first line marker's when the
 * input starts with one (gcc -E output names the source there first),
 * else the input's own. */
char *driver_main_file_name(const struct lexer *lx);
/* Whether token tok is the main file's (a user file of that name). */
bool driver_in_main_file(struct lexer *lx, const char *main, uint32_t tok);

#endif
