/* Interning of type nodes (README): a node is looked up by its own fields
 * (children by pointer) in an open-addressing table before it is made, so
 * every structure exists once and canonical types compare by pointer --
 * the scheme of Clang's ASTContext::getPointerType and of lcc's types.c.
 * A node's canonical type is made only when the node itself is new. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "sema/types/type.h"
#include "support/util.h"

enum { INITIAL_CAP = 256 };

void type_context_init(struct type_context *ctx)
{
    arena_init(&ctx->arena);
    ctx->cap = INITIAL_CAP;
    ctx->slots = xcalloc(ctx->cap, sizeof *ctx->slots);
    ctx->count = 0;
}

void type_context_free(struct type_context *ctx)
{
    free(ctx->slots);
    arena_free(&ctx->arena);
    ctx->slots = NULL;
    ctx->cap = ctx->count = 0;
}

/* ---- the key: hash and equality of a node's identity ---- */

static uint64_t mix(uint64_t h, uint64_t v)
{
    h ^= v;
    h *= 0x100000001b3ull;      /* FNV-1a's prime, a word at a time */
    return h ^ (h >> 29);
}

static uint64_t mix_ptr(uint64_t h, const void *p)
{
    return mix(h, (uint64_t)(uintptr_t)p);
}

static uint64_t mix_str(uint64_t h, const char *s)
{
    if (!s)
        return mix(h, 1);
    for (; *s; s++)
        h = mix(h, (unsigned char)*s);
    return mix(h, 0);
}

static uint64_t mix_list(uint64_t h, const struct type *const *v, unsigned n)
{
    h = mix(h, n);
    for (unsigned i = 0; i < n; i++)
        h = mix_ptr(h, v[i]);
    return h;
}

static unsigned hash_of(const struct type *t)
{
    uint64_t h = mix(mix(0xcbf29ce484222325ull, t->kind), t->cv);
    switch ((enum type_kind)t->kind) {
    case TYPE_arithmetic:
        h = mix(h, (uint64_t)t->u.arith);
        break;
    case TYPE_pointer: case TYPE_lvalue_ref: case TYPE_rvalue_ref:
        h = mix_ptr(h, t->u.to);
        break;
    case TYPE_array: case TYPE_array_unbounded:
        h = mix(mix_ptr(h, t->u.array.elem), t->u.array.bound);
        break;
    case TYPE_function:
        h = mix_list(mix_ptr(h, t->u.fn.ret), t->u.fn.params, t->u.fn.nparams);
        h = mix(h, (uint64_t)t->u.fn.variadic | (uint64_t)t->u.fn.is_noexcept << 1
                   | (uint64_t)t->u.fn.cv << 2 | (uint64_t)t->u.fn.ref << 4);
        break;
    case TYPE_member_pointer:
        h = mix_ptr(mix_ptr(h, t->u.mptr.cls), t->u.mptr.member);
        break;
    case TYPE_enumeration: case TYPE_class:
        h = mix_str(mix_ptr(h, t->u.tag.decl), t->u.tag.name);
        break;
    case TYPE_template_id:
        h = mix_str(mix_ptr(h, t->u.tid.decl), t->u.tid.name);
        h = mix_list(h, t->u.tid.args, t->u.tid.nargs);
        break;
    case TYPE_template_param:
        h = mix(mix(mix(h, t->u.parm.depth), t->u.parm.index), t->u.parm.pack);
        h = mix_str(h, t->u.parm.name);
        break;
    case TYPE_dependent:
        h = mix_str(h, t->u.dep_name);
        break;
    case TYPE_typedef:
        h = mix_str(mix_ptr(h, t->u.tdef.decl), t->u.tdef.name);
        h = mix_ptr(h, t->u.tdef.target);
        break;
    default:    /* void, nullptr, error: the kind and cv are all */
        break;
    }
    return (unsigned)(h ^ (h >> 32));
}

