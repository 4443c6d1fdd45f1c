/* Variables declared with the placeholder type `auto` and no initializer
 * to deduce it from, reported as cudafe++ does when the declaration is
 * read:
 *
 *   1593  cannot deduce "auto" type (initializer required): a variable of
 *         a block or namespace (extern, static and const ones too) or a
 *         non-static data member declared `auto x;` or `auto *p;` (cv
 *         and `*` only before the name, the name then `;` or `,`), at
 *         the name
 *   1598  "auto" is not allowed here: a non-static data member declared
 *         `auto m = ...`, at `auto`
 *
 * Not judged: references (cudafe++ reports the missing initializer of a
 * reference first), arrays, decltype(auto), constrained placeholders,
 * static data members, range-based for declarations (their initializer
 * follows the `:`), parameters and anything under --no_auto_type or
 * before C++11 (auto is a storage class there).  The variable is left
 * without a type cudafe++ would deduce: the semantic checks go silent
 * after 1593 (not counted as intact). */
#include "parse/parse_int.h"

#include "driver/lang.h"

static int tk(struct parser *p, uint32_t i)
{
    return parser_token(p, i)->kind;
}

void pa_check_placeholder(struct parser *p, const struct declspec *ds, const struct declarator *d,
                          const struct scope *s)
{
    if (!ds || !d || !s || d->name_kind != DN_IDENT || d->dclass == DC_F || d->qualified ||
        d->pack || !ds->type_tok || tk(p, ds->type_tok) != TOK_AUTO || ds->type ||
        (ds->flags & (DS_TYPEDEF | DS_FRIEND | DS_CONCEPT_AUTO)) ||
        !(p->mode.bits & LANG_CXX11) || pa_auto_type_off(p))
        return;
    /* only `*` and cv-qualifiers between the specifiers and the name */
    for (uint32_t t = ds->type_tok + 1; t < d->tok; t++) {
        int k = tk(p, t);
        if (k != TOK_STAR && k != TOK_CONST && k != TOK_VOLATILE)
            return;
    }
    int after = tk(p, d->tok + 1);
    bool member = s->kind == SCOPE_CLASS;
    if (member && (ds->flags & DS_STATIC))
        return;
    if (member && (after == TOK_ASSIGN || after == TOK_LBRACE)) {
        parser_error_at(p, ds->type_tok, DIAG_edg_1598, NULL);
        p->intact_errors++;   /* (the member is declared as written) */
        return;
    }
    if ((s->kind == SCOPE_BLOCK || s->kind == SCOPE_NAMESPACE || member) &&
        (after == TOK_SEMI || after == TOK_COMMA))
        parser_error_at(p, d->tok, DIAG_edg_1593, NULL);
}
