/* Class layout on x86-64 (the Itanium C++ ABI) for the classes the model
 * is certain of (layout.c says which): size, alignment, data size (the
 * end of the last member, before tail padding), field offsets; and the
 * size and alignment of any type made of such classes, arithmetic types,
 * pointers, references and arrays. */
#ifndef CUFE_SEMA_ENTITIES_LAYOUT_H
#define CUFE_SEMA_ENTITIES_LAYOUT_H

#include "sema/entities/entity.h"

struct field_offset {
    const struct il_node *field;
    unsigned long long size, align, offset;
};

struct class_layout {
    unsigned long long size, align, dsize;
    bool empty;                 /* no data members, no vptr: size 1 */
    bool dynamic;               /* has a vptr (its own or a primary base's) */
    const struct field_offset *fields;  /* in declaration order */
    unsigned nfields;
};

/* The layout of class type cls, NULL when not known (kept once found). */
const struct class_layout *entities_class_layout(struct entities *es, const struct type *cls);

/* sizeof and alignof of t; false when not known. */
bool entities_type_size(struct entities *es, const struct type *t, unsigned long long *size,
                        unsigned long long *align);

/* The type a class symbol names (types/from_decl.c), NULL when not known. */
const struct type *entities_class_type(struct entities *es, const struct symbol *cls);

#endif
