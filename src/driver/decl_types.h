/* --decl_types: the declarations' types as the type model has them
 * (decl_types.c). */
#ifndef CUFE_DRIVER_DECL_TYPES_H
#define CUFE_DRIVER_DECL_TYPES_H

#include <stdio.h>

struct lexer;
struct il_list;

void driver_print_decl_types(FILE *out, struct lexer *lx, const struct il_list *il);

#endif
