/* Members named in a body, for access control (access.c has the rules):
 * `o.m` and `p->m` (the naming class is the object's), `X::m` (X's), a
 * member named alone in a member function (its class's, the object
 * `*this`), and the member function a call calls -- an overloaded
 * name's when overload resolution (overloads.c) certainly picks one.
 *
 * Observed (cudafe++ 13.0): 265 "member "A::x" (declared at line 2) is
 * inaccessible" for data members, static ones too; "function "A::g""
 * for a member function that is not overloaded, "function "A::g(int)
 * const"" for the one an overloaded name picks; 410 "protected member
 * "B::x" (declared at line 2) is not accessible through a "B" pointer or
 * object" naming the object's class; the caret at the member's name, in
 * evaluated and unevaluated operands alike, before what the arguments
 * and the operators around it find.
 *
 * Certain or silent: the object's class is known (a variable, parameter,
 * element, `*this` ...); member lookup finds the name in one class (its
 * declarations there all data members -- one -- or all functions, no
 * template, no using-declaration, no type or enumerator); a call of a
 * non-static member function on an object that may be const is judged
 * only for a const member function (another message otherwise). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

/* The class of the function judged (a member function), or NULL. */
static const struct symbol *own_class(const struct sema *s)
{
    const struct il_node *fn = s->judging;
    return fn && fn->scope && fn->scope->kind == SCOPE_CLASS ? fn->scope->owner : NULL;
}

/* Whether the function judged is a const member function (its `)` then
 * `const`). */
static bool own_const(const struct sema *s)
{
    const struct il_node *fn = s->judging;
    uint32_t close = fn && fn->name_end && sema_tok_kind(s, fn->name_end) == TOK_LPAREN
                         ? sema_matching_paren(s, fn->name_end) : 0;
    return !close || sema_tok_kind(s, close + 1) == TOK_CONST;
}

/* Whether the function judged is certainly a non-static member function:
 * every declaration of its name in its class is one. */
static bool own_nonstatic(const struct sema *s)
{
    const struct il_node *fn = s->judging;
    if (!own_class(s) || !fn->has_pos)
        return false;
    if (!(fn->flags & IL_F_QUALIFIED))
        return !(fn->flags & IL_F_STATIC);
    bool any = false;
    for (const struct symbol *x = scope_find_local(fn->scope, sema_ident(s, fn->tok)); x; x = x->next) {
        const struct il_node *d = x->kind == SYM_FUNCTION ? sema_member_at(s, x->tok) : NULL;
        if (!d || (d->flags & IL_F_STATIC))
            return false;
        any = true;
    }
    return any;
}

static const struct il_tree *unparen(const struct il_tree *e)
{
    while (e && e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_parens &&
           e->first && !e->first->next)
        e = e->first;
    return e;
}

static bool is_this(const struct sema *s, const struct il_tree *e)
{
    e = unparen(e);
    return e && e->kind == IL_expr_node && e->sub == enk_variable && sema_tok_kind(s, e->tok) == TOK_THIS;
}

/* The class of the object of `o.m` or `p->m` (e), or NULL; *nonconst:
 * the object is certainly not const. */
static const struct symbol *object_class(struct sema *s, const struct il_tree *e, bool *nonconst)
{
    const struct il_tree *obj = unparen(e->first);
    *nonconst = false;
    if (!obj)
        return NULL;
    bool arrow = e->op == eok_points_to_field;
    if ((arrow && is_this(s, obj)) ||
        (!arrow && obj->kind == IL_expr_node && obj->sub == enk_operation && obj->op == eok_indirect &&
         obj->first && !obj->first->next && is_this(s, obj->first))) {
        *nonconst = !own_const(s);
        return own_class(s);
    }
    const struct il_tree *type = sema_object_type(s, e);
    const struct symbol *c = sema_class_named(type);
    /* (a typedef may hold a const) */
    *nonconst = c && type->u.sym->kind == SYM_CLASS && !(type->op & (IL_CV_CONST | IL_CV_VOLATILE));
    return c;
}

/* Member lookup for access (sema_declaring_class) goes through the
 * classes access.c reads. */
static bool access_read(const struct sema *cs, const struct symbol *c, void *ctx)
{
    (void)cs;
    return sema_access_class_ok(ctx, c);
}

/* What class cls declares as id: one data member (*field), or member
 * functions (none a template: *fns, their number returned); 0 when it is
 * anything else. */
static unsigned declared_members(struct sema *s, const struct symbol *cls, const struct ident *id,
                                 const struct symbol **field, const struct il_node **fns,
                                 const struct symbol **syms, unsigned max)
{
    unsigned n = 0;
    *field = NULL;
    if (id == cls->id)
        return 0;   /* (the injected-class-name, constructors) */
    for (const struct symbol *x = scope_find_local(cls->members, id); x; x = x->next) {
        if (x->kind == SYM_VARIABLE && !*field && !n && !x->next) {
            *field = x;
            return 1;
        }
        const struct il_node *f = x->kind == SYM_FUNCTION && !(x->flags & SYMF_INJECTED)
                                      ? sema_member_at(s, x->tok) : NULL;
        if (!f || f->sym != x || (f->flags & (IL_F_TEMPLATE | IL_F_FRIEND)) || n == max)
            return 0;
        syms[n] = x;
        fns[n++] = f;
    }
    return n;
}