static bool same_str(const char *a, const char *b)
{
    return a == b || (a && b && strcmp(a, b) == 0);
}

static bool same_list(const struct type *const *a, const struct type *const *b, unsigned n)
{
    return n == 0 || memcmp(a, b, n * sizeof *a) == 0;
}

static bool same_key(const struct type *a, const struct type *b)
{
    if (a->hash != b->hash || a->kind != b->kind || a->cv != b->cv)
        return false;
    switch ((enum type_kind)a->kind) {
    case TYPE_arithmetic:
        return a->u.arith == b->u.arith;
    case TYPE_pointer: case TYPE_lvalue_ref: case TYPE_rvalue_ref:
        return a->u.to == b->u.to;
    case TYPE_array: case TYPE_array_unbounded:
        return a->u.array.elem == b->u.array.elem && a->u.array.bound == b->u.array.bound;
    case TYPE_function:
        return a->u.fn.ret == b->u.fn.ret && a->u.fn.nparams == b->u.fn.nparams
            && a->u.fn.variadic == b->u.fn.variadic && a->u.fn.is_noexcept == b->u.fn.is_noexcept
            && a->u.fn.cv == b->u.fn.cv && a->u.fn.ref == b->u.fn.ref
            && same_list(a->u.fn.params, b->u.fn.params, a->u.fn.nparams);
    case TYPE_member_pointer:
        return a->u.mptr.cls == b->u.mptr.cls && a->u.mptr.member == b->u.mptr.member;
    case TYPE_enumeration: case TYPE_class:
        return a->u.tag.decl == b->u.tag.decl && same_str(a->u.tag.name, b->u.tag.name);
    case TYPE_template_id:
        return a->u.tid.decl == b->u.tid.decl && same_str(a->u.tid.name, b->u.tid.name)
            && a->u.tid.nargs == b->u.tid.nargs
            && same_list(a->u.tid.args, b->u.tid.args, a->u.tid.nargs);
    case TYPE_template_param:
        return a->u.parm.depth == b->u.parm.depth && a->u.parm.index == b->u.parm.index
            && a->u.parm.pack == b->u.parm.pack && same_str(a->u.parm.name, b->u.parm.name);
    case TYPE_dependent:
        return same_str(a->u.dep_name, b->u.dep_name);
    case TYPE_typedef:
        return a->u.tdef.decl == b->u.tdef.decl && a->u.tdef.target == b->u.tdef.target
            && same_str(a->u.tdef.name, b->u.tdef.name);
    default:
        return true;
    }
}

/* ---- the table ---- */

static size_t find_slot(const struct type_context *ctx, const struct type *key)
{
    size_t mask = ctx->cap - 1, i = key->hash & mask;
    while (ctx->slots[i] && !same_key(ctx->slots[i], key))
        i = (i + 1) & mask;
    return i;
}

static void grow(struct type_context *ctx)
{
    struct type **old = ctx->slots;
    size_t old_cap = ctx->cap;
    ctx->cap *= 2;
    ctx->slots = xcalloc(ctx->cap, sizeof *ctx->slots);
    for (size_t i = 0; i < old_cap; i++)
        if (old[i]) {
            size_t j = old[i]->hash & (ctx->cap - 1);
            while (ctx->slots[j])
                j = (j + 1) & (ctx->cap - 1);
            ctx->slots[j] = old[i];
        }
    free(old);
}

static const char *keep_str(struct type_context *ctx, const char *s)
{
    return s ? arena_strndup(&ctx->arena, s, strlen(s)) : NULL;
}

static const struct type *const *keep_list(struct type_context *ctx,
                                           const struct type *const *v, unsigned n)
{
    if (n == 0)
        return NULL;
    const struct type **copy = arena_alloc(&ctx->arena, n * sizeof *copy);
    memcpy(copy, v, n * sizeof *copy);
    return copy;
}

