/* Constructions no constructor takes: `C c(a, b)`, `new C(a, b)` and
 * `C(a, b)` where no constructor of C has that many parameters (error
 * 289 "no instance of constructor "C::C" matches the argument list",
 * the arguments' types, and a note 3322 per constructor).
 *
 * Observed (cudafe++ 13.0): the notes list the implicitly declared copy
 * constructor "C::C(const C &)", then the move constructor "C::C(C &&)"
 * (both at the class's name; no move constructor when the class declares
 * a destructor or a copy assignment), then the class's own constructors,
 * the last declared first.  The caret is at the `(` of a new-expression's
 * arguments, at a declaration's first argument, at
 * the class name of `C(a, b)`.
 *
 * Certain or silent: two or more arguments, or none in `new C()` and
 * `C()` (the copy and move constructors take one, so only the count
 * decides; `C c;` and `new C` have another message), or one that is a
 * number or a string literal when no constructor takes one argument (the
 * copy and move constructors then do not match it: 3326 notes); C a plain
 * class (members.c) without bases, declaring constructors itself (an
 * aggregate without any is initialized from parentheses in C++20), none
 * of them a template, a copy or move constructor, or with an exception
 * specification; its data members of fundamental, pointer or enumeration
 * types (so that the implicit copy constructor takes a const C &).
 *
 * `C c;` and `new C` where C has constructors of its own, none of which
 * takes no arguments (the class has no default constructor then): 291
 * "no default constructor exists for class "C"", judged on the same
 * classes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

/* The class a type tree names (through typedefs), or NULL. */
const struct symbol *sema_class_named(const struct il_tree *t)
{
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || !t->u.sym || t->first)
        return NULL;
    const struct symbol *c = t->u.sym;
    for (int guard = 0; c && c->kind == SYM_TYPEDEF && guard < 8; guard++)
        c = c->target;
    if (c && c->kind == SYM_CLASS && (c->flags & SYMF_INJECTED) && c->parent && c->parent->owner &&
        c->parent->owner->kind == SYM_CLASS && c->parent->owner->members == c->parent)
        c = c->parent->owner;   /* the injected-class-name: its class */
    return c && c->kind == SYM_CLASS ? c : NULL;
}

/* A data member's type the implicit copy constructor copies as itself:
 * fundamental types, enumerations, pointers to anything, arrays of them. */
static bool trivially_copied(const struct il_tree *t)
{
    for (int depth = 0; t && depth < 16; depth++) {
        if (t->kind != IL_type)
            return false;
        if (t->sub == tk_array) {
            t = t->first;
            continue;
        }
        if (t->sub == tk_pointer)
            return !(t->op & (IL_PTR_LREF | IL_PTR_RREF));
        if ((t->sub == tk_integer || t->sub == tk_float) && !(t->op & IL_TYPE_NAMED))
            return true;
        if (t->sub == tk_integer && (t->op & IL_TYPE_NAMED) && t->u.sym &&
            t->u.sym->kind == SYM_ENUM)
            return true;
        return false;
    }
    return false;
}

/* What the class body declares at its own level: a destructor or a copy
 * assignment (no implicit move constructor then). */
static bool declares_copy_control(const struct sema *s, const struct symbol *c, bool *found)
{
    uint32_t t = c->tok + 1;
    while (sema_tok_kind(s, t) != TOK_LBRACE) {
        int k = sema_tok_kind(s, t);
        if (k == TOK_EOF || k == TOK_SEMI)
            return false;
        t++;
    }
    uint32_t close = sema_matching_brace(s, t);
    if (!close)
        return false;
    int depth = 0;
    *found = false;
    for (uint32_t i = t + 1; i < close; i++) {
        int k = sema_tok_kind(s, i);
        if (k == TOK_LBRACE || k == TOK_LPAREN || k == TOK_LBRACKET)
            depth++;
        else if (k == TOK_RBRACE || k == TOK_RPAREN || k == TOK_RBRACKET)
            depth--;
        else if (depth == 0 && k == TOK_TILDE && sema_tok_kind(s, i + 1) == TOK_IDENTIFIER &&
                 sema_ident(s, i + 1) == c->id)
            *found = true;
        else if (depth == 0 && k == TOK_OPERATOR && sema_tok_kind(s, i + 1) == TOK_ASSIGN)
            *found = true;
    }
    return true;
}

/* Whether a parameter's type names the class itself (a copy or move
 * constructor, or one the check does not judge). */
static bool names_class(const struct il_tree *t, const struct symbol *c)
{
    for (int depth = 0; t && t->kind == IL_type && depth < 8; depth++) {
        if (t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF))) {
            t = t->first;
            continue;
        }
        const struct symbol *x = t->kind == IL_type && (t->op & IL_TYPE_NAMED) ? t->u.sym : NULL;
        return x && (x == c || (x->members && x->members == c->members));
    }
    return false;
}