/* The member function of fns[0..n) a call with these arguments calls:
 * the one there is, or the one overload resolution certainly picks among
 * functions alike in their implicit object parameter; -1 if not known. */
static int called(struct sema *s, const struct il_node **fns, unsigned n, const struct il_tree *args)
{
    if (n == 1)
        return 0;
    struct sema_overloads ov;
    memset(&ov, 0, sizeof ov);
    int q0 = sema_member_quals(s, fns[0]);
    for (unsigned i = 0; i < n; i++) {
        if (i == 24 || sema_member_quals(s, fns[i]) != q0 || q0 < 0 ||
            ((fns[i]->flags ^ fns[0]->flags) & IL_F_STATIC))
            return -1;
        ov.c[i].first = fns[i];
        for (const struct il_param *p = sema_params_of(fns[i]); p; p = p->next) {
            if (p->pack)
                ov.c[i].pack = true;
            if (p->init_tok && ov.c[i].nparams < 64)
                ov.c[i].defaults |= (uint64_t)1 << ov.c[i].nparams;
            ov.c[i].nparams++;
        }
        ov.n++;
    }
    return sema_best_of(s, args, &ov);
}

/* Whether class c is class b or has it among its bases (recorded ones). */
static bool reaches(const struct symbol *c, const struct symbol *b, int depth)
{
    if (c == b)
        return true;
    if (!c || !c->members || depth > 16)
        return false;
    for (const struct base_list *x = c->members->bases; x; x = x->next)
        if (reaches(x->base, b, depth + 1))
            return true;
    return false;
}

/* The naming class of a member of class declaring named alone in a
 * member function: the first of the function's classes (its own, then
 * those around it) that is declaring or derives from it (unqualified
 * lookup searched it first); NULL if none. */
static const struct symbol *implicit_naming(const struct sema *s, const struct symbol *declaring)
{
    const struct il_node *fn = s->judging;
    for (const struct scope *sc = fn ? fn->scope : NULL; sc && sc->kind == SCOPE_CLASS;
         sc = sc->parent)
        if (reaches(sc->owner, declaring, 0))
            return sc->owner;
    return NULL;
}

/* The naming class and object of a member of class declaring named by
 * e (enk_field, enk_variable, enk_routine: X::m, or m alone), and whether
 * e names it; false when not judged.  *object: the class of `*this` when
 * a non-static member is named so in a non-static member function, else
 * NULL. */
static bool name_site(struct sema *s, const struct il_tree *e, const struct symbol *declaring,
                      bool nonstatic, const struct symbol **naming, const struct symbol **object)
{
    *object = NULL;
    if (e->tok > 0 && sema_tok_kind(s, e->tok - 1) == TOK_COLONCOLON) {
        const struct scope *q = ptrmap_get(&s->il->qualifier_by_tok,
                                           (const void *)(uintptr_t)(e->tok + 1));
        if (!q || q->kind != SCOPE_CLASS || !q->owner || q->owner->members != q)
            return false;
        *naming = q->owner;
        uint32_t start = sema_name_start(s, e->tok);
        if (nonstatic && start > 0 && sema_tok_kind(s, start - 1) == TOK_AMP)
            return true;   /* &X::m: a pointer to member, no object */
    } else {
        *naming = implicit_naming(s, declaring);
        if (!*naming)
            return false;
    }
    if (!nonstatic)
        return true;
    /* the object is *this: a non-static member function's class */
    const struct symbol *own = own_class(s);
    if (!own || !own_nonstatic(s) || !reaches(own, *naming, 0))
        return false;
    *object = own;
    return true;
}

/* The declaration "declared at" names for a data member: its last one
 * before its use (`int A::s;` after the declaration in the class). */
static uint32_t declared_last(const struct sema *s, const struct symbol *sym, uint32_t use)
{
    uint32_t at = sym->tok;
    for (const struct sema_ctor *l = sema_qualified_variables(s, sym->id); l; l = l->next)
        if (l->fn->scope == sym->parent && l->fn->tok > at && l->fn->tok < use)
            at = l->fn->tok;
    return at;
}

/* The verdict is an error: only then are the member's spelling and its
 * "declared at" line found (for every member named in every body they
 * cost more than the verdict). */
static bool refused(enum sema_access v)
{
    return v == SEMA_ACCESS_DENIED || v == SEMA_ACCESS_PROTECTED;
}

