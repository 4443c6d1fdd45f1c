/* --expr_types (cufe's own, for the expression oracle tests/scripts/
 * expr_oracle.sh): every expression of the main file's function bodies
 * (not templates': their expressions wait for instantiation) with the
 * type and value category the semantic model gives it
 * (sema/exprs/expr_type.c), one line each in source order of the walk:
 *   FILE:LINE:COL-LINE:COL<TAB>CATEGORY<TAB>TYPE<TAB>@LINE:COL<TAB>TEXT
 * the expression's range (its end: the column after its last
 * character), lvalue/xvalue/prvalue (with a `*` where a part of it names
 * a lambda's capture by copy: decltype((e)) cannot show that type, the
 * operand being unevaluated) and the type as cudafe++'s messages
 * spell it ("?" for both when not known), where the block item holding
 * it ends (the column after its `;` or `}`: a place the expression's
 * names are still declared, unless the statement declared them), and its
 * text on one line (line breaks as spaces).  Positions are presumed lines, physical columns.
 * Not printed: callee names (an overload set is no value on its own),
 * members named after . and ->, braced lists and initializers (their
 * parts are), lambdas (their bodies are). */
#include "driver/expr_types.h"

#include <stdlib.h>
#include <string.h>

#include "driver/decl_types.h"
#include "il/il.h"
#include "il/il_tree.h"
#include "lex/lexer.h"
#include "sema/entities/entity.h"
#include "sema/exprs/expr_type.h"
#include "sema/types/from_decl.h"

/* How deep the walk follows statements and expressions (deeper ones are
 * not printed). */
enum { MAX_WALK = 2000 };

struct printer {
    FILE *out;
    struct lexer *lx;
    struct expr_typer *x;
    unsigned long seen, known;
};

static int tok_kind(struct printer *p, uint32_t tok)
{
    return lexer_token(p->lx, tok)->kind;
}

static bool opener(int k)
{
    return k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE;
}

/* The first `;` at bracket depth 0 from tok (0: none before the end). */
static uint32_t semicolon_from(struct printer *p, uint32_t tok)
{
    for (uint32_t t = tok;; t++) {
        int k = tok_kind(p, t);
        if (k == TOK_EOF)
            return 0;
        if (k == TOK_SEMI)
            return t;
        if (opener(k)) {
            uint32_t m = lexer_match_bracket(p->lx, t);
            if (!m)
                return 0;
            t = m;
        }
    }
}

static const struct il_tree *last_child(const struct il_tree *t)
{
    const struct il_tree *c = t->first;
    while (c && c->next)
        c = c->next;
    return c;
}

/* The last token of statement s (0: not found). */
static uint32_t statement_end(struct printer *p, const struct il_tree *s, int depth)
{
    if (depth > MAX_WALK)
        return 0;
    if (s->kind == IL_handler) {
        const struct il_tree *b = last_child(s);
        return b ? statement_end(p, b, depth + 1) : 0;
    }
    if (s->kind != IL_statement)
        return 0;
    switch (s->sub) {
    case stmk_expr:
        return tok_kind(p, s->tok) == TOK_SEMI ? s->tok : semicolon_from(p, s->tok);
    case stmk_block:
        return tok_kind(p, s->tok) == TOK_LBRACE ? lexer_match_bracket(p->lx, s->tok) : 0;
    case stmk_if:
    case stmk_constexpr_if:
    case stmk_while:
    case stmk_for:
    case stmk_switch:
    case stmk_range_based_for:
    case stmk_label:
    case stmk_switch_case:
    case stmk_try_block: {
        const struct il_tree *b = last_child(s);
        return b ? statement_end(p, b, depth + 1) : 0;
    }
    case stmk_end_test_while: {
        /* do body while (c); */
        const struct il_tree *body = s->first;
        uint32_t e = body ? statement_end(p, body, depth + 1) : 0;
        return e ? semicolon_from(p, e + 1) : 0;
    }
    default:
        return semicolon_from(p, s->tok);
    }
}

/* The tokens [first, last] of expression e: its nodes' tokens, a
 * qualifier before its first name, the brackets they open closed,
 * concatenated string literals. */
