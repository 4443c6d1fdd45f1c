/* Diagnostics engine: severity resolution, grouping with notes, counting,
 * the error limit, the summary and termination.  Formatting is in
 * diag_text.c and diag_sarif.c. */
#include "diag/diag.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag/diag_private.h"
#include "support/util.h"

const struct diag_info diag_infos[DIAG__COUNT] = {
#define DIAG(ident, number, display, tag, sev, nargs, msg) \
    { number, display, tag, sev, nargs, msg },
#include "generated/diagnostics.def"
};

/* Colour as cudafe++ does: on a terminal whose TERM takes escapes.
 * NO_COLOR (no-color.org) is cufe's addition. */
static bool terminal_takes_color(FILE *out)
{
    int fd = out ? fileno(out) : -1;
    if (fd < 0 || !isatty(fd))
        return false;
    const char *term = getenv("TERM");
    if (!term || !*term || strcmp(term, "dumb") == 0)
        return false;
    const char *no_color = getenv("NO_COLOR");
    return !(no_color && *no_color);
}

void diag_init(struct diag_engine *d, FILE *out)
{
    memset(d, 0, sizeof *d);
    d->out = out;
    d->min_shown = SEV_WARNING;
    d->color_capable = terminal_takes_color(out);
    d->colors = d->color_capable;
    memset(d->override, -1, sizeof d->override);
    diag_pragma_init(&d->pragmas);
    /* For the tests' diagnostics coverage (tests/scripts/diag_coverage.sh):
     * the tag of every diagnostic shown is appended to this file. */
    const char *trace = getenv("CUFE_DIAG_TRACE");
    if (trace && *trace)
        d->trace = fopen(trace, "a");
}

static void trace_shown(struct diag_engine *d, enum diag_id id)
{
    if (d->trace) {
        fprintf(d->trace, "%s\n", diag_infos[id].tag);
        fflush(d->trace);
    }
}

void diag_free(struct diag_engine *d)
{
    free(d->muted_ranges);
    d->muted_ranges = NULL;
    d->nmuted_ranges = d->muted_ranges_cap = 0;
    diag_pragma_free(&d->pragmas);
    if (d->trace)
        fclose(d->trace);
    d->trace = NULL;
    free(d->cwd);
    d->cwd = NULL;
}

void diag_set_compilation_name(struct diag_engine *d, const char *name)
{
    d->compilation_name = name;
}

void diag_mute_range(struct diag_engine *d, size_t from, size_t to)
{
    if (from > to)
        return;
    if (d->nmuted_ranges == d->muted_ranges_cap) {
        d->muted_ranges_cap = d->muted_ranges_cap ? 2 * d->muted_ranges_cap : 8;
        d->muted_ranges = xrealloc(d->muted_ranges, d->muted_ranges_cap * sizeof *d->muted_ranges);
    }
    d->muted_ranges[d->nmuted_ranges++] = (struct diag_range){ from, to };
}

static bool in_muted_range(const struct diag_engine *d, const struct diag_loc *loc)
{
    if (!loc || !loc->file || loc->at_end)
        return false;
    for (size_t i = 0; i < d->nmuted_ranges; i++)
        if (loc->offset >= d->muted_ranges[i].from && loc->offset <= d->muted_ranges[i].to)
            return true;
    return false;
}

bool diag_lookup_number(long number, enum diag_id *out)
{
    for (int i = 0; i < DIAG__COUNT; i++) {
        if (diag_infos[i].number < 0)
            continue;
        if (diag_infos[i].number == number || diag_infos[i].display == number) {
            *out = (enum diag_id)i;
            return true;
        }
    }
    return false;
}

bool diag_lookup_tag(const char *tag, enum diag_id *out)
{
    /* diagnostics.def is sorted by tag */
    long i = sorted_find(tag, diag_infos, DIAG__COUNT, sizeof diag_infos[0],
                         offsetof(struct diag_info, tag));
    if (i < 0)
        return false;
    *out = (enum diag_id)i;
    return true;
}

