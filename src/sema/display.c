/* How cudafe++ spells types and functions in its messages, for the cases
 * the checks name them.  Each returns NULL for what it cannot spell the
 * way cudafe++ does (its caller then stays silent).
 *
 * Observed (cudafe++ 13.0 on the project's probes):
 *   - arithmetic types by their display names (tables/arithmetic_types),
 *     typedefs of them resolved ("size_t" is "unsigned long"), cv first
 *     ("const volatile int");
 *   - declarators after one space: "int *", "int **", "const char *const *",
 *     "int &", "int *&", "int &&"; a parameter's own top-level cv is not
 *     shown ("float *const" is "float *");
 *   - class and enumeration types as " ::S", "const     ::S" (not
 *     spelled here: NULL);
 *   - a function as its namespaces, name and parameter types,
 *     "ns::f(float, const int *)", "g(int, ...)", "d0()";
 *   - after the first message that names a function called across
 *     execution spaces, such a function with parameters by the start of
 *     its Itanium name and `1?` for each parameter, `z` for `...`:
 *     "_Z3dev1?", "_ZN2ns2dvE1?1?", "_ZN1S2smE1?z". */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "sema/sema_int.h"

struct text {
    char buf[512];
    size_t len;
    bool overflow;
};

static void put(struct text *w, const char *s)
{
    size_t n = strlen(s);
    if (w->len + n >= sizeof w->buf) {
        w->overflow = true;
        return;
    }
    memcpy(w->buf + w->len, s, n + 1);
    w->len += n;
}

static void put_cv(struct text *w, unsigned op)
{
    if (op & IL_CV_CONST)
        put(w, "const ");
    if (op & IL_CV_VOLATILE)
        put(w, "volatile ");
}

/* The arithmetic type t names, with the cv-qualifiers of t and of the
 * typedefs on the way added to *cv; ARITH_NONE for any other type. */
static enum arith_id arith_of(const struct sema *s, const struct il_tree *t, unsigned *cv)
{
    enum arith_id a = sema_arith_and_cv(s, t, false, cv);
    return *cv & IL_CV_RESTRICT ? ARITH_NONE : a;
}

/* A named type: its cv-qualifiers (not a parameter's own), then name
 * (NULL: not spelled). */
static bool put_named(struct text *w, const struct il_tree *t, bool top, const char *name)
{
    if (!name)
        return false;
    if (!top)
        put_cv(w, t->op);
    put(w, name);
    return !w->overflow;
}

/* While a member of a class template is spelled (sema_member_text): the
 * template's scope and its text "std::vector<_Tp, _Alloc>", which names
 * its own member types ("std::vector<_Tp, _Alloc>::value_type") and
 * itself (the injected class name). */
static const struct scope *self_scope;
static const char *self_text;

static const char *self_name(const struct sema *s, const struct symbol *sym)
{
    if (!self_scope || !sym)
        return NULL;
    if ((sym->flags & SYMF_INJECTED) && sym->members == self_scope)
        return self_text;
    if (sym->parent != self_scope || !sym->id ||
        (sym->kind != SYM_TYPEDEF && sym->kind != SYM_CLASS))
        return NULL;
    char buf[512];
    int n = snprintf(buf, sizeof buf, "%s::%s", self_text, sym->id->name);
    return n > 0 && (size_t)n < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)n)->name : NULL;
}

/* t spelled into w; top: a parameter's type, whose own cv is not shown. */
/* X<P1, P2> with X a class template and every argument one of the
 * enclosing template's parameters by its name (a type parameter, or an
 * expression that is only a name): "ns::X<P1, P2>"; NULL otherwise. */
static const char *dependent_id_text(const struct sema *s, const struct il_tree *t)
{
    const struct symbol *c = t->u.sym;
    if (!c || c->kind != SYM_CLASS_TEMPLATE)
        return NULL;
    const char *name = sema_entity_text(s, c);
    if (!name)
        return NULL;
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    put(&w, name);
    put(&w, "<");
    for (const struct il_tree *a = t->first; a; a = a->next) {
        const char *arg = NULL;
        if (a->kind == IL_type && (a->op & IL_TYPE_NAMED) && !a->first &&
            !(a->op & (IL_CV_CONST | IL_CV_VOLATILE | IL_CV_RESTRICT)) && a->u.sym &&
            a->u.sym->kind == SYM_TYPE_PARAM && !(a->u.sym->flags & SYMF_PACK))
            arg = a->u.sym->id->name;
        else if (a->kind == IL_expr_node && sema_tok_kind(s, a->tok) == TOK_IDENTIFIER && !a->first &&
                 a->u.sym && (a->u.sym->kind == SYM_VALUE_PARAM || a->u.sym->kind == SYM_TEMPLATE_PARAM))
            arg = a->u.sym->id->name;
        if (!arg)
            return NULL;
        if (a != t->first)
            put(&w, ", ");
        put(&w, arg);
    }
    put(&w, ">");
    return w.overflow ? NULL : ident_intern(s->il->idents, w.buf, w.len)->name;
}

