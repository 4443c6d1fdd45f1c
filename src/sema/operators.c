/* Operands that no built-in operator takes, where no other operator can
 * be meant (the operands have fundamental types):
 *   2138, 2140  an operand of an arithmetic operator that fits none of the
 *               built-in forms of tables/builtin_operators ("expression
 *               must have arithmetic / integral or unscoped enum type");
 *   42          a comparison of an arithmetic value with a pointer that
 *               is not a null pointer constant ("operand types are
 *               incompatible"), where both types can be spelled;
 *   513         a string literal assigned to an arithmetic variable;
 *   415         a string literal as the grid or block of a launch.
 *
 * Certain or silent: an operand of unknown class (a class, an enum, a
 * member, nullptr) makes the check silent. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"
#include "support/util.h"

enum operand_class { OPND_none, OPND_arithmetic, OPND_integral, OPND_pointer };

struct form {
    int op;
    enum operand_class a, b;
};

static const struct form forms[] = {
#define BUILTIN_FORM(op, a, b) { op, a, b },
#include "generated/builtin_operators.def"
};

/* The class of an operand: OPND_integral or OPND_arithmetic (floating)
 * for arithmetic types, OPND_pointer, or OPND_none when not known. */
static enum operand_class class_of(struct sema_etype e)
{
    if (e.kind == SEMA_POINTER)
        return OPND_pointer;
    if (e.kind != SEMA_ARITH || e.arith == ARITH_NONE)
        return OPND_none;
    return arith_infos[e.arith].kind == ARITH_INTEGER ? OPND_integral : OPND_arithmetic;
}

static bool fits(enum operand_class have, enum operand_class need)
{
    return need == OPND_arithmetic ? have == OPND_arithmetic || have == OPND_integral
                                   : have == need;
}


static void require(struct sema *s, const struct il_tree *op, const struct il_tree *operand,
                    enum operand_class need)
{
    if (need == OPND_arithmetic)
        sema_error(s, sema_last_token(op), sema_expr_start(s, operand), DIAG_edg_2138, NULL);
    else if (need == OPND_integral)
        sema_error(s, sema_last_token(op), sema_expr_start(s, operand), DIAG_edg_2140, NULL);
}

/* An operand's type: a non-type template parameter's too (sema_value_param) */
static struct sema_etype operand_type(const struct sema *s, const struct il_tree *e)
{
    while (e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_parens && e->first &&
           !e->first->next)
        e = e->first;
    if (e->kind == IL_expr_node && e->sub == enk_constant && e->u.sym &&
        e->u.sym->kind == SYM_VALUE_PARAM && sema_tok_kind(s, e->tok) == TOK_IDENTIFIER)
        return sema_value_param(s, e->u.sym);
    return sema_classify(s, e);
}

/* A name that means one function, declared once (`std::vector<float>
 * h();` in a block, the most vexing parse), outside templates. */
static bool named_function(const struct sema *s, const struct il_tree *e)
{
    if (s->in_template || e->kind != IL_expr_node || e->sub != enk_routine || !e->u.sym ||
        e->u.sym->kind != SYM_FUNCTION || !e->u.sym->parent ||
        sema_tok_kind(s, e->tok) != TOK_IDENTIFIER)
        return false;
    const struct symbol *x = scope_find_local(e->u.sym->parent, e->u.sym->id);
    return x == e->u.sym && !x->next;
}

/* A variable, parameter or data member declared an array (of any element
 * type) outside templates. */
static bool declared_array(const struct sema *s, const struct il_tree *e)
{
    if (s->in_template || e->kind != IL_expr_node ||
        (e->sub != enk_variable && e->sub != enk_param_ref && e->sub != enk_field))
        return false;
    const struct il_tree *t = sema_declared_type(s, e, false);
    return t && t->kind == IL_type && t->sub == tk_array && !(t->op & IL_TYPE_NAMED);
}

/* ---- a class object subscripted by a string literal ----
 *
 * o["s"], o a variable or parameter of a plain class of the global
 * namespace without bases or conversion functions, whose member
 * operator[]s (none is a template) each take one parameter a string
 * certainly does not convert to: 349 "no operator "[]" matches these
 * operands" with "operand types are: C [ const char [2] ]", a note per
 * operator[], the last declared first (3326; "C::operator[]" alone,
 * with its parameters when overloaded), then the two built-in candidates
 * (3328), as cudafe++ 13.0 gives them. */
