/* #pragma nv_diag_suppress|nv_diag_remark|nv_diag_warning|nv_diag_error|
 * nv_diag_default|nv_diag_once N[,N...] and #pragma nv_diagnostic push|pop.
 *
 * A pragma acts from its position in the file onwards (oracle case 30).
 * Every change is logged with the input offset it was made at, so the
 * severity of a diagnostic is the one in force at the diagnostic's own
 * offset, even when it is reported later (a remark issued at the end of a
 * function, a check at end of source).  Pragma settings override the
 * command line; nv_diag_default goes back to the command-line setting.
 *
 * Argument errors are warnings, as cudafe++ gives them (observed):
 *   nv_diag_suppress 99999       1222 invalid error number   (at the item; next item still read)
 *   nv_diag_suppress not_a_tag   1223 invalid error tag      (at the item; next item still read)
 *   nv_diag_suppress  / 186,     1224 expected an error number or error tag
 *   nv_diag_suppress 186 177     253  expected a ","         (at 177; 186 is applied)
 *   nv_diagnostic / nv_diagnostic foo   3184 (at the argument)
 *   nv_diagnostic pop without push      3185 (after "pop")
 * Where cudafe++ goes on to an internal error (after 1224) cufe stops
 * reading the pragma. */
#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "diag/diag_control.h"
#include "diag/diag_private.h"
#include "support/util.h"

static const struct {
    const char *name;
    enum diag_pragma_kind kind;
} pragma_names[] = {
    { "nv_diag_suppress", DIAG_PRAGMA_SUPPRESS },
    { "nv_diag_remark", DIAG_PRAGMA_REMARK },
    { "nv_diag_warning", DIAG_PRAGMA_WARNING },
    { "nv_diag_error", DIAG_PRAGMA_ERROR },
    { "nv_diag_default", DIAG_PRAGMA_DEFAULT },
    { "nv_diag_once", DIAG_PRAGMA_ONCE },
    { "nv_diagnostic", DIAG_PRAGMA_PUSH_POP },
};

bool diag_pragma_kind_from_name(const char *name, size_t len, enum diag_pragma_kind *kind)
{
    for (size_t i = 0; i < ARRAY_SIZE(pragma_names); i++) {
        if (strlen(pragma_names[i].name) == len && memcmp(pragma_names[i].name, name, len) == 0) {
            *kind = pragma_names[i].kind;
            return true;
        }
    }
    return false;
}

void diag_pragma_init(struct diag_pragmas *p)
{
    memset(p, 0, sizeof *p);
    memset(p->current, -1, sizeof p->current);
    for (int i = 0; i < DIAG__COUNT; i++)
        p->once_from[i] = SIZE_MAX;
}

void diag_pragma_free(struct diag_pragmas *p)
{
    free(p->changes);
    free(p->stack);
    p->changes = NULL;
    p->stack = NULL;
    p->nchanges = p->changes_cap = p->depth = p->stack_cap = 0;
}

/* Diagnostics without a position, and at end of source, see the state
 * after every pragma read so far. */
static bool positioned(const struct diag_loc *loc)
{
    return loc && loc->file && !loc->at_end;
}

int diag_pragma_severity_at(const struct diag_engine *d, enum diag_id id,
                            const struct diag_loc *loc)
{
    const struct diag_pragmas *p = &d->pragmas;
    if (!p->touched[id])
        return -1;
    if (!positioned(loc))
        return p->current[id];
    for (size_t k = p->nchanges; k-- > 0;) {
        const struct diag_pragma_change *c = &p->changes[k];
        if (c->id == (int)id && c->offset <= loc->offset)
            return c->sev;
    }
    return -1;
}

bool diag_pragma_once_at(const struct diag_engine *d, enum diag_id id,
                         const struct diag_loc *loc)
{
    size_t from = d->pragmas.once_from[id];
    if (from == SIZE_MAX)
        return false;
    return !positioned(loc) || loc->offset >= from;
}

static void set(struct diag_pragmas *p, enum diag_id id, int sev, size_t offset)
{
    if (p->nchanges == p->changes_cap) {
        p->changes_cap = p->changes_cap ? 2 * p->changes_cap : 64;
        p->changes = xrealloc(p->changes, p->changes_cap * sizeof *p->changes);
    }
    p->changes[p->nchanges++] = (struct diag_pragma_change){ offset, (int)id, (signed char)sev };
    p->current[id] = (signed char)sev;
    p->touched[id] = true;
}

