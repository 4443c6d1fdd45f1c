/* The type queries: the columns of tables/type_kinds, read for the
 * canonical type's kind, so a typedef answers as what it names.  Nothing
 * about a kind is written here; a new property is a new column. */
#include "sema/types/type.h"

static const struct kind_info {
    bool fundamental, compound, scalar, arithmetic, reference, object, cv, dependent, sugar;
    enum type_ovl ovl;
    const char *help;
} kinds[TYPE__COUNT] = {
#define TYPE_KIND(name, fund, comp, scal, arith, ref, obj, cv, dep, sugar, ovl, help) \
    [TYPE_##name] = { fund, comp, scal, arith, ref, obj, cv, dep, sugar, ovl, help },
#include "generated/type_kinds.def"
};

static const struct kind_info *info(const struct type *t)
{
    return &kinds[t->canonical->kind];
}

bool type_is_fundamental(const struct type *t) { return info(t)->fundamental; }
bool type_is_compound(const struct type *t) { return info(t)->compound; }
bool type_is_scalar(const struct type *t) { return info(t)->scalar; }
bool type_is_arithmetic(const struct type *t) { return info(t)->arithmetic; }
bool type_is_reference(const struct type *t) { return info(t)->reference; }
bool type_is_object(const struct type *t) { return info(t)->object; }
bool type_can_be_cv_qualified(const struct type *t) { return info(t)->cv; }
bool type_is_dependent_kind(const struct type *t) { return info(t)->dependent; }
enum type_ovl type_overload_class(const struct type *t) { return info(t)->ovl; }

const char *type_kind_help(enum type_kind k)
{
    return k < TYPE__COUNT ? kinds[k].help : "";
}
