/* Literal and identifier checks behind the scanner: where a token of these
 * kinds ends, which kind it is, and cudafe++'s diagnostics for malformed
 * ones (observed texts and positions, tables/diagnostics "Lexer").
 * Values (character values, integer overflow, multi-character literals)
 * are the parser's business. */
#include "lex/lexer_private.h"
#include "support/utf8.h"

#include <string.h>

#include "support/util.h"

static bool is_digit(unsigned char c) { return c >= '0' && c <= '9'; }
static bool is_oct(unsigned char c) { return c >= '0' && c <= '7'; }
static bool is_bin(unsigned char c) { return c == '0' || c == '1'; }
static bool is_hex(unsigned char c)
{
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static bool is_id_start(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}
static bool is_id_char(unsigned char c) { return is_id_start(c) || is_digit(c); }

static unsigned hex_value(unsigned char c)
{
    return is_digit(c) ? (unsigned)(c - '0') : (unsigned)((c | 0x20) - 'a' + 10);
}


/* ------------------------------------------------------------------------
 * Identifiers: the characters C++11 Annex E allows ([charname.allowed],
 * E.1) and those it does not allow first (E.2).  cudafe++ 13.0 follows
 * these lists (observed: U+20AC and U+1F600 are identifier characters,
 * U+00D7 and U+00A0 are "unrecognized token", U+0301 only not first).
 * ------------------------------------------------------------------------ */

static const uint32_t annex_e_allowed[][2] = {
    { 0x00A8, 0x00A8 }, { 0x00AA, 0x00AA }, { 0x00AD, 0x00AD }, { 0x00AF, 0x00AF },
    { 0x00B2, 0x00B5 }, { 0x00B7, 0x00BA }, { 0x00BC, 0x00BE }, { 0x00C0, 0x00D6 },
    { 0x00D8, 0x00F6 }, { 0x00F8, 0x00FF }, { 0x0100, 0x167F }, { 0x1681, 0x180D },
    { 0x180F, 0x1FFF }, { 0x200B, 0x200D }, { 0x202A, 0x202E }, { 0x203F, 0x2040 },
    { 0x2054, 0x2054 }, { 0x2060, 0x206F }, { 0x2070, 0x218F }, { 0x2460, 0x24FF },
    { 0x2776, 0x2793 }, { 0x2C00, 0x2DFF }, { 0x2E80, 0x2FFF }, { 0x3004, 0x3007 },
    { 0x3021, 0x302F }, { 0x3031, 0x303F }, { 0x3040, 0xD7FF }, { 0xF900, 0xFD3D },
    { 0xFD40, 0xFDCF }, { 0xFDF0, 0xFE44 }, { 0xFE47, 0xFFFD },
};

static const uint32_t annex_e_not_initial[][2] = {
    { 0x0300, 0x036F }, { 0x1DC0, 0x1DFF }, { 0x20D0, 0x20FF }, { 0xFE20, 0xFE2F },
};

static bool in_ranges(uint32_t cp, const uint32_t (*r)[2], size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (cp >= r[i][0] && cp <= r[i][1])
            return true;
    return false;
}

/* Whether cp may be in an identifier: 0 no, 1 but not first, 2 yes. */
static int identifier_char_class(const struct lexer *lx, uint32_t cp)
{
    if (lx->mode.xid_identifiers)
        return lex_xid_start(cp) ? 2 : lex_xid_continue(cp) ? 1 : 0;
    bool ok = cp >= 0x10000 ? (cp & 0xFFFF) <= 0xFFFD && cp <= 0xEFFFD   /* 10000-1FFFD ... E0000-EFFFD */
                            : in_ranges(cp, annex_e_allowed, ARRAY_SIZE(annex_e_allowed));
    return !ok ? 0 : in_ranges(cp, annex_e_not_initial, ARRAY_SIZE(annex_e_not_initial)) ? 1 : 2;
}

const char *lex_identifier_ext(struct lexer *lx, const char *s, const char *end,
                               enum tok_kind *kind, bool *error)
{
    const unsigned char *p = (const unsigned char *)s, *e = (const unsigned char *)end;
    bool ascii = true;
    *error = false;
    while (p < e) {
        unsigned char c = *p;
        if (c == '$' && !lx->mode.dollar)
            break;
        if (c < 0x80 && c != '\\') {
            p++;
        } else if (c == '\\') {
            /* A UCN: the scanner matched `\u` or `\U` and the identifier
             * characters after it; 4 or 8 of them must be hex digits. */
            unsigned want = p[1] == 'u' ? 4 : 8, got = 0;
            uint32_t cp = 0;
            const unsigned char *q = p + 2;
            for (; got < want && q < e && is_hex(*q); got++, q++)
                cp = cp * 16 + hex_value(*q);
            int cls = got < want ? 2 : identifier_char_class(lx, cp);
            if (got < want) {
                lex_report(lx, DIAG_edg_965, (const char *)q, NULL);
                *error = true;
            } else if (cls == 0) {
                lex_report(lx, DIAG_edg_968, (const char *)p, NULL);
            } else if (cls == 1 && p == (const unsigned char *)s) {
                lex_report(lx, DIAG_edg_1037, (const char *)p, NULL);
            }
            ascii = false;
            p = q;
        } else {
            uint32_t cp;
            unsigned n = utf8_decode(p, e, &cp);
            if (n == 0 || identifier_char_class(lx, cp) < (p == (const unsigned char *)s ? 2 : 1))
                break;
            ascii = false;
            p += n;
        }
    }
    if (p == (const unsigned char *)s) {
        /* Not an identifier: one character (or byte) that starts no token. */
        uint32_t cp;
        unsigned n = *p == '$' ? 1 : utf8_decode(p, e, &cp);
        lex_report(lx, DIAG_bad_token, s, NULL);
        *error = true;
        *kind = TOK_UNKNOWN;
        return s + (n ? n : 1);
    }
    *kind = ascii ? lexer_keyword(lx, s, (size_t)((const char *)p - s)) : TOK_IDENTIFIER;
    return (const char *)p;
}

/* ------------------------------------------------------------------------
 * Numbers
 * ------------------------------------------------------------------------ */

/* Digits of one class with digit separators: a `'` must sit between two
 * digits (cudafe++ 2629 "digit separator cannot appear here" at it). */
static const char *scan_digits(struct lexer *lx, const char *p, const char *end,
                               bool (*digit)(unsigned char), bool *error)
{
    while (p < end) {
        if (digit((unsigned char)*p)) {
            p++;
        } else if (*p == '\'' && p + 1 < end && digit((unsigned char)p[1]) &&
                   digit((unsigned char)p[-1])) {
            p++;
        } else if (*p == '\'') {
            if (!*error)
                lex_report(lx, DIAG_edg_2629, p, NULL);
            *error = true;
            p++;
        } else {
            break;
        }
    }
    return p;
}

/* Integer suffixes: u, l, ll, z and their combinations (any case; cudafe++
 * also takes `lL`), plus GNU C's i/j imaginary suffix. */
static bool int_suffix_ok(const struct lexer *lx, const char *s, size_t n)
{
    char buf[8];
    if (n > 5)
        return false;
    memcpy(buf, s, n);
    buf[n] = '\0';
    char *ij = strpbrk(buf, "iIjJ");
    if (ij && lang_has(&lx->mode, LANG_C | LANG_GNU)) {   /* GNU C imaginary: drop it */
        memmove(ij, ij + 1, n - (size_t)(ij - buf));
        n--;
    }
    size_t i = 0;
    bool u = false, size = false;
    while (i < n) {
        char c = buf[i];
        if ((c == 'u' || c == 'U') && !u) {
            u = true, i++;
        } else if ((c == 'l' || c == 'L') && !size) {
            size = true, i++;
            if (i < n && (buf[i] == 'l' || buf[i] == 'L'))
                i++;
        } else if ((c == 'z' || c == 'Z') && !size) {
            size = true, i++;
        } else {
            return false;
        }
    }
    return true;
}

enum float_suffix { SUFFIX_BAD, SUFFIX_OK, SUFFIX_EXTENDED_OFF };

/* Floating suffixes: f l (any case); GNU q w; the TS 18661-3 suffixes
 * (f16 f32 f64 f128 f32x f64x bf16) from --gnu_version 130000.  Below
 * that cudafe++ rejects f32/f64/f128 with "extra text after expected end
 * of number" at the digits, while f16 and bf16 are user-defined suffixes. */
static enum float_suffix float_suffix(const struct lexer *lx, const char *s, size_t n)
{
    if (lang_has(&lx->mode, LANG_C | LANG_GNU) && n > 0 &&
        (s[n - 1] == 'i' || s[n - 1] == 'j' || s[0] == 'i' || s[0] == 'j')) {
        s += s[0] == 'i' || s[0] == 'j';   /* GNU C imaginary: 1.0fi, 1.0if */
        n--;
    }
    if (n == 0)
        return SUFFIX_OK;
    if (n == 1 && strchr("fFlL", s[0]))
        return SUFFIX_OK;
    if (n == 1 && strchr("qQwW", s[0]) && (lx->mode.bits & LANG_GNU))
        return SUFFIX_OK;
    bool f_digits = (s[0] == 'f' || s[0] == 'F') && n >= 2 && is_digit((unsigned char)s[1]);
    bool bf16 = n == 4 && (memcmp(s, "bf16", 4) == 0 || memcmp(s, "BF16", 4) == 0);
    if (lx->mode.gnu_version >= 130000) {
        static const char *const ext[] = { "16", "32", "64", "128", "32x", "64x" };
        for (size_t i = 0; f_digits && i < ARRAY_SIZE(ext); i++)
            if (n - 1 == strlen(ext[i]) && memcmp(s + 1, ext[i], n - 1) == 0)
                return SUFFIX_OK;
        if (bf16)
            return SUFFIX_OK;
    }
    bool f16 = n == 3 && s[1] == '1' && s[2] == '6';
    return f_digits && !f16 ? SUFFIX_EXTENDED_OFF : SUFFIX_BAD;
}

const char *lex_number(struct lexer *lx, const char *s, const char *end, enum tok_kind *kind,
                       bool *error)
{
    *error = false;
    if (!(lx->mode.bits & LANG_DIGIT_SEPARATORS)) {
        /* No digit separators: a `'` starts a character literal; cudafe++
         * warns (2628) when it touches the number. */
        const char *q = memchr(s, '\'', (size_t)(end - s));
        if (q)
            end = q;
        if (*end == '\'')
            lex_report(lx, DIAG_edg_2628, end, NULL);
    } else if (*end == '\'' && is_digit((unsigned char)end[-1])) {
        /* `10'` and `1''0`: cudafe++ takes the separators into the number
         * and reports the first. */
        lex_report(lx, DIAG_edg_2629, end, NULL);
        *error = true;
        while (*end == '\'' || is_id_char((unsigned char)*end) || *end == '.')
            end++;
    }

    const char *p = s;
    bool is_float = false;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        const char *d0 = p += 2;
        p = scan_digits(lx, p, end, is_hex, error);
        bool digits = p > d0, fraction = false, exponent = false;
        if (p < end && *p == '.') {
            fraction = true;
            const char *f0 = ++p;
            p = scan_digits(lx, p, end, is_hex, error);
            digits |= p > f0;
        }
        if (!digits) {
            lex_report(lx, DIAG_bad_hex_digit, s, NULL);
            *error = true;
            *kind = TOK_INT_LITERAL;
            return end;
        }
        if (p < end && (*p == 'p' || *p == 'P')) {
            const char *q = p + 1;
            if (q < end && (*q == '+' || *q == '-'))
                q++;
            if (q < end && is_digit((unsigned char)*q)) {
                exponent = true;
                p = scan_digits(lx, q, end, is_digit, error);
            }
        }
        if (fraction && !exponent) {
            /* a hexadecimal fraction needs an exponent */
            lex_report(lx, DIAG_bad_float_constant, p, NULL);
            *error = true;
            *kind = TOK_FLOAT_LITERAL;
            return end;
        }
        is_float = exponent;
    } else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
        const char *d0 = p += 2;
        p = scan_digits(lx, p, end, is_bin, error);
        if (p < end && is_digit((unsigned char)*p)) {
            lex_report(lx, DIAG_edg_2424, p, NULL);
            *error = true;
        } else if (p == d0) {
            lex_report(lx, DIAG_edg_2424, s, NULL);
            *error = true;
        }
        if (*error) {
            *kind = TOK_INT_LITERAL;
            return end;
        }
    } else {
        p = scan_digits(lx, p, end, is_digit, error);
        const char *int_end = p;
        if (p < end && *p == '.') {
            is_float = true;
            p = scan_digits(lx, p + 1, end, is_digit, error);
        }
        if (p < end && (*p == 'e' || *p == 'E')) {
            const char *q = p + 1;
            if (q < end && (*q == '+' || *q == '-'))
                q++;
            if (q < end && is_digit((unsigned char)*q)) {
                is_float = true;
                p = scan_digits(lx, q, end, is_digit, error);
            }
        }
        if (!is_float && s[0] == '0') {
            for (const char *q = s + 1; q < int_end; q++) {
                if (*q == '8' || *q == '9') {
                    lex_report(lx, DIAG_bad_octal_digit, q, NULL);
                    *error = true;
                    break;
                }
            }
        }
    }

    /* The suffix p..end: a standard one, else a ud-suffix (C++11), else
     * "extra text after expected end of number" (also for a `+`, `-`,
     * `.` or `'` left in the pp-number, as in `1e+` or `1.2.3`). */
    *kind = is_float ? TOK_FLOAT_LITERAL : TOK_INT_LITERAL;
    const char *q = p;
    while (q < end && is_id_char((unsigned char)*q))
        q++;
    if (q < end) {
        lex_report(lx, DIAG_extra_chars_on_number, q, NULL);
        *error = true;
        return end;
    }
    size_t n = (size_t)(end - p);
    if (n == 0)
        return end;
    if (is_float) {
        enum float_suffix fs = float_suffix(lx, p, n);
        if (fs == SUFFIX_OK)
            return end;
        if (fs == SUFFIX_EXTENDED_OFF) {
            lex_report(lx, DIAG_extra_chars_on_number, p + 1, NULL);
            *error = true;
            return end;
        }
    } else if (int_suffix_ok(lx, p, n)) {
        return end;
    }
    if (lx->mode.bits & LANG_USER_DEFINED_LITERALS) {
        *kind = is_float ? TOK_UD_FLOAT_LITERAL : TOK_UD_INT_LITERAL;
    } else {
        lex_report(lx, DIAG_extra_chars_on_number, p, NULL);
        *error = true;
    }
    return end;
}

