/* A namespace's function or variable defined twice, as cudafe++ reports
 * it at the second definition ([basic.def.odr]: one definition in a
 * translation unit):
 *
 *   3369  function "f" has already been defined (previous definition at
 *         line N): a function with a body (or `= delete`) whose
 *         parameter types, after adjustment, are those of an earlier
 *         definition in the same namespace -- whatever their execution
 *         spaces (__host__ f and __device__ f are one function for
 *         cudafe++); "f(int)" when the name has another overload by then
 *   3369  variable "N::v" ...: two definitions of one variable (not
 *         `extern` without an initializer), whatever their types
 *   311   cannot overload functions distinguished by return type alone:
 *         two declarations with one parameter list and return types that
 *         certainly differ
 *   256   invalid redeclaration of type name "N::T" (declared at line 1):
 *         a typedef of a namespace or class naming another type than an
 *         earlier one (arithmetic types and pointers to them compared)
 *
 * Silent for templates, specializations, friends, members, names defined
 * with a qualifier, extern "C" variables (the one-declaration form is no
 * definition), and wherever a parameter or return type is not certain.
 * The earlier declaration may be in another file ("line 12 of a.h"). */
#include <stdio.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

static const uint32_t not_judged = IL_F_TEMPLATE | IL_F_SPEC | IL_F_FRIEND | IL_F_QUALIFIED |
                                   IL_F_LOCAL | IL_F_MEMBER;

/* A function's declared return type (NULL: none, or deduced). */
static const struct il_tree *return_type(const struct il_node *fn)
{
    const struct il_tree *t = fn->type;
    if (!t || t->kind != IL_type || t->sub != tk_routine || !t->first)
        return NULL;
    t = t->first;
    return t->kind == IL_type && t->sub != tk_auto ? t : NULL;
}

/* The name as the message spells it: qualified by its namespaces, with
 * the parameter types when the name is overloaded. */
static const char *function_name(const struct sema *s, const struct il_node *fn, bool overloaded)
{
    const char *full = sema_function_text(s, fn);
    if (!full || overloaded)
        return full;
    const char *paren = strchr(full, '(');
    if (!paren)
        return NULL;
    return ident_intern(s->il->idents, full, (size_t)(paren - full))->name;
}

/* Two functions' parameter lists certainly differ: in length (no `...`
 * either) or in a type. */
static bool other_signature(const struct sema *s, const struct il_node *a, const struct il_node *b)
{
    if (sema_has_ellipsis(s, a) || sema_has_ellipsis(s, b))
        return false;
    const struct il_param *p = sema_params_of(a), *q = sema_params_of(b);
    for (; p && q; p = p->next, q = q->next)
        if (p->pack || q->pack)
            return false;
        else if (p->type && q->type && sema_types_differ(s, p->type, q->type, true))
            return true;
    return p || q;
}

static void check_function(struct sema *s, const struct il_node *n)
{
    if (!(n->flags & IL_F_DEFINITION) && !return_type(n))
        return;
    const struct ident *id = n->sym ? n->sym->id : NULL;
    if (!id || n->sym->kind != SYM_FUNCTION)
        return;
    const struct il_node *previous = NULL, *same = NULL;
    bool overloaded = false;
    for (const struct symbol *x = scope_find_local(n->scope, id); x; x = x->next) {
        if (x->tok >= n->tok)
            continue;
        if (x->kind != SYM_FUNCTION)
            return;   /* a template, a using-declaration, a variable ... */
        const struct il_node *m = sema_routine_at(s, x->tok);
        if (!m || m->sym != x || (m->flags & not_judged))
            return;
        if (!sema_same_signature(s, m, n)) {
            if (!other_signature(s, m, n))
                return;   /* (not certain either way) */
            overloaded = true;
            continue;
        }
        same = m;
        if ((m->flags & IL_F_DEFINITION) && (!previous || m->tok < previous->tok))
            previous = m;
    }
    if (!same)
        return;
    const struct il_tree *r1 = return_type(same), *r2 = return_type(n);
    if (r1 && r2 && sema_types_differ(s, r1, r2, true)) {
        sema_error(s, n->tok, n->tok, DIAG_edg_311, NULL);
        return;
    }
    if (!previous || !(n->flags & IL_F_DEFINITION) || !r1 || !r2 || sema_types_differ(s, r1, r2, true))
        return;
    const char *name = function_name(s, n, overloaded);
    if (name)
        sema_error_redefined(s, n->tok, "function", name, previous->tok);
}

/* Member functions of a class (no template) declared twice with one
 * parameter list and qualifiers, both static or both not, and return
 * types that certainly differ: 311 at the second's name. */
