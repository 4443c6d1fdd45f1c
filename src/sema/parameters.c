/* Parameter lists of function declarations ([dcl.fct.default]):
 *   306   default argument not at end of parameter list: a parameter
 *         with a default argument followed by one without (not a pack),
 *         once per list, at the first default argument's first token.
 * Observed (cudafe++ 13.0): functions of namespaces and classes, member
 * functions of class templates (there too at the default argument) and
 * function templates (at the name); nothing for a lambda's parameters.  Certain or silent: the first declaration of its
 * name in its scope only (a later one may add to the defaults an earlier
 * one gave: `void f(int, int = 1); void f(int = 2, int);`), not
 * qualified, friend or block-scope declarations, and no list with a pack
 * or an ellipsis. */
#include <stdbool.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

void sema_check_default_arguments(struct sema *s, const struct il_node *fn)
{
    if (!fn->has_pos || !fn->scope || !fn->params ||
        (fn->flags & (IL_F_QUALIFIED | IL_F_FRIEND | IL_F_LOCAL)) ||
        (fn->scope->kind != SCOPE_NAMESPACE && fn->scope->kind != SCOPE_CLASS))
        return;
    const struct il_param *first_default = NULL;
    bool misplaced = false;
    for (const struct il_param *p = fn->params; p; p = p->next) {
        if (p->pack)
            return;
        if (p->init_tok) {
            if (!first_default)
                first_default = p;
        } else if (first_default) {
            misplaced = true;
        }
    }
    if (!misplaced || !fn->name_end)
        return;
    /* (`int...`, `...`: the list's last tokens before its `)`) */
    uint32_t close = sema_matching_paren(s, fn->name_end);
    if (!close || sema_tok_kind(s, close - 1) == TOK_ELLIPSIS)
        return;
    if (sema_tok_kind(s, fn->tok) != TOK_IDENTIFIER)
        return;
    for (const struct symbol *x = scope_find_local(fn->scope, sema_ident(s, fn->tok)); x; x = x->next)
        if (x->tok < fn->tok && (x->kind == SYM_FUNCTION || x->kind == SYM_FUNCTION_TEMPLATE))
            return;
    uint32_t at = first_default->init_tok + 1;
    if (fn->flags & IL_F_TEMPLATE) {
        /* a function template's is at its name; a member of a class
         * template's at the default argument; a member template's is
         * not known */
        const struct symbol *cls = fn->scope->kind == SCOPE_CLASS ? fn->scope->owner : NULL;
        if (fn->scope->kind == SCOPE_NAMESPACE)
            at = fn->tok;
        else if (!cls || !fn->tmpl_tok || fn->tmpl_tok > cls->tok)
            return;
    }
    sema_error(s, at, at, DIAG_edg_306, NULL);
}
