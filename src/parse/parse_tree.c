/* Building the IL's trees (il_tree.h) from the grammar's actions:
 * statements, expressions and types, in the parse arena.
 *
 * The grammar passes trees up in pval.t (lists: pval.t the first, pval.tl
 * the last).  Declarators collect their derived types (pointer, array,
 * function, ...) as a list, innermost-declared last: the derivation
 * reduced last applies to the decl-specifiers' type first (`*a[3]`:
 * array of 3 pointers), so pt_type() folds the list from its head, and
 * pt_derive() pushes onto it. */
#include <string.h>

#include "parse/parse_int.h"
#include "generated/parser.h"
#include "parse/token_filter.h"

static uint32_t lex_kind(struct parser *p, uint32_t tok)
{
    return parser_token(p, tok)->kind;
}

struct il_tree *pt_new(struct parser *p, enum il_kind kind, unsigned sub, unsigned op,
                       uint32_t tok)
{
    struct il_tree *t = ARENA_NEW(&p->arena, struct il_tree);
    t->kind = (uint8_t)kind;
    t->sub = (uint8_t)sub;
    t->op = (uint16_t)op;
    t->tok = tok;
    return t;
}

/* Append the chain kids (a node and its siblings) to t's children. */
struct il_tree *pt_add(struct il_tree *t, struct il_tree *kids)
{
    if (!t || !kids)
        return t;
    struct il_tree **at = &t->first;
    while (*at)
        at = &(*at)->next;
    *at = kids;
    return t;
}

struct il_tree *pt_node(struct parser *p, enum il_kind kind, unsigned sub, unsigned op,
                        uint32_t tok, struct il_tree *a, struct il_tree *b, struct il_tree *c,
                        struct il_tree *d)
{
    struct il_tree *t = pt_new(p, kind, sub, op, tok);
    pt_add(t, a);
    pt_add(t, b);
    pt_add(t, c);
    pt_add(t, d);
    return t;
}

struct il_tree *pt_none(struct parser *p, uint32_t tok)
{
    return pt_new(p, IL_none, 0, 0, tok);
}

void pt_list(struct pval *list, struct il_tree *x)
{
    if (!x)
        return;
    if (!list->t) {
        list->t = x;
    } else {
        struct il_tree *last = list->tl ? list->tl : list->t;
        last->next = x;
    }
    while (x->next)
        x = x->next;
    list->tl = x;
}

/* The operation written with the operator token tok (its lexer kind:
 * the grammar value's, which is the right one for half of a split >>)
 * in the given form. */
struct il_tree *pt_optok(struct parser *p, uint32_t tok, uint32_t kind, enum il_form form,
                         struct il_tree *a, struct il_tree *b)
{
    int eok = il_operation_for_token(kind, form);
    if (eok < 0)   /* a token no table row covers */
        return pt_node(p, IL_expr_node, enk_error, 0, tok, a, b, NULL, NULL);
    return pt_node(p, IL_expr_node, enk_operation, (unsigned)eok, tok, a, b, NULL, NULL);
}

/* A fold-expression (its `...`) with its operator's operation (op_kind:
 * the operator token's kind). */
struct il_tree *pt_fold(struct parser *p, uint32_t ellipsis, uint32_t op_kind,
                        struct il_tree *a, struct il_tree *b)
{
    int eok = il_operation_for_token(op_kind, IL_FORM_binary);
    return pt_node(p, IL_expr_node, enk_fold_expression, eok < 0 ? 0 : (unsigned)eok,
                   ellipsis, a, b, NULL, NULL);
}

struct il_tree *pt_literal(struct parser *p, uint32_t tok)
{
    unsigned ck;
    switch (lex_kind(p, tok)) {
    case TOK_FLOAT_LITERAL: case TOK_UD_FLOAT_LITERAL:
        ck = ck_float;
        break;
    case TOK_STRING_LITERAL: case TOK_UD_STRING_LITERAL: case TOK_FUNC_NAME:
    case TOK_FUNCTION_NAME: case TOK_PRETTY_FUNCTION:
        ck = ck_string;
        break;
    default:   /* integer, character, boolean literals, nullptr, __null */
        ck = ck_integer;
        break;
    }
    return pt_new(p, IL_expr_node, enk_constant, ck, tok);
}

/* A name used as an expression: what lookup found (sym), or a
 * name_reference when it found nothing (dependent, undeclared). */
