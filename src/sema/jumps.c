/* A goto that jumps forward past the declaration of a variable with an
 * initializer into its scope ([stmt.dcl]: a jump may not bypass a
 * declaration with initialization):
 *
 *   546   transfer of control bypasses initialization of:
 *             variable "y" (declared at line 1)
 *         at the `goto`, one line per variable bypassed in declaration
 *         order, reported where the label is
 *
 * Judged: variables declared by declaration statements of a block (the
 * block's scope is the label's or encloses it) with an initializer of
 * any form (`= e`, `(e)`, `{...}`), not static, extern or thread_local.
 * Not judged (silent): a class object without an initializer (whether
 * its default construction is trivial is not known here), variables of
 * for-init statements and conditions, labels defined twice, bodies with
 * lambdas, statement expressions or computed gotos, and the jump from a
 * switch to its case labels (a warning in cudafe++). */
#include <stdio.h>
#include <stdlib.h>

#include "lex/lexer.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

struct jump_site {
    uint32_t tok;            /* the label's name */
    const struct ident *id;
    bool label;              /* a label (else a goto) */
};

struct jump_decl {
    const struct il_node *v;
    uint32_t open, close;    /* the block declaring it: its `{` and `}` */
};

struct jump_scan {
    struct jump_site sites[256];
    unsigned nsites;
    struct jump_decl *decls;
    size_t ndecls, cap;
    bool give_up;
};

static void add_decl(struct jump_scan *j, const struct il_node *v, uint32_t open, uint32_t close)
{
    if (j->ndecls == j->cap)
        j->decls = xrealloc(j->decls, (j->cap = j->cap ? 2 * j->cap : 16) * sizeof *j->decls);
    j->decls[j->ndecls++] = (struct jump_decl){ v, open, close };
}

/* The labels, gotos and block-scope declarations of a statement list t
 * (the statements of the block [open, close]), depth-first in source
 * order. */
static void scan(const struct sema *s, struct jump_scan *j, const struct il_tree *t,
                 uint32_t open, uint32_t close, int depth)
{
    for (; t && !j->give_up; t = t->next) {
        if (depth > 200 || (t->kind == IL_expr_node &&
                            (t->sub == enk_lambda || t->sub == enk_statement)) ||
            (t->kind == IL_statement && t->sub == stmk_assigned_goto)) {
            j->give_up = true;
            return;
        }
        if (t->kind == IL_statement && (t->sub == stmk_label || t->sub == stmk_goto)) {
            if (j->nsites == 256 || sema_tok_kind(s, t->tok) != TOK_IDENTIFIER) {
                j->give_up = true;
                return;
            }
            j->sites[j->nsites++] = (struct jump_site){ t->tok, sema_ident(s, t->tok),
                                                        t->sub == stmk_label };
        }
        if (t->kind == IL_statement && t->sub == stmk_decl && open)
            for (const struct il_tree *d = t->first; d; d = d->next)
                if (d->kind == IL_source_sequence_entry && d->u.decl &&
                    d->u.decl->kind == IL_variable)
                    add_decl(j, d->u.decl, open, close);
        if (t->kind == IL_statement && t->sub == stmk_block) {
            uint32_t c = sema_matching_brace(s, t->tok);
            if (!c) {
                j->give_up = true;
                return;
            }
            scan(s, j, t->first, t->tok, c, depth + 1);
        } else if (t->kind == IL_statement) {
            /* a statement's parts: their declarations are the statement's
             * own (conditions, for-init), not a block's */
            scan(s, j, t->first, 0, 0, depth + 1);
        }
    }
}

/* A variable whose declaration initializes it (certainly), of automatic
 * storage. */
static bool initialized(const struct sema *s, const struct il_node *v)
{
    if (!v->has_pos || !(v->flags & IL_F_LOCAL) || (v->flags & (IL_F_STATIC | IL_F_EXTERN)) ||
        !v->init || v->nattrs)
        return false;
    for (uint32_t t = v->tok; t-- > 0 && v->tok - t < 64;) {
        int k = sema_tok_kind(s, t);
        if (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_RBRACE)
            return true;
        if (k == TOK_THREAD_LOCAL || k == TOK_GNU_THREAD)
            return false;
    }
    return false;
}

void sema_check_bypassed_initializations(struct sema *s, const struct il_tree *body)
{
    struct jump_scan j = { .nsites = 0 };
    scan(s, &j, body, 0, 0, 0);
    for (unsigned g = 0; g < j.nsites && !j.give_up; g++) {
        if (j.sites[g].label)
            continue;
        const struct jump_site *label = NULL;
        unsigned definitions = 0;
        for (unsigned k = 0; k < j.nsites; k++)
            if (j.sites[k].label && j.sites[k].id == j.sites[g].id) {
                label = &j.sites[k];
                definitions++;
            }
        if (definitions != 1 || label->tok < j.sites[g].tok ||
            sema_tok_kind(s, j.sites[g].tok - 1) != TOK_GOTO)
            continue;
        uint32_t from = j.sites[g].tok, to = label->tok;
        const char **lines = NULL;
        size_t n = 0;
        for (size_t i = 0; i < j.ndecls; i++) {
            const struct jump_decl *d = &j.decls[i];
            if (d->v->tok <= from || d->v->tok >= to || !(d->open < to && to < d->close) ||
                !initialized(s, d->v))
                continue;
            const char *at = sema_declared_at(s, d->v->tok, from - 1);
            const struct ident *id = sema_ident(s, d->v->tok);
            char buf[512];
            int len = at ? snprintf(buf, sizeof buf, "variable \"%s\" (declared at %s)", id->name, at)
                         : -1;
            if (len < 0 || (size_t)len >= sizeof buf) {
                free(lines);
                lines = NULL;
                break;
            }
            lines = xrealloc(lines, (n + 2) * sizeof *lines);
            lines[n++] = ident_intern(s->il->idents, buf, (size_t)len)->name;
            lines[n] = NULL;
        }
        if (lines)
            sema_error_lines(s, to, from - 1, DIAG_branch_past_initialization, NULL, lines);
    }
    free(j.decls);
}
