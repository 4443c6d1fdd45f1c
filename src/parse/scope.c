/* Scopes and name lookup (scope.h). */
#include "parse/scope.h"

#include <string.h>

struct scope *scope_new(struct arena *a, enum scope_kind kind, struct scope *parent,
                        struct symbol *owner)
{
    struct scope *s = ARENA_NEW(a, struct scope);
    s->kind = (uint8_t)kind;
    s->parent = parent;
    s->owner = owner;
    s->depth = parent ? (uint16_t)(parent->depth + 1) : 0;
    s->arena = a;
    return s;
}

static inline uint32_t slot_of(const struct ident *id, uint32_t n)
{
    return (id->hash * 2654435761u) & (n - 1);
}

struct symbol *scope_find_local(const struct scope *s, const struct ident *id)
{
    if (!s->nslots)
        return NULL;
    for (uint32_t i = slot_of(id, s->nslots);; i = (i + 1) & (s->nslots - 1)) {
        struct symbol *e = s->slots[i];
        if (!e)
            return NULL;
        if (e->id == id)
            return e;
    }
}

static void table_put(struct symbol **slots, uint32_t n, struct symbol *sym)
{
    uint32_t i = slot_of(sym->id, n);
    while (slots[i] && slots[i]->id != sym->id)
        i = (i + 1) & (n - 1);
    slots[i] = sym;
}

struct symbol *scope_declare(struct scope *s, struct ident *id, enum sym_kind kind,
                             uint32_t tok)
{
    struct symbol *sym = ARENA_NEW(s->arena, struct symbol);
    sym->id = id;
    sym->kind = (uint8_t)kind;
    sym->tok = tok;
    sym->parent = s;
    id->flags |= IDF_DECLARED;
    if (s->depth != 0 && s->kind != SCOPE_BLOCK && s->kind != SCOPE_PARAMS &&
        s->kind != SCOPE_TEMPLATE)
        id->flags |= IDF_NONGLOBAL;
    struct symbol *old = scope_find_local(s, id);
    if (old) {
        sym->next = old;
        table_put(s->slots, s->nslots, sym);
        return sym;
    }
    if ((s->count + 1) * 4 > s->nslots * 3) {
        uint32_t n = s->nslots ? s->nslots * 2 : 8;
        struct symbol **slots = arena_zalloc(s->arena, n * sizeof *slots);
        for (uint32_t i = 0; i < s->nslots; i++)
            if (s->slots[i])
                table_put(slots, n, s->slots[i]);
        s->slots = slots;
        s->nslots = n;
    }
    table_put(s->slots, s->nslots, sym);
    s->count++;
    return sym;
}

/* Among the declarations of one name in one scope (newest first): an
 * ordinary name (function, variable, typedef...) hides a class or enum
 * tag; in an overload set that has a function template the name is a
 * template ([temp.names]: `<` then starts template arguments). */
static bool scope_names_only;   /* lookup_scope_name() */

struct symbol *pick_binding(struct symbol *first)
{
    if (scope_names_only) {
        for (struct symbol *s = first; s; s = s->next) {
            enum name_class c = symbol_class(s);
            if (c == NC_TYPE || c == NC_TYPE_TEMPLATE || c == NC_NAMESPACE)
                return s;
        }
        return NULL;
    }
    struct symbol *tag = NULL, *ordinary = NULL;
    for (struct symbol *s = first; s; s = s->next) {
        if (s->flags & SYMF_TAG) {
            if (!tag)
                tag = s;
            continue;
        }
        if (!ordinary)
            ordinary = s;
        struct symbol *r = symbol_resolve(s);
        if (r && (r->kind == SYM_FUNCTION_TEMPLATE || r->kind == SYM_VARIABLE_TEMPLATE))
            return s;
        if (!r || (r->kind != SYM_FUNCTION && r->kind != SYM_USING))
            break;   /* not an overload set: the newest declaration */
    }
    return ordinary ? ordinary : tag;
}

static void list_add(struct arena *a, struct scope_list **head, struct scope *x)
{
    for (struct scope_list *l = *head; l; l = l->next)
        if (l->scope == x)
            return;
    struct scope_list *n = ARENA_NEW(a, struct scope_list);
    n->scope = x;
    /* keep declaration order: append */
    while (*head)
        head = &(*head)->next;
    *head = n;
}

void scope_add_using(struct scope *s, struct scope *ns)
{
    if (ns && ns != s)
        list_add(s->arena, &s->usings, ns);
}

void scope_add_inline(struct scope *s, struct scope *ns)
{
    if (ns && ns != s)
        list_add(s->arena, &s->inlines, ns);
}