static bool class_subscript(struct sema *s, const struct il_tree *op, const struct il_tree *a,
                            const struct il_tree *b)
{
    if (s->in_template || a->kind != IL_expr_node ||
        !((a->sub == enk_variable || a->sub == enk_param_ref) && a->u.sym) ||
        b->kind != IL_expr_node || b->sub != enk_constant ||
        sema_tok_kind(s, b->tok) != TOK_STRING_LITERAL)
        return false;
    const struct il_tree *t = sema_declared_type(s, a, true);
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || t->first || !t->u.sym ||
        (t->op & (IL_CV_VOLATILE | IL_CV_RESTRICT)))
        return false;
    const struct symbol *c = t->u.sym;
    if (!sema_plain_class(s, c) || c->members->bases || c->members->unknown_bases ||
        sema_has_conversion(s, c->members))
        return false;
    const char *cls = sema_entity_text(s, c), *index = sema_arg_type_text(s, b);
    if (!cls || !index)
        return false;
    unsigned nops = 0;
    for (const struct sema_ctor *k = sema_subscript_ops_of(s, c->members); k; k = k->next)
        nops++;
    struct sema_note *notes = xcalloc(nops + 2, sizeof *notes);
    unsigned nn = 0;
    char buf[512];
    for (const struct sema_ctor *k = sema_subscript_ops_of(s, c->members); k; k = k->next) {
        const struct il_node *fn = k->fn;
        const struct il_param *p = sema_params_of(fn);
        uint32_t close = fn->name_end && sema_tok_kind(s, fn->name_end) == TOK_LPAREN
                             ? sema_matching_paren(s, fn->name_end) : 0;
        int after = close ? sema_tok_kind(s, close + 1) : TOK_EOF;
        bool is_const = after == TOK_CONST;
        if (is_const)
            after = sema_tok_kind(s, close + 2);
        const char *pt = p ? sema_type_text(s, p->type, true) : NULL;
        if ((fn->flags & (IL_F_TEMPLATE | IL_F_FRIEND | IL_F_STATIC)) || !p || p->next || p->pack ||
            !pt || !sema_certainly_incompatible(s, b, p->type) ||
            (after != TOK_SEMI && after != TOK_LBRACE && after != TOK_ASSIGN && after != TOK_COLON)) {
            free(notes);
            return false;
        }
        int n = nops > 1 ? snprintf(buf, sizeof buf, "%s::operator[](%s)%s", cls, pt, is_const ? " const" : "")
                         : snprintf(buf, sizeof buf, "%s::operator[]", cls);
        if (n <= 0 || (size_t)n >= sizeof buf) {
            free(notes);
            return false;
        }
        notes[nn++] = (struct sema_note){ fn->tok, "function", ident_intern(s->il->idents, buf, (size_t)n)->name,
                                          DIAG_edg_3326, "1" };
    }
    uint32_t at = op->tok;   /* (the `[`, observed) */
    if (sema_tok_kind(s, at) != TOK_LBRACKET) {
        free(notes);
        return false;
    }
    /* (the built-in candidates: the operator as kind, the argument's number as text) */
    notes[nn++] = (struct sema_note){ at, "operator[](<pointer to object>, <ptrdiff_t>)", "1", DIAG_edg_3328, NULL };
    notes[nn++] = (struct sema_note){ at, "operator[](<ptrdiff_t>, <pointer to object>)", "1", DIAG_edg_3328, NULL };
    int n = snprintf(buf, sizeof buf, "operand types are: %s%s [ %s ]", (t->op & IL_CV_CONST) ? "const " : "",
                     cls, index);
    if (n <= 0 || (size_t)n >= sizeof buf) {
        free(notes);
        return false;
    }
    sema_error_with_notes(s, sema_last_token(op), at, DIAG_edg_349, "[]", NULL,
                          ident_intern(s->il->idents, buf, (size_t)n)->name, DIAG_edg_3328, notes, nn);
    return true;
}

void sema_check_operands(struct sema *s, const struct il_tree *op)
{
    const struct form *first = NULL;
    size_t n = 0;
    for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++)
        if (forms[i].op == op->op) {
            if (!first)
                first = &forms[i];
            n++;
        }
    if (!first)
        return;
    const struct il_tree *a = op->first, *b = a ? a->next : NULL;
    bool unary = first->b == OPND_none;
    if (!a || (unary ? b != NULL : (!b || b->next)))
        return;
    if (op->op == eok_subscript && !unary && named_function(s, a)) {
        /* f[i]: a function is no pointer to an object, whatever i is */
        sema_error(s, sema_last_token(op), sema_expr_start(s, a), DIAG_edg_852, NULL);
        return;
    }
    if (op->op == eok_subscript && !unary && class_subscript(s, op, a, b))
        return;
    if (op->op == eok_subscript && !unary && sema_check_number_subscript(s, op))
        return;
    enum operand_class x = class_of(operand_type(s, a));
    enum operand_class y = unary ? OPND_none : class_of(operand_type(s, b));
    if (x == OPND_none && op->op == eok_subscript && declared_array(s, a))
        x = OPND_pointer;   /* an array of classes: only the built-in a[b] */
    if (x == OPND_none || (!unary && y == OPND_none))
        return;
    /* the forms the left operand fits */
    const struct form *kept = NULL;
    for (size_t i = 0; i < n; i++)
        if (fits(x, first[i].a)) {
            kept = &first[i];
            break;
        }
    if (!kept)
        require(s, op, a, first->a);
    if (unary)
        return;
    for (size_t i = 0; i < n; i++)
        if ((!kept || fits(x, first[i].a)) && fits(y, first[i].b))
            return;
    require(s, op, b, kept ? kept->b : first->b);
}

