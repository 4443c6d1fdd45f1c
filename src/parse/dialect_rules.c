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

/* --embedded_c++: a construct Embedded C++ leaves out, at the keyword or
 * base-specifier that starts it (discretionary errors 875..882, not in
 * system headers; the construct is read on as written). */
void pa_embedded_cxx(struct parser *p, uint32_t tok, enum diag_id id)
{
    if (!p->opts || !opt_on(p->opts, OPT_embedded_cxx))
        return;
    if (lexer_file(p->lx, parser_token(p, tok)->file)->system)
        return;   /* (discretionary: not in system headers, observed) */
    report_once(p, tok, id, NULL);
}

/* --no_rvalue_refs (in C++11 and later): id at the `&&` of a declarator
 * (a syntax error) or the `&` / `&&` of a ref-qualifier (3420). */
void pa_rvalue_refs_off(struct parser *p, uint32_t tok, enum diag_id id)
{
    report_once(p, tok, id, NULL);
}

/* --no_variadic_templates (in C++11 and later): id at tok, at a template
 * parameter pack's `...` or the parameter around it. */
void pa_variadic_templates_off(struct parser *p, uint32_t tok, enum diag_id id)
{
    report_once(p, tok, id, NULL);
}

/* ---- --no_auto_type: auto is a storage class (C++11 and later) ----
 *
 * What cudafe++ reports (observed) for a declaration whose only type
 * specifier is `auto` (with const / volatile / constexpr / inline / static /
 * extern):
 *   variable, namespace scope   260 "explicit type is missing" at the
 *                               declarator, then 149 at auto (per
 *                               declarator); with static / extern before
 *                               auto 81 at auto then 260; with them after
 *                               auto 81 there, 260, 149
 *   variable, block scope       260 (static before auto: 81 at auto first);
 *                               in an if / while / switch condition 260
 *                               then 80 at auto; a for-range variable 80
 *   data member                 328 at auto then 260 (static before: 81)
 *   variable template           481 at auto then 260 at the first specifier
 *   function, namespace scope   86 at auto then 260 at the declarator
 *                               (inline: 327 at auto first; static before
 *                               auto: 81 then 260)
 *   member function             328 (static before: 81) then 260 (a
 *                               member template: 328 before its `->`)
 *   function template           481 (static before auto: 81) then 260 at
 *                               the first specifier
 * and a declarator's trailing return type is 1823 at its `->` (auto or
 * not), after the early 328 / 81 / 481 / 327 and before 86.  The
 * declarator is judged only when its tokens are plain: ptr-operators
 * and cv-qualifiers before an unqualified name (or a member pointer's
 * X::*); parameters, nested declarators, structured bindings, new auto,
 * decltype(auto) and template parameters are not judged. */

bool pa_auto_type_off(struct parser *p)
{
    return p->opts && opt_given(p->opts, OPT_auto_type) && !opt_on(p->opts, OPT_auto_type) &&
           (p->mode.bits & LANG_CXX11);
}

static int tkind(struct parser *p, uint32_t i)
{
    return parser_token(p, i)->kind;
}

/* The scope a declaration goes to, and whether it is a template's (a
 * template parameter scope with parameters directly encloses it). */
static struct scope *decl_scope(struct parser *p)
{
    return scope_decl_target(p->scope);
}

static bool in_template(struct parser *p)
{
    struct scope *s = p->scope;
    while (s && s->kind == SCOPE_REENTRY)
        s = s->parent;
    return s && s->kind == SCOPE_TEMPLATE && s->has_params;
}

/* A declaration's specifiers that make auto a storage class. */
struct auto_specs {
    uint32_t auto_tok;
    uint32_t other_tok;     /* static / extern, 0 if none */
    uint32_t inline_tok;    /* 0 if none */
    uint32_t end;           /* the first token after them: the first declarator */
};

