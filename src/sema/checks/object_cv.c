/* 1086: a member function called on an object whose cv-qualifiers it
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

/* The one member function named by m's name in m's scope, when it is one
 * the rule judges (see above); NULL otherwise. */
static const struct entity *sole_function(struct sema *s, const struct symbol *m)
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
    return only;
}

void sema_check_object_cv(struct sema *s, const struct il_tree *call)
{
    if (!s->model_ready || s->in_template)
        return;
    const struct il_tree *f = call->first;
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
    const struct entity *fn = sole_function(s, m);
    if (!fn)
        return;
    const struct type *ft = type_canonical(fn->type);
    unsigned nargs = 0;
    for (const struct il_tree *a = f->next; a; a = a->next)
        nargs++;
    if (ft->u.fn.variadic || ft->u.fn.nparams != nargs)
        return;
    /* the class that declares it: the object converted to it */
    const struct type *home = m->parent == cls ? o.type
                                               : decl_type_of_symbol(&s->model_decls, m->parent->owner);
    const struct type *declaring = decl_type_of_symbol(&s->model_decls, m->parent->owner);
    if (!home || !declaring)
        return;
    if (m->parent != cls)
        home = type_qualified(&s->model_types, home, cv);
    char cls_text[512], obj_text[512], buf[1200];
    if (type_spell(type_canonical(declaring), cls_text, sizeof cls_text) >= sizeof cls_text ||
        type_spell(home, obj_text, sizeof obj_text) >= sizeof obj_text)
        return;
    uint32_t close = sema_matching_paren(s, call->tok);
    if (!close)
        return;
    int len = snprintf(buf, sizeof buf, "%s::%s", cls_text, m->id->name);
    const char *fname = ident_intern(s->il->idents, buf, (size_t)len)->name;
    len = snprintf(buf, sizeof buf, "object type is: %s", obj_text);
    const char **lines = xmalloc(2 * sizeof *lines);   /* (freed when reported) */
    lines[0] = ident_intern(s->il->idents, buf, (size_t)len)->name;
    lines[1] = NULL;
    sema_error_lines(s, close, sema_expr_start(s, f->first), DIAG_edg_1086, fname, lines);
}
