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
    for (int depth = 0; t && depth < 16; depth++) {
        if (t->kind != IL_type || (t->op & IL_CV_RESTRICT))
            return ARITH_NONE;
        *cv |= t->op & (IL_CV_CONST | IL_CV_VOLATILE);
        if (!(t->op & IL_TYPE_NAMED))
            return t->sub == tk_integer || t->sub == tk_float ? sema_arith_of_type(s, t)
                                                              : ARITH_NONE;
        const struct symbol *sym = t->u.sym;
        const struct il_node *n = sym && sym->kind == SYM_TYPEDEF && !t->first
                                      ? sema_typedef_at(s, sym->tok) : NULL;
        if (!n || !n->type)
            return ARITH_NONE;
        t = n->type;
    }
    return ARITH_NONE;
}

/* t spelled into w; top: a parameter's type, whose own cv is not shown. */
static bool type_text(const struct sema *s, const struct il_tree *t, struct text *w, bool top,
                      int depth)
{
    if (!t || t->kind != IL_type || depth > 16)
        return false;
    if (t->sub == tk_pointer) {
        if (t->op & (IL_TYPE_NAMED | IL_CV_RESTRICT))
            return false;
        bool ref = t->op & (IL_PTR_LREF | IL_PTR_RREF);
        if (!type_text(s, t->first, w, false, depth + 1))
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
    if (!type_text(s, t, &w, param, 0))
        return NULL;
    return ident_intern(s->il->idents, w.buf, w.len)->name;
}

/* The named namespaces enclosing fn's declaration, outermost first, into
 * chain; their number, or -1 when one is unnamed, not a namespace, or
 * too many. */
static int namespaces_of(const struct il_node *fn, const struct symbol **chain, int max)
{
    int n = 0;
    for (const struct scope *sc = fn->scope; sc && sc->depth > 0; sc = sc->parent) {
        if (sc->kind != SCOPE_NAMESPACE || !sc->owner || !sc->owner->id ||
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

const char *sema_function_text(const struct sema *s, const struct il_node *fn)
{
    const struct symbol *chain[16];
    int n = namespaces_of(fn, chain, 16);
    if (n < 0 || !fn->has_pos)
        return NULL;
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    for (int i = 0; i < n; i++) {
        put(&w, chain[i]->id->name);
        put(&w, "::");
    }
    put(&w, fn->name);
    put(&w, "(");
    bool any = false;
    for (const struct il_param *p = sema_params_of(fn); p; p = p->next) {
        const char *t = p->pack ? NULL : sema_type_text(s, p->type, true);
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
    if (w.overflow)
        return NULL;
    return ident_intern(s->il->idents, w.buf, w.len)->name;
}

const char *sema_function_mangled_text(const struct sema *s, const struct il_node *fn)
{
    const struct symbol *chain[16];
    int n = namespaces_of(fn, chain, 16);
    if (n < 0 || !fn->has_pos || (n > 0 && strcmp(chain[0]->id->name, "std") == 0))
        return NULL;
    struct text w = { .len = 0 };
    w.buf[0] = 0;
    char num[24];
    put(&w, n ? "_ZN" : "_Z");
    for (int i = 0; i <= n; i++) {
        const char *name = i < n ? chain[i]->id->name : fn->name;
        snprintf(num, sizeof num, "%zu", strlen(name));
        put(&w, num);
        put(&w, name);
    }
    if (n)
        put(&w, "E");
    unsigned params = 0;
    for (const struct il_param *p = sema_params_of(fn); p; p = p->next, params++)
        put(&w, "1?");
    bool ellipsis = sema_has_ellipsis(s, fn);
    if (ellipsis)
        put(&w, "z");
    if (w.overflow || (!params && ellipsis))
        return NULL;
    return ident_intern(s->il->idents, w.buf, w.len)->name;
}
