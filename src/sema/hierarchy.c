/* Class hierarchies: which member functions are virtual, what each one
 * overrides, final classes' and functions' rules, and the pure virtual
 * functions an abstract class has no overrider for (completeness.c
 * reports the objects of such classes).
 *
 * Rules (hard errors but 997, observed from cudafe++), each judged when
 * a class is complete (the parser's hook at its `}`, before the bodies
 * saved for then), at the member's name (a destructor's `~`):
 *   317   an overrider whose return type certainly differs, not covariant
 *   1455  `override` on a member function that overrides nothing
 *   1850  an overrider of a function declared `final`; the implicit
 *         destructor of a class whose base's destructor is final, at the
 *         class's name after the members' errors
 *   2614  `final` on a member function that is not virtual
 *   997   (a warning, after those) a member function that hides the
 *         virtual functions of its name in a base without overriding any
 *         of them, once per hider, in the order of the base's virtual
 *         functions ("function "B::f()"", or "overloaded function "B::f""
 *         for several); 611 when it overrides some but not all.
 *
 * Certain or silent.  Judged: classes of namespaces and classes (not
 * templates, not local, not specializations) whose bases, all the way,
 * are such classes, recorded by the parser (no dependent or unknown
 * base), none virtual, no class twice among a class's ancestors.  A
 * member function relates to a base's function of its name as SAME (the
 * same parameter types, cv- and ref-qualifiers), DIFFER (another count,
 * a qualifier, a parameter type that certainly differs) or UNKNOWN; a
 * judgment that needs an UNKNOWN one is not made. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

enum { DIFFER, SAME, UNKNOWN };
enum { NO, YES, UNSURE, UNSET = -1 };

/* A member function declared in its class. */
struct hfn {
    const struct il_node *fn;
    const char *name;        /* interned: "f", "operator()", "~" for the destructor */
    bool dtor, is_static, tmpl;
    bool virt_kw;            /* declared `virtual` */
    bool pure, over, fin;    /* `= 0`, `override`, `final` */
    bool known;              /* the tokens after its parameters were read */
    int quals;               /* const 1, volatile 2, & 4, && 8 */
    signed char virt;        /* UNSET, or whether it is virtual */
};

struct pure_entry {
    const struct hclass *in;
    const struct hfn *f;
};

struct hclass {
    const struct symbol *cls;
    const struct scope *scope;
    uint32_t head;           /* the name token of its definition */
    struct hfn *fns;
    size_t nfns, cap;
    struct hclass *bases[8]; /* in the base clause's order */
    unsigned nbases;
    signed char judged, dtor_virt, abstract;   /* UNSET until computed */
    struct pure_entry *pure; /* abstract == YES: the pure functions without overrider */
    size_t npure;
};

struct sema_hierarchy {
    struct ptrmap by_scope;  /* class scope -> struct hclass */
    struct hclass **all;
    size_t nall, allcap;
    struct hclass **pending; /* classes whose definition began, not checked yet */
    size_t npending, pendcap;
};

static struct sema_hierarchy *hier(struct sema *s)
{
    if (!s->hier)
        s->hier = xcalloc(1, sizeof *s->hier);
    return s->hier;
}

static struct hclass *class_at(struct sema *s, const struct scope *sc, const struct symbol *cls)
{
    struct sema_hierarchy *h = hier(s);
    struct hclass *c = ptrmap_get(&h->by_scope, sc);
    if (c)
        return c;
    c = xcalloc(1, sizeof *c);
    c->scope = sc;
    c->cls = cls;
    c->judged = c->dtor_virt = c->abstract = UNSET;
    ptrmap_put(&h->by_scope, sc, c);
    if (h->nall == h->allcap)
        h->all = xrealloc(h->all, (h->allcap = h->allcap ? 2 * h->allcap : 64) * sizeof *h->all);
    h->all[h->nall++] = c;
    return c;
}

/* The class record of a class symbol (defined), or NULL. */
static struct hclass *class_of(struct sema *s, const struct symbol *cls)
{
    if (!cls || !cls->members || cls->members->kind != SCOPE_CLASS)
        return NULL;
    const struct symbol *owner = cls->members->owner;
    return class_at(s, cls->members, owner ? owner : cls);
}

static const char *tok_text(const struct sema *s, uint32_t tok, size_t *len)
{
    const struct token *t = lexer_token(s->lx, tok);
    *len = t->len;
    return lexer_text(s->lx, t);
}

static bool tok_is(const struct sema *s, uint32_t tok, const char *word)
{
    size_t n;
    const char *t = tok_text(s, tok, &n);
    return n == strlen(word) && memcmp(t, word, n) == 0;
}