/* A constructor's text, "C::C(float, int)", or NULL. */
static const char *ctor_text(const struct sema *s, const char *cls, const struct il_node *fn)
{
    char buf[512];
    size_t n = (size_t)snprintf(buf, sizeof buf, "%s::%s(", cls, fn->name);
    bool any = false;
    for (const struct il_param *p = sema_params_of(fn); p; p = p->next) {
        const char *t = p->pack ? NULL : sema_type_written(s, p->type, true);
        if (!t || n + strlen(t) + 8 >= sizeof buf)
            return NULL;
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s", any ? ", " : "", t);
        any = true;
    }
    if (sema_has_ellipsis(s, fn))
        n += (size_t)snprintf(buf + n, sizeof buf - n, "%s", any ? ", ..." : "...");
    if (n + 2 >= sizeof buf)
        return NULL;
    n += (size_t)snprintf(buf + n, sizeof buf - n, ")");
    return ident_intern(s->il->idents, buf, n)->name;
}

/* Whether t is the class c itself, by value (through typedefs). */
static bool by_value(const struct il_tree *t, const struct symbol *c)
{
    return t && t->kind == IL_type && !(t->op & (IL_CV_CONST | IL_CV_VOLATILE)) &&
           sema_class_named(t) == c;
}

/* The class (through references: *ref set) of a name used as an
 * expression in function fn: a parameter of fn or a block-scope
 * variable. */
static const struct symbol *name_class(const struct sema *s, const struct il_node *fn,
                                       const struct il_tree *e, bool *ref)
{
    *ref = false;
    if (!e || e->kind != IL_expr_node || !e->u.sym)
        return NULL;
    const struct il_tree *t = NULL;
    if (e->sub == enk_param_ref) {
        for (const struct il_param *p = fn->params; p; p = p->next)
            if (p->name_tok == e->u.sym->tok)
                t = p->type;
    } else if (e->sub == enk_variable) {
        const struct il_node *v = sema_decl_at(s, e->u.sym->tok);
        t = v && v->kind == IL_variable ? v->type : NULL;
    }
    if (t && t->kind == IL_type && t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF))) {
        t = t->first;
        *ref = true;
    }
    return sema_class_named(t);
}

struct uses {
    bool copied, moved;      /* the estimate */
    bool by_value_param;     /* some function takes c by value ... */
    bool lvalue_arg;         /* ... and some call passes a c object by name */
};

struct ctor_set;
static bool constructors(const struct sema *s, const struct il_tree *type,
                         const struct il_tree *args, unsigned nargs, struct ctor_set *set);

/* `C(args)` that no constructor of C takes (the error check_construction
 * reports: such a return moves nothing). */
static bool no_constructor_for(const struct sema *s, const struct il_tree *e);

/* What fn's body does with objects of class c. */
static void body_uses(const struct sema *s, const struct il_node *fn, const struct symbol *c,
                      uint32_t limit, struct uses *u)
{
    bool ref;
    const struct il_tree *ret = fn->type && fn->type->sub == tk_routine ? fn->type->first : NULL;
    bool returns_c = by_value(ret, c);
    const struct il_tree *stack[128];
    int n = 0;
    stack[n++] = fn->body;
    while (n) {
        for (const struct il_tree *t = stack[--n]; t; t = t->next) {
            if (t->tok >= limit)
                continue;   /* (after the construction judged) */
            if (t->kind == IL_statement && t->sub == stmk_return && returns_c && t->first &&
                sema_last_token(t->first) < limit) {   /* (not the return judged itself) */
                const struct il_tree *e = t->first;
                bool lvalue = e->kind == IL_expr_node && e->sub == enk_operation &&
                              (e->op == eok_add_assign || e->op == eok_subtract_assign ||
                               e->op == eok_multiply_assign || e->op == eok_divide_assign ||
                               e->op == eok_assign || e->op == eok_indirect);
                if (name_class(s, fn, e, &ref) == c && ref)
                    lvalue = true;   /* a reference's object */
                if (lvalue)
                    u->copied = true;   /* returns what an lvalue refers to */
                else if (!no_constructor_for(s, e))
                    u->moved = true;    /* a prvalue, or a local moved from */
            }
            if (t->kind == IL_expr_node && t->sub == enk_operation && t->op == eok_call && t->first)
                for (const struct il_tree *a = t->first->next; a; a = a->next)
                    if (name_class(s, fn, a, &ref) == c)
                        u->lvalue_arg = true;
            const struct il_node *d = t->kind == IL_source_sequence_entry ? t->u.decl : NULL;
            if (d && d->kind == IL_variable && d->init && d->init_tok && d->type &&
                sema_tok_kind(s, d->init_tok) == TOK_ASSIGN && sema_last_token(d->init) < limit) {
                bool named = name_class(s, fn, d->init, &ref) == c;
                if (named && (by_value(d->type, c) ||
                              (d->type->kind == IL_type && d->type->sub == tk_auto)))
                    u->copied = true;   /* V b = a; auto b = a; */
                else if (!named && by_value(d->type, c))
                    u->moved = true;    /* V b = V(...), V b = f(); */
            }
            if (t->kind == IL_source_sequence_entry && t->u.decl && t->u.decl->init && n < 128)
                stack[n++] = t->u.decl->init;
            if (t->first && n < 128)
                stack[n++] = t->first;
        }
    }
}

