/* The scanner: one token from lx->cur (re2c >= 3.0 -> src/generated/lexer.c).
 *
 * The input is NUL-terminated and the NUL is the only sentinel: no rule
 * below has a NUL byte except the one that handles it, so the DFA never
 * reads past the end.  A NUL before the end is cudafe++'s warning 1192
 * "null (zero) character in input line ignored" and counts as a blank.
 *
 * The token rules find where a token ends; the checks of literals and of
 * non-ASCII identifiers are C (src/lex/lex_literals.c), the directive lines
 * (`#` first on a line) are src/lex/lexer_core.c.  Punctuator rules are
 * generated from tables/tokens and tables/keywords (punctuators.re); the
 * spellings whose meaning depends on the mode are fixed up at
 * `punctuator:` below.  Keywords are recognised by the same DFA while it
 * scans an identifier (generated keyword rules, `keyword:` below tests
 * the gate); lexer_keyword() looks a spelling up in the generated hash table
 * where a DFA match is not at hand.
 */
#include "lex/lexer_private.h"

#include <string.h>

/*!include:re2c "lexer_rules.re" */

/* ------------------------------------------------------------------------
 * Keywords (tables/keywords): the spellings with their kind and gate, and
 * a static hash table over them (gen/gen_tokens.py).
 * ------------------------------------------------------------------------ */

/* One conjunction of a gate (a gate is one or two, `or`). */
struct keyword_gate {
    uint64_t required, forbidden;   /* LANG_* atoms */
    long min_gnu_version;           /* gnu_version>=N atom, 0 if none */
    long min_clang_version;         /* clang_version>=N atom, 0 if none */
};

struct keyword {
    const char *spelling;
    unsigned char len;
    unsigned short kind;
    unsigned char ngates;
    struct keyword_gate gate[2];
};

#include "generated/keywords.def"
_Static_assert(KEYWORD_GATES == 2, "struct keyword holds two gate alternatives");

static inline enum tok_kind keyword_kind(const struct lexer *lx, const struct keyword *k)
{
    uint64_t bits = lx->mode.bits;
    for (unsigned i = 0; i < k->ngates; i++) {
        const struct keyword_gate *g = &k->gate[i];
        if ((bits & g->required) == g->required && !(bits & g->forbidden) &&
            lx->mode.gnu_version >= g->min_gnu_version &&
            lx->mode.clang_version >= g->min_clang_version)
            return (enum tok_kind)k->kind;
    }
    return TOK_IDENTIFIER;
}

/* The hash gen/gen_tokens.py places the keywords with (len >= 2): four
 * bytes whatever the length. */
static inline uint32_t keyword_hash(const unsigned char *s, size_t len)
{
    uint32_t h = (uint32_t)len * 0x9E3779B1u ^ (uint32_t)(s[len - 1] | s[len - 2] << 8) * 0x85EBCA77u ^
                 (uint32_t)s[len / 2] * 0xC2B2AE3Du ^ (uint32_t)s[len > 2 ? 2 : 0] * 0x27D4EB2Fu;
    return h ^ (h >> 15);
}

enum tok_kind lexer_keyword(const struct lexer *lx, const char *s, size_t len)
{
    if (len < 2 || len > KEYWORD_MAX_LEN)
        return TOK_IDENTIFIER;
    uint32_t slot = keyword_hash((const unsigned char *)s, len) & (KEYWORD_SLOTS - 1);
    for (unsigned entry; (entry = keyword_slots[slot]) != 0; slot = (slot + 1) & (KEYWORD_SLOTS - 1)) {
        const struct keyword *k = &keywords[entry - 1];
        if (k->len == len && memcmp(k->spelling, s, len) == 0)
            return keyword_kind(lx, k);
    }
    return TOK_IDENTIFIER;
}

const char *lexer_keyword_spelling(size_t i)
{
    return i < KEYWORD_COUNT ? keywords[i].spelling : NULL;
}

/* ------------------------------------------------------------------------
 * The scanner
 * ------------------------------------------------------------------------ */

/* `//` comment: up to (not including) the newline; a backslash before the
 * newline continues it (gcc -C output can have that). */
static const unsigned char *line_comment(struct lexer *lx, const unsigned char *p)
{
    const unsigned char *end = (const unsigned char *)lx->text + lx->size;
    for (;;) {
        const unsigned char *nl = memchr(p, '\n', (size_t)(end - p));
        if (!nl)
            return end;
        const unsigned char *q = nl > p && nl[-1] == '\r' ? nl - 1 : nl;
        if (q == p || q[-1] != '\\')
            return nl;
        lx->line++;
        lx->line_start = (const char *)nl + 1;
        p = nl + 1;
    }
}

/* Block comment whose body starts at p; s is the `/`.  Unclosed: cudafe++
 * error 6 at the comment, and the comment takes the rest of the input. */