/* The name a member function is compared by (NULL: not one it reads). */
static const char *member_name(const struct sema *s, const struct il_node *n, bool *dtor)
{
    *dtor = false;
    if (n->tok > 0 && sema_tok_kind(s, n->tok - 1) == TOK_TILDE) {
        *dtor = true;
        return ident_intern(s->il->idents, "~", 1)->name;
    }
    int k = sema_tok_kind(s, n->tok);
    if (k == TOK_IDENTIFIER)
        return sema_ident(s, n->tok)->name;
    if (k != TOK_OPERATOR || !n->name_end || n->name_end <= n->tok || n->name_end - n->tok > 16)
        return NULL;
    char buf[256];
    size_t len = 0;
    for (uint32_t t = n->tok; t < n->name_end; t++) {
        size_t tl;
        const char *tx = tok_text(s, t, &tl);
        if (len + tl + 2 >= sizeof buf)
            return NULL;
        if (len)
            buf[len++] = ' ';
        memcpy(buf + len, tx, tl);
        len += tl;
    }
    return ident_intern(s->il->idents, buf, len)->name;
}

/* The token after a balanced group opening at tok (`(`, `[`), 0 if none. */
static uint32_t skip_group(const struct sema *s, uint32_t tok)
{
    int open = sema_tok_kind(s, tok), close = open == TOK_LPAREN ? TOK_RPAREN : TOK_RBRACKET;
    int depth = 0;
    for (uint32_t t = tok, n = 0; n < 4096; t++, n++) {
        int k = sema_tok_kind(s, t);
        if (k == TOK_EOF)
            return 0;
        if (k == open)
            depth++;
        else if (k == close && --depth == 0)
            return t + 1;
    }
    return 0;
}

/* Reads what follows the parameter list of a member function declared in
 * its class: qualifiers, exception specification, attributes, virt-
 * specifiers, a pure-specifier, up to the body or the end. */
static bool read_tail(const struct sema *s, const struct il_node *n, struct hfn *f)
{
    if (!n->name_end || sema_tok_kind(s, n->name_end) != TOK_LPAREN)
        return false;
    uint32_t t = sema_matching_paren(s, n->name_end);
    if (!t)
        return false;
    for (t++;;) {
        int k = sema_tok_kind(s, t);
        switch (k) {
        case TOK_CONST: f->quals |= 1; t++; continue;
        case TOK_VOLATILE: f->quals |= 2; t++; continue;
        case TOK_AMP: f->quals |= 4; t++; continue;
        case TOK_AMPAMP: f->quals |= 8; t++; continue;
        case TOK_NOEXCEPT:
            t = sema_tok_kind(s, t + 1) == TOK_LPAREN ? skip_group(s, t + 1) : t + 1;
            break;
        case TOK_THROW:
        case TOK_ATTRIBUTE:
            t = sema_tok_kind(s, t + 1) == TOK_LPAREN ? skip_group(s, t + 1) : 0;
            break;
        case TOK_LBRACKET:
            t = sema_tok_kind(s, t + 1) == TOK_LBRACKET ? skip_group(s, t) : 0;
            break;
        case TOK_IDENTIFIER:
            if (tok_is(s, t, "override"))
                f->over = true;
            else if (tok_is(s, t, "final"))
                f->fin = true;
            else
                return false;
            t++;
            break;
        case TOK_ASSIGN: {
            int k1 = sema_tok_kind(s, t + 1), k2 = sema_tok_kind(s, t + 2);
            if (k2 != TOK_SEMI && k2 != TOK_COMMA)
                return false;
            if (k1 == TOK_INT_LITERAL && tok_is(s, t + 1, "0"))
                f->pure = true;
            else if (k1 != TOK_DEFAULT && k1 != TOK_DELETE)
                return false;
            return true;
        }
        case TOK_SEMI:
        case TOK_COMMA:
        case TOK_LBRACE:
        case TOK_COLON:
        case TOK_TRY:
            return true;
        default:
            return false;   /* a trailing return type, a requires-clause ... */
        }
        if (!t)
            return false;
    }
}

void sema_hierarchy_member(struct sema *s, const struct il_node *n)
{
    if (!n->has_pos || (n->flags & (IL_F_FRIEND | IL_F_QUALIFIED)) || !n->scope ||
        n->scope->kind != SCOPE_CLASS)
        return;
    struct hclass *c = class_at(s, n->scope, n->scope->owner);
    struct hfn f = { .fn = n, .virt = UNSET };
    f.name = member_name(s, n, &f.dtor);
    if (!f.name)
        f.name = "";   /* (compared with no other name: known stays false) */
    const struct symbol *owner = n->scope->owner;
    if (!f.dtor && owner && owner->id && strcmp(owner->id->name, n->name) == 0)
        return;   /* a constructor: never virtual, hides nothing */
    f.is_static = (n->flags & IL_F_STATIC) != 0;
    f.tmpl = (n->flags & (IL_F_TEMPLATE | IL_F_SPEC)) != 0;
    uint32_t end = f.dtor ? n->tok - 1 : n->tok;
    for (uint32_t t = n->first_tok; t && t < end; t++)
        if (sema_tok_kind(s, t) == TOK_VIRTUAL)
            f.virt_kw = true;
    f.known = n->first_tok && n->first_tok <= end && f.name[0] && read_tail(s, n, &f);
    if (c->nfns == c->cap)
        c->fns = xrealloc(c->fns, (c->cap = c->cap ? 2 * c->cap : 8) * sizeof *c->fns);
    c->fns[c->nfns++] = f;
}