size_t diag_format_message(const char *tmpl, const char *const *args, int nargs,
                           char *buf, size_t size)
{
    size_t n = 0;
#define PUT(ch) do { if (n + 1 < size) buf[n] = (ch); n++; } while (0)
    for (const char *p = tmpl; *p; p++) {
        if (p[0] == '%' && p[1] >= '1' && p[1] <= '9' && p[2] == '{') {
            int k = p[1] - '1';
            const char *end = strchr(p + 3, '}');
            if (end) {
                const char *arg = (k < nargs && args && args[k]) ? args[k] : "";
                /* a fill-in quoted already, with what follows its quotes
                 * ("\"L\" (aka \"long\")"), takes the place of the quotes
                 * around it in the row ("%1{type}") */
                bool quoted = arg[0] == '"' && p > tmpl && p[-1] == '"' && end[1] == '"';
                if (quoted) {
                    n--;
                    end++;
                }
                for (const char *a = arg; *a; a++)
                    PUT(*a);
                p = end;
                continue;
            }
        }
        PUT(*p);
    }
    if (size)
        buf[n < size ? n : size - 1] = '\0';
#undef PUT
    return n;
}

const char *diag_severity_word(enum severity sev)
{
    switch (sev) {
    case SEV_NOTE: return "note";
    case SEV_REMARK: return "remark";
    case SEV_WARNING: return "warning";
    case SEV_DISCRETIONARY_ERROR:
    case SEV_ERROR: return "error";
    case SEV_CATASTROPHE: return "catastrophic error";
    case SEV_COMMAND_LINE_ERROR: return "command-line error";
    case SEV_INTERNAL_ERROR: return "internal error";
    default: return "";
    }
}

/* The severity after --diag_* and #pragma nv_diag_*, before -w/--remarks
 * and --promote_warnings.  Hard errors and worse ignore the controls (as
 * in cudafe++: --diag_suppress=65 is accepted and does nothing). */
static enum severity controlled_severity(const struct diag_engine *d, enum diag_id id,
                                         enum severity base, const struct diag_loc *loc)
{
    if (base >= SEV_ERROR)
        return base;
    enum severity sev = base;
    if (d->override[id] >= 0)
        sev = (enum severity)d->override[id];
    int p = diag_pragma_severity_at(d, id, loc);
    if (p >= 0)
        sev = (enum severity)p;
    return sev;
}

/* Shown severity: controls, then the -w/--remarks threshold. */
static enum severity shown_severity(const struct diag_engine *d, enum diag_id id,
                                    enum severity base, const struct diag_loc *loc)
{
    /* In a system header only hard errors show (cudafe++: --diag_error=N,
     * --promote_warnings and --remarks change nothing there). */
    if (base < SEV_ERROR && loc && loc->system && loc->file && !loc->at_end)
        return SEV_SUPPRESSED;
    enum severity sev = controlled_severity(d, id, base, loc);
    if (sev <= SEV_WARNING && sev < d->min_shown)
        return SEV_SUPPRESSED;
    return sev;
}

enum severity diag_effective_severity(struct diag_engine *d, enum diag_id id,
                                      const struct diag_loc *loc)
{
    enum severity sev = shown_severity(d, id, diag_infos[id].sev, loc);
    if (sev == SEV_WARNING && d->promote_warnings)
        sev = SEV_ERROR;
    return sev;
}

bool diag_may_be_shown(const struct diag_engine *d, enum diag_id id)
{
    return d->override[id] >= 0 || d->pragmas.touched[id] ||
           diag_infos[id].sev > SEV_WARNING || diag_infos[id].sev >= d->min_shown;
}

/* A message rendered into a buffer, on the heap only when it is long. */
struct rendered {
    char small[1024];
    char *text;
};

static void render(struct rendered *r, enum diag_id id, const char *const *args)
{
    const struct diag_info *info = &diag_infos[id];
    size_t need = diag_format_message(info->message, args, info->nargs, r->small,
                                      sizeof r->small);
    r->text = r->small;
    if (need >= sizeof r->small) {
        char *big = malloc(need + 1);
        if (big) {   /* no memory: keep the cut message */
            diag_format_message(info->message, args, info->nargs, big, need + 1);
            r->text = big;
        }
    }
}

static void unrender(struct rendered *r)
{
    if (r->text != r->small)
        free(r->text);
}

static void emit_begin(struct diag_engine *d, const struct diag_msg *m)
{
    trace_shown(d, m->id);
    if (d->mode == OUTPUT_SARIF)
        diag_sarif_begin(d, m);
    else
        diag_text_begin(d, m);
    d->group_open = true;
    d->group_notes = 0;
}

static void report_hint(struct diag_engine *d);
static void count(struct diag_engine *d, enum severity sev);

