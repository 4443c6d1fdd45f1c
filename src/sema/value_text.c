/* How cudafe++'s messages spell the type of an operand's value: the
 * type after the lvalue-to-rvalue conversion, its cv-qualifiers gone
 * ("int" for a `const int &` parameter, "unsigned int" for
 * threadIdx.x), a typedef by its name with what it names
 * ("size_t" (aka "unsigned long"), quoted already: the fill-in takes
 * the place of the row's quotes), the value of a built-in operation by
 * its computed type ("unsigned int" for i + 1u, "unsigned long" for
 * sizeof), std::nullptr_t by that name.  NULL where it is not known:
 * the check that wants it stays silent. */
#include <stdio.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

/* cv-qualifiers go -- the value's own (`const L x`: "L"), and those a
 * typedef holds, with the typedef (`typedef volatile L VL`: "L" (aka
 * "long"); `typedef const int CI` and `typedef CI CI2`: "int").  Not
 * known: typedefs of std (cudafe++ shows them without their aka), members
 * of class templates. */
const char *sema_typedef_value_text(const struct sema *s, const struct il_tree *t,
                                    enum arith_id a)
{
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || sema_arith_of_type(s, t) != a)
        return NULL;
    for (int depth = 0; t && t->kind == IL_type && depth < 16; depth++) {
        if (!(t->op & IL_TYPE_NAMED))
            return t->first ? NULL : arith_infos[a].display;   /* (keywords: no aka) */
        const struct symbol *sym = t->u.sym;
        if (t->first || !sym || sym->kind != SYM_TYPEDEF || sema_class_template_typedef(sym))
            return NULL;
        const struct il_node *td = sema_typedef_at(s, sym->tok);
        const struct il_tree *to = td ? td->type : NULL;
        if (!to || to->kind != IL_type)
            return NULL;
        unsigned held = 0;
        sema_arith_and_cv(s, to, false, &held);
        if (held & (IL_CV_CONST | IL_CV_VOLATILE)) {
            t = to;   /* (it holds qualifiers: dropped, with its name) */
            continue;
        }
        const char *name = sema_entity_text(s, sym);
        if (!name || strncmp(name, "std::", 5) == 0)
            return NULL;
        char buf[300];
        int n = snprintf(buf, sizeof buf, "\"%s\" (aka \"%s\")", name, arith_infos[a].display);
        return n > 0 && (size_t)n < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)n)->name
                                               : NULL;
    }
    return NULL;
}

/* The spelling of an arithmetic value of declared type t (NULL: a
 * computed value, its type t.arith). */
static const char *arith_value_text(const struct sema *s, struct sema_etype t)
{
    if (t.kind != SEMA_ARITH || t.arith == ARITH_NONE)
        return NULL;
    if (!t.type)
        return arith_infos[t.arith].display;
    if (t.type->kind != IL_type || t.type->first)
        return NULL;
    if (!(t.type->op & IL_TYPE_NAMED))
        return arith_infos[t.arith].display;
    return sema_typedef_value_text(s, t.type, t.arith);
}

const char *sema_value_type_text(const struct sema *s, const struct il_tree *e)
{
    while (e && e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_parens &&
           e->first && !e->first->next)
        e = e->first;
    if (!e || e->kind != IL_expr_node)
        return NULL;
    struct sema_etype t = sema_classify(s, e);
    if (t.kind == SEMA_NULLPTR)
        return "std::nullptr_t";
    if (t.kind != SEMA_ARITH)
        return NULL;
    if (e->sub == enk_condition) {
        /* c ? a : b: the usual conversions' type when neither branch is
         * of a typedef (whose name the result might keep) */
        const struct il_tree *c = e->first, *a = c ? c->next : NULL, *b = a ? a->next : NULL;
        if (!b || !arith_value_text(s, sema_classify(s, a)) || !arith_value_text(s, sema_classify(s, b)))
            return NULL;
        for (const struct il_tree *x = a; x; x = x == a ? b : NULL) {
            struct sema_etype u = sema_classify(s, x);
            if (u.type && (u.type->op & IL_TYPE_NAMED))
                return NULL;
        }
    }
    return arith_value_text(s, t);
}
