/* Calls of lambdas held in local variables that take another number of
 * arguments: `auto at = [&](int x, int y) { ... }; at(1);` (error 1767
 * "function "lambda [](int, int)->float" cannot be called with the given
 * argument list", the arguments' types, the object's type, and a note
 * 3322 at the lambda's parameter list, or its body when it has none).
 *
 * cudafe++ spells a closure type "lambda []" (whatever it captures), its
 * parameter types, "->" and the return type: the trailing one, or the
 * one deduced from its return statements ("void" without any).
 *
 * With as many arguments as it takes, one that certainly does not
 * convert gives the same error with a note 3326 ("argument #2").
 *
 * A generic lambda's call operator is a function template: "no instance
 * of function template "lambda [](auto, int)->auto" matches the argument
 * list" (304), judged on its count and its parameters that name no
 * template parameter.
 *
 * Certain or silent: the callee is a block-scope variable declared
 * `auto` and initialized by the lambda itself (its type is the closure
 * type for good), the lambda has no parameter pack and
 * no `...`; the return type is spelled where it is a keyword type
 * (trailing) or every return statement's value has a known arithmetic
 * or pointer type (deduced). */
#include <stdio.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/ptrmap.h"
#include "support/util.h"

const struct il_lambda *sema_lambda_of(struct sema *s, const struct il_tree *e)
{
    if (!e || e->kind != IL_expr_node || e->sub != enk_lambda)
        return NULL;
    const struct il_lambda *l = ptrmap_get(&s->il->lambda_by_tok, (const void *)(uintptr_t)(e->tok + 1));
    if (!l)
        return NULL;
    /* its parameters, for the checks of its body and of its calls */
    for (const struct il_param *p = l->params; p; p = p->next)
        if (p->name_tok &&
            !ptrmap_put(&s->param_by_tok, (void *)(uintptr_t)(p->name_tok + 1), (void *)p))
            sema_memo_clear(s);   /* (answers that found it missing) */
    return l;
}

/* A trailing return type written as one arithmetic keyword or void,
 * possibly with `*`s. */
static const char *trailing_text(const struct sema *s, const struct il_lambda *l)
{
    static const struct { int tok; const char *text; } words[] = {
        { TOK_VOID, "void" }, { TOK_BOOL, "bool" }, { TOK_CHAR, "char" }, { TOK_SHORT, "short" },
        { TOK_INT, "int" }, { TOK_LONG, "long" }, { TOK_FLOAT, "float" }, { TOK_DOUBLE, "double" },
        { TOK_UNSIGNED, "unsigned int" },
    };
    const char *word = NULL;
    for (size_t i = 0; i < sizeof words / sizeof *words; i++)
        if (sema_tok_kind(s, l->ret_lo) == words[i].tok)
            word = words[i].text;
    if (!word)
        return NULL;
    char buf[64];
    size_t n = (size_t)snprintf(buf, sizeof buf, "%s", word);
    for (uint32_t t = l->ret_lo + 1; t < l->ret_hi; t++) {
        if (sema_tok_kind(s, t) != TOK_STAR || n + 3 >= sizeof buf)
            return NULL;
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s", t == l->ret_lo + 1 ? " *" : "*");
    }
    return ident_intern(s->il->idents, buf, n)->name;
}

/* The type a returned value gives a deduced return type, or NULL. */
static const char *returned_text(const struct sema *s, const struct il_tree *e)
{
    struct sema_etype x = sema_classify(s, e);
    if (x.kind == SEMA_ARITH && x.arith != ARITH_NONE)
        return arith_infos[x.arith].display;
    if (x.kind == SEMA_POINTER && x.str)
        return sema_literal_pointer(s);
    if (x.kind == SEMA_POINTER && x.type && x.type->kind == IL_type && x.type->sub == tk_pointer &&
        !(x.type->op & (IL_PTR_LREF | IL_PTR_RREF)))
        return sema_type_text(s, x.type, true);
    return NULL;
}

/* The return type deduced from the body's return statements (not those
 * of lambdas inside it), or NULL. */