static bool type_text(const struct sema *s, const struct il_tree *t, struct text *w, bool top,
                      bool written, int depth)
{
    if (!t || t->kind != IL_type || depth > 16)
        return false;
    t = sema_full_type(s, t);
    if (t->sub == tk_pointer) {
        if (t->op & (IL_TYPE_NAMED | IL_CV_RESTRICT))
            return false;
        bool ref = t->op & (IL_PTR_LREF | IL_PTR_RREF);
        if (!type_text(s, t->first, w, false, written, depth + 1))
            return false;
        char last = w->len ? w->buf[w->len - 1] : 0;
        if (last != '*' && last != '&')
            put(w, " ");
        put(w, (t->op & IL_PTR_RREF) ? "&&" : (t->op & IL_PTR_LREF) ? "&" : "*");
        if (!ref && !top && (t->op & (IL_CV_CONST | IL_CV_VOLATILE))) {
            if (t->op & IL_CV_CONST)
                put(w, "const");
            if ((t->op & (IL_CV_CONST | IL_CV_VOLATILE)) == (IL_CV_CONST | IL_CV_VOLATILE))
                put(w, " ");
            if (t->op & IL_CV_VOLATILE)
                put(w, "volatile");
        }
        return !w->overflow;
    }
    if (t->sub == tk_void && !(t->op & IL_TYPE_NAMED) && !t->first) {
        if (!top)
            put_cv(w, t->op);
        put(w, "void");
        return !w->overflow;
    }
    if (written && (t->op & IL_TYPE_NAMED) && !t->first && !(t->op & IL_CV_RESTRICT) &&
        self_name(s, t->u.sym)) {
        return put_named(w, t, top, self_name(s, t->u.sym));
    }
    if (written && (t->op & IL_TYPE_NAMED) && t->first && t->sub == tk_class &&
        !(t->op & IL_CV_RESTRICT)) {
        /* a class template instance, its default arguments filled in; in
         * a template's signature, its parameters as written
         * (block_tile_memory<MaxBlockSize>) */
        const char *text = sema_class_type_text(s, t);
        return put_named(w, t, top, text ? text : dependent_id_text(s, t));
    }
    if (written && top && (t->op & IL_TYPE_NAMED) && !t->first && t->u.sym &&
        t->u.sym->kind == SYM_TYPEDEF) {
        /* a parameter declared with a typedef of an array: a pointer to
         * the element ("unsigned long long *" for curandDirectionVectors64_t) */
        const struct il_node *n = sema_typedef_at(s, t->u.sym->tok);
        const struct il_tree *a = n ? n->type : NULL;
        if (a && a->kind == IL_type && a->sub == tk_array) {
            if (!type_text(s, a->first, w, false, written, depth + 1))
                return false;
            put(w, " *");
            return !w->overflow;
        }
    }
    if (written && (t->op & IL_TYPE_NAMED)) {
        /* a class, enumeration or typedef by its name */
        const struct symbol *sym = t->u.sym;
        if (t->first || (t->op & IL_CV_RESTRICT) || !sym ||
            (sym->kind != SYM_CLASS && sym->kind != SYM_TYPEDEF && sym->kind != SYM_ENUM &&
             sym->kind != SYM_TYPE_PARAM) || ((sym->flags & SYMF_PACK)))
            return false;
        /* (a template's type parameter by its name) */
        return put_named(w, t, top,
                         sym->kind == SYM_TYPE_PARAM ? sym->id->name : sema_entity_text(s, sym));
    }
    unsigned cv = 0;
    enum arith_id a = arith_of(s, t, &cv);
    if (a == ARITH_NONE)
        return false;
    if (!top)
        put_cv(w, cv);
    put(w, arith_infos[a].display);
    return !w->overflow;
}

const char *sema_type_text(const struct sema *s, const struct il_tree *t, bool param)
{
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    if (!type_text(s, t, &w, param, false, 0))
        return NULL;
    return ident_intern(s->il->idents, w.buf, w.len)->name;
}

const char *sema_type_written(const struct sema *s, const struct il_tree *t, bool param)
{
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    if (!type_text(s, t, &w, param, true, 0))
        return NULL;
    return ident_intern(s->il->idents, w.buf, w.len)->name;
}

/* The named namespaces enclosing fn's declaration, outermost first, into
 * chain; their number, or -1 when one is unnamed, not a namespace, or
 * too many. */
/* The parser's name of an unnamed namespace; cudafe++'s messages say
 * "<unnamed>", its code names the module's _GLOBAL__N_<id>. */
static bool unnamed_namespace(const struct symbol *o)
{
    return o->kind == SYM_NAMESPACE && strcmp(o->id->name, "<anonymous namespace>") == 0;
}

static const char *shown_name(const struct symbol *o)
{
    return unnamed_namespace(o) ? "<unnamed>" : o->id->name;
}

