/* 1086: a member function called on an object whose cv-qualifiers it
 * does not take, and 245: one called with no object at all.
 *
 * 1086: a member function called on an object whose cv-qualifiers it
 * does not take -- `c.get()` with `const V &c` and `int get();`:
 *
 *   the object has type qualifiers that are not compatible with the
 *   member function "V::get"
 *               object type is: const V
 *
 * caret at the object, reported when the call's argument list closes.
 * A reader of the semantic model (src/sema/exprs/): the object's type and
 * category come from the typed expressions, the function from the class's
 * members.  Certain or silent: the object's type known and cv-qualified,
 * the name one non-template, non-static member function (an overload set
 * gives another error, "no instance of overloaded function ... and
 * object"), neither const nor volatile nor &&-qualified, called with as
 * many arguments as it has parameters (no `...`; too many or too few are
 * reported first, and defaults are not judged); a member of a base is
 * named with the base ("B::f", "object type is: const B"), observed with
 * cudafe++. */
#include <stdio.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

/* The number of arguments of a call. */
static unsigned count_args(const struct il_tree *call)
{
    unsigned n = 0;
    for (const struct il_tree *a = call->first ? call->first->next : NULL; a; a = a->next)
        n++;
    return n;
}

/* The one member function named by m's name in m's scope, when it is one
 * the rule judges (see above) and call gives it as many arguments as it
 * has parameters; NULL otherwise. */
static const struct entity *sole_function(struct sema *s, const struct symbol *m,
                                          const struct il_tree *call)
{
    const struct entity *only = NULL;
    for (const struct symbol *x = scope_find_local(m->parent, m->id); x; x = x->next) {
        if (x->id != m->id)
            continue;
        const struct entity *e = entity_of(&s->model_entities, x);
        if (only || x->kind != SYM_FUNCTION || !e || e->kind != ENT_FUNCTION || !e->decl ||
            !e->type)
            return NULL;
        only = e;
    }
    if (!only)
        return NULL;
    const struct il_node *n = only->decl;
    const struct il_tree *t = n->type;
    if ((n->flags & (IL_F_STATIC | IL_F_TEMPLATE | IL_F_SPEC)) || !t || t->sub != tk_routine ||
        (t->op & (IL_CV_CONST | IL_CV_VOLATILE | IL_PTR_RREF)))
        return NULL;
    /* as many arguments as parameters, no `...` */
    const struct type *ft = type_canonical(only->type);
    return ft->u.fn.variadic || ft->u.fn.nparams != count_args(call) ? NULL : only;
}


/* "C::f" for member function m (C as its class's canonical spelling), or
 * NULL. */
static const char *member_text(struct sema *s, const struct symbol *m, char *cls, size_t size)
{
    const struct type *c = decl_type_of_symbol(&s->model_decls, m->parent->owner);
    char buf[1200];
    if (!c || type_spell(type_canonical(c), cls, size) >= size)
        return NULL;
    int len = snprintf(buf, sizeof buf, "%s::%s", cls, m->id->name);
    return len < 0 || (size_t)len >= sizeof buf ? NULL : ident_intern(s->il->idents, buf, (size_t)len)->name;
}

static void report(struct sema *s, const struct il_tree *call, uint32_t caret, const char *fname,
                   const char *obj_text)
{
    char buf[1200];
    uint32_t close = sema_matching_paren(s, call->tok);
    int len = snprintf(buf, sizeof buf, "object type is: %s", obj_text);
    if (!close || len < 0 || (size_t)len >= sizeof buf)
        return;
    const char **lines = xmalloc(2 * sizeof *lines);   /* (freed when reported) */
    lines[0] = ident_intern(s->il->idents, buf, (size_t)len)->name;
    lines[1] = NULL;
    sema_error_lines(s, close, caret, DIAG_edg_1086, fname, lines);
}

/* Whether class scope base is cls or one of its bases that lookup sees
 * whole. */
static bool is_base(const struct scope *base, const struct scope *cls, int depth)
{
    if (base == cls)
        return true;
    if (!cls || cls->unknown_bases || cls->opaque_base || depth > 32)
        return false;
    for (const struct base_list *b = cls->bases; b; b = b->next)
        if (b->base && b->base->members && is_base(base, b->base->members, depth + 1))
            return true;
    return false;
}

/* f() naming a member function without an object: in a member function,
 * on (*this) -- 1086 when `this` is const or volatile and f is not;
 * where there is no `this` (a function of a namespace, a static member
 * function), 245 "a nonstatic member reference must be relative to a
 * specific object", caret at the name (its qualifier), in unevaluated
 * operands and lambdas too. */
