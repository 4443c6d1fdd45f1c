/* Member access on an object of the wrong kind, as cudafe++ 13.0 reports
 * it (members.c judges the member's name):
 *   153   o.m where o is no class: a pointer ("Particle *", "P *const",
 *         "const P *"; an array decays: "Q *"; `this` in a member
 *         function: "C *", "const C *" in a const one) or a number
 *         ("int", "const int", "L" (aka "long")), at o;
 *   131   p->m where p points to no class ("int *", "Q **"), at p;
 *   3164  o->m where o is a number (its value's type, value_text.c) or
 *         an object of a plain class that, with its bases, declares no
 *         operator-> ("V", "const V"), at o;
 *   300   o.f and p->f naming only non-static member functions, not
 *         called (v.size, &o.f, g(o.f)), at f.
 * Certain or silent: the object's declared type (types.c, members.c)
 * or its value's class must be known; a type is spelled only where its
 * spelling is (class names as declared, no typedef on the way but those
 * value_text.c spells). */
#include <stdio.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

static bool is_this(const struct sema *s, const struct il_tree *e)
{
    return e->kind == IL_expr_node && e->sub == enk_variable && !e->u.sym &&
           sema_tok_kind(s, e->tok) == TOK_THIS;
}

static bool is_reference(const struct il_tree *t)
{
    return t->kind == IL_type && t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF));
}

/* `this` in the member function judged (of a class that is no template):
 * "C *", "const C *" in a const member function. */
static const char *this_text(const struct sema *s)
{
    const struct il_node *fn = s->judging;
    const struct scope *c = fn ? fn->scope : NULL;
    if (s->in_template || !c || c->kind != SCOPE_CLASS || !c->owner || c->owner->kind != SYM_CLASS ||
        (fn->flags & IL_F_STATIC) || !fn->name_end || sema_tok_kind(s, fn->name_end) != TOK_LPAREN)
        return NULL;
    uint32_t close = sema_matching_paren(s, fn->name_end);
    const char *name = sema_entity_text(s, c->owner);
    if (!close || !name)
        return NULL;
    int after = sema_tok_kind(s, close + 1);
    if (after == TOK_VOLATILE)
        return NULL;
    char buf[300];
    int n = snprintf(buf, sizeof buf, "%s%s *", after == TOK_CONST ? "const " : "", name);
    return n > 0 && (size_t)n < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)n)->name : NULL;
}

/* The class a type names by the class's own name (a typedef of the same
 * name counts: `typedef struct uint3 uint3`), or NULL. */
static const struct symbol *class_by_name(const struct il_tree *t)
{
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || t->first || !t->u.sym)
        return NULL;
    const struct symbol *c = sema_class_named(t);
    if (!c || (t->u.sym->kind == SYM_TYPEDEF && (t->u.sym->id != c->id || t->u.sym->parent != c->parent)))
        return NULL;
    return c;
}

/* A pointee spelled the way cudafe++ does by sema_type_written: keyword
 * types, classes and template type parameters by their names, class
 * template instances, pointers to them (cv anywhere, no restrict, no
 * typedef). */
static bool spelled_plainly(const struct sema *s, const struct il_tree *t, int depth)
{
    if (!t || t->kind != IL_type || depth > 8 || (t->op & IL_CV_RESTRICT))
        return false;
    if (t->sub == tk_pointer)
        return !is_reference(t) && !(t->op & IL_TYPE_NAMED) && spelled_plainly(s, t->first, depth + 1);
    if (!(t->op & IL_TYPE_NAMED))
        return !t->first && (t->sub == tk_integer || t->sub == tk_float || t->sub == tk_void);
    if (t->first)
        return t->u.sym && t->u.sym->kind == SYM_CLASS_TEMPLATE && sema_class_type_text(s, t);
    /* (a template's type parameter by its name: `T *p; p.x` is no class
     * whatever T is) */
    return t->u.sym && (t->u.sym->kind == SYM_CLASS ||
                        (t->u.sym->kind == SYM_TYPE_PARAM && !(t->u.sym->flags & SYMF_PACK)));
}

