/* The IL's trees (il_tree.h): the --il_display printer. */
#include "il/il_tree.h"

#include "il/il.h"
#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"

static void text(FILE *out, struct lexer *lx, uint32_t tok)
{
    const struct token *t = lexer_token(lx, tok);
    fprintf(out, " %.*s", (int)t->len, lexer_text(lx, t));
}

static void pos(FILE *out, struct lexer *lx, uint32_t tok)
{
    const struct token *t = lexer_token(lx, tok);
    fprintf(out, " %s:%u:%u\n", lexer_file(lx, t->file)->name, (unsigned)t->line,
            (unsigned)t->col);
}

static void type_attrs(FILE *out, const struct il_tree *t)
{
    if (t->op & IL_CV_CONST)
        fputs(" const", out);
    if (t->op & IL_CV_VOLATILE)
        fputs(" volatile", out);
    if (t->op & IL_CV_RESTRICT)
        fputs(" restrict", out);
    if (t->sub == tk_pointer && (t->op & IL_PTR_LREF))
        fputs(" lvalue_reference", out);
    if (t->sub == tk_pointer && (t->op & IL_PTR_RREF))
        fputs(" rvalue_reference", out);
    if (t->sub == tk_routine && (t->op & IL_PTR_LREF))   /* ref-qualifiers */
        fputs(" &", out);
    if (t->sub == tk_routine && (t->op & IL_PTR_RREF))
        fputs(" &&", out);
}

static void display_one(FILE *out, const struct il_tree *t, int depth, struct lexer *lx);

static void display_decl(FILE *out, const struct il_node *n, int depth, struct lexer *lx)
{
    const char *sub = il_sub_name(n->sub);
    fprintf(out, "%*s%s%s%s %s", 2 * depth, "", il_kind_infos[n->kind].name, sub ? "/" : "",
            sub ? sub : "", *n->name ? n->name : "<unnamed>");
    if (n->has_pos)
        pos(out, lx, n->tok);
    else
        fputs(" -\n", out);
    il_tree_display(out, n->type, depth + 1, lx);
    il_tree_display(out, n->init, depth + 1, lx);
    il_tree_display(out, n->body, depth + 1, lx);
}

static void display_one(FILE *out, const struct il_tree *t, int depth, struct lexer *lx)
{
    if (t->kind == IL_source_sequence_entry) {
        if (t->u.decl)
            display_decl(out, t->u.decl, depth, lx);
        return;
    }
    const char *sub = il_subkind_name((enum il_kind)t->kind, t->sub);
    fprintf(out, "%*s%s%s%s", 2 * depth, "", il_kind_infos[t->kind].name, sub ? "/" : "",
            sub ? sub : "");
    switch (t->kind) {
    case IL_expr_node:
        if (t->sub == enk_operation) {
            fprintf(out, " %s", il_operation_name(t->op));
        } else if (t->sub == enk_constant) {
            if (il_subkind_name(IL_constant, t->op))
                fprintf(out, " %s", il_subkind_name(IL_constant, t->op));
            text(out, lx, t->tok);
        } else if (t->sub == enk_variable || t->sub == enk_field || t->sub == enk_param_ref ||
                   t->sub == enk_routine || t->sub == enk_template_name ||
                   t->sub == enk_concept_id || t->sub == enk_builtin_operation) {
            text(out, lx, t->tok);
        }
        break;
    case IL_name_reference:
    case IL_constructor_init:
    case IL_param_type:
        if (t->tok)
            text(out, lx, t->tok);
        break;
    case IL_statement:
        if (t->sub == stmk_goto || t->sub == stmk_label)
            text(out, lx, t->tok);
        if (t->sub == stmk_block && t->u.scope) {
            const char *sk = il_subkind_name(IL_scope, il_scope_kind_of(t->u.scope->kind));
            fprintf(out, " scope/%s", sk ? sk : "?");
        }
        break;
    case IL_type:
        type_attrs(out, t);
        if (t->op & IL_TYPE_NAMED) {
            text(out, lx, t->tok);
        } else if (t->sub != tk_pointer && t->sub != tk_array && t->sub != tk_routine &&
                   t->sub != tk_ptr_to_member) {
            for (int i = 0; i < 8 && (i == 0 || t->u.kw[i]); i++)
                text(out, lx, t->tok + t->u.kw[i]);
        }
        break;
    default:
        break;
    }
    pos(out, lx, t->tok);
    il_tree_display(out, t->first, depth + 1, lx);
}

/* Trees as deep as the input nests (`1+1+...+1` is one level per
 * operator): below this depth the printer says so instead of recursing
 * on, so --il_display cannot exhaust the C stack. */
enum { DISPLAY_MAX_DEPTH = 2000 };

void il_tree_display(FILE *out, const struct il_tree *t, int depth, struct lexer *lx)
{
    if (t && depth > DISPLAY_MAX_DEPTH) {
        fprintf(out, "%*s... (deeper nodes not shown)\n", 2 * depth, "");
        return;
    }
    for (; t; t = t->next)
        display_one(out, t, depth, lx);
}

enum il_scope_kind il_scope_kind_of(unsigned scope_kind)
{
    switch ((enum scope_kind)scope_kind) {
    case SCOPE_NAMESPACE: return sck_namespace;
    case SCOPE_CLASS: case SCOPE_REENTRY: return sck_class_struct_union;
    case SCOPE_ENUM: return sck_enum;
    case SCOPE_TEMPLATE: return sck_template_declaration;
    case SCOPE_PARAMS: return sck_func_prototype;
    case SCOPE_BLOCK: return sck_block;
    }
    return sck_block;
}
