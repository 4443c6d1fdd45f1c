/* Semantic actions of the grammar: scopes and declarations (parse_int.h).
 *
 * The parser enters names as their declarations complete, so that the
 * token filter classifies later uses correctly: classes at their head
 * (before the base clause and body), enumerators one by one, template
 * parameters as they are read, variables and functions when their
 * declarator is complete.  Only what classification needs is recorded
 * for now: what kind of entity a name is, and the scopes qualified names
 * lead to. */
#include "parse/parse_int.h"
#include "support/ptrmap.h"

#include <stdlib.h>
#include <string.h>

#include "parse/cuda_attr_check.h"
#include "support/cuda_attrs.h"
#include "support/util.h"

#include "generated/parser.h"
#include "parse/token_filter.h"

/* A plain string literal's type as messages spell it: not const with
 * --no_const_string_literals. */
static const char *literal_pointer(const struct parser *p)
{
    return p->opts && !opt_on(p->opts, OPT_const_string_literals) ? "char *" : "const char *";
}

/* ---- IL (il.h) ---- */

static struct scope *decl_scope(struct parser *p);

/* A node named by token tok (0 with has_pos false: unnamed). */
static struct il_node *il_tok(struct parser *p, enum il_kind kind, enum il_sub sub,
                              uint32_t tok, bool has_pos)
{
    const char *name = "";
    size_t len = 0;
    if (has_pos) {
        const struct token *t = parser_token(p, tok);
        name = lexer_text(p->lx, t);
        len = t->len;
    }
    return il_add(&p->arena, &p->il, kind, sub, name, len, tok, has_pos);
}

static int tk(struct parser *p, uint32_t i);
static bool keyword_typedef(struct parser *p, const struct symbol *s);
static bool in_template(struct parser *p);
static bool in_explicit_spec(struct parser *p);
static void unknown_type_flags(struct parser *p, struct symbol *sym,
                                  const struct declspec *ds, bool declarator);
static bool member_deleted(struct parser *p, uint32_t open);
static void note_class_template(struct parser *p, struct symbol *c, bool redeclared);
static void for_condition_template(struct parser *p, uint32_t tok);

/* The string of the linkage specification `extern "..."` right before
 * the declaration starting at token first (attributes between), 0 if
 * none: the declaration is directly in it ([dcl.link]: as if declared
 * `extern`). */
static uint32_t single_linkage(struct parser *p, uint32_t first)
{
    uint32_t t = first;
    while (t >= 4 && tk(p, t - 1) == TOK_RPAREN) {
        /* skip back over __attribute__((...)) */
        int depth = 0;
        uint32_t u = t - 1;
        for (;; u--) {
            int k = tk(p, u);
            if (k == TOK_RPAREN)
                depth++;
            else if (k == TOK_LPAREN && --depth == 0)
                break;
            if (u == 0)
                return 0;
        }
        if (u == 0 || tk(p, u - 1) != TOK_ATTRIBUTE)
            break;
        t = u - 1;
    }
    return t >= 2 && tk(p, t - 1) == TOK_STRING_LITERAL && tk(p, t - 2) == TOK_EXTERN ? t - 1 : 0;
}

/* Does a declaration starting at token first have C linkage: inside
 * extern "C" { }, or right after extern "C"? */
static bool extern_c(struct parser *p, uint32_t first)
{
    uint32_t s = single_linkage(p, first);
    if (s) {
        const struct token *st = parser_token(p, s);
        return st->len == 3 && memcmp(lexer_text(p->lx, st), "\"C\"", 3) == 0;
    }
    return p->linkage_depth > 0 && p->linkage_depth <= (int)ARRAY_SIZE(p->linkage_c) &&
           p->linkage_c[p->linkage_depth - 1];
}

/* extern "..." names "C" or "C++" (336 otherwise, at the string; the
 * declarations are read all the same). */
void pa_linkage_name(struct parser *p, uint32_t string)
{
    const struct token *st = parser_token(p, string);
    const char *x = lexer_text(p->lx, st);
    if ((st->len == 3 && memcmp(x, "\"C\"", 3) == 0) || (st->len == 5 && memcmp(x, "\"C++\"", 5) == 0) ||
        tk(p, string + 1) == TOK_STRING_LITERAL)
        return;
    parser_error_at(p, string, DIAG_edg_336, NULL);
    p->intact_errors++;
}

void pa_linkage_begin(struct parser *p, uint32_t string)
{
    pa_linkage_name(p, string);
    const struct token *st = parser_token(p, string);
    if (p->linkage_depth < (int)ARRAY_SIZE(p->linkage_c))
        p->linkage_c[p->linkage_depth] =
            st->len == 3 && memcmp(lexer_text(p->lx, st), "\"C\"", 3) == 0;
    p->linkage_depth++;
}

void pa_linkage_end(struct parser *p)
{
    if (p->linkage_depth > 0)
        p->linkage_depth--;
}

void pa_launch(struct parser *p, uint32_t open, uint32_t close)
{
    il_mark(&p->arena, &p->il, IL_MARK_LAUNCH, open, close, p->scope);
}

void pa_name_parens(struct parser *p, uint32_t open, uint32_t close)
{
    il_mark(&p->arena, &p->il, IL_MARK_NAME_PARENS, open, close, p->scope);
}

void pa_anon_namespace(struct parser *p, uint32_t ns_tok, uint32_t lbrace)
{
    il_mark(&p->arena, &p->il, IL_MARK_ANON_NS, ns_tok, lbrace, decl_scope(p));
}

/* A kernel or a __device__ (not __host__ __device__) function: its body
 * is device code. */
static bool device_only(const struct il_node *n)
{
    bool dev = false, host = false;
    for (unsigned i = 0; n && i < n->nattrs; i++) {
        if (n->attrs[i].id == CUDA_ATTR_ID_global)
            return true;
        dev |= n->attrs[i].id == CUDA_ATTR_ID_device;
        host |= n->attrs[i].id == CUDA_ATTR_ID_host;
    }
    return dev && !host;
}

void pa_function_def(struct parser *p, struct declarator *d, uint32_t body)
{
    if (d && d->node) {
        d->node->body_tok = body;
        d->node->flags |= IL_F_DEFINITION;
        if (tk(p, body) == TOK_ASSIGN && tk(p, body + 1) == TOK_DELETE)
            d->node->flags |= IL_F_DELETED;
    }
}

/* A member function declared `= delete` (its pure-specifier, read before
 * pa_declare): after the `)` of the parameter list opened at open, past
 * qualifiers, noexcept(...), attributes and a trailing return type. */
static bool member_deleted(struct parser *p, uint32_t open)
{
    if (!open || tk(p, open) != TOK_LPAREN)
        return false;
    int depth = 0;
    for (uint32_t t = open, n = 0; n < 4096; t++, n++) {
        int k = tk(p, t);
        if (k == TOK_LPAREN || k == TOK_LBRACKET)
            depth++;
        else if (k == TOK_RPAREN || k == TOK_RBRACKET)
            depth--;
        else if (k == TOK_EOF || (depth == 0 && (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_COMMA ||
                                                 k == TOK_RBRACE)))
            return false;
        else if (depth == 0 && k == TOK_ASSIGN)
            return tk(p, t + 1) == TOK_DELETE;
    }
    return false;
}

void pa_function_tree(struct parser *p, struct declarator *d, struct il_tree *body)
{
    if (p->fn_depth <= 1)
        p->d->muted = 0;   /* (a lambda muted by --no_lambdas left by an error) */
    if (d && d->node)
        d->node->body = body;
    if (d && d->node && p->body_fn) {
        struct parse_error_counts e = { p->intact_errors, p->syntax_errors - p->intact_errors };
        p->body_fn(p->body_ctx, &p->il, d->node, e);
    }
}

/* static_assert(cond, "msg"): recorded for sema, which evaluates it; one
 * outside a function body is judged right away (its error comes before
 * the parser's later ones, as cudafe++ gives them). */
void pa_static_assert(struct parser *p, uint32_t tok, struct il_tree *cond, uint32_t msg)
{
    struct il_assertion *a = arena_alloc(&p->arena, sizeof *a);
    memset(a, 0, sizeof *a);
    a->tok = tok;
    a->cond = cond;
    a->msg_tok = msg;
    a->scope = p->scope;
    int params = 0;
    for (struct scope *s = p->scope; s; s = s->kind == SCOPE_REENTRY && s->target ? s->target : s->parent) {
        if (s->kind == SCOPE_PARAMS)
            params++;
        if (s->kind == SCOPE_CLASS && params > 0)
            a->nested = true;   /* (a local class) */
    }
    a->nested |= params > 1;
    *p->il.assertions_tail = a;
    p->il.assertions_tail = &a->next;
    if (p->fn_depth == 0 && p->body_fn) {
        struct parse_error_counts e = { p->intact_errors, p->syntax_errors - p->intact_errors };
        p->body_fn(p->body_ctx, &p->il, NULL, e);
    }
}

/* The first token of the decl-specifier that starts at token t: the
 * parser records the type name itself (`array` in `::cuda::std::array<int,
 * 2>`, `type` in `typename A<T>::type`); this is the `::`, `cuda` or
 * `typename` before it. */
static uint32_t qualified_start(struct parser *p, uint32_t t)
{
    for (int guard = 0; guard < 64 && t > 0 && tk(p, t - 1) == TOK_COLONCOLON; guard++) {
        uint32_t q = t - 1;
        if (q == 0 || (tk(p, q - 1) != TOK_IDENTIFIER && tk(p, q - 1) != TOK_GT))
            return q;   /* a leading :: */
        if (tk(p, q - 1) == TOK_IDENTIFIER) {
            t = q - 1;
        } else {
            int depth = 0;
            uint32_t j = q - 1;
            for (; j > 0 && q - j < 4096; j--) {
                int k = tk(p, j);
                if (k == TOK_GT)
                    depth++;
                else if (k == TOK_RSHIFT)
                    depth += 2;
                else if (k == TOK_LT && --depth <= 0)
                    break;
            }
            if (j == 0 || tk(p, j) != TOK_LT || tk(p, j - 1) != TOK_IDENTIFIER)
                return t;
            t = j - 1;
        }
        if (t > 0 && tk(p, t - 1) == TOK_TEMPLATE)
            t--;
    }
    if (t > 0 && tk(p, t - 1) == TOK_TYPENAME)
        t--;
    return t;
}

/* The node of a declarator's declaration (not parameters). */
static struct il_node *il_declarator(struct parser *p, struct declspec *ds, struct declarator *d)
{
    if (d->name_kind == DN_NONE)
        return NULL;
    struct scope *s = decl_scope(p);
    if (d->id) {
        /* friends too, which no scope may hold */
        d->id->flags |= IDF_DECLARED;
        if ((ds && (ds->flags & DS_FRIEND)) || d->qualified ||
            (s && s->depth != 0 && s->kind != SCOPE_BLOCK && s->kind != SCOPE_PARAMS &&
             s->kind != SCOPE_TEMPLATE))
            d->id->flags |= IDF_NONGLOBAL;
    }
    if (s && (s->kind == SCOPE_PARAMS || s->kind == SCOPE_TEMPLATE))
        return NULL;
    enum il_kind k = IL_variable;
    enum il_sub sub = IL_SUB_NONE;
    if (ds && (ds->flags & DS_TYPEDEF)) {
        k = IL_type;
        sub = IL_SUB_TYPEDEF;
    } else if (d->dclass == DC_F) {
        k = IL_routine;
    } else if (s && s->kind == SCOPE_CLASS && !(ds && (ds->flags & DS_STATIC))) {
        k = IL_field;
    }
    struct il_node *n = d->id ? il_add(&p->arena, &p->il, k, sub, d->id->name, d->id->len,
                                       d->tok, true)
                              : il_tok(p, k, sub, d->tok, true);
    d->node = n;
    /* (no decl-specifiers: a constructor or destructor starts at its
     * qualifiers or its `~`, where attributes before it end) */
    n->first_tok = ds && ds->first_tok < d->tok ? qualified_start(p, ds->first_tok)
                   : qualified_start(p, d->tok > 0 && tk(p, d->tok - 1) == TOK_TILDE ? d->tok - 1
                                                                                   : d->tok);
    n->scope = d->qualified && d->qual ? d->qual : s;
    n->id_tok = d->qualified ? qualified_start(p, d->tok) : d->tok;
    n->params = d->params ? d->params->params : NULL;
    n->name_end = d->params && d->params->open_tok ? d->params->open_tok : d->tok + 1;
    uint32_t f = 0;
    if (ds) {
        f |= ds->flags & DS_STATIC ? IL_F_STATIC : 0;
        f |= ds->flags & DS_EXTERN ? IL_F_EXTERN : 0;
        f |= ds->flags & DS_CONSTEXPR ? IL_F_CONSTEXPR : 0;
        f |= ds->flags & DS_FRIEND ? IL_F_FRIEND : 0;
        f |= ds->flags & DS_TYPEDEF ? IL_F_TYPEDEF : 0;
    }
    f |= in_template(p) ? IL_F_TEMPLATE : 0;
    f |= in_explicit_spec(p) ? IL_F_SPEC : 0;
    f |= s && s->kind == SCOPE_CLASS ? IL_F_MEMBER : 0;
    f |= s && s->kind == SCOPE_BLOCK ? IL_F_LOCAL : 0;
    f |= d->qualified ? IL_F_QUALIFIED : 0;
    f |= d->has_ptr ? IL_F_PTR : 0;
    if (d->init_tok) {
        f |= IL_F_DEFINITION;
        n->init_tok = d->init_tok;
    }
    for (struct scope *ts = p->scope; ts; ts = ts->parent) {
        if (ts->kind == SCOPE_REENTRY)
            continue;
        if (ts->kind == SCOPE_TEMPLATE) {
            n->tmpl_tok = ts->open_tok;
            n->tmpl_close = ts->close_tok;
        }
        break;
    }
    if (extern_c(p, n->first_tok))
        f |= IL_F_EXTERN_C | IL_F_EXTERN_C_HERE;
    if (k == IL_variable && single_linkage(p, n->first_tok))
        f |= IL_F_EXTERN;   /* extern "C" const int n; declares n, defines nothing */
    if (k == IL_routine && d->name_kind == DN_DTOR && d->params && d->params->params &&
        !(d->params->params->type && d->params->params->type->kind == IL_type &&
          d->params->params->type->sub == tk_void && !d->params->params->next &&
          !d->params->params->name_tok)) {
        /* ~C(int): 407 at the first parameter */
        parser_error_at(p, d->params->params->first_tok, DIAG_edg_407, NULL);
        p->intact_errors++;
    }
    if (k == IL_routine && s && s->kind == SCOPE_CLASS && d->params && member_deleted(p, d->params->open_tok))
        f |= IL_F_DELETED;
    n->flags = f;
    n->type = pt_type(p, ds, d->derived);
    d->derived = NULL;
    n->init = d->init_tree;
    if (d->deferred_init)
        d->deferred_init->slot = &n->init;
    if (s && s->kind == SCOPE_BLOCK && !d->qualified)
        pt_local_decl(p, n);
    return n;
}

/* ---- scopes ---- */

void pa_push_scope(struct parser *p, enum scope_kind kind)
{
    p->scope = scope_new(&p->arena, kind, p->scope, NULL);
}

struct scope *pa_pop_scope(struct parser *p)
{
    struct scope *s = p->scope;
    if (s->parent)
        p->scope = s->parent;
    return s;
}

void pa_mark_brace(struct parser *p)
{
    if (p->f)
        filter_mark_brace(p->f, p->scope);
}

/* The scope declarations made now go to. */
static struct scope *decl_scope(struct parser *p)
{
    struct scope *s = scope_decl_target(p->scope);
    /* --old_for_init: a for-init declaration goes to the loop's block */
    if (s && s->for_init && s->parent)
        s = s->parent;
    return s;
}

/* Inside `template<params>` (not `template<>`): the innermost scope,
 * re-entries aside, is a template parameter scope with parameters. */
static bool in_template(struct parser *p)
{
    struct scope *s = p->scope;
    while (s && s->kind == SCOPE_REENTRY)
        s = s->parent;
    return s && s->kind == SCOPE_TEMPLATE && s->has_params;
}

static bool in_explicit_spec(struct parser *p)
{
    struct scope *s = p->scope;
    while (s && s->kind == SCOPE_REENTRY)
        s = s->parent;
    return s && s->kind == SCOPE_TEMPLATE && !s->has_params;
}

/* typename X::Y, from the `typename` at typename_tok to Y at name_tok
 * (y: what the filter found, qual: X's scope): Y's symbol when it names
 * a type and X is a chain of plain names cufe resolved -- no template-id
 * or decltype, nothing a specialization could make another type -- so
 * that `using TC = typename Layout::TC;` with Layout an alias of a known
 * class sees into TC (`TC::Index i;`, CUTLASS).  Otherwise NULL: the
 * type stays unknown. */
struct symbol *pa_typename_target(struct parser *p, uint32_t typename_tok, void *qual,
                                  void *y, uint32_t name_tok)
{
    const struct symbol *s = y;
    if (!qual || !s || name_tok <= typename_tok)
        return NULL;
    for (uint32_t i = typename_tok + 1; i < name_tok; i++) {
        int k = tk(p, i);
        if (k != TOK_IDENTIFIER && k != TOK_COLONCOLON)
            return NULL;
    }
    if (s->kind != SYM_CLASS && s->kind != SYM_ENUM && s->kind != SYM_TYPEDEF)
        return NULL;
    return (struct symbol *)s;
}

struct scope *pa_scope_of_symbol(struct parser *p, struct symbol *s)
{
    (void)p;
    return symbol_scope(s);
}

void pa_note_qualifier(struct parser *p, const struct il_tree *name, struct scope *qual)
{
    if (name && qual)
        ptrmap_put(&p->il.qualifier_by_tok, (const void *)(uintptr_t)(name->tok + 1), qual);
}

void pa_note_qualifier_targs(struct parser *p, struct symbol *tmpl, uint32_t name_tok,
                             struct il_tree *args, uint32_t colons)
{
    (void)args;   /* (pa_template_id made their type) */
    struct il_template_id *m = ptrmap_get(&p->template_id_at, (const void *)(uintptr_t)(name_tok + 1));
    if (tmpl && m && m->type->u.sym == tmpl)
        ptrmap_put(&p->il.qualifier_targs, (const void *)(uintptr_t)(colons + 1), m->type);
}

/* Every template-id of class template c, as the type X<args> it names
 * (il_list.template_ids). */
