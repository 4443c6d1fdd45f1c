/* Lambdas: their records (il.h), implicit captures, and the checks on
 * lambdas annotated __device__ or __host__ __device__ ("extended"
 * lambdas, --extended-lambda; CONTRACT.md 3.8).
 *
 * Every lambda being parsed has an entry on p->lambda_open.  Its head
 * (execution space, mutable, trailing return type, generic or not) is
 * read when the parser reaches its body; uses of names inside the body
 * then add the implicit captures of the enclosing annotated lambdas, in
 * first-use order, as cudafe++ lays out its closure members.  An
 * annotated lambda in host code joins p->il.lambdas when its body ends:
 * wrapped when it has an enclosing function (the tag names it and counts
 * its wrapped lambdas from 1), else (namespace or class scope) only its
 * device body is dropped.  Lambdas in device code are device code: not
 * recorded, their bodies parsed as device code. */
#include <stdio.h>
#include <string.h>

#include "support/cuda_attrs.h"
#include "diag/diag.h"
#include "il/il.h"
#include "driver/options.h"
#include "parse/parse_int.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "parse/token_filter.h"
#include "support/util.h"

static int tk(struct parser *p, uint32_t i)
{
    return parser_token(p, i)->kind;
}

static uint32_t closer(struct parser *p, uint32_t i)
{
    return lexer_match_bracket(p->lx, i);
}

static void lambda_error(struct parser *p, uint32_t tok, enum diag_id id, const char *a1,
                         const char *a2)
{
    struct diag_loc loc;
    parser_loc(p, tok, &loc);
    const char *args[] = { a1, a2, NULL };
    diag_report(p->d, id, &loc, args);
    p->syntax_errors++, p->intact_errors++;
}

static const char *space_name(const struct il_lambda *l)
{
    return l->space == IL_LAMBDA_HD ? "__host__ __device__" : "__device__";
}

static struct il_capture *add_capture(struct parser *p, struct il_lambda *l,
                                      enum il_capture_kind kind, uint32_t tok)
{
    struct il_capture *c = ARENA_NEW(&p->arena, struct il_capture);
    c->kind = kind;
    c->tok = tok;
    *l->captures_tail = c;
    l->captures_tail = &c->next;
    l->ncaptures++;
    return c;
}

/* The names a capture list has named so far (1761 for a second one). */
struct capture_names {
    const struct ident *id[32];
    unsigned n;
    bool this_, overflow;
};

/* A capture of name id (NULL: `this`) written at item (its first token),
 * by reference or not, simple or with an initializer: a name named
 * twice is 1761; a simple capture the default already makes, 1729 (`=`
 * with `x` or, before C++20, `this`; `&` with `&x`). */
static void check_capture_item(struct parser *p, struct il_lambda *l, struct capture_names *seen,
                               uint32_t item, const struct ident *id, bool ref, bool init)
{
    bool twice = false;
    if (!id) {
        twice = seen->this_;
        seen->this_ = true;
    } else {
        for (unsigned i = 0; i < seen->n; i++)
            twice |= seen->id[i] == id;
        if (seen->n < sizeof seen->id / sizeof *seen->id)
            seen->id[seen->n++] = id;
        else
            seen->overflow = true;
    }
    if (twice)
        lambda_error(p, item, DIAG_edg_1761, NULL, NULL);
    else if (!init && ((l->capture_default == '=' && !ref && (id || !p->cxx20)) ||
                       (l->capture_default == '&' && ref)))
        lambda_error(p, item, DIAG_edg_1729, NULL, NULL);
}

