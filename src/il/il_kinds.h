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

/* Sub-kinds (tables/il_subkinds), named as the seed names them: type
 * kinds tk_*, constant kinds ck_*, expression node kinds enk_*, the
 * operations of enk_operation eok_*, statement kinds stmk_*, scope kinds
 * sck_*. */
enum il_type_kind {
#define IL_TK(name, num, help) name = num,
#include "generated/il_subkinds.def"
};
enum il_constant_kind {
#define IL_CK(name, num, help) name = num,
#include "generated/il_subkinds.def"
};
enum il_expr_kind {
#define IL_ENK(name, num, help) name = num,
#include "generated/il_subkinds.def"
};
enum il_operation_kind {
#define IL_EOK(name, tok, form, help) name,
#include "generated/il_subkinds.def"
    IL_EOK_COUNT
};
enum il_statement_kind {
#define IL_STMK(name, num, help) name = num,
#include "generated/il_subkinds.def"
};
enum il_scope_kind {
#define IL_SCK(name, num, help) name = num,
#include "generated/il_subkinds.def"
};

/* Where an operation's operator token stands (tables/il_subkinds, form). */
enum il_form { IL_FORM_none, IL_FORM_prefix, IL_FORM_postfix, IL_FORM_binary };

/* The name of sub-kind sub of IL kind k (IL_type, IL_constant,
 * IL_expr_node, IL_statement, IL_scope), NULL if there is none. */
const char *il_subkind_name(enum il_kind k, unsigned sub);
/* The name of an operation (eok_*), NULL out of range. */
const char *il_operation_name(unsigned eok);
/* The operation written with operator token tok (enum tok_kind) in the
 * given form, or -1 if there is none. */
int il_operation_for_token(unsigned tok, enum il_form form);

#endif