void sema_hierarchy_class(struct sema *s, const struct il_node *head)
{
    const struct symbol *cls = head->sym;
    if (!head->has_pos || !cls || !cls->members || cls->members->kind != SCOPE_CLASS ||
        (head->sub != IL_SUB_CLASS && head->sub != IL_SUB_STRUCT))
        return;
    struct hclass *c = class_at(s, cls->members, cls);
    c->head = head->tok;
    struct sema_hierarchy *h = hier(s);
    if (h->npending == h->pendcap)
        h->pending = xrealloc(h->pending, (h->pendcap = h->pendcap ? 2 * h->pendcap : 16) *
                                              sizeof *h->pending);
    h->pending[h->npending++] = c;
}

/* ---- which classes are judged ---- */

static int by_tok(const void *a, const void *b)
{
    const struct base_list *x = *(const struct base_list *const *)a;
    const struct base_list *y = *(const struct base_list *const *)b;
    return x->tok < y->tok ? -1 : x->tok > y->tok;
}

static int collect_ancestors(const struct hclass *c, const struct hclass **out, int n, int max)
{
    for (unsigned i = 0; i < c->nbases && n >= 0; i++) {
        for (int k = 0; k < n; k++)
            if (out[k] == c->bases[i])
                return -1;   /* twice */
        if (n == max)
            return -1;
        out[n++] = c->bases[i];
        n = collect_ancestors(c->bases[i], out, n, max);
    }
    return n;
}

static bool judged(struct sema *s, struct hclass *c, int depth)
{
    if (c->judged != UNSET)
        return c->judged == YES;
    c->judged = NO;   /* (while it is worked out: a cycle is not judged) */
    const struct scope *sc = c->scope;
    const struct symbol *cls = c->cls;
    if (depth > 32 || !cls || cls->kind != SYM_CLASS || !cls->id || !sc->close_tok ||
        sc->unknown_bases || sc->is_template_spec || cls->members != sc)
        return false;
    for (const struct scope *p = sc->parent; p && p->depth > 0; p = p->parent)
        if (p->kind != SCOPE_NAMESPACE &&
            !(p->kind == SCOPE_CLASS && p->owner && p->owner->kind == SYM_CLASS && !p->is_template_spec))
            return false;
    if (!sema_entity_text(s, cls))
        return false;
    const struct base_list *list[8];
    unsigned n = 0;
    for (const struct base_list *b = sc->bases; b; b = b->next) {
        if (n == 8 || b->is_virtual || !b->base || b->base->kind != SYM_CLASS)
            return false;
        list[n++] = b;
    }
    qsort(list, n, sizeof *list, by_tok);
    for (unsigned i = 0; i < n; i++) {
        struct hclass *b = class_of(s, list[i]->base);
        if (!b || !judged(s, b, depth + 1))
            return false;
        c->bases[i] = b;
    }
    c->nbases = n;
    const struct hclass *anc[64];
    if (collect_ancestors(c, anc, 0, 64) < 0)
        return false;
    c->judged = YES;
    return true;
}

/* ---- types: the same, certainly different, or not known ---- */

/* The type a typedef'd name stands for, its cv-qualifiers added to *cv. */
static const struct il_tree *through_typedefs(const struct sema *s, const struct il_tree *t,
                                              unsigned *cv)
{
    for (int guard = 0; t && guard < 8; guard++) {
        if (t->kind != IL_type)
            return NULL;
        *cv |= t->op & (IL_CV_CONST | IL_CV_VOLATILE);
        if (!(t->op & IL_TYPE_NAMED) || !t->u.sym || t->u.sym->kind != SYM_TYPEDEF)
            return t;
        if (t->first)
            return NULL;
        for (const struct scope *p = t->u.sym->parent; p; p = p->parent)
            if (p->kind == SCOPE_TEMPLATE || (p->kind == SCOPE_CLASS && p->is_template_spec))
                return NULL;   /* (an instance's may be a specialization's) */
        const struct il_node *td = sema_typedef_at(s, t->u.sym->tok);
        t = td ? td->type : NULL;
    }
    return NULL;
}

/* What a type leaf is: a class or enumeration (*sym), an arithmetic type
 * (*arith), void, a pointer or reference; 0 when not known. */
enum { K_NONE, K_NAMED, K_ARITH, K_VOID, K_POINTER };
static int kind_of(const struct sema *s, const struct il_tree *t, const struct symbol **sym,
                   enum arith_id *arith)
{
    if (t->sub == tk_pointer && !(t->op & IL_TYPE_NAMED))
        return K_POINTER;
    if (t->op & IL_TYPE_NAMED) {
        const struct symbol *x = t->u.sym;
        if (!x || t->first)
            return K_NONE;
        if (x->kind == SYM_CLASS && (x->flags & SYMF_INJECTED) && x->parent && x->parent->owner &&
            x->parent->owner->members == x->parent)
            x = x->parent->owner;
        if (x->kind != SYM_CLASS && x->kind != SYM_ENUM)
            return K_NONE;
        *sym = x;
        return K_NAMED;
    }
    if (t->sub == tk_void)
        return K_VOID;
    if (t->sub == tk_integer || t->sub == tk_float) {
        *arith = sema_arith_of_type(s, t);
        return *arith == ARITH_NONE ? K_NONE : K_ARITH;
    }
    return K_NONE;
}

