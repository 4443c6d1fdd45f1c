/* The token filter (token_filter.h, grammar/README).
 *
 * filter_next() reads lexer tokens and hands the grammar one token at a
 * time.  In order, for each lexer token:
 *   1. constructs the grammar never sees are dropped: #pragma lines,
 *      __extension__, GNU __attribute__((...)), [[...]], alignas(...),
 *      asm labels after declarators; the CUDA attributes among the GNU
 *      ones are recorded for the declaration (pa_gnu_attribute);
 *   2. a marker may be inserted before it: DECL_MARK or TYPEID_MARK, when
 *      the parser can accept the marker here (parser_accepts()) and the
 *      bounded lookahead below says a declaration / type-id follows;
 *   3. it is classified: names by lookup; `<` `>` `>>` by the bracket
 *      stack; `(` `{` `:` `try` by probes (INIT_LPAREN, PTRMEM_LPAREN,
 *      DEFERRED_BODY); class keys, enum, typename, requires by a short
 *      scan; and a name the parser cannot accept as a type/namespace/
 *      concept name is handed out as a plain IDENTIFIER (a declarator-id
 *      that redeclares a type name).
 * The lookahead functions (la_*) scan raw tokens without consuming them,
 * classifying names with the symbol table as it is now. */
#include "parse/token_filter.h"

#include <stdlib.h>
#include <string.h>

#include "generated/parser.h"
#include "support/util.h"

/* ------------------------------------------------------------------------
 * Lexer kinds -> grammar kinds
 * ------------------------------------------------------------------------ */

/* Generated from tables/tokens (the grammar column): the grammar token for
 * each lexer kind, and the kind's flags. */
static const int kind_map[TOK__COUNT] = {
#define P_EOF P_YYEOF
#define TOKEN_GRAMMAR(name, gram, flags, arity) [TOK_##name] = P_##gram,
#include "generated/token_grammar.def"
#undef P_EOF
};

enum { TOKG_DECL_ONLY = 1, TOKG_TRANSFORM = 2, TOKG_CLANG_REVERTIBLE = 4 };
static const unsigned char kind_flags[TOK__COUNT] = {
#define TOKEN_GRAMMAR(name, gram, flags, arity) [TOK_##name] = (flags),
#include "generated/token_grammar.def"
};

int filter_map_kind(int tok_kind)
{
    return (unsigned)tok_kind < TOK__COUNT ? kind_map[tok_kind] : P_UNKNOWN;
}

/* The revertible type-transform keywords (tables/tokens, grammar column
 * "transform"): keywords only when followed by `(`, identifiers otherwise. */
static bool is_transform_kw(int k)
{
    return (unsigned)k < TOK__COUNT && (kind_flags[k] & TOKG_TRANSFORM);
}

/* ------------------------------------------------------------------------
 * Raw token access
 * ------------------------------------------------------------------------ */

static inline const struct token *rtok(const struct filter *f, uint32_t i)
{
    return lexer_token(f->p->lx, i);
}

/* Clang mode's revertible trait keywords (tables/tokens, grammar column
 * "clang_revertible"): right after `struct` a name (libstdc++'s `struct
 * __is_void`: cudafe++ warns 2549 there, next_token()), and once reverted
 * a keyword only before `(`.  Only struct does it, not class, union or
 * enum (observed). */
static int clang_revertible_kind(const struct filter *f, uint32_t i, int k)
{
    const struct parser *p = f->p;
    if (!(p->mode.bits & LANG_CLANG))
        return k;
    if (i > 0 && rtok(f, i - 1)->kind == TOK_STRUCT)
        return TOK_IDENTIFIER;
    if (p->clang_reverted[k] && (i + 1 >= f->end || rtok(f, i + 1)->kind != TOK_LPAREN))
        return TOK_IDENTIFIER;
    return k;
}

static inline int rk(const struct filter *f, uint32_t i)
{
    if (i >= f->end)
        return TOK_EOF;
    int k = rtok(f, i)->kind;
    if (kind_flags[k] & TOKG_CLANG_REVERTIBLE)
        return clang_revertible_kind(f, i, k);
    return k;
}

static bool tok_is_word(const struct filter *f, uint32_t i, const char *w)
{
    const struct token *t = rtok(f, i);
    size_t n = strlen(w);
    return t->len == n && memcmp(lexer_text(f->p->lx, t), w, n) == 0;
}

/* Skip a balanced group starting at the opening bracket at i; returns the
 * index after the matching close (or the end). */
static uint32_t skip_group(const struct filter *f, uint32_t i)
{
    int depth = 0;
    for (;; i++) {
        int k = rk(f, i);
        switch (k) {
        case TOK_EOF:
            return i;
        case TOK_LPAREN: case TOK_LBRACKET: case TOK_LBRACE:
            depth++;
            break;
        case TOK_RPAREN: case TOK_RBRACKET: case TOK_RBRACE:
            if (--depth <= 0)
                return i + 1;
            break;
        default:
            break;
        }
    }
}

/* Constructs the grammar never sees, at i: the index after them (i when
 * there is none). */
static uint32_t skip_ignorable(const struct filter *f, uint32_t i)
{
    for (;;) {
        int k = rk(f, i);
        if (k == TOK_PRAGMA || k == TOK_EXTENSION || k == TOK_UNKNOWN) {
            i++;
        } else if (k == TOK_ATTRIBUTE || k == TOK_ALIGNAS || k == TOK_DECLSPEC) {
            i++;
            if (rk(f, i) == TOK_LPAREN)
                i = skip_group(f, i);
        } else if (k == TOK_LBRACKET && rk(f, i + 1) == TOK_LBRACKET) {
            i = skip_group(f, i);
        } else {
            return i;
        }
    }
}

/* The GNU attributes among the constructs dropped in [from, to): handed
 * to the actions, which record the CUDA ones (pa_gnu_attribute). */
static void record_attributes(struct filter *f, uint32_t from, uint32_t to)
{
    for (uint32_t j = from; j < to;) {
        int k = rk(f, j);
        if (k == TOK_ATTRIBUTE || k == TOK_ALIGNAS || k == TOK_DECLSPEC) {
            if (k == TOK_ATTRIBUTE) {
                pa_gnu_extension(f->p, j, DIAG_edg_1610);
                pa_gnu_attribute(f->p, j, to);
            }
            else if (k == TOK_ALIGNAS)
                pa_alignas(f->p, j);
            j++;
            if (rk(f, j) == TOK_LPAREN)
                j = skip_group(f, j);
        } else if (k == TOK_LBRACKET && rk(f, j + 1) == TOK_LBRACKET) {
            j = skip_group(f, j);
        } else {
            j++;
        }
    }
}

/* ------------------------------------------------------------------------
 * Name classification
 * ------------------------------------------------------------------------ */

struct nclass {
    int kind;              /* grammar kind */
    struct symbol *sym;
};

static struct ident *ident_at(const struct filter *f, uint32_t i)
{
    return parser_ident(f->p, i);
}

/* What the name at token i is.  next: the raw kind after it; qualified /
 * qual: it follows X:: (qual NULL when X is unknown or dependent);
 * tkw: it follows the `template` disambiguator; member: it follows . or ->. */
static struct nclass classify(const struct filter *f, struct ident *id, int next,
                              bool qualified, struct scope *qual, bool tkw, bool member)
{
    struct parser *p = f->p;
    struct nclass r = { P_IDENTIFIER, NULL };
    if (member && !qualified) {
        /* A member name: its class is not known here.  X:: and X<...>::
         * and ~X<...> are looked up in the context too. */
        if (next == TOK_COLONCOLON) {
            r.kind = P_SCOPE_NAME;
            r.sym = lookup_unqualified_scope_name(p->scope, id);
        } else if (next == TOK_LT) {
            if (tkw) {
                r.kind = P_DEP_TEMPLATE_NAME;
            } else if (id->flags & IDF_MEMBER_TEMPLATE) {
                r.kind = P_VTEMPLATE_NAME;
            } else {
                struct symbol *s = lookup_unqualified(p->scope, id);
                if (symbol_class(s) == NC_TYPE_TEMPLATE) {
                    r.kind = P_TEMPLATE_NAME;
                    r.sym = s;
                }
            }
        }
        return r;
    }
    if (next == TOK_COLONCOLON) {
        /* (namespaces, types and type templates only: [basic.lookup.qual]) */
        r.kind = P_SCOPE_NAME;
        if (qualified)
            r.sym = qual ? lookup_qualified_scope_name(qual, id) : NULL;
        else
            r.sym = lookup_unqualified_scope_name(p->scope, id);
        return r;
    }
    if (qualified)
        r.sym = qual ? lookup_qualified(qual, id) : NULL;
    else
        r.sym = lookup_unqualified(p->scope, id);
    if (tkw) {
        /* X::template Y<...>; without arguments, a template template argument */
        r.kind = next == TOK_LT ? P_DEP_TEMPLATE_NAME : P_IDENTIFIER;
        return r;
    }
    switch (symbol_class(r.sym)) {
    case NC_NONE:
    case NC_VALUE:
        r.kind = P_IDENTIFIER;
        break;
    case NC_TYPE:
        r.kind = P_TYPE_NAME;
        break;
    case NC_TYPE_TEMPLATE:
        r.kind = next == TOK_LT ? P_TEMPLATE_NAME : P_TYPE_NAME;
        break;
    case NC_VALUE_TEMPLATE:
        r.kind = next == TOK_LT ? P_VTEMPLATE_NAME : P_IDENTIFIER;
        break;
    case NC_CONCEPT:
        r.kind = P_CONCEPT_NAME;
        break;
    case NC_NAMESPACE:
        r.kind = P_NAMESPACE_NAME;
        break;
    }
    return r;
}

/* Whether X:: makes an opaque qualifier: X names a type whose members
 * cufe does not know (a typedef or alias of decltype(...)) but which no
 * template parameter makes dependent -- declared so (SYMF_NONDEP) or
 * used outside any template definition; or X is a member not found of
 * an opaque qualifier itself.  cudafe++ knows the type: X::name before a
 * declarator is a type there (`Rep::Storage bits;`). */
static bool opaque_qualifier(const struct filter *f, const struct symbol *sym, bool qualified,
                             const struct scope *qual, bool was_opaque)
{
    if (!sym)
        return qualified && !qual && was_opaque;
    const struct symbol *r = symbol_resolve((struct symbol *)sym);
    return r && (r->kind == SYM_TYPEDEF || r->kind == SYM_ALIAS_TEMPLATE) &&
           !symbol_scope((struct symbol *)r) && !(r->flags & SYMF_NOT_CLASS) &&
           ((r->flags & SYMF_NONDEP) || !pa_in_template_definition(f->p));
}

/* Whether X:: makes a dependent qualifier: X is a template parameter (or
 * names no class cufe knows the members of: a typedef of one), or X is a
 * member not found of a dependent qualifier itself (T::U::).  sym is X's
 * symbol; qualified, qual and was_dep describe X's own qualifier. */
static bool dependent_qualifier(const struct symbol *sym, bool qualified,
                                const struct scope *qual, bool was_dep)
{
    if (sym)
        return symbol_scope((struct symbol *)sym) == NULL &&
               (sym->kind == SYM_TYPE_PARAM || sym->kind == SYM_TEMPLATE_PARAM ||
                sym->kind == SYM_TYPEDEF || sym->kind == SYM_ALIAS_TEMPLATE);
    return qualified && !qual && was_dep;
}

/* Whether A<args>:: makes a dependent qualifier: A a template template
 * parameter (`_Interface<__iroot>::`), or an alias template whose target
 * cufe does not know the members of (`std::remove_reference_t<S>::`, an
 * alias of `typename remove_reference<S>::type`) used in a template
 * definition, where its arguments may depend on a parameter.  What
 * follows is a type only where C++20 implies typename (implicit_typename):
 * there only a type is valid, dependent or not. */
static bool template_id_qualifier_dependent(const struct filter *f, const struct symbol *tmpl)
{
    const struct symbol *r = tmpl ? symbol_resolve((struct symbol *)tmpl) : NULL;
    return r && (r->kind == SYM_TEMPLATE_PARAM || r->kind == SYM_ALIAS_TEMPLATE) &&
           !symbol_scope((struct symbol *)r) && pa_in_template_definition(f->p);
}

/* --implicit_typename: in a template definition, a name with a dependent
 * qualifier is a type where the context says so (cudafe++ decides the
 * rest when it instantiates). */
/* Whether the qualified name whose last component is token i starts a
 * statement of a block (or may: a template-id qualifier is not followed
 * back). */
static bool starts_statement(const struct filter *f, uint32_t i)
{
    while (i >= 2 && rk(f, i - 1) == TOK_COLONCOLON && rk(f, i - 2) == TOK_IDENTIFIER)
        i -= 2;
    if (i >= 1 && rk(f, i - 1) == TOK_COLONCOLON)
        i--;
    if (i == 0)
        return true;
    switch (rk(f, i - 1)) {
    case TOK_SEMI: case TOK_LBRACE: case TOK_RBRACE: case TOK_RPAREN: case TOK_COLON:
    case TOK_ELSE: case TOK_DO: case TOK_GT: case TOK_RSHIFT: case TOK_COLONCOLON:
        return true;
    default:
        return false;
    }
}

/* at: the name's token (name_token), or 0 for the lookahead's judgement
 * of a statement or a type-id. */
static bool implicit_typename(const struct filter *f, uint32_t at)
{
    const struct parser *p = f->p;
    bool option = p->opts && opt_on(p->opts, OPT_implicit_typename) &&
                  opt_given(p->opts, OPT_implicit_typename);
    /* C++20 assumes typename in most such places ([temp.res.general],
     * P0634: declarations at namespace and class scope, parameters,
     * alias declarations, trailing return types, casts), not at the start
     * of a block's statement nor in a template argument; elsewhere in a
     * block the name read as a type can only accept what cudafe++
     * rejects: a missed error, never a false one */
    if (!option && (!p->cxx20 || (p->scope->kind == SCOPE_BLOCK && (!at || starts_statement(f, at)))))
        return false;
    for (const struct scope *s = p->scope; s; s = s->parent)
        if (s->kind == SCOPE_TEMPLATE && s->has_params)
            return true;
    return false;
}

/* ... and what may follow such a name used as a type: a declarator
 * (a name, cv, a pointer or reference) or, in a cast, its `)`. */
static bool implicit_type_follower(int k, bool cast)
{
    return k == TOK_IDENTIFIER || k == TOK_CONST || k == TOK_VOLATILE || k == TOK_STAR ||
           k == TOK_AMP || k == TOK_AMPAMP || (cast && k == TOK_RPAREN);
}

/* ------------------------------------------------------------------------
 * Bounded lookahead (la_*): raw tokens, not consumed
 * ------------------------------------------------------------------------ */