struct il_tree *pt_name(struct parser *p, uint32_t tok, struct symbol *sym)
{
    struct symbol *s = sym ? symbol_resolve(sym) : NULL;
    struct il_tree *t;
    if (!s) {
        t = pt_new(p, IL_name_reference, 0, 0, tok);
        return t;
    }
    switch (s->kind) {
    case SYM_VARIABLE: case SYM_VARIABLE_TEMPLATE: {
        unsigned k = enk_variable;
        if (s->parent && s->parent->kind == SCOPE_CLASS && !(s->flags & SYMF_STATIC))
            k = enk_field;
        else if (s->parent && s->parent->kind == SCOPE_PARAMS)
            k = enk_param_ref;
        t = pt_new(p, IL_expr_node, k, 0, tok);
        break;
    }
    case SYM_FUNCTION: case SYM_FUNCTION_TEMPLATE:
        t = pt_new(p, IL_expr_node, enk_routine, 0, tok);
        break;
    case SYM_ENUMERATOR:
        t = pt_new(p, IL_expr_node, enk_constant, ck_integer, tok);
        break;
    case SYM_VALUE_PARAM:
        t = pt_new(p, IL_expr_node, enk_constant, ck_template_param, tok);
        break;
    default:
        t = pt_new(p, IL_name_reference, 0, 0, tok);
        break;
    }
    t->u.sym = s;
    return t;
}

/* ---- declarations in statements ---- */

struct pending_decl {
    struct il_tree *t;
    struct scope *scope;
    struct pending_decl *next;
};

/* A declaration in a block was made (il_node n): the statement that
 * declares it (pt_decl_stmt) takes it. */
void pt_local_decl(struct parser *p, struct il_node *n)
{
    struct pending_decl *d = ARENA_NEW(&p->arena, struct pending_decl);
    d->t = pt_new(p, IL_source_sequence_entry, 0, 0, n->tok);
    d->t->u.decl = n;
    d->scope = p->scope;
    d->next = p->pending_decls;
    p->pending_decls = d;
}

/* A declaration statement ends: it holds the declarations made in the
 * current scope since the last one (those of lambdas or statement
 * expressions inside it belong to their own blocks' statements). */
struct il_tree *pt_decl_stmt(struct parser *p, uint32_t tok)
{
    struct il_tree *s = pt_new(p, IL_statement, stmk_decl, 0, tok);
    struct il_tree *kids = NULL;
    struct pending_decl **at = &p->pending_decls;
    while (*at) {
        struct pending_decl *d = *at;
        if (d->scope == p->scope) {
            d->t->next = kids;   /* the list is newest first: this restores order */
            kids = d->t;
            *at = d->next;
        } else {
            at = &d->next;
        }
    }
    pt_add(s, kids);
    return s;
}

/* Block s is closed: declarations in it that no statement took (after a
 * syntax error) are dropped, so the pending list stays short. */
void pt_block_end(struct parser *p, struct scope *s)
{
    struct pending_decl **at = &p->pending_decls;
    while (*at) {
        if ((*at)->scope == s)
            *at = (*at)->next;
        else
            at = &(*at)->next;
    }
}

/* ---- types ---- */

/* Push derivation d onto the list (head: the one reduced last). */
struct il_tree *pt_derive(struct il_tree *list, struct il_tree *d)
{
    if (!d)
        return list;
    d->next = list;
    return d;
}

struct il_tree *pt_ptr_operator(struct parser *p, uint32_t tok, unsigned cv,
                                struct scope *member_of)
{
    switch (lex_kind(p, tok)) {
    case TOK_AMP:
        return pt_new(p, IL_type, tk_pointer, IL_PTR_LREF, tok);
    case TOK_AMPAMP:
        return pt_new(p, IL_type, tk_pointer, IL_PTR_RREF, tok);
    default:
        break;
    }
    struct il_tree *t = pt_new(p, IL_type, member_of ? tk_ptr_to_member : tk_pointer, cv, tok);
    if (member_of)
        t->u.sym = member_of->owner;
    return t;
}

struct il_tree *pt_array(struct parser *p, uint32_t lbracket, struct il_tree *bound)
{
    return pt_node(p, IL_type, tk_array, 0, lbracket, bound, NULL, NULL, NULL);
}

/* The function type of a parameter clause (pq: the params_quals value:
 * its scope, qualifiers and exception specification), with one
 * param_type per parameter (its type and default argument), then the
 * exception specification. */
struct il_tree *pt_routine(struct parser *p, const struct pval *pq)
{
    struct scope *params = pq->p;
    struct il_tree *t = pt_new(p, IL_type, tk_routine, pq->kind, params ? params->open_tok : 0);
    if (params) {
        for (struct il_param *pr = params->params; pr; pr = pr->next) {
            struct il_tree *pt = pt_new(p, IL_param_type, 0, 0, pr->name_tok);
            if (!pr->name_tok)
                pt->tok = pr->first_tok;
            if (!pr->type_node) {   /* (a node is in one tree only) */
                pt_add(pt, pr->type);
                pt_add(pt, pr->init);   /* a default argument read in place */
                pr->type_node = pt;
            }
            pt_add(t, pt);
        }
    }
    pt_add(t, pq->t);
    return t;
}

