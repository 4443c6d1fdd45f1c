/* Reading argv into struct options, with cudafe++'s rules and errors. */
#ifndef CUFE_CLI_H
#define CUFE_CLI_H

#include "diag/diag.h"
#include "driver/options.h"

/* Called as each option is stored, in command-line order, so a consumer
 * can check a value at the point cudafe++ does (and report the first error
 * first).  value is the option's text value, or NULL for a switch. */
typedef void (*cli_option_hook)(struct diag_engine *d, struct options *o,
                                enum option_id id, const char *value);

/* Parse argv[1..argc).  Command-line errors are reported through d and
 * terminate (exit 4) as in cudafe++.  hook may be NULL. */
void cli_parse(struct diag_engine *d, struct options *o, int argc, char **argv,
               cli_option_hook hook);

/* Print --help (generated from the option table) to out. */
void cli_print_help(FILE *out);

/* The --version banner. */
void cli_print_version(FILE *out);

#endif