static void note_template_id(struct parser *p, const struct symbol *c, uint32_t name_tok,
                             const struct il_tree *args)
{
    /* the type `X<args>` names, as a declaration's type tree has it: the
     * arguments' nodes copied (a node has one list of siblings, the
     * declaration's), what is below them shared */
    struct il_tree *t = pt_new(p, IL_type, tk_class, IL_TYPE_NAMED, name_tok);
    t->u.sym = (struct symbol *)c;
    struct il_tree **tail = &t->first;
    for (const struct il_tree *a = args; a; a = a->next) {
        struct il_tree *copy = ARENA_NEW(&p->arena, struct il_tree);
        *copy = *a;
        copy->next = NULL;
        *tail = copy;
        tail = &copy->next;
    }
    struct il_template_id *m = ARENA_NEW(&p->arena, struct il_template_id);
    m->type = t;
    m->next = ptrmap_get(&p->il.template_ids, c);
    ptrmap_put(&p->il.template_ids, c, m);
    ptrmap_put(&p->template_id_at, (const void *)(uintptr_t)(name_tok + 1), m);
}

/* v declared by ds d: its class, when the declarator applies no operator
 * (decltype(v):: then names that class's scope; token_filter.c). */
static void note_var_class(struct parser *p, struct symbol *v, const struct declspec *ds,
                           const struct declarator *d)
{
    if (v && ds && ds->type && !d->has_ptr && d->dclass != DC_F && symbol_scope(ds->type))
        ptrmap_put(&p->var_class, v, ds->type);
}

static struct symbol *declare(struct parser *p, struct scope *s, uint32_t tok,
                              enum sym_kind kind)
{
    struct ident *id = parser_ident(p, tok);
    /* Redeclaring the same kind of thing: keep the one symbol. */
    struct symbol *old = scope_find_local(s, id);
    if (old && old->kind == kind && kind != SYM_FUNCTION && kind != SYM_FUNCTION_TEMPLATE)
        return old;
    struct symbol *sym = scope_declare(s, id, kind, tok);
    if (kind == SYM_VARIABLE && s->kind == SCOPE_BLOCK)
        pa_for_init_declared(p, s, sym);
    return sym;
}

/* A variable d in block s: a symbol of its own where it redeclares a
 * for-init variable under --old_for_init (101; the later declaration is
 * the one its uses see, as in cudafe++). */
static struct symbol *declare_variable(struct parser *p, struct scope *s, struct declarator *d,
                                       enum sym_kind kind, bool is_extern)
{
    if (!pa_for_init_redeclared(p, s, d)) {
        pa_redeclaration(p, s, d->tok, kind, is_extern);
        return declare(p, s, d->tok, kind);
    }
    struct symbol *n = scope_find_local(s, d->id);
    if (n && n->tok == d->tok)
        return n;
    n = scope_declare(s, d->id, kind, d->tok);
    pa_for_init_declared(p, s, n);
    return n;
}

/* ---- decl-specifiers and declarators ---- */

struct declspec *pa_ds_new(struct parser *p, uint32_t tok)
{
    struct declspec *ds = ARENA_NEW(&p->arena, struct declspec);
    ds->first_tok = tok;
    p->last_ds = ds;
    return ds;
}

struct declspec *pa_ds_flag(struct parser *p, struct declspec *ds, uint32_t tok, uint32_t kind)
{
    if (!ds)
        ds = pa_ds_new(p, tok);
    switch (kind) {
    case TOK_TYPEDEF: ds->flags |= DS_TYPEDEF; break;
    case TOK_FRIEND: ds->flags |= DS_FRIEND; break;
    case TOK_STATIC: ds->flags |= DS_STATIC; break;
    case TOK_EXTERN: ds->flags |= DS_EXTERN; break;
    case TOK_CONSTEXPR: ds->flags |= DS_CONSTEXPR; break;
    case TOK_CONST: ds->cv |= IL_CV_CONST; break;
    case TOK_VOLATILE: ds->cv |= IL_CV_VOLATILE; break;
    case TOK_RESTRICT: ds->cv |= IL_CV_RESTRICT; break;
    case TOK_INLINE:
        if (ds->flags & DS_EXTERN)
            pa_extern_inline(p, tok);
        break;
    default: break;
    }
    return ds;
}

struct declspec *pa_ds_type(struct parser *p, struct declspec *ds, struct symbol *type,
                            uint32_t tok)
{
    if (!ds)
        ds = pa_ds_new(p, tok);
    ds->flags |= DS_HAS_TYPE;
    ds->type = type;
    ds->type_tok = tok;
    if (!type && filter_map_kind(tk(p, tok)) == P_BUILTIN_TYPE) {
        ds->nkw = 1;
        ds->kw[0] = 0;
    }
    return ds;
}

struct declspec *pa_ds_targs(struct parser *p, struct declspec *ds, struct il_tree *targs)
{
    (void)p;
    if (ds)
        ds->targs = targs;
    return ds;
}

/* Builtin type keywords that cannot go together ([dcl.type.simple]
 * table): 84 "invalid combination of type specifiers" at the keyword that
 * breaks the combination (`int int`, `short long`, `long long long`), or
 * at the first keyword when a base type does not take the modifiers
 * before it (`unsigned float`, `long char`), 240 "duplicate specifier in
 * declaration" for a second short, signed or unsigned (observed).  Judged
 * among the standard keywords only (not __int128, _Complex, _FloatN ...). */
enum { BK_NONE, BK_INT, BK_CHAR, BK_DOUBLE, BK_OTHER, BK_UNKNOWN };

static int base_keyword(int k)
{
    switch (k) {
    case TOK_INT: return BK_INT;
    case TOK_CHAR: return BK_CHAR;
    case TOK_DOUBLE: return BK_DOUBLE;
    case TOK_FLOAT: case TOK_VOID: case TOK_BOOL: case TOK_WCHAR_T: case TOK_CHAR8_T:
    case TOK_CHAR16_T: case TOK_CHAR32_T:
        return BK_OTHER;
    case TOK_SHORT: case TOK_LONG: case TOK_SIGNED: case TOK_UNSIGNED:
        return BK_NONE;
    default:
        return BK_UNKNOWN;
    }
}

static void check_builtin_combination(struct parser *p, const struct declspec *ds, uint32_t tok)
{
    int base = BK_NONE, nlong = 0, nshort = 0, sign = 0;
    for (unsigned i = 0; i < ds->nkw; i++) {
        int k = (int)tk(p, ds->type_tok + ds->kw[i]);
        int b = base_keyword(k);
        if (b == BK_UNKNOWN)
            return;
        if (b != BK_NONE)
            base = b;
        nlong += k == TOK_LONG;
        nshort += k == TOK_SHORT;
        if (k == TOK_SIGNED || k == TOK_UNSIGNED)
            sign = k;
    }
    int k = (int)tk(p, tok);
    int b = base_keyword(k);
    if (b == BK_UNKNOWN)
        return;
    bool other = base == BK_OTHER;   /* float, void, bool, wchar_t, charN_t */
    bool bad = false, dup = false;
    if (k == TOK_SIGNED || k == TOK_UNSIGNED) {
        dup = sign == k;
        bad = (sign && sign != k) || base == BK_DOUBLE || other;
    } else if (k == TOK_SHORT) {
        dup = nshort > 0;
        bad = nlong || (base != BK_NONE && base != BK_INT);
    } else if (k == TOK_LONG) {
        bad = nlong == 2 || nshort || (base != BK_NONE && base != BK_INT && base != BK_DOUBLE) ||
              (base == BK_DOUBLE && nlong == 1);
    } else if (base != BK_NONE) {
        bad = true;   /* a second base type */
    } else if (b == BK_CHAR) {
        bad = nlong || nshort;
    } else if (b == BK_DOUBLE) {
        bad = nlong > 1 || nshort || sign;
    } else if (b == BK_OTHER) {
        bad = nlong || nshort || sign;
    }
    if (dup) {
        parser_error_at(p, tok, DIAG_dupl_decl_specifier, NULL);
        p->intact_errors++;
    } else if (bad) {
        /* (a base type the modifiers before it do not allow: at the
         * first of them, `unsigned float`, `long long double`) */
        bool at_first = b != BK_NONE && base == BK_NONE;
        parser_error_at(p, at_first ? ds->type_tok : tok, DIAG_bad_combination_of_type_specifiers, NULL);
        p->intact_errors++;
    }
}

/* A builtin type keyword after a named type: `auto int x`, `S int y`
 * are 84 at the keyword (at the type in a class); a typedef then a modifier (`T long`, `T
 * unsigned`) cudafe++ accepts (GNU mode, observed), and so does cufe,
 * keeping the typedef's type.  Other named types: silent. */
struct declspec *pa_ds_named_builtin(struct parser *p, struct declspec *ds, uint32_t tok)
{
    bool body = false;   /* the named type is a class or enum definition */
    for (uint32_t i = ds ? ds->type_tok : tok; i < tok && !body; i++)
        body = tk(p, i) == TOK_RBRACE;
    if (body) {
        /* `struct X {...} int y;`, `enum E {...} unsigned f();`: the `;`
         * after the body is missing -- a syntax error, reported as the
         * parser reports one there (the caller starts error recovery) */
        parser_error_at(p, tok, DIAG_exp_semicolon, NULL);
        return NULL;
    }
    if (!ds || tok == 0 || tok <= ds->type_tok)
        return ds;
    struct symbol *s = ds->type ? symbol_resolve(ds->type) : NULL;
    /* (--auto_storage, or --no_auto_type: auto is a storage class, `auto
     * int` an int) */
    bool auto_kw = !ds->type && tk(p, ds->type_tok) == TOK_AUTO &&
                   !(p->opts && opt_given(p->opts, OPT_auto_storage) &&
                     opt_on(p->opts, OPT_auto_storage)) &&
                   !pa_auto_type_off(p);
    if (auto_kw || (s && s->kind == SYM_CLASS)) {
        /* (at the named type when the keyword is a modifier -- short,
         * long, signed, unsigned --, else at the keyword; whatever is
         * between them, observed) */
        int k = tk(p, tok);
        bool modifier = k == TOK_SHORT || k == TOK_LONG || k == TOK_SIGNED || k == TOK_UNSIGNED;
        parser_error_at(p, modifier ? ds->type_tok : tok, DIAG_bad_combination_of_type_specifiers, NULL);
        p->intact_errors++;
    }
    return ds;
}

struct declspec *pa_ds_builtin(struct parser *p, struct declspec *ds, uint32_t tok)
{
    if (ds && ds->nkw)
        check_builtin_combination(p, ds, tok);
    if (ds && ds->nkw && ds->nkw < sizeof ds->kw && tok > ds->type_tok &&
        tok - ds->type_tok < 256)
        ds->kw[ds->nkw++] = (uint8_t)(tok - ds->type_tok);
    return ds;
}

struct declarator *pa_dr_name(struct parser *p, enum dname_kind k, uint32_t tok,
                              struct ident *id, struct scope *qual, bool qualified)
{
    struct declarator *d = ARENA_NEW(&p->arena, struct declarator);
    d->name_kind = (uint8_t)k;
    d->dclass = DC_I;
    d->tok = tok;
    d->id = id;
    d->qual = qual;
    d->qualified = qualified;
    return d;
}

struct declarator *pa_dr_params(struct parser *p, struct declarator *d, struct scope *params)
{
    (void)p;
    if (d) {
        if (d->dclass == DC_I)
            d->dclass = DC_F;
        if (!d->params)
            d->params = params;
    }
    return d;
}

struct declarator *pa_dr_ptr(struct parser *p, struct declarator *d)
{
    (void)p;
    if (d) {
        d->has_ptr = true;
        if (d->dclass == DC_I)
            d->dclass = DC_O;
    }
    return d;
}

struct declarator *pa_dr_derive(struct parser *p, struct declarator *d, struct il_tree *t)
{
    (void)p;
    if (d)
        d->derived = pt_derive(d->derived, t);
    return d;
}

void pa_dr_init_tree(struct parser *p, struct declarator *d, struct il_tree *init,
                     struct deferred *later)
{
    (void)p;
    if (d) {
        d->init_tree = init;
        d->deferred_init = later;
    }
}

unsigned pa_cv_bit(uint32_t kind)
{
    switch (kind) {
    case TOK_CONST: return IL_CV_CONST;
    case TOK_VOLATILE: return IL_CV_VOLATILE;
    case TOK_RESTRICT: return IL_CV_RESTRICT;
    default: return 0;
    }
}

struct declarator *pa_dr_pack(struct parser *p, struct declarator *d)
{
    (void)p;
    if (d)
        d->pack = true;
    return d;
}

/* An out-of-class definition's qualified declarator-id: from here to the
 * end of the declaration, names are looked up in the class (or
 * namespace) first. */
void pa_qualified_declarator(struct parser *p, struct declarator *d)
{
    if (!d || !d->qual || p->scope->kind == SCOPE_REENTRY)
        return;
    if (d->qual->kind != SCOPE_CLASS && d->qual->kind != SCOPE_NAMESPACE)
        return;
    struct scope *r = scope_new(&p->arena, SCOPE_REENTRY, p->scope, NULL);
    r->target = d->qual;
    p->scope = r;
}

void pa_end_declaration(struct parser *p)
{
    while (p->scope->kind == SCOPE_REENTRY && p->scope->parent)
        p->scope = p->scope->parent;
    pa_template_mute(p);
}

/* Copy the members of an anonymous union/struct into the enclosing scope. */
static void inject_members(struct parser *p, struct symbol *cls)
{
    struct scope *from = cls->members, *to = decl_scope(p);
    if (!from || !to)
        return;
    for (uint32_t i = 0; i < from->nslots; i++) {
        struct symbol *s = from->slots[i];
        if (!s || (s->flags & SYMF_INJECTED))
            continue;
        struct symbol *n = scope_declare(to, s->id, (enum sym_kind)s->kind, s->tok);
        n->members = s->members;
        n->target = s->target;
    }
}

static void check_copy_init(struct parser *p, struct declspec *ds, struct declarator *d);
void attr_table_add(struct attr_table *t, struct attr_rec *r, uint32_t key)
{
    if (t->count >= t->nbuckets) {
        uint32_t nb = t->nbuckets ? 2 * t->nbuckets : 1024;
        struct attr_rec **b = xcalloc(nb, sizeof *b);
        for (uint32_t i = 0; i < t->nbuckets; i++)
            for (struct attr_rec *x = t->buckets[i], *next; x; x = next) {
                next = x->chain;
                x->chain = b[x->key & (nb - 1)];
                b[x->key & (nb - 1)] = x;
            }
        free(t->buckets);
        t->buckets = b;
        t->nbuckets = nb;
    }
    r->key = key;
    r->chain = t->buckets[key & (t->nbuckets - 1)];
    t->buckets[key & (t->nbuckets - 1)] = r;
    t->count++;
    if (key / 64 >= t->nkeys) {
        uint32_t n = t->nkeys ? t->nkeys : 256;
        while (n <= key / 64)
            n *= 2;
        t->keys = xrealloc(t->keys, n * sizeof *t->keys);
        memset(t->keys + t->nkeys, 0, (n - t->nkeys) * sizeof *t->keys);
        t->nkeys = n;
    }
    t->keys[key / 64] |= (uint64_t)1 << (key % 64);
}

void attr_table_free(struct attr_table *t)
{
    free(t->buckets);
    free(t->keys);
    t->buckets = NULL;
    t->keys = NULL;
    t->nbuckets = t->count = t->nkeys = 0;
}

static const struct il_attr *find_attr(const struct il_node *n, enum cuda_attr id);
static void cuda_declaration(struct parser *p, struct declspec *ds, struct declarator *d,
                             struct il_node *n);

/* A const object of a type spelled with keywords (a scalar, a pointer,
 * an array of them), defined without an initializer: error 257 ([dcl.init]
 * /7: a const object must be initialized), at the `;` or `,` after its
 * declarator; a reference to such a type: error 252 ([dcl.init.ref]).  Not a member, parameter, extern or typedef declaration;
 * not a range-for's (the range initializes it). */
static void check_const_initialized(struct parser *p, struct declspec *ds, struct declarator *d,
                                    const struct il_node *n)
{
    if (!n || n->kind != IL_variable || d->init_tok || d->name_kind != DN_IDENT || !d->id ||
        (n->flags & (IL_F_EXTERN | IL_F_MEMBER | IL_F_TYPEDEF | IL_F_CONSTEXPR)) ||
        (ds && (ds->flags & DS_FRIEND)) || d->qualified || !n->type)
        return;
    struct scope *s = decl_scope(p);
    /* (a namespace member is named with its qualifiers: not spelled here) */
    if (!s || (s->kind != SCOPE_BLOCK && s != p->global))
        return;
    const struct il_tree *t = n->type;
    while (t && t->kind == IL_type && t->sub == tk_array)
        t = t->first;
    bool ref = t && t->kind == IL_type && t->sub == tk_pointer &&
               (t->op & (IL_PTR_LREF | IL_PTR_RREF)) && t == n->type;
    if (!t || t->kind != IL_type || (!(t->op & IL_CV_CONST) && !ref) ||
        (!ref && t->sub == tk_pointer && (t->op & (IL_PTR_LREF | IL_PTR_RREF))))
        return;
    /* only types spelled with keywords or a typedef of keywords (no
     * class, enum, auto) */
    for (const struct il_tree *u = ref ? n->type->first : n->type; u; u = u->first) {
        if (u->kind != IL_type)
            break;
        if ((u->op & IL_TYPE_NAMED) && !u->first && keyword_typedef(p, u->u.sym))
            break;
        if ((u->op & IL_TYPE_NAMED) || (u->sub != tk_integer && u->sub != tk_float &&
                                        u->sub != tk_pointer && u->sub != tk_array))
            return;
        if (u->sub == tk_integer || u->sub == tk_float)
            break;
    }
    /* the token after the declarator: past brackets and parentheses */
    uint32_t i = d->tok + 1;
    for (int depth = 0; i - d->tok < 4096; i++) {
        int k = tk(p, i);
        if (k == TOK_EOF)
            return;
        if (k == TOK_LBRACKET || k == TOK_LPAREN)
            depth++;
        else if (k == TOK_RBRACKET || k == TOK_RPAREN)
            depth--;
        else if (depth == 0)
            break;
    }
    if (tk(p, i) != TOK_SEMI && tk(p, i) != TOK_COMMA)
        return;
    /* in a template, cudafe++ gives 257 as a warning (and 252: not known) */
    bool tmpl = false;
    for (const struct scope *t = s; t && !tmpl; t = t->parent)
        tmpl = t->kind == SCOPE_TEMPLATE && t->has_params;
    if (tmpl && ref)
        return;
    struct diag_loc loc;
    parser_loc(p, i, &loc);
    const char *args[] = { d->id->name, NULL };
    if (tmpl) {
        diag_report_sev(p->d, DIAG_missing_initializer_on_const, SEV_WARNING, &loc, args);
        return;
    }
    diag_report(p->d, ref ? DIAG_missing_initializer_on_reference : DIAG_missing_initializer_on_const, &loc, args);
    p->syntax_errors++, p->intact_errors++;
}

