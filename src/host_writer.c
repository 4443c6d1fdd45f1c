/* The host C++ file (host_writer.h). */
#include "host_writer.h"

#include <stdlib.h>
#include <string.h>

#include "cuda_attrs.h"
#include "host_edit.h"
#include "scope.h"
#include "symbol.h"
#include "util.h"

struct hw {
    struct lexer *lx;
    const struct options *o;
    const struct il_list *il;
    const char *module_id;
    struct hedit_set e;
    bool rdc;                /* --device-c */
    bool hidden;             /* --device-hidden-visibility */
    bool static_stub;        /* --static-host-stub */
    bool explicit_stub;      /* --host-stub-linkage-explicit */
};

/* ---- tokens ---- */

static const struct token *T(struct hw *w, uint32_t i)
{
    return lexer_token(w->lx, i);
}

static int K(struct hw *w, uint32_t i)
{
    return T(w, i)->kind;
}

static uint32_t OFF(struct hw *w, uint32_t i)
{
    return T(w, i)->offset;
}

static uint32_t END(struct hw *w, uint32_t i)
{
    const struct token *t = T(w, i);
    return t->offset + t->len;
}


/* The token closing the bracket opened at i ( ( [ { ), or 0. */
static uint32_t match(struct hw *w, uint32_t i)
{
    int depth = 0;
    for (uint32_t j = i;; j++) {
        int k = K(w, j);
        if (k == TOK_EOF)
            return 0;
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
            depth++;
        else if ((k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE) && --depth == 0)
            return j;
    }
}

/* The token opening the bracket closed at i, or UINT32_MAX. */
static uint32_t match_back(struct hw *w, uint32_t i)
{
    int depth = 0;
    for (uint32_t j = i;; j--) {
        int k = K(w, j);
        if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE)
            depth++;
        else if ((k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE) && --depth == 0)
            return j;
        if (j == 0)
            return UINT32_MAX;
    }
}

/* The `{` of a function body starting at body (`{` or the `:` of a
 * ctor-initializer), or 0 (try blocks, = default). */
static uint32_t body_brace(struct hw *w, uint32_t body)
{
    if (K(w, body) == TOK_LBRACE)
        return body;
    if (K(w, body) != TOK_COLON)
        return 0;
    /* mem-initializer-id ( ... ) or { ... }, separated by commas */
    uint32_t j = body + 1;
    for (int guard = 0; guard < 100000; guard++) {
        int k = K(w, j);
        if (k == TOK_EOF)
            return 0;
        if (k == TOK_LPAREN || k == TOK_LBRACE) {
            uint32_t c = match(w, j);
            if (!c)
                return 0;
            j = c + 1;
            if (K(w, j) == TOK_ELLIPSIS)
                j++;
            if (K(w, j) == TOK_COMMA) {
                j++;
                continue;
            }
            return K(w, j) == TOK_LBRACE ? j : 0;
        }
        if (k == TOK_LT) {
            /* template arguments of a base: skip to the matching > */
            int depth = 0;
            for (;; j++) {
                int k2 = K(w, j);
                if (k2 == TOK_EOF)
                    return 0;
                if (k2 == TOK_LPAREN) {
                    j = match(w, j);
                    if (!j)
                        return 0;
                    continue;
                }
                if (k2 == TOK_LT)
                    depth++;
                else if (k2 == TOK_GT && --depth == 0)
                    break;
                else if (k2 == TOK_RSHIFT && (depth -= 2) <= 0)
                    break;
            }
        }
        j++;
    }
    return 0;
}

/* ---- attributes of a node ---- */

static bool has_attr(const struct il_node *n, enum cuda_attr id)
{
    for (unsigned i = 0; i < n->nattrs; i++)
        if (n->attrs[i].id == (int)id)
            return true;
    return false;
}

static bool in_anon_namespace(const struct scope *s)
{
    for (; s; s = s->parent)
        if (s->kind == SCOPE_NAMESPACE && s->owner && s->owner->id &&
            strcmp(s->owner->id->name, "<anonymous namespace>") == 0)
            return true;
    return false;
}

/* A `const` among the decl-specifiers of a variable (before its name,
 * outside parentheses). */
static bool declared_const(struct hw *w, const struct il_node *n)
{
    int depth = 0;
    for (uint32_t j = n->first_tok; j < n->tok; j++) {
        int k = K(w, j);
        if (k == TOK_LPAREN)
            depth++;
        else if (k == TOK_RPAREN)
            depth--;
        else if ((k == TOK_CONST || k == TOK_CONSTEXPR) && depth == 0)
            return true;
    }
    return false;
}