/* ------------------------------------------------------------------------
 * Character and string literals
 * ------------------------------------------------------------------------ */

/* One escape sequence at p (the backslash); returns the byte after it.
 * cudafe++: 192 (warning) for an unknown escape, at the backslash; 22 for
 * \x without hex digits and 965 for a short UCN, at the first byte that
 * should have been a hex digit. */
static const char *escape(struct lexer *lx, const char *p, bool *error)
{
    const char *bs = p++;
    unsigned char c = (unsigned char)*p;
    switch (c) {
    case '\'': case '"': case '?': case '\\':
    case 'a': case 'b': case 'f': case 'n': case 'r': case 't': case 'v':
        return p + 1;
    case 'e': case 'E':   /* GNU: escape */
        if (lx->mode.bits & LANG_GNU)
            return p + 1;
        break;
    case '0': case '1': case '2': case '3': case '4': case '5': case '6': case '7':
        for (int i = 0; i < 3 && is_oct((unsigned char)*p); i++)
            p++;
        return p;
    case 'x':
        if (!is_hex((unsigned char)*++p)) {
            lex_report(lx, DIAG_bad_hex_digit, p, NULL);
            *error = true;
            return p;
        }
        while (is_hex((unsigned char)*p))
            p++;
        return p;
    case 'u': case 'U': {
        int want = c == 'u' ? 4 : 8;
        p++;
        for (int i = 0; i < want; i++, p++) {
            if (!is_hex((unsigned char)*p)) {
                lex_report(lx, DIAG_edg_965, p, NULL);
                *error = true;
                return p;
            }
        }
        return p;
    }
    case '\r':
        if (p[1] != '\n')
            break;
        p++;
        /* fall through */
    case '\n':   /* a line splice */
        lx->line++;
        lx->line_start = p + 1;
        return p + 1;
    case '\0':
        return p;   /* the caller sees the NUL */
    default:
        break;
    }
    lex_report(lx, DIAG_unrecognized_char_escape, bs, NULL);
    return c < 0x80 ? p + 1 : p;   /* a UTF-8 character is checked by the caller */
}