static void implicit_object(struct sema *s, const struct il_tree *call, const struct il_tree *f)
{
    const struct symbol *m = f->u.sym;
    const struct il_node *fn = s->model.fn;
    if (!m || m->kind != SYM_FUNCTION || !m->parent || m->parent->kind != SCOPE_CLASS ||
        !m->parent->owner || !fn || !fn->type || fn->type->sub != tk_routine)
        return;
    if (!sole_function(s, m, call))
        return;
    char cls[512], obj[600];
    const char *fname = member_text(s, m, cls, sizeof cls);
    if (!fname)
        return;
    uint32_t caret = sema_expr_start(s, f);
    if (fn->flags & (IL_F_FRIEND | IL_F_TEMPLATE | IL_F_SPEC))
        return;
    bool member = fn->scope && fn->scope->kind == SCOPE_CLASS;
    if (!member && fn->scope && fn->scope->kind == SCOPE_NAMESPACE &&
        !(fn->flags & (IL_F_MEMBER | IL_F_QUALIFIED))) {
        sema_error(s, sema_matching_paren(s, call->tok), caret, DIAG_edg_245, NULL);
        return;
    }
    if (!member || !is_base(m->parent, fn->scope, 0))
        return;
    if (fn->flags & IL_F_STATIC) {
        /* (a static member function declared in its class: an out-of-
         * class definition does not say `static`) */
        sema_error(s, sema_matching_paren(s, call->tok), caret, DIAG_edg_245, NULL);
        return;
    }
    unsigned cv = (fn->type->op & IL_CV_CONST ? TYPE_CONST : 0) |
                  (fn->type->op & IL_CV_VOLATILE ? TYPE_VOLATILE : 0);
    if (!cv || s->call_in_lambda)
        return;
    int len = snprintf(obj, sizeof obj, "%s%s%s", cv & TYPE_CONST ? "const " : "",
                       cv & TYPE_VOLATILE ? "volatile " : "", cls);
    if (len < 0 || (size_t)len >= sizeof obj)
        return;
    report(s, call, caret, fname, obj);
}

void sema_check_object_cv(struct sema *s, const struct il_tree *call)
{
    if (!s->model_ready || s->in_template)
        return;
    const struct il_tree *f = call->first;
    if (f && f->kind == IL_expr_node && f->sub == enk_routine) {
        implicit_object(s, call, f);
        return;
    }
    if (!f || f->kind != IL_expr_node || f->sub != enk_operation ||
        (f->op != eok_dot_field && f->op != eok_points_to_field) || !f->first)
        return;
    const struct il_tree *name = f->first->next;
    if (!name || name->next)
        return;
    struct expr_type o = expr_object_of(&s->model, f);
    if (!o.type)
        return;
    unsigned cv = type_canonical(o.type)->cv & (TYPE_CONST | TYPE_VOLATILE);
    struct scope *cls = expr_class_members(o.type);
    const struct symbol *m = cls ? expr_member_named(&s->model, cls, name->tok) : NULL;
    if (!cv || !m || m->kind != SYM_FUNCTION || !m->parent || !m->parent->owner)
        return;
    if (!sole_function(s, m, call))
        return;
    char cls_text[512], obj_text[512];
    const char *fname = member_text(s, m, cls_text, sizeof cls_text);
    /* a base's member: the object converted to the base */
    const struct type *home = o.type;
    if (m->parent != cls) {
        home = decl_type_of_symbol(&s->model_decls, m->parent->owner);
        home = home ? type_qualified(&s->model_types, home, cv) : NULL;
    }
    if (!fname || !home || type_spell(home, obj_text, sizeof obj_text) >= sizeof obj_text)
        return;
    report(s, call, sema_expr_start(s, f->first), fname, obj_text);
}

void sema_check_field_object(struct sema *s, const struct il_tree *e, bool unevaluated)
{
    const struct il_node *fn = s->model.fn;
    const struct symbol *m = e->u.sym;
    /* m in a static member function declared in its class (sizeof(m)
     * is allowed: an unevaluated operand needs no object) */
    if (!s->model_ready || s->in_template || unevaluated || !m || !fn ||
        !(fn->flags & IL_F_STATIC) || (fn->flags & (IL_F_FRIEND | IL_F_TEMPLATE | IL_F_SPEC)) ||
        !fn->scope || fn->scope->kind != SCOPE_CLASS || !m->parent ||
        m->parent->kind != SCOPE_CLASS || !is_base(m->parent, fn->scope, 0))
        return;
    const struct entity *ent = entity_of(&s->model_entities, m);
    /* (C::m: maybe &C::m, a pointer to member) */
    if (!ent || ent->kind != ENT_FIELD ||
        (e->tok > 0 && lexer_token(s->lx, e->tok - 1)->kind == TOK_COLONCOLON))
        return;
    sema_error(s, e->tok, e->tok, DIAG_edg_245, NULL);
}
