/* Small allocation and string helpers: allocation failure is a clean
 * catastrophic error, never a NULL dereference. */
#ifndef CUFE_UTIL_H
#define CUFE_UTIL_H

#include <stddef.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);

/* The index of the element of a table sorted by a string member whose
 * string equals key (strcmp order), or -1.  base points at count
 * elements of elem_size bytes; the string is the `const char *` at
 * key_offset in each (offsetof). */
long sorted_find(const char *key, const void *base, size_t count, size_t elem_size,
                 size_t key_offset);

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#endif
