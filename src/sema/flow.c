/* Whether control can reach the end of a function: warning 940, "missing
 * return statement at end of non-void function "f"", at the body's `}`.
 *
 * cudafe++ gives it for host and __host__ __device__ functions (not for
 * __device__ ones, nor for templates at their definition), naming the
 * function with its classes and namespaces ("S::m", "ns::q").
 *
 * Certain or silent: a statement can complete normally when it is an
 * expression or declaration whose calls are of functions none of whose
 * declarations says noreturn (a call of one that says it cannot); a block when all its statements can (after
 * one that cannot, the rest is unreachable); an if without else, or
 * with a branch that can; a while or for with a condition (other than a
 * constant), or with none or a non-zero literal and a break out of it; a do-while whose body can
 * complete or continue, or that breaks; a switch without default, or
 * whose last statement is reached and can complete, or with a break that
 * is reached (a loop's breaks count wherever they are, a switch's only
 * when reached: `default: die(); break;` with a noreturn die ends no
 * switch; observed).  return and throw
 * cannot.  Anything else -- labels and gotos, try, asm, constant
 * conditions, calls of what is not one known function -- leaves the
 * function unjudged. */
#include <stdint.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

enum flow { FLOW_UNKNOWN = -1, FLOW_STOPS = 0, FLOW_COMPLETES = 1 };

/* Whether any declaration of the function sym names it noreturn (its
 * tokens from the first decl-specifier to the end of the declarator:
 * `[[noreturn]]`, `__attribute__((__noreturn__))`); -1 when a
 * declaration is not found. */
static int noreturn_scan(const struct sema *s, const struct symbol *head);

static int noreturn_function(const struct sema *s, const struct symbol *sym)
{
    if (!sym || !sym->parent || (sym->kind != SYM_FUNCTION && sym->kind != SYM_FUNCTION_TEMPLATE))
        return -1;
    /* A list of declarations is read once: kept by its newest symbol (a
     * declaration added later makes another list).  -1 is not kept (a
     * declaration not indexed yet may be later). */
    const struct symbol *head = scope_find_local(sym->parent, sym->id);
    if (!head)
        return noreturn_scan(s, head);
    struct ptrmap *memo = (struct ptrmap *)&s->noreturn_of;
    uintptr_t known = (uintptr_t)ptrmap_get(memo, head);
    if (known)
        return (int)known - 1;
    int r = noreturn_scan(s, head);
    if (r >= 0)
        ptrmap_put(memo, head, (void *)(uintptr_t)(r + 1));
    return r;
}

static int noreturn_scan(const struct sema *s, const struct symbol *head)
{
    for (const struct symbol *x = head; x; x = x->next) {
        if (x->kind == SYM_USING)
            return -1;
        if (x->kind != SYM_FUNCTION && x->kind != SYM_FUNCTION_TEMPLATE)
            continue;
        const struct il_node *n = sema_routine_at(s, x->tok);
        if (!n)
            n = sema_member_at(s, x->tok);
        if (!n || !n->first_tok || n->first_tok > n->tok)
            return -1;
        /* from the start of the declaration: attributes before its first
         * decl-specifier ([[noreturn]] void f();) count */
        uint32_t from = n->first_tok;
        while (from > 0) {
            int k = sema_tok_kind(s, from - 1);
            if (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_RBRACE || k == TOK_EOF)
                break;
            from--;
        }
        int depth = 0;
        for (uint32_t i = from;; i++) {
            int k = sema_tok_kind(s, i);
            if (k == TOK_EOF)
                return -1;
            if (k == TOK_LPAREN || k == TOK_LBRACKET)
                depth++;
            else if (k == TOK_RPAREN || k == TOK_RBRACKET)
                depth--;
            else if (depth == 0 && i > n->tok && i >= n->first_tok &&
                     (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_COLON || k == TOK_ASSIGN))
                break;
            if (k == TOK_IDENTIFIER) {
                const struct ident *id = sema_ident(s, i);
                if (strcmp(id->name, "noreturn") == 0 || strcmp(id->name, "__noreturn__") == 0)
                    return 1;
            }
        }
    }
    return 0;
}