struct la {
    const struct filter *f;
    uint32_t i;
    int pend;              /* the current token is the rest of a split >>: TOK_GT */
    struct scope *extra;   /* a class scope searched first (out-of-class member) */
    int depth;             /* recursion depth: lookahead gives up beyond LA_MAX_DEPTH */
    int nest;              /* inside a parenthesized declarator */
    bool cast;             /* la_is_type_id for a cast: `(T::x)` may be one */
    bool named_cast;       /* ... for static_cast<...> and the like: `T::x>` */
    bool targ;             /* la_is_type_id for a template argument (no typename
                            * is assumed there: `A<T::x * n, 1>` multiplies) */
};

/* Deeper nesting than this in one lookahead is not a declaration the
 * filter needs to recognise (and must not exhaust the C stack). */
#define LA_MAX_DEPTH 256

static int la_k(struct la *a)
{
    if (a->pend)
        return a->pend;
    a->i = skip_ignorable(a->f, a->i);
    int k = rk(a->f, a->i);
    if (is_transform_kw(k) && rk(a->f, a->i + 1) != TOK_LPAREN)
        return TOK_IDENTIFIER;
    return k;
}

static void la_adv(struct la *a)
{
    if (a->pend) {
        a->pend = 0;
        return;
    }
    a->i = skip_ignorable(a->f, a->i);
    a->i++;
}

static int la_next_raw(struct la *a)
{
    if (a->pend)
        return rk(a->f, a->i);
    uint32_t j = skip_ignorable(a->f, a->i);
    return rk(a->f, skip_ignorable(a->f, j + 1));
}

static bool la_group(struct la *a)
{
    uint32_t j = skip_group(a->f, a->i);
    if (rk(a->f, j - 1) == TOK_EOF)
        return false;
    a->i = j;
    return true;
}

/* decltype(v) with the `(` at lparen: v's class when v is a variable or
 * parameter the parser saw declared with one (no pointer, reference or
 * array: parse_actions.c note_var_class), else NULL (decltype(v)::x is
 * then looked up nowhere). */
static struct symbol *decltype_class(const struct filter *f, uint32_t lparen)
{
    if (rk(f, lparen) != TOK_LPAREN || rk(f, lparen + 1) != TOK_IDENTIFIER ||
        rk(f, lparen + 2) != TOK_RPAREN)
        return NULL;
    struct symbol *v = lookup_unqualified(f->p->scope, ident_at(f, lparen + 1));
    if (!v || v->kind != SYM_VARIABLE)
        return NULL;
    return ptrmap_get(&f->p->var_class, v);
}

static struct nclass la_classify(struct la *a, bool qualified, struct scope *qual, bool tkw)
{
    struct ident *id = ident_at(a->f, a->i);
    int next = la_next_raw(a);
    if (!qualified && a->extra) {
        struct symbol *s = next == TOK_COLONCOLON ? lookup_qualified_scope_name(a->extra, id)
                                                  : lookup_qualified(a->extra, id);
        if (s) {
            struct nclass r = classify(a->f, id, next, true, a->extra, tkw, false);
            return r;
        }
    }
    return classify(a->f, id, next, qualified, qual, tkw, false);
}

struct la_name {
    int kind;               /* grammar kind of the last component */
    struct symbol *sym;
    bool qualified;
    bool targs;             /* template arguments followed the last component */
    struct scope *qual;     /* the qualifying scope */
    bool ctor;              /* X::X or the injected class name */
    bool dep;               /* its qualifier is dependent (T::, T::U::) */
    bool opaque;            /* its qualifier is opaque (opaque_qualifier) */
};

static bool la_qualified_name(struct la *a, struct la_name *out);

/* After the `<` opening template arguments: skip to after the matching `>`. */
/* Lookahead helpers that recurse go through LA_GUARDED: nesting deeper
 * than LA_MAX_DEPTH answers "no" instead of overflowing the stack on
 * hostile input. */
#define LA_GUARDED(call)                  \
    do {                                  \
        if (a->depth >= LA_MAX_DEPTH)     \
            return false;                 \
        a->depth++;                       \
        bool guarded_result_ = (call);    \
        a->depth--;                       \
        return guarded_result_;           \
    } while (0)

static bool la_angle_impl(struct la *a);

static bool la_angle(struct la *a)
{
    LA_GUARDED(la_angle_impl(a));
}

static bool la_angle_impl(struct la *a)
{
    int depth = 1;
    bool prev_template = false;
    for (;;) {
        int k = la_k(a);
        switch (k) {
        case TOK_EOF: case TOK_SEMI: case TOK_RBRACE: case TOK_RPAREN: case TOK_RBRACKET:
            return false;
        case TOK_LPAREN: case TOK_LBRACKET: case TOK_LBRACE:
            if (!la_group(a))
                return false;
            prev_template = false;
            continue;
        case TOK_LT:
            if (prev_template)
                depth++;
            la_adv(a);
            prev_template = false;
            continue;
        case TOK_GT:
            la_adv(a);
            if (--depth == 0)
                return true;
            prev_template = false;
            continue;
        case TOK_RSHIFT:
            la_adv(a);
            depth -= 2;
            if (depth <= 0) {
                if (depth < 0)
                    a->pend = TOK_GT;
                return true;
            }
            prev_template = false;
            continue;
        case TOK_IDENTIFIER: case TOK_COLONCOLON: case TOK_DECLTYPE: {
            /* a (qualified) name; its own template arguments are skipped */
            struct la save = *a;
            struct la_name n;
            if (!la_qualified_name(a, &n)) {
                *a = save;
                la_adv(a);
            }
            if (a->pend) {
                /* the name's arguments ended with >> closing ours too */
                a->pend = 0;
                if (--depth == 0)
                    return true;
            }
            prev_template = false;
            continue;
        }
        case TOK_TEMPLATE:
            la_adv(a);
            prev_template = true;   /* the next name is a template */
            if (la_k(a) == TOK_IDENTIFIER)
                la_adv(a);
            continue;
        case TOK_STATIC_CAST: case TOK_DYNAMIC_CAST: case TOK_CONST_CAST:
        case TOK_REINTERPRET_CAST:
            prev_template = true;
            la_adv(a);
            continue;
        default:
            prev_template = false;
            la_adv(a);
            continue;
        }
    }
}

/* A possibly qualified name at the current token.  *out: the final
 * component's class (P_TYPE_NAME, P_TEMPLATE_NAME with its arguments
 * skipped, P_IDENTIFIER ...).  Handles ::, X::, X<...>::, decltype(...)::,
 * and the `template` disambiguator.  False if there is no name. */


static bool la_qualified_name(struct la *a, struct la_name *out)
{
    bool qualified = false, tkw = false;
    struct scope *qual = NULL;
    memset(out, 0, sizeof *out);
    int k = la_k(a);
    if (k == TOK_COLONCOLON) {
        qualified = true;
        qual = a->f->p->global;
        la_adv(a);
    } else if (k == TOK_DECLTYPE) {
        uint32_t dt = a->i;
        la_adv(a);
        if (la_k(a) != TOK_LPAREN)
            return false;
        uint32_t lparen = a->i;
        if (!la_group(a))
            return false;
        if (la_k(a) != TOK_COLONCOLON) {
            out->kind = P_TYPE_NAME;
            return true;
        }
        la_adv(a);
        qualified = true;
        qual = symbol_scope(decltype_class(a->f, lparen));
        out->opaque = !qual && pa_decltype_nondependent(a->f->p, dt);
    }
    for (;;) {
        k = la_k(a);
        if (k == TOK_TEMPLATE && qualified) {
            tkw = true;
            la_adv(a);
            continue;
        }
        if (k == TOK_TILDE && qualified) {
            /* X::~X: a destructor name */
            out->kind = P_IDENTIFIER;
            out->qualified = true;
            la_adv(a);
            if (la_k(a) == TOK_IDENTIFIER)
                la_adv(a);
            return true;
        }
        if (k == TOK_OPERATOR) {
            out->kind = P_IDENTIFIER;   /* an operator-function-id: not a type */
            out->qualified = qualified;
            return true;
        }
        if (k != TOK_IDENTIFIER)
            return false;
        struct nclass c = la_classify(a, qualified, qual, tkw);
        la_adv(a);
        tkw = false;
        if (c.kind == P_SCOPE_NAME) {
            la_adv(a);   /* :: */
            out->opaque = opaque_qualifier(a->f, c.sym, qualified, qual, out->opaque);
            out->dep = !out->opaque && dependent_qualifier(c.sym, qualified, qual, out->dep);
            qual = symbol_scope(c.sym);
            qualified = true;
            continue;
        }
        if ((c.kind == P_TEMPLATE_NAME || c.kind == P_VTEMPLATE_NAME ||
             c.kind == P_DEP_TEMPLATE_NAME || c.kind == P_CONCEPT_NAME) && la_k(a) == TOK_LT) {
            la_adv(a);
            if (!la_angle(a)) {
                if (la_k(a) != TOK_SEMI || a->depth > 0)
                    return false;
                /* `V<int v;`: unterminated at the statement's end -- still
                 * the template-id the statement starts with (the parser
                 * reports the missing `>`) */
            } else if (!a->pend && la_k(a) == TOK_COLONCOLON) {
                la_adv(a);
                qual = symbol_scope(c.sym);
                qualified = true;
                continue;
            }
            out->kind = c.kind;
            out->sym = c.sym;
            out->qualified = qualified;
            out->targs = true;
            out->qual = qual;
            return true;
        }
        out->kind = c.kind;
        out->sym = c.sym;
        out->qualified = qualified;
        out->qual = qual;
        if (c.sym && (c.sym->flags & SYMF_INJECTED)) {
            struct scope *cls = symbol_scope(c.sym);
            if (qualified ? cls == qual : cls && cls == scope_decl_target(a->f->p->scope))
                out->ctor = true;
        }
        return true;
    }
}

/* A nested-name-specifier at the current token: [::] (name [<...>] ::)+
 * or decltype(...)::.  True if one was consumed (then the current token is
 * the one after the last `::`); the position is unchanged otherwise. */
static bool la_nested_prefix(struct la *a)
{
    struct la save = *a;
    bool any = false;
    if (la_k(a) == TOK_COLONCOLON)
        la_adv(a);
    else if (la_k(a) == TOK_DECLTYPE) {
        la_adv(a);
        if (la_k(a) != TOK_LPAREN || !la_group(a) || la_k(a) != TOK_COLONCOLON) {
            *a = save;
            return false;
        }
        la_adv(a);
        any = true;
    }
    for (;;) {
        if (la_k(a) != TOK_IDENTIFIER)
            break;
        struct la s2 = *a;
        la_adv(a);
        if (la_k(a) == TOK_LT) {
            la_adv(a);
            if (!la_angle(a) || a->pend) {
                *a = s2;
                break;
            }
        }
        if (la_k(a) != TOK_COLONCOLON) {
            *a = s2;
            break;
        }
        la_adv(a);
        any = true;
    }
    if (!any)
        *a = save;
    return any;
}

static bool is_builtin_type_kind(int k)
{
    return filter_map_kind(k) == P_BUILTIN_TYPE;
}

static bool is_cv_kind(int k)
{
    return filter_map_kind(k) == P_CV;
}

/* Decl-specifier keywords that can only start a declaration (tables/tokens,
 * grammar column "decl_only"). */
static bool is_decl_only_kind(int k)
{
    return (unsigned)k < TOK__COUNT && (kind_flags[k] & TOKG_DECL_ONLY);
}

enum ts { TS_NONE, TS_TYPE, TS_DECL };

/* --implicit_typename, after T::x: what follows is certainly a declarator
 * (cudafe++ reads T::x as a type before more than that, then reports
 * what does not fit, as cufe's syntax errors do not): cv, pointer and
 * reference operators, then a name and what may follow a declarator-id,
 * or a cast's `)`.  The position is unchanged. */
static bool la_plain_declarator(struct la *a)
{
    struct la b = *a;
    int k = la_k(&b);
    while (k == TOK_STAR || k == TOK_AMP || k == TOK_AMPAMP || is_cv_kind(k)) {
        la_adv(&b);
        k = la_k(&b);
    }
    if (k == TOK_RPAREN)
        return a->cast;   /* (T::x), (T::x *) */
    if (k != TOK_IDENTIFIER)
        return false;
    la_adv(&b);
    switch (la_k(&b)) {
    case TOK_SEMI: case TOK_ASSIGN: case TOK_COMMA: case TOK_LBRACKET: case TOK_LBRACE:
    case TOK_RPAREN: case TOK_LPAREN: case TOK_COLON:
        return true;
    default:
        return false;
    }
}

/* A decl-specifier-seq at the current token (as far as it goes).
 * TS_DECL: a specifier only a declaration can have; TS_TYPE: a type was
 * found; TS_NONE: no type.  *cv: cv-qualifiers were seen. */
