/* Aggregate initializers with a string literal where a member of an
 * arithmetic type goes: `Q q = {1, "s"};` (error 144 "a value of type
 * sema_literal_pointer(s) cannot be used to initialize an entity of type "int"",
 * at the literal).
 *
 * The initializer list is matched to the members the way [dcl.init.aggr]
 * does: each element initializes the next non-static data member in
 * declaration order; a braced element initializes a member aggregate;
 * an element that is not braced where a member aggregate goes starts
 * brace elision (its members take the elements that follow).  Observed
 * for block-scope and namespace-scope variables, arrays of aggregates,
 * nested and elided lists alike.
 *
 * Certain or silent: the aggregates are plain classes (members.c) with
 * the class-key struct, no bases, no constructors of their own, no
 * virtual, private or protected member, no bit-field, no array member;
 * brace elision starts only at a literal; a member of any other class
 * type takes one element; the first string found for a member of an
 * arithmetic type written with keywords (not bool) is reported, and the
 * walk stops at anything it does not model. */
#include <stdio.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

enum { WALK_ON = 1, WALK_STOP = 0, WALK_REPORTED = -1 };

struct members {
    const struct il_node *f[32];
    unsigned n;
};

/* The class a type node names when it is an aggregate the walk models;
 * its non-static data members in declaration order into *m. */
static const struct symbol *aggregate(const struct sema *s, const struct il_tree *t,
                                      struct members *m)
{
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || t->first || !t->u.sym)
        return NULL;
    const struct symbol *c = t->u.sym;
    for (int guard = 0; c && c->kind == SYM_TYPEDEF && guard < 8; guard++)
        c = c->target;
    if (!c || c->kind != SYM_CLASS || !sema_plain_class(s, c) || c->members->bases ||
        c->members->unknown_bases || sema_ctors_of(s, c->members) ||
        sema_tok_kind(s, c->tok - 1) != TOK_STRUCT)
        return NULL;
    /* its body: no virtual, private or protected */
    uint32_t b = c->tok + 1;
    if (sema_tok_kind(s, b) != TOK_LBRACE)
        return NULL;
    uint32_t close = sema_matching_brace(s, b);
    if (!close)
        return NULL;
    for (uint32_t i = b + 1; i < close; i++) {
        int k = sema_tok_kind(s, i);
        if (k == TOK_VIRTUAL || k == TOK_PRIVATE || k == TOK_PROTECTED)
            return NULL;
        if (k == TOK_IDENTIFIER && sema_ident(s, i) == c->id &&
            (sema_tok_kind(s, i + 1) == TOK_LPAREN || sema_tok_kind(s, i - 1) == TOK_TILDE))
            return NULL;   /* (a constructor or destructor not indexed; the
                            * name as a type, `sink &`, is fine) */
    }
    int n = sema_data_members(s, c->members, m->f, 32);
    if (n < 0)
        return NULL;
    m->n = (unsigned)n;
    for (unsigned i = 0; i < m->n; i++)
        if (sema_tok_kind(s, m->f[i]->tok + 1) == TOK_COLON)
            return NULL;   /* a bit-field */
    return c;
}

static bool is_braced(const struct il_tree *e)
{
    return e && e->kind == IL_expr_node && e->sub == enk_braced_init_list;
}

static bool is_literal(const struct sema *s, const struct il_tree *e)
{
    if (!e || e->kind != IL_expr_node || e->sub != enk_constant)
        return false;
    int k = sema_tok_kind(s, e->tok);
    return k == TOK_INT_LITERAL || k == TOK_FLOAT_LITERAL || k == TOK_CHAR_LITERAL ||
           k == TOK_STRING_LITERAL;
}

/* The members of aggregate type t take elements from *cursor on. */
static int init_class(struct sema *s, const struct il_tree *t, const struct il_tree **cursor,
                      uint32_t order, int depth)
{
    struct members m;
    if (depth > 8 || !aggregate(s, t, &m))
        return WALK_STOP;
    for (unsigned i = 0; i < m.n; i++) {
        const struct il_tree *e = *cursor, *mt = m.f[i]->type;
        if (!e)
            return WALK_ON;   /* the rest: value-initialized */
        if (!mt || mt->kind != IL_type || mt->sub == tk_array)
            return WALK_STOP;
        struct members sub;
        bool member_aggregate = aggregate(s, mt, &sub) != NULL;
        if (is_braced(e)) {
            if (!member_aggregate)
                return WALK_STOP;
            const struct il_tree *inner = e->first;
            int r = init_class(s, mt, &inner, order, depth + 1);
            if (r != WALK_ON)
                return r;
            if (inner)
                return WALK_STOP;   /* too many initializers: another message */
            *cursor = e->next;
            continue;
        }
        if (member_aggregate) {
            if (!is_literal(s, e))
                return WALK_STOP;   /* perhaps an object of that type */
            int r = init_class(s, mt, cursor, order, depth + 1);
            if (r != WALK_ON)
                return r;
            continue;
        }
        if (sema_string_conversion(s, order, 0, e, mt, SEMA_STR_INIT, false)) {
            if (s->opt.string_conv == SEMA_STRCONV_ERROR)
                return WALK_REPORTED;
            *cursor = e->next;
            continue;
        }
        if (sema_string_to_arith(s, e, mt)) {
            enum arith_id a = sema_arith_of_type(s, mt);
            sema_error2(s, order, e->tok, DIAG_bad_initializer_type, sema_literal_pointer(s),
                        sema_quoted(s, arith_infos[a].display));
            return WALK_REPORTED;
        }
        if ((mt->op & IL_TYPE_NAMED) && mt->u.sym &&
            (mt->u.sym->kind == SYM_CLASS_TEMPLATE || mt->u.sym->kind == SYM_TYPE_PARAM))
            return WALK_STOP;
        *cursor = e->next;
    }
    return WALK_ON;
}