/* The first token after a variable's initializer starting at init. */
static uint32_t initializer_end(struct hw *w, uint32_t init)
{
    int k = K(w, init);
    if (k == TOK_LBRACE || k == TOK_LPAREN) {
        uint32_t c = match(w, init);
        return c ? c + 1 : init;
    }
    int depth = 0;
    for (uint32_t j = init + 1;; j++) {
        int k2 = K(w, j);
        if (k2 == TOK_EOF)
            return j;
        if (k2 == TOK_LPAREN || k2 == TOK_LBRACKET || k2 == TOK_LBRACE)
            depth++;
        else if (k2 == TOK_RPAREN || k2 == TOK_RBRACKET || k2 == TOK_RBRACE)
            depth--;
        else if ((k2 == TOK_SEMI || k2 == TOK_COMMA) && depth <= 0)
            return j;
        if (depth < 0)
            return j;
    }
}

/* ---- CUDA attributes and pragmas ---- */

/* Drop every CUDA attribute from every __attribute__((...)) list:
 * `__attribute__((host, device))` becomes `__attribute__((, ))`, which
 * gcc reads as an empty list. */
static void strip_cuda_attributes(struct hw *w)
{
    for (uint32_t i = 0; K(w, i) != TOK_EOF; i++) {
        if (K(w, i) != TOK_ATTRIBUTE || K(w, i + 1) != TOK_LPAREN || K(w, i + 2) != TOK_LPAREN)
            continue;
        uint32_t j = i + 3;
        for (;;) {
            int k = K(w, j);
            if (k == TOK_EOF || k == TOK_RPAREN)
                break;
            if (k == TOK_COMMA) {
                j++;
                continue;
            }
            uint32_t name = j, last = j;
            if (K(w, j + 1) == TOK_LPAREN) {
                last = match(w, j + 1);
                if (!last)
                    return;
            }
            const struct token *t = T(w, name);
            enum cuda_attr id;
            if (cuda_attr_lookup(lexer_text(w->lx, t), t->len, &id) &&
                id != CUDA_ATTR_ID_always_inline && id != CUDA_ATTR_ID_noinline)
                hedit_replace(&w->e, OFF(w, name), END(w, last), "");
            j = last + 1;
        }
        i = j;
    }
}

/* Blank the nv_diag pragmas (cudafe++ consumes them; gcc would warn). */
static void blank_diag_pragmas(struct hw *w)
{
    const char *t = w->lx->text;
    size_t n = w->lx->size;
    uint32_t tok = 0;
    for (size_t i = 0; i < n; i++) {
        if (i > 0 && t[i - 1] != '\n')
            continue;
        size_t j = i;
        while (j < n && (t[j] == ' ' || t[j] == '\t'))
            j++;
        if (j >= n || t[j] != '#')
            continue;
        size_t k = j + 1;
        while (k < n && (t[k] == ' ' || t[k] == '\t'))
            k++;
        if (n - k < 7 || memcmp(t + k, "pragma", 6) != 0)
            continue;
        k += 6;
        while (k < n && (t[k] == ' ' || t[k] == '\t'))
            k++;
        if (n - k < 7 || (memcmp(t + k, "nv_diag", 7) != 0))
            continue;
        /* not inside a token (a raw string) */
        while (K(w, tok) != TOK_EOF && END(w, tok) <= j)
            tok++;
        if (K(w, tok) != TOK_EOF && OFF(w, tok) < j)
            continue;
        size_t e = j;
        while (e < n && t[e] != '\n')
            e++;
        hedit_replace(&w->e, (uint32_t)j, (uint32_t)e, "");
    }
}

/* The stub file includes crt/host_runtime.h, which includes
 * builtin_types.h (the CUDA types host and device share) a second time,
 * without the include guards the input had (they were preprocessed
 * away).  As cudafe++ does, the host file includes host_runtime.h itself
 * before its first use: at the end of the input's copy of
 * builtin_types.h, whose text from CUDA headers (not the system headers
 * they include) is dropped; the line markers stay, so they still nest.
 * Those headers use size_t without declaring it (cudafe++ includes
 * host_runtime.h after stddef.h): declared first, with gcc's type. */
