/* Edits over the input text (host_edit.h). */
#include "host/host_edit.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "support/util.h"

void hedit_init(struct hedit_set *s, struct lexer *lx)
{
    memset(s, 0, sizeof *s);
    s->lx = lx;
    s->text = lx->text;
    s->size = lx->size;
    arena_init(&s->arena);
}

void hedit_free(struct hedit_set *s)
{
    arena_free(&s->arena);
    free(s->v);
    memset(s, 0, sizeof *s);
}

struct hedit *hedit_new(struct hedit_set *s, uint32_t begin, uint32_t end)
{
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 256;
        s->v = xrealloc(s->v, s->cap * sizeof *s->v);
    }
    struct hedit *e = ARENA_NEW(&s->arena, struct hedit);
    e->begin = begin;
    e->end = end < begin ? begin : end;
    e->seq = (uint32_t)s->n;
    e->tail = &e->pieces;
    e->arena = &s->arena;
    s->v[s->n++] = e;
    s->sorted = false;
    return e;
}

static struct hpiece *piece(struct hedit *e)
{
    struct hpiece *p = ARENA_NEW(e->arena, struct hpiece);
    *e->tail = p;
    e->tail = &p->next;
    return p;
}

void hedit_text(struct hedit *e, const char *text)
{
    piece(e)->text = arena_strndup(e->arena, text, strlen(text));
}

void hedit_textf(struct hedit *e, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *buf = arena_alloc(e->arena, (size_t)n + 1);
    va_start(ap, fmt);
    vsnprintf(buf, (size_t)n + 1, fmt, ap);
    va_end(ap);
    piece(e)->text = buf;
}

void hedit_range(struct hedit *e, uint32_t lo, uint32_t hi)
{
    struct hpiece *p = piece(e);
    p->lo = lo;
    p->hi = hi < lo ? lo : hi;
}

void hedit_resync(struct hedit *e, uint32_t tok)
{
    e->resync = true;
    e->resync_tok = tok;
}

struct hedit *hedit_insert(struct hedit_set *s, uint32_t at, const char *text)
{
    struct hedit *e = hedit_new(s, at, at);
    hedit_text(e, text);
    return e;
}

struct hedit *hedit_replace(struct hedit_set *s, uint32_t begin, uint32_t end, const char *text)
{
    struct hedit *e = hedit_new(s, begin, end);
    if (text && *text)
        hedit_text(e, text);
    return e;
}

/* By start; at one start insertions first, then the longer range (the
 * outer edit), then creation order. */
static int cmp_edit(const void *a, const void *b)
{
    const struct hedit *x = *(struct hedit *const *)a, *y = *(struct hedit *const *)b;
    if (x->begin != y->begin)
        return x->begin < y->begin ? -1 : 1;
    bool xi = x->begin == x->end, yi = y->begin == y->end;
    if (xi != yi)
        return xi ? -1 : 1;
    if (x->end != y->end)
        return x->end > y->end ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

struct writer {
    struct hedit_set *s;
    FILE *out;
    int last;                /* the last character written (resync needs a line start) */
};

static void put(struct writer *w, const char *p, size_t n)
{
    if (n) {
        fwrite(p, 1, n, w->out);
        w->last = (unsigned char)p[n - 1];
    }
}

/* `# N` for the line of input offset at (then spaces up to its column). */
static void resync(struct writer *w, uint32_t at, uint32_t tok)
{
    struct hedit_set *s = w->s;
    const struct token *t = lexer_token(s->lx, tok);
    uint32_t to = t->offset > at ? t->offset : at;
    if (to > s->size)
        to = (uint32_t)s->size;
    long line = (long)t->line;
    for (uint32_t i = at; i < to; i++)
        if (s->text[i] == '\n')
            line--;
    if (line < 1)
        line = 1;
    uint32_t col = 0;
    while (col < at && s->text[at - col - 1] != '\n')
        col++;
    if (w->last != '\n' && w->last != 0)
        put(w, "\n", 1);
    fprintf(w->out, "# %ld\n", line);
    w->last = '\n';
    if (col > 200)
        col = 0;
    for (uint32_t i = 0; i < col; i++)
        fputc(' ', w->out);
    if (col)
        w->last = ' ';
}

/* The first edit starting at or after lo. */
static size_t first_from(struct hedit_set *s, uint32_t lo)
{
    size_t a = 0, b = s->n;
    while (a < b) {
        size_t m = (a + b) / 2;
        if (s->v[m]->begin < lo)
            a = m + 1;
        else
            b = m;
    }
    return a;
}

static void emit(struct writer *w, uint32_t lo, uint32_t hi, bool top);

static void emit_edit(struct writer *w, struct hedit *e)
{
    e->active = true;
    for (const struct hpiece *p = e->pieces; p; p = p->next) {
        if (p->text)
            put(w, p->text, strlen(p->text));
        else
            emit(w, p->lo, p->hi, false);
    }
    e->active = false;
    if (e->resync)
        resync(w, e->end, e->resync_tok);
}

/* Copy [lo, hi) with the edits inside it; top: insertions at hi too. */
static void emit(struct writer *w, uint32_t lo, uint32_t hi, bool top)
{
    struct hedit_set *s = w->s;
    uint32_t pos = lo;
    for (size_t i = first_from(s, lo); i < s->n; i++) {
        struct hedit *e = s->v[i];
        if (e->begin > hi || (e->begin == hi && (!top || e->end != e->begin)))
            break;
        if (e->begin < pos || e->end > hi || e->active)
            continue;   /* inside an edit already written, across hi, or being written */
        put(w, s->text + pos, e->begin - pos);
        emit_edit(w, e);
        pos = e->end;
    }
    put(w, s->text + pos, hi - pos);
}

bool hedit_covers(const struct hedit_set *s, uint32_t off)
{
    for (size_t i = 0; i < s->n; i++)
        if (s->v[i]->begin <= off && off < s->v[i]->end)
            return true;
    return false;
}

void hedit_write(struct hedit_set *s, FILE *out)
{
    if (!s->sorted && s->n > 1)
        qsort(s->v, s->n, sizeof *s->v, cmp_edit);
    s->sorted = true;
    struct writer w = { s, out, '\n' };
    emit(&w, 0, (uint32_t)s->size, true);
}
