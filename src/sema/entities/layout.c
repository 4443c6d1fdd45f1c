/* Class layout (layout.h): the Itanium C++ ABI's x86-64 rules for the
 * classes it is certain of, computed when first asked and kept.
 *
 * Modelled: fields in declaration order, each at the next offset its
 * alignment allows; unions (every field at 0); the vptr of a dynamic
 * class (a `virtual` member function here or a dynamic base) at 0;
 * non-virtual bases in order, a dynamic one first as the primary base;
 * empty classes of size 1; `__attribute__((aligned(N)))` on the class
 * head (CUDA's vector types).  Not known (so every reader stays silent):
 * virtual bases, empty bases other than a lone one with no fields after
 * it, a base whose tail padding the next member could reuse (a derived
 * class's field placement after a non-POD base differs: dsize), bit-
 * fields, attributes or alignas elsewhere, anonymous members, classes not
 * of a namespace, templates, any `#pragma pack` in the unit. */
#include "sema/entities/layout.h"

#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/types/arith.h"

/* A class's layout, or the mark that it is not known; in the type
 * context's arena. */
struct kept_layout {
    bool known;
    bool busy;                  /* (being computed: a class containing itself) */
    struct class_layout l;
};

static int tok_kind(struct entities *es, uint32_t tok)
{
    return lexer_token(es->dt->lx, tok)->kind;
}

static unsigned long long align_up(unsigned long long n, unsigned long long a)
{
    return (n + a - 1) / a * a;
}

/* Whether a `#pragma pack` line is anywhere in the unit (scanned once). */
static bool pragma_pack(struct entities *es)
{
    if (es->pack_judged)
        return es->pack_seen;
    es->pack_judged = true;
    struct lexer *lx = es->dt->lx;
    for (uint32_t t = 0;; t++) {
        const struct token *k = lexer_token(lx, t);
        if (k->kind == TOK_EOF)
            break;
        if (k->kind == TOK_PRAGMA) {
            const char *text = lexer_text(lx, k);
            for (uint32_t i = 0; i + 4 <= k->len; i++)
                if (memcmp(text + i, "pack", 4) == 0)
                    es->pack_seen = true;
        }
    }
    return es->pack_seen;
}

bool entities_type_size(struct entities *es, const struct type *t, unsigned long long *size,
                        unsigned long long *align)
{
    const struct type *c = type_canonical(t);
    switch (c->kind) {
    case TYPE_arithmetic:
        *size = (unsigned long long)arith_infos[c->u.arith].size;
        /* long double: 16 bytes, 16-aligned on x86-64 */
        *align = *size;
        return *size > 0;
    case TYPE_pointer:
    case TYPE_nullptr:
    case TYPE_lvalue_ref:
    case TYPE_rvalue_ref:
        *size = *align = (unsigned long long)arith_target.pointer_size;
        return true;
    case TYPE_member_pointer:
        *align = (unsigned long long)arith_target.pointer_size;
        *size = type_canonical(c->u.mptr.member)->kind == TYPE_function ? 2 * *align : *align;
        return true;
    case TYPE_array: {
        unsigned long long n, a;
        if (!entities_type_size(es, c->u.array.elem, &n, &a) ||
            __builtin_mul_overflow(n, c->u.array.bound, size))
            return false;
        *align = a;
        return true;
    }
    case TYPE_class: {
        const struct class_layout *l = entities_class_layout(es, c);
        if (!l)
            return false;
        *size = l->size;
        *align = l->align;
        return true;
    }
    default:
        return false;   /* enumerations (their underlying type), templates, ... */
    }
}

/* The defining symbol of class type c (its scope is the members'). */
static const struct symbol *definition(const struct type *c)
{
    const struct symbol *oldest = c->u.tag.decl;
    if (!oldest->parent)
        return NULL;
    for (const struct symbol *s = scope_find_local(oldest->parent, oldest->id); s; s = s->next)
        if (s->kind == SYM_CLASS && s->id == oldest->id && (s->flags & SYMF_DEFINED) && s->members)
            return s;
    return NULL;
}