static int type_rel(const struct sema *s, const struct il_tree *a, const struct il_tree *b, bool top,
                    int depth)
{
    unsigned ca = 0, cb = 0;
    a = depth < 8 ? through_typedefs(s, a, &ca) : NULL;
    b = a ? through_typedefs(s, b, &cb) : NULL;
    if (!a || !b)
        return UNKNOWN;
    const struct symbol *sa = NULL, *sb = NULL;
    enum arith_id xa = ARITH_NONE, xb = ARITH_NONE;
    int ka = kind_of(s, a, &sa, &xa), kb = kind_of(s, b, &sb, &xb);
    if (ka == K_NONE || kb == K_NONE)
        return UNKNOWN;
    if (ka != kb)
        return DIFFER;
    bool cv_same = top || ca == cb;
    if (ka == K_POINTER) {
        unsigned ra = a->op & (IL_PTR_LREF | IL_PTR_RREF), rb = b->op & (IL_PTR_LREF | IL_PTR_RREF);
        if (ra != rb || !cv_same)
            return DIFFER;
        return type_rel(s, a->first, b->first, false, depth + 1);
    }
    bool same = ka == K_NAMED ? sa == sb : ka == K_ARITH ? xa == xb : true;
    return same && cv_same ? SAME : DIFFER;
}

static bool has_ellipsis(const struct sema *s, const struct il_node *n)
{
    uint32_t close = sema_matching_paren(s, n->name_end);
    return close && sema_tok_kind(s, close - 1) == TOK_ELLIPSIS;
}

/* How two member functions of one name relate as overrider and
 * overridden: SAME signature, DIFFER, or UNKNOWN. */
static int relation(const struct sema *s, const struct hfn *a, const struct hfn *b)
{
    if (!a->known || !b->known || a->tmpl || b->tmpl)
        return UNKNOWN;
    if (has_ellipsis(s, a->fn) != has_ellipsis(s, b->fn) || a->quals != b->quals)
        return DIFFER;
    const struct il_param *p = sema_params_of(a->fn), *q = sema_params_of(b->fn);
    int result = SAME;
    for (; p && q; p = p->next, q = q->next) {
        if (p->pack || q->pack)
            return UNKNOWN;
        const struct il_tree *pt = p->type, *qt = q->type;
        if (!pt || !qt || pt->sub == tk_array || qt->sub == tk_array || pt->sub == tk_routine ||
            qt->sub == tk_routine) {
            result = UNKNOWN;
            continue;
        }
        int r = type_rel(s, pt, qt, true, 0);
        if (r == UNKNOWN && sema_same_param_type(s, pt, qt))
            r = SAME;
        if (r == DIFFER)
            return DIFFER;
        if (r == UNKNOWN)
            result = UNKNOWN;
    }
    for (const struct il_param *x = p ? p : q; x; x = x->next)
        if (x->pack)
            return UNKNOWN;
    return p || q ? DIFFER : result;
}

/* The return types of an overrider and the function it overrides: SAME,
 * DIFFER (certainly, and not covariant) or UNKNOWN. */
static int return_rel(const struct sema *s, const struct hfn *a, const struct hfn *b)
{
    const struct il_tree *ta = a->fn->type, *tb = b->fn->type;
    if (!ta || !tb || ta->sub != tk_routine || tb->sub != tk_routine || !ta->first || !tb->first)
        return UNKNOWN;
    ta = ta->first;
    tb = tb->first;
    int r = type_rel(s, ta, tb, true, 0);
    if (r == UNKNOWN && sema_same_type(s, ta, tb))
        return SAME;
    if (r != DIFFER)
        return r;
    /* covariant: pointers or references to classes (a derived one's) */
    unsigned ca = 0, cb = 0;
    ta = through_typedefs(s, ta, &ca);
    tb = through_typedefs(s, tb, &cb);
    const struct symbol *x = NULL;
    enum arith_id ar;
    if (ta && tb && ta->sub == tk_pointer && !(ta->op & IL_TYPE_NAMED) && tb->sub == tk_pointer &&
        !(tb->op & IL_TYPE_NAMED) && ta->first && tb->first) {
        unsigned c1 = 0, c2 = 0;
        const struct il_tree *la = through_typedefs(s, ta->first, &c1);
        const struct il_tree *lb = through_typedefs(s, tb->first, &c2);
        if (!la || !lb)
            return UNKNOWN;
        if ((kind_of(s, la, &x, &ar) == K_NAMED && x->kind == SYM_CLASS) ||
            kind_of(s, lb, &x, &ar) == K_NONE || kind_of(s, la, &x, &ar) == K_NONE)
            return UNKNOWN;
    }
    return DIFFER;
}

