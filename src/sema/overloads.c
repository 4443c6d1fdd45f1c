/* Overload resolution among non-template candidates with arithmetic
 * parameters ([over.match]): which function a call of an overloaded
 * name calls, for the checks that need it (device_calls.c names it).
 *
 * Each argument's implicit conversion sequence to its parameter is one
 * standard conversion, ranked by tables/standard_conversions (exact
 * match, promotion, conversion); a viable function is better than
 * another when none of its conversions is worse and one is better
 * ([over.match.best]); the best one must be better than every other.
 *
 * Certain or silent: every candidate is a function (no template), none
 * with a `...` or a parameter pack; every parameter a call uses is of an
 * arithmetic type by value (cv-qualifiers aside) or a pointer; every
 * argument has a known arithmetic type (not an enumeration) or is a
 * pointer to one (or an array of them), and none is a literal 0 (a null
 * pointer constant) where a candidate has a pointer.  A pointer argument
 * matches a pointer to the same type with the same cv-qualifiers exactly
 * and a pointer to another arithmetic type not at all; a pointer to it
 * with more qualifiers, and a bool parameter, are not judged.
 * Otherwise, or with no best function, no answer. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

enum conv_rank { CONV_RANK_EXACT, CONV_RANK_PROMOTION, CONV_RANK_CONVERSION, CONV_RANK_NONE };
enum conv_word { CW_SAME, CW_PROMOTED, CW_INTEGER, CW_FLOATING, CW_BOOL, CW_TYPE };
struct conv_operand {
    enum conv_word w;
    enum arith_id a;
};
#define CONV_SAME { CW_SAME, ARITH_NONE }
#define CONV_PROMOTED { CW_PROMOTED, ARITH_NONE }
#define CONV_INTEGER { CW_INTEGER, ARITH_NONE }
#define CONV_FLOATING { CW_FLOATING, ARITH_NONE }
#define CONV_BOOL { CW_BOOL, ARITH_NONE }
#define CONV_TYPE(x) { CW_TYPE, x }

static const struct std_conv {
    enum conv_rank rank;
    struct conv_operand from, to;
} conversions[] = {
#define STD_CONV(name, rank, from, to) { rank, from, to },
#include "generated/standard_conversions.def"
};

static bool matches(struct conv_operand o, enum arith_id t, enum arith_id from)
{
    switch (o.w) {
    case CW_SAME:
        return true;   /* (checked by the caller: both sides equal) */
    case CW_PROMOTED:
        return arith_promote(from) == t && from != t;
    case CW_INTEGER:
        return arith_infos[t].kind == ARITH_INTEGER;
    case CW_FLOATING:
        return arith_infos[t].kind == ARITH_FLOAT;
    case CW_BOOL:
        return t == ARITH_bool;
    case CW_TYPE:
        return t == o.a;
    }
    return false;
}

static enum conv_rank conversion_rank(enum arith_id from, enum arith_id to)
{
    for (size_t i = 0; i < sizeof conversions / sizeof *conversions; i++) {
        const struct std_conv *c = &conversions[i];
        if (c->from.w == CW_SAME) {
            if (from == to)
                return c->rank;
            continue;
        }
        if (matches(c->from, from, from) && matches(c->to, to, from))
            return c->rank;
    }
    return CONV_RANK_NONE;
}

enum { MAX_ARGS = 8 };

/* The outcome of resolving one call. */
struct resolution {
    struct sema_overloads ov;
    bool viable[24];
    int best;                /* the best viable function, or -1 */
    bool undominated[24];    /* viable, and no other viable one is better */
    bool ambiguous;          /* no best, two or more undominated */
    unsigned nargs;
};

static bool rank(struct sema *s, const struct il_tree *call_args, struct resolution *r);

/* false: not judged (see the header). */
static bool resolve(struct sema *s, const struct il_tree *call, bool using_directives,
                    struct sema_callee *cs, struct resolution *r)
{
    struct sema_overloads *ov = &r->ov;
    if (!sema_call_overloads(s, call, using_directives, cs, ov) || ov->n < 2)
        return false;
    return rank(s, call->first->next, r);
}

int sema_best_of(struct sema *s, const struct il_tree *args, const struct sema_overloads *ov)
{
    struct resolution r;
    if (ov->n < 2 || ov->n > 24)
        return -1;
    r.ov = *ov;
    return rank(s, args, &r) ? r.best : -1;
}

/* The viable functions of r->ov for the arguments from call_args on, the
 * best one and whether the call is ambiguous; false: not judged. */