/* After a closed literal: a ud-suffix (C++11, --user_defined_literals)
 * makes it user-defined. */
static const char *ud_suffix(const struct lexer *lx, const char *p, enum tok_kind *kind,
                             enum tok_kind ud_kind)
{
    if ((lx->mode.bits & LANG_USER_DEFINED_LITERALS) && is_id_start((unsigned char)*p)) {
        while (is_id_char((unsigned char)*p))
            p++;
        *kind = ud_kind;
    }
    return p;
}

const char *lex_quoted(struct lexer *lx, const char *s, const char *body, char quote,
                       enum tok_kind *kind, bool *error)
{
    const char *end = lx->text + lx->size;
    uint32_t line = lx->line;
    const char *line_start = lx->line_start;
    const char *p = body;
    *error = false;
    *kind = quote == '\'' ? TOK_CHAR_LITERAL : TOK_STRING_LITERAL;
    for (;;) {
        unsigned char c = (unsigned char)*p;
        if (c == (unsigned char)quote) {
            p++;
            break;
        }
        if (c == '\n' || (c == '\0' && p == end)) {
            /* Unclosed: the token ends at the end of the line. */
            lex_report_in(lx, DIAG_unclosed_string, line, line_start, s);
            *error = true;
            return p;
        }
        if (c == '\\') {
            p = escape(lx, p, error);
        } else if (c == '\0') {
            lex_report(lx, DIAG_edg_1193, p, NULL);
            p++;
        } else if (c >= 0x80 && !(lx->src && lx->src->latin1)) {
            /* (in Latin-1 input every byte is a character) */
            uint32_t cp;
            unsigned n = utf8_decode((const unsigned char *)p, (const unsigned char *)end, &cp);
            if (n == 0) {
                lex_report(lx, DIAG_bad_multibyte_char, p, NULL);
                *error = true;
                n = 1;
            }
            p += n;
        } else {
            p++;
        }
    }
    if (quote == '\'' && p == body + 1) {
        lex_report_in(lx, DIAG_zero_length_string, line, line_start, s);
        *error = true;
    }
    return ud_suffix(lx, p, kind, quote == '\'' ? TOK_UD_CHAR_LITERAL : TOK_UD_STRING_LITERAL);
}

