/* The types of literals from their spelling (literals.h).  The integer
 * candidate lists are [lex.icon]'s table; the sizes that decide which
 * candidate holds a value are the target's rows (types/arith.c). */
#include "sema/exprs/literals.h"

#include <limits.h>
#include <string.h>

static int digit_of(char c)
{
    return c >= '0' && c <= '9'   ? c - '0'
           : c >= 'a' && c <= 'f' ? c - 'a' + 10
           : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                  : 99;
}

static unsigned long long max_of(enum arith_id a)
{
    int bits = 8 * arith_infos[a].size - (arith_infos[a].is_signed ? 1 : 0);
    return bits >= 64 ? ~0ULL : (1ULL << bits) - 1;
}

enum arith_id literal_integer(const char *text, size_t len, unsigned long long *value)
{
    unsigned long long v = 0;
    size_t i = 0;
    int base = 10;
    if (len > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X'))
        base = 16, i = 2;
    else if (len > 1 && text[0] == '0' && (text[1] == 'b' || text[1] == 'B'))
        base = 2, i = 2;
    else if (len > 0 && text[0] == '0')
        base = 8;
    bool overflow = false;
    for (; i < len; i++) {
        char c = text[i];
        if (c == '\'')
            continue;
        int d = digit_of(c);
        if (d == 99 || (base != 16 && d > 9))
            break;
        if (d >= base)
            return ARITH_NONE;
        if (v > (~0ULL - (unsigned)d) / (unsigned)base)
            overflow = true;
        v = v * (unsigned)base + (unsigned)d;
    }
    bool u = false;
    int l = 0;
    for (; i < len; i++) {
        char c = text[i];
        if (c == 'u' || c == 'U')
            u = true;
        else if (c == 'l' || c == 'L')
            l++;
        else
            return ARITH_NONE;   /* z, a user-defined suffix ... */
    }
    if (overflow || l > 2)
        return ARITH_NONE;
    *value = v;
    /* [lex.icon] table 8: by suffix, signed then (octal, hex, binary or
     * u) unsigned candidates of each rank from the suffix's up */
    static const enum arith_id signed_list[] = { ARITH_int, ARITH_long, ARITH_long_long };
    static const enum arith_id unsigned_list[] = { ARITH_unsigned_int, ARITH_unsigned_long,
                                                   ARITH_unsigned_long_long };
    for (int k = l; k < 3; k++) {
        if (!u && v <= max_of(signed_list[k]))
            return signed_list[k];
        if ((u || base != 10) && v <= max_of(unsigned_list[k]))
            return unsigned_list[k];
    }
    return ARITH_NONE;
}

enum arith_id literal_char(const char *text, size_t len, bool *has_value, long long *value)
{
    enum arith_id t = ARITH_char;
    size_t i = 0;
    *has_value = false;
    if (len > 2 && text[0] == 'u' && text[1] == '8')
        t = ARITH_char8_t, i = 2;
    else if (len > 0 && text[0] == 'u')
        t = ARITH_char16_t, i = 1;
    else if (len > 0 && text[0] == 'U')
        t = ARITH_char32_t, i = 1;
    else if (len > 0 && text[0] == 'L')
        t = ARITH_wchar_t, i = 1;
    if (i + 2 >= len || text[i] != '\'' || text[len - 1] != '\'')
        return ARITH_NONE;
    const char *c = text + i + 1, *end = text + len - 1;
    long long v;
    if (*c != '\\') {
        if (end - c != 1 || (unsigned char)*c >= 0x80)
            return end - c > 1 && t == ARITH_char ? ARITH_int : t;
        v = (unsigned char)*c;
    } else {
        c++;
        static const char simple[] = "n\nt\tr\rv\vb\bf\fa\a\\\\''\"\"??";
        const char *m = NULL;
        for (int k = 0; simple[k]; k += 2)
            if (simple[k] == *c)
                m = &simple[k];
        if (m && c + 1 == end) {
            v = (unsigned char)m[1];
        } else if (*c == 'x' || (*c >= '0' && *c <= '7')) {
            int base = *c == 'x' ? 16 : 8;
            if (base == 16)
                c++;
            v = 0;
            int digits = 0;
            for (; c < end; c++, digits++) {
                int d = digit_of(*c);
                if (d >= base || digits > 8)
                    return t;
                v = v * base + d;
            }
            if (!digits)
                return t;
        } else {
            return t;
        }
    }
    *has_value = true;
    *value = v;
    return t;
}

enum arith_id literal_float(const char *text, size_t len)
{
    char last = len ? text[len - 1] : 0;
    if (last == 'f' || last == 'F')
        return ARITH_float;
    if (last == 'l' || last == 'L')
        return ARITH_long_double;
    /* hexadecimal floats end in a digit of the exponent: no confusion */
    if (last >= '0' && last <= '9' && !(len > 1 && strchr("fF", text[len - 2])) &&
        !(len > 2 && strchr("fF", text[len - 3])) && !memchr(text, '_', len) &&
        !memchr(text, 'b', len) && !memchr(text, 'B', len))
        return ARITH_double;
    return last == '.' ? ARITH_double : ARITH_NONE;
}

/* The code units one \u or \U escape (code point cp) makes in a literal
 * of character type c. */
static unsigned long long units_of(enum arith_id c, unsigned long cp)
{
    if (c == ARITH_char)
        return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (c == ARITH_char16_t)
        return cp >= 0x10000 ? 2 : 1;
    return 1;
}

/* The code units of one literal's body [p, end) (escapes decoded); false
 * when not modelled. */
static bool body_units(enum arith_id c, const char *p, const char *end, bool raw,
                       unsigned long long *n)
{
    for (; p < end; p++) {
        if ((unsigned char)*p >= 0x80)
            return false;
        if (raw || *p != '\\') {
            ++*n;
            continue;
        }
        p++;
        if (p >= end)
            return false;
        if (*p == 'x') {
            while (p + 1 < end && digit_of(p[1]) < 16)
                p++;
            ++*n;
        } else if (*p >= '0' && *p <= '7') {
            for (int k = 0; k < 2 && p + 1 < end && p[1] >= '0' && p[1] <= '7'; k++)
                p++;
            ++*n;
        } else if (*p == 'u' || *p == 'U') {
            int digits = *p == 'u' ? 4 : 8;
            unsigned long cp = 0;
            for (int k = 0; k < digits; k++) {
                if (p + 1 >= end || digit_of(p[1]) >= 16)
                    return false;
                cp = cp * 16 + (unsigned)digit_of(*++p);
            }
            *n += units_of(c, cp);
        } else if (strchr("ntrvbfa\\'\"?e", *p)) {
            ++*n;
        } else {
            return false;   /* \N{...}, \o{...}, unknown escapes */
        }
    }
    return true;
}

bool literal_string(const char *const *texts, const size_t *lens, unsigned n,
                    enum arith_id *char_type, unsigned long long *length)
{
    enum arith_id c = ARITH_NONE;
    unsigned long long units = 0;
    for (unsigned i = 0; i < n; i++) {
        const char *p = texts[i], *end = texts[i] + lens[i];
        enum arith_id mine = ARITH_char;
        if (p[0] == 'u' && p[1] == '8')
            return false;
        if (*p == 'u')
            mine = ARITH_char16_t, p++;
        else if (*p == 'U')
            mine = ARITH_char32_t, p++;
        else if (*p == 'L')
            mine = ARITH_wchar_t, p++;
        bool raw = *p == 'R';
        if (raw)
            p++;
        if (*p != '"' || end - p < 2 || end[-1] != '"')
            return false;   /* a ud-suffix */
        if (mine != ARITH_char) {
            if (c != ARITH_NONE && c != ARITH_char && c != mine)
                return false;
            c = mine;
        } else if (c == ARITH_NONE) {
            c = ARITH_char;
        }
        p++;
        end--;
        if (raw) {
            /* R"d( ... )d": the delimiter d on both sides */
            const char *open = memchr(p, '(', (size_t)(end - p));
            if (!open)
                return false;
            size_t d = (size_t)(open - p);
            if ((size_t)(end - open) < d + 2 || end[-1 - (long)d] != ')')
                return false;
            p = open + 1;
            end -= d + 1;
        }
        if (!body_units(mine == ARITH_char ? c : mine, p, end, raw, &units))
            return false;
    }
    /* a plain literal's \u counted as UTF-8 before a later prefix made
     * the whole wide: not modelled */
    if (c != ARITH_char && n > 1)
        for (unsigned i = 0; i < n; i++)
            for (size_t k = 0; texts[i][0] == '"' && k + 1 < lens[i]; k++)
                if (texts[i][k] == '\\' && (texts[i][k + 1] == 'u' || texts[i][k + 1] == 'U'))
                    return false;
    *char_type = c;
    *length = units + 1;
    return true;
}