static const char *deduced_text(const struct sema *s, const struct il_tree *body)
{
    const struct il_tree *stack[256];
    int n = 0;
    const char *found = NULL;
    bool any = false;
    if (body)
        stack[n++] = body;
    while (n) {
        const struct il_tree *t = stack[--n];
        for (; t; t = t->next) {
            if (t->kind == IL_expr_node && t->sub == enk_lambda)
                continue;
            if (t->kind == IL_statement && t->sub == stmk_return) {
                const char *r = t->first ? returned_text(s, t->first) : "void";
                if (!r || (any && strcmp(r, found) != 0))
                    return NULL;
                found = r;
                any = true;
                continue;
            }
            if (t->kind == IL_statement && t->first) {
                if (n == 256)
                    return NULL;
                stack[n++] = t->first;
            }
        }
    }
    return any ? found : "void";
}

/* "lambda [](params)->return" (a generic lambda's deduced: "auto"), the
 * lambda expression at init; NULL where a type is not spelled. */
static const char *closure_text(struct sema *s, const struct il_lambda *l,
                                const struct il_tree *init)
{
    const char *ret = l->ret_lo ? trailing_text(s, l)
                      : l->generic ? "auto" : deduced_text(s, init->first);
    if (!ret)
        return NULL;
    char buf[512];
    size_t n = (size_t)snprintf(buf, sizeof buf, "lambda [](");
    for (const struct il_param *p = l->params; p; p = p->next) {
        const char *t = p->type && p->type->kind == IL_type && p->type->sub == tk_auto &&
                                !p->type->first && !(p->type->op & (IL_CV_CONST | IL_CV_VOLATILE))
                            ? "auto" : sema_type_written(s, p->type, true);
        if (!t || n + strlen(t) + 4 >= sizeof buf)
            return NULL;
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", p == l->params ? "" : ", ", t);
    }
    if (n + strlen(ret) + 4 >= sizeof buf)
        return NULL;
    n += (size_t)snprintf(buf + n, sizeof buf - n, ")->%s", ret);
    return ident_intern(s->il->idents, buf, n)->name;
}

const char *sema_closure_variable_text(struct sema *s, const struct il_node *v)
{
    if (!v || v->kind != IL_variable || !(v->flags & IL_F_LOCAL) || !v->type ||
        v->type->kind != IL_type || v->type->sub != tk_auto || v->type->first ||
        (v->type->op & (IL_CV_CONST | IL_CV_VOLATILE)) || !v->init_tok ||
        sema_tok_kind(s, v->init_tok) != TOK_ASSIGN)
        return NULL;
    const struct il_lambda *l = sema_lambda_of(s, v->init);
    if (!l || !l->lbrace || l->generic)
        return NULL;
    return closure_text(s, l, v->init);
}

