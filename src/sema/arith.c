/* The arithmetic types (tables/arithmetic_types): which one a type tree
 * names, integral promotion and the usual arithmetic conversions.  The
 * rules are the table's columns read the way [conv.prom] and
 * [expr.arith.conv] say; nothing about a particular type is written here
 * except how a keyword is spelled in the table. */
#include <string.h>

#include "lex/lexer.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "sema/types/from_decl.h"
#include "support/util.h"

struct arith_info arith_infos[ARITH__COUNT] = {
#define ARITH_TYPE(name, spelling, display, kind, rank, size, sgn, promotes, counterpart) \
    { spelling, display, kind, rank, size, sgn, promotes, counterpart },
#include "generated/arithmetic_types.def"
};

struct arith_target arith_target = { 8, ARITH_unsigned_long, ARITH_long };

/* The table describes x86-64 Linux (LP64, signed plain char and wchar_t);
 * the target options change it before anything is checked:
 *   --unsigned_chars     plain char is unsigned (as unsigned char)
 *   --unsigned_wchar_t   wchar_t is unsigned (it then promotes to unsigned
 *                        int: int cannot hold all its values)
 *   --m32                ILP32: long and pointers are 4 bytes, std::size_t
 *                        is unsigned int and std::ptrdiff_t int
 *   --force-llp64        long is 4 bytes; std::size_t is unsigned long
 *                        long and std::ptrdiff_t long long (with --m32
 *                        too: pointers stay 4 bytes)
 * (observed with cudafe++'s static_assert on sizeof and (T)-1 < 0; the
 * alignments and long double do not change.) */
void sema_set_target(bool unsigned_char, bool unsigned_wchar, bool ilp32, bool llp64)
{
    if (unsigned_char)
        arith_infos[ARITH_char].is_signed = false;
    if (unsigned_wchar) {
        arith_infos[ARITH_wchar_t].is_signed = false;
        arith_infos[ARITH_wchar_t].promotes = ARITH_unsigned_int;
    }
    if (ilp32 || llp64) {
        arith_infos[ARITH_long].size = arith_infos[ARITH_unsigned_long].size = 4;
        arith_target.pointer_size = ilp32 ? 4 : 8;
        arith_target.size_t_type = llp64 ? ARITH_unsigned_long_long : ARITH_unsigned_int;
        arith_target.ptrdiff_type = llp64 ? ARITH_long_long : ARITH_int;
    }
}

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

enum arith_id arith_promote(enum arith_id a)
{
    return a == ARITH_NONE ? a : arith_infos[a].promotes;
}

enum arith_id arith_usual(enum arith_id a, enum arith_id b)
{
    if (a == ARITH_NONE || b == ARITH_NONE)
        return ARITH_NONE;
    const struct arith_info *x = &arith_infos[a], *y = &arith_infos[b];
    if (x->kind == ARITH_FLOAT || y->kind == ARITH_FLOAT) {
        if (x->kind != y->kind)
            return x->kind == ARITH_FLOAT ? a : b;
        return x->rank >= y->rank ? a : b;
    }
    a = arith_promote(a);
    b = arith_promote(b);
    if (a == b)
        return a;
    x = &arith_infos[a];
    y = &arith_infos[b];
    if (x->is_signed == y->is_signed)
        return x->rank >= y->rank ? a : b;
    enum arith_id u = x->is_signed ? b : a, sg = x->is_signed ? a : b;
    if (arith_infos[u].rank >= arith_infos[sg].rank)
        return u;
    if (arith_infos[sg].size > arith_infos[u].size)
        return sg;
    return arith_infos[sg].counterpart;
}

bool arith_is_unsigned_integer(enum arith_id a)
{
    return a != ARITH_NONE && a != ARITH_bool && arith_infos[a].kind == ARITH_INTEGER &&
           !arith_infos[a].is_signed;
}

long long arith_wrap(enum arith_id a, long long v)
{
    int bits = 8 * arith_infos[a].size;
    unsigned long long u = (unsigned long long)v;
    if (a == ARITH_bool)
        u = u != 0;
    else if (bits < 64) {
        u &= (1ULL << bits) - 1;
        if (arith_infos[a].is_signed && (u >> (bits - 1)))
            u |= ~((1ULL << bits) - 1);
    }
    return (long long)u;
}