/* ---- 42: comparisons of arithmetic values with pointers ---- */

/* A string literal (several adjacent ones are one): sema_literal_pointer(s) in
 * these messages.  Prefixed ones (u8, u, U, L) are not judged. */
static bool string_literal(const struct sema *s, const struct il_tree *e)
{
    if (e->kind != IL_expr_node || e->sub != enk_constant ||
        sema_tok_kind(s, e->tok) != TOK_STRING_LITERAL)
        return false;
    return lexer_text(s->lx, lexer_token(s->lx, e->tok))[0] == '"';
}

/* The arithmetic type of a value as the messages spell it: its type
 * without cv-qualifiers -- known only for literals and for variables and
 * parameters and data members declared with keywords and no
 * cv-qualifier. */
static const char *arith_display_cv(const struct sema *s, const struct il_tree *e,
                                    struct sema_etype t, unsigned ignored_cv);

static const char *arith_display(const struct sema *s, const struct il_tree *e,
                                 struct sema_etype t)
{
    return arith_display_cv(s, e, t, 0);
}

/* An operand's value as the messages of comparisons and conditionals
 * spell it: cv-qualifiers dropped (observed: "int" for a const int). */
static const char *value_display(const struct sema *s, const struct il_tree *e,
                                 struct sema_etype t)
{
    return arith_display_cv(s, e, t, IL_CV_CONST | IL_CV_VOLATILE);
}

static const char *arith_display_cv(const struct sema *s, const struct il_tree *e,
                                    struct sema_etype t, unsigned ignored_cv)
{
    if (t.kind != SEMA_ARITH || t.arith == ARITH_NONE)
        return NULL;
    while (e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_parens && e->first)
        e = e->first;
    if (e->kind != IL_expr_node)
        return NULL;
    if (e->sub == enk_constant)
        return arith_infos[t.arith].display;
    bool lvalue = e->sub == enk_operation &&
                  (e->op == eok_dot_field || e->op == eok_points_to_field ||
                   e->op == eok_subscript || e->op == eok_indirect);
    if ((e->sub == enk_variable || e->sub == enk_param_ref || lvalue) && t.type &&
        !(t.type->op & ((IL_CV_CONST | IL_CV_VOLATILE | IL_TYPE_NAMED) & ~ignored_cv)))
        return arith_infos[t.arith].display;
    /* the value of a built-in arithmetic operation: its type */
    if (e->sub == enk_operation && !lvalue && e->op != eok_cast && e->op != eok_call && !t.type)
        return arith_infos[t.arith].display;
    /* a call returning a type spelled with keywords (no cv) */
    if (e->sub == enk_operation && e->op == eok_call && t.type && t.type->kind == IL_type &&
        !(t.type->op & (IL_CV_CONST | IL_CV_VOLATILE | IL_TYPE_NAMED)))
        return arith_infos[t.arith].display;
    return NULL;
}

/* A pointer to an arithmetic type other than the character types, as the
 * messages spell it ("int *", "const float *"); NULL otherwise. */
static const char *pointer_display(const struct sema *s, const struct il_tree *e,
                                   struct sema_etype t)
{
    if (t.kind != SEMA_POINTER || t.str || !t.type || t.type->sub != tk_pointer ||
        (t.type->op & (IL_PTR_LREF | IL_PTR_RREF | IL_CV_VOLATILE)) ||
        (e->sub != enk_variable && e->sub != enk_param_ref))
        return NULL;
    const struct il_tree *to = t.type->first;
    if (!to || to->kind != IL_type || (to->op & (IL_TYPE_NAMED | IL_CV_VOLATILE)) || to->first ||
        (to->sub != tk_integer && to->sub != tk_float))
        return NULL;
    enum arith_id a = sema_arith_of_type(s, to);
    if (a == ARITH_NONE || a == ARITH_char || a == ARITH_signed_char || a == ARITH_unsigned_char)
        return NULL;
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%s%s *", (to->op & IL_CV_CONST) ? "const " : "",
                     arith_infos[a].display);
    return ident_intern(s->il->idents, buf, (size_t)n)->name;
}