void scope_add_base(struct scope *s, struct symbol *base, uint32_t tok, bool is_virtual)
{
    struct base_list **p = &s->bases;
    while (*p) {
        if ((*p)->base == base)
            return;
        p = &(*p)->next;
    }
    struct base_list *n = ARENA_NEW(s->arena, struct base_list);
    n->base = base;
    n->tok = tok;
    n->is_virtual = is_virtual;
    *p = n;
}

static uint32_t generation;

/* --no_class_name_injection (scope_set_class_name_injection): lookup does
 * not see injected-class-names, as the option makes cudafe++ do: a base
 * class's is not found through the derived class, and a class's own is
 * found only where the enclosing scopes find that class too (cufe keeps
 * the symbol there: constructors are recognised by it). */
static bool class_name_injection = true;

void scope_set_class_name_injection(bool on)
{
    class_name_injection = on;
}

static struct symbol *in_namespace(struct scope *ns, const struct ident *id)
{
    if (!ns || ns->visit == generation)
        return NULL;
    ns->visit = generation;
    struct symbol *r = scope_find_local(ns, id);
    if (r && (r = pick_binding(r)))
        return r;
    for (struct scope_list *l = ns->inlines; l; l = l->next)
        if ((r = in_namespace(l->scope, id)))
            return r;
    for (struct scope_list *l = ns->usings; l; l = l->next)
        if ((r = in_namespace(l->scope, id)))
            return r;
    return NULL;
}

static struct symbol *in_class(struct scope *cs, const struct ident *id, int depth)
{
    if (!cs || cs->visit == generation || depth > 32)
        return NULL;
    cs->visit = generation;
    struct symbol *r = scope_find_local(cs, id);
    if (r && (r = pick_binding(r)) &&
        (class_name_injection || depth == 0 || !(r->flags & SYMF_INJECTED)))
        return r;
    for (struct base_list *b = cs->bases; b; b = b->next) {
        struct scope *bs = symbol_scope(b->base);
        if (bs && bs->kind == SCOPE_CLASS && (r = in_class(bs, id, depth + 1)))
            return r;
    }
    return NULL;
}

/* A class template's member not in the primary: look in its
 * specializations (a heuristic for A<args>::x without instantiation). */
static struct symbol *in_specializations(struct scope *cs, const struct ident *id)
{
    struct symbol *owner = cs->owner;
    if (!owner || owner->kind != SYM_CLASS_TEMPLATE)
        return NULL;
    for (struct scope_list *l = owner->specs; l; l = l->next) {
        if (l->scope == cs)
            continue;
        struct symbol *r = in_class(l->scope, id, 0);
        if (r)
            return r;
    }
    return NULL;
}

struct symbol *lookup_qualified(struct scope *s, const struct ident *id)
{
    if (!s)
        return NULL;
    generation++;
    switch ((enum scope_kind)s->kind) {
    case SCOPE_NAMESPACE:
        return in_namespace(s, id);
    case SCOPE_CLASS: {
        struct symbol *r = in_class(s, id, 0);
        if (!r) {
            generation++;
            r = in_specializations(s, id);
        }
        return r;
    }
    default: {
        struct symbol *r = scope_find_local(s, id);
        return r ? pick_binding(r) : NULL;
    }
    }
}

static struct symbol *in_scope(struct scope *s, const struct ident *id)
{
    struct symbol *r;
    switch ((enum scope_kind)s->kind) {
    case SCOPE_NAMESPACE:
        return in_namespace(s, id);
    case SCOPE_CLASS:
        return in_class(s, id, 0);
    default:
        /* (a block's using-directives: lookup_unqualified) */
        r = scope_find_local(s, id);
        return r ? pick_binding(r) : NULL;
    }
}

/* Does namespace a enclose namespace n (or is it n; a NULL: any)? */
static bool encloses(const struct scope *a, const struct scope *n)
{
    if (!a)
        return true;
    for (; n; n = n->parent)
        if (n == a)
            return true;
    return false;
}

/* `using namespace N;`: in unqualified lookup N's names are seen as if
 * declared in the nearest namespace enclosing both the directive and N
 * ([namespace.udir]/2): after the blocks, parameters and classes between
 * (a parameter C hides cute::C after `using namespace cute;` in the
 * function's body) and after the namespaces between (in namespace
 * cutlass::x::detail with `using namespace cute;`, `detail::` is
 * cutlass::x::detail, not cute::detail).  The directives met on the way
 * out wait here until a namespace enclosing their N is reached. */
