/* A value of class type where a number or a pointer goes: error 413 "no
 * suitable conversion function from "V" to "const float *" exists", as
 * cudafe++ 13.0 gives it for an argument of a call whose function is
 * certain (kernel launches too), an initializer (`int x = v`, `int
 * x(v)`, `int x{v}`), a returned value, the right operand of `=`, and a
 * cast (`(int)v`, `static_cast<int>(v)`, `int(v)`), at the value.
 *
 * Certain or silent: the class is complete and neither it nor a base
 * declares a conversion function to anything but a class type (which no
 * number or pointer can be made of: [over.match.conv]); its bases are
 * named in its base clause by class or class template names found from
 * its scope (a template's, with no partial specialization, whatever its
 * arguments); a class template instance is certainly the primary
 * template's (members.c).  Spelled: the class as declared ("const
 * std::vector<float, std::allocator<float>>", "std::string", "ns::W"),
 * the target type as the parameter, variable or cast declares it ("int"
 * for a `const int` parameter, "const int" for a variable, "size_t"
 * (aka "unsigned long")). */
#include <stdio.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

static bool is_reference(const struct il_tree *t)
{
    return t && t->kind == IL_type && t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF));
}

static const char *interned(const struct sema *s, const char *buf, int n, size_t size)
{
    return n > 0 && (size_t)n < size ? ident_intern(s->il->idents, buf, (size_t)n)->name : NULL;
}

/* ---- which classes convert to no number or pointer ---- */

/* A name in the tokens from *t: `[::] id [<...>] (:: id [<...>])*`,
 * looked up from scope `from`; template arguments only on the last
 * component.  *t ends past it. */
static struct symbol *resolve_name(const struct sema *s, struct scope *from, uint32_t *t)
{
    struct scope *in = from;
    bool global = false;
    if (sema_tok_kind(s, *t) == TOK_COLONCOLON) {
        in = s->il->global;
        global = true;
        (*t)++;
    }
    for (;;) {
        if (sema_tok_kind(s, *t) != TOK_IDENTIFIER || !in)
            return NULL;
        const struct ident *id = sema_ident(s, *t);
        struct symbol *x = sema_tok_kind(s, *t + 1) == TOK_COLONCOLON   /* [basic.lookup.qual] */
                               ? (global ? lookup_qualified_scope_name(in, id)
                                         : lookup_unqualified_scope_name(in, id))
                               : global ? lookup_qualified(in, id) : lookup_unqualified(in, id);
        struct symbol *sym = x ? symbol_resolve(x) : NULL;
        (*t)++;
        if (sema_tok_kind(s, *t) == TOK_LT) {
            int depth = 0;
            for (;; (*t)++) {
                int k = sema_tok_kind(s, *t);
                if (k == TOK_EOF || k == TOK_LBRACE || k == TOK_SEMI)
                    return NULL;
                depth += k == TOK_LT ? 1 : k == TOK_GT ? -1 : 0;
                if (depth == 0)
                    break;
            }
            (*t)++;
            return sema_tok_kind(s, *t) == TOK_COLONCOLON ? NULL : sym;
        }
        if (sema_tok_kind(s, *t) != TOK_COLONCOLON)
            return sym;
        in = sym ? symbol_scope(sym) : NULL;
        global = true;
        (*t)++;
    }
}

/* A conversion function (`operator X()`) whose X is a class type: a
 * class or class template-id, or a typedef of one, found from its
 * class's scope. */
static bool converts_to_class(const struct sema *s, const struct il_node *fn)
{
    uint32_t t = fn->tok + 1;
    struct symbol *sym = resolve_name(s, fn->scope, &t);
    if (!sym || sema_tok_kind(s, t) != TOK_LPAREN)
        return false;
    if (sym->kind == SYM_CLASS || sym->kind == SYM_CLASS_TEMPLATE)
        return true;
    const struct il_node *td = sym->kind == SYM_TYPEDEF ? sema_typedef_at(s, sym->tok) : NULL;
    const struct il_tree *to = td ? td->type : NULL;
    return to && to->kind == IL_type && (to->op & IL_TYPE_NAMED) && to->sub == tk_class && to->u.sym &&
           (to->u.sym->kind == SYM_CLASS || to->u.sym->kind == SYM_CLASS_TEMPLATE) &&
           !(to->op & (IL_PTR_LREF | IL_PTR_RREF));
}

/* Whether class (or class template) c and its bases certainly declare no
 * conversion function to a type that is no class: every base found by
 * the parser (parse/scope.h: opaque_base), a template one without
 * partial or explicit specializations. */
