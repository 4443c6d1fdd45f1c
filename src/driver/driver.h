/* One compilation: read the input, run the phases the options ask for,
 * write the outputs, and return the exit status. */
#ifndef CUFE_DRIVER_H
#define CUFE_DRIVER_H

#include "diag/diag.h"
#include "driver/options.h"
#include "lex/source.h"

int driver_run(struct diag_engine *d, struct options *o);

/* The module id: read from --module_id_file_name (without
 * --gen_module_id_file; a missing file is a catastrophic error), else
 * computed (module_id.h) for the input src (NULL: an empty one).
 * Malloc'ed. */
char *driver_module_id(struct diag_engine *d, const struct options *o,
                       const struct source_file *src);
/* The same with the linkage name of the module's first eligible entity
 * (mangle.h: module_id_entity, mangle_entity); NULL: the entity-less form
 * (reproducible, or cudafe++'s pid form with --pid_module_id). */
char *driver_module_id_for(struct diag_engine *d, const struct options *o,
                           const struct source_file *src, const char *entity);

/* Write the host C++ file and the module-id file (all or nothing) after a
 * compilation without errors; --no_code_gen skips it.  The host file is
 * written from the lexer's tokens and the parser's IL (host_writer.h);
 * with lx NULL it is left empty. */
struct lexer;
struct il_list;
void driver_write_outputs(struct diag_engine *d, const struct options *o, struct lexer *lx,
                          const struct il_list *il, const char *module_id);

#endif