static bool marker_at(const char *t, size_t n, size_t i, size_t *name, size_t *name_len,
                      int *flag)
{
    size_t j = i;
    if (j >= n || t[j] != '#')
        return false;
    j++;
    while (j < n && t[j] == ' ')
        j++;
    if (j >= n || t[j] < '0' || t[j] > '9')
        return false;
    while (j < n && t[j] >= '0' && t[j] <= '9')
        j++;
    while (j < n && t[j] == ' ')
        j++;
    if (j >= n || t[j] != '"')
        return false;
    size_t a = ++j;
    while (j < n && t[j] != '"' && t[j] != '\n') {
        if (t[j] == '\\')
            j++;
        j++;
    }
    if (j >= n || t[j] != '"')
        return false;
    *name = a;
    *name_len = j - a;
    *flag = 0;
    j++;
    while (j < n && t[j] == ' ')
        j++;
    if (j < n && (t[j] == '1' || t[j] == '2') && (j + 1 >= n || t[j + 1] == ' ' || t[j + 1] == '\n'))
        *flag = t[j] - '0';
    return true;
}

static void include_host_runtime(struct hw *w)
{
    const char *t = w->lx->text;
    size_t n = w->lx->size;
    static const char base[] = "/builtin_types.h";
    size_t seg = 0;           /* the text since the last marker line */
    bool in_region = false, dropping = false;
    bool sys[256];
    int depth = 0;
    for (size_t i = 0; i < n; i++) {
        if (i > 0 && t[i - 1] != '\n')
            continue;
        size_t name, len;
        int flag;
        if (!marker_at(t, n, i, &name, &len, &flag))
            continue;
        size_t eol = i;
        while (eol < n && t[eol] != '\n')
            eol++;
        /* does the marker line say 3 (a system header)? */
        bool is_sys = false;
        for (size_t k = name + len + 1; k + 1 < eol + 1 && k < eol; k++)
            if (t[k] == '3' && t[k - 1] == ' ' && (k + 1 == eol || t[k + 1] == ' '))
                is_sys = true;
        if (!in_region) {
            if (flag == 1 && len >= sizeof base - 1 &&
                memcmp(t + name + len - (sizeof base - 1), base, sizeof base - 1) == 0) {
                in_region = true;
                depth = 1;
                sys[0] = is_sys;
                dropping = !is_sys;
                seg = eol + 1;
            }
            continue;
        }
        /* the text before this marker, in a CUDA header: dropped */
        if (dropping && i > seg)
            hedit_replace(&w->e, (uint32_t)seg, (uint32_t)i, "");
        if (flag == 1) {
            if (depth < (int)(sizeof sys / sizeof sys[0]))
                sys[depth] = is_sys;
            depth++;
        } else if (flag == 2) {
            if (--depth == 0) {
                hedit_insert(&w->e, (uint32_t)i,
                             "typedef __SIZE_TYPE__ size_t;\n"
                             "#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)\n"
                             "#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__\n"
                             "#endif\n"
                             "#include \"crt/host_runtime.h\"\n");
                return;
            }
        }
        bool cur_sys = depth > 0 && depth <= (int)(sizeof sys / sizeof sys[0]) ? sys[depth - 1]
                                                                               : true;
        if (flag == 0)
            cur_sys = is_sys;
        dropping = !cur_sys;
        seg = eol + 1;
    }
}

/* ---- functions ---- */

/* Replace a body [brace, close] by `with`, the body itself in #if 0. */
static void body_to_if0(struct hw *w, uint32_t from, uint32_t brace, uint32_t close,
                        const char *with)
{
    struct hedit *e = hedit_new(&w->e, OFF(w, from), END(w, close));
    hedit_text(e, with);
    hedit_text(e, "\n#if 0\n");
    hedit_range(e, OFF(w, brace), END(w, close));
    hedit_text(e, "\n#endif\n");
    hedit_resync(e, close + 1);
}

static void kernel(struct hw *w, const struct il_node *n)
{
    if (!(n->flags & IL_F_DEFINITION) || !n->body_tok)
        return;
    uint32_t brace = body_brace(w, n->body_tok);
    uint32_t close = brace ? match(w, brace) : 0;
    if (!close)
        return;
    if (n->flags & IL_F_TEMPLATE)
        return;   /* TODO: kernel templates (the __wrapper__device_stub_ template) */
    if (!(n->flags & IL_F_STATIC) && !in_anon_namespace(n->scope) && w->hidden)
        hedit_insert(&w->e, OFF(w, n->first_tok), "__attribute__((visibility(\"hidden\"))) ");
    if (opt_on(w->o, OPT_debug_mode))
        hedit_insert(&w->e, OFF(w, n->first_tok), "__attribute((noinline)) ");
    body_to_if0(w, n->body_tok, brace, close, " ;");
}