/* A pointer or array (the pointer it decays to) as messages spell it. */
static const char *pointer_text(const struct sema *s, const struct il_tree *t)
{
    if (!t || t->kind != IL_type || (t->op & IL_TYPE_NAMED) || !spelled_plainly(s, t->first, 0))
        return NULL;
    if (t->sub == tk_pointer && !is_reference(t))
        return sema_type_written(s, t, false);
    if (t->sub != tk_array || t->first->sub == tk_pointer)
        return NULL;
    const char *elem = sema_type_written(s, t->first, false);
    char buf[300];
    int n = elem ? snprintf(buf, sizeof buf, "%s *", elem) : 0;
    return n > 0 && (size_t)n < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)n)->name : NULL;
}

/* What points to no class: a pointer to a fundamental type or to a
 * pointer (or an array of them). */
static bool points_to_non_class(const struct il_tree *t)
{
    const struct il_tree *to = t && t->kind == IL_type && !(t->op & IL_TYPE_NAMED) &&
                               (t->sub == tk_array || (t->sub == tk_pointer && !is_reference(t)))
                                   ? t->first : NULL;
    return to && to->kind == IL_type && !(to->op & IL_TYPE_NAMED) &&
           (to->sub == tk_integer || to->sub == tk_float || to->sub == tk_void ||
            (to->sub == tk_pointer && !is_reference(to)));
}

/* A value made by a call or a cast (no declared type to look at): its
 * type when the call's function or the cast says it (no cv). */
static const struct il_tree *made_type(const struct sema *s, const struct il_tree *e)
{
    if (e->kind != IL_expr_node || e->sub != enk_operation || (e->op != eok_call && e->op != eok_cast))
        return NULL;
    struct sema_etype t = sema_classify(s, e);
    if ((t.kind != SEMA_POINTER && t.kind != SEMA_CLASS_PTR && t.kind != SEMA_ARITH) || !t.type ||
        t.type->kind != IL_type || (t.type->op & (IL_CV_CONST | IL_CV_VOLATILE)) || t.str)
        return NULL;
    return t.type;
}

static const char *cv_text(unsigned cv)
{
    return (cv & (IL_CV_CONST | IL_CV_VOLATILE)) == (IL_CV_CONST | IL_CV_VOLATILE) ? "const volatile "
           : (cv & IL_CV_CONST) ? "const " : (cv & IL_CV_VOLATILE) ? "volatile " : "";
}

/* An arithmetic type as 153 spells an object of it: with its own
 * cv-qualifiers; a typedef's with its aka (not when qualified). */
static const char *arith_object_text(const struct sema *s, const struct il_tree *t)
{
    unsigned cv = 0;
    enum arith_id a = sema_arith_and_cv(s, t, false, &cv);
    if (a == ARITH_NONE || (cv & IL_CV_RESTRICT))
        return NULL;
    if (!(t->op & IL_TYPE_NAMED) && !t->first) {
        char buf[64];
        int n = snprintf(buf, sizeof buf, "%s%s", cv_text(cv), arith_infos[a].display);
        return ident_intern(s->il->idents, buf, (size_t)n)->name;
    }
    return cv ? NULL : sema_typedef_value_text(s, t, a);
}

/* 153's spelling of an object that is no class, or NULL. */
static const char *non_class_text(const struct sema *s, const struct il_tree *obj)
{
    if (is_this(s, obj))
        return this_text(s);
    struct il_tree node;
    const struct il_tree *declared = sema_declared_type(s, obj, true);
    if (!declared)
        declared = sema_member_named_type(s, obj, &node);
    if (declared && declared->kind == IL_type) {
        if (declared->sub == tk_pointer || declared->sub == tk_array)
            return pointer_text(s, declared);
        return arith_object_text(s, declared);
    }
    while (obj->kind == IL_expr_node && obj->sub == enk_operation && obj->op == eok_parens &&
           obj->first && !obj->first->next)
        obj = obj->first;
    const struct il_tree *made = made_type(s, obj);
    if (made)
        return made->sub == tk_pointer ? pointer_text(s, made) : arith_object_text(s, made);
    struct sema_etype t = sema_classify(s, obj);
    if (t.kind == SEMA_ARITH && !t.type && t.arith != ARITH_NONE && obj->kind == IL_expr_node &&
        (obj->sub == enk_operation || obj->sub == enk_constant || obj->sub == enk_sizeof ||
         obj->sub == enk_alignof))
        return arith_infos[t.arith].display;   /* a computed value, a literal */
    return NULL;
}

/* A class object's spelling for 3164: a plain class that, with its
 * bases, declares no operator->. */
