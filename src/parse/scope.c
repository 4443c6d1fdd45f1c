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
    /* (a function's kind never changes, nor gets it SYMF_TAG) */
    if (kind == SYM_FUNCTION)
        sym->fn_run_end = old && old->kind == SYM_FUNCTION && !(old->flags & SYMF_TAG)
                              ? old->fn_run_end : old;
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
struct symbol *pick_binding(struct symbol *first)
{
    struct symbol *tag = NULL, *ordinary = NULL;
    for (struct symbol *s = first, *next; s; s = next) {
        next = s->next;
        if (s->flags & SYMF_TAG) {
            if (!tag)
                tag = s;
            continue;
        }
        if (!ordinary)
            ordinary = s;
        if (s->kind == SYM_FUNCTION) {
            next = s->fn_run_end;   /* (functions: none ends the walk) */
            continue;
        }
        struct symbol *r = symbol_resolve(s);
        if (r && (r->kind == SYM_FUNCTION_TEMPLATE || r->kind == SYM_VARIABLE_TEMPLATE))
            return s;
        if (!r || (r->kind != SYM_FUNCTION && r->kind != SYM_USING))
            break;   /* not an overload set: the newest declaration */
    }
    return ordinary ? ordinary : tag;
}

static struct scope_list *list_add(struct arena *a, struct scope_list **head, struct scope *x)
{
    for (struct scope_list *l = *head; l; l = l->next)
        if (l->scope == x)
            return NULL;
    struct scope_list *n = ARENA_NEW(a, struct scope_list);
    n->scope = x;
    /* keep declaration order: append */
    while (*head)
        head = &(*head)->next;
    *head = n;
    return n;
}

/* [namespace.udir]: for unqualified lookup, the members of a namespace a
 * using-directive nominates appear as if declared in the nearest
 * enclosing namespace that contains both the directive and the
 * nominated namespace -- so they hide nothing declared between (a
 * function's parameter, a namespace's own nested namespace).  An enum's
 * (`using enum`) appear where the declaration is. */
static struct scope *using_level(struct scope *s, struct scope *ns)
{
    if (ns->kind != SCOPE_NAMESPACE)
        return s;
    struct scope *a = scope_namespace(s), *b = ns;
    while (a && b && a != b) {
        if (a->depth >= b->depth)
            a = a->parent;
        else
            b = b->parent;
    }
    return a && a == b ? a : s;
}

void scope_add_using(struct scope *s, struct scope *ns)
{
    if (!ns || ns == s)
        return;
    ns->nominated = 1;
    struct scope_list *n = list_add(s->arena, &s->usings, ns);
    if (n)
        n->at = using_level(s, ns);
}

void scope_add_inline(struct scope *s, struct scope *ns)
{
    if (ns && ns != s)
        (void)list_add(s->arena, &s->inlines, ns);
}

void scope_add_base(struct scope *s, struct symbol *base, uint32_t tok, bool is_virtual,
                    bool dependent)
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
    n->dependent = dependent;
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

/* What a lookup considers: every name, or ([basic.lookup.qual]) for the
 * name before a `::` only namespaces, types and templates whose
 * specializations are types -- a variable or function of that name
 * hides nothing then (`cli::Loop s;` after `cli::Cli cli(...);`). */
enum lookup_want { LW_ANY, LW_SCOPE };

static bool scope_name(const struct symbol *s)
{
    switch (symbol_class(s)) {
    case NC_VALUE:
    case NC_VALUE_TEMPLATE:
    case NC_CONCEPT:
        return false;
    default:
        return true;   /* a type, a type template, a namespace, an unresolved using */
    }
}

/* pick_binding, for what the lookup wants. */
static struct symbol *pick(struct symbol *first, enum lookup_want w)
{
    if (w == LW_ANY)
        return first ? pick_binding(first) : NULL;
    for (struct symbol *s = first; s; s = s->next)
        if (scope_name(s))
            return s;
    return NULL;
}

/* The names of namespace ns itself and of its inline namespaces. */
static struct symbol *in_namespace_own(struct scope *ns, const struct ident *id,
                                       enum lookup_want w);

/* Qualified lookup in a namespace ([namespace.qual]): its own names, then
 * those of the namespaces its using-directives nominate (in turn theirs). */
static struct symbol *in_namespace(struct scope *ns, const struct ident *id, enum lookup_want w)
{
    if (!ns || ns->visit == generation)
        return NULL;
    struct symbol *r = in_namespace_own(ns, id, w);
    if (r)
        return r;
    for (struct scope_list *l = ns->usings; l; l = l->next)
        if ((r = in_namespace(l->scope, id, w)))
            return r;
    return NULL;
}

static struct symbol *in_namespace_own(struct scope *ns, const struct ident *id,
                                       enum lookup_want w)
{
    ns->visit = generation;
    struct symbol *r = pick(scope_find_local(ns, id), w);
    if (r)
        return r;
    for (struct scope_list *l = ns->inlines; l; l = l->next)
        if ((r = in_namespace(l->scope, id, w)))
            return r;
    return NULL;
}

/* unqualified: a name's unqualified lookup, which does not look into a
 * dependent base (cudafe++: "identifier "m" is undefined" for a member of
 * B<T> named in D<T> : B<T>); qualified and member lookups still do (the
 * primary template's members, a heuristic without instantiation). */