static bool auto_specs(struct parser *p, const struct declspec *ds, struct auto_specs *a)
{
    if (!ds || !(ds->flags & DS_HAS_TYPE) || ds->type || ds->nkw ||
        (ds->flags & (DS_TYPEDEF | DS_FRIEND)) || tkind(p, ds->type_tok) != TOK_AUTO)
        return false;
    memset(a, 0, sizeof *a);
    uint32_t i = ds->first_tok;
    for (;; i++) {
        int k = tkind(p, i);
        if (k == TOK_AUTO) {
            if (a->auto_tok)
                return false;
            a->auto_tok = i;
        } else if (k == TOK_STATIC || k == TOK_EXTERN) {
            if (a->other_tok)
                return false;
            a->other_tok = i;
        } else if (k == TOK_INLINE) {
            a->inline_tok = i;
        } else if (k != TOK_CONST && k != TOK_VOLATILE && k != TOK_CONSTEXPR) {
            break;
        }
    }
    a->end = i;
    int k = tkind(p, i);
    return a->auto_tok == ds->type_tok &&
           (k == TOK_IDENTIFIER || k == TOK_STAR || k == TOK_AMP || k == TOK_AMPAMP);
}

/* The first token of declarator d (after the specifiers or a comma), when
 * its tokens up to the name are plain; 0 otherwise. */
static uint32_t plain_declarator_start(struct parser *p, const struct auto_specs *a,
                                       const struct declarator *d)
{
    if (d->name_kind != DN_IDENT || !d->id || d->qualified || d->pack || d->tok < a->end)
        return 0;
    uint32_t start = a->end;
    int depth = 0;
    for (uint32_t i = a->end; i < d->tok; i++) {
        int k = tkind(p, i);
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE || k == TOK_LT)
            depth++;
        else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE || k == TOK_GT)
            depth--;
        else if (k == TOK_COMMA && depth == 0)
            start = i + 1;
        if (depth < 0)
            return 0;
    }
    for (uint32_t i = start; i < d->tok; i++) {
        int k = tkind(p, i);
        bool member_ptr = k == TOK_IDENTIFIER && tkind(p, i + 1) == TOK_COLONCOLON;
        if (k != TOK_STAR && k != TOK_AMP && k != TOK_AMPAMP && k != TOK_CONST &&
            k != TOK_VOLATILE && k != TOK_COLONCOLON && !member_ptr)
            return 0;
    }
    return start;
}

static void auto_error(struct parser *p, uint32_t tok, enum diag_id id)
{
    /* (260 is a discretionary error: not in system headers) */
    if (id == DIAG_missing_type_specifier &&
        lexer_file(p->lx, parser_token(p, tok)->file)->system)
        return;
    parser_error_at(p, tok, id, NULL);
    p->intact_errors++;
}

/* The trailing return type's `->` of the function declarator named at
 * name, if one: `name ( ... ) [cv & && noexcept throw()...] ->`. */
static bool has_trailing_arrow(struct parser *p, uint32_t name)
{
    uint32_t arrow = p->trailing_arrow;
    if (!arrow || arrow <= name || tkind(p, name + 1) != TOK_LPAREN)
        return false;
    int depth = 0;
    for (uint32_t i = name + 1; i < arrow; i++) {
        int k = tkind(p, i);
        if (k == TOK_LPAREN)
            depth++;
        else if (k == TOK_RPAREN)
            depth--;
        else if (depth == 0 && (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_RBRACE ||
                                k == TOK_COMMA || k == TOK_ASSIGN))
            return false;
    }
    return depth == 0;
}

/* Where a declaration statement stands: in an if / while / switch
 * condition (its end is the `)`), a for-range declaration, or else. */
enum auto_place { AP_PLAIN, AP_CONDITION, AP_FOR_RANGE, AP_OTHER };

static enum auto_place auto_place(struct parser *p, const struct declspec *ds,
                                  const struct declarator *d)
{
    uint32_t f = ds->first_tok;
    int before = f >= 2 && tkind(p, f - 1) == TOK_LPAREN ? tkind(p, f - 2) : 0;
    if (tkind(p, d->tok + 1) == TOK_COLON)
        return before == TOK_FOR ? AP_FOR_RANGE : AP_OTHER;
    if (before != TOK_IF && before != TOK_WHILE && before != TOK_SWITCH && before != TOK_FOR)
        return AP_PLAIN;
    int depth = 0;
    for (uint32_t i = d->tok + 1; i - d->tok < 65536; i++) {
        int k = tkind(p, i);
        if (k == TOK_EOF)
            return AP_OTHER;
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
            depth++;
        else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE) {
            if (--depth < 0)
                return k == TOK_RPAREN && before != TOK_FOR ? AP_CONDITION : AP_OTHER;
        } else if (depth == 0 && k == TOK_SEMI)
            return AP_PLAIN;   /* an init-statement, for-init */
    }
    return AP_OTHER;
}