/* The explicit captures between the brackets, and the capture default. */
static void read_captures(struct parser *p, struct il_lambda *l)
{
    struct capture_names seen = { .n = 0 };
    uint32_t a = l->lbracket + 1;
    while (a < l->rbracket) {
        uint32_t b = a;
        int depth = 0;
        for (; b < l->rbracket; b++) {
            int k = tk(p, b);
            if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
                depth++;
            else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE)
                depth--;
            else if (k == TOK_COMMA && depth == 0)
                break;
        }
        uint32_t t = a;
        int k = tk(p, t);
        if (b == a + 1 && (k == TOK_ASSIGN || k == TOK_AMP)) {
            l->capture_default = k == TOK_ASSIGN ? '=' : '&';
        } else if (k == TOK_THIS) {
            check_capture_item(p, l, &seen, a, NULL, false, false);
            add_capture(p, l, IL_CAP_THIS, t);
        } else if (k == TOK_STAR && tk(p, t + 1) == TOK_THIS) {
            add_capture(p, l, IL_CAP_STAR_THIS, t + 1);
        } else {
            bool ref = k == TOK_AMP;
            if (ref)
                t++;
            bool pack = tk(p, t) == TOK_ELLIPSIS;
            if (pack)
                t++;
            if (tk(p, t) == TOK_IDENTIFIER) {
                uint32_t n = t++;
                if (tk(p, t) == TOK_ELLIPSIS) {
                    pack = true;
                    t++;
                }
                int f = tk(p, t);
                struct il_capture *c;
                bool init = t < b && (f == TOK_ASSIGN || f == TOK_LBRACE || f == TOK_LPAREN);
                if (!pack)
                    check_capture_item(p, l, &seen, a, parser_ident(p, n), ref, init);
                if (init) {
                    c = add_capture(p, l, ref ? IL_CAP_REF : IL_CAP_INIT, n);
                    c->init_lo = t + 1;
                    c->init_hi = f == TOK_ASSIGN ? b : b - 1;
                } else {
                    c = add_capture(p, l, ref ? IL_CAP_REF : IL_CAP_COPY, n);
                    /* a variable captured by name: lookup must find it */
                    struct ident *id = parser_ident(p, n);
                    if (!pack && !lookup_unqualified(p->scope, id)) {
                        parser_error_at(p, n, DIAG_undefined_identifier, id->name);
                        p->intact_errors++;
                        scope_declare(p->scope, id, SYM_VARIABLE, 0);
                    }
                }
                c->pack = pack;
            }
        }
        a = b + 1;
    }
}

void lambda_open(struct parser *p, uint32_t lbracket, uint32_t rbracket)
{
    struct il_lambda *l = ARENA_NEW(&p->arena, struct il_lambda);
    l->lbracket = lbracket;
    l->rbracket = rbracket;
    l->captures_tail = &l->captures;
    read_captures(p, l);
    ptrmap_put(&p->il.lambda_by_tok, (const void *)(uintptr_t)(lbracket + 1), l);
    if (p->lambda_top < (int)ARRAY_SIZE(p->lambda_open)) {
        struct lambda_open *o = &p->lambda_open[p->lambda_top];
        o->l = l;
        o->scope = p->scope;
        o->device_saved = p->device_code;
    }
    p->lambda_top++;
}

static struct lambda_open *top(struct parser *p)
{
    if (p->lambda_top <= 0 || p->lambda_top > (int)ARRAY_SIZE(p->lambda_open))
        return NULL;
    return &p->lambda_open[p->lambda_top - 1];
}

void lambda_close(struct parser *p)
{
    struct lambda_open *o = top(p);
    if (p->lambda_top > 0)
        p->lambda_top--;
    if (!o)
        return;
    p->device_code = o->device_saved;
    struct il_lambda *l = o->l;
    if (l->space && l->lbrace && !o->device_saved) {
        *p->il.lambdas_tail = l;
        p->il.lambdas_tail = &l->next;
    }
}

/* ---- the head ---- */

/* The first recorded attribute among ids (a bit mask of enum cuda_attr)
 * whose name lies in (lo, hi) and that was dropped before token next (any
 * next in (lo, hi] when next is 0), or NULL. */
static const struct il_attr *lambda_attr(struct parser *p, uint32_t lo, uint32_t hi,
                                         uint32_t next, unsigned ids)
{
    uint32_t from = next ? next : lo + 1, to = next ? next : hi;
    if (to - from > 1024)
        from = to - 1024;
    const struct il_attr *best = NULL;
    for (uint32_t t = from; t <= to; t++)
        for (struct attr_rec *r = attr_chain_at(&p->attrs, t); r; r = r->chain)
            if (r->next_tok == t && r->a.tok > lo && r->a.tok < hi && r->a.id >= 0 &&
                (ids & (1u << r->a.id)) && (!best || r->a.tok < best->tok))
                best = &r->a;
    return best;
}

