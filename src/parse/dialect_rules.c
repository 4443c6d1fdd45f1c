/* Language rules that command-line options switch on or off (the `lang`
 * rows of tables/options), checked by the parser where the construct is
 * read.  Each rule reports only what cudafe++ certainly reports for the
 * construct as written (observed on tests/programs/options probes). */
#include "parse/parse_int.h"
#include "support/ptrmap.h"

#include <stdint.h>

/* Inside a template definition: a template parameter scope with
 * parameters encloses the current scope, or a generic lambda is open. */
static bool in_template_definition(struct parser *p)
{
    for (struct scope *s = p->scope; s; s = s->parent)
        if (s->kind == SCOPE_TEMPLATE && s->has_params)
            return true;
    for (int i = 0; i < p->lambda_top && i < (int)(sizeof p->lambda_open / sizeof p->lambda_open[0]); i++)
        if (p->lambda_open[i].l && p->lambda_open[i].l->generic)
            return true;
    return false;
}

/* Reports id at tok once (a tentative parse may reduce a rule twice);
 * the declarations stay as written. */
static void report_once(struct parser *p, uint32_t tok, enum diag_id id, const char *arg)
{
    if (ptrmap_get(&p->option_rules_reported, (void *)(uintptr_t)(tok + 1)))
        return;
    ptrmap_put(&p->option_rules_reported, (void *)(uintptr_t)(tok + 1), p);
    parser_error_at(p, tok, id, arg);
    p->intact_errors++;
}

/* --no_exceptions: `try` (statements and function try blocks, also in
 * templates) and, outside template definitions, throw-expressions are
 * errors (540).  A throw in a template is not reported at its definition
 * nor, as observed, at its instantiation. */
void pa_try_keyword(struct parser *p, uint32_t tok)
{
    if (p->opts && !opt_on(p->opts, OPT_exceptions))
        report_once(p, tok, DIAG_edg_540, NULL);
}

void pa_throw_keyword(struct parser *p, uint32_t tok)
{
    if (p->opts && !opt_on(p->opts, OPT_exceptions) && !in_template_definition(p))
        report_once(p, tok, DIAG_edg_540, NULL);
}

/* --no_array_new_and_delete: naming operator new[] or operator delete[]
 * (declaring, defining or calling it) is an error (828) at its `new` or
 * `delete`; new-expressions and delete-expressions of arrays stay valid. */
void pa_array_new_delete(struct parser *p, uint32_t tok)
{
    if (p->opts && opt_given(p->opts, OPT_array_new_and_delete) &&
        !opt_on(p->opts, OPT_array_new_and_delete))
        report_once(p, tok, DIAG_edg_828, NULL);
}

/* --no_extern_inline: `inline` (or __inline, __inline__) after `extern`
 * in the specifiers of a declaration outside classes is not allowed
 * (warning 326 at it; the function is then not inline).  Not reported:
 * the attributes that then do not apply (1854 gnu_inline, 2473
 * always_inline), `inline extern` (cudafe++ reports an invalid storage
 * class and then fails an internal assertion), class members (an error
 * of their own). */
void pa_extern_inline(struct parser *p, uint32_t tok)
{
    if (!p->opts || !opt_given(p->opts, OPT_extern_inline) || opt_on(p->opts, OPT_extern_inline))
        return;
    struct scope *s = p->scope;
    while (s && s->kind == SCOPE_TEMPLATE)
        s = s->parent;
    if (!s || s->kind == SCOPE_CLASS || s->kind == SCOPE_REENTRY)
        return;
    if (ptrmap_get(&p->option_rules_reported, (void *)(uintptr_t)(tok + 1)))
        return;
    ptrmap_put(&p->option_rules_reported, (void *)(uintptr_t)(tok + 1), p);
    struct diag_loc loc;
    parser_loc(p, tok, &loc);
    const char *args[] = { NULL };
    diag_report(p->d, DIAG_edg_326, &loc, args);
}