static void device_function(struct hw *w, const struct il_node *n)
{
    if (!(n->flags & IL_F_DEFINITION) || !n->body_tok)
        return;
    uint32_t brace = body_brace(w, n->body_tok);
    uint32_t close = brace ? match(w, brace) : 0;
    if (!close)
        return;
    if (!(n->flags & (IL_F_MEMBER | IL_F_QUALIFIED | IL_F_FRIEND)))
        hedit_insert(&w->e, OFF(w, n->first_tok), "__attribute__((unused)) ");
    size_t cap = 64, len = 0;
    char *trap = xmalloc(cap);
    len = (size_t)snprintf(trap, cap, "{int volatile ___ = 1;");
    for (const struct il_param *p = n->params; p; p = p->next) {
        if (!p->name_tok || p->pack)
            continue;
        const struct token *t = T(w, p->name_tok);
        if (len + t->len + 16 > cap) {
            cap = (len + t->len + 16) * 2;
            trap = xrealloc(trap, cap);
        }
        len += (size_t)snprintf(trap + len, cap - len, "(void)%.*s;", (int)t->len,
                                lexer_text(w->lx, t));
    }
    if (len + 32 > cap)
        trap = xrealloc(trap, cap = len + 32);
    snprintf(trap + len, cap - len, "::exit(___);}");
    body_to_if0(w, n->body_tok, brace, close, trap);
    free(trap);
}

/* ---- variables ---- */

static void device_variable(struct hw *w, const struct il_node *n)
{
    bool managed = has_attr(n, CUDA_ATTR_ID_managed);
    bool shared = has_attr(n, CUDA_ATTR_ID_shared);
    bool anon = in_anon_namespace(n->scope);
    bool keep_init = !managed && (declared_const(w, n) || (n->flags & IL_F_TEMPLATE));
    uint32_t first = OFF(w, n->first_tok);

    /* storage and visibility */
    char prefix[160] = "";
    if (managed)
        strcat(prefix, "__attribute__((section(\"__nv_managed_data__\"))) ");
    if (shared)
        strcat(prefix, "__attribute__((unused)) ");
    if (!w->rdc) {
        if (n->flags & IL_F_EXTERN) {
            for (uint32_t j = n->first_tok; j < n->tok; j++)
                if (K(w, j) == TOK_EXTERN) {
                    hedit_replace(&w->e, OFF(w, j), END(w, j), "static");
                    break;
                }
        } else if (!(n->flags & IL_F_STATIC)) {
            strcat(prefix, "static ");
        }
    } else if (!(n->flags & IL_F_STATIC) && !anon && !shared && w->hidden) {
        strcat(prefix, "__attribute__((visibility(\"hidden\"))) ");
    }
    if (*prefix)
        hedit_insert(&w->e, first, prefix);

    /* the initializer */
    uint32_t decl_end = n->tok + 1;   /* after the declarator (arrays included) */
    while (K(w, decl_end) == TOK_LBRACKET) {
        uint32_t c = match(w, decl_end);
        if (!c)
            break;
        decl_end = c + 1;
    }
    if (n->init_tok && !keep_init) {
        uint32_t end = initializer_end(w, n->init_tok);
        hedit_replace(&w->e, OFF(w, n->init_tok), OFF(w, end), managed ? " = 0" : "");
    } else if (managed) {
        hedit_insert(&w->e, END(w, decl_end - 1), " = 0");
    }
    if (managed) {
        hedit_insert(&w->e, OFF(w, n->tok), "(*");
        hedit_insert(&w->e, END(w, n->tok), ")");
    }
}

static void managed_use(struct hw *w, uint32_t tok)
{
    const struct token *t = T(w, tok);
    struct hedit *e = hedit_new(&w->e, t->offset, t->offset + t->len);
    hedit_textf(e, "(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (%.*s)))",
                (int)t->len, lexer_text(w->lx, t));
}

/* ---- launches ---- */