void sema_check_comparison_types(struct sema *s, const struct il_tree *op)
{
    switch (op->op) {
    case eok_eq: case eok_ne: case eok_lt: case eok_gt: case eok_le: case eok_ge:
        break;
    default:
        return;
    }
    const struct il_tree *a = op->first, *b = a ? a->next : NULL;
    if (!b || b->next)
        return;
    struct sema_etype x = sema_classify(s, a), y = sema_classify(s, b);
    const struct il_tree *num = NULL;
    struct sema_etype nt;
    if (x.kind == SEMA_ARITH && y.str)
        num = a, nt = x;
    else if (y.kind == SEMA_ARITH && x.str)
        num = b, nt = y;
    else {
        /* a pointer to another arithmetic type compared with a string */
        const char *pa = y.str ? pointer_display(s, a, x) : NULL;
        const char *pb = x.str ? pointer_display(s, b, y) : NULL;
        if (pa || pb)
            sema_error2(s, sema_last_token(op), op->tok, DIAG_incompatible_operands, pa ? pa : sema_literal_pointer(s),
                        pa ? sema_literal_pointer(s) : pb);
        return;
    }
    if (nt.has_value && nt.value == 0 && arith_infos[nt.arith].kind == ARITH_INTEGER)
        return;   /* a null pointer constant */
    const char *d = value_display(s, num, nt);
    if (!d)
        return;
    sema_error2(s, sema_last_token(op), op->tok, DIAG_incompatible_operands, num == a ? d : sema_literal_pointer(s),
                num == a ? sema_literal_pointer(s) : d);
}

/* A literal 0 or false (`1 - 1` is not one). */
static bool null_literal(const struct il_tree *e, struct sema_etype t)
{
    while (e->kind == IL_expr_node && e->sub == enk_operation && e->op == eok_parens && e->first)
        e = e->first;   /* ((0) too, observed) */
    return e->kind == IL_expr_node && e->sub == enk_constant && t.has_value && t.value == 0 &&
           (arith_infos[t.arith].kind == ARITH_INTEGER || t.arith == ARITH_bool);
}

/* 42 for `c ? a : b`: a number (not a literal 0 or false: null pointer
 * constants) and a string literal, or pointers to two arithmetic types
 * (one of them maybe a string literal); the caret at the `:`. */
void sema_check_condition_types(struct sema *s, const struct il_tree *cond)
{
    const struct il_tree *c = cond->first, *a = c ? c->next : NULL, *b = a ? a->next : NULL;
    if (!b || b->next)
        return;
    /* (past the parentheses the tree may not keep) */
    uint32_t colon = sema_last_token(a) + 1;
    while ((sema_tok_kind(s, colon) == TOK_RPAREN || sema_tok_kind(s, colon) == TOK_RBRACKET) &&
           colon < b->tok)
        colon++;
    if (sema_tok_kind(s, colon) != TOK_COLON)
        return;
    struct sema_etype x = sema_classify(s, a), y = sema_classify(s, b);
    const char *ta = NULL, *tb = NULL;
    if (x.kind == SEMA_ARITH && y.str) {
        if (null_literal(a, x))
            return;
        ta = value_display(s, a, x), tb = sema_literal_pointer(s);
    } else if (y.kind == SEMA_ARITH && x.str) {
        if (null_literal(b, y))
            return;
        ta = sema_literal_pointer(s), tb = value_display(s, b, y);
    } else {
        ta = x.str ? sema_literal_pointer(s) : pointer_display(s, a, x);
        tb = y.str ? sema_literal_pointer(s) : pointer_display(s, b, y);
        /* (the same type but for const: a composite pointer type) */
        if (ta && tb && strcmp(ta + (strncmp(ta, "const ", 6) ? 0 : 6),
                               tb + (strncmp(tb, "const ", 6) ? 0 : 6)) == 0)
            return;
    }
    if (ta && tb)
        sema_error2(s, sema_last_token(cond), colon, DIAG_incompatible_operands, ta, tb);
}

/* ---- 513: a string literal assigned to an arithmetic variable, a
 * pointer to a pointer variable of another pointee ---- */

/* `p = q` with p a pointer variable or parameter declared `T *` (T
 * arithmetic or void, spelled with keywords) and q a pointer to another
 * arithmetic type or to a more qualified one (sema_incompatible). */