static enum ts la_decl_specs(struct la *a, bool *cv, bool allow_storage)
{
    bool seen_type = false;
    *cv = false;
    for (;;) {
        int k = la_k(a);
        if (is_cv_kind(k)) {
            *cv = true;
            la_adv(a);
            continue;
        }
        if (is_decl_only_kind(k))
            return allow_storage || k == TOK_STRUCT || k == TOK_CLASS || k == TOK_UNION ||
                   k == TOK_ENUM ? TS_DECL : TS_NONE;
        if (seen_type && !is_builtin_type_kind(k))
            return TS_TYPE;
        if (is_builtin_type_kind(k)) {
            /* (after a named type too: `T long x`, `auto int x`, which the
             * grammar takes and judges, pa_ds_named_builtin) */
            while (is_builtin_type_kind(la_k(a)) || is_cv_kind(la_k(a)))
                la_adv(a);
            seen_type = true;
            continue;
        }
        switch (k) {
        case TOK_AUTO:
            la_adv(a);
            seen_type = true;
            continue;
        case TOK_TYPENAME: {
            la_adv(a);
            struct la_name n;
            if (!la_qualified_name(a, &n))
                return TS_NONE;
            seen_type = true;
            continue;
        }
        case TOK_TYPEOF: case TOK_UNDERLYING_TYPE: case TOK_BASES: case TOK_DIRECT_BASES:
            la_adv(a);
            if (la_k(a) != TOK_LPAREN || !la_group(a))
                return TS_NONE;
            seen_type = true;
            continue;
        case TOK_DECLTYPE: case TOK_COLONCOLON: case TOK_IDENTIFIER: {
            if (is_transform_kw(rk(a->f, a->i)) && rk(a->f, a->i + 1) == TOK_LPAREN) {
                la_adv(a);
                la_group(a);
                seen_type = true;
                continue;
            }
            struct la_name n;
            if (!la_qualified_name(a, &n))
                return TS_NONE;
            if (n.kind == P_TYPE_NAME || n.kind == P_TEMPLATE_NAME) {
                if (n.ctor && la_k(a) == TOK_LPAREN)
                    return TS_NONE;   /* X::X( : a constructor, no type */
                seen_type = true;
                continue;
            }
            if (n.kind == P_IDENTIFIER && n.qualified && (n.qual || n.opaque) && !n.sym &&
                la_k(a) == TOK_IDENTIFIER) {
                /* X<args>::name not found, or X an opaque typedef
                 * (opaque_qualifier), then a name: a type (see name_token) */
                seen_type = true;
                continue;
            }
            if (n.kind == P_IDENTIFIER && n.qualified && !n.qual && !n.sym && n.opaque &&
                !n.targs && !seen_type &&
                ((a->named_cast && la_k(a) == TOK_GT) ||
                 (implicit_type_follower(la_k(a), a->cast) && la_plain_declarator(a)))) {
                /* X::name with X opaque, then a declarator (see name_token) */
                seen_type = true;
                continue;
            }
            if (n.kind == P_IDENTIFIER && n.qualified && !n.qual && !n.sym && n.dep &&
                !n.targs && !seen_type &&
                ((a->named_cast && la_k(a) == TOK_GT && a->f->p->cxx20) ||
                 (!(a->targ && !a->named_cast) &&
                  implicit_type_follower(la_k(a), a->cast) && la_plain_declarator(a) &&
                  implicit_typename(a->f, 0)))) {
                /* --implicit_typename: T::x then a declarator (see name_token) */
                seen_type = true;
                continue;
            }
            if (n.kind == P_IDENTIFIER && !n.qualified && !n.sym && !seen_type &&
                (la_k(a) == TOK_IDENTIFIER || *cv)) {
                /* an undeclared name, then a name (or after a cv-qualifier):
                 * `Foo x`, `const Foo &r` can only be declarations, with an
                 * undefined type (see undeclared_type) */
                seen_type = true;
                continue;
            }
            if (n.kind == P_CONCEPT_NAME) {
                int k2 = la_k(a);
                if (k2 == TOK_AUTO || k2 == TOK_DECLTYPE) {
                    la_adv(a);
                    if (k2 == TOK_DECLTYPE)
                        la_group(a);
                    seen_type = true;
                    continue;
                }
            }
            return TS_NONE;
        }
        default:
            if (is_transform_kw(k)) {
                la_adv(a);
                la_group(a);
                seen_type = true;
                continue;
            }
            return TS_NONE;
        }
    }
}

static bool la_params(struct la *a);

/* After a parameter list: cv, ref, noexcept(...), throw(...). */
static bool la_fn_quals(struct la *a)
{
    for (;;) {
        int q = la_k(a);
        if (is_cv_kind(q) || q == TOK_AMP || q == TOK_AMPAMP) {
            la_adv(a);
        } else if (q == TOK_NOEXCEPT || q == TOK_THROW) {
            la_adv(a);
            if (la_k(a) == TOK_LPAREN && !la_group(a))
                return false;
        } else {
            return true;
        }
    }
}

/* Pointer operators, then what they apply to.  named: a declarator-id
 * is required (a declarator); otherwise it must be absent (abstract). */
static bool la_declarator_impl(struct la *a, bool named, bool *had_name);

static bool la_declarator(struct la *a, bool named, bool *had_name)
{
    LA_GUARDED(la_declarator_impl(a, named, had_name));
}

static bool la_declarator_impl(struct la *a, bool named, bool *had_name)
{
    for (;;) {
        int k = la_k(a);
        if (k == TOK_STAR || k == TOK_AMP || k == TOK_AMPAMP || k == TOK_CARET) {
            la_adv(a);
            while (is_cv_kind(la_k(a)))
                la_adv(a);
            continue;
        }
        if (k == TOK_IDENTIFIER || k == TOK_COLONCOLON || k == TOK_DECLTYPE) {
            /* X::* ? */
            struct la save = *a;
            if (la_nested_prefix(a) && la_k(a) == TOK_STAR) {
                la_adv(a);
                while (is_cv_kind(la_k(a)))
                    la_adv(a);
                continue;
            }
            *a = save;
        }
        break;
    }
    int k = la_k(a);
    if (k == TOK_ELLIPSIS) {
        la_adv(a);
        k = la_k(a);
    }
    if (k == TOK_LPAREN) {
        /* (declarator) or, abstract, a parameter list */
        struct la save = *a;
        la_adv(a);
        int k2 = la_k(a);
        bool nested = k2 == TOK_STAR || k2 == TOK_AMP || k2 == TOK_AMPAMP || k2 == TOK_CARET ||
                      k2 == TOK_LPAREN || k2 == TOK_LBRACKET ||
                      (named && (k2 == TOK_IDENTIFIER || k2 == TOK_COLONCOLON ||
                                 k2 == TOK_OPERATOR || k2 == TOK_TILDE || k2 == TOK_ELLIPSIS));
        if (k2 == TOK_IDENTIFIER || k2 == TOK_COLONCOLON || k2 == TOK_DECLTYPE) {
            /* (X::*) */
            struct la s2 = *a;
            if (la_nested_prefix(&s2) && la_k(&s2) == TOK_STAR)
                nested = true;
        }
        if (nested) {
            a->nest++;
            bool ok = la_declarator(a, named, had_name);
            a->nest--;
            if (!ok)
                return false;
            if (la_k(a) != TOK_RPAREN)
                return false;
            la_adv(a);
        } else if (named) {
            return false;
        } else {
            *a = save;
            if (!la_params(a) || !la_fn_quals(a))
                return false;
        }
    } else if (named) {
        if (k == TOK_TILDE) {
            la_adv(a);
            if (la_k(a) != TOK_IDENTIFIER)
                return false;
            la_adv(a);
        } else if (k == TOK_OPERATOR) {
            la_adv(a);
            /* operator @ or a conversion: skip to the parameters */
            int n = 0;
            while (la_k(a) != TOK_LPAREN || n == 0) {
                int kk = la_k(a);
                if (kk == TOK_EOF || kk == TOK_SEMI || kk == TOK_LBRACE)
                    return false;
                if (kk == TOK_LPAREN && rk(a->f, a->i + 1) == TOK_RPAREN) {
                    la_adv(a);
                }
                la_adv(a);
                n++;
            }
        } else if (k == TOK_IDENTIFIER || k == TOK_COLONCOLON) {
            struct la_name n;
            if (!la_qualified_name(a, &n))
                return false;
        } else {
            return false;
        }
        *had_name = true;
    }
    /* suffixes */
    for (;;) {
        int s = la_k(a);
        if (s == TOK_LBRACKET) {
            if (!la_group(a))
                return false;
            continue;
        }
        if (s == TOK_LPAREN) {
            /* a parameter list; or, after a whole declarator, an initializer */
            if (!named || a->nest > 0) {
                if (!la_params(a))
                    return false;
            } else if (!la_group(a)) {
                return false;
            }
            /* cv, ref, noexcept, throw(), trailing return */
            if (!la_fn_quals(a))
                return false;
            if (la_k(a) == TOK_ARROW) {
                la_adv(a);
                bool cv;
                if (la_decl_specs(a, &cv, false) != TS_TYPE)
                    return false;
                bool dummy = false;
                if (!la_declarator(a, false, &dummy))
                    return false;
            }
            continue;
        }
        break;
    }
    return true;
}

/* A parameter-declaration-clause at `(`: true if the parenthesized
 * tokens are one, up to and including the `)`. */
static bool la_params_impl(struct la *a);

static bool la_params(struct la *a)
{
    LA_GUARDED(la_params_impl(a));
}

static bool is_literal_kind(int k)
{
    switch (k) {
    case TOK_INT_LITERAL: case TOK_FLOAT_LITERAL: case TOK_CHAR_LITERAL: case TOK_STRING_LITERAL:
        return true;
    default:
        return false;
    }
}

static bool la_params_impl(struct la *a)
{
    if (la_k(a) != TOK_LPAREN)
        return false;
    la_adv(a);
    if (la_k(a) == TOK_RPAREN) {
        la_adv(a);
        return true;
    }
    for (int nparams = 0;; nparams++) {
        if (la_k(a) == TOK_ELLIPSIS) {
            la_adv(a);
            if (la_k(a) != TOK_RPAREN)
                return false;
            la_adv(a);
            return true;
        }
        bool cv;
        struct la before = *a;
        enum ts t = la_decl_specs(a, &cv, true);
        if (t == TS_NONE && nparams > 0) {
            /* after a parameter, a name lookup does not find is an
             * undefined type: cudafe++ reads `(int a, X *b)` as
             * parameters (see undeclared_type) */
            *a = before;
            if (la_k(a) == TOK_IDENTIFIER) {
                struct nclass c = la_classify(a, false, NULL, false);
                if (c.kind == P_IDENTIFIER && !c.sym) {
                    la_adv(a);
                    t = TS_TYPE;
                    /* `U<int> *b`: "U is not a template" (undeclared_template) */
                    if (la_k(a) == TOK_LT) {
                        la_adv(a);
                        if (!la_angle(a) || a->pend)
                            return false;
                    }
                }
            }
        }
        if (t == TS_NONE && nparams > 0 && is_literal_kind(la_k(a)))
            return true;   /* `(int a, 1)`: a parameter list with a bad parameter,
                            * as cudafe++ reads it ("expected a type specifier") */
        if (t == TS_NONE)
            return false;
        if (t == TS_DECL) {
            /* a class key or storage class: skip to the next , or ) */
            for (;;) {
                int k = la_k(a);
                if (k == TOK_EOF || k == TOK_SEMI)
                    return false;
                if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE) {
                    if (!la_group(a))
                        return false;
                    continue;
                }
                if (k == TOK_COMMA || k == TOK_RPAREN)
                    break;
                la_adv(a);
            }
        } else {
            int k = la_k(a);
            if (k != TOK_COMMA && k != TOK_RPAREN && k != TOK_ASSIGN) {
                bool had = false;
                /* named or abstract: try named first */
                struct la save = *a;
                if (!la_declarator(a, true, &had)) {
                    *a = save;
                    if (!la_declarator(a, false, &had))
                        return false;
                }
            }
            if (la_k(a) == TOK_ASM) {
                la_adv(a);
                if (la_k(a) == TOK_LPAREN && !la_group(a))
                    return false;
            }
            if (la_k(a) == TOK_ASSIGN) {
                /* default argument: to the next , or ) at this level */
                la_adv(a);
                for (;;) {
                    int kk = la_k(a);
                    if (kk == TOK_EOF || kk == TOK_SEMI || kk == TOK_RBRACE)
                        return false;
                    if (kk == TOK_LPAREN || kk == TOK_LBRACKET || kk == TOK_LBRACE) {
                        if (!la_group(a))
                            return false;
                        continue;
                    }
                    if (kk == TOK_COMMA || kk == TOK_RPAREN)
                        break;
                    if (kk == TOK_IDENTIFIER) {
                        struct nclass c = la_classify(a, false, NULL, false);
                        la_adv(a);
                        if ((c.kind == P_TEMPLATE_NAME || c.kind == P_VTEMPLATE_NAME) &&
                            la_k(a) == TOK_LT) {
                            la_adv(a);
                            if (!la_angle(a))
                                return false;
                        }
                        continue;
                    }
                    la_adv(a);
                }
            }
        }
        int k = la_k(a);
        if (k == TOK_ELLIPSIS) {
            la_adv(a);
            k = la_k(a);
        }
        if (k == TOK_RPAREN) {
            la_adv(a);
            return true;
        }
        if (k != TOK_COMMA)
            return false;
        la_adv(a);
        if (la_k(a) == TOK_RPAREN && a->nest == 0 && a->depth <= 1)
            return true;   /* f(int a, ): parameters with an error the parser reports */
    }
}

/* [stmt.ambig]: does a declaration start at the current token? */
static bool la_is_declaration(struct la *a)
{
    int k0 = la_k(a);
    if (k0 == TOK_STATIC_ASSERT || k0 == TOK_USING || k0 == TOK_TYPEDEF ||
        k0 == TOK_NAMESPACE)
        return true;
    /* a builtin type starts a declaration unless a functional cast
     * follows (`int(x)`, `int{x}`); so does cudafe++ for `int = 3;` */
    bool builtin = is_builtin_type_kind(k0) || is_cv_kind(k0);
    bool cv;
    enum ts t = la_decl_specs(a, &cv, true);
    if (t == TS_DECL)
        return true;
    if (t == TS_NONE)
        return cv;
    /* after the type: what follows decides */
    for (;;) {
        int k = la_k(a);
        if (is_cv_kind(k) || is_decl_only_kind(k)) {
            la_adv(a);
            continue;
        }
        break;
    }
    int k = la_k(a);
    switch (k) {
    case TOK_IDENTIFIER: case TOK_STAR: case TOK_AMP: case TOK_AMPAMP: case TOK_SEMI:
    case TOK_ELLIPSIS: case TOK_LBRACKET: case TOK_COLONCOLON: case TOK_OPERATOR:
    case TOK_CARET:
        return true;
    case TOK_LPAREN: {
        /* T(x) ...: a declaration if a declarator, then ; , = { or :, follows */
        bool had = false;
        if (!la_declarator(a, true, &had) || !had)
            return false;
        int f = la_k(a);
        return f == TOK_SEMI || f == TOK_COMMA || f == TOK_ASSIGN || f == TOK_LBRACE ||
               f == TOK_COLON || f == TOK_ASM;
    }
    case TOK_LBRACE:
        return false;
    default:
        if (is_transform_kw(k))
            return true;
        return builtin;
    }
}

/* Where a type-id may appear, for its follower check. */
enum tctx { TC_TARG, TC_PAREN, TC_CAST };

/* [dcl.ambig.res]: does a type-id start at the current token? */
static bool la_is_type_id(struct la *a, enum tctx ctx)
{
    bool cv;
    a->cast = ctx == TC_CAST;
    a->targ = ctx == TC_TARG;
    enum ts t = la_decl_specs(a, &cv, false);
    a->cast = false;
    a->targ = false;
    if (t == TS_NONE)
        return false;
    if (t == TS_DECL) {
        /* class/struct/enum elaborated: a type */
        return true;
    }
    bool had = false;
    if (!la_declarator(a, false, &had) || had)
        return false;
    int k = la_k(a);
    switch (ctx) {
    case TC_TARG:
        /* a type argument ends the argument; a name or ; after a type
         * means a missing `>` the parser will report (`V<int v;`) */
        return k == TOK_COMMA || k == TOK_GT || k == TOK_RSHIFT || k == TOK_ELLIPSIS ||
               k == TOK_IDENTIFIER || k == TOK_SEMI;
    case TC_PAREN:
        return k == TOK_RPAREN || k == TOK_COMMA || k == TOK_ELLIPSIS;
    case TC_CAST:
        if (k != TOK_RPAREN)
            return false;
        la_adv(a);
        switch (la_k(a)) {
        case TOK_RPAREN: case TOK_SEMI: case TOK_COMMA: case TOK_RBRACKET: case TOK_RBRACE:
        case TOK_DOT: case TOK_ARROW: case TOK_QUESTION: case TOK_COLON: case TOK_ASSIGN:
        case TOK_SLASH: case TOK_PERCENT: case TOK_LT: case TOK_GT: case TOK_LE: case TOK_GE:
        case TOK_EQEQ: case TOK_NOTEQ: case TOK_PIPE: case TOK_CARET: case TOK_PIPEPIPE:
        case TOK_LSHIFT: case TOK_RSHIFT: case TOK_EOF: case TOK_PLUS_ASSIGN:
        case TOK_MINUS_ASSIGN: case TOK_STAR_ASSIGN: case TOK_SLASH_ASSIGN:
            return false;
        default:
            return true;
        }
    }
    return false;
}