/* The first token of the callee of a launch whose `<<<` is at open. */
static uint32_t callee_start(struct hw *w, uint32_t open)
{
    uint32_t j = open - 1;
    if (K(w, j) == TOK_RPAREN) {
        uint32_t o = match_back(w, j);
        return o == UINT32_MAX ? j : o;
    }
    for (;;) {
        if (K(w, j) == TOK_GT || K(w, j) == TOK_RSHIFT) {
            /* template arguments: back to the matching < */
            int depth = 0;
            for (;; j--) {
                int k = K(w, j);
                if (k == TOK_RPAREN || k == TOK_RBRACKET) {
                    uint32_t o = match_back(w, j);
                    if (o == UINT32_MAX)
                        return open - 1;
                    j = o;
                    continue;
                }
                if (k == TOK_GT)
                    depth++;
                else if (k == TOK_RSHIFT)
                    depth += 2;
                else if (k == TOK_LT && --depth == 0)
                    break;
                if (j == 0)
                    return open - 1;
            }
            j--;   /* the template name */
        }
        if (K(w, j) == TOK_TEMPLATE)
            j--;
        if (j > 0 && K(w, j - 1) == TOK_TEMPLATE)
            j--;
        if (j > 0 && K(w, j - 1) == TOK_COLONCOLON) {
            j--;
            if (j > 0 && (K(w, j - 1) == TOK_IDENTIFIER || K(w, j - 1) == TOK_GT ||
                          K(w, j - 1) == TOK_RSHIFT)) {
                j--;
                continue;
            }
            return j;
        }
        return j;
    }
}

static void launch(struct hw *w, uint32_t open, uint32_t close)
{
    uint32_t start = callee_start(w, open);
    uint32_t cfg_lo = END(w, open + 1), cfg_hi = OFF(w, close);
    struct hedit *e = hedit_new(&w->e, OFF(w, start), END(w, close + 1));
    hedit_text(e, "(__cudaPushCallConfiguration(");
    hedit_range(e, cfg_lo, cfg_hi);
    hedit_text(e, ")) ? (void)0 : ");
    hedit_range(e, OFF(w, start), OFF(w, open));
}

/* ---- anonymous namespaces ---- */

static void scope_path(const struct scope *s, char *buf, size_t size)
{
    if (!s || !s->parent || !s->owner || !s->owner->id) {
        buf[0] = 0;
        return;
    }
    scope_path(s->parent, buf, size);
    size_t len = strlen(buf);
    const char *name = s->owner->id->name;
    if (strcmp(name, "<anonymous namespace>") == 0)
        snprintf(buf + len, size - len, "::_NV_ANON_NAMESPACE");
    else
        snprintf(buf + len, size - len, "::%s", name);
}

static void anon_namespace(struct hw *w, uint32_t ns_tok, uint32_t lbrace, const struct scope *s)
{
    char path[1024];
    scope_path(s, path, sizeof path);
    struct hedit *e = hedit_new(&w->e, OFF(w, ns_tok), END(w, lbrace));
    hedit_textf(e,
                "namespace _GLOBAL__N_%s __attribute__((visibility(\"hidden\")))  { }; "
                "using namespace %s::_GLOBAL__N_%s; \n"
                "#pragma GCC diagnostic ignored \"-Wattributes\"\n",
                w->module_id, path, w->module_id);
    hedit_resync(e, ns_tok);
    /* the resync marker comes after the edit: the rest goes in a second
     * edit right behind it */
    e->end = OFF(w, ns_tok);
    struct hedit *e2 = hedit_new(&w->e, OFF(w, ns_tok), END(w, lbrace));
    hedit_textf(e2, "namespace _GLOBAL__N_%s __attribute__((visibility(\"hidden\")))  {",
                w->module_id);
}

/* ---- constexpr merged into redeclarations ---- */

struct sig {
    const struct scope *scope;
    const char *name;
    char *params;            /* the parameter tokens, names and defaults left out */
    struct sig *next;
};

