/* tokcheck INPUT TOKENS: check `cufe --tokens` output against its input.
 *
 *  - round trip: the gaps between tokens plus the token spans, in order,
 *    rebuild INPUT byte for byte; the last token is EOF at the end;
 *  - every gap holds only blanks, newlines, comments, backslash-newlines
 *    and line markers (`# N "file" flags`, `#line N "file"`): the other
 *    directive lines the lexer consumes (#pragma nv_diag_* / nv_diagnostic,
 *    `#ident`, the null directive) are DIRECTIVE tokens;
 *  - no UNKNOWN token; each token's text fits its kind (punctuators are
 *    their spelling or a digraph or alternative token, literals look like
 *    literals, a PRAGMA is a `#pragma` line);
 *  - each token's file, line and column are recomputed independently
 *    from INPUT (physical column; line markers applied) and compared.
 * Exit 0 when all hold, 1 with the first problems listed otherwise. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"

static char *input;
static size_t size;
static int problems;

static void problem(size_t offset, const char *fmt, const char *a, const char *b)
{
    if (++problems <= 20) {
        fprintf(stderr, "tokcheck: offset %zu: ", offset);
        fprintf(stderr, fmt, a, b);
        fputc('\n', stderr);
    }
}

static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(2);
    }
    size_t cap = 1 << 20, n = 0;
    char *buf = malloc(cap + 1);
    for (size_t got; (got = fread(buf + n, 1, cap - n, f)) > 0;) {
        n += got;
        if (n == cap)
            buf = realloc(buf, (cap *= 2) + 1);
    }
    fclose(f);
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* Independent position tracking over the input. */
static size_t pos;            /* next byte to account for */
static unsigned long line = 1;
static size_t line_start;
static char file[4096];
static int marker_pending;
static unsigned long marker_line;
static char marker_file[4096];
static int bol = 1;

static void newline_at(size_t i)
{
    line++;
    line_start = i + 1;
    bol = 1;
    if (marker_pending) {
        line = marker_line;
        strcpy(file, marker_file);
        marker_pending = 0;
    }
}

static int word_is(const char *p, const char *end, const char *w)
{
    size_t n = strlen(w);
    return (size_t)(end - p) >= n && memcmp(p, w, n) == 0 &&
           (p + n == end || !(isalnum((unsigned char)p[n]) || p[n] == '_'));
}

/* A directive line in a gap, from `#` at p to eol: check it is one the
 * lexer consumes and note a line marker. */
static void gap_directive(const char *p, const char *eol)
{
    size_t at = (size_t)(p - input);
    p++;
    while (p < eol && (*p == ' ' || *p == '\t'))
        p++;
    int is_line = 0;
    if (word_is(p, eol, "line")) {
        is_line = 1;
        p += 4;
        while (p < eol && (*p == ' ' || *p == '\t'))
            p++;
    }
    if (p < eol && isdigit((unsigned char)*p)) {
        unsigned long n = strtoul(p, NULL, 10);
        while (p < eol && isdigit((unsigned char)*p))
            p++;
        while (p < eol && (*p == ' ' || *p == '\t'))
            p++;
        strcpy(marker_file, file);
        if (p < eol && *p == '"') {
            size_t k = 0;
            for (p++; p < eol && *p != '"' && k + 1 < sizeof marker_file; p++) {
                if (*p == '\\' && p + 1 < eol)
                    p++;
                marker_file[k++] = *p;
            }
            marker_file[k] = '\0';
        }
        marker_pending = 1;
        marker_line = n;
        (void)is_line;
        return;
    }
    if (word_is(p, eol, "pragma")) {
        problem(at, "a #pragma in a gap that should be a PRAGMA or DIRECTIVE token%s%s", "", "");
        return;
    }
    problem(at, "a directive in a gap that should be a DIRECTIVE token%s%s", "", "");
}

/* Account for the gap [pos, end): only blanks, comments, directives. */
static void gap(size_t end)
{
    for (size_t i = pos; i < end;) {
        char c = input[i];
        if (c == '\n') {
            newline_at(i);
            i++;
        } else if (c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f') {
            i++;
        } else if (c == '\\' && i + 1 < end && input[i + 1] == '\n') {
            line++;
            line_start = i + 2;
            i += 2;
        } else if (c == '/' && i + 1 < end && input[i + 1] == '/') {
            while (i < end && input[i] != '\n')
                i++;
        } else if (c == '/' && i + 1 < end && input[i + 1] == '*') {
            size_t j = i + 2;
            while (j + 1 < end && !(input[j] == '*' && input[j + 1] == '/')) {
                if (input[j] == '\n') {
                    line++;
                    line_start = j + 1;
                }
                j++;
            }
            if (j + 1 >= end)
                problem(i, "unclosed comment in a gap%s%s", "", "");
            i = j + 2;
        } else if (c == '#' && bol) {
            size_t j = i;
            while (j < end && input[j] != '\n')   /* no continuation lines in gcc -E output */
                j++;
            gap_directive(input + i, input + j);
            i = j;
        } else {
            char what[8];
            snprintf(what, sizeof what, "%02x", (unsigned char)c);
            problem(i, "byte 0x%s in a gap%s", what, "");
            i++;
        }
    }
    pos = end;
}

static int is_ident_text(const char *s, size_t n)
{
    if (n == 0 || isdigit((unsigned char)s[0]))
        return 0;
    for (size_t i = 0; i < n; i++)
        if (!(isalnum((unsigned char)s[i]) || s[i] == '_' || s[i] == '$' || (s[i] & 0x80) ||
              s[i] == '\\'))
            return 0;
    return 1;
}

static int contains(const char *s, size_t n, char c)
{
    return memchr(s, c, n) != NULL;
}