/* ------------------------------------------------------------------------
 * The filter
 * ------------------------------------------------------------------------ */

void filter_init(struct filter *f, struct parser *p, uint32_t begin, uint32_t end)
{
    memset(f, 0, sizeof *f);
    f->p = p;
    f->pos = begin;
    f->end = end;
    f->prev = -1;
    f->marked = UINT32_MAX;
}

void filter_free(struct filter *f)
{
    free(f->stack);
    f->stack = NULL;
}

static void push(struct filter *f, int kind, int flags, uint32_t tok, struct symbol *tmpl)
{
    if (f->depth == f->cap) {
        f->cap = f->cap ? f->cap * 2 : 64;
        f->stack = xrealloc(f->stack, f->cap * sizeof *f->stack);
    }
    f->stack[f->depth++] = (struct bracket){ (uint8_t)kind, (uint8_t)flags,
                                             (uint16_t)(f->prev < 0 ? 0 : f->prev), tok, tmpl,
                                             NULL };
}

static struct bracket *top(struct filter *f)
{
    return f->depth ? &f->stack[f->depth - 1] : NULL;
}

/* Pop to and including the innermost bracket of this kind. */
static void pop_to(struct filter *f, int kind)
{
    for (size_t d = f->depth; d > 0; d--) {
        if (f->stack[d - 1].kind == kind) {
            f->prev_popped_flags = f->stack[d - 1].flags;
            f->last_popped = f->stack[d - 1];
            f->have_last_popped = true;
            f->depth = d - 1;
            return;
        }
    }
    f->prev_popped_flags = 0;
}

static bool accepts(struct filter *f, int kind)
{
    f->p->stats_probes++;
    return parser_accepts((const struct yypstate *)f->ps, kind);
}

/* Where a TYPEID_MARK would be, which follower check applies. */
static enum tctx typeid_context(struct filter *f)
{
    struct bracket *b = top(f);
    if (b && b->kind == BR_ANGLE)
        return TC_TARG;
    if (f->prev == P_LPAREN && b && b->kind == BR_PAREN) {
        switch (b->opener) {
        case P_SIZEOF: case P_ALIGNOF: case P_TYPEID: case P_TYPEOF: case P_NEW:
        case P_TYPE_TRAIT: case P_BUILTIN_OFFSETOF: case P_BUILTIN_TYPES_COMPATIBLE_P:
        case P_BUILTIN_BIT_CAST:
            return TC_PAREN;
        case P_RPAREN:   /* new (placement) (T) */
            return TC_PAREN;
        default:
            return TC_CAST;
        }
    }
    return TC_PAREN;
}

static bool may_start_type(int k)
{
    if (is_builtin_type_kind(k) || is_cv_kind(k) || is_transform_kw(k))
        return true;
    switch (k) {
    case TOK_IDENTIFIER: case TOK_COLONCOLON: case TOK_TYPENAME: case TOK_DECLTYPE:
    case TOK_TYPEOF: case TOK_AUTO: case TOK_STRUCT: case TOK_CLASS: case TOK_UNION:
    case TOK_ENUM: case TOK_UNDERLYING_TYPE: case TOK_BASES: case TOK_DIRECT_BASES:
        return true;
    default:
        return false;
    }
}

static bool may_start_decl(int k)
{
    return may_start_type(k) || is_decl_only_kind(k) || k == TOK_STATIC_ASSERT ||
           k == TOK_USING || k == TOK_TYPEDEF || k == TOK_NAMESPACE;
}

/* A marker before token i, or 0. */
static int decide_marker(struct filter *f, uint32_t i)
{
    int k = rk(f, i);
    if (!may_start_decl(k))
        return 0;
    if (f->p->scope->kind == SCOPE_BLOCK && accepts(f, P_DECL_MARK)) {
        struct la a = { f, i, 0, NULL, 0, 0, false, false, false };
        f->p->stats_lookaheads++;
        if (la_is_declaration(&a))
            return P_DECL_MARK;
        return 0;
    }
    if (may_start_type(k) && accepts(f, P_TYPEID_MARK)) {
        struct la a = { f, i, 0, NULL, 0, 0, false, false, false };
        /* (C++20: static_cast<T::x> and the like assume typename) */
        const struct bracket *b = top(f);
        a.named_cast = b && b->kind == BR_ANGLE && f->prev == P_TMPL_OPEN && b->tok > 0 &&
                       (rk(f, b->tok - 1) == TOK_STATIC_CAST || rk(f, b->tok - 1) == TOK_CONST_CAST ||
                        rk(f, b->tok - 1) == TOK_REINTERPRET_CAST ||
                        rk(f, b->tok - 1) == TOK_DYNAMIC_CAST);
        f->p->stats_lookaheads++;
        if (la_is_type_id(&a, typeid_context(f)))
            return P_TYPEID_MARK;
    }
    return 0;
}

/* `(` at i starts a member-pointer declarator: ( [::] (name [<...>] ::)+ * */
static bool ptrmem_scan(struct filter *f, uint32_t i)
{
    uint32_t j = i + 1;
    if (rk(f, j) == TOK_COLONCOLON)
        j++;
    bool any = false;
    for (;;) {
        int k = rk(f, j);
        if (k == TOK_DECLTYPE && !any) {
            j = skip_group(f, j + 1);
        } else if (k == TOK_IDENTIFIER) {
            j++;
            if (rk(f, j) == TOK_LT) {
                struct la a = { f, j + 1, 0, NULL, 0, 0, false, false, false };
                if (!la_angle(&a) || a.pend)
                    return false;
                j = a.i;
            }
        } else {
            return false;
        }
        if (rk(f, j) != TOK_COLONCOLON)
            return false;
        j++;
        any = true;
        if (rk(f, j) == TOK_STAR)
            return true;
    }
}

/* `(` at i, then a qualified name that is not a type: `(X::f)`,
 * `(X::operator==)`, `(::v)`, the parenthesized declarator-id of an
 * out-of-class definition (`T (X::f)()`, `int (X::v);`), where the
 * parser accepts a declarator. */
static bool qual_declarator_scan(struct filter *f, uint32_t i)
{
    int k = rk(f, i + 1);
    if (k == TOK_IDENTIFIER) {
        int k2 = rk(f, i + 2);   /* X:: or X<...>:: */
        if (k2 != TOK_COLONCOLON && k2 != TOK_LT)
            return false;
    } else if (k != TOK_COLONCOLON && k != TOK_DECLTYPE) {
        return false;
    }
    if (!accepts(f, P_PTRMEM_LPAREN))
        return false;
    struct la a = { f, i + 1, 0, NULL, 0, 0, false, false, false };
    struct la_name n;
    if (!la_qualified_name(&a, &n) || !n.qualified || n.kind != P_IDENTIFIER)
        return false;
    k = la_k(&a);
    return k == TOK_OPERATOR || k == TOK_RPAREN || k == TOK_LPAREN || k == TOK_LBRACKET;
}

/* The end of a member function body starting at i ({, : or try). */
static uint32_t body_end(struct filter *f, uint32_t i)
{
    int k = rk(f, i);
    if (k == TOK_LBRACE)
        return skip_group(f, i);
    if (k == TOK_TRY) {
        uint32_t j = body_end(f, i + 1);
        while (rk(f, j) == TOK_CATCH) {
            j = skip_group(f, j + 1);          /* ( ... ) */
            if (rk(f, j) != TOK_LBRACE)
                return j;
            j = skip_group(f, j);
        }
        return j;
    }
    if (k == TOK_COLON) {
        /* mem-initializers: the body's { follows ) } or ... at depth 0 */
        uint32_t j = i + 1;
        int prevk = TOK_COLON;
        for (;;) {
            int kk = rk(f, j);
            if (kk == TOK_EOF)
                return j;
            if (kk == TOK_LBRACE && (prevk == TOK_RPAREN || prevk == TOK_RBRACE ||
                                     prevk == TOK_ELLIPSIS))
                return skip_group(f, j);
            if (kk == TOK_LPAREN || kk == TOK_LBRACKET || kk == TOK_LBRACE) {
                j = skip_group(f, j);
                prevk = rk(f, j - 1);
                continue;
            }
            if (kk == TOK_SEMI || kk == TOK_RBRACE)
                return j;
            prevk = kk;
            j++;
        }
    }
    return i + 1;
}

/* class/struct/union at i starts a definition: [name [<...>] ::]* name [<...>] [final] { or : */
static bool class_def_follows(struct filter *f, uint32_t i)
{
    uint32_t j = skip_ignorable(f, i + 1);
    if (rk(f, j) == TOK_COLONCOLON)
        j++;
    for (;;) {
        int k = rk(f, j);
        if (k != TOK_IDENTIFIER && !is_transform_kw(k))
            break;
        j++;
        if (rk(f, j) == TOK_LT) {
            struct la a = { f, j + 1, 0, NULL, 0, 0, false, false, false };
            if (!la_angle(&a) || a.pend)
                return false;
            j = a.i;
        }
        j = skip_ignorable(f, j);
        if (rk(f, j) == TOK_COLONCOLON) {
            j++;
            continue;
        }
        break;
    }
    j = skip_ignorable(f, j);
    if (rk(f, j) == TOK_IDENTIFIER && (tok_is_word(f, j, "final") || tok_is_word(f, j, "__final")))
        j = skip_ignorable(f, j + 1);
    int k = rk(f, j);
    return k == TOK_LBRACE || k == TOK_COLON;
}

/* enum at i: P_ENUM_DEF, P_ENUM_OPAQUE or P_ENUM. */
static int enum_kind(struct filter *f, uint32_t i)
{
    uint32_t j = skip_ignorable(f, i + 1);
    bool scoped = false;
    if (rk(f, j) == TOK_CLASS || rk(f, j) == TOK_STRUCT) {
        scoped = true;
        j = skip_ignorable(f, j + 1);
    }
    while (rk(f, j) == TOK_IDENTIFIER || rk(f, j) == TOK_COLONCOLON)
        j = skip_ignorable(f, j + 1);
    int k = rk(f, j);
    if (k == TOK_LBRACE)
        return P_ENUM_DEF;
    if (k == TOK_COLON) {
        for (j++;; j++) {
            k = rk(f, j);
            if (k == TOK_LBRACE)
                return P_ENUM_DEF;
            if (k == TOK_SEMI)
                return P_ENUM_OPAQUE;
            if (k == TOK_EOF || k == TOK_RBRACE || k == TOK_RPAREN || k == TOK_ASSIGN)
                return P_ENUM;
        }
    }
    if (k == TOK_SEMI && scoped)
        return P_ENUM_OPAQUE;
    return P_ENUM;
}

static bool is_expression_end(int prev)
{
    switch (prev) {
    case P_IDENTIFIER: case P_RPAREN: case P_RBRACKET: case P_THIS: case P_INT_LITERAL:
    case P_FLOAT_LITERAL: case P_CHAR_LITERAL: case P_STRING_LITERAL: case P_TMPL_CLOSE:
    case P_TYPE_NAME: case P_BUILTIN_TYPE: case P_STAR: case P_AMP: case P_OPERATOR:
    case P_CV: case P_UD_STRING_LITERAL: case P_UD_INT_LITERAL: case P_RBRACE:
        return true;
    default:
        return false;
    }
}

/* An unqualified name that lookup does not find, where it can only be a
 * type: where the parser takes a type but no other name (`void f(int,
 * Foo *)`), or at the start of a declaration outside a block, before a
 * declarator (`Foo x;`, `static Foo *p;`; in a block only after the
 * filter's DECL_MARK: `Foo x;` is a declaration (la_decl_specs), `Foo
 * *p;` an expression).  cudafe++ reports `identifier "Foo" is undefined`
 * there and reads on with Foo as a type. */
static bool undeclared_type(struct filter *f, const struct ident *id, int next)
{
    if (f->qualified || f->after_member_access || f->after_template_kw ||
        (id->flags & (IDF_BUILTIN | IDF_CONTEXTUAL)))
        return false;
    if (!accepts(f, P_TYPE_NAME))
        return false;
    if (!accepts(f, P_IDENTIFIER))
        return true;
    switch (f->prev) {
    case -1: case P_SEMI: case P_LBRACE: case P_RBRACE: case P_TMPL_CLOSE: case P_COLON:
    case P_DECL_MARK:
    case P_CV: case P_SIMPLE_DECLSPEC: case P_STATIC: case P_EXTERN: case P_INLINE:
    case P_CONSTEXPR: case P_MUTABLE:
        break;
    default:
        return false;
    }
    if (next != TOK_IDENTIFIER && next != TOK_STAR && next != TOK_AMP && next != TOK_AMPAMP)
        return false;
    return parser_accepts_after((const struct yypstate *)f->ps, P_TYPE_NAME, P_IDENTIFIER);
}

/* The class's own name C, then the `(` at i: does a parenthesized
 * declarator follow (C is then the type of the member: `C (*fp)()`,
 * `static C (max)()` with max in parentheses to keep a macro away,
 * `C (operator+)(int)`, `C ((g))()`) rather than a constructor's
 * parameters (`C(int)`, `C(T)`, `C()`)?  cudafe++ takes any name that is
 * not a type after the `(` as a declarator-id, an undeclared one too
 * (`C (x);` is a data member x of the incomplete type C). */
static bool paren_declarator(struct filter *f, uint32_t i)
{
    struct la a = { f, i + 1, 0, NULL, 0, 0, false, false, false };
    switch (la_k(&a)) {
    case TOK_STAR: case TOK_AMP: case TOK_AMPAMP: case TOK_CARET: case TOK_LPAREN:
    case TOK_OPERATOR: case TOK_TILDE:
        return true;
    case TOK_IDENTIFIER: case TOK_COLONCOLON: {
        struct la_name n;
        if (!la_qualified_name(&a, &n))
            return true;   /* X::* */
        /* `C(T::type x)`, `C(T::type)` (C++20, typename implied: a
         * dependent qualifier) are constructors */
        if (n.qualified && !n.qual)
            return false;
        int k = la_k(&a);
        return n.kind == P_IDENTIFIER && (k == TOK_RPAREN || k == TOK_LPAREN || k == TOK_LBRACKET);
    }
    default:
        return false;
    }
}