static int namespaces_of(const struct il_node *fn, const struct symbol **chain, int max,
                         bool classes)
{
    int n = 0;
    for (const struct scope *sc = fn->scope; sc && sc->depth > 0; sc = sc->parent) {
        bool cls = classes && sc->kind == SCOPE_CLASS && sc->owner && sc->owner->kind == SYM_CLASS &&
                   !sc->is_template_spec && sc->parent && sc->parent->kind != SCOPE_TEMPLATE;
        if ((sc->kind != SCOPE_NAMESPACE && !cls) || !sc->owner || !sc->owner->id ||
            !sc->owner->id->len || n == max)
            return -1;
        chain[n++] = sc->owner;
    }
    for (int i = 0; i < n / 2; i++) {
        const struct symbol *x = chain[i];
        chain[i] = chain[n - 1 - i];
        chain[n - 1 - i] = x;
    }
    return n;
}

static const char *function_text(const struct sema *s, const struct il_node *fn, bool written,
                                 bool members);

/* The end of a code name as cudafe++ shows it: "1?" per parameter, "z"
 * for `...` (NULL: too long, or `...` alone). */
static const char *mangled_params(const struct sema *s, const struct il_node *fn, struct text *w)
{
    unsigned params = 0;
    for (const struct il_param *p = sema_params_of(fn); p; p = p->next, params++)
        put(w, "1?");
    bool ellipsis = sema_has_ellipsis(s, fn);
    if (ellipsis)
        put(w, "z");
    if (w->overflow || (!params && ellipsis))
        return NULL;
    return ident_intern(s->il->idents, w->buf, w->len)->name;
}

/* A type whose leaf, under pointers and references, is a named class (no
 * typedef on the way whose spelling would differ). */
static bool class_leaf(const struct il_tree *t)
{
    for (int d = 0; t && t->kind == IL_type && d < 8; d++, t = t->first)
        if (!(t->sub == tk_pointer && !(t->op & IL_TYPE_NAMED)))
            return (t->op & IL_TYPE_NAMED) && t->u.sym && !t->first &&
                   (t->u.sym->kind == SYM_CLASS ||
                    ((t->u.sym->flags & SYMF_INJECTED) && t->u.sym->kind == SYM_CLASS));
    return false;
}

const char *sema_function_text(const struct sema *s, const struct il_node *fn)
{
    return function_text(s, fn, false, false);
}

const char *sema_function_written_text(const struct sema *s, const struct il_node *fn)
{
    return function_text(s, fn, true, false);
}

const char *sema_member_function_text(const struct sema *s, const struct il_node *fn)
{
    return function_text(s, fn, false, true);
}

static const char *function_text(const struct sema *s, const struct il_node *fn, bool written,
                                 bool members)
{
    const struct symbol *chain[16];
    int n = namespaces_of(fn, chain, 16, members);
    if (n < 0 || !fn->has_pos)
        return NULL;
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    for (int i = 0; i < n; i++) {
        put(&w, shown_name(chain[i]));
        put(&w, "::");
    }
    put(&w, fn->name);
    put(&w, "(");
    bool any = false;
    for (const struct il_param *p = sema_params_of(fn); p; p = p->next) {
        const char *t = p->pack ? NULL : written ? sema_type_written(s, p->type, true)
                                                 : sema_type_text(s, p->type, true);
        if (!t && members && !p->pack && class_leaf(p->type)) {
            /* a class: as written, the injected-class-name as its class */
            struct il_tree nodes[8];
            const struct il_tree *type = p->type;
            unsigned k = 0;
            for (const struct il_tree *x = p->type; x && k < 8; x = x->first, k++) {
                nodes[k] = *x;
                nodes[k].next = NULL;
                if (k)
                    nodes[k - 1].first = &nodes[k];
                if (x->kind == IL_type && (x->op & IL_TYPE_NAMED)) {
                    const struct symbol *c = x->u.sym;
                    if ((c->flags & SYMF_INJECTED) && c->parent && c->parent->owner)
                        nodes[k].u.sym = c->parent->owner;
                    type = nodes;
                    break;
                }
            }
            t = sema_type_written(s, type, true);
        }
        if (!t)
            return NULL;
        if (any)
            put(&w, ", ");
        put(&w, t);
        any = true;
    }
    if (sema_has_ellipsis(s, fn))
        put(&w, any ? ", ..." : "...");
    put(&w, ")");
    /* an exception specification: `noexcept(true)` (glibc's __THROW) is
     * shown as written in notes; others are not spelled here */
    uint32_t close = fn->name_end && sema_tok_kind(s, fn->name_end) == TOK_LPAREN
                         ? sema_matching_paren(s, fn->name_end) : 0;
    if (!close)
        return NULL;
    int k = sema_tok_kind(s, close + 1);
    if (members && fn->scope && fn->scope->kind == SCOPE_CLASS) {
        /* a member function's cv-qualifier; ref-qualifiers not spelled */
        if (k == TOK_CONST) {
            put(&w, " const");
            k = sema_tok_kind(s, close + 2);
        }
        if (k == TOK_VOLATILE || k == TOK_AMP || k == TOK_AMPAMP)
            return NULL;
    }
    if (k == TOK_THROW)
        return NULL;
    if (k == TOK_NOEXCEPT) {
        if (!written || sema_tok_kind(s, close + 2) != TOK_LPAREN ||
            sema_tok_kind(s, close + 3) != TOK_TRUE || sema_tok_kind(s, close + 4) != TOK_RPAREN)
            return NULL;
        put(&w, " noexcept(true)");
    }
    if (w.overflow)
        return NULL;
    return ident_intern(s->il->idents, w.buf, w.len)->name;
}