static void span(struct printer *p, const struct il_tree *e, uint32_t *first, uint32_t *last)
{
    uint32_t lo = e->tok, hi = e->tok;
    const struct il_tree *stack[256];
    int n = 0;
    stack[n++] = e;
    while (n) {
        const struct il_tree *t = stack[--n];
        if (t->tok && t->tok < lo)
            lo = t->tok;
        if (t->tok > hi)
            hi = t->tok;
        if (t->kind == IL_expr_node && t->sub == enk_lambda)
            continue;   /* (its body's statements: their own spans) */
        for (const struct il_tree *c = t->first; c; c = c->next)
            if (n < 256)
                stack[n++] = c;
    }
    while (lo >= 1 && tok_kind(p, lo - 1) == TOK_COLONCOLON) {
        if (lo >= 2 && tok_kind(p, lo - 2) == TOK_IDENTIFIER)
            lo -= 2;
        else
            lo -= 1;
    }
    for (uint32_t t = lo; t <= hi; t++)
        if (opener(tok_kind(p, t))) {
            uint32_t m = lexer_match_bracket(p->lx, t);
            if (m > hi)
                hi = m;
        }
    while (tok_kind(p, hi) == TOK_STRING_LITERAL &&
           (tok_kind(p, hi + 1) == TOK_STRING_LITERAL || tok_kind(p, hi + 1) == TOK_UD_STRING_LITERAL))
        hi++;
    *first = lo;
    *last = hi;
}

static void print_pos(struct printer *p, uint32_t tok, bool after)
{
    const struct token *t = lexer_token(p->lx, tok);
    fprintf(p->out, "%u:%u", (unsigned)t->line, (unsigned)t->col + (after ? t->len : 0));
}

/* Whether e has, below it, a name of a variable the current lambda
 * captures by copy: decltype((e)) would not see the capture (the oracle
 * cannot check e). */
static bool copy_capture_below(struct printer *p, const struct il_tree *e, int depth)
{
    for (const struct il_tree *c = e->first; c && depth < 200; c = c->next)
        if (expr_captured_by_copy(p->x, c) || copy_capture_below(p, c, depth + 1))
            return true;
    return false;
}

static void print(struct printer *p, const struct il_tree *e, uint32_t item_end)
{
    uint32_t first, last;
    span(p, e, &first, &last);
    const struct token *a = lexer_token(p->lx, first), *b = lexer_token(p->lx, last);
    const char *ta = lexer_text(p->lx, a), *tb = lexer_text(p->lx, b);
    if (a->file != b->file || tb < ta || tb - ta > 4000)
        return;   /* (a line marker inside, or too long to be useful) */
    for (uint32_t t = first; t <= last; t++) {
        const struct token *k = lexer_token(p->lx, t);
        if ((k->kind == TOK_STRING_LITERAL || k->kind == TOK_UD_STRING_LITERAL) &&
            memchr(lexer_text(p->lx, k), '\n', k->len))
            return;   /* a raw string across lines: no one-line text */
    }
    struct expr_type r = expr_type_of(p->x, e);
    char buf[1024];
    const char *type = "?", *cat = "?";
    if (r.type && type_spell(r.type, buf, sizeof buf) < sizeof buf) {
        type = buf;
        cat = r.cat == EXPR_LVALUE ? "lvalue" : r.cat == EXPR_XVALUE ? "xvalue" : "prvalue";
        if (p->x->lambda_tree && copy_capture_below(p, e, 0))
            cat = r.cat == EXPR_LVALUE ? "lvalue*" : r.cat == EXPR_XVALUE ? "xvalue*" : "prvalue*";
        p->known++;
    }
    p->seen++;
    fprintf(p->out, "%s:", lexer_file(p->lx, a->file)->name);
    print_pos(p, first, false);
    fputc('-', p->out);
    print_pos(p, last, true);
    fprintf(p->out, "\t%s\t%s\t@", cat, type);
    if (item_end)
        print_pos(p, item_end, true);
    else
        fputs("0:0", p->out);
    fputc('\t', p->out);
    /* line breaks become spaces (the text is the line's last field; a
     * tab in it stays), line markers inside (a macro expanded to a
     * system header's name, `stdout`) go */
    const char *end = tb + b->len;
    for (const char *c = ta; c < end; c++) {
        if (*c == '\n') {
            const char *d = c + 1;
            while (d < end && (*d == ' ' || *d == '\t'))
                d++;
            if (d < end && *d == '#') {
                const char *nl = memchr(d, '\n', (size_t)(end - d));
                if (!nl)
                    break;
                c = nl - 1;
            }
            fputc(' ', p->out);
            continue;
        }
        fputc(*c == '\r' ? ' ' : *c, p->out);
    }
    fputc('\n', p->out);
}

static void walk(struct printer *p, const struct il_tree *t, uint32_t item_end, int depth);

/* The children of e, each an expression or statement of the body. */
static void walk_children(struct printer *p, const struct il_tree *e, uint32_t item_end, int depth)
{
    for (const struct il_tree *c = e->first; c; c = c->next)
        walk(p, c, item_end, depth + 1);
}

