/* The option table as data, and option defaults. */
#include "driver/options.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "diag/diag.h"
#include "support/util.h"

const struct option_spec option_specs[OPT__COUNT] = {
#define OPTION(ident, name, neg, shrt, arg, choices, def, check, check_diag, lo, hi, \
               subsys, status, why, id, help) \
    { name, neg, shrt, arg, choices, def, check, check_diag, lo, hi, subsys, status, why, id, \
      help },
#include "generated/options.def"
};

void str_list_push(struct str_list *l, const char *s)
{
    if (l->count == l->cap) {
        l->cap = l->cap ? l->cap * 2 : 4;
        l->items = xrealloc(l->items, l->cap * sizeof *l->items);
    }
    l->items[l->count++] = s;
}

void options_init(struct options *o)
{
    memset(o, 0, sizeof *o);
    for (int i = 0; i < OPT__COUNT; i++) {
        const struct option_spec *s = &option_specs[i];
        struct option_value *v = &o->v[i];
        if (!s->def)
            continue;
        switch (s->arg) {
        case ARG_NONE:
            v->on = strcmp(s->def, "on") == 0;
            break;
        case ARG_INT:
            v->num = strtol(s->def, NULL, 0);
            break;
        default:
            v->str = s->def;
            break;
        }
    }
}

void options_free(struct options *o)
{
    for (int i = 0; i < OPT__COUNT; i++) {
        /* list items are copies made when the value was split */
        for (size_t k = 0; k < o->v[i].list.count; k++)
            free((char *)o->v[i].list.items[k]);
        free(o->v[i].list.items);
    }
}