/* The names of chain[0..n) and then last (NULL: none), each after its
 * length, as code names spell them ("2ns5Shape3set"); false for an
 * unnamed namespace (its code name holds the module id, not known while
 * the body is judged). */
static bool put_source_names(struct text *w, const struct symbol *const *chain, int n,
                             const char *last)
{
    char num[24];
    for (int i = 0; i < n; i++)
        if (unnamed_namespace(chain[i]))
            return false;
    for (int i = 0; i <= n; i++) {
        const char *name = i < n ? chain[i]->id->name : last;
        if (!name)
            break;
        snprintf(num, sizeof num, "%zu", strlen(name));
        put(w, num);
        put(w, name);
    }
    return true;
}

const char *sema_function_mangled_text(const struct sema *s, const struct il_node *fn)
{
    const struct symbol *chain[16];
    int n = namespaces_of(fn, chain, 16, false);
    if (n < 0 || !fn->has_pos || (n > 0 && strcmp(chain[0]->id->name, "std") == 0))
        return NULL;
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    put(&w, n ? "_ZN" : "_Z");
    if (!put_source_names(&w, chain, n, fn->name))
        return NULL;
    if (n)
        put(&w, "E");
    return mangled_params(s, fn, &w);
}

/* A member function's code name in a later 3464/3462 (observed:
 * "_ZN5Shape3setE1?1?", "_ZNK2ns5Shape4cgetE1?" for a const one, static
 * ones as others): its namespaces and classes, its name, "1?" per
 * parameter; NULL where not known (std, ref-qualifiers, volatile). */
const char *sema_member_mangled_text(const struct sema *s, const struct il_node *fn)
{
    const struct symbol *chain[16];
    int n = namespaces_of(fn, chain, 16, true);
    if (n < 1 || !fn->has_pos || strcmp(chain[0]->id->name, "std") == 0 ||
        chain[n - 1]->kind != SYM_CLASS || !fn->name_end || sema_tok_kind(s, fn->name_end) != TOK_LPAREN)
        return NULL;
    uint32_t close = sema_matching_paren(s, fn->name_end);
    if (!close)
        return NULL;
    bool is_const = sema_tok_kind(s, close + 1) == TOK_CONST;
    int after = sema_tok_kind(s, close + (is_const ? 2 : 1));
    if (after == TOK_VOLATILE || after == TOK_AMP || after == TOK_AMPAMP)
        return NULL;
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    put(&w, is_const ? "_ZNK" : "_ZN");
    if (!put_source_names(&w, chain, n, fn->name))
        return NULL;
    put(&w, "E");
    return mangled_params(s, fn, &w);
}

/* A constructor's code name as cudafe++ starts it in a later 3464/3465
 * (observed: "_ZN1QC1E1?", "_ZN2ns1NC1E1?"): its namespaces and class,
 * "C1", then "1?" per parameter; NULL where it is not known (a class
 * nested in a class, std). */
const char *sema_constructor_mangled_text(const struct sema *s, const struct il_node *fn)
{
    const struct symbol *chain[16];
    int n = namespaces_of(fn, chain, 16, true);
    if (n < 1 || !fn->has_pos || strcmp(chain[0]->id->name, "std") == 0 ||
        chain[n - 1]->kind != SYM_CLASS)
        return NULL;
    for (int i = 0; i < n - 1; i++)
        if (chain[i]->kind == SYM_CLASS)
            return NULL;
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    put(&w, "_ZN");
    if (!put_source_names(&w, chain, n, NULL))
        return NULL;
    put(&w, "C1E");
    return mangled_params(s, fn, &w);
}

/* ---- classes and class template instances ---- */

const char *sema_entity_text(const struct sema *s, const struct symbol *sym)
{
    const struct symbol *chain[16];
    int n = 0;
    if (!sym || !sym->id || !sym->id->len)
        return NULL;
    for (const struct scope *sc = sym->parent; sc && sc->depth > 0; sc = sc->parent) {
        const struct symbol *o = sc->owner;
        if ((sc->kind != SCOPE_NAMESPACE && sc->kind != SCOPE_CLASS) || !o || !o->id ||
            !o->id->len || n == 16 || (sc->kind == SCOPE_CLASS && (o->kind != SYM_CLASS ||
                                                                 sc->is_template_spec)))
            return NULL;
        chain[n++] = o;
    }
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    while (n-- > 0) {
        put(&w, shown_name(chain[n]));
        put(&w, "::");
    }
    put(&w, sym->id->name);
    if (w.overflow)
        return NULL;
    return ident_intern(s->il->idents, w.buf, w.len)->name;
}

/* A template argument as written: a type spelled with keywords (and *,
 * cv), a class, enumeration or typedef named by itself, or a class
 * template instance. */
