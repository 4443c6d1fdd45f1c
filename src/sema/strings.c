/* String literals converted to pointers to their non-const character
 * type: `char *s = "x";`, f("x") for a `char *` parameter, `s = "x"`,
 * `return "x";`, default arguments, mem-initializers, arrays of pointers
 * initialized from a braced list.
 *
 * cudafe++ (g++ mode, C++17 and C++20 as nvcc runs it) allows the
 * conversion with a warning: 2464 `conversion from a string literal to
 * "char *" is deprecated` for plain (and in C++17 u8) literals, 2465
 * `... to pointer-to-character (non-const) is deprecated` for L, u and U
 * ones; the caret at the literal (at the `=` of an assignment).  With
 * --no_deprecated_string_conv (the default of --strict and
 * --strict_warnings, which need --no_g++) the conversion does not exist:
 * the errors of a literal of type "const char *" where a "char *" goes
 * (144, 167, 513, 120, 310).  With --no_const_string_literals the literal
 * is a non-const array: nothing.
 *
 * Certain or silent: reported only where the value is a string literal
 * (parentheses and concatenation allowed) and the target type certainly
 * a pointer (typedefs followed) to the literal's own character type,
 * neither const nor volatile.  In the error mode only where the target
 * type is spelled with keywords (its text certain). */
#include <string.h>

#include "lex/lexer.h"
#include "parse/symbol.h"
#include "sema/sema.h"
#include "sema/sema_int.h"

/* The character type of the string literal e is (after parentheses),
 * ARITH_NONE when e is not certainly one. */
static enum arith_id literal_char(const struct sema *s, const struct il_tree *e)
{
    for (int depth = 0; e && e->kind == IL_expr_node && e->sub == enk_operation &&
                        e->op == eok_parens && depth < 16; depth++)
        e = e->first && !e->first->next ? e->first : NULL;
    if (!e || e->kind != IL_expr_node || e->sub != enk_constant ||
        sema_tok_kind(s, e->tok) != TOK_STRING_LITERAL)
        return ARITH_NONE;
    enum arith_id a = ARITH_NONE;
    bool prefixed = false;
    /* (adjacent literals are one: a prefix of any of them is the whole's) */
    for (uint32_t i = e->tok; sema_tok_kind(s, i) == TOK_STRING_LITERAL; i++) {
        const struct token *t = lexer_token(s->lx, i);
        const char *text = lexer_text(s->lx, t);
        if (t->len < 2 || text[t->len - 1] != '"')
            return ARITH_NONE;   /* a user-defined literal's suffix */
        enum arith_id c;
        size_t p = 0;
        if (text[0] == 'L')
            c = ARITH_wchar_t, p = 1;
        else if (text[0] == 'u' && text[1] == '8')
            c = (s->lx->mode.bits & LANG_CXX20) ? ARITH_char8_t : ARITH_char, p = 2;
        else if (text[0] == 'u')
            c = ARITH_char16_t, p = 1;
        else if (text[0] == 'U')
            c = ARITH_char32_t, p = 1;
        else
            c = ARITH_char;
        if (text[p] == 'R')
            p++;
        if (text[p] != '"')
            return ARITH_NONE;
        if (p > 0 && text[0] != 'R') {
            if (prefixed && c != a)
                return ARITH_NONE;   /* different prefixes: ill-formed */
            prefixed = true;
            a = c;
        } else if (!prefixed) {
            a = c;
        }
    }
    return a;
}

/* The pointer type t certainly is (typedefs followed; no reference):
 * the tk_pointer node, or NULL; *named: a typedef on the way. */
static const struct il_tree *pointer_of(const struct sema *s, const struct il_tree *t, bool *named)
{
    *named = false;
    for (int depth = 0; t && t->kind == IL_type && depth < 16; depth++) {
        if (!(t->op & IL_TYPE_NAMED))
            return t->sub == tk_pointer && !(t->op & (IL_PTR_LREF | IL_PTR_RREF)) && t->first
                       ? t : NULL;
        const struct symbol *sym = t->u.sym;
        const struct il_node *n = sym && sym->kind == SYM_TYPEDEF && !t->first
                                      ? sema_typedef_at(s, sym->tok) : NULL;
        if (!n || !n->type)
            return NULL;
        *named = true;
        t = n->type;
    }
    return NULL;
}

/* The character type of a string literal value converted to type when
 * that is the deprecated conversion, ARITH_NONE otherwise. */
static enum arith_id deprecated_conversion(const struct sema *s, const struct il_tree *value,
                                           const struct il_tree *type, bool *named)
{
    enum arith_id c = value ? literal_char(s, value) : ARITH_NONE;
    const struct il_tree *p = c != ARITH_NONE && type ? pointer_of(s, type, named) : NULL;
    if (!p)
        return ARITH_NONE;
    unsigned cv = 0;
    enum arith_id pointee = sema_arith_and_cv(s, p->first, false, &cv);
    return pointee == c && !(cv & (IL_CV_CONST | IL_CV_VOLATILE)) ? c : ARITH_NONE;
}