/* The position of args[k]. */
static struct diag_loc at(const struct diag_loc *loc, size_t k)
{
    struct diag_loc l = *loc;
    if (l.column)
        l.column += (unsigned)k;
    l.offset += k;
    return l;
}

static void warn(struct diag_engine *d, enum diag_id id, const struct diag_loc *loc, size_t k)
{
    struct diag_loc l = at(loc, k);
    diag_report_sev(d, id, SEV_WARNING, &l, NULL);
}

static bool is_ident(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

static size_t skip_blanks(const char *s, size_t len, size_t i)
{
    while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n' ||
                       s[i] == '\f' || s[i] == '\v'))
        i++;
    return i;
}

/* End of the pragma text: its end or a comment. */
static bool at_end(const char *s, size_t len, size_t i)
{
    return i >= len || (s[i] == '/' && i + 1 < len && (s[i + 1] == '/' || s[i + 1] == '*'));
}

static void apply_item(struct diag_engine *d, enum diag_pragma_kind kind, const char *item,
                       size_t n, const struct diag_loc *loc, size_t k)
{
    char *text = xstrndup(item, n);
    enum diag_id id;
    bool bad_number, bad_syntax;
    bool ok = diag_control_resolve(text, &id, &bad_number, &bad_syntax);
    bool numeric = isdigit((unsigned char)text[0]);
    free(text);
    if (!ok) {
        warn(d, numeric ? DIAG_invalid_error_number : DIAG_invalid_error_tag, loc, k);
        return;
    }
    if (id == DIAG__COUNT)   /* valid in cudafe++, never emitted by cufe */
        return;
    struct diag_pragmas *p = &d->pragmas;
    size_t offset = loc->offset;
    switch (kind) {
    case DIAG_PRAGMA_SUPPRESS: set(p, id, SEV_SUPPRESSED, offset); break;
    case DIAG_PRAGMA_REMARK: set(p, id, SEV_REMARK, offset); break;
    case DIAG_PRAGMA_WARNING: set(p, id, SEV_WARNING, offset); break;
    case DIAG_PRAGMA_ERROR: set(p, id, SEV_ERROR, offset); break;
    case DIAG_PRAGMA_DEFAULT: set(p, id, -1, offset); break;
    case DIAG_PRAGMA_ONCE:
        if (p->once_from[id] == SIZE_MAX)
            p->once_from[id] = offset;
        break;
    case DIAG_PRAGMA_PUSH_POP: break;
    }
}

static void push_pop(struct diag_engine *d, const char *args, size_t len,
                     const struct diag_loc *loc)
{
    struct diag_pragmas *p = &d->pragmas;
    size_t i = skip_blanks(args, len, 0), start = i;
    while (i < len && is_ident(args[i]))
        i++;
    size_t n = i - start;
    if (n == 4 && memcmp(args + start, "push", 4) == 0) {
        if (p->depth == p->stack_cap) {
            p->stack_cap = p->stack_cap ? 2 * p->stack_cap : 8;
            p->stack = xrealloc(p->stack, p->stack_cap * sizeof *p->stack);
        }
        memcpy(p->stack[p->depth++], p->current, sizeof p->current);
    } else if (n == 3 && memcmp(args + start, "pop", 3) == 0) {
        if (p->depth == 0) {
            warn(d, DIAG_edg_3185, loc, i);
            return;
        }
        const signed char *saved = p->stack[--p->depth];
        for (int id = 0; id < DIAG__COUNT; id++)
            if (p->current[id] != saved[id])
                set(p, (enum diag_id)id, saved[id], loc->offset);
    } else {
        warn(d, DIAG_edg_3184, loc, start);
    }
}

void diag_pragma(struct diag_engine *d, enum diag_pragma_kind kind, const char *args,
                 size_t len, const struct diag_loc *loc)
{
    if (kind == DIAG_PRAGMA_PUSH_POP) {
        push_pop(d, args, len, loc);
        return;
    }
    size_t i = 0;
    for (;;) {
        i = skip_blanks(args, len, i);
        size_t start = i;
        while (!at_end(args, len, i) && is_ident(args[i]))
            i++;
        if (i == start) {
            warn(d, DIAG_edg_1224, loc, start);
            return;
        }
        apply_item(d, kind, args + start, i - start, loc, start);
        i = skip_blanks(args, len, i);
        if (at_end(args, len, i))
            return;
        if (args[i] != ',') {
            warn(d, DIAG_exp_comma, loc, i);
            return;
        }
        i++;
    }
}