static const unsigned char *block_comment(struct lexer *lx, const unsigned char *s,
                                          const unsigned char *p)
{
    const unsigned char *end = (const unsigned char *)lx->text + lx->size;
    uint32_t line = lx->line;
    const char *line_start = lx->line_start;
    for (; p < end; p++) {
        if (*p == '*' && p[1] == '/')
            return p + 2;
        if (*p == '\n') {
            lx->line++;
            lx->line_start = (const char *)p + 1;
        }
    }
    lex_report_in(lx, DIAG_comment_unclosed_at_eof, line, line_start, (const char *)s);
    return end;
}

/* --check_unicode_security: whether [s, e) holds one of the Unicode
 * formatting characters cudafe++ 13.0 flags (observed over every Cf, Zs,
 * Zl, Zp and Cc character): U+200B..200D, U+202A..202E, U+2060,
 * U+2066..2069, U+FEFF (not U+200E, U+200F, U+061C). */
static bool has_formatting_chars(const unsigned char *s, const unsigned char *e)
{
    for (const unsigned char *q = s; q + 3 <= e; q++) {
        if (q[0] == 0xE2 && q[1] == 0x80 && ((q[2] >= 0x8B && q[2] <= 0x8D) ||
                                             (q[2] >= 0xAA && q[2] <= 0xAE)))
            return true;
        if (q[0] == 0xE2 && q[1] == 0x81 && (q[2] == 0xA0 || (q[2] >= 0xA6 && q[2] <= 0xA9)))
            return true;
        if (q[0] == 0xEF && q[1] == 0xBB && q[2] == 0xBF)
            return true;
    }
    return false;
}

/* A string or character literal [s, p) that started on `line`: warning
 * 3229 at its start (its prefix) under --check_unicode_security. */
static void check_literal_security(struct lexer *lx, const unsigned char *s, const unsigned char *p,
                                   uint32_t line, const char *line_start)
{
    if ((lx->mode.bits & LANG_CHECK_UNICODE_SECURITY) && !(lx->src && lx->src->latin1) &&
        has_formatting_chars(s, p))
        lex_report_in(lx, DIAG_edg_3229, line, line_start, (const char *)s);
}

/* Whether an encoding prefix (before a quote) is a prefix in this mode:
 * L always; u U u8 in C++ with --uliterals (default from C++11), in C from
 * C11; u8 character literals in C++ with --uliterals and
 * --utf8_char_literals (default from C++17), in C from C23; raw strings
 * from C++11 (and GNU C). */
static bool prefix_enabled(const struct lexer *lx, const unsigned char *s, size_t len, bool raw,
                           bool character)
{
    uint32_t b = lx->mode.bits;
    if (raw && !(b & LANG_CXX11) && !((b & LANG_C) && (b & LANG_GNU)))
        return false;
    if (len == 0 || s[0] == 'L')
        return true;
    if (b & LANG_CXX) {
        if (len == 2 && character)   /* u8'x' */
            return lang_has(&lx->mode, LANG_ULITERALS | LANG_UTF8_CHAR_LITERALS);
        return b & LANG_ULITERALS;
    }
    if (len == 2 && character)
        return b & LANG_C23;
    return b & LANG_C11;
}