void pa_auto_storage_declarator(struct parser *p, struct declspec *ds, struct declarator *d)
{
    if (d->auto_checked)
        return;
    if (!ds) {
        ds = p->last_ds;   /* (the declaration's when nothing lies between) */
        if (!ds || ds->first_tok >= d->tok)
            return;
    }
    struct auto_specs a;
    if (!auto_specs(p, ds, &a))
        return;
    uint32_t start = plain_declarator_start(p, &a, d);
    if (!start)
        return;
    d->auto_checked = true;
    struct scope *s = decl_scope(p);
    if (!s)
        return;
    bool tmpl = in_template(p), fn = d->dclass == DC_F;
    bool before = a.other_tok && a.other_tok < a.auto_tok;
    bool after = a.other_tok && a.other_tok > a.auto_tok;
    bool trailing = fn && has_trailing_arrow(p, d->tok);
    if (fn && start != d->tok)
        return;   /* (a function returning a pointer or reference: not judged) */
    if (tmpl) {
        /* (260 at the declaration's first specifier; a member template
         * without a trailing return type is not judged) */
        if (!a.other_tok && !trailing && s->kind == SCOPE_NAMESPACE) {
            auto_error(p, a.auto_tok, DIAG_edg_481);
            auto_error(p, ds->first_tok, DIAG_missing_type_specifier);
        }
        return;
    }
    if (s->kind == SCOPE_CLASS) {
        if (trailing || after)
            return;   /* (the trailing `->` reported the first) */
        auto_error(p, a.auto_tok, before ? DIAG_edg_81 : DIAG_edg_328);
        auto_error(p, start, DIAG_missing_type_specifier);
        return;
    }
    if (s->kind == SCOPE_NAMESPACE) {
        if (fn) {
            if (after || (before && trailing))
                return;
            if (before) {
                auto_error(p, a.auto_tok, DIAG_edg_81);
                auto_error(p, start, DIAG_missing_type_specifier);
                return;
            }
            if (a.inline_tok && !trailing)
                auto_error(p, a.auto_tok, DIAG_edg_327);
            auto_error(p, a.auto_tok, DIAG_edg_86);
            if (!trailing)
                auto_error(p, start, DIAG_missing_type_specifier);
            return;
        }
        if (a.inline_tok)
            return;
        if (a.other_tok)
            auto_error(p, before ? a.auto_tok : a.other_tok, DIAG_edg_81);
        auto_error(p, start, DIAG_missing_type_specifier);
        if (!before)
            auto_error(p, a.auto_tok, DIAG_edg_149);
        return;
    }
    if (s->kind == SCOPE_BLOCK && !fn && !after && !a.inline_tok) {
        switch (auto_place(p, ds, d)) {
        case AP_PLAIN:
            if (before)
                auto_error(p, a.auto_tok, DIAG_edg_81);
            auto_error(p, start, DIAG_missing_type_specifier);
            break;
        case AP_CONDITION:
            if (!before) {
                auto_error(p, start, DIAG_missing_type_specifier);
                auto_error(p, a.auto_tok, DIAG_edg_80);
            }
            break;
        case AP_FOR_RANGE:
            if (!before)
                auto_error(p, a.auto_tok, DIAG_edg_80);
            break;
        case AP_OTHER:
            break;
        }
    }
}

/* A declarator's trailing return type at arrow: 1823 there, after what
 * cudafe++ reports first for an auto function of a class or template
 * (328 / 81 / 481) or an inline one (327). */
