/* The IL (il.h). */
#include "il/il.h"
#include "il/il_tree.h"

#include <string.h>

void il_list_init(struct il_list *l)
{
    l->first = NULL;
    l->tail = &l->first;
    l->count = 0;
    l->marks = NULL;
    l->marks_tail = &l->marks;
    l->lambdas = NULL;
    l->lambdas_tail = &l->lambdas;
    l->assertions = NULL;
    l->assertions_tail = &l->assertions;
    l->idents = NULL;
    l->global = NULL;
    memset(&l->qualifier_by_tok, 0, sizeof l->qualifier_by_tok);
    memset(&l->qualifier_targs, 0, sizeof l->qualifier_targs);
    memset(&l->template_ids, 0, sizeof l->template_ids);
    memset(&l->lambda_by_tok, 0, sizeof l->lambda_by_tok);
    memset(&l->lvalue_casts, 0, sizeof l->lvalue_casts);
}

void il_note_lvalue_cast(const struct il_list *l, uint32_t first, uint32_t end)
{
    struct ptrmap *m = (struct ptrmap *)&l->lvalue_casts;
    ptrmap_put(m, (const void *)(uintptr_t)(first + 1), (void *)(uintptr_t)(end + 1));
}

struct il_mark *il_mark(struct arena *a, struct il_list *l, int kind, uint32_t x, uint32_t y,
                        struct scope *s)
{
    struct il_mark *m = ARENA_NEW(a, struct il_mark);
    m->kind = kind;
    m->a = x;
    m->b = y;
    m->scope = s;
    *l->marks_tail = m;
    l->marks_tail = &m->next;
    return m;
}

struct il_node *il_add(struct arena *a, struct il_list *l, enum il_kind kind, enum il_sub sub,
                       const char *name, size_t len, uint32_t tok, bool has_pos)
{
    struct il_node *n = ARENA_NEW(a, struct il_node);
    n->kind = kind;
    n->sub = sub;
    n->name = arena_strndup(a, name ? name : "", name ? len : 0);
    n->tok = tok;
    n->has_pos = has_pos;
    *l->tail = n;
    l->tail = &n->next;
    l->count++;
    return n;
}

const char *il_sub_name(enum il_sub sub)
{
    switch (sub) {
    case IL_SUB_CLASS: return "class";
    case IL_SUB_STRUCT: return "struct";
    case IL_SUB_UNION: return "union";
    case IL_SUB_ENUM: return "enum";
    case IL_SUB_TYPEDEF: return "typedef";
    case IL_SUB_NONE: break;
    }
    return NULL;
}

void il_display(FILE *out, const struct il_list *l, struct lexer *lx)
{
    for (const struct il_node *n = l->first; n; n = n->next) {
        const char *sub = il_sub_name(n->sub);
        fprintf(out, "%s%s%s %s", il_kind_infos[n->kind].name, sub ? "/" : "", sub ? sub : "",
                *n->name ? n->name : "<unnamed>");
        if (n->has_pos) {
            const struct token *t = lexer_token(lx, n->tok);
            fprintf(out, " %s:%u:%u\n", lexer_file(lx, t->file)->name, (unsigned)t->line,
                    (unsigned)t->col);
        } else {
            fputs(" -\n", out);
        }
        /* its type, initializer and body, indented (a block's
         * declarations are shown in their declaration statements) */
        if (!(n->flags & IL_F_LOCAL)) {
            il_tree_display(out, n->type, 1, lx);
            il_tree_display(out, n->init, 1, lx);
            il_tree_display(out, n->body, 1, lx);
        }
    }
    /* extended lambdas: lambda/SPACE PARENT#INDEX FILE:LINE:COL [captures] */
    static const char *const cap[] = { "", "&", "this", "*this", "init:" };
    for (const struct il_lambda *x = l->lambdas; x; x = x->next) {
        const struct token *t = lexer_token(lx, x->lbracket);
        fprintf(out, "lambda/%s %s", x->space == IL_LAMBDA_HD ? "host_device" : "device",
                x->parent && *x->parent->name ? x->parent->name : "-");
        if (x->wrapped)
            fprintf(out, "#%u", x->index);
        fprintf(out, " %s:%u:%u [", lexer_file(lx, t->file)->name, (unsigned)t->line,
                (unsigned)t->col);
        for (const struct il_capture *c = x->captures; c; c = c->next) {
            const struct token *n = lexer_token(lx, c->tok);
            fprintf(out, "%s%s", c == x->captures ? "" : " ", cap[c->kind]);
            if (c->kind != IL_CAP_THIS && c->kind != IL_CAP_STAR_THIS)
                fprintf(out, "%.*s", (int)n->len, lexer_text(lx, n));
        }
        fputs("]\n", out);
    }
}
