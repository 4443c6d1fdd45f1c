#include "support/ptrmap.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "support/util.h"

static size_t slot_of(const struct ptrmap *m, const void *key)
{
    uint64_t h = (uint64_t)(uintptr_t)key;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    size_t i = (size_t)h & (m->cap - 1);
    while (m->keys[i] && m->keys[i] != key)
        i = (i + 1) & (m->cap - 1);
    return i;
}

static void grow(struct ptrmap *m)
{
    struct ptrmap old = *m;
    m->cap = old.cap ? 2 * old.cap : 64;
    m->keys = xcalloc(m->cap, sizeof *m->keys);
    m->vals = xcalloc(m->cap, sizeof *m->vals);
    m->count = 0;
    for (size_t i = 0; i < old.cap; i++)
        if (old.keys[i])
            ptrmap_put(m, old.keys[i], old.vals[i]);
    free(old.keys);
    free(old.vals);
}

void *ptrmap_get(const struct ptrmap *m, const void *key)
{
    if (!m->cap || !key)
        return NULL;
    size_t i = slot_of(m, key);
    return m->keys[i] ? m->vals[i] : NULL;
}

void *ptrmap_put(struct ptrmap *m, const void *key, void *val)
{
    if (4 * (m->count + 1) > 3 * m->cap)
        grow(m);
    size_t i = slot_of(m, key);
    void *prev = m->keys[i] ? m->vals[i] : NULL;
    if (!m->keys[i]) {
        m->keys[i] = key;
        m->count++;
    }
    m->vals[i] = val;
    return prev;
}

void *ptrmap_put_first(struct ptrmap *m, const void *key, void *val)
{
    void *have = ptrmap_get(m, key);
    if (have)
        return have;
    ptrmap_put(m, key, val);
    return val;
}

void ptrmap_free(struct ptrmap *m)
{
    free(m->keys);
    free(m->vals);
    m->keys = NULL;
    m->vals = NULL;
    m->cap = m->count = 0;
}

void ptrmap_clear(struct ptrmap *m)
{
    if (!m->count)
        return;
    if (m->cap > 256) {   /* (a large one: not cleared again for every small use) */
        ptrmap_free(m);
        return;
    }
    memset(m->keys, 0, m->cap * sizeof *m->keys);   /* (values of empty slots are not read) */
    m->count = 0;
}
