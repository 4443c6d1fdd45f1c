/* The types of literals ([lex.literal]) from their spelling: the first
 * layer of typed expressions, shared with the older checks
 * (src/sema/types.c).  Each answers ARITH_NONE (or false) where the
 * spelling is one it does not model for certain. */
#ifndef CUFE_SEMA_EXPRS_LITERALS_H
#define CUFE_SEMA_EXPRS_LITERALS_H

#include <stdbool.h>
#include <stddef.h>

#include "sema/types/arith.h"

/* An integer literal ([lex.icon]): the first of the candidate types of
 * its base and suffix that holds the value; *value the value.  None for
 * z suffixes, user-defined ones and values no candidate holds. */
enum arith_id literal_integer(const char *text, size_t len, unsigned long long *value);

/* A character literal ([lex.ccon]): its type by prefix (u8 is char8_t);
 * *has_value and *value for a plain or prefixed one of one character,
 * simple, octal or hex escape.  A multicharacter literal is an int. */
enum arith_id literal_char(const char *text, size_t len, bool *has_value, long long *value);

/* A floating literal ([lex.fcon]): double, float (f, F), long double
 * (l, L); none for the GNU and C++23 suffixes (q, w, f16, bf16 ...). */
enum arith_id literal_float(const char *text, size_t len);

/* A string literal's character type and length in code units with its
 * terminating zero, over the n adjacent literal spellings texts[i]
 * (lens[i]) that concatenate ([lex.string]/7: a prefix on one applies to
 * all).  False where not modelled: u8 (char in C++17, char8_t in C++20),
 * user-defined suffixes, non-ASCII source characters, mixed prefixes. */
bool literal_string(const char *const *texts, const size_t *lens, unsigned n,
                    enum arith_id *char_type, unsigned long long *length);

#endif