static struct symbol *in_class(struct scope *cs, const struct ident *id, int depth,
                               enum lookup_want w, bool unqualified)
{
    if (!cs || cs->visit == generation || depth > 32)
        return NULL;
    cs->visit = generation;
    struct symbol *r = pick(scope_find_local(cs, id), w);
    if (r && (class_name_injection || depth == 0 || !(r->flags & SYMF_INJECTED)))
        return r;
    for (struct base_list *b = cs->bases; b; b = b->next) {
        if (unqualified && b->dependent)
            continue;
        struct scope *bs = symbol_scope(b->base);
        if (bs && bs->kind == SCOPE_CLASS && (r = in_class(bs, id, depth + 1, w, unqualified)))
            return r;
    }
    return NULL;
}

/* A class template's member not in the primary: look in its
 * specializations (a heuristic for A<args>::x without instantiation). */
static struct symbol *in_specializations(struct scope *cs, const struct ident *id,
                                         enum lookup_want w)
{
    struct symbol *owner = cs->owner;
    if (!owner || owner->kind != SYM_CLASS_TEMPLATE)
        return NULL;
    for (struct scope_list *l = owner->specs; l; l = l->next) {
        if (l->scope == cs)
            continue;
        struct symbol *r = in_class(l->scope, id, 0, w, false);
        if (r)
            return r;
    }
    return NULL;
}

static struct symbol *qualified(struct scope *s, const struct ident *id, enum lookup_want w)
{
    if (!s)
        return NULL;
    generation++;
    switch ((enum scope_kind)s->kind) {
    case SCOPE_NAMESPACE:
        return in_namespace(s, id, w);
    case SCOPE_CLASS: {
        struct symbol *r = in_class(s, id, 0, w, false);
        if (!r) {
            generation++;
            r = in_specializations(s, id, w);
        }
        return r;
    }
    default:
        return pick(scope_find_local(s, id), w);
    }
}

struct symbol *lookup_qualified(struct scope *s, const struct ident *id)
{
    return qualified(s, id, LW_ANY);
}

struct symbol *lookup_qualified_scope_name(struct scope *s, const struct ident *id)
{
    return qualified(s, id, LW_SCOPE);
}

/* Using-directives met on the way out whose namespaces' members appear
 * at an outer level (scope_list.at): searched when lookup reaches that
 * level.  Beyond the capacity (never seen) they are searched where met. */
#define DEFERRED_USINGS 16
struct deferred_usings {
    struct scope_list *u[DEFERRED_USINGS];
    unsigned n;
};

static bool is_function_template(struct symbol *r)
{
    const struct symbol *x = symbol_resolve(r);
    return x && x->kind == SYM_FUNCTION_TEMPLATE;
}

/* Unqualified lookup at the level of scope s (not a class): its own
 * names, then the namespaces nominated by using-directives whose members
 * appear at this level -- s's own, and those of inner scopes deferred to
 * s; s's directives for an outer level are deferred to it. */
static struct symbol *at_level(struct scope *s, const struct ident *id, enum lookup_want w,
                               struct deferred_usings *du)
{
    struct symbol *r, *own = NULL;
    if (s->kind == SCOPE_NAMESPACE) {
        if (s->visit == generation)
            return NULL;   /* (searched already, with its directives) */
        /* A function found here joins the functions the directives bring
         * to this level in one overload set: a template among them makes
         * `f<` a template-id (::select of <sys/select.h> and cute::select
         * after `using namespace cute;`, CUTLASS). */
        if ((own = in_namespace_own(s, id, w))) {
            const struct symbol *o = symbol_resolve(own);
            if (!o || o->kind != SYM_FUNCTION)
                return own;
        }
    } else if ((r = pick(scope_find_local(s, id), w))) {
        return r;
    }
    for (struct scope_list *l = s->usings; l; l = l->next) {
        if (l->at && l->at != s && du->n < DEFERRED_USINGS)
            du->u[du->n++] = l;
        else if ((r = in_namespace(l->scope, id, w)) && (!own || is_function_template(r)))
            return r;
    }
    for (unsigned i = 0; i < du->n; i++)
        if (du->u[i]->at == s && (r = in_namespace(du->u[i]->scope, id, w)) &&
            (!own || is_function_template(r)))
            return r;
    return own;
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

static struct symbol *unqualified(struct scope *s, const struct ident *id, enum lookup_want w)
{
    generation++;
    struct deferred_usings du;
    du.n = 0;
    struct symbol *r;
    for (; s; s = s->parent) {
        if (s->kind == SCOPE_REENTRY) {
            /* The class and what encloses it, up to its namespace.  For a
             * class template, its specializations too (A<bool>::f is
             * defined in the scope of A<bool>, which this lookup does not
             * pick out). */
            for (struct scope *t = s->target; t; t = t->parent) {
                if (t->kind == SCOPE_CLASS) {
                    if ((r = in_class(t, id, 0, w, true)))
                        return own_class_name(t, r, id);
                    if ((r = in_specializations(t, id, w)))
                        return r;
                } else if ((r = at_level(t, id, w, &du))) {
                    return r;
                }
            }
            continue;
        }
        if (s->kind == SCOPE_CLASS) {
            if ((r = in_class(s, id, 0, w, true)))
                return own_class_name(s, r, id);
        } else if ((r = at_level(s, id, w, &du))) {
            return r;
        }
    }
    /* (directives whose level was not on the way: where they were met) */
    for (unsigned i = 0; i < du.n; i++)
        if ((r = in_namespace(du.u[i]->scope, id, w)))
            return r;
    return NULL;
}

struct symbol *lookup_unqualified(struct scope *s, const struct ident *id)
{
    return unqualified(s, id, LW_ANY);
}

struct symbol *lookup_unqualified_scope_name(struct scope *s, const struct ident *id)
{
    return unqualified(s, id, LW_SCOPE);
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