static bool no_scalar_conversion(const struct sema *s, const struct symbol *c, int depth)
{
    if (!c || depth > 16 || (c->kind != SYM_CLASS && c->kind != SYM_CLASS_TEMPLATE) ||
        !(c->flags & SYMF_DEFINED) || !c->members || c->members->kind != SCOPE_CLASS ||
        c->members->opaque_base)
        return false;
    for (const struct sema_ctor *k = sema_conversions_of(s, c->members); k; k = k->next)
        if (!converts_to_class(s, k->fn))
            return false;
    for (const struct base_list *b = c->members->bases; b; b = b->next)
        if ((b->base->kind == SYM_CLASS_TEMPLATE && b->base->specs) ||
            !no_scalar_conversion(s, b->base, depth + 1))
            return false;
    return true;
}

/* ---- how the messages spell the two types ---- */

static const char *cv_prefix(unsigned op)
{
    return (op & (IL_CV_CONST | IL_CV_VOLATILE)) == (IL_CV_CONST | IL_CV_VOLATILE) ? "const volatile "
           : (op & IL_CV_CONST) ? "const " : (op & IL_CV_VOLATILE) ? "volatile " : "";
}

/* A class type t (a class by its name, a class template-id, a typedef
 * of std naming one) that converts to no number or pointer, spelled
 * with its cv-qualifiers; NULL otherwise. */
static const char *class_text(const struct sema *s, const struct il_tree *t)
{
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || !t->u.sym || (t->op & IL_CV_RESTRICT) ||
        is_reference(t))
        return NULL;
    const struct symbol *sym = t->u.sym;
    const char *name = NULL;
    const struct il_tree *inst = t;
    if (sym->kind == SYM_TYPEDEF && !t->first) {
        /* std's typedefs by their names (`std::string`), without aka */
        const char *td = sema_entity_text(s, sym);
        const struct il_node *n = sema_typedef_at(s, sym->tok);
        inst = n ? n->type : NULL;
        if (!td || strncmp(td, "std::", 5) != 0 || !inst || inst->kind != IL_type ||
            !(inst->op & IL_TYPE_NAMED) || (inst->op & (IL_CV_CONST | IL_CV_VOLATILE)) || !inst->first)
            return NULL;
        sym = inst->u.sym;
        name = td;
    }
    if (!sym)
        return NULL;
    if (sym->kind == SYM_CLASS_TEMPLATE && inst->first) {
        if (!sema_primary_certain(s, sym, inst->first) || !no_scalar_conversion(s, sym, 0))
            return NULL;
        if (!name)
            name = sema_class_type_text(s, inst);
    } else if (!t->first) {
        const struct symbol *c = sema_class_named(t);
        if (!c || sym->kind != SYM_CLASS || !no_scalar_conversion(s, c, 0))
            return NULL;
        name = sema_entity_text(s, c);
    } else {
        return NULL;
    }
    if (!name)
        return NULL;
    char buf[600];
    return interned(s, buf, snprintf(buf, sizeof buf, "%s%s", cv_prefix(t->op), name), sizeof buf);
}

/* A data member named in a member function's body (`return text;`):
 * its declared type, const in a const member function of its class
 * (built in *node); NULL when not known. */
const struct il_tree *sema_member_named_type(const struct sema *s, const struct il_tree *e,
                                             struct il_tree *node)
{
    const struct symbol *sym = e->u.sym;
    if ((e->sub != enk_variable && e->sub != enk_field) || !sym || sym->kind != SYM_VARIABLE ||
        !sym->parent || sym->parent->kind != SCOPE_CLASS || sema_tok_kind(s, e->tok) != TOK_IDENTIFIER)
        return NULL;
    const struct il_node *f = sema_field_at(s, sym->tok);
    const struct il_node *fn = s->judging;
    if (!f || f->kind != IL_field || !f->type || f->type->kind != IL_type || !f->first_tok ||
        sema_tok_kind(s, sym->tok + 1) == TOK_COLON || !fn || !fn->name_end ||
        sema_tok_kind(s, fn->name_end) != TOK_LPAREN)
        return NULL;
    uint32_t close = sema_matching_paren(s, fn->name_end);
    if (!close || sema_tok_kind(s, close + 1) == TOK_VOLATILE)
        return NULL;
    if (is_reference(f->type))
        return f->type->first;   /* (what it refers to: not the object's) */
    if (sema_tok_kind(s, close + 1) != TOK_CONST)
        return f->type;
    /* a const member function: the members of its own class are const
     * (not mutable ones) */
    if (fn->scope != sym->parent)
        return NULL;
    for (uint32_t k = f->first_tok; k < f->tok; k++)
        if (sema_tok_kind(s, k) == TOK_MUTABLE)
            return f->type;
    *node = *f->type;
    node->op |= IL_CV_CONST;
    node->next = NULL;
    return node;
}