/* `~X()` in class C's body with X not C (279 at the `~`). */
void pa_cdtor_template_args(struct parser *p, uint32_t lt, uint32_t gt)
{
    il_mark(&p->arena, &p->il, IL_MARK_DROP, lt, gt, NULL);
}

static void check_destructor_name(struct parser *p, struct declarator *d)
{
    if (d->name_kind != DN_DTOR || d->qualified || d->tok == 0 || tk(p, d->tok - 1) != TOK_TILDE ||
        tk(p, d->tok) != TOK_IDENTIFIER)
        return;
    struct scope *s = decl_scope(p);
    if (!s || s->kind != SCOPE_CLASS || !s->owner || !s->owner->id ||
        s->owner->id == parser_ident(p, d->tok))
        return;
    parser_error_at(p, d->tok - 1, DIAG_edg_279, NULL);
    p->intact_errors++;
}

/* A member function declared with no type specifier whose name is not
 * its class's (a constructor misspelled: `explicit Pipelineq(T t)`): 260
 * at the name ("int" assumed); `explicit` on it (771); a mem-initializer
 * list after it cannot follow (65 at its `:`). */
static void check_member_without_type(struct parser *p, struct declspec *ds, struct declarator *d,
                                      struct il_node *node)
{
    if (d->name_kind != DN_IDENT || !d->id || d->qualified || d->dclass != DC_F || d->has_ptr ||
        (ds && (ds->flags & (DS_HAS_TYPE | DS_FRIEND | DS_TYPEDEF))))
        return;
    struct scope *s = decl_scope(p);
    if (!s || s->kind != SCOPE_CLASS || !s->owner || !s->owner->id)
        return;
    for (const struct scope *c = s; c; c = c->parent)
        if (c->kind == SCOPE_CLASS && c->owner && c->owner->id == d->id)
            return;
    /* (only names the filter saw as undeclared, not a macro-like use) */
    if (tk(p, d->tok) != TOK_IDENTIFIER || tk(p, d->tok + 1) != TOK_LPAREN)
        return;
    parser_error_at(p, d->tok, DIAG_missing_type_specifier, NULL);
    p->intact_errors++;
    if (node)
        node->flags |= IL_F_IMPLICIT_INT;
    for (uint32_t t = ds ? ds->first_tok : d->tok; ds && t < d->tok; t++)
        if (tk(p, t) == TOK_EXPLICIT) {
            parser_error_at(p, t, DIAG_edg_771, "explicit");
            p->intact_errors++;
        }
    /* `(...) :`: mem-initializers on a function that is no constructor */
    int depth = 0;
    for (uint32_t t = d->tok + 1; t - d->tok < 4096; t++) {
        int k = tk(p, t);
        if (k == TOK_EOF)
            return;
        if (k == TOK_LPAREN)
            depth++;
        else if (k == TOK_RPAREN && --depth == 0) {
            if (tk(p, t + 1) == TOK_COLON) {
                parser_error_at(p, t + 1, DIAG_exp_semicolon, NULL);
                p->intact_errors++;
            }
            return;
        }
    }
}

/* --friend_injection: the scope a friend declaration's name is declared
 * in, visible to ordinary lookup: the innermost enclosing namespace or
 * block (a local class's friends); NULL without the option. */
static struct scope *friend_home(struct parser *p)
{
    if (!p->opts || !opt_given(p->opts, OPT_friend_injection) ||
        !opt_on(p->opts, OPT_friend_injection))
        return NULL;
    struct scope *s = p->scope;
    while (s && s->kind != SCOPE_NAMESPACE && s->kind != SCOPE_BLOCK)
        s = s->parent;
    return s;
}

/* ... a friend function (or function template) named unqualified.  Left
 * alone where the scope has something else of that name (cudafe++'s
 * function then hides a class: not modelled).  A class template's friend
 * functions cudafe++ declares when the template is instantiated; cufe at
 * once (silent before the instantiation, where cudafe++ finds nothing). */
static void inject_friend(struct parser *p, struct declarator *d)
{
    if (d->name_kind != DN_IDENT || !d->id || d->qualified || d->dclass != DC_F)
        return;
    struct scope *s = friend_home(p);
    if (!s)
        return;
    for (const struct symbol *x = scope_find_local(s, d->id); x; x = x->next)
        if (x->kind != SYM_FUNCTION && x->kind != SYM_FUNCTION_TEMPLATE)
            return;
    declare(p, s, d->tok, in_template(p) ? SYM_FUNCTION_TEMPLATE : SYM_FUNCTION);
}

/* `virtual` where no virtual function is declared ([class.virtual],
 * [dcl.fct.spec]), at the keyword: on a constructor (377 ""virtual" is
 * not allowed"), on a static member function (314), on a function of a
 * namespace (239).  Not judged: templates, friends, qualified names,
 * block scope. */
static void check_virtual(struct parser *p, const struct declspec *ds, const struct declarator *d)
{
    if (!ds || !d->id || d->dclass != DC_F || d->qualified || in_template(p) ||
        (ds->flags & (DS_FRIEND | DS_TYPEDEF)) || (d->name_kind != DN_IDENT && d->name_kind != DN_CTOR))
        return;
    uint32_t virt = 0;
    for (uint32_t t = ds->first_tok; t && t < d->tok && t - ds->first_tok < 64; t++)
        if (tk(p, t) == TOK_VIRTUAL)
            virt = t;
    struct scope *s = decl_scope(p);
    if (!virt || !s)
        return;
    if (s->kind == SCOPE_CLASS && d->name_kind == DN_CTOR)
        parser_error_at(p, virt, DIAG_edg_377, "virtual");
    else if (s->kind == SCOPE_CLASS && (ds->flags & DS_STATIC))
        parser_error_at(p, virt, DIAG_edg_314, NULL);
    else if (s->kind == SCOPE_NAMESPACE && d->name_kind == DN_IDENT)
        parser_error_at(p, virt, DIAG_bad_specifier_outside_class_decl, NULL);
    else
        return;
    p->intact_errors++;
}

void pa_declare(struct parser *p, struct declspec *ds, struct declarator *d)
{
    if (d && pa_auto_type_off(p))
        pa_auto_storage_declarator(p, ds, d);
    if (!d) {
        if (ds && ds->type && !ds->type->id && ds->type->members &&
            (ds->type->kind == SYM_CLASS))
            inject_members(p, ds->type);
        return;
    }
    check_copy_init(p, ds, d);
    struct il_node *node = il_declarator(p, ds, d);
    cuda_declaration(p, ds, d, node);
    check_const_initialized(p, ds, d, node);
    check_member_without_type(p, ds, d, node);
    check_virtual(p, ds, d);
    check_destructor_name(p, d);
    pa_operator_params(p, ds, d);
    pa_template_signature(p, ds, d);
    if (d->name_kind != DN_IDENT || !d->id)
        return;
    if (ds && (ds->flags & DS_FRIEND)) {
        inject_friend(p, d);
        return;
    }
    if (d->qualified)
        return;   /* a member or namespace member defined elsewhere: already declared */
    struct scope *s = decl_scope(p);
    if (!s || s->kind == SCOPE_PARAMS || s->kind == SCOPE_TEMPLATE)
        return;
    pa_check_placeholder(p, ds, d, s);
    bool tmpl = in_template(p);
    if (ds && (ds->flags & DS_TYPEDEF)) {
        if (d->name_kind == DN_IDENT)
            pa_member_named_as_class(p, s, d->tok, true);
        if (!pa_for_init_redeclared(p, s, d))
            pa_redeclaration(p, s, d->tok, SYM_TYPEDEF, false);
        struct symbol *sym = declare(p, s, d->tok, SYM_TYPEDEF);
        sym->target = d->has_ptr || d->dclass == DC_F ? NULL : ds->type;
        if (sym->target == sym)
            sym->target = NULL;
        if (ds)
            unknown_type_flags(p, sym, ds, d->has_ptr || d->dclass == DC_F);
        return;
    }
    if (in_explicit_spec(p))
        return;
    if (d->dclass == DC_F) {
        if (!tmpl)
            pa_redeclaration(p, s, d->tok, SYM_FUNCTION, false);
        struct symbol *f = declare(p, s, d->tok, tmpl ? SYM_FUNCTION_TEMPLATE : SYM_FUNCTION);
        if (ds && (ds->flags & DS_STATIC))
            f->flags |= SYMF_STATIC;
        if (d->node) {
            d->node->sym = f;
            if (find_attr(d->node, CUDA_ATTR_ID_global))
                f->cuda |= SYMC_KERNEL;
        }
        if (tmpl && s->kind == SCOPE_CLASS)
            d->id->flags |= IDF_MEMBER_TEMPLATE;
        return;
    }
    bool is_extern = ds && (ds->flags & DS_EXTERN);
    struct symbol *v = declare_variable(p, s, d, tmpl ? SYM_VARIABLE_TEMPLATE : SYM_VARIABLE,
                                        is_extern);
    if (ds && (ds->flags & (DS_STATIC | DS_EXTERN)))
        v->flags |= SYMF_STATIC;
    if (!tmpl)
        note_var_class(p, v, ds, d);
    if (is_extern && s->kind == SCOPE_BLOCK)
        pa_block_extern(p, v);
    if (d->node && s->kind == SCOPE_NAMESPACE) {
        d->node->sym = v;
        if (find_attr(d->node, CUDA_ATTR_ID_managed)) {
            v->flags |= SYMF_MANAGED;
            v->cuda |= SYMC_MANAGED_VAR;
        } else if (find_attr(d->node, CUDA_ATTR_ID_constant)) {
            v->cuda |= SYMC_CONSTANT_VAR;
        } else if (find_attr(d->node, CUDA_ATTR_ID_device)) {
            v->cuda |= SYMC_DEVICE_VAR;
        }
    }
}

/* A variable's name, declared at the end of its declarator, before its
 * initializer is read ([basic.scope.pdecl]/1); pa_declare completes it
 * (declare() keeps the one symbol).  Typedefs and friends (which have no
 * initializer) and qualified names are left to pa_declare. */
void pa_declare_name(struct parser *p, struct declarator *d)
{
    if (d && pa_auto_type_off(p))
        pa_auto_storage_declarator(p, NULL, d);   /* (before the initializer) */
    if (!d || d->name_kind != DN_IDENT || !d->id || d->qualified || d->dclass == DC_F)
        return;
    struct scope *s = decl_scope(p);
    if (!s || s->kind == SCOPE_PARAMS || s->kind == SCOPE_TEMPLATE || in_explicit_spec(p))
        return;
    declare_variable(p, s, d, in_template(p) ? SYM_VARIABLE_TEMPLATE : SYM_VARIABLE, false);
}

void pa_declare_init(struct parser *p, struct declspec *ds, struct declarator *d,
                     struct il_tree *init)
{
    if (d)
        d->init_tree = init;
    pa_declare(p, ds, d);
}

/* `template <float X>`: a template parameter of a floating type, written
 * with keywords (maybe cv-qualified, not a pointer or reference), is an
 * error before C++20 (605 at its first token). */
static void check_floating_template_param(struct parser *p, uint32_t first)
{
    bool floating = false;
    uint32_t i = first;
    for (;; i++) {
        int k = tk(p, i);
        if (k == TOK_FLOAT || k == TOK_DOUBLE)
            floating = true;
        else if (k != TOK_CONST && k != TOK_VOLATILE && k != TOK_LONG)
            break;
    }
    if (!floating)
        return;
    if (tk(p, i) == TOK_IDENTIFIER)
        i++;
    int k = tk(p, i);
    if (k != TOK_ASSIGN && k != TOK_COMMA && k != TOK_GT && k != TOK_RSHIFT)
        return;
    struct diag_loc loc;
    parser_loc(p, first, &loc);
    diag_report(p->d, DIAG_edg_605, &loc, NULL);
    p->syntax_errors++, p->intact_errors++;
}

struct il_tree *pa_declare_param(struct parser *p, struct declspec *ds, struct declarator *d,
                                 struct il_tree *abstract, bool unnamed_pack)
{
    struct il_tree *type = pt_type(p, ds, d ? d->derived : abstract);
    if (d)
        d->derived = NULL;
    if (p->scope->kind == SCOPE_PARAMS) {
        struct il_param *pr = ARENA_NEW(&p->arena, struct il_param);
        pr->type = type;
        pr->first_tok = ds ? qualified_start(p, ds->first_tok) : d ? d->tok : 0;
        pr->name_tok = d && d->name_kind == DN_IDENT ? d->tok : 0;
        pr->init_tok = 0;
        pr->pack = d ? d->pack : unnamed_pack;
        if (!p->scope->params_tail)
            p->scope->params_tail = &p->scope->params;
        *p->scope->params_tail = pr;
        p->scope->params_tail = &pr->next;
    }
    if (p->scope->kind == SCOPE_TEMPLATE && ds && !p->cxx20)
        check_floating_template_param(p, ds->first_tok);
    if (!d || d->name_kind != DN_IDENT || !d->id || d->qualified)
        return type;
    struct scope *s = p->scope;
    if (s->kind == SCOPE_TEMPLATE)
        declare(p, s, d->tok, SYM_VALUE_PARAM);
    else if (s->kind == SCOPE_PARAMS || s->kind == SCOPE_BLOCK)
        note_var_class(p, declare(p, s, d->tok, SYM_VARIABLE), ds, d);
    return type;
}

/* A parameter that is no declaration (`f(int a, 1)`): cudafe++ counts it
 * as a parameter (calls with one argument fewer have too few); its type
 * is not known. */
void pa_error_param(struct parser *p, uint32_t tok)
{
    if (p->scope->kind != SCOPE_PARAMS)
        return;
    struct il_param *pr = ARENA_NEW(&p->arena, struct il_param);
    pr->first_tok = tok;
    if (!p->scope->params_tail)
        p->scope->params_tail = &p->scope->params;
    *p->scope->params_tail = pr;
    p->scope->params_tail = &pr->next;
}

/* The parameter just declared (in a parameter scope), or NULL. */
static struct il_param *last_param(struct parser *p)
{
    struct scope *s = p->scope;
    if (s->kind != SCOPE_PARAMS || !s->params_tail || s->params_tail == &s->params)
        return NULL;
    /* params_tail points at the last parameter's next field */
    return (struct il_param *)((char *)s->params_tail - offsetof(struct il_param, next));
}

/* The spelling cudafe++ gives a type written with integer keywords
 * [b, e) ("unsigned int", "signed char", "long long"), or NULL. */
static const char *keyword_int_type(struct parser *p, uint32_t b, uint32_t e)
{
    unsigned n[8] = { 0 };   /* unsigned signed short long int char bool, other */
    for (uint32_t i = b; i < e; i++) {
        switch (tk(p, i)) {
        case TOK_UNSIGNED: n[0]++; break;
        case TOK_SIGNED: n[1]++; break;
        case TOK_SHORT: n[2]++; break;
        case TOK_LONG: n[3]++; break;
        case TOK_INT: n[4]++; break;
        case TOK_CHAR: n[5]++; break;
        case TOK_BOOL: n[6]++; break;
        default: return NULL;
        }
    }
    unsigned uns = n[0], sig = n[1], sh = n[2], lg = n[3], in = n[4], ch = n[5], bo = n[6];
    if (uns + sig > 1 || in > 1 || ch > 1 || bo > 1 || sh > 1 || lg > 2 || (sh && lg))
        return NULL;
    if (bo)
        return uns + sig + sh + lg + in + ch ? NULL : "bool";
    if (ch)
        return sh + lg + in ? NULL : uns ? "unsigned char" : sig ? "signed char" : "char";
    if (!(uns + sig + sh + lg + in))
        return NULL;
    static const char *const names[2][4] = {
        { "int", "long", "long long", "short" },
        { "unsigned int", "unsigned long", "unsigned long long", "unsigned short" } };
    return names[uns][sh ? 3 : lg];
}

/* `template <int N = "s">`: 458 at the string literal (a plain one,
 * maybe parenthesized or concatenated), for a parameter whose type is
 * written with integer keywords (a typedef or a dependent type: not
 * judged). */
static void check_template_default(struct parser *p, uint32_t eq, const struct il_tree *init)
{
    uint32_t caret = eq + 1;   /* (a parenthesized one: at its `(`) */
    while (init && init->kind == IL_expr_node && init->sub == enk_operation &&
           init->op == eok_parens && init->first && !init->first->next)
        init = init->first;
    if (!init || init->kind != IL_expr_node || init->sub != enk_constant ||
        tk(p, init->tok) != TOK_STRING_LITERAL)
        return;
    /* its type: by the prefix all its pieces share (u8: char before C++20) */
    const char *prefix = NULL;
    size_t plen = 0;
    for (uint32_t i = init->tok; tk(p, i) == TOK_STRING_LITERAL; i++) {
        const char *text = lexer_text(p->lx, parser_token(p, i));
        size_t n = strcspn(text, "\"R");
        if (n > 2 || text[n] != '"' || (prefix && (n != plen || memcmp(prefix, text, n) != 0)))
            return;
        prefix = text, plen = n;
    }
    const char *lit = plen == 0 || (plen == 2 && !p->cxx20) ? literal_pointer(p)
                      : plen == 1 && prefix[0] == 'L'      ? "const wchar_t *"
                      : plen == 1 && prefix[0] == 'u'      ? "const char16_t *"
                      : plen == 1 && prefix[0] == 'U'      ? "const char32_t *"
                                                           : NULL;
    if (!lit || (plen && strncmp(literal_pointer(p), "const", 5) != 0))
        return;
    uint32_t e = eq, b = eq;
    if (e > 0 && tk(p, e - 1) == TOK_IDENTIFIER)
        e--, b--;
    while (b > 0 && tk(p, b - 1) != TOK_COMMA && tk(p, b - 1) != TOK_LT)
        b--;
    while (b < e && tk(p, b) == TOK_CONST)
        b++;   /* (a parameter's const is not part of its type) */
    const char *type = b < e ? keyword_int_type(p, b, e) : NULL;
    if (!type)
        return;
    struct diag_loc loc;
    parser_loc(p, caret, &loc);
    const char *dargs[] = { lit, type, NULL };
    diag_report(p->d, DIAG_edg_458, &loc, dargs);
    p->syntax_errors++, p->intact_errors++;
}

void pa_param_default(struct parser *p, uint32_t eq, struct il_tree *init)
{
    if (p->scope->kind == SCOPE_TEMPLATE)
        check_template_default(p, eq, init);
    struct il_param *last = last_param(p);
    if (last) {
        last->init_tok = eq;
        pt_param_default(last, init);
    }
}

/* ---- namespaces and using ---- */

