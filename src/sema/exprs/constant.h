/* The values of integral constant expressions ([expr.const]) on the typed
 * expressions: literals, enumerators, constexpr and const integral
 * variables with constant initializers, sizeof of types the model sizes,
 * the built-in arithmetic, bitwise, shift, comparison and logical
 * operators, casts to integral types, ?:.  Certain or silent: anything
 * else, an overflow of a signed type, a division by zero or a shift out
 * of range is "not a known constant". */
#ifndef CUFE_SEMA_EXPRS_CONSTANT_H
#define CUFE_SEMA_EXPRS_CONSTANT_H

#include "sema/exprs/expr_type.h"

/* e's value (as the bits of its type, sign-extended for a signed one) and
 * its arithmetic type (enum arith_id); false when not known. */
bool expr_constant(struct expr_typer *x, const struct il_tree *e, long long *value, int *arith);

/* The size of an object of type t in bytes (arithmetic types, pointers,
 * references, arrays, classes the model lays out: entities/layout.c);
 * false when not known. */
bool expr_sizeof(struct expr_typer *x, const struct type *t, unsigned long long *size);

#endif