/* The node of key's structure: found, or made with the canonical type
 * canon gives (NULL: the new node is canonical itself; src is what the
 * constructor passes along, the node a cv variant is made of).  Strings
 * and lists of key may be the caller's: a new node gets its own copies. */
typedef const struct type *canon_fn(struct type_context *ctx, const struct type *t,
                                    const struct type *src);

static const struct type *intern_from(struct type_context *ctx, struct type *key,
                                      canon_fn *canon, const struct type *src)
{
    key->hash = hash_of(key);
    size_t i = find_slot(ctx, key);
    if (ctx->slots[i])
        return ctx->slots[i];
    struct type *t = ARENA_NEW(&ctx->arena, struct type);
    *t = *key;
    switch ((enum type_kind)t->kind) {
    case TYPE_function:
        t->u.fn.params = keep_list(ctx, key->u.fn.params, key->u.fn.nparams);
        break;
    case TYPE_template_id:
        t->u.tid.args = keep_list(ctx, key->u.tid.args, key->u.tid.nargs);
        t->u.tid.name = keep_str(ctx, key->u.tid.name);
        break;
    case TYPE_enumeration: case TYPE_class:
        t->u.tag.name = keep_str(ctx, key->u.tag.name);
        break;
    case TYPE_template_param:
        t->u.parm.name = keep_str(ctx, key->u.parm.name);
        break;
    case TYPE_dependent:
        t->u.dep_name = keep_str(ctx, key->u.dep_name);
        break;
    case TYPE_typedef:
        t->u.tdef.name = keep_str(ctx, key->u.tdef.name);
        break;
    default:
        break;
    }
    /* Making the canonical node may grow the table: insert after it. */
    t->canonical = canon ? canon(ctx, t, src) : t;
    if (!t->canonical)
        t->canonical = t;
    if ((ctx->count + 1) * 2 > ctx->cap)
        grow(ctx);
    ctx->slots[find_slot(ctx, t)] = t;
    ctx->count++;
    return t;
}

static const struct type *intern(struct type_context *ctx, struct type *key, canon_fn *canon)
{
    return intern_from(ctx, key, canon, NULL);
}

static struct type key_of(enum type_kind kind, unsigned cv)
{
    struct type k;
    memset(&k, 0, sizeof k);
    k.kind = (unsigned char)kind;
    k.cv = (unsigned char)cv;
    return k;
}

static bool kind_is(const struct type *t, enum type_kind a, enum type_kind b)
{
    return t->kind == a || t->kind == b;
}

/* ---- leaves ---- */

const struct type *type_void(struct type_context *ctx)
{
    struct type k = key_of(TYPE_void, 0);
    return intern(ctx, &k, NULL);
}

const struct type *type_nullptr(struct type_context *ctx)
{
    struct type k = key_of(TYPE_nullptr, 0);
    return intern(ctx, &k, NULL);
}

const struct type *type_error(struct type_context *ctx)
{
    struct type k = key_of(TYPE_error, 0);
    return intern(ctx, &k, NULL);
}

const struct type *type_arith(struct type_context *ctx, enum type_arith which)
{
    struct type k = key_of(TYPE_arithmetic, 0);
    k.u.arith = which;
    return intern(ctx, &k, NULL);
}

static const struct type *tag(struct type_context *ctx, enum type_kind kind, void *decl,
                              const char *name)
{
    struct type k = key_of(kind, 0);
    k.u.tag.decl = decl;
    k.u.tag.name = name;
    return intern(ctx, &k, NULL);
}

const struct type *type_enum(struct type_context *ctx, void *decl, const char *name)
{
    return tag(ctx, TYPE_enumeration, decl, name);
}

const struct type *type_class(struct type_context *ctx, void *decl, const char *name)
{
    return tag(ctx, TYPE_class, decl, name);
}

const struct type *type_dependent(struct type_context *ctx, const char *name)
{
    struct type k = key_of(TYPE_dependent, 0);
    k.dependent = true;
    k.u.dep_name = name;
    return intern(ctx, &k, NULL);
}

