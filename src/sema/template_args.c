/* Type arguments of class template instances: which type an argument
 * is, and how cudafe++ spells it in an instance's name ("Word<L>") and in
 * "[with T=...]" (observed on probes of cudafe++ 13.0):
 *
 *  - a type spelled with keywords: its display ("unsigned char");
 *  - a typedef of a namespace or class: its qualified name ("N::S::st");
 *  - a member typedef of a class template instance (`C<L>::ct`): what it
 *    stands for, the instance's own arguments in place ("L"), through
 *    typedefs of the same template (`typedef ct ct2;`); with
 *    --template_typedefs_in_diagnostics its own name ("C<L>::ct").
 *
 * Two spellings of one type make one instance (`Word<L>` and
 * `Word<long>`), and an instance keeps the spelling of its first
 * template-id in the translation unit -- a pointer's `Word<long> *p` too
 * -- in every message about it (il_list.template_ids).
 *
 * Only arithmetic types without cv-qualifiers are modelled; anything else
 * is "not known" and the checks that ask stay silent. */
#include <stdio.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

enum { MAX_DEPTH = 8, MAX_MENTIONS = 4096 };

static bool type_arg(const struct sema *s, const struct il_tree *t, struct sema_targ *out, int depth);

/* The class template whose primary template's body declares typedef sym. */
static const struct symbol *member_of_template(const struct symbol *sym)
{
    const struct scope *sc = sym ? sym->parent : NULL;
    if (!sc || sc->kind != SCOPE_CLASS || sc->is_template_spec || !sc->owner ||
        sc->owner->kind != SYM_CLASS_TEMPLATE || sc->owner->members != sc)
        return NULL;
    return sc->owner;
}

/* Whether two template arguments are certainly the same (1), certainly
 * not (0), or not known (-1). */
static int same_arg(struct sema *s, const struct il_tree *x, const struct il_tree *y, int depth)
{
    if (!x || !y || x->kind != y->kind)
        return -1;
    if (x->kind == IL_type) {
        struct sema_targ a, b;
        if (!type_arg(s, x, &a, depth) || !type_arg(s, y, &b, depth))
            return -1;
        return a.a == b.a;
    }
    struct sema_const a, b;
    if (x->kind != IL_expr_node || !sema_eval_constant(s, x, &a) || !sema_eval_constant(s, y, &b))
        return -1;
    return a.v == b.v;
}

/* Whether an argument depends on a template's parameters (a mention in a
 * template's definition, which makes no instance where it is read). */
static bool arg_depends(const struct sema *s, const struct il_tree *a)
{
    if (a->kind == IL_type)
        return sema_type_depends(a);
    if (a->kind != IL_expr_node)
        return false;
    if (a->u.sym && (a->u.sym->kind == SYM_VALUE_PARAM || a->u.sym->kind == SYM_TEMPLATE_PARAM) &&
        sema_tok_kind(s, a->tok) == TOK_IDENTIFIER)
        return true;
    for (const struct il_tree *k = a->first; k; k = k->next)
        if (arg_depends(s, k))
            return true;
    return false;
}

/* The template-id that first named the instance inst names (inst's own
 * when no earlier one names it), or NULL when not known. */
static const struct il_tree *first_mention(const struct sema *s, const struct il_tree *inst, int depth)
{
    if (!inst || inst->kind != IL_type || !inst->u.sym || depth > MAX_DEPTH)
        return NULL;
    const struct il_template_id *list = ptrmap_get(&s->il->template_ids, inst->u.sym);
    /* (the list holds the last read first: the first read is its end) */
    const struct il_template_id *order[MAX_MENTIONS];
    unsigned n = 0;
    for (const struct il_template_id *m = list; m; m = m->next) {
        if (n == MAX_MENTIONS)
            return NULL;
        order[n++] = m;
    }
    bool own = false;
    for (unsigned i = n; i-- > 0;)
        own |= order[i]->type->tok == inst->tok;
    if (!own)
        return NULL;   /* (not a template-id the parser saw: not known) */
    for (unsigned i = n; i-- > 0;) {
        const struct il_tree *m = order[i]->type;
        if (m->tok == inst->tok)
            return m;   /* its own template-id is the first of its instance */
        int same = 1;
        bool dependent = false;
        const struct il_tree *x = m->first, *y = inst->first;
        for (; x && y && same == 1; x = x->next, y = y->next) {
            if (arg_depends(s, x)) {
                dependent = true;
                break;
            }
            int r = same_arg((struct sema *)s, x, y, depth + 1);
            same = r < 0 ? -1 : r ? 1 : 0;
        }
        if (dependent)
            continue;
        if (same == 1 && (x || y))
            same = x && y ? -1 : 0;   /* (default arguments: not compared) */
        if (same == 1)
            return m;
        if (same < 0)
            return NULL;
    }
    return NULL;
}

/* The typedef sym, a member of class template tmpl whose instance is
 * inst (its template-id that first named it: first): what it stands for. */