/* Whether the implicit copy and move constructors of c were used before
 * tok: cudafe++ spells them with "noexcept" once they were (their
 * exception specification is computed then).  Observed on probes: the
 * copy constructor by `V b = a;` and by an object passed by name to a
 * parameter of type V; the move constructor by `V b = f();`, by
 * `V b = V(...)` and by returning anything but an lvalue from a function
 * returning V.  An estimate from the declarations and bodies seen (it
 * matches the probes: vec3 passed by value and returned, dim3 passed by
 * value in the CUDA runtime's headers, classes only constructed). */
static void special_uses(const struct sema *s, const struct symbol *c, uint32_t tok,
                         bool *copied, bool *moved)
{
    struct uses u = { false, false, false, false };
    for (const struct il_node *n = s->il->first; n && n->tok < tok; n = n->next) {
        if (n->kind != IL_routine || !n->has_pos || n->tok < c->tok)
            continue;
        for (const struct il_param *p = n->params; p; p = p->next)
            if (by_value(p->type, c))
                u.by_value_param = true;
        if (n->body)
            body_uses(s, n, c, tok, &u);
    }
    *copied = u.copied || (u.by_value_param && u.lvalue_arg);
    *moved = u.moved;
}

static int by_tok_desc(const void *a, const void *b)
{
    const struct il_node *x = *(const struct il_node *const *)a;
    const struct il_node *y = *(const struct il_node *const *)b;
    return x->tok < y->tok ? 1 : x->tok > y->tok ? -1 : 0;
}

/* The constructors of the class a type names, for nargs arguments:
 * false when the class or one of them is not judged or one takes that
 * many (nargs < 0: none of them may take none). */
struct ctor_set {
    const struct symbol *c;
    const struct il_node *fn[24];
    unsigned mismatch[24];   /* 0: another number of parameters; k: argument #k
                              * certainly does not convert */
    unsigned n;
};

/* Bases whose copy and move are what the implicit ones do: plain classes
 * (their bases too) without user-declared copy or move constructors,
 * whose data members are copied as themselves; `inherited` constructors
 * (using Base::Base) nowhere. */
static bool plain_bases(const struct sema *s, const struct symbol *c, int depth)
{
    if (depth > 8)
        return false;
    for (const struct base_list *b = c->members->bases; b; b = b->next) {
        const struct symbol *x = b->base;
        if (!x || !sema_plain_class(s, x) || x->members->unknown_bases || !plain_bases(s, x, depth + 1))
            return false;
        for (const struct sema_ctor *k = sema_ctors_of(s, x->members); k; k = k->next) {
            const struct il_param *p = sema_params_of(k->fn);
            if (p && (p->pack || names_class(p->type, x)))
                return false;
        }
        const struct il_node *fields[64];
        int nf = sema_data_members(s, x->members, fields, 64);
        if (nf < 0)
            return false;
        for (int i = 0; i < nf; i++)
            if (!trivially_copied(fields[i]->type))
                return false;
    }
    /* (`using Base::Base;` in c: constructors of another class) */
    uint32_t t = c->tok + 1;
    while (sema_tok_kind(s, t) != TOK_LBRACE && sema_tok_kind(s, t) != TOK_EOF &&
           sema_tok_kind(s, t) != TOK_SEMI)
        t++;
    uint32_t close = sema_tok_kind(s, t) == TOK_LBRACE ? sema_matching_brace(s, t) : 0;
    if (!close)
        return false;
    for (uint32_t i = t; i < close; i++)
        if (sema_tok_kind(s, i) == TOK_USING)
            return false;
    return true;
}

static bool constructors(const struct sema *s, const struct il_tree *type,
                         const struct il_tree *args, unsigned nargs, struct ctor_set *set)
{
    const struct symbol *c = sema_class_named(type);
    set->c = c;
    set->n = 0;
    if (!c || !sema_plain_class(s, c) || c->members->unknown_bases || !plain_bases(s, c, 0) ||
        sema_class_has_qualified_defaults(s, c->members))
        return false;
    for (const struct symbol *x = scope_find_local(c->members, c->id); x; x = x->next)
        if (!(x->flags & SYMF_INJECTED))
            return false;   /* (a member of the class's name: not judged) */
    for (const struct sema_ctor *k = sema_ctors_of(s, c->members); k; k = k->next) {
        const struct il_node *fn = k->fn;
        if (set->n == 24 || (fn->flags & (IL_F_TEMPLATE | IL_F_FRIEND)))
            return false;
        const struct il_param *p = sema_params_of(fn);
        if (p && (p->pack || names_class(p->type, c)))
            return false;
        unsigned np = 0, required = 0;
        for (; p; p = p->next, np++)
            if (!p->init_tok)
                required = np + 1;
        unsigned mismatch = 0;
        if (nargs >= required && (nargs <= np || sema_has_ellipsis(s, fn))) {
            /* it takes that many: an argument that certainly does not
             * convert rules it out (3326), else it may be the one */
            unsigned k = 1;
            bool unsure = false;
            const struct il_param *q = sema_params_of(fn);
            for (const struct il_tree *a = args; a && q; a = a->next, q = q->next, k++) {
                if (sema_certainly_incompatible(s, a, q->type)) {
                    if (unsure)
                        return false;
                    mismatch = k;
                    break;
                }
                unsure |= !sema_certainly_fits(s, a, q->type);
            }
            if (!mismatch)
                return false;
        }
        /* nothing after its parameter list but a body, an initializer
         * list, `;` or `= default`/`= delete` (no exception specification) */
        uint32_t close = fn->name_end && sema_tok_kind(s, fn->name_end) == TOK_LPAREN
                             ? sema_matching_paren(s, fn->name_end) : 0;
        int k2 = close ? sema_tok_kind(s, close + 1) : TOK_EOF;
        if (k2 != TOK_LBRACE && k2 != TOK_COLON && k2 != TOK_SEMI && k2 != TOK_ASSIGN)
            return false;
        set->mismatch[set->n] = mismatch;
        set->fn[set->n++] = fn;
    }
    return set->n > 0;
}