/* An expression's effect on flow: a throw stops; a call of a function
 * that may be noreturn, or of anything not one known function, is not
 * judged. */
static enum flow expr_flow(const struct sema *s, const struct il_tree *e, int depth)
{
    enum flow result = FLOW_COMPLETES;
    for (; e; e = e->next) {
        if (depth > 200)
            return FLOW_UNKNOWN;
        if (e->kind == IL_statement)
            return FLOW_UNKNOWN;   /* a statement expression */
        if (e->kind == IL_expr_node && e->sub == enk_throw)
            return FLOW_STOPS;
        if (e->kind == IL_expr_node && e->sub == enk_lambda)
            continue;   /* its body runs elsewhere */
        if (e->kind == IL_expr_node && e->sub == enk_operation &&
            (e->op == eok_call || e->op == eok_cuda_launch)) {
            const struct il_tree *callee = e->first;
            if (e->op == eok_call) {
                if (!callee || callee->kind != IL_expr_node || callee->sub != enk_routine)
                    return FLOW_UNKNOWN;
                int nr = noreturn_function(s, callee->u.sym);
                if (nr < 0)
                    return FLOW_UNKNOWN;
                if (nr > 0)
                    result = FLOW_STOPS;   /* (its arguments are judged still) */
            }
        }
        if (e->first) {
            enum flow f = expr_flow(s, e->first, depth + 1);
            if (f == FLOW_UNKNOWN)
                return f;
            if (f == FLOW_STOPS)
                result = FLOW_STOPS;
        }
    }
    return result;
}

/* Whether a `break` (for_loop: or a `continue`) in t leaves the
 * statement t belongs to: not inside a nested loop or switch. */
static bool has_jump(const struct il_tree *t, int kind, int depth)
{
    for (; t; t = t->next) {
        if (depth > 200)
            return true;
        if (t->kind != IL_statement)
            continue;
        if (t->sub == kind)
            return true;
        bool nested = t->sub == stmk_while || t->sub == stmk_end_test_while ||
                      t->sub == stmk_for || t->sub == stmk_range_based_for ||
                      (t->sub == stmk_switch && kind == stmk_break);
        if (!nested && has_jump(t->first, kind, depth + 1))
            return true;
    }
    return false;
}

static const struct il_tree *last_child(const struct il_tree *t)
{
    const struct il_tree *c = t ? t->first : NULL;
    while (c && c->next)
        c = c->next;
    return c;
}

/* A loop condition: absent (`for (;;)`) is always true; a literal is a
 * constant (not judged); anything else is not constant. */
/* expr_flow of one expression, not its siblings. */
static enum flow expr_flow_one(const struct sema *s, const struct il_tree *e)
{
    struct il_tree one = *e;
    one.next = NULL;
    return expr_flow(s, &one, 0);
}

static int condition_kind(const struct sema *s, const struct il_tree *c)
{
    if (!c || c->kind == IL_none)
        return 1;   /* always true */
    if (c->kind == IL_expr_node && c->sub == enk_constant) {
        /* `while (1)`, `while (true)`: always true; other literals not judged */
        const struct token *t = lexer_token(s->lx, c->tok);
        if (t->kind == TOK_TRUE || (t->kind == TOK_INT_LITERAL && t->len == 1 &&
                                    lexer_text(s->lx, t)[0] == '1'))
            return 1;
        return -1;
    }
    return 0;
}

/* brk: the innermost enclosing switch's "a break of it is reachable"
 * (NULL when the innermost loop or switch is a loop, or there is none).
 * cudafe++ judges a switch's breaks by reachability (`die(); break;`
 * with a noreturn die, `return 1; break;` do not leave it) but a loop's
 * by their presence (has_jump: `while (1) { return 1; break; }` can
 * end, observed). */