/* Close the open group; then the one-time hint if a warning asked for it. */
static void close_group(struct diag_engine *d)
{
    if (d->group_open) {
        if (d->mode == OUTPUT_SARIF)
            diag_sarif_end_group(d);
        else
            diag_text_end_group(d);
        d->group_open = false;
    }
    if (d->hint_pending) {
        d->hint_pending = false;
        report_hint(d);
    }
}

/* `Remark: The warnings can be suppressed with "-diag-suppress
 * <warning-number>"`, after the first warning shown with numbers.  It is
 * diagnostic 3709: --diag_* and pragmas (at the warning's position) change
 * its severity ("Warning: ...", "Error: ..." counted as an error) or hide
 * it, but --remarks is not needed to see it. */
void diag_close_group(struct diag_engine *d)
{
    close_group(d);
}

static void report_hint(struct diag_engine *d)
{
    enum diag_id id = DIAG_edg_3709;
    enum severity sev = controlled_severity(d, id, diag_infos[id].sev, &d->hint_loc);
    if (sev == SEV_SUPPRESSED || sev == SEV_NOTE)
        return;
    struct diag_msg m = { id, sev, false, NULL, diag_infos[id].message, NULL };
    emit_begin(d, &m);
    d->last_shown = false;  /* notes never attach to the hint */
    count(d, sev);
    close_group(d);
}

static void count(struct diag_engine *d, enum severity sev)
{
    switch (sev) {
    case SEV_REMARK:
        d->remarks_shown++;
        break;
    case SEV_WARNING:
        d->warnings++;
        break;
    case SEV_DISCRETIONARY_ERROR:
    case SEV_ERROR:
        d->errors++;
        /* The group may still get notes: stop at the next report. */
        if (d->error_limit > 0 && d->errors >= (unsigned long)d->error_limit)
            d->limit_reached = true;
        break;
    default:
        break;
    }
}

static _Noreturn void terminate(struct diag_engine *d, bool limit);

static enum severity report(struct diag_engine *d, enum diag_id id, enum severity base,
                            const struct diag_loc *loc, const char *const *args,
                            const char *const *lines)
{
    if (base == SEV_NOTE)
        return diag_note(d, id, loc, args);
    if (d->limit_reached)
        terminate(d, true);
    if ((d->muted || (d->nmuted_ranges && in_muted_range(d, loc))) && base < SEV_CATASTROPHE) {
        d->last_shown = false;
        return SEV_SUPPRESSED;
    }
    const struct diag_info *info = &diag_infos[id];
    enum severity sev = shown_severity(d, id, base, loc);
    if (d->muted_template && base < SEV_CATASTROPHE) {
        if (sev >= SEV_DISCRETIONARY_ERROR)
            d->muted_errors++;
        d->last_shown = false;
        return SEV_SUPPRESSED;
    }
    bool once = d->once[id] || diag_pragma_once_at(d, id, loc);
    if (sev == SEV_SUPPRESSED || sev == SEV_NOTE || (once && d->seen[id])) {
        d->last_shown = false;
        return SEV_SUPPRESSED;
    }
    d->seen[id] = true;

    /* Remarks and warnings show their number; errors only when they are
     * promoted warnings (--promote_warnings). */
    bool was_warning = sev == SEV_WARNING;
    bool numbered = d->display_numbers && info->display >= 0 &&
                    (sev == SEV_REMARK || sev == SEV_WARNING);
    if (was_warning && d->promote_warnings)
        sev = SEV_ERROR;

    close_group(d);
    struct rendered r;
    render(&r, id, args);
    struct diag_msg m = { id, sev, numbered, loc, r.text, lines };
    emit_begin(d, &m);
    unrender(&r);
    d->last_shown = true;

    if (was_warning && d->display_numbers && !d->hint_done) {
        d->hint_done = true;
        d->hint_pending = true;
        d->hint_loc = loc ? *loc : (struct diag_loc){ 0 };
    }
    count(d, sev);
    if (sev >= SEV_CATASTROPHE) {
        d->catastrophes++;
        d->internal_error = sev == SEV_INTERNAL_ERROR;
        terminate(d, false);
    }
    return sev;
}

enum severity diag_report(struct diag_engine *d, enum diag_id id,
                          const struct diag_loc *loc, const char *const *args)
{
    return report(d, id, diag_infos[id].sev, loc, args, NULL);
}

enum severity diag_report_sev(struct diag_engine *d, enum diag_id id, enum severity sev,
                              const struct diag_loc *loc, const char *const *args)
{
    return report(d, id, sev, loc, args, NULL);
}

