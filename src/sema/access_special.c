/* Constructors, destructors and copies a body uses, for access control
 * (access.c has the rules): 330 ""L::L()" (declared at line 2) is
 * inaccessible", ""Buf::Buf(const Buf &)" ...", ""H::~H() noexcept" ...";
 * from a class derived from theirs, a protected one making or destroying
 * an object of their own class is 410 "protected function "B::B()" ...
 * through a "B" pointer or object" (the destructor then "B::~B").
 *
 * Observed (cudafe++ 13.0), the caret of the constructor's error:
 *   `C v;`, `C v[2];`        at v              `new C`          at C
 *   `C v(a)`                 at a              `new C(a)`, `new C()`   at the `(`
 *   `C v{a}`, `C v = {a}`, `C v{}`   at the `{`  `new C{a}`     at the `{`
 *   `C(a)`, `C()`            at C              `C{a}`           at the `{`
 *   `C v = w;`, `C v(w)`, f(w) passing w by value, `return w;`   at w (a copy)
 *   a mem-initializer `B(a)`, `B{a}` of a base   at its `(` or `{`
 * The destructor's: a block-scope variable's (static ones too, arrays)
 * where its construction's is, after it and after what the initializer
 * finds; `delete p`, `delete[] p` at p; a temporary `C(...).m` where its
 * construction's is; an object passed by value at it (after the
 * copy's).  The destructor is spelled "H::~H() noexcept" when it throws
 * nothing by default (written without an exception specification, every
 * member and base destroyed without throwing), "H::~H()" after
 * noexcept(false).  `return w;` of a local or a parameter by value moves
 * when the class declares a move constructor (then not judged), else
 * copies.  `C v = C(a)` (the temporary's destructor, as a warning 2867
 * too) is not judged.  A deleted default constructor is inaccessible
 * first (then cudafe++ says it is deleted, cufe does not); a deleted copy
 * constructor is members.c's 1776.
 *
 * Certain or silent: the class is one access.c reads, its constructors
 * no templates, none inherited (`using B::B`); the one a construction
 * calls is the default constructor (the only one taking no arguments),
 * the copy constructor `C(const C &)` (no other constructor taking a C
 * by reference, or one argument of a type a C converts to but by a
 * conversion function) or the one sema_certain_constructor finds; a copy
 * is of an lvalue of the very class (a variable, parameter, element or
 * member so declared). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

/* The class a type names by value (through typedefs; no template
 * arguments), if access.c reads it. */
static const struct symbol *value_class(struct sema *s, const struct il_tree *t)
{
    const struct symbol *c = sema_class_named(t);
    return c && !(t->op & IL_CV_VOLATILE) && sema_access_class_ok(s, c) ? c : NULL;
}

/* Whether a parameter type names class c (by value or reference). */
static bool names_class(const struct il_tree *t, const struct symbol *c)
{
    if (t && t->kind == IL_type && t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF)))
        t = t->first;
    return sema_class_named(t) == c || (t && t->kind == IL_type && (t->op & IL_TYPE_NAMED) &&
                                        t->u.sym && t->u.sym->id == c->id);
}

/* The constructors of c: false when one is a template or takes a pack,
 * or the class inherits constructors. */
static bool plain_constructors(struct sema *s, const struct symbol *c)
{
    if (sema_access_class_usings(s, c))
        return false;
    for (const struct sema_ctor *k = sema_ctors_of(s, c->members); k; k = k->next) {
        if (k->fn->flags & (IL_F_TEMPLATE | IL_F_FRIEND))
            return false;
        for (const struct il_param *p = sema_params_of(k->fn); p; p = p->next)
            if (p->pack)
                return false;
    }
    return true;
}

/* The default constructor of c declared in it (the only constructor
 * taking no arguments); NULL when there is none (the implicit one, or
 * none at all: another message) or it is not certain (*unsure). */
static const struct il_node *default_constructor(struct sema *s, const struct symbol *c)
{
    if (!plain_constructors(s, c))
        return NULL;
    const struct il_node *found = NULL;
    for (const struct sema_ctor *k = sema_ctors_of(s, c->members); k; k = k->next) {
        const struct il_param *p = sema_params_of(k->fn);
        if (p && !p->init_tok)
            continue;
        if (found || sema_has_ellipsis(s, k->fn))
            return NULL;
        found = k->fn;
    }
    return found;   /* (a deleted one too: cudafe++ says it is inaccessible first) */
}

