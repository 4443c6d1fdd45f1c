/* IL entry kinds (tables/il_kinds): the node kinds of cufe's IL. */
#ifndef CUFE_IL_KINDS_H
#define CUFE_IL_KINDS_H

enum il_display { IL_DISPLAY_case, IL_DISPLAY_inline, IL_DISPLAY_skip };

enum il_kind {
#define IL_KIND(name, num, size, display, help) IL_##name = num,
#include "generated/il_kinds.def"
};

enum { IL_KIND_COUNT = 0
#define IL_KIND(name, num, size, display, help) + 1
#include "generated/il_kinds.def"
};

struct il_kind_info {
    const char *name;
    unsigned size;          /* node size in bytes in cudafe++, 0 if unknown */
    enum il_display display;
    const char *help;
};

extern const struct il_kind_info il_kind_infos[IL_KIND_COUNT];

#endif