void sema_check_closure_call(struct sema *s, const struct il_tree *call)
{
    const struct il_tree *callee = call->first;
    if (!callee || callee->kind != IL_expr_node || callee->sub != enk_variable || !callee->u.sym ||
        callee->tok + 1 != call->tok || sema_tok_kind(s, call->tok) != TOK_LPAREN)
        return;
    const struct il_node *v = sema_decl_at(s, callee->u.sym->tok);
    /* (`auto copy = add;`: the closure type of the lambda add holds) */
    for (int depth = 0; depth < 4 && v && v->kind == IL_variable && v->init && v->init_tok &&
                        sema_tok_kind(s, v->init_tok) == TOK_ASSIGN && v->init->kind == IL_expr_node &&
                        v->init->sub == enk_variable && v->init->u.sym && v->type &&
                        v->type->kind == IL_type && v->type->sub == tk_auto && !v->type->first &&
                        !(v->type->op & (IL_CV_CONST | IL_CV_VOLATILE)) && (v->flags & IL_F_LOCAL);
         depth++)
        v = sema_decl_at(s, v->init->u.sym->tok);
    if (!v || v->kind != IL_variable || !(v->flags & IL_F_LOCAL) || !v->type ||
        v->type->kind != IL_type || v->type->sub != tk_auto || v->type->first)
        return;
    const struct il_lambda *l = sema_lambda_of(s, v->init);
    if (!l || !l->lbrace || (l->generic && l->ret_lo))
        return;
    unsigned np = 0, required = 0;
    for (const struct il_param *p = l->params; p; p = p->next, np++) {
        if (p->pack)
            return;
        if (!p->init_tok)
            required = np + 1;
    }
    if (l->params_open) {
        uint32_t close = sema_matching_paren(s, l->params_open);
        if (!close || sema_tok_kind(s, close - 1) == TOK_ELLIPSIS)
            return;
    }
    unsigned nargs = 0;
    for (const struct il_tree *a = callee->next; a; a = a->next)
        nargs++;
    uint32_t rparen = sema_matching_paren(s, call->tok);
    if (!rparen)
        return;
    unsigned mismatch = 0;   /* that many: argument #mismatch does not convert (3326) */
    if (nargs >= required && nargs <= np) {
        const struct il_param *p = l->params;
        unsigned k = 1;
        bool unsure = false;
        for (const struct il_tree *a = callee->next; a && p; a = a->next, p = p->next, k++) {
            bool dependent = l->generic && (sema_type_depends(p->type) || p->type->sub == tk_auto);
            if (!dependent && sema_certainly_incompatible(s, a, p->type)) {
                if (unsure)
                    return;
                mismatch = k;
                break;
            }
            unsure |= !dependent && !sema_certainly_fits(s, a, p->type);
        }
        if (!mismatch)
            return;
    }
    const char *text = closure_text(s, l, v->init);
    if (!text)
        return;
    const char *line = nargs ? sema_arg_types_line(s, callee->next) : NULL;
    if (nargs && !line)
        return;
    char obj[600];
    int m = snprintf(obj, sizeof obj, "object type is: %s%s",
                     (v->type->op & IL_CV_CONST) ? "const " : "", text);
    struct sema_note *note = xcalloc(1, sizeof *note);
    note->tok = l->params_open ? l->params_open : l->lbrace;
    note->kind = "function";
    if (l->generic) {
        /* its call operator is a function template (304, the note at
         * what follows the introducer: its template parameters' `<`) */
        note->kind = "function template";
        note->tok = l->rbracket + 1;
    }
    note->text = text;
    if (mismatch) {
        char num[12];
        int len = snprintf(num, sizeof num, "%u", mismatch);
        note->id = DIAG_edg_3326;
        note->num = ident_intern(s->il->idents, num, (size_t)len)->name;
    }
    if (l->generic)
        sema_error_with_notes(s, rparen, callee->tok, DIAG_edg_304, "function template", text, line,
                              DIAG_edg_3322, note, 1);
    else
        sema_error_with_notes(s, rparen, callee->tok, DIAG_edg_1767, text, NULL, line,
                              DIAG_edg_3322, note, 1);
    sema_finding_line2(s, ident_intern(s->il->idents, obj, (size_t)m)->name);
}

/* ---- objects of classes with operator(): f(args) ----
 *
 * An object of a plain class (global, no bases, no conversion function:
 * no surrogate call function) called with arguments its operator()s do
 * not take: one operator(): "function "Field::operator()" cannot be
 * called with the given argument list" (1767, the note spelled the same);
 * several: "no instance of overloaded function "Two::operator()" matches
 * the argument list" (304, a note per operator(), newest first, spelled
 * with its parameters); both with the arguments' types and the object's
 * type.  Each operator() a non-template, without a pack, `...` or
 * anything after its parameter list but `const`. */
