/* Language rules that command-line options switch on or off (the `lang`
 * rows of tables/options), checked by the parser where the construct is
 * read.  Each rule reports only what cudafe++ certainly reports for the
 * construct as written (observed on tests/programs/options probes). */
#include "parse/parse_int.h"
#include "parse/token_filter.h"
#include "support/ptrmap.h"
#include "generated/parser.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* (parse_int.h) */
bool pa_in_template_definition(const struct parser *p)
{
    for (const struct scope *s = p->scope; s; s = s->parent)
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
    /* a function-try-block (read in the function's parameter scope) */
    if (p->scope && p->scope->kind == SCOPE_PARAMS)
        p->scope->fn_try = 1;
}

void pa_throw_keyword(struct parser *p, uint32_t tok)
{
    if (p->opts && !opt_on(p->opts, OPT_exceptions) && !pa_in_template_definition(p))
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
        auto_error(p, a.auto_tok, before ? DIAG_mult_storage_classes : DIAG_edg_328);
        auto_error(p, start, DIAG_missing_type_specifier);
        return;
    }
    if (s->kind == SCOPE_NAMESPACE) {
        if (fn) {
            if (after || (before && trailing))
                return;
            if (before) {
                auto_error(p, a.auto_tok, DIAG_mult_storage_classes);
                auto_error(p, start, DIAG_missing_type_specifier);
                return;
            }
            if (a.inline_tok && !trailing)
                auto_error(p, a.auto_tok, DIAG_edg_327);
            auto_error(p, a.auto_tok, DIAG_bad_function_storage_class);
            if (!trailing)
                auto_error(p, start, DIAG_missing_type_specifier);
            return;
        }
        if (a.inline_tok)
            return;
        if (a.other_tok)
            auto_error(p, before ? a.auto_tok : a.other_tok, DIAG_mult_storage_classes);
        auto_error(p, start, DIAG_missing_type_specifier);
        if (!before)
            auto_error(p, a.auto_tok, DIAG_bad_file_scope_storage_class);
        return;
    }
    if (s->kind == SCOPE_BLOCK && !fn && !after && !a.inline_tok) {
        switch (auto_place(p, ds, d)) {
        case AP_PLAIN:
            if (before)
                auto_error(p, a.auto_tok, DIAG_mult_storage_classes);
            auto_error(p, start, DIAG_missing_type_specifier);
            break;
        case AP_CONDITION:
            if (!before) {
                auto_error(p, start, DIAG_missing_type_specifier);
                auto_error(p, a.auto_tok, DIAG_storage_class_not_allowed);
            }
            break;
        case AP_FOR_RANGE:
            if (!before)
                auto_error(p, a.auto_tok, DIAG_storage_class_not_allowed);
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
            auto_error(p, a.auto_tok, before ? DIAG_mult_storage_classes : DIAG_edg_328);
        } else if (in_template(p)) {
            if (s && s->kind == SCOPE_NAMESPACE)
                auto_error(p, a.auto_tok, before ? DIAG_mult_storage_classes : DIAG_edg_481);
        } else if (s && s->kind == SCOPE_CLASS) {
            auto_error(p, a.auto_tok, before ? DIAG_mult_storage_classes : DIAG_edg_328);
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
        (ds && (ds->flags & DS_FRIEND)) || pa_in_template_definition(p))
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

/* --old_for_init: a variable declared in a for statement's init-statement
 * belongs to the block enclosing the loop (the rule before C++98): it is
 * visible after the loop, and a declaration of the same name there, before
 * or after, is 101 at the later name.  Observed in cudafe++: only where
 * the loop is a statement of a compound statement (possibly labelled); the
 * substatement of an if, switch, while, do or for is a scope of its own
 * (the variable is gone after it), as is a range-based for's declaration
 * and a condition's.  In a function's (or lambda's) outermost block the
 * parameters count as declared there; in a function-try-block they do not.
 * Here: the statements' scopes are marked (stmt); a for whose parentheses
 * hold an init-statement (a `;` at their top level) in a compound
 * statement's scope declares what that init-statement declares in the
 * enclosing scope (decl_scope() in parse_actions.c). */
static bool old_for_init(const struct parser *p)
{
    return p->opts && opt_on(p->opts, OPT_old_for_init);
}

void pa_for_scope(struct parser *p, uint32_t lparen)
{
    struct scope *outer = p->scope;
    pa_push_scope(p, SCOPE_BLOCK);
    p->scope->stmt = 1;
    p->scope->open_tok = lparen;
    if (!old_for_init(p) || !outer || outer->kind != SCOPE_BLOCK || outer->stmt)
        return;
    int depth = 0;
    for (uint32_t t = lparen + 1;; t++) {
        int k = parser_token(p, t)->kind;
        if (k == TOK_EOF)
            return;
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
            depth++;
        else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE) {
            if (depth-- == 0)
                return;
        } else if (k == TOK_SEMI && depth == 0) {
            p->scope->for_init = 1;
            return;
        }
    }
}

