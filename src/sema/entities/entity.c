/* Entities (entity.h): found from the parser's symbols, their first
 * declaration by the symbol's token (a variable's redeclarations keep the
 * first one's symbol), their type from the declaration (types/
 * from_decl.c), each once and kept. */
#include "sema/entities/entity.h"

#include <stdint.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"

/* The functions of one name: their declarations (newest first), and the
 * one type they all have once it was asked for. */
struct function_decl {
    const struct il_node *node;
    struct function_decl *next;
};
struct function_set {
    struct function_decl *decls;
    bool judged, judged_result;
    const struct type *type;        /* the one type of them all, or NULL */
    const struct type *result;      /* the one return type of them all, or NULL */
};

static const void *tok_key(uint32_t tok)
{
    return (const void *)((uintptr_t)tok + 1);
}

static struct arena *arena_of(struct entities *es)
{
    return &es->dt->ctx->arena;
}

static void add_function(struct entities *es, const struct il_node *n)
{
    const struct ident *id = n->sym->id;
    struct function_set *fs = ptrmap_get(&es->functions, id);
    if (!fs) {
        fs = arena_zalloc(arena_of(es), sizeof *fs);
        ptrmap_put(&es->functions, id, fs);
    }
    struct function_decl *d = arena_alloc(arena_of(es), sizeof *d);
    d->node = n;
    d->next = fs->decls;
    fs->decls = d;
    fs->judged = fs->judged_result = false;   /* (judged again with it) */
}

/* An operator function, under its operator's token kind, among the
 * members' or the non-members'. */
static void add_operator(struct entities *es, const struct il_node *n)
{
    const void *key = (const void *)((uintptr_t)lexer_token(es->dt->lx, n->tok + 1)->kind + 1);
    struct ptrmap *m = n->flags & IL_F_MEMBER ? &es->member_operators : &es->operators;
    struct function_decl *d = arena_alloc(arena_of(es), sizeof *d);
    d->node = n;
    d->next = ptrmap_get(m, key);
    ptrmap_put(m, key, d);
    es->operators_added++;
}

void entities_init(struct entities *es, struct decl_types *dt, const struct il_list *il)
{
    memset(es, 0, sizeof *es);
    es->dt = dt;
    es->idents = il ? il->idents : NULL;
    entities_index(es, il);
}

void entities_index(struct entities *es, const struct il_list *il)
{
    const struct il_node *n = es->indexed ? es->indexed->next : il ? il->first : NULL;
    for (; n; n = n->next) {
        es->indexed = n;
        if (n->kind == IL_constant && n->scope && n->scope->kind == SCOPE_ENUM) {
            const struct il_node *prev = ptrmap_put(&es->last_in_enum, n->scope, (void *)n);
            if (prev)
                ptrmap_put(&es->previous_enumerator, n, (void *)prev);
        }
        if (n->scope && n->scope->kind == SCOPE_CLASS && !(n->flags & IL_F_QUALIFIED) &&
            (n->kind == IL_field || n->kind == IL_routine || n->kind == IL_type)) {
            struct class_member *m = arena_alloc(arena_of(es), sizeof *m);
            m->node = n;
            m->next = ptrmap_get(&es->members, n->scope);
            ptrmap_put(&es->members, n->scope, m);
        }
        if (n->has_pos && !ptrmap_get(&es->node_by_tok, tok_key(n->tok)))
            ptrmap_put(&es->node_by_tok, tok_key(n->tok), (void *)n);
        if (n->kind == IL_routine && n->sym && n->sym->id)
            add_function(es, n);
        else if (n->kind == IL_routine && n->has_pos && strcmp(n->name, "operator") == 0)
            add_operator(es, n);
    }
}

/* (the records live in the type context's arena) */
void entities_free(struct entities *es)
{
    ptrmap_free(&es->functions);
    ptrmap_free(&es->operators);
    ptrmap_free(&es->member_operators);
    ptrmap_free(&es->enum_answers);
    ptrmap_free(&es->previous_enumerator);
    ptrmap_free(&es->last_in_enum);
    ptrmap_free(&es->members);
    ptrmap_free(&es->layouts);
    ptrmap_free(&es->by_sym);
    ptrmap_free(&es->node_by_tok);
}

