/* The record tables that have no interpreter of their own yet: IL entry
 * kinds, CUDA attribute descriptors and SM feature thresholds. */
#include <string.h>

#include "support/cuda_attrs.h"
#include "il/il_kinds.h"
#include "lex/lexer.h"

const struct il_kind_info il_kind_infos[IL_KIND_COUNT] = {
#define IL_KIND(name, num, size, display, help) [num] = { #name, size, display, help },
#include "generated/il_kinds.def"
};

const char *il_subkind_name(enum il_kind k, unsigned sub)
{
    if (sub > 0xff)
        return NULL;
    switch ((unsigned)k << 8 | sub) {
#define IL_SUBKIND(il_kind, name, num, help) case (unsigned)IL_##il_kind << 8 | num: return #name;
#include "generated/il_subkinds.def"
    default:
        return NULL;
    }
}

static const struct {
    const char *name;
    unsigned short tok;
    unsigned char form;
} il_operations[IL_EOK_COUNT] = {
#define IL_EOK(name, tok, form, help) { #name, tok, form },
#include "generated/il_subkinds.def"
};

const char *il_operation_name(unsigned eok)
{
    return eok < IL_EOK_COUNT ? il_operations[eok].name : NULL;
}

int il_operation_for_token(unsigned tok, enum il_form form)
{
    if (form == IL_FORM_none || tok == TOK_EOF)
        return -1;
    for (unsigned i = 0; i < IL_EOK_COUNT; i++)
        if (il_operations[i].tok == tok && il_operations[i].form == form)
            return (int)i;
    return -1;
}

const struct cuda_attr_info cuda_attr_infos[CUDA_ATTR__COUNT] = {
#define CUDA_ATTR(ident, name, kind, category, min_args, max_args, display, host, help) \
    { name, kind, category, min_args, max_args, display, host, help },
#include "generated/cuda_attributes.def"
};

const struct sm_feature_info sm_feature_infos[SM_FEATURE__COUNT] = {
#define SM_FEATURE(ident, min_arch, tag, message) { #ident, min_arch, tag, message },
#include "generated/sm_features.def"
};

bool cuda_attr_lookup(const char *name, unsigned len, enum cuda_attr *out)
{
    /* GNU accepts both `x` and `__x__` for every attribute name. */
    if (len > 4 && name[0] == '_' && name[1] == '_' && name[len - 1] == '_' &&
        name[len - 2] == '_') {
        name += 2;
        len -= 4;
    }
    for (int i = 0; i < CUDA_ATTR__COUNT; i++) {
        const char *n = cuda_attr_infos[i].name;
        if (strlen(n) == len && memcmp(n, name, len) == 0) {
            *out = (enum cuda_attr)i;
            return true;
        }
    }
    return false;
}