static const char *targ_text(const struct sema *s, const struct il_tree *t)
{
    if (!t || t->kind != IL_type)
        return NULL;
    if (!(t->op & IL_TYPE_NAMED))
        return sema_type_text(s, t, false);
    const struct symbol *sym = t->u.sym;
    if (!t->first && !(t->op & (IL_CV_CONST | IL_CV_VOLATILE | IL_CV_RESTRICT)) &&
        self_name(s, sym))
        return self_name(s, sym);
    if (t->first && sym && sym->kind == SYM_CLASS_TEMPLATE &&
        !(t->op & (IL_CV_CONST | IL_CV_VOLATILE | IL_CV_RESTRICT)))
        return sema_class_type_text(s, t);   /* an instance, as its own text */
    if (t->first || (t->op & (IL_CV_CONST | IL_CV_VOLATILE | IL_CV_RESTRICT)) || !sym ||
        (sym->kind != SYM_CLASS && sym->kind != SYM_TYPEDEF && sym->kind != SYM_ENUM))
        return NULL;
    if (sema_class_template_typedef(sym)) {
        /* X<args>::name: what it stands for (template_args.c) */
        struct sema_targ a;
        return sema_template_type_arg(s, t, &a) ? a.shown : NULL;
    }
    return sema_entity_text(s, sym);
}

/* The tokens [b, e) of a template parameter's default argument, with the
 * template's parameter names names[0..n) standing for args[]:
 * `[::] N1::...::X<P1, ...>` or `[::] N1::...::X`, X a class or class
 * template found from the namespace `from`. */
static const char *default_text(const struct sema *s, struct scope *from, uint32_t b,
                                uint32_t e, bool half, const struct ident *const *names,
                                unsigned n, const char *const *args)
{
    if (e == b + 1 && !half) {
        /* one keyword (`= void`, `= int`) */
        static const struct { int tok; const char *text; } words[] = {
            { TOK_VOID, "void" }, { TOK_INT, "int" }, { TOK_BOOL, "bool" }, { TOK_FLOAT, "float" },
            { TOK_DOUBLE, "double" }, { TOK_CHAR, "char" }, { TOK_LONG, "long" },
        };
        for (size_t i = 0; i < sizeof words / sizeof *words; i++)
            if (sema_tok_kind(s, b) == words[i].tok)
                return words[i].text;
    }
    struct symbol *sym = NULL;
    struct scope *in = from;
    bool global = false;
    uint32_t i = b;
    if (i < e && sema_tok_kind(s, i) == TOK_COLONCOLON) {
        global = true;
        in = s->il->global;
        i++;
    }
    for (;;) {
        if (i >= e || sema_tok_kind(s, i) != TOK_IDENTIFIER)
            return NULL;
        const struct ident *id = sema_ident(s, i);
        for (unsigned k = 0; k < n; k++)
            if (names[k] == id)
                return NULL;   /* a parameter: not spelled here */
        if (i + 1 < e && sema_tok_kind(s, i + 1) == TOK_COLONCOLON)   /* [basic.lookup.qual] */
            sym = sym || global ? lookup_qualified_scope_name(in, id)
                                : lookup_unqualified_scope_name(in, id);
        else
            sym = sym || global ? lookup_qualified(in, id) : lookup_unqualified(in, id);
        sym = sym ? symbol_resolve(sym) : NULL;
        i++;
        if (i < e && sema_tok_kind(s, i) == TOK_COLONCOLON) {
            in = sym ? symbol_scope(sym) : NULL;
            if (!in)
                return NULL;
            global = true;   /* from here on: qualified lookups */
            i++;
            continue;
        }
        break;
    }
    if (!sym || (sym->kind != SYM_CLASS && sym->kind != SYM_CLASS_TEMPLATE))
        return NULL;
    const char *name = sema_entity_text(s, sym);
    if (!name)
        return NULL;
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    put(&w, name);
    if (i == e && !half)
        return sym->kind == SYM_CLASS ? ident_intern(s->il->idents, w.buf, w.len)->name : NULL;
    if (sym->kind != SYM_CLASS_TEMPLATE || sema_tok_kind(s, i) != TOK_LT)
        return NULL;
    put(&w, "<");
    for (i++;; i++) {
        if (i >= e || sema_tok_kind(s, i) != TOK_IDENTIFIER)
            return NULL;
        const struct ident *id = sema_ident(s, i);
        unsigned k = 0;
        while (k < n && names[k] != id)
            k++;
        if (k == n)
            return NULL;
        put(&w, args[k]);
        i++;
        if (i < e && sema_tok_kind(s, i) == TOK_COMMA) {
            put(&w, ", ");
            continue;
        }
        break;
    }
    /* its closing `>`: the last token, or (half) the first of the `>>`
     * at e that also closes the template header */
    if (half ? (i != e || sema_tok_kind(s, i) != TOK_RSHIFT)
             : (i + 1 != e || sema_tok_kind(s, i) != TOK_GT))
        return NULL;
    put(&w, ">");
    if (w.overflow)
        return NULL;
    return ident_intern(s->il->idents, w.buf, w.len)->name;
}

static bool instance_parts(const struct sema *s, const struct symbol *c, const char *const *given,
                           const struct il_tree *const *values, unsigned ngiven,
                           struct sema_instance *out, bool names_only);