/* The class value e: its type's spelling, or NULL. */
static const char *class_value_text(struct sema *s, const struct il_tree *e)
{
    while (e && e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_parens &&
           e->first && !e->first->next)
        e = e->first;
    if (!e || e->kind != IL_expr_node)
        return NULL;
    struct il_tree node;
    const struct il_tree *t = sema_declared_type(s, e, true);
    if (!t)
        t = sema_member_named_type(s, e, &node);
    if (!t && e->sub == enk_operation && e->op == eok_cast && e->first && e->first->kind == IL_type &&
        sema_tok_kind(s, e->first->tok) == TOK_IDENTIFIER &&
        (sema_tok_kind(s, e->first->tok + 1) == TOK_LPAREN ||
         sema_tok_kind(s, e->first->tok + 1) == TOK_LBRACE))
        t = e->first;   /* C(...), C{...}: a temporary of class C */
    else if (!t && e->sub == enk_operation && e->op == eok_call) {
        t = sema_call_result_type(s, e);   /* a call returning a class */
        if (t && (t->op & (IL_CV_CONST | IL_CV_VOLATILE)))
            return NULL;
    }
    return class_text(s, sema_full_type(s, t));
}

/* A pointer spelled as sema_type_written does it the way cudafe++
 * does: keyword types, classes by their names, class template
 * instances, pointers to them. */
static bool plain_pointee(const struct sema *s, const struct il_tree *t, int depth)
{
    if (!t || t->kind != IL_type || depth > 8 || (t->op & IL_CV_RESTRICT))
        return false;
    if (t->sub == tk_pointer)
        return !is_reference(t) && !(t->op & IL_TYPE_NAMED) && plain_pointee(s, t->first, depth + 1);
    if (!(t->op & IL_TYPE_NAMED))
        return !t->first && (t->sub == tk_integer || t->sub == tk_float || t->sub == tk_void);
    if (t->first)
        return t->u.sym && t->u.sym->kind == SYM_CLASS_TEMPLATE && sema_class_type_text(s, t);
    return t->u.sym && t->u.sym->kind == SYM_CLASS;
}

/* A number or pointer type as the messages spell a target: keywords
 * (cv-qualified unless top: a parameter's own cv are not shown), a
 * typedef of a number or of a pointer to a class with its aka, a
 * pointer; `const T &` as "const T".  NULL for anything else. */
static const char *target_text(const struct sema *s, const struct il_tree *t, bool top)
{
    if (!t || t->kind != IL_type || (t->op & IL_CV_RESTRICT))
        return NULL;
    if (is_reference(t)) {
        /* a const lvalue reference to a number binds a converted temporary */
        const struct il_tree *to = t->first;
        if ((t->op & IL_PTR_RREF) || !to || to->kind != IL_type || (to->op & IL_TYPE_NAMED) ||
            (to->op & (IL_CV_CONST | IL_CV_VOLATILE)) != IL_CV_CONST || to->first ||
            (to->sub != tk_integer && to->sub != tk_float))
            return NULL;
        return target_text(s, to, false);
    }
    unsigned cv = top ? 0 : t->op & (IL_CV_CONST | IL_CV_VOLATILE);
    if (t->sub == tk_pointer && !(t->op & IL_TYPE_NAMED))
        return plain_pointee(s, t->first, 0) ? sema_type_written(s, t, top) : NULL;
    if (!(t->op & IL_TYPE_NAMED)) {
        if (t->first || (t->sub != tk_integer && t->sub != tk_float))
            return NULL;
        enum arith_id a = sema_arith_of_type(s, t);
        if (a == ARITH_NONE)
            return NULL;
        /* every return, assignment and argument of a number asks: the
         * few spellings are kept (by type and cv-qualifiers) */
        unsigned q = ((cv & IL_CV_CONST) ? 1 : 0) | ((cv & IL_CV_VOLATILE) ? 2 : 0);
        const char **kept = &((struct sema *)s)->arith_texts[a][q];
        if (!*kept) {
            char buf[64];
            *kept = interned(s, buf, snprintf(buf, sizeof buf, "%s%s", cv_prefix(cv),
                                              arith_infos[a].display), sizeof buf);
        }
        return *kept;
    }
    /* a typedef (not qualified): a number's, or a pointer to a class's */
    if (cv || t->first || !t->u.sym || t->u.sym->kind != SYM_TYPEDEF)
        return NULL;
    enum arith_id a = sema_arith_of_type(s, t);
    if (a != ARITH_NONE) {
        unsigned held = 0;
        sema_arith_and_cv(s, t, false, &held);
        return held ? NULL : sema_typedef_value_text(s, t, a);
    }
    const struct il_node *td = sema_typedef_at(s, t->u.sym->tok);
    const struct il_tree *to = td ? td->type : NULL;
    const char *name = sema_entity_text(s, t->u.sym);
    if (!to || to->kind != IL_type || to->sub != tk_pointer || (to->op & (IL_TYPE_NAMED | IL_CV_CONST |
                                                                          IL_CV_VOLATILE)) ||
        is_reference(to) || !to->first || to->first->kind != IL_type || !(to->first->op & IL_TYPE_NAMED) ||
        (to->first->op & (IL_CV_CONST | IL_CV_VOLATILE)) || !name || strncmp(name, "std::", 5) == 0 ||
        !plain_pointee(s, to->first, 0))
        return NULL;
    const char *pt = sema_type_written(s, to, false);
    char buf[400];
    return pt ? interned(s, buf, snprintf(buf, sizeof buf, "\"%s\" (aka \"%s\")", name, pt), sizeof buf)
              : NULL;
}