static bool member_typedef(const struct sema *s, const struct symbol *sym, const struct symbol *tmpl,
                           const struct il_tree *first, struct sema_targ *out, int depth)
{
    const struct il_node *td = sema_typedef_at(s, sym->tok);
    const struct il_tree *to = td ? td->type : NULL;
    if (!to || to->kind != IL_type || depth > MAX_DEPTH ||
        (to->op & (IL_CV_CONST | IL_CV_VOLATILE | IL_CV_RESTRICT)))
        return false;
    if (!(to->op & IL_TYPE_NAMED))
        return type_arg(s, to, out, depth + 1);
    const struct symbol *named = to->u.sym;
    if (to->first || !named)
        return false;
    if (named->kind == SYM_TYPE_PARAM || to->sub == tk_template_param) {
        /* one of the template's parameters: the instance's argument */
        struct sema_instance names;
        if (!sema_instance_names(s, tmpl, &names))
            return false;
        const struct ident *id = sema_ident(s, to->tok);
        const struct il_tree *a = first->first;
        for (unsigned k = 0; k < names.np && a; k++, a = a->next)
            if (names.names[k] == id)
                return a->kind == IL_type && type_arg(s, a, out, depth + 1);
        return false;
    }
    if (named->kind == SYM_TYPEDEF && member_of_template(named) == tmpl)
        return member_typedef(s, named, tmpl, first, out, depth + 1);   /* typedef ct ct2; */
    if (member_of_template(named))
        return false;
    return type_arg(s, to, out, depth + 1);
}

static bool type_arg(const struct sema *s, const struct il_tree *t, struct sema_targ *out, int depth)
{
    if (!t || t->kind != IL_type || depth > MAX_DEPTH ||
        (t->op & (IL_CV_CONST | IL_CV_VOLATILE | IL_CV_RESTRICT)))
        return false;
    if (!(t->op & IL_TYPE_NAMED)) {
        unsigned cv = 0;
        enum arith_id a = !t->first && (t->sub == tk_integer || t->sub == tk_float)
                              ? sema_arith_and_cv(s, t, false, &cv) : ARITH_NONE;
        if (a == ARITH_NONE || cv)
            return false;
        out->a = a;
        out->shown = arith_infos[a].display;
        return true;
    }
    const struct symbol *sym = t->u.sym;
    if (t->first || !sym || sym->kind != SYM_TYPEDEF)
        return false;
    const struct symbol *tmpl = member_of_template(sym);
    if (!tmpl) {
        /* a typedef of a namespace or a class: by its name */
        unsigned cv = 0;
        enum arith_id a = sema_arith_and_cv(s, t, false, &cv);
        const char *name = sema_entity_text(s, sym);
        if (a == ARITH_NONE || cv || !name)
            return false;
        out->a = a;
        out->shown = name;
        return true;
    }
    /* X<args>::name: the instance the qualifier names, spelled as its
     * first template-id spelled it */
    if (t->tok < 1 || sema_tok_kind(s, t->tok - 1) != TOK_COLONCOLON)
        return false;
    const struct il_tree *inst = ptrmap_get(&s->il->qualifier_targs, (const void *)(uintptr_t)t->tok);
    if (!inst || inst->u.sym != tmpl || !sema_primary_certain(s, tmpl, inst->first))
        return false;
    const struct il_tree *first = first_mention(s, inst, depth + 1);
    if (!first || !member_typedef(s, sym, tmpl, first, out, depth + 1))
        return false;
    if (s->opt.template_typedefs) {
        /* by its own name: "C<L>::ct" (the instance's arguments spelled
         * as they stand -- not those that are member typedefs of a class
         * template themselves, which are not known here) */
        for (const struct il_tree *a = first->first; a; a = a->next)
            if (a->kind == IL_type && (a->op & IL_TYPE_NAMED) && a->u.sym &&
                member_of_template(a->u.sym))
                return false;
        const char *self = sema_class_type_text(s, first);
        char buf[512];
        int n = self ? snprintf(buf, sizeof buf, "%s::%s", self, sym->id->name) : -1;
        if (n <= 0 || (size_t)n >= sizeof buf)
            return false;
        out->shown = ident_intern(s->il->idents, buf, (size_t)n)->name;
    }
    return true;
}

bool sema_template_type_arg(const struct sema *s, const struct il_tree *t, struct sema_targ *out)
{
    return type_arg(s, t, out, 0);
}

const struct il_tree *sema_first_mention(const struct sema *s, const struct il_tree *inst)
{
    return first_mention(s, inst, 0);
}

bool sema_class_template_typedef(const struct symbol *sym)
{
    return sym && sym->kind == SYM_TYPEDEF && member_of_template(sym);
}

bool sema_arg_template_type(const struct sema *s, const struct il_tree *a, struct sema_targ *out)
{
    if (!a || a->kind != IL_expr_node || (a->sub != enk_variable && a->sub != enk_param_ref) ||
        !a->u.sym)
        return false;
    const struct il_tree *t = sema_declared_type(s, a, true);
    return t && t->kind == IL_type && type_arg(s, t, out, 0);
}