bool sema_instance_parts(const struct sema *s, const struct il_tree *t, struct sema_instance *out)
{
    if (!t || t->kind != IL_type || t->sub != tk_class || !(t->op & IL_TYPE_NAMED) || !t->u.sym)
        return false;   /* (cv-qualifiers: not part of the class's name) */
    const char *given[SEMA_MAX_TPARAMS];
    const struct il_tree *values[SEMA_MAX_TPARAMS];
    unsigned n = 0;
    for (const struct il_tree *a = t->first; a; a = a->next) {
        if (n == SEMA_MAX_TPARAMS)
            return false;
        values[n] = a->kind == IL_expr_node ? a : NULL;
        given[n] = values[n] ? NULL : targ_text(s, a);   /* (a value: spelled by its parameter) */
        if (!given[n] && !values[n])
            return false;
        n++;
    }
    return instance_parts(s, t->u.sym, given, values, n, out, false);
}


bool sema_instance_parts_of(const struct sema *s, const struct symbol *c, const char *const *given,
                            unsigned ngiven, struct sema_instance *out)
{
    return instance_parts(s, c, given, NULL, ngiven, out, false);
}

bool sema_instance_names(const struct sema *s, const struct symbol *c, struct sema_instance *out)
{
    return instance_parts(s, c, NULL, NULL, 0, out, true);
}

/* A non-type template parameter's type, from its tokens [b, name): the
 * suffix cudafe++ writes after an integer argument of it ("4" for int,
 * "4UL" for std::size_t); NULL for other types. */
static const char *value_suffix(const struct sema *s, uint32_t b, uint32_t name)
{
    if (name == b + 1 && sema_tok_kind(s, b) == TOK_IDENTIFIER &&
        strcmp(sema_ident(s, b)->name, "size_t") == 0)
        return "UL";
    if (name == b + 3 && sema_tok_kind(s, b) == TOK_IDENTIFIER &&
        strcmp(sema_ident(s, b)->name, "std") == 0 && sema_tok_kind(s, b + 1) == TOK_COLONCOLON &&
        sema_tok_kind(s, b + 2) == TOK_IDENTIFIER && strcmp(sema_ident(s, b + 2)->name, "size_t") == 0)
        return "UL";
    switch (sema_int_keywords(s, b, name)) {
    case ARITH_int: return "";
    case ARITH_unsigned_int: return "U";
    case ARITH_long: return "L";
    case ARITH_unsigned_long: return "UL";
    case ARITH_long_long: return "LL";
    case ARITH_unsigned_long_long: return "ULL";
    default: return NULL;   /* (char, short: spelled otherwise, not here) */
    }
}

/* An enumerator of enumeration e as a template argument: of an unscoped
 * one "ns::enumerator" (the enumeration's scope, then the name), of a
 * scoped one "ns::sc::enumerator" (observed). */
static const char *enumerator_text(const struct sema *s, const struct symbol *e,
                                   const struct ident *id)
{
    if (!e || e->kind != SYM_ENUM || !e->members || !scope_find_local(e->members, id) || e->tok < 2)
        return NULL;
    int k1 = sema_tok_kind(s, e->tok - 1);
    bool scoped = (k1 == TOK_CLASS || k1 == TOK_STRUCT) && sema_tok_kind(s, e->tok - 2) == TOK_ENUM;
    if (k1 != TOK_ENUM && !scoped)
        return NULL;   /* (attributes, a fixed type's forms: not spelled here) */
    const char *full = sema_entity_text(s, e);
    if (!full)
        return NULL;
    size_t len = strlen(full), cut = len;
    if (scoped) {
        char buf[300];
        int n = snprintf(buf, sizeof buf, "%s::%s", full, id->name);
        return n > 0 && (size_t)n < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)n)->name : NULL;
    }
    while (cut >= 2 && !(full[cut - 1] == ':' && full[cut - 2] == ':'))
        cut--;
    char buf[300];
    int n = snprintf(buf, sizeof buf, "%.*s%s", (int)cut, full, id->name);
    return n > 0 && (size_t)n < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)n)->name : NULL;
}

/* The enumeration a non-type parameter's type names ([b, name): one
 * identifier), looked up from scope `from`. */
static const struct symbol *value_enum(const struct sema *s, struct scope *from, uint32_t b,
                                       uint32_t name)
{
    if (name != b + 1 || sema_tok_kind(s, b) != TOK_IDENTIFIER || !from)
        return NULL;
    struct symbol *e = lookup_unqualified(from, sema_ident(s, b));
    e = e ? symbol_resolve(e) : NULL;
    return e && e->kind == SYM_ENUM ? e : NULL;
}

