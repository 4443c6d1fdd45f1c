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
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

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

/* The declarations of one name in one namespace as check_function
 * reads them, kept (its scope's symbol list, newest first, only grows at
 * its head): the list oldest first, and the functions among its first
 * `judged` ones grouped by parameter lists identical token for token
 * (what sema_same_signature and other_signature read of a declaration),
 * so that a new declaration is compared with each group once instead of
 * with every earlier declaration. */
struct redecl_group {
    const struct il_node *rep;         /* its first declaration */
    const struct il_node *first_def;   /* its first definition, or NULL */
};

struct redecl_set {
    const struct scope *scope;
    const struct symbol *head;         /* the list's newest symbol when read */
    const struct symbol **syms;        /* the list, oldest first */
    size_t n, cap, judged;
    struct redecl_group *groups;
    size_t ngroups, groups_cap;
    bool broken;                       /* not in token order: not kept */
    struct redecl_set *next;           /* the name's set in another scope */
};

/* One type tree (children included) identical to another: the same
 * nodes, entities and keyword tokens. */
static bool tree_identical(const struct sema *s, const struct il_tree *a, const struct il_tree *b,
                           int depth)
{
    if (!a || !b)
        return !a && !b;
    if (depth > 32 || a->kind != b->kind || a->sub != b->sub || a->op != b->op ||
        memcmp(&a->u, &b->u, sizeof a->u) != 0)
        return false;
    if (a->kind == IL_type && !(a->op & IL_TYPE_NAMED))
        for (int i = 0; i < 8; i++) {
            if (i > 0 && a->u.kw[i] == 0)
                break;
            if (sema_tok_kind(s, a->tok + a->u.kw[i]) != sema_tok_kind(s, b->tok + b->u.kw[i]))
                return false;
        }
    for (a = a->first, b = b->first; a && b; a = a->next, b = b->next)
        if (!tree_identical(s, a, b, depth + 1))
            return false;
    return !a && !b;
}

/* Two declarations whose parameter lists are identical (then any third
 * compares with both alike). */
static bool params_identical(const struct sema *s, const struct il_node *a, const struct il_node *b)
{
    if ((a->flags & IL_F_MEMBER) != (b->flags & IL_F_MEMBER) ||
        sema_has_ellipsis(s, a) != sema_has_ellipsis(s, b) ||
        ((a->flags & IL_F_MEMBER) && sema_member_quals(s, a) != sema_member_quals(s, b)))
        return false;
    const struct il_param *p = a->params, *q = b->params;
    for (; p && q; p = p->next, q = q->next)
        if (p->pack != q->pack || !p->name_tok != !q->name_tok ||
            !tree_identical(s, p->type, q->type, 0))
            return false;
    return !p && !q;
}

/* The set of id in scope, brought up to its symbol list (NULL: none). */
static struct redecl_set *redecl_set(struct sema *s, const struct scope *scope,
                                     const struct ident *id)
{
    struct redecl_set *set = ptrmap_get(&s->redecls, id);
    while (set && set->scope != scope)
        set = set->next;
    if (!set) {
        set = xcalloc(1, sizeof *set);
        set->scope = scope;
        set->next = ptrmap_get(&s->redecls, id);
        ptrmap_put(&s->redecls, id, set);
    }
    const struct symbol *head = scope_find_local(scope, id);
    if (set->broken || head == set->head)
        return set;
    size_t add = 0;
    const struct symbol *x = head;
    for (; x && x != set->head; x = x->next)
        add++;
    if (x != set->head) {
        set->broken = true;
        return set;
    }
    if (set->n + add > set->cap) {
        set->cap = 2 * (set->n + add);
        set->syms = xrealloc(set->syms, set->cap * sizeof *set->syms);
    }
    size_t i = set->n + add;
    for (x = head; x != set->head; x = x->next)
        set->syms[--i] = x;
    for (i = set->n ? set->n - 1 : 0; i + 1 < set->n + add; i++)
        if (set->syms[i]->tok >= set->syms[i + 1]->tok)
            set->broken = true;
    set->n += add;
    set->head = head;
    return set;
}

/* check_function's reading of the declarations of n's name before it
 * from the kept set: 1 with *same, *previous and *overloaded as the
 * loop over them finds them, 0 when it would give up, -1 when the set
 * cannot tell (read that loop). */
static int kept_earlier(struct sema *s, const struct il_node *n, const struct ident *id,
                        const struct il_node **same, const struct il_node **previous,
                        bool *overloaded)
{
    struct redecl_set *set = redecl_set(s, n->scope, id);
    if (set->broken)
        return -1;
    size_t lo = 0, hi = set->n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (set->syms[mid]->tok < n->tok)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < set->judged)
        return -1;   /* (judged out of order) */
    while (set->judged < lo) {
        const struct symbol *x = set->syms[set->judged];
        if (x->kind != SYM_FUNCTION)
            return 0;   /* a template, a using-declaration, a variable ... */
        const struct il_node *m = sema_routine_at(s, x->tok);
        if (!m || m->sym != x || (m->flags & not_judged))
            return 0;
        size_t g = 0;
        while (g < set->ngroups && !params_identical(s, set->groups[g].rep, m))
            g++;
        if (g == set->ngroups) {
            if (set->ngroups == set->groups_cap) {
                set->groups_cap = set->groups_cap ? 2 * set->groups_cap : 4;
                set->groups = xrealloc(set->groups, set->groups_cap * sizeof *set->groups);
            }
            set->groups[g].rep = m;
            set->groups[g].first_def = NULL;
            set->ngroups++;
        }
        if ((m->flags & IL_F_DEFINITION) && !set->groups[g].first_def)
            set->groups[g].first_def = m;
        set->judged++;
    }
    for (size_t g = 0; g < set->ngroups; g++) {
        const struct redecl_group *gr = &set->groups[g];
        if (!sema_same_signature(s, gr->rep, n)) {
            if (!other_signature(s, gr->rep, n))
                return 0;   /* (not certain either way) */
            *overloaded = true;
            continue;
        }
        if (!*same || gr->rep->tok < (*same)->tok)
            *same = gr->rep;   /* (the loop's last: the oldest) */
        if (gr->first_def && (!*previous || gr->first_def->tok < (*previous)->tok))
            *previous = gr->first_def;
    }
    return 1;
}

void sema_free_redecls(struct sema *s)
{
    for (size_t i = 0; i < s->redecls.cap; i++)
        for (struct redecl_set *set = s->redecls.vals[i], *next; set; set = next) {
            next = set->next;
            free(set->syms);
            free(set->groups);
            free(set);
        }
    ptrmap_free(&s->redecls);
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
    int kept = kept_earlier(s, n, id, &same, &previous, &overloaded);
    if (kept == 0)
        return;
    for (const struct symbol *x = scope_find_local(n->scope, id); kept < 0 && x; x = x->next) {
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