static bool no_constructor_for(const struct sema *s, const struct il_tree *e)
{
    if (e->kind != IL_expr_node || e->sub != enk_operation || e->op != eok_cast || !e->first)
        return false;
    const struct il_tree *type = e->first;
    if (type->kind != IL_type || sema_tok_kind(s, type->tok) != TOK_IDENTIFIER ||
        sema_tok_kind(s, type->tok + 1) != TOK_LPAREN)
        return false;
    unsigned nargs = 0;
    for (const struct il_tree *a = type->next; a; a = a->next)
        nargs++;
    struct ctor_set set;
    return nargs > 1 && constructors(s, type, type->next, nargs, &set);
}

/* C constructed from the arguments from args on, the argument list's
 * `(` at lparen; the error at caret. */
static void check_construction(struct sema *s, const struct il_tree *type,
                               const struct il_tree *args, uint32_t lparen, uint32_t caret,
                               bool empty_ok)
{
    unsigned nargs = 0;
    for (const struct il_tree *a = args; a; a = a->next)
        nargs++;
    uint32_t rparen = sema_matching_paren(s, lparen);
    struct ctor_set set;
    if ((nargs == 0 && !empty_ok) || !rparen || !constructors(s, type, args, nargs, &set))
        return;
    if (nargs == 1) {
        /* a number or a string, which only a constructor of one parameter
         * (there is none) could convert: the copy and move constructors
         * do not match it (3326) */
        struct sema_etype e = sema_classify(s, args);
        if (!(e.kind == SEMA_ARITH && e.arith != ARITH_NONE) && !(e.kind == SEMA_POINTER && e.str))
            return;
    }
    const struct symbol *c = set.c;
    /* its data members */
    const struct il_node *fields[64];
    int nf = sema_data_members(s, c->members, fields, 64);
    if (nf < 0)
        return;
    for (int i = 0; i < nf; i++)
        if (!trivially_copied(fields[i]->type))
            return;
    bool copy_control;
    if (!declares_copy_control(s, c, &copy_control))
        return;
    const char *cls = sema_entity_text(s, c);
    const char *line = cls && args ? sema_arg_types_line(s, args) : NULL;
    if (!cls || (args && !line))
        return;
    unsigned n = set.n;
    qsort(set.fn, n, sizeof *set.fn, by_tok_desc);
    struct sema_note *notes = xcalloc(n + 2, sizeof *notes);
    unsigned nn = 0;
    char buf[512];
    bool copied, moved;
    special_uses(s, c, caret, &copied, &moved);
    int len = snprintf(buf, sizeof buf, "%s::%s(const %s &)%s", cls, c->id->name, cls,
                       copied ? " noexcept" : "");
    notes[nn].tok = c->tok;
    notes[nn].kind = "function";
    if (nargs == 1) {
        notes[nn].id = DIAG_edg_3326;
        notes[nn].num = "1";
    }
    notes[nn++].text = ident_intern(s->il->idents, buf, (size_t)len)->name;
    if (!copy_control) {
        if (nargs == 1) {
            notes[nn].id = DIAG_edg_3326;
            notes[nn].num = "1";
        }
        len = snprintf(buf, sizeof buf, "%s::%s(%s &&)%s", cls, c->id->name, cls,
                       moved ? " noexcept" : "");
        notes[nn].tok = c->tok;
        notes[nn].kind = "function";
        notes[nn++].text = ident_intern(s->il->idents, buf, (size_t)len)->name;
    }
    for (unsigned i = 0; i < n; i++) {
        const char *text = ctor_text(s, cls, set.fn[i]);
        if (!text) {
            free(notes);
            return;
        }
        notes[nn].tok = set.fn[i]->tok;
        notes[nn].kind = "function";
        if (set.mismatch[i]) {
            char num[12];
            int m = snprintf(num, sizeof num, "%u", set.mismatch[i]);
            notes[nn].id = DIAG_edg_3326;
            notes[nn].num = ident_intern(s->il->idents, num, (size_t)m)->name;
        }
        notes[nn++].text = text;
    }
    len = snprintf(buf, sizeof buf, "%s::%s", cls, c->id->name);
    sema_error_with_notes(s, rparen, caret, DIAG_no_matching_constructor,
                          ident_intern(s->il->idents, buf, (size_t)len)->name, NULL, line,
                          DIAG_edg_3322, notes, nn);
}

