#include "lex/source.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>

#include "support/util.h"

const char *source_open_error_suffix(int err, char *buf, size_t size)
{
    if (err == ENOENT || err == 0)
        return "";
    if (err == EISDIR)
        return ": is a directory";
    snprintf(buf, size, ": %s", strerror(err));
    return buf;
}

struct source_file *source_read(const char *path, int *err)
{
    *err = 0;
    struct stat st;
    if (strcmp(path, "-") != 0 && stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
        *err = EISDIR;
        return NULL;
    }
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        *err = errno;
        return NULL;
    }
    size_t cap = 1 << 16, size = 0;
    char *buf = xmalloc(cap + 1);
    for (;;) {
        if (size == cap) {
            cap *= 2;
            buf = xrealloc(buf, cap + 1);
        }
        size_t n = fread(buf + size, 1, cap - size, f);
        size += n;
        if (n == 0)
            break;
    }
    int failed = ferror(f);
    if (f != stdin)
        fclose(f);
    if (failed) {
        *err = errno ? errno : EIO;
        free(buf);
        return NULL;
    }
    buf[size] = '\0';
    struct source_file *src = xcalloc(1, sizeof *src);
    src->name = path;
    src->text = buf;
    src->size = size;
    return src;
}

void source_free(struct source_file *src)
{
    if (!src)
        return;
    free(src->text);
    free(src->orig);
    free(src->shift_at);
    free(src->shift);
    free(src);
}

/* ------------------------------------------------------------------------
 * Encodings
 * ------------------------------------------------------------------------ */

