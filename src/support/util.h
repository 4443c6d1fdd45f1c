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

#define ARRAY_SIZE(a) (sizeof(a) / sizeof((a)[0]))

#endif
