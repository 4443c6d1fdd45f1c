/* Host code calling a __device__ function: from a host function error
 * 3464, from a __host__ __device__ one 3462; for a constexpr __device__
 * function 3465 and 3463, unless --expt-relaxed-constexpr (which makes
 * such calls valid).  cudafe++ checks only host code: calls from device
 * code are the device compiler's.  Reported after the call's other
 * findings, at the first token of the callee's name.
 *
 * Certain or silent: the caller is a function the driver judges, not a
 * template, or a lambda in a host one written without CUDA attributes
 * ("operator()"), the call is evaluated (not in sizeof,
 * alignof, typeid or noexcept), and the callee is certain without
 * overload resolution (sema_call_target) or by it among arithmetic
 * overloads (overloads.c): every declaration of it says __device__
 * alone, none is a template or a member (a static one is named only
 * while no error was reported; an extern "C" one of the global namespace
 * by its name alone),
 * display.c can spell it, and every argument certainly converts to its
 * parameter (else cudafe++ reports that instead; extra or missing
 * arguments do not matter). */
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

/* The caller's execution space, when its declarations agree on it; -1
 * when that is not known (out-of-class definitions, redeclarations that
 * differ). */
static int caller_space(const struct sema *s, const struct il_node *fn)
{
    int space = (int)sema_space_of(fn);
    if (fn->flags & IL_F_QUALIFIED)
        return -1;
    if (fn->flags & IL_F_MEMBER)
        return space;   /* defined in its class: declared once */
    if (!fn->sym || !fn->sym->parent || fn->sym->parent->kind != SCOPE_NAMESPACE)
        return -1;
    for (const struct symbol *x = scope_find_local(fn->sym->parent, fn->sym->id); x; x = x->next) {
        if (x->tok > fn->tok || x->kind != SYM_FUNCTION)
            continue;
        const struct il_node *n = sema_routine_at(s, x->tok);
        if (!n)
            return -1;
        if ((int)sema_space_of(n) != space)
            return -1;   /* (an overload, or a redeclaration: not told apart) */
    }
    return space;
}

void sema_check_device_call(struct sema *s, const struct il_node *fn, const struct il_tree *call,
                            bool using_directives, bool in_lambda)
{
    if (s->in_template || !fn->has_pos || sema_tok_kind(s, fn->tok) != TOK_IDENTIFIER ||
        (fn->tok > 0 && sema_tok_kind(s, fn->tok - 1) == TOK_TILDE))
        return;
    int caller = caller_space(s, fn);
    if (caller != SPACE_HOST && (caller != SPACE_HOST_DEVICE || in_lambda))
        return;
    /* a constructor (named as its class) is not named this way */
    if ((fn->flags & IL_F_MEMBER) && fn->scope && fn->scope->owner && fn->scope->owner->id &&
        sema_ident(s, fn->tok) == fn->scope->owner->id)
        return;
    struct sema_callee cs;
    if ((!sema_call_target(s, call, using_directives, &cs) && !sema_member_call_target(s, call, &cs) &&
         !sema_implicit_member_target(s, call, &cs) && !sema_static_member_target(s, call, &cs) &&
         !sema_best_overload(s, call, using_directives, &cs)) || cs.space != SPACE_DEVICE || cs.instance ||
        (cs.flags & (IL_F_TEMPLATE | IL_F_SPEC | IL_F_FRIEND)))
        return;
    /* a member function (of a class that is no template, by its name:
     * not an operator): "Shape::area() const", later "_ZNK5Shape4cgetE1?" */
    bool member = cs.flags & IL_F_MEMBER;
    if (member && (!cs.first->name || strncmp(cs.first->name, "operator", 8) == 0 ||
                   (cs.first->scope && cs.first->scope->owner &&
                    cs.first->scope->owner->id == sema_ident(s, cs.first->tok))))
        return;
    /* extern "C" (the CUDA headers' __syncthreads, __trap): named by its
     * name alone, before an error and after (observed); of the global
     * namespace only */
    bool c_name = cs.flags & IL_F_EXTERN_C;
    if (c_name && (!cs.first->scope || cs.first->scope != s->il->global || !cs.first->name))
        return;
    /* an argument that may not convert: then cudafe++ reports that
     * instead (extra arguments do not matter) */
    const struct il_param *p = sema_params_of(cs.first);
    for (const struct il_tree *a = call->first->next; a && p; a = a->next, p = p->next)
        if (!sema_certainly_converts(s, p->type, sema_classify(s, a)))
            return;
    bool constexpr_fn = cs.flags & IL_F_CONSTEXPR;
    if (constexpr_fn && s->relaxed_constexpr)
        return;
    /* written: NULL when display.c cannot spell a parameter's type; the
     * finding is then reported only after an error (sema.c) */
    const char *written = c_name ? cs.first->name
                          : member ? sema_member_function_text(s, cs.first)
                                   : sema_function_text(s, cs.first);
    bool params = cs.nparams || sema_has_ellipsis(s, cs.first);
    const char *later = c_name ? written
                        : !params ? written
                        : member ? sema_member_mangled_text(s, cs.first)
                                 : sema_function_mangled_text(s, cs.first);
    if ((cs.flags & IL_F_STATIC) && !c_name && !member)
        later = NULL;   /* (a static function's code name: not observed) */
    if (!later && !written)
        return;
    enum diag_id id = caller == SPACE_HOST ? (constexpr_fn ? DIAG_edg_3465 : DIAG_unsafe_device_call)
                                           : (constexpr_fn ? DIAG_edg_3463 : DIAG_edg_3462);
    /* (o.f(), p->f(): at the member's name) */
    const struct il_tree *callee = call->first;
    uint32_t caret = callee->kind == IL_expr_node && callee->sub == enk_operation &&
                             (callee->op == eok_dot_field || callee->op == eok_points_to_field) &&
                             callee->first && callee->first->next
                         ? callee->first->next->tok : sema_name_start(s, callee->tok);
    sema_error_device_call(s, cs.rparen, caret, id, written, later, in_lambda ? "operator()" : fn->name);
}

