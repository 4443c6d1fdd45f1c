/* Arena (bump) allocation for the parser, the scopes and the symbols.
 *
 * Everything the front end builds lives until the end of the compilation,
 * so it is carved out of big blocks and freed all at once: no per-object
 * malloc, no frees, no fragmentation.  Allocation failure is the usual
 * clean catastrophe (util.h). */
#ifndef CUFE_PARSE_ARENA_H
#define CUFE_PARSE_ARENA_H

#include <stddef.h>
#include <string.h>

struct arena_block;

struct arena {
    struct arena_block *head;   /* the block being carved */
    char *cur, *end;            /* free space in it */
    size_t total;               /* bytes handed out (statistics) */
};

void arena_init(struct arena *a);
void arena_free(struct arena *a);
void *arena_alloc_slow(struct arena *a, size_t n);

/* n bytes, aligned for any object, uninitialised. */
static inline void *arena_alloc(struct arena *a, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    if ((size_t)(a->end - a->cur) < n)
        return arena_alloc_slow(a, n);
    void *p = a->cur;
    a->cur += n;
    a->total += n;
    return p;
}

/* n bytes, zeroed. */
static inline void *arena_zalloc(struct arena *a, size_t n)
{
    return memset(arena_alloc(a, n), 0, n);
}

#define ARENA_NEW(a, type) ((type *)arena_zalloc((a), sizeof(type)))

/* A NUL-terminated copy of s[0..len). */
char *arena_strndup(struct arena *a, const char *s, size_t len);

#endif