/* An unqualified name that lookup does not find, then `<`, where only a
 * type can be (as undeclared_type), or at the start of a declaration
 * outside a block (`U<int> z;`, `static U<int> *p;`; in a block `U < x`
 * is an expression): cudafe++ reports `U is not a template` and reads
 * the `<...>` on as template arguments.  So does an alias template used
 * in its own type-id, which is not declared yet there: `template <class
 * T> using A = A<T> *;`. */
static bool undeclared_template(struct filter *f, const struct ident *id)
{
    if (f->qualified || f->after_member_access || f->after_template_kw ||
        (id->flags & (IDF_BUILTIN | IDF_CONTEXTUAL)))
        return false;
    if (!accepts(f, P_TEMPLATE_NAME) || !accepts(f, P_TYPE_NAME))
        return false;
    if (!accepts(f, P_IDENTIFIER))
        return true;
    switch (f->prev) {
    case -1: case P_SEMI: case P_LBRACE: case P_RBRACE: case P_TMPL_CLOSE: case P_COLON:
    case P_CV: case P_SIMPLE_DECLSPEC: case P_STATIC: case P_EXTERN: case P_INLINE:
    case P_CONSTEXPR: case P_MUTABLE: case P_COMMA: case P_PUBLIC: case P_PROTECTED:
    case P_PRIVATE:
        break;
    default:
        return false;
    }
    for (const struct scope *s = f->p->scope; s; s = s->parent) {
        if (s->kind == SCOPE_BLOCK || s->kind == SCOPE_PARAMS)
            return false;
        if (s->kind == SCOPE_NAMESPACE || s->kind == SCOPE_CLASS)
            break;
    }
    /* a declaration can start here: a type, then a declarator-id (not a
     * requirement's expression `{ a < b }`); or a base-specifier (where
     * an access specifier could be) */
    return parser_accepts_after((const struct yypstate *)f->ps, P_TYPE_NAME, P_IDENTIFIER) ||
           accepts(f, P_PUBLIC);
}

/* The name at i is in the head of a namespace definition (`namespace
 * a::b::c {`), where it is declared, not looked up. */
static bool namespace_head(const struct filter *f, uint32_t i)
{
    while (i >= 2 && rk(f, i - 1) == TOK_COLONCOLON && rk(f, i - 2) == TOK_IDENTIFIER)
        i -= 2;
    return i >= 1 && ((rk(f, i - 1) == TOK_NAMESPACE && !(i >= 2 && rk(f, i - 2) == TOK_USING)) ||
                      (rk(f, i - 1) == TOK_INLINE && i >= 2 && rk(f, i - 2) == TOK_COLONCOLON));
}

/* The name at i starts the namespace a using-directive or a namespace
 * alias names. */
static bool namespace_ref_start(const struct filter *f, uint32_t i)
{
    return i >= 3 && ((rk(f, i - 1) == TOK_NAMESPACE && rk(f, i - 2) == TOK_USING) ||
                      (rk(f, i - 1) == TOK_ASSIGN && rk(f, i - 2) == TOK_IDENTIFIER &&
                       rk(f, i - 3) == TOK_NAMESPACE));
}

/* The token i is a name (IDENTIFIER or a reverted keyword): classify it
 * and settle constructor / deduction-guide / specifier uses by probes. */
static struct ftok name_token(struct filter *f, uint32_t i)
{
    struct parser *p = f->p;
    struct ident *id = ident_at(f, i);
    uint32_t nj = skip_ignorable(f, i + 1);
    int next = rk(f, nj);
    struct nclass c = classify(f, id, next, f->qualified, f->qual, f->after_template_kw,
                               f->after_member_access && f->prev != P_TILDE);
    if (c.kind == P_VTEMPLATE_NAME && next == TOK_LT && f->after_member_access &&
        !f->after_template_kw && !f->qualified && f->prev != P_TILDE) {
        /* o.m < ... with m the name of some class's member template and
         * o's class not known here: template arguments only where a `>`
         * closes them before a `(` -- `if (p.first < n)` in a template
         * of libstdc++ after CCCL's span<..>::first<Count>() is a
         * comparison (found on thrust's examples) */
        struct la a = { f, nj + 1, 0, NULL, 0, 0, false, false, false };
        if (!la_angle(&a) || (!a.pend && rk(f, a.i) != TOK_LPAREN))
            c.kind = P_IDENTIFIER;
    }
    struct ftok t = { c.kind, { .tok = i, .kind = TOK_IDENTIFIER, .p = c.sym } };
    if (c.kind == P_SCOPE_NAME) {
        /* X:: with X not declared (not a member name, not in a dependent
         * qualifier), or a typedef of a type certainly no class (outside
         * templates: `T *` is judged when instantiated): cudafe++ reports
         * it and reads on with the name after the `::` unresolved */
        struct symbol *cr = c.sym ? symbol_resolve(c.sym) : NULL;
        if ((!c.sym || (cr && cr->kind == SYM_TYPEDEF && (cr->flags & SYMF_NOT_CLASS) &&
                        !pa_in_template_definition(p))) &&
            (!f->qualified || (f->qual && f->qual->kind == SCOPE_NAMESPACE)) &&
            !f->after_member_access && !f->after_template_kw &&
            !(id->flags & (IDF_BUILTIN | IDF_CONTEXTUAL)) && !namespace_head(f, i) &&
            (!p->reported_valid || p->reported_tok != i)) {
            if (!f->qualified && namespace_ref_start(f, i)) {
                /* `namespace a = X::y;`, `using namespace X::y;` */
                parser_error_at(p, i, DIAG_edg_725, NULL);
                parser_error_at(p, i + 1, DIAG_exp_semicolon, NULL);
            } else {
                parser_error_at(p, i, DIAG_edg_276, NULL);
            }
            p->reported_tok = i;
            p->reported_valid = true;
        }
        return t;
    }

    if (c.kind == P_IDENTIFIER && !c.sym && !f->qualified && !f->after_member_access && i >= 3 &&
        rk(f, i - 1) == TOK_LPAREN && rk(f, i - 2) == TOK_IDENTIFIER && rk(f, i - 3) == TOK_VOID &&
        (next == TOK_STAR || next == TOK_AMP) && rk(f, skip_ignorable(f, nj + 1)) == TOK_IDENTIFIER &&
        (p->scope->kind == SCOPE_NAMESPACE ||
         (p->scope->kind == SCOPE_TEMPLATE && p->scope->parent &&
          p->scope->parent->kind == SCOPE_NAMESPACE)) &&
        !(id->flags & (IDF_BUILTIN | IDF_CONTEXTUAL)) && (!p->reported_valid || p->reported_tok != i)) {
        /* `void f(T *p, ...)` with T declared nowhere: cudafe++ reads a
         * variable f of type void initialized by (T * p, ...) */
        const char *void_args[] = { "void", NULL };
        struct diag_loc loc;
        parser_loc(p, i - 2, &loc);
        diag_report(p->d, DIAG_incomplete_type_not_allowed, &loc, void_args);
        p->syntax_errors++, p->intact_errors++;
        parser_error_at(p, i, DIAG_undefined_identifier, id->name), p->intact_errors++;
        p->reported_tok = i;
        p->reported_valid = true;
    }
    if (c.kind == P_IDENTIFIER && !c.sym && f->qualified && f->qual &&
        f->qual->kind == SCOPE_NAMESPACE && !f->after_member_access && !f->after_template_kw) {
        /* N::X then a declarator (`std::stringq s`, `const std::x &e`): X is
         * meant as a type N does not have */
        int n2 = rk(f, skip_ignorable(f, nj + 1));
        uint32_t q0 = i;
        while (q0 >= 2 && rk(f, q0 - 1) == TOK_COLONCOLON && rk(f, q0 - 2) == TOK_IDENTIFIER)
            q0 -= 2;
        int before = q0 > 0 ? rk(f, q0 - 1) : 0;
        if (next == TOK_IDENTIFIER ||
            ((next == TOK_AMP || next == TOK_AMPAMP || next == TOK_STAR) && n2 == TOK_IDENTIFIER &&
             (before == TOK_CONST || before == TOK_VOLATILE || before == TOK_LPAREN ||
              before == TOK_COMMA))) {
            pa_qualified_type_missing(p, i, f->qual);
            if (accepts(f, P_TYPE_NAME)) {
                /* read as a type (of no known class), as cudafe++ reads on */
                t.kind = P_TYPE_NAME;
                t.val.p = NULL;
                return t;
            }
        }
    }
    if ((id->flags & IDF_CONTEXTUAL) && !f->qualified && accepts(f, P_VIRT_SPEC)) {
        t.kind = P_VIRT_SPEC;
        return t;
    }
    if (next == TOK_LT && c.kind == P_TEMPLATE_NAME && c.sym && (c.sym->flags & SYMF_INJECTED) &&
        !f->qualified && f->prev != P_TILDE && !f->after_member_access &&
        symbol_scope(c.sym) && symbol_scope(c.sym) == scope_decl_target(p->scope) &&
        accepts(f, P_CTOR_NAME)) {
        /* `B<T, D>(float x)` in B's own class (template): the injected
         * name with template arguments declaring a constructor, as
         * cudafe++ reads it (C++17 and C++20 alike).  The arguments are
         * passed over; the host writer drops them (g++ rejects the form
         * in C++20). */
        struct la a = { f, nj + 1, 0, NULL, 0, 0, false, false, false };
        uint32_t close;
        if (la_angle(&a) && !a.pend && (close = a.i - 1, la_k(&a) == TOK_LPAREN) &&
            !paren_declarator(f, a.i)) {
            pa_cdtor_template_args(p, nj, close);
            f->pos = a.i;
            t.kind = P_CTOR_NAME;
            return t;
        }
    }
    if (next == TOK_LPAREN && c.sym) {
        struct symbol *s = c.sym;
        if ((s->flags & SYMF_INJECTED) && (c.kind == P_TYPE_NAME)) {
            struct scope *cls = symbol_scope(s);
            bool mine = f->qualified ? cls == f->qual
                                     : cls && cls == scope_decl_target(p->scope);
            if (mine && !paren_declarator(f, nj) && accepts(f, P_CTOR_NAME)) {
                t.kind = P_CTOR_NAME;
                return t;
            }
        }
        struct symbol *r = symbol_resolve(s);
        if (r && r->kind == SYM_CLASS_TEMPLATE && !f->qualified && c.kind == P_TYPE_NAME &&
            !(s->flags & SYMF_INJECTED)) {
            uint32_t e = skip_group(f, nj);
            if (rk(f, e) == TOK_ARROW && accepts(f, P_DGUIDE_NAME)) {
                t.kind = P_DGUIDE_NAME;
                return t;
            }
        }
    }
    switch (t.kind) {
    case P_TYPE_NAME: case P_NAMESPACE_NAME: case P_CONCEPT_NAME: case P_TEMPLATE_NAME:
    case P_VTEMPLATE_NAME:
        if (!accepts(f, t.kind) && accepts(f, P_IDENTIFIER))
            t.kind = P_IDENTIFIER;
        break;
    case P_IDENTIFIER:
        /* C++20 [temp.names]/3 (P0846): an unqualified name that lookup
         * finds as nothing or as functions, followed by `<`, is a
         * template-name (found later by ADL): get<0>(t).  Only when a `(`
         * follows the matching `>`, to keep `a < b` a comparison. */
        if (p->cxx20 && next == TOK_LT && !f->qualified && !f->after_member_access &&
            (!c.sym || symbol_resolve(c.sym)->kind == SYM_FUNCTION)) {
            struct la a = { f, nj + 1, 0, NULL, 0, 0, false, false, false };
            if (la_angle(&a) && !a.pend && la_k(&a) == TOK_LPAREN &&
                accepts(f, P_VTEMPLATE_NAME)) {
                t.kind = P_VTEMPLATE_NAME;
                break;
            }
        }
        /* X<args>::name not found (a member from a base we cannot see,
         * e.g. a dependent base of the template): a type where only a
         * type can be */
        if (f->qualified && (f->qual || f->opaque_qual) && !c.sym && !accepts(f, P_IDENTIFIER) &&
            accepts(f, P_TYPE_NAME))
            t.kind = P_TYPE_NAME;
        /* X::name then a name, X an opaque typedef (opaque_qualifier):
         * the type of a declaration */
        else if (f->qualified && f->opaque_qual && !c.sym && next == TOK_IDENTIFIER &&
                 !f->after_member_access && !f->after_template_kw &&
                 parser_accepts_after((const struct yypstate *)f->ps, P_TYPE_NAME, P_IDENTIFIER))
            t.kind = P_TYPE_NAME;
        /* --implicit_typename: T::x where the parser can take a type but
         * not a name before what follows (`T::x y`, `(T::x)v`, and `T::x *p`
         * where the filter marked a declaration); so X::x with X opaque
         * (opaque_qualifier), everywhere */
        else if (f->qualified && !f->qual && !c.sym &&
                 ((f->dep_qual && implicit_typename(f, i)) || f->opaque_qual) &&
                 !f->after_member_access && !f->after_template_kw && next != TOK_LT &&
                 accepts(f, P_TYPE_NAME) &&
                 !parser_accepts_after((const struct yypstate *)f->ps, P_IDENTIFIER,
                                       filter_map_kind(next)))
            t.kind = P_TYPE_NAME;
        else if (!c.sym && next == TOK_LT && undeclared_template(f, id)) {
            if (!p->reported_valid || p->reported_tok != i)
                parser_error_at(p, i, DIAG_not_a_template, id->name);
            t.kind = P_TEMPLATE_NAME;
        } else if (!c.sym && undeclared_type(f, id, next)) {
            if (!p->reported_valid || p->reported_tok != i) {
                parser_error_at(p, i, DIAG_undefined_identifier, id->name), p->intact_errors++;
                if (next == TOK_ELLIPSIS)   /* `X... args`: no pack expanded (1920) */
                    parser_error_at(p, nj, DIAG_edg_1920, NULL), p->intact_errors++;
            }
            t.kind = P_TYPE_NAME;
        }
        break;
    default:
        break;
    }
    return t;
}