void pa_for_init_end(struct parser *p)
{
    if (p->scope)
        p->scope->for_init = 0;
}

/* do's body is a scope of its own under --old_for_init (a for statement
 * there keeps its variables); the default rule needs none. */
void pa_do_scope(struct parser *p, bool open)
{
    if (!old_for_init(p))
        return;
    if (open) {
        pa_push_scope(p, SCOPE_BLOCK);
        p->scope->stmt = 1;
    } else {
        pa_pop_scope(p);
    }
}

/* Whether the declaration being made in block s is a for-init one moved
 * there. */
static bool for_init_moved(struct parser *p, const struct scope *s)
{
    const struct scope *cur = scope_decl_target(p->scope);
    return cur && cur->for_init && cur->parent == s;
}

void pa_for_init_declared(struct parser *p, struct scope *s, struct symbol *sym)
{
    if (old_for_init(p) && for_init_moved(p, s))
        ptrmap_put(&p->for_init_vars, sym, p);
}

bool pa_for_init_redeclared(struct parser *p, struct scope *s, const struct declarator *d)
{
    if (!old_for_init(p) || !s || s->kind != SCOPE_BLOCK || !d || d->name_kind != DN_IDENT ||
        !d->id || d->qualified)
        return false;
    bool moved = for_init_moved(p, s);
    /* (tok 0: a name reported undefined, declared to be reported once) */
    for (const struct symbol *x = scope_find_local(s, d->id); x; x = x->next)
        if (x->kind == SYM_VARIABLE && x->tok && x->tok != d->tok &&
            (moved || ptrmap_get(&p->for_init_vars, x))) {
            report_once(p, d->tok, DIAG_id_already_declared, d->id->name);
            return true;
        }
    if (moved && s->parent && s->parent->kind == SCOPE_PARAMS && !s->parent->fn_try)
        for (const struct symbol *x = scope_find_local(s->parent, d->id); x; x = x->next)
            if (x->kind == SYM_VARIABLE && x->tok) {
                report_once(p, d->tok, DIAG_id_already_declared, d->id->name);
                return true;
            }
    return false;
}

/* --no_parse_templates: cudafe++ keeps a template's definition as its
 * tokens and says nothing about it (an instance is checked when it is
 * made): no diagnostic from the end of a template head with parameters to
 * the end of its declaration (the parameter list itself is read, explicit
 * specializations `template<>` are not templates).  cudafe++ still reads
 * some of it (class members, parameter types); cufe is silent on all of
 * it.  Called where the scope chain changes that way: a template head
 * read, a template declaration ended, a recovered error, a replay of
 * deferred text. */
void pa_template_mute(struct parser *p)
{
    if (!p->opts || opt_on(p->opts, OPT_parse_templates))
        return;
    bool in = false;
    for (const struct scope *s = p->scope; s && !in; s = s->parent)
        in = s->kind == SCOPE_TEMPLATE && s->has_params && s->close_tok;
    p->d->muted_template = in;
}

/* ---- --no_distinct_template_signatures ---- */