void lex_scan(struct lexer *lx, struct token *t)
{
    const unsigned char *p = (const unsigned char *)lx->cur, *s, *YYMARKER;
    const unsigned char *end = (const unsigned char *)lx->text + lx->size;
    uint16_t flags = 0;
    enum tok_kind kind;
    unsigned kw;
    bool error;
    uint32_t line;
    const char *line_start;

next:
    s = p;
    line = lx->line;
    line_start = lx->line_start;
    /*!re2c
        re2c:define:YYCTYPE = "unsigned char";
        re2c:define:YYCURSOR = p;
        re2c:yyfill:enable = 0;
        re2c:indent:string = "    ";

        utf8 = [\xc2-\xdf][\x80-\xbf]
             | "\xe0" [\xa0-\xbf][\x80-\xbf] | [\xe1-\xec\xee\xef][\x80-\xbf]{2}
             | "\xed" [\x80-\x9f][\x80-\xbf]
             | "\xf0" [\x90-\xbf][\x80-\xbf]{2} | [\xf1-\xf3][\x80-\xbf]{3}
             | "\xf4" [\x80-\x8f][\x80-\xbf]{2};
        id_start = [a-zA-Z_$];
        id_char = [a-zA-Z0-9_$];
        // UCNs are checked by lex_identifier_ext (the hex digits are id_chars)
        id_ext = id_char | utf8 | "\\" [uU];
        pp_number = ([0-9] | "." [0-9]) ([0-9a-zA-Z_.] | [eEpP] [+-] | "'" [0-9a-zA-Z_])*;
        prefix = "u8" | [uUL];

        [ \t\v\f\r]+        { goto gap; }
        "\n"                { lx->line++; lx->line_start = (const char *)p; lx->bol = true; goto gap; }
        "\\" "\r"? "\n"     { lx->line++; lx->line_start = (const char *)p; goto gap; }
        "//"                { p = line_comment(lx, p); goto gap; }
        "/*" {
            p = block_comment(lx, s, p);
            /* --check_unicode_security: 3228 at the comment (block
             * comments only: cudafe++ does not check // comments). */
            if ((lx->mode.bits & LANG_CHECK_UNICODE_SECURITY) && has_formatting_chars(s, p))
                lex_report_in(lx, DIAG_edg_3228, line, line_start,
                              (const char *)s);
            goto gap;
        }
        "\x00" {
            if (s == end) {
                p = s;   /* stay at the end: every later call gives EOF too */
                kind = TOK_EOF;
                goto token;
            }
            lex_report(lx, DIAG_edg_1192, (const char *)s, NULL);
            goto gap;
        }

        // Keywords, then ASCII identifiers, then the others: on a match
        // of the same length the first rule wins.
        !use:keywords;
        id_start id_char* {
            if (!lx->mode.dollar && memchr(s, '$', (size_t)(p - s)))
                goto identifier_ext;
            kind = TOK_IDENTIFIER;
            goto token;
        }
        (id_start | utf8 | "\\" [uU]) id_ext* { goto identifier_ext; }

        pp_number {
            p = (const unsigned char *)lex_number(lx, (const char *)s, (const char *)p, &kind, &error);
            goto literal;
        }
        prefix? "'" {
            if (!prefix_enabled(lx, s, (size_t)(p - s - 1), false, true))
                goto prefix_is_identifier;
            p = (const unsigned char *)lex_quoted(lx, (const char *)s, (const char *)p, '\'', &kind, &error);
            check_literal_security(lx, s, p, line, line_start);
            goto literal;
        }
        prefix? "\"" {
            if (!prefix_enabled(lx, s, (size_t)(p - s - 1), false, false))
                goto prefix_is_identifier;
            p = (const unsigned char *)lex_quoted(lx, (const char *)s, (const char *)p, '"', &kind, &error);
            check_literal_security(lx, s, p, line, line_start);
            goto literal;
        }
        prefix? "R\"" {
            if (!prefix_enabled(lx, s, (size_t)(p - s - 2), true, false))
                goto prefix_is_identifier;
            p = (const unsigned char *)lex_raw_string(lx, (const char *)s, (const char *)p, &kind, &error);
            check_literal_security(lx, s, p, line, line_start);
            goto literal;
        }

        !use:punctuators;

        * {
            /* A byte that starts no token: a stray `\`, `@`, a backtick, a
             * control character, a byte that is not UTF-8. */
            lex_report(lx, DIAG_bad_token, (const char *)s, NULL);
            kind = TOK_UNKNOWN;
            flags |= TOKF_ERROR;
            goto token;
        }
    */

gap:
    flags |= TOKF_SPACE_BEFORE;
    goto next;

identifier_ext:
    p = (const unsigned char *)lex_identifier_ext(lx, (const char *)s, (const char *)p, &kind, &error);
    goto literal;

prefix_is_identifier:
    /* An encoding prefix this mode does not have: an identifier, and the
     * quote starts the next token. */
    p--;
    kind = lexer_keyword(lx, (const char *)s, (size_t)(p - s));
    goto token;

keyword:
    kind = keyword_kind(lx, &keywords[kw]);
    goto token;

literal:
    if (error)
        flags |= TOKF_ERROR;
    goto token;

punctuator:
    switch (kind) {
    case TOK_HASH:
    case TOK_HASHHASH:
        if (lx->bol) {
            bool is_token;
            p = (const unsigned char *)lex_directive(lx, (const char *)s, t, &is_token);
            if (!is_token)
                goto gap;
            t->flags = flags | TOKF_LINE_START;
            lx->bol = false;
            lx->cur = (const char *)p;
            return;
        }
        /* After preprocessing `#` is never valid and `##` is two of them
         * (cudafe++: "#" not expected here, for each). */
        kind = TOK_HASH;
        p = s + (*s == '%' ? 2 : 1);
        lex_report(lx, DIAG_bad_use_of_sharp, (const char *)s, NULL);
        flags |= TOKF_ERROR;
        break;
    case TOK_SPACESHIP:   /* <=> is a token from C++20; before, <= > */
        if (!(lx->mode.bits & LANG_CXX20)) {
            kind = TOK_LE;
            p = s + 2;
        }
        break;
    case TOK_MIN:   /* GNU C++ <? and >? (tables/tokens) */
    case TOK_MAX:
        if (!lang_has(&lx->mode, LANG_CXX | LANG_GNU)) {
            kind = kind == TOK_MIN ? TOK_LT : TOK_GT;
            p = s + 1;
        }
        break;
    case TOK_LBRACKET:
        /* [lex.pptoken]/3: `<::` not followed by `:` or `>` is `<` `::`. */
        if (*s == '<' && p[0] == ':' && p[1] != ':' && p[1] != '>') {
            kind = TOK_LT;
            p = s + 1;
        }
        break;
    default:
        break;
    }
    goto token;

token:
    *t = (struct token){
        .offset = (uint32_t)((const char *)s - lx->text),
        .len = (uint32_t)(p - s),
        .line = line,
        .col = (uint32_t)((const char *)s - line_start + 1),
        .kind = (uint16_t)kind,
        .file = lx->file,
        .flags = flags | (lx->bol ? TOKF_LINE_START : 0),
    };
    lx->bol = false;
    lx->cur = (const char *)p;
}