void pa_namespace_begin(struct parser *p, uint32_t name_tok, bool is_inline)
{
    struct scope *cur = decl_scope(p);
    struct ident *id = name_tok ? parser_ident(p, name_tok)
                                : ident_intern(&p->idents, "<anonymous namespace>", 21);
    il_tok(p, IL_namespace, IL_SUB_NONE, name_tok, name_tok != 0);
    struct symbol *ns = NULL;
    for (struct symbol *s = scope_find_local(cur, id); s; s = s->next)
        if (s->kind == SYM_NAMESPACE) {
            ns = s;
            break;
        }
    if (!ns) {
        /* a namespace reopened through an inline namespace's parent */
        ns = scope_declare(cur, id, SYM_NAMESPACE, name_tok);
        ns->members = scope_new(&p->arena, SCOPE_NAMESPACE, cur, ns);
        ns->flags |= SYMF_DEFINED;
        if (!name_tok)
            scope_add_using(cur, ns->members);
    }
    if (is_inline) {
        ns->flags |= SYMF_INLINE;
        scope_add_inline(cur, ns->members);
    }
    p->scope = ns->members;
}

void pa_namespace_end(struct parser *p)
{
    pa_end_declaration(p);
    if (p->scope->parent)
        p->scope = p->scope->parent;
}

/* The namespace a using-directive or a namespace alias names: an
 * unqualified name no declaration has (725; a qualified one: the token
 * filter's namespace_ref_error()). */
void pa_namespace_ref(struct parser *p, uint32_t tok, struct symbol *sym)
{
    if (sym || tk(p, tok) != TOK_IDENTIFIER || (tok > 0 && tk(p, tok - 1) == TOK_COLONCOLON) ||
        lookup_unqualified(p->scope, parser_ident(p, tok)))
        return;
    parser_error_at(p, tok, DIAG_edg_725, NULL);
    p->intact_errors++;
}

void pa_namespace_alias(struct parser *p, uint32_t name_tok, struct symbol *target)
{
    struct symbol *t = symbol_resolve(target);
    if (!t || t->kind != SYM_NAMESPACE)
        return;
    struct symbol *s = declare(p, decl_scope(p), name_tok, SYM_NAMESPACE_ALIAS);
    s->target = t;
}

void pa_using_directive(struct parser *p, struct symbol *ns)
{
    struct scope *s = symbol_scope(ns);
    if (s && s->kind == SCOPE_NAMESPACE)
        scope_add_using(p->scope->kind == SCOPE_REENTRY ? decl_scope(p) : p->scope, s);
}

void pa_using_declaration(struct parser *p, struct scope *qual, uint32_t name_tok,
                          struct symbol *target, bool is_typename)
{
    struct scope *s = decl_scope(p);
    if (!s)
        return;
    /* using N::operator==: N's operators are found elsewhere (sema) */
    if (!target && qual && qual->kind == SCOPE_NAMESPACE && tk(p, name_tok) == TOK_OPERATOR)
        qual->nominated = 1;
    if (target && (target->flags & SYMF_INJECTED))
        return;   /* using Base::Base: inheriting constructors declare no name */
    if (target) {
        struct symbol *u = scope_declare(s, parser_ident(p, name_tok), SYM_USING, name_tok);
        u->target = target;
    } else if (is_typename) {
        declare(p, s, name_tok, SYM_TYPEDEF);
    }
}

/* using enum E; (C++20): E's enumerators become visible here, as if by a
 * using-directive of its scope. */
void pa_using_enum(struct parser *p, uint32_t name_tok, struct scope *qual, bool qualified)
{
    struct ident *id = parser_ident(p, name_tok);
    struct symbol *e = qualified ? (qual ? lookup_qualified(qual, id) : NULL)
                                 : lookup_unqualified(p->scope, id);
    e = symbol_resolve(e);
    if (e && e->kind == SYM_ENUM && e->members)
        scope_add_using(p->scope->kind == SCOPE_REENTRY ? decl_scope(p) : p->scope, e->members);
}

/* Whether symbol x is declared in namespaces only (no template's
 * parameter or member, no function's local). */
static bool namespace_member(const struct symbol *x)
{
    for (const struct scope *s = x->parent; s; s = s->parent)
        if (s->kind != SCOPE_NAMESPACE)
            return false;
    return true;
}

/* Whether the identifier at token i starts a (qualified) name that is
 * no namespace member: a template's parameter or member, a local, or not
 * found -- what a template parameter may make dependent.  A later
 * component (after ::, . or ->) is judged by its qualifier: false. */
static bool name_maybe_dependent(struct parser *p, uint32_t i)
{
    int b = tk(p, i - 1);
    if (b == TOK_COLONCOLON || b == TOK_DOT || b == TOK_ARROW)
        return false;
    const struct symbol *x = lookup_unqualified(p->scope, parser_ident(p, i));
    return !x || !namespace_member(x);
}

/* Whether the type decltype(e) at decltype_tok is certainly not
 * dependent: outside any template definition, or e names, at the start
 * of each of its (qualified) names, only members of namespaces
 * (`decltype(detail::select<detail::E8M23>())`; `this` or a name of a
 * template parameter, a member or a local: maybe dependent). */
bool pa_decltype_nondependent(struct parser *p, uint32_t decltype_tok)
{
    if (tk(p, decltype_tok) != TOK_DECLTYPE || tk(p, decltype_tok + 1) != TOK_LPAREN)
        return false;
    if (!pa_in_template_definition(p))
        return true;
    int depth = 0;
    for (uint32_t i = decltype_tok + 1;; i++) {
        int k = tk(p, i);
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE) {
            depth++;
        } else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE) {
            if (--depth == 0)
                return true;
        } else if (k == TOK_EOF || k == TOK_SEMI || k == TOK_THIS) {
            return false;
        } else if (k == TOK_IDENTIFIER && name_maybe_dependent(p, i)) {
            return false;
        }
    }
}

/* A typedef or alias sym of a type cufe does not know (ds its type
 * specifiers; declarator: a pointer, reference, array or function one
 * applies): SYMF_NOT_CLASS when it certainly is no class, SYMF_NONDEP
 * when it is decltype(e) and no template parameter can make it dependent
 * (then `sym::X` is no dependent qualifier, token_filter.c). */
static void unknown_type_flags(struct parser *p, struct symbol *sym,
                                  const struct declspec *ds, bool declarator)
{
    if (sym->target)
        return;
    if (declarator || (!ds->type && ds->nkw > 0))
        sym->flags |= SYMF_NOT_CLASS;
    else if (pa_decltype_nondependent(p, ds->type_tok))
        sym->flags |= SYMF_NONDEP;
}

void pa_alias_declaration(struct parser *p, uint32_t name_tok, struct declspec *type_ds,
                          struct il_tree *type)
{
    struct scope *s = decl_scope(p);
    if (!s)
        return;
    struct il_node *n = il_tok(p, IL_type, IL_SUB_TYPEDEF, name_tok, true);
    n->type = type;   /* (shown with the declarations, also in a block) */
    /* `using X = X<...>;` in a class names an X declared outside it: gcc
     * rejects the member changing what X means in the class ("changes
     * meaning"); the host writer qualifies the target. */
    struct symbol *t = type_ds ? type_ds->type : NULL;
    if (t && s->kind == SCOPE_CLASS && t->id == parser_ident(p, name_tok) &&
        tk(p, name_tok + 1) == TOK_ASSIGN && tk(p, name_tok + 2) == TOK_IDENTIFIER &&
        parser_ident(p, name_tok + 2) == t->id && tk(p, name_tok + 3) != TOK_COLONCOLON &&
        t->parent && t->parent->kind == SCOPE_NAMESPACE)
        il_mark(&p->arena, &p->il, IL_MARK_QUALIFY, name_tok + 2, 0, t->parent);
    pa_member_named_as_class(p, s, name_tok, true);
    if (!in_template(p))
        pa_redeclaration(p, s, name_tok, SYM_TYPEDEF, false);
    struct symbol *sym = declare(p, s, name_tok, in_template(p) ? SYM_ALIAS_TEMPLATE : SYM_TYPEDEF);
    sym->target = type_ds ? type_ds->type : NULL;
    if (sym->target == sym)
        sym->target = NULL;
    if (type_ds)
        unknown_type_flags(p, sym, type_ds, false);
}

/* ---- classes and enums ---- */

/* `struct A<int> { ... };` without `template<>`: 795 "specializing class
 * "A<int>" requires "template<>" syntax" at the name, unless
 * --old_specializations (observed).  The text joins each argument's
 * words with spaces and the arguments with ", "; judged where every
 * argument is words (identifiers, keywords, numbers) and the name is not
 * qualified. */
static void specialization_without_template(struct parser *p, uint32_t name_tok)
{
    if (tk(p, name_tok) != TOK_IDENTIFIER || tk(p, name_tok + 1) != TOK_LT)
        return;
    char buf[256];
    const struct token *nt = parser_token(p, name_tok);
    int n = snprintf(buf, sizeof buf, "%.*s<", (int)nt->len, lexer_text(p->lx, nt));
    bool word_before = false;
    for (uint32_t i = name_tok + 2; n > 0 && (size_t)n < sizeof buf - 8; i++) {
        int k = tk(p, i);
        if (k == TOK_GT) {
            n += snprintf(buf + n, sizeof buf - (size_t)n, ">");
            parser_error_at(p, name_tok, DIAG_edg_795, arena_strndup(&p->arena, buf, (size_t)n));
            p->intact_errors++;
            return;
        }
        if (k == TOK_COMMA) {
            if (!word_before)
                return;
            n += snprintf(buf + n, sizeof buf - (size_t)n, ", ");
            word_before = false;
            continue;
        }
        const struct token *t = parser_token(p, i);
        bool word = k == TOK_IDENTIFIER || k == TOK_INT_LITERAL ||
                    (tok_class((enum tok_kind)k) == TOKCLASS_keyword && k != TOK_TYPENAME &&
                     k != TOK_DECLTYPE && k != TOK_SIZEOF);
        if (!word || t->len > 64)
            return;
        n += snprintf(buf + n, sizeof buf - (size_t)n, "%s%.*s", word_before ? " " : "",
                      (int)t->len, lexer_text(p->lx, t));
        word_before = true;
    }
}

static struct symbol *class_head(struct parser *p, uint32_t key_tok, uint32_t name_tok,
                                 struct scope *qual, struct symbol *tmpl, bool is_spec);

struct symbol *pa_class_head(struct parser *p, uint32_t key_tok, uint32_t name_tok,
                             struct scope *qual, struct symbol *tmpl, bool is_spec)
{
    struct symbol *c = class_head(p, key_tok, name_tok, qual, tmpl, is_spec);
    /* A class defined with a qualified name (`struct N::X : B {...}`,
     * `template <> struct N::T<int> : B<int> {...}`): the names of its base
     * clause, as those of its body, are looked up in N first
     * ([basic.lookup.unqual]) -- re-entered here, until pa_class_begin. */
    if (qual && (qual->kind == SCOPE_NAMESPACE || qual->kind == SCOPE_CLASS) &&
        p->scope->kind != SCOPE_REENTRY && qual != scope_decl_target(p->scope)) {
        struct scope *r = scope_new(&p->arena, SCOPE_REENTRY, p->scope, NULL);
        r->target = qual;
        p->scope = r;
        p->head_reentry = r;
    }
    return c;
}

static struct symbol *class_head(struct parser *p, uint32_t key_tok, uint32_t name_tok,
                                 struct scope *qual, struct symbol *tmpl, bool is_spec)
{
    const struct token *kt = parser_token(p, key_tok);
    p->class_key_tok = key_tok;
    enum il_sub sub = kt->kind == TOK_STRUCT ? IL_SUB_STRUCT
                    : kt->kind == TOK_UNION ? IL_SUB_UNION : IL_SUB_CLASS;
    struct il_node *node = il_tok(p, IL_type, sub, name_tok, name_tok != 0);
    bool t = in_template(p);
    /* (the table's default is on, the seed's; in the C++ modes nvcc uses
     * cudafe++ allows old specializations only when the option is given) */
    if (is_spec && !t && !in_explicit_spec(p) && !qual && p->opts &&
        !(opt_given(p->opts, OPT_old_specializations) && opt_on(p->opts, OPT_old_specializations)))
        specialization_without_template(p, name_tok);
    if (is_spec) {
        /* A partial or explicit specialization: a scope of its own,
         * recorded with the primary template. */
        struct symbol *prim = symbol_resolve(tmpl);
        struct symbol *spec = ARENA_NEW(&p->arena, struct symbol);
        spec->kind = SYM_CLASS;
        spec->id = prim ? prim->id : NULL;
        spec->tok = name_tok;
        spec->target = prim;
        node->sym = spec;
        return spec;
    }
    if (!name_tok) {
        struct symbol *anon = ARENA_NEW(&p->arena, struct symbol);
        anon->kind = SYM_CLASS;
        anon->parent = decl_scope(p);
        node->sym = anon;
        return anon;
    }
    struct scope *s = qual ? qual : decl_scope(p);
    struct ident *id = parser_ident(p, name_tok);
    if (!qual)
        pa_member_named_as_class(p, s, name_tok, false);
    for (struct symbol *o = scope_find_local(s, id); o; o = o->next) {
        if ((o->kind == SYM_CLASS || o->kind == SYM_CLASS_TEMPLATE) &&
            !(o->flags & SYMF_INJECTED)) {
            if (t) {
                o->kind = SYM_CLASS_TEMPLATE;
                note_class_template(p, o, true);
            }
            node->sym = o;
            return o;
        }
    }
    if (qual)
        return NULL;
    struct symbol *c = scope_declare(s, id, t ? SYM_CLASS_TEMPLATE : SYM_CLASS, name_tok);
    c->flags |= SYMF_TAG;
    if (t)
        note_class_template(p, c, false);
    node->sym = c;
    return c;
}

/* `final` (or `override`, an error not reported) after a class head's name. */
void pa_class_virt(struct parser *p, uint32_t tok)
{
    const struct token *t = parser_token(p, tok);
    if (t->len == 5 && memcmp(lexer_text(p->lx, t), "final", 5) == 0)
        p->pending_final = true;
}

void pa_class_begin(struct parser *p, struct symbol *cls, uint32_t lbrace)
{
    /* A class defined with a qualified name (struct A::B {...}) is a
     * member of A: its lexical parent is A's scope. */
    struct scope *parent = p->scope, *resume = p->scope;
    if (p->head_reentry && p->scope == p->head_reentry)
        resume = p->scope->parent;   /* (the head's, pa_class_head) */
    p->head_reentry = NULL;
    struct scope *home = !cls ? NULL : cls->parent ? cls->parent
                       : cls->target ? cls->target->parent : NULL;   /* specializations */
    if (home && home != scope_decl_target(p->scope) &&
        !(p->scope->kind == SCOPE_REENTRY && p->scope->target == home)) {
        parent = scope_new(&p->arena, SCOPE_REENTRY, p->scope, NULL);
        parent->target = home;
    }
    struct scope *s = scope_new(&p->arena, SCOPE_CLASS, parent, cls);
    s->resume = resume;
    /* (the class head read last is this one's: its base clause reads none;
     * sema finds the body and its access labels from there) */
    s->key_tok = p->class_key_tok;
    if (cls) {
        struct symbol *prim = NULL;
        if (cls->target && cls->target->kind == SYM_CLASS_TEMPLATE && !cls->parent) {
            /* specialization */
            prim = cls->target;
            if (!prim->members && prim->parent) {
                /* only declared: an empty primary scope, so that X<...>::
                 * lookups reach the specializations */
                prim->members = scope_new(&p->arena, SCOPE_CLASS, prim->parent, prim);
            }
            struct scope_list *l = ARENA_NEW(&p->arena, struct scope_list);
            l->scope = s;
            l->next = prim->specs;
            prim->specs = l;
            s->is_template_spec = 1;
        }
        cls->members = s;
        cls->flags |= SYMF_DEFINED;
        if (cls->id) {
            struct symbol *inj = scope_declare(s, cls->id, prim ? SYM_CLASS_TEMPLATE
                                                                : (enum sym_kind)cls->kind,
                                               cls->tok);
            inj->flags |= SYMF_INJECTED;
            inj->members = s;
            inj->target = prim ? prim : NULL;
            if (prim)
                inj->specs = prim->specs;
        }
    }
    for (struct base_list *b = p->pending_bases; b; b = b->next)
        scope_add_base(s, b->base, b->tok, b->is_virtual, b->dependent);
    s->unknown_bases = p->pending_unknown_base;
    s->is_final = p->pending_final;
    s->open_tok = lbrace;
    s->opaque_base = p->pending_opaque_base;
    p->pending_bases = NULL;
    p->pending_unknown_base = false;
    p->pending_final = false;
    p->pending_opaque_base = false;
    p->scope = s;
    p->class_nesting++;
    /* --pack_alignment: the host writer puts the class definitions where
     * no #pragma pack is in effect between #pragma pack(N) lines */
    bool enclosed = false;
    uint32_t brace = p->opts && opt_given(p->opts, OPT_pack_alignment) && p->f
                         ? filter_open_brace(p->f, &enclosed) : UINT32_MAX;
    if (brace != UINT32_MAX && !enclosed)
        il_mark(&p->arena, &p->il, IL_MARK_CLASS_DEF, p->class_key_tok, brace, p->scope);
}

void pa_class_end(struct parser *p, uint32_t rbrace)
{
    pa_end_declaration(p);
    struct scope *s = p->scope;
    while (s && s->kind != SCOPE_CLASS)
        s = s->parent;
    if (s)
        s->close_tok = rbrace;
    /* The class is complete: the checks of its declarations (overriders,
     * data members) come before the bodies saved for now, as cudafe++
     * gives them; a class in a function body is checked with the body. */
    if (p->fn_depth == 0 && p->body_fn) {
        struct parse_error_counts e = { p->intact_errors, p->syntax_errors - p->intact_errors };
        p->body_fn(p->body_ctx, &p->il, NULL, e);
    }
    if (s && s->resume)
        p->scope = s->resume;
    else if (s && s->parent)
        p->scope = s->parent;
    if (p->class_nesting > 0)
        p->class_nesting--;
    if (p->class_nesting == 0 && p->deferred) {
        /* The outermost class is complete: parse the saved bodies. */
        struct deferred *list = p->deferred;
        p->deferred = NULL;
        p->deferred_tail = &p->deferred;
        bool device = p->device_code;
        struct il_node *fn = p->fn_node;
        struct deferred *replaying = p->replaying;
        for (struct deferred *d = list; d; d = d->next) {
            p->device_code = d->device;
            p->fn_node = d->node;
            p->replaying = d;
            parser_replay(p, d->start, d->begin, d->end, d->scope);
        }
        p->device_code = device;
        p->fn_node = fn;
        p->replaying = replaying;
    }
}

/* Whether the template arguments of the base named from first_tok
 * (`B<T>`, `ns::B<int, T::v>`) may depend on a template parameter: in a
 * template definition, a name at the start of a (qualified) name in them
 * that is not a namespace member (a parameter, a member, not found). */