/* ---- virtual functions and overriders ---- */

static int virt(struct sema *s, struct hclass *c, struct hfn *f, int depth);

/* Whether the destructor of a judged class is virtual. */
static int dtor_virtual(struct sema *s, struct hclass *c, int depth)
{
    for (size_t i = 0; i < c->nfns; i++)
        if (c->fns[i].dtor)
            return virt(s, c, &c->fns[i], depth + 1);
    if (c->dtor_virt != UNSET)
        return c->dtor_virt;
    int r = NO;
    for (unsigned i = 0; i < c->nbases && r != YES; i++) {
        int b = depth > 32 ? UNSURE : dtor_virtual(s, c->bases[i], depth + 1);
        if (b != NO)
            r = b;
    }
    return c->dtor_virt = (signed char)r;
}

/* What f, a member function of judged class c, overrides. */
struct overridden {
    int state;               /* NO: nothing, YES, UNSURE */
    const struct hclass *in[4];
    const struct hfn *fn[4];
    unsigned n;
};

static void add_overridden(struct overridden *o, const struct hclass *in, const struct hfn *fn)
{
    for (unsigned i = 0; i < o->n; i++)
        if (o->fn[i] == fn)
            return;
    if (o->n == 4) {
        o->state = UNSURE;
        return;
    }
    o->in[o->n] = in;
    o->fn[o->n++] = fn;
}

static void find_overridden(struct sema *s, struct hclass *c, const struct hfn *f, int depth,
                            struct overridden *o)
{
    o->state = NO;
    o->n = 0;
    if (depth > 32 || !f->known) {
        o->state = UNSURE;
        return;
    }
    const struct hclass *anc[64];
    int na = collect_ancestors(c, anc, 0, 64);
    if (na < 0) {
        o->state = UNSURE;
        return;
    }
    for (int i = 0; i < na && o->state != UNSURE; i++) {
        struct hclass *k = (struct hclass *)anc[i];
        for (size_t j = 0; j < k->nfns && o->state != UNSURE; j++) {
            struct hfn *g = &k->fns[j];
            if (g->name != f->name)
                continue;
            if (f->dtor) {
                /* a destructor overrides a virtual one of a base */
                int v = virt(s, k, g, depth + 1);
                if (v == UNSURE)
                    o->state = UNSURE;
                else if (v == YES)
                    add_overridden(o, k, g);
                continue;
            }
            int r = relation(s, f, g);
            if (r == DIFFER)
                continue;
            int v = virt(s, k, g, depth + 1);
            if (v == NO)
                continue;
            if (r == UNKNOWN || v == UNSURE || f->tmpl || f->is_static)
                o->state = UNSURE;
            else
                add_overridden(o, k, g);
        }
    }
    if (f->dtor && o->state != UNSURE) {
        /* implicit destructors of the bases on the way override too */
        for (unsigned i = 0; i < c->nbases && o->state != UNSURE; i++) {
            int v = dtor_virtual(s, c->bases[i], depth + 1);
            if (v == UNSURE)
                o->state = UNSURE;
            else if (v == YES && !o->n)
                o->state = YES;
        }
    }
    if (o->state != UNSURE && o->n)
        o->state = YES;
}

static int virt(struct sema *s, struct hclass *c, struct hfn *f, int depth)
{
    if (f->virt != UNSET)
        return f->virt;
    int r;
    if (f->virt_kw && !f->tmpl && !f->is_static)
        r = YES;
    else if (f->tmpl)
        r = NO;
    else if (!judged(s, c, 0) || depth > 32)
        r = UNSURE;
    else {
        struct overridden o;
        find_overridden(s, c, f, depth + 1, &o);
        r = o.state == YES ? YES : o.state == NO ? NO : UNSURE;
        if (f->is_static && r != NO)
            r = UNSURE;
    }
    f->virt = (signed char)r;
    return r;
}

/* ---- how messages name them ---- */

/* How many member functions of c have this name (templates too); -1 when
 * a using-declaration brings others. */
static int overloads(const struct sema *s, const struct hclass *c, const char *name)
{
    int n = 0;
    for (size_t i = 0; i < c->nfns; i++)
        n += c->fns[i].name == name;
    const struct ident *id = name[0] && name[0] != '~' && strncmp(name, "operator", 8) != 0
                                 ? ident_intern(s->il->idents, name, strlen(name)) : NULL;
    for (const struct symbol *x = id ? scope_find_local(c->scope, id) : NULL; x; x = x->next)
        if (x->kind == SYM_USING)
            return -1;
    return n;
}

/* How messages spell an operator function's name: "operator()",
 * "operator==", "operator int"; NULL for others. */
