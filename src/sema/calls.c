/* Calls of a function with too few or too many arguments (errors 165
 * and 140), kernel launches included (`k<<<g, b>>>(args)` is checked as
 * the call `k(args)`).
 *
 * Certain or silent.  A call is judged only when the function it calls
 * is certain and alone:
 *   - the callee is a plain name that lookup resolved to a function of
 *     the global namespace (not a template, not a member, not named
 *     through a using-declaration), seen from the body of a global
 *     function (judged() in sema.c), with no using-directive in a block
 *     on the way and none in the global namespace, which also has no
 *     inline namespace;
 *   - every declaration of that name visible at the call (global, before
 *     it) is a function with the same parameter types: one function, no
 *     overloads (their errors are other messages);
 *   - argument-dependent lookup cannot add a candidate: no declaration so
 *     far of that name is a friend or in another namespace or class (the
 *     parser's IDF_NONGLOBAL; outside templates, where a later one cannot
 *     count), or every argument certainly has a fundamental type, or a
 *     global enumeration or class type none of whose classes declares a
 *     friend of that name (types.c);
 *   - the function has no parameter pack and, for too many arguments, no
 *     ellipsis.
 * The count needed is the parameters less those with a default argument
 * in some visible declaration.  A string literal for a parameter of an
 * arithmetic type (not bool) is reported first (167).  The caret is cudafe++'s: the call's `)`
 * for too few, the first extra argument for too many. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

/* The parameters of n; those with a default argument in n are added to
 * the bits of *defaults (defaults accumulate over redeclarations). */
/* The parameters of n: none for f(void). */
const struct il_param *sema_params_of(const struct il_node *n)
{
    const struct il_param *only = n->params;
    if (only && !only->next && !only->name_tok && only->type && only->type->kind == IL_type &&
        only->type->sub == tk_void && !(only->type->op & IL_TYPE_NAMED) && !only->type->first)
        return NULL;
    return n->params;
}

static unsigned count_params(const struct il_node *n, uint64_t *defaults, bool *pack)
{
    unsigned count = 0;
    for (const struct il_param *p = sema_params_of(n); p; p = p->next, count++) {
        if (p->init_tok && count < 64)
            *defaults |= (uint64_t)1 << count;
        if (p->pack || count >= 64)
            *pack = true;
    }
    return count;
}

/* A member function's qualifiers after its parameter list: const,
 * volatile, & and && as bits (-1: cannot tell). */
int sema_member_quals(const struct sema *s, const struct il_node *n)
{
    if (!n->name_end || sema_tok_kind(s, n->name_end) != TOK_LPAREN)
        return -1;
    uint32_t t = sema_matching_paren(s, n->name_end);
    if (!t)
        return -1;
    int q = 0;
    for (t++;; t++) {
        int k = sema_tok_kind(s, t);
        if (k == TOK_CONST)
            q |= 1;
        else if (k == TOK_VOLATILE)
            q |= 2;
        else if (k == TOK_AMP)
            q |= 4;
        else if (k == TOK_AMPAMP)
            q |= 8;
        else
            return q;
    }
}

/* Two parameter types alike in a function's signature: their top-level
 * const and volatile left out (`void f(const int)` redeclares `void
 * f(int)`), and restrict too, unless --keep_restrict_in_signatures. */
static bool param_types_alike(const struct sema *s, const struct il_tree *a,
                              const struct il_tree *b, bool keep_restrict)
{
    if (!a || !b)
        return false;
    struct il_tree x = *a, y = *b;
    int cv = IL_CV_CONST | IL_CV_VOLATILE | (keep_restrict ? 0 : IL_CV_RESTRICT);
    if (x.kind == IL_type && !(x.sub == tk_pointer && (x.op & (IL_PTR_LREF | IL_PTR_RREF))))
        x.op &= ~cv;
    if (y.kind == IL_type && !(y.sub == tk_pointer && (y.op & (IL_PTR_LREF | IL_PTR_RREF))))
        y.op &= ~cv;
    return sema_same_type(s, &x, &y);
}

bool sema_same_param_type(const struct sema *s, const struct il_tree *a, const struct il_tree *b)
{
    return param_types_alike(s, a, b, s->opt.keep_restrict);
}

bool sema_c_overload(const struct sema *s, const struct il_node *n, const struct sema_ctor *earlier)
{
    if (!s->opt.keep_restrict || n->kind != IL_routine || !n->has_pos ||
        !(n->flags & IL_F_EXTERN_C_HERE) || (n->flags & (IL_F_TEMPLATE | IL_F_SPEC | IL_F_FRIEND)) ||
        n->scope != s->il->global || !n->type || n->type->sub != tk_routine)
        return false;   /* (in a namespace, cudafe++ names it N::f: not judged) */
    bool alike = false;
    for (const struct sema_ctor *l = earlier; l; l = l->next) {
        const struct il_node *m = l->fn;
        if (m->scope != n->scope || !m->type || m->type->sub != tk_routine ||
            !(m->flags & IL_F_EXTERN_C_HERE) || (m->flags & (IL_F_TEMPLATE | IL_F_SPEC)) ||
            sema_has_ellipsis(s, m) != sema_has_ellipsis(s, n))
            continue;
        const struct il_param *p = sema_params_of(m), *q = sema_params_of(n);
        bool same = true, restrict_only = true;
        for (; p && q && restrict_only; p = p->next, q = q->next) {
            same = same && param_types_alike(s, p->type, q->type, true);
            restrict_only = param_types_alike(s, p->type, q->type, false);
        }
        if (p || q || !restrict_only)
            continue;
        if (same)
            return false;   /* (a redeclaration of that one) */
        alike = true;
    }
    return alike;
}

static bool same_params(const struct sema *s, const struct il_node *a, const struct il_node *b)
{
    const struct il_param *p = sema_params_of(a), *q = sema_params_of(b);
    for (; p && q; p = p->next, q = q->next)
        if (!p->type || !q->type || !sema_same_param_type(s, p->type, q->type))
            return false;
    if ((a->flags & IL_F_MEMBER) || (b->flags & IL_F_MEMBER)) {
        int x = sema_member_quals(s, a);
        if (x < 0 || x != sema_member_quals(s, b))
            return false;   /* f() and f() const: two functions */
    }
    return !p && !q;
}

bool sema_same_signature(const struct sema *s, const struct il_node *a, const struct il_node *b)
{
    return same_params(s, a, b) && sema_has_ellipsis(s, a) == sema_has_ellipsis(s, b);
}

/* A `...` before the `)` of the function's parameter list. */
bool sema_has_ellipsis(const struct sema *s, const struct il_node *n)
{
    if (!n->name_end || sema_tok_kind(s, n->name_end) != TOK_LPAREN)
        return true;   /* cannot tell: as if it had one */
    uint32_t close = sema_matching_paren(s, n->name_end);
    return !close || sema_tok_kind(s, close - 1) == TOK_ELLIPSIS;
}

/* The first token of an argument: the leftmost token of its tree, with
 * the parentheses written around it. */
static uint32_t first_token(const struct sema *s, const struct il_tree *e, uint32_t lparen)
{
    uint32_t m, last;
    sema_token_span(e, &m, &last);
    while (m > lparen + 1 && sema_tok_kind(s, m - 1) == TOK_LPAREN)
        m--;
    return m;
}

/* Whether argument-dependent lookup of name for an argument of class t
 * can add nothing to what unqualified lookup from a global function found:
 * a fundamental type, or a global enumeration or class (types.c) none of
 * whose classes declares a friend of that name. */
static bool adl_adds_nothing(const struct sema *s, struct sema_etype t, const struct ident *name)
{
    if (t.kind == SEMA_UNKNOWN)
        return false;
    return t.kind != SEMA_CLASS_PTR || !sema_friend_named(s, name);
}

/* An argument that is a variable or parameter of a class type of the
 * global namespace (by itself or a reference) without bases, none of
 * with no class declaring a friend of that name: argument-dependent
 * lookup finds nothing ordinary lookup from a global function does not. */
static bool global_class_value(const struct sema *s, const struct il_tree *a,
                               const struct ident *name)
{
    while (a->kind == IL_expr_node && a->sub == enk_operation && a->op == eok_parens && a->first)
        a = a->first;
    if (a->kind != IL_expr_node || (a->sub != enk_variable && a->sub != enk_param_ref) ||
        !a->u.sym || sema_friend_named(s, name))
        return false;
    const struct il_tree *type = sema_declared_type(s, a, true);
    if (!type || type->kind != IL_type || !(type->op & IL_TYPE_NAMED) || type->first)
        return false;
    const struct symbol *c = type->u.sym;
    return c && c->kind == SYM_CLASS && c->parent == s->il->global && c->members &&
           (c->flags & SYMF_DEFINED) && !c->members->bases && !c->members->unknown_bases;
}

/* f(args) where lookup found no f at all: with arguments of known class,
 * argument-dependent lookup finds nothing either (nor when no declaration
 * of any scope has the name), so the name is
 * undefined (error 20, as for a name that is not called).  Names with a
 * leading `__` are left alone (GCC's builtins are not declared). */