static bool no_arrow_operator(const struct sema *s, const struct symbol *c, int depth)
{
    if (depth > 16 || !sema_plain_class(s, c) || sema_has_arrow_operator(s, c->members))
        return false;
    for (const struct base_list *b = c->members->bases; b; b = b->next)
        if (!no_arrow_operator(s, b->base, depth + 1))
            return false;
    return true;
}

static const char *arrow_object_text(const struct sema *s, const struct il_tree *obj)
{
    struct il_tree node;
    const struct il_tree *declared = sema_declared_type(s, obj, true);
    if (!declared)
        declared = sema_member_named_type(s, obj, &node);
    const struct symbol *c = class_by_name(declared);
    if (c) {
        const char *name = sema_entity_text(s, c);
        if (!name || (declared->op & IL_CV_RESTRICT) || !no_arrow_operator(s, c, 0))
            return NULL;
        char buf[300];
        int n = snprintf(buf, sizeof buf, "%s%s", cv_text(declared->op), name);
        return n > 0 && (size_t)n < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)n)->name
                                               : NULL;
    }
    return sema_classify(s, obj).kind == SEMA_ARITH ? sema_value_type_text(s, obj) : NULL;
}

/* ---- 300 ---- */

/* The member m of o.m names non-static member functions only (no
 * template among them) in the class member lookup finds it in. */
static bool bound_function(const struct sema *s, const struct il_tree *e)
{
    const struct scope *cls = sema_member_scope(s, e);
    const struct il_tree *mem = e->first->next;
    if (!cls || sema_tok_kind(s, mem->tok + 1) == TOK_LT)
        return false;
    const struct symbol *x = scope_find_local(cls, sema_ident(s, mem->tok));
    if (!x)
        return false;
    for (; x; x = x->next) {
        const struct il_node *n = x->kind == SYM_FUNCTION && !(x->flags & SYMF_INJECTED)
                                      ? sema_member_at(s, x->tok) : NULL;
        if (!n || n->sym != x || (n->flags & (IL_F_TEMPLATE | IL_F_STATIC)) || (x->flags & SYMF_STATIC))
            return false;
    }
    return true;
}

void sema_note_callee(struct sema *s, const struct il_tree *call)
{
    const struct il_tree *callee = call->first;
    while (callee && callee->kind == IL_expr_node && callee->sub == enk_operation &&
           callee->op == eok_parens && callee->first && !callee->first->next)
        callee = callee->first;
    if (callee)
        ptrmap_put(&s->called, callee, (void *)callee);
}

/* What is wrong with the access e (0: nothing certain), *text the type
 * its message names, *at its caret. */
static enum diag_id wrong_access(const struct sema *s, const struct il_tree *e, const char **text,
                                 uint32_t *at)
{
    *text = NULL;
    if (e->kind != IL_expr_node || e->sub != enk_operation ||
        (e->op != eok_dot_field && e->op != eok_points_to_field))
        return 0;
    const struct il_tree *obj = e->first, *mem = obj ? obj->next : NULL;
    if (!mem || mem->next)
        return 0;
    *at = sema_expr_start(s, obj);
    if (e->op == eok_dot_field) {
        if ((*text = non_class_text(s, obj)))
            return DIAG_expr_not_struct_or_union;
    } else {
        struct il_tree node;
        const struct il_tree *declared = sema_declared_type(s, obj, true);
        if (!declared)
            declared = sema_member_named_type(s, obj, &node);
        if (!declared) {
            const struct il_tree *o = obj;
            while (o->kind == IL_expr_node && o->sub == enk_operation && o->op == eok_parens &&
                   o->first && !o->first->next)
                o = o->first;
            declared = made_type(s, o);
        }
        if (points_to_non_class(declared))
            return (*text = pointer_text(s, declared)) ? DIAG_expr_not_ptr_to_struct_or_union : 0;
        if ((*text = arrow_object_text(s, obj)))
            return DIAG_edg_3164;
    }
    *at = mem->tok;
    if (mem->kind == IL_name_reference && !ptrmap_get(&s->called, e) && bound_function(s, e))
        return DIAG_edg_300;
    return 0;
}

bool sema_wrong_member_access(const struct sema *s, const struct il_tree *e)
{
    const char *text;
    uint32_t at;
    return wrong_access(s, e, &text, &at) != 0;
}

void sema_check_member_operand(struct sema *s, const struct il_tree *e)
{
    const char *text;
    uint32_t at;
    enum diag_id id = wrong_access(s, e, &text, &at);
    if (id)
        sema_error(s, id == DIAG_edg_300 ? at : e->tok, at, id, text);
}
