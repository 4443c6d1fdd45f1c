/* Diagnostics engine: severity resolution, text formatting, summary. */
#include "diag.h"

#include <stdlib.h>
#include <string.h>

const struct diag_info diag_infos[DIAG__COUNT] = {
#define DIAG(ident, number, display, tag, sev, nargs, msg) \
    { number, display, tag, sev, nargs, msg },
#include "generated/diagnostics.def"
};

void diag_init(struct diag_engine *d, FILE *out)
{
    memset(d, 0, sizeof *d);
    d->out = out;
    d->display_numbers = false;
    memset(d->override, -1, sizeof d->override);
}

void diag_set_compilation_name(struct diag_engine *d, const char *name)
{
    d->compilation_name = name;
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
    /* diagnostics.def is sorted by tag: binary search. */
    int lo = 0, hi = DIAG__COUNT - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        int c = strcmp(tag, diag_infos[mid].tag);
        if (c == 0) {
            *out = (enum diag_id)mid;
            return true;
        }
        if (c < 0)
            hi = mid - 1;
        else
            lo = mid + 1;
    }
    return false;
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

static enum severity effective_severity(const struct diag_engine *d, enum diag_id id)
{
    const struct diag_info *info = &diag_infos[id];
    enum severity sev = info->sev;
    if (d->override[id] >= 0)
        sev = (enum severity)d->override[id];
    if (sev == SEV_REMARK && !d->remarks)
        return SEV_SUPPRESSED;
    if (sev == SEV_WARNING && d->no_warnings)
        return SEV_SUPPRESSED;
    if (sev == SEV_WARNING && d->promote_warnings)
        return SEV_ERROR;
    return sev;
}

static const char *severity_word(enum severity sev)
{
    switch (sev) {
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

/* The "  <source line>\n  <caret>\n" context block. */
static void print_context(struct diag_engine *d, const struct diag_loc *loc)
{
    if (!loc || !loc->line_text)
        return;
    fputs("  ", d->out);
    for (size_t i = 0; i < loc->line_len; i++) {
        char c = loc->line_text[i];
        fputc(c == '\t' ? ' ' : c, d->out);
    }
    fputs("\n  ", d->out);
    for (unsigned i = 1; i < loc->column; i++)
        fputc(' ', d->out);
    fputs("^\n", d->out);
}

static void print_text(struct diag_engine *d, enum diag_id id, enum severity sev,
                       const struct diag_loc *loc, const char *msg, bool promoted)
{
    const struct diag_info *info = &diag_infos[id];
    if (sev == SEV_COMMAND_LINE_ERROR) {
        fprintf(d->out, "Command-line error: %s\n%s", msg, d->brief ? "" : "\n");
        return;
    }
    if (sev == SEV_CATASTROPHE && !(loc && loc->file)) {
        fprintf(d->out, "Catastrophic error: %s\n\n", msg);
        return;
    }
    if (loc && loc->at_end)
        fputs("At end of source: ", d->out);
    else if (loc && loc->file)
        fprintf(d->out, "%s(%u): ", loc->file, loc->line);
    fputs(severity_word(sev), d->out);
    /* Errors show no number unless they are promoted warnings. */
    bool numbered = d->display_numbers && info->display >= 0 &&
                    (sev == SEV_REMARK || sev == SEV_WARNING || promoted);
    if (numbered)
        fprintf(d->out, " #%d-D", info->display);
    fprintf(d->out, ": %s\n", msg);
    if (!d->brief && !(loc && loc->at_end))
        print_context(d, loc);
    if (!d->brief)
        fputc('\n', d->out);
}

enum severity diag_report(struct diag_engine *d, enum diag_id id,
                          const struct diag_loc *loc, const char *const *args)
{
    const struct diag_info *info = &diag_infos[id];
    enum severity sev = effective_severity(d, id);
    if (sev == SEV_SUPPRESSED)
        return sev;
    if (d->once[id] && d->seen[id])
        return SEV_SUPPRESSED;
    d->seen[id] = true;

    char buf[4096];
    size_t need = diag_format_message(info->message, args, info->nargs, buf, sizeof buf);
    char *msg = buf;
    if (need >= sizeof buf) {
        msg = malloc(need + 1);
        if (msg)
            diag_format_message(info->message, args, info->nargs, msg, need + 1);
        else
            msg = buf;
    }
    bool promoted = info->sev == SEV_WARNING && sev == SEV_ERROR && d->promote_warnings &&
                    d->override[id] < 0;
    print_text(d, id, sev, loc, msg, promoted);
    if (msg != buf)
        free(msg);

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
        break;
    case SEV_CATASTROPHE:
    case SEV_COMMAND_LINE_ERROR:
    case SEV_INTERNAL_ERROR:
        d->catastrophes++;
        diag_terminate(d);
    default:
        break;
    }
    return sev;
}

enum severity diag_simple(struct diag_engine *d, enum diag_id id,
                          const char *a1, const char *a2, const char *a3)
{
    const char *args[3] = { a1, a2, a3 };
    return diag_report(d, id, NULL, args);
}

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
    if (d->errors == 0)
        return 0;
    print_counts(d);
    fflush(d->out);
    return 2;
}

_Noreturn void diag_terminate(struct diag_engine *d)
{
    if (d->catastrophes == 0)
        d->catastrophes = 1;
    print_counts(d);
    fputs("Compilation terminated.\n", d->out);
    fflush(d->out);
    if (d->exit_fn)
        d->exit_fn(4);
    exit(4);
}