/* The `(` matching the `)` at close (0 if none near). */
static uint32_t matching_lparen(struct parser *p, uint32_t close)
{
    int depth = 0;
    for (uint32_t i = close; i > 0 && close - i < 65536; i--) {
        int k = tkind(p, i);
        if (k == TOK_RPAREN)
            depth++;
        else if (k == TOK_LPAREN && --depth == 0)
            return i;
    }
    return 0;
}

/* The specifiers right before a function's name at name, from the
 * tokens (the declaration's own specifiers are not the last made: its
 * parameters' come after them): only auto and the keywords auto_specs
 * takes, after the end of a declaration, a block or class's `{`, an
 * access specifier's `:` or a template header's `>`. */
static bool auto_specs_before(struct parser *p, uint32_t name, struct auto_specs *a)
{
    memset(a, 0, sizeof *a);
    a->end = name;
    uint32_t i = name;
    for (; i > 0; i--) {
        int k = tkind(p, i - 1);
        if (k == TOK_AUTO) {
            if (a->auto_tok)
                return false;
            a->auto_tok = i - 1;
        } else if (k == TOK_STATIC || k == TOK_EXTERN) {
            if (a->other_tok)
                return false;
            a->other_tok = i - 1;
        } else if (k == TOK_INLINE) {
            a->inline_tok = i - 1;
        } else if (k != TOK_CONST && k != TOK_VOLATILE && k != TOK_CONSTEXPR) {
            break;
        }
    }
    int b = i > 0 ? tkind(p, i - 1) : TOK_SEMI;
    if (b == TOK_RBRACKET && i > 1 && tkind(p, i - 2) == TOK_RBRACKET)
        b = TOK_SEMI;   /* after an attribute-specifier [[...]] */
    return a->auto_tok && (b == TOK_SEMI || b == TOK_LBRACE || b == TOK_RBRACE ||
                           b == TOK_COLON || b == TOK_GT);
}

void pa_trailing_return(struct parser *p, uint32_t arrow)
{
    if (!pa_auto_type_off(p))
        return;
    p->trailing_arrow = arrow;
    struct auto_specs a;
    /* the function's name: `name ( ... ) [cv & &&] ->`, right after the
     * specifiers */
    uint32_t close = arrow - 1, name = 0;
    for (;;) {
        int k = tkind(p, close);
        if (k == TOK_CONST || k == TOK_VOLATILE || k == TOK_AMP || k == TOK_AMPAMP ||
            k == TOK_NOEXCEPT) {
            close--;
            continue;
        }
        uint32_t open = k == TOK_RPAREN ? matching_lparen(p, close) : 0;
        if (open > 0 && (tkind(p, open - 1) == TOK_NOEXCEPT || tkind(p, open - 1) == TOK_THROW)) {
            close = open - 2;   /* noexcept(...), throw(...) */
            continue;
        }
        if (open > 0 && tkind(p, open - 1) == TOK_IDENTIFIER)
            name = open - 1;
        /* operator@ (one or two punctuator tokens: `-`, `()`, `[]`) */
        for (uint32_t j = 2; !name && open > j && j <= 3; j++)
            if (tkind(p, open - j) == TOK_OPERATOR)
                name = open - j;
        break;
    }
    if (name && auto_specs_before(p, name, &a) && !(a.other_tok && a.other_tok > a.auto_tok)) {
        struct scope *s = decl_scope(p);
        bool before = a.other_tok != 0;
        if (s && s->kind == SCOPE_CLASS) {   /* (a member template too) */
            auto_error(p, a.auto_tok, before ? DIAG_edg_81 : DIAG_edg_328);
        } else if (in_template(p)) {
            if (s && s->kind == SCOPE_NAMESPACE)
                auto_error(p, a.auto_tok, before ? DIAG_edg_81 : DIAG_edg_481);
        } else if (s && s->kind == SCOPE_CLASS) {
            auto_error(p, a.auto_tok, before ? DIAG_edg_81 : DIAG_edg_328);
        } else if (s && s->kind == SCOPE_NAMESPACE && a.inline_tok && !before) {
            auto_error(p, a.auto_tok, DIAG_edg_327);
        }
    }
    auto_error(p, arrow, DIAG_edg_1823);
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