static int tk(struct parser *p, uint32_t i)
{
    return parser_token(p, i)->kind;
}

/* A template parameter as written: tokens [b, e) of the template head. */
struct tparam {
    uint32_t b, e;
    uint32_t name;           /* its name, or 0: unnamed (then reported at e) */
    const char *kind;        /* "template parameter", "constant", ... */
};

/* Splits the template head's parameters (between `<` at open and `>` at
 * close) at top-level commas; false where the brackets do not balance as
 * plain template arguments would. */
static bool split_tparams(struct parser *p, uint32_t open, uint32_t close, struct tparam *out,
                          int max, int *n)
{
    int paren = 0, angle = 0;
    uint32_t start = open + 1;
    *n = 0;
    for (uint32_t i = open + 1; i <= close; i++) {
        int k = tk(p, i);
        if (i == close || (paren == 0 && angle == 0 && k == TOK_COMMA)) {
            if (*n == max || i == start)
                return false;
            out[(*n)++] = (struct tparam){ start, i, 0, NULL };
            start = i + 1;
            continue;
        }
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
            paren++;
        else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE)
            paren--;
        else if (paren == 0 && k == TOK_LT)
            angle++;
        else if (paren == 0 && k == TOK_GT)
            angle--;
        else if (k == TOK_RSHIFT || k == TOK_GE || k == TOK_RSHIFT_ASSIGN || k == TOK_EOF)
            return false;
        if (paren < 0 || angle < 0)
            return false;
    }
    return paren == 0 && angle == 0;
}

/* Classifies one template parameter; false: not certain (a default
 * argument or a pack is no such parameter either: kind stays NULL). */
static bool classify_tparam(struct parser *p, struct scope *ts, struct tparam *t)
{
    int paren = 0;
    for (uint32_t i = t->b; i < t->e; i++) {
        int k = tk(p, i);
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE || k == TOK_LT)
            paren++;
        else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE || k == TOK_GT)
            paren--;
        else if (paren == 0 && (k == TOK_ASSIGN || k == TOK_ELLIPSIS))
            return true;   /* a default argument or a pack: never reported */
    }
    uint32_t last = t->e - 1;
    int k0 = tk(p, t->b);
    enum sym_kind want;
    uint32_t head_end;       /* first token after the keyword(s) before the name */
    if (k0 == TOK_CLASS || k0 == TOK_TYPENAME) {
        want = SYM_TYPE_PARAM;
        t->kind = "template parameter";
        head_end = t->b + 1;
    } else if (k0 == TOK_TEMPLATE) {
        if (tk(p, t->b + 1) != TOK_LT)
            return false;
        int depth = 0;
        uint32_t i = t->b + 1;
        for (; i < t->e; i++) {
            int k = tk(p, i);
            if (k == TOK_LT)
                depth++;
            else if (k == TOK_GT && --depth == 0)
                break;
        }
        if (i + 1 >= t->e || (tk(p, i + 1) != TOK_CLASS && tk(p, i + 1) != TOK_TYPENAME))
            return false;
        want = SYM_TEMPLATE_PARAM;
        t->kind = "template template parameter";
        head_end = i + 2;
    } else {
        /* a non-type parameter of a builtin type, or of a type one name
         * (a typedef, enumeration or class) spells */
        want = SYM_VALUE_PARAM;
        t->kind = "constant";
        uint32_t i = t->b;
        if (k0 == TOK_IDENTIFIER) {
            struct symbol *ty = lookup_unqualified(ts, parser_ident(p, i));
            if (!ty || (ty->kind != SYM_TYPEDEF && ty->kind != SYM_ENUM && ty->kind != SYM_CLASS))
                return false;
            i++;
        } else {
            while (i < t->e && filter_map_kind(tk(p, i)) == P_BUILTIN_TYPE)
                i++;
            if (i == t->b)
                return false;
        }
        head_end = i;
    }
    if (head_end == t->e) {
        t->name = 0;
        return true;
    }
    if (head_end != last || tk(p, last) != TOK_IDENTIFIER)
        return false;
    struct symbol *s = scope_find_local(ts, parser_ident(p, last));
    if (!s || s->kind != want || (s->flags & SYMF_PACK))
        return false;
    t->name = last;
    return true;
}