enum severity diag_report_lines(struct diag_engine *d, enum diag_id id,
                                const struct diag_loc *loc, const char *const *args,
                                const char *const *lines)
{
    return report(d, id, diag_infos[id].sev, loc, args, lines);
}

/* Notes are notes whatever --diag_* says, except that --diag_suppress or
 * nv_diag_suppress hides them (cudafe++ aborts or repeats the group
 * there). */
/* The notes that list why each candidate of an overload resolution did
 * not match (--no_add_match_notes leaves them out). */
static bool match_note(enum diag_id id)
{
    return id == DIAG_edg_3322 || id == DIAG_edg_3323 || id == DIAG_edg_3326 ||
           id == DIAG_edg_3327;
}

enum severity diag_note(struct diag_engine *d, enum diag_id id,
                        const struct diag_loc *loc, const char *const *args)
{
    if (!d->last_shown || !d->group_open || (d->no_match_notes && match_note(id)))
        return SEV_SUPPRESSED;
    int p = diag_pragma_severity_at(d, id, loc);
    if ((p < 0 && d->override[id] == SEV_SUPPRESSED) || p == SEV_SUPPRESSED)
        return SEV_SUPPRESSED;
    struct rendered r;
    render(&r, id, args);
    struct diag_msg m = { id, SEV_NOTE, d->display_numbers && diag_infos[id].display >= 0,
                          loc, r.text, NULL };
    trace_shown(d, id);
    if (d->mode == OUTPUT_SARIF)
        diag_sarif_note(d, &m);
    else
        diag_text_note(d, &m);
    d->group_notes++;
    unrender(&r);
    return SEV_NOTE;
}

enum severity diag_simple(struct diag_engine *d, enum diag_id id,
                          const char *a1, const char *a2, const char *a3)
{
    const char *args[3] = { a1, a2, a3 };
    return diag_report(d, id, NULL, args);
}

/* "1 error and 1 catastrophic error detected in the compilation of "x"." */
static void print_counts(struct diag_engine *d)
{
    bool any = false;
    if (d->errors) {
        fprintf(d->out, "%lu error%s", d->errors, d->errors == 1 ? "" : "s");
        any = true;
    }
    if (d->catastrophes) {
        fprintf(d->out, "%s%lu catastrophic error%s", any ? " and " : "", d->catastrophes,
                d->catastrophes == 1 ? "" : "s");
    }
    if (d->compilation_name)
        fprintf(d->out, " detected in the compilation of \"%s\".\n", d->compilation_name);
    else
        fputs(" detected in this compilation.\n", d->out);
}

int diag_finish(struct diag_engine *d)
{
    if (d->limit_reached)
        terminate(d, true);
    close_group(d);
    if (d->mode == OUTPUT_SARIF)
        diag_sarif_close(d);
    else if (d->errors)
        print_counts(d);
    fflush(d->out);
    return d->errors ? 2 : 0;
}

/* Exit 4.  After the error limit: `Error limit reached.` (text) and the
 * summary counts the errors only; otherwise a catastrophe was counted.
 * An internal error ends with "Compilation aborted." as in cudafe++. */
static _Noreturn void terminate(struct diag_engine *d, bool limit)
{
    d->limit_reached = false;
    close_group(d);
    if (limit) {
        if (d->mode == OUTPUT_SARIF) {
            const struct diag_info *info = &diag_infos[DIAG_cufe_error_limit_reached];
            struct diag_msg m = { DIAG_cufe_error_limit_reached, SEV_CATASTROPHE, false,
                                  NULL, info->message, NULL };
            emit_begin(d, &m);
            close_group(d);
        } else {
            trace_shown(d, DIAG_cufe_error_limit_reached);
            fprintf(d->out, "%s\n", diag_infos[DIAG_cufe_error_limit_reached].message);
        }
    }
    if (d->mode == OUTPUT_SARIF) {
        diag_sarif_close(d);
    } else {
        print_counts(d);
        /* cudafe++ then aborts (rc 134); cufe exits 4 like any catastrophe */
        fputs(d->internal_error ? "Compilation aborted.\n" : "Compilation terminated.\n", d->out);
    }
    fflush(d->out);
    if (d->cleanup_fn)
        d->cleanup_fn();
    if (d->exit_fn)
        d->exit_fn(4);
    exit(4);
}

_Noreturn void diag_terminate(struct diag_engine *d)
{
    if (d->catastrophes == 0 && !d->limit_reached)
        d->catastrophes = 1;
    terminate(d, d->limit_reached);
}