/* Classify the token at f->pos (consuming it and any tokens merged into it). */
/* The end (exclusive) of the initializer starting at token i, after an
 * `=` (a default member initializer or a default argument) or a braced
 * one: the `;` `,` or `)` at depth 0; 0 when the end is uncertain, and
 * the initializer is read in place.  An `<` could open template
 * arguments whose commas do not end it.  In a default member
 * initializer, as cudafe++ reads it: after an unqualified name declared
 * as a template or concept it does (skipped to its `>`); after a name
 * not declared (yet) or declared as a variable or enumerator it does not
 * (so `bool b = f<int>();` with f a member template declared below is
 * deferred, and in `int c = M<2, 3>::v` with M declared below the comma
 * ends it: cudafe++ then reports "too few arguments for class
 * template"); after a function, a qualified name or a member the end is
 * uncertain.  In a default argument any `<` is (cudafe++
 * reads `f<char>()` there as "f is not a template"). */
static bool operand_end(int k)
{
    return k == TOK_IDENTIFIER || k == TOK_INT_LITERAL || k == TOK_FLOAT_LITERAL ||
           k == TOK_CHAR_LITERAL || k == TOK_STRING_LITERAL || k == TOK_NULLPTR || k == TOK_TRUE ||
           k == TOK_FALSE || k == TOK_RBRACKET;   /* (not `)`: a cast, `(int)` x) */
}

static bool new_line_between(const struct filter *f, uint32_t a, uint32_t b)
{
    const struct token *x = lexer_token(f->p->lx, a), *y = lexer_token(f->p->lx, b);
    const char *from = lexer_text(f->p->lx, x) + x->len, *to = lexer_text(f->p->lx, y);
    if (to < from || to - from > 4096)
        return false;
    return memchr(from, '\n', (size_t)(to - from)) != NULL;
}

static uint32_t deferred_init_end(const struct filter *f, uint32_t i, bool braced, bool param)
{
    if (braced) {
        uint32_t e = skip_group(f, i);
        int k = rk(f, e);
        return !param && (k == TOK_SEMI || k == TOK_COMMA) ? e : 0;
    }
    for (uint32_t j = i;; j++) {
        switch (rk(f, j)) {
        case TOK_LT:
            if (!param && j > i && rk(f, j - 1) == TOK_IDENTIFIER &&
                (j - 1 == i || (rk(f, j - 2) != TOK_DOT && rk(f, j - 2) != TOK_ARROW &&
                                rk(f, j - 2) != TOK_COLONCOLON &&
                                rk(f, j - 2) != TOK_TEMPLATE))) {
                struct la a = { f, j - 1, 0, NULL, 0, 0, false, false, false };
                struct nclass c = la_classify(&a, false, NULL, false);
                struct symbol *r = c.sym ? symbol_resolve(c.sym) : NULL;
                if (c.kind == P_IDENTIFIER &&
                    (!r || r->kind == SYM_VARIABLE || r->kind == SYM_ENUMERATOR ||
                     r->kind == SYM_VALUE_PARAM))
                    break;   /* less-than (or a template not declared yet) */
                struct la b = { f, j + 1, 0, NULL, 0, 0, false, false, false };
                if ((c.kind == P_TEMPLATE_NAME || c.kind == P_VTEMPLATE_NAME ||
                     c.kind == P_CONCEPT_NAME) && la_angle(&b) && !b.pend) {
                    j = b.i - 1;
                    break;
                }
            }
            return 0;
        case TOK_EOF: case TOK_RBRACE: case TOK_RBRACKET:
            return 0;
        case TOK_SEMI:
            return !param && j > i ? j : 0;
        case TOK_RPAREN:
            return param && j > i ? j : 0;
        case TOK_COMMA:
            return j > i ? j : 0;
        case TOK_LPAREN: case TOK_LBRACKET: case TOK_LBRACE:
            j = skip_group(f, j) - 1;
            break;
        case TOK_IDENTIFIER:
            /* an operand on a line after one that ended an operand
             * (`= nullptr` then `size_t n_ = 0;`): a `;` is missing; not
             * deferred, the parser reports it and reads on (as cudafe++) */
            if (!param && j > i && operand_end(rk(f, j - 1)) && new_line_between(f, j - 1, j))
                return 0;
            break;
        default:
            break;
        }
    }
}

/* A clang-revertible trait keyword handed out as a name (rk()): the first
 * time, after `struct`, cudafe++'s warning 2549 at it. */
static void clang_revert(struct filter *f, uint32_t i)
{
    struct parser *p = f->p;
    int k = rtok(f, i)->kind;
    if (!(kind_flags[k] & TOKG_CLANG_REVERTIBLE) || p->clang_reverted[k])
        return;
    p->clang_reverted[k] = true;
    const struct token *t = rtok(f, i);
    if (lexer_file(p->lx, t->file)->system)
        return;   /* (a warning: not in system headers) */
    char name[128];
    snprintf(name, sizeof name, "%.*s", (int)t->len, lexer_text(p->lx, t));
    struct diag_loc loc;
    parser_loc(p, i, &loc);
    const char *args[] = { name, NULL };
    diag_report(p->d, DIAG_edg_2549, &loc, args);
}

static struct ftok next_token(struct filter *f)
{
    struct parser *p = f->p;
    uint32_t i = f->pos;
    int k = rk(f, i);
    struct ftok t = { filter_map_kind(k), { .tok = i, .kind = (uint32_t)k } };
    f->pos = i + 1;

    /* A default member initializer or default argument in a class: saved
     * for replay when the class is complete (it may name members declared
     * later), when its end is certain. */
    struct bracket *b = top(f);
    bool after_eq = f->prev == P_ASSIGN && f->prev2 != P_OPERATOR;   /* not operator= */
    if (p->class_nesting > 0 && (after_eq || (k == TOK_LBRACE && f->prev != P_ASSIGN)) && b &&
        (b->kind == BR_BRACE || b->kind == BR_PAREN)) {
        /* the parser first: a member function body's `{` must not be
         * scanned here as well as by body_end() */
        uint32_t e = accepts(f, P_DEFERRED_INIT)
                         ? deferred_init_end(f, i, !after_eq, b->kind == BR_PAREN) : 0;
        if (e) {
            f->pos = e;
            t.kind = P_DEFERRED_INIT;
            t.val.kind = e;
            return t;
        }
    }

    if (is_transform_kw(k)) {
        if (rk(f, i + 1) == TOK_LPAREN) {
            t.kind = P_TYPE_TRANSFORM;
            return t;
        }
        return name_token(f, i);
    }
    switch (k) {
    case TOK_EOF:
        f->pos = i;
        t.kind = P_YYEOF;
        return t;
    case TOK_IDENTIFIER:
        if (rtok(f, i)->kind != TOK_IDENTIFIER)
            clang_revert(f, i);
        return name_token(f, i);
    case TOK_LT:
        if (f->prev == P_TEMPLATE_NAME || f->prev == P_VTEMPLATE_NAME ||
            f->prev == P_DEP_TEMPLATE_NAME || f->prev == P_CONCEPT_NAME ||
            f->prev == P_DYNAMIC_CAST || f->prev == P_STATIC_CAST ||
            f->prev == P_REINTERPRET_CAST || f->prev == P_CONST_CAST ||
            (f->prev2 == P_OPERATOR && f->prev != P_OPERATOR) ||
            /* operator()<N>, operator[]<N> ([temp.names]/3: after an
             * operator-function-id a `<` opens template arguments) */
            (i >= 3 && ((f->prev == P_RPAREN && rk(f, i - 1) == TOK_RPAREN &&
                         rk(f, i - 2) == TOK_LPAREN) ||
                        (f->prev == P_RBRACKET && rk(f, i - 1) == TOK_RBRACKET &&
                         rk(f, i - 2) == TOK_LBRACKET)) &&
             rk(f, i - 3) == TOK_OPERATOR)) {
            push(f, BR_ANGLE, 0, i, f->prev_sym);
            t.kind = P_TMPL_OPEN;
        } else if (f->prev == P_TEMPLATE ||
                   (f->prev == P_RBRACKET && (f->prev_popped_flags & BRF_LAMBDA))) {
            push(f, BR_ANGLE, BRF_TPARAMS, i, NULL);
            t.kind = P_TMPL_OPEN;
        }
        return t;
    case TOK_LSHIFT:
        /* `<<<` is lexed `<<` `<`; cudafe++ also takes them apart on one
         * line (`k << < g, b >> > (...)`, old code's spelling), not with
         * a line break between.  Not after `operator`: `operator<< <T>`. */
        if (f->prev != P_OPERATOR && rk(f, i + 1) == TOK_LT &&
            !(rtok(f, i + 1)->flags & TOKF_LINE_START)) {
            f->pos = i + 2;
            push(f, BR_LAUNCH, 0, i, NULL);
            t.kind = P_LAUNCH_OPEN;
        }
        return t;
    case TOK_GT: case TOK_RSHIFT: {
        /* [temp.names]/3: in template arguments the first non-nested `>`
         * closes, and `>>` is two `>`; `>=` and `>>=` are operators. */
        struct bracket *b = top(f);
        if (f->prev == P_OPERATOR || !b)
            return t;
        if (b->kind == BR_ANGLE) {
            f->prev_popped_flags = b->flags;
            f->pending_qual_sym = b->tmpl;
            f->pending_dep = template_id_qualifier_dependent(f, b->tmpl);
            f->pending_opaque = false;
            f->depth--;
            t.kind = P_TMPL_CLOSE;
            if (k == TOK_RSHIFT) {
                f->split = TOK_GT;
                f->split_tok = i;
            }
            return t;
        }
        /* `>>>` closing a launch is `>>` `>`, with any white space
         * between (a line break too), as cudafe++ reads it */
        if (b->kind == BR_LAUNCH && k == TOK_RSHIFT && rk(f, i + 1) == TOK_GT) {
            f->pos = i + 2;
            f->depth--;
            t.kind = P_LAUNCH_CLOSE;
        }
        return t;
    }
    case TOK_LPAREN: {
        int flags = 0;
        if (f->prev == P_DECLTYPE)
            flags |= BRF_DECLTYPE;
        if (f->prev == P_IF || f->prev == P_WHILE || f->prev == P_FOR || f->prev == P_SWITCH ||
            f->prev == P_CATCH || f->prev == P_CONSTEXPR)
            flags |= BRF_CONTROL;
        if (ptrmem_scan(f, i) ||
            qual_declarator_scan(f, i)) {
            t.kind = P_PTRMEM_LPAREN;
        } else if ((f->prev == P_IDENTIFIER || f->prev == P_RPAREN || f->prev == P_RBRACKET ||
                    f->prev == P_TMPL_CLOSE) &&
                   accepts(f, P_INIT_LPAREN)) {
            bool params = false;
            if (accepts(f, P_LPAREN)) {
                struct scope *extra = NULL;
                if (f->last_name_qual && f->last_name_qual->kind == SCOPE_CLASS)
                    extra = f->last_name_qual;
                struct la a = { f, i, 0, extra, 0, 0, false, false, false };
                p->stats_lookaheads++;
                params = la_params(&a);
            }
            if (!params)
                t.kind = P_INIT_LPAREN;
        }
        push(f, BR_PAREN, flags, i, NULL);
        return t;
    }
    case TOK_LBRACKET: {
        /* GNU array designators in a braced list: `{ [2] = v, [0][1] = w,
         * [1 ... 3] = x }` -- the `[` after `{` or `,` whose groups of
         * `[...]` and `.name` end in `=` (a lambda's `]` is followed by
         * `(`, `<`, `{` or a specifier, never `=`) */
        if (i < f->desig_end) {
            t.kind = P_DESIG_LBRACKET;
            push(f, BR_BRACKET, 0, i, NULL);
            return t;
        }
        if ((f->prev == P_LBRACE || f->prev == P_COMMA) && b && b->kind == BR_BRACE &&
            rk(f, i + 1) != TOK_LBRACKET) {
            uint32_t j = i;
            for (int n = 0; n < 16; n++) {
                if (rk(f, j) == TOK_LBRACKET)
                    j = skip_group(f, j);
                else if (rk(f, j) == TOK_DOT && rk(f, j + 1) == TOK_IDENTIFIER)
                    j += 2;
                else
                    break;
            }
            if (rk(f, j) == TOK_ASSIGN) {
                f->desig_end = j;
                t.kind = P_DESIG_LBRACKET;
                push(f, BR_BRACKET, 0, i, NULL);
                return t;
            }
        }
        int flags = is_expression_end(f->prev) ? 0 : BRF_LAMBDA;
        push(f, BR_BRACKET, flags, i, NULL);
        return t;
    }
    case TOK_LBRACE:
    case TOK_COLON:
    case TOK_TRY:
        if (p->class_nesting > 0 && accepts(f, P_DEFERRED_BODY)) {
            uint32_t e = body_end(f, i);
            f->pos = e;
            t.kind = P_DEFERRED_BODY;
            t.val.kind = e;
            return t;
        }
        if (k == TOK_LBRACE)
            push(f, BR_BRACE, 0, i, NULL);
        return t;
    case TOK_RPAREN:
        pop_to(f, BR_PAREN);
        if (f->prev_popped_flags & BRF_DECLTYPE)
            f->pending_qual_sym = i >= 2 ? decltype_class(f, i - 2) : NULL;
        return t;
    case TOK_RBRACKET:
        pop_to(f, BR_BRACKET);
        return t;
    case TOK_RBRACE:
        pop_to(f, BR_BRACE);
        return t;
    case TOK_SEMI:
        while (f->depth && (top(f)->kind == BR_ANGLE || top(f)->kind == BR_LAUNCH))
            f->depth--;
        return t;
    case TOK_COLONCOLON:
        /* (not after a concept-id: `requires C<T> ::ns::type f();`) */
        if (f->prev == P_SCOPE_NAME ||
            (f->prev == P_TMPL_CLOSE && !(f->prev_popped_flags & BRF_TPARAMS) &&
             !(f->pending_qual_sym && symbol_class(f->pending_qual_sym) == NC_CONCEPT)) ||
            (f->prev == P_RPAREN && (f->prev_popped_flags & BRF_DECLTYPE)))
            t.kind = P_COLONCOLON;
        else
            t.kind = P_GLOBAL_SCOPE;
        return t;
    case TOK_DELETE:
        if (rk(f, i + 1) == TOK_LBRACKET && rk(f, i + 2) == TOK_RBRACKET) {
            f->pos = i + 3;
            t.kind = P_DELETE_ARRAY;
        } else if (rk(f, i + 1) == TOK_LBRACKET && f->prev != P_OPERATOR &&
                   accepts(f, P_DELETE_ARRAY)) {
            /* delete [size] p (cfront): read as delete [] p, 387 at the
             * size; not a lambda operand (`delete [x](...) {...}()`) */
            uint32_t after = skip_group(f, i + 1), close = after - 1;
            int n = rk(f, after);
            if (n == TOK_LPAREN) {
                uint32_t a2 = skip_group(f, after);
                int n2 = rk(f, a2);
                if (n2 == TOK_LBRACE || n2 == TOK_ARROW || n2 == TOK_MUTABLE ||
                    n2 == TOK_NOEXCEPT || n2 == TOK_CONSTEXPR || n2 == TOK_ATTRIBUTE ||
                    n2 == TOK_LBRACKET)
                    return t;
            }
            if (rk(f, close) != TOK_RBRACKET || n == TOK_LBRACE || n == TOK_EOF)
                return t;
            pa_delete_size(p, i + 1, close);
            f->pos = after;
            t.kind = P_DELETE_ARRAY;
        }
        return t;
    case TOK_OVERLOAD:
        /* cfront's overload (--anachronisms): a decl-specifier with no
         * effect; `overload f, g;` declares nothing (read as `;`) */
        if (accepts(f, P_SIMPLE_DECLSPEC)) {
            uint32_t j = i + 1;
            while (rk(f, j) == TOK_IDENTIFIER && rk(f, j + 1) == TOK_COMMA)
                j += 2;
            bool names = rk(f, j) == TOK_IDENTIFIER && rk(f, j + 1) == TOK_SEMI;
            j++;
            pa_overload_keyword(p, i, names ? j : 0);
            if (names && accepts(f, P_SEMI)) {
                f->pos = j + 1;
                t.kind = P_SEMI;
                t.val.tok = j;
                t.val.kind = TOK_SEMI;
            }
        }
        return t;
    case TOK_NEW:
        if (f->prev == P_OPERATOR && rk(f, i + 1) == TOK_LBRACKET &&
            rk(f, i + 2) == TOK_RBRACKET) {
            f->pos = i + 3;
            t.kind = P_NEW_ARRAY;
        }
        return t;
    case TOK_EXPLICIT:
        if (rk(f, i + 1) == TOK_LPAREN)
            t.kind = P_EXPLICIT_BOOL;
        return t;
    case TOK_NOEXCEPT:
        if (rk(f, i + 1) == TOK_LPAREN) {
            t.kind = P_NOEXCEPT_PAREN;
            /* In a class, a member's noexcept(...) is parsed with the
             * bodies (it may use members declared later). */
            if (p->class_nesting > 0 && accepts(f, P_DEFERRED_NOEXCEPT)) {
                t.kind = P_DEFERRED_NOEXCEPT;
                t.val.tok = i + 1;
                t.val.kind = skip_group(f, i + 1);
                f->pos = t.val.kind;
            }
        }
        return t;
    case TOK_ASM: {
        /* asm [volatile|inline|goto]* ( ... ) */
        uint32_t j = i + 1;
        while (rk(f, j) == TOK_VOLATILE || rk(f, j) == TOK_INLINE || rk(f, j) == TOK_GOTO)
            j++;
        if (rk(f, j) == TOK_LPAREN)
            j = skip_group(f, j);
        f->pos = j;
        t.kind = P_ASM_STMT;
        t.val.kind = j;
        return t;
    }
    case TOK_CLASS: case TOK_STRUCT: case TOK_UNION: case TOK_TYPENAME: {
        struct bracket *b = top(f);
        if (b && b->kind == BR_ANGLE && (b->flags & BRF_TPARAMS) &&
            (f->prev == P_TMPL_OPEN || f->prev == P_COMMA || f->prev == P_TMPL_CLOSE)) {
            if (k == TOK_CLASS)
                t.kind = P_TPARAM_KEY;
            else if (k == TOK_TYPENAME) {
                int k1 = rk(f, i + 1), k2 = rk(f, i + 2);
                if (!(k1 == TOK_COLONCOLON ||
                      (k1 == TOK_IDENTIFIER && (k2 == TOK_COLONCOLON || k2 == TOK_LT))))
                    t.kind = P_TPARAM_KEY;
            }
            if (t.kind == P_TPARAM_KEY)
                return t;
        }
        if (k != TOK_TYPENAME && f->prev != P_ENUM && f->prev != P_ENUM_DEF &&
            f->prev != P_ENUM_OPAQUE && class_def_follows(f, i))
            t.kind = P_CLASS_KEY_DEF;
        return t;
    }
    case TOK_ENUM:
        t.kind = enum_kind(f, i);
        return t;
    case TOK_REQUIRES:
        if (accepts(f, P_NESTED_REQUIRES))
            t.kind = P_NESTED_REQUIRES;
        return t;
    default:
        return t;
    }
}