#define SPACE_HD ((1u << CUDA_ATTR_ID_host) | (1u << CUDA_ATTR_ID_device))

/* The first token after the attributes (GNU and [[...]]) that follow the
 * introducer, or 0 at the end of input. */
static uint32_t after_attributes(struct parser *p, uint32_t rbracket)
{
    uint32_t first = rbracket + 1;
    for (;;) {
        int k = tk(p, first);
        if (k == TOK_ATTRIBUTE && tk(p, first + 1) == TOK_LPAREN)
            first = closer(p, first + 1);
        else if (k == TOK_LBRACKET && tk(p, first + 1) == TOK_LBRACKET)
            first = closer(p, first);
        else
            return first;
        if (!first)
            return 0;
        first++;
    }
}

/* Mutable, constexpr, trailing return type and generic-ness, from the
 * tokens between the attributes and the body. */
static void read_declarator(struct parser *p, struct il_lambda *l, uint32_t *constexpr_tok)
{
    uint32_t t = l->head;
    if (tk(p, t) == TOK_LT)
        l->generic = true;   /* []<class T>(...) */
    if (tk(p, t) == TOK_LPAREN) {
        uint32_t close = closer(p, t);
        for (uint32_t j = t + 1; j < close; j++)
            if (tk(p, j) == TOK_AUTO)
                l->generic = true;
        t = close ? close + 1 : l->lbrace;
    }
    int depth = 0;
    for (; t < l->lbrace; t++) {
        int k = tk(p, t);
        if (k == TOK_LPAREN || k == TOK_LBRACKET)
            depth++;
        else if (k == TOK_RPAREN || k == TOK_RBRACKET)
            depth--;
        else if (depth)
            continue;
        else if (k == TOK_MUTABLE)
            l->is_mutable = true;
        else if ((k == TOK_CONSTEXPR || k == TOK_CONSTEVAL) && !*constexpr_tok)
            *constexpr_tok = t;
        else if (k == TOK_ARROW && !l->ret_lo) {
            l->ret_lo = t + 1;
            l->ret_hi = l->lbrace;
            for (uint32_t j = t + 1; j < l->lbrace; j++)
                if (tk(p, j) == TOK_REQUIRES) {
                    l->ret_hi = j;
                    break;
                }
        }
    }
}

/* ---- the enclosing function ---- */

/* The class a member function belongs to (its class scope), or NULL. */
static struct scope *member_class(const struct il_node *f)
{
    struct scope *s = f->scope;
    return s && s->kind == SCOPE_CLASS ? s : NULL;
}

/* Access of the member declared at token decl in a class whose body
 * encloses it: the nearest access label before it, else the default of
 * the class key.  True when private or protected. */
static bool member_not_public(struct parser *p, uint32_t decl)
{
    int depth = 0;
    for (uint32_t t = decl; t-- > 0;) {
        int k = tk(p, t);
        if (k == TOK_RBRACE || k == TOK_RPAREN || k == TOK_RBRACKET) {
            depth++;
        } else if (k == TOK_LPAREN || k == TOK_LBRACKET) {
            depth--;
        } else if (k == TOK_LBRACE) {
            if (depth-- > 0)
                continue;
            /* the class body: its key decides */
            for (uint32_t u = t; u-- > 0 && t - u < 4096;) {
                int kk = tk(p, u);
                if (kk == TOK_CLASS)
                    return true;
                if (kk == TOK_STRUCT || kk == TOK_UNION || kk == TOK_SEMI || kk == TOK_RBRACE ||
                    kk == TOK_LBRACE)
                    return false;
            }
            return false;
        } else if (depth == 0 && tk(p, t + 1) == TOK_COLON &&
                   (k == TOK_PRIVATE || k == TOK_PROTECTED || k == TOK_PUBLIC)) {
            return k != TOK_PUBLIC;
        }
    }
    return false;
}

/* The token where a member function f is declared in its class: f
 * itself, or for an out-of-class definition the in-class declaration. */
static uint32_t member_decl_tok(struct parser *p, const struct il_node *f, struct scope *cls)
{
    if (!(f->flags & IL_F_QUALIFIED))
        return f->tok;
    struct ident *id = parser_ident(p, f->tok);
    for (struct symbol *s = scope_find_local(cls, id); s; s = s->next)
        if (s->tok && s->tok < f->tok)
            return s->tok;
    return 0;
}

