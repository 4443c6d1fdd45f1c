/* cufe driver: command line -> read input -> (lex, parse, write) -> exit. */
#include <stdio.h>
#include <stdlib.h>

#include "driver/cli.h"
#include "diag/diag.h"
#include "diag/diag_control.h"
#include "driver/driver.h"
#include "driver/options.h"

/* Options that act the moment they are read, as in cudafe++: --version
 * prints its banner and carries on; --Version prints one and exits 1. */
static void on_option(struct diag_engine *d, struct options *o, enum option_id id,
                      const char *value)
{
    diag_control_option(d, o, id, value);
    if (id == OPT_version) {
        cli_print_version(stderr);
    } else if (id == OPT_Version) {
        cli_print_version(stderr);
        exit(1);
    }
}

int main(int argc, char **argv)
{
    static struct diag_engine diag;
    static struct options opts;

    diag_init(&diag, stderr);
    options_init(&opts);
    diag.error_limit = opt_num(&opts, OPT_error_limit);
    cli_parse(&diag, &opts, argc, argv, on_option);

    if (opt_on(&opts, OPT_help)) {
        cli_print_help(stdout);
        return 0;
    }
    if (!opts.input && opt_on(&opts, OPT_version))
        return 0;
    if (!opts.input)
        diag_simple(&diag, DIAG_cl_missing_source_file, NULL, NULL, NULL);

    int status = driver_run(&diag, &opts);
    options_free(&opts);
    return status;
}