/* "const char *", "const wchar_t *" ... (interned). */
static const char *literal_type(const struct sema *s, enum arith_id c)
{
    char buf[48];
    size_t n = (size_t)snprintf(buf, sizeof buf, "const %s *", arith_infos[c].display);
    return ident_intern(s->il->idents, buf, n)->name;
}

bool sema_string_conversion(struct sema *s, uint32_t order_tok, uint32_t caret,
                            const struct il_tree *value, const struct il_tree *type,
                            enum sema_string_context ctx, bool constexpr_var)
{
    bool named = false;
    enum arith_id c = deprecated_conversion(s, value, type, &named);
    if (c == ARITH_NONE)
        return false;
    if (!caret)
        caret = sema_first_token(value);
    if (s->opt.string_conv == SEMA_STRCONV_NONE)
        return true;
    if (s->opt.string_conv == SEMA_STRCONV_WARN) {
        sema_error(s, order_tok, caret, c == ARITH_char ? DIAG_deprecated_string_conv : DIAG_edg_2465,
                   NULL);
        return true;
    }
    /* the conversion does not exist: a "const char *" where a "char *" goes */
    if (ctx == SEMA_STR_RETURN) {
        sema_error(s, order_tok, caret, DIAG_bad_return_value_type, NULL);
        return true;
    }
    if (named)
        return true;   /* ("PC" (aka "char *"): not spelled here) */
    struct il_tree top = *type;
    top.next = NULL;
    if (constexpr_var)
        top.op |= IL_CV_CONST;
    const char *tt = sema_type_text(s, &top, ctx == SEMA_STR_ARGUMENT || ctx == SEMA_STR_DEFAULT);
    if (!tt)
        return true;
    const char *lt = literal_type(s, c);
    switch (ctx) {
    case SEMA_STR_INIT:
        sema_error2(s, order_tok, caret, DIAG_bad_initializer_type, lt, sema_quoted(s, tt));
        break;
    case SEMA_STR_ARGUMENT:
        sema_error2(s, order_tok, caret, DIAG_incompatible_param, lt, sema_quoted(s, tt));
        break;
    case SEMA_STR_DEFAULT:
        sema_error2(s, order_tok, caret, DIAG_edg_310, lt, sema_quoted(s, tt));
        break;
    case SEMA_STR_ASSIGN:
        sema_error2(s, order_tok, caret, DIAG_incompatible_assignment_operands, lt, tt);
        break;
    case SEMA_STR_RETURN:
        break;
    }
    return true;
}

/* A declared variable's or data member's initializer: `= "x"`, `("x")`,
 * `{"x"}`, `= {"x"}`, and for an array of pointers each string literal
 * of its braced list. */
void sema_check_string_init(struct sema *s, const struct il_node *v)
{
    const struct il_tree *init = v->init, *t = v->type;
    if (!init || !t || t->kind != IL_type || init->kind != IL_expr_node)
        return;
    bool cx = (v->flags & IL_F_CONSTEXPR) != 0;
    uint32_t order = v->init_tok ? v->init_tok : sema_first_token(init);
    if (t->sub == tk_array && !(t->op & IL_TYPE_NAMED)) {
        if (init->sub != enk_braced_init_list || !t->first)
            return;
        for (const struct il_tree *e = init->first; e; e = e->next)
            sema_string_conversion(s, order, 0, e, t->first, SEMA_STR_INIT, false);
        return;
    }
    if ((init->sub == enk_braced_init_list || init->sub == enk_initializer) && init->first) {
        if (init->first->next)
            return;
        init = init->first;
    }
    sema_string_conversion(s, order, 0, init, t, SEMA_STR_INIT, cx);
}

/* `p = "x"` for a p certainly of a pointer type. */
void sema_check_string_assign(struct sema *s, const struct il_tree *op)
{
    if (op->op != eok_assign)
        return;
    const struct il_tree *a = op->first, *b = a ? a->next : NULL;
    if (!b || b->next || literal_char(s, b) == ARITH_NONE)
        return;
    const struct il_tree *t = sema_declared_type(s, a, true);
    if (!t) {
        struct sema_etype x = sema_classify(s, a);
        t = x.kind == SEMA_POINTER && x.type && x.type->kind == IL_type && x.type->sub == tk_pointer
                ? x.type : NULL;
    }
    if (!t || (t->op & IL_CV_CONST))
        return;
    struct il_tree plain = *t;
    plain.next = NULL;
    if (sema_string_conversion(s, sema_last_token(op), op->tok, b, &plain, SEMA_STR_ASSIGN, false))
        sema_found_by(s, sema_first_token(op));
}

/* A function's parameters' default arguments. */
void sema_check_string_defaults(struct sema *s, const struct il_node *fn)
{
    for (const struct il_param *p = fn->params; p; p = p->next)
        if (p->init_tok && p->init && !p->pack)
            sema_string_conversion(s, p->init_tok, 0, p->init, p->type, SEMA_STR_DEFAULT, false);
}


const char *sema_literal_pointer(const struct sema *s)
{
    return s->opt.string_conv == SEMA_STRCONV_NONE ? "char *" : "const char *";
}
