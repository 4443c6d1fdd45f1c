/* --no_unrestricted_unions: a union member of a class type with a
 * nontrivial special member (error 294 "invalid union member -- class
 * "A" has a disallowed member function", at the member's name).
 *
 * Observed on cudafe++: a class is disallowed when it declares a
 * constructor of any kind, a destructor or a copy or move assignment
 * operator that is not defaulted or deleted on its declaration
 * (`A() = default`, `A(const A&) = delete`, `~A() = default` and
 * `A& operator=(int)` are fine), a virtual function, a virtual base, a
 * default member initializer, or when a non-static data member (an
 * array of them too) or a base is of a disallowed class.
 *
 * Certain or silent: the union and every class judged are plain classes
 * (members.c: complete, at global scope, bases recorded, no anonymous
 * union or struct); a class body whose declarations the token scan does
 * not model (templates, using-declarations, a name of the class followed
 * by `(` after anything but `;` `{` `}` `:` explicit inline constexpr)
 * and members of types other than builtin, enumerations and such classes
 * leave the member unjudged.  Anonymous unions, unions in namespaces or
 * classes and class templates' instances are not judged. */
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

enum { FINE = 0, DISALLOWED = 1, UNKNOWN = -1 };

static int class_verdict(const struct sema *s, const struct symbol *c, int depth);

/* After the `)` at close: `= default` or `= delete`. */
static bool defaulted_or_deleted(const struct sema *s, uint32_t close)
{
    return sema_tok_kind(s, close + 1) == TOK_ASSIGN &&
           (sema_tok_kind(s, close + 2) == TOK_DEFAULT || sema_tok_kind(s, close + 2) == TOK_DELETE) &&
           sema_tok_kind(s, close + 3) == TOK_SEMI;
}

/* The class (followed through typedefs) a type names, arrays stripped:
 * *c NULL and FINE for a builtin or enumeration type. */
static int member_type(const struct sema *s, const struct il_tree *t, const struct symbol **c)
{
    *c = NULL;
    for (int guard = 0; t && t->kind == IL_type && t->sub == tk_array && guard < 8; guard++)
        t = t->first;
    if (!t || t->kind != IL_type)
        return UNKNOWN;
    if (!(t->op & IL_TYPE_NAMED)) {
        /* a builtin arithmetic type, or a pointer of any kind */
        if (t->sub == tk_integer || t->sub == tk_float || t->sub == tk_pointer)
            return t->sub == tk_pointer || !t->first ? FINE : UNKNOWN;
        return UNKNOWN;
    }
    const struct symbol *x = t->u.sym;
    for (int guard = 0; x && x->kind == SYM_TYPEDEF && guard < 8; guard++)
        x = x->target;
    if (!x)
        return UNKNOWN;
    if (x->kind == SYM_ENUM)
        return FINE;
    if (x->kind != SYM_CLASS || !sema_plain_class(s, x))
        return UNKNOWN;
    *c = x;
    return FINE;
}

/* The parameter of operator= in (open, close): 1 a copy or move
 * assignment's ([const] [volatile] C [&|&&] [name]), 0 another type
 * without C's name, -1 unknown. */
static int assignment_param(const struct sema *s, const struct symbol *c, uint32_t open,
                            uint32_t close)
{
    bool named = false;
    for (uint32_t i = open + 1; i < close; i++)
        if (sema_tok_kind(s, i) == TOK_IDENTIFIER && sema_ident(s, i) == c->id)
            named = true;
    if (!named)
        return 0;
    uint32_t i = open + 1;
    while (sema_tok_kind(s, i) == TOK_CONST || sema_tok_kind(s, i) == TOK_VOLATILE)
        i++;
    if (sema_tok_kind(s, i) != TOK_IDENTIFIER || sema_ident(s, i) != c->id)
        return -1;
    i++;
    while (sema_tok_kind(s, i) == TOK_CONST || sema_tok_kind(s, i) == TOK_VOLATILE)
        i++;
    if (sema_tok_kind(s, i) == TOK_AMP || sema_tok_kind(s, i) == TOK_AMPAMP)
        i++;
    if (sema_tok_kind(s, i) == TOK_IDENTIFIER)
        i++;
    return i == close ? 1 : -1;
}

/* Whether the tokens of c's head and body declare a special member that
 * makes it disallowed (the scan of the class description above). */
