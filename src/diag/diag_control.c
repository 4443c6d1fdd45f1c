/* --diag_suppress/--diag_remark/--diag_warning/--diag_error/--diag_once and
 * the switches that shape diagnostic output. */
#include "diag/diag_control.h"

#include <ctype.h>
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/util.h"

/* cudafe++'s numbering: internal numbers 1..3794; CUDA ones (>= 3457) are
 * also accepted by their display number, internal + 16543 (20000..20337). */
enum { LAST_INTERNAL = 3794, FIRST_DISPLAY = 20000, LAST_DISPLAY = 20337,
       DISPLAY_OFFSET = 16543 };

/* The tags of tables/diag_tags, sorted. */
struct accepted_tag { const char *tag; long number; };
static const struct accepted_tag accepted_tags[] = {
#define DIAG(ident, number, display, tag, sev, nargs, msg)
#define DIAG_TAG(tag, number) { tag, number },
#include "generated/diagnostics.def"
};

bool diag_control_resolve(const char *item, enum diag_id *id, bool *bad_number,
                          bool *bad_syntax)
{
    *bad_number = *bad_syntax = false;
    const char *p = item;
    while (*p == ' ' || *p == '\t')
        p++;
    if (isdigit((unsigned char)*p)) {
        errno = 0;
        char *end;
        long n = strtol(p, &end, 10);
        if (*end || errno) {
            *bad_syntax = true;
            return false;
        }
        if (n >= FIRST_DISPLAY && n <= LAST_DISPLAY)
            n -= DISPLAY_OFFSET;
        if (n < 1 || n > LAST_INTERNAL) {
            *bad_number = true;
            return false;
        }
        if (!diag_lookup_number(n, id))
            *id = DIAG__COUNT; /* valid in cudafe++, never emitted by cufe */
        return true;
    }
    /* a tag: cudafe++'s (tables/diagnostics, or tables/diag_tags for the
     * diagnostics cufe does not report); cufe's own placeholders are no
     * tags to cudafe++ */
    if (strncmp(item, "edg_", 4) == 0 || strncmp(item, "cufe_", 5) == 0)
        return false;
    if (diag_lookup_tag(item, id))
        return true;
    long i = sorted_find(item, accepted_tags, ARRAY_SIZE(accepted_tags), sizeof accepted_tags[0],
                         offsetof(struct accepted_tag, tag));
    if (i < 0)
        return false;
    if (accepted_tags[i].number < 0 || !diag_lookup_number(accepted_tags[i].number, id))
        *id = DIAG__COUNT;   /* valid in cudafe++, never reported by cufe */
    return true;
}

static void apply(struct diag_engine *d, enum option_id opt, const char *item)
{
    enum diag_id id;
    bool bad_number, bad_syntax;
    if (!diag_control_resolve(item, &id, &bad_number, &bad_syntax)) {
        if (bad_syntax)
            diag_simple(d, DIAG_cl_invalid_number, item, NULL, NULL);
        diag_simple(d, bad_number ? DIAG_cl_invalid_error_number : DIAG_cl_invalid_error_tag,
                    item, NULL, NULL);
    }
    if (id == DIAG__COUNT)
        return;
    switch (opt) {
    case OPT_diag_suppress: d->override[id] = SEV_SUPPRESSED; break;
    case OPT_diag_remark: d->override[id] = SEV_REMARK; break;
    case OPT_diag_warning: d->override[id] = SEV_WARNING; break;
    case OPT_diag_error: d->override[id] = SEV_ERROR; break;
    case OPT_diag_once: d->once[id] = true; break;
    default: break;
    }
}

/* Split a list value the way cudafe++ does: every comma separates an item,
 * so an empty item is an (invalid) empty tag. */
static void apply_list(struct diag_engine *d, enum option_id opt, const char *value)
{
    const char *p = value;
    for (;;) {
        const char *comma = strchr(p, ',');
        size_t len = comma ? (size_t)(comma - p) : strlen(p);
        /* blanks around an item are allowed: "20, 549" */
        const char *q = p;
        while (len && (*q == ' ' || *q == '\t')) {
            q++;
            len--;
        }
        while (len && (q[len - 1] == ' ' || q[len - 1] == '\t'))
            len--;
        /* static: a bad item ends the process from inside apply() */
        static char item[4096];
        snprintf(item, sizeof item, "%.*s", (int)(len < sizeof item ? len : sizeof item - 1), q);
        apply(d, opt, item);
        if (!comma)
            break;
        p = comma + 1;
    }
}

void diag_control_option(struct diag_engine *d, struct options *o,
                         enum option_id id, const char *value)
{
    switch (id) {
    case OPT_diag_suppress:
    case OPT_diag_remark:
    case OPT_diag_warning:
    case OPT_diag_error:
    case OPT_diag_once:
        apply_list(d, id, value);
        break;
    case OPT_display_error_number:
        d->display_numbers = opt_on(o, id);
        break;
    /* -w and --remarks set one threshold: the last one given wins
     * (cudafe++: "-w --remarks" shows warnings, "--remarks -w" does not). */
    case OPT_no_warnings:
        if (opt_on(o, id))
            d->min_shown = SEV_ERROR;
        break;
    case OPT_remarks:
        if (opt_on(o, id))
            d->min_shown = SEV_REMARK;
        break;
    case OPT_promote_warnings:
        d->promote_warnings = opt_on(o, id);
        break;
    case OPT_add_match_notes:
        d->no_match_notes = !opt_on(o, id);
        break;
    case OPT_colors:
        d->colors = opt_on(o, id) && d->color_capable;
        break;
    case OPT_brief_diagnostics:
        d->brief = opt_on(o, id);
        break;
    case OPT_wrap_diagnostics:
        d->wrap = opt_on(o, id);
        break;
    case OPT_error_limit:
        d->error_limit = opt_num(o, id);
        break;
    case OPT_diag_format:
        d->gnu_format = strcmp(value, "gnu") == 0;
        break;
    case OPT_output_mode:
        d->mode = strcmp(value, "sarif") == 0 ? OUTPUT_SARIF : OUTPUT_TEXT;
        break;
    case OPT_orig_src_file_name:
        if (o->input)
            diag_set_compilation_name(d, value);
        break;
    default:
        break;
    }
}