/* The keywords whose parenthesized operand is no deduced context. */
static bool nondeduced_operator(int k)
{
    switch (k) {
    case TOK_DECLTYPE: case TOK_SIZEOF: case TOK_ALIGNOF: case TOK_NOEXCEPT: case TOK_TYPEID:
    case TOK_TYPEOF:
        return true;
    default:
        return false;
    }
}

/* Whether the template parameter named at name is certainly not used in
 * a deduced context of the function's parameter types [open, close]
 * (its `(` and `)`): every use of the name is in a default argument,
 * under decltype/sizeof/alignof/noexcept/typeid/typeof, in the nested-
 * name-specifier of a typename-specifier (`typename T::type`, `typename
 * X<T>::type`; not `T::*`) or, for a
 * constant, in an arithmetic operand of an array bound or template
 * argument (`[N + 1]`).  Anything else counts as a use. */
static bool unused_in_params(struct parser *p, const struct declarator *d, const struct ident *name,
                             bool constant)
{
    uint32_t open = d->params->open_tok, close = d->params->close_tok;
    enum { MAXD = 64 };
    struct { uint32_t tok; int kind; } stack[MAXD];
    int depth = 0;
    for (uint32_t i = open + 1; i < close; i++) {
        int k = tk(p, i);
        if (k == TOK_EOF)
            return false;
        if (k == TOK_LPAREN || k == TOK_LBRACKET ||
            (k == TOK_LT && tk(p, i - 1) == TOK_IDENTIFIER)) {
            if (depth == MAXD)
                return false;
            stack[depth].tok = i;
            stack[depth++].kind = k;
            continue;
        }
        if (k == TOK_RPAREN || k == TOK_RBRACKET || (k == TOK_GT && depth > 0 &&
                                                    stack[depth - 1].kind == TOK_LT)) {
            if (depth == 0)
                return false;
            depth--;
            continue;
        }
        if (k != TOK_IDENTIFIER || parser_ident(p, i) != name)
            continue;
        /* in a default argument */
        bool in_default = false;
        for (const struct il_param *pr = d->params->params; pr && !in_default; pr = pr->next) {
            uint32_t end = pr->next ? pr->next->first_tok : close;
            in_default = pr->init_tok && i > pr->init_tok && i < end;
        }
        if (in_default)
            continue;
        /* under decltype and the like */
        bool nondeduced = false;
        for (int j = 0; j < depth && !nondeduced; j++)
            nondeduced = stack[j].kind == TOK_LPAREN && nondeduced_operator(tk(p, stack[j].tok - 1));
        /* typename T::name (without typename, cudafe++ may read no
         * function declaration at all) */
        if (tk(p, i + 1) == TOK_COLONCOLON && tk(p, i + 2) != TOK_STAR &&
            tk(p, i - 1) == TOK_TYPENAME)
            nondeduced = true;
        /* X<...T...>::name: an enclosing template argument list followed by :: */
        for (int j = depth - 1; j >= 0 && !nondeduced; j--) {
            if (stack[j].kind != TOK_LT)
                continue;
            int dd = 0;
            uint32_t t = stack[j].tok;
            for (; t < close; t++) {
                int kk = tk(p, t);
                if (kk == TOK_LPAREN || kk == TOK_LBRACKET || (kk == TOK_LT && tk(p, t - 1) == TOK_IDENTIFIER))
                    dd++;
                else if (kk == TOK_RPAREN || kk == TOK_RBRACKET || kk == TOK_GT)
                    if (--dd == 0)
                        break;
            }
            if (t < close && tk(p, t) == TOK_GT && tk(p, t + 1) == TOK_COLONCOLON &&
                tk(p, t + 2) != TOK_STAR) {
                /* typename N::X<...>::name */
                uint32_t x = stack[j].tok - 1;
                while (x > open + 2 && tk(p, x - 1) == TOK_COLONCOLON && tk(p, x - 2) == TOK_IDENTIFIER)
                    x -= 2;
                nondeduced = tk(p, x - 1) == TOK_TYPENAME;
            }
        }
        /* N + 1 in a bound or a template argument */
        if (!nondeduced && constant && depth > 0 &&
            (stack[depth - 1].kind == TOK_LBRACKET || stack[depth - 1].kind == TOK_LT)) {
            int prev = tk(p, i - 1), next = tk(p, i + 1);
            static const int ops[] = { TOK_PLUS, TOK_MINUS, TOK_STAR, TOK_SLASH, TOK_PERCENT };
            for (size_t o = 0; o < sizeof ops / sizeof ops[0]; o++)
                nondeduced |= prev == ops[o] || next == ops[o];
        }
        if (!nondeduced)
            return false;
    }
    return depth == 0;
}

