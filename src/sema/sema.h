/* The semantic core (src/sema/README): checks of what the program means,
 * run on the IL after a parse without errors.  Certain or silent: a check
 * reports only where its analysis of the construct is complete. */
#ifndef CUFE_SEMA_H
#define CUFE_SEMA_H

struct lexer;
struct diag_engine;
struct il_list;

/* Check the translation unit; diagnostics go to d in source order. */
void sema_check(struct lexer *lx, struct diag_engine *d, const struct il_list *il);

#endif