/* Does f (whose body is being parsed; the lambda starts at token end)
 * have a deduced return type: `auto` or `decltype(auto)` without a
 * trailing return type? */
static bool deduced_return(struct parser *p, const struct il_node *f, uint32_t end)
{
    bool is_auto = false;
    for (uint32_t t = f->first_tok; t < f->tok; t++)
        if (tk(p, t) == TOK_AUTO)
            is_auto = true;
    if (!is_auto)
        return false;
    int depth = 0;
    for (uint32_t t = f->name_end; t < end; t++) {
        int k = tk(p, t);
        if (k == TOK_LPAREN || k == TOK_LBRACKET)
            depth++;
        else if (k == TOK_RPAREN || k == TOK_RBRACKET)
            depth--;
        else if (depth == 0 && k == TOK_ARROW)
            return false;
        else if (depth == 0 && k == TOK_LBRACE)
            break;
    }
    return true;
}

static void check_parent(struct parser *p, struct il_lambda *l, const struct il_node *f)
{
    const char *sp = space_name(l);
    struct scope *cls = member_class(f);
    const char *name = f->name;
    bool ctor = cls && cls->owner && cls->owner->id && strcmp(cls->owner->id->name, name) == 0;
    bool dtor = f->tok > 0 && tk(p, f->tok - 1) == TOK_TILDE;
    if (ctor || dtor) {
        char dname[256];
        snprintf(dname, sizeof dname, "%s%s", dtor ? "~" : "", name);
        lambda_error(p, l->head, DIAG_extended_lambda_cant_take_function_address, sp, dname);
        return;
    }
    if (deduced_return(p, f, l->lbracket))
        lambda_error(p, l->head, DIAG_extended_lambda_enclosing_function_deducible, sp, name);
    if (!cls)
        return;
    for (struct scope *s = cls->parent; s; s = s->parent)
        if (s->kind == SCOPE_BLOCK || s->kind == SCOPE_PARAMS) {
            lambda_error(p, l->head, DIAG_extended_lambda_enclosing_function_local, sp, name);
            return;
        }
    uint32_t decl = member_decl_tok(p, f, cls);
    if (decl && member_not_public(p, decl))
        lambda_error(p, l->head, DIAG_extended_lambda_inaccessible_parent, sp, name);
    if (!cls->owner || !cls->owner->id)
        lambda_error(p, l->head, DIAG_extended_lambda_parent_class_unnamed, sp, name);
}

/* The first token of the declaration of the block-scope variable sym
 * (the statement's start, a class defined in it skipped), or 0. */
static uint32_t decl_start(struct parser *p, const struct symbol *sym)
{
    if (!sym || !sym->tok || !sym->parent ||
        (sym->parent->kind != SCOPE_BLOCK && sym->parent->kind != SCOPE_PARAMS))
        return 0;
    for (uint32_t t = sym->tok; t-- > 0 && sym->tok - t < 4096;) {
        int k = tk(p, t);
        if (k == TOK_RBRACE) {
            /* a class defined in the declaration: skip its body */
            int depth = 0;
            for (; t > 0; t--) {
                int kk = tk(p, t);
                if (kk == TOK_RBRACE)
                    depth++;
                else if (kk == TOK_LBRACE && --depth == 0)
                    break;
            }
            continue;
        }
        if (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_LPAREN || k == TOK_COMMA ||
            k == TOK_RPAREN)
            return t + 1;
    }
    return 0;
}

/* The class or enum named in the decl-specifiers of variable sym, or NULL. */
static struct symbol *declared_type(struct parser *p, const struct symbol *sym)
{
    uint32_t from = decl_start(p, sym);
    if (!from)
        return NULL;
    for (uint32_t t = from; t < sym->tok; t++) {
        /* unqualified names only: A::B names a member of A */
        if (tk(p, t) != TOK_IDENTIFIER || (t > from && tk(p, t - 1) == TOK_COLONCOLON))
            continue;
        struct symbol *s = symbol_resolve(lookup_unqualified(sym->parent, parser_ident(p, t)));
        if (s && (s->kind == SYM_CLASS || s->kind == SYM_ENUM))
            return s;
    }
    return NULL;
}

