/* Values of a kind that no implicit conversion takes to the type they
 * initialize, are assigned to, passed as or returned as ([conv],
 * [dcl.init]): cudafe++'s 144 ("a value of type "void" cannot be used to
 * initialize an entity of type "int""), 513 (assigned), 167 (argument ...
 * is incompatible with parameter ...) and 120 (return value type does not
 * match the function type), by the callers.  The kinds, each certain:
 *
 *   void            a call of the one function a name means, returning
 *                   void, to an arithmetic, enumeration or pointer type
 *   scoped enum     an enumerator or variable of an `enum class`, to an
 *                   arithmetic type (bool too) or another enumeration
 *   enumeration     an unscoped one's value, to another enumeration
 *   number          an arithmetic value (a literal 0 too), to an
 *                   enumeration
 *   nullptr         to an arithmetic type (bool too) or an enumeration
 *   void *          a variable, parameter or member declared `void *`,
 *                   or a call returning it (malloc), to a pointer to an
 *                   object type
 *   pointer         a pointer to an arithmetic type (not a string
 *                   literal: its own rules), to an arithmetic type other
 *                   than bool or an enumeration
 *
 * Target types spelled with keywords or by an enumeration's own name
 * (a typedef is spelled otherwise); enumerations of a namespace or
 * class (messages name them by their scopes).  Elsewhere: silent. */
#include <stdio.h>
#include <string.h>

#include "parse/symbol.h"
#include "sema/sema_int.h"

/* The enumeration an enumeration type names by its own name (not through
 * a typedef, not elaborated), or NULL. */
static const struct symbol *named_enum(const struct sema *s, const struct il_tree *t)
{
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || t->first || !t->u.sym ||
        t->u.sym->kind != SYM_ENUM || !t->u.sym->id ||
        sema_tok_kind(s, t->tok) != TOK_IDENTIFIER || sema_ident(s, t->tok) != t->u.sym->id)
        return NULL;
    return t->u.sym;
}

enum target_kind { TARGET_NONE, TARGET_ARITH, TARGET_BOOL, TARGET_ENUM, TARGET_OBJECT_POINTER };

static enum target_kind target_kind(const struct sema *s, const struct il_tree *t,
                                    const struct symbol **e)
{
    *e = NULL;
    if (!t || t->kind != IL_type)
        return TARGET_NONE;
    if ((*e = named_enum(s, t)))
        return TARGET_ENUM;
    if (t->op & IL_TYPE_NAMED)
        return TARGET_NONE;
    if ((t->sub == tk_integer || t->sub == tk_float) && !t->first) {
        enum arith_id a = sema_arith_of_type(s, t);
        return a == ARITH_NONE ? TARGET_NONE : a == ARITH_bool ? TARGET_BOOL : TARGET_ARITH;
    }
    if (t->sub == tk_pointer && !(t->op & (IL_PTR_LREF | IL_PTR_RREF)) && t->first &&
        t->first->kind == IL_type) {
        const struct il_tree *to = t->first;
        if (to->sub == tk_void || to->sub == tk_routine || ((to->op & IL_TYPE_NAMED) && !named_enum(s, to)))
            return TARGET_NONE;
        return TARGET_OBJECT_POINTER;
    }
    return TARGET_NONE;
}

/* The declared type of a variable, parameter or data member named by e. */
static const struct il_tree *declared(const struct sema *s, const struct il_tree *e)
{
    if (e->kind != IL_expr_node ||
        (e->sub != enk_variable && e->sub != enk_param_ref && e->sub != enk_field) || !e->u.sym)
        return NULL;
    return sema_declared_type(s, e, false);
}