static void check_member_function(struct sema *s, const struct il_node *n)
{
    const struct symbol *cls = n->scope->owner;
    const struct il_tree *r2 = return_type(n);
    int q2 = sema_member_quals(s, n);
    if (!cls || cls->kind != SYM_CLASS || !r2 || q2 < 0 || !n->sym || n->sym->kind != SYM_FUNCTION ||
        (n->flags & (IL_F_TEMPLATE | IL_F_SPEC | IL_F_FRIEND | IL_F_QUALIFIED | IL_F_LOCAL)))
        return;
    for (const struct symbol *x = scope_find_local(n->scope, n->sym->id); x; x = x->next) {
        if (x->tok >= n->tok)
            continue;
        if (x->kind != SYM_FUNCTION)
            return;   /* a template, a using-declaration, a data member ... */
        const struct il_node *m = sema_member_at(s, x->tok);
        if (!m || m->kind != IL_routine || m->sym != x || m->scope != n->scope ||
            (m->flags & (IL_F_TEMPLATE | IL_F_SPEC | IL_F_FRIEND | IL_F_QUALIFIED)))
            return;
        if (!sema_same_signature(s, m, n)) {
            if (!other_signature(s, m, n))
                return;
            continue;
        }
        int q1 = sema_member_quals(s, m);
        if (q1 < 0 || ((q1 | q2) & 12))
            return;   /* (ref-qualifiers: rules of their own) */
        if (q1 != q2)
            continue;
        if ((m->flags & IL_F_STATIC) != (n->flags & IL_F_STATIC))
            return;   /* (another error) */
        const struct il_tree *r1 = return_type(m);
        if (r1 && sema_types_differ(s, r1, r2, true))
            sema_error(s, n->tok, n->tok, DIAG_edg_311, NULL);
        return;
    }
}

static void check_variable(struct sema *s, const struct il_node *n)
{
    if ((n->flags & (IL_F_EXTERN_C_HERE | IL_F_EXTERN)) && !(n->flags & IL_F_DEFINITION))
        return;   /* not a definition (or extern "C" int v;, which is none) */
    if (!n->sym || n->sym->kind != SYM_VARIABLE)
        return;
    const struct il_node *first = ptrmap_get(&s->variable_definitions, n->sym);
    if (!first) {
        ptrmap_put(&s->variable_definitions, n->sym, (void *)n);
        return;
    }
    if (first == n || (first->flags & IL_F_EXTERN_C_HERE))
        return;
    const char *name = sema_entity_text(s, n->sym);
    if (name)
        sema_error_redefined(s, n->tok, "variable", name, first->tok);
}

/* A typedef (or alias-declaration) of a namespace or class naming another
 * type than an earlier one of the same name there: 256, "invalid
 * redeclaration of type name "N::T" (declared at line 1)".  The parser
 * keeps one symbol for the name: its token is the first declaration's. */
static void check_typedef(struct sema *s, const struct il_node *n)
{
    if (!n->has_pos || (n->flags & (IL_F_TEMPLATE | IL_F_SPEC | IL_F_LOCAL)) || !n->scope ||
        (n->scope->kind != SCOPE_NAMESPACE && n->scope->kind != SCOPE_CLASS) || !n->type)
        return;
    const struct ident *id = sema_ident(s, n->tok);
    const struct symbol *sym = scope_find_local(n->scope, id);
    if (!sym || sym->kind != SYM_TYPEDEF || sym->next || sym->tok >= n->tok)
        return;
    const struct il_node *first = sema_typedef_at(s, sym->tok);
    if (!first || !first->type || !sema_types_differ(s, first->type, n->type, false))
        return;
    const char *name = sema_entity_text(s, sym);
    const char *where = sema_declared_at(s, first->tok, n->tok);
    if (name && where)
        sema_error2(s, n->tok, n->tok, DIAG_bad_type_name_redeclaration, name, where);
}

void sema_check_redefinition(struct sema *s, const struct il_node *n)
{
    if (n->kind == IL_type && n->sub == IL_SUB_TYPEDEF) {
        check_typedef(s, n);
        return;
    }
    if (n->kind == IL_routine && n->has_pos && n->scope && n->scope->kind == SCOPE_CLASS) {
        check_member_function(s, n);
        return;
    }
    if (!n->has_pos || (n->flags & not_judged) || !n->scope || n->scope->kind != SCOPE_NAMESPACE)
        return;
    if (n->kind == IL_routine)
        check_function(s, n);
    else if (n->kind == IL_variable)
        check_variable(s, n);
}
