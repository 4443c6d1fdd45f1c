/* 349: a built-in operator on a class operand no operator function can
 * take -- `a[1] / b` with float3 operands:
 *
 *   no operator "/" matches these operands
 *               operand types are: float3 / float3
 *   note #3328-D: built-in operator/(<promoted arithmetic>, <promoted
 *   arithmetic>) does not match because argument #1 does not match
 *   parameter
 *
 * caret at the operator (a subscript's `[`, "S [ int ]"; a string
 * literal index is operators.c's), a note per built-in candidate of
 * tables/builtin_candidates (which the rows say, in their order, and
 * when; "#N" the first operand that does not fit its parameter), as
 * cudafe++ gives them.  A reader of the semantic model: the operands'
 * types and categories come from the typed expressions (src/sema/exprs/).
 *
 * Certain or silent: outside templates, both operands' types known, each
 * class operand a class of a namespace the model knows, complete, without
 * bases and without any conversion function; no member or friend
 * operator function of the operator's token in those classes or the other
 * operand's associated classes (a friend of another class is found by
 * argument-dependent lookup of that class only), and no non-member
 * one of any arity that lookup from the function or argument-dependent
 * lookup could find (entities_visible_operator); a non-class operand of a
 * kind the rows judge (arithmetic, enumerations, pointers, arrays,
 * functions, nullptr_t, pointers to members) whose associated namespaces
 * are known.  Anything else (class templates' instances, local classes,
 * a void operand) stays silent. */
#include <stdio.h>
#include <stdlib.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

/* ---- the rows of tables/builtin_candidates ---- */

enum bc_param {
#define BC_PARAM(name, text) BC_P_##name,
#include "generated/builtin_candidates.def"
    BC_P__COUNT
};

static const char *const param_text[] = {
#define BC_PARAM(name, text) text,
#include "generated/builtin_candidates.def"
};

enum bc_cond {
#define BC_COND(name) BC_IF_##name,
#include "generated/builtin_candidates.def"
    BC_IF__COUNT
};

enum { BC_FORM_binary, BC_FORM_prefix, BC_FORM_postfix, BC_FORM_subscript };
enum { BC_FLAG_none, BC_FLAG_assign, BC_FLAG_logical };

struct bc_form {
    unsigned char first, second, cond;
};

static const struct bc_form forms[] = {
#define BC_FORM(first, second, cond) { BC_P_##first, BC_P_##second, BC_IF_##cond },
#include "generated/builtin_candidates.def"
};

struct bc_operator {
    int op;                 /* eok_* */
    const char *spelling;
    int form, flags;
    int also;               /* the eok_* whose operator functions count too, or -1 */
    unsigned first, count;  /* its candidates in forms[] */
};