/* Designated initializers `.name = value` naming no data member of the
 * aggregate (136, at the name). */
bool sema_check_designators(struct sema *s, const struct il_tree *t, const struct il_tree *init,
                            uint32_t order)
{
    struct members m;
    const struct symbol *c = aggregate(s, t, &m);
    if (!c)
        return false;
    for (const struct il_tree *e = init->first; e; e = e->next) {
        /* (the node's token: the designator's name, after its `.`) */
        if (e->kind != IL_expr_node || e->sub != enk_initializer || e->tok == 0 ||
            sema_tok_kind(s, e->tok - 1) != TOK_DOT || sema_tok_kind(s, e->tok) != TOK_IDENTIFIER ||
            sema_tok_kind(s, e->tok + 1) == TOK_DOT)
            continue;
        const struct ident *id = sema_ident(s, e->tok);
        bool found = false;
        for (unsigned i = 0; i < m.n && !found; i++)
            found = m.f[i]->has_pos && sema_tok_kind(s, m.f[i]->tok) == TOK_IDENTIFIER &&
                    sema_ident(s, m.f[i]->tok) == id;
        const char *cls = sema_entity_text(s, c);
        if (!found && cls) {
            sema_error_member_of(s, order, e->tok, "class", cls, id->name, DIAG_edg_136);
            return true;
        }
    }
    return false;
}

void sema_check_aggregate_init(struct sema *s, const struct il_node *v)
{
    const struct il_tree *init = v->init, *t = v->type;
    if (!init || !is_braced(init) || !t || t->kind != IL_type)
        return;
    uint32_t order = v->init_tok ? v->init_tok : init->tok;
    if (sema_check_designators(s, t, init, order))
        return;
    const struct il_tree *elem = t;
    while (elem && elem->kind == IL_type && elem->sub == tk_array)
        elem = elem->first;
    if (t->sub == tk_array && elem && elem->kind == IL_type) {
        /* an array of numbers (not characters: "abc" initializes those),
         * maybe of arrays of them, initialized by a flat list; const
         * elements spelled "const int" */
        struct il_tree plain = *elem;
        plain.op &= (uint16_t)~IL_CV_CONST;
        plain.next = NULL;
        unsigned cv = 0;
        enum arith_id a = sema_arith_and_cv(s, &plain, false, &cv);
        bool character = a != ARITH_NONE && (arith_infos[a].size == 1 || a == ARITH_wchar_t ||
                                             a == ARITH_char16_t || a == ARITH_char32_t);
        if (a != ARITH_NONE && a != ARITH_bool && !character && !cv &&
            !(elem->op & (IL_TYPE_NAMED | IL_CV_VOLATILE))) {
            for (const struct il_tree *e = init->first; e; e = e->next) {
                if (is_braced(e))
                    return;
                if (sema_string_to_arith(s, e, &plain)) {
                    char type[48];
                    snprintf(type, sizeof type, "%s%s", (elem->op & IL_CV_CONST) ? "const " : "",
                             arith_infos[a].display);
                    sema_error2(s, order, e->tok, DIAG_bad_initializer_type, sema_literal_pointer(s),
                                sema_quoted(s, type));
                    return;
                }
            }
            return;
        }
        if (elem->sub == tk_pointer && !(elem->op & (IL_TYPE_NAMED | IL_PTR_LREF | IL_PTR_RREF |
                                                    IL_CV_CONST | IL_CV_VOLATILE | IL_CV_RESTRICT))) {
            /* an array of pointers (maybe of arrays of them) initialized by a
             * flat list: each value that is no such pointer (144, observed:
             * every one, in order) */
            for (const struct il_tree *e = init->first; e; e = e->next)
                if (is_braced(e))
                    return;
            for (const struct il_tree *e = init->first; e; e = e->next) {
                const char *at, *pt;
                if (sema_incompatible(s, e, elem, &at, &pt))
                    sema_error2(s, order, sema_first_token(e), DIAG_bad_initializer_type, at,
                                sema_quoted(s, pt));
            }
            return;
        }
        if (t->first && t->first->sub == tk_array)
            return;
    }
    if (t->sub == tk_array) {
        /* an array of aggregates, each element braced */
        for (const struct il_tree *e = init->first; e; e = e->next) {
            if (!is_braced(e))
                return;
            const struct il_tree *inner = e->first;
            if (init_class(s, t->first, &inner, order, 0) != WALK_ON || inner)
                return;
        }
        return;
    }
    const struct il_tree *cursor = init->first;
    init_class(s, t, &cursor, order, 0);
}
