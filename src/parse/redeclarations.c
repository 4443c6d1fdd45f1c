/* Names declared twice in one block or class scope ([basic.scope.block],
 * [class.mem]), checked when the second declaration is read, as cudafe++
 * does:
 *
 *   101   a block (or a function's outermost block, where the parameters
 *         count as declared) or a class already declares the name:
 *         variables and data members, typedefs, functions, enumerators,
 *         structured bindings, in any mix but two declarations of
 *         functions, two `extern` variables of a block and two typedefs
 *         (redeclarations; a typedef naming another type is cudafe++'s
 *         256, two member typedefs its warning 1307, two member
 *         functions with one signature its "invalid redeclaration of
 *         member function": not judged here)
 *   779   the compound statement of a `for` redeclares a variable its
 *         init-statement declares
 *   704   ... of an if, switch or while (or a for's condition), its
 *         condition's (an if's init-statement counts as its condition)
 *   2801  ... of a range-based for, its iterator variable
 *   1210  a warning: the compound statement of a handler redeclares the
 *         handler's parameter
 *   280   a class, union or enumeration (defined, or `struct A;` alone,
 *         not a friend), a typedef, an alias or an enumerator declared
 *         in a class has the class's name (pa_member_named_as_class; a
 *         typedef or alias in a template: a warning; static data members
 *         and member functions are not judged here)
 *
 * Class and enumeration names are not ordinary names (`struct S {}; int
 * S;` is valid) and are not looked at; nor are templates, template
 * parameters, using-declarations, namespace aliases and names declared
 * in a function-try-block's parameters (its blocks do not see them as
 * their own).  An error here leaves the second declaration in the scope
 * as the parser made it, which may not be cudafe++'s view: the semantic
 * checks go silent after it (it does not count as intact). */
#include "parse/parse_int.h"

#include "driver/options.h"

/* Each declaration token is judged once (pa_declare_name and pa_declare
 * both see a declarator with an initializer). */
static bool first_report(struct parser *p, uint32_t tok)
{
    const void *key = (const void *)(uintptr_t)(tok + 1);
    if (ptrmap_get(&p->redeclared_reported, key))
        return false;
    ptrmap_put(&p->redeclared_reported, key, p);
    return true;
}

/* Whether the declarations old (in the same scope) and the new one of
 * kind kind conflict. */
static bool conflicts(const struct parser *p, const struct symbol *old, enum sym_kind kind,
                      bool is_extern)
{
    switch (old->kind) {
    case SYM_VARIABLE:
        if (kind == SYM_VARIABLE && is_extern && ptrmap_get(&p->block_externs, old))
            return false;
        return kind == SYM_VARIABLE || kind == SYM_TYPEDEF || kind == SYM_FUNCTION ||
               kind == SYM_ENUMERATOR;
    case SYM_FUNCTION:
        return kind == SYM_VARIABLE || kind == SYM_TYPEDEF || kind == SYM_ENUMERATOR;
    case SYM_TYPEDEF:
        return kind == SYM_VARIABLE || kind == SYM_FUNCTION || kind == SYM_ENUMERATOR;
    case SYM_ENUMERATOR:
        return kind == SYM_VARIABLE || kind == SYM_TYPEDEF || kind == SYM_FUNCTION ||
               kind == SYM_ENUMERATOR;
    default:
        return false;
    }
}

/* A variable named id that scope s declares itself (not tok), or NULL. */
static const struct symbol *variable_in(const struct scope *s, const struct ident *id,
                                        uint32_t tok)
{
    for (const struct symbol *x = scope_find_local(s, id); x; x = x->next)
        if (x->kind == SYM_VARIABLE && x->tok && x->tok != tok)
            return x;
    return NULL;
}

/* The first `;` at the top level of the parentheses opened at lparen, and
 * their number (at most 2). */
static unsigned top_semis(struct parser *p, uint32_t lparen, uint32_t *first)
{
    unsigned n = 0;
    int depth = 0;
    *first = 0;
    for (uint32_t t = lparen + 1;; t++) {
        int k = parser_token(p, t)->kind;
        if (k == TOK_EOF)
            return n;
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
            depth++;
        else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE) {
            if (depth-- == 0)
                return n;
        } else if (k == TOK_SEMI && depth == 0) {
            if (n++ == 0)
                *first = t;
        }
    }
}