/* `mutable` among a member's decl-specifiers [first, name). */
static bool declared_mutable(const struct decl_types *dt, const struct il_node *n)
{
    for (uint32_t t = n->first_tok; t < n->tok; t++)
        if (lexer_token(dt->lx, t)->kind == TOK_MUTABLE)
            return true;
    return false;
}

/* A variable's, a parameter's or a field's type, NULL when not known. */
static const struct type *object_type(struct entities *es, struct entity *e)
{
    if (e->kind == ENT_PARAM)
        return decl_type_of_param(es->dt, e->param);
    const struct il_node *n = e->decl;
    if (!n || (n->flags & (IL_F_TEMPLATE | IL_F_SPEC | IL_F_IMPLICIT_INT)))
        return NULL;
    if (e->kind == ENT_FIELD)
        return decl_type_of_tree(es->dt, n->type);
    return decl_type_of_variable(es->dt, n);
}

static void judge(struct entities *es, struct entity *e)
{
    const struct symbol *sym = e->sym;
    const struct il_node *n = ptrmap_get(&es->node_by_tok, tok_key(sym->tok));
    switch ((enum sym_kind)sym->kind) {
    case SYM_VARIABLE:
        if (sym->parent && sym->parent->kind == SCOPE_PARAMS) {
            /* the parameter scope lists its parameters (a function's or
             * a lambda's) */
            for (const struct il_param *p = sym->parent->params; p && !e->param; p = p->next)
                if (p->name_tok == sym->tok)
                    e->param = p;
            e->kind = e->param ? ENT_PARAM : ENT_OTHER;
        } else if (n && (n->kind == IL_variable || n->kind == IL_field)) {
            e->decl = n;
            e->kind = n->kind == IL_field ? ENT_FIELD : ENT_VARIABLE;
            e->is_mutable = e->kind == ENT_FIELD && declared_mutable(es->dt, n);
        }
        if (e->kind != ENT_OTHER)
            e->type = object_type(es, e);
        break;
    case SYM_FUNCTION:
        if (n && n->kind == IL_routine && !(n->flags & (IL_F_TEMPLATE | IL_F_SPEC))) {
            e->kind = ENT_FUNCTION;
            e->decl = n;
            e->type = decl_type_of_tree(es->dt, n->type);
        }
        break;
    case SYM_ENUMERATOR:
        /* the enumerator's node is in its enumeration's scope, whose
         * owner is the enumeration (an unscoped one's name is declared
         * in the enclosing scope too, with the same token) */
        if (n && n->kind == IL_constant && n->scope && n->scope->kind == SCOPE_ENUM &&
            n->scope->owner) {
            e->kind = ENT_ENUMERATOR;
            e->decl = n;
            e->type = decl_type_of_symbol(es->dt, n->scope->owner);
        }
        break;
    case SYM_CLASS:
    case SYM_ENUM:
    case SYM_TYPEDEF:
        e->kind = ENT_TYPE;
        e->decl = n;
        e->type = decl_type_of_symbol(es->dt, sym);
        break;
    default:
        break;
    }
    if (e->type && type_canonical(e->type)->kind != TYPE_lvalue_ref &&
        type_canonical(e->type)->kind != TYPE_rvalue_ref)
        return;
    e->is_reference = e->type != NULL;
}

const struct entity *entity_of(struct entities *es, const struct symbol *sym)
{
    sym = symbol_resolve((struct symbol *)sym);
    if (!sym)
        return NULL;
    struct entity *e = ptrmap_get(&es->by_sym, sym);
    if (e)
        return e;
    e = arena_zalloc(arena_of(es), sizeof *e);
    e->sym = sym;
    ptrmap_put(&es->by_sym, sym, e);
    judge(es, e);
    return e;
}

