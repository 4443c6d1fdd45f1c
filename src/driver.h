/* One compilation: read the input, run the phases the options ask for,
 * write the outputs, and return the exit status. */
#ifndef CUFE_DRIVER_H
#define CUFE_DRIVER_H

#include "diag.h"
#include "options.h"

int driver_run(struct diag_engine *d, struct options *o);

#endif
