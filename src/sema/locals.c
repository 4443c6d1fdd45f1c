/* Warnings about local variables: 549, used before its value is set
 * (below); 177, a variable declared and never
 * referenced (a remark unless a control raises it: --diag_warning=177,
 * #pragma nv_diag_warning 177), reported when its scope closes, in the
 * order the variables were declared.
 *
 * Certain or silent: a variable counts as unreferenced only when its
 * name does not occur in any token of the function after its declarator
 * (the input is preprocessed: nothing else can name it), and
 * only for variables of fundamental types, pointers and arrays of them
 * (a class's constructor or destructor may be why it is there).
 * Conditions and range-for declarations are used by their statement;
 * [[maybe_unused]] and __attribute__((unused)) declare the intent. */
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

/* The last token of fn's body that spells each identifier: one pass per
 * function, made when the first variable is looked at. */
static void index_names(struct sema *s, const struct il_node *fn)
{
    ptrmap_free(&s->last_name);
    s->last_name_fn = fn;
    uint32_t end = fn->body_tok && sema_tok_kind(s, fn->body_tok) == TOK_LBRACE
                       ? sema_matching_brace(s, fn->body_tok) : 0;
    for (uint32_t t = fn->body_tok; t && t < end; t++)
        if (sema_tok_kind(s, t) == TOK_IDENTIFIER)
            ptrmap_put(&s->last_name, (void *)sema_ident(s, t), (void *)(uintptr_t)t);
}

static bool says_unused(const struct sema *s, const struct il_node *v)
{
    uint32_t from = v->first_tok;
    /* [[...]] before the declaration's first decl-specifier */
    if (from > 2 && sema_tok_kind(s, from - 1) == TOK_RBRACKET &&
        sema_tok_kind(s, from - 2) == TOK_RBRACKET)
        for (uint32_t t = from - 2; t > 0 && from - t < 64; t--)
            if (sema_tok_kind(s, t) == TOK_LBRACKET && sema_tok_kind(s, t - 1) == TOK_LBRACKET) {
                from = t - 1;
                break;
            }
    for (uint32_t t = from; t < v->tok; t++) {
        const struct token *k = lexer_token(s->lx, t);
        if (k->kind != TOK_IDENTIFIER)
            continue;
        const char *text = lexer_text(s->lx, k);
        if ((k->len == 12 && memcmp(text, "maybe_unused", 12) == 0) ||
            (k->len == 6 && memcmp(text, "unused", 6) == 0) ||
            (k->len == 10 && memcmp(text, "__unused__", 10) == 0))
            return true;
    }
    return false;
}

void sema_check_unused_local(struct sema *s, const struct il_node *fn, const struct il_node *v,
                             uint32_t scope_end)
{
    if (!scope_end || v->kind != IL_variable || !v->has_pos || !(v->flags & IL_F_LOCAL) ||
        (v->flags & (IL_F_EXTERN | IL_F_TYPEDEF)) || !v->type ||
        !sema_type_is_fundamental(v->type) || v->first_tok >= v->tok ||
        sema_tok_kind(s, v->tok) != TOK_IDENTIFIER || scope_end <= v->tok)
        return;
    if (v->type->sub == tk_pointer && (v->type->op & (IL_PTR_LREF | IL_PTR_RREF)))
        return;   /* a reference: what it binds to may be the point */
    /* (a later variable of the same name after this one's scope makes
     * it look referenced: silent) */
    if (s->last_name_fn != fn)
        index_names(s, fn);
    uintptr_t last = (uintptr_t)ptrmap_get(&s->last_name, (void *)sema_ident(s, v->tok));
    if (last > v->tok)
        return;
    if (says_unused(s, v))
        return;
    sema_error2(s, scope_end, v->tok, DIAG_declared_but_not_referenced, "variable",
                sema_ident(s, v->tok)->name);
}

/* ---- 549: a variable used before its value is set ----
 *
 * cudafe++'s rule is lexical, not a flow analysis: a local declared
 * without an initializer whose first reference in the function is a read
 * ("if (c) return 0; return a;" is reported, "if (c) a = 1; return a;"
 * is not; a function with a label is not judged).  Certain or silent:
 * the first token after the declaration that spells the name must be a
 * use uses.c classified as a read (a reference it did not classify -- an
 * argument, an address, a lambda's capture, a member -- makes it silent).
 * Candidates are locals of fundamental types, pointers and arrays of
 * them, without an initializer, not static or extern.  A read in the
 * body of a loop that starts after the declaration is not reported, nor
 * one in its header that names the variable again (cudafe++ considers
 * the loop's later iterations).  Reported
 * when the full-expression of the read ends (after its other findings). */

/* A class whose default-initialization leaves every member without a
 * value (cudafe++ reports its variables' reads too): a plain class of
 * the global namespace without constructors, virtual functions or
 * default member initializers, whose data members are of fundamental
 * types (not references or const) or such classes, and whose bases are
 * such classes. */