static bool base_args_dependent(struct parser *p, uint32_t first_tok)
{
    if (!pa_in_template_definition(p))
        return false;
    uint32_t i = first_tok;
    while (tk(p, i) == TOK_IDENTIFIER || tk(p, i) == TOK_COLONCOLON || tk(p, i) == TOK_TEMPLATE)
        i++;
    if (tk(p, i) != TOK_LT)
        return true;   /* (not a template-id as expected: not judged) */
    int depth = 0;
    for (;; i++) {
        int k = tk(p, i);
        if (k == TOK_LT || k == TOK_LPAREN || k == TOK_LBRACKET) {
            depth++;
        } else if (k == TOK_GT || k == TOK_RPAREN || k == TOK_RBRACKET) {
            if (--depth == 0)
                return false;
        } else if (k == TOK_RSHIFT) {
            if ((depth -= 2) <= 0)
                return false;
        } else if (k == TOK_EOF || k == TOK_SEMI || k == TOK_LBRACE || k == TOK_THIS) {
            return true;
        } else if (k == TOK_IDENTIFIER && name_maybe_dependent(p, i)) {
            return true;
        }
    }
}

void pa_base(struct parser *p, struct symbol *base, uint32_t first_tok, bool is_virtual)
{
    if (!base && tk(p, first_tok) == TOK_IDENTIFIER && first_tok > 0 &&
        tk(p, first_tok - 1) != TOK_COLONCOLON && tk(p, first_tok + 1) != TOK_COLONCOLON &&
        tk(p, first_tok + 1) != TOK_LT && tk(p, first_tok + 1) != TOK_ELLIPSIS &&
        !lookup_unqualified(p->scope, parser_ident(p, first_tok))) {
        /* a base named by a name nothing declares */
        parser_error_at(p, first_tok, DIAG_not_a_class_or_struct_name, NULL);
        p->intact_errors++;
    }
    struct symbol *b = symbol_resolve(base);
    if (b && (b->kind == SYM_FUNCTION || b->kind == SYM_VARIABLE) && b->parent &&
        tk(p, first_tok) == TOK_IDENTIFIER) {
        /* [class.derived]: a base's name is looked up for types only --
         * the class a function or variable of its name hides
         * (`struct A {}; int A(int); struct D : A {}`) */
        for (struct symbol *x = scope_find_local(b->parent, b->id); x; x = x->next)
            if ((x->flags & SYMF_TAG) && symbol_resolve(x) && symbol_resolve(x)->kind == SYM_CLASS) {
                b = symbol_resolve(x);
                break;
            }
    }
    while (b && (b->kind == SYM_TYPEDEF || b->kind == SYM_ALIAS_TEMPLATE) && b->target)
        b = symbol_resolve(b->target);
    if (!b || b->kind != SYM_CLASS || !b->members || b->members->kind != SCOPE_CLASS ||
        b->members->unknown_bases)
        p->pending_unknown_base = true;
    /* (a member of a template-id, `X<T>::type`: the primary template's
     * member, which a specialization may declare otherwise) */
    bool through_template_id = first_tok > 1 && tk(p, first_tok - 1) == TOK_COLONCOLON &&
                               tk(p, first_tok - 2) == TOK_GT;
    if (!b || (b->kind != SYM_CLASS && b->kind != SYM_CLASS_TEMPLATE) || !b->members ||
        through_template_id) {
        p->pending_opaque_base = true;
        if (!b || (b->kind != SYM_CLASS && b->kind != SYM_CLASS_TEMPLATE) || !b->members)
            return;
    }
    uint32_t at = qualified_start(p, first_tok);
    if (b->kind == SYM_CLASS && b->members->kind == SCOPE_CLASS && b->members->is_final) {
        /* [class.derived]: a class declared final is no base */
        parser_error_at(p, at, DIAG_edg_1904, NULL);
        p->intact_errors++;
    }
    struct base_list *n = ARENA_NEW(&p->arena, struct base_list);
    n->base = b;
    n->tok = at;
    n->is_virtual = is_virtual;
    n->dependent = b->kind == SYM_CLASS_TEMPLATE && base_args_dependent(p, first_tok);
    n->next = p->pending_bases;
    p->pending_bases = n;
}

struct symbol *pa_elaborated(struct parser *p, uint32_t key_tok, uint32_t name_tok,
                             struct scope *qual, bool declaration)
{
    struct ident *id = parser_ident(p, name_tok);
    bool is_enum = parser_token(p, key_tok)->kind == TOK_ENUM;
    struct symbol *found = NULL;
    /* `class X;` alone declares X here, whatever X names outside
     * ([dcl.type.elab]); `friend class X;` does not. */
    if (!qual && !declaration && parser_token(p, name_tok + 1)->kind == TOK_SEMI &&
        (key_tok == 0 || parser_token(p, key_tok - 1)->kind != TOK_FRIEND))
        declaration = true;
    if (declaration && !qual) {
        struct scope *s = decl_scope(p);
        if (s && s->kind != SCOPE_PARAMS) {
            pa_member_named_as_class(p, s, name_tok, false);
            for (struct symbol *o = scope_find_local(s, id); o; o = o->next) {
                struct symbol *r = symbol_resolve(o);
                if (r && (r->kind == SYM_CLASS || r->kind == SYM_CLASS_TEMPLATE ||
                          r->kind == SYM_ENUM)) {
                    if (in_template(p) && o->kind == SYM_CLASS)
                        o->kind = SYM_CLASS_TEMPLATE;
                    if (in_template(p))
                        note_class_template(p, o, true);
                    return o;
                }
            }
            struct symbol *c = scope_declare(s, id, is_enum ? SYM_ENUM
                                             : in_template(p) ? SYM_CLASS_TEMPLATE : SYM_CLASS,
                                             name_tok);
            c->flags |= SYMF_TAG;
            if (c->kind == SYM_CLASS_TEMPLATE)
                note_class_template(p, c, false);
            return c;
        }
    }
    if (qual) {
        found = lookup_qualified(qual, id);
    } else {
        /* a class or enum name, even if an ordinary name hides it */
        for (struct scope *s = p->scope; s && !found; s = s->parent) {
            struct scope *t = s->kind == SCOPE_REENTRY ? s->target : s;
            for (struct symbol *o = scope_find_local(t, id); o; o = o->next) {
                struct symbol *r = symbol_resolve(o);
                if (r && (r->kind == SYM_CLASS || r->kind == SYM_CLASS_TEMPLATE ||
                          r->kind == SYM_ENUM || r->kind == SYM_TYPEDEF ||
                          r->kind == SYM_TYPE_PARAM)) {
                    found = o;
                    break;
                }
            }
        }
    }
    if (found) {
        if (in_template(p) && found->kind == SYM_CLASS && found->parent == decl_scope(p))
            found->kind = SYM_CLASS_TEMPLATE;
        return found;
    }
    if (qual)
        return NULL;
    bool is_friend = key_tok > 0 && parser_token(p, key_tok - 1)->kind == TOK_FRIEND;
    struct scope *here = decl_scope(p), *s = here;
    /* [basic.scope.pdecl]: the smallest namespace or block scope around
     * the declaration (`struct S { struct Node *next; };` declares ::Node);
     * `friend struct Q;` does not make Q visible to ordinary lookup there
     * (kept in the class, where no lookup from outside finds it) */
    for (int guard = 0; s && !is_friend && s->kind != SCOPE_NAMESPACE && s->kind != SCOPE_BLOCK &&
                        guard < 256; guard++)
        s = s->kind == SCOPE_REENTRY && s->target ? s->target : s->parent;
    if (!s || s->kind == SCOPE_PARAMS)
        s = scope_namespace(p->scope);
    /* --friend_injection: `friend class X;` declares X where ordinary
     * lookup finds it */
    struct scope *home = is_friend ? friend_home(p) : NULL;
    if (home)
        s = home;
    enum sym_kind k = is_enum ? SYM_ENUM
                    : in_template(p) && s == here ? SYM_CLASS_TEMPLATE : SYM_CLASS;
    struct symbol *c = scope_declare(s, id, k, name_tok);
    c->flags |= SYMF_TAG;
    return c;
}

struct symbol *pa_enum_head(struct parser *p, uint32_t name_tok, struct scope *qual, bool scoped)
{
    il_tok(p, IL_type, IL_SUB_ENUM, name_tok, name_tok != 0);
    if (!name_tok) {
        struct symbol *anon = ARENA_NEW(&p->arena, struct symbol);
        anon->kind = SYM_ENUM;
        return anon;
    }
    struct scope *s = qual ? qual : decl_scope(p);
    struct ident *id = parser_ident(p, name_tok);
    if (!qual)
        pa_member_named_as_class(p, s, name_tok, false);
    for (struct symbol *o = scope_find_local(s, id); o; o = o->next)
        if (o->kind == SYM_ENUM)
            return o;
    struct symbol *e = scope_declare(s, id, SYM_ENUM, name_tok);
    e->flags |= SYMF_TAG | (scoped ? SYMF_SCOPED : 0);
    return e;
}

void pa_enum_begin(struct parser *p, struct symbol *e)
{
    struct scope *s = scope_new(&p->arena, SCOPE_ENUM, p->scope, e);
    if (e)
        e->members = s;
    p->scope = s;
}

void pa_enum_end(struct parser *p, struct symbol *e)
{
    (void)e;
    if (p->scope->kind == SCOPE_ENUM && p->scope->parent)
        p->scope = p->scope->parent;
}

void pa_enumerator(struct parser *p, uint32_t name_tok, struct il_tree *value)
{
    struct scope *s = p->scope;
    if (s->kind != SCOPE_ENUM)
        return;
    struct il_node *n = il_tok(p, IL_constant, IL_SUB_NONE, name_tok, true);
    n->scope = s;
    n->init = value;
    declare(p, s, name_tok, SYM_ENUMERATOR);
    if (!s->owner || !(s->owner->flags & SYMF_SCOPED)) {
        struct scope *outer = scope_decl_target(s->parent);
        if (outer) {
            pa_member_named_as_class(p, outer, name_tok, false);
            pa_redeclaration(p, outer, name_tok, SYM_ENUMERATOR, false);
            declare(p, outer, name_tok, SYM_ENUMERATOR);
        }
    }
}

/* ---- templates ---- */

void pa_template_begin(struct parser *p)
{
    pa_push_scope(p, SCOPE_TEMPLATE);
}

void pa_template_param_seen(struct parser *p)
{
    if (p->scope->kind == SCOPE_TEMPLATE)
        p->scope->has_params = 1;
}

void pa_template_end(struct parser *p)
{
    struct scope *s = p->scope;
    while (s && s->kind != SCOPE_TEMPLATE)
        s = s->parent;
    if (s && s->parent)
        p->scope = s->parent;
    pa_template_mute(p);
}

void pa_type_param(struct parser *p, uint32_t name_tok, bool pack, bool is_template)
{
    if (!name_tok || p->scope->kind != SCOPE_TEMPLATE)
        return;
    struct symbol *s = declare(p, p->scope, name_tok, is_template ? SYM_TEMPLATE_PARAM
                                                                  : SYM_TYPE_PARAM);
    if (pack)
        s->flags |= SYMF_PACK;
}

void pa_concept(struct parser *p, uint32_t name_tok)
{
    struct scope *s = decl_scope(p);
    if (s)
        declare(p, s, name_tok, SYM_CONCEPT);
}

/* ---- function bodies ---- */

/* Save tokens [begin, end) for replay (grammar start token start, in
 * scope) when the outermost class being defined is complete. */
static struct deferred *defer(struct parser *p, int start, uint32_t begin, uint32_t end,
                              struct scope *scope)
{
    struct deferred *r = ARENA_NEW(&p->arena, struct deferred);
    r->start = start;
    r->device = p->device_code;
    r->begin = begin;
    r->end = end;
    r->scope = scope;
    if (!p->deferred_tail || !p->deferred)
        p->deferred_tail = &p->deferred;
    *p->deferred_tail = r;
    p->deferred_tail = &r->next;
    return r;
}

void pa_defer_body(struct parser *p, uint32_t begin, uint32_t end, struct declarator *d)
{
    pa_function_def(p, d, begin);
    struct deferred *r =
        defer(p, P_START_BODY, begin, end,
              d && d->params ? d->params : scope_new(&p->arena, SCOPE_PARAMS, p->scope, NULL));
    r->device = p->device_code || (d && device_only(d->node));
    r->node = d ? d->node : NULL;
}

/* A default member initializer or a default argument in a class: a
 * complete-class context, parsed with the bodies (in the scope it
 * appeared in: the class or the parameters). */
struct deferred *pa_defer_init(struct parser *p, uint32_t begin, uint32_t end)
{
    struct deferred *r = defer(p, P_START_INIT, begin, end, p->scope);
    r->param = last_param(p);
    return r;
}

void pa_replayed_tree(struct parser *p, struct il_tree *t)
{
    p->in_mem_inits = false;   /* (after a syntax error in them too) */
    struct deferred *r = p->replaying;
    if (!r)
        return;
    if (r->start == P_START_BODY && r->node) {
        r->node->body = t;
        if (p->body_fn) {
            struct parse_error_counts e = { p->intact_errors, p->syntax_errors - p->intact_errors };
            p->body_fn(p->body_ctx, &p->il, r->node, e);
        }
    } else if (r->param)
        pt_param_default(r->param, t);
    else if (r->slot)
        *r->slot = t;
}

/* noexcept(...) of a member function: a complete-class context, parsed
 * with the bodies (the token range starts at the `(`). */
struct deferred *pa_defer_noexcept(struct parser *p, uint32_t begin, uint32_t end)
{
    struct deferred *r = defer(p, P_START_NOEXCEPT, begin, end, p->scope);
    r->device = false;
    return r;
}

void pa_function_body_begin(struct parser *p, struct declarator *d)
{
    if (p->fn_depth < (int)(sizeof p->fn_saved / sizeof p->fn_saved[0])) {
        p->fn_saved[p->fn_depth] = p->scope;
        p->fn_device_saved[p->fn_depth] = p->device_code;
        p->fn_node_saved[p->fn_depth] = p->fn_node;
    }
    p->fn_node = d ? d->node : NULL;
    p->fn_depth++;
    if (d && device_only(d->node))
        p->device_code = true;
    if (d && d->params)
        p->scope = d->params;
    else
        p->scope = scope_new(&p->arena, SCOPE_PARAMS, p->scope, NULL);
}

void pa_function_body_end(struct parser *p)
{
    p->in_mem_inits = false;   /* (after a syntax error in them too) */
    if (p->fn_depth > 0) {
        p->fn_depth--;
        if (p->fn_depth < (int)(sizeof p->fn_saved / sizeof p->fn_saved[0])) {
            p->scope = p->fn_saved[p->fn_depth];
            p->device_code = p->fn_device_saved[p->fn_depth];
            p->fn_node = p->fn_node_saved[p->fn_depth];
        }
    }
}

/* ---- Semantic checks where lookup is reliable ----
 *
 * Lookup (scope.h) serves classification and does not see everything a
 * full front end does: dependent bases, instantiations, members of
 * classes in some positions.  The checks below are made only where it
 * is complete: in a function body outside any template or class. */

/* A class whose members unqualified lookup sees completely: its bases
 * and those of the classes enclosing it are plain classes with that
 * property (a template's base may be dependent or a specialization cufe
 * does not pick out). */
static bool class_lookup_complete(const struct scope *c)
{
    for (; c; c = c->parent)
        if (c->kind == SCOPE_CLASS && c->unknown_bases)
            return false;
    return true;
}

/* The body of a function, or an expression at namespace scope, where a
 * name lookup does not find is undefined.  Function templates included: a name that is not called (no
 * argument-dependent lookup at the instantiation) is non-dependent and
 * must be found at the definition ([temp.res]), as cudafe++ reports.
 * Member bodies are read when their outermost class is complete (all
 * members declared); judged when its bases are known (above).  An
 * out-of-class member definition: when its class is neither a template
 * nor a specialization (whose members this lookup does not pick out). */
/* Whether the name at tok, at namespace scope, is in an initializer
 * (`= ...`, a default argument, an enumerator's value), an array bound or
 * a static_assert: looking back, past balanced brackets, to the start of
 * the declaration.  Not in a trailing return type or a noexcept
 * specification, where the function's parameters (out of scope here) are
 * visible. */
/* Whether the token at i is at the outermost level of its declaration:
 * looking back to the declaration's start (`;`, `}`, `>` of a template
 * header), no bracket is open (a requires-expression's body, a lambda's,
 * a call's arguments are not). */
static bool outermost(struct parser *p, uint32_t i)
{
    int depth = 0;
    for (uint32_t n = 0; i > 0 && n < 4096; n++) {
        int k = tk(p, --i);
        if (k == TOK_RPAREN || k == TOK_RBRACKET)
            depth++;
        else if (k == TOK_LPAREN || k == TOK_LBRACKET) {
            if (--depth < 0)
                return false;
        } else if (k == TOK_LBRACE) {
            return false;
        } else if (k == TOK_SEMI || k == TOK_RBRACE) {
            return depth == 0;
        }
    }
    return false;
}

static bool namespace_expression(struct parser *p, uint32_t tok, bool in_template)
{
    int depth = 0;
    bool crossed = false;   /* out of an enclosing `(` */
    for (uint32_t i = tok, n = 0; i > 0 && n < 4096; n++) {
        int k = tk(p, --i);
        if (k == TOK_RPAREN || k == TOK_RBRACKET) {
            depth++;
        } else if (k == TOK_LPAREN || k == TOK_LBRACKET) {
            if (depth > 0) {
                depth--;
            } else if (k == TOK_LBRACKET) {
                return !in_template;   /* (in a template: maybe a subscript) */
            } else if (i > 0 && tk(p, i - 1) == TOK_STATIC_ASSERT) {
                return true;
            } else if (i > 0 && (tk(p, i - 1) == TOK_NOEXCEPT || tk(p, i - 1) == TOK_DECLTYPE)) {
                return false;
            } else if (i > 0 && (tk(p, i - 1) == TOK_IDENTIFIER || tk(p, i - 1) == TOK_GT ||
                                 tk(p, i - 1) == TOK_RPAREN || tk(p, i - 1) == TOK_RSHIFT)) {
                crossed = true;   /* a call's or a declarator's parameters */
            }
        } else if (k == TOK_LBRACE) {
            /* the braced list of an initializer: on to its `=` */
            int b = i > 0 ? tk(p, i - 1) : 0;
            if (depth > 0 || (b != TOK_ASSIGN && b != TOK_COMMA && b != TOK_LBRACE))
                return false;
        } else if (k == TOK_RBRACE || k == TOK_SEMI) {
            return false;
        } else if (depth == 0) {
            if (k == TOK_ASSIGN)
                return !(in_template && (crossed || !outermost(p, i)));   /* (in a template: its own `=` only) */
            if (k == TOK_ARROW)
                return false;
        }
    }
    return false;
}

