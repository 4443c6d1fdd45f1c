/* The diagnostics engine: every message cufe prints goes through here.
 *
 * Diagnostics are rows of tables/diagnostics (DIAG_<tag>).  The engine
 * knows their default severity, applies the command-line and pragma
 * controls, formats them the way cudafe++ does (text or SARIF), counts
 * them, and decides the exit status.
 *
 * Files: diag.c (severity, counting, termination), diag_text.c and
 * diag_sarif.c (the two output formats), diag_pragma.c (#pragma
 * nv_diag_* state by source position), diag_control.c (the options). */
#ifndef CUFE_DIAG_H
#define CUFE_DIAG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* Ordered: a higher value is more severe.  SEV_SUPPRESSED is the default
 * of a few rows (shown only when a control raises them) and the result of
 * --diag_suppress; SEV_NOTE is a note attached to the diagnostic before. */
enum severity {
    SEV_SUPPRESSED,
    SEV_NOTE,
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

/* Where a diagnostic points.  file == NULL and !at_end means no position
 * (command-line errors and the like).  at_end means "At end of source"
 * (file and line, when given, only go into SARIF). */
struct diag_loc {
    const char *file;
    unsigned line;
    unsigned column;        /* 1-based byte column in line_text, 0 if unknown */
    const char *line_text;  /* the source line, not NUL-terminated */
    size_t line_len;
    bool at_end;
    bool latin1;            /* each byte of line_text is a character (the caret) */
    bool system;            /* in a system header (line-marker flag 3) */
    /* Byte offset of the position in the input, monotonic over the
     * file: the key that decides which #pragma nv_diag_* settings apply
     * (those given at a smaller or equal offset).  Ignored without a
     * position; "At end of source" sees the final settings. */
    size_t offset;
};

enum output_mode { OUTPUT_TEXT, OUTPUT_SARIF };

/* #pragma nv_diag_* settings: the current state plus every change with
 * the offset it was made at, so a diagnostic reported late (at the end of
 * a class, at end of source) still sees the state at its own position. */
struct diag_pragma_change {
    size_t offset;
    int id;
    signed char sev;      /* SEV_*, or -1: back to the command-line default */
};

struct diag_pragmas {
    signed char current[DIAG__COUNT];       /* -1: no pragma setting */
    bool touched[DIAG__COUNT];              /* some change names this id */
    size_t once_from[DIAG__COUNT];          /* nv_diag_once offset, SIZE_MAX if none */
    struct diag_pragma_change *changes;
    size_t nchanges, changes_cap;
    signed char (*stack)[DIAG__COUNT];      /* nv_diagnostic push */
    size_t depth, stack_cap;
};

struct diag_engine {
    FILE *out;
    enum output_mode mode;
    bool display_numbers;     /* --display_error_number */
    bool brief;               /* --brief_diagnostics */
    bool wrap;                /* --wrap_diagnostics: lines of at most 79 columns */
    bool gnu_format;          /* --diag_format=gnu: file:line:col: severity: text [#N-D] */
    enum severity min_shown;  /* SEV_WARNING; --remarks: SEV_REMARK; -w: SEV_ERROR (last wins) */
    bool no_match_notes;      /* --no_add_match_notes: no notes on overload candidates */
    bool promote_warnings;    /* --promote_warnings */
    bool color_capable;       /* out is a terminal that takes colour escapes */
    bool colors;              /* colour on: capable and not --no_colors */
    long error_limit;         /* 0 = none */

    /* Severity set by command-line controls; SEV_* or -1 for the default. */
    signed char override[DIAG__COUNT];
    bool once[DIAG__COUNT];
    bool seen[DIAG__COUNT];
    struct diag_pragmas pragmas;

    /* Summary bookkeeping. */
    const char *compilation_name; /* NULL until the input is known */
    unsigned long errors, warnings, remarks_shown, catastrophes;

    /* Output state.  A diagnostic and its notes form a group; the group
     * is closed (blank line in text, "}" in SARIF) when the next one
     * starts or at the end. */
    bool group_open;
    bool last_shown;          /* the last diagnostic was shown: notes may follow */
    unsigned group_notes;     /* notes in the open group (SARIF) */
    bool hint_done;           /* the one-time "Remark: ..." line (3709) */
    bool hint_pending;
    unsigned muted;           /* > 0: errors, warnings and remarks are dropped
                               * (cudafe++ skipped the text they are about);
                               * catastrophes still show */
    bool muted_template;      /* the same inside a template's definition under
                               * --no_parse_templates (cudafe++ keeps its text
                               * unread until an instance is made) ... */
    unsigned long muted_errors; /* ... and the errors it kept from showing (the
                               * stages' error bookkeeping counts them as
                               * reported) */
    /* Input offset ranges [from, to] whose errors, warnings and remarks are
     * dropped the same way, whenever they are reported (diag_mute_range). */
    struct diag_range { size_t from, to; } *muted_ranges;
    size_t nmuted_ranges, muted_ranges_cap;
    struct diag_loc hint_loc; /* the warning that triggered it (pragma state) */
    bool limit_reached;       /* --error_limit hit: stop at the next report */
    bool internal_error;      /* ending on an internal error */
    bool sarif_open;          /* the SARIF header was written */
    bool sarif_done;          /* ... and the document closed */
    unsigned long sarif_results;
    char *cwd;                /* for SARIF file:// URIs, found when needed */
    FILE *trace;              /* CUFE_DIAG_TRACE: the tag of every diagnostic shown */