static bool rank(struct sema *s, const struct il_tree *call_args, struct resolution *r)
{
    struct sema_overloads *ov = &r->ov;
    enum arith_id args[MAX_ARGS];
    bool zero[MAX_ARGS];
    unsigned arg_cv[MAX_ARGS];
    bool ptr[MAX_ARGS];      /* a pointer to args[k] (cv-qualified arg_cv[k]) */
    unsigned nargs = 0;
    for (const struct il_tree *a = call_args; a; a = a->next) {
        struct sema_etype e = sema_classify(s, a);
        if (nargs == MAX_ARGS)
            return false;
        if (e.kind == SEMA_POINTER && !e.str && e.type && e.type->kind == IL_type) {
            /* T *, or an array of T that decays: T arithmetic */
            unsigned cv = 0;
            enum arith_id pa = e.type->first ? sema_arith_and_cv(s, e.type->first, false, &cv)
                                             : ARITH_NONE;
            if (pa == ARITH_NONE || (e.type->first->kind == IL_type &&
                                     e.type->first->sub == tk_integer &&
                                     (e.type->first->op & IL_TYPE_NAMED) && e.type->first->u.sym &&
                                     e.type->first->u.sym->kind == SYM_ENUM))
                return false;
            zero[nargs] = false;
            ptr[nargs] = true;
            arg_cv[nargs] = cv;
            args[nargs++] = pa;
            continue;
        }
        if (e.kind != SEMA_ARITH || e.arith == ARITH_NONE)
            return false;
        zero[nargs] = a->kind == IL_expr_node && a->sub == enk_constant &&
                      (e.zero || (e.has_value && e.value == 0));
        ptr[nargs] = false;
        arg_cv[nargs] = 0;
        args[nargs++] = e.arith;
    }
    r->nargs = nargs;
    enum conv_rank ranks[24][MAX_ARGS];
    int space = -2;
    for (unsigned i = 0; i < ov->n; i++) {
        const struct il_node *fn = ov->c[i].first;
        r->viable[i] = false;
        if ((fn->flags & IL_F_TEMPLATE) || ov->c[i].pack || sema_has_ellipsis(s, fn))
            return false;
        /* (execution spaces: all alike, so that they cannot matter) */
        int sp = (int)sema_space_of(fn);
        if ((ov->c[i].def && (int)sema_space_of(ov->c[i].def) != sp) || (space != -2 && sp != space))
            return false;
        space = sp;
        unsigned required = ov->c[i].nparams;
        while (required > 0 && (ov->c[i].defaults >> (required - 1) & 1))
            required--;
        if (nargs < required || nargs > ov->c[i].nparams)
            continue;   /* not viable */
        r->viable[i] = true;
        const struct il_param *p = sema_params_of(fn);
        for (unsigned k = 0; k < nargs; k++, p = p->next) {
            const struct il_tree *t = p ? p->type : NULL;
            if (!t || t->kind != IL_type)
                return false;
            if (t->sub == tk_pointer && !(t->op & (IL_PTR_LREF | IL_PTR_RREF))) {
                if (zero[k])
                    return false;   /* a null pointer constant */
                if (!ptr[k]) {
                    r->viable[i] = false;  /* a number converts to no pointer */
                    continue;
                }
                /* T * to U *, both arithmetic: the same type with the same
                 * cv-qualifiers is an exact match, another type no
                 * conversion; added qualifiers (ranked among exact
                 * matches) are not judged */
                unsigned pcv = 0;
                enum arith_id pp = t->first ? sema_arith_and_cv(s, t->first, false, &pcv)
                                            : ARITH_NONE;
                if (pp == ARITH_NONE || (pcv & IL_CV_RESTRICT) ||
                    (t->first->kind == IL_type && t->first->sub == tk_integer &&
                     (t->first->op & IL_TYPE_NAMED) && t->first->u.sym &&
                     t->first->u.sym->kind == SYM_ENUM))
                    return false;
                if (pp != args[k]) {
                    r->viable[i] = false;
                    continue;
                }
                if (pcv != arg_cv[k])
                    return false;
                ranks[i][k] = CONV_RANK_EXACT;
                continue;
            }
            if (ptr[k]) {
                if (sema_arith_of_type(s, t) == ARITH_bool || sema_arith_of_type(s, t) == ARITH_NONE)
                    return false;   /* (a pointer converts to bool) */
                r->viable[i] = false;
                continue;
            }
            unsigned cv = 0;
            enum arith_id pa = sema_arith_and_cv(s, t, false, &cv);
            if (pa == ARITH_NONE || (cv & IL_CV_RESTRICT) ||
                (t->sub == tk_integer && (t->op & IL_TYPE_NAMED) && t->u.sym &&
                 t->u.sym->kind == SYM_ENUM))
                return false;
            ranks[i][k] = conversion_rank(args[k], pa);
            if (ranks[i][k] == CONV_RANK_NONE)
                return false;
        }
    }
    /* the best viable function: better than every other viable one */
    r->best = -1;
    r->ambiguous = false;
    unsigned nundominated = 0;
    for (unsigned i = 0; i < ov->n; i++)
        r->undominated[i] = r->viable[i];
    for (unsigned i = 0; i < ov->n; i++) {
        if (!r->viable[i])
            continue;
        bool beats_all = true;
        for (unsigned j = 0; j < ov->n; j++) {
            if (j == i || !r->viable[j])
                continue;
            bool better = false, worse = false;
            for (unsigned k = 0; k < nargs; k++) {
                if (ranks[i][k] < ranks[j][k])
                    better = true;
                else if (ranks[i][k] > ranks[j][k])
                    worse = true;
            }
            if (better && !worse)
                r->undominated[j] = false;
            if (!better || worse)
                beats_all = false;
        }
        if (beats_all) {
            if (r->best >= 0)
                return false;
            r->best = (int)i;
        }
    }
    for (unsigned i = 0; i < ov->n; i++)
        nundominated += r->undominated[i];
    r->ambiguous = r->best < 0 && nundominated >= 2;
    return true;
}

