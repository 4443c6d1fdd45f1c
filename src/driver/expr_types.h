/* --expr_types: the expressions of the main file's function bodies with
 * the types the semantic model gives them (expr_types.c). */
#ifndef CUFE_DRIVER_EXPR_TYPES_H
#define CUFE_DRIVER_EXPR_TYPES_H

#include <stdio.h>

struct lexer;
struct il_list;

void driver_print_expr_types(FILE *out, struct lexer *lx, const struct il_list *il);

#endif