static void check_assigned_pointer(struct sema *s, const struct il_tree *op,
                                   const struct il_tree *a, const struct il_tree *b)
{
    if (s->in_template || a->kind != IL_expr_node ||
        (a->sub != enk_variable && a->sub != enk_param_ref))
        return;
    struct sema_etype x = sema_classify(s, a);
    const char *at, *pt;
    if (x.kind != SEMA_POINTER || x.str || !x.type || x.type->kind != IL_type ||
        x.type->sub != tk_pointer || (x.type->op & (IL_PTR_LREF | IL_PTR_RREF)) ||
        !sema_incompatible(s, b, x.type, &at, &pt))
        return;
    sema_error2(s, sema_last_token(op), op->tok, DIAG_incompatible_assignment_operands, at, pt);
    sema_found_by(s, sema_first_token(op));
}

void sema_check_assigned_value(struct sema *s, const struct il_tree *op)
{
    if (op->op != eok_assign)
        return;
    const struct il_tree *a = op->first, *b = a ? a->next : NULL;
    if (!b || b->next)
        return;
    const char *wt, *wtt;
    const struct il_tree *target = sema_declared_type(s, a, false);
    if (target && !(target->op & (IL_CV_CONST | IL_CV_VOLATILE)) &&
        sema_wrong_kind(s, b, target, &wt, &wtt)) {
        sema_error2(s, sema_last_token(op), op->tok, DIAG_incompatible_assignment_operands, wt, wtt);
        sema_found_by(s, sema_first_token(op));
        return;
    }
    if (!sema_classify(s, b).str) {
        check_assigned_pointer(s, op, a, b);
        return;
    }
    struct sema_etype x = sema_classify(s, a);
    const char *d = arith_display(s, a, x);
    if (!d || x.arith == ARITH_bool || a->sub == enk_constant)
        return;
    sema_error2(s, sema_last_token(op), op->tok, DIAG_incompatible_assignment_operands, sema_literal_pointer(s), d);
    sema_found_by(s, sema_first_token(op));
}

/* ---- 415: a string literal as a launch's grid or block ---- */

/* The third and fourth arguments of a launch configuration: the dynamic
 * shared memory's size (std::size_t) and the stream (cudaStream_t,
 * "CUstream_st *" in the message): a string literal, a pointer to an
 * arithmetic type for either, a number other than a literal 0 for the
 * stream (167, observed). */
static void check_launch_tail(struct sema *s, const struct il_tree *cfg, bool stream)
{
    const char *param = stream ? "\"CUstream_st *\"" : "\"size_t\" (aka \"unsigned long\")";
    struct sema_etype e = sema_classify(s, cfg);
    const char *arg = NULL;
    if (string_literal(s, cfg) && sema_tok_kind(s, cfg->tok + 1) != TOK_STRING_LITERAL) {
        arg = sema_literal_pointer(s);
    } else if (e.kind == SEMA_POINTER && !e.str && cfg->kind == IL_expr_node &&
               (cfg->sub == enk_variable || cfg->sub == enk_param_ref)) {
        arg = pointer_display(s, cfg, e);
    } else if (stream && cfg->kind == IL_expr_node && cfg->sub == enk_constant &&
               e.kind == SEMA_ARITH && arith_infos[e.arith].kind == ARITH_INTEGER &&
               e.arith != ARITH_bool && e.has_value && e.value != 0) {
        arg = arith_infos[e.arith].display;
    }
    if (arg)
        sema_error2(s, cfg->tok, cfg->tok, DIAG_incompatible_param, arg, param);
}

void sema_check_launch_config(struct sema *s, const struct il_tree *launch)
{
    /* children: the call, then the configuration */
    const struct il_tree *call = launch->first;
    const struct il_tree *cfg = call ? call->next : NULL;
    for (int i = 0; cfg && i < 4; cfg = cfg->next, i++) {
        if (i >= 2) {
            check_launch_tail(s, cfg, i == 3);
            continue;
        }
        if (!string_literal(s, cfg))
            continue;
        const struct token *t = lexer_token(s->lx, cfg->tok);
        const char *text = lexer_text(s->lx, t);
        if (t->len < 2 || memchr(text, '\\', t->len) ||
            sema_tok_kind(s, cfg->tok + 1) == TOK_STRING_LITERAL)
            continue;   /* escapes, concatenation: the array's size is not counted here */
        char type[32];
        snprintf(type, sizeof type, "%schar [%u]", s->opt.string_conv == SEMA_STRCONV_NONE ? "" : "const ", (unsigned)(t->len - 1));
        sema_error2(s, cfg->tok, cfg->tok, DIAG_edg_415,
                    ident_intern(s->il->idents, type, strlen(type))->name, "dim3");
    }
}

