/* Internal interface between the diag*.c files (not for other modules). */
#ifndef CUFE_DIAG_PRIVATE_H
#define CUFE_DIAG_PRIVATE_H

#include "diag/diag.h"

/* One diagnostic (or note) ready to print. */
struct diag_msg {
    enum diag_id id;
    enum severity sev;            /* as shown (after controls and promotion) */
    bool numbered;                /* print #N-D */
    const struct diag_loc *loc;   /* NULL or no file/at_end: no position */
    const char *text;             /* the rendered message */
    const char *const *lines;     /* supplementary lines, NULL-terminated, or NULL */
};

static inline bool diag_has_position(const struct diag_loc *loc)
{
    return loc && (loc->file || loc->at_end);
}

/* "warning", "catastrophic error", ... */
const char *diag_severity_word(enum severity sev);

/* Text format (diag_text.c). */
void diag_text_begin(struct diag_engine *d, const struct diag_msg *m);
void diag_text_note(struct diag_engine *d, const struct diag_msg *m);
void diag_text_end_group(struct diag_engine *d);

/* SARIF (diag_sarif.c).  A result stays open after begin so notes can be
 * added as relatedLocations; end_group closes it. */
void diag_sarif_begin(struct diag_engine *d, const struct diag_msg *m);
void diag_sarif_note(struct diag_engine *d, const struct diag_msg *m);
void diag_sarif_end_group(struct diag_engine *d);
void diag_sarif_close(struct diag_engine *d);
/* Write s as a JSON string literal (quotes included), escaping what JSON
 * requires and replacing invalid UTF-8 by U+FFFD. */
void diag_json_string(FILE *out, const char *s, size_t len);

/* Pragma state (diag_pragma.c). */
void diag_pragma_init(struct diag_pragmas *p);
void diag_pragma_free(struct diag_pragmas *p);
/* The pragma severity for id at loc, or -1 when no pragma sets it. */
int diag_pragma_severity_at(const struct diag_engine *d, enum diag_id id,
                            const struct diag_loc *loc);
bool diag_pragma_once_at(const struct diag_engine *d, enum diag_id id,
                         const struct diag_loc *loc);

#endif