/* Whether tok is a template argument of a class or alias template by
 * itself (`Pack<T, X...>`): an unqualified name there that lookup does not
 * find is undefined, in a template too (it names no parameter). */
static bool in_template_arguments(struct parser *p, uint32_t tok)
{
    int k0 = tk(p, tok - 1), k1 = tk(p, tok + 1);
    if ((k0 != TOK_LT && k0 != TOK_COMMA) ||
        (k1 != TOK_GT && k1 != TOK_COMMA && k1 != TOK_ELLIPSIS && k1 != TOK_RSHIFT))
        return false;
    int depth = 0;
    for (uint32_t i = tok - 1, n = 0; i > 0 && n < 256; i--, n++) {
        int k = tk(p, i);
        if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_GT)
            depth++;
        else if (k == TOK_RSHIFT)
            depth += 2;
        else if (k == TOK_LPAREN || k == TOK_LBRACKET)
            depth--;
        else if (k == TOK_LT && depth-- == 0) {
            if (tk(p, i - 1) != TOK_IDENTIFIER)
                return false;
            const struct symbol *t = lookup_unqualified(p->scope, parser_ident(p, i - 1));
            t = t ? symbol_resolve((struct symbol *)t) : NULL;
            return t && (t->kind == SYM_CLASS_TEMPLATE || t->kind == SYM_ALIAS_TEMPLATE);
        } else if (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_RBRACE)
            return false;
        if (depth < 0)
            return false;
    }
    return false;
}

static bool names_must_be_found(struct parser *p, uint32_t tok)
{
    /* (a mem-initializer's expressions: looked up like its body's) */
    bool block = p->in_mem_inits, namespace_level = true;
    for (struct scope *s = p->scope; s; s = s->parent) {
        if (s->kind != SCOPE_NAMESPACE && s->kind != SCOPE_ENUM && s->kind != SCOPE_PARAMS &&
            s->kind != SCOPE_TEMPLATE)
            namespace_level = false;
        switch (s->kind) {
        case SCOPE_BLOCK: block = true; break;
        case SCOPE_TEMPLATE:
            /* (a variable template's initializer: a namespace-level
             * expression in a template, judged below) */
            if (!block && !namespace_level)
                return false;
            break;
        case SCOPE_CLASS:
            return block && class_lookup_complete(s);
        case SCOPE_REENTRY: {
            const struct scope *t = s->target;
            if (t && t->kind == SCOPE_NAMESPACE)
                return block;   /* void N::f() {...}: N's names, then around it */
            return block && t && t->kind == SCOPE_CLASS && !t->is_template_spec &&
                   t->owner && t->owner->kind == SYM_CLASS && class_lookup_complete(t);
        }
        default: break;
        }
    }
    /* an expression of a namespace-scope declaration (an initializer, an
     * array bound, an enumerator's value, static_assert) */
    bool tmpl = false;
    for (const struct scope *s = p->scope; s && !tmpl; s = s->parent)
        tmpl = s->kind == SCOPE_TEMPLATE;
    return block || (namespace_level && namespace_expression(p, tok, tmpl));
}

/* Init-captures ([x = e]) are read before the lambda's scope opens:
 * saved here, declared in it by pa_lambda_begin (those between its
 * brackets: a lambda in a capture's initializer opens first). */
void pa_init_capture(struct parser *p, uint32_t name_tok)
{
    if (p->ncaptures < (int)ARRAY_SIZE(p->captures))
        p->captures[p->ncaptures++] = name_tok;
    else
        p->captures_lost = true;
}

void pa_lambda_begin(struct parser *p, uint32_t lbracket, uint32_t rbracket)
{
    /* Lambdas off (--no_lambdas, before C++11): cudafe++ says "expected an
     * expression" at the `[` and skips the lambda; cufe parses it with
     * its diagnostics muted (until pa_lambda_end). */
    if (!(p->mode.bits & LANG_LAMBDAS)) {
        if (!p->d->muted)
            parser_error_at(p, lbracket, DIAG_exp_primary_expr, NULL);
        p->d->muted++;
    }
    p->lambda_depth++;
    for (int i = 0; i < p->ncaptures; i++)
        if (p->captures[i] > lbracket && p->captures[i] < rbracket)
            declare(p, p->scope, p->captures[i], SYM_VARIABLE);
    lambda_open(p, lbracket, rbracket);
}

void pa_lambda_end(struct parser *p)
{
    if (!(p->mode.bits & LANG_LAMBDAS) && p->d->muted > 0)
        p->d->muted--;
    lambda_close(p);
    if (p->lambda_depth > 0 && --p->lambda_depth == 0)
        p->ncaptures = 0;
}

/* The name cudafe++ gives a namespace or class in messages: its
 * enclosing namespaces' and classes' names and its own, joined by `::`
 * (in the arena).  NULL for an unnamed one or one in a template. */
static const char *scope_display_name(struct parser *p, const struct scope *s)
{
    const struct symbol *chain[32];
    int n = 0;
    size_t len = 0;
    for (; s && s->depth > 0; s = s->parent) {
        if (s->kind != SCOPE_NAMESPACE && s->kind != SCOPE_CLASS)
            return NULL;
        const struct symbol *o = s->owner;
        if (!o || !o->id || !o->id->len || n == (int)ARRAY_SIZE(chain) ||
            (s->kind == SCOPE_CLASS && (o->kind != SYM_CLASS || s->is_template_spec)))
            return NULL;
        chain[n++] = o;
        len += o->id->len + 2;
    }
    if (!n)
        return NULL;
    char *buf = arena_alloc(&p->arena, len + 1), *w = buf;
    while (n-- > 0) {
        memcpy(w, chain[n]->id->name, chain[n]->id->len);
        w += chain[n]->id->len;
        if (n) {
            memcpy(w, "::", 2);
            w += 2;
        }
    }
    *w = 0;
    return buf;
}

/* Whether a base of class scope c, at any depth, is named id (its
 * injected-class-name). */
static bool base_named(const struct scope *c, const struct ident *id, int depth)
{
    if (depth > 16)
        return true;
    for (const struct base_list *b = c->bases; b; b = b->next)
        if (!b->base || b->base->id == id || !b->base->members ||
            base_named(b->base->members, id, depth + 1))
            return true;
    return false;
}

/* A class template's own text from its header (`template <class T, int
 * N> struct X`): "X<T, N>"; NULL for other headers. */
static const char *template_self_text(struct parser *p, const struct symbol *c)
{
    uint32_t at = c->tok;
    if (at < 3 || (tk(p, at - 1) != TOK_CLASS && tk(p, at - 1) != TOK_STRUCT) || tk(p, at - 2) != TOK_GT)
        return NULL;
    uint32_t close = at - 2, open = 0;
    for (uint32_t i = close; i > 0 && close - i < 256; i--)
        if (tk(p, i) == TOK_LT) {
            open = i;
            break;
        } else if (tk(p, i) == TOK_GT && i != close) {
            return NULL;   /* (nested angle brackets: not spelled here) */
        }
    if (!open || tk(p, open - 1) != TOK_TEMPLATE)
        return NULL;
    char buf[256];
    size_t n = (size_t)snprintf(buf, sizeof buf, "%s<", c->id->name);
    bool first = true;
    for (uint32_t i = open + 1; i < close; i++) {
        /* each parameter's name: the identifier before `,` or the end */
        if (tk(p, i) == TOK_ASSIGN)
            return NULL;   /* (defaults: not spelled here) */
        if (tk(p, i) == TOK_IDENTIFIER && (tk(p, i + 1) == TOK_COMMA || i + 1 == close)) {
            const struct token *t = parser_token(p, i);
            if (n + t->len + 4 >= sizeof buf)
                return NULL;
            n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%.*s", first ? "" : ", ", (int)t->len,
                                  lexer_text(p->lx, t));
            first = false;
        } else if (tk(p, i) == TOK_ELLIPSIS) {
            return NULL;
        }
    }
    if (first || n + 2 >= sizeof buf)
        return NULL;
    n += (size_t)snprintf(buf + n, sizeof buf - n, ">");
    char *out = arena_alloc(&p->arena, n + 1);
    memcpy(out, buf, n + 1);
    return out;
}

/* A mem-initializer's name, unqualified: a nonstatic data member of the
 * class or a base class (292 otherwise).  Judged for plain classes whose
 * bases lookup sees completely; a name that lookup finds as a type is
 * left alone (a typedef of a base). */
void pa_mem_initializer_id(struct parser *p, uint32_t tok)
{
    if (tk(p, tok) != TOK_IDENTIFIER || (tok > 0 && tk(p, tok - 1) == TOK_COLONCOLON))
        return;
    const struct scope *c = p->scope;
    while (c && c->kind == SCOPE_PARAMS)
        c = c->parent;
    if (c && c->kind == SCOPE_REENTRY)
        c = c->target;
    if (!c || c->kind != SCOPE_CLASS || c->unknown_bases || c->is_template_spec || !c->owner ||
        (c->owner->kind != SYM_CLASS && c->owner->kind != SYM_CLASS_TEMPLATE))
        return;
    /* a class template of the global namespace (its own template header
     * only): "View2D<T>" */
    const char *tname = NULL;
    if (c->owner->kind == SYM_CLASS_TEMPLATE || (c->parent && c->parent->kind == SCOPE_TEMPLATE)) {
        const struct scope *t = c->parent;
        if (!t || t->kind != SCOPE_TEMPLATE || !t->has_params || !t->parent ||
            t->parent->kind != SCOPE_NAMESPACE || t->parent->depth != 0 ||
            !(tname = template_self_text(p, c->owner)))
            return;
    } else {
        for (const struct scope *t = c; t; t = t->parent)
            if (t->kind == SCOPE_TEMPLATE)
                return;
    }
    struct ident *id = parser_ident(p, tok);
    if (c->owner->id == id || scope_find_local((struct scope *)c, id) || base_named(c, id, 0))
        return;
    const struct symbol *found = lookup_unqualified(p->scope, id);
    if (found && found->kind != SYM_VARIABLE && found->kind != SYM_FUNCTION &&
        found->kind != SYM_FUNCTION_TEMPLATE)
        return;   /* a type, a template, a namespace ... */
    const char *name = tname ? tname : scope_display_name(p, c);
    if (!name)
        return;
    struct diag_loc loc;
    parser_loc(p, tok, &loc);
    const char *args[] = { id->name, name, NULL };
    diag_report(p->d, DIAG_edg_292, &loc, args);
    p->syntax_errors++, p->intact_errors++;
}

/* N::x used as an expression where N is a namespace, or a complete plain
 * class whose members lookup sees completely (not one being defined),
 * and x is not a member: error 135, `namespace "N" has no member "x"`.
 * Qualified lookup is not deferred (no argument-dependent lookup, and a
 * qualified name is not dependent), in templates too. */
/* N::X where namespace N has no X, X used as a type (`const
 * std::exceptionq &e`, `std::stringq s;`): 135 at X, once. */
void pa_qualified_type_missing(struct parser *p, uint32_t tok, struct scope *q)
{
    if (!q || q->kind != SCOPE_NAMESPACE || q->depth == 0 || tk(p, tok) != TOK_IDENTIFIER ||
        (p->reported_valid && p->reported_tok == tok))
        return;
    struct ident *id = parser_ident(p, tok);
    if (lookup_qualified(q, id))
        return;
    const char *name = scope_display_name(p, q);
    if (!name)
        return;
    struct diag_loc loc;
    parser_loc(p, tok, &loc);
    const char *args[] = { "namespace", name, id->name, NULL };
    diag_report(p->d, DIAG_not_a_member, &loc, args);
    p->syntax_errors++;
    p->intact_errors++;
    p->reported_tok = tok;
    p->reported_valid = true;
}

static void check_qualified_member(struct parser *p, uint32_t tok)
{
    if (tok < 2 || tk(p, tok - 1) != TOK_COLONCOLON || p->captures_lost ||
        (p->reported_valid && p->reported_tok == tok))
        return;
    struct scope *q = ptrmap_get(&p->il.qualifier_by_tok, (const void *)(uintptr_t)(tok + 1));
    if (!q)
        return;
    const char *what = "namespace";
    if (q->kind == SCOPE_CLASS) {
        if (!q->owner || !(q->owner->flags & SYMF_DEFINED) || !class_lookup_complete(q))
            return;
        for (const struct scope *s = p->scope; s; s = s->parent)
            if (s == q || (s->kind == SCOPE_REENTRY && s->target == q))
                return;   /* its own members: an out-of-class definition's scope */
        what = "class";
    } else if (q->kind != SCOPE_NAMESPACE) {
        return;
    }
    struct ident *id = parser_ident(p, tok);
    if (lookup_qualified(q, id))
        return;
    struct diag_loc loc;
    parser_loc(p, tok, &loc);
    if (q->depth == 0) {
        parser_error_at(p, tok, DIAG_edg_282, id->name);   /* ::x */
        p->intact_errors++;
        return;
    }
    const char *name = scope_display_name(p, q);
    if (!name)
        return;
    const char *args[] = { what, name, id->name, NULL };
    diag_report(p->d, DIAG_not_a_member, &loc, args);
    p->syntax_errors++;
    p->intact_errors++;
}

/* What a name in the condition is, for for_condition_template(): an
 * automatic variable (1) or a parameter (2) of the function, without
 * const or constexpr; a variable of a namespace (3); 0 otherwise. */
static int automatic_kind(struct parser *p, uint32_t tok)
{
    if (tk(p, tok) != TOK_IDENTIFIER)
        return 0;
    const struct symbol *x = lookup_unqualified(p->scope, parser_ident(p, tok));
    if (!x || x->kind != SYM_VARIABLE || !x->parent || x->next)
        return 0;
    if (x->parent->kind == SCOPE_NAMESPACE)
        return 3;
    if ((x->parent->kind != SCOPE_BLOCK && x->parent->kind != SCOPE_PARAMS) || (x->flags & SYMF_STATIC))
        return 0;
    /* (its declaration's specifiers: no constexpr or static; const on a
     * local: 4) */
    bool is_const = false;
    for (uint32_t t = x->tok; t > 0 && x->tok - t < 32; t--) {
        int k = tk(p, t - 1);
        if (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_RBRACE || k == TOK_LPAREN || k == TOK_COMMA)
            break;
        if (k == TOK_CONSTEXPR || k == TOK_STATIC)
            return 0;
        is_const |= k == TOK_CONST;
    }
    if (is_const)
        return x->parent->kind == SCOPE_BLOCK ? 4 : 0;
    return x->parent->kind == SCOPE_BLOCK ? 1 : 2;
}

/* `for (init; i < n; ...)` with i declared nowhere: cudafe++ reads the
 * condition as a declaration whose type is the template-id i<n ...>
 * (a name lookup does not find, followed by `<`), and reports "i is not
 * a template" (864), n as a template argument that is not constant (28
 * with 2690 for a lone automatic variable or parameter, 2689 for one
 * that is an operand; not in a template), "expected a ">"" (439) at the
 * `;`, then i undefined.  Judged for arguments of one or three tokens. */
static void for_condition_template(struct parser *p, uint32_t tok)
{
    if (tok < 3 || tk(p, tok - 1) != TOK_SEMI)
        return;
    int depth = 0;
    uint32_t t = tok - 2;
    for (; t > 0 && tok - t < 512; t--) {
        int k = tk(p, t);
        if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE)
            depth++;
        else if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE) {
            if (depth == 0)
                break;
            depth--;
        } else if (k == TOK_SEMI && depth == 0)
            return;   /* (not the first `;` of a for) */
    }
    if (t < 1 || tk(p, t) != TOK_LPAREN || tk(p, t - 1) != TOK_FOR)
        return;
    /* the argument: to the `;` */
    uint32_t end = tok + 2;
    while (end < tok + 6 && tk(p, end) != TOK_SEMI && tk(p, end) != TOK_EOF)
        end++;
    unsigned n = end - (tok + 2);
    if (tk(p, end) != TOK_SEMI || (n != 1 && n != 3))
        return;
    bool tmpl = false;
    for (const struct scope *sc = p->scope; sc; sc = sc->parent)
        tmpl |= sc->kind == SCOPE_TEMPLATE && sc->has_params;
    uint32_t culprit = 0;
    int kind = 0;
    for (uint32_t u = tok + 2; u < end; u++) {
        int k = tk(p, u);
        bool operand = (u - tok) % 2 == 0;
        if (operand ? (k != TOK_IDENTIFIER && k != TOK_INT_LITERAL)
                    : (k != TOK_PLUS && k != TOK_MINUS && k != TOK_STAR))
            return;
        if (k != TOK_IDENTIFIER)
            continue;
        int a = automatic_kind(p, u);
        const struct symbol *x = lookup_unqualified(p->scope, parser_ident(p, u));
        if (a == 0 && (!x || x->kind != SYM_ENUMERATOR))
            return;   /* (a constexpr variable, a static one: not judged) */
        if ((a == 1 || a == 2 || a == 4) && !culprit) {
            culprit = u;
            kind = a;
        }
    }
    if (kind == 4 && n != 1)
        return;
    struct ident *id = parser_ident(p, tok);
    parser_error_at(p, tok, DIAG_not_a_template, id->name);
    p->intact_errors++;
    if (tmpl)
        culprit = 0;   /* (a template argument: judged at instances) */
    if (culprit && kind == 4) {
        struct diag_loc at;
        parser_loc(p, culprit, &at);
        parser_error_at(p, culprit, DIAG_expr_not_constant, NULL);
        diag_note(p->d, DIAG_edg_2701, &at, NULL);
        p->intact_errors++;
    } else if (culprit) {
        const struct symbol *x = lookup_unqualified(p->scope, parser_ident(p, culprit));
        struct diag_loc at, dl;
        parser_loc(p, culprit, &at);
        parser_loc(p, x->tok, &dl);
        if (!at.file || !dl.file || strcmp(at.file, dl.file) != 0)
            return;
        char line[16];
        snprintf(line, sizeof line, "%u", dl.line);
        parser_error_at(p, tok + 2, DIAG_expr_not_constant, NULL);
        const char *nargs[] = { kind == 1 ? "variable" : "parameter", x->id->name, line, NULL };
        diag_note(p->d, n == 1 ? DIAG_edg_2690 : DIAG_edg_2689, &at, nargs);
        p->intact_errors++;
    }
    parser_error_at(p, end, DIAG_exp_gt, NULL);
    p->intact_errors++;
}

/* An id-expression used as a primary expression: an unqualified name that
 * lookup cannot find is undefined (error 20).  A name before `(` may be
 * found by argument-dependent lookup, and in C++20 one before `<` is a
 * template (P0846); neither is checked. */