/* ---- constructions ----
 *
 * A construction in host code whose constructor (sema_certain_constructor)
 * is __device__: the same errors, naming the constructor ("Q::Q(int)",
 * later "_ZN1QC1E1?").  Observed places of the caret (cudafe++ 13.0):
 *   Q q(4);  Q q{4};  Q q;  Q q{};      at the variable's name
 *   P p(3);  (constexpr)                at the first argument
 *   P p{3};  P p{};  (constexpr)        at the `{`
 *   P p;     (constexpr)                at the name
 *   Q(4), Q()  in an expression         at the class name
 *   new Q(4), new Q                     at `new`
 *   Q q = Q(4);  R r = R();             at the temporary's class name,
 *                                       then again at the name (not for
 *                                       a constexpr constructor)
 * --disable_host_implicit_call_check: only constexpr constructors.
 * Not judged: copy-initialization from another value (`Q q = 4`,
 * explicit constructors), `Q{4}` as an expression (cudafe++ reports it
 * for constexpr constructors only), classes in templates. */
static bool device_ctor(struct sema *s, const struct il_node *fn, bool in_lambda,
                        const struct il_tree *type, const struct il_tree *args, bool braces,
                        uint32_t order_tok, uint32_t caret, uint32_t constexpr_caret)
{
    if (s->in_template || !fn->has_pos)
        return false;
    int caller = caller_space(s, fn);
    if (caller != SPACE_HOST && (caller != SPACE_HOST_DEVICE || in_lambda))
        return false;
    const struct symbol *c;
    const struct il_node *ctor = sema_certain_constructor(s, type, args, braces, &c);
    if (!ctor || sema_space_of(ctor) != SPACE_DEVICE || !ctor->has_pos ||
        (ctor->flags & (IL_F_QUALIFIED | IL_F_STATIC)))
        return false;
    bool constexpr_fn = ctor->flags & IL_F_CONSTEXPR;
    if ((constexpr_fn && s->relaxed_constexpr) || (!constexpr_fn && s->opt.no_implicit_call_check))
        return false;
    const char *written = sema_constructor_text(s, c, ctor);
    const char *later = sema_params_of(ctor) || sema_has_ellipsis(s, ctor)
                            ? sema_constructor_mangled_text(s, ctor) : written;
    if (!written || !later)
        return false;
    enum diag_id id = caller == SPACE_HOST ? (constexpr_fn ? DIAG_edg_3465 : DIAG_unsafe_device_call)
                                           : (constexpr_fn ? DIAG_edg_3463 : DIAG_edg_3462);
    sema_error_device_call(s, order_tok, constexpr_fn ? constexpr_caret : caret, id, written, later,
                           in_lambda ? "operator()" : fn->name);
    return true;
}

/* The class type of a functional cast `C(args)`: its type node, or NULL. */
static const struct il_tree *functional_cast(const struct sema *s, const struct il_tree *e)
{
    if (!e || e->kind != IL_expr_node || e->sub != enk_operation || e->op != eok_cast)
        return NULL;
    const struct il_tree *type = e->first;
    if (!type || type->kind != IL_type || sema_tok_kind(s, type->tok) != TOK_IDENTIFIER ||
        sema_tok_kind(s, type->tok + 1) != TOK_LPAREN)
        return NULL;
    return type;
}

