#include "support/parse_arena.h"

#include <stdlib.h>

#include "support/util.h"

#define ARENA_BLOCK (1u << 20)

struct arena_block {
    struct arena_block *next;
    /* payload follows, 16-byte aligned */
    char pad[8];
};

void arena_init(struct arena *a)
{
    a->head = NULL;
    a->cur = a->end = NULL;
    a->total = 0;
}

void arena_free(struct arena *a)
{
    struct arena_block *b = a->head;
    while (b) {
        struct arena_block *next = b->next;
        free(b);
        b = next;
    }
    arena_init(a);
}

void *arena_alloc_slow(struct arena *a, size_t n)
{
    size_t payload = n > ARENA_BLOCK / 4 ? n : ARENA_BLOCK;
    struct arena_block *b = xmalloc(sizeof *b + payload);
    char *start = (char *)(b + 1);
    if (payload == n) {
        /* A big object gets a block of its own, behind the current one,
         * so the space left in the current block is not wasted. */
        if (a->head) {
            b->next = a->head->next;
            a->head->next = b;
        } else {
            b->next = NULL;
            a->head = b;
            a->cur = a->end = start + n;
        }
        a->total += n;
        return start;
    }
    b->next = a->head;
    a->head = b;
    a->cur = start + n;
    a->end = start + payload;
    a->total += n;
    return start;
}

char *arena_strndup(struct arena *a, const char *s, size_t len)
{
    char *p = arena_alloc(a, len + 1);
    memcpy(p, s, len);
    p[len] = '\0';
    return p;
}
