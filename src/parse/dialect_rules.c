/* Language rules that command-line options switch on or off (the `lang`
 * rows of tables/options), checked by the parser where the construct is
 * read.  Each rule reports only what cudafe++ certainly reports for the
 * construct as written (observed on tests/programs/options probes). */
#include "parse/parse_int.h"
#include "support/ptrmap.h"

#include <stdint.h>
#include <string.h>

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

/* The same for a warning (it counts as no error). */
static void warn_once(struct parser *p, uint32_t tok, enum diag_id id)
{
    if (ptrmap_get(&p->option_rules_reported, (void *)(uintptr_t)(tok + 1)))
        return;
    ptrmap_put(&p->option_rules_reported, (void *)(uintptr_t)(tok + 1), p);
    struct diag_loc loc;
    parser_loc(p, tok, &loc);
    const char *args[] = { NULL };
    diag_report(p->d, id, &loc, args);
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
    warn_once(p, tok, DIAG_edg_326);
}

/* What a parameter's type certainly is, as far as [over.oper] goes. */
enum param_class { PC_UNKNOWN, PC_ENUM, PC_NONCLASS };

static enum param_class param_class(const struct il_tree *t)
{
    if (!t || t->kind != IL_type)
        return PC_UNKNOWN;
    if (t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF))) {
        t = t->first;   /* a reference: the type referred to */
        if (!t || t->kind != IL_type)
            return PC_UNKNOWN;
    }
    if (t->op & IL_TYPE_NAMED)
        return t->sub == tk_integer && t->u.sym && t->u.sym->kind == SYM_ENUM ? PC_ENUM
                                                                            : PC_UNKNOWN;
    switch (t->sub) {
    case tk_integer: case tk_float: case tk_pointer: case tk_nullptr:
        return PC_NONCLASS;   /* (a pointer is no class, whatever it points to) */
    default:
        return PC_UNKNOWN;
    }
}

/* The operators a nonmember operator function needs a class or enum
 * parameter for (not new, delete, (), [], ->, =, conversions, literals). */
static bool needs_class_param(int kind)
{
    switch (kind) {
    case TOK_PLUS: case TOK_MINUS: case TOK_STAR: case TOK_SLASH: case TOK_PERCENT:
    case TOK_CARET: case TOK_AMP: case TOK_PIPE: case TOK_TILDE: case TOK_EXCLAIM:
    case TOK_LT: case TOK_GT: case TOK_PLUS_ASSIGN: case TOK_MINUS_ASSIGN:
    case TOK_STAR_ASSIGN: case TOK_SLASH_ASSIGN: case TOK_PERCENT_ASSIGN:
    case TOK_CARET_ASSIGN: case TOK_AMP_ASSIGN: case TOK_PIPE_ASSIGN:
    case TOK_LSHIFT: case TOK_RSHIFT: case TOK_LSHIFT_ASSIGN: case TOK_RSHIFT_ASSIGN:
    case TOK_EQEQ: case TOK_NOTEQ: case TOK_LE: case TOK_GE: case TOK_SPACESHIP:
    case TOK_AMPAMP: case TOK_PIPEPIPE: case TOK_PLUSPLUS: case TOK_MINUSMINUS:
    case TOK_COMMA: case TOK_ARROWSTAR:
        return true;
    default:
        return false;
    }
}

/* --no_enum_overloading: an enumeration parameter no longer lets a
 * nonmember operator function be declared (346 at `operator`).  Reported
 * only where every parameter is certainly an enumeration (or a reference
 * to one) or of a type that is no class, and one is an enumeration;
 * functions without any (a rule of its own, not checked) and templates
 * are left alone. */
void pa_operator_params(struct parser *p, const struct declspec *ds, const struct declarator *d)
{
    if (!p->opts || !opt_given(p->opts, OPT_enum_overloading) ||
        opt_on(p->opts, OPT_enum_overloading))
        return;
    if (d->name_kind != DN_OPERATOR || d->dclass != DC_F || !d->params || d->qualified ||
        (ds && (ds->flags & DS_FRIEND)) || in_template_definition(p))
        return;
    struct scope *s = scope_decl_target(p->scope);
    if (!s || (s->kind != SCOPE_NAMESPACE && s->kind != SCOPE_BLOCK))
        return;
    if (!needs_class_param(parser_token(p, d->tok + 1)->kind))
        return;
    bool any_enum = false;
    int n = 0;
    for (const struct il_param *pr = d->params->params; pr; pr = pr->next, n++) {
        enum param_class c = pr->pack ? PC_UNKNOWN : param_class(pr->type);
        if (c == PC_UNKNOWN)
            return;
        any_enum |= c == PC_ENUM;
    }
    if (any_enum && n >= 1 && n <= 2)
        report_once(p, d->tok, DIAG_edg_346, NULL);
}