/* Bookkeeping after a token is handed out. */
static void handed_out(struct filter *f, const struct ftok *t)
{
    int k = t->kind;
    if (k == P_SCOPE_NAME) {   /* (X's own qualifier is still known here) */
        f->pending_opaque = opaque_qualifier(f, t->val.p, f->qualified, f->qual, f->opaque_qual);
        f->pending_dep = !f->pending_opaque &&
                         dependent_qualifier(t->val.p, f->qualified, f->qual, f->dep_qual);
    } else if (k == P_RPAREN && f->have_last_popped && (f->last_popped.flags & BRF_DECLTYPE) &&
               f->last_popped.tok > 0 && rk(f, skip_ignorable(f, t->val.tok + 1)) == TOK_COLONCOLON) {
        /* decltype(e)::, of a type no template parameter makes dependent
         * (opaque), or else in a template a dependent qualifier: what
         * follows is a type where C++20 implies typename (stdexec's
         * `using __demangle_t = decltype(__demangle_v<_Ty>)::__t;`) */
        f->pending_opaque = pa_decltype_nondependent(f->p, f->last_popped.tok - 1);
        f->pending_dep = !f->pending_opaque && pa_in_template_definition(f->p);
    } else if (k != P_COLONCOLON) {
        f->pending_opaque = false;
    }
    if (k == P_COLONCOLON || k == P_GLOBAL_SCOPE) {
        f->dep_qual = k == P_COLONCOLON && f->pending_dep;
        f->opaque_qual = k == P_COLONCOLON && f->pending_opaque;
        f->pending_dep = f->pending_opaque = false;
        f->qualified = true;
        f->qual = k == P_GLOBAL_SCOPE ? f->p->global : symbol_scope(f->pending_qual_sym);
    } else if (k == P_TEMPLATE || k == P_TILDE) {
        /* A::template B, A::~A: the qualifier carries over */
    } else {
        bool is_name = k == P_IDENTIFIER || k == P_TYPE_NAME || k == P_TEMPLATE_NAME ||
                       k == P_VTEMPLATE_NAME || k == P_DEP_TEMPLATE_NAME || k == P_CTOR_NAME ||
                       k == P_CONCEPT_NAME || k == P_NAMESPACE_NAME || k == P_OPERATOR;
        if (is_name)
            f->last_name_qual = f->qualified ? f->qual : NULL;
        f->qualified = false;
        f->qual = NULL;
    }
    if (k == P_SCOPE_NAME)
        f->pending_qual_sym = t->val.p;
    else if (k != P_TMPL_CLOSE && k != P_RPAREN && k != P_COLONCOLON)
        f->pending_qual_sym = NULL;

    f->after_template_kw = k == P_TEMPLATE &&
                           (f->prev == P_COLONCOLON || f->prev == P_DOT || f->prev == P_ARROW);
    if (k == P_DOT)
        f->after_member_access = true;
    else if (k == P_ARROW)   /* member access, or a trailing return type? */
        /* `{ e } -> C<T>` in a requires-expression is no member access */
        f->after_member_access =
            f->prev != P_RBRACE &&
            !parser_accepts_after((const struct yypstate *)f->ps, P_ARROW, P_BUILTIN_TYPE);
    else if (k != P_TEMPLATE && k != P_TILDE && k != P_SCOPE_NAME && k != P_COLONCOLON &&
             k != P_GLOBAL_SCOPE)
        f->after_member_access = false;
    f->prev2 = f->prev;
    f->prev = k;
    f->prev_tok = t->val.tok;
    f->prev_sym = t->val.p;
}

/* A type keyword where an operand goes and no type can continue (`a <
 * int > w`, `return float v`): cudafe++ reports "type name is not
 * allowed" at it and reads it as an operand. */
static void type_as_operand(struct filter *f, struct ftok *t)
{
    struct parser *p = f->p;
    const struct yypstate *ps = f->ps;
    uint32_t i = t->val.tok;
    if (f->pos != i + 1 || !accepts(f, P_INT_LITERAL) || !accepts(f, t->kind))
        return;
    int next = rk(f, skip_ignorable(f, i + 1));
    /* a type's name: only before a name (`return T v`) */
    if (t->kind == P_TYPE_NAME && next != TOK_IDENTIFIER)
        return;
    int nk = filter_map_kind(next);
    if (next == TOK_IDENTIFIER)
        nk = P_IDENTIFIER;
    if (nk == P_BUILTIN_TYPE || nk == P_CV || next == TOK_LPAREN || next == TOK_LBRACE ||
        next == TOK_COLONCOLON || next == TOK_ELLIPSIS || parser_accepts_after(ps, t->kind, nk))
        return;
    /* (with a type's continuation after it, e.g. `int *` as a declaration
     * or a cast's type, the grammar's own errors apply) */
    if (next == TOK_STAR || next == TOK_AMP || next == TOK_AMPAMP || next == TOK_LBRACKET)
        return;
    if (!p->reported_valid || p->reported_tok != i)
        parser_error_at(p, i, DIAG_type_identifier_not_allowed, NULL);
    p->reported_tok = i;
    p->reported_valid = true;
    t->kind = P_INT_LITERAL;
}

/* The end (exclusive) of what follows a declarator's `&&` at i up to the
 * end of the construct id's recovery skips: the declaration's `;` or its
 * function body's `}` (40), the `)` closing the list (18), the `,` or `>`
 * ending the template parameter (706); after template arguments (439) the
 * statement or declaration to its `;` (cudafe++'s recovery changes how
 * the enclosing template arguments read); never past the end of the
 * enclosing brackets. */
static uint32_t skip_after_syntax_error(struct filter *f, uint32_t i, enum diag_id id)
{
    int depth = 0;
    for (; i < f->end; i++) {
        int k = rtok(f, i)->kind;
        if (k == TOK_EOF)
            return i;
        bool angles = id == DIAG_edg_706;
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE || (angles && k == TOK_LT)) {
            depth++;
            continue;
        }
        if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE ||
            (angles && (k == TOK_GT || k == TOK_RSHIFT))) {
            depth -= angles && k == TOK_RSHIFT ? 2 : 1;
            if (depth < 0)
                return i;   /* the enclosing bracket's closer */
            if (depth == 0 && k == TOK_RBRACE && (id == DIAG_exp_identifier || id == DIAG_exp_gt)) {
                int n = rk(f, i + 1);
                if (n != TOK_SEMI && n != TOK_COMMA)
                    return i + 1;   /* a function body */
            }
            continue;
        }
        if (depth == 0 && k == TOK_SEMI)
            return id == DIAG_exp_identifier || id == DIAG_exp_gt ? i + 1 : i;
        if (depth == 0 && k == TOK_COMMA && id == DIAG_edg_706)
            return i;
    }
    return i;
}

/* --no_rvalue_refs: `&&` is no ptr-operator and `&` / `&&` no ref-
 * qualifier.  A `&&` the parser takes where no expression goes on (it
 * would not take `||` or an operand there) and a ptr-operator may follow
 * is a declarator's: cudafe++'s syntax error there is what it expected
 * instead (observed): in template arguments `>` (439), in a template
 * parameter's default `,` or `>` (706), in parentheses where they may
 * close (parameters, casts) `)` (18), else where a declarator-id may come
 * an identifier (40); not judged after `(` (a nested declarator) or where
 * none of these fits (a conversion-type-id).  Else it is a ref-qualifier:
 * error 3420, as for `&`.  The declaration reads on as written (cudafe++
 * goes on into the function's body too). */
static void rvalue_refs_off(struct filter *f, const struct ftok *t)
{
    int k = t->kind;
    if (!accepts(f, k) || accepts(f, P_PIPEPIPE) || accepts(f, P_INT_LITERAL))
        return;
    int seq[2] = { k, P_STAR };
    bool ptr_op = parser_accepts_seq((const struct yypstate *)f->ps, seq, 2);
    if (!ptr_op) {
        /* a ref-qualifier: after a function declarator's `)` or its
         * cv-qualifiers (not a lambda's capture-default `[&`) */
        if (f->prev == P_RPAREN || f->prev == P_CV)
            pa_rvalue_refs_off(f->p, t->val.tok, DIAG_edg_3420);
        return;
    }
    if (k != P_AMPAMP)
        return;
    struct bracket *b = top(f);
    enum diag_id id = DIAG__COUNT;
    if (f->prev == P_LPAREN) {
        /* (a nested declarator: not judged) */
    } else if (b && b->kind == BR_ANGLE) {
        /* (a template-id's arguments: when they fall short of the
         * template's parameters cudafe++ says so and then what the
         * enclosing construct expected -- not judged; a cast's type:
         * `>`) */
        bool cast = b->opener == P_STATIC_CAST || b->opener == P_CONST_CAST ||
                    b->opener == P_REINTERPRET_CAST || b->opener == P_DYNAMIC_CAST;
        if (accepts(f, P_TMPL_CLOSE) && ((b->flags & BRF_TPARAMS) || cast))
            id = (b->flags & BRF_TPARAMS) ? DIAG_edg_706 : DIAG_exp_gt;
    } else if (b && b->kind == BR_PAREN && accepts(f, P_RPAREN)) {
        id = DIAG_exp_rparen;
    } else if (accepts(f, P_IDENTIFIER)) {
        id = DIAG_exp_identifier;
    }
    if (id != DIAG__COUNT)
        pa_rvalue_refs_off(f->p, t->val.tok, id);
    /* What cudafe++ skips or reads otherwise after the error is muted
     * (cufe reads it on as written): the rest of the declaration (40; in a
     * function template cudafe++ drops it, body included), of the
     * parenthesized list (18: the parameters after it), of the statement
     * or declaration (439, and where the error is not judged) or of the
     * template parameter (706). */
    uint32_t e = skip_after_syntax_error(f, t->val.tok + 1, id == DIAG__COUNT ? DIAG_exp_gt : id);
    if (e > t->val.tok + 1)
        diag_mute_range(f->p->d, rtok(f, t->val.tok + 1)->offset, rtok(f, e - 1)->offset);
}

/* --no_variadic_templates: a template parameter pack's `...` (observed):
 * after `typename` "expected an identifier" (40); after `class` 819 `"..."
 * is not allowed`, then 952 at the `class` when a name follows (a nontype
 * parameter of class type) or 40 at the `,` / `>` that does; after a
 * template template parameter's `class` or a nontype parameter's type
 * `expected a "," or ">"` (706).  cufe reads the template on as variadic
 * and mutes the rest of its declaration (cudafe++'s parameters differ from
 * there on).  `sizeof...` is "expected an expression" (29) at the `...`,
 * the rest of its statement muted. */