/* The same for an instance of a class template of the global namespace
 * (`Pipeline<int> p(40, 1)`): the constructors' parameter types with the
 * instance's keyword type arguments in place; "no instance of constructor
 * "Pipeline<T>::Pipeline [with T=int]"", the implicit copy and move
 * constructors spelled with the instance ("Pipeline<T>::Pipeline(const
 * Pipeline<int> &) [with T=int]"), the others with the template's own
 * parameters (sema_member_text). */
static void check_instance_construction(struct sema *s, const struct il_tree *type,
                                        const struct il_tree *args, uint32_t lparen,
                                        uint32_t caret)
{
    const struct symbol *c = type->u.sym;
    if (!c || c->kind != SYM_CLASS_TEMPLATE || !(c->flags & SYMF_DEFINED) || !c->members ||
        c->members->kind != SCOPE_CLASS || c->parent != s->il->global || c->members->bases ||
        c->members->unknown_bases || !type->first || sema_class_has_qualified_defaults(s, c->members) ||
        !sema_primary_certain(s, c, type->first))
        return;
    for (const struct symbol *x = scope_find_local(c->members, c->id); x; x = x->next)
        if (!(x->flags & SYMF_INJECTED))
            return;
    unsigned nargs = 0;
    for (const struct il_tree *a = args; a; a = a->next)
        nargs++;
    uint32_t rparen = sema_matching_paren(s, lparen);
    if (!rparen || nargs < 2)
        return;   /* (one argument: the copy and move constructors' notes differ) */
    const struct il_node *fns[24];
    unsigned mism[24], n = 0;
    for (const struct sema_ctor *k = sema_ctors_of(s, c->members); k; k = k->next) {
        const struct il_node *fn = k->fn;
        if (n == 24 || (fn->flags & (IL_F_TEMPLATE | IL_F_FRIEND)) || sema_has_ellipsis(s, fn))
            return;
        const struct il_param *p = sema_params_of(fn);
        if (p && (p->pack || names_class(p->type, c)))
            return;
        unsigned np = 0, required = 0;
        for (; p; p = p->next, np++)
            if (p->pack)
                return;
            else if (!p->init_tok)
                required = np + 1;
        unsigned mismatch = 0;
        if (nargs >= required && nargs <= np) {
            unsigned i = 1;
            bool unsure = false;
            const struct il_param *q = sema_params_of(fn);
            for (const struct il_tree *a = args; a && q; a = a->next, q = q->next, i++) {
                struct il_tree nodes[4];
                const struct il_tree *t = sema_substituted(s, q->type, type, nodes, 4);
                if (!t || sema_type_depends(t))
                    return;
                if (sema_certainly_incompatible(s, a, t)) {
                    if (unsure)
                        return;
                    mismatch = i;
                    break;
                }
                unsure |= !sema_certainly_fits(s, a, t);
            }
            if (!mismatch)
                return;
        }
        fns[n] = fn;
        mism[n++] = mismatch;
    }
    if (!n)
        return;
    /* its data members, with the arguments in place: copied as themselves */
    const struct il_node *fields[64];
    int nf = sema_data_members(s, c->members, fields, 64);
    if (nf < 0)
        return;
    for (int i = 0; i < nf; i++) {
        struct il_tree nodes[4];
        const struct il_tree *t = sema_substituted(s, fields[i]->type, type, nodes, 4);
        if (!t || !trivially_copied(t))
            return;
    }
    bool copy_control;
    if (!declares_copy_control(s, c, &copy_control))
        return;
    struct sema_instance in;
    char self[256], with[512];
    const char *object = sema_class_type_text(s, type);
    if (!object || !sema_instance_parts(s, type, &in) ||
        !sema_self_and_with(s, c, &in, self, sizeof self, with, sizeof with))
        return;
    const char *line = sema_arg_types_line(s, args);
    if (!line)
        return;
    /* (the order: the implicit ones, then the last declared first) */
    for (unsigned i = 1; i < n; i++)
        for (unsigned j = i; j > 0 && fns[j - 1]->tok < fns[j]->tok; j--) {
            const struct il_node *f = fns[j];
            unsigned m = mism[j];
            fns[j] = fns[j - 1], mism[j] = mism[j - 1];
            fns[j - 1] = f, mism[j - 1] = m;
        }
    struct sema_note *notes = xcalloc(n + 2, sizeof *notes);
    unsigned nn = 0;
    char buf[1024];
    int len;
    /* the implicit copy constructor, then (none after a destructor or a
     * copy assignment) the implicit move constructor */
    for (int moving = 0; moving <= !copy_control; moving++) {
        len = snprintf(buf, sizeof buf, moving ? "%s::%s(%s &&) %s" : "%s::%s(const %s &) %s", self,
                       c->id->name, object, with);
        if (len <= 0 || (size_t)len >= sizeof buf) {
            free(notes);
            return;
        }
        notes[nn].tok = c->tok;
        notes[nn].kind = "function";
        notes[nn++].text = ident_intern(s->il->idents, buf, (size_t)len)->name;
    }
    for (unsigned i = 0; i < n; i++) {
        const char *text = sema_member_text(s, fns[i], c->members, self, with);
        if (!text) {
            free(notes);
            return;
        }
        notes[nn].tok = fns[i]->tok;
        notes[nn].kind = "function";
        if (mism[i]) {
            char num[12];
            int m = snprintf(num, sizeof num, "%u", mism[i]);
            notes[nn].id = DIAG_edg_3326;
            notes[nn].num = ident_intern(s->il->idents, num, (size_t)m)->name;
        }
        notes[nn++].text = text;
    }
    len = snprintf(buf, sizeof buf, "%s::%s %s", self, c->id->name, with);
    if (len <= 0 || (size_t)len >= sizeof buf) {
        free(notes);
        return;
    }
    sema_error_with_notes(s, rparen, caret, DIAG_no_matching_constructor,
                          ident_intern(s->il->idents, buf, (size_t)len)->name, NULL, line,
                          DIAG_edg_3322, notes, nn);
}

