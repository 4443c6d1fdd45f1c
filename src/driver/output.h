/* Output files written atomically: a temporary file in the target's
 * directory, renamed over the target only when everything succeeded.
 * A failed or terminated compilation (exit 2 or 4, a catastrophic error,
 * out of memory) never leaves a partial file and never touches an
 * existing one (CONTRACT.md section 0, fact 5). */
#ifndef CUFE_OUTPUT_H
#define CUFE_OUTPUT_H

#include <stdio.h>

#include "diag/diag.h"

struct output_file;

/* Open path for writing ("generated C++", "module id" name it in
 * messages).  path == NULL writes to standard output (nothing to undo).
 * A path that cannot be written is the catastrophic error
 * `cannot open <what> file "<path>"<: reason>` (cudafe++'s row 1696). */
struct output_file *output_open(struct diag_engine *d, const char *what, const char *path);

FILE *output_stream(struct output_file *o);

/* Finish the file: flush, close and rename it into place.  A failure is
 * the catastrophic error `cannot write <what> file "<path>": <reason>`.
 * Frees o. */
void output_commit(struct diag_engine *d, struct output_file *o);

/* Drop the file: close and remove the temporary.  Frees o. */
void output_abort(struct output_file *o);

/* Drop every file not committed yet.  Installed as the engine's
 * cleanup_fn and with atexit(), so every way out cleans up. */
void output_abort_all(void);

/* Remove the temporary of every file not committed yet, and nothing else:
 * safe in a signal handler (--time_limit), where the process then _exits. */
void output_unlink_temporaries(void);

/* cudafe++'s reason suffix for an output file: "" when the directory or
 * file does not exist, else ": <strerror>" (": Is a directory"). */
const char *output_error_suffix(int err, char *buf, size_t size);

#endif