struct pending_usings {
    struct scope_list *l[16];
    int n;
};

static struct symbol *in_pending_usings(struct pending_usings *u, struct scope *ns,
                                      const struct ident *id)
{
    for (int i = 0; i < u->n; i++) {
        for (struct scope_list *l = u->l[i]; l; l = l->next) {
            struct symbol *r;
            if (encloses(ns, l->scope) && (r = in_namespace(l->scope, id)))
                return r;
        }
    }
    return NULL;
}

/* Without class name injection: the injected-class-name r found in class
 * scope cs stands for the class only if the scopes enclosing cs find the
 * same class; otherwise what they find. */
static struct symbol *own_class_name(struct scope *cs, struct symbol *r, const struct ident *id)
{
    if (class_name_injection || !r || !(r->flags & SYMF_INJECTED) || r->members != cs)
        return r;
    struct symbol *outer = lookup_unqualified(cs->parent, id);
    struct symbol *o = outer ? symbol_resolve(outer) : NULL;
    if (o && (o->members == cs || (r->target && o == r->target)))
        return r;
    return outer;
}

static void defer_usings(struct pending_usings *u, struct scope_list *l, const struct ident *id,
                         struct symbol **now)
{
    if (u->n < (int)(sizeof u->l / sizeof u->l[0]))
        u->l[u->n++] = l;
    else if (!*now)   /* (too many to defer: searched at once) */
        *now = in_pending_usings(&(struct pending_usings){ { l }, 1 }, NULL, id);
}

/* A namespace met by unqualified lookup: its names (and its inline
 * namespaces'), then the directives waiting for it (its own included).
 * Functions of both make one overload set: with a function template
 * among them the name is a template (::select of <sys/select.h> and
 * cute::select<0, 1> after `using namespace cute;`). */
static struct symbol *in_namespace_unqualified(struct scope *ns, const struct ident *id,
                                               struct pending_usings *u)
{
    struct symbol *own = scope_find_local(ns, id);
    if (own)
        own = pick_binding(own);
    for (struct scope_list *l = ns->inlines; l && !own; l = l->next)
        own = in_namespace(l->scope, id);
    struct symbol *res = own ? symbol_resolve(own) : NULL;
    if (own && (!res || res->kind != SYM_FUNCTION))
        return own;
    struct symbol *r = NULL;
    if (ns->usings)
        defer_usings(u, ns->usings, id, &r);
    if (!r && u->n)
        r = in_pending_usings(u, ns, id);
    if (own && !(r && symbol_class(r) == NC_VALUE_TEMPLATE))
        return own;
    return r;
}

struct symbol *lookup_unqualified(struct scope *s, const struct ident *id)
{
    generation++;
    struct pending_usings u;
    u.n = 0;
    for (; s; s = s->parent) {
        struct symbol *r;
        if (s->kind == SCOPE_NAMESPACE) {
            if ((r = in_namespace_unqualified(s, id, &u)))
                return r;
            continue;
        }
        if (s->usings) {
            r = NULL;
            defer_usings(&u, s->usings, id, &r);
            if (r)
                return r;
        }
        if (s->kind == SCOPE_REENTRY) {
            /* The class and what encloses it, up to its namespace.  For a
             * class template, its specializations too (A<bool>::f is
             * defined in the scope of A<bool>, which this lookup does not
             * pick out). */
            for (struct scope *t = s->target; t; t = t->parent) {
                if (t->kind == SCOPE_NAMESPACE) {
                    if ((r = in_namespace_unqualified(t, id, &u)))
                        return r;
                    continue;
                }
                if ((r = in_scope(t, id)))
                    return t->kind == SCOPE_CLASS ? own_class_name(t, r, id) : r;
                if (t->kind == SCOPE_CLASS && (r = in_specializations(t, id)))
                    return r;
            }
            continue;
        }
        if ((r = in_scope(s, id)))
            return s->kind == SCOPE_CLASS ? own_class_name(s, r, id) : r;
    }
    return NULL;
}

struct symbol *lookup_scope_name(struct scope *s, const struct ident *id)
{
    scope_names_only = true;
    struct symbol *r = lookup_unqualified(s, id);
    scope_names_only = false;
    return r;
}

struct scope *scope_decl_target(struct scope *s)
{
    while (s && (s->kind == SCOPE_TEMPLATE || s->kind == SCOPE_REENTRY))
        s = s->parent;
    return s;
}

struct scope *scope_namespace(struct scope *s)
{
    while (s && s->kind != SCOPE_NAMESPACE)
        s = s->parent;
    return s;
}