/* `C c;` and `new C` where C has constructors and none takes no
 * arguments (291, at the variable's name or the class's). */
static void check_default_construction(struct sema *s, const struct il_tree *type, uint32_t tok)
{
    struct ctor_set set;
    if (!constructors(s, type, NULL, 0, &set))
        return;
    const char *cls = sema_entity_text(s, set.c);
    if (cls)
        sema_error(s, tok, tok, DIAG_no_default_constructor, cls);
}

/* `C c(args)` where one constructor takes every argument exactly (each
 * parameter an arithmetic type by value, the argument's own type): it
 * wins whatever the others are, the implicit copy and move constructors
 * included (they would need a conversion).  Defined `= delete`: 1776 at
 * the first argument. */
static void check_deleted_construction(struct sema *s, const struct il_tree *type,
                                       const struct il_tree *args, uint32_t rparen)
{
    const struct symbol *c = sema_class_named(type);
    if (!args || !c || !sema_plain_class(s, c) || c->members->unknown_bases ||
        !plain_bases(s, c, 0) || sema_class_has_qualified_defaults(s, c->members))
        return;
    const struct il_node *winner = NULL;
    for (const struct sema_ctor *k = sema_ctors_of(s, c->members); k; k = k->next) {
        const struct il_node *fn = k->fn;
        if (fn->flags & (IL_F_TEMPLATE | IL_F_FRIEND))
            return;
        const struct il_param *p = sema_params_of(fn);
        const struct il_tree *a = args;
        for (; a && p; a = a->next, p = p->next) {
            struct sema_etype e = sema_classify(s, a);
            if (p->pack || !p->type || p->type->kind != IL_type ||
                (p->type->op & (IL_PTR_LREF | IL_PTR_RREF)) || p->type->sub == tk_pointer ||
                e.kind != SEMA_ARITH || e.arith == ARITH_NONE ||
                sema_arith_of_type(s, p->type) != e.arith)
                break;
        }
        if (!a && !p && !sema_has_ellipsis(s, fn)) {
            if (winner)
                return;
            winner = fn;
        }
    }
    if (!winner || !(winner->flags & IL_F_DELETED))
        return;
    const char *cls = sema_entity_text(s, c);
    const char *text = cls ? ctor_text(s, cls, winner) : NULL;
    uint32_t at = sema_first_token(args);
    const char *where = sema_declared_at(s, winner->tok, at);
    if (text && where)
        sema_error2(s, rparen, at, DIAG_edg_1776, text, where);
}

void sema_check_declared_construction(struct sema *s, const struct il_node *v)
{
    const struct il_tree *init = v->init;
    if (!s->in_template)
        sema_check_deleted_copy(s, v);
    if (!init && v->kind == IL_variable && v->has_pos &&
        !(v->flags & (IL_F_EXTERN | IL_F_TYPEDEF)) && sema_tok_kind(s, v->tok) == TOK_IDENTIFIER &&
        sema_tok_kind(s, v->tok + 1) != TOK_LBRACKET) {
        check_default_construction(s, v->type, v->tok);
        return;
    }
    if (s->in_template || !init || init->kind != IL_expr_node || init->sub != enk_initializer ||
        sema_tok_kind(s, init->tok) != TOK_LPAREN)
        return;
    const struct il_tree *full = sema_full_type(s, v->type);
    if (full && full->kind == IL_type && (full->op & IL_TYPE_NAMED) && full->first && full->u.sym &&
        full->u.sym->kind == SYM_CLASS_TEMPLATE && !(full->op & (IL_CV_VOLATILE)) &&
        full->u.sym == v->type->u.sym) {
        check_instance_construction(s, full, init->first, init->tok, init->tok + 1);
        return;
    }
    check_construction(s, v->type, init->first, init->tok, init->tok + 1, false);
    check_deleted_construction(s, v->type, init->first, sema_matching_paren(s, init->tok));
}