static int body_verdict(const struct sema *s, const struct symbol *c)
{
    uint32_t b = c->tok + 1;
    for (; sema_tok_kind(s, b) != TOK_LBRACE; b++) {
        int k = sema_tok_kind(s, b);
        if (k == TOK_EOF || k == TOK_SEMI)
            return UNKNOWN;
        if (k == TOK_VIRTUAL)
            return DISALLOWED;   /* a virtual base */
    }
    uint32_t close = sema_matching_brace(s, b);
    if (!close)
        return UNKNOWN;
    int verdict = FINE;
    for (uint32_t i = b + 1; i < close; i++) {
        int k = sema_tok_kind(s, i);
        if (k == TOK_LBRACE) {
            uint32_t e = sema_matching_brace(s, i);
            if (!e)
                return UNKNOWN;
            i = e;
            continue;
        }
        if (k == TOK_LPAREN || k == TOK_LBRACKET) {
            uint32_t e = k == TOK_LPAREN ? sema_matching_paren(s, i) : 0;
            if (k == TOK_LBRACKET) {
                int depth = 0;
                for (e = i; e < close; e++) {
                    int kk = sema_tok_kind(s, e);
                    depth += kk == TOK_LBRACKET ? 1 : kk == TOK_RBRACKET ? -1 : 0;
                    if (depth == 0)
                        break;
                }
            }
            if (!e || e >= close)
                return UNKNOWN;
            i = e;
            continue;
        }
        if (k == TOK_VIRTUAL)
            verdict = DISALLOWED;
        else if (k == TOK_TEMPLATE || k == TOK_USING)
            return UNKNOWN;
        else if (k == TOK_IDENTIFIER && sema_ident(s, i) == c->id &&
                 sema_tok_kind(s, i + 1) == TOK_LPAREN) {
            int prev = sema_tok_kind(s, i - 1);
            if (prev != TOK_TILDE && prev != TOK_SEMI && prev != TOK_LBRACE && prev != TOK_RBRACE &&
                prev != TOK_COLON && prev != TOK_EXPLICIT && prev != TOK_INLINE &&
                prev != TOK_CONSTEXPR)
                return UNKNOWN;
            uint32_t e = sema_matching_paren(s, i + 1);
            if (!e || e >= close)
                return UNKNOWN;
            if (!defaulted_or_deleted(s, e))
                verdict = DISALLOWED;
            i = e;
        } else if (k == TOK_OPERATOR && sema_tok_kind(s, i + 1) == TOK_ASSIGN &&
                   sema_tok_kind(s, i + 2) == TOK_LPAREN) {
            uint32_t e = sema_matching_paren(s, i + 2);
            if (!e || e >= close)
                return UNKNOWN;
            int a = assignment_param(s, c, i + 2, e);
            if (a < 0)
                return UNKNOWN;
            if (a == 1 && !defaulted_or_deleted(s, e))
                verdict = DISALLOWED;
            i = e;
        }
    }
    return verdict;
}

static int class_verdict(const struct sema *s, const struct symbol *c, int depth)
{
    if (depth > 8 || !sema_plain_class(s, c) || c->members->unknown_bases)
        return UNKNOWN;
    int v = body_verdict(s, c);
    if (v != FINE)
        return v;
    const struct il_node *f[64];
    int n = sema_data_members(s, c->members, f, 64);
    if (n < 0)
        return UNKNOWN;
    int result = FINE;
    for (int i = 0; i < n; i++) {
        if (f[i]->init_tok || f[i]->init)
            return DISALLOWED;   /* a default member initializer */
        int k = sema_tok_kind(s, f[i]->tok + 1);
        if (k == TOK_ASSIGN || k == TOK_LBRACE)
            return DISALLOWED;
        const struct symbol *m;
        int t = member_type(s, f[i]->type, &m);
        if (t == FINE && m)
            t = class_verdict(s, m, depth + 1);
        if (t == DISALLOWED)
            return DISALLOWED;
        if (t == UNKNOWN)
            result = UNKNOWN;
    }
    for (const struct base_list *bl = c->members->bases; bl; bl = bl->next) {
        const struct symbol *base = bl->base;
        int t = base && base->kind == SYM_CLASS ? class_verdict(s, base, depth + 1) : UNKNOWN;
        if (t == DISALLOWED)
            return DISALLOWED;
        if (t == UNKNOWN)
            result = UNKNOWN;
    }
    return result;
}

void sema_check_union_member(struct sema *s, const struct il_node *field)
{
    if (!s->opt.restricted_unions || !field->has_pos || !field->scope ||
        field->scope->kind != SCOPE_CLASS)
        return;
    const struct symbol *u = field->scope->owner;
    if (!u || u->kind != SYM_CLASS || !u->id || u->tok == 0 ||
        sema_tok_kind(s, u->tok - 1) != TOK_UNION || !sema_plain_class(s, u))
        return;
    if (sema_tok_kind(s, field->first_tok) == TOK_STATIC)
        return;
    const struct symbol *c;
    if (member_type(s, field->type, &c) != FINE || !c || !c->id)
        return;
    if (class_verdict(s, c, 0) == DISALLOWED)
        sema_error(s, field->tok, field->tok, DIAG_edg_294, c->id->name);
}
