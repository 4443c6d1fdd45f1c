/* Why a function template certainly is no candidate for a call, from
 * what the core knows of the arguments ([temp.deduct.call]).  Observed
 * of cudafe++: a parameter that names no template parameter and
 * certainly does not take its argument rules the template out first,
 * whatever the deduction ("does not match because argument #k does not
 * match parameter", 3326); else two arguments that deduce one template
 * type parameter differently -- from a parameter `T`, `T *` or
 * `const T *`, by arguments whose types the messages spell -- make it
 * fail ("candidate function template ... failed deduction", 3327).
 * Anything else: not known (the checks stay silent). */
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

enum { MAX_TPARAMS = 8 };

struct deduction {
    const struct ident *names[MAX_TPARAMS];
    bool pack[MAX_TPARAMS];
    const char *deduced[MAX_TPARAMS];   /* the type deduced, as spelled */
    unsigned n;
};

/* The template header `template <typename A, class... B>` of fn: type
 * parameters only, no defaults. */
static bool header_params(const struct sema *s, const struct il_node *fn, struct deduction *d)
{
    d->n = 0;
    if (!fn->tmpl_tok || !fn->tmpl_close || sema_tok_kind(s, fn->tmpl_tok + 1) != TOK_LT)
        return false;
    uint32_t i = fn->tmpl_tok + 2;
    if (i == fn->tmpl_close)
        return false;   /* template <>: a specialization */
    for (;;) {
        int k = sema_tok_kind(s, i);
        if ((k != TOK_TYPENAME && k != TOK_CLASS) || d->n == MAX_TPARAMS)
            return false;
        i++;
        bool pack = sema_tok_kind(s, i) == TOK_ELLIPSIS;
        if (pack)
            i++;
        if (sema_tok_kind(s, i) != TOK_IDENTIFIER)
            return false;
        d->names[d->n] = sema_ident(s, i);
        d->pack[d->n] = pack;
        d->deduced[d->n++] = NULL;
        i++;
        if (i == fn->tmpl_close)
            return sema_tok_kind(s, i) == TOK_GT;
        if (sema_tok_kind(s, i) != TOK_COMMA)
            return false;
        i++;
    }
}

/* The template parameter a type tree names (no qualifiers but cv), or -1. */
static int named_param(const struct sema *s, const struct il_tree *t, const struct deduction *d)
{
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || t->first || t->next ||
        sema_tok_kind(s, t->tok) != TOK_IDENTIFIER)
        return -1;
    if (t->sub != tk_template_param &&
        !(t->u.sym && (t->u.sym->kind == SYM_TYPE_PARAM || t->u.sym->kind == SYM_TEMPLATE_PARAM)))
        return -1;
    const struct ident *id = sema_ident(s, t->tok);
    for (unsigned k = 0; k < d->n; k++)
        if (d->names[k] == id)
            return (int)k;
    return -1;
}

/* Records what parameter type p deduces from argument a: whether it
 * agrees with what was deduced before. */
enum outcome { UNKNOWN, AGREES, CONFLICT };

static enum outcome deduce(const struct sema *s, const struct il_tree *p, const struct il_tree *a,
                           struct deduction *d)
{
    const char *text = sema_arg_type_text(s, a);
    if (!text)
        return UNKNOWN;
    size_t len = strlen(text);
    int k;
    const char *value;
    if ((k = named_param(s, p, d)) >= 0) {
        /* T by value: the argument's type, not an array, no cv-qualifier */
        if (p->op & IL_CV_VOLATILE || text[len - 1] == ']' || strncmp(text, "const ", 6) == 0 ||
            strncmp(text, "volatile ", 9) == 0)
            return UNKNOWN;
        value = text;
    } else if (p->kind == IL_type && p->sub == tk_pointer &&
               !(p->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED)) &&
               (k = named_param(s, p->first, d)) >= 0) {
        /* T * and const T *: the pointee of a pointer (a plain `X *`) */
        if (len < 3 || strcmp(text + len - 2, " *") != 0 || memchr(text, '(', len) ||
            memchr(text, '[', len) || (p->first->op & IL_CV_VOLATILE))
            return UNKNOWN;
        char buf[256];
        if (len - 2 >= sizeof buf)
            return UNKNOWN;
        memcpy(buf, text, len - 2);
        buf[len - 2] = 0;
        const char *pointee = buf;
        if (p->first->op & IL_CV_CONST) {
            /* const T * from const X *: T = X; from X *: T = X */
            if (strncmp(pointee, "const ", 6) == 0)
                pointee += 6;
        }
        if (strchr(pointee, '*'))
            return UNKNOWN;   /* (a pointer to pointer: its cv not looked at) */
        value = ident_intern(s->il->idents, pointee, strlen(pointee))->name;
    } else {
        return UNKNOWN;
    }
    if (d->pack[k])
        return UNKNOWN;
    if (d->deduced[k] && strcmp(d->deduced[k], value) != 0)
        return CONFLICT;
    d->deduced[k] = value;
    return AGREES;
}

int sema_template_mismatch(const struct sema *s, const struct il_node *fn,
                           const struct il_tree *args)
{
    /* first the parameters that name no template parameter: the first
     * argument that certainly does not convert decides (observed: before
     * any deduction failure) */
    unsigned k = 1;
    const struct il_param *p = sema_params_of(fn);
    const struct il_tree *a = args;
    for (; a && p && !p->pack; a = a->next, p = p->next, k++)
        if (!sema_type_depends(p->type) && sema_certainly_incompatible(s, a, p->type))
            return (int)k;
    /* then deduction: certain to fail when two arguments deduce one
     * template parameter differently (3327) */
    struct deduction d;
    if (!header_params(s, fn, &d))
        return 0;
    bool conflict = false;
    p = sema_params_of(fn);
    for (a = args; a && p && !p->pack; a = a->next, p = p->next) {
        if (!sema_type_depends(p->type))
            continue;
        enum outcome o = deduce(s, p->type, a, &d);
        if (o == UNKNOWN)
            return 0;
        conflict |= o == CONFLICT;
    }
    return conflict ? -1 : 0;
}