/* A named parameter is sugar-like: its canonical node has no name, so
 * template<class T> and template<class U> at one position are one type. */
static const struct type *canon_parm(struct type_context *ctx, const struct type *t,
                                     const struct type *src)
{
    return t->u.parm.name ? type_template_param(ctx, t->u.parm.depth, t->u.parm.index,
                                                t->u.parm.pack, NULL) : NULL;
}

const struct type *type_template_param(struct type_context *ctx, unsigned depth,
                                       unsigned index, bool pack, const char *name)
{
    struct type k = key_of(TYPE_template_param, 0);
    k.dependent = true;
    k.u.parm.depth = depth;
    k.u.parm.index = index;
    k.u.parm.pack = pack;
    k.u.parm.name = name;
    return intern(ctx, &k, canon_parm);
}

/* ---- cv variants ---- */

/* t's structure with exactly the cv-qualifiers cv (not for arrays, whose
 * cv is their element's).  A typedef's canonical type is its target's with
 * the typedef's own qualifiers added; any other node's is its canonical
 * node with the same qualifiers. */
static const struct type *with_cv(struct type_context *ctx, const struct type *t, unsigned cv);

static const struct type *canon_cv(struct type_context *ctx, const struct type *t,
                                   const struct type *src)
{
    if (t->kind == TYPE_typedef)
        return type_qualified(ctx, t->u.tdef.target->canonical, t->cv);
    if (t->kind == TYPE_template_param && t->u.parm.name)
        return with_cv(ctx, canon_parm(ctx, t, NULL), t->cv);
    /* src, the variant t is made of, has its canonical node's qualifiers. */
    return src->canonical == src ? NULL : with_cv(ctx, src->canonical, t->cv);
}

static const struct type *with_cv(struct type_context *ctx, const struct type *t, unsigned cv)
{
    if (t->cv == cv)
        return t;
    struct type k = *t;
    k.cv = (unsigned char)cv;
    return intern_from(ctx, &k, canon_cv, t);
}

const struct type *type_qualified(struct type_context *ctx, const struct type *t, unsigned cv)
{
    cv &= TYPE_CONST | TYPE_VOLATILE | TYPE_RESTRICT;
    if ((cv & TYPE_RESTRICT) && t->canonical->kind != TYPE_pointer)
        cv &= ~TYPE_RESTRICT;   /* (restrict qualifies pointers only) */
    if (!cv || (t->cv & cv) == cv)
        return t;
    if (!type_can_be_cv_qualified(t))   /* references, functions, errors: ignored */
        return t;
    if (kind_is(t, TYPE_array, TYPE_array_unbounded))     /* [dcl.array]/6: the elements */
        return type_array(ctx, type_qualified(ctx, t->u.array.elem, cv),
                          t->kind == TYPE_array, t->u.array.bound);
    return with_cv(ctx, t, t->cv | cv);
}

const struct type *type_strip_cv(struct type_context *ctx, const struct type *t)
{
    if (kind_is(t, TYPE_array, TYPE_array_unbounded))
        return t->cv ? type_array(ctx, type_strip_cv(ctx, t->u.array.elem),
                                  t->kind == TYPE_array, t->u.array.bound) : t;
    if (t->kind == TYPE_typedef && t->u.tdef.target->canonical->cv)
        return type_strip_cv(ctx, t->canonical);    /* the cv is the target's: sugar goes */
    return with_cv(ctx, t, 0);
}

/* ---- compound types ---- */

static const struct type *canon_pointer(struct type_context *ctx, const struct type *t,
                                        const struct type *src)
{
    return t->u.to->canonical == t->u.to ? NULL
        : type_qualified(ctx, type_pointer(ctx, t->u.to->canonical), t->cv);
}