void sema_check_construction(struct sema *s, const struct il_tree *e)
{
    if (s->in_template || e->kind != IL_expr_node)
        return;
    const struct il_tree *type = e->first;
    if (e->sub == enk_new_delete && type && type->kind == IL_expr_node &&
        sema_tok_kind(s, e->tok + 1) == TOK_LPAREN) {
        /* new (place) C(...): past the placement arguments */
        while (type && type->kind == IL_expr_node)
            type = type->next;
    }
    if (e->sub == enk_new_delete) {
        const struct il_tree *init = type ? type->next : NULL;
        if (type && type->kind == IL_type && init && !init->next &&
            init->kind == IL_expr_node && init->sub == enk_initializer &&
            sema_tok_kind(s, init->tok) == TOK_LPAREN && sema_tok_kind(s, e->tok) == TOK_NEW)
            check_construction(s, type, init->first, init->tok, init->tok, true);
        else if (type && type->kind == IL_type && !type->next &&
                 sema_tok_kind(s, e->tok) == TOK_NEW && sema_tok_kind(s, type->tok) == TOK_IDENTIFIER &&
                 sema_tok_kind(s, type->tok + 1) != TOK_LBRACKET)
            check_default_construction(s, type, type->tok);
    } else if (e->sub == enk_operation && e->op == eok_cast && type && type->kind == IL_type &&
               sema_tok_kind(s, type->tok) == TOK_IDENTIFIER &&
               sema_tok_kind(s, type->tok + 1) == TOK_LBRACE && type->next &&
               type->next->kind == IL_expr_node && type->next->sub == enk_braced_init_list) {
        sema_check_designators(s, type, type->next, type->next->tok);   /* C{.x = ...} */
    } else if (e->sub == enk_operation && e->op == eok_cast && type && type->kind == IL_type &&
               sema_tok_kind(s, type->tok) == TOK_IDENTIFIER &&
               sema_tok_kind(s, type->tok + 1) == TOK_LPAREN) {
        check_construction(s, type, type->next, type->tok + 1, type->tok, true);
    }
}

/* A scalar -- a number or a pointer, through typedefs -- initialized
 * from two or more values: `int a(1, 2)`, `int c{1, 2}`, a
 * mem-initializer `x(a, 1)` (146 "too many initializer values", at the
 * second value). */
static void check_scalar_init(struct sema *s, const struct il_tree *type,
                              const struct il_tree *values, uint32_t order)
{
    if (!type || type->kind != IL_type || !values || !values->next ||
        ((type->op & IL_TYPE_NAMED) && type->first) || (s->in_template && sema_type_depends(type)))
        return;
    bool scalar = type->sub == tk_pointer && !(type->op & (IL_PTR_LREF | IL_PTR_RREF | IL_TYPE_NAMED));
    if (!scalar) {
        unsigned cv = 0;
        scalar = (type->sub == tk_integer || type->sub == tk_float ||
                  ((type->op & IL_TYPE_NAMED) && type->u.sym && type->u.sym->kind == SYM_TYPEDEF)) &&
                 sema_arith_and_cv(s, type, false, &cv) != ARITH_NONE && !(cv & IL_CV_RESTRICT) &&
                 !((type->op & IL_TYPE_NAMED) && type->u.sym && type->u.sym->kind == SYM_ENUM);
    }
    if (scalar)
        sema_error(s, order, sema_first_token(values->next), DIAG_too_many_initializer_values, NULL);
}

void sema_check_scalar_declaration(struct sema *s, const struct il_node *v)
{
    const struct il_tree *init = v->init;
    if (!init || init->kind != IL_expr_node || !v->init_tok || s->in_template)
        return;
    if ((init->sub == enk_initializer && sema_tok_kind(s, init->tok) == TOK_LPAREN) ||
        (init->sub == enk_braced_init_list && init->tok == v->init_tok))
        check_scalar_init(s, v->type, init->first, v->init_tok);
}