static size_t put_utf8(char *out, uint32_t cp)
{
    unsigned char *o = (unsigned char *)out;
    if (cp < 0x80) {
        o[0] = (unsigned char)cp;
        return 1;
    }
    if (cp < 0x800) {
        o[0] = (unsigned char)(0xC0 | cp >> 6);
        o[1] = (unsigned char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        o[0] = (unsigned char)(0xE0 | cp >> 12);
        o[1] = (unsigned char)(0x80 | (cp >> 6 & 0x3F));
        o[2] = (unsigned char)(0x80 | (cp & 0x3F));
        return 3;
    }
    o[0] = (unsigned char)(0xF0 | cp >> 18);
    o[1] = (unsigned char)(0x80 | (cp >> 12 & 0x3F));
    o[2] = (unsigned char)(0x80 | (cp >> 6 & 0x3F));
    o[3] = (unsigned char)(0x80 | (cp & 0x3F));
    return 4;
}

/* UTF-16 (big_endian or not) bytes [p, end) -> UTF-8 in a new buffer. */
static char *utf16_to_utf8(const unsigned char *p, const unsigned char *end, bool big_endian,
                           size_t *size)
{
    size_t units = (size_t)(end - p) / 2;
    /* A unit gives at most 3 bytes (a pair: 4 bytes for 2 units). */
    char *out = xmalloc(units * 3 + 1);
    size_t n = 0;
    for (size_t i = 0; i < units; i++) {
        const unsigned char *u = p + 2 * i;
        uint32_t c = big_endian ? (uint32_t)(u[0] << 8 | u[1]) : (uint32_t)(u[1] << 8 | u[0]);
        if (c >= 0xD800 && c <= 0xDBFF) {
            if (++i == units)
                break;   /* a high surrogate at the end: dropped */
            u = p + 2 * i;
            uint32_t lo = big_endian ? (uint32_t)(u[0] << 8 | u[1]) : (uint32_t)(u[1] << 8 | u[0]);
            c = lo >= 0xDC00 && lo <= 0xDFFF ? 0x10000 + ((c - 0xD800) << 10) + (lo - 0xDC00) : '?';
        } else if (c >= 0xDC00 && c <= 0xDFFF) {
            c = '?';
        }
        n += put_utf8(out + n, c);
    }
    out[n] = '\0';
    *size = n;
    return out;
}

void source_decode(struct source_file *src, enum source_encoding none_bom)
{
    const unsigned char *p = (const unsigned char *)src->text, *end = p + src->size;
    enum source_encoding enc = none_bom;
    size_t skip = 0;
    if (src->size >= 3 && p[0] == 0xEF && p[1] == 0xBB && p[2] == 0xBF) {
        enc = SOURCE_UTF8;
        skip = 3;
    } else if (src->size >= 2 && p[0] == 0xFF && p[1] == 0xFE) {
        enc = SOURCE_UTF16LE;
        skip = 2;
    } else if (src->size >= 2 && p[0] == 0xFE && p[1] == 0xFF) {
        enc = SOURCE_UTF16BE;
        skip = 2;
    }
    if (enc == SOURCE_UTF16LE || enc == SOURCE_UTF16BE) {
        size_t size;
        char *text = utf16_to_utf8(p + skip, end, enc == SOURCE_UTF16BE, &size);
        free(src->text);
        src->text = text;
        src->size = size;
        return;
    }
    if (skip) {
        memmove(src->text, src->text + skip, src->size - skip + 1);
        src->size -= skip;
    }
    src->latin1 = enc == SOURCE_LATIN1;
}

/* ------------------------------------------------------------------------
 * Trigraphs and Latin-1: the text the lexer reads, and the way back
 * ------------------------------------------------------------------------ */

static char trigraph_char(const char *p, const char *end)
{
    static const char from[] = "=(/)'<!>-", to[] = "#[\\]^{|}~";
    if (end - p < 3 || p[0] != '?' || p[1] != '?' || !p[2])
        return 0;
    const char *f = strchr(from, p[2]);
    return f ? to[f - from] : 0;
}

struct phase1 {
    struct source_file *src;
    bool trigraphs, latin1;
    const char *in, *end;   /* the text as read, the next byte */
    char *out;
    size_t n;               /* bytes written */
    size_t cap;             /* of src->shift_at and src->shift */
    long shift;             /* orig offset - text offset, after the last change */
};

/* From text offset n on, orig offset = n + shift. */
static void p1_shift(struct phase1 *t, size_t at, long delta)
{
    struct source_file *s = t->src;
    if (s->nshifts == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 16;
        s->shift_at = xrealloc(s->shift_at, t->cap * sizeof *s->shift_at);
        s->shift = xrealloc(s->shift, t->cap * sizeof *s->shift);
    }
    t->shift += delta;
    s->shift_at[s->nshifts] = at;
    s->shift[s->nshifts++] = t->shift;
}

/* The next character (a trigraph replaced), written to the output (a
 * Latin-1 character as UTF-8 unless `keep`); -1 at the end. */
static int p1_get(struct phase1 *t, bool keep)
{
    if (t->in >= t->end)
        return -1;
    char c = t->trigraphs ? trigraph_char(t->in, t->end) : 0;
    if (c) {
        t->out[t->n++] = c;
        t->in += 3;
        p1_shift(t, t->n, 2);
        return (unsigned char)c;
    }
    c = *t->in++;
    if (t->latin1 && !keep && (unsigned char)c >= 0x80) {
        t->n += put_utf8(t->out + t->n, (unsigned char)c);
        p1_shift(t, t->n - 1, -1);
        return 'a';   /* (an identifier character: what it is does not matter) */
    }
    t->out[t->n++] = c;
    return (unsigned char)c;
}

static int p1_peek(const struct phase1 *t)
{
    if (t->in >= t->end)
        return -1;
    char c = t->trigraphs ? trigraph_char(t->in, t->end) : 0;
    return (unsigned char)(c ? c : *t->in);
}

static bool p1_ident_char(int c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '$' || c >= 0x80;
}

/* A raw string literal whose `"` was just written: its delimiter and
 * body are copied as they are, up to and including `)delimiter"`. */
static void p1_raw_string(struct phase1 *t)
{
    const char *d = t->in;
    while (d < t->end && *d != '(' && d - t->in <= 16 && *d != '"' && *d != '\n')
        d++;
    const char *stop = t->in;   /* not a raw string after all: nothing copied raw */
    if (d < t->end && *d == '(') {
        size_t dlen = (size_t)(d - t->in);
        stop = t->end;
        for (const char *q = d + 1; q < t->end; q++)
            if (*q == ')' && (size_t)(t->end - q) > dlen + 1 && memcmp(q + 1, t->in, dlen) == 0 &&
                q[1 + dlen] == '"') {
                stop = q + dlen + 2;
                break;
            }
    }
    memcpy(t->out + t->n, t->in, (size_t)(stop - t->in));
    t->n += (size_t)(stop - t->in);
    t->in = stop;
}

/* A quoted literal whose opening quote was just written (its bytes kept
 * as they are). */
static void p1_quoted(struct phase1 *t, int quote)
{
    for (int c; (c = p1_get(t, true)) >= 0;) {
        if (c == '\\') {
            p1_get(t, true);
        } else if (c == quote || c == '\n') {
            return;
        }
    }
}

static bool has_work(const struct source_file *src, bool trigraphs, bool latin1)
{
    const unsigned char *q = (const unsigned char *)src->text, *e = q + src->size;
    for (; q < e; q++)
        if ((latin1 && *q >= 0x80) || (trigraphs && *q == '?' && q + 1 < e && q[1] == '?'))
            return true;
    return false;
}

void source_phase1(struct source_file *src, bool trigraphs)
{
    bool latin1 = src->latin1;
    if (!has_work(src, trigraphs, latin1))
        return;
    struct phase1 t = { src, trigraphs, latin1, src->text, src->text + src->size,
                        xmalloc(2 * src->size + 1), 0, 0, 0 };
    int prev = '\n';   /* the last character of the previous token or gap */
    for (int c; (c = p1_get(&t, false)) >= 0; prev = c) {
        int next = p1_peek(&t);
        if (c == '/' && next == '/') {
            /* to the newline that no backslash continues */
            int last = 0;
            for (int d; (d = p1_get(&t, false)) >= 0; last = d == '\r' ? last : d)
                if (d == '\n' && last != '\\')
                    break;
            c = '\n';
        } else if (c == '/' && next == '*') {
            p1_get(&t, false);
            for (int d, last = 0; (d = p1_get(&t, false)) >= 0; last = d)
                if (d == '/' && last == '*')
                    break;
            c = ' ';
        } else if (c == '"' || c == '\'') {
            p1_quoted(&t, c);
            c = ' ';
        } else if (p1_ident_char(c) && !p1_ident_char(prev)) {
            /* An identifier or a pp-number ([lex.ppnumber]: a `'` between
             * its characters is a digit separator, not a quote); an
             * encoding prefix with R before `"` opens a raw string. */
            bool number = c >= '0' && c <= '9';
            size_t start = t.n - 1;
            for (int d; (d = p1_peek(&t)) >= 0;) {
                if (p1_ident_char(d) || (number && d == '.')) {
                    p1_get(&t, false);
                } else if (number && (d == '+' || d == '-') && strchr("eEpP", t.out[t.n - 1])) {
                    p1_get(&t, false);
                } else if (number && d == '\'' && t.in + 1 < t.end &&
                           p1_ident_char((unsigned char)t.in[1])) {
                    p1_get(&t, false);
                } else {
                    break;
                }
            }
            size_t len = t.n - start;
            const char *id = t.out + start;
            if (!number && p1_peek(&t) == '"' && id[len - 1] == 'R' &&
                (len == 1 || (len == 2 && strchr("uUL", id[0])) ||
                 (len == 3 && id[0] == 'u' && id[1] == '8'))) {
                p1_get(&t, false);
                p1_raw_string(&t);
            }
            c = 'a';
        }
    }
    t.out[t.n] = '\0';
    src->orig = src->text;
    src->orig_size = src->size;
    src->text = t.out;
    src->size = t.n;
}

size_t source_orig_offset(const struct source_file *src, size_t offset)
{
    size_t lo = 0, hi = src->nshifts;   /* the changes at or before offset */
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (src->shift_at[mid] <= offset)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo ? (size_t)((long)offset + src->shift[lo - 1]) : offset;
}