const struct type *type_pointer(struct type_context *ctx, const struct type *to)
{
    if (type_is_reference(to))      /* no pointer to a reference ([dcl.ptr]/5) */
        return type_error(ctx);
    struct type k = key_of(TYPE_pointer, 0);
    k.dependent = to->dependent;
    k.u.to = to;
    return intern(ctx, &k, canon_pointer);
}

static const struct type *canon_ref(struct type_context *ctx, const struct type *t,
                                    const struct type *src)
{
    if (t->u.to->canonical == t->u.to)
        return NULL;
    return t->kind == TYPE_lvalue_ref ? type_lref(ctx, t->u.to->canonical)
                                      : type_rref(ctx, t->u.to->canonical);
}

static const struct type *reference(struct type_context *ctx, enum type_kind kind,
                                    const struct type *to)
{
    const struct type *c = to->canonical;
    /* [dcl.ref]/6: a reference to T & is T &; an lvalue reference to
     * T && is T &, an rvalue reference to it T && (to itself). */
    if (c->kind == TYPE_lvalue_ref || (c->kind == TYPE_rvalue_ref && kind == TYPE_rvalue_ref))
        return to;
    if (c->kind == TYPE_rvalue_ref)
        return type_lref(ctx, to->kind == TYPE_rvalue_ref ? to->u.to : c->u.to);
    if (c->kind == TYPE_void)
        return type_error(ctx);
    struct type k = key_of(kind, 0);
    k.dependent = to->dependent;
    k.u.to = to;
    return intern(ctx, &k, canon_ref);
}

const struct type *type_lref(struct type_context *ctx, const struct type *to)
{
    return reference(ctx, TYPE_lvalue_ref, to);
}

const struct type *type_rref(struct type_context *ctx, const struct type *to)
{
    return reference(ctx, TYPE_rvalue_ref, to);
}

static const struct type *canon_array(struct type_context *ctx, const struct type *t,
                                      const struct type *src)
{
    return t->u.array.elem->canonical == t->u.array.elem ? NULL
        : type_array(ctx, t->u.array.elem->canonical, t->kind == TYPE_array, t->u.array.bound);
}

const struct type *type_array(struct type_context *ctx, const struct type *elem,
                              bool has_bound, unsigned long long bound)
{
    const struct type *c = elem->canonical;
    if (!type_is_object(c) && !c->dependent && c->kind != TYPE_typedef)
        return type_error(ctx);     /* of void, references, functions ([dcl.array]/1) */
    struct type k = key_of(has_bound ? TYPE_array : TYPE_array_unbounded, c->cv);
    k.dependent = elem->dependent;
    k.u.array.elem = elem;
    k.u.array.bound = has_bound ? bound : 0;
    return intern(ctx, &k, canon_array);
}

static const struct type *canon_mptr(struct type_context *ctx, const struct type *t,
                                     const struct type *src)
{
    const struct type *cls = t->u.mptr.cls, *m = t->u.mptr.member;
    return cls->canonical == cls && m->canonical == m ? NULL
        : type_qualified(ctx, type_member_pointer(ctx, cls->canonical, m->canonical), t->cv);
}

const struct type *type_member_pointer(struct type_context *ctx, const struct type *cls,
                                       const struct type *member)
{
    if (type_is_reference(member) || member->canonical->kind == TYPE_void)
        return type_error(ctx);     /* [dcl.mptr]/5 */
    struct type k = key_of(TYPE_member_pointer, 0);
    k.dependent = cls->dependent || member->dependent;
    k.u.mptr.cls = cls;
    k.u.mptr.member = member;
    return intern(ctx, &k, canon_mptr);
}

/* A list's canonical types into buf (n entries); false when all already are. */
static bool canonical_list(const struct type *const *v, unsigned n, const struct type **buf)
{
    bool changed = false;
    for (unsigned i = 0; i < n; i++) {
        buf[i] = v[i]->canonical;
        changed |= buf[i] != v[i];
    }
    return changed;
}