/* ---- a string literal where an arithmetic value is needed ---- */

bool sema_string_to_arith(const struct sema *s, const struct il_tree *value,
                          const struct il_tree *type)
{
    if (!sema_classify(s, value).str || !type || type->kind != IL_type ||
        (type->op & (IL_CV_CONST | IL_CV_VOLATILE | IL_TYPE_NAMED)) ||
        (type->sub != tk_integer && type->sub != tk_float))
        return false;
    enum arith_id a = sema_arith_of_type(s, type);
    return a != ARITH_NONE && a != ARITH_bool && !type->first;
}

/* 120: a function returning an arithmetic type (not bool), spelled with
 * keywords, returns a string literal. */
void sema_check_returned_value(struct sema *s, const struct il_node *fn,
                               const struct il_tree *value, uint32_t semi)
{
    const struct il_tree *ret = fn->type && fn->type->sub == tk_routine ? fn->type->first : NULL;
    if (!ret || !value)
        return;
    if (sema_string_conversion(s, semi, 0, value, ret, SEMA_STR_RETURN, false))
        return;
    struct il_tree plain = *ret;   /* (cv-qualifiers of a returned type do not matter) */
    plain.op &= (uint16_t)~(IL_CV_CONST | IL_CV_VOLATILE);
    plain.next = NULL;
    const char *wt, *wtt;
    if (sema_string_to_arith(s, value, &plain) || sema_wrong_kind(s, value, &plain, &wt, &wtt) ||
        (plain.sub == tk_pointer && sema_incompatible(s, value, &plain, &wt, &wtt)))
        sema_error(s, semi, sema_expr_start(s, value), DIAG_bad_return_value_type, NULL);
}

/* `T v = "..."` with T a typedef of an arithmetic type (not bool):
 * "size_t" (aka "unsigned long"), or "const size_t" when the variable is
 * cv-qualified (observed: no aka then). */
static bool typedef_initializer(struct sema *s, const struct il_node *v, const struct il_tree *t)
{
    if (!(t->op & IL_TYPE_NAMED) || t->first || !t->u.sym || t->u.sym->kind != SYM_TYPEDEF ||
        (t->op & IL_CV_RESTRICT) || !sema_classify(s, v->init).str)
        return false;
    unsigned cv = 0;
    struct il_tree plain = *t;
    plain.op &= (uint16_t)~(IL_CV_CONST | IL_CV_VOLATILE);
    plain.next = NULL;
    enum arith_id a = sema_arith_and_cv(s, &plain, false, &cv);
    const char *name = sema_entity_text(s, t->u.sym);
    if (a == ARITH_NONE || a == ARITH_bool || cv || !name)
        return false;
    char buf[256];
    int n = (t->op & (IL_CV_CONST | IL_CV_VOLATILE))
                ? snprintf(buf, sizeof buf, "\"%s%s%s\"", (t->op & IL_CV_CONST) ? "const " : "",
                           (t->op & IL_CV_VOLATILE) ? "volatile " : "", name)
                : snprintf(buf, sizeof buf, "\"%s\" (aka \"%s\")", name, arith_infos[a].display);
    const char *text = ident_intern(s->il->idents, buf, (size_t)n)->name;
    if (n <= 0 || (size_t)n >= sizeof buf)
        return false;
    sema_error2(s, v->init_tok, sema_first_token(v->init), DIAG_bad_initializer_type, sema_literal_pointer(s),
                text);
    return true;
}

/* 144: `T v = "..."` for a block-scope variable or a data member (a
 * default member initializer) of an arithmetic type (not bool) that the
 * parser's own check (single keyword, no cv-qualifier or storage class:
 * variables only) does not report. */
/* `T &r = e` where e is certainly a temporary: an arithmetic literal or
 * operator result for an arithmetic T, a call of a function returning
 * class T by value or a conversion to T for a class T: 461 (an error;
 * a warning for a class T with --nonconst_ref_anachronism or
 * --anachronisms, 426 for an arithmetic one with --anachronisms).  T not
 * const or volatile; other initializers are not judged. */