void sema_check_mem_initializer(struct sema *s, const struct il_node *fn, const struct il_tree *ci)
{
    if (!fn->scope || fn->scope->kind != SCOPE_CLASS || sema_tok_kind(s, ci->tok) != TOK_IDENTIFIER)
        return;
    const struct symbol *m = scope_find_local(fn->scope, sema_ident(s, ci->tok));
    if (!m && !s->in_template && fn->scope->owner && sema_tok_kind(s, ci->tok + 1) == TOK_LPAREN &&
        (ci->tok == 0 || sema_tok_kind(s, ci->tok - 1) != TOK_COLONCOLON)) {
        /* Base(args): a base class constructed (its constructors judged) */
        for (const struct base_list *b = fn->scope->bases; b; b = b->next)
            if (b->base && b->base->id == sema_ident(s, ci->tok)) {
                struct il_tree base = { 0 };
                base.kind = IL_type;
                base.sub = tk_class;
                base.op = IL_TYPE_NAMED;
                base.tok = ci->tok;
                base.u.sym = b->base;
                check_construction(s, &base, ci->first, ci->tok + 1, ci->tok + 1, false);
                return;
            }
        return;
    }
    if (!m || m->next || m->kind != SYM_VARIABLE || (m->flags & SYMF_STATIC))
        return;
    const struct il_node *f = sema_field_at(s, m->tok);
    const struct il_tree *values = ci->first;
    if (values && values->kind == IL_expr_node && values->sub == enk_braced_init_list && !values->next)
        values = values->first;
    if (!f)
        return;
    /* (in a template too: for members of types that depend on nothing) */
    check_scalar_init(s, f->type, values, ci->tok);
    if (values && !values->next &&
        sema_string_conversion(s, ci->tok, 0, values, f->type, SEMA_STR_INIT, false))
        return;
    /* x("...") for a member of an arithmetic type spelled with keywords (144) */
    if (values && !values->next && sema_string_to_arith(s, values, f->type))
        sema_error2(s, ci->tok, values->tok, DIAG_bad_initializer_type, sema_literal_pointer(s),
                    sema_quoted(s, arith_infos[sema_arith_of_type(s, f->type)].display));
}

/* ---- the constructor a construction certainly calls ----
 *
 * For device_calls.c: class C constructed from args (nargs of them;
 * braces: a braced list), the constructor overload resolution certainly
 * picks, or NULL.  Certain: C a plain class with plain bases, declaring
 * constructors, none a template or taking a pack; exactly one of them
 * takes nargs arguments (default arguments and `...` counted), each
 * argument certainly fitting its parameter; the implicit copy and move
 * constructors cannot win (no argument, two or more, or one that is a
 * number or a pointer, which reaches them only by a user-defined
 * conversion); in braces, no narrowing and no initializer-list
 * constructor: each argument of exactly its parameter's arithmetic type,
 * every constructor's parameters of arithmetic or pointer types. */
static bool simple_param(const struct sema *s, const struct il_tree *t)
{
    if (!t || t->kind != IL_type || (t->op & (IL_PTR_LREF | IL_PTR_RREF)))
        return false;
    return t->sub == tk_pointer || sema_arith_of_type(s, t) != ARITH_NONE;
}

const struct il_node *sema_certain_constructor(const struct sema *s, const struct il_tree *type,
                                               const struct il_tree *args, bool braces,
                                               const struct symbol **cls)
{
    const struct symbol *c = sema_class_named(type);
    *cls = c;
    if (!c || !sema_plain_class(s, c) || c->members->unknown_bases || !plain_bases(s, c, 0) ||
        sema_class_has_qualified_defaults(s, c->members))
        return NULL;
    for (const struct symbol *x = scope_find_local(c->members, c->id); x; x = x->next)
        if (!(x->flags & SYMF_INJECTED))
            return NULL;
    unsigned nargs = 0;
    for (const struct il_tree *a = args; a; a = a->next) {
        if (++nargs > 32)
            return NULL;
        if (nargs == 1 && !a->next) {
            struct sema_etype e = sema_classify(s, a);
            if (!(e.kind == SEMA_ARITH && e.arith != ARITH_NONE) && e.kind != SEMA_POINTER)
                return NULL;
        }
    }
    const struct il_node *found = NULL;
    bool any = false;
    for (const struct sema_ctor *k = sema_ctors_of(s, c->members); k; k = k->next) {
        const struct il_node *fn = k->fn;
        any = true;
        if (fn->flags & (IL_F_TEMPLATE | IL_F_FRIEND))
            return NULL;
        unsigned np = 0, required = 0;
        for (const struct il_param *p = sema_params_of(fn); p; p = p->next, np++) {
            if (p->pack || names_class(p->type, c) || (braces && !simple_param(s, p->type)))
                return NULL;
            if (!p->init_tok)
                required = np + 1;
        }
        if (nargs < required || (nargs > np && !sema_has_ellipsis(s, fn)))
            continue;
        if (found)
            return NULL;   /* two take that many: overload resolution decides */
        found = fn;
    }
    if (!any || !found)
        return NULL;
    const struct il_param *p = sema_params_of(found);
    for (const struct il_tree *a = args; a; a = a->next) {
        if (!p)
            return NULL;   /* (through the ellipsis: not judged) */
        if (!sema_certainly_fits(s, a, p->type))
            return NULL;
        if (braces) {
            struct sema_etype e = sema_classify(s, a);
            if (e.kind != SEMA_ARITH || e.arith == ARITH_NONE ||
                sema_arith_of_type(s, p->type) != e.arith)
                return NULL;
        }
        p = p->next;
    }
    return found;
}

const char *sema_constructor_text(const struct sema *s, const struct symbol *c,
                                  const struct il_node *fn)
{
    const char *cls = sema_entity_text(s, c);
    return cls ? ctor_text(s, cls, fn) : NULL;
}