static void variadic_templates_off(struct filter *f, const struct ftok *t)
{
    struct bracket *b = top(f);
    if (f->prev == P_SIZEOF && f->prev_tok + 1 == t->val.tok) {
        /* `sizeof...`: "expected an expression" at the `...`, and cudafe++
         * skips the rest of the statement */
        uint32_t i = t->val.tok;
        pa_variadic_templates_off(f->p, i, DIAG_exp_primary_expr);
        uint32_t e = skip_after_syntax_error(f, i + 1, DIAG_exp_gt);
        if (e > i + 1)
            diag_mute_range(f->p->d, rtok(f, i + 1)->offset, rtok(f, e - 1)->offset);
        return;
    }
    if (!b || b->kind != BR_ANGLE || !(b->flags & BRF_TPARAMS) || f->prev_tok + 1 != t->val.tok)
        return;
    uint32_t i = t->val.tok, key = f->prev_tok;
    int pk = rtok(f, key)->kind;
    if (f->prev == P_TPARAM_KEY && pk == TOK_TYPENAME) {
        pa_variadic_templates_off(f->p, i, DIAG_exp_identifier);
    } else if (f->prev == P_TPARAM_KEY && pk == TOK_CLASS && key > 0 &&
               rtok(f, key - 1)->kind != TOK_GT) {
        pa_variadic_templates_off(f->p, i, DIAG_edg_819);
        int nk = rk(f, i + 1);
        if (nk == TOK_IDENTIFIER)
            pa_variadic_templates_off(f->p, key, DIAG_edg_952);
        else if (nk == TOK_COMMA || nk == TOK_GT)
            pa_variadic_templates_off(f->p, i + 1, DIAG_exp_identifier);
    } else {
        pa_variadic_templates_off(f->p, i, DIAG_edg_706);
    }
    uint32_t e = skip_after_syntax_error(f, i + 1, DIAG_exp_identifier);
    if (e > i + 1)
        diag_mute_range(f->p->d, rtok(f, i + 1)->offset, rtok(f, e - 1)->offset);
}

/* --embedded_c++: the keywords that start what Embedded C++ leaves out
 * (observed): template (not the disambiguator after . -> ::, not a
 * template template parameter's), namespace (definitions, aliases,
 * using-directives), try, throw (expressions and exception
 * specifications), a noexcept specifier (not the operator), mutable (not a
 * lambda's), the new-style casts and dynamic_cast / typeid, and the
 * `using` of a using-declaration (not of a directive, an alias or
 * `using enum`). */
static void embedded_cxx_tokens(struct filter *f, const struct ftok *t)
{
    uint32_t i = t->val.tok;
    enum diag_id id = DIAG__COUNT;
    switch (t->kind) {
    case P_TEMPLATE: {
        struct bracket *b = top(f);
        if (f->prev != P_DOT && f->prev != P_ARROW && f->prev != P_COLONCOLON &&
            !(b && b->kind == BR_ANGLE && (b->flags & BRF_TPARAMS)))
            id = DIAG_edg_875;
        break;
    }
    case P_NAMESPACE:
        id = DIAG_edg_877;
        break;
    case P_TRY: case P_THROW:
        id = DIAG_edg_876;
        break;
    case P_NOEXCEPT:
        id = DIAG_edg_876;
        break;
    case P_NOEXCEPT_PAREN:
        if (accepts(f, P_NOEXCEPT))   /* a specifier's place, not an operand's */
            id = DIAG_edg_876;
        break;
    case P_DEFERRED_NOEXCEPT:
        if (i > 0 && rk(f, i - 1) == TOK_NOEXCEPT) {
            i--;
            id = DIAG_edg_876;
        }
        break;
    case P_MUTABLE:
        if (!accepts(f, P_ARROW))   /* (a lambda's mutable: its `->` could follow) */
            id = DIAG_edg_881;
        break;
    case P_STATIC_CAST: case P_REINTERPRET_CAST: case P_CONST_CAST:
        id = DIAG_edg_879;
        break;
    case P_DYNAMIC_CAST: case P_TYPEID:
        id = DIAG_edg_878;
        break;
    case P_USING: {
        uint32_t j = skip_ignorable(f, i + 1);
        int k = rk(f, j);
        if (k == TOK_NAMESPACE || k == TOK_ENUM)
            break;
        if (k == TOK_IDENTIFIER && rk(f, skip_ignorable(f, j + 1)) == TOK_ASSIGN)
            break;   /* an alias-declaration */
        id = DIAG_edg_880;
        break;
    }
    default:
        break;
    }
    if (id != DIAG__COUNT)
        pa_embedded_cxx(f->p, i, id);
}

/* --report_gnu_extensions: the GNU extensions a token handed out starts
 * (pa_gnu_extension): typeof, __restrict, and an asm statement's
 * `volatile` (the first) and first `:` (extended syntax). */
static void gnu_extension_tokens(struct filter *f, const struct ftok *t)
{
    uint32_t i = t->val.tok;
    switch (rk(f, i)) {
    case TOK_TYPEOF:
        pa_gnu_extension(f->p, i, DIAG_edg_1615);
        break;
    case TOK_RESTRICT:
        pa_gnu_extension(f->p, i, DIAG_edg_1614);
        break;
    case TOK_ASM: {
        if (t->kind != P_ASM_STMT)
            break;
        uint32_t j = i + 1;
        bool vol = false;
        for (; rk(f, j) == TOK_VOLATILE || rk(f, j) == TOK_INLINE || rk(f, j) == TOK_GOTO; j++)
            if (rk(f, j) == TOK_VOLATILE && !vol) {
                vol = true;
                pa_gnu_extension(f->p, j, DIAG_edg_1612);
            }
        if (rk(f, j) != TOK_LPAREN)
            break;
        int depth = 0;
        for (uint32_t e = t->val.kind; j < e; j++) {
            int k = rk(f, j);
            if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
                depth++;
            else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE)
                depth--;
            else if ((k == TOK_COLON || k == TOK_COLONCOLON) && depth == 1) {
                pa_gnu_extension(f->p, j, DIAG_edg_1611);
                break;
            }
        }
        break;
    }
    default:
        break;
    }
}

int filter_next(struct filter *f, struct pval *val)
{
    struct ftok t;
    if (f->split) {
        /* the rest of a split `>>`, `>=` or `>>=` */
        int k = f->split;
        f->split = 0;
        t = (struct ftok){ filter_map_kind(k), { .tok = f->split_tok, .kind = (uint32_t)k } };
        struct bracket *b = top(f);
        if (b && b->kind == BR_ANGLE && (k == TOK_GT || k == TOK_GE)) {
            f->prev_popped_flags = b->flags;
            f->pending_qual_sym = b->tmpl;
            f->pending_dep = template_id_qualifier_dependent(f, b->tmpl);
            f->pending_opaque = false;
            f->depth--;
            t.kind = P_TMPL_CLOSE;
            if (k == TOK_GE)
                f->split = TOK_ASSIGN;
        } else if (k == TOK_ASSIGN && rk(f, f->pos) == TOK_ASSIGN &&
                   !(rtok(f, f->pos)->flags & TOKF_SPACE_BEFORE)) {
            f->pos++;
            t.kind = P_EQEQ;
            t.val.kind = TOK_EQEQ;
        }
        goto out;
    }
    for (;;) {
        uint32_t i = skip_ignorable(f, f->pos);
        record_attributes(f, f->pos, i);
        /* an asm label after a declarator: dropped */
        if (rk(f, i) == TOK_ASM && (f->prev == P_RPAREN || f->prev == P_IDENTIFIER ||
                                    f->prev == P_RBRACKET || f->prev == P_CV) &&
            !(f->prev == P_RPAREN && (f->prev_popped_flags & BRF_CONTROL)) &&
            rk(f, i + 1) == TOK_LPAREN) {
            f->pos = skip_group(f, i + 1);
            continue;
        }
        f->pos = i;
        break;
    }
    if (f->marked != f->pos) {
        f->marked = f->pos;
        int m = decide_marker(f, f->pos);
        if (m) {
            t = (struct ftok){ m, { .tok = f->pos } };
            goto out;
        }
    }
    t = next_token(f);
    if (f->p->opts && opt_on(f->p->opts, OPT_report_gnu_extensions))
        gnu_extension_tokens(f, &t);
    if (f->p->opts && opt_on(f->p->opts, OPT_embedded_cxx))
        embedded_cxx_tokens(f, &t);
    if ((t.kind == P_AMPAMP || t.kind == P_AMP) && f->p->opts &&
        opt_given(f->p->opts, OPT_rvalue_refs) && !opt_on(f->p->opts, OPT_rvalue_refs) &&
        (f->p->mode.bits & LANG_CXX11))
        rvalue_refs_off(f, &t);
    /* --no_auto_type: decltype(auto) sends cudafe++'s parser astray (at
     * namespace scope it skips what follows, in a template to the end of
     * the input): not judged, and everything from it on muted */
    if (t.kind == P_DECLTYPE && rk(f, t.val.tok + 1) == TOK_LPAREN &&
        rk(f, t.val.tok + 2) == TOK_AUTO && rk(f, t.val.tok + 3) == TOK_RPAREN &&
        pa_auto_type_off(f->p))
        diag_mute_range(f->p->d, rtok(f, t.val.tok)->offset, SIZE_MAX);
    /* --no_auto_type: auto after a type specifier is a storage class
     * (`int auto x`), as after nothing else */
    if (t.kind == P_AUTO && (f->prev == P_BUILTIN_TYPE || f->prev == P_TYPE_NAME) &&
        pa_auto_type_off(f->p) && accepts(f, P_SIMPLE_DECLSPEC))
        t.kind = P_SIMPLE_DECLSPEC;
    if (t.kind == P_ELLIPSIS && f->p->opts && opt_given(f->p->opts, OPT_variadic_templates) &&
        !opt_on(f->p->opts, OPT_variadic_templates) && (f->p->mode.bits & LANG_CXX11))
        variadic_templates_off(f, &t);
    if (t.kind == P_BUILTIN_TYPE || t.kind == P_TYPE_NAME)
        type_as_operand(f, &t);
out:
    handed_out(f, &t);
    f->p->stats_tokens++;
    *val = t.val;
    return t.kind;
}

void filter_mark_brace(struct filter *f, struct scope *s)
{
    for (size_t d = f->depth; d > 0; d--) {
        struct bracket *b = &f->stack[d - 1];
        if (b->kind == BR_BRACE) {
            b->flags |= BRF_SCOPE;
            b->scope = s;
            return;
        }
    }
}

uint32_t filter_open_brace(const struct filter *f, bool *enclosed)
{
    for (size_t d = f->depth; d > 0; d--)
        if (f->stack[d - 1].kind == BR_BRACE) {
            *enclosed = false;
            for (size_t o = d - 1; o > 0; o--)
                if (f->stack[o - 1].kind != BR_BRACE)
                    *enclosed = true;
            return f->stack[d - 1].tok;
        }
    return UINT32_MAX;
}

uint32_t filter_close_brace(struct filter *f, bool *init)
{
    for (size_t d = f->depth; d > 0; d--) {
        if (f->stack[d - 1].kind == BR_BRACE) {
            uint32_t tok = f->stack[d - 1].tok;
            int o = f->stack[d - 1].opener;
            *init = o == P_ASSIGN || o == P_COMMA || o == P_LPAREN || o == P_LBRACE ||
                    o == P_RETURN || o == P_INIT_LPAREN;
            f->depth = d - 1;
            return tok;
        }
    }
    return UINT32_MAX;
}

uint32_t filter_last_tok(const struct filter *f)
{
    return f->prev_tok;
}

int filter_innermost(const struct filter *f)
{
    return f->depth ? f->stack[f->depth - 1].kind : -1;
}

int filter_innermost_before(const struct filter *f, uint32_t tok)
{
    for (size_t d = f->depth; d > 0; d--)
        if (f->stack[d - 1].tok < tok)
            return f->stack[d - 1].kind;
    return -1;
}

/* From token i at this level, skipping balanced ( [ { groups: the first
 * token that is in stops (n of them), or the end of input. */
static uint32_t scan_to(const struct filter *f, uint32_t i, const int *stops, int n)
{
    for (;;) {
        int k = rk(f, i);
        if (k == TOK_EOF)
            return i;
        for (int j = 0; j < n; j++)
            if (k == stops[j])
                return i;
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
            i = skip_group(f, i);
        else
            i++;
    }
}

bool filter_skip_to_semi(struct filter *f, uint32_t from)
{
    static const int stops[] = { TOK_SEMI, TOK_RBRACE, TOK_RPAREN, TOK_RBRACKET };
    uint32_t i = scan_to(f, from, stops, 4);
    if (rk(f, i) != TOK_SEMI)
        return false;
    f->pos = i;
    f->split = 0;
    f->qualified = false;
    f->after_member_access = f->after_template_kw = false;
    return true;
}

bool filter_skip_to_rparen(struct filter *f, uint32_t from)
{
    static const int stops[] = { TOK_RPAREN, TOK_SEMI, TOK_RBRACE, TOK_LBRACE, TOK_RBRACKET };
    uint32_t i = scan_to(f, from, stops, 5);
    if (rk(f, i) != TOK_RPAREN)
        return false;
    f->pos = i;
    f->split = 0;
    return true;
}

void filter_sync(struct filter *f, uint32_t from)
{
    struct parser *p = f->p;
    /* the failing token was a `}` that closed a body: reopen it */
    if (rk(f, from) == TOK_RBRACE && f->have_last_popped && f->last_popped.kind == BR_BRACE &&
        f->prev_tok == from) {
        push(f, BR_BRACE, f->last_popped.flags, f->last_popped.tok, NULL);
        f->stack[f->depth - 1].scope = f->last_popped.scope;
    }
    /* back to the innermost body */
    size_t d = f->depth;
    while (d > 0 && !(f->stack[d - 1].kind == BR_BRACE && (f->stack[d - 1].flags & BRF_SCOPE)))
        d--;
    f->depth = d;
    struct scope *s = d ? f->stack[d - 1].scope : NULL;
    if (!s) {
        /* outside any body: the innermost namespace */
        s = p->scope;
        while (s && s->kind != SCOPE_NAMESPACE)
            s = s->parent;
        if (!s)
            s = p->global;
    }
    p->scope = s;
    p->fn_depth = 0;
    int cn = 0;
    for (struct scope *x = s; x; x = x->parent)
        cn += x->kind == SCOPE_CLASS;
    p->class_nesting = cn;
    f->split = 0;
    f->qualified = false;
    f->after_member_access = f->after_template_kw = false;
    /* skip to ; or the body's } (balanced) */
    static const int stops[] = { TOK_SEMI, TOK_RBRACE };
    f->pos = scan_to(f, from, stops, 2);
    f->marked = UINT32_MAX;
}