/* The copy constructor `C(const C &)` c declares, when it is the one
 * copying an lvalue of c: no other constructor takes a C by reference
 * (`C(C &)`) or could take one argument of c but by a conversion. */
static const struct il_node *copy_constructor(struct sema *s, const struct symbol *c)
{
    if (!plain_constructors(s, c))
        return NULL;
    const struct il_node *copy = NULL;
    for (const struct sema_ctor *k = sema_ctors_of(s, c->members); k; k = k->next) {
        const struct il_param *p = sema_params_of(k->fn);
        if (!p)
            continue;
        bool one = true;
        for (const struct il_param *q = p->next; q; q = q->next)
            one &= q->init_tok != 0;
        if (!one)
            continue;   /* (two arguments or more) */
        const struct il_tree *t = p->type;
        if (!t || t->kind != IL_type || sema_has_ellipsis(s, k->fn))
            return NULL;
        if (t->sub == tk_pointer && (t->op & IL_PTR_RREF))
            continue;   /* C(C &&): no lvalue binds */
        if (t->sub == tk_pointer && (t->op & IL_PTR_LREF) && t->first &&
            sema_class_named(t->first) == c && (t->first->op & IL_CV_CONST) &&
            !(t->first->op & IL_CV_VOLATILE) && !copy) {
            copy = k->fn;
            continue;
        }
        /* another constructor of one argument: a number, a pointer (no
         * class converts to them but by a conversion function, which the
         * copy's reference binding beats) */
        if (names_class(t, c) || (t->sub != tk_pointer && sema_arith_of_type(s, t) == ARITH_NONE))
            return NULL;
    }
    return copy;
}

/* Whether a type's objects are destroyed without running code that may
 * throw: fundamental, enumeration and pointer types, arrays of them. */
static bool trivially_destroyed(const struct il_tree *t)
{
    for (int depth = 0; t && t->kind == IL_type && depth < 16; depth++) {
        if (t->sub == tk_array) {
            t = t->first;
            continue;
        }
        if (t->sub == tk_pointer)
            return true;
        if ((t->sub == tk_integer || t->sub == tk_float) && !(t->op & IL_TYPE_NAMED))
            return true;
        return t->sub == tk_integer && (t->op & IL_TYPE_NAMED) && t->u.sym &&
               t->u.sym->kind == SYM_ENUM;
    }
    return false;
}

/* The destructor c declares (`~C()` in its body), or NULL; *spec:
 * " noexcept" or "" as its text ends, NULL when not known. */
static const struct il_node *destructor(struct sema *s, const struct symbol *c, const char **spec,
                                        int depth);

/* Whether c's destructor, declared or implicit, throws nothing by
 * default: its members and bases are destroyed without throwing. */
static bool destroyed_quietly(struct sema *s, const struct symbol *c, int depth)
{
    const struct il_node *fields[64];
    int nf = sema_data_members(s, c->members, fields, 64);
    if (nf < 0 || depth > 8)
        return false;
    for (int i = 0; i < nf; i++)
        if (!trivially_destroyed(fields[i]->type))
            return false;
    for (const struct base_list *b = c->members->bases; b; b = b->next) {
        const char *spec = NULL;
        if (!sema_access_class_ok(s, b->base))
            return false;
        const struct il_node *d = destructor(s, b->base, &spec, depth + 1);
        if (d ? !spec || !*spec : !destroyed_quietly(s, b->base, depth + 1))
            return false;
    }
    return true;
}

