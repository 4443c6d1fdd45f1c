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
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

static bool plain_body(const struct sema *s, uint32_t open);

/* The class a type tree names, if it is one the check can judge. */
static const struct symbol *judged_class(const struct il_tree *t)
{
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || !t->u.sym)
        return NULL;
    const struct symbol *c = t->u.sym;
    for (int guard = 0; c && c->kind == SYM_TYPEDEF && guard < 8; guard++)
        c = c->target;
    /* the injected-class-name (`vec3` inside vec3's own members): the class */
    if (c && (c->flags & SYMF_INJECTED) && c->parent && c->parent->kind == SCOPE_CLASS &&
        c->parent->owner && c->parent->owner->members == c->members)
        c = c->parent->owner;
    return c;
}

/* Whether the class's own declaration can be judged: complete, at global
 * scope, its base clause free of template-ids with exactly as many bases
 * as the parser recorded, and no anonymous union or struct in its body. */
bool sema_plain_class(const struct sema *s, const struct symbol *c)
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
    return plain_body(s, t);
}

/* A class body, its `{` at open, with no anonymous union or struct (whose
 * members would be the class's). */
static bool plain_body(const struct sema *s, uint32_t open)
{
    /* (the tokens never change: read once, kept by the `{`) */
    struct ptrmap *memo = (struct ptrmap *)&s->plain_bodies;
    const void *key = (const void *)(uintptr_t)((uintptr_t)open + 1);
    uintptr_t known = (uintptr_t)ptrmap_get(memo, key);
    if (known)
        return known == 2;
    bool plain = true;
    uint32_t close = sema_matching_brace(s, open);
    if (!close)
        plain = false;
    for (uint32_t i = open + 1; plain && i + 1 < close; i++) {
        int k = sema_tok_kind(s, i);
        if ((k == TOK_UNION || k == TOK_STRUCT || k == TOK_CLASS) &&
            sema_tok_kind(s, i + 1) == TOK_LBRACE)
            plain = false;
    }
    ptrmap_put(memo, key, (void *)(uintptr_t)(plain ? 2 : 1));
    return plain;
}

/* 1: the class or a base has the member; 0: none has it; -1: not judged. */
static int has_member(const struct sema *s, const struct symbol *c, const struct ident *id,
                      int depth)
{
    if (depth > 16 || !sema_plain_class(s, c))
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
    if (type && type->kind == IL_type && type->sub == tk_auto && !type->first &&
        !(type->op & (IL_CV_CONST | IL_CV_VOLATILE)) && obj->kind == IL_expr_node &&
        obj->sub == enk_variable && obj->u.sym) {
        /* `auto v = f();`: what f returns */
        const struct il_node *v = sema_decl_at(s, obj->u.sym->tok);
        type = v && v->kind == IL_variable && v->init && v->init_tok &&
                       sema_tok_kind(s, v->init_tok) == TOK_ASSIGN
                   ? sema_call_result_type((struct sema *)s, v->init) : NULL;
    }
    if (!type && e->op == eok_dot_field && obj->kind == IL_expr_node && obj->sub == enk_operation &&
        obj->op == eok_call)
        type = sema_call_result_type((struct sema *)s, obj);   /* f(...).m: what f returns */
    if (!type && e->op == eok_dot_field && obj->kind == IL_expr_node && obj->sub == enk_operation &&
        obj->op == eok_cast && obj->first && obj->first->kind == IL_type &&
        sema_tok_kind(s, obj->first->tok) == TOK_IDENTIFIER &&
        (sema_tok_kind(s, obj->first->tok + 1) == TOK_LPAREN ||
         sema_tok_kind(s, obj->first->tok + 1) == TOK_LBRACE))
        type = obj->first;   /* C(...).m, C{...}.m: a temporary of class C */
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
    type = sema_full_type(s, type);
    return type && type->kind == IL_type ? type : NULL;
}

const struct il_tree *sema_object_type(const struct sema *s, const struct il_tree *e)
{
    return object_type(s, e);
}

/* `x.m` where x names a function declared at block scope (`T x();`, a
 * declaration where an object was meant): 153 with the function's type
 * as the pointer it decays to ("P (*)()"), at x. */
static void function_object(struct sema *s, const struct il_tree *obj)
{
    if (!obj || obj->kind != IL_expr_node || obj->sub != enk_routine || !obj->u.sym ||
        obj->u.sym->next)
        return;
    const struct il_node *fn = sema_decl_at(s, obj->u.sym->tok);
    if (!fn || fn->kind != IL_routine || !(fn->flags & IL_F_LOCAL) || !fn->type ||
        fn->type->sub != tk_routine || sema_has_ellipsis(s, fn))
        return;
    const char *ret = sema_type_written(s, fn->type->first, false);
    if (!ret)
        return;
    char buf[512];
    size_t n = (size_t)snprintf(buf, sizeof buf, "%s (*)(", ret);
    for (const struct il_param *p = sema_params_of(fn); p; p = p->next) {
        const char *t = p->pack ? NULL : sema_type_written(s, p->type, true);
        if (!t || n + strlen(t) + 4 >= sizeof buf)
            return;
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", p == sema_params_of(fn) ? "" : ", ", t);
    }
    n += (size_t)snprintf(buf + n, sizeof buf - n, ")");
    sema_error(s, obj->tok, obj->tok, DIAG_expr_not_struct_or_union, ident_intern(s->il->idents, buf, n)->name);
}

static const struct scope *instance_members(const struct sema *s, const struct il_tree *type);

void sema_check_member(struct sema *s, const struct il_tree *e)
{
    if (e->op == eok_dot_field)
        function_object(s, e->first);
    if (e->op != eok_dot_field && e->op != eok_points_to_field)
        return;
    const struct il_tree *obj = e->first, *mem = obj ? obj->next : NULL;
    if (!mem || mem->kind != IL_name_reference || mem->u.sym ||
        sema_tok_kind(s, mem->tok) != TOK_IDENTIFIER || sema_tok_kind(s, mem->tok - 1) == TOK_COLONCOLON)
        return;   /* (o.B::m: a member of B) */
    const struct il_tree *type = object_type(s, e);
    if (!type)
        return;
    const struct ident *id = sema_ident(s, mem->tok);
    const struct symbol *named = judged_class(type);
    if (named && named->kind == SYM_CLASS && !named->members)
        return;   /* an incomplete class: no member to look for (completeness.c) */
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
    if (c && c->kind == SYM_CLASS_TEMPLATE) {
        /* an instance: the members of the class it certainly is */
        const struct scope *m = instance_members(s, type);
        const char *cls = m && !scope_find_local(m, id) ? sema_class_type_text(s, type) : NULL;
        if (cls)
            sema_error_member(s, mem->tok, cls, id->name);
        return;
    }
    if (!c || has_member(s, c, id, 0) != 0)
        return;
    sema_error_member(s, mem->tok, c->id->name, id->name);
}

static bool plain_class(const struct sema *s, const struct symbol *c, void *ctx)
{
    (void)ctx;
    return sema_plain_class(s, c);
}

/* The class among c and its bases whose scope declares id, the one
 * member lookup finds: NULL when none does, when two bases do (an
 * ambiguity, or a member of a shared base), or when a class on the way
 * cannot be judged. */