/* The class head's `__attribute__((aligned(N)))` (tokens [from, to)):
 * true with *align N (0: none); false for any other attribute, alignas
 * or declspec there. */
static bool head_alignment(struct entities *es, uint32_t from, uint32_t to, unsigned long long *align)
{
    *align = 0;
    struct lexer *lx = es->dt->lx;
    for (uint32_t t = from; t < to; t++) {
        int k = tok_kind(es, t);
        if (k == TOK_ALIGNAS || k == TOK_DECLSPEC)
            return false;
        if (k != TOK_ATTRIBUTE)
            continue;
        uint32_t close = tok_kind(es, t + 1) == TOK_LPAREN ? lexer_match_bracket(lx, t + 1) : 0;
        if (!close || close > to || tok_kind(es, t + 2) != TOK_LPAREN)
            return false;
        /* ((name, name(args), ...)) */
        for (uint32_t a = t + 3; a < close - 1; a++) {
            if (tok_kind(es, a) == TOK_COMMA)
                continue;
            if (tok_kind(es, a) != TOK_IDENTIFIER)
                return false;
            const struct token *n = lexer_token(lx, a);
            const char *text = lexer_text(lx, n);
            bool aligned = (n->len == 7 && memcmp(text, "aligned", 7) == 0) ||
                           (n->len == 11 && memcmp(text, "__aligned__", 11) == 0);
            if (tok_kind(es, a + 1) == TOK_LPAREN) {
                uint32_t end = lexer_match_bracket(lx, a + 1);
                if (!end || !aligned || end != a + 3 || tok_kind(es, a + 2) != TOK_INT_LITERAL)
                    return false;
                const struct token *v = lexer_token(lx, a + 2);
                char buf[24];
                if (v->len >= sizeof buf)
                    return false;
                memcpy(buf, lexer_text(lx, v), v->len);
                buf[v->len] = '\0';
                unsigned long long n2 = strtoull(buf, NULL, 0);
                if (n2 == 0 || (n2 & (n2 - 1)))
                    return false;
                if (n2 > *align)
                    *align = n2;
                a = end;
            } else if (aligned || !(n->len == 14 && memcmp(text, "device_builtin", 14) == 0)) {
                /* (aligned alone: the target's largest; other attributes
                 * may change the layout: packed, ...) */
                return false;
            }
        }
        t = close;
    }
    return true;
}

/* Whether class scope sc declares a `virtual` member function. */
static bool declares_virtual(struct entities *es, const struct scope *sc)
{
    for (const struct class_member *m = ptrmap_get(&es->members, sc); m; m = m->next)
        if (m->node->kind == IL_routine)
            for (uint32_t t = m->node->first_tok; t < m->node->tok; t++)
                if (tok_kind(es, t) == TOK_VIRTUAL)
                    return true;
    return false;
}