static void check_reference_init(struct sema *s, const struct il_node *v)
{
    const struct il_tree *t = v->type, *e = v->init;
    if (t->sub != tk_pointer || (t->op & (IL_PTR_LREF | IL_PTR_RREF)) != IL_PTR_LREF ||
        !t->first || t->first->kind != IL_type || (t->first->op & (IL_CV_CONST | IL_CV_VOLATILE)) ||
        e->kind != IL_expr_node || e->next)
        return;
    const struct il_tree *ref = t->first;
    while (e->sub == enk_operation && e->op == eok_parens && e->first && !e->first->next)
        e = e->first;
    struct sema_etype rt = sema_class_of_type(s, ref);
    if (rt.kind == SEMA_ARITH && rt.arith != ARITH_NONE &&
        ((e->sub == enk_constant && sema_classify(s, e).kind == SEMA_ARITH &&
          sema_tok_kind(s, e->tok) != TOK_IDENTIFIER) ||
         sema_arith_prvalue(s, e))) {
        /* (an enumerator is a constant too: not judged) */
        if (s->opt.anachronisms)
            sema_error_sev(s, v->init_tok, sema_first_token(v->init), DIAG_edg_426, SEV_WARNING);
        else
            sema_error_sev(s, v->init_tok, sema_first_token(v->init), DIAG_edg_461, SEV_ERROR);
        return;
    }
    if (!(ref->op & IL_TYPE_NAMED) || ref->first || !ref->u.sym ||
        symbol_resolve(ref->u.sym) == NULL || symbol_resolve(ref->u.sym)->kind != SYM_CLASS ||
        e->sub != enk_operation)
        return;
    const struct symbol *cls = symbol_resolve(ref->u.sym);
    const struct il_tree *made = NULL;   /* the class type e gives */
    if (e->op == eok_cast && e->first && e->first->kind == IL_type) {
        made = e->first;   /* T(), T(x), (T)x */
    } else if (e->op == eok_call) {
        struct sema_callee c;
        memset(&c, 0, sizeof c);
        if (!sema_call_target(s, e, false, &c) || !c.first || c.first->kind != IL_routine ||
            !c.first->type || c.first->type->sub != tk_routine)
            return;
        made = c.first->type->first;
    }
    if (!made || made->kind != IL_type || !(made->op & IL_TYPE_NAMED) || made->first ||
        (made->op & (IL_PTR_LREF | IL_PTR_RREF)) || made->sub == tk_pointer || !made->u.sym ||
        symbol_resolve(made->u.sym) != cls)
        return;
    sema_error_sev(s, v->init_tok, sema_first_token(v->init), DIAG_edg_461,
                   s->opt.anachronisms || s->opt.nonconst_ref_anachronism ? SEV_WARNING : SEV_ERROR);
}

/* `T v{"s"}` (also a data member's default): a braced list of one
 * string literal for an arithmetic T spelled with keywords (not bool):
 * 144 at the literal, T without its cv-qualifiers (observed: at
 * namespace and block scope, for __device__ and __constant__ variables
 * and data members alike). */
void sema_check_braced_scalar(struct sema *s, const struct il_node *v)
{
    const struct il_tree *t = v->type, *init = v->init;
    if (!t || !init || t->kind != IL_type || init->kind != IL_expr_node ||
        init->sub != enk_braced_init_list || !init->first || init->first->next ||
        (t->op & (IL_TYPE_NAMED | IL_CV_RESTRICT)) || t->first ||
        (t->sub != tk_integer && t->sub != tk_float) ||
        (v->init_tok && sema_tok_kind(s, v->init_tok) != TOK_LBRACE))
        return;
    const struct il_tree *e = init->first;
    struct il_tree plain = *t;
    plain.op &= (uint16_t)~(IL_CV_CONST | IL_CV_VOLATILE);
    plain.next = NULL;
    enum arith_id a = sema_arith_of_type(s, &plain);
    if (a == ARITH_NONE || a == ARITH_bool || !sema_string_to_arith(s, e, &plain))
        return;
    sema_error2(s, init->tok, sema_first_token(e), DIAG_bad_initializer_type, sema_literal_pointer(s),
                sema_quoted(s, arith_infos[a].display));
}