static const struct type *canon_fn_type(struct type_context *ctx, const struct type *t,
                                        const struct type *src)
{
    unsigned n = t->u.fn.nparams;
    const struct type **params = xmalloc((n ? n : 1) * sizeof *params);
    bool changed = canonical_list(t->u.fn.params, n, params);
    const struct type *c = NULL;
    if (changed || t->u.fn.ret->canonical != t->u.fn.ret)
        c = type_function(ctx, t->u.fn.ret->canonical, params, n, t->u.fn.variadic,
                          t->u.fn.cv, t->u.fn.ref, t->u.fn.is_noexcept);
    free(params);
    return c;
}

/* [dcl.fct]/5: a parameter of array type is a pointer to its element, of
 * function type a pointer to it; its top-level cv-qualifiers go. */
static const struct type *adjust_param(struct type_context *ctx, const struct type *p)
{
    const struct type *c = p->canonical;
    if (kind_is(c, TYPE_array, TYPE_array_unbounded))
        return type_pointer(ctx, kind_is(p, TYPE_array, TYPE_array_unbounded)
                                 ? p->u.array.elem : c->u.array.elem);
    if (c->kind == TYPE_function)
        return type_pointer(ctx, p);
    return c->cv ? type_strip_cv(ctx, p) : p;
}

const struct type *type_function(struct type_context *ctx, const struct type *ret,
                                 const struct type *const *params, unsigned nparams,
                                 bool variadic, unsigned cv, enum type_refq ref,
                                 bool is_noexcept)
{
    enum { ON_STACK = 16 };
    const struct type *local[ON_STACK];
    const struct type **adj = nparams <= ON_STACK ? local : xmalloc(nparams * sizeof *adj);
    struct type k = key_of(TYPE_function, 0);
    k.dependent = ret->dependent;
    for (unsigned i = 0; i < nparams; i++) {
        adj[i] = adjust_param(ctx, params[i]);
        k.dependent |= adj[i]->dependent;
    }
    k.u.fn.ret = ret;
    k.u.fn.params = adj;
    k.u.fn.nparams = nparams;
    k.u.fn.variadic = variadic;
    k.u.fn.is_noexcept = is_noexcept;
    k.u.fn.cv = (unsigned char)(cv & (TYPE_CONST | TYPE_VOLATILE));
    k.u.fn.ref = (unsigned char)ref;
    const struct type *t = intern(ctx, &k, canon_fn_type);
    if (adj != local)
        free(adj);
    return t;
}

static const struct type *canon_tid(struct type_context *ctx, const struct type *t,
                                    const struct type *src)
{
    unsigned n = t->u.tid.nargs;
    const struct type **args = xmalloc((n ? n : 1) * sizeof *args);
    const struct type *c = canonical_list(t->u.tid.args, n, args)
        ? type_template_id(ctx, t->u.tid.decl, t->u.tid.name, args, n) : NULL;
    free(args);
    return c;
}

const struct type *type_template_id(struct type_context *ctx, void *decl, const char *name,
                                    const struct type *const *args, unsigned nargs)
{
    struct type k = key_of(TYPE_template_id, 0);
    for (unsigned i = 0; i < nargs; i++)
        k.dependent |= args[i]->dependent;
    k.u.tid.decl = decl;
    k.u.tid.name = name;
    k.u.tid.args = args;
    k.u.tid.nargs = nargs;
    return intern(ctx, &k, canon_tid);
}

static const struct type *canon_typedef(struct type_context *ctx, const struct type *t,
                                        const struct type *src)
{
    return t->u.tdef.target->canonical;
}

const struct type *type_typedef(struct type_context *ctx, void *decl, const char *name,
                                const struct type *target)
{
    struct type k = key_of(TYPE_typedef, 0);
    k.dependent = target->dependent;
    k.u.tdef.decl = decl;
    k.u.tdef.name = name;
    k.u.tdef.target = target;
    return intern(ctx, &k, canon_typedef);
}