/* The qualified name cudafe++ gives a function of scope s ("N::C::f"):
 * named namespaces (not inline ones) and plain classes; false for any
 * other scope (a class template's, an unnamed namespace's ...). */
static bool scope_path(struct parser *p, struct scope *s, char *buf, size_t cap)
{
    const char *parts[16];
    int n = 0;
    for (; s && s != p->global; s = s->parent) {
        if (s->kind != SCOPE_NAMESPACE && s->kind != SCOPE_CLASS)
            return false;
        const struct symbol *o = s->owner;
        if (!o || !o->id || n == 16 || (s->kind == SCOPE_CLASS && (o->kind != SYM_CLASS ||
                                                                   s->is_template_spec)) ||
            (s->kind == SCOPE_NAMESPACE && (o->kind != SYM_NAMESPACE || (o->flags & SYMF_INLINE))))
            return false;
        parts[n++] = o->id->name;
    }
    if (!s)
        return false;
    size_t len = 0;
    buf[0] = 0;
    while (n-- > 0) {
        int w = snprintf(buf + len, cap - len, "%s::", parts[n]);
        if (w < 0 || (size_t)w >= cap - len)
            return false;
        len += (size_t)w;
    }
    return true;
}

/* --no_distinct_template_signatures (the cfront rule): every template
 * parameter of a function template must be used in its parameter types
 * (445 at the parameter, or at the token after an unnamed one, naming it
 * "template parameter", "constant" or "template template parameter" and
 * the function template as cudafe++ does the first time a name is
 * declared: "f", "N::C::m", "C::C").  Reported only where that is
 * certain: parameters without defaults that are no packs, functions and
 * constructors of namespaces and plain classes declared for the first
 * time (an out-of-class definition: its class declares that one
 * function template), not friends.  Without the option cudafe++ warns
 * (445) for constructors only: not reported. */
