/* The diagnostics engine: every message cufe prints goes through here.
 *
 * Diagnostics are rows of tables/diagnostics (DIAG_<tag>).  The engine
 * knows their default severity, applies the command-line and pragma
 * controls, formats them the way cudafe++ does (text or SARIF), counts
 * them, and decides the exit status. */
#ifndef CUFE_DIAG_H
#define CUFE_DIAG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Ordered: a higher value is more severe.  SEV_SUPPRESSED only appears as
 * an effective severity after controls were applied. */
enum severity {
    SEV_SUPPRESSED,
    SEV_REMARK,
    SEV_WARNING,
    SEV_DISCRETIONARY_ERROR,
    SEV_ERROR,
    SEV_CATASTROPHE,
    SEV_COMMAND_LINE_ERROR,
    SEV_INTERNAL_ERROR
};

enum diag_id {
#define DIAG(ident, number, display, tag, sev, nargs, msg) DIAG_##ident,
#include "generated/diagnostics.def"
    DIAG__COUNT
};

struct diag_info {
    int number;          /* EDG internal number, -1 if none */
    int display;         /* number shown as #N-D (internal + 16543 for CUDA) */
    const char *tag;
    enum severity sev;   /* default severity */
    int nargs;
    const char *message; /* with %1{kind} fill-ins */
};

extern const struct diag_info diag_infos[DIAG__COUNT];

/* Where a diagnostic points.  file == NULL means no position (command-line
 * errors and the like); at_end means "At end of source". */
struct diag_loc {
    const char *file;
    unsigned line;
    unsigned column;        /* 1-based byte column in line_text, 0 if unknown */
    const char *line_text;  /* the source line, not NUL-terminated */
    size_t line_len;
    bool at_end;
};

enum output_mode { OUTPUT_TEXT, OUTPUT_SARIF };

struct diag_engine {
    FILE *out;
    enum output_mode mode;
    bool display_numbers;     /* --display_error_number */
    bool brief;               /* --brief_diagnostics */
    bool no_warnings;         /* -w */
    bool remarks;             /* --remarks */
    bool promote_warnings;    /* --promote_warnings */
    bool colors;
    long error_limit;         /* 0 = none */

    /* Severity set by command-line controls; SEV_* or -1 for the default. */
    signed char override[DIAG__COUNT];
    bool once[DIAG__COUNT];
    bool seen[DIAG__COUNT];

    /* Summary bookkeeping. */
    const char *compilation_name; /* NULL until the input is known */
    unsigned long errors, warnings, remarks_shown, catastrophes;
    bool remark_hint_done;        /* the one-time "Remark: ..." line */
    bool sarif_open;
    unsigned long sarif_results;

    /* How the engine ends the process (exit by default).  Tests install a
     * function that longjmps out; it must not return. */
    void (*exit_fn)(int status);
};

void diag_init(struct diag_engine *d, FILE *out);

/* Name used in "N errors detected in the compilation of "X"." */
void diag_set_compilation_name(struct diag_engine *d, const char *name);

/* Look a diagnostic up by internal number, display number or tag. */
bool diag_lookup_number(long number, enum diag_id *out);
bool diag_lookup_tag(const char *tag, enum diag_id *out);

/* Report one diagnostic.  args holds info->nargs strings.  Returns the
 * effective severity.  A catastrophe or command-line error does not
 * return: it prints the termination lines and exits 4. */
enum severity diag_report(struct diag_engine *d, enum diag_id id,
                          const struct diag_loc *loc, const char *const *args);

/* Convenience for position-less diagnostics with up to 3 string args. */
enum severity diag_simple(struct diag_engine *d, enum diag_id id,
                          const char *a1, const char *a2, const char *a3);

/* Print the summary and return the exit status (0 or 2). */
int diag_finish(struct diag_engine *d);

/* Print the termination lines and exit 4 (catastrophic). */
_Noreturn void diag_terminate(struct diag_engine *d);

/* Render a message template with its fill-ins into buf (always NUL
 * terminated).  Returns the full length it needed. */
size_t diag_format_message(const char *tmpl, const char *const *args, int nargs,
                           char *buf, size_t size);

#endif