static void undefined_callee(struct sema *s, const struct il_tree *call,
                             const struct il_tree *callee)
{
    const struct token *t = lexer_token(s->lx, callee->tok);
    const char *text = lexer_text(s->lx, t);
    if (t->kind != TOK_IDENTIFIER || callee->tok + 1 != call->tok || (t->len >= 2 &&
        text[0] == '_' && text[1] == '_'))
        return;
    if (callee->tok > 0) {
        int before = sema_tok_kind(s, callee->tok - 1);
        if (before == TOK_COLONCOLON || before == TOK_DOT || before == TOK_ARROW ||
            before == TOK_TILDE || before == TOK_TEMPLATE)
            return;
    }
    /* A name nothing has declared so far cannot be found by any lookup
     * (a declaration after the call counts only for a dependent call, in
     * a template); else every argument must be of a class whose
     * associated namespaces add nothing. */
    if (s->in_template || (sema_ident(s, callee->tok)->flags & IDF_DECLARED))
        for (const struct il_tree *a = callee->next; a; a = a->next)
            if (!adl_adds_nothing(s, sema_classify(s, a), sema_ident(s, callee->tok)))
                return;
    uint32_t rparen = sema_matching_paren(s, call->tok);
    if (rparen)
        sema_error(s, rparen, callee->tok, DIAG_undefined_identifier, sema_ident(s, callee->tok)->name);
}

/* Adds the declarations of id in the namespace sc made before the token
 * `before`; using-declarations add those of the namespace they name
 * (all of them made before the using-declaration: more than it names,
 * never fewer).  False when one is not a function of a namespace or
 * has another parameter list (overloads: their errors are other
 * messages). */
static bool add_decls(const struct sema *s, const struct scope *sc, const struct ident *id,
                      uint32_t before, struct sema_callee *cs, int depth)
{
    for (const struct symbol *x = scope_find_local(sc, id); x; x = x->next) {
        if (x->tok > before) {
            if (x->tok < cs->span_hi)
                cs->span_hi = x->tok;
            continue;   /* declared after the call */
        }
        if (x->tok > cs->span_lo)
            cs->span_lo = x->tok;
        if (x->kind == SYM_USING) {
            const struct symbol *t = x->target;
            if (!t || t->id != id || !t->parent || t->parent->kind != SCOPE_NAMESPACE ||
                depth > 8 || !add_decls(s, t->parent, id, x->tok, cs, depth + 1))
                return false;
            continue;
        }
        if (x->kind != SYM_FUNCTION && !(cs->ov && x->kind == SYM_FUNCTION_TEMPLATE))
            return false;
        const struct il_node *n = sema_routine_at(s, x->tok);
        if (!n || n->sym != x || !sema_callee_add(s, n, cs))
            return false;
    }
    return true;
}

/* An overload: merged with the function of the same parameter list, or
 * a new one (declarations come newest first: the last seen is the
 * first). */
static bool overload_add(const struct sema *s, const struct il_node *n, struct sema_callee *cs)
{
    struct sema_overloads *ov = cs->ov;
    unsigned i = 0;
    while (i < ov->n && !same_params(s, ov->c[i].first, n))
        i++;
    if (i == ov->n) {
        if (ov->n == sizeof ov->c / sizeof ov->c[0])
            return false;
        ov->n++;
        ov->c[i].first = NULL;
        ov->c[i].def = NULL;
        ov->c[i].nparams = 0;
        ov->c[i].defaults = 0;
        ov->c[i].pack = false;
    }
    if (!ov->c[i].first || n->tok < ov->c[i].first->tok)
        ov->c[i].first = n;   /* the order of the notes */
    if (n->flags & IL_F_DEFINITION)
        ov->c[i].def = n;     /* where a note points, when there is one */
    ov->c[i].nparams = count_params(n, &ov->c[i].defaults, &ov->c[i].pack);
    cs->count++;
    return true;
}

bool sema_callee_add(const struct sema *s, const struct il_node *n, struct sema_callee *cs)
{
    if (cs->ov)
        return overload_add(s, n, cs);
    unsigned c = count_params(n, &cs->defaults, &cs->pack);
    int space = (int)sema_space_of(n);
    if (!cs->first) {
        cs->first = n;
        cs->nparams = c;
        cs->space = space;
    } else if (c != cs->nparams || !same_params(s, cs->first, n)) {
        return false;
    } else if (space != cs->space) {
        cs->space = -1;
    }
    cs->flags |= n->flags;
    cs->count++;
    return true;
}

/* add_decls for a namespace and its inline namespaces, whose members
 * a name qualified by it finds too ([namespace.qual]). */
static bool add_namespace_decls(const struct sema *s, const struct scope *ns,
                                const struct ident *id, uint32_t before,
                                struct sema_callee *cs, int depth)
{
    if (!add_decls(s, ns, id, before, cs, depth))
        return false;
    for (const struct scope_list *l = ns->inlines; l; l = l->next)
        if (depth > 8 || !add_namespace_decls(s, l->scope, id, before, cs, depth + 1))
            return false;
    return true;
}

/* The declarations lookup of id finds in the namespace ns: add_namespace_decls,
 * and those of the namespaces its using-directives nominate (in turn
 * theirs): for unqualified lookup always (they are members of the
 * enclosing namespace for it, [namespace.udir]; a directive after the
 * call is counted too: more, never fewer), for qualified lookup only
 * when ns itself has none ([namespace.qual]). */
static bool add_lookup_decls(const struct sema *s, const struct scope *ns,
                             const struct ident *id, uint32_t before,
                             struct sema_callee *cs, bool qualified, int depth)
{
    unsigned had = cs->count;
    if (depth > 8 || !add_namespace_decls(s, ns, id, before, cs, depth))
        return false;
    if (qualified && cs->count != had)
        return true;
    for (const struct scope_list *l = ns->usings; l; l = l->next)
        if (!add_lookup_decls(s, l->scope, id, before, cs, qualified, depth + 1))
            return false;
    return true;
}

/* add_lookup_decls for a call at `before`, remembered: the calls of one
 * name in a body see the same declarations (the IL does not change while
 * a body is judged: il->count is the memo's epoch), and one call is
 * judged several times (sema_check_call, overloads, device calls).  Only
 * complete lookups are kept. */
struct sema_lookup_memo {
    bool ok;
    unsigned long epoch;
    const struct scope *where;
    const struct ident *id;
    bool qualified;
    uint32_t lo, hi;
    struct sema_callee cs;
    struct sema_overloads ov;
};

static bool lookup_decls(struct sema *s, const struct scope *where, const struct ident *id,
                         uint32_t before, struct sema_callee *cs)
{
    struct sema_overloads *ov = cs->ov;
    struct sema_lookup_memo *memo = ptrmap_get(&s->lookup_memo, id);
    if (!memo) {
        memo = xcalloc(2, sizeof *memo);
        ptrmap_put(&s->lookup_memo, id, memo);
    }
    struct sema_lookup_memo *m = &memo[ov != NULL];
    if (m->ok && m->epoch == s->il->count && m->where == where && m->id == id &&
        m->qualified == cs->qualified && before >= m->lo && before < m->hi) {
        uint32_t rparen = cs->rparen;
        *cs = m->cs;
        cs->ov = ov;
        cs->rparen = rparen;
        if (ov)
            *ov = m->ov;
        return true;
    }
    cs->span_lo = 0;
    cs->span_hi = UINT32_MAX;
    m->ok = add_lookup_decls(s, where, id, before, cs, cs->qualified, 0);
    if (m->ok) {
        m->epoch = s->il->count;
        m->where = where;
        m->id = id;
        m->qualified = cs->qualified;
        m->lo = cs->span_lo;
        m->hi = cs->span_hi;
        m->cs = *cs;
        if (ov)
            m->ov = *ov;
    }
    return m->ok;
}

/* The pointee of a pointer type t (through typedefs of the pointer: not
 * followed) when it is an arithmetic type spelled with keywords: its
 * arithmetic type and cv-qualifiers. */
static enum arith_id arith_pointee(const struct sema *s, const struct il_tree *t, unsigned *cv)
{
    if (!t || t->kind != IL_type || t->sub != tk_pointer ||
        (t->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)))
        return ARITH_NONE;
    const struct il_tree *to = t->first;
    if (!to || to->kind != IL_type || (to->op & (IL_TYPE_NAMED | IL_CV_RESTRICT)) || to->first ||
        (to->sub != tk_integer && to->sub != tk_float))
        return ARITH_NONE;
    *cv = to->op & (IL_CV_CONST | IL_CV_VOLATILE);
    return sema_arith_of_type(s, to);
}

/* An argument that certainly does not convert to its parameter, as
 * cudafe++ reports it (167, `argument of type "const int *" is
 * incompatible with parameter of type "int *"`): *arg_text and
 * *param_text spelled as it does.  Judged: a string literal (maybe
 * offset) for an arithmetic parameter other than bool; a pointer to an
 * arithmetic type, a variable or parameter so declared, for a pointer
 * to another arithmetic type or to one less cv-qualified, or for an
 * arithmetic parameter other than bool; an arithmetic value other than
 * a null pointer constant for a pointer to an arithmetic type. */
static bool is_integral_etype(struct sema_etype e)
{
    return e.kind == SEMA_ARITH && e.arith != ARITH_NONE && arith_infos[e.arith].kind == ARITH_INTEGER;
}

static bool is_field(const struct il_tree *a);

static const char *pointer_to(const struct sema *s, const char *to);

/* A number for a parameter declared with a typedef of a pointer to a
 * class (cudaStream_t): a nonzero integer literal, or a variable of an
 * arithmetic type spelled with keywords; *param_text quoted with its aka
 * ("\"cudaStream_t\" (aka \"CUstream_st *\")"). */
