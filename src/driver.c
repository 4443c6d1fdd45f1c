/* The compilation pipeline. */
#include "driver.h"

#include "source.h"

int driver_run(struct diag_engine *d, struct options *o)
{
    int err;
    struct source_file *src = source_read(o->input, &err);
    if (!src) {
        char reason[256];
        diag_simple(d, DIAG_cannot_open_file, "source", o->input,
                    source_open_error_suffix(err, reason, sizeof reason));
    }

    source_free(src);
    return diag_finish(d);
}
