/* Which arithmetic type (tables/arithmetic_types) a type tree names,
 * through references and typedefs; the rows and the conversion rules are
 * the type model's (types/arith.c). */
#include <string.h>

#include "lex/lexer.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "sema/types/from_decl.h"
#include "support/util.h"

/* The keywords' row: the normalization is the type model's
 * (types/keywords.c), so both judge a spelling alike.  Every operand's
 * and declaration's type asks again (a few hundred thousand times in a
 * large unit), and reading the keywords' tokens each time cost more than
 * the checks; the answer is a fact of the tokens alone (which never
 * change), so it is kept by them: the first keyword's token and the
 * offsets of the others (a direct-mapped memo, a slot per spelling seen
 * lately). */
struct sema_arith_memo {
    uint32_t tok1;     /* the tree's tok + 1 (0: an empty slot) */
    uint8_t kw[8];
    int a;
};
#define ARITH_MEMO_SIZE 4096

static enum arith_id of_keywords(const struct sema *cs, const struct il_tree *t)
{
    struct sema *s = (struct sema *)cs;
    if (!s->arith_memo)
        s->arith_memo = xcalloc(ARITH_MEMO_SIZE, sizeof *s->arith_memo);
    uint64_t kw;
    memcpy(&kw, t->u.kw, sizeof kw);
    uint64_t h = ((uint64_t)t->tok * 0x9E3779B97F4A7C15u) ^ (kw * 0xC2B2AE3D27D4EB4Fu);
    struct sema_arith_memo *m = &s->arith_memo[(h >> 40) & (ARITH_MEMO_SIZE - 1)];
    int a;
    if (m->tok1 == t->tok + 1 && memcmp(m->kw, t->u.kw, sizeof m->kw) == 0) {
        a = m->a;
    } else {
        a = type_arith_of_keywords(s->lx, t);
        m->tok1 = t->tok + 1;
        memcpy(m->kw, t->u.kw, sizeof m->kw);
        m->a = a;
    }
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