static bool typedef_pointer_param(const struct sema *s, const struct il_tree *a, struct sema_etype t,
                                  const struct il_tree *param, const char **arg_text,
                                  const char **param_text)
{
    /* &p, p declared X * (X not void), for `void **` */
    if (param->sub == tk_pointer && !(param->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) &&
        param->first && param->first->kind == IL_type && param->first->sub == tk_pointer &&
        !(param->first->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED | IL_CV_CONST | IL_CV_VOLATILE)) &&
        param->first->first && param->first->first->kind == IL_type &&
        param->first->first->sub == tk_void &&
        !(param->first->first->op & (IL_TYPE_NAMED | IL_CV_CONST | IL_CV_VOLATILE)) &&
        a->kind == IL_expr_node && a->sub == enk_operation && a->op == eok_address_of && a->first &&
        !a->first->next && a->first->kind == IL_expr_node &&
        (a->first->sub == enk_variable || a->first->sub == enk_param_ref) && a->first->u.sym) {
        const struct il_tree *vt = sema_declared_type(s, a->first, false);
        if (!vt || vt->kind != IL_type || vt->sub != tk_pointer ||
            (vt->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED | IL_CV_CONST | IL_CV_VOLATILE)) ||
            !vt->first || vt->first->kind != IL_type || vt->first->sub == tk_void)
            return false;
        const char *pt = sema_type_written(s, vt, false);
        if (!pt)
            return false;
        *arg_text = pointer_to(s, pt);
        *param_text = "void **";
        return *arg_text != NULL;
    }
    if (!(param->op & IL_TYPE_NAMED) || param->first || !param->u.sym ||
        param->u.sym->kind != SYM_TYPEDEF || (param->op & (IL_CV_CONST | IL_CV_VOLATILE)))
        return false;
    if (t.kind == SEMA_POINTER && t.str && a->kind == IL_expr_node && a->sub == enk_constant) {
        /* a string literal for a typedef of a number (size_t) */
        unsigned pcv = 0;
        enum arith_id pa = sema_arith_and_cv(s, param, false, &pcv);
        const char *name = sema_entity_text(s, param->u.sym);
        if (pa == ARITH_NONE || pa == ARITH_bool || pcv || !name)
            return false;
        char buf[300];
        int n = snprintf(buf, sizeof buf, "\"%s\" (aka \"%s\")", name, arith_infos[pa].display);
        if (n <= 0 || (size_t)n >= sizeof buf)
            return false;
        *arg_text = sema_literal_pointer(s);
        *param_text = ident_intern(s->il->idents, buf, (size_t)n)->name;
        return true;
    }
    const struct il_node *td = sema_typedef_at(s, param->u.sym->tok);
    const struct il_tree *u = td ? td->type : NULL;
    if (!u || u->kind != IL_type || u->sub != tk_pointer || (u->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) ||
        !u->first || u->first->kind != IL_type || !(u->first->op & IL_TYPE_NAMED) || !u->first->u.sym ||
        u->first->u.sym->kind != SYM_CLASS || u->first->first)
        return false;
    if (t.kind != SEMA_ARITH || t.arith == ARITH_NONE || t.arith == ARITH_bool ||
        arith_infos[t.arith].kind != ARITH_INTEGER)
        return false;
    bool literal = a->kind == IL_expr_node && a->sub == enk_constant && t.has_value && t.value != 0;
    bool plain_var = a->kind == IL_expr_node && (a->sub == enk_variable || a->sub == enk_param_ref) &&
                     t.type && !(t.type->op & IL_TYPE_NAMED) && !t.type->first;
    if (!literal && !plain_var)
        return false;
    if ((u->op & (IL_CV_CONST | IL_CV_VOLATILE)) || (u->first->op & (IL_CV_CONST | IL_CV_VOLATILE)))
        return false;
    const char *name = sema_entity_text(s, param->u.sym);
    const char *cls = sema_entity_text(s, u->first->u.sym);
    if (!name || !cls)
        return false;
    char buf[300];
    int n = snprintf(buf, sizeof buf, "\"%s\" (aka \"%s *\")", name, cls);
    if (n <= 0 || (size_t)n >= sizeof buf)
        return false;
    *arg_text = arith_infos[t.arith].display;
    *param_text = ident_intern(s->il->idents, buf, (size_t)n)->name;
    return true;
}

/* A variable, parameter or data member declared with a typedef of
 * arithmetic type a, as a value: its type as the messages name it
 * (sema_typedef_value_text); NULL when not known. */
static const char *typedef_value_text(const struct sema *s, const struct il_tree *v,
                                      enum arith_id a)
{
    if (v->kind != IL_expr_node ||
        !(((v->sub == enk_variable || v->sub == enk_param_ref) && v->u.sym) || is_field(v)))
        return NULL;
    return sema_typedef_value_text(s, sema_declared_type(s, v, true), a);
}

static bool incompatible_arg(const struct sema *s, const struct il_tree *a,
                             const struct il_tree *param, const char **arg_text,
                             const char **param_text)
{
    if (!param || param->kind != IL_type || (param->op & (IL_CV_CONST | IL_CV_VOLATILE)))
        return false;
    if (sema_wrong_kind(s, a, param, arg_text, param_text))
        return true;   /* (void, enumerations, void *, pointers for numbers) */
    if (sema_string_to_arith(s, a, param)) {
        *arg_text = sema_literal_pointer(s);
        *param_text = arith_infos[sema_arith_of_type(s, param)].display;
        return true;
    }
    while (a->kind == IL_expr_node && a->sub == enk_operation && a->op == eok_parens && a->first)
        a = a->first;
    struct sema_etype t = sema_classify(s, a);
    unsigned pcv = 0, acv = 0;
    enum arith_id pto = arith_pointee(s, param, &pcv);
    enum arith_id parith = param->sub == tk_integer || param->sub == tk_float
                               ? sema_arith_of_type(s, param) : ARITH_NONE;
    if (param->first && parith != ARITH_NONE)
        parith = ARITH_NONE;
    /* a `void *` parameter (cv-qualified void: its qualifiers) */
    bool pvoid = false;
    if (pto == ARITH_NONE && param->sub == tk_pointer &&
        !(param->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) && param->first &&
        param->first->kind == IL_type && param->first->sub == tk_void &&
        !(param->first->op & (IL_TYPE_NAMED | IL_CV_RESTRICT)) && !param->first->first) {
        pvoid = true;
        pcv = param->first->op & (IL_CV_CONST | IL_CV_VOLATILE);
    }
    if (pto == ARITH_NONE && !pvoid && (parith == ARITH_NONE || parith == ARITH_bool))
        return typedef_pointer_param(s, a, t, param, arg_text, param_text);
    /* a pointer variable, parameter or data member declared `T *` with T
     * arithmetic */
    if (t.kind == SEMA_POINTER && !t.str && t.type && a->kind == IL_expr_node &&
        (a->sub == enk_variable || a->sub == enk_param_ref || is_field(a))) {
        enum arith_id ato = arith_pointee(s, t.type, &acv);
        if (ato == ARITH_NONE)
            return false;
        if ((pvoid || (pto != ARITH_NONE && ato == pto)) && !(acv & ~pcv))
            return false;   /* converts (to void *, a qualification conversion) */
        *arg_text = sema_type_text(s, t.type, true);
        *param_text = sema_type_text(s, param, true);
        return *arg_text && *param_text;
    }
    /* &v and &p[i], v an arithmetic variable, p a pointer to or an array of
     * an arithmetic type */
    const struct il_tree *o = a->kind == IL_expr_node && a->sub == enk_operation &&
                              a->op == eok_address_of && a->first && !a->first->next ? a->first : NULL;
    const struct il_tree *elem = NULL;
    if (o && o->kind == IL_expr_node && o->sub == enk_operation && o->op == eok_subscript &&
        o->first && o->first->next && !o->first->next->next) {
        struct sema_etype i = sema_classify(s, o->first->next);
        struct sema_etype b = sema_classify(s, o->first);
        elem = b.kind == SEMA_POINTER && !b.str && b.type &&
               (b.type->sub == tk_pointer || b.type->sub == tk_array) &&
               !(b.type->op & (IL_PTR_LREF | IL_PTR_RREF)) && is_integral_etype(i)
                   ? b.type->first : NULL;
        if (!elem)
            return false;
    } else if (o && o->kind == IL_expr_node &&
               (((o->sub == enk_variable || o->sub == enk_param_ref) && o->u.sym) || is_field(o))) {
        elem = sema_declared_type(s, o, true);   /* &v, &p->m, &o.m */
        if (!elem)
            return false;
    }
    if (elem) {
        if (elem->kind != IL_type || elem->sub == tk_array)
            return false;
        unsigned ecv = 0;
        enum arith_id ato = sema_arith_and_cv(s, elem, false, &ecv);
        if (ato == ARITH_NONE || (ecv & IL_CV_RESTRICT))
            return false;
        if ((pvoid || (pto != ARITH_NONE && ato == pto)) && !(ecv & ~pcv))
            return false;
        char buf[64];
        int n = snprintf(buf, sizeof buf, "%s%s%s *", (ecv & IL_CV_CONST) ? "const " : "",
                         (ecv & IL_CV_VOLATILE) ? "volatile " : "", arith_infos[ato].display);
        *arg_text = ident_intern(s->il->idents, buf, (size_t)n)->name;
        *param_text = sema_type_text(s, param, true);
        return *param_text != NULL;
    }
    /* an arithmetic value for a pointer */
    if (t.kind == SEMA_ARITH && (pto != ARITH_NONE || pvoid) && t.arith != ARITH_NONE) {
        const struct il_tree *v = a;
        bool literal = v->kind == IL_expr_node && v->sub == enk_constant;
        /* a null pointer constant: an integer literal 0 (0L, 0u; not
         * `false`, not `1 - 1`, as cudafe++ has it) */
        if (literal && t.arith != ARITH_bool && (t.zero || (t.has_value && t.value == 0)))
            return false;
        if (literal && !t.has_value && !t.zero && arith_infos[t.arith].kind == ARITH_INTEGER)
            return false;   /* an integer literal whose value is not known */
        /* a variable of an arithmetic type spelled with keywords (its
         * cv-qualifiers are not shown) */
        bool plain_var = v->kind == IL_expr_node &&
                         (v->sub == enk_variable || v->sub == enk_param_ref) && t.type &&
                         !(t.type->op & IL_TYPE_NAMED) && !t.type->first;
        /* the value of a built-in arithmetic operation (not an lvalue) */
        bool value = v->kind == IL_expr_node && v->sub == enk_operation && !t.type &&
                     v->op != eok_cast && v->op != eok_call && v->op != eok_dot_field &&
                     v->op != eok_points_to_field && v->op != eok_subscript &&
                     v->op != eok_indirect && v->op != eok_assign;
        const char *named = !literal && !plain_var && !value ? typedef_value_text(s, v, t.arith) : NULL;
        if (!literal && !plain_var && !value && !named)
            return false;
        *arg_text = named ? named : arith_infos[t.arith].display;
        *param_text = sema_type_text(s, param, true);
        return *param_text != NULL;
    }
    return false;
}