static const struct il_node *destructor(struct sema *s, const struct symbol *c, const char **spec,
                                        int depth)
{
    *spec = NULL;
    uint32_t name = sema_access_destructor(s, c);
    const struct il_node *found = name ? sema_member_at(s, name) : NULL;
    if (!found || (found->flags & IL_F_DELETED))
        return NULL;
    uint32_t close = found->name_end && sema_tok_kind(s, found->name_end) == TOK_LPAREN
                         ? sema_matching_paren(s, found->name_end) : 0;
    if (!close || close != found->name_end + 1)
        return found;   /* (`~C(void)`: not read) */
    uint32_t t = close + 1;
    bool written = false;
    if (sema_tok_kind(s, t) == TOK_NOEXCEPT) {
        if (sema_tok_kind(s, t + 1) == TOK_LPAREN) {
            /* noexcept(false) -- or (true): not read */
            if (sema_tok_kind(s, t + 2) == TOK_FALSE && sema_tok_kind(s, t + 3) == TOK_RPAREN)
                *spec = "";
            return found;
        }
        written = true;
        t++;
    }
    while (sema_tok_kind(s, t) == TOK_IDENTIFIER &&
           (strcmp(sema_ident(s, t)->name, "override") == 0 ||
            strcmp(sema_ident(s, t)->name, "final") == 0))
        t++;
    int k = sema_tok_kind(s, t);
    if (k != TOK_LBRACE && k != TOK_SEMI && k != TOK_ASSIGN)
        return found;
    if (written || destroyed_quietly(s, c, depth))
        *spec = " noexcept";
    return found;
}

/* What a construction or destruction is judged with: where cudafe++
 * reports it (order, caret), the class of the object made or destroyed
 * (a base's subobject: the class of the constructor naming it), and
 * whether it comes after the constructor's error at the caret. */
struct site {
    uint32_t order, caret;
    const struct symbol *object;
    bool late;
};

enum special { SPECIAL_CTOR, SPECIAL_COPY, SPECIAL_DTOR };

/* A special member's text: "C::C(int)", "C::C(const C &)", "C::~C"
 * and what follows (tail). */
static const char *special_text(struct sema *s, const struct symbol *c, const struct il_node *fn,
                                enum special kind, const char *tail)
{
    if (kind == SPECIAL_CTOR)
        return sema_constructor_text(s, c, fn);
    const char *cls = sema_entity_text(s, c);
    if (!cls)
        return NULL;
    char buf[512];
    int n = kind == SPECIAL_COPY ? snprintf(buf, sizeof buf, "%s::%s(const %s &)", cls, c->id->name, cls)
                                 : snprintf(buf, sizeof buf, "%s::~%s%s", cls, c->id->name, tail);
    return n > 0 && (size_t)n < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)n)->name : NULL;
}

/* 330 when fn, a constructor or destructor of c, is inaccessible here;
 * 410 when it is protected and the object is of no class derived from
 * the function's. */
static void check_special(struct sema *s, const struct symbol *c, const struct il_node *fn,
                          enum special kind, const char *dtor_spec, const struct site *at)
{
    if (!fn)
        return;
    enum sema_access v = sema_member_access(s, c, fn->tok, c, at->object, true);
    if (v != SEMA_ACCESS_DENIED && v != SEMA_ACCESS_PROTECTED)
        return;
    /* (the destructor: "C::~C() noexcept" in a 330, "C::~C" in a 410) */
    char tail[32] = "";
    if (v == SEMA_ACCESS_DENIED)
        snprintf(tail, sizeof tail, "()%s", dtor_spec ? dtor_spec : "");
    const char *text = special_text(s, c, fn, kind, tail);
    if (!text)
        return;
    sema_access_error(s, v, at->order, at->caret, v == SEMA_ACCESS_DENIED ? NULL : "function", text,
                      sema_last_function_declaration(s, fn, at->caret), at->object);
    if (at->late)
        sema_finding_late(s);
}

/* c's destructor (after the constructor's error at the caret). */
static void check_destructor(struct sema *s, const struct symbol *c, struct site at, bool late)
{
    const char *spec = NULL;
    const struct il_node *d = destructor(s, c, &spec, 0);
    at.late = late;
    if (d && spec && !(d->flags & IL_F_DELETED))
        check_special(s, c, d, SPECIAL_DTOR, spec, &at);
}

/* Whether e is an lvalue of class c whose type is declared (a variable,
 * parameter, element, member, *p): a copy of it calls the copy
 * constructor. */