static const char *operator_name(const struct sema *s, const struct il_node *fn, char *buf,
                                 size_t size)
{
    size_t n = (size_t)snprintf(buf, size, "operator");
    uint32_t t = fn->tok + 1;
    if (fn->name_end == t + 1 && (sema_tok_kind(s, t) == TOK_IDENTIFIER ||
                                  tok_class((enum tok_kind)sema_tok_kind(s, t)) == TOKCLASS_keyword)) {
        size_t len;
        const char *tx = tok_text(s, t, &len);
        return n + len + 2 < size && snprintf(buf + n, size - n, " %.*s", (int)len, tx) > 0 ? buf : NULL;
    }
    for (; t < fn->name_end; t++) {
        size_t len;
        const char *tx = tok_text(s, t, &len);
        if (tok_class((enum tok_kind)sema_tok_kind(s, t)) != TOKCLASS_punct || n + len + 1 >= size)
            return NULL;
        memcpy(buf + n, tx, len);
        n += len;
        buf[n] = 0;
    }
    return t == fn->name_end && n > 8 ? buf : NULL;
}

/* "A::f", or "A::f(int)" where the name is overloaded in A; "A::~A". */
static const char *short_name(struct sema *s, const struct hclass *c, const struct hfn *f)
{
    const char *cls = sema_entity_text(s, c->cls);
    char op[128];
    if (!cls || !f->name[0])
        return NULL;
    if (strncmp(f->name, "operator", 8) == 0) {
        /* (an overloaded one is spelled with its parameters: not judged) */
        const char *name = operator_name(s, f->fn, op, sizeof op);
        char buf[512];
        int len = name && overloads(s, c, f->name) == 1 ? snprintf(buf, sizeof buf, "%s::%s", cls, name) : -1;
        return len > 0 && (size_t)len < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)len)->name
                                                   : NULL;
    }
    int n = overloads(s, c, f->name);
    if (n < 0)
        return NULL;
    if (n > 1 && !f->dtor)
        return sema_member_function_text(s, f->fn);
    char buf[512];
    int len = f->dtor ? snprintf(buf, sizeof buf, "%s::~%s", cls, c->cls->id->name)
                      : snprintf(buf, sizeof buf, "%s::%s", cls, f->name);
    if (len <= 0 || (size_t)len >= sizeof buf)
        return NULL;
    return ident_intern(s->il->idents, buf, (size_t)len)->name;
}

static uint32_t name_tok(const struct hfn *f)
{
    return f->dtor ? f->fn->tok - 1 : f->fn->tok;
}

/* ---- the rules at a class's completion ---- */

static void check_member(struct sema *s, struct hclass *c, struct hfn *f)
{
    if (f->tmpl || !f->known)
        return;
    struct overridden o;
    find_overridden(s, c, f, 0, &o);
    if (o.state == UNSURE)
        return;
    uint32_t at = name_tok(f);
    if (o.state == NO) {
        if (f->over)
            sema_error(s, at, at, DIAG_edg_1455, NULL);
        if (f->fin && !f->virt_kw)
            sema_error(s, at, at, DIAG_edg_2614, NULL);
        return;
    }
    if (!f->dtor) {
        /* the return types */
        for (unsigned i = 0; i < o.n; i++) {
            int r = return_rel(s, f, o.fn[i]);
            if (r == UNKNOWN)
                return;
            if (r == DIFFER) {
                const char *type = sema_type_text(s, o.fn[i]->fn->type->first, false);
                const char *name = short_name(s, o.in[i], o.fn[i]);
                if (!type || !name)
                    return;
                sema_error2(s, at, at, DIAG_edg_317, type, name);
                if (f->over)
                    sema_error(s, at, at, DIAG_edg_1455, NULL);
                return;
            }
        }
    }
    for (unsigned i = 0; i < o.n; i++)
        if (o.fn[i]->fin) {
            const char *name = short_name(s, o.in[i], o.fn[i]);
            const char *where = name ? sema_declared_at(s, name_tok(o.fn[i]), at) : NULL;
            if (where)
                sema_error2(s, at, at, DIAG_edg_1850, name, where);
            return;
        }
}

/* The implicit destructor of c overriding a base's final one: 1850 at
 * the class's name, after the members' errors. */
static void check_implicit_dtor(struct sema *s, struct hclass *c)
{
    for (size_t i = 0; i < c->nfns; i++)
        if (c->fns[i].dtor)
            return;
    for (unsigned i = 0; i < c->nbases; i++) {
        struct hclass *b = c->bases[i];
        for (size_t j = 0; j < b->nfns; j++) {
            struct hfn *d = &b->fns[j];
            if (!d->dtor || !d->fin || !d->known || virt(s, b, d, 0) != YES)
                continue;
            const char *name = short_name(s, b, d);
            const char *where = name ? sema_declared_at(s, name_tok(d), c->head) : NULL;
            if (where)
                sema_error2(s, c->scope->close_tok, c->head, DIAG_edg_1850, name, where);
            return;
        }
    }
}

/* The virtual functions of a judged class in the order of its table: its
 * bases' (each with this class's overrider in place), then its own new
 * ones; intro: the function that brought each in.  False when not
 * certain. */
struct slot {
    const struct hclass *intro_in;
    const struct hfn *intro;
    const struct hfn *cur;
};
struct slots {
    struct slot v[64];
    unsigned n;
};

