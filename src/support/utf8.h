/* Strict UTF-8 decoding (RFC 3629: no overlongs, no surrogates, at most
 * U+10FFFF). */
#ifndef CUFE_UTF8_H
#define CUFE_UTF8_H

#include <stdint.h>

/* Decode the sequence at p (end is one past the last readable byte):
 * returns its length (1-4) and stores the code point, or 0 if the bytes
 * are not valid UTF-8. */
unsigned utf8_decode(const unsigned char *p, const unsigned char *end, uint32_t *cp);

#endif
