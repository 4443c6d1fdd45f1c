/* --decl_types (cufe's own, for the type oracle tests/scripts/
 * type_oracle.sh): the type of every variable and parameter the main
 * file declares at namespace scope or in function bodies, as the type
 * model (sema/types/from_decl.c) has it, one line each in source order:
 *   FILE:LINE:COL<TAB>NAME<TAB>TYPE      (TYPE "?" when not known)
 * Positions are presumed (line markers applied), the column physical. */
#include "driver/decl_types.h"

#include <stdlib.h>
#include <string.h>

#include "il/il.h"
#include "lex/lexer.h"
#include "parse/scope.h"
#include "sema/entities/entity.h"
#include "sema/entities/layout.h"
#include "sema/exprs/expr_type.h"
#include "sema/types/from_decl.h"
#include "support/util.h"

struct entry {
    uint32_t tok;
    const char *name;
    const struct type *type;
};

/* The main file's name: the first line marker's when the input starts
 * with one (gcc -E output names the source there first), else the
 * input's own. */
char *driver_main_file_name(const struct lexer *lx)
{
    const char *p = lx->text;
    if (p[0] == '#') {
        p++;
        while (*p == ' ')
            p++;
        if (p[0] == 'l' && strncmp(p, "line", 4) == 0)
            p += 4;
        while (*p == ' ' || (*p >= '0' && *p <= '9'))
            p++;
        const char *end = *p == '"' ? strchr(p + 1, '"') : NULL;
        const char *nl = strchr(lx->text, '\n');
        if (end && (!nl || end < nl)) {
            size_t len = (size_t)(end - p - 1);
            char *name = xmalloc(len + 1);
            memcpy(name, p + 1, len);
            name[len] = '\0';
            return name;
        }
    }
    return xstrdup(lx->files[0].name);
}

bool driver_in_main_file(struct lexer *lx, const char *main, uint32_t tok)
{
    const struct lex_file *f = lexer_file(lx, lexer_token(lx, tok)->file);
    return !f->system && strcmp(f->name, main) == 0;
}

static int by_tok(const void *a, const void *b)
{
    const struct entry *x = a, *y = b;
    return x->tok < y->tok ? -1 : x->tok > y->tok;
}

static void add(struct entry **v, size_t *n, size_t *cap, uint32_t tok, const char *name,
                const struct type *t)
{
    if (*n == *cap) {
        *cap = *cap ? 2 * *cap : 64;
        *v = xrealloc(*v, *cap * sizeof **v);
    }
    (*v)[(*n)++] = (struct entry){ tok, name, t };
}

void driver_model_open(struct driver_model *m, struct lexer *lx, const struct il_list *il)
{
    type_context_init(&m->ctx);
    decl_types_init(&m->dt, &m->ctx, lx, il);
    entities_init(&m->es, &m->dt, il);
    expr_typer_init(&m->x, &m->es, lx);
}

void driver_model_close(struct driver_model *m)
{
    expr_typer_free(&m->x);
    entities_free(&m->es);
    decl_types_free(&m->dt);
    type_context_free(&m->ctx);
}

void driver_print_decl_types(FILE *out, struct lexer *lx, const struct il_list *il)
{
    if (!il)
        return;
    struct driver_model m;
    driver_model_open(&m, lx, il);
    char *main = driver_main_file_name(lx);
    struct entry *v = NULL;
    size_t n = 0, cap = 0;
    for (const struct il_node *d = il->first; d; d = d->next) {
        if (!d->has_pos || !driver_in_main_file(lx, main, d->tok))
            continue;
        if (d->kind == IL_variable && !(d->flags & (IL_F_MEMBER | IL_F_QUALIFIED)) &&
            ((d->flags & IL_F_LOCAL) || (d->scope && d->scope->kind == SCOPE_NAMESPACE)))
            add(&v, &n, &cap, d->tok, d->name, decl_type_of_variable(&m.dt, d));
        else if (d->kind == IL_routine && d->body_tok)
            for (const struct il_param *p = d->params; p; p = p->next)
                if (p->name_tok && driver_in_main_file(lx, main, p->name_tok)) {
                    const struct token *t = lexer_token(lx, p->name_tok);
                    char *name = arena_strndup(&m.ctx.arena, lexer_text(lx, t), t->len);
                    add(&v, &n, &cap, p->name_tok, name, decl_type_of_param(&m.dt, p));
                }
    }
    qsort(v, n, sizeof *v, by_tok);
    char buf[1024];
    for (size_t i = 0; i < n; i++) {
        if (i > 0 && v[i].tok == v[i - 1].tok)
            continue;   /* (a node listed twice) */
        const struct token *t = lexer_token(lx, v[i].tok);
        const char *type = "?";
        if (v[i].type && type_spell(v[i].type, buf, sizeof buf) < sizeof buf)
            type = buf;
        fprintf(out, "%s:%u:%u\t%s\t%s\n", lexer_file(lx, t->file)->name, (unsigned)t->line,
                (unsigned)t->col, v[i].name, type);
    }
    free(v);
    free(main);
    driver_model_close(&m);
}

/* --class_layouts (for tests/scripts/layout_oracle.sh): each class the
 * main file defines whose layout the model knows (entities/layout.c):
 *   FILE:LINE:COL<TAB>CLASS<TAB>SIZE<TAB>ALIGN<TAB>FIELD=OFFSET,...
 * CLASS spelled as cudafe++'s messages do (qualified). */
void driver_print_class_layouts(FILE *out, struct lexer *lx, const struct il_list *il)
{
    if (!il)
        return;
    struct driver_model m;
    driver_model_open(&m, lx, il);
    char *main = driver_main_file_name(lx);
    char buf[1024];
    unsigned long printed = 0, seen = 0;
    for (const struct il_node *n = il->first; n; n = n->next) {
        if (n->kind != IL_type || (n->sub != IL_SUB_CLASS && n->sub != IL_SUB_STRUCT &&
                                   n->sub != IL_SUB_UNION) ||
            !n->has_pos || !n->sym || !(n->sym->flags & SYMF_DEFINED) || !n->sym->members ||
            n->sym->members->close_tok == 0 || !driver_in_main_file(lx, main, n->tok) ||
            (n->flags & (IL_F_TEMPLATE | IL_F_SPEC)))
            continue;
        /* (a class head: its definition's node) */
        if (n->sym->members->key_tok >= n->tok || lexer_token(lx, n->tok + 1)->kind == TOK_SEMI)
            continue;
        seen++;
        const struct type *t = entities_class_type(&m.es, n->sym);
        const struct class_layout *l = t ? entities_class_layout(&m.es, t) : NULL;
        if (!l || type_spell(t, buf, sizeof buf) >= sizeof buf)
            continue;
        printed++;
        const struct token *tk = lexer_token(lx, n->tok);
        fprintf(out, "%s:%u:%u\t%s\t%llu\t%llu\t", lexer_file(lx, tk->file)->name,
                (unsigned)tk->line, (unsigned)tk->col, buf, l->size, l->align);
        for (unsigned i = 0; i < l->nfields; i++)
            fprintf(out, "%s%s=%llu", i ? "," : "", l->fields[i].field->name, l->fields[i].offset);
        fputc('\n', out);
    }
    fprintf(out, "# classes %lu, laid out %lu\n", seen, printed);
    free(main);
    driver_model_close(&m);
}