/* A call of a member function (callee: o.f, p->f, X::f, f). */
static void check_call(struct sema *s, const struct il_tree *call)
{
    const struct il_tree *callee = unparen(call->first);
    if (!callee || callee->kind != IL_expr_node || sema_tok_kind(s, call->tok) != TOK_LPAREN)
        return;
    const struct symbol *declaring = NULL, *naming = NULL, *object = NULL;
    const struct ident *id = NULL;
    uint32_t name_tok = 0;
    bool nonconst = false;
    if (callee->sub == enk_operation &&
        (callee->op == eok_dot_field || callee->op == eok_points_to_field)) {
        const struct il_tree *mem = callee->first ? callee->first->next : NULL;
        if (!mem || mem->kind != IL_name_reference || mem->u.sym ||
            sema_tok_kind(s, mem->tok) != TOK_IDENTIFIER || mem->tok + 1 != call->tok ||
            (sema_tok_kind(s, mem->tok - 1) != TOK_DOT && sema_tok_kind(s, mem->tok - 1) != TOK_ARROW))
            return;
        object = object_class(s, callee, &nonconst);
        if (!object)
            return;
        name_tok = mem->tok;
        id = sema_ident(s, name_tok);
        bool unsure = false;
        declaring = sema_declaring_class(s, object, id, access_read, s, 0, &unsure);
        naming = object;
    } else if (callee->sub == enk_routine && callee->u.sym && callee->tok + 1 == call->tok &&
               callee->u.sym->parent && callee->u.sym->parent->kind == SCOPE_CLASS) {
        declaring = callee->u.sym->parent->owner;
        name_tok = callee->tok;
        id = callee->u.sym->id;
    } else {
        return;
    }
    if (!declaring)
        return;
    const struct symbol *field, *syms[24];
    const struct il_node *fns[24];
    unsigned n = declared_members(s, declaring, id, &field, fns, syms, 24);
    if (!n || field)
        return;
    int k = called(s, fns, n, call->first->next);
    if (k < 0)
        return;
    bool nonstatic = !(fns[k]->flags & IL_F_STATIC);
    if (callee->sub == enk_routine) {
        if (!name_site(s, callee, declaring, nonstatic, &naming, &object))
            return;
        nonconst = object && !own_const(s);
    }
    /* a non-const member function of an object that may be const: not judged */
    if (nonstatic && !nonconst && !(sema_member_quals(s, fns[k]) & 1))
        return;
    enum sema_access v = sema_member_access(s, declaring, syms[k]->tok, naming, object, nonstatic);
    if (!refused(v))
        return;
    const char *name = n == 1 ? sema_entity_text(s, syms[k]) : sema_member_function_text(s, fns[k]);
    sema_access_error(s, v, name_tok, name_tok, "function", name,
                      sema_last_function_declaration(s, fns[k], name_tok), object);
}

/* o.m or p->m naming a data member. */
static void check_member(struct sema *s, const struct il_tree *e)
{
    const struct il_tree *mem = e->first ? e->first->next : NULL;
    if (!mem || mem->kind != IL_name_reference || mem->u.sym ||
        sema_tok_kind(s, mem->tok) != TOK_IDENTIFIER ||
        (sema_tok_kind(s, mem->tok - 1) != TOK_DOT && sema_tok_kind(s, mem->tok - 1) != TOK_ARROW))
        return;
    bool nonconst;
    const struct symbol *object = object_class(s, e, &nonconst);
    if (!object)
        return;
    const struct ident *id = sema_ident(s, mem->tok);
    bool unsure = false;
    const struct symbol *declaring = sema_declaring_class(s, object, id, access_read, s, 0, &unsure);
    const struct symbol *field, *syms[1];
    const struct il_node *fns[1];
    if (!declaring || declared_members(s, declaring, id, &field, fns, syms, 1) != 1 || !field)
        return;
    bool nonstatic = !(field->flags & SYMF_STATIC);
    enum sema_access v = sema_member_access(s, declaring, field->tok, object, object, nonstatic);
    if (refused(v))
        sema_access_error(s, v, mem->tok, mem->tok, "member", sema_entity_text(s, field),
                          declared_last(s, field, mem->tok), object);
}

/* A data member named alone or as X::m. */
static void check_named(struct sema *s, const struct il_tree *e)
{
    const struct symbol *sym = e->u.sym;
    if (!sym || sym->kind != SYM_VARIABLE || !sym->parent || sym->parent->kind != SCOPE_CLASS ||
        !sym->parent->owner || sym->parent->owner->members != sym->parent)
        return;
    const struct symbol *declaring = sym->parent->owner, *field, *syms[1];
    const struct il_node *fns[1];
    if (declared_members(s, declaring, sym->id, &field, fns, syms, 1) != 1 || field != sym)
        return;
    bool nonstatic = !(sym->flags & SYMF_STATIC);
    const struct symbol *naming, *object;
    if (!name_site(s, e, declaring, nonstatic, &naming, &object))
        return;
    enum sema_access v = sema_member_access(s, declaring, sym->tok, naming, object, nonstatic);
    if (refused(v))
        sema_access_error(s, v, e->tok, e->tok, "member", sema_entity_text(s, sym),
                          declared_last(s, sym, e->tok), object);
}

void sema_check_member_access(struct sema *s, const struct il_tree *e)
{
    if (s->in_template || !s->judging || e->kind != IL_expr_node)
        return;
    if (e->sub == enk_operation && e->op == eok_call)
        check_call(s, e);
    else if (e->sub == enk_operation && (e->op == eok_dot_field || e->op == eok_points_to_field))
        check_member(s, e);
    else if (e->sub == enk_field || e->sub == enk_variable)
        check_named(s, e);
}
