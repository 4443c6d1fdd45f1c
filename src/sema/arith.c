/* Which arithmetic type (tables/arithmetic_types) a type tree names,
 * through references and typedefs; the rows and the conversion rules are
 * the type model's (types/arith.c). */
#include "lex/lexer.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "sema/types/from_decl.h"

/* The keywords' row: the normalization is the type model's
 * (types/keywords.c), so both judge a spelling alike. */
static enum arith_id of_keywords(const struct sema *s, const struct il_tree *t)
{
    int a = type_arith_of_keywords(s->lx, t);
    return a < 0 ? ARITH_NONE : (enum arith_id)a;
}

enum arith_id sema_arith_and_cv(const struct sema *s, const struct il_tree *t, bool references,
                                unsigned *cv)
{
    for (int depth = 0; t && depth < 16; depth++) {
        if (t->kind != IL_type)
            return ARITH_NONE;
        if (references && t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF))) {
            t = t->first;   /* a reference: the referred-to type */
            continue;
        }
        if (cv)
            *cv |= t->op & (IL_CV_CONST | IL_CV_VOLATILE | IL_CV_RESTRICT);
        if (!(t->op & IL_TYPE_NAMED))
            return t->sub == tk_integer || t->sub == tk_float ? of_keywords(s, t) : ARITH_NONE;
        /* a typedef name: the type it names */
        const struct symbol *sym = t->u.sym;
        const struct il_node *n = sym && sym->kind == SYM_TYPEDEF && !t->first
                                      ? sema_typedef_at(s, sym->tok) : NULL;
        if (!n || !n->type)
            return ARITH_NONE;
        t = n->type;
    }
    return ARITH_NONE;
}

enum arith_id sema_arith_of_type(const struct sema *s, const struct il_tree *t)
{
    return sema_arith_and_cv(s, t, true, NULL);
}