static bool lvalue_of(struct sema *s, const struct il_tree *e, const struct symbol *c)
{
    if (!e || e->kind != IL_expr_node)
        return false;
    const struct il_tree *t = sema_declared_type(s, e, true);
    if (e->sub == enk_field && e->u.sym && sema_field_at(s, e->u.sym->tok)) {
        /* a data member named alone */
        t = sema_field_at(s, e->u.sym->tok)->type;
        if (t && t->kind == IL_type && t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF)))
            t = t->first;
    }
    return t && t->kind == IL_type && t->sub != tk_pointer && sema_class_named(t) == c &&
           !(t->op & IL_CV_VOLATILE) &&
           (e->sub == enk_variable || e->sub == enk_param_ref || e->sub == enk_field ||
            (e->sub == enk_operation && (e->op == eok_indirect || e->op == eok_subscript ||
                                         e->op == eok_dot_field || e->op == eok_points_to_field ||
                                         e->op == eok_parens)));
}

/* A copy of an lvalue of c by its copy constructor (not a deleted one:
 * the error that says so is members.c's), and (dtor) the copy's
 * destruction. */
static void check_copy(struct sema *s, const struct symbol *c, struct site at, bool dtor)
{
    const struct il_node *copy = copy_constructor(s, c);
    if (copy && !(copy->flags & IL_F_DELETED))
        check_special(s, c, copy, SPECIAL_COPY, NULL, &at);
    if (dtor)
        check_destructor(s, c, at, true);
}

/* C constructed from the arguments from args on (braces: a braced
 * list; none: the default constructor). */
static void check_constructor(struct sema *s, const struct il_tree *type, const struct il_tree *args,
                              bool braces, struct site at)
{
    const struct symbol *c = value_class(s, type);
    if (!c)
        return;
    const struct il_node *fn;
    if (!args) {
        fn = default_constructor(s, c);
    } else {
        const struct symbol *cls;
        fn = plain_constructors(s, c) ? sema_certain_constructor(s, type, args, braces, &cls) : NULL;
        if (fn && (fn->flags & IL_F_DELETED))
            return;   /* (1776 is constructors.c's) */
    }
    if (!at.object)
        at.object = c;
    check_special(s, c, fn, SPECIAL_CTOR, NULL, &at);
}

static struct site site_at(const struct symbol *object, uint32_t order, uint32_t caret)
{
    struct site at = { order, caret, object, false };
    return at;
}

void sema_check_declaration_access(struct sema *s, const struct il_node *v)
{
    if (s->in_template || !s->judging || v->kind != IL_variable || !v->has_pos ||
        (v->flags & (IL_F_EXTERN | IL_F_TYPEDEF)))
        return;
    const struct il_tree *type = v->type;
    while (type && type->kind == IL_type && type->sub == tk_array)
        type = type->first;   /* (each element constructed and destroyed) */
    const struct symbol *c = value_class(s, type);
    if (!c)
        return;
    const struct il_tree *init = v->init;
    /* (the destructor's caret: the construction's) */
    struct site at = site_at(c, v->tok, v->tok);
    if (!init) {
        check_constructor(s, type, NULL, false, at);
    } else if (type != v->type) {
        return;   /* (an array's initializer: not judged) */
    } else if ((init->sub == enk_initializer && sema_tok_kind(s, init->tok) == TOK_LPAREN) ||
               init->sub == enk_braced_init_list) {
        bool braces = init->sub == enk_braced_init_list;
        at.order = braces ? sema_matching_brace(s, init->tok) : sema_matching_paren(s, init->tok);
        const struct il_tree *args = init->first;
        if (!at.order || (!args && !braces))
            return;
        at.caret = braces ? init->tok : sema_expr_start(s, args);
        if (args && !args->next && lvalue_of(s, args, c))
            check_copy(s, c, at, false);
        else
            check_constructor(s, type, args, braces, at);
    } else if (v->init_tok && sema_tok_kind(s, v->init_tok) == TOK_ASSIGN && lvalue_of(s, init, c)) {
        at.order = sema_last_token(init);
        at.caret = sema_expr_start(s, init);
        check_copy(s, c, at, false);
    } else {
        return;   /* (C v = C(...): the temporary's destructor, not judged) */
    }
    check_destructor(s, c, at, true);
}