static bool table_of(struct sema *s, struct hclass *c, struct slots *out, int depth)
{
    if (depth > 16)
        return false;
    out->n = 0;
    for (unsigned i = 0; i < c->nbases; i++) {
        struct slots *b = xmalloc(sizeof *b);
        bool ok = table_of(s, c->bases[i], b, depth + 1);
        for (unsigned k = 0; ok && k < b->n; k++) {
            struct slot sl = b->v[k];
            for (size_t j = 0; j < c->nfns && ok; j++) {
                struct hfn *f = &c->fns[j];
                if (f->dtor || f->name != sl.cur->name)
                    continue;
                int r = relation(s, f, sl.cur);
                if (r == UNKNOWN || (r == SAME && (f->is_static || f->tmpl)))
                    ok = false;
                else if (r == SAME)
                    sl.cur = f;
            }
            if (out->n == 64)
                ok = false;
            else
                out->v[out->n++] = sl;
        }
        free(b);
        if (!ok)
            return false;
    }
    for (size_t j = 0; j < c->nfns; j++) {
        struct hfn *f = &c->fns[j];
        if (f->dtor || f->tmpl)
            continue;
        int v = virt(s, c, f, 0);
        if (v == UNSURE)
            return false;
        if (v == NO)
            continue;
        bool replaces = false;
        for (unsigned k = 0; k < out->n; k++)
            replaces |= out->v[k].cur == f;
        if (replaces)
            continue;
        if (out->n == 64)
            return false;
        out->v[out->n++] = (struct slot){ c, f, f };
    }
    return true;
}

static void check_hiding(struct sema *s, struct hclass *c)
{
    const char *cls = sema_entity_text(s, c->cls);
    if (!cls || !c->nfns || !c->nbases)
        return;
    struct slots *all = xmalloc(c->nbases * sizeof *all);
    for (unsigned i = 0; i < c->nbases; i++)
        if (!table_of(s, c->bases[i], &all[i], 0)) {
            free(all);
            return;
        }
    for (unsigned i = 0; i < c->nbases; i++) {
        struct slots *t = &all[i];
        for (unsigned k = 0; k < t->n; k++) {
            const char *name = t->v[k].cur->name;
            bool first = true;
            for (unsigned j = 0; j < k && first; j++)
                first = t->v[j].cur->name != name;
            /* (a name two bases have virtual functions of: not judged) */
            for (unsigned o = 0; o < c->nbases && first; o++)
                for (unsigned j = 0; o != i && j < all[o].n && first; j++)
                    first = all[o].v[j].cur->name != name;
            if (!first || !name[0] || strncmp(name, "operator", 8) == 0)
                continue;
            /* this class's functions of the name, none a template, no
             * using-declaration of it */
            unsigned mine = 0;
            bool plain = overloads(s, c, name) > 0;
            for (size_t j = 0; j < c->nfns && plain; j++)
                if (c->fns[j].name == name) {
                    mine++;
                    plain = !c->fns[j].tmpl && c->fns[j].known;
                }
            if (!mine || !plain)
                continue;
            unsigned slots = 0, covered = 0;
            bool sure = true, one_class = true;
            for (unsigned j = k; j < t->n && sure; j++) {
                if (t->v[j].cur->name != name)
                    continue;
                slots++;
                one_class &= t->v[j].intro_in == t->v[k].intro_in;
                bool hit = false;
                for (size_t m = 0; m < c->nfns && sure; m++) {
                    if (c->fns[m].name != name)
                        continue;
                    int r = relation(s, &c->fns[m], t->v[j].cur);
                    if (r == UNKNOWN)
                        sure = false;
                    hit |= r == SAME;
                }
                covered += hit;
            }
            if (!sure || covered == slots)
                continue;
            /* (the functions hidden: those of one class, whose name is
             * overloaded there or not; a using-declaration: not judged) */
            const struct hclass *in = t->v[k].intro_in;
            int in_class = one_class ? overloads(s, in, name) : -1;
            if (in_class < 1)
                continue;
            if (covered) {
                /* 611: some overridden, not all */
                const char *bname = sema_entity_text(s, in->cls);
                char buf[512];
                int len = bname ? snprintf(buf, sizeof buf, "%s::%s", bname, name) : -1;
                if (len > 0 && (size_t)len < sizeof buf) {
                    sema_error2(s, c->scope->close_tok, c->head, DIAG_partial_override,
                                ident_intern(s->il->idents, buf, (size_t)len)->name, cls);
                    sema_finding_rank(s, 1 + 64 * i + k);
                }
                continue;
            }
            const char *kind, *hidden;
            if (in_class == 1) {
                kind = "function";
                hidden = sema_member_function_text(s, t->v[k].intro->fn);
            } else {
                kind = "overloaded function";
                const char *iname = sema_entity_text(s, in->cls);
                char buf[512];
                int len = iname ? snprintf(buf, sizeof buf, "%s::%s", iname, name) : -1;
                hidden = len > 0 && (size_t)len < sizeof buf
                             ? ident_intern(s->il->idents, buf, (size_t)len)->name : NULL;
            }
            char hb[512];
            int hl = snprintf(hb, sizeof hb, "%s::%s", cls, name);
            if (!hidden || hl <= 0 || (size_t)hl >= sizeof hb)
                continue;
            const char *hider = ident_intern(s->il->idents, hb, (size_t)hl)->name;
            for (size_t m = 0; m < c->nfns; m++)
                if (c->fns[m].name == name) {
                    sema_error_member_of(s, c->scope->close_tok, c->fns[m].fn->tok, kind, hidden,
                                         hider, DIAG_virtual_function_decl_hidden);
                    sema_finding_rank(s, 1 + 64 * i + k);
                }
        }
    }
    free(all);
}

