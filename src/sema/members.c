/* Member access naming no member: `o.m` and `p->m` where the class has
 * no member m (error 135, at the member's name).
 *
 * Certain or silent: the object is a variable or parameter whose declared
 * type is (a pointer to, for ->) a complete non-template class of the
 * global namespace, named by itself or a typedef of it; every base of it
 * and of its bases is such a class, all of them recorded by the parser
 * (their base clauses have no template-ids); no class on the way has an
 * anonymous union or struct (whose members belong to it).  Member calls
 * (o.f()) are left to overload resolution.  A member name that no
 * declaration so far has is judged on any class type display.c can
 * spell: classes of any namespace, class template instances. */
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

/* The class a type tree names, if it is one the check can judge. */
static const struct symbol *judged_class(const struct il_tree *t)
{
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || !t->u.sym)
        return NULL;
    const struct symbol *c = t->u.sym;
    for (int guard = 0; c && c->kind == SYM_TYPEDEF && guard < 8; guard++)
        c = c->target;
    return c;
}

/* Whether the class's own declaration can be judged: complete, at global
 * scope, its base clause free of template-ids with exactly as many bases
 * as the parser recorded, and no anonymous union or struct in its body. */
static bool plain_class(const struct sema *s, const struct symbol *c)
{
    if (!c || c->kind != SYM_CLASS || !(c->flags & SYMF_DEFINED) || !c->members ||
        c->parent != s->il->global)
        return false;
    uint32_t t = c->tok + 1;
    unsigned bases = 0;
    bool in_clause = false;
    for (;; t++) {
        int k = sema_tok_kind(s, t);
        if (k == TOK_EOF || k == TOK_SEMI || k == TOK_LT)
            return false;
        if (k == TOK_LBRACE)
            break;
        if (k == TOK_COLON && !in_clause) {
            in_clause = true;
            bases = 1;
        } else if (k == TOK_COMMA && in_clause) {
            bases++;
        }
    }
    unsigned recorded = 0;
    for (const struct base_list *b = c->members->bases; b; b = b->next)
        recorded++;
    if (recorded != bases)
        return false;
    uint32_t close = sema_matching_brace(s, t);
    if (!close)
        return false;
    for (uint32_t i = t + 1; i + 1 < close; i++) {
        int k = sema_tok_kind(s, i);
        if ((k == TOK_UNION || k == TOK_STRUCT || k == TOK_CLASS) &&
            sema_tok_kind(s, i + 1) == TOK_LBRACE)
            return false;
    }
    return true;
}

/* 1: the class or a base has the member; 0: none has it; -1: not judged. */
static int has_member(const struct sema *s, const struct symbol *c, const struct ident *id,
                      int depth)
{
    if (depth > 16 || !plain_class(s, c))
        return -1;
    if (scope_find_local(c->members, id))
        return 1;
    int result = 0;
    for (const struct base_list *b = c->members->bases; b; b = b->next) {
        int r = has_member(s, b->base, id, depth + 1);
        if (r != 0)
            return r;   /* found, or not judged */
    }
    return result;
}

/* The class type of the object of `o.m` or `p->m` (o, p a variable or
 * parameter so declared, through a reference), or NULL. */
static const struct il_tree *object_type(const struct sema *s, const struct il_tree *e)
{
    const struct il_tree *obj = e->first;
    if (!obj)
        return NULL;
    const struct il_tree *type = sema_declared_type(s, obj, false);
    if (!type || type->kind != IL_type)
        return NULL;
    bool is_ref = type->sub == tk_pointer && (type->op & (IL_PTR_LREF | IL_PTR_RREF));
    bool is_ptr = type->sub == tk_pointer && !is_ref;
    if (is_ref)
        type = type->first;
    if (e->op == eok_points_to_field) {
        if (!is_ptr)
            return NULL;
        type = type->first;
    } else if (is_ptr) {
        return NULL;
    }
    return type && type->kind == IL_type ? type : NULL;
}

void sema_check_member(struct sema *s, const struct il_tree *e)
{
    if (e->op != eok_dot_field && e->op != eok_points_to_field)
        return;
    const struct il_tree *obj = e->first, *mem = obj ? obj->next : NULL;
    if (!mem || mem->kind != IL_name_reference || mem->u.sym ||
        sema_tok_kind(s, mem->tok) != TOK_IDENTIFIER)
        return;
    const struct il_tree *type = object_type(s, e);
    if (!type)
        return;
    const struct ident *id = sema_ident(s, mem->tok);
    if (!(id->flags & IDF_DECLARED)) {
        /* a name no declaration has: no class has such a member, its
         * bases and instances included */
        const char *cls = sema_class_type_text(s, type);
        if (cls) {
            sema_error_member(s, mem->tok, cls, id->name);
            return;
        }
    }
    const struct symbol *c = judged_class(type);
    if (!c || has_member(s, c, id, 0) != 0)
        return;
    sema_error_member(s, mem->tok, c->id->name, id->name);
}

/* The class among c and its bases whose scope declares id, the one
 * member lookup finds: NULL when none does, when two bases do (an
 * ambiguity, or a member of a shared base), or when a class on the way
 * cannot be judged. */
static const struct symbol *declaring_class(const struct sema *s, const struct symbol *c,
                                            const struct ident *id, int depth, bool *unsure)
{
    if (depth > 16 || !plain_class(s, c)) {
        *unsure = true;
        return NULL;
    }
    if (scope_find_local(c->members, id))
        return c;
    const struct symbol *found = NULL;
    for (const struct base_list *b = c->members->bases; b; b = b->next) {
        const struct symbol *r = declaring_class(s, b->base, id, depth + 1, unsure);
        if (*unsure)
            return NULL;
        if (r && found) {
            *unsure = true;
            return NULL;
        }
        if (r)
            found = r;
    }
    return found;
}

bool sema_member_call_target(struct sema *s, const struct il_tree *call, struct sema_callee *cs)
{
    memset(cs, 0, sizeof *cs);
    const struct il_tree *e = call->first;
    if (!e || e->kind != IL_expr_node || e->sub != enk_operation ||
        (e->op != eok_dot_field && e->op != eok_points_to_field))
        return false;
    const struct il_tree *mem = e->first ? e->first->next : NULL;
    /* o.f(...): the member's name, then the call's `(` */
    if (!mem || mem->kind != IL_name_reference || mem->u.sym ||
        sema_tok_kind(s, mem->tok) != TOK_IDENTIFIER || mem->tok + 1 != call->tok ||
        sema_tok_kind(s, call->tok) != TOK_LPAREN)
        return false;
    const struct symbol *c = judged_class(object_type(s, e));
    const struct ident *id = sema_ident(s, mem->tok);
    bool unsure = false;
    const struct symbol *d = c ? declaring_class(s, c, id, 0, &unsure) : NULL;
    if (!d || unsure || sema_class_has_qualified_defaults(s, d->members))
        return false;
    cs->rparen = sema_matching_paren(s, call->tok);
    if (!cs->rparen)
        return false;
    for (const struct symbol *x = scope_find_local(d->members, id); x; x = x->next) {
        if (x->kind != SYM_FUNCTION || (x->flags & SYMF_INJECTED))
            return false;   /* a data member (a callable object), a template, a using */
        const struct il_node *n = sema_member_at(s, x->tok);
        if (!n || n->sym != x || !sema_callee_add(s, n, cs))
            return false;
    }
    return cs->first && !cs->pack;
}