/* The number of array dimensions in the declarator of variable sym. */
static unsigned array_rank(struct parser *p, const struct symbol *sym)
{
    unsigned rank = 0;
    for (uint32_t t = sym->tok + 1; tk(p, t) == TOK_LBRACKET; rank++) {
        t = closer(p, t);
        if (!t)
            break;
        t++;
    }
    return rank;
}

/* The checks on a variable v captured by copy (explicitly, or implicitly
 * by its use at token at): its type must not be local to a function
 * (3603) nor a private or protected member type (3604), nor an array of
 * more than 7 dimensions (3597). */
static void check_capture_var(struct parser *p, const struct il_lambda *l, struct symbol *v,
                              uint32_t at)
{
    struct symbol *t = declared_type(p, v);
    if (t && t->parent && (t->parent->kind == SCOPE_BLOCK || t->parent->kind == SCOPE_PARAMS)) {
        lambda_error(p, at, DIAG_extended_lambda_capture_local_type, t->id ? t->id->name : "",
                     NULL);
    } else if (t && t->id && t->parent && t->parent->kind == SCOPE_CLASS &&
               member_not_public(p, t->tok)) {
        char name[512];
        const struct symbol *c = t->parent->owner;
        snprintf(name, sizeof name, "%s%s%s", c && c->id ? c->id->name : "",
                 c && c->id ? "::" : "", t->id->name);
        lambda_error(p, at, DIAG_extended_lambda_capture_private_type, name, NULL);
    }
    unsigned rank = v ? array_rank(p, v) : 0;
    if (rank > 7) {
        char type[512];
        size_t n = 0;
        uint32_t from = decl_start(p, v);
        for (uint32_t k = from; k && k < v->tok && n < 200; k++) {
            const struct token *tt = parser_token(p, k);
            n += (size_t)snprintf(type + n, sizeof type - n, "%.*s ",
                                  tt->len < 64 ? (int)tt->len : 64, lexer_text(p->lx, tt));
        }
        for (uint32_t k = v->tok + 1; tk(p, k) == TOK_LBRACKET && n < 400;) {
            uint32_t c = closer(p, k);
            if (!c)
                break;
            n += (size_t)snprintf(type + n, sizeof type - n, "[");
            for (uint32_t j = k + 1; j < c && n < 400; j++) {
                const struct token *tt = parser_token(p, j);
                n += (size_t)snprintf(type + n, sizeof type - n, "%.*s",
                                      tt->len < 64 ? (int)tt->len : 64, lexer_text(p->lx, tt));
            }
            n += (size_t)snprintf(type + n, sizeof type - n, "]");
            k = c + 1;
        }
        lambda_error(p, at, DIAG_extended_lambda_array_capture_rank, space_name(l), type);
    }
}

static void check_captures(struct parser *p, struct il_lambda *l)
{
    const char *sp = space_name(l);
    if (l->capture_default == '&')
        lambda_error(p, l->head, DIAG_extended_lambda_reference_capture, sp, NULL);
    for (struct il_capture *c = l->captures; c; c = c->next) {
        if (c->kind == IL_CAP_REF)
            lambda_error(p, c->tok, DIAG_extended_lambda_reference_capture, sp, NULL);
        else if (c->pack)
            lambda_error(p, c->tok, DIAG_extended_lambda_pack_capture, sp, NULL);
        else if (c->kind == IL_CAP_INIT && l->space == IL_LAMBDA_HD)
            lambda_error(p, c->tok, DIAG_extended_lambda_hd_init_capture, NULL, NULL);
        if (c->kind == IL_CAP_COPY && !c->pack) {
            struct symbol *v = lookup_unqualified(p->scope, parser_ident(p, c->tok));
            if (v && v->kind == SYM_VARIABLE)
                check_capture_var(p, l, v, c->tok);
        } else if (c->kind == IL_CAP_INIT && c->init_hi == c->init_lo + 1 &&
                   tk(p, c->init_lo) == TOK_IDENTIFIER) {
            /* [b = a] with a an array */
            struct symbol *v = lookup_unqualified(p->scope, parser_ident(p, c->init_lo));
            if (v && v->kind == SYM_VARIABLE && array_rank(p, v) > 0)
                lambda_error(p, c->tok, DIAG_extended_lambda_init_capture_array, sp, NULL);
        }
    }
}

