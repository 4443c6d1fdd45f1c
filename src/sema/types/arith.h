/* The arithmetic types of tables/arithmetic_types as the target has them
 * (arith.c): their rows, integral promotion and the usual arithmetic
 * conversions.  The rules read the table's columns; the type model's
 * enum type_arith (type.h) is the same list in the same order. */
#ifndef CUFE_SEMA_TYPES_ARITH_H
#define CUFE_SEMA_TYPES_ARITH_H

#include <stdbool.h>

enum arith_kind { ARITH_INTEGER, ARITH_FLOAT };
enum arith_id {
#define ARITH_TYPE(name, spelling, display, kind, rank, size, sgn, promotes, counterpart) \
    ARITH_##name,
#include "generated/arithmetic_types.def"
    ARITH__COUNT,
    ARITH_NONE = -1   /* not an arithmetic type the table has, or not known */
};

/* Each row's columns, as the target options leave them. */
struct arith_info {
    const char *spelling;
    const char *display;         /* as cudafe++'s messages spell it */
    enum arith_kind kind;
    int rank, size;
    bool is_signed;
    enum arith_id promotes;      /* itself when not promoted */
    enum arith_id counterpart;   /* a signed type's unsigned type; itself otherwise */
};
extern struct arith_info arith_infos[ARITH__COUNT];   /* (sema_set_target, sema.h, adjusts it) */
/* The target's data model beyond the arithmetic types (sema_set_target). */
struct arith_target {
    int pointer_size;
    enum arith_id size_t_type, ptrdiff_type;
};
extern struct arith_target arith_target;
/* The type integral promotion gives a ([conv.prom]; itself when none). */
enum arith_id arith_promote(enum arith_id a);
/* The common type of the usual arithmetic conversions. */
enum arith_id arith_usual(enum arith_id a, enum arith_id b);
/* v converted to the integer type a ([conv.integral]: modulo 2^N; bool:
 * whether it is non-zero). */
long long arith_wrap(enum arith_id a, long long v);
/* An unsigned integer type (bool is not one). */
bool arith_is_unsigned_integer(enum arith_id a);

#endif