static void check_class(struct sema *s, struct hclass *c)
{
    if (!judged(s, c, 0))
        return;
    bool any = c->nbases > 0;
    for (size_t i = 0; i < c->nfns && !any; i++)
        any = c->fns[i].over || c->fns[i].fin;
    if (!any)
        return;
    for (size_t i = 0; i < c->nfns; i++)
        check_member(s, c, &c->fns[i]);
    check_implicit_dtor(s, c);
    check_hiding(s, c);
}

void sema_hierarchy_check(struct sema *s)
{
    struct sema_hierarchy *h = s->hier;
    if (!h)
        return;
    size_t kept = 0;
    for (size_t i = 0; i < h->npending; i++) {
        struct hclass *c = h->pending[i];
        if (c->scope->close_tok)
            check_class(s, c);
        else
            h->pending[kept++] = c;
    }
    h->npending = kept;
}

/* ---- abstract classes ---- */

static bool add_pure(struct hclass *c, const struct hclass *in, const struct hfn *f, size_t *cap)
{
    if (c->npure == *cap)
        c->pure = xrealloc(c->pure, (*cap = *cap ? 2 * *cap : 8) * sizeof *c->pure);
    c->pure[c->npure++] = (struct pure_entry){ in, f };
    return true;
}

static int abstract(struct sema *s, struct hclass *c, int depth)
{
    if (c->abstract != UNSET)
        return c->abstract;
    c->abstract = UNSURE;
    if (depth > 32 || !judged(s, c, 0))
        return UNSURE;
    size_t cap = 0;
    c->npure = 0;
    for (size_t i = 0; i < c->nfns; i++) {
        struct hfn *f = &c->fns[i];
        if (!f->known && f->fn->name_end && f->name[0])
            return UNSURE;   /* (a pure-specifier not read) */
        if (!f->pure)
            continue;
        if (f->tmpl || virt(s, c, f, 0) != YES)
            return UNSURE;
        add_pure(c, c, f, &cap);
    }
    for (unsigned i = 0; i < c->nbases; i++) {
        struct hclass *b = c->bases[i];
        int r = abstract(s, b, depth + 1);
        if (r == UNSURE)
            return UNSURE;
        for (size_t k = 0; k < b->npure; k++) {
            const struct pure_entry *e = &b->pure[k];
            if (e->f->dtor)
                continue;   /* this class's destructor overrides it */
            bool over = false;
            for (size_t j = 0; j < c->nfns; j++) {
                struct hfn *f = &c->fns[j];
                if (f->name != e->f->name)
                    continue;
                int rel = relation(s, f, e->f);
                if (rel == UNKNOWN || (rel == SAME && (f->is_static || f->tmpl)) ||
                    (rel == SAME && return_rel(s, f, e->f) != SAME))
                    return UNSURE;
                over |= rel == SAME;
            }
            if (!over)
                add_pure(c, e->in, e->f, &cap);
        }
    }
    c->abstract = c->npure ? YES : NO;
    return c->abstract;
}

const char **sema_abstract_lines(struct sema *s, const struct symbol *cls)
{
    struct hclass *c = class_of(s, cls);
    if (!c || abstract(s, c, 0) != YES)
        return NULL;
    const char **lines = xcalloc(c->npure + 1, sizeof *lines);
    for (size_t i = 0; i < c->npure; i++) {
        const struct pure_entry *e = &c->pure[i];
        const char *name = short_name(s, e->in, e->f);
        char buf[600];
        int n = !name ? -1
              : e->in == c ? snprintf(buf, sizeof buf, "function \"%s\" is a pure virtual function", name)
                           : snprintf(buf, sizeof buf, "pure virtual function \"%s\" has no overrider", name);
        if (n <= 0 || (size_t)n >= sizeof buf) {
            free(lines);
            return NULL;
        }
        lines[i] = ident_intern(s->il->idents, buf, (size_t)n)->name;
    }
    return lines;
}

void sema_hierarchy_free(struct sema *s)
{
    struct sema_hierarchy *h = s->hier;
    if (!h)
        return;
    for (size_t i = 0; i < h->nall; i++) {
        free(h->all[i]->fns);
        free(h->all[i]->pure);
        free(h->all[i]);
    }
    free(h->all);
    free(h->pending);
    ptrmap_free(&h->by_scope);
    free(h);
    s->hier = NULL;
}