/* The lambda whose `]` is rbracket reaches its body (the lookahead `{`):
 * its execution space annotations are read and checked (3612, 3621 and,
 * with --extended-lambda, the restrictions on extended lambdas). */
void pa_lambda_head(struct parser *p, uint32_t rbracket)
{
    /* its parameters (the parameter scope is still open) */
    struct lambda_open *po = top(p);
    if (po && po->l->rbracket == rbracket && p->scope->kind == SCOPE_PARAMS) {
        po->l->params_open = p->scope->open_tok;
        po->l->params = p->scope->params;
    }
    uint32_t first = after_attributes(p, rbracket);
    if (!first)
        return;
    bool extended = p->opts && opt_on(p->opts, OPT_extended_lambda);
    /* __host__/__device__ right after the introducer: an extended lambda,
     * which needs --extended-lambda (reported at the token after them) */
    if (first > rbracket + 1 && !extended && lambda_attr(p, rbracket, first, first, SPACE_HD))
        parser_error_at(p, first, DIAG_extended_lambda_disallowed, NULL), p->intact_errors++;
    /* later ones (after the template parameters or the parameters)
     * annotate operator() itself: __host__/__device__ are reported at the
     * body, __global__ as on any member operator function */
    uint32_t body = p->f ? filter_last_tok(p->f) : 0;
    if (body < first || tk(p, body) != TOK_LBRACE)
        return;
    const struct il_attr *g = lambda_attr(p, first, body, 0, 1u << CUDA_ATTR_ID_global);
    if (g) {
        parser_error_at(p, g->tok, DIAG_global_operator_function, NULL);
        parser_error_at(p, g->tok, DIAG_global_class_decl, NULL);
    }
    if (lambda_attr(p, first, body, 0, SPACE_HD))
        parser_error_at(p, body, DIAG_lambda_operator_annotated, NULL);

    struct lambda_open *o = top(p);
    if (!o || o->l->rbracket != rbracket)
        return;
    struct il_lambda *l = o->l;
    l->head = first;
    l->lbrace = body;
    l->rbrace = closer(p, body);
    uint32_t constexpr_tok = 0;
    read_declarator(p, l, &constexpr_tok);
    bool dev = lambda_attr(p, rbracket, first, first, 1u << CUDA_ATTR_ID_device);
    bool host = lambda_attr(p, rbracket, first, first, 1u << CUDA_ATTR_ID_host);
    if (!extended || !dev || o->device_saved)
        return;
    l->space = host ? IL_LAMBDA_HD : IL_LAMBDA_DEVICE;
    if (l->space == IL_LAMBDA_DEVICE)
        p->device_code = true;
    const char *sp = space_name(l);

    /* lambdas around it, up to the enclosing function */
    for (int i = p->lambda_top - 2; i >= 0 && i < (int)ARRAY_SIZE(p->lambda_open); i--) {
        const struct il_lambda *outer = p->lambda_open[i].l;
        if (outer->space == IL_LAMBDA_HD) {
            lambda_error(p, first, DIAG_extended_lambda_enclosing_function_hd_lambda, sp,
                         "operator()");
            break;
        }
        if (outer->generic) {
            lambda_error(p, first, DIAG_extended_lambda_enclosing_function_generic_lambda, sp,
                         "operator()");
            break;
        }
    }
    if (l->space == IL_LAMBDA_HD && l->generic)
        lambda_error(p, l->lbracket, DIAG_extended_host_device_generic_lambda, NULL, NULL);
    if (constexpr_tok)
        lambda_error(p, body, DIAG_extended_lambda_constexpr,
                     tk(p, constexpr_tok) == TOK_CONSTEVAL ? "consteval" : "constexpr", sp);
    check_captures(p, l);
    if (!p->fn_node)
        return;   /* namespace or class scope: not wrapped */
    l->wrapped = true;
    l->parent = p->fn_node;
    l->index = ++p->fn_node->lambdas;
    check_parent(p, l, p->fn_node);
}

/* ---- implicit captures ---- */

/* Is the name at tok in an unevaluated operand (sizeof, decltype,
 * alignof, noexcept, typeof) inside the body that starts at lbrace? */