void sema_check_functor_call(struct sema *s, const struct il_tree *call)
{
    const struct il_tree *callee = call->first;
    if (!callee || callee->kind != IL_expr_node ||
        (callee->sub != enk_variable && callee->sub != enk_param_ref) || !callee->u.sym ||
        callee->tok + 1 != call->tok || sema_tok_kind(s, call->tok) != TOK_LPAREN)
        return;
    const struct il_tree *type = sema_declared_type(s, callee, true);
    if (!type || type->kind != IL_type || !(type->op & IL_TYPE_NAMED) || type->first ||
        !type->u.sym || (type->op & IL_CV_VOLATILE))
        return;
    const struct symbol *c = type->u.sym;
    if (c->kind != SYM_CLASS || !sema_plain_class(s, c) || c->members->bases ||
        c->members->unknown_bases || sema_has_conversion(s, c->members) ||
        sema_class_has_qualified_defaults(s, c->members))
        return;
    const struct sema_ctor *ops = sema_call_ops_of(s, c->members);
    if (!ops)
        return;
    unsigned nargs = 0;
    for (const struct il_tree *a = callee->next; a; a = a->next)
        nargs++;
    uint32_t rparen = sema_matching_paren(s, call->tok);
    const char *cls = sema_entity_text(s, c);
    if (!rparen || !cls)
        return;
    struct sema_note notes[8];
    unsigned n = 0;
    for (const struct sema_ctor *o = ops; o; o = o->next) {
        const struct il_node *fn = o->fn;
        if (n == 8 || (fn->flags & IL_F_TEMPLATE) || sema_has_ellipsis(s, fn))
            return;
        /* nothing after its parameter list but `const`, then a body or `;` */
        uint32_t close = sema_matching_paren(s, fn->tok + 3);
        if (!close)
            return;
        uint32_t after = close + 1;
        bool is_const = sema_tok_kind(s, after) == TOK_CONST;
        if (is_const)
            after++;
        int k = sema_tok_kind(s, after);
        if (k != TOK_LBRACE && k != TOK_SEMI)
            return;
        if (is_const && ops->next)
            return;   /* (" const" in a candidate's text: not spelled here) */
        unsigned np = 0, required = 0;
        for (const struct il_param *p = sema_params_of(fn); p; p = p->next, np++) {
            if (p->pack)
                return;
            if (!p->init_tok)
                required = np + 1;
        }
        unsigned mismatch = 0;
        if (nargs >= required && nargs <= np) {
            unsigned i = 1;
            bool unsure = false;
            const struct il_param *p = sema_params_of(fn);
            for (const struct il_tree *a = callee->next; a && p; a = a->next, p = p->next, i++) {
                if (sema_certainly_incompatible(s, a, p->type)) {
                    if (unsure)
                        return;
                    mismatch = i;
                    break;
                }
                unsure |= !sema_certainly_fits(s, a, p->type);
            }
            if (!mismatch)
                return;   /* it may take them */
        }
        char buf[512];
        size_t len = (size_t)snprintf(buf, sizeof buf, "%s::operator()", cls);
        if (ops->next) {
            len += (size_t)snprintf(buf + len, sizeof buf - len, "(");
            for (const struct il_param *p = sema_params_of(fn); p; p = p->next) {
                const char *t = sema_type_written(s, p->type, true);
                if (!t || len + strlen(t) + 4 >= sizeof buf)
                    return;
                len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s",
                                        p == sema_params_of(fn) ? "" : ", ", t);
            }
            len += (size_t)snprintf(buf + len, sizeof buf - len, ")");
        }
        if (len >= sizeof buf)
            return;
        memset(&notes[n], 0, sizeof notes[n]);
        notes[n].tok = fn->tok;
        notes[n].kind = "function";
        notes[n].text = ident_intern(s->il->idents, buf, len)->name;
        if (mismatch) {
            char num[12];
            int m = snprintf(num, sizeof num, "%u", mismatch);
            notes[n].id = DIAG_edg_3326;
            notes[n].num = ident_intern(s->il->idents, num, (size_t)m)->name;
        }
        n++;
    }
    const char *line = nargs ? sema_arg_types_line(s, callee->next) : NULL;
    if (nargs && !line)
        return;
    char name[300];
    int nl = snprintf(name, sizeof name, "%s::operator()", cls);
    char obj[400];
    int m = snprintf(obj, sizeof obj, "object type is: %s%s",
                     (type->op & IL_CV_CONST) ? "const " : "", cls);
    if (nl <= 0 || (size_t)nl >= sizeof name || m <= 0 || (size_t)m >= sizeof obj)
        return;
    struct sema_note *copy = xcalloc(n, sizeof *copy);
    memcpy(copy, notes, n * sizeof *copy);
    const char *fname = ident_intern(s->il->idents, name, (size_t)nl)->name;
    if (ops->next)
        sema_error_with_notes(s, rparen, callee->tok, DIAG_edg_304, "overloaded function", fname,
                              line, DIAG_edg_3322, copy, n);
    else
        sema_error_with_notes(s, rparen, callee->tok, DIAG_edg_1767, fname, NULL, line,
                              DIAG_edg_3322, copy, n);
    sema_finding_line2(s, ident_intern(s->il->idents, obj, (size_t)m)->name);
}