/* new C, new C(args), new C{args}; delete p, delete[] p. */
static void check_new_delete(struct sema *s, const struct il_tree *e)
{
    const struct il_tree *first = e->first;
    if (!first)
        return;
    if (sema_tok_kind(s, e->tok) == TOK_DELETE) {
        if (first->next)
            return;
        const struct il_tree *t = sema_declared_type(s, first, true);
        if (!t || t->kind != IL_type || t->sub != tk_pointer || (t->op & (IL_PTR_LREF | IL_PTR_RREF)))
            return;
        const struct symbol *c = value_class(s, t->first);
        if (c)
            check_destructor(s, c, site_at(c, sema_last_token(first), sema_expr_start(s, first)),
                             false);
        return;
    }
    if (sema_tok_kind(s, e->tok) != TOK_NEW || first->kind != IL_type)
        return;   /* (placement new: not judged) */
    const struct il_tree *init = first->next;
    if (!init) {
        if (sema_tok_kind(s, first->tok) == TOK_IDENTIFIER &&
            sema_tok_kind(s, first->tok + 1) != TOK_LBRACKET)
            check_constructor(s, first, NULL, false, site_at(NULL, first->tok, first->tok));
        return;
    }
    if (init->next || init->kind != IL_expr_node)
        return;
    bool braces = init->sub == enk_braced_init_list;
    if (!braces && (init->sub != enk_initializer || sema_tok_kind(s, init->tok) != TOK_LPAREN))
        return;
    uint32_t end = braces ? sema_matching_brace(s, init->tok) : sema_matching_paren(s, init->tok);
    const struct symbol *c = value_class(s, first);
    if (!end || !c)
        return;
    const struct il_tree *args = init->first;
    if (args && !args->next && lvalue_of(s, args, c))
        check_copy(s, c, site_at(c, end, init->tok), false);
    else
        check_constructor(s, first, args, braces, site_at(c, end, init->tok));
}

/* C(args), C{args}, C(): the temporary's constructor (ctor), its
 * destructor (dtor: the temporary is the object of `.`). */
static void check_temporary(struct sema *s, const struct il_tree *e, bool dtor, bool ctor)
{
    const struct il_tree *type = e->first;
    if (!type || type->kind != IL_type || sema_tok_kind(s, type->tok) != TOK_IDENTIFIER)
        return;
    int k = sema_tok_kind(s, type->tok + 1);
    if (k != TOK_LPAREN && k != TOK_LBRACE)
        return;
    const struct symbol *c = value_class(s, type);
    if (!c)
        return;
    const struct il_tree *args = type->next;
    bool braces = k == TOK_LBRACE;
    if (braces) {
        if (!args || args->next || args->kind != IL_expr_node || args->sub != enk_braced_init_list)
            return;
        args = args->first;
    }
    uint32_t end = braces ? sema_matching_brace(s, type->tok + 1) : sema_matching_paren(s, type->tok + 1);
    if (!end)
        return;
    struct site at = site_at(c, end, braces ? type->tok + 1 : type->tok);
    if (ctor && args && !args->next && lvalue_of(s, args, c))
        check_copy(s, c, at, false);
    else if (ctor)
        check_constructor(s, type, args, braces, at);
    if (dtor)
        check_destructor(s, c, at, true);
}

/* The arguments of a call whose callee is certain, copied into
 * parameters of a class type by value: the copy and its destruction. */
static void check_arguments(struct sema *s, const struct il_tree *call)
{
    struct sema_callee cs;
    const struct il_node *fn = NULL;
    if (sema_tok_kind(s, call->tok) != TOK_LPAREN)
        return;
    if (sema_call_target(s, call, true, &cs) || sema_member_call_target(s, call, &cs))
        fn = cs.first;
    if (!fn)
        return;
    const struct il_param *p = sema_params_of(fn);
    for (const struct il_tree *a = call->first->next; a && p; a = a->next, p = p->next) {
        const struct symbol *c = p->pack ? NULL : value_class(s, p->type);
        if (c && lvalue_of(s, a, c))
            check_copy(s, c, site_at(c, sema_last_token(a), sema_expr_start(s, a)), true);
    }
}

/* Whether e names a variable of the function judged or a parameter by
 * value: a return moves it when its class can be moved. */
