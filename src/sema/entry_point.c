/* Declarations of the program's entry point ([basic.start.main]):
 *
 *   951   return type of function "main" must be "int" (a warning),
 *         at the name of each declaration of the global namespace's main
 *         whose return type is spelled with another keyword (void, long,
 *         float ...)
 *
 * Not judged: a cv-qualified return type (cudafe++ adds its 815 first),
 * a deduced or trailing return type, one spelled with a typedef, and
 * functions named main in namespaces or classes (no entry point). */
#include <string.h>

#include "sema/sema_int.h"

void sema_check_main(struct sema *s, const struct il_node *n)
{
    if (n->kind != IL_routine || !n->has_pos || n->scope != s->il->global ||
        (n->flags & (IL_F_MEMBER | IL_F_QUALIFIED | IL_F_TEMPLATE | IL_F_SPEC | IL_F_FRIEND)) ||
        strcmp(n->name, "main") != 0 || !n->type || n->type->kind != IL_type ||
        n->type->sub != tk_routine)
        return;
    const struct il_tree *ret = n->type->first;
    if (!ret || ret->kind != IL_type || (ret->op & (IL_TYPE_NAMED | IL_CV_CONST | IL_CV_VOLATILE |
                                                    IL_CV_RESTRICT)) || ret->first)
        return;
    if (ret->sub == tk_integer && sema_arith_of_type(s, ret) == ARITH_int)
        return;
    if (ret->sub != tk_void && ret->sub != tk_integer && ret->sub != tk_float)
        return;
    if (ret->sub != tk_void && sema_arith_of_type(s, ret) == ARITH_NONE)
        return;
    sema_error(s, n->tok, n->tok, DIAG_edg_951, NULL);
}