/* `void *` (cv void), spelled with the keyword: its text, or NULL. */
static const char *void_pointer(const struct il_tree *t)
{
    if (!t || t->kind != IL_type || t->sub != tk_pointer || (t->op & (IL_PTR_LREF | IL_PTR_RREF |
                                                                     IL_TYPE_NAMED)) ||
        !t->first || t->first->kind != IL_type || t->first->sub != tk_void ||
        (t->first->op & IL_TYPE_NAMED) || t->first->first)
        return NULL;
    switch (t->first->op & (IL_CV_CONST | IL_CV_VOLATILE)) {
    case 0: return "void *";
    case IL_CV_CONST: return "const void *";
    default: return NULL;
    }
}

/* The type of a call's result, when the one function its name means is
 * known. */
static const struct il_tree *result_of(const struct sema *s, const struct il_tree *e)
{
    if (e->kind != IL_expr_node || e->sub != enk_operation || e->op != eok_call)
        return NULL;
    return sema_call_result_type((struct sema *)s, e);
}

/* The scoped or unscoped enumeration of an enumerator or of a variable
 * declared with an enumeration's own name. */
static const struct symbol *value_enum(const struct sema *s, const struct il_tree *e)
{
    if (e->kind == IL_expr_node && e->sub == enk_constant && e->u.sym &&
        e->u.sym->kind == SYM_ENUMERATOR && e->u.sym->tok)
        return sema_enum_of(s, e->u.sym->tok);
    return named_enum(s, declared(s, e));
}

bool sema_wrong_kind(const struct sema *s, const struct il_tree *value, const struct il_tree *target,
                     const char **v_text, const char **t_text)
{
    while (value->kind == IL_expr_node && value->sub == enk_operation && value->op == eok_parens &&
           value->first)
        value = value->first;
    const struct symbol *te;
    enum target_kind tk = target_kind(s, target, &te);
    if (tk == TARGET_NONE)
        return false;
    const char *vt = NULL;
    const struct il_tree *result = result_of(s, value);
    const struct symbol *ve = value_enum(s, value);
    struct sema_etype v0 = sema_classify(s, value);
    if (result && result->kind == IL_type && result->sub == tk_void && !result->first &&
        !(result->op & IL_TYPE_NAMED)) {
        vt = "void";
    } else if (v0.kind == SEMA_NULLPTR && tk != TARGET_OBJECT_POINTER) {
        vt = "std::nullptr_t";
    } else if (ve && ve->id && (ve->flags & SYMF_SCOPED) ? tk != TARGET_OBJECT_POINTER && ve != te
                                                          : ve && tk == TARGET_ENUM && ve != te) {
        vt = sema_entity_text(s, ve);
    } else if (!ve && tk == TARGET_ENUM && v0.kind == SEMA_ARITH && v0.arith != ARITH_NONE &&
               !v0.str) {
        vt = arith_infos[v0.arith].display;
    } else if (tk == TARGET_OBJECT_POINTER) {
        vt = void_pointer(result ? result : declared(s, value));
    } else if ((tk == TARGET_ARITH || tk == TARGET_ENUM) && v0.kind == SEMA_POINTER && !v0.str &&
               v0.type && v0.type->sub == tk_pointer &&
               !(v0.type->op & (IL_PTR_LREF | IL_PTR_RREF))) {
        vt = sema_type_text(s, v0.type, true);
    }
    if (!vt)
        return false;
    const char *tt = NULL;
    if (tk == TARGET_ENUM) {
        /* (cudafe++ names a cv-qualified enumeration "const Dir") */
        const char *name = sema_entity_text(s, te);
        char buf[256];
        int n = name && !(target->op & IL_CV_VOLATILE)
                    ? snprintf(buf, sizeof buf, "%s%s", (target->op & IL_CV_CONST) ? "const " : "",
                               name)
                    : -1;
        if (n > 0 && (size_t)n < sizeof buf)
            tt = ident_intern(s->il->idents, buf, (size_t)n)->name;
    } else {
        tt = sema_type_text(s, target, false);
    }
    if (!tt)
        return false;
    *v_text = vt;
    *t_text = tt;
    return true;
}