static bool compute(struct entities *es, const struct type *c, struct class_layout *out)
{
    const struct symbol *def = definition(c);
    const struct scope *sc = def ? def->members : NULL;
    if (!sc || !sc->close_tok || sc->unknown_bases || sc->opaque_base || pragma_pack(es))
        return false;
    unsigned long long head_align;
    if (!head_alignment(es, sc->key_tok, sc->open_tok, &head_align))
        return false;
    /* the body: no alignas, attributes, pragmas */
    for (uint32_t t = sc->open_tok + 1; t < sc->close_tok; t++) {
        int k = tok_kind(es, t);
        if (k == TOK_ALIGNAS || k == TOK_ATTRIBUTE || k == TOK_DECLSPEC || k == TOK_PRAGMA)
            return false;
        /* an anonymous union or struct member (`union { ... };`) */
        if ((k == TOK_UNION || k == TOK_STRUCT || k == TOK_CLASS) && tok_kind(es, t + 1) == TOK_LBRACE)
            return false;
    }
    /* the fields, in declaration order (the member list is newest first) */
    unsigned nfields = 0;
    for (const struct class_member *m = ptrmap_get(&es->members, sc); m; m = m->next) {
        if (m->node->kind == IL_type && (!m->node->has_pos || !m->node->name[0] ||
                                         m->node->name[0] == '<'))
            return false;   /* an anonymous union or struct member */
        nfields += m->node->kind == IL_field;
    }
    struct field_offset *fields =
        nfields ? arena_alloc(&es->dt->ctx->arena, nfields * sizeof *fields) : NULL;
    unsigned k = nfields;
    for (const struct class_member *m = ptrmap_get(&es->members, sc); m; m = m->next) {
        const struct il_node *f = m->node;
        if (f->kind != IL_field)
            continue;
        if (!f->has_pos || !f->type || tok_kind(es, f->tok + 1) == TOK_COLON)
            return false;   /* unnamed, untyped, a bit-field */
        const struct type *ft = decl_type_of_tree(es->dt, f->type);
        unsigned long long fs, fa;
        if (!ft || !entities_type_size(es, ft, &fs, &fa))
            return false;
        fields[--k] = (struct field_offset){ f, fs, fa, 0 };
    }
    /* the bases: the first dynamic one is the primary base, at 0 */
    const struct base_list *ordered[16], *primary = NULL;
    unsigned n = 0;
    for (const struct base_list *b = sc->bases; b; b = b->next) {
        if (b->is_virtual || b->dependent || !b->base || b->base->kind != SYM_CLASS || n == 16)
            return false;
        const struct type *bt = entities_class_type(es, b->base);
        const struct class_layout *bl = bt ? entities_class_layout(es, bt) : NULL;
        if (!bl)
            return false;
        if (!primary && bl->dynamic)
            primary = b;
        n++;
    }
    unsigned nb = 0;
    if (primary)
        ordered[nb++] = primary;
    for (const struct base_list *b = sc->bases; b; b = b->next)
        if (b != primary)
            ordered[nb++] = b;
    bool is_union = tok_kind(es, sc->key_tok) == TOK_UNION;
    bool dynamic = primary || declares_virtual(es, sc);
    unsigned long long offset = 0, align = 1, ptr = (unsigned long long)arith_target.pointer_size;
    if (dynamic && !primary)
        offset = align = ptr;   /* the vptr */
    for (unsigned i = 0; i < nb; i++) {
        const struct class_layout *bl =
            entities_class_layout(es, entities_class_type(es, ordered[i]->base));
        bool last = i + 1 == nb && nfields == 0;
        if (bl->empty) {
            /* a lone empty base at 0 with nothing after it is certain */
            if (nb != 1 || nfields || dynamic)
                return false;
            continue;
        }
        if (bl->dsize != bl->size && !last)
            return false;   /* (tail padding a later member may reuse) */
        offset = align_up(offset, bl->align) + bl->size;
        if (bl->align > align)
            align = bl->align;
    }
    unsigned long long size = is_union ? 0 : offset;
    for (unsigned i = 0; i < nfields; i++) {
        if (is_union) {
            fields[i].offset = 0;
            if (fields[i].size > size)
                size = fields[i].size;
        } else {
            fields[i].offset = align_up(size, fields[i].align);
            size = fields[i].offset + fields[i].size;
        }
        if (fields[i].align > align)
            align = fields[i].align;
    }
    if (head_align > align)
        align = head_align;
    out->empty = size == 0 && !dynamic;
    out->dynamic = dynamic;
    out->dsize = size;
    out->size = size == 0 ? 1 : align_up(size, align);
    out->align = align;
    out->fields = fields;
    out->nfields = nfields;
    return true;
}

const struct class_layout *entities_class_layout(struct entities *es, const struct type *cls)
{
    const struct type *c = type_canonical(cls);
    if (c->kind != TYPE_class)
        return NULL;
    struct kept_layout *k = ptrmap_get(&es->layouts, c);
    if (k)
        return k->known && !k->busy ? &k->l : NULL;
    k = arena_zalloc(&es->dt->ctx->arena, sizeof *k);
    k->busy = true;
    ptrmap_put(&es->layouts, c, k);
    k->known = compute(es, c, &k->l);
    k->busy = false;
    return k->known ? &k->l : NULL;
}

const struct type *entities_class_type(struct entities *es, const struct symbol *cls)
{
    return decl_type_of_symbol(es->dt, cls);
}