static const struct bc_operator operators[] = {
#define BC_OPERATOR(op, spelling, form, flags, also, first, count, help) \
    { eok_##op, spelling, form, flags, also, first, count },
#include "generated/builtin_candidates.def"
};

/* The token kind of operation op's operator (TOK_EOF: none). */
static int operator_token(int op)
{
    static const int tokens[] = {
#define IL_EOK(name, tok, form, help) tok,
#include "generated/il_subkinds.def"
    };
    return op >= 0 && op < (int)(sizeof tokens / sizeof tokens[0]) ? tokens[op] : TOK_EOF;
}

/* ---- operands ---- */

/* What a parameter of a built-in candidate asks of an operand. */
enum kind {
    K_UNKNOWN,      /* not judged: silent */
    K_CLASS,        /* a class without conversion functions: fits nothing */
    K_BOOL,
    K_INTEGRAL,     /* but bool */
    K_FLOATING,
    K_UENUM,        /* an unscoped enumeration */
    K_SENUM,        /* a scoped one */
    K_OBJPTR,       /* a pointer to an object type, an array */
    K_VOIDPTR,      /* a pointer to (cv) void */
    K_FNPTR,        /* a pointer to function, a function */
    K_NULLPTR,
    K_MEMPTR
};

static enum kind kind_of(const struct type *t)
{
    const struct type *c = type_canonical(t);
    switch (c->kind) {
    case TYPE_arithmetic:
        if (c->u.arith == TYPE_ARITH_bool)
            return K_BOOL;
        return arith_infos[c->u.arith].kind == ARITH_INTEGER ? K_INTEGRAL : K_FLOATING;
    case TYPE_enumeration: {
        const struct symbol *e = c->u.tag.decl;
        return e ? (e->flags & SYMF_SCOPED ? K_SENUM : K_UENUM) : K_UNKNOWN;
    }
    case TYPE_pointer: {
        const struct type *to = type_canonical(c->u.to);
        return to->kind == TYPE_function ? K_FNPTR
               : to->kind == TYPE_void   ? K_VOIDPTR
               : to->dependent || to->kind == TYPE_error || to->kind == TYPE_template_param ||
                       to->kind == TYPE_dependent
                   ? K_UNKNOWN
                   : K_OBJPTR;
    }
    case TYPE_array:
    case TYPE_array_unbounded:
        return K_OBJPTR;
    case TYPE_function:
        return K_FNPTR;
    case TYPE_nullptr:
        return K_NULLPTR;
    case TYPE_member_pointer:
        return K_MEMPTR;
    case TYPE_class:
        return K_CLASS;
    default:
        return K_UNKNOWN;
    }
}

/* Whether an operand of kind k fits parameter p (a class fits none). */
static bool fits(enum kind k, int p)
{
    bool integral = k == K_INTEGRAL || k == K_BOOL;
    switch (p) {
    case BC_P_promoted_arithmetic:
        return integral || k == K_FLOATING || k == K_UENUM;
    case BC_P_promoted_integral:
    case BC_P_ptrdiff_t:
        return integral || k == K_UENUM;
    case BC_P_arithmetic:
        return integral || k == K_FLOATING;
    case BC_P_integral:
        return integral;
    case BC_P_non_bool_arithmetic:
        return k == K_INTEGRAL || k == K_FLOATING;
    case BC_P_pointer_to_object:
        return k == K_OBJPTR;
    case BC_P_pointer_to_function:
        return k == K_FNPTR;
    case BC_P_pointer:
        return k == K_OBJPTR || k == K_VOIDPTR || k == K_FNPTR;
    case BC_P_nullptr:
        return k == K_NULLPTR;
    case BC_P_enum:
        return k == K_UENUM || k == K_SENUM;
    case BC_P_pointer_to_member:
        return k == K_MEMPTR;
    case BC_P_bool:
        return k != K_NULLPTR && k != K_CLASS && k != K_UNKNOWN;
    default:
        return false;
    }
}

/* Whether an operand of kind k makes a candidate of condition c listed. */
static bool lists(enum kind k, int c)
{
    switch (c) {
    case BC_IF_always:
        return true;
    case BC_IF_object_pointer:
        return k == K_OBJPTR;
    case BC_IF_pointer:
        return k == K_OBJPTR || k == K_VOIDPTR || k == K_FNPTR;
    case BC_IF_enum:
        return k == K_UENUM || k == K_SENUM;
    case BC_IF_member_pointer:
        return k == K_MEMPTR;
    default:
        return false;
    }
}

/* ---- the certainty: classes and the operator functions lookup sees ---- */

enum { MAX_SCOPES = 16 };

struct scopes {
    const struct scope *classes[MAX_SCOPES], *homes[MAX_SCOPES];
    unsigned nclasses, nhomes;
};

/* The namespace a scope is in (itself for a namespace). */
static const struct scope *namespace_of(const struct scope *s)
{
    while (s && s->kind != SCOPE_NAMESPACE)
        s = s->parent;
    return s;
}

static bool add_class(struct scopes *sc, const struct scope *cls)
{
    for (unsigned i = 0; i < sc->nclasses; i++)
        if (sc->classes[i] == cls)
            return true;
    if (sc->nclasses == MAX_SCOPES)
        return false;
    sc->classes[sc->nclasses++] = cls;
    return true;
}

static bool add_home(struct scopes *sc, const struct scope *home)
{
    if (!home)
        return false;
    for (unsigned i = 0; i < sc->nhomes; i++)
        if (sc->homes[i] == home)
            return true;
    if (sc->nhomes == MAX_SCOPES)
        return false;
    sc->homes[sc->nhomes++] = home;
    return true;
}

/* A class operand the rule is certain of: complete, of a namespace,
 * without bases or conversion functions (its scope recorded). */
static bool plain_class(struct sema *s, const struct type *t, struct scopes *sc)
{
    const struct type *c = type_canonical(t);
    struct scope *cls = c->kind == TYPE_class ? expr_class_members(c) : NULL;
    if (!cls || cls->kind != SCOPE_CLASS || !cls->close_tok || cls->bases || cls->unknown_bases ||
        cls->opaque_base || cls->is_template_spec || !cls->parent ||
        cls->parent->kind != SCOPE_NAMESPACE || sema_has_conversion(s, cls))
        return false;
    return add_class(sc, cls) && add_home(sc, cls->parent);
}

/* The associated namespaces of a non-class operand's type
 * ([basic.lookup.argdep]) into sc: false where they are not known (a
 * class with bases, a class template's instance ...). */
static bool homes_of(struct sema *s, const struct type *t, struct scopes *sc, int depth)
{
    const struct type *c = type_canonical(t);
    if (depth > 8)
        return false;
    switch (c->kind) {
    case TYPE_arithmetic:
    case TYPE_void:
    case TYPE_nullptr:
        return true;
    case TYPE_enumeration: {
        const struct symbol *e = c->u.tag.decl;
        return e && add_home(sc, namespace_of(e->parent));
    }
    case TYPE_pointer:
    case TYPE_lvalue_ref:
    case TYPE_rvalue_ref:
        return homes_of(s, c->u.to, sc, depth + 1);
    case TYPE_array:
    case TYPE_array_unbounded:
        return homes_of(s, c->u.array.elem, sc, depth + 1);
    case TYPE_function:
        if (!homes_of(s, c->u.fn.ret, sc, depth + 1))
            return false;
        for (unsigned i = 0; i < c->u.fn.nparams; i++)
            if (!homes_of(s, c->u.fn.params[i], sc, depth + 1))
                return false;
        return true;
    case TYPE_member_pointer:
        return homes_of(s, c->u.mptr.cls, sc, depth + 1) &&
               homes_of(s, c->u.mptr.member, sc, depth + 1);
    case TYPE_class: {
        struct scope *cls = expr_class_members(c);
        return cls && cls->kind == SCOPE_CLASS && !cls->bases && !cls->unknown_bases &&
               !cls->opaque_base && !cls->is_template_spec && add_class(sc, cls) &&
               add_home(sc, namespace_of(cls));
    }
    default:
        return false;
    }
}

/* ---- the report ---- */

/* An operand's type as the "operand types are:" line spells it; with
 * converted, after the lvalue-to-rvalue, array-to-pointer and
 * function-to-pointer conversions (the left of && and ||). */
static bool spell_operand(struct sema *s, struct expr_type e, bool converted, char *buf, size_t size)
{
    const struct type *t = e.type, *c = type_canonical(t);
    if (converted && (c->kind == TYPE_array || c->kind == TYPE_array_unbounded))
        t = type_pointer(s->model.ctx, c->u.array.elem);
    else if (converted && c->kind == TYPE_function)
        t = type_pointer(s->model.ctx, t);
    else if (converted)
        t = type_strip_cv(s->model.ctx, t);
    return type_spell(t, buf, size) < size;
}

static const char *intern(struct sema *s, const char *text, int len)
{
    return len < 0 ? NULL : ident_intern(s->il->idents, text, (size_t)len)->name;
}

/* What the rule found on an operation it is certain of. */
struct judged {
    const struct bc_operator *row;
    unsigned n;                 /* operands */
    struct expr_type e[2];
    enum kind k[2];
    bool no_candidates;         /* a compound assignment to no lvalue: no notes */
    int tok;
};

/* Whether op is an operation the rule reports (j: what it found). */
static bool judge(struct sema *s, const struct il_tree *op, struct judged *j)
{
    if (!s->model_ready || s->in_template || op->kind != IL_expr_node || op->sub != enk_operation)
        return false;
    const struct bc_operator *row = NULL;
    for (size_t i = 0; i < sizeof operators / sizeof operators[0]; i++)
        if (operators[i].op == op->op)
            row = &operators[i];
    const struct il_tree *a = op->first, *b = a ? a->next : NULL;
    unsigned n = row && (row->form == BC_FORM_binary || row->form == BC_FORM_subscript) ? 2 : 1;
    if (!row || !a || (n == 2) != (b != NULL) || (b && b->next))
        return false;
    /* (o["s"]: operators.c's, with the class's operator[]s) */
    if (row->form == BC_FORM_subscript && b->kind == IL_expr_node && b->sub == enk_constant &&
        sema_tok_kind(s, b->tok) == TOK_STRING_LITERAL)
        return false;
    int tok = row->form == BC_FORM_subscript ? TOK_LBRACKET : operator_token(op->op);
    if (tok == TOK_EOF || sema_tok_kind(s, op->tok) != tok)
        return false;
    struct expr_type e[2] = { expr_type_of(&s->model, a), { NULL, EXPR_UNKNOWN } };
    if (n == 2)
        e[1] = expr_type_of(&s->model, b);
    enum kind k[2] = { K_UNKNOWN, K_UNKNOWN };
    struct scopes sc = { 0 };
    bool any_class = false;
    for (unsigned i = 0; i < n; i++) {
        if (!e[i].type)
            return false;
        k[i] = kind_of(e[i].type);
        if (k[i] == K_UNKNOWN)
            return false;
        if (k[i] == K_CLASS) {
            if (!plain_class(s, e[i].type, &sc))
                return false;
            any_class = true;
        } else if (!homes_of(s, e[i].type, &sc, 0)) {
            return false;
        }
    }
    if (!any_class)
        return false;
    /* the left of a compound assignment: an enumeration is another error;
     * no lvalue of an object type, no candidate at all */
    bool no_candidates = false;
    if (row->flags == BC_FLAG_assign && k[0] != K_CLASS) {
        if (k[0] == K_UENUM || k[0] == K_SENUM || e[0].cat == EXPR_XVALUE ||
            e[0].cat == EXPR_UNKNOWN)
            return false;
        no_candidates = e[0].cat != EXPR_LVALUE || type_canonical(e[0].type)->kind == TYPE_function;
    }
    const struct scope *use = s->model.fn ? s->model.fn->scope : NULL;
    if (!use)
        return false;
    /* the operator's functions, and those of a rewritten form (C++20) */
    int toks[2] = { tok, row->also >= 0 ? operator_token(row->also) : TOK_EOF };
    for (unsigned i = 0; i < 2; i++)
        if (i == 1 && row->also >= 0 && toks[1] == TOK_EOF)
            return false;
        else if (toks[i] != TOK_EOF &&
                 (entities_class_operator(&s->model_entities, toks[i], sc.classes, sc.nclasses) ||
                  entities_visible_operator(&s->model_entities, toks[i], use, sc.homes, sc.nhomes)))
            return false;
    *j = (struct judged){ row, n, { e[0], e[1] }, { k[0], k[1] }, no_candidates, tok };
    return true;
}

bool sema_class_operator_error(struct sema *s, const struct il_tree *op)
{
    struct judged j;
    return judge(s, op, &j);
}

void sema_check_class_operators(struct sema *s, const struct il_tree *op)
{
    struct judged j;
    if (!judge(s, op, &j))
        return;
    const struct bc_operator *row = j.row;
    unsigned n = j.n;
    uint32_t at = op->tok;
    char t0[512], t1[512], line[1200];
    if (!spell_operand(s, j.e[0], row->flags == BC_FLAG_logical && j.k[0] != K_CLASS, t0, sizeof t0) ||
        (n == 2 && !spell_operand(s, j.e[1], false, t1, sizeof t1)))
        return;
    int len = row->form == BC_FORM_subscript ? snprintf(line, sizeof line, "operand types are: %s [ %s ]",
                                                        t0, t1)
              : row->form == BC_FORM_binary ? snprintf(line, sizeof line, "operand types are: %s %s %s",
                                                       t0, row->spelling, t1)
              : row->form == BC_FORM_prefix ? snprintf(line, sizeof line, "operand types are: %s %s",
                                                       row->spelling, t0)
                                            : snprintf(line, sizeof line, "operand types are: %s %s",
                                                       t0, row->spelling);
    if (len < 0 || (size_t)len >= sizeof line)
        return;
    struct sema_note *notes = xcalloc(row->count ? row->count : 1, sizeof *notes);
    unsigned nn = 0;
    for (unsigned i = 0; !j.no_candidates && i < row->count; i++) {
        const struct bc_form *f = &forms[row->first + i];
        if (!lists(j.k[0], f->cond) && !(n == 2 && lists(j.k[1], f->cond)))
            continue;
        char text[200], num[4];
        int tl = f->second == BC_P_none
                     ? snprintf(text, sizeof text, "operator%s(%s)", row->spelling, param_text[f->first])
                     : snprintf(text, sizeof text, "operator%s(%s, %s)", row->spelling,
                                param_text[f->first], param_text[f->second]);
        /* the first operand that does not fit (a postfix form's int fits) */
        unsigned arg = !fits(j.k[0], f->first) ? 1 : n == 2 && !fits(j.k[1], f->second) ? 2 : 0;
        if (tl < 0 || (size_t)tl >= sizeof text || !arg) {
            free(notes);
            return;
        }
        int nl = snprintf(num, sizeof num, "%u", arg);
        notes[nn++] = (struct sema_note){ at, intern(s, text, tl), intern(s, num, nl), DIAG_edg_3328,
                                          NULL };
    }
    sema_error_with_notes(s, sema_last_token(op), at, DIAG_edg_349, row->spelling, NULL,
                          intern(s, line, len), DIAG_edg_3328, notes, nn);
}