static void check_text(const char *name, const char *s, size_t n, size_t offset)
{
    enum tok_kind kind = TOK__COUNT;
    for (int k = 0; k < TOK__COUNT; k++)
        if (strcmp(tok_name((enum tok_kind)k), name) == 0)
            kind = (enum tok_kind)k;
    if (kind == TOK__COUNT) {
        problem(offset, "unknown kind %s%s", name, "");
        return;
    }
    int ok = 1;
    switch (tok_class(kind)) {
    case TOKCLASS_punct: {
        static const char *const other[] = { "<:", ":>", "<%", "%>", "%:", "and", "and_eq",
                                             "bitand", "bitor", "compl", "not", "not_eq",
                                             "or", "or_eq", "xor", "xor_eq" };
        const char *sp = tok_spelling(kind);
        ok = strlen(sp) == n && memcmp(sp, s, n) == 0;
        for (size_t i = 0; !ok && i < sizeof other / sizeof other[0]; i++)
            ok = strlen(other[i]) == n && memcmp(other[i], s, n) == 0;
        break;
    }
    case TOKCLASS_keyword:
        ok = is_ident_text(s, n);
        break;
    default:
        switch (kind) {
        case TOK_IDENTIFIER:
            ok = is_ident_text(s, n);
            break;
        case TOK_INT_LITERAL: case TOK_FLOAT_LITERAL:
        case TOK_UD_INT_LITERAL: case TOK_UD_FLOAT_LITERAL:
            ok = n > 0 && (isdigit((unsigned char)s[0]) || s[0] == '.');
            break;
        case TOK_CHAR_LITERAL: case TOK_UD_CHAR_LITERAL:
            ok = contains(s, n, '\'') && !contains(s, n, '\n');
            break;
        case TOK_STRING_LITERAL: case TOK_UD_STRING_LITERAL:
            ok = contains(s, n, '"');
            break;
        case TOK_PRAGMA:
        case TOK_DIRECTIVE:
            ok = n > 0 && s[0] == '#' && !contains(s, n, '\n');
            break;
        case TOK_EOF:
            ok = n == 0 && offset == size;
            break;
        default:
            ok = 0;   /* UNKNOWN: clean input has none */
            break;
        }
    }
    if (!ok) {
        char text[64];
        snprintf(text, sizeof text, "%.*s", (int)(n < 40 ? n : 40), s);
        problem(offset, "%s token text \"%s\" does not fit its kind", name, text);
    }
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: tokcheck INPUT TOKENS\n");
        return 2;
    }
    input = read_file(argv[1], &size);
    FILE *tf = fopen(argv[2], "r");
    if (!tf) {
        perror(argv[2]);
        return 2;
    }
    snprintf(file, sizeof file, "%s", argv[1]);
    char *rebuilt = malloc(size + 1);
    size_t rlen = 0, ntokens = 0, prev_end = 0;
    int saw_eof = 0;
    char *buf = NULL;
    size_t cap = 0;
    for (ssize_t got; (got = getline(&buf, &cap, tf)) > 0;) {
        unsigned long off, len, tline, tcol;
        char kind[64];
        int used = 0;
        if (sscanf(buf, "%lu %lu %63s %n", &off, &len, kind, &used) != 3) {
            problem(prev_end, "unreadable token line: %s%s", buf, "");
            break;
        }
        /* file:line:col, the file name may contain ':' */
        char *loc = buf + used, *nl = strchr(loc, '\n');
        if (nl)
            *nl = '\0';
        char *c2 = strrchr(loc, ':');
        char *c1 = c2;
        while (c1 && c1 > loc && *--c1 != ':')
            ;
        if (c1 && *c1 != ':')
            c1 = NULL;
        if (!c1) {
            problem(off, "no file:line:col in %s%s", loc, "");
            break;
        }
        *c1 = '\0';
        tline = strtoul(c1 + 1, NULL, 10);
        tcol = strtoul(c2 + 1, NULL, 10);
        ntokens++;
        if (saw_eof)
            problem(off, "a token after EOF%s%s", "", "");
        if (off < prev_end || off + len > size) {
            problem(off, "token %s out of order or out of the input%s", kind, "");
            break;
        }
        gap(off);
        memcpy(rebuilt + rlen, input + prev_end, off - prev_end);
        rlen += off - prev_end;
        memcpy(rebuilt + rlen, input + off, len);
        rlen += len;
        check_text(kind, input + off, len, off);
        if (strcmp(loc, file) != 0)
            problem(off, "file is %s, expected %s", loc, file);
        char want[64], have[64];
        snprintf(want, sizeof want, "%lu:%zu", line, off - line_start + 1);
        snprintf(have, sizeof have, "%lu:%lu", tline, tcol);
        if (strcmp(want, have) != 0)
            problem(off, "line:col is %s, expected %s", have, want);
        for (size_t i = off; i < off + len; i++)   /* newlines inside a token */
            if (input[i] == '\n') {
                line++;
                line_start = i + 1;
            }
        bol = 0;
        pos = prev_end = off + len;
        saw_eof |= strcmp(kind, "EOF") == 0;
    }
    if (!saw_eof)
        problem(prev_end, "no EOF token%s%s", "", "");
    if (rlen != size || memcmp(rebuilt, input, size) != 0)
        problem(rlen, "tokens and gaps do not rebuild the input%s%s", "", "");
    free(buf);
    free(rebuilt);
    free(input);
    fclose(tf);
    if (problems) {
        fprintf(stderr, "tokcheck: %d problems\n", problems);
        return 1;
    }
    printf("tokcheck: %zu tokens, %zu bytes: round trip, gaps, kinds and positions OK\n",
           ntokens, size);
    return 0;
}