static bool unevaluated(struct parser *p, uint32_t tok, uint32_t lbrace)
{
    int depth = 0;
    for (uint32_t t = tok; t-- > lbrace;) {
        int k = tk(p, t);
        if (k == TOK_RPAREN) {
            depth++;
        } else if (k == TOK_LPAREN) {
            if (depth > 0) {
                depth--;
                continue;
            }
            int b = tk(p, t - 1);
            if (b == TOK_SIZEOF || b == TOK_DECLTYPE || b == TOK_ALIGNOF || b == TOK_NOEXCEPT ||
                b == TOK_TYPEOF)
                return true;
        } else if (k == TOK_SIZEOF && t + 1 == tok) {
            return true;
        } else if (k == TOK_LBRACE || k == TOK_SEMI) {
            if (depth == 0)
                return false;
        }
    }
    return false;
}

static bool captured(const struct il_lambda *l, struct parser *p, struct symbol *sym, bool this_)
{
    for (const struct il_capture *c = l->captures; c; c = c->next) {
        if (this_) {
            if (c->kind == IL_CAP_THIS || c->kind == IL_CAP_STAR_THIS)
                return true;
        } else if (c->kind != IL_CAP_THIS && c->kind != IL_CAP_STAR_THIS) {
            if (c->sym ? c->sym == sym : parser_ident(p, c->tok) == sym->id)
                return true;
        }
    }
    return false;
}

/* Is scope s (a variable's) outside the lambda whose scope is inner and
 * inside the function around it? */
static bool declared_outside(const struct scope *s, const struct scope *inner)
{
    for (const struct scope *u = inner->parent; u; u = u->parent) {
        if (u == s)
            return true;
        if (u->kind != SCOPE_BLOCK && u->kind != SCOPE_PARAMS)
            return false;
    }
    return false;
}

void lambda_use(struct parser *p, uint32_t tok, struct symbol *sym)
{
    bool this_ = sym == NULL;
    if (sym) {
        if (sym->kind != SYM_VARIABLE && sym->kind != SYM_FUNCTION &&
            sym->kind != SYM_FUNCTION_TEMPLATE)
            return;
        if (!sym->parent || (sym->flags & SYMF_STATIC))
            return;
        if (sym->parent->kind == SCOPE_CLASS)
            this_ = true;   /* a non-static member: captures `this` */
        else if (sym->kind != SYM_VARIABLE ||
                 (sym->parent->kind != SCOPE_BLOCK && sym->parent->kind != SCOPE_PARAMS))
            return;
    }
    int n = p->lambda_top < (int)ARRAY_SIZE(p->lambda_open) ? p->lambda_top
                                                              : (int)ARRAY_SIZE(p->lambda_open);
    bool warned = false;
    for (int i = n - 1; i >= 0; i--) {
        struct lambda_open *o = &p->lambda_open[i];
        struct il_lambda *l = o->l;
        if (!l->capture_default || !l->lbrace || tok <= l->lbrace)
            continue;
        /* plain lambdas: only their implicit `this` matters (2908) */
        if (!l->space && !this_)
            continue;
        if (!this_ && !declared_outside(sym->parent, o->scope))
            continue;
        if (captured(l, p, sym, this_) || unevaluated(p, tok, l->lbrace))
            continue;
        struct il_capture *c;
        if (this_) {
            c = add_capture(p, l, IL_CAP_THIS, tok);
            /* C++20 deprecates [=] capturing `this` (once per use, for the
             * innermost lambda; not in system headers) */
            const struct token *t = parser_token(p, tok);
            if (l->capture_default == '=' && p->cxx20 && !warned &&
                !lexer_file(p->lx, t->file)->system) {
                struct diag_loc loc;
                parser_loc(p, tok, &loc);
                const char *args[] = { NULL };
                diag_report(p->d, DIAG_edg_2908, &loc, args);
            }
            warned = true;
        } else {
            c = add_capture(p, l, l->capture_default == '&' ? IL_CAP_REF : IL_CAP_COPY, tok);
            c->sym = sym;
            if (l->capture_default == '&')
                lambda_error(p, tok, DIAG_extended_lambda_reference_capture, space_name(l),
                             NULL);
            else
                check_capture_var(p, l, sym, tok);
        }
        c->implicit = true;
    }
}