/* What a statement's scope st declared var as: the diagnostic for a
 * redeclaration in the statement's compound statement (0: not judged). */
static enum diag_id statement_rule(struct parser *p, const struct scope *st,
                                   const struct symbol *var)
{
    uint32_t lparen = st->open_tok;
    if (!lparen || parser_token(p, lparen)->kind != TOK_LPAREN || lparen == 0)
        return 0;
    switch (parser_token(p, lparen - 1)->kind) {
    case TOK_IF:
    case TOK_CONSTEXPR:
    case TOK_SWITCH:
    case TOK_WHILE:
        return DIAG_edg_704;
    case TOK_CATCH:
        return DIAG_edg_1210;
    case TOK_FOR: {
        uint32_t semi;
        unsigned n = top_semis(p, lparen, &semi);
        if (n == 0)
            return DIAG_edg_2801;
        if (var->tok < semi)
            return DIAG_edg_779;
        return n >= 2 ? DIAG_edg_704 : DIAG_edg_2801;
    }
    default:
        return 0;
    }
}

bool pa_redeclaration(struct parser *p, struct scope *s, uint32_t tok,
                      enum sym_kind kind, bool is_extern)
{
    if (!s || (s->kind != SCOPE_BLOCK && s->kind != SCOPE_CLASS) || !tok || s->for_init)
        return false;
    if (p->opts && opt_on(p->opts, OPT_old_for_init))
        return false;   /* (dialect_rules.c: its own scopes and 101) */
    struct ident *id = parser_ident(p, tok);
    if (!id)
        return false;
    for (const struct symbol *x = scope_find_local(s, id); x; x = x->next)
        if (x->tok && x->tok != tok && conflicts(p, x, kind, is_extern)) {
            if (first_report(p, tok))
                parser_error_at(p, tok, DIAG_id_already_declared, id->name);
            return true;
        }
    const struct scope *up = s->parent;
    if (s->kind != SCOPE_BLOCK || s->stmt || !up)
        return false;
    /* (a function's body: its `{` after the parameters' `)`, not a
     * statement expression in a default argument) */
    if (up->kind == SCOPE_PARAMS && !up->fn_try && up->close_tok && s->open_tok > up->close_tok &&
        variable_in(up, id, tok)) {
        if (first_report(p, tok))
            parser_error_at(p, tok, DIAG_id_already_declared, id->name);
        return true;
    }
    if (up->kind != SCOPE_BLOCK || !up->stmt)
        return false;
    const struct symbol *var = variable_in(up, id, tok);
    enum diag_id rule = var ? statement_rule(p, up, var) : 0;
    if (!rule || !first_report(p, tok))
        return false;
    if (rule == DIAG_edg_1210) {
        struct diag_loc loc;
        parser_loc(p, tok, &loc);
        const char *args[] = { id->name, NULL };
        diag_report(p->d, rule, &loc, args);
        return false;   /* a warning: the declaration is made as written */
    }
    parser_error_at(p, tok, rule, id->name);
    return true;
}

void pa_block_extern(struct parser *p, const struct symbol *sym)
{
    ptrmap_put(&p->block_externs, sym, p);
}

bool pa_member_named_as_class(struct parser *p, const struct scope *s, uint32_t name_tok,
                              bool type_alias)
{
    if (!s || s->kind != SCOPE_CLASS || !s->owner || !s->owner->id || !name_tok)
        return false;
    if (parser_ident(p, name_tok) != s->owner->id || !first_report(p, name_tok))
        return false;
    /* a typedef or alias declaration in a template (of the class or
     * around it): a warning (observed, --diag_suppress=280 hides it) */
    for (const struct scope *t = s; type_alias && t; t = t->parent)
        if (t->kind == SCOPE_TEMPLATE && t->has_params) {
            struct diag_loc loc;
            parser_loc(p, name_tok, &loc);
            diag_report_sev(p->d, DIAG_edg_280, SEV_WARNING, &loc, NULL);
            return false;
        }
    parser_error_at(p, name_tok, DIAG_edg_280, NULL);
    return true;
}
