#include "support/util.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void out_of_memory(void)
{
    /* Matches cudafe++'s catastrophic form; nothing else is safe here. */
    fputs("Catastrophic error: out of memory\n\n"
          "1 catastrophic error detected in this compilation.\n"
          "Compilation terminated.\n", stderr);
    exit(4);
}

void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p)
        out_of_memory();
    return p;
}

void *xcalloc(size_t n, size_t size)
{
    void *p = calloc(n ? n : 1, size ? size : 1);
    if (!p)
        out_of_memory();
    return p;
}

void *xrealloc(void *p, size_t n)
{
    p = realloc(p, n ? n : 1);
    if (!p)
        out_of_memory();
    return p;
}

char *xstrdup(const char *s)
{
    return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
    char *p = xmalloc(n + 1);
    memcpy(p, s, n);
    p[n] = '\0';
    return p;
}

long sorted_find(const char *key, const void *base, size_t count, size_t elem_size,
                 size_t key_offset)
{
    size_t lo = 0, hi = count;   /* [lo, hi) */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        const char *at = *(const char *const *)((const char *)base + mid * elem_size + key_offset);
        int c = strcmp(key, at);
        if (c == 0)
            return (long)mid;
        if (c < 0)
            hi = mid;
        else
            lo = mid + 1;
    }
    return -1;
}