static bool call_target(struct sema *s, const struct il_tree *call, bool using_directives,
                        struct sema_callee *cs, struct sema_overloads *ov);

/* A class type (by itself, not a template instance) nothing of a
 * fundamental type converts to: a plain class without constructors of
 * its own (sema_ctors_of), through typedefs. */
static bool class_without_ctors(const struct sema *s, const struct il_tree *t)
{
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || t->first || !t->u.sym)
        return false;
    const struct symbol *c = t->u.sym;
    for (int guard = 0; c && c->kind == SYM_TYPEDEF && guard < 8; guard++)
        c = c->target;
    return c && c->kind == SYM_CLASS && (c->flags & SYMF_DEFINED) && c->members &&
           !c->members->bases && !c->members->unknown_bases && !sema_ctors_of(s, c->members);
}

/* Whether a type names a template parameter, a name lookup did not
 * resolve, or something else that may depend on template arguments. */
static bool type_depends(const struct il_tree *t, int depth)
{
    if (!t || depth > 16)
        return true;
    if (t->kind == IL_type) {
        if ((t->op & IL_TYPE_NAMED) &&
            (!t->u.sym || t->u.sym->kind == SYM_TYPE_PARAM || t->u.sym->kind == SYM_TEMPLATE_PARAM))
            return true;
        if (t->sub == tk_template_param)
            return true;
    } else if (t->kind != IL_param_type) {
        return true;   /* (an expression: an array bound, a template argument) */
    }
    for (const struct il_tree *c = t->first; c; c = c->next)
        if (type_depends(c, depth + 1))
            return true;
    return false;
}

/* The array type a typedef name stands for (a parameter declared with it
 * is a pointer to the element), or NULL. */
static const struct il_tree *typedef_array(const struct sema *s, const struct il_tree *t)
{
    for (int depth = 0; t && t->kind == IL_type && depth < 8; depth++) {
        if (t->sub == tk_array)
            return depth ? t : NULL;
        if (!(t->op & IL_TYPE_NAMED) || !t->u.sym || t->u.sym->kind != SYM_TYPEDEF || t->first)
            return NULL;
        const struct il_node *n = sema_typedef_at(s, t->u.sym->tok);
        t = n ? n->type : NULL;
    }
    return NULL;
}

/* What an argument points to: a pointer variable's or parameter's
 * pointee, &v's v, &p[i]'s element (NULL: not known). */
static const struct il_tree *arg_pointee(const struct sema *s, const struct il_tree *a)
{
    while (a->kind == IL_expr_node && a->sub == enk_operation && a->op == eok_parens && a->first)
        a = a->first;
    if (a->kind != IL_expr_node)
        return NULL;
    if ((a->sub == enk_variable || a->sub == enk_param_ref) && a->u.sym) {
        const struct il_tree *t = sema_declared_type(s, a, true);
        return t && t->kind == IL_type && t->sub == tk_pointer &&
               !(t->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) ? t->first : NULL;
    }
    if (a->sub != enk_operation || a->op != eok_address_of || !a->first || a->first->next)
        return NULL;
    const struct il_tree *o = a->first;
    if (o->kind != IL_expr_node ||
        !(((o->sub == enk_variable || o->sub == enk_param_ref) && o->u.sym) ||
          (o->sub == enk_operation && o->op == eok_subscript)))
        return NULL;
    const struct il_tree *t = sema_declared_type(s, o, true);
    return t && t->kind == IL_type && t->sub != tk_array ? t : NULL;
}

/* An argument that certainly does not convert to a parameter: what
 * incompatible_arg() reports, and a number, a string or a pointer to an
 * arithmetic type for a class without constructors or a pointer to a
 * class. */
static bool certainly_incompatible(const struct sema *s, const struct il_tree *a,
                                   const struct il_tree *param)
{
    if (!param || param->kind != IL_type)
        return false;
    /* `const T &` and `T &&` bind to a temporary converted from the
     * argument when it is not a T: what converts to T binds */
    if (param->sub == tk_pointer && !(param->op & IL_TYPE_NAMED) && param->first &&
        param->first->kind == IL_type &&
        ((param->op & IL_PTR_RREF) ||
         ((param->op & IL_PTR_LREF) && (param->first->op & IL_CV_CONST) &&
          !(param->first->op & IL_CV_VOLATILE))))
        param = param->first;
    /* (a parameter's own cv-qualifiers do not matter: `const double a`) */
    struct il_tree plain = *param;
    plain.op &= (uint16_t)~(IL_CV_CONST | IL_CV_VOLATILE);
    plain.next = NULL;
    param = &plain;
    const char *at, *pt;
    if (incompatible_arg(s, a, param, &at, &pt))
        return true;
    /* a pointer to an arithmetic type (typedefs too) for a pointer to
     * another one or to one less qualified */
    if (param->sub == tk_pointer && !(param->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) &&
        param->first) {
        unsigned pcv = 0, acv = 0;
        enum arith_id pto = sema_arith_and_cv(s, param->first, false, &pcv);
        const struct il_tree *pointee = arg_pointee(s, a);
        enum arith_id ato = pointee ? sema_arith_and_cv(s, pointee, false, &acv) : ARITH_NONE;
        if (pto != ARITH_NONE && ato != ARITH_NONE && !((pcv | acv) & IL_CV_RESTRICT))
            return ato != pto || (acv & ~pcv);
    }
    /* &p, p a pointer to anything but void, for `void **` (no implicit
     * conversion from X ** to void **) */
    if (param->sub == tk_pointer && !(param->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) &&
        param->first && param->first->kind == IL_type && param->first->sub == tk_pointer &&
        !(param->first->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) && param->first->first &&
        param->first->first->kind == IL_type && param->first->first->sub == tk_void &&
        !(param->first->first->op & IL_TYPE_NAMED) && a->kind == IL_expr_node &&
        a->sub == enk_operation && a->op == eok_address_of && a->first && !a->first->next &&
        a->first->kind == IL_expr_node &&
        (a->first->sub == enk_variable || a->first->sub == enk_param_ref) && a->first->u.sym) {
        const struct il_tree *vt = sema_declared_type(s, a->first, false);
        if (vt && vt->kind == IL_type && vt->sub == tk_pointer &&
            !(vt->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) && vt->first &&
            vt->first->kind == IL_type && vt->first->sub != tk_void &&
            (vt->first->sub == tk_integer || vt->first->sub == tk_float || vt->first->sub == tk_pointer ||
             ((vt->first->op & IL_TYPE_NAMED) && vt->first->u.sym &&
              (vt->first->u.sym->kind == SYM_CLASS || vt->first->u.sym->kind == SYM_CLASS_TEMPLATE))))
            return true;
    }
    struct sema_etype e = sema_classify(s, a);
    unsigned cv = 0;
    bool arith_ptr = e.kind == SEMA_POINTER && e.type && !e.str &&
                     e.type->kind == IL_type && e.type->sub == tk_pointer &&
                     !(e.type->op & (IL_PTR_LREF | IL_PTR_RREF)) &&
                     sema_arith_and_cv(s, e.type->first, false, &cv) != ARITH_NONE;
    if (e.kind == SEMA_POINTER && !e.type && !e.str && a->kind == IL_expr_node &&
        a->sub == enk_operation && a->op == eok_address_of) {
        /* &v, v of an arithmetic type (a namespace-scope variable too) */
        const struct il_tree *pointee = arg_pointee(s, a);
        arith_ptr = pointee && sema_arith_and_cv(s, pointee, false, &cv) != ARITH_NONE;
    }
    bool number = e.kind == SEMA_ARITH && e.arith != ARITH_NONE;
    bool literal0 = number && a->kind == IL_expr_node && a->sub == enk_constant &&
                    (e.zero || (e.has_value && e.value == 0));
    if (!number && !arith_ptr && !(e.kind == SEMA_POINTER && e.str))
        return false;
    if (e.kind == SEMA_POINTER && e.str && !(param->op & IL_CV_RESTRICT)) {
        /* a string for a typedef of a number (size_t) */
        unsigned pcv = 0;
        enum arith_id pa = (param->op & IL_TYPE_NAMED) && param->u.sym &&
                                   param->u.sym->kind == SYM_TYPEDEF
                               ? sema_arith_and_cv(s, param, false, &pcv) : ARITH_NONE;
        if (pa != ARITH_NONE && pa != ARITH_bool)
            return true;
    }
    if (class_without_ctors(s, param))
        return true;   /* (a class: no conversion from a fundamental type) */
    const struct il_tree *arr = typedef_array(s, param);
    if (arr && number && !literal0)
        return true;   /* a number for a pointer (an array typedef's parameter) */
    if (param->sub == tk_pointer && !(param->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) &&
        class_without_ctors(s, param->first) && !literal0)
        return true;   /* a pointer to a class from a number or another pointer */
    return false;
}

