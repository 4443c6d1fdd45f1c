/* The arithmetic types (tables/arithmetic_types): which one a type tree
 * names, integral promotion and the usual arithmetic conversions.  The
 * rules are the table's columns read the way [conv.prom] and
 * [expr.arith.conv] say; nothing about a particular type is written here
 * except how a keyword is spelled in the table. */
#include <string.h>

#include "lex/lexer.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

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

/* The table's word for a type keyword, in the order words are written in
 * a normalized spelling; NULL for a keyword that is not one of them. */
static const struct { int tok; const char *word; } words[] = {
    { TOK_UNSIGNED, "unsigned" }, { TOK_SIGNED, "signed" }, { TOK_SHORT, "short" },
    { TOK_LONG, "long" }, { TOK_CHAR, "char" }, { TOK_INT, "int" }, { TOK_INT128, "__int128" },
    { TOK_BOOL, "bool" }, { TOK_FLOAT, "float" }, { TOK_DOUBLE, "double" },
    { TOK_WCHAR_T, "wchar_t" }, { TOK_CHAR8_T, "char8_t" }, { TOK_CHAR16_T, "char16_t" },
    { TOK_CHAR32_T, "char32_t" },
};
enum { W_UNSIGNED, W_SIGNED, W_SHORT, W_LONG, W_CHAR, W_INT, W_INT128, W_NWORDS = 14 };

/* The arithmetic type a builtin type's keywords name: counted, then
 * spelled in the table's order -- `int` only alone or after `signed`
 * alone, `signed` only before `char`. */
static enum arith_id spelled(unsigned count[W_NWORDS]);

/* The row of words[] for a token kind, -1 for none (words[] inverted on
 * the first call). */
static int word_of(int tok)
{
    static signed char row[TOK__COUNT];
    static bool built;
    if (!built) {
        memset(row, -1, sizeof row);
        for (int j = 0; j < W_NWORDS; j++)
            row[words[j].tok] = (signed char)j;
        built = true;
    }
    return tok >= 0 && tok < TOK__COUNT ? row[tok] : -1;
}

static enum arith_id of_keywords(const struct sema *s, const struct il_tree *t)
{
    unsigned count[W_NWORDS] = { 0 };
    for (int i = 0; i < 8; i++) {
        if (i > 0 && t->u.kw[i] == 0)
            break;
        int k = sema_tok_kind(s, t->tok + t->u.kw[i]);
        int w = word_of(k);
        if (w < 0)
            return ARITH_NONE;   /* void, _Complex, __float128 ...: not a row */
        count[w]++;
    }
    /* the same few combinations come back for every declaration and
     * operand: remembered by their counts (2 bits a word) */
    static struct { uint32_t key; enum arith_id a; } memo[64];
    uint32_t key = 1;   /* (0: an empty slot) */
    for (int j = 0; j < W_NWORDS; j++)
        key |= (count[j] > 3 ? 3u : count[j]) << (2 * j + 2);
    unsigned slot = (key * 2654435761u) >> 26;
    if (memo[slot].key == key)
        return memo[slot].a;
    enum arith_id a = spelled(count);
    memo[slot].key = key;
    memo[slot].a = a;
    return a;
}

/* of_keywords for the counts of its words. */
static enum arith_id spelled(unsigned count[W_NWORDS])
{
    bool others = false;
    for (int j = W_INT + 1; j < W_NWORDS; j++)
        others |= count[j] > 0;
    if (count[W_INT] && (count[W_SHORT] || count[W_LONG] || count[W_UNSIGNED] || count[W_SIGNED] ||
                         others))
        count[W_INT] = count[W_INT] > 1 || others ? 99 : 0;   /* int int: not a type */
    if (count[W_SIGNED] && !count[W_CHAR]) {
        count[W_SIGNED] = 0;
        if (!count[W_SHORT] && !count[W_LONG] && !count[W_INT128] && !count[W_UNSIGNED] &&
            !others)
            count[W_INT] = 1;
    }
    char buf[64];
    size_t n = 0;
    for (int j = 0; j < W_NWORDS; j++)
        for (unsigned c = 0; c < count[j]; c++) {
            size_t len = strlen(words[j].word);
            if (c > 2 || n + len + 2 > sizeof buf)
                return ARITH_NONE;
            if (n)
                buf[n++] = ' ';
            memcpy(buf + n, words[j].word, len);
            n += len;
        }
    buf[n] = 0;
    for (int a = 0; a < ARITH__COUNT; a++)
        if (strcmp(arith_infos[a].spelling, buf) == 0)
            return (enum arith_id)a;
    return ARITH_NONE;
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
