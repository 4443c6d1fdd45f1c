/* Which row of tables/arithmetic_types a builtin type's keywords name
 * (`long unsigned int` is "unsigned long"): the words counted, then
 * spelled in the table's order and looked up by the spelling column.
 * Shared by the type model (from_decl.c) and src/sema/arith.c, so the
 * two never normalize a spelling differently. */
#include <stdint.h>
#include <string.h>

#include "il/il_kinds.h"
#include "il/il_tree.h"
#include "lex/lexer.h"
#include "sema/types/from_decl.h"

static const char *const spellings[TYPE_ARITH__COUNT] = {
#define ARITH_TYPE(name, spelling, display, kind, rank, size, sgn, promotes, counterpart) \
    [TYPE_ARITH_##name] = spelling,
#include "generated/arithmetic_types.def"
};

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

/* The row for the counts of the words: `int` only alone or after
 * `signed` alone, `signed` only before `char`. */
static int spelled(unsigned count[W_NWORDS])
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
                return -1;
            if (n)
                buf[n++] = ' ';
            memcpy(buf + n, words[j].word, len);
            n += len;
        }
    buf[n] = 0;
    for (int a = 0; a < TYPE_ARITH__COUNT; a++)
        if (strcmp(spellings[a], buf) == 0)
            return a;
    return -1;
}

int type_arith_of_keywords(struct lexer *lx, const struct il_tree *t)
{
    unsigned count[W_NWORDS] = { 0 };
    for (int i = 0; i < 8; i++) {
        if (i > 0 && t->u.kw[i] == 0)
            break;
        int w = word_of(lexer_token(lx, t->tok + t->u.kw[i])->kind);
        if (w < 0)
            return -1;   /* void, _Complex, __float128 ...: not a row */
        count[w]++;
    }
    /* the same few combinations come back for every declaration and
     * operand: remembered by their counts (2 bits a word) */
    static struct { uint32_t key; int a; } memo[64];
    uint32_t key = 1;   /* (0: an empty slot) */
    for (int j = 0; j < W_NWORDS; j++)
        key |= (count[j] > 3 ? 3u : count[j]) << (2 * j + 2);
    unsigned slot = (key * 2654435761u) >> 26;
    if (memo[slot].key == key)
        return memo[slot].a;
    int a = spelled(count);
    memo[slot].key = key;
    memo[slot].a = a;
    return a;
}
