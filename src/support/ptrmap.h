/* A map from pointers to pointers (open addressing, linear probing), for
 * passes that must find "the first X of this symbol" once per use without
 * scanning a list each time.  Keys are never NULL; values may not be NULL
 * either (NULL means absent). */
#ifndef CUFE_PTRMAP_H
#define CUFE_PTRMAP_H

#include <stddef.h>

struct ptrmap {
    const void **keys;
    void **vals;
    size_t cap, count;   /* cap: a power of two, or 0 */
};

/* The value for KEY, or NULL. */
void *ptrmap_get(const struct ptrmap *m, const void *key);
/* Sets KEY's value to VAL; returns the previous value (NULL if none). */
void *ptrmap_put(struct ptrmap *m, const void *key, void *val);
/* Sets KEY's value to VAL only if KEY has none; returns the value now held. */
void *ptrmap_put_first(struct ptrmap *m, const void *key, void *val);
void ptrmap_free(struct ptrmap *m);
/* Empties m.  A small one keeps its room: maps filled anew for every
 * function body (or every tree answer, sema_memo_get) were spending more
 * on allocating and growing than on their entries. */
void ptrmap_clear(struct ptrmap *m);

#endif