const struct symbol *sema_declaring_class(const struct sema *s, const struct symbol *c,
                                          const struct ident *id, sema_class_judged judged,
                                          void *ctx, int depth, bool *unsure)
{
    if (depth > 16 || !judged(s, c, ctx)) {
        *unsure = true;
        return NULL;
    }
    if (scope_find_local(c->members, id))
        return c;
    const struct symbol *found = NULL;
    for (const struct base_list *b = c->members->bases; b; b = b->next) {
        const struct symbol *r = sema_declaring_class(s, b->base, id, judged, ctx, depth + 1, unsure);
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

/* Whether our argument (a type tree) certainly differs from a
 * specialization's argument written as one arithmetic keyword. */
static bool differs_from_keyword(const struct sema *s, const struct il_tree *ours, int kw)
{
    if (!ours || ours->kind != IL_type)
        return false;
    if (ours->sub == tk_pointer)
        return true;
    if ((ours->op & IL_TYPE_NAMED) && ours->u.sym &&
        (ours->u.sym->kind == SYM_CLASS || ours->u.sym->kind == SYM_CLASS_TEMPLATE))
        return true;
    unsigned cv = 0;
    enum arith_id a = sema_arith_and_cv(s, ours, false, &cv);
    if (a == ARITH_NONE || cv)
        return false;
    static const struct { int tok; enum arith_id a; } words[] = {
        { TOK_BOOL, ARITH_bool }, { TOK_INT, ARITH_int }, { TOK_FLOAT, ARITH_float },
        { TOK_DOUBLE, ARITH_double }, { TOK_CHAR, ARITH_char },
    };
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (words[i].tok == kw)
            return words[i].a != a;
    return false;
}

/* Whether our argument (an integer literal) certainly differs from a
 * specialization's argument written as another integer literal. */
static bool differs_from_literal(const struct sema *s, const struct il_tree *ours, uint32_t tok)
{
    if (sema_tok_kind(s, tok) != TOK_INT_LITERAL || ours->kind != IL_expr_node ||
        ours->sub != enk_constant || sema_tok_kind(s, ours->tok) != TOK_INT_LITERAL)
        return false;
    const struct token *a = lexer_token(s->lx, tok), *b = lexer_token(s->lx, ours->tok);
    const char *x = lexer_text(s->lx, a), *y = lexer_text(s->lx, b);
    for (size_t i = 0; i < a->len; i++)
        if (x[i] < '0' || x[i] > '9' || (x[0] == '0' && a->len > 1))
            return false;   /* decimal literals without suffix only */
    for (size_t i = 0; i < b->len; i++)
        if (y[i] < '0' || y[i] > '9' || (y[0] == '0' && b->len > 1))
            return false;
    return a->len != b->len || memcmp(x, y, a->len) != 0;
}

/* Whether no partial or explicit specialization of the class template
 * can be the one an instance with these arguments uses: each has, at
 * some position, one arithmetic keyword where the instance has another
 * type (std::vector<bool, _Alloc> for std::vector<float>). */
static bool primary_certain(const struct sema *s, const struct symbol *tmpl,
                            const struct il_tree *args)
{
    for (const struct scope_list *l = tmpl->specs; l; l = l->next) {
        const struct symbol *o = l->scope ? l->scope->owner : NULL;
        if (!o || sema_tok_kind(s, o->tok + 1) != TOK_LT)
            return false;
        bool excluded = false;
        const struct il_tree *a = args;
        uint32_t t = o->tok + 2, start = t;
        int depth = 0;
        for (;; t++) {
            int k = sema_tok_kind(s, t);
            if (k == TOK_EOF || k == TOK_LBRACE || k == TOK_SEMI)
                return false;
            if (k == TOK_LPAREN || k == TOK_LT || k == TOK_LBRACKET)
                depth++;
            else if ((k == TOK_RPAREN || k == TOK_RBRACKET) && depth > 0)
                depth--;
            else if (k == TOK_GT && depth > 0)
                depth--;
            else if (depth == 0 && (k == TOK_COMMA || k == TOK_GT)) {
                if (t == start + 1 && a && (differs_from_keyword(s, a, sema_tok_kind(s, start)) ||
                                            differs_from_literal(s, a, start)))
                    excluded = true;
                /* `U *` (a pointer pattern) or `U []` (an array) where ours
                 * is an arithmetic type */
                if (a && sema_tok_kind(s, start) == TOK_IDENTIFIER && a->kind == IL_type &&
                    ((t == start + 2 && sema_tok_kind(s, start + 1) == TOK_STAR) ||
                     (t == start + 3 && sema_tok_kind(s, start + 1) == TOK_LBRACKET &&
                      sema_tok_kind(s, start + 2) == TOK_RBRACKET)) &&
                    sema_arith_and_cv(s, a, false, NULL) != ARITH_NONE)
                    excluded = true;
                a = a ? a->next : NULL;
                start = t + 1;
                if (k == TOK_GT)
                    break;
            }
        }
        if (!excluded)
            return false;
    }
    return true;
}

/* An explicit specialization (`template <> struct P<int>`) whose
 * arguments are each one arithmetic keyword, the very types of ours:
 * the class an instance with these arguments is. */
static const struct scope *explicit_match(const struct sema *s, const struct symbol *tmpl,
                                          const struct il_tree *args)
{
    for (const struct scope_list *l = tmpl->specs; l; l = l->next) {
        const struct symbol *o = l->scope ? l->scope->owner : NULL;
        if (!o || o->tok < 4 || sema_tok_kind(s, o->tok + 1) != TOK_LT ||
            sema_tok_kind(s, o->tok - 2) != TOK_GT || sema_tok_kind(s, o->tok - 3) != TOK_LT ||
            sema_tok_kind(s, o->tok - 4) != TOK_TEMPLATE)
            continue;
        const struct il_tree *a = args;
        uint32_t t = o->tok + 2;
        bool same = true;
        for (; a && same; a = a->next, t += 2) {
            int k = sema_tok_kind(s, t), k1 = sema_tok_kind(s, t + 1);
            same = (k1 == TOK_COMMA || k1 == TOK_GT) && (k1 == TOK_GT) == !a->next &&
                   a->kind == IL_type && !differs_from_keyword(s, a, k) &&
                   (k == TOK_INT || k == TOK_FLOAT || k == TOK_DOUBLE || k == TOK_BOOL);
            unsigned cv = 0;
            same = same && sema_arith_and_cv(s, a, false, &cv) != ARITH_NONE && !cv &&
                   !(a->op & IL_TYPE_NAMED);
        }
        if (same && !a)
            return l->scope;
    }
    return NULL;
}

/* The members of the class an instance `C<args>` (named by its
 * template-id) certainly is: an explicit specialization its arguments
 * name exactly, or the primary template when no specialization can
 * match; with no base and no anonymous union or struct; NULL when not
 * certain. */
static const struct scope *instance_members_of(const struct sema *s, const struct il_tree *type,
                                               bool namespaces);

static const struct scope *instance_members(const struct sema *s, const struct il_tree *type)
{
    return instance_members_of(s, type, false);
}

/* The same, for a template of any namespace too (namespaces). */
static const struct scope *instance_members_of(const struct sema *s, const struct il_tree *type,
                                               bool namespaces)
{
    if (!type || type->kind != IL_type || !(type->op & IL_TYPE_NAMED) || !type->u.sym ||
        !type->first)
        return NULL;
    const struct symbol *c = type->u.sym;
    if (c->kind != SYM_CLASS_TEMPLATE || !(c->flags & SYMF_DEFINED) || !c->members ||
        c->members->kind != SCOPE_CLASS || !c->parent ||
        (c->parent != s->il->global && !(namespaces && c->parent->kind == SCOPE_NAMESPACE)))
        return NULL;
    const struct scope *m = explicit_match(s, c, type->first);
    if (!m && primary_certain(s, c, type->first))
        m = c->members;
    if (!m || m->kind != SCOPE_CLASS || m->bases || m->unknown_bases || !m->owner)
        return NULL;
    /* its body: no base clause, no anonymous union or struct */
    uint32_t t = m->owner->tok + 1;
    if (sema_tok_kind(s, t) == TOK_LT) {
        int depth = 0;
        for (; sema_tok_kind(s, t) != TOK_EOF; t++) {
            int k = sema_tok_kind(s, t);
            depth += k == TOK_LT ? 1 : k == TOK_GT ? -1 : 0;
            if (depth == 0)
                break;
        }
        t++;
    }
    if (sema_tok_kind(s, t) != TOK_LBRACE || !plain_body(s, t))
        return NULL;
    return m;
}

/* The class template whose scope declares id for an instance of the
 * class template c with arguments args: c itself, or its one base when
 * c's body does not declare id and the base clause names a class
 * template with c's own parameters as arguments
 * (`class device_vector : public detail::vector_base<T, Alloc>`), that
 * template having no specializations.  *parts: the base's parameters
 * and arguments (*in_base set); for c itself not computed (they are
 * only needed for a message: sema_instance_parts).  NULL when not
 * certain. */
static const struct symbol *declaring_template(const struct sema *s, const struct il_tree *type,
                                               const struct ident *id, struct sema_instance *parts,
                                               bool *in_base)
{
    const struct symbol *c = type->u.sym;
    *in_base = false;
    if (scope_find_local(c->members, id))
        return c;
    if (!sema_instance_parts(s, type, parts))
        return NULL;
    uint32_t t = c->tok + 1;
    if (sema_tok_kind(s, t) != TOK_COLON)
        return NULL;
    t++;
    while (sema_tok_kind(s, t) == TOK_PUBLIC || sema_tok_kind(s, t) == TOK_PROTECTED ||
           sema_tok_kind(s, t) == TOK_PRIVATE || sema_tok_kind(s, t) == TOK_VIRTUAL)
        t++;
    struct scope *in = c->parent;
    bool global = false;
    if (sema_tok_kind(s, t) == TOK_COLONCOLON) {
        in = s->il->global;
        global = true;
        t++;
    }
    struct symbol *sym = NULL;
    for (;;) {
        if (sema_tok_kind(s, t) != TOK_IDENTIFIER || !in)
            return NULL;
        const struct ident *id = sema_ident(s, t);
        struct symbol *x = sema_tok_kind(s, t + 1) == TOK_COLONCOLON   /* [basic.lookup.qual] */
                               ? (global ? lookup_qualified_scope_name(in, id)
                                         : lookup_unqualified_scope_name(in, id))
                               : global ? lookup_qualified(in, id) : lookup_unqualified(in, id);
        sym = x ? symbol_resolve(x) : NULL;
        t++;
        if (sema_tok_kind(s, t) != TOK_COLONCOLON)
            break;
        in = sym ? symbol_scope(sym) : NULL;
        global = true;
        t++;
    }
    if (!sym || sym->kind != SYM_CLASS_TEMPLATE || !(sym->flags & SYMF_DEFINED) || !sym->members ||
        sym->members->kind != SCOPE_CLASS || sym->specs || sema_tok_kind(s, t) != TOK_LT)
        return NULL;
    const char *given[SEMA_MAX_TPARAMS];
    unsigned n = 0;
    for (t++;; t++) {
        if (sema_tok_kind(s, t) != TOK_IDENTIFIER || n == SEMA_MAX_TPARAMS)
            return NULL;
        const struct ident *a = sema_ident(s, t);
        unsigned k = 0;
        while (k < parts->np && parts->names[k] != a)
            k++;
        if (k == parts->np)
            return NULL;
        given[n++] = parts->args[k];
        t++;
        if (sema_tok_kind(s, t) == TOK_GT)
            break;
        if (sema_tok_kind(s, t) != TOK_COMMA)
            return NULL;
    }
    if (sema_tok_kind(s, t + 1) != TOK_LBRACE || !scope_find_local(sym->members, id) ||
        !sema_instance_parts_of(s, sym, given, n, parts))
        return NULL;
    *in_base = true;
    return sym;
}

/* Every declaration of member id in a class scope into cs: false when one
 * is not a function declared in its class (a data member -- a callable
 * object --, a template, a using-declaration) or has another parameter
 * list (overloads: another message). */
static bool add_member_functions(struct sema *s, const struct scope *cls, const struct ident *id,
                                 struct sema_callee *cs)
{
    for (const struct symbol *x = scope_find_local(cls, id); x; x = x->next) {
        if (x->kind != SYM_FUNCTION || (x->flags & SYMF_INJECTED))
            return false;
        const struct il_node *n = sema_member_at(s, x->tok);
        if (!n || n->sym != x || (n->flags & IL_F_TEMPLATE) || !sema_callee_add(s, n, cs))
            return false;
    }
    return cs->first && !cs->pack;
}

/* o.f(...) on an instance of a class template (named by its template-id,
 * not through a typedef) whose own body declares f, as one non-template
 * function: that function (argument counts are judged like others'). */
static bool instance_call_target(struct sema *s, const struct il_tree *type,
                                 const struct ident *id, struct sema_callee *cs)
{
    if (!type || type->kind != IL_type || !(type->op & IL_TYPE_NAMED) || !type->u.sym ||
        !type->first)
        return false;
    const struct symbol *c = type->u.sym;
    if (c->kind != SYM_CLASS_TEMPLATE || !(c->flags & SYMF_DEFINED) || !c->members ||
        c->members->kind != SCOPE_CLASS || !primary_certain(s, c, type->first))
        return false;
    struct sema_instance parts;
    bool in_base;
    const struct symbol *d = declaring_template(s, type, id, &parts, &in_base);
    if (!d)
        return false;
    if (!in_base)
        cs->instance = type;
    return add_member_functions(s, d->members, id, cs);
}

const struct il_tree *sema_substituted(const struct sema *s, const struct il_tree *type,
                                       const struct il_tree *instance, struct il_tree *nodes,
                                       unsigned n)
{
    struct sema_instance parts;
    if (!type || !instance || !instance->u.sym || !sema_instance_names(s, instance->u.sym, &parts))
        return NULL;
    const struct il_tree *args[SEMA_MAX_TPARAMS];
    const struct il_tree *a = instance->first;
    for (unsigned k = 0; k < parts.np; k++) {
        args[k] = a;
        a = a ? a->next : NULL;
    }
    return sema_substitute(s, type, parts.names, args, parts.np, nodes, n);
}

/* C::f(...) where C is a plain class declaring f, every f static. */
bool sema_static_member_target(struct sema *s, const struct il_tree *call, struct sema_callee *cs)
{
    memset(cs, 0, sizeof cs[0]);
    const struct il_tree *callee = call->first;
    if (!callee || callee->kind != IL_expr_node || callee->sub != enk_routine || !callee->u.sym ||
        callee->u.sym->kind != SYM_FUNCTION || callee->tok + 1 != call->tok || callee->tok < 2 ||
        sema_tok_kind(s, callee->tok - 1) != TOK_COLONCOLON ||
        sema_tok_kind(s, callee->tok - 2) != TOK_IDENTIFIER)
        return false;
    const struct scope *cls = callee->u.sym->parent;
    if (!cls || cls->kind != SCOPE_CLASS || !cls->owner || !sema_plain_class(s, cls->owner) ||
        cls->owner->members != cls || cls->owner->id != sema_ident(s, callee->tok - 2) ||
        sema_class_has_qualified_defaults(s, cls))
        return false;
    for (const struct symbol *x = scope_find_local(cls, callee->u.sym->id); x; x = x->next) {
        const struct il_node *n = x->kind == SYM_FUNCTION ? sema_member_at(s, x->tok) : NULL;
        if (!n || !(n->flags & IL_F_STATIC))
            return false;
    }
    cs->rparen = sema_matching_paren(s, call->tok);
    if (!cs->rparen)
        return false;
    return add_member_functions(s, cls, callee->u.sym->id, cs);
}

bool sema_implicit_member_target(struct sema *s, const struct il_tree *call, struct sema_callee *cs)
{
    memset(cs, 0, sizeof cs[0]);
    const struct il_tree *callee = call->first;
    if (!callee || callee->kind != IL_expr_node || callee->sub != enk_routine || !callee->u.sym ||
        callee->u.sym->kind != SYM_FUNCTION || callee->tok + 1 != call->tok ||
        (callee->tok > 0 && sema_tok_kind(s, callee->tok - 1) == TOK_COLONCOLON))
        return false;
    const struct scope *cls = callee->u.sym->parent;
    if (!cls || cls->kind != SCOPE_CLASS || !cls->owner || !sema_plain_class(s, cls->owner) ||
        cls->owner->members != cls || sema_class_has_qualified_defaults(s, cls))
        return false;
    cs->rparen = sema_matching_paren(s, call->tok);
    if (!cs->rparen)
        return false;
    return add_member_functions(s, cls, callee->u.sym->id, cs);
}

static bool member_call_target(struct sema *s, const struct il_tree *call, struct sema_callee *cs);

/* (kept: sema_memo_get; the call, device, access and operand checks all
 * ask for o.f(...)'s target) */
bool sema_member_call_target(struct sema *s, const struct il_tree *call, struct sema_callee *cs)
{
    struct kept {
        bool found;
        struct sema_callee cs;
    } r;
    unsigned epoch;
    const struct kept *kept = sema_memo_get(s, MEMO_MEMBER_CALL_TARGET, call, &epoch);
    if (kept) {
        *cs = kept->cs;
        return kept->found;
    }
    r.found = member_call_target(s, call, cs);
    r.cs = *cs;
    sema_memo_put(s, MEMO_MEMBER_CALL_TARGET, call, epoch, &r, sizeof r);
    return r.found;
}

static bool member_call_target(struct sema *s, const struct il_tree *call, struct sema_callee *cs)
{
    memset(cs, 0, sizeof *cs);
    const struct il_tree *e = call->first;
    if (!e || e->kind != IL_expr_node || e->sub != enk_operation ||
        (e->op != eok_dot_field && e->op != eok_points_to_field))
        return false;
    const struct il_tree *mem = e->first ? e->first->next : NULL;
    /* o.f(...): the member's name, then the call's `(`; not o.B::f(...),
     * which names B's */
    if (!mem || mem->kind != IL_name_reference || mem->u.sym ||
        sema_tok_kind(s, mem->tok) != TOK_IDENTIFIER || mem->tok + 1 != call->tok ||
        sema_tok_kind(s, call->tok) != TOK_LPAREN || sema_tok_kind(s, mem->tok - 1) == TOK_COLONCOLON)
        return false;
    const struct il_tree *otype = object_type(s, e);
    const struct symbol *c = judged_class(otype);
    const struct ident *id = sema_ident(s, mem->tok);
    if (c && c->kind == SYM_CLASS_TEMPLATE) {
        cs->rparen = sema_matching_paren(s, call->tok);
        return cs->rparen && instance_call_target(s, otype, id, cs);
    }
    bool unsure = false;
    const struct symbol *d = c ? sema_declaring_class(s, c, id, plain_class, NULL, 0, &unsure) : NULL;
    if (!d && c && c->kind == SYM_CLASS && (c->flags & SYMF_DEFINED) && c->members &&
        c->members->kind == SCOPE_CLASS && !c->members->is_template_spec &&
        scope_find_local(c->members, id)) {
        /* a class of a namespace, or with bases the core does not see
         * into, that declares f itself: f hides whatever its bases
         * declare ([class.member.lookup]) */
        d = c;
        unsure = false;
    }
    if (!d || unsure || sema_class_has_qualified_defaults(s, d->members))
        return false;
    cs->rparen = sema_matching_paren(s, call->tok);
    if (!cs->rparen)
        return false;
    return add_member_functions(s, d->members, id, cs);
}

/* A class type named through typedefs of template-ids (`std::string`):
 * the template-id; any other type as it is. */
static const struct il_tree *through_instance_typedefs(const struct sema *s, const struct il_tree *t)
{
    for (int depth = 0; t && depth < 8; depth++) {
        if (t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || t->first || !t->u.sym ||
            t->u.sym->kind != SYM_TYPEDEF)
            return t;
        const struct il_node *td = sema_typedef_at(s, t->u.sym->tok);
        const struct il_tree *to = td ? td->type : NULL;
        if (!to || to->kind != IL_type || !(to->op & IL_TYPE_NAMED))
            return t;
        t = to;
    }
    return t;
}

const struct scope *sema_member_scope(const struct sema *s, const struct il_tree *e)
{
    const struct il_tree *obj = e->first, *mem = obj ? obj->next : NULL;
    if (!mem || mem->next || mem->kind != IL_name_reference || mem->u.sym ||
        sema_tok_kind(s, mem->tok) != TOK_IDENTIFIER ||
        sema_tok_kind(s, mem->tok - 1) == TOK_COLONCOLON)
        return NULL;   /* (o.B::m: looked up in B) */
    const struct il_tree *otype = through_instance_typedefs(s, object_type(s, e));
    const struct symbol *c = judged_class(otype);
    const struct ident *id = sema_ident(s, mem->tok);
    if (c && c->kind == SYM_CLASS_TEMPLATE) {
        /* an instance whose class is certainly the primary template's,
         * whose own body declares the name (hiding its bases') */
        if (!otype->first || !(c->flags & SYMF_DEFINED) || !c->members ||
            c->members->kind != SCOPE_CLASS || !primary_certain(s, c, otype->first))
            return NULL;
        return scope_find_local(c->members, id) ? c->members : NULL;
    }
    bool unsure = false;
    const struct symbol *d = c ? sema_declaring_class(s, c, id, plain_class, NULL, 0, &unsure) : NULL;
    return d && !unsure ? d->members : NULL;
}

bool sema_primary_certain(const struct sema *s, const struct symbol *tmpl, const struct il_tree *args)
{
    return primary_certain(s, tmpl, args);
}

static bool self_and_with(const struct sema *s, const struct symbol *tmpl,
                          const struct sema_instance *in, char *self, size_t sn, char *with,
                          size_t wn);

bool sema_self_and_with(const struct sema *s, const struct symbol *tmpl,
                        const struct sema_instance *in, char *self, size_t sn, char *with, size_t wn)
{
    return self_and_with(s, tmpl, in, self, sn, with, wn);
}

/* "std::vector<_Tp, _Alloc>" and "[with _Tp=float, _Alloc=...]". */
static bool self_and_with(const struct sema *s, const struct symbol *tmpl,
                          const struct sema_instance *in, char *self, size_t sn, char *with,
                          size_t wn)
{
    const char *tname = sema_entity_text(s, tmpl);
    if (!tname)
        return false;
    size_t n = (size_t)snprintf(self, sn, "%s<", tname);
    size_t m = (size_t)snprintf(with, wn, "[with ");
    for (unsigned k = 0; k < in->np; k++) {
        n += (size_t)snprintf(self + n, n < sn ? sn - n : 0, "%s%s", k ? ", " : "",
                              in->names[k]->name);
        m += (size_t)snprintf(with + m, m < wn ? wn - m : 0, "%s%s=%s", k ? ", " : "",
                              in->names[k]->name, in->args[k]);
    }
    n += (size_t)snprintf(self + n, n < sn ? sn - n : 0, ">");
    m += (size_t)snprintf(with + m, m < wn ? wn - m : 0, "]");
    return n < sn && m < wn;
}

static int by_first_desc(const void *a, const void *b)
{
    const struct sema_note *x = a, *y = b;
    return x->tok < y->tok ? 1 : x->tok > y->tok ? -1 : 0;
}

/* o.f(...) on a class template instance where f names several member
 * functions (and templates) of the template and none takes that many
 * arguments: 304 "no instance of overloaded function
 * "std::vector<_Tp, _Alloc>::data [with _Tp=float, _Alloc=std::allocator<float>]"
 * matches the argument list", the arguments' types, "object type is:
 * std::vector<float, std::allocator<float>>", and a note 3322 per
 * function, the last declared first, each spelled with the template's
 * parameters (sema_member_text). */
void sema_check_instance_overloads(struct sema *s, const struct il_tree *call)
{
    const struct il_tree *e = call->first;
    if (!e || e->kind != IL_expr_node || e->sub != enk_operation ||
        (e->op != eok_dot_field && e->op != eok_points_to_field))
        return;
    const struct il_tree *mem = e->first ? e->first->next : NULL;
    if (!mem || mem->kind != IL_name_reference || mem->u.sym ||
        sema_tok_kind(s, mem->tok) != TOK_IDENTIFIER || mem->tok + 1 != call->tok ||
        sema_tok_kind(s, call->tok) != TOK_LPAREN || sema_tok_kind(s, mem->tok - 1) == TOK_COLONCOLON)
        return;
    const struct il_tree *type = object_type(s, e);
    if (!type || !(type->op & IL_TYPE_NAMED) || !type->first || !type->u.sym)
        return;
    const struct symbol *c = type->u.sym;
    if (c->kind != SYM_CLASS_TEMPLATE || !(c->flags & SYMF_DEFINED) || !c->members ||
        c->members->kind != SCOPE_CLASS || !primary_certain(s, c, type->first))
        return;
    uint32_t rparen = sema_matching_paren(s, call->tok);
    if (!rparen)
        return;
    const struct ident *id = sema_ident(s, mem->tok);
    struct sema_instance dparts;
    bool in_base;
    const struct symbol *d = declaring_template(s, type, id, &dparts, &in_base);
    if (!d)
        return;
    struct sema_overloads ov;
    struct sema_callee cs;
    memset(&cs, 0, sizeof cs);
    ov.n = 0;
    cs.ov = &ov;
    for (const struct symbol *x = scope_find_local(d->members, id); x; x = x->next) {
        if ((x->kind != SYM_FUNCTION && x->kind != SYM_FUNCTION_TEMPLATE) ||
            (x->flags & SYMF_INJECTED))
            return;
        const struct il_node *n = sema_member_at(s, x->tok);
        if (!n || n->sym != x || (n->flags & IL_F_FRIEND) || !sema_callee_add(s, n, &cs))
            return;
    }
    if (ov.n < 2)
        return;
    unsigned nargs = 0;
    for (const struct il_tree *a = e->next; a; a = a->next)
        nargs++;
    /* each function: does not take that many (3322), or an argument
     * certainly does not convert to its parameter, the instance's
     * arguments in place (3326 with its number) */
    unsigned mismatch[24];
    for (unsigned i = 0; i < ov.n; i++) {
        unsigned required = ov.c[i].nparams;
        while (required > 0 && (ov.c[i].defaults >> (required - 1) & 1))
            required--;
        mismatch[i] = 0;
        if (ov.c[i].pack)
            return;
        if (nargs < required || (nargs > ov.c[i].nparams && !sema_has_ellipsis(s, ov.c[i].first)))
            continue;
        if (ov.c[i].first->flags & IL_F_TEMPLATE)
            return;   /* (deduction would decide) */
        unsigned k = 1;
        const struct il_param *q = sema_params_of(ov.c[i].first);
        for (const struct il_tree *a = e->next; a && q && !mismatch[i]; a = a->next, q = q->next, k++) {
            struct il_tree nodes[4];
            const struct il_tree *pt = in_base ? NULL : sema_substituted(s, q->type, type, nodes, 4);
            if (pt && !sema_type_depends(pt) && sema_certainly_incompatible(s, a, pt))
                mismatch[i] = k;
        }
        if (!mismatch[i])
            return;   /* it may take them */
    }
    struct sema_instance in;
    const char *object = sema_class_type_text(s, type);
    char self[256], with[512], dself[256], dwith[512], buf[1024];
    if (!object || !sema_instance_parts(s, type, &in))
        return;
    if (!in_base)
        dparts = in;   /* (the notes name the instance's own functions) */
    if (!self_and_with(s, c, &in, self, sizeof self, with, sizeof with) ||
        !self_and_with(s, d, &dparts, dself, sizeof dself, dwith, sizeof dwith))
        return;
    const char *line = nargs ? sema_arg_types_line(s, e->next) : NULL;
    if (nargs && !line)
        return;
    struct sema_note *notes = xcalloc(ov.n, sizeof *notes);
    for (unsigned i = 0; i < ov.n; i++) {
        const struct il_node *fn = ov.c[i].first;
        const char *text = sema_member_text(s, fn, d->members, dself, dwith);
        if (!text) {
            free(notes);
            return;
        }
        notes[i].tok = fn->tok;
        notes[i].kind = (fn->flags & IL_F_TEMPLATE) ? "function template" : "function";
        notes[i].text = text;
        if (mismatch[i]) {
            char num[12];
            int m = snprintf(num, sizeof num, "%u", mismatch[i]);
            notes[i].id = DIAG_edg_3326;
            notes[i].num = ident_intern(s->il->idents, num, (size_t)m)->name;
        }
    }
    qsort(notes, ov.n, sizeof *notes, by_first_desc);
    int len = snprintf(buf, sizeof buf, "%s::%s %s", self, id->name, with);
    const char *name = len > 0 && (size_t)len < sizeof buf
                           ? ident_intern(s->il->idents, buf, (size_t)len)->name : NULL;
    len = snprintf(buf, sizeof buf, "object type is: %s%s",
                   (type->op & IL_CV_CONST) ? "const " : "", object);
    if (!name || len <= 0 || (size_t)len >= sizeof buf) {
        free(notes);
        return;
    }
    sema_error_with_notes(s, rparen, mem->tok, DIAG_edg_304, "overloaded function", name, line,
                          DIAG_edg_3322, notes, ov.n);
    sema_finding_line2(s, ident_intern(s->il->idents, buf, (size_t)len)->name);
}

/* Whether a parameter's type is `const C &`: C the class (its
 * injected name, its own name, or the template-id of its own
 * parameters) -- by the tokens of the declaration. */
static bool const_self_ref(const struct sema *s, const struct il_param *p, const struct symbol *c)
{
    if (!p || !p->type || p->type->kind != IL_type || p->type->sub != tk_pointer ||
        !(p->type->op & IL_PTR_LREF) || !p->type->first)
        return false;
    const struct il_tree *to = p->type->first;
    if (to->kind != IL_type || !(to->op & IL_TYPE_NAMED) || !(to->op & IL_CV_CONST) ||
        (to->op & IL_CV_VOLATILE) || !to->u.sym || to->u.sym->id != c->id ||
        (to->u.sym != c && !((to->u.sym->flags & SYMF_INJECTED) && to->u.sym->members == c->members)))
        return false;
    /* the name, then `&` (C, or the injected name) or the template's own
     * parameters as arguments (not checked: `C<T> &` in C<T>'s body) */
    uint32_t t = to->tok;
    while (sema_tok_kind(s, t) == TOK_CONST)
        t++;
    int k = sema_tok_kind(s, t + 1);
    return sema_tok_kind(s, t) == TOK_IDENTIFIER &&
           (k == TOK_AMP || (k == TOK_LT && c->kind == SYM_CLASS_TEMPLATE && !to->first));
}

/* `C q = p;`, `C q(p);`, `C q{p};`, `auto q = p;` where p is a variable
 * (or a reference) of the very class C, an instance of a class template
 * the check knows certainly (sema's instance_members) or a plain class:
 * overload resolution picks the copy constructor `C(const C &)` -- no
 * `C(C &)`, no constructor template taking a forwarding reference -- and
 * it is defined `= delete`: 1776 at p ("std::unique_ptr<_Tp, _Dp>::
 * unique_ptr(const std::unique_ptr<_Tp, _Dp> &) [with ...]"). */
void sema_check_deleted_copy(struct sema *s, const struct il_node *v)
{
    const struct il_tree *init = v->init;
    if (!init || init->kind != IL_expr_node || v->kind != IL_variable)
        return;
    uint32_t at = init->tok;   /* (`q{p}`: at the `{`) */
    if ((init->sub == enk_initializer || init->sub == enk_braced_init_list) && init->first &&
        !init->first->next) {
        if (init->sub != enk_braced_init_list)
            at = init->first->tok;
        init = init->first;
    }
    if (init->kind != IL_expr_node || (init->sub != enk_variable && init->sub != enk_param_ref) ||
        !init->u.sym)
        return;
    const struct il_tree *from = sema_declared_type(s, init, true);
    const struct il_tree *to = v->type;
    if (!from || !to || to->kind != IL_type)
        return;
    if (to->sub == tk_auto && !to->first && !(to->op & (IL_CV_CONST | IL_CV_VOLATILE)))
        to = from;
    from = sema_full_type(s, from);
    to = sema_full_type(s, to);
    if (!from || !to || from->kind != IL_type || to->kind != IL_type || !(to->op & IL_TYPE_NAMED) ||
        (to->op & IL_CV_VOLATILE) || (from->op & IL_CV_VOLATILE) || !to->u.sym ||
        from->u.sym != to->u.sym)
        return;
    struct il_tree a = *from, b = *to;
    a.op &= (uint16_t)~IL_CV_CONST;
    b.op &= (uint16_t)~IL_CV_CONST;
    a.next = b.next = NULL;
    if (!sema_same_type(s, &a, &b))
        return;
    const struct symbol *c = to->u.sym;
    const struct scope *m = NULL;
    if (c->kind == SYM_CLASS_TEMPLATE && to->first)
        m = instance_members_of(s, to, true);
    else if (c->kind == SYM_CLASS && sema_plain_class(s, c) && !c->members->bases)
        m = c->members;
    if (!m)
        return;
    const struct il_node *copy = NULL;
    for (const struct sema_ctor *k = sema_ctors_of(s, m); k; k = k->next) {
        const struct il_node *n = k->fn;
        const struct il_param *p = sema_params_of(n);
        if (!p)
            continue;
        unsigned more = 0;
        for (const struct il_param *q = p->next; q; q = q->next)
            more += !q->init_tok;
        if (more)
            continue;   /* (two arguments or more) */
        const struct il_tree *pt = p->type;
        if (p->pack || !pt || pt->kind != IL_type)
            return;
        if (pt->sub == tk_pointer && (pt->op & IL_PTR_RREF) && !(n->flags & IL_F_TEMPLATE))
            continue;   /* C(C &&), C(T &&): no lvalue binds */
        if (pt->sub == tk_pointer && (pt->op & (IL_PTR_LREF | IL_PTR_RREF)) && pt->first &&
            sema_type_depends(pt->first) && (n->flags & IL_F_TEMPLATE)) {
            /* a template's U && is a forwarding reference (better for a
             * non-const lvalue); `X<U> &&` is not */
            const struct il_tree *u = pt->first;
            if ((pt->op & IL_PTR_RREF) && u->kind == IL_type && u->first)
                continue;
            if ((pt->op & IL_PTR_LREF) && (u->op & IL_CV_CONST))
                continue;   /* (a template as good as the copy: the non-template wins) */
            return;
        }
        if (const_self_ref(s, p, c)) {
            if (n->flags & IL_F_TEMPLATE)
                return;
            copy = n;
            continue;
        }
        if (pt->sub == tk_pointer && (pt->op & IL_PTR_LREF))
            return;   /* C(C &) or another reference: not judged */
        /* (by value: at best an exact match too, and then the copy
         * constructor, no template, wins) */
    }
    if (!copy || !(copy->flags & IL_F_DELETED))
        return;
    const char *text = NULL;
    if (c->kind == SYM_CLASS_TEMPLATE) {
        struct sema_instance in;
        char self[256], with[512];
        if (!sema_instance_parts(s, to, &in) || !self_and_with(s, c, &in, self, sizeof self, with, sizeof with))
            return;
        text = sema_member_text(s, copy, m, self, with);
    } else {
        text = sema_member_function_text(s, copy);
    }
    const char *where = text ? sema_declared_at(s, copy->tok, at) : NULL;
    if (where)
        sema_error2(s, at, at, DIAG_edg_1776, text, where);
}

static bool out_of_class_differs(const struct sema *s, const struct il_node *decl,
                                 const struct il_node *def);
static bool certainly_differ(const struct sema *s, const struct il_tree *a, const struct il_tree *b,
                             bool top, int depth);

/* Whether two declared types certainly differ: arithmetic types (through
 * typedefs) or pointers and references to them, with their cv-qualifiers
 * (top-level ones too when top). */
bool sema_types_differ(const struct sema *s, const struct il_tree *a, const struct il_tree *b,
                       bool top)
{
    return certainly_differ(s, a, b, top, 0);
}

static bool certainly_differ(const struct sema *s, const struct il_tree *a, const struct il_tree *b,
                             bool top, int depth)
{
    if (!a || !b || a->kind != IL_type || b->kind != IL_type || depth > 4)
        return false;
    unsigned ca = 0, cb = 0;
    enum arith_id x = sema_arith_and_cv(s, a, false, &ca), y = sema_arith_and_cv(s, b, false, &cb);
    if (x != ARITH_NONE && y != ARITH_NONE)
        return x != y || (!top && ca != cb);
    /* an arithmetic type and a class (through typedefs: float and
     * __nv_bfloat16) */
    if ((x != ARITH_NONE && sema_class_named(b)) || (y != ARITH_NONE && sema_class_named(a)))
        return true;
    bool pa = a->sub == tk_pointer && !(a->op & IL_TYPE_NAMED);
    bool pb = b->sub == tk_pointer && !(b->op & IL_TYPE_NAMED);
    if (pa && pb) {
        unsigned ka = a->op & (IL_PTR_LREF | IL_PTR_RREF), kb = b->op & (IL_PTR_LREF | IL_PTR_RREF);
        if (ka != kb)
            return true;
        if (!top && (a->op & (IL_CV_CONST | IL_CV_VOLATILE)) != (b->op & (IL_CV_CONST | IL_CV_VOLATILE)))
            return true;
        return certainly_differ(s, a->first, b->first, false, depth + 1);
    }
    /* an arithmetic type and a pointer or reference */
    return (pa && y != ARITH_NONE) || (pb && x != ARITH_NONE);
}

/* A member function of a class defined out of it (`void A::f(int *p, int
 * q) { }`) whose class declares one function of that name (no overloads,
 * no template) that certainly is another: a parameter count, a parameter
 * type, the return type or const that differs.  147 at the name, "void
 * A::f(int *)" (declared at line N). */
/* Whether class c declares a member named like the out-of-class
 * definition def: a symbol of that name in its scope other than def's
 * own and other out-of-class definitions (anywhere: a class defined
 * twice, an error cufe does not report, has the second body's too). */
static bool declared_member(const struct sema *s, const struct scope *cls, const struct il_node *def)
{
    for (const struct symbol *x = scope_find_local(cls, sema_ident(s, def->tok)); x; x = x->next)
        if (x != def->sym && !(x->tok > 0 && sema_tok_kind(s, x->tok - 1) == TOK_COLONCOLON))
            return true;
    return false;
}

/* An out-of-class definition `C::f(...) {...}` (`template <class T> ...
 * C<T>::f`, a static data member's `int C::v = 1;`) of a name C does not declare: "class "C" has no
 * member "f"" (135; "class template "C<T>"").  Judged for classes without
 * bases (with bases cudafe++ may say "inherited member is not allowed"),
 * defined before, and a template's definition that names its primary
 * template by its own parameters. */
static void check_undeclared_member(struct sema *s, const struct il_node *def)
{
    const struct scope *cls = def->scope;
    const struct symbol *c = cls ? cls->owner : NULL;
    if (!c || !(c->flags & SYMF_DEFINED) || !c->members || c->members != cls || cls->bases ||
        cls->unknown_bases || cls->is_template_spec || def->tok < 2 ||
        sema_tok_kind(s, def->tok - 1) != TOK_COLONCOLON || sema_ident(s, def->tok) == c->id ||
        declared_member(s, cls, def))
        return;   /* (C::C: a constructor, declared under another name) */
    /* (`const` after the parameters: another error follows, not judged) */
    if (def->kind == IL_routine) {
        uint32_t close = def->name_end && sema_tok_kind(s, def->name_end) == TOK_LPAREN
                             ? sema_matching_paren(s, def->name_end) : 0;
        int after = close ? sema_tok_kind(s, close + 1) : TOK_EOF;
        if (!close || after == TOK_CONST || after == TOK_VOLATILE || after == TOK_AMP ||
            after == TOK_AMPAMP)
            return;
    } else if (def->kind != IL_variable) {
        return;
    }
    const char *text = sema_entity_text(s, c);
    if (c->kind == SYM_CLASS) {
        if (!text || (def->flags & (IL_F_TEMPLATE | IL_F_SPEC)) ||
            sema_tok_kind(s, def->tok - 2) != TOK_IDENTIFIER || sema_ident(s, def->tok - 2) != c->id)
            return;
        sema_error_member_of(s, def->tok, def->tok, "class", text, sema_ident(s, def->tok)->name,
                             DIAG_not_a_member);
        return;
    }
    /* C<P1, P2>:: with the template's own parameter names, in order */
    struct sema_instance names;
    if (c->kind != SYM_CLASS_TEMPLATE || !(def->flags & IL_F_TEMPLATE) || !text ||
        !sema_instance_names(s, c, &names) || names.np == 0 || sema_tok_kind(s, def->tok - 2) != TOK_GT)
        return;
    uint32_t t = def->tok - 2 - 2 * names.np;   /* the `<` */
    if (sema_tok_kind(s, t) != TOK_LT || sema_tok_kind(s, t - 1) != TOK_IDENTIFIER ||
        sema_ident(s, t - 1) != c->id)
        return;
    char buf[512];
    int n = snprintf(buf, sizeof buf, "%s<", text);
    for (unsigned k = 0; k < names.np && n > 0 && (size_t)n < sizeof buf; k++) {
        uint32_t a = t + 1 + 2 * k;
        if (sema_tok_kind(s, a) != TOK_IDENTIFIER || sema_ident(s, a) != names.names[k] ||
            sema_tok_kind(s, a + 1) != (k + 1 == names.np ? TOK_GT : TOK_COMMA))
            return;
        n += snprintf(buf + n, sizeof buf - (size_t)n, "%s%s", k ? ", " : "", names.names[k]->name);
    }
    if (n <= 0 || (size_t)n + 2 >= sizeof buf)
        return;
    buf[n++] = '>';
    buf[n] = 0;
    sema_error_member_of(s, def->tok, def->tok, "class template",
                         ident_intern(s->il->idents, buf, (size_t)n)->name,
                         sema_ident(s, def->tok)->name, DIAG_not_a_member);
}

void sema_check_out_of_class_variable(struct sema *s, const struct il_node *def)
{
    if ((def->flags & IL_F_QUALIFIED) && def->kind == IL_variable && def->scope &&
        def->scope->kind == SCOPE_CLASS && def->has_pos && sema_tok_kind(s, def->tok) == TOK_IDENTIFIER)
        check_undeclared_member(s, def);
}

void sema_check_out_of_class(struct sema *s, const struct il_node *def)
{
    if ((def->flags & IL_F_QUALIFIED) && def->scope && def->scope->kind == SCOPE_CLASS &&
        def->has_pos && sema_tok_kind(s, def->tok) == TOK_IDENTIFIER)
        check_undeclared_member(s, def);
    if (!(def->flags & IL_F_QUALIFIED) || (def->flags & (IL_F_TEMPLATE | IL_F_SPEC)) ||
        !def->scope || def->scope->kind != SCOPE_CLASS || !def->has_pos || !def->type ||
        def->type->sub != tk_routine || sema_tok_kind(s, def->tok) != TOK_IDENTIFIER)
        return;
    const struct scope *cls = def->scope;
    const struct symbol *c = cls->owner;
    if (!c || c->kind != SYM_CLASS || !(c->flags & SYMF_DEFINED) || cls->is_template_spec ||
        (c->parent && c->parent->kind == SCOPE_TEMPLATE))
        return;
    const struct ident *id = sema_ident(s, def->tok);
    const struct symbol *x = scope_find_local(cls, id);
    if (!x || x->kind != SYM_FUNCTION || (x->flags & SYMF_INJECTED))
        return;
    if (x->next) {
        /* overloads: each certainly another (493, "C::f") */
        for (const struct symbol *y = x; y; y = y->next) {
            const struct il_node *d = y->kind == SYM_FUNCTION ? sema_member_at(s, y->tok) : NULL;
            if (!d || d == def || d->sym != y || !out_of_class_differs(s, d, def))
                return;
        }
        const char *cls_text = sema_entity_text(s, c);
        char buf[512];
        int n = cls_text ? snprintf(buf, sizeof buf, "%s::%s", cls_text, id->name) : -1;
        if (n > 0 && (size_t)n < sizeof buf)
            sema_error2(s, def->tok, def->tok, DIAG_edg_493, "overloaded function",
                        ident_intern(s->il->idents, buf, (size_t)n)->name);
        return;
    }
    const struct il_node *decl = sema_member_at(s, x->tok);
    if (!decl || decl == def || decl->sym != x || !out_of_class_differs(s, decl, def))
        return;
    const char *ret = sema_type_text(s, decl->type->first, false);
    const char *fn = sema_member_function_text(s, decl);
    const char *where = sema_declared_at(s, decl->tok, def->tok);
    if (!ret || !fn || !where)
        return;
    char buf[1024];
    size_t rl = strlen(ret);
    int n = snprintf(buf, sizeof buf, "%s%s%s", ret, rl && ret[rl - 1] == '*' ? "" : " ", fn);
    if (n <= 0 || (size_t)n >= sizeof buf)
        return;
    sema_error2(s, def->tok, def->tok, DIAG_edg_147, ident_intern(s->il->idents, buf, (size_t)n)->name,
                where);
}

/* A member function declaration decl and an out-of-class definition def
 * certainly of different functions. */
static bool out_of_class_differs(const struct sema *s, const struct il_node *decl,
                                 const struct il_node *def)
{
    if (!decl->type || decl->type->sub != tk_routine || (decl->flags & IL_F_TEMPLATE) ||
        sema_has_ellipsis(s, decl) || sema_has_ellipsis(s, def))
        return false;
    bool differ = false;
    const struct il_param *p = sema_params_of(decl), *q = sema_params_of(def);
    for (; p && q && !differ; p = p->next, q = q->next)
        if (p->pack || q->pack)
            return false;
        else
            differ = certainly_differ(s, p->type, q->type, true, 0);
    differ |= (p != NULL) != (q != NULL);
    if (!differ)
        differ = certainly_differ(s, decl->type->first, def->type->first, false, 0);
    if (!differ) {
        /* const after the parameter lists */
        uint32_t c1 = decl->name_end && sema_tok_kind(s, decl->name_end) == TOK_LPAREN
                          ? sema_matching_paren(s, decl->name_end) : 0;
        uint32_t c2 = def->name_end && sema_tok_kind(s, def->name_end) == TOK_LPAREN
                          ? sema_matching_paren(s, def->name_end) : 0;
        if (!c1 || !c2)
            return false;
        differ = (sema_tok_kind(s, c1 + 1) == TOK_CONST) != (sema_tok_kind(s, c2 + 1) == TOK_CONST);
    }
    return differ;
}

/* ---- --no_implicit_noexcept ---- */

/* The exception specification after the parameters of fn: 1 for one
 * that says it throws nothing (noexcept, noexcept(true), throw()), 0 for
 * none, -1 for any other or one not read. */
static int exception_spec(const struct sema *s, const struct il_node *fn)
{
    if (!fn->name_end || sema_tok_kind(s, fn->name_end) != TOK_LPAREN)
        return -1;
    uint32_t close = sema_matching_paren(s, fn->name_end);
    if (!close)
        return -1;
    uint32_t t = close + 1;
    int k = sema_tok_kind(s, t);
    if (k == TOK_NOEXCEPT) {
        if (sema_tok_kind(s, t + 1) != TOK_LPAREN)
            return 1;
        return sema_tok_kind(s, t + 2) == TOK_TRUE && sema_tok_kind(s, t + 3) == TOK_RPAREN ? 1 : -1;
    }
    if (k == TOK_THROW)
        return sema_tok_kind(s, t + 1) == TOK_LPAREN && sema_tok_kind(s, t + 2) == TOK_RPAREN ? 1 : -1;
    /* none: the declaration goes on with its body, `= default`, `= 0`,
     * `= delete`, or ends */
    return k == TOK_SEMI || k == TOK_LBRACE || k == TOK_ASSIGN ? 0 : -1;
}

/* With --no_implicit_noexcept a destructor declared without an exception
 * specification may throw: where it overrides a virtual destructor
 * declared to throw nothing, 766 at its `~`.  Judged: dtor declared in a
 * class of the global namespace whose one direct base of the global
 * namespace with such a destructor declares it `virtual` and noexcept
 * itself. */
void sema_check_dtor_noexcept(struct sema *s, const struct il_node *dtor)
{
    const struct scope *cls = dtor->scope;
    const struct symbol *c = cls ? cls->owner : NULL;
    if (!s->opt.no_implicit_noexcept || !c || !c->id || c->kind != SYM_CLASS ||
        c->parent != s->il->global || (dtor->flags & (IL_F_TEMPLATE | IL_F_SPEC | IL_F_QUALIFIED)) ||
        exception_spec(s, dtor) != 0)
        return;
    const struct il_node *over = NULL;
    const struct symbol *over_cls = NULL;
    for (const struct base_list *b = cls->bases; b; b = b->next) {
        const struct symbol *base = b->base;
        if (!base || base->kind != SYM_CLASS || base->parent != s->il->global || !base->members)
            continue;
        const struct il_node *d = ptrmap_get(&s->dtor_of, base->members);
        if (!d || exception_spec(s, d) != 1)
            continue;
        bool is_virtual = false;
        for (uint32_t t = d->first_tok; t && t + 1 < d->tok && !is_virtual; t++)
            is_virtual = sema_tok_kind(s, t) == TOK_VIRTUAL;
        if (!is_virtual)
            continue;
        if (over)
            return;   /* (two: not judged) */
        over = d;
        over_cls = base;
    }
    if (!over || !over_cls->id)
        return;
    char name[512];
    int n1 = snprintf(name, sizeof name, "%s::~%s", c->id->name, c->id->name);
    int n2 = snprintf(name + n1 + 1, sizeof name - (size_t)n1 - 1, "%s::~%s",
                      over_cls->id->name, over_cls->id->name);
    if (n1 < 0 || n2 < 0 || (size_t)n1 + 1 + (size_t)n2 >= sizeof name)
        return;
    sema_error2(s, dtor->tok - 1, dtor->tok - 1, DIAG_edg_766,
                ident_intern(s->il->idents, name, (size_t)n1)->name,
                ident_intern(s->il->idents, name + n1 + 1, (size_t)n2)->name);
}