static bool movable_name(struct sema *s, const struct il_tree *e)
{
    while (e && e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_parens &&
           e->first && !e->first->next)
        e = e->first;
    if (!e || e->kind != IL_expr_node || !e->u.sym ||
        (e->sub != enk_variable && e->sub != enk_param_ref))
        return false;
    const struct il_tree *t = e->sub == enk_param_ref
                                  ? (sema_param_at(s, e->u.sym->tok) ? sema_param_at(s, e->u.sym->tok)->type
                                                                     : NULL)
                                  : NULL;
    if (e->sub == enk_variable) {
        const struct il_node *v = sema_decl_at(s, e->u.sym->tok);
        if (!v || v->kind != IL_variable || !(v->flags & IL_F_LOCAL))
            return false;
        t = v->type;
    }
    return t && t->kind == IL_type && !(t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF)));
}

/* Whether class c declares a move constructor (`C(C &&)`). */
static bool declares_move(struct sema *s, const struct symbol *c)
{
    for (const struct sema_ctor *k = sema_ctors_of(s, c->members); k; k = k->next) {
        const struct il_param *p = sema_params_of(k->fn);
        if (p && p->type && p->type->kind == IL_type && p->type->sub == tk_pointer &&
            (p->type->op & IL_PTR_RREF))
            return true;
    }
    return false;
}

void sema_check_return_access(struct sema *s, const struct il_node *fn, const struct il_tree *st)
{
    const struct il_tree *e = st->first;
    if (s->in_template || !s->judging || !e || e->next || e->kind != IL_expr_node || !fn->type ||
        fn->type->sub != tk_routine)
        return;
    const struct symbol *c = value_class(s, fn->type->first);
    if (!c || !lvalue_of(s, e, c) || (movable_name(s, e) && declares_move(s, c)))
        return;
    check_copy(s, c, site_at(c, sema_last_token(e), sema_expr_start(s, e)), false);
}

void sema_check_base_initializer_access(struct sema *s, const struct il_node *fn,
                                        const struct il_tree *ci)
{
    const struct scope *cls = fn->scope;
    if (s->in_template || !s->judging || !cls || cls->kind != SCOPE_CLASS || !cls->owner ||
        sema_tok_kind(s, ci->tok) != TOK_IDENTIFIER || scope_find_local(cls, sema_ident(s, ci->tok)))
        return;
    int k = sema_tok_kind(s, ci->tok + 1);
    if (k != TOK_LPAREN && k != TOK_LBRACE)
        return;
    const struct symbol *base = NULL;
    for (const struct base_list *b = cls->bases; b; b = b->next)
        if (b->base && b->base->id == sema_ident(s, ci->tok))
            base = base ? NULL : b->base;
    if (!base || !sema_access_class_ok(s, base) || !sema_access_class_ok(s, cls->owner))
        return;
    const struct il_tree *args = ci->first;
    if (k == TOK_LBRACE) {
        if (args && (args->next || args->kind != IL_expr_node || args->sub != enk_braced_init_list))
            return;
        args = args ? args->first : NULL;
    }
    uint32_t end = k == TOK_LBRACE ? sema_matching_brace(s, ci->tok + 1)
                                   : sema_matching_paren(s, ci->tok + 1);
    if (!end)
        return;
    struct il_tree type = { 0 };
    type.kind = IL_type;
    type.sub = tk_class;
    type.op = IL_TYPE_NAMED;
    type.tok = ci->tok;
    type.u.sym = (struct symbol *)base;
    /* (a base's subobject: the object is one of the constructor's class) */
    struct site at = site_at(cls->owner, end, ci->tok + 1);
    if (args && !args->next && lvalue_of(s, args, base))
        check_copy(s, base, at, false);
    else
        check_constructor(s, &type, args, k == TOK_LBRACE, at);
}

void sema_check_special_access(struct sema *s, const struct il_tree *e)
{
    if (s->in_template || !s->judging || e->kind != IL_expr_node)
        return;
    if (e->sub == enk_new_delete)
        check_new_delete(s, e);
    else if (e->sub == enk_operation && e->op == eok_cast)
        check_temporary(s, e, false, true);
    else if (e->sub == enk_operation && e->op == eok_dot_field && e->first &&
             e->first->kind == IL_expr_node && e->first->sub == enk_operation &&
             e->first->op == eok_cast)
        check_temporary(s, e->first, true, false);
    else if (e->sub == enk_operation && e->op == eok_call)
        check_arguments(s, e);
}