static char *param_signature(struct hw *w, const struct il_node *n)
{
    struct scope *ps = NULL;
    (void)ps;
    size_t cap = 64, len = 0;
    char *buf = xmalloc(cap);
    buf[0] = 0;
    for (const struct il_param *p = n->params; p; p = p->next) {
        uint32_t end = p->next ? p->next->first_tok : 0;
        for (uint32_t j = p->first_tok; K(w, j) != TOK_EOF; j++) {
            if (end ? j >= end : 0)
                break;
            int k = K(w, j);
            if (!end && k == TOK_RPAREN && j > p->first_tok) {
                /* the last parameter ends at the `)` of the list */
                uint32_t o = match_back(w, j);
                if (o == UINT32_MAX || o < p->first_tok)
                    break;
            }
            if (k == TOK_COMMA && end == 0)
                break;
            if (j == p->name_tok || (p->init_tok && j >= p->init_tok))
                continue;
            const struct token *t = T(w, j);
            if (len + t->len + 2 > cap)
                buf = xrealloc(buf, cap = (len + t->len + 2) * 2);
            memcpy(buf + len, lexer_text(w->lx, t), t->len);
            len += t->len;
            buf[len++] = ' ';
            buf[len] = 0;
        }
        if (len + 2 > cap)
            buf = xrealloc(buf, cap = (len + 2) * 2);
        buf[len++] = ',';
        buf[len] = 0;
    }
    return buf;
}

static void merge_constexpr(struct hw *w)
{
    enum { NB = 4096 };
    struct sig **tab = xcalloc(NB, sizeof *tab);
    for (const struct il_node *n = w->il->first; n; n = n->next) {
        if (n->kind != IL_routine || !n->has_pos || !n->scope ||
            n->scope->kind != SCOPE_NAMESPACE || (n->flags & IL_F_SPEC))
            continue;
        uint32_t h = 0;
        for (const char *c = n->name; *c; c++)
            h = h * 31 + (unsigned char)*c;
        h = (h ^ (uint32_t)(uintptr_t)n->scope) % NB;
        bool cx = n->flags & IL_F_CONSTEXPR;
        if (!cx) {
            /* a constexpr declaration of the same name must come first */
            bool any = false;
            for (struct sig *s = tab[h]; s; s = s->next)
                if (s->scope == n->scope && strcmp(s->name, n->name) == 0)
                    any = true;
            if (!any)
                continue;
        }
        char *sg = param_signature(w, n);
        if (cx) {
            struct sig *s = xcalloc(1, sizeof *s);
            s->scope = n->scope;
            s->name = n->name;
            s->params = sg;
            s->next = tab[h];
            tab[h] = s;
            continue;
        }
        for (struct sig *s = tab[h]; s; s = s->next)
            if (s->scope == n->scope && strcmp(s->name, n->name) == 0 &&
                strcmp(s->params, sg) == 0) {
                hedit_insert(&w->e, OFF(w, n->first_tok), "constexpr ");
                break;
            }
        free(sg);
    }
    for (unsigned i = 0; i < NB; i++)
        for (struct sig *s = tab[i], *next; s; s = next) {
            next = s->next;
            free(s->params);
            free(s);
        }
    free(tab);
}

/* ---- head and trailer ---- */

static void write_string_lit(FILE *out, const char *s)
{
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            fputc('\\', out);
        fputc(*s, out);
    }
}

static void write_head(struct hw *w, FILE *out)
{
    const char *src = opt_str(w->o, OPT_orig_src_file_name);
    if (!src)
        src = w->lx->nfiles ? w->lx->files[0].name : "";
    fputs("# 1 \"", out);
    write_string_lit(out, src);
    fputs("\"\n", out);
    fputs("#pragma GCC diagnostic ignored \"-Wunused-local-typedefs\"\n# 1\n", out);
    if (w->static_stub)
        fputs("\n#pragma GCC diagnostic ignored \"-Wattributes\"\n", out);
    fputs("#pragma GCC diagnostic push\n# 1\n"
          "#pragma GCC diagnostic ignored \"-Wunused-variable\"\n# 1\n"
          "#pragma GCC diagnostic ignored \"-Wunused-function\"\n# 1\n"
          "static char __nv_inited_managed_rt = 0; static void **__nv_fatbinhandle_for_managed_rt; "
          "static void __nv_save_fatbinhandle_for_managed_rt(void **in){__nv_fatbinhandle_for_managed_rt = in;} "
          "static char __nv_init_managed_rt_with_module(void **); "
          "static inline void __nv_init_managed_rt(void) { __nv_inited_managed_rt = (__nv_inited_managed_rt ? __nv_inited_managed_rt                 : __nv_init_managed_rt_with_module(__nv_fatbinhandle_for_managed_rt));}\n"
          "# 1\n#pragma GCC diagnostic pop\n# 1\n"
          "#pragma GCC diagnostic ignored \"-Wunused-variable\"\n\n# 1\n", out);
    /* No extended lambda can be in the file (they are rejected until
     * they are supported): the detection traits are false. */
    fputs("#define __nv_is_extended_device_lambda_closure_type(X) false\n"
          "#define __nv_is_extended_host_device_lambda_closure_type(X) false\n"
          "#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false\n"
          "#if defined(__nv_is_extended_device_lambda_closure_type) && "
          "defined(__nv_is_extended_host_device_lambda_closure_type)&& "
          "defined(__nv_is_extended_device_lambda_with_preserved_return_type)\n"
          "#endif\n\n# 1\n", out);
}