static const struct type *return_type(struct entities *es, const struct il_node *n);

/* The one type (or, with results, the one return type) every function
 * of set fs has, NULL when they differ or one is not known. */
static const struct type *one_type(struct entities *es, const struct function_set *fs, bool results)
{
    const struct type *one = NULL;
    for (const struct function_decl *d = fs->decls; d; d = d->next) {
        const struct il_node *n = d->node;
        const struct type *t = results ? return_type(es, n)
                               : (n->flags & (IL_F_TEMPLATE | IL_F_SPEC)) ? NULL
                                                                        : decl_type_of_tree(es->dt, n->type);
        if (!t || (one && !type_same(t, one)))
            return NULL;
        one = t;
    }
    return one;
}

const struct type *entities_function_type(struct entities *es, const struct ident *id)
{
    struct function_set *fs = ptrmap_get(&es->functions, id);
    if (!fs)
        return NULL;
    if (!fs->judged) {
        fs->judged = true;
        const struct type *one = one_type(es, fs, false);
        fs->type = one ? type_canonical(one) : NULL;
    }
    return fs->type;
}

/* Whether parameter type tree t could bind an operand of enumeration e
 * exactly: e, a reference to e, a bare template parameter, or a type not
 * known; a class or a class template's specialization could not. */
static bool could_take(struct entities *es, const struct il_tree *t, const struct type *e)
{
    if (!t || t->kind != IL_type)
        return true;
    if (t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF)))
        t = t->first;
    if (!t || t->kind != IL_type)
        return true;
    if (t->op & IL_TYPE_NAMED) {
        const struct symbol *sym = t->u.sym;
        if (!sym || sym->kind == SYM_TYPE_PARAM)
            return true;
        if (sym->kind == SYM_CLASS || sym->kind == SYM_CLASS_TEMPLATE)
            return false;
    }
    const struct type *p = decl_type_of_tree(es->dt, t);
    if (!p)
        return true;
    return type_same(type_strip_cv(es->dt->ctx, p), e);
}

/* Whether namespace scope a is s or encloses it. */
static bool encloses(const struct scope *a, const struct scope *s)
{
    for (; s; s = s->parent)
        if (s == a)
            return true;
    return false;
}

/* Whether an operator function declared in scope s can be found for an
 * operand of enumeration e in an expression in scope use. */
static bool visible(const struct scope *s, const struct type *e, const struct scope *use)
{
    if (!s || s->kind != SCOPE_NAMESPACE)
        return true;   /* a friend, a local declaration: not judged */
    const struct symbol *tag = e->u.tag.decl;
    const struct scope *home = tag->parent;
    while (home && home->kind != SCOPE_NAMESPACE)
        home = home->parent;
    /* an inline namespace's members are its parent's too */
    for (; s; s = s->parent) {
        if (s->depth == 0 || s->nominated || encloses(s, use) || s == home)
            return true;
        if (!s->owner || !(s->owner->flags & SYMF_INLINE))
            return false;
    }
    return false;
}

/* One answer of entities_enum_operator, kept while no operator function
 * was added: every comparison of an enumeration asks again. */
struct enum_answer {
    int tok_kind;
    const struct scope *use;
    unsigned added;
    bool answer;
    struct enum_answer *next;
};

static bool enum_operator(struct entities *es, int tok_kind, const struct type *e,
                          const struct scope *use);

bool entities_enum_operator(struct entities *es, int tok_kind, const struct type *e,
                            const struct scope *use)
{
    struct enum_answer *first = ptrmap_get(&es->enum_answers, e);
    for (struct enum_answer *a = first; a; a = a->next)
        if (a->tok_kind == tok_kind && a->use == use) {
            if (a->added != es->operators_added) {
                a->answer = enum_operator(es, tok_kind, e, use);
                a->added = es->operators_added;
            }
            return a->answer;
        }
    struct enum_answer *a = arena_alloc(arena_of(es), sizeof *a);
    *a = (struct enum_answer){ tok_kind, use, es->operators_added,
                               enum_operator(es, tok_kind, e, use), first };
    ptrmap_put(&es->enum_answers, e, a);
    return a->answer;
}