bool sema_best_overload(struct sema *s, const struct il_tree *call, bool using_directives,
                        struct sema_callee *cs)
{
    struct resolution r;
    if (!resolve(s, call, using_directives, cs, &r) || r.best < 0)
        return false;
    /* the callee as sema_call_target describes one function */
    const struct il_node *first = r.ov.c[r.best].first, *def = r.ov.c[r.best].def;
    cs->ov = NULL;
    cs->first = first;
    cs->nparams = r.ov.c[r.best].nparams;
    cs->defaults = r.ov.c[r.best].defaults;
    cs->pack = false;
    cs->space = (int)sema_space_of(first);
    if (def && (int)sema_space_of(def) != cs->space)
        cs->space = -1;
    cs->flags = first->flags | (def ? def->flags : 0);
    cs->count = 1;
    return true;
}

static int by_tok(const void *a, const void *b)
{
    const struct il_node *x = *(const struct il_node *const *)a;
    const struct il_node *y = *(const struct il_node *const *)b;
    return x->tok < y->tok ? -1 : x->tok > y->tok;
}

/* f(args) with no best viable function: 308 "more than one instance of
 * overloaded function "f" matches the argument list:", a line for each
 * viable function no other is better than (in the order of their first
 * declarations, each at its definition if any: `function "dv(int)"
 * (declared at line 3)`, "... (declared at line 1186 of /usr/...hpp)"
 * in another file), then the arguments' types.  Judged for unqualified
 * names. */
void sema_check_ambiguous_call(struct sema *s, const struct il_tree *call, bool using_directives)
{
    struct sema_callee cs;
    struct resolution r;
    const struct il_tree *callee = call->first;
    if (!callee || callee->kind != IL_expr_node || !callee->u.sym || callee->tok + 1 != call->tok ||
        (callee->tok > 0 && sema_tok_kind(s, callee->tok - 1) == TOK_COLONCOLON) ||
        !resolve(s, call, using_directives, &cs, &r) || !r.ambiguous || !r.nargs)
        return;
    const struct il_node *fns[24], *where[24];
    unsigned n = 0;
    for (unsigned i = 0; i < r.ov.n; i++)
        if (r.undominated[i])
            fns[n++] = r.ov.c[i].first;
    qsort(fns, n, sizeof *fns, by_tok);
    for (unsigned i = 0; i < n; i++) {
        where[i] = fns[i];
        for (unsigned j = 0; j < r.ov.n; j++)
            if (r.ov.c[j].first == fns[i] && r.ov.c[j].def)
                where[i] = r.ov.c[j].def;
    }
    const char *args = sema_arg_types_line(s, callee->next);
    const char **lines = xcalloc(n + 2, sizeof *lines);
    struct diag_loc at;
    const struct token *ct = lexer_token(s->lx, call->tok);
    lexer_loc(s->lx, ct, ct->offset, &at);
    for (unsigned i = 0; i < n; i++) {
        const char *text = sema_function_written_text(s, fns[i]);
        const struct token *t = lexer_token(s->lx, where[i]->tok);
        struct diag_loc loc;
        lexer_loc(s->lx, t, t->offset, &loc);
        char buf[1024];
        int len = !text || !loc.file || !at.file ? -1
                  : strcmp(loc.file, at.file) == 0
                      ? snprintf(buf, sizeof buf, "function \"%s\" (declared at line %u)", text,
                                 loc.line)
                      : snprintf(buf, sizeof buf, "function \"%s\" (declared at line %u of %s)",
                                 text, loc.line, loc.file);
        if (len <= 0 || (size_t)len >= sizeof buf || !args) {
            free(lines);
            return;
        }
        lines[i] = ident_intern(s->il->idents, buf, (size_t)len)->name;
    }
    lines[n] = args;
    sema_error_lines(s, cs.rparen, callee->tok, DIAG_edg_308, sema_ident(s, callee->tok)->name,
                     lines);
}