    /* How the engine ends the process (exit by default).  Tests install a
     * function that longjmps out; it must not return. */
    void (*exit_fn)(int status);
    /* Run before a termination (exit 4): removes partial output files. */
    void (*cleanup_fn)(void);
};

void diag_init(struct diag_engine *d, FILE *out);
void diag_free(struct diag_engine *d);

/* Name used in "N errors detected in the compilation of "X"." */
void diag_set_compilation_name(struct diag_engine *d, const char *name);

/* Drop the errors, warnings and remarks at input offsets from..to
 * (inclusive), reported now or later: text cudafe++ skips after a syntax
 * error that cufe reads on. */
void diag_mute_range(struct diag_engine *d, size_t from, size_t to);

/* Look a diagnostic up by internal number, display number or tag. */
bool diag_lookup_number(long number, enum diag_id *out);
bool diag_lookup_tag(const char *tag, enum diag_id *out);

/* Report one diagnostic.  args holds info->nargs strings.  Returns the
 * effective severity (SEV_SUPPRESSED when not shown).  A catastrophe,
 * command-line or internal error does not return: it prints the
 * termination lines and exits 4.  A row of severity note is reported as
 * a note (diag_note). */
enum severity diag_report(struct diag_engine *d, enum diag_id id,
                          const struct diag_loc *loc, const char *const *args);

/* The same with a default severity chosen by the caller instead of the
 * row's (EDG gives some diagnostics different severities by context:
 * "expected a ","" is a warning in a pragma, an error elsewhere). */
enum severity diag_report_sev(struct diag_engine *d, enum diag_id id, enum severity sev,
                              const struct diag_loc *loc, const char *const *args);

/* The same with supplementary lines (NULL-terminated), printed indented
 * by 12 spaces under the message, before the source line:
 *     function "g(int)" (declared at line 1)
 * A line that starts with '\v' is a trailer instead: printed after the
 * source line, indented by 10 ("detected during instantiation of ..."). */
enum severity diag_report_lines(struct diag_engine *d, enum diag_id id,
                                const struct diag_loc *loc, const char *const *args,
                                const char *const *lines);

/* A note attached to the last diagnostic reported (`note #3196-D: to
 * match this "{"`, SARIF relatedLocations).  Shown only when that
 * diagnostic was shown and the note itself is not suppressed. */
enum severity diag_note(struct diag_engine *d, enum diag_id id,
                        const struct diag_loc *loc, const char *const *args);

/* Convenience for position-less diagnostics with up to 3 string args. */
enum severity diag_simple(struct diag_engine *d, enum diag_id id,
                          const char *a1, const char *a2, const char *a3);

/* The severity a diagnostic would have at loc (SEV_SUPPRESSED if it would
 * not be shown), so a caller can skip building expensive arguments. */
enum severity diag_effective_severity(struct diag_engine *d, enum diag_id id,
                                      const struct diag_loc *loc);

/* Whether a diagnostic reported now could be shown anywhere: its default
 * severity is shown, or a command-line control or a pragma so far names
 * it.  A check whose findings would all be hidden can skip the work. */
bool diag_may_be_shown(const struct diag_engine *d, enum diag_id id);

/* Print the summary (or close the SARIF document) and return the exit
 * status (0 or 2).  Terminates with 4 when the error limit was reached. */
int diag_finish(struct diag_engine *d);
/* Ends the open diagnostic group (its blank line), so that other output
 * (--timing) can follow it. */
void diag_close_group(struct diag_engine *d);

/* Print the termination lines and exit 4 (catastrophic). */
_Noreturn void diag_terminate(struct diag_engine *d);

/* Render a message template with its fill-ins into buf (always NUL
 * terminated).  Returns the full length it needed. */
size_t diag_format_message(const char *tmpl, const char *const *args, int nargs,
                           char *buf, size_t size);

/* #pragma nv_diag_suppress|remark|warning|error|default|once N[,N...] and
 * #pragma nv_diagnostic push|pop.  The lexer classifies the pragma name
 * with diag_pragma_kind_from_name() and passes the text after the name
 * (args, len bytes, blanks included) with the position of args[0]:
 * line, column and offset of the first byte after the name.  Settings
 * take effect for diagnostics at offsets >= loc->offset.  Bad arguments
 * give cudafe++'s warnings (1222 invalid error number, 1223 invalid error
 * tag, 1224, 253 expected a ",", 3184, 3185) pointing into args. */
enum diag_pragma_kind {
    DIAG_PRAGMA_SUPPRESS,
    DIAG_PRAGMA_REMARK,
    DIAG_PRAGMA_WARNING,
    DIAG_PRAGMA_ERROR,
    DIAG_PRAGMA_DEFAULT,
    DIAG_PRAGMA_ONCE,
    DIAG_PRAGMA_PUSH_POP      /* nv_diagnostic */
};

bool diag_pragma_kind_from_name(const char *name, size_t len, enum diag_pragma_kind *kind);
void diag_pragma(struct diag_engine *d, enum diag_pragma_kind kind, const char *args,
                 size_t len, const struct diag_loc *loc);

#endif