static const char *value_text(const struct sema *s, const struct il_tree *v, const char *suffix)
{
    /* a literal, or a negated one for an int parameter (`A<-1>`) */
    const struct il_tree *lit = v;
    bool negated = v && v->kind == IL_expr_node && v->sub == enk_operation && v->op == eok_negate &&
                   v->first && !v->first->next && !*suffix;
    if (negated)
        lit = v->first;
    if (!lit || lit->kind != IL_expr_node || lit->sub != enk_constant ||
        sema_tok_kind(s, lit->tok) != TOK_INT_LITERAL)
        return NULL;
    struct sema_etype e = sema_classify(s, v);
    if (!e.has_value || (e.value < 0) != negated)
        return NULL;
    char buf[48];
    int n = snprintf(buf, sizeof buf, "%lld%s", (long long)e.value, suffix);
    return n > 0 && (size_t)n < sizeof buf ? ident_intern(s->il->idents, buf, (size_t)n)->name : NULL;
}

static bool instance_parts(const struct sema *s, const struct symbol *c, const char *const *given,
                           const struct il_tree *const *values, unsigned ngiven,
                           struct sema_instance *out, bool names_only)
{
    if (!c || c->kind != SYM_CLASS_TEMPLATE || !c->tok || !c->parent)
        return false;
    /* The template header of its first declaration: `template <...>
     * class|struct NAME`, with `typename|class P [= default]` parameters. */
    uint32_t at = c->tok;
    /* (past attributes between the class key and the name:
     * `struct __attribute__((visibility("default"))) array`) */
    while (at >= 3 && sema_tok_kind(s, at - 1) == TOK_RPAREN) {
        int depth = 0;
        uint32_t i = at - 1;
        for (; i > 0; i--) {
            int k = sema_tok_kind(s, i);
            if (k == TOK_RPAREN)
                depth++;
            else if (k == TOK_LPAREN && --depth == 0)
                break;
        }
        if (i < 2 || sema_tok_kind(s, i - 1) != TOK_ATTRIBUTE)
            return false;
        at = i - 1;
    }
    if (at < 3 || (sema_tok_kind(s, at - 1) != TOK_CLASS && sema_tok_kind(s, at - 1) != TOK_STRUCT))
        return false;
    uint32_t close = at - 2;
    int depth = 0;
    uint32_t open = 0;
    for (uint32_t i = close; i > 0; i--) {
        int k = sema_tok_kind(s, i);
        if (k == TOK_GT)
            depth++;
        else if (k == TOK_RSHIFT)
            depth += 2;
        else if (k == TOK_LT && --depth == 0) {
            open = i;
            break;
        } else if (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_RBRACE || k == TOK_LPAREN ||
                   k == TOK_RPAREN)
            return false;
        if (depth <= 0)
            return false;
    }
    if (!open || sema_tok_kind(s, open - 1) != TOK_TEMPLATE)
        return false;
    /* the closing token: a `>`, or the `>>` that also closes the last default */
    bool shared = sema_tok_kind(s, close) == TOK_RSHIFT;
    if (!shared && sema_tok_kind(s, close) != TOK_GT)
        return false;
    enum { MAXP = SEMA_MAX_TPARAMS };
    const struct ident **names = out->names;
    uint32_t dflt_b[MAXP], dflt_e[MAXP];
    unsigned np = 0;
    uint32_t i = open + 1;
    const char *suffix[MAXP];
    const struct symbol *enums[MAXP];
    while (i < close) {
        int k = sema_tok_kind(s, i);
        if (np == MAXP)
            return false;
        suffix[np] = NULL;
        enums[np] = NULL;
        if (k != TOK_TYPENAME && k != TOK_CLASS) {
            /* a non-type parameter of an integer type (`int N`, `size_t N`)
             * or of an unscoped enumeration (`thread_scope _Sco`) */
            uint32_t name = i;
            while (name < close && name - i < 6 && sema_tok_kind(s, name + 1) != TOK_COMMA &&
                   sema_tok_kind(s, name + 1) != TOK_ASSIGN && name + 1 != close)
                name++;
            if (sema_tok_kind(s, name) != TOK_IDENTIFIER || name == i)
                return false;
            if ((enums[np] = value_enum(s, c->parent, i, name)))
                suffix[np] = "";
            else if (!(suffix[np] = value_suffix(s, i, name)))
                return false;
            i = name - 1;
        } else if (sema_tok_kind(s, i + 1) != TOK_IDENTIFIER) {
            return false;
        }
        names[np] = sema_ident(s, i + 1);
        dflt_b[np] = dflt_e[np] = 0;
        i += 2;
        if (i < close && sema_tok_kind(s, i) == TOK_ASSIGN) {
            int d = 0;
            uint32_t b = ++i;
            for (; i < close || (shared && i == close); i++) {
                int kk = sema_tok_kind(s, i);
                if (kk == TOK_LT)
                    d++;
                else if (kk == TOK_GT)
                    d--;
                else if (kk == TOK_RSHIFT)
                    d -= 2;
                if (d < 0 || (d == 0 && kk == TOK_COMMA))
                    break;
            }
            if (shared && i == close) {
                /* `= X<T>>`: the default ends inside the `>>` */
                dflt_b[np] = b;
                dflt_e[np] = close;   /* its own `>` is the first of the pair */
                np++;
                i = close;
                break;
            }
            dflt_b[np] = b;
            dflt_e[np] = i;
        }
        np++;
        if (i < close && sema_tok_kind(s, i) == TOK_COMMA) {
            i++;
            continue;
        }
        if (i != close)
            return false;
    }
    /* the arguments as written, then the defaults of the rest */
    const char **args = out->args;
    unsigned na = 0;
    for (; na < ngiven; na++) {
        if (na == np || !given[na] != (suffix[na] != NULL))
            return false;   /* (a type for a value, a value for a type) */
        const struct il_tree *v = values ? values[na] : NULL;
        if (enums[na])
            args[na] = v && v->kind == IL_expr_node && v->sub == enk_constant &&
                               sema_tok_kind(s, v->tok) == TOK_IDENTIFIER
                           ? enumerator_text(s, enums[na], sema_ident(s, v->tok)) : NULL;
        else
            args[na] = suffix[na] ? value_text(s, v, suffix[na]) : given[na];
        if (!args[na])
            return false;
    }
    for (; na < np && names_only; na++)
        args[na] = NULL;
    for (; na < np; na++) {
        if (!dflt_b[na])
            return false;
        if (enums[na]) {
            /* an enumerator (`thread_scope_system`, `thread_scope::x`) */
            uint32_t last = dflt_e[na] - 1;
            if (sema_tok_kind(s, last) != TOK_IDENTIFIER ||
                !(args[na] = enumerator_text(s, enums[na], sema_ident(s, last))))
                return false;
            continue;
        }
        if (suffix[na]) {
            /* a value's default: an integer literal */
            if (dflt_e[na] != dflt_b[na] + 1 || sema_tok_kind(s, dflt_b[na]) != TOK_INT_LITERAL)
                return false;
            struct il_tree lit = { 0 };
            lit.kind = IL_expr_node;
            lit.sub = enk_constant;
            lit.tok = dflt_b[na];
            if (!(args[na] = value_text(s, &lit, suffix[na])))
                return false;
            continue;
        }
        bool half = shared && dflt_e[na] == close;
        const char *d = default_text(s, c->parent, dflt_b[na], dflt_e[na], half, names, na, args);
        if (!d)
            return false;
        args[na] = d;
    }
    out->np = np;
    out->tmpl = c;
    return true;
}