static bool certainly_incompatible(const struct sema *s, const struct il_tree *a,
                                   const struct il_tree *param);

bool sema_certainly_incompatible(const struct sema *s, const struct il_tree *a,
                                 const struct il_tree *param)
{
    return certainly_incompatible(s, a, param);
}

const struct il_tree *sema_call_result_type(struct sema *s, const struct il_tree *call)
{
    if (!call || call->kind != IL_expr_node || call->sub != enk_operation || call->op != eok_call ||
        !call->first)
        return NULL;
    struct sema_overloads ov;
    struct sema_callee cs;
    if (!sema_call_overloads(s, call, true, &cs, &ov))
        return NULL;
    unsigned nargs = 0;
    for (const struct il_tree *a = call->first->next; a; a = a->next)
        nargs++;
    const struct il_node *found = NULL;
    for (unsigned i = 0; i < ov.n; i++) {
        unsigned required = ov.c[i].nparams;
        while (required > 0 && (ov.c[i].defaults >> (required - 1) & 1))
            required--;
        bool takes = ov.c[i].pack || sema_has_ellipsis(s, ov.c[i].first) ||
                     (nargs >= required && nargs <= ov.c[i].nparams);
        if (!takes)
            continue;
        if ((ov.c[i].first->flags & IL_F_TEMPLATE) || found)
            return NULL;   /* (deduction or overload resolution would decide) */
        found = ov.c[i].first;
    }
    const struct il_tree *ret = found && found->type && found->type->kind == IL_type &&
                                        found->type->sub == tk_routine ? found->type->first : NULL;
    if (!ret || ret->kind != IL_type || ret->sub == tk_auto || type_depends(ret, 0) ||
        (ret->sub == tk_pointer && (ret->op & (IL_PTR_LREF | IL_PTR_RREF))))
        return NULL;
    return ret;
}

bool sema_certainly_fits(const struct sema *s, const struct il_tree *a, const struct il_tree *param)
{
    if (!param || param->kind != IL_type)
        return false;
    struct sema_etype e = sema_classify(s, a);
    if (sema_certainly_converts(s, param, e))
        return true;
    /* const T & with T arithmetic, spelled with keywords: any number binds */
    if (param->sub == tk_pointer && (param->op & IL_PTR_LREF) && !(param->op & IL_TYPE_NAMED) &&
        param->first && param->first->kind == IL_type && (param->first->op & IL_CV_CONST) &&
        !(param->first->op & (IL_TYPE_NAMED | IL_CV_VOLATILE)) && !param->first->first &&
        (param->first->sub == tk_integer || param->first->sub == tk_float))
        return e.kind == SEMA_ARITH && e.arith != ARITH_NONE;
    return false;
}

bool sema_incompatible(const struct sema *s, const struct il_tree *a, const struct il_tree *type,
                       const char **a_text, const char **t_text)
{
    return incompatible_arg(s, a, type, a_text, t_text);
}

/* A call's target, with whether there is one (kept: sema_memo_get). */
struct kept_callee {
    bool found;
    struct sema_callee cs;
};

bool sema_call_target(struct sema *s, const struct il_tree *call, bool using_directives,
                      struct sema_callee *cs)
{
    enum sema_memo_kind k = using_directives ? MEMO_CALL_TARGET_USINGS : MEMO_CALL_TARGET;
    unsigned epoch;
    const struct kept_callee *kept = sema_memo_get(s, k, call, &epoch);
    if (kept) {
        *cs = kept->cs;
        return kept->found;
    }
    struct kept_callee r;
    r.found = call_target(s, call, using_directives, cs, NULL);
    r.cs = *cs;
    sema_memo_put(s, k, call, epoch, &r, sizeof r);
    return r.found;
}

bool sema_call_overloads(struct sema *s, const struct il_tree *call, bool using_directives,
                         struct sema_callee *cs, struct sema_overloads *ov)
{
    ov->n = 0;
    return call_target(s, call, using_directives, cs, ov) && ov->n > 0;
}

/* sema_call_target, or with ov: every function the name means, in ov. */
/* Whether the namespaces the body's using-directives nominate declare
 * nothing of that name (then unqualified lookup finds what it would
 * without them): namespaces without directives or inline namespaces of
 * their own. */
static bool usings_add_nothing(const struct sema *s, const struct ident *id)
{
    if (s->block_usings_overflow)
        return false;
    for (unsigned i = 0; i < s->nblock_usings; i++) {
        const struct scope *n = s->block_usings[i];
        if (!n || n->kind != SCOPE_NAMESPACE || n->usings || n->inlines || scope_find_local(n, id))
            return false;
    }
    return true;
}

/* The `>` closing the template argument list opened at lt, or 0. */
static uint32_t template_args_end(const struct sema *s, uint32_t lt)
{
    if (sema_tok_kind(s, lt) != TOK_LT)
        return 0;
    int depth = 0;
    for (uint32_t i = lt; i - lt < 512; i++) {
        switch (sema_tok_kind(s, i)) {
        case TOK_LT: case TOK_LPAREN: case TOK_LBRACKET: depth++; break;
        case TOK_RPAREN: case TOK_RBRACKET: depth--; break;
        case TOK_GT:
            if (--depth == 0)
                return i;
            break;
        case TOK_RSHIFT: case TOK_SEMI: case TOK_LBRACE: case TOK_RBRACE: case TOK_EOF:
            return 0;
        default: break;
        }
        if (depth < 0)
            return 0;
    }
    return 0;
}

static bool call_target(struct sema *s, const struct il_tree *call, bool using_directives,
                        struct sema_callee *cs, struct sema_overloads *ov)
{
    memset(cs, 0, sizeof *cs);
    cs->ov = ov;
    const struct il_tree *callee = call->first;
    if (!callee || callee->kind != IL_expr_node ||
        (callee->sub != enk_routine && !(ov && callee->sub == enk_template_name)))
        return false;
    const struct symbol *f = callee->u.sym;
    if (!f || (f->kind != SYM_FUNCTION && !(ov && f->kind == SYM_FUNCTION_TEMPLATE)))
        return false;
    /* the callee written as a plain or namespace-qualified name, maybe
     * with template arguments (then the call's `(`, or a launch's `<<<`) */
    uint32_t after = callee->sub == enk_template_name ? template_args_end(s, callee->tok + 1) + 1
                                                      : callee->tok + 1;
    if (sema_tok_kind(s, callee->tok) != TOK_IDENTIFIER || sema_tok_kind(s, call->tok) != TOK_LPAREN ||
        after == 1 || (after != call->tok && sema_tok_kind(s, after) != TOK_LSHIFT))
        return false;
    /* Where its declarations are: the namespace a qualifier names (no
     * argument-dependent lookup then), or the global one, which
     * unqualified lookup reached (with no using-directive on the way). */
    const struct scope *where = s->il->global;
    cs->qualified = callee->tok > 0 && sema_tok_kind(s, callee->tok - 1) == TOK_COLONCOLON;
    if (cs->qualified) {
        where = ptrmap_get(&s->il->qualifier_by_tok, (const void *)(uintptr_t)(callee->tok + 1));
        if (!where || where->kind != SCOPE_NAMESPACE)
            return false;
    } else if ((using_directives && !usings_add_nothing(s, f->id)) || !f->parent ||
               f->parent->kind != SCOPE_NAMESPACE) {
        return false;
    } else if (f->parent != where && f->parent->parent == where && f->parent->owner &&
               !f->parent->owner->tok) {
        /* an unnamed namespace's member: the global namespace's lookup
         * reaches it through the implicit using-directive (followed by
         * add_lookup_decls with the global namespace's other
         * declarations); no namespace around the caller declares it */
        for (const struct scope *c = s->judging ? s->judging->scope : NULL; c && c != where;
             c = c->parent)
            if (c->kind == SCOPE_NAMESPACE && scope_find_local(c, f->id))
                return false;
    } else if (f->parent != where) {
        /* found in a namespace around the function judged, with none
         * between declaring the name (theirs would be in the set too) */
        where = f->parent;
        const struct scope *c = s->judging ? s->judging->scope : NULL;
        for (; c && c != where; c = c->parent)
            if (c->kind == SCOPE_NAMESPACE && scope_find_local(c, f->id))
                return false;
        if (c != where)
            return false;
    }
    cs->rparen = sema_matching_paren(s, call->tok);
    if (!cs->rparen)
        return false;
    /* every declaration of the name visible here: one function */
    if (!lookup_decls(s, where, f->id, call->tok, cs) ||
        (ov ? ov->n == 0 : (!cs->first || cs->pack)))
        return false;
    /* a definition N::f(...) with a parameter list no declaration found
     * has (extern "C" functions may differ): not judged */
    for (const struct sema_ctor *q = sema_qualified_named(s, f->id); q; q = q->next) {
        if (q->fn->scope && q->fn->scope->kind == SCOPE_CLASS)
            continue;   /* (a member defined out of its class: C::count) */
        bool known = false;
        if (ov) {
            for (unsigned i = 0; i < ov->n && !known; i++)
                known = same_params(s, ov->c[i].first, q->fn);
        } else {
            known = same_params(s, cs->first, q->fn);
        }
        if (!known)
            return false;
    }
    /* no candidate from argument-dependent lookup */
    if (cs->qualified || (!s->in_template && !(f->id->flags & IDF_NONGLOBAL)))
        return true;
    for (const struct il_tree *a = callee->next; a; a = a->next)
        if (!adl_adds_nothing(s, sema_classify(s, a), f->id) && !global_class_value(s, a, f->id))
            return false;
    return true;
}