void pa_id_expression(struct parser *p, uint32_t tok, uint32_t kind, void *sym)
{
    if (sym && kind == TOK_IDENTIFIER && (((struct symbol *)sym)->flags & SYMF_MANAGED)) {
        /* decltype(mv) would name the variable's type, which the host
         * file changes into a pointer; decltype((mv)) is fine */
        if (tok >= 2 && tk(p, tok - 1) == TOK_LPAREN && tk(p, tok - 2) == TOK_DECLTYPE &&
            tk(p, tok + 1) == TOK_RPAREN)
            parser_error_at(p, tok, DIAG_decltype_of_managed_variable, NULL), p->intact_errors++;
        il_mark(&p->arena, &p->il, IL_MARK_MANAGED_USE, tok, tok, p->scope);
    }
    if (sym && ((struct symbol *)sym)->cuda && !p->device_code)
        il_mark(&p->arena, &p->il, IL_MARK_HOST_REF, tok, tok, p->scope)->sym = sym;
    if (sym && kind == TOK_IDENTIFIER && p->lambda_top > 0)
        lambda_use(p, tok, sym);
    if (!sym && kind == 0 && tk(p, tok) == TOK_IDENTIFIER) {
        check_qualified_member(p, tok);
        return;
    }
    if (kind != TOK_IDENTIFIER || sym || p->captures_lost ||
        (!names_must_be_found(p, tok) && !in_template_arguments(p, tok)))
        return;
    const struct token *next = parser_token(p, tok + 1);
    if (next->kind == TOK_LPAREN || (next->kind == TOK_LT && p->cxx20))
        return;
    if (next->kind == TOK_LSHIFT) {
        /* k<<<...>>>(args) in a template: a call, its arguments maybe
         * dependent (found at the instantiation) */
        for (const struct scope *t = p->scope; t; t = t->parent)
            if (t->kind == SCOPE_TEMPLATE && t->has_params)
                return;
    }
    struct ident *id = parser_ident(p, tok);
    if (strncmp(id->name, "__builtin", 9) == 0)
        return;
    /* The filter classified the name before the parser reduced what
     * precedes it (after a repaired syntax error, a declaration completes
     * only then): look it up again. */
    if (lookup_unqualified(p->scope, id))
        return;
    if (next->kind == TOK_LT)
        for_condition_template(p, tok);
    parser_error_at(p, tok, DIAG_undefined_identifier, id->name);
    p->intact_errors++;
    if (next->kind == TOK_ELLIPSIS && in_template_arguments(p, tok)) {
        /* X... with X undefined: no pack is expanded (1920, at the `...`) */
        parser_error_at(p, tok + 1, DIAG_edg_1920, NULL);
        p->intact_errors++;
    }
    /* Reported once per scope (as cudafe++ does): declare it in the
     * current one; an enclosing block reports it again. */
    scope_declare(p->scope, id, SYM_VARIABLE, 0);
}

void pa_dr_init(struct parser *p, struct declarator *d, uint32_t tok, uint32_t kind)
{
    (void)p;
    if (d) {
        d->copy_init = kind == 1;
        d->init_tok = tok;
    }
}

/* `T x = "..."` where T is a single arithmetic type keyword other than
 * bool: a string literal (array of const char, decaying to a pointer)
 * cannot initialize it (error 144). */
static void check_copy_init(struct parser *p, struct declspec *ds, struct declarator *d)
{
    static const char *const arith[] = { "char", "short", "int", "long", "float", "double" };
    static const char *const quoted[] = { "\"char\"", "\"short\"", "\"int\"", "\"long\"",
                                          "\"float\"", "\"double\"" };
    if (!ds || !d->copy_init || d->has_ptr || d->dclass != DC_I || ds->type ||
        ds->flags != DS_HAS_TYPE || d->tok <= ds->first_tok ||
        (ds->first_tok + 1 != d->tok && parser_token(p, d->tok - 1)->kind != TOK_COMMA))
        return;
    const struct token *t = parser_token(p, ds->first_tok);
    const char *text = lexer_text(p->lx, t);
    const char *type = NULL;
    for (size_t i = 0; i < ARRAY_SIZE(arith); i++)
        if (strlen(arith[i]) == t->len && memcmp(arith[i], text, t->len) == 0)
            type = quoted[i];
    if (!type || d->init_tok != d->tok + 1)
        return;
    uint32_t lit = d->init_tok + 1;
    const struct token *l = parser_token(p, lit);
    if (l->kind != TOK_STRING_LITERAL || lexer_text(p->lx, l)[0] != '"')
        return;
    uint32_t j = lit + 1;
    while (parser_token(p, j)->kind == TOK_STRING_LITERAL &&
           lexer_text(p->lx, parser_token(p, j))[0] == '"')
        j++;
    int k = parser_token(p, j)->kind;
    if (k != TOK_SEMI && k != TOK_COMMA)
        return;
    struct diag_loc loc;
    parser_loc(p, lit, &loc);
    const char *args[] = { literal_pointer(p), type, NULL };
    diag_report(p->d, DIAG_bad_initializer_type, &loc, args);
    p->syntax_errors++, p->intact_errors++;
}

/* ---- CUDA attributes and the declaration-level CUDA checks ---- */

static int tk(struct parser *p, uint32_t i)
{
    return parser_token(p, i)->kind;
}

static void cuda_error(struct parser *p, uint32_t tok, enum diag_id id, const char *arg)
{
    struct diag_loc loc;
    parser_loc(p, tok, &loc);
    const char *args[] = { arg, NULL };
    diag_report(p->d, id, &loc, args);
    p->syntax_errors++, p->intact_errors++;
}

static bool builtin_keyword(int k)
{
    return k == TOK_VOID || k == TOK_BOOL || k == TOK_CHAR || k == TOK_SHORT || k == TOK_INT ||
           k == TOK_LONG || k == TOK_FLOAT || k == TOK_DOUBLE || k == TOK_SIGNED ||
           k == TOK_UNSIGNED;
}

/* Whether a symbol is a typedef `typedef KEYWORDS NAME;` of a scalar
 * type (size_t, uint32_t), judged by its declaration's tokens. */
static bool keyword_typedef(struct parser *p, const struct symbol *s)
{
    if (!s || s->kind != SYM_TYPEDEF || s->tok < 2 || tk(p, s->tok + 1) != TOK_SEMI)
        return false;
    uint32_t t = s->tok - 1;
    if (tk(p, t) == TOK_IDENTIFIER && tk(p, t - 1) == TOK_TYPEDEF) {
        /* `typedef __uint32_t uint32_t;`: the typedef it names, once */
        const struct symbol *u = lookup_unqualified(s->parent, parser_ident(p, t));
        return u && u != s && u->tok < t && u->kind == SYM_TYPEDEF && tk(p, u->tok - 1) != TOK_IDENTIFIER &&
               keyword_typedef(p, u);
    }
    while (t > 0 && builtin_keyword(tk(p, t)))
        t--;
    return t < s->tok - 1 && tk(p, t) == TOK_TYPEDEF;
}

void pa_scalar_cast_args(struct parser *p, uint32_t type_tok, uint32_t lparen, uint32_t rparen)
{
    /* (in a template's definition cudafe++ does not report it) */
    for (const struct scope *s = p->scope; s; s = s->parent)
        if (s->kind == SCOPE_TEMPLATE && s->has_params)
            return;
    bool scalar = builtin_keyword(tk(p, type_tok)) && type_tok + 1 == lparen;
    if (!scalar && tk(p, type_tok) == TOK_IDENTIFIER && type_tok + 1 == lparen)
        scalar = keyword_typedef(p, lookup_unqualified(p->scope, parser_ident(p, type_tok)));
    if (!scalar)
        return;
    int depth = 0;
    for (uint32_t t = lparen + 1; t < rparen; t++) {
        int k = tk(p, t);
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
            depth++;
        else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE)
            depth--;
        else if (k == TOK_COMMA && depth == 0) {
            /* (the tree keeps the arguments as written: checks go on) */
            parser_error_at(p, t, DIAG_exp_rparen, NULL);
            p->intact_errors++;
            return;
        }
    }
}

void pa_literal_operator(struct parser *p, uint32_t tok, bool ud_string)
{
    const struct token *t = parser_token(p, tok);
    const char *text = lexer_text(p->lx, t);
    size_t n = t->len, i = 0;
    if (ud_string) {   /* ""_x: the suffix after the closing quote */
        const char *q = memchr(text + 1, '"', n > 1 ? n - 1 : 0);
        if (!q)
            return;
        i = (size_t)(q + 1 - text);
    }
    if (i < n)
        ident_intern(&p->idents, text + i, n - i)->flags |= IDF_LITERAL_OP;
}

void pa_ud_literal(struct parser *p, uint32_t tok)
{
    for (const struct scope *s = p->scope; s; s = s->parent)
        if (s->kind == SCOPE_TEMPLATE && s->has_params)
            return;   /* (not judged in a template's definition) */
    const struct token *t = parser_token(p, tok);
    const char *x = lexer_text(p->lx, t);
    size_t n = t->len, i = 0;
    /* the number: digits (hex ones after 0x), `.`, `'`, an exponent */
    bool hex = n > 2 && x[0] == '0' && (x[1] == 'x' || x[1] == 'X');
    if (hex || (n > 2 && x[0] == '0' && (x[1] == 'b' || x[1] == 'B')))
        i = 2;
    int k = t->kind;
    if (k == TOK_UD_STRING_LITERAL || k == TOK_UD_CHAR_LITERAL) {
        /* a string or character literal: the suffix after its last quote */
        char quote = k == TOK_UD_STRING_LITERAL ? '"' : '\'';
        size_t q = n;
        while (q > 0 && x[q - 1] != quote)
            q--;
        if (q == 0)
            return;
        i = q;
    } else {
        for (; i < n; i++) {
            char c = x[i];
            if ((c >= '0' && c <= '9') || c == '.' || c == '\'' ||
                (hex && ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))))
                continue;
            if ((hex ? (c == 'p' || c == 'P') : (c == 'e' || c == 'E')) && i + 1 < n &&
                ((x[i + 1] >= '0' && x[i + 1] <= '9') ||
                 ((x[i + 1] == '+' || x[i + 1] == '-') && i + 2 < n))) {
                i++;
                continue;
            }
            if ((c == '+' || c == '-') && i > 0 && (x[i - 1] == 'e' || x[i - 1] == 'E' ||
                                                    x[i - 1] == 'p' || x[i - 1] == 'P'))
                continue;
            break;
        }
    }
    if (i >= n)
        return;
    struct ident *suffix = ident_intern(&p->idents, x + i, n - i);
    if (suffix->flags & IDF_LITERAL_OP)
        return;   /* (lookup may find it: not judged) */
    if (x[i] != '_' && !(suffix->flags & IDF_SUFFIX_WARNED)) {
        suffix->flags |= IDF_SUFFIX_WARNED;
        struct diag_loc loc;
        parser_loc(p, tok, &loc);
        const char *args[] = { NULL };
        diag_report(p->d, DIAG_edg_2506, &loc, args);
    }
    cuda_error(p, tok, DIAG_literal_operator_not_found, NULL);
}

void pa_array_bound(struct parser *p, const struct il_tree *bound)
{
    if (!bound || bound->kind != IL_expr_node || bound->sub != enk_constant)
        return;
    int k = tk(p, bound->tok);
    if ((k != TOK_STRING_LITERAL && k != TOK_FLOAT_LITERAL) ||
        (k == TOK_STRING_LITERAL && tk(p, bound->tok + 1) == TOK_STRING_LITERAL))
        return;
    const struct scope *s = p->scope;
    while (s && s->kind == SCOPE_REENTRY)
        s = s->parent;
    for (const struct scope *t = s; t; t = t->parent)
        if (t->kind == SCOPE_TEMPLATE && t->has_params)
            return;
    if (s && s->kind == SCOPE_BLOCK) {
        cuda_error(p, bound->tok, DIAG_edg_2140, NULL);
    } else if (s && (s->kind == SCOPE_NAMESPACE || s->kind == SCOPE_CLASS) && k == TOK_STRING_LITERAL &&
               lexer_text(p->lx, parser_token(p, bound->tok))[0] == '"') {
        /* at namespace and class scope (a data member): the bound's type
         * against std::size_t's */
        struct diag_loc loc;
        parser_loc(p, bound->tok, &loc);
        const char *args[] = { literal_pointer(p), "unsigned long", NULL };
        diag_report(p->d, DIAG_edg_2373, &loc, args);
        p->syntax_errors++, p->intact_errors++;
    }
}

/* C<..., "s", ...> where C is a class template whose parameter there is
 * an integer (`int N`, `bool B`, `char C` ...): 458 at the string literal. */
/* How a token changes the bracket depth in a template header: +1 for an
 * opener, -1 for a closer (`>` included), -2 for `>>`. */