void sema_check_device_declaration(struct sema *s, const struct il_node *fn,
                                   const struct il_node *v, bool in_lambda)
{
    if (v->kind != IL_variable || !v->has_pos || (v->flags & (IL_F_EXTERN | IL_F_TYPEDEF | IL_F_PTR)) ||
        sema_tok_kind(s, v->tok) != TOK_IDENTIFIER)
        return;
    const struct il_tree *init = v->init;
    int after = sema_tok_kind(s, v->tok + 1);
    if (!init) {
        if (after == TOK_SEMI || after == TOK_COMMA)
            device_ctor(s, fn, in_lambda, v->type, NULL, false, v->tok, v->tok, v->tok);
        return;
    }
    if (init->kind != IL_expr_node)
        return;
    if (init->sub == enk_initializer && sema_tok_kind(s, init->tok) == TOK_LPAREN &&
        init->tok == v->tok + 1 && init->first) {
        uint32_t close = sema_matching_paren(s, init->tok);
        if (close)
            device_ctor(s, fn, in_lambda, v->type, init->first, false, close, v->tok,
                        sema_first_token(init->first));
    } else if (init->sub == enk_braced_init_list && init->tok == v->tok + 1) {
        uint32_t close = sema_matching_brace(s, init->tok);
        if (close)
            device_ctor(s, fn, in_lambda, v->type, init->first, true, close, v->tok, init->tok);
    } else if (after == TOK_ASSIGN) {
        /* Q q = Q(4): reported at the temporary (sema_check_device_
         * construction), then again at the name */
        const struct il_tree *type = functional_cast(s, init);
        uint32_t close = type && type->tok == v->tok + 2 ? sema_matching_paren(s, type->tok + 1) : 0;
        const struct symbol *c1, *c2;
        const struct il_node *ctor =
            close ? sema_certain_constructor(s, type, type->next, false, &c1) : NULL;
        if (ctor && !(ctor->flags & IL_F_CONSTEXPR) &&
            (sema_certain_constructor(s, v->type, type->next, false, &c2), c1 == c2))
            device_ctor(s, fn, in_lambda, type, type->next, false, close + 1, v->tok, v->tok);
    }
}

void sema_check_device_construction(struct sema *s, const struct il_node *fn,
                                    const struct il_tree *e, bool in_lambda)
{
    if (e->kind != IL_expr_node)
        return;
    const struct il_tree *type = functional_cast(s, e);
    if (type) {
        uint32_t close = sema_matching_paren(s, type->tok + 1);
        if (close)
            device_ctor(s, fn, in_lambda, type, type->next, false, close, type->tok, type->tok);
        return;
    }
    if (e->sub != enk_new_delete || sema_tok_kind(s, e->tok) != TOK_NEW)
        return;
    type = e->first;
    if (!type || type->kind != IL_type)
        return;   /* (placement arguments: not judged) */
    const struct il_tree *init = type->next;
    if (!init && sema_tok_kind(s, type->tok) == TOK_IDENTIFIER &&
        sema_tok_kind(s, type->tok + 1) != TOK_LBRACKET && sema_tok_kind(s, type->tok + 1) != TOK_LPAREN)
        device_ctor(s, fn, in_lambda, type, NULL, false, type->tok, e->tok, e->tok);
    else if (init && !init->next && init->kind == IL_expr_node && init->sub == enk_initializer &&
             sema_tok_kind(s, init->tok) == TOK_LPAREN && init->first) {
        uint32_t close = sema_matching_paren(s, init->tok);
        if (close)
            device_ctor(s, fn, in_lambda, type, init->first, false, close, e->tok, e->tok);
    }
}

/* ---- the kernel a launch calls ----
 *
 * The parser marks a kernel's name used in host code with the symbol
 * lookup found, for the host file's reference arrays (-rdc): for an
 * overloaded name, the last declared.  cudafe++ references the kernel
 * the launch calls; where overload resolution certainly picks one
 * (overloads.c: arithmetic and pointer-to-arithmetic parameters), the
 * mark gets its symbol.  Marks are in source order and bodies are
 * checked in order, so a cursor finds them (from the start again when a
 * body came before one already seen: a local class's member). */
void sema_resolve_launch(struct sema *s, const struct il_tree *launch, bool using_directives)
{
    const struct il_tree *call = launch->first;
    if (s->in_template || !call || call->kind != IL_expr_node || call->sub != enk_operation ||
        call->op != eok_call || !call->first || call->first->kind != IL_expr_node)
        return;
    uint32_t name = call->first->tok;
    if (sema_tok_kind(s, name) != TOK_IDENTIFIER)
        return;
    struct sema_callee cs;
    if (!sema_best_overload(s, call, using_directives, &cs) || !cs.first->sym ||
        !(cs.first->sym->cuda & SYMC_KERNEL))
        return;
    const struct il_mark *m = s->launch_mark;
    if (!m || m->a > name)
        m = s->il->marks;
    for (; m && m->a < name; m = m->next)
        s->launch_mark = m;
    for (; m && m->a == name; m = m->next)
        if (m->kind == IL_MARK_HOST_REF && m->sym && m->sym->id == cs.first->sym->id) {
            struct il_mark *w = (struct il_mark *)m;   /* (the IL's one result of sema) */
            w->sym = cs.first->sym;
        }
}
