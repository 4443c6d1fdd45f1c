/* Extended lambdas in the host file (CONTRACT.md 3.8).
 *
 * A __device__ lambda with an enclosing function becomes a wrapper object
 * whose type cicc can name from the device side:
 *     __nv_dl_wrapper_t< TAG , T1, ...>( TAG {} , v1, ...)
 *     #if 0  <the lambda>  #endif
 * and a __host__ __device__ one is handed, whole, to a factory that
 * wraps it:
 *     __nv_hdl_create_wrapper_t< MUTABLE, NO_CAPTURES, TAG , T1, ...>
 *         ::__nv_hdl_create_wrapper( <the lambda> , v1, ...)
 * TAG is __nv_dl_tag<F, (&f), N> (or __nv_dl_trailing_return_tag<F,
 * (&f), R, N> for a __device__ lambda with a trailing return type): the
 * type and address of the enclosing function f and the lambda's index
 * among f's extended lambdas.  T1... are the captures' types in closure
 * order, v1... their values.  cicc's stub names these same types (its
 * closure typedefs), so they must come out identical.
 *
 * The templates themselves are cufe's own (lambda_library()), written
 * from their described behaviour: what must match the device side is
 * their names, their parameters, and the layout of their data members
 * (the captures in order, then the host/device wrapper's pointer to the
 * heap copy of the lambda), which is the argument block a kernel gets;
 * and, as local symbols of the object, the names of the static members
 * through which a __host__ __device__ wrapper reaches its lambda
 * (__nv_hdl_helper<Tag, R, A...>::fp_copier, fp_deleter, fp_caller,
 * fp_noobject_caller, in an anonymous namespace: cudafe++'s names). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "host/host_int.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "support/util.h"

/* ---- a growing string ---- */

struct str {
    char *s;
    size_t len, cap;
};