static int nesting(int k)
{
    if (k == TOK_LT || k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
        return 1;
    if (k == TOK_GT || k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE)
        return -1;
    return k == TOK_RSHIFT ? -2 : 0;
}

/* A declaration of class template c: whether its header (the template
 * scope around) gives a default argument (`=` at depth 0), recorded for
 * pa_template_id; and whether c was declared before. */
static void note_class_template(struct parser *p, struct symbol *c, bool redeclared)
{
    if (redeclared)
        ptrmap_put(&p->tmpl_redeclared, c, c);
    struct scope *t = p->scope;
    while (t && t->kind == SCOPE_REENTRY)
        t = t->parent;
    if (!t || t->kind != SCOPE_TEMPLATE || !t->has_params || !t->close_tok) {
        ptrmap_put(&p->tmpl_defaults, c, c);   /* (not known: as if it had) */
        return;
    }
    int depth = 0;
    for (uint32_t i = t->open_tok + 2; i < t->close_tok; i++) {
        int k = tk(p, i);
        depth += nesting(k);
        if (k == TOK_ASSIGN && depth == 0) {
            ptrmap_put(&p->tmpl_defaults, c, c);
            return;
        }
    }
}

/* "N::M::name" of a class template of the global namespace or named
 * namespaces, or NULL. */
static const char *template_display(struct parser *p, const struct symbol *c, char *buf, size_t n)
{
    const struct symbol *chain[8];
    int k = 0;
    for (const struct scope *s = c->parent; s && s->depth > 0; s = s->parent) {
        if (s->kind != SCOPE_NAMESPACE || !s->owner || !s->owner->id || !s->owner->id->len || k == 8)
            return NULL;
        chain[k++] = s->owner;
    }
    size_t len = 0;
    buf[0] = 0;
    while (k-- > 0)
        len += (size_t)snprintf(buf + len, len < n ? n - len : 0, "%s::", chain[k]->id->name);
    len += (size_t)snprintf(buf + len, len < n ? n - len : 0, "%s", c->id->name);
    (void)p;
    return len < n ? buf : NULL;
}

/* A template-id naming a class template: a string literal for a
 * parameter of integer type (458), and the count of its arguments (442
 * too few, at the `>`, for a template declared once: its header holds
 * every default argument; 443 too many, at the first extra one) -- for a
 * template without a parameter pack, arguments without pack expansions. */
void pa_template_id(struct parser *p, void *symp, uint32_t name_tok, const struct il_tree *args,
                    uint32_t close_tok)
{
    const struct symbol *c = symp;
    void *key = (void *)(uintptr_t)((uintptr_t)name_tok + 1);
    if (!c || c->kind != SYM_CLASS_TEMPLATE || ptrmap_get(&p->template_ids_checked, key))
        return;
    ptrmap_put(&p->template_ids_checked, key, key);
    note_template_id(p, c, name_tok, args);
    bool any = false;
    unsigned nargs = 0;
    for (const struct il_tree *a = args; a; a = a->next, nargs++)
        any |= a->kind == IL_expr_node && a->sub == enk_constant && tk(p, a->tok) == TOK_STRING_LITERAL;
    /* its header: `template < ... > class|struct [attributes] NAME` */
    uint32_t at = c->tok;
    if (at < 3 || (tk(p, at - 1) != TOK_CLASS && tk(p, at - 1) != TOK_STRUCT) || tk(p, at - 2) != TOK_GT)
        return;
    uint32_t close = at - 2, open = 0;
    int depth = 0;
    for (uint32_t i = close; i > 0 && close - i < 256; i--) {
        int k = tk(p, i);
        if (k == TOK_GT)
            depth++;
        else if (k == TOK_LT && --depth == 0) {
            open = i;
            break;
        } else if (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_RBRACE)
            return;
    }
    if (!open || tk(p, open - 1) != TOK_TEMPLATE)
        return;
    const struct il_tree *a = args;
    uint32_t i = open + 1;
    unsigned nparams = 0, required = 0;
    bool pack = false;
    while (i < close) {
        /* one parameter: [b, e) up to a comma at depth 0 */
        uint32_t b = i, name = 0;
        int d = 0;
        for (; i < close; i++) {
            int k = tk(p, i);
            d += nesting(k);
            if (d == 0 && (k == TOK_COMMA || k == TOK_ASSIGN))
                break;
            if (d == 0 && k == TOK_IDENTIFIER)
                name = i;
        }
        bool has_default = tk(p, i) == TOK_ASSIGN;
        for (d = 0; has_default && i < close; i++) {
            /* (a default: skipped, to the comma at depth 0; a `<` in it
             * that is a comparison is not judged) */
            int k = tk(p, i);
            d += nesting(k);
            if (d == 0 && k == TOK_COMMA)
                break;
        }
        if (d != 0)
            return;
        nparams++;
        if (!has_default)
            required = nparams;
        for (uint32_t q = b; q < i; q++)
            pack |= tk(p, q) == TOK_ELLIPSIS;
        if (pack)
            break;
        const char *type = name && a ? keyword_int_type(p, b, name) : NULL;
        if (any && type && a->kind == IL_expr_node && a->sub == enk_constant &&
            tk(p, a->tok) == TOK_STRING_LITERAL && tk(p, a->tok + 1) != TOK_STRING_LITERAL &&
            lexer_text(p->lx, parser_token(p, a->tok))[0] == '"') {
            struct diag_loc loc;
            parser_loc(p, a->tok, &loc);
            const char *dargs[] = { literal_pointer(p), type, NULL };
            diag_report(p->d, DIAG_edg_458, &loc, dargs);
            p->syntax_errors++, p->intact_errors++;
            return;
        }
        a = a ? a->next : NULL;
        i++;
    }
    /* (declared more than once: a default may be on another declaration;
     * none is when no declaration has one) */
    if (pack || !close_tok || (nargs >= required && nargs <= nparams) ||
        (nargs < required && ptrmap_get(&p->tmpl_redeclared, c) && ptrmap_get(&p->tmpl_defaults, c)))
        return;
    /* no pack expansion among the arguments */
    for (uint32_t t = name_tok + 2; t < close_tok; t++)
        if (tk(p, t) == TOK_ELLIPSIS)
            return;
    char name[256];
    if (!template_display(p, c, name, sizeof name))
        return;
    uint32_t where = close_tok;
    if (nargs > nparams) {
        a = args;
        for (unsigned k = 0; k < nparams && a; k++)
            a = a->next;
        if (!a)
            return;
        where = a->tok;
        for (int guard = 0; guard < 64 && where > name_tok + 2 && tk(p, where - 1) != TOK_COMMA; guard++)
            where--;   /* (the argument's first token) */
    }
    struct diag_loc loc;
    parser_loc(p, where, &loc);
    const char *dargs[] = { name, NULL };
    diag_report(p->d, nargs > nparams ? DIAG_too_many_template_args : DIAG_edg_442, &loc, dargs);
    p->syntax_errors++, p->intact_errors++;
}

/* sizeof...(X): X names a parameter pack.  Judged where X is declared
 * nowhere (2013, then 1920 at the `...`) or is a block-scope variable
 * (2013). */
void pa_sizeof_pack(struct parser *p, uint32_t ellipsis, uint32_t name)
{
    if (tk(p, name) != TOK_IDENTIFIER)
        return;
    const struct symbol *x = lookup_unqualified(p->scope, parser_ident(p, name));
    if (!x) {
        parser_error_at(p, name, DIAG_edg_2013, NULL);
        parser_error_at(p, ellipsis, DIAG_edg_1920, NULL);
        p->intact_errors += 2;
    } else if (x->kind == SYM_VARIABLE && x->parent && x->parent->kind == SCOPE_BLOCK) {
        parser_error_at(p, name, DIAG_edg_2013, NULL);
        p->intact_errors++;
    }
}

void pa_alignas(struct parser *p, uint32_t tok)
{
    if (tok <= p->alignas_checked)
        return;
    p->alignas_checked = tok;
    /* alignas("...") (observed: 2412 at the literal, with its type) */
    if (tk(p, tok + 1) != TOK_LPAREN || tk(p, tok + 2) != TOK_STRING_LITERAL ||
        tk(p, tok + 3) != TOK_RPAREN || lexer_text(p->lx, parser_token(p, tok + 2))[0] != '"')
        return;
    cuda_error(p, tok + 2, DIAG_edg_2412, literal_pointer(p));
}

void pa_gnu_attribute(struct parser *p, uint32_t attr_tok, uint32_t next_tok)
{
    uint32_t j = attr_tok + 1;
    if (tk(p, j) != TOK_LPAREN || tk(p, j + 1) != TOK_LPAREN)
        return;
    j += 2;
    for (;;) {
        int k = tk(p, j);
        if (k == TOK_COMMA) {
            j++;
            continue;
        }
        if (k == TOK_RPAREN || k == TOK_EOF)
            return;
        uint32_t name = j++;
        uint32_t begin = 0, end = 0, commas[8];
        unsigned nargs = 0, ncommas = 0;
        if (tk(p, j) == TOK_LPAREN) {
            begin = j + 1;
            /* angle: template argument lists opened by `name <`; their
             * commas do not separate arguments (a `<` taken wrongly only
             * hides commas: fewer arguments, never a false error) */
            int depth = 0, angle = 0;
            for (;; j++) {
                k = tk(p, j);
                if (k == TOK_EOF)
                    return;
                if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE) {
                    depth++;
                } else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE) {
                    if (--depth == 0)
                        break;
                } else if (k == TOK_LT && tk(p, j - 1) == TOK_IDENTIFIER) {
                    angle++;
                } else if (k == TOK_GT && angle > 0) {
                    angle--;
                } else if (k == TOK_RSHIFT && angle > 0) {
                    angle = angle > 1 ? angle - 2 : 0;
                } else if (k == TOK_COMMA && depth == 1 && angle == 0) {
                    if (ncommas < ARRAY_SIZE(commas))
                        commas[ncommas] = j;
                    ncommas++;
                }
            }
            end = j++;
            nargs = end > begin ? ncommas + 1 : 0;
        }
        const struct token *t = parser_token(p, name);
        if (begin && begin == end && end > p->aligned_checked &&
            ((t->len == 7 && memcmp(lexer_text(p->lx, t), "aligned", 7) == 0) ||
             (t->len == 11 && memcmp(lexer_text(p->lx, t), "__aligned__", 11) == 0))) {
            /* aligned(): its argument list may be left out, not empty */
            p->aligned_checked = end;
            cuda_error(p, end, DIAG_exp_primary_expr, NULL);
        }
        enum cuda_attr id;
        if (!cuda_attr_lookup(lexer_text(p->lx, t), t->len, &id))
            continue;
        bool seen = false;
        for (struct attr_rec *r = attr_chain(&p->attrs, next_tok); r; r = r->chain)
            if (r->a.tok == name)
                seen = true;
        if (seen)
            continue;   /* the same tokens read again */
        int max = cuda_attr_infos[id].max_args;
        if (max > 0 && nargs > (unsigned)max) {
            /* the argument list ends after max arguments: a `)` is expected */
            if ((unsigned)max <= ARRAY_SIZE(commas))
                cuda_error(p, commas[max - 1], DIAG_exp_rparen, NULL);
            struct attr_rec *r = ARENA_NEW(&p->arena, struct attr_rec);
            r->a.id = -1;   /* remembered only so that it is reported once */
            r->a.tok = name;
            r->next_tok = UINT32_MAX;
            attr_table_add(&p->attrs, r, next_tok);
            continue;
        }
        if (cuda_attr_infos[id].category == CUDA_ATTR_launch_config && id != CUDA_ATTR_ID_block_size &&
            nargs > 0) {
            /* integral constants: one that is a string or a floating
             * literal (2412, at it; the attribute is read all the same) */
            for (unsigned a = 0; a < nargs && a <= ARRAY_SIZE(commas); a++) {
                uint32_t ab = a == 0 ? begin : commas[a - 1] + 1;
                uint32_t ae = a + 1 < nargs ? commas[a] : end;
                if (ae != ab + 1)
                    continue;
                int k = tk(p, ab);
                const struct token *at = parser_token(p, ab);
                const char *x = lexer_text(p->lx, at);
                const char *type = NULL;
                if (k == TOK_STRING_LITERAL && x[0] == '"')
                    type = literal_pointer(p);
                else if (k == TOK_FLOAT_LITERAL) {
                    char last = x[at->len - 1];
                    type = last == 'f' || last == 'F' ? "float" : last == 'l' || last == 'L' ? "long double"
                                                                                           : "double";
                }
                if (type) {
                    cuda_error(p, ab, DIAG_edg_2412, type);
                    break;
                }
            }
        }
        struct attr_rec *r = ARENA_NEW(&p->arena, struct attr_rec);
        r->a.id = (int)id;
        r->a.tok = name;
        r->a.args_begin = begin;
        r->a.args_end = end;
        r->a.nargs = nargs;
        r->next_tok = next_tok;
        attr_table_add(&p->attrs, r, next_tok);
    }
}

static const struct il_attr *find_attr(const struct il_node *n, enum cuda_attr id)
{
    for (unsigned i = 0; i < n->nattrs; i++)
        if (n->attrs[i].id == (int)id)
            return &n->attrs[i];
    return NULL;
}

/* The return type of function declarator d with specifiers ds:
 * 1 certainly not void, 0 void or not known (only keyword specifiers
 * are judged). */
static int nonvoid_return(struct parser *p, const struct declspec *ds, const struct declarator *d)
{
    const struct symbol *named = ds && ds->type ? symbol_resolve(ds->type) : NULL;
    if (named && (named->kind == SYM_CLASS || named->kind == SYM_ENUM))
        return 1;   /* a class or enumeration (or a pointer or reference to one) */
    if (!ds || ds->type || ds->first_tok >= d->tok)
        return 0;
    bool is_void = false, other = false;
    for (uint32_t i = ds->first_tok; i < d->tok; i++) {
        int k = tk(p, i);
        if (k == TOK_ATTRIBUTE || k == TOK_ALIGNAS || k == TOK_DECLSPEC) {
            if (tk(p, i + 1) == TOK_LPAREN) {
                int depth = 0;
                for (i++;; i++) {
                    int k2 = tk(p, i);
                    if (k2 == TOK_EOF || i >= d->tok)
                        return 0;
                    if (k2 == TOK_LPAREN)
                        depth++;
                    else if (k2 == TOK_RPAREN && --depth == 0)
                        break;
                }
            }
            continue;
        }
        switch (k) {
        case TOK_VOID: is_void = true; break;
        case TOK_CHAR: case TOK_INT: case TOK_SHORT: case TOK_LONG: case TOK_SIGNED:
        case TOK_UNSIGNED: case TOK_BOOL: case TOK_FLOAT: case TOK_DOUBLE: case TOK_WCHAR_T:
        case TOK_CHAR8_T: case TOK_CHAR16_T: case TOK_CHAR32_T:
            other = true;
            break;
        case TOK_STATIC: case TOK_EXTERN: case TOK_INLINE: case TOK_CONST: case TOK_VOLATILE:
        case TOK_CONSTEXPR: case TOK_NOINLINE:
            break;
        case TOK_STAR: case TOK_AMP: case TOK_AMPAMP: case TOK_LPAREN: case TOK_IDENTIFIER:
            if (is_void || other)
                goto declarator;   /* the declarator (or an earlier one) starts */
            return 0;
        default:
            return 0;   /* a name, decltype, auto, `*` of the declarator ...: not judged */
        }
    }
declarator:
    if (other)
        return 1;
    /* `void *f()`: a ptr-operator just before the name (the grammar does
     * not mark it on a function declarator) */
    bool ptr = d->has_ptr;
    for (uint32_t j = d->tok - 1; j > ds->first_tok; j--) {
        int k = tk(p, j);
        if (k == TOK_STAR || k == TOK_AMP || k == TOK_AMPAMP)
            ptr = true;
        else if (k != TOK_LPAREN && k != TOK_CONST && k != TOK_VOLATILE)
            break;
    }
    return is_void && ptr ? 1 : 0;
}

/* d's parameter clause ends in a C ellipsis: `(...)` or `(..., ...)`. */
static bool has_ellipsis(struct parser *p, const struct declarator *d)
{
    uint32_t j = d->tok + 1;
    if (tk(p, j) != TOK_LPAREN)
        return false;
    int depth = 0;
    for (;; j++) {
        int k = tk(p, j);
        if (k == TOK_EOF)
            return false;
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
            depth++;
        else if ((k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE) && --depth == 0)
            break;
    }
    if (tk(p, j) != TOK_RPAREN || tk(p, j - 1) != TOK_ELLIPSIS)
        return false;
    int before = tk(p, j - 2);
    return before == TOK_COMMA || before == TOK_LPAREN;
}

/* A variable declarator followed by an initializer (= ( {). */
static bool has_initializer(struct parser *p, const struct declarator *d)
{
    if (d->copy_init)
        return true;
    uint32_t j = d->tok + 1;
    while (tk(p, j) == TOK_LBRACKET || tk(p, j) == TOK_ATTRIBUTE) {
        if (tk(p, j) == TOK_ATTRIBUTE)
            j++;
        int depth = 0;
        for (;; j++) {
            int k = tk(p, j);
            if (k == TOK_EOF)
                return false;
            if (k == TOK_LPAREN || k == TOK_LBRACKET)
                depth++;
            else if ((k == TOK_RPAREN || k == TOK_RBRACKET) && --depth == 0)
                break;
        }
        j++;
    }
    int k = tk(p, j);
    return k == TOK_ASSIGN || k == TOK_LPAREN || k == TOK_LBRACE;
}

/* The predicates of tables/cuda_attributes' checks column. */
struct decl_parts {
    struct declspec *ds;
    struct declarator *d;
};

/* Inside a template with parameters (a function template, a member of a
 * class template), not an explicit specialization. */
static bool in_template_definition(const struct parser *p)
{
    for (const struct scope *s = p->scope; s; s = s->parent)
        if (s->kind == SCOPE_TEMPLATE && s->has_params)
            return true;
    return false;
}

static bool meets(const struct cuda_decl *cd, enum cuda_predicate pred)
{
    const struct decl_parts *x = cd->ctx;
    switch (pred) {
    case PRED_not_operator: return x->d->name_kind != DN_OPERATOR;
    case PRED_void_return:
        /* (in a template cudafe++ judges it when it instantiates it) */
        return in_template_definition(cd->p) || !nonvoid_return(cd->p, x->ds, x->d);
    case PRED_no_ellipsis: return !has_ellipsis(cd->p, x->d);
    case PRED_no_initializer: return !has_initializer(cd->p, x->d);
    default: return true;
    }
}

/* For 20012: a member function explicitly defaulted on its first
 * declaration (in its class, `= default` after the parameter list) that
 * is certainly not virtual -- a constructor, or a destructor of a class
 * without bases (a base's virtual destructor would make it virtual) --
 * and not declared `virtual`.  Its name as cudafe++'s message gives it
 * ("A", "~A"), or NULL.  (Anything else stays silent: operator=, a
 * destructor with bases, `override`, a macro after the parameters.) */
static const char *defaulted_nonvirtual(struct parser *p, struct declspec *ds,
                                        struct declarator *d, const struct scope *s)
{
    if (!s || s->kind != SCOPE_CLASS || (ds && (ds->flags & DS_FRIEND)) ||
        (d->name_kind != DN_CTOR && d->name_kind != DN_DTOR) || tk(p, d->tok) != TOK_IDENTIFIER)
        return NULL;
    const struct ident *id = parser_ident(p, d->tok);
    for (uint32_t t = ds ? ds->first_tok : d->tok; t < d->tok; t++)
        if (tk(p, t) == TOK_VIRTUAL)
            return NULL;
    if (d->name_kind == DN_DTOR) {
        if (!s->key_tok || s->open_tok <= s->key_tok)
            return NULL;
        for (uint32_t t = s->key_tok; t < s->open_tok; t++)
            if (tk(p, t) == TOK_COLON)
                return NULL;   /* (a base clause) */
    }
    /* the parameter list, then what may stand before `= default` */
    uint32_t t = d->tok + 1, end = d->tok + 512;
    while (t < end && tk(p, t) != TOK_LPAREN) {
        int k = tk(p, t);
        if (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_EOF)
            return NULL;
        t++;
    }
    int depth = 0;
    for (; t < end; t++) {
        int k = tk(p, t);
        if (k == TOK_LPAREN || k == TOK_LBRACKET) {
            depth++;
        } else if (k == TOK_RPAREN || k == TOK_RBRACKET) {
            depth--;
        } else if (k == TOK_EOF || (depth == 0 && (k == TOK_SEMI || k == TOK_LBRACE ||
                                                   k == TOK_COLON || k == TOK_IDENTIFIER))) {
            return NULL;
        } else if (depth == 0 && k == TOK_ASSIGN) {
            if (tk(p, t + 1) != TOK_DEFAULT)
                return NULL;
            if (d->name_kind == DN_CTOR)
                return id->name;
            size_t n = strlen(id->name);
            char *name = arena_zalloc(&p->arena, n + 2);
            name[0] = '~';
            memcpy(name + 1, id->name, n);
            return name;
        }
    }
    return NULL;
}

/* Attach the CUDA attributes the filter recorded for this declaration
 * (those before its declarator-id, back to its first decl-specifier) to
 * its IL node, and check them. */
static void cuda_declaration(struct parser *p, struct declspec *ds, struct declarator *d,
                             struct il_node *n)
{
    if (!n || !n->has_pos || d->name_kind == DN_NONE)
        return;
    uint32_t lo = n->first_tok;
    if (d->tok - lo > 512)
        lo = d->tok - 512;
    /* (not those inside braces on the way: a class body's members, a
     * lambda's in a member function of a local class) */
    unsigned count = 0;
    int depth = 0;
    for (uint32_t t = lo; t <= d->tok; t++) {
        int k = tk(p, t);
        depth += k == TOK_LBRACE ? 1 : k == TOK_RBRACE && depth > 0 ? -1 : 0;
        for (struct attr_rec *r = attr_chain_at(&p->attrs, t); r && depth == 0; r = r->chain)
            if (r->next_tok == t)
                count++;
    }
    if (!count)
        return;
    struct il_attr *v = arena_zalloc(&p->arena, count * sizeof *v);
    unsigned m = 0;
    depth = 0;
    for (uint32_t t = lo; t <= d->tok; t++) {
        int k = tk(p, t);
        depth += k == TOK_LBRACE ? 1 : k == TOK_RBRACE && depth > 0 ? -1 : 0;
        for (struct attr_rec *r = attr_chain_at(&p->attrs, t); r && depth == 0; r = r->chain)
            if (r->next_tok == t && m < count)
                v[m++] = r->a;
    }
    /* in source order (a bucket lists them newest first) */
    for (unsigned i = 1; i < m; i++)
        for (unsigned k = i; k > 0 && v[k - 1].tok > v[k].tok; k--) {
            struct il_attr x = v[k];
            v[k] = v[k - 1];
            v[k - 1] = x;
        }
    n->attrs = v;
    n->nattrs = m;

    struct scope *s = decl_scope(p);
    /* What the declaration is, for the rules of tables/cuda_attributes. */
    uint32_t subjects = 0;
    const char *fname = NULL;
    bool in_class = s && s->kind == SCOPE_CLASS;
    if (ds && (ds->flags & DS_TYPEDEF)) {
        subjects |= 1u << SUBJ_typedef;
    } else if (n->kind == IL_routine) {
        subjects |= 1u << SUBJ_fn;
        /* a friend declares a namespace-scope function */
        if ((in_class || (n->flags & IL_F_MEMBER)) && !(ds && (ds->flags & DS_FRIEND)) &&
            !(n->flags & IL_F_FRIEND))
            subjects |= 1u << SUBJ_fn_member;
        if (find_attr(n, CUDA_ATTR_ID_global) || find_attr(n, CUDA_ATTR_ID_tile_global))
            subjects |= 1u << SUBJ_fn_kernel;
        if ((subjects >> SUBJ_fn_member & 1) && (fname = defaulted_nonvirtual(p, ds, d, s)))
            subjects |= 1u << SUBJ_fn_defaulted;
    } else if (n->kind == IL_field) {
        subjects |= 1u << SUBJ_var | 1u << SUBJ_var_member;
    } else if (n->kind == IL_variable) {
        subjects |= 1u << SUBJ_var;
        if (in_class)
            subjects |= 1u << (ds && (ds->flags & DS_STATIC) ? SUBJ_var_static_member : SUBJ_var_member);
        else if (n->flags & IL_F_LOCAL)
            subjects |= 1u << (p->device_code ? SUBJ_var_local_device : SUBJ_var_local_host);
        else
            subjects |= 1u << SUBJ_var_ns;
    } else {
        return;
    }
    struct decl_parts parts = { ds, d };
    struct cuda_decl cd = { p, n, d->tok, subjects, ds && (ds->flags & DS_STATIC), meets, &parts,
                            fname };
    cuda_attr_check(&cd);
}