/* Delimiter characters of a raw string: any but blanks, ( ) and \ . */
static bool is_raw_delimiter_char(unsigned char c)
{
    return c > ' ' && c < 0x7f && c != '(' && c != ')' && c != '\\';
}

const char *lex_raw_string(struct lexer *lx, const char *s, const char *body,
                           enum tok_kind *kind, bool *error)
{
    const char *end = lx->text + lx->size;
    const char *open = body;
    while (open < end && open - body < 16 && is_raw_delimiter_char((unsigned char)*open))
        open++;
    if (*open != '(') {
        /* cudafe++ 2451 at the literal, then reads it as an ordinary string. */
        lex_report(lx, DIAG_edg_2451, s, NULL);
        bool err2;
        const char *p = lex_quoted(lx, s, body, '"', kind, &err2);
        *error = true;
        return p;
    }
    size_t dlen = (size_t)(open - body);
    const char *p = open + 1;
    for (;;) {
        const char *close = memchr(p, ')', (size_t)(end - p));
        if (!close) {
            lex_report(lx, DIAG_edg_2452, s, NULL);
            lex_count_lines(lx, body, end);
            *error = true;
            *kind = TOK_STRING_LITERAL;
            return end;
        }
        if ((size_t)(end - close) > dlen + 1 && memcmp(close + 1, body, dlen) == 0 &&
            close[1 + dlen] == '"') {
            p = close + dlen + 2;
            break;
        }
        p = close + 1;
    }
    lex_count_lines(lx, body, p);
    *error = false;
    *kind = TOK_STRING_LITERAL;
    return ud_suffix(lx, p, kind, TOK_UD_STRING_LITERAL);
}