const char *sema_class_type_text(const struct sema *s, const struct il_tree *t)
{
    if (t && t->kind == IL_type && t->sub == tk_class && (t->op & IL_TYPE_NAMED) && t->u.sym &&
        t->u.sym->kind == SYM_CLASS) {
        const struct symbol *c = t->u.sym;
        /* the injected-class-name (`vec3` in vec3's own members): the class */
        if ((c->flags & SYMF_INJECTED) && c->parent && c->parent->kind == SCOPE_CLASS &&
            c->parent->owner && c->parent->owner->members == c->members)
            c = c->parent->owner;
        return t->first ? NULL : sema_entity_text(s, c);
    }
    struct sema_instance in;
    if (!sema_instance_parts(s, t, &in))
        return NULL;
    const char *name = sema_entity_text(s, in.tmpl);
    if (!name)
        return NULL;
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    put(&w, name);
    put(&w, "<");
    for (unsigned k = 0; k < in.np; k++) {
        if (k)
            put(&w, ", ");
        put(&w, in.args[k]);
    }
    put(&w, ">");
    if (w.overflow)
        return NULL;
    return ident_intern(s->il->idents, w.buf, w.len)->name;
}

const char *sema_member_text(const struct sema *s, const struct il_node *fn,
                             const struct scope *tmpl_scope, const char *self,
                             const char *with)
{
    if (!fn->has_pos || !fn->name_end || sema_tok_kind(s, fn->name_end) != TOK_LPAREN)
        return NULL;
    uint32_t close = sema_matching_paren(s, fn->name_end);
    if (!close)
        return NULL;
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    put(&w, self);
    put(&w, "::");
    put(&w, fn->name);
    put(&w, "(");
    self_scope = tmpl_scope;
    self_text = self;
    bool any = false, ok = true;
    for (const struct il_param *p = sema_params_of(fn); p && ok; p = p->next) {
        const char *t = p->pack ? NULL : sema_type_written(s, p->type, true);
        if (!t)
            ok = false;
        else {
            if (any)
                put(&w, ", ");
            put(&w, t);
            any = true;
        }
    }
    self_scope = NULL;
    self_text = NULL;
    if (!ok)
        return NULL;
    if (sema_has_ellipsis(s, fn))
        put(&w, any ? ", ..." : "...");
    put(&w, ")");
    /* const and a plain noexcept after the parameters, then the end of
     * the declarator */
    uint32_t t = close + 1;
    if (sema_tok_kind(s, t) == TOK_CONST) {
        put(&w, " const");
        t++;
    }
    if (sema_tok_kind(s, t) == TOK_NOEXCEPT && sema_tok_kind(s, t + 1) != TOK_LPAREN) {
        put(&w, " noexcept");
        t++;
    }
    int k = sema_tok_kind(s, t);
    if (k != TOK_SEMI && k != TOK_LBRACE && k != TOK_ASSIGN && k != TOK_COLON)
        return NULL;
    put(&w, " ");
    put(&w, with);
    if (w.overflow)
        return NULL;
    return ident_intern(s->il->idents, w.buf, w.len)->name;
}
