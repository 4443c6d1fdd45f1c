/* Names a lambda's body uses that the lambda does not capture
 * ([expr.prim.lambda.capture]), reported at the name as cudafe++ does:
 *
 *   1735  a local variable or parameter of the enclosing function (or of
 *         an enclosing lambda) used in a lambda without a capture default
 *         that does not name it in its capture list
 *   1877  the same variable used in a lambda that captures it implicitly
 *         inside a lambda that does not allow implicit captures nor
 *         names it ("this enclosing-function local variable ...")
 *   1738  a non-static member of the enclosing member function's class
 *         (a data member, a member function all of whose declarations
 *         are non-static, `this` itself) used in a lambda without a
 *         capture default and without `this` or `*this` in its list
 *
 * Not reported, as cudafe++: uses in unevaluated operands (sizeof,
 * decltype, ...), variables of static or thread storage (static,
 * extern, thread_local, __shared__ and other CUDA variables), constexpr
 * and const variables (an integral one is usable in constant
 * expressions: no odr-use; cudafe++ is silent on const float too).
 * Silent where the variable's declaration or type is not known or is
 * named by a typedef or class name (which may be const), for structured
 * bindings (C++17 adds a warning there) and, for 1738, in member
 * functions defined outside their class (whether they are static is said
 * in the class). */
#include <stdint.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

/* How lambda l captures the name id: 'c' or 'r' explicitly, 'i' only
 * through its capture default, 0 not at all.  An init-capture of that
 * name declares the lambda's own variable: lookup in the body finds it,
 * never the enclosing one. */
static char captures(const struct sema *s, const struct il_lambda *l, const struct ident *id)
{
    for (const struct il_capture *c = l->captures; c; c = c->next)
        if (!c->implicit && c->kind != IL_CAP_THIS && c->kind != IL_CAP_STAR_THIS &&
            sema_ident(s, c->tok) == id)
            return c->kind == IL_CAP_REF ? 'r' : 'c';
    return l->capture_default ? 'i' : 0;
}

static bool captures_this(const struct il_lambda *l)
{
    if (l->capture_default)
        return true;
    for (const struct il_capture *c = l->captures; c; c = c->next)
        if (!c->implicit && (c->kind == IL_CAP_THIS || c->kind == IL_CAP_STAR_THIS))
            return true;
    return false;
}

/* The declaration-specifiers before a block-scope variable's name say
 * thread_local (or __thread): thread storage. */
static bool thread_storage(const struct sema *s, uint32_t name)
{
    for (uint32_t t = name; t-- > 0 && name - t < 64;) {
        int k = sema_tok_kind(s, t);
        if (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_RBRACE)
            return false;
        if (k == TOK_THREAD_LOCAL || k == TOK_GNU_THREAD)
            return true;
    }
    return true;   /* (not told: as if) */
}

/* A variable whose use in a lambda needs a capture: its declared type
 * known and not a constant a use of which is no odr-use. */
static bool needs_capture(const struct sema *s, const struct il_tree *name)
{
    const struct symbol *v = name->u.sym;
    const struct il_tree *type = NULL;
    if (name->sub == enk_variable) {
        const struct il_node *n = sema_decl_at(s, v->tok);
        if (!n || n->kind != IL_variable || !(n->flags & IL_F_LOCAL) ||
            (n->flags & (IL_F_STATIC | IL_F_EXTERN | IL_F_CONSTEXPR)) || n->nattrs ||
            thread_storage(s, v->tok))
            return false;
        type = n->type;
    } else {
        const struct il_param *p = sema_param_at(s, v->tok);
        type = p ? p->type : NULL;
    }
    if (!type || type->kind != IL_type)
        return false;
    bool reference = type->sub == tk_pointer && (type->op & (IL_PTR_LREF | IL_PTR_RREF));
    if (reference)
        return true;   /* (a reference even to a constant: cudafe++ reports it) */
    /* const: cudafe++ reports no use of a const variable (of an integral
     * type: no odr-use; of the others it is silent too, as observed) */
    unsigned cv = 0;
    sema_arith_and_cv(s, type, false, &cv);
    if ((cv & IL_CV_CONST) || (type->op & IL_CV_CONST))
        return false;
    if (!(type->op & IL_TYPE_NAMED))
        return true;
    /* a class or enumeration by its own name (a typedef may hold a const);
     * a template's type parameter (reported at the template, whatever the
     * argument) */
    const struct symbol *named = type->u.sym;
    return named && (named->kind == SYM_CLASS || named->kind == SYM_CLASS_TEMPLATE ||
                     named->kind == SYM_ENUM || named->kind == SYM_TYPE_PARAM);
}

void sema_check_captured(struct sema *s, const struct il_node *fn, const struct il_lambda *l,
                         const struct il_tree *name)
{
    if (!fn || !l || !name || name->kind != IL_expr_node)
        return;
    if (name->sub == enk_variable && !name->u.sym && sema_tok_kind(s, name->tok) == TOK_THIS) {
        if ((fn->flags & IL_F_MEMBER) && !(fn->flags & (IL_F_STATIC | IL_F_QUALIFIED)) &&
            !captures_this(l))
            sema_error(s, name->tok, name->tok, DIAG_edg_1738, NULL);
        return;
    }
    const struct symbol *v = name->u.sym;
    if (!v || !v->tok || !v->parent)
        return;
    if (name->sub == enk_field || name->sub == enk_routine) {
        if (v->parent != fn->scope || !(fn->flags & IL_F_MEMBER) ||
            (fn->flags & (IL_F_STATIC | IL_F_QUALIFIED)) || captures_this(l))
            return;
        /* every member of that name is non-static (a data member, or
         * functions none of which is static or a template) */
        for (const struct symbol *x = scope_find_local(v->parent, v->id); x; x = x->next) {
            if (x->kind == SYM_VARIABLE ? (x->flags & SYMF_STATIC) != 0
                                        : x->kind != SYM_FUNCTION)
                return;
            if (x->kind == SYM_FUNCTION) {
                const struct il_node *m = sema_member_at(s, x->tok);
                if (!m || (m->flags & IL_F_STATIC))
                    return;
            }
        }
        sema_error(s, name->tok, name->tok, DIAG_edg_1738, NULL);
        return;
    }
    if ((name->sub != enk_variable && name->sub != enk_param_ref) || v->kind != SYM_VARIABLE ||
        (v->flags & SYMF_STATIC) ||
        (v->parent->kind != SCOPE_BLOCK && v->parent->kind != SCOPE_PARAMS) ||
        v->tok <= fn->tok || v->tok >= l->lbracket || !needs_capture(s, name))
        return;
    char how = captures(s, l, v->id);
    if (!how) {
        sema_error(s, name->tok, name->tok, DIAG_edg_1735, NULL);
        return;
    }
    if (how != 'i')
        return;
    /* captured implicitly: each enclosing lambda inside the variable's
     * scope must capture it too */
    for (const struct il_lambda *o = ptrmap_get(&s->lambda_parent, l); o;
         o = ptrmap_get(&s->lambda_parent, o)) {
        if (o->lbracket <= v->tok)
            break;
        char outer = captures(s, o, v->id);
        if (!outer) {
            sema_error(s, name->tok, name->tok, DIAG_edg_1877, NULL);
            return;
        }
        if (outer != 'i')
            return;
    }
}