static void sadd(struct str *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void sadd(struct str *b, const char *fmt, ...)
{
    for (;;) {
        va_list ap;
        va_start(ap, fmt);
        size_t room = b->cap - b->len;
        int n = vsnprintf(b->s ? b->s + b->len : NULL, room, fmt, ap);
        va_end(ap);
        if (n < 0)
            return;
        if ((size_t)n < room) {
            b->len += (size_t)n;
            return;
        }
        b->cap = (b->len + (size_t)n + 1) * 2;
        b->s = xrealloc(b->s, b->cap);
    }
}

/* The text of tokens [lo, hi), one space between tokens. */
static void stoks(struct hw *w, struct str *b, uint32_t lo, uint32_t hi)
{
    for (uint32_t t = lo; t < hi; t++) {
        const struct token *k = T(w, t);
        sadd(b, "%s%.*s", t > lo ? " " : "", (int)k->len, lexer_text(w->lx, k));
    }
}

/* ---- the enclosing function ---- */

/* Past the attribute lists (GNU, [[...]]) starting at t. */
static uint32_t skip_attr(struct hw *w, uint32_t t)
{
    if (K(w, t) == TOK_ATTRIBUTE && K(w, t + 1) == TOK_LPAREN) {
        uint32_t c = match(w, t + 1);
        return c ? c + 1 : t + 1;
    }
    if (K(w, t) == TOK_LBRACKET && K(w, t + 1) == TOK_LBRACKET) {
        uint32_t c = match(w, t);
        return c ? c + 1 : t + 1;
    }
    if (K(w, t) == TOK_DECLSPEC && K(w, t + 1) == TOK_LPAREN) {
        uint32_t c = match(w, t + 1);
        return c ? c + 1 : t + 1;
    }
    return t;
}

static struct scope *member_class(const struct il_node *f)
{
    return f->scope && f->scope->kind == SCOPE_CLASS ? f->scope : NULL;
}

static const char *class_name(const struct scope *cls)
{
    return cls && cls->owner && cls->owner->id ? cls->owner->id->name : "";
}

/* Is f a static member function (said in-class, where an out-of-class
 * definition is declared)? */
static bool static_member(struct hw *w, const struct il_node *f, struct scope *cls)
{
    if (f->flags & IL_F_STATIC)
        return true;
    if (!(f->flags & IL_F_QUALIFIED) || !w->il->idents)
        return false;
    const struct token *t = T(w, f->tok);
    struct ident *id = ident_intern(w->il->idents, lexer_text(w->lx, t), t->len);
    for (struct symbol *s = scope_find_local(cls, id); s; s = s->next)
        if (s->flags & SYMF_STATIC)
            return true;
    return false;
}

/* The type of f as a pointer (to member): its declaration with the
 * specifiers that are not part of its type dropped, the declarator-id
 * replaced by (*) or (C::*), default arguments dropped. */
static void parent_type(struct hw *w, const struct il_node *f, struct str *b)
{
    uint32_t id = f->id_tok ? f->id_tok : f->tok;
    /* a conversion function: `operator T` says its return type */
    int after = K(w, f->tok + 1);
    if (K(w, f->tok) == TOK_OPERATOR && f->name_end > f->tok + 1 &&
        (after == TOK_IDENTIFIER || after == TOK_COLONCOLON ||
         (tok_class((enum tok_kind)after) == TOKCLASS_keyword && after != TOK_NEW &&
          after != TOK_DELETE && after != TOK_CO_AWAIT))) {
        stoks(w, b, f->tok + 1, f->name_end);
        sadd(b, " ");
    }
    for (uint32_t t = f->first_tok; t < id;) {
        uint32_t u = skip_attr(w, t);
        if (u != t) {
            t = u;
            continue;
        }
        switch (K(w, t)) {
        case TOK_STATIC: case TOK_INLINE: case TOK_VIRTUAL: case TOK_EXPLICIT:
        case TOK_FRIEND: case TOK_CONSTEXPR: case TOK_CONSTEVAL: case TOK_EXTENSION:
        case TOK_NOINLINE:
            t++;
            continue;
        case TOK_EXTERN:
            t += K(w, t + 1) == TOK_STRING_LITERAL ? 2 : 1;
            continue;
        default:
            break;
        }
        stoks(w, b, t, t + 1);
        sadd(b, " ");
        t++;
    }
    struct scope *cls = member_class(f);
    if (cls && !static_member(w, f, cls))
        sadd(b, "(%s::*)", class_name(cls));
    else
        sadd(b, "(*)");
    /* the parameters, without default arguments */
    uint32_t open = f->name_end;
    if (K(w, open) != TOK_LPAREN)
        return;
    uint32_t close = match(w, open);
    if (!close)
        return;
    sadd(b, "(");
    uint32_t t = open + 1;
    while (t < close) {
        /* one parameter, up to its default argument or the `,` or `)` */
        uint32_t end = clause_end(w, t, false);
        stoks(w, b, t, end < close ? end : close);
        if (end < close && K(w, end) == TOK_ASSIGN)
            end = clause_end(w, end + 1, false);
        if (end >= close || K(w, end) != TOK_COMMA)
            break;
        sadd(b, ", ");
        t = end + 1;
    }
    sadd(b, ")");
    /* cv, ref and exception qualifiers, trailing return type */
    uint32_t body = f->body_tok ? f->body_tok : close + 1;
    for (t = close + 1; t < body;) {
        uint32_t u = skip_attr(w, t);
        if (u != t) {
            t = u;
            continue;
        }
        int k = K(w, t);
        if (k == TOK_REQUIRES || k == TOK_ASM || k == TOK_ASSIGN)
            break;
        if (k == TOK_IDENTIFIER) {
            const struct token *tok = T(w, t);
            const char *s = lexer_text(w->lx, tok);
            if ((tok->len == 8 && memcmp(s, "override", 8) == 0) ||
                (tok->len == 5 && memcmp(s, "final", 5) == 0)) {
                t++;
                continue;
            }
        }
        sadd(b, " ");
        stoks(w, b, t, t + 1);
        t++;
    }
}

/* Does f have a template header of its own (not only its class's)? */
static bool own_template(struct hw *w, const struct il_node *f)
{
    if (!(f->flags & IL_F_TEMPLATE) || !f->tmpl_tok)
        return false;
    struct scope *cls = member_class(f);
    if (!(f->flags & IL_F_QUALIFIED) || !cls || !cls->owner ||
        cls->owner->kind != SYM_CLASS_TEMPLATE)
        return true;
    /* template<class T> template<class U> void A<T>::f(U) */
    return f->tmpl_tok > 0 && K(w, f->tmpl_tok - 1) == TOK_GT;
}

/* (&f): the address of the enclosing function, named from its body.
 * Unnamed template parameters of f get names (once: for its first
 * lambda) so that the arguments can name them. */
static void parent_addr(struct hw *w, const struct il_node *f, unsigned index, struct str *b)
{
    struct scope *cls = member_class(f);
    sadd(b, "(&");
    if (cls) {
        sadd(b, "%s::", class_name(cls));
    } else {
        char path[1024];
        scope_path(w, f->scope, path, sizeof path);
        sadd(b, " %s::", path);
    }
    stoks(w, b, f->tok, f->name_end);
    if (own_template(w, f) && !(f->flags & IL_F_SPEC) && K(w, f->tmpl_tok + 1) == TOK_LT) {
        char *args = template_args(w, f->tmpl_tok + 1, f->tmpl_close, index == 1, NULL);
        sadd(b, "<%s> ", args);
        free(args);
    }
    sadd(b, ")");
}

static void tag(struct hw *w, const struct il_lambda *l, struct str *b)
{
    bool trailing = l->space == IL_LAMBDA_DEVICE && l->ret_lo;
    sadd(b, "%s<", trailing ? "__nv_dl_trailing_return_tag" : "__nv_dl_tag");
    parent_type(w, l->parent, b);
    sadd(b, ",");
    parent_addr(w, l->parent, l->index, b);
    sadd(b, ",");
    if (trailing) {
        stoks(w, b, l->ret_lo, l->ret_hi);
        sadd(b, ", ");
    }
    sadd(b, "%u> ", l->index);
}

/* ---- captures ---- */

static void capture_types(struct hw *w, const struct il_lambda *l, struct str *b)
{
    for (const struct il_capture *c = l->captures; c; c = c->next) {
        sadd(b, ", ");
        switch (c->kind) {
        case IL_CAP_THIS:
            sadd(b, "decltype(this) const");
            break;
        case IL_CAP_STAR_THIS:
            sadd(b, "typename __nvdl_remove_const<typename __nvdl_remove_ref<decltype(*this)>"
                    "::type>::type const");
            break;
        case IL_CAP_INIT:
            sadd(b, "typename __nv_lambda_trait_remove_cv<typename __nvdl_remove_ref<decltype(");
            stoks(w, b, c->init_lo, c->init_hi);
            sadd(b, ")>::type>::type");
            break;
        default:
            sadd(b, "typename __nvdl_remove_ref<decltype(");
            stoks(w, b, c->tok, c->tok + 1);
            sadd(b, ")>::type");
            break;
        }
    }
}

static void capture_values(struct hw *w, const struct il_lambda *l, struct str *b)
{
    for (const struct il_capture *c = l->captures; c; c = c->next) {
        sadd(b, ", ");
        if (c->kind == IL_CAP_THIS)
            sadd(b, "this");
        else if (c->kind == IL_CAP_STAR_THIS)
            sadd(b, "*this");
        else if (c->kind == IL_CAP_INIT)
            stoks(w, b, c->init_lo, c->init_hi);
        else
            stoks(w, b, c->tok, c->tok + 1);
    }
}

/* ---- the edits ---- */

static void device_lambda(struct hw *w, const struct il_lambda *l)
{
    struct str b = { 0 };
    struct str t = { 0 };
    tag(w, l, &t);
    sadd(&b, "__nv_dl_wrapper_t< %s", t.s);
    capture_types(w, l, &b);
    sadd(&b, ">( %s{} ", t.s);
    capture_values(w, l, &b);
    sadd(&b, ") \n#if 0\n");
    struct hedit *e = hedit_new(&w->e, OFF(w, l->lbracket), END(w, l->rbrace));
    hedit_text(e, b.s);
    hedit_range(e, OFF(w, l->lbracket), END(w, l->rbrace));
    hedit_text(e, "\n#endif\n");
    hedit_resync(e, l->rbrace + 1);
    free(b.s);
    free(t.s);
}

static void host_device_lambda(struct hw *w, const struct il_lambda *l)
{
    struct str b = { 0 };
    sadd(&b, "__nv_hdl_create_wrapper_t< %s, %s, ", l->is_mutable ? "true" : "false",
         l->ncaptures == 0 && !l->capture_default ? "true" : "false");
    tag(w, l, &b);
    capture_types(w, l, &b);
    sadd(&b, ">::__nv_hdl_create_wrapper( ");
    hedit_insert(&w->e, OFF(w, l->lbracket), b.s);
    b.len = 0;
    sadd(&b, " ");
    capture_values(w, l, &b);
    sadd(&b, ") ");
    hedit_insert(&w->e, END(w, l->rbrace), b.s);
    free(b.s);
}

void lambda_edits(struct hw *w)
{
    for (const struct il_lambda *l = w->il->lambdas; l; l = l->next) {
        if (!l->rbrace)
            continue;
        if (l->wrapped && l->parent) {
            if (l->space == IL_LAMBDA_DEVICE)
                device_lambda(w, l);
            else
                host_device_lambda(w, l);
        } else if (l->space == IL_LAMBDA_DEVICE) {
            /* no enclosing function: a device-only operator(), whose body
             * the host does not compile */
            struct hedit *e = hedit_new(&w->e, OFF(w, l->lbrace), END(w, l->rbrace));
            hedit_text(e, "{ }\n#if 0\n");
            hedit_range(e, OFF(w, l->lbrace), END(w, l->rbrace));
            hedit_text(e, "\n#endif\n");
            hedit_resync(e, l->rbrace + 1);
        }
    }
}

/* ---- the helper templates ----
 *
 * Written where cuda_runtime.h declares __nv_lambda_preheader_injection
 * (after <functional> and <utility>).  The wrapper classes need one
 * partial specialization per number of captures (their members are the
 * captures, laid out as the device side lays them out): only the counts
 * the file uses are written. */

static const char lib_common[] =
    "template <typename T> struct __nvdl_remove_ref { typedef T type; };\n"
    "template <typename T> struct __nvdl_remove_ref<T &> { typedef T type; };\n"
    "template <typename T> struct __nvdl_remove_ref<T &&> { typedef T type; };\n"
    "template <typename R, typename... A> struct __nvdl_remove_ref<R (&)(A...)> "
    "{ typedef R (*type)(A...); };\n"
    "template <typename T> struct __nvdl_remove_const { typedef T type; };\n"
    "template <typename T> struct __nvdl_remove_const<const T> { typedef T type; };\n"
    "template <typename T> struct __nv_lambda_trait_remove_cv { typedef T type; };\n"
    "template <typename T> struct __nv_lambda_trait_remove_cv<const T> { typedef T type; };\n"
    "template <typename T> struct __nv_lambda_trait_remove_cv<volatile T> { typedef T type; };\n"
    "template <typename T> struct __nv_lambda_trait_remove_cv<const volatile T> "
    "{ typedef T type; };\n"
    /* a captured array: stored as the array (of any rank), copied element
     * by element */
    "template <typename T> struct __nv_lambda_array_wrapper;\n"
    "template <typename T, unsigned long N> struct __nv_lambda_array_wrapper<T[N]> {\n"
    "  T arr[N];\n"
    "  __nv_lambda_array_wrapper(const T *in) {\n"
    "    typedef typename std::remove_all_extents<T>::type E;\n"
    "    const E *s = reinterpret_cast<const E *>(in);\n"
    "    E *d = reinterpret_cast<E *>(arr);\n"
    "    for (unsigned long i = 0; i < sizeof arr / sizeof(E); ++i) d[i] = s[i];\n"
    "  }\n"
    "};\n"
    "template <typename T> struct __nv_lambda_field_type { typedef T type; };\n"
    "template <typename T, unsigned long N> struct __nv_lambda_field_type<T[N]> "
    "{ typedef __nv_lambda_array_wrapper<T[N]> type; };\n"
    "template <typename T, unsigned long N> struct __nv_lambda_field_type<const T[N]> "
    "{ typedef const __nv_lambda_array_wrapper<T[N]> type; };\n"
    /* __device__ lambdas: the tag names the lambda, the members carry
     * the captures; operator() is never run on the host */
    "template <typename U, U func, unsigned> struct __nv_dl_tag { };\n"
    "template <typename U, U func, typename Return, unsigned> "
    "struct __nv_dl_trailing_return_tag { };\n"
    "template <typename Tag, typename... F> struct __nv_dl_wrapper_t {\n"
    "  static_assert(sizeof...(F) == 0, \"cufe: __nv_dl_wrapper_t: unexpected number of "
    "captures\");\n"
    "};\n"
    "template <typename Tag> struct __nv_dl_wrapper_t<Tag> {\n"
    "  __nv_dl_wrapper_t(Tag) { }\n"
    "  template <typename... A> int operator()(A...) { return 0; }\n"
    "};\n"
    "template <typename U, U func, typename Return, unsigned Id>\n"
    "struct __nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, Return, Id> > {\n"
    "  __nv_dl_wrapper_t(__nv_dl_trailing_return_tag<U, func, Return, Id>) { }\n"
    "  template <typename... A> Return operator()(A...) { __builtin_unreachable(); }\n"
    "};\n"
    /* __host__ __device__ lambdas: the wrapper owns a heap copy of the
     * lambda and reaches it through functions recorded per tag */
    "namespace {\n"
    "template <typename Tag, typename R, typename... A> struct __nv_hdl_helper {\n"
    "  typedef void *(*fp_copier_t)(void *);\n"
    "  typedef R (*fp_caller_t)(void *, A...);\n"
    "  typedef void (*fp_deleter_t)(void *);\n"
    "  typedef R (*fp_noobject_caller_t)(A...);\n"
    "  static fp_copier_t fp_copier;\n"
    "  static fp_deleter_t fp_deleter;\n"
    "  static fp_caller_t fp_caller;\n"
    "  static fp_noobject_caller_t fp_noobject_caller;\n"
    "};\n"
    "template <typename Tag, typename R, typename... A> typename __nv_hdl_helper<Tag, R, A...>"
    "::fp_copier_t __nv_hdl_helper<Tag, R, A...>::fp_copier;\n"
    "template <typename Tag, typename R, typename... A> typename __nv_hdl_helper<Tag, R, A...>"
    "::fp_deleter_t __nv_hdl_helper<Tag, R, A...>::fp_deleter;\n"
    "template <typename Tag, typename R, typename... A> typename __nv_hdl_helper<Tag, R, A...>"
    "::fp_caller_t __nv_hdl_helper<Tag, R, A...>::fp_caller;\n"
    "template <typename Tag, typename R, typename... A> typename __nv_hdl_helper<Tag, R, A...>"
    "::fp_noobject_caller_t __nv_hdl_helper<Tag, R, A...>::fp_noobject_caller;\n"
    "}\n"
    "template <bool IsMutable, bool HasFuncPtrConv, bool NeverThrows, typename Tag, "
    "typename OpFunc, typename... F>\n"
    "struct __nv_hdl_wrapper_t {\n"
    "  static_assert(sizeof...(F) != sizeof...(F), \"cufe: __nv_hdl_wrapper_t: unexpected "
    "number of captures\");\n"
    "};\n";

static const char lib_traits[] =
    /* the wrapper type for a lambda, from its operator()'s type; the
     * factory's return type names it through get() (declared only) */
    "template <bool IsMutable, bool HasFuncPtrConv, typename... CaptureArgs>\n"
    "struct __nv_hdl_helper_trait_outer {\n"
    "  template <typename Tag, typename Lambda> struct __nv_hdl_helper_trait\n"
    "    : public __nv_hdl_helper_trait<Tag, decltype(&Lambda::operator())> { };\n"
    "  template <typename Tag, typename C, typename R, typename... A>\n"
    "  struct __nv_hdl_helper_trait<Tag, R (C::*)(A...) const> {\n"
    "    template <typename Lambda> static auto get(Lambda lam, CaptureArgs... args)\n"
    "      -> __nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv, false, Tag, R(A...), CaptureArgs...>;\n"
    "  };\n"
    "  template <typename Tag, typename C, typename R, typename... A>\n"
    "  struct __nv_hdl_helper_trait<Tag, R (C::*)(A...)> {\n"
    "    template <typename Lambda> static auto get(Lambda lam, CaptureArgs... args)\n"
    "      -> __nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv, false, Tag, R(A...), CaptureArgs...>;\n"
    "  };\n"
    "#if __cpp_noexcept_function_type\n"
    "  template <typename Tag, typename C, typename R, typename... A>\n"
    "  struct __nv_hdl_helper_trait<Tag, R (C::*)(A...) const noexcept> {\n"
    "    template <typename Lambda> static auto get(Lambda lam, CaptureArgs... args)\n"
    "      -> __nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv, true, Tag, R(A...), CaptureArgs...>;\n"
    "  };\n"
    "  template <typename Tag, typename C, typename R, typename... A>\n"
    "  struct __nv_hdl_helper_trait<Tag, R (C::*)(A...) noexcept> {\n"
    "    template <typename Lambda> static auto get(Lambda lam, CaptureArgs... args)\n"
    "      -> __nv_hdl_wrapper_t<IsMutable, HasFuncPtrConv, true, Tag, R(A...), CaptureArgs...>;\n"
    "  };\n"
    "#endif\n"
    "};\n"
    "template <bool IsMutable, bool HasFuncPtrConv, typename Tag, typename... CaptureArgs>\n"
    "struct __nv_hdl_create_wrapper_t {\n"
    "  template <typename Lambda>\n"
    "  static auto __nv_hdl_create_wrapper(Lambda &&lam, CaptureArgs... args)\n"
    "    -> decltype(__nv_hdl_helper_trait_outer<IsMutable, HasFuncPtrConv, CaptureArgs...>"
    "::template __nv_hdl_helper_trait<Tag, Lambda>::get(lam, args...)) {\n"
    "    typedef decltype(__nv_hdl_helper_trait_outer<IsMutable, HasFuncPtrConv, CaptureArgs...>"
    "::template __nv_hdl_helper_trait<Tag, Lambda>::get(lam, args...)) W;\n"
    "    return W(Tag{}, std::move(lam), args...);\n"
    "  }\n"
    "};\n"
    "template <typename T> struct __cufe_is_dl { static const bool value = false; };\n"
    "template <typename Tag, typename... F> struct __cufe_is_dl<__nv_dl_wrapper_t<Tag, F...> > "
    "{ static const bool value = true; };\n"
    "template <typename T> struct __cufe_is_dl_trailing { static const bool value = false; };\n"
    "template <typename U, U func, typename R, unsigned Id, typename... F>\n"
    "struct __cufe_is_dl_trailing<__nv_dl_wrapper_t<__nv_dl_trailing_return_tag<U, func, R, "
    "Id>, F...> > { static const bool value = true; };\n"
    "template <typename T> struct __cufe_is_hdl { static const bool value = false; };\n"
    "template <bool B1, bool B2, bool B3, typename T1, typename T2, typename... F>\n"
    "struct __cufe_is_hdl<__nv_hdl_wrapper_t<B1, B2, B3, T1, T2, F...> > "
    "{ static const bool value = true; };\n"
    "#define __nv_is_extended_device_lambda_closure_type(X) "
    "__cufe_is_dl<typename __nv_lambda_trait_remove_cv<X>::type>::value\n"
    "#define __nv_is_extended_host_device_lambda_closure_type(X) "
    "__cufe_is_hdl<typename __nv_lambda_trait_remove_cv<X>::type>::value\n"
    "#define __nv_is_extended_device_lambda_with_preserved_return_type(X) "
    "__cufe_is_dl_trailing<typename __nv_lambda_trait_remove_cv<X>::type>::value\n";

/* n items "x%u..." for i = 1..n (fmt uses i once or twice: "F%u",
 * "F%u in%u"), the first after first, the others after sep. */
static void each(struct str *b, unsigned n, const char *first, const char *sep,
                 const char *fmt)
{
    char item[64];
    for (unsigned i = 1; i <= n; i++) {
        if (strstr(fmt, "%u") != strrchr(fmt, '%'))
            snprintf(item, sizeof item, fmt, i, i);
        else
            snprintf(item, sizeof item, fmt, i);
        sadd(b, "%s%s", i > 1 ? sep : first, item);
    }
}

/* The __device__ wrapper for n >= 1 captures, for either tag. */
static void lib_dl(struct str *b, unsigned n, bool trailing)
{
    const char *tg = trailing ? "__nv_dl_trailing_return_tag<U, func, Return, Id>" : "Tag";
    sadd(b, "template <%s", trailing ? "typename U, U func, typename Return, unsigned Id"
                                     : "typename Tag");
    each(b, n, ", ", ", ", "typename F%u");
    sadd(b, ">\nstruct __nv_dl_wrapper_t<%s", tg);
    each(b, n, ", ", ", ", "F%u");
    sadd(b, "> {\n");
    each(b, n, "", "", "  typename __nv_lambda_field_type<F%u>::type f%u;\n");
    sadd(b, "  __nv_dl_wrapper_t(%s", tg);
    each(b, n, ", ", ", ", "F%u in%u");
    sadd(b, ") : ");
    each(b, n, "", ", ", "f%u(in%u)");
    sadd(b, " { }\n  template <typename... A> %s operator()(A...) { %s }\n};\n",
         trailing ? "Return" : "int", trailing ? "__builtin_unreachable();" : "return 0;");
}

/* The __host__ __device__ wrapper for n captures, one of the four kinds. */
static void lib_hdl(struct str *b, unsigned n, bool is_mutable, bool fptr)
{
    const char *cq = is_mutable ? "" : " const";
    const char *ops = "__nv_hdl_helper<Tag, R, A...>";
    sadd(b, "template <bool NeverThrows, typename Tag, typename R, typename... A");
    each(b, n, ", ", ", ", "typename F%u");
    sadd(b, ">\nstruct __nv_hdl_wrapper_t<%s, %s, NeverThrows, Tag, R(A...)",
         is_mutable ? "true" : "false", fptr ? "true" : "false");
    each(b, n, ", ", ", ", "F%u");
    sadd(b, "> {\n");
    if (fptr) {
        /* no captures: the lambda converts to a function pointer */
        sadd(b, "  typedef R fn_type(A...);\n"
                "  template <typename L> __nv_hdl_wrapper_t(Tag, L &&lam) "
                "{ %s::fp_noobject_caller = lam; }\n"
                "  R operator()(A... a)%s noexcept(NeverThrows) "
                "{ return %s::fp_noobject_caller(std::forward<A>(a)...); }\n"
                "  operator fn_type *() const { return %s::fp_noobject_caller; }\n"
                "  __nv_hdl_wrapper_t &operator=(const __nv_hdl_wrapper_t &) = delete;\n};\n",
             ops, cq, ops, ops);
        return;
    }
    each(b, n, "", "", "  typename __nv_lambda_field_type<F%u>::type f%u;\n");
    sadd(b, "  void *data;\n"
            "  template <typename L> struct manager {\n"
            "    static void *do_copy(void *p) { return new L(*static_cast<L *>(p)); }\n"
            "    static R do_call(void *p, A... a) "
            "{ return (*static_cast<L *>(p))(std::forward<A>(a)...); }\n"
            "    static void do_delete(void *p) { delete static_cast<L *>(p); }\n"
            "  };\n"
            "  template <typename L> __nv_hdl_wrapper_t(Tag, L &&lam");
    each(b, n, ", ", ", ", "F%u in%u");
    sadd(b, ") : ");
    each(b, n, "", "", "f%u(in%u), ");
    sadd(b, "data(new typename std::remove_reference<L>::type(std::move(lam))) {\n"
            "    typedef typename std::remove_reference<L>::type LT;\n"
            /* in cudafe++'s order: gcc instantiates (and emits) the
             * manager's functions in the order they are named */
            "    %s::fp_copier = &manager<LT>::do_copy;\n"
            "    %s::fp_deleter = &manager<LT>::do_delete;\n"
            "    %s::fp_caller = &manager<LT>::do_call;\n  }\n", ops, ops, ops);
    sadd(b, "  R operator()(A... a)%s noexcept(NeverThrows) "
            "{ return %s::fp_caller(data, std::forward<A>(a)...); }\n", cq, ops);
    sadd(b, "  __nv_hdl_wrapper_t(const __nv_hdl_wrapper_t &o) : ");
    each(b, n, "", "", "f%u(o.f%u), ");
    sadd(b, "data(o.data ? %s::fp_copier(o.data) : 0) { }\n", ops);
    sadd(b, "  __nv_hdl_wrapper_t(__nv_hdl_wrapper_t &&o) : ");
    each(b, n, "", "", "f%u(std::move(o.f%u)), ");
    sadd(b, "data(o.data) { o.data = 0; }\n"
            "  ~__nv_hdl_wrapper_t() { if (data) %s::fp_deleter(data); }\n"
            "  __nv_hdl_wrapper_t &operator=(const __nv_hdl_wrapper_t &) = delete;\n};\n", ops);
}

/* The struct ... __nv_lambda_preheader_injection token, or 0. */
static uint32_t injection_point(struct hw *w)
{
    static const char name[] = "__nv_lambda_preheader_injection";
    for (uint32_t i = 0; K(w, i) != TOK_EOF; i++) {
        if (K(w, i) != TOK_IDENTIFIER)
            continue;
        const struct token *t = T(w, i);
        if (t->len != sizeof name - 1 || memcmp(lexer_text(w->lx, t), name, t->len) != 0)
            continue;
        /* back over the attributes to `struct` */
        uint32_t s = i;
        while (s > 0 && K(w, s - 1) == TOK_RPAREN) {
            uint32_t o = match_back(w, s - 1);
            if (o == UINT32_MAX || o == 0 || K(w, o - 1) != TOK_ATTRIBUTE)
                break;
            s = o - 1;
        }
        if (s > 0 && K(w, s - 1) == TOK_STRUCT)
            return s - 1;
    }
    return 0;
}

void lambda_library(struct hw *w)
{
    uint32_t at = injection_point(w);
    if (!at)
        return;
    /* capture counts in use (1024 as cudafe++'s limit; more are refused
     * by the compiler's static_assert) */
    static unsigned char dl[1024], hdl[1024];
    memset(dl, 0, sizeof dl);
    memset(hdl, 0, sizeof hdl);
    for (const struct il_lambda *l = w->il->lambdas; l; l = l->next) {
        if (!l->wrapped || l->ncaptures >= 1024)
            continue;
        if (l->space == IL_LAMBDA_DEVICE)
            dl[l->ncaptures] = 1;
        else
            hdl[l->ncaptures] = 1;
    }
    struct str b = { 0 };
    sadd(&b, "\n%s", lib_common);
    for (unsigned n = 1; n < 1024; n++)
        if (dl[n]) {
            lib_dl(&b, n, false);
            lib_dl(&b, n, true);
        }
    for (unsigned n = 0; n < 1024; n++)
        if (hdl[n]) {
            lib_hdl(&b, n, false, false);
            lib_hdl(&b, n, true, false);
            if (n == 0) {
                lib_hdl(&b, n, false, true);
                lib_hdl(&b, n, true, true);
            }
        }
    sadd(&b, "%s", lib_traits);
    struct hedit *e = hedit_insert(&w->e, OFF(w, at), b.s);
    hedit_resync(e, at);
    free(b.s);
}