static void walk_expr(struct printer *p, const struct il_tree *e, uint32_t item_end, int depth)
{
    if (e->sub == enk_lambda) {
        /* its body: typed as a lambda's (captures), asserts inside it */
        const struct il_tree *outer = p->x->lambda_tree;
        unsigned outer_depth = p->x->lambda_depth;
        expr_typer_lambda(p->x, e, outer_depth + 1);
        walk_children(p, e, item_end, depth);
        expr_typer_lambda(p->x, outer, outer_depth);
        return;
    }
    if (e->sub == enk_braced_init_list || e->sub == enk_initializer) {
        /* { ... }, ( ... ) after a declarator, .x = v: no expression, its
         * parts are */
        walk_children(p, e, item_end, depth);
        return;
    }
    print(p, e, item_end);
    const struct il_tree *c = e->first;
    if (e->sub == enk_operation && e->op == eok_cuda_launch && c && c->kind == IL_expr_node &&
        c->sub == enk_operation && c->op == eok_call) {
        /* k<<<config>>>(args): the call is the launch's own syntax; its
         * arguments and the configuration are values */
        for (const struct il_tree *a = c->first ? c->first->next : NULL; a; a = a->next)
            walk(p, a, item_end, depth + 1);
        c = c->next;
    }
    if (e->sub == enk_operation && e->op == eok_call && c && c->kind == IL_expr_node &&
        (c->sub == enk_routine || c->sub == enk_template_name ||
         (c->sub == enk_operation && (c->op == eok_dot_field || c->op == eok_points_to_field)))) {
        /* the callee: not a value of its own; its object is */
        if (c->sub == enk_operation && c->first)
            walk(p, c->first, item_end, depth + 1);
        c = c->next;
    }
    if (e->sub == enk_operation && (e->op == eok_dot_field || e->op == eok_points_to_field ||
                                    e->op == eok_dot_static || e->op == eok_points_to_static)) {
        if (c)
            walk(p, c, item_end, depth + 1);
        return;   /* (the member's name) */
    }
    for (; c; c = c->next)
        walk(p, c, item_end, depth + 1);
}

static void walk(struct printer *p, const struct il_tree *t, uint32_t item_end, int depth)
{
    if (!t || depth > MAX_WALK)
        return;
    switch (t->kind) {
    case IL_expr_node:
        walk_expr(p, t, item_end, depth);
        return;
    case IL_statement:
        if (t->sub == stmk_block) {
            /* each statement of a block is a block item: its asserts go
             * after it */
            for (const struct il_tree *c = t->first; c; c = c->next)
                walk(p, c, statement_end(p, c, 0), depth + 1);
            return;
        }
        if (t->sub == stmk_for || t->sub == stmk_while || t->sub == stmk_if ||
            t->sub == stmk_constexpr_if || t->sub == stmk_switch ||
            t->sub == stmk_range_based_for) {
            /* the header's names (a for's or a condition's variables) are
             * declared in its body: a braced body takes the header's
             * asserts right after its `{` */
            const struct il_tree *body = NULL;
            for (const struct il_tree *c = t->first; c && !body; c = c->next)
                if (c->kind == IL_statement && c->sub == stmk_block && c != t->first)
                    body = c;
            if (body && tok_kind(p, body->tok) == TOK_LBRACE)
                for (const struct il_tree *c = t->first; c; c = c->next)
                    walk(p, c, c == body || (c->kind == IL_statement && c->sub != stmk_decl)
                                   ? item_end : body->tok,
                         depth + 1);
            else
                walk_children(p, t, item_end, depth);
            return;
        }
        walk_children(p, t, item_end, depth);
        return;
    case IL_source_sequence_entry:
        if (t->u.decl && t->u.decl->init)
            walk(p, t->u.decl->init, item_end, depth + 1);
        return;
    case IL_handler:
        walk_children(p, t, item_end, depth);
        return;
    default:
        return;   /* types, names, ... */
    }
}

void driver_print_expr_types(FILE *out, struct lexer *lx, const struct il_list *il)
{
    if (!il)
        return;
    struct driver_model m;
    driver_model_open(&m, lx, il);
    struct printer p = { out, lx, &m.x, 0, 0 };
    char *main = driver_main_file_name(lx);
    for (const struct il_node *n = il->first; n; n = n->next) {
        if (n->kind != IL_routine || !n->body || !n->has_pos ||
            (n->flags & (IL_F_TEMPLATE | IL_F_SPEC)) || !driver_in_main_file(lx, main, n->tok))
            continue;
        expr_typer_enter(&m.x, n);
        for (const struct il_tree *b = n->body; b; b = b->next)
            if (b->kind == IL_statement)
                walk(&p, b, 0, 0);
    }
    fprintf(out, "# expressions %lu, typed %lu\n", p.seen, p.known);
    free(main);
    driver_model_close(&m);
}