bool sema_class_value_without_conversions(struct sema *s, const struct il_tree *e)
{
    return class_value_text(s, e) != NULL;
}

bool sema_class_type_without_conversions(const struct sema *s, const struct il_tree *t)
{
    return class_text(s, t) != NULL;
}

/* ---- the checks ---- */

/* value of a class converted to type (top: a parameter's, whose own
 * cv-qualifiers are not shown): 413 reported at order_tok. */
static bool mismatch(struct sema *s, uint32_t order_tok, const struct il_tree *value,
                     const struct il_tree *type, bool top)
{
    const char *to = target_text(s, type, top);
    const char *from = to ? class_value_text(s, value) : NULL;
    if (!from)
        return false;
    sema_error2(s, order_tok, sema_expr_start(s, value), DIAG_edg_413, from, to);
    return true;
}

bool sema_check_class_argument(struct sema *s, uint32_t order_tok, const struct il_tree *arg,
                               const struct il_tree *param)
{
    return mismatch(s, order_tok, arg, param, true);
}

void sema_check_class_initializer(struct sema *s, const struct il_node *v)
{
    const struct il_tree *init = v->init, *type = v->type;
    if (!init || !type || init->kind != IL_expr_node || type->kind != IL_type)
        return;
    int how = v->init_tok ? sema_tok_kind(s, v->init_tok) : TOK_EOF;
    const struct il_tree *value = init;
    /* `= e`, `(e)`, `{e}`, `= {e}`: one value */
    if (init->sub == enk_braced_init_list || init->sub == enk_initializer) {
        value = init->first;
        if (!value || value->next)
            return;
    } else if (how != TOK_ASSIGN) {
        return;
    }
    if (v->flags & IL_F_CONSTEXPR)
        return;   /* (const: "const int"; not probed) */
    mismatch(s, how == TOK_ASSIGN && init->sub != enk_braced_init_list ? v->init_tok : init->tok, value,
             type, false);
}

void sema_check_class_return(struct sema *s, const struct il_node *fn, const struct il_tree *value,
                             uint32_t semi)
{
    const struct il_tree *ret = fn->type && fn->type->sub == tk_routine ? fn->type->first : NULL;
    if (ret && value)
        mismatch(s, semi, value, ret, false);
}

void sema_check_class_assign(struct sema *s, const struct il_tree *op)
{
    const struct il_tree *a = op->first, *b = a ? a->next : NULL;
    if (op->op != eok_assign || !b || b->next)
        return;
    /* the left operand: a number or a pointer, its declared type known
     * (without its cv-qualifiers: a const one is another error) */
    struct sema_etype x = sema_classify(s, a);
    if (x.kind != SEMA_ARITH && x.kind != SEMA_POINTER && x.kind != SEMA_CLASS_PTR)
        return;
    const struct il_tree *t = sema_declared_type(s, a, true);
    if (!t || t->kind != IL_type || (t->op & (IL_CV_CONST | IL_CV_VOLATILE)) || t->sub == tk_array)
        return;
    mismatch(s, sema_last_token(op), b, t, false);
}

void sema_check_class_cast(struct sema *s, const struct il_tree *e)
{
    const struct il_tree *type = e->first, *value = type ? type->next : NULL;
    if (e->op != eok_cast || !value || value->next || type->kind != IL_type)
        return;
    int k = sema_tok_kind(s, e->tok);
    if (k != TOK_LPAREN && k != TOK_STATIC_CAST)
        return;   /* (reinterpret_cast, const_cast: other errors) */
    if (is_reference(type) || (type->op & (IL_CV_CONST | IL_CV_VOLATILE)))
        return;
    mismatch(s, sema_last_token(e), value, type, false);
}