static bool is_field(const struct il_tree *a)
{
    return a->kind == IL_expr_node && a->sub == enk_operation &&
           (a->op == eok_dot_field || a->op == eok_points_to_field);
}

/* "T *" for a pointee spelled to ("int" -> "int *", "int *" -> "int **"),
 * NULL for NULL. */
static const char *pointer_to(const struct sema *s, const char *to)
{
    if (!to)
        return NULL;
    char buf[256];
    size_t len = strlen(to);
    int n = snprintf(buf, sizeof buf, "%s%s*", to, len && to[len - 1] == '*' ? "" : " ");
    return n > 0 && (size_t)n < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)n)->name : NULL;
}

/* An argument's type as the "argument types are" line spells it: a
 * literal's (a plain string literal without escapes is "const char
 * [N]"), a variable's or parameter's declared type (classes, enums and
 * typedefs by name; none with top-level cv-qualifiers), &v's, a built-in
 * arithmetic operation's value.  NULL otherwise. */
static const char *arg_type_text(const struct sema *s, const struct il_tree *a)
{
    while (a->kind == IL_expr_node && a->sub == enk_operation && a->op == eok_parens && a->first)
        a = a->first;
    if (a->kind != IL_expr_node)
        return NULL;
    if (a->sub == enk_constant) {
        const struct token *t = lexer_token(s->lx, a->tok);
        const char *text = lexer_text(s->lx, t);
        if (t->kind == TOK_STRING_LITERAL) {
            if (t->len < 2 || text[0] != '"' || memchr(text, '\\', t->len) ||
                sema_tok_kind(s, a->tok + 1) == TOK_STRING_LITERAL)
                return NULL;
            char buf[48];
            int n = snprintf(buf, sizeof buf, "%schar [%u]", s->opt.string_conv == SEMA_STRCONV_NONE ? "" : "const ", t->len - 1);
            return ident_intern(s->il->idents, buf, (size_t)n)->name;
        }
        if (t->kind == TOK_IDENTIFIER && a->u.sym) {
            /* an enumerator: its enumeration */
            const struct symbol *en = sema_enum_of(s, a->u.sym->tok);
            return en ? sema_entity_text(s, en) : NULL;
        }
        struct sema_etype e = sema_classify(s, a);
        if (e.kind == SEMA_NULLPTR && t->kind == TOK_NULLPTR)
            return "std::nullptr_t";
        return e.kind == SEMA_ARITH && e.arith != ARITH_NONE ? arith_infos[e.arith].display : NULL;
    }
    if (((a->sub == enk_variable || a->sub == enk_param_ref) && a->u.sym) || is_field(a)) {
        const struct il_tree *type = sema_declared_type(s, a, true);
        if (type && type->kind == IL_type && type->sub == tk_array && type->first &&
            type->first->next && !type->first->next->next) {
            /* an array: "float [16]" (a bound written as a number) */
            long long bound;
            const char *elem = type->first->sub != tk_array && !(type->first->op & IL_CV_VOLATILE)
                                   ? sema_type_written(s, type->first, false) : NULL;
            if (elem && (type->first->op & IL_CV_CONST) && strncmp(elem, "const ", 6) != 0)
                elem = NULL;   /* (const elements: "const float [9]") */
            struct sema_const b;
            if (!elem || !sema_eval_constant((struct sema *)s, type->first->next, &b) || b.v <= 0)
                return NULL;
            bound = b.v;
            char buf[256];
            int n = snprintf(buf, sizeof buf, "%s [%lld]", elem, bound);
            return n > 0 && (size_t)n < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)n)->name
                                                   : NULL;
        }
        if (!type || type->kind != IL_type || type->sub == tk_array)
            return NULL;
        if (type->sub == tk_auto && a->sub == enk_variable)
            return sema_closure_variable_text((struct sema *)s, sema_decl_at(s, a->u.sym->tok));
        /* (an lvalue: its cv-qualifiers shown, "const int") */
        return sema_type_written(s, type, false);
    }
    const struct il_tree *operand = a->sub == enk_operation && a->op == eok_address_of ? a->first : NULL;
    if (operand && !operand->next && operand->kind == IL_expr_node && operand->sub == enk_operation &&
        operand->op == eok_subscript) {
        /* &p[i]: a pointer to p's element type */
        const struct il_tree *elem = sema_declared_type(s, operand, false);
        return pointer_to(s, elem && elem->kind == IL_type && elem->sub != tk_array &&
                                     !(elem->op & (IL_CV_CONST | IL_CV_VOLATILE))
                                 ? sema_type_written(s, elem, false) : NULL);
    }
    while (operand && operand->kind == IL_expr_node && operand->sub == enk_operation &&
           operand->op == eok_parens && operand->first && !operand->first->next)
        operand = operand->first;
    if (operand && !a->first->next && operand->kind == IL_expr_node &&
        (operand->sub == enk_variable || operand->sub == enk_param_ref || is_field(operand))) {
        /* &v: a pointer to v's declared type, its cv-qualifiers shown */
        const struct il_tree *type = sema_declared_type(s, operand, true);
        return pointer_to(s, type && type->kind == IL_type && type->sub != tk_array
                                 ? sema_type_written(s, type, false) : NULL);
    }
    bool subscript = a->sub == enk_operation && a->op == eok_subscript && a->first &&
                     a->first->next && !a->first->next->next;
    if (subscript) {
        struct sema_etype i = sema_classify(s, a->first->next);
        subscript = i.kind == SEMA_ARITH && i.arith != ARITH_NONE &&
                    arith_infos[i.arith].kind == ARITH_INTEGER;
    }
    if (a->sub == enk_operation && ((a->op == eok_indirect && a->first && !a->first->next) ||
                                    subscript) &&
        a->first->kind == IL_expr_node &&
        (a->first->sub == enk_variable || a->first->sub == enk_param_ref)) {
        /* *p and p[i], p declared a pointer to an arithmetic type with no cv */
        struct sema_etype e = sema_classify(s, a->first);
        const struct il_tree *to = e.kind == SEMA_POINTER && e.type &&
                                           (e.type->sub == tk_pointer ||
                                            (e.type->sub == tk_array && subscript))
                                       ? e.type->first : NULL;
        if (!to || to->kind != IL_type || (to->op & (IL_TYPE_NAMED | IL_CV_CONST | IL_CV_VOLATILE |
                                                     IL_CV_RESTRICT)) || to->first ||
            (to->sub != tk_integer && to->sub != tk_float))
            return NULL;
        enum arith_id ar = sema_arith_of_type(s, to);
        return ar != ARITH_NONE ? arith_infos[ar].display : NULL;
    }
    if (a->sub == enk_sizeof || a->sub == enk_alignof)
        return arith_infos[arith_target.size_t_type].display;   /* std::size_t (observed) */
    if (a->sub == enk_operation && a->op == eok_cast && a->first && a->first->kind == IL_type &&
        (a->first->op & IL_TYPE_NAMED) && !a->first->first && a->first->u.sym &&
        a->first->u.sym->kind == SYM_CLASS && !(a->first->op & (IL_CV_CONST | IL_CV_VOLATILE)) &&
        sema_tok_kind(s, a->first->tok) == TOK_IDENTIFIER &&
        (sema_tok_kind(s, a->first->tok + 1) == TOK_LBRACE ||
         sema_tok_kind(s, a->first->tok + 1) == TOK_LPAREN))
        return sema_type_written(s, a->first, false);   /* C{...}, C(...): a temporary of class C */
    if (a->sub == enk_operation) {
        struct sema_etype e = sema_classify(s, a);
        bool lvalue = a->op == eok_dot_field || a->op == eok_points_to_field ||
                      a->op == eok_subscript || a->op == eok_indirect || a->op == eok_assign ||
                      a->op == eok_cast || a->op == eok_call;
        if (!lvalue && e.kind == SEMA_ARITH && e.arith != ARITH_NONE && !e.type)
            return arith_infos[e.arith].display;
    }
    return NULL;
}

const char *sema_arg_type_text(const struct sema *s, const struct il_tree *a)
{
    return arg_type_text(s, a);
}

bool sema_type_depends(const struct il_tree *t)
{
    return type_depends(t, 0);
}

const char *sema_arg_types_line(const struct sema *s, const struct il_tree *args)
{
    char buf[512];
    size_t n = (size_t)snprintf(buf, sizeof buf, "argument types are: (");
    bool first = true;
    for (const struct il_tree *a = args; a; a = a->next) {
        const char *t = arg_type_text(s, a);
        if (!t || n + strlen(t) + 4 >= sizeof buf)
            return NULL;
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", first ? "" : ", ", t);
        first = false;
    }
    n += (size_t)snprintf(buf + n, sizeof buf - n, ")");
    return ident_intern(s->il->idents, buf, n)->name;
}

/* A function template declared before its definition: the definition
 * (the same name, scope and parameters, later; its symbol is the
 * declaration's), or NULL. */