void pa_template_signature(struct parser *p, const struct declspec *ds,
                           const struct declarator *d)
{
    if (!p->opts || !opt_given(p->opts, OPT_distinct_template_signatures) ||
        opt_on(p->opts, OPT_distinct_template_signatures))
        return;
    if (d->dclass != DC_F || !d->params || !d->id || !d->params->open_tok ||
        d->params->close_tok <= d->params->open_tok ||
        (d->name_kind != DN_IDENT && d->name_kind != DN_CTOR) ||
        (ds && (ds->flags & (DS_FRIEND | DS_TYPEDEF))))
        return;
    struct scope *ts = p->scope;
    while (ts && ts->kind == SCOPE_REENTRY)
        ts = ts->parent;
    if (!ts || ts->kind != SCOPE_TEMPLATE || !ts->has_params || !ts->close_tok ||
        tk(p, ts->open_tok + 1) != TOK_LT || tk(p, ts->close_tok) != TOK_GT)
        return;
    /* the function's scope and whether this is its name's first declaration */
    struct scope *fs;
    const char *overloaded = "";
    if (d->qualified) {
        fs = d->qual;
        if (!fs || fs->kind != SCOPE_CLASS || d->name_kind != DN_IDENT)
            return;
        struct symbol *f = scope_find_local(fs, d->id);
        if (!f || f->next || f->kind != SYM_FUNCTION_TEMPLATE)
            return;
    } else {
        fs = scope_decl_target(p->scope);
        if (!fs || (fs->kind != SCOPE_NAMESPACE && fs->kind != SCOPE_CLASS))
            return;
        if (d->name_kind == DN_IDENT && scope_find_local(fs, d->id)) {
            /* overloaded: cudafe++ adds the parameter types; known here
             * for `f()` and `f(...)` when no other declaration of it has
             * no parameters (it could be this one's earlier declaration) */
            uint32_t o = d->params->open_tok, c = d->params->close_tok;
            int after = tk(p, c + 1);
            if (d->params->params || (after != TOK_SEMI && after != TOK_LBRACE) ||
                (c != o + 1 && (c != o + 2 || tk(p, o + 1) != TOK_ELLIPSIS)))
                return;
            for (const struct il_node *n = p->il.first; n; n = n->next)
                if (n != d->node && n->kind == IL_routine && n->scope == fs && !n->params &&
                    strcmp(n->name, d->id->name) == 0)
                    return;
            overloaded = c == o + 1 ? "()" : "(...)";
        }
        if (d->name_kind == DN_CTOR) {
            if (fs->kind != SCOPE_CLASS || !fs->owner || fs->owner->id != d->id)
                return;
            for (const struct il_node *n = p->il.first; n; n = n->next)
                if (n != d->node && n->kind == IL_routine && n->scope == fs &&
                    strcmp(n->name, d->id->name) == 0)
                    return;   /* another constructor: the name is overloaded */
        }
    }
    char name[512];
    if (!scope_path(p, fs, name, sizeof name - 64))
        return;
    size_t len = strlen(name);
    snprintf(name + len, sizeof name - len, "%s%s", d->id->name, overloaded);

    enum { MAXP = 16 };
    struct tparam tp[MAXP];
    int n;
    if (!split_tparams(p, ts->open_tok + 1, ts->close_tok, tp, MAXP, &n))
        return;
    for (int i = 0; i < n; i++)
        if (!classify_tparam(p, ts, &tp[i]))
            return;
    for (int i = 0; i < n; i++) {
        if (!tp[i].kind)
            continue;
        bool unused = tp[i].name ? unused_in_params(p, d, parser_ident(p, tp[i].name),
                                                     tp[i].kind[0] == 'c')
                                 : true;
        if (!unused)
            continue;
        uint32_t at = tp[i].name ? tp[i].name : tp[i].e;
        if (ptrmap_get(&p->option_rules_reported, (void *)(uintptr_t)(at + 1)))
            continue;
        ptrmap_put(&p->option_rules_reported, (void *)(uintptr_t)(at + 1), p);
        struct diag_loc loc;
        parser_loc(p, at, &loc);
        const char *pname = tp[i].name ? parser_ident(p, tp[i].name)->name : "<unnamed>";
        const char *args[] = { tp[i].kind, pname, name, NULL };
        diag_report_sev(p->d, DIAG_not_used_in_template_function_params, SEV_ERROR, &loc, args);
        p->intact_errors++;
    }
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

void pa_if_consteval(struct parser *p, uint32_t tok)
{
    if (!p->cxx23)
        report_sev_once(p, tok, DIAG_edg_3215, SEV_WARNING, NULL);
}

void pa_reference_cv(struct parser *p, uint32_t amp, unsigned cv)
{
    if (!(cv & (IL_CV_CONST | IL_CV_VOLATILE)) || !pa_cv_bit((uint32_t)tkind(p, amp + 1)))
        return;
    if (!report_sev_once(p, amp + 1, DIAG_edg_512, SEV_WARNING, NULL))
        return;
    for (uint32_t i = amp + 1; pa_cv_bit((uint32_t)tkind(p, i)); i++)
        if (pa_cv_bit((uint32_t)tkind(p, i)) != IL_CV_RESTRICT)
            il_mark(&p->arena, &p->il, IL_MARK_DROP, i, i, NULL);
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