/* A parameter's default argument, once it is parsed (in place or
 * replayed): the second child of its param_type node. */
void pt_param_default(struct il_param *pr, struct il_tree *init)
{
    pr->init = init;
    if (pr->type_node && init)
        pt_add(pr->type_node, init);
}

static bool float_kw(uint32_t k)
{
    switch (k) {
    case TOK_FLOAT: case TOK_DOUBLE: case TOK_GNU_FLOAT128: case TOK_GNU_FLOAT80:
    case TOK_BF16: case TOK_FP16: case TOK_FLOAT16: case TOK_FLOAT32: case TOK_FLOAT32X:
    case TOK_FLOAT64: case TOK_FLOAT64X: case TOK_FLOAT128:
        return true;
    default:
        return false;
    }
}

/* The type the decl-specifiers name (before any declarator applies). */
static struct il_tree *base_type(struct parser *p, struct declspec *ds)
{
    if (!ds || !(ds->flags & DS_HAS_TYPE))
        return NULL;
    struct il_tree *t = pt_new(p, IL_type, tk_error, ds->cv, ds->type_tok);
    /* template arguments: a node is in one tree only, so the first
     * declarator's type has them (`A<int> a, *b;`: b's A has none) */
    pt_add(t, ds->targs);
    ds->targs = NULL;
    struct symbol *s = ds->type ? symbol_resolve(ds->type) : NULL;
    if (s) {
        t->u.sym = s;
        t->op |= IL_TYPE_NAMED;
        switch (s->kind) {
        case SYM_CLASS: case SYM_CLASS_TEMPLATE: t->sub = tk_class; break;
        case SYM_ENUM: t->sub = tk_integer; break;
        case SYM_TYPE_PARAM: case SYM_TEMPLATE_PARAM: t->sub = tk_template_param; break;
        default: t->sub = tk_typeref; break;
        }
        return t;
    }
    if (ds->nkw) {
        /* builtin keywords: void, floating, complex, or integer */
        t->sub = tk_integer;
        memcpy(t->u.kw, ds->kw, sizeof t->u.kw);
        for (unsigned i = 0; i < ds->nkw; i++) {
            uint32_t k = lex_kind(p, ds->type_tok + ds->kw[i]);
            if (k == TOK_VOID)
                t->sub = tk_void;
            else if (k == TOK_BUILTIN_VA_LIST)
                t->sub = tk_typeref;
            else if (k == TOK_AUTO_TYPE)
                t->sub = tk_auto;
            else if (float_kw(k) && t->sub != tk_complex && t->sub != tk_imaginary)
                t->sub = tk_float;
            else if (k == TOK_COMPLEX)
                t->sub = tk_complex;
            else if (k == TOK_IMAGINARY)
                t->sub = tk_imaginary;
        }
        return t;
    }
    t->op |= IL_TYPE_NAMED;
    switch (lex_kind(p, ds->type_tok)) {
    case TOK_AUTO: t->sub = tk_auto; break;
    case TOK_TYPEOF: case TOK_TYPEOF_UNQUAL: t->sub = tk_typeof; break;
    case TOK_CLASS: case TOK_STRUCT: case TOK_UNION: t->sub = tk_class; break;
    case TOK_ENUM: t->sub = tk_integer; break;
    default:
        /* decltype, typename X::y, __underlying_type, a constrained auto ... */
        t->sub = filter_map_kind((int)lex_kind(p, ds->type_tok)) == P_CONCEPT_NAME
                 ? tk_auto : tk_typeref;
        break;
    }
    return t;
}

/* Fold derived onto the decl-specifiers' type (see the file comment). */
struct il_tree *pt_type(struct parser *p, struct declspec *ds, struct il_tree *derived)
{
    struct il_tree *t = base_type(p, ds);
    while (derived) {
        struct il_tree *d = derived;
        derived = d->next;
        d->next = NULL;
        if (t) {
            t->next = d->first;
            d->first = t;
        }
        t = d;
    }
    return t;
}

/* The type a functional cast or a type-name names (no decl-specifiers
 * object): tok its token, sym what it names. */
struct il_tree *pt_type_name(struct parser *p, uint32_t tok, struct symbol *sym)
{
    struct declspec ds = { 0 };
    ds.flags = DS_HAS_TYPE;
    ds.type = sym;
    ds.type_tok = tok;
    if (!sym && filter_map_kind((int)lex_kind(p, tok)) == P_BUILTIN_TYPE)
        ds.nkw = 1;
    return base_type(p, &ds);
}