static void write_ref_array(FILE *out, const char *section, const char *name)
{
    fprintf(out,
            "\nextern \"C\" {\nextern __attribute__ ((section (\"%s\"))) __attribute__((weak)) "
            "const unsigned char %s[] = {\n0x0};\n}\n",
            section, name);
}

static void write_trailer(struct hw *w, FILE *out)
{
    const char *stub = opt_str(w->o, OPT_stub_file_name);
    if (!stub)
        stub = "";
    fprintf(out, "\n# 1 \"%s\"\n", stub);
    fprintf(out, "#define _NV_ANON_NAMESPACE _GLOBAL__N_%s\n", w->module_id);
    fprintf(out, "#ifdef _NV_ANON_NAMESPACE\n#endif\n");
    fprintf(out, "# 1 \"%s\"\n#include \"%s\"\n# 1 \"%s\"\n", stub, stub, stub);
    fprintf(out, "#undef _NV_ANON_NAMESPACE\n");
    if (w->rdc) {
        /* TODO: the entities host code references (CONTRACT.md section 6) */
        write_ref_array(out, ".nvHRKI", "hostRefKernelArrayInternalLinkage");
        write_ref_array(out, ".nvHRKE", "hostRefKernelArrayExternalLinkage");
        write_ref_array(out, ".nvHRDI", "hostRefDeviceArrayInternalLinkage");
        write_ref_array(out, ".nvHRDE", "hostRefDeviceArrayExternalLinkage");
        write_ref_array(out, ".nvHRCI", "hostRefConstantArrayInternalLinkage");
        write_ref_array(out, ".nvHRCE", "hostRefConstantArrayExternalLinkage");
    }
}

/* ---- the file ---- */

void host_write(FILE *out, struct lexer *lx, const struct options *o, const struct il_list *il,
                const char *module_id)
{
    struct hw w = { .lx = lx, .o = o, .il = il, .module_id = module_id ? module_id : "" };
    w.rdc = opt_on(o, OPT_device_c);
    w.hidden = opt_on(o, OPT_device_hidden_visibility);
    w.static_stub = opt_on(o, OPT_static_host_stub);
    w.explicit_stub = opt_on(o, OPT_host_stub_linkage_explicit);
    lexer_lex_all(lx);
    hedit_init(&w.e, lx);

    include_host_runtime(&w);
    strip_cuda_attributes(&w);
    blank_diag_pragmas(&w);
    merge_constexpr(&w);
    for (const struct il_node *n = il->first; n; n = n->next) {
        if (!n->has_pos || (n->flags & (IL_F_TYPEDEF | IL_F_LOCAL)))
            continue;
        if (n->kind == IL_routine) {
            if (has_attr(n, CUDA_ATTR_ID_global))
                kernel(&w, n);
            else if (has_attr(n, CUDA_ATTR_ID_device) && !has_attr(n, CUDA_ATTR_ID_host))
                device_function(&w, n);
        } else if (n->kind == IL_variable && !(n->flags & IL_F_MEMBER)) {
            if (has_attr(n, CUDA_ATTR_ID_device) || has_attr(n, CUDA_ATTR_ID_constant) ||
                has_attr(n, CUDA_ATTR_ID_shared) || has_attr(n, CUDA_ATTR_ID_managed))
                device_variable(&w, n);
        }
    }
    for (const struct il_mark *m = il->marks; m; m = m->next) {
        switch (m->kind) {
        case IL_MARK_LAUNCH: launch(&w, m->a, m->b); break;
        case IL_MARK_ANON_NS: anon_namespace(&w, m->a, m->b, m->scope); break;
        case IL_MARK_MANAGED_USE: managed_use(&w, m->a); break;
        }
    }

    write_head(&w, out);
    hedit_write(&w.e, out);
    write_trailer(&w, out);
    hedit_free(&w.e);
}