static bool enum_operator(struct entities *es, int tok_kind, const struct type *e,
                          const struct scope *use)
{
    const void *key = (const void *)((uintptr_t)tok_kind + 1);
    for (const struct function_decl *d = ptrmap_get(&es->operators, key); d; d = d->next)
        if (visible(d->node->scope, e, use))
            for (const struct il_param *p = d->node->params; p; p = p->next)
            if (p->pack || could_take(es, p->type, e))
                return true;
    return false;
}

/* The return type a function declaration's type tree names, NULL when
 * not known (dependent on a template's parameters, deduced, ...). */
static const struct type *return_type(struct entities *es, const struct il_node *n)
{
    const struct il_tree *t = n->type;
    if (!t || t->kind != IL_type || t->sub != tk_routine || !t->first || t->first->kind != IL_type)
        return NULL;
    return decl_type_of_tree(es->dt, t->first);
}

const struct type *entities_call_result(struct entities *es, const struct ident *id)
{
    struct function_set *fs = ptrmap_get(&es->functions, id);
    if (!fs)
        return NULL;
    if (!fs->judged_result) {
        fs->judged_result = true;
        fs->result = one_type(es, fs, true);
    }
    return fs->result;
}

bool entities_any_operator(struct entities *es, int tok_kind, unsigned nparams_nonmember)
{
    const void *key = (const void *)((uintptr_t)tok_kind + 1);
    for (const struct function_decl *d = ptrmap_get(&es->member_operators, key); d; d = d->next)
        if (!d->node->params || nparams_nonmember != 1)
            return true;
    for (const struct function_decl *d = ptrmap_get(&es->operators, key); d; d = d->next) {
        unsigned n = 0;
        for (const struct il_param *p = d->node->params; p; p = p->next)
            n++;
        if (n == nparams_nonmember)
            return true;
    }
    return false;
}

const struct il_node *entities_previous_enumerator(struct entities *es, const struct il_node *n)
{
    return ptrmap_get(&es->previous_enumerator, n);
}

bool entities_class_operator(struct entities *es, int tok_kind, const struct scope *const *classes,
                             unsigned nclasses)
{
    const void *key = (const void *)((uintptr_t)tok_kind + 1);
    for (const struct function_decl *d = ptrmap_get(&es->member_operators, key); d; d = d->next) {
        if (!d->node->scope)
            return true;
        for (unsigned i = 0; i < nclasses; i++)
            if (d->node->scope == classes[i])
                return true;
    }
    return false;
}

/* Whether an operator function declared in scope s can be found from
 * scope use for operands whose associated namespaces are homes. */
static bool visible_from(const struct scope *s, const struct scope *const *homes, unsigned nhomes,
                         const struct scope *use)
{
    if (s && s->kind == SCOPE_CLASS)
        return false;  /* a member defined outside its class (`bool C::operator==`):
                        * the class's declaration of it is a member's */
    if (!s || s->kind != SCOPE_NAMESPACE)
        return true;   /* a local declaration: not judged */
    /* an inline namespace's members are its parent's too */
    for (; s; s = s->parent) {
        if (s->depth == 0 || s->nominated || encloses(s, use))
            return true;
        for (unsigned i = 0; i < nhomes; i++)
            if (s == homes[i])
                return true;
        if (!s->owner || !(s->owner->flags & SYMF_INLINE))
            return false;
    }
    return false;
}

bool entities_visible_operator(struct entities *es, int tok_kind, const struct scope *use,
                               const struct scope *const *homes, unsigned nhomes)
{
    const void *key = (const void *)((uintptr_t)tok_kind + 1);
    for (const struct function_decl *d = ptrmap_get(&es->operators, key); d; d = d->next)
        if (visible_from(d->node->scope, homes, nhomes, use))
            return true;
    return false;
}