void sema_check_initializer(struct sema *s, const struct il_node *v)
{
    if (!v->init || !v->init_tok || sema_tok_kind(s, v->init_tok) != TOK_ASSIGN ||
        !v->type || v->type->kind != IL_type)
        return;
    /* (a constexpr variable is const: "const int", "int *const") */
    struct il_tree constexpr_type;
    const struct il_tree *t = v->type;
    if (v->flags & IL_F_CONSTEXPR) {
        constexpr_type = *t;
        constexpr_type.op |= IL_CV_CONST;
        t = &constexpr_type;
    }
    check_reference_init(s, v);
    const char *wt, *wtt;
    if (sema_wrong_kind(s, v->init, t, &wt, &wtt)) {
        sema_error2(s, v->init_tok, sema_expr_start(s, v->init), DIAG_bad_initializer_type, wt,
                    sema_quoted(s, wtt));
        return;
    }
    bool cv = t->op & (IL_CV_CONST | IL_CV_VOLATILE);
    struct il_tree plain = *t;
    plain.op &= (uint16_t)~(IL_CV_CONST | IL_CV_VOLATILE);
    plain.next = NULL;
    if (typedef_initializer(s, v, t))
        return;
    const char *at, *pt;
    bool constexpr_ptr = (v->flags & IL_F_CONSTEXPR) && !(v->type->op & (IL_CV_CONST | IL_CV_VOLATILE));
    if (t->sub == tk_pointer && (!cv || constexpr_ptr) &&
        sema_incompatible(s, v->init, v->type, &at, &pt)) {
        /* a pointer from another kind of pointer or from a number */
        char buf[256];
        if (constexpr_ptr) {
            int n = snprintf(buf, sizeof buf, "%sconst", pt);
            if (n <= 0 || (size_t)n >= sizeof buf)
                return;
            pt = ident_intern(s->il->idents, buf, (size_t)n)->name;
        }
        sema_error2(s, v->init_tok, sema_first_token(v->init), DIAG_bad_initializer_type, at,
                    sema_quoted(s, pt));
        return;
    }
    if (!sema_string_to_arith(s, v->init, &plain))
        return;
    /* (parse_actions.c: check_copy_init(): `int x = "..."`, a single
     * keyword of these, nothing else before the name or a comma) */
    int kw = sema_tok_kind(s, t->tok);
    bool parser_reports = v->kind == IL_variable && !cv && !(v->flags & (IL_F_STATIC | IL_F_EXTERN)) &&
                          t->u.kw[1] == 0 &&
                          (kw == TOK_CHAR || kw == TOK_SHORT || kw == TOK_INT || kw == TOK_LONG ||
                           kw == TOK_FLOAT || kw == TOK_DOUBLE) &&
                          (v->tok == t->tok + 1 || sema_tok_kind(s, v->tok - 1) == TOK_COMMA) &&
                          v->init_tok == v->tok + 1 &&
                          sema_tok_kind(s, v->init_tok + 1) == TOK_STRING_LITERAL;
    if (parser_reports)
        return;
    enum arith_id a = sema_arith_of_type(s, &plain);
    char type[48];
    snprintf(type, sizeof type, "%s%s%s", (t->op & IL_CV_CONST) ? "const " : "",
             (t->op & IL_CV_VOLATILE) ? "volatile " : "", arith_infos[a].display);
    sema_error2(s, v->init_tok, sema_first_token(v->init), DIAG_bad_initializer_type, sema_literal_pointer(s),
                sema_quoted(s, type));
}

/* ---- dynamic_cast without run-time type information ----
 *
 * --no_rtti: dynamic_cast<T *>(p) other than to void *, to p's own class
 * or to a base of it (which need no type information) is error 1751 at
 * `dynamic_cast` (observed; references too, not judged here).  Judged
 * where p is a pointer to a class whose bases are all known. */
/* 1: b is c or a base of it; 0: certainly not; -1: not known. */
static int is_base_or_self(const struct symbol *b, const struct symbol *c, int depth)
{
    if (b == c || (b->members && b->members == c->members))
        return 1;
    if (!c->members || c->members->unknown_bases || depth > 16)
        return -1;
    int r = 0;
    for (const struct base_list *l = c->members->bases; l; l = l->next) {
        const struct symbol *x = l->base;
        if (!x || x->kind != SYM_CLASS || !x->members)
            return -1;
        int k = is_base_or_self(b, x, depth + 1);
        if (k == 1)
            return 1;
        if (k < 0)
            r = -1;
    }
    return r;
}

void sema_check_dynamic_cast(struct sema *s, const struct il_tree *e)
{
    if (lang_has(&s->lx->mode, LANG_RTTI) || s->in_template || e->kind != IL_expr_node ||
        e->sub != enk_operation || e->op != eok_dynamic_cast)
        return;
    const struct il_tree *type = e->first, *operand = type ? type->next : NULL;
    if (!type || !operand || type->kind != IL_type || type->sub != tk_pointer ||
        (type->op & (IL_PTR_LREF | IL_PTR_RREF)))
        return;
    const struct symbol *target = sema_class_named(type->first);
    struct sema_etype from = sema_classify(s, operand);
    if (!target || !target->members || from.kind != SEMA_CLASS_PTR || !from.cls || from.cls->kind != SYM_CLASS)
        return;
    if (is_base_or_self(target, from.cls, 0) == 0)
        sema_error(s, e->tok, e->tok, DIAG_edg_1751, NULL);
}