/* --report_gnu_extensions: a warning at the first token of a GNU
 * extension (1610 `__attribute__`, 1615 typeof, 1608 a statement
 * expression's `{`, 1617 a zero-length array's bound, 1612 `volatile`
 * after asm, 1611 the first `:` of extended asm, 1614 __restrict, 1103
 * `&&` of a label's address), once per token and not in system headers
 * (as cudafe++).  Not reported (left to cudafe++): flexible array
 * members (1618), designators (1605), variable-length arrays (1604),
 * nonstandard unnamed members (620), bounds that are constant
 * expressions other than a literal 0 and instantiated bounds. */
void pa_gnu_extension(struct parser *p, uint32_t tok, enum diag_id id)
{
    if (!p->opts || !opt_on(p->opts, OPT_report_gnu_extensions))
        return;
    if (lexer_file(p->lx, parser_token(p, tok)->file)->system)
        return;
    warn_once(p, tok, id);
}

/* An array declarator's bound (NULL: none): a literal 0 is a zero-length
 * array (1617 at it). */
void pa_gnu_array_bound(struct parser *p, const struct il_tree *bound)
{
    if (!bound || !p->opts || !opt_on(p->opts, OPT_report_gnu_extensions) ||
        bound->kind != IL_expr_node || bound->sub != enk_constant ||
        parser_token(p, bound->tok)->kind != TOK_INT_LITERAL)
        return;
    const struct token *t = parser_token(p, bound->tok);
    const char *s = lexer_text(p->lx, t);
    /* 0, 00, 0u, 0l, 0x0, 0b0 ... : digits after an optional radix
     * prefix all zero, then only suffix letters */
    size_t n = t->len, i = 0;
    if (n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X' || s[1] == 'b' || s[1] == 'B'))
        i = 2;
    bool digit = false;
    for (; i < n && (s[i] == '0' || s[i] == '\''); i++)
        digit |= s[i] == '0';
    for (; i < n; i++)
        if (!strchr("uUlLzZ", s[i]))
            return;
    if (digit)
        pa_gnu_extension(p, bound->tok, DIAG_edg_1617);
}

/* A compound statement's `{` at tok: right after `(` in a block, a
 * statement expression (1608 at the `{`). */
void pa_stmt_brace(struct parser *p, uint32_t tok)
{
    if (!p->opts || !opt_on(p->opts, OPT_report_gnu_extensions) || tok == 0 ||
        parser_token(p, tok - 1)->kind != TOK_LPAREN || !p->scope || p->scope->kind != SCOPE_BLOCK)
        return;
    pa_gnu_extension(p, tok, DIAG_edg_1608);
}


/* ---- --anachronisms ---- */

static bool anachronisms(const struct parser *p)
{
    return p->opts && opt_on(p->opts, OPT_anachronisms);
}

/* Reports id at tok once with severity sev and argument arg; false when
 * it was reported before. */
static bool report_sev_once(struct parser *p, uint32_t tok, enum diag_id id, enum severity sev,
                            const char *arg)
{
    if (ptrmap_get(&p->option_rules_reported, (void *)(uintptr_t)(tok + 1)))
        return false;
    ptrmap_put(&p->option_rules_reported, (void *)(uintptr_t)(tok + 1), p);
    struct diag_loc loc;
    parser_loc(p, tok, &loc);
    const char *args[] = { arg, NULL };
    if (diag_report_sev(p->d, id, sev, &loc, args) >= SEV_DISCRETIONARY_ERROR)
        p->intact_errors++;
    return true;
}

void pa_overload_keyword(struct parser *p, uint32_t tok, uint32_t semi)
{
    if (report_sev_once(p, tok, DIAG_edg_362, SEV_WARNING, NULL))
        il_mark(&p->arena, &p->il, IL_MARK_DROP, tok, semi ? semi : tok, NULL);
}

void pa_delete_size(struct parser *p, uint32_t lbracket, uint32_t rbracket)
{
    if (report_sev_once(p, lbracket + 1, DIAG_edg_387,
                        anachronisms(p) ? SEV_WARNING : SEV_ERROR, NULL))
        il_mark(&p->arena, &p->il, IL_MARK_DROP, lbracket + 1, rbracket - 1, NULL);
}

void pa_unnamed_mem_initializer(struct parser *p, uint32_t lparen)
{
    if (!anachronisms(p)) {
        report_sev_once(p, lparen, DIAG_edg_360, SEV_ERROR, NULL);
        return;
    }
    /* the class whose constructor this is: its one base, a class of the
     * global namespace named by itself (else not judged) */
    const struct scope *s = p->scope;
    while (s && s->kind != SCOPE_CLASS && s->kind != SCOPE_REENTRY)
        s = s->parent;
    if (s && s->kind == SCOPE_REENTRY)
        s = s->target;
    if (!s || s->kind != SCOPE_CLASS || s->unknown_bases || !s->bases || s->bases->next)
        return;
    struct symbol *base = s->bases->base;
    if (!base || base->kind != SYM_CLASS || !base->id || base->parent != p->global)
        return;
    if (report_sev_once(p, lparen, DIAG_edg_358, SEV_WARNING, base->id->name))
        il_mark(&p->arena, &p->il, IL_MARK_BASE_NAME, lparen, lparen, NULL)->sym = base;
}