static enum flow stmt_flow(const struct sema *s, const struct il_tree *t, int depth, bool *brk);

static enum flow seq_flow(const struct sema *s, const struct il_tree *t, int depth, bool *brk)
{
    for (; t; t = t->next) {
        enum flow f = stmt_flow(s, t, depth + 1, brk);
        if (f != FLOW_COMPLETES)
            return f;
    }
    return FLOW_COMPLETES;
}

static enum flow stmt_flow(const struct sema *s, const struct il_tree *t, int depth, bool *brk)
{
    if (depth > 200)
        return FLOW_UNKNOWN;
    if (t->kind != IL_statement)
        return FLOW_UNKNOWN;
    switch (t->sub) {
    case stmk_return:
        return FLOW_STOPS;
    case stmk_empty:
        return FLOW_COMPLETES;
    case stmk_break:
        if (brk)
            *brk = true;
        return FLOW_STOPS;   /* (what follows it is not reached; a loop's
                              * breaks are judged by has_jump) */
    case stmk_continue:
        return FLOW_STOPS;
    case stmk_expr:
        return expr_flow(s, t->first, 0);
    case stmk_decl: {
        for (const struct il_tree *d = t->first; d; d = d->next) {
            if (d->kind != IL_source_sequence_entry || !d->u.decl)
                return FLOW_UNKNOWN;
            if (d->u.decl->kind == IL_variable && d->u.decl->init) {
                enum flow f = expr_flow_one(s, d->u.decl->init);
                if (f != FLOW_COMPLETES)
                    return f == FLOW_STOPS ? FLOW_UNKNOWN : f;
            }
        }
        return FLOW_COMPLETES;
    }
    case stmk_block:
        return seq_flow(s, t->first, depth, brk);
    case stmk_if: {
        /* [init] condition then [else]: the statements after its `)` */
        uint32_t close = sema_matching_paren(s, t->tok + 1);
        if (!close)
            return FLOW_UNKNOWN;
        const struct il_tree *then = NULL, *els = NULL;
        for (const struct il_tree *c = t->first; c; c = c->next) {
            uint32_t first = c->kind == IL_statement ? c->tok : sema_first_token(c);
            if (first <= close)
                continue;
            if (!then)
                then = c;
            else if (!els)
                els = c;
            else
                return FLOW_UNKNOWN;
        }
        if (!then)
            return FLOW_UNKNOWN;
        enum flow a = stmt_flow(s, then, depth + 1, brk);
        if (!els)
            return a == FLOW_UNKNOWN ? a : FLOW_COMPLETES;
        enum flow b = stmt_flow(s, els, depth + 1, brk);
        if (a == FLOW_UNKNOWN || b == FLOW_UNKNOWN)
            return FLOW_UNKNOWN;
        return a == FLOW_COMPLETES || b == FLOW_COMPLETES ? FLOW_COMPLETES : FLOW_STOPS;
    }
    case stmk_while: case stmk_for: {
        const struct il_tree *cond = t->sub == stmk_while ? t->first
                                   : t->first ? t->first->next : NULL;
        const struct il_tree *body = last_child(t);
        int ck = condition_kind(s, cond);
        if (ck < 0 || !body || stmt_flow(s, body, depth + 1, NULL) == FLOW_UNKNOWN)
            return FLOW_UNKNOWN;
        if (t->sub == stmk_for && t->first && t->first->kind == IL_statement &&
            stmt_flow(s, t->first, depth + 1, brk) != FLOW_COMPLETES)
            return FLOW_UNKNOWN;
        if (cond && cond->kind != IL_none && cond->kind != IL_statement &&
            expr_flow_one(s, cond) != FLOW_COMPLETES)
            return FLOW_UNKNOWN;
        if (ck == 0)
            return FLOW_COMPLETES;
        return has_jump(body, stmk_break, 0) ? FLOW_COMPLETES : FLOW_STOPS;
    }
    case stmk_end_test_while: {
        const struct il_tree *body = t->first, *cond = body ? body->next : NULL;
        if (!body || !cond || condition_kind(s, cond) != 0 || expr_flow_one(s, cond) != FLOW_COMPLETES)
            return FLOW_UNKNOWN;
        enum flow b = stmt_flow(s, body, depth + 1, NULL);
        if (b == FLOW_UNKNOWN)
            return b;
        if (b == FLOW_COMPLETES || has_jump(body, stmk_break, 0) ||
            has_jump(body, stmk_continue, 0))
            return FLOW_COMPLETES;
        return FLOW_STOPS;
    }
    case stmk_switch: {
        const struct il_tree *body = last_child(t);
        if (!body || body->kind != IL_statement || body->sub != stmk_block)
            return FLOW_UNKNOWN;
        /* Every statement of the body must be judged.  One with a case
         * label is reached; one without, when the one before is reached
         * and completes.  The end is reached without a default, by a
         * reached break, or from a last statement reached that completes. */
        bool has_default = false, breaks = false, reached = false;
        enum flow last = FLOW_COMPLETES;
        for (const struct il_tree *c = body->first; c; c = c->next) {
            const struct il_tree *st = c;
            bool labeled = false;
            for (; st && st->kind == IL_statement && st->sub == stmk_switch_case; st = last_child(st)) {
                labeled = true;
                if (sema_tok_kind(s, st->tok) == TOK_DEFAULT)
                    has_default = true;
            }
            reached = labeled || (reached && last == FLOW_COMPLETES);
            bool unreached_break = false;
            enum flow f = st ? stmt_flow(s, st, depth + 1, reached ? &breaks : &unreached_break)
                             : FLOW_COMPLETES;
            if (f == FLOW_UNKNOWN)
                return FLOW_UNKNOWN;
            last = f;
        }
        if (!has_default || breaks)
            return FLOW_COMPLETES;
        return reached && last == FLOW_COMPLETES ? FLOW_COMPLETES : FLOW_STOPS;
    }
    default:
        return FLOW_UNKNOWN;   /* labels, goto, try, asm, range-for, constexpr if ... */
    }
}

