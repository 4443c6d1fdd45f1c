/* Diagnostic controls from the command line (--diag_suppress ... , -w,
 * --promote_warnings, --output_mode ...): the option hook that checks and
 * applies them in command-line order. */
#ifndef CUFE_DIAG_CONTROL_H
#define CUFE_DIAG_CONTROL_H

#include "driver/cli.h"

void diag_control_option(struct diag_engine *d, struct options *o,
                         enum option_id id, const char *value);

/* Resolve one --diag_* item (internal number, display number or tag).
 * Returns false and sets *bad_number when the item is not a valid
 * diagnostic; *id is DIAG__COUNT for a valid number cufe never emits. */
bool diag_control_resolve(const char *item, enum diag_id *id, bool *bad_number,
                          bool *bad_syntax);

#endif