static bool uninitialized_class(const struct sema *s, const struct il_tree *type, int depth)
{
    type = type ? sema_full_type(s, type) : NULL;
    if (!type || type->kind != IL_type || !(type->op & IL_TYPE_NAMED) || !type->u.sym ||
        depth > 8 || (type->op & (IL_CV_CONST | IL_CV_VOLATILE)))
        return false;
    const struct symbol *c = type->u.sym;
    if (!sema_plain_class(s, c) || sema_ctors_of(s, c->members) || sema_has_conversion(s, c->members))
        return false;
    for (const struct base_list *b = c->members->bases; b; b = b->next) {
        struct il_tree named = { 0 };
        named.kind = IL_type;
        named.op = IL_TYPE_NAMED;
        named.u.sym = b->base;
        if (!uninitialized_class(s, &named, depth + 1))
            return false;
    }
    uint32_t open = c->tok + 1;
    while (sema_tok_kind(s, open) != TOK_LBRACE && sema_tok_kind(s, open) != TOK_EOF)
        open++;
    uint32_t close = sema_matching_brace(s, open);
    if (!close)
        return false;
    for (uint32_t t = open; t < close; t++)
        if (sema_tok_kind(s, t) == TOK_VIRTUAL || sema_tok_kind(s, t) == TOK_OPERATOR)
            return false;
    const struct il_node *fields[32];
    int n = sema_data_members(s, c->members, fields, 32);
    if (n <= 0)
        return false;
    for (int i = 0; i < n; i++) {
        const struct il_tree *t = fields[i]->type;
        if (fields[i]->init || fields[i]->init_tok || !t || t->kind != IL_type ||
            (t->op & IL_CV_CONST) || sema_tok_kind(s, fields[i]->tok + 1) == TOK_COLON)
            return false;
        if (sema_type_is_fundamental(t) ? t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF))
                                        : !uninitialized_class(s, t, depth + 1))
            return false;
    }
    return true;
}

bool sema_before_set_candidate(const struct sema *s, const struct il_node *v)
{
    /* (__shared__ and the other memory spaces: not automatic variables) */
    return v->kind == IL_variable && v->has_pos && (v->flags & IL_F_LOCAL) && !v->init &&
           !v->init_tok && !(v->flags & (IL_F_STATIC | IL_F_EXTERN | IL_F_TYPEDEF)) && v->type &&
           v->nattrs == 0 &&
           (sema_type_is_fundamental(v->type) || uninitialized_class(s, v->type, 0)) &&
           !(v->type->sub == tk_pointer && (v->type->op & (IL_PTR_LREF | IL_PTR_RREF))) &&
           sema_tok_kind(s, v->tok) == TOK_IDENTIFIER && !says_unused(s, v);
}

static int by_tok(const void *a, const void *b)
{
    const struct il_node *x = *(const struct il_node *const *)a;
    const struct il_node *y = *(const struct il_node *const *)b;
    return x->tok < y->tok ? -1 : x->tok > y->tok;
}

/* A loop that starts after the declaration, holds the use and names
 * the variable again after it: a later iteration may come after a write
 * (cudafe++ is silent there). */
static bool in_later_loop(const struct sema *s, const struct sema_span *loops, size_t nloops,
                          uint32_t decl, uint32_t use)
{
    const struct ident *id = sema_ident(s, use);
    for (size_t i = 0; i < nloops; i++) {
        if (loops[i].first <= decl || loops[i].first > use || use > loops[i].last)
            continue;
        /* in the loop's body: silent, whatever names the variable
         * (observed; a do loop's condition is not its body) */
        int k = sema_tok_kind(s, loops[i].first);
        uint32_t close = k == TOK_FOR || k == TOK_WHILE ? sema_matching_paren(s, loops[i].first + 1) : 0;
        uint32_t body_end = k == TOK_DO && sema_tok_kind(s, loops[i].first + 1) == TOK_LBRACE
                                ? sema_matching_brace(s, loops[i].first + 1) : 0;
        if ((close && use > close) || (body_end && use < body_end))
            return true;
        for (uint32_t t = use + 1; t <= loops[i].last; t++)
            if (sema_tok_kind(s, t) == TOK_IDENTIFIER && sema_ident(s, t) == id)
                return true;
    }
    return false;
}

void sema_check_used_before_set(struct sema *s, const struct il_node *fn,
                                const struct il_node **cands, size_t n,
                                const struct sema_span *loops, size_t nloops)
{
    uint32_t end = fn->body_tok && sema_tok_kind(s, fn->body_tok) == TOK_LBRACE
                       ? sema_matching_brace(s, fn->body_tok) : 0;
    if (!n || !end || s->opt.no_use_before_set)
        return;
    qsort(cands, n, sizeof *cands, by_tok);
    /* ident -> the candidate waiting for its first reference (index + 2),
     * or 1 when that one has been seen */
    struct ptrmap waiting = { 0 };
    size_t next = 0;
    for (uint32_t t = fn->body_tok; t < end; t++) {
        if (sema_tok_kind(s, t) != TOK_IDENTIFIER)
            continue;
        const struct ident *id = sema_ident(s, t);
        uintptr_t w = (uintptr_t)ptrmap_get(&waiting, id);
        while (next < n && cands[next]->tok < t)
            next++;
        if (next < n && cands[next]->tok == t) {
            ptrmap_put(&waiting, id, (void *)(uintptr_t)(next + 2));
            continue;
        }
        if (w < 2)
            continue;
        ptrmap_put(&waiting, id, (void *)(uintptr_t)1);
        uintptr_t u = (uintptr_t)ptrmap_get(&s->use_at, (void *)(uintptr_t)(t + 1));
        if (((u & 7) == USE_READ || (u & 7) == USE_READ_WRITE) &&
            !in_later_loop(s, loops, nloops, cands[w - 2]->tok, t))
        {
            sema_error_late(s, (uint32_t)(u >> 3), t, DIAG_used_before_set, id->name);
            sema_found_by(s, (uint32_t)(uintptr_t)ptrmap_get(&s->use_from,
                                                             (void *)(uintptr_t)(t + 1)) - 1);
        }
    }
    ptrmap_free(&waiting);
}