/* Whether the function's declared return type is certainly not void (nor
 * deduced). */
static bool returns_value(const struct il_node *fn)
{
    const struct il_tree *t = fn->type;
    if (fn->flags & IL_F_IMPLICIT_INT)
        return true;
    if (!t || t->kind != IL_type || t->sub != tk_routine)
        return false;
    const struct il_tree *r = t->first;
    if (!r || r->kind != IL_type || r->sub == tk_auto || r->sub == tk_error)
        return false;
    if (r->sub == tk_void && !(r->op & IL_TYPE_NAMED) && !r->first)
        return false;
    if ((r->op & IL_TYPE_NAMED) && r->sub != tk_class && r->sub != tk_integer)
        return false;   /* a typedef: maybe of void */
    return true;
}

void sema_check_missing_return(struct sema *s, const struct il_node *fn, uint32_t body_end)
{
    if (s->in_template || !body_end || !fn->body || !fn->has_pos ||
        sema_tok_kind(s, fn->tok) != TOK_IDENTIFIER ||
        (fn->tok > 0 && sema_tok_kind(s, fn->tok - 1) == TOK_TILDE) ||
        strcmp(fn->name, "main") == 0 || !sema_host_function(fn) || !returns_value(fn) ||
        !diag_may_be_shown(s->d, DIAG_implicit_return_from_non_void_function))
        return;
    const struct il_tree *body = fn->body;
    if (body->kind != IL_statement || body->sub != stmk_block || body->next)
        return;   /* constructor initializers, function-try-blocks */
    if (seq_flow(s, body->first, 0, NULL) != FLOW_COMPLETES)
        return;
    const char *name = fn->sym ? sema_entity_text(s, fn->sym) : NULL;
    if (name)
        sema_error_late(s, body_end, body_end, DIAG_implicit_return_from_non_void_function, name);
}