static const struct il_node *template_definition(const struct sema *s, const struct il_node *decl)
{
    if (!(decl->flags & IL_F_TEMPLATE) || (decl->flags & IL_F_DEFINITION))
        return NULL;
    for (const struct il_node *n = decl->next; n; n = n->next)
        if (n->kind == IL_routine && (n->flags & IL_F_TEMPLATE) && (n->flags & IL_F_DEFINITION) &&
            n->scope == decl->scope && !(n->flags & IL_F_QUALIFIED) && strcmp(n->name, decl->name) == 0 &&
            same_params(s, decl, n))
            return n;
    return NULL;
}

/* f(args) where f names several functions and none takes that many
 * arguments: "no instance of overloaded function "f" matches the
 * argument list" (304) with the arguments' types and a note per
 * function, the newest first, each at its first declaration (3322).
 * Judged where every function is spelled (display.c) and no template
 * is among them. */
static void check_overload_counts(struct sema *s, const struct il_tree *call,
                                  bool using_directives)
{
    struct sema_overloads ov;
    struct sema_callee cs;
    ov.n = 0;
    if (!call_target(s, call, using_directives, &cs, &ov) || ov.n == 0)
        return;
    /* one function template (one function: 165, 140 in sema_check_call) */
    bool one_template = ov.n == 1;
    if (one_template && !(ov.c[0].first->flags & IL_F_TEMPLATE))
        return;
    const struct il_tree *callee = call->first;
    if (one_template && callee->sub != enk_template_name)
        sema_template_use(s, call, ov.c[0].first,
                          ov.c[0].def ? ov.c[0].def
                                      : (ov.c[0].first->flags & IL_F_DEFINITION) ? ov.c[0].first : NULL);
    unsigned nargs = 0;
    for (const struct il_tree *a = callee->next; a; a = a->next)
        nargs++;
    const char *explicit_text = NULL;
    int explicit = 0;
    if (callee->sub == enk_template_name) {
        /* f<args>(...): one function template, judged with them */
        if (!one_template || ov.c[0].pack || ov.c[0].nparams > 64)
            return;
        unsigned required = ov.c[0].nparams;
        while (required > 0 && (ov.c[0].defaults >> (required - 1) & 1))
            required--;
        bool fits = nargs >= required &&
                    (nargs <= ov.c[0].nparams || sema_has_ellipsis(s, ov.c[0].first));
        explicit = sema_explicit_call(s, ov.c[0].first, callee->first, callee->next, fits,
                                      &explicit_text);
        if (explicit == EXPLICIT_UNKNOWN)
            return;
    }
    int mismatch[24];   /* 0: the count does not fit; k: argument #k does not convert;
                         * -1: deduction fails */
    for (unsigned i = 0; i < ov.n && !explicit; i++) {
        unsigned required = ov.c[i].nparams;
        while (required > 0 && (ov.c[i].defaults >> (required - 1) & 1))
            required--;
        mismatch[i] = 0;
        bool tmpl = ov.c[i].first->flags & IL_F_TEMPLATE;
        if (ov.c[i].pack) {
            /* a function template's trailing pack: any more arguments */
            const struct il_param *last = sema_params_of(ov.c[i].first);
            while (last && last->next)
                last = last->next;
            if (!tmpl || !last || !last->pack || ov.c[i].defaults)
                return;
            if (nargs + 1 < ov.c[i].nparams)
                continue;   /* too few */
            if (!(mismatch[i] = sema_template_mismatch(s, ov.c[i].first, callee->next)))
                return;
            continue;
        }
        if (nargs >= required && (nargs <= ov.c[i].nparams || sema_has_ellipsis(s, ov.c[i].first))) {
            /* it takes that many: an argument that certainly does not
             * convert rules it out (3326), else it may be viable */
            if (tmpl && !sema_has_ellipsis(s, ov.c[i].first)) {
                /* deduction certain (deduction.c) */
                if (!(mismatch[i] = sema_template_mismatch(s, ov.c[i].first, callee->next)))
                    return;
                continue;
            }
            if (one_template)
                return;
            /* (a template: judged on parameters before any that depends
             * on its template parameters, whose deduction is not) */
            const struct il_param *p = sema_params_of(ov.c[i].first);
            unsigned k = 1;
            bool unsure = false;   /* an earlier argument that may not fit either */
            for (const struct il_tree *a = callee->next; a && p; a = a->next, p = p->next, k++) {
                if (tmpl && type_depends(p->type, 0))
                    return;
                if (certainly_incompatible(s, a, p->type)) {
                    if (unsure)
                        return;   /* (the first that does not is not known) */
                    mismatch[i] = k;
                    break;
                }
                unsure |= !sema_certainly_fits(s, a, p->type);
            }
            if (!mismatch[i])
                return;
        }
    }
    /* the name as written, without a leading `::` */
    uint32_t start = callee->tok;
    while (start >= 2 && sema_tok_kind(s, start - 1) == TOK_COLONCOLON &&
           sema_tok_kind(s, start - 2) == TOK_IDENTIFIER)
        start -= 2;
    uint32_t caret = start > 0 && sema_tok_kind(s, start - 1) == TOK_COLONCOLON ? start - 1 : start;
    char name[256];
    size_t len = 0;
    uint32_t from = start;
    if (start < callee->tok && sema_tok_kind(s, start) == TOK_IDENTIFIER) {
        /* a namespace alias first (`cg::`): the namespace it names, in full */
        const struct scope *at = s->judging && s->judging->scope ? s->judging->scope : s->il->global;
        struct symbol *a = lookup_unqualified((struct scope *)at, sema_ident(s, start));
        if (a && a->kind == SYM_NAMESPACE_ALIAS) {
            const char *full = a->target ? sema_entity_text(s, a->target) : NULL;
            if (!full || strlen(full) + 1 >= sizeof name)
                return;
            len = strlen(full);
            memcpy(name, full, len);
            from = start + 1;
        }
    }
    for (uint32_t t = from; t <= callee->tok; t++) {
        const struct token *tk = lexer_token(s->lx, t);
        if (len + tk->len + 1 >= sizeof name)
            return;
        memcpy(name + len, lexer_text(s->lx, tk), tk->len);
        len += tk->len;
    }
    name[len] = 0;
    /* the arguments' types */
    const char *line = NULL;
    if (nargs && !(line = sema_arg_types_line(s, callee->next)))
        return;
    /* the notes: newest function first */
    struct sema_note *notes = xcalloc(ov.n, sizeof *notes);
    for (unsigned i = 0; i < ov.n; i++) {
        const struct il_node *fn = ov.c[i].first;
        const char *text = (fn->flags & IL_F_SPEC) ? NULL
                           : one_template ? ident_intern(s->il->idents, name, len)->name
                           : sema_function_written_text(s, fn);
        if (!text) {
            free(notes);
            return;
        }
        notes[i].tok = fn->tok;   /* (for the order; then where) */
        notes[i].kind = (fn->flags & IL_F_TEMPLATE) ? "function template" : "function";
        notes[i].text = text;
        if (explicit)
            mismatch[i] = explicit == EXPLICIT_COUNT ? 0 : explicit == EXPLICIT_DEDUCTION ? -1 : explicit;
        if (explicit == EXPLICIT_SUBSTITUTION) {
            notes[i].id = DIAG_edg_3323;
            notes[i].num = explicit_text;
        } else if (mismatch[i] < 0) {
            notes[i].id = DIAG_edg_3327;
            notes[i].kind = "candidate function template";
        } else if (mismatch[i]) {
            char num[12];
            int n = snprintf(num, sizeof num, "%d", mismatch[i]);
            notes[i].id = DIAG_edg_3326;
            notes[i].num = ident_intern(s->il->idents, num, (size_t)n)->name;
        }
    }
    /* newest first declaration first; each at its definition if any (as
     * cudafe++ lists math_functions.hpp's max(int, int)) */
    for (unsigned i = 1; i < ov.n; i++)
        for (unsigned j = i; j > 0 && notes[j - 1].tok < notes[j].tok; j--) {
            struct sema_note x = notes[j];
            notes[j] = notes[j - 1];
            notes[j - 1] = x;
        }
    for (unsigned i = 0; i < ov.n; i++)
        for (unsigned j = 0; j < ov.n; j++)
            if (ov.c[j].first->tok == notes[i].tok) {
                const struct il_node *def = ov.c[j].def ? ov.c[j].def : template_definition(s, ov.c[j].first);
                if (def)
                    notes[i].tok = def->tok;
                break;
            }
    sema_error_with_notes(s, cs.rparen, caret, DIAG_edg_304,
                          one_template ? "function template" : "overloaded function",
                          ident_intern(s->il->idents, name, len)->name, line, DIAG_edg_3322,
                          notes, ov.n);
}

/* The arguments of a call against parameters of these types (NULL: not
 * known), required of them without a default: an argument that does
 * not convert (167) is reported before the count (and the count still
 * is); too few at the `)` (165), too many at the first extra one (140). */
static void check_arguments(struct sema *s, const struct il_tree *call, uint32_t rparen,
                            const struct il_tree *const *types, unsigned nparams,
                            unsigned required, bool ellipsis)
{
    unsigned nargs = 0;
    const struct il_tree *extra = NULL;
    for (const struct il_tree *a = call->first->next; a; a = a->next, nargs++) {
        if (nargs < nparams) {
            const char *at, *pt;
            if (types[nargs] && sema_string_conversion(s, rparen, first_token(s, a, call->tok), a,
                                                       types[nargs], SEMA_STR_ARGUMENT, false))
                ;
            else if (types[nargs] && sema_check_class_argument(s, rparen, a, types[nargs]))
                ;
            else if (types[nargs] && incompatible_arg(s, a, types[nargs], &at, &pt))
                sema_error2(s, rparen, first_token(s, a, call->tok), DIAG_incompatible_param,
                            at, sema_quoted(s, pt));
        } else if (!extra) {
            extra = a;
        }
    }
    if (nargs < required)
        sema_error(s, rparen, rparen, DIAG_too_few_arguments, NULL);
    else if (nargs > nparams && !ellipsis)
        sema_error(s, rparen, first_token(s, extra, call->tok), DIAG_too_many_arguments, NULL);
}

/* f(args) where f is a variable or parameter declared a pointer or a
 * reference to a function: its parameters (the type's param_type nodes)
 * take the arguments, with no defaults; a `...` (seen in the type's
 * tokens) takes any more.  165 at the `)`, 140 at the first extra
 * argument, 167 for an argument that does not convert. */
static bool check_pointer_call(struct sema *s, const struct il_tree *call)
{
    const struct il_tree *callee = call->first;
    if (!callee || callee->kind != IL_expr_node ||
        (callee->sub != enk_param_ref && callee->sub != enk_variable) || !callee->u.sym ||
        callee->tok + 1 != call->tok)
        return false;
    const struct il_tree *t = sema_declared_type(s, callee, false);
    /* (through typedefs of namespace scope: `typedef float (*Fn)(float);
     * Fn f = ...; f(a, b)`; a class's may depend on its template) */
    for (int depth = 0; t && t->kind == IL_type && (t->op & IL_TYPE_NAMED) && depth < 8; depth++) {
        const struct symbol *td = t->u.sym;
        const struct il_node *n = td && td->kind == SYM_TYPEDEF && !t->first && td->parent &&
                                          td->parent->kind == SCOPE_NAMESPACE && !s->in_template
                                      ? sema_typedef_at(s, td->tok) : NULL;
        if (!n || (t->op & (IL_PTR_LREF | IL_PTR_RREF)))
            return false;
        t = n->type;
    }
    if (!t || t->kind != IL_type || t->sub != tk_pointer || (t->op & IL_TYPE_NAMED))
        return false;
    const struct il_tree *fn = t->first;
    if (!fn || fn->kind != IL_type || fn->sub != tk_routine || !fn->first ||
        sema_tok_kind(s, fn->tok) != TOK_LPAREN)
        return false;
    uint32_t close = sema_matching_paren(s, fn->tok);
    uint32_t rparen = sema_matching_paren(s, call->tok);
    if (!close || !rparen)
        return false;
    bool ellipsis = sema_tok_kind(s, close - 1) == TOK_ELLIPSIS;
    unsigned nparams = 0;
    for (const struct il_tree *p = fn->first->next; p; p = p->next) {
        if (p->kind != IL_param_type)
            return false;
        nparams++;
    }
    /* f(void) */
    if (nparams == 1 && fn->first->next->first && fn->first->next->first->sub == tk_void &&
        !(fn->first->next->first->op & IL_TYPE_NAMED))
        nparams = 0;
    const struct il_tree *types[64];
    unsigned n = 0;
    for (const struct il_tree *p = nparams ? fn->first->next : NULL; p; p = p->next) {
        if (n == 64)
            return false;
        types[n++] = p->first;
    }
    check_arguments(s, call, rparen, types, n, n, ellipsis);
    return true;
}

/* A call of a function defined `= delete` (one function, not an
 * overload set): 1776 at the function's name, after what is wrong with
 * the arguments (cudafe++ reports both), as "f(int)" declared in this
 * file. */
static void check_deleted(struct sema *s, const struct il_tree *call, const struct sema_callee *cs)
{
    if (cs->instance)
        return;
    const struct il_tree *callee = call->first;
    uint32_t name = callee->tok;
    if (callee->sub == enk_operation && (callee->op == eok_dot_field || callee->op == eok_points_to_field))
        name = callee->first && callee->first->next ? callee->first->next->tok : 0;
    const char *text = sema_member_function_text(s, cs->first);
    const char *at = name ? sema_declared_at(s, cs->first->tok, name) : NULL;
    if (!name || !text || !at || sema_tok_kind(s, name) != TOK_IDENTIFIER)
        return;
    sema_error2(s, cs->rparen, name, DIAG_edg_1776, text, at);
    sema_finding_late(s);
}

void sema_check_call(struct sema *s, const struct il_tree *call, bool using_directives)
{
    const struct il_tree *callee = call->first;
    if (check_pointer_call(s, call))
        return;
    if (callee && callee->kind == IL_name_reference && !callee->u.sym) {
        undefined_callee(s, call, callee);
        return;
    }
    struct sema_callee cs;
    if (!sema_call_target(s, call, using_directives, &cs) && !sema_member_call_target(s, call, &cs) &&
        !sema_implicit_member_target(s, call, &cs) && !sema_static_member_target(s, call, &cs)) {
        check_overload_counts(s, call, using_directives);
        sema_check_ambiguous_call(s, call, using_directives);
        sema_check_instance_overloads(s, call);
        /* an overload set whose certain winner is deleted */
        if (sema_best_overload(s, call, using_directives, &cs) && (cs.flags & IL_F_DELETED) &&
            cs.rparen)
            check_deleted(s, call, &cs);
        return;
    }
    unsigned nparams = cs.nparams, required = nparams;
    while (required > 0 && (cs.defaults >> (required - 1) & 1))
        required--;
    const struct il_tree *types[64];
    struct il_tree nodes[64][4];   /* (substituted types) */
    unsigned n = 0;
    for (const struct il_param *p = sema_params_of(cs.first); p; p = p->next) {
        if (n == 64)
            return;
        types[n] = cs.instance ? sema_substituted(s, p->type, cs.instance, nodes[n], 4) : p->type;
        n++;
    }
    if (n != nparams)
        return;
    check_arguments(s, call, cs.rparen, types, n, required, sema_has_ellipsis(s, cs.first));
    if (cs.flags & IL_F_DELETED)
        check_deleted(s, call, &cs);
}

/* ---- 3508: calls and launches of the wrong execution space ----
 *
 * From host code (a __host__ __device__ function's included): a kernel
 * called without a launch configuration ("a __global__ function call
 * must be configured"), a host function launched ("a host function call
 * cannot be configured"), a __device__ or __host__ __device__ one
 * launched ("a __device__ function call ..."); at the callee's name.  Judged where
 * every declaration of the name visible at the call has the same
 * execution space (no overload resolution needed) and the caller is not
 * a template. */


void sema_check_configuration(struct sema *s, const struct il_node *fn, const struct il_tree *call)
{
    const struct il_tree *callee = call->first;
    if (s->in_template || !sema_host_function(fn) || !callee || callee->kind != IL_expr_node ||
        callee->sub != enk_routine || !callee->u.sym ||
        sema_tok_kind(s, callee->tok) != TOK_IDENTIFIER ||
        (callee->tok > 0 && sema_tok_kind(s, callee->tok - 1) == TOK_COLONCOLON))
        return;
    const struct symbol *f = callee->u.sym;
    const struct scope *global = s->il->global;
    if ((f->kind != SYM_FUNCTION && f->kind != SYM_FUNCTION_TEMPLATE) || f->parent != global ||
        global->usings || global->inlines)
        return;
    bool launched = sema_tok_kind(s, callee->tok + 1) == TOK_LSHIFT;
    if (!launched && callee->tok + 1 != call->tok)
        return;   /* template arguments: not judged */
    int space = -1;
    /* The whole list of declarations is read once (kept by its newest
     * symbol, with its greatest token and what it says: -1 when no one
     * space); a call before one of them reads those before it. */
    const struct symbol *head = scope_find_local(global, f->id);
    uintptr_t known = head ? (uintptr_t)ptrmap_get(&s->spaces_of, head) : 0;
    if (known && (uint32_t)(known >> 8) <= call->tok) {
        space = (int)(known & 0xff) - 2;
    } else {
        bool whole = true, missing = false, stopped = false;
        uint32_t max_tok = 0;   /* (of the declarations read) */
        for (const struct symbol *x = head; x; x = x->next) {
            if (x->tok > call->tok) {
                whole = false;
                continue;
            }
            if (x->tok > max_tok)
                max_tok = x->tok;
            const struct il_node *n = sema_decl_at(s, x->tok);
            missing |= !n;
            bool routine = (x->kind == SYM_FUNCTION || x->kind == SYM_FUNCTION_TEMPLATE) && n &&
                           n->kind == IL_routine;
            int sp = routine ? (int)sema_space_of(n) : -1;
            if (!routine || (space >= 0 && sp != space)) {
                space = -1;
                stopped = true;   /* (so for any call after those read) */
                break;
            }
            space = sp;
        }
        if ((whole || stopped) && !missing && head)
            ptrmap_put(&s->spaces_of, head, (void *)(((uintptr_t)max_tok << 8) | (uintptr_t)(space + 2)));
        if (space < 0)
            return;
    }
    uint32_t rparen = sema_matching_paren(s, call->tok);
    if (space < 0 || !rparen)
        return;
    if (!launched && space == SPACE_KERNEL)
        sema_error2(s, rparen, callee->tok, DIAG_edg_3508, "__global__", "must");
    else if (launched && space == SPACE_HOST)
        sema_error2(s, rparen, callee->tok, DIAG_edg_3508, "host", "cannot");
    else if (launched && (space == SPACE_HOST_DEVICE || space == SPACE_DEVICE)) {
        sema_error2(s, rparen, callee->tok, DIAG_edg_3508, "__device__", "cannot");
        if (space == SPACE_DEVICE && s->nfound)
            s->found[s->nfound - 1].late = 2;   /* (after the call's own 3462, late 1, observed) */
    }
}
