/* The host C++ file (host_writer.h). */
#include "host/host_writer.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "host/host_edit.h"
#include "host/host_int.h"
#include "il/il_tree.h"
#include "parse/scope.h"
#include "parse/symbol.h"
#include "support/cuda_attrs.h"
#include "support/ptrmap.h"
#include "support/utf8.h"
#include "support/util.h"

/* ---- tokens ---- */

const struct token *T(struct hw *w, uint32_t i)
{
    return lexer_token(w->lx, i);
}

int K(struct hw *w, uint32_t i)
{
    return T(w, i)->kind;
}

uint32_t OFF(struct hw *w, uint32_t i)
{
    return T(w, i)->offset;
}

uint32_t END(struct hw *w, uint32_t i)
{
    const struct token *t = T(w, i);
    return t->offset + t->len;
}


/* The token closing the bracket opened at i ( ( [ { ), or 0. */
uint32_t match(struct hw *w, uint32_t i)
{
    return lexer_match_bracket(w->lx, i);
}

/* The token opening the bracket closed at i, or UINT32_MAX. */
uint32_t match_back(struct hw *w, uint32_t i)
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
    if (K(w, body) != TOK_COLON && body > 0 && K(w, body - 1) == TOK_COLON)
        body--;   /* (an out-of-class constructor's body starts at its first mem-initializer) */
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

static uint32_t skip_angles(struct hw *w, uint32_t j, uint32_t end);

/* Is the variable itself const (constexpr, or a `const` that applies to
 * the object: `const int x`, `const int a[2]`, `int *const p`, not the
 * pointee's in `const char *p`)?  The const after the last ptr-operator
 * before the name counts; parentheses of decltype, alignas and
 * attributes, and template arguments, are skipped. */
static bool declared_const(struct hw *w, const struct il_node *n)
{
    bool is_const = false;
    for (uint32_t j = n->first_tok; j < n->tok; j++) {
        int k = K(w, j);
        if (k == TOK_LPAREN && j > n->first_tok &&
            (K(w, j - 1) == TOK_DECLTYPE || K(w, j - 1) == TOK_TYPEOF ||
             K(w, j - 1) == TOK_ALIGNAS || K(w, j - 1) == TOK_ATTRIBUTE)) {
            uint32_t c = match(w, j);
            if (!c || c >= n->tok)
                break;
            j = c;
        } else if (k == TOK_LT) {
            uint32_t c = skip_angles(w, j, n->tok);
            if (c <= j)
                break;
            j = c - 1;
        } else if (k == TOK_CONSTEXPR) {
            return true;
        } else if (k == TOK_CONST) {
            is_const = true;
        } else if (k == TOK_STAR || k == TOK_AMP || k == TOK_AMPAMP) {
            is_const = false;
        }
    }
    return is_const;
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

/* Drop every CUDA attribute from every __attribute__((...)) list (the
 * whole list when they are all CUDA ones: gcc takes an attribute list
 * before a deduction guide for a decl-specifier, even an empty one);
 * `__attribute__((host, aligned(8)))` becomes `__attribute__((, aligned(8)))`,
 * which gcc reads as aligned(8).  The CUDA keyword __noinline__ becomes
 * gcc's attribute. */
static void strip_cuda_attributes(struct hw *w)
{
    uint32_t drop[64];
    for (uint32_t i = 0; K(w, i) != TOK_EOF; i++) {
        if (K(w, i) == TOK_NOINLINE) {
            hedit_replace(&w->e, OFF(w, i), END(w, i), "__attribute__((noinline))");
            continue;
        }
        if (K(w, i) != TOK_ATTRIBUTE || K(w, i + 1) != TOK_LPAREN || K(w, i + 2) != TOK_LPAREN)
            continue;
        uint32_t j = i + 3;
        unsigned items = 0, ndrop = 0;
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
            items++;
            const struct token *t = T(w, name);
            enum cuda_attr id;
            if (cuda_attr_lookup(lexer_text(w->lx, t), t->len, &id) &&
                cuda_attr_infos[id].host == CUDA_HOST_strip && ndrop < 32) {
                drop[2 * ndrop] = name;
                drop[2 * ndrop + 1] = last;
                ndrop++;
            }
            j = last + 1;
        }
        if (K(w, j) == TOK_RPAREN && K(w, j + 1) == TOK_RPAREN && ndrop && ndrop == items) {
            hedit_replace(&w->e, OFF(w, i), END(w, j + 1), " ");
        } else {
            for (unsigned d = 0; d < ndrop; d++)
                hedit_replace(&w->e, OFF(w, drop[2 * d]), END(w, drop[2 * d + 1]), "");
        }
        i = j;
    }
}

/* Blank the nv_diag pragmas and nv_exec_check_disable (cudafe++ consumes
 * them; gcc would warn about unknown pragmas). */
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
        if (!(n - k >= 7 && memcmp(t + k, "nv_diag", 7) == 0) &&
            !(n - k >= 21 && memcmp(t + k, "nv_exec_check_disable", 21) == 0))
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

/* ---- kernel templates ---- */

/* Skip backward over dropped attribute lists ending at token t - 1:
 * the first token of them (t itself if none). */
static uint32_t skip_attrs_back(struct hw *w, uint32_t t)
{
    while (t >= 3) {
        if (K(w, t - 1) == TOK_NOINLINE) {
            t--;
            continue;
        }
        if (K(w, t - 1) != TOK_RPAREN)
            break;
        uint32_t o = match_back(w, t - 1);
        if (o == UINT32_MAX || o == 0 || K(w, o - 1) != TOK_ATTRIBUTE)
            break;
        t = o - 1;
    }
    return t;
}

/* The `template` of the template header ending right before the
 * declaration starting at first (its `>` in *gt), or 0. */
static uint32_t template_header(struct hw *w, uint32_t first, uint32_t *gt)
{
    uint32_t t = skip_attrs_back(w, first);
    if (t < 3 || K(w, t - 1) != TOK_GT)
        return 0;
    *gt = t - 1;
    int depth = 0;
    for (uint32_t j = t - 1; j > 0; j--) {
        int k = K(w, j);
        if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE) {
            uint32_t o = match_back(w, j);
            if (o == UINT32_MAX)
                return 0;
            j = o;
            continue;
        }
        if (k == TOK_GT)
            depth++;
        else if (k == TOK_RSHIFT)
            depth += 2;
        else if (k == TOK_LT && --depth == 0)
            return K(w, j - 1) == TOK_TEMPLATE ? j - 1 : 0;
    }
    return 0;
}

/* The end (exclusive) of a declaration clause starting at from:
 * the `,` `)` `>` or `=` at depth 0 (angle brackets counted). */
uint32_t clause_end(struct hw *w, uint32_t from, bool stop_at_gt)
{
    int depth = 0, angle = 0;
    for (uint32_t j = from;; j++) {
        int k = K(w, j);
        if (k == TOK_EOF)
            return j;
        if (depth == 0 && angle == 0 &&
            (k == TOK_COMMA || k == TOK_ASSIGN || k == TOK_RPAREN || (stop_at_gt && k == TOK_GT) ||
             (stop_at_gt && k == TOK_RSHIFT)))
            return j;
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
            depth++;
        else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE)
            depth--;
        else if (depth == 0 && k == TOK_LT)
            angle++;
        else if (depth == 0 && k == TOK_GT && angle > 0)
            angle--;
        else if (depth == 0 && k == TOK_RSHIFT && angle > 0)
            angle = angle >= 2 ? angle - 2 : 0;
    }
}

/* ---- template parameters: which is named, and where an unnamed one's
 * name goes ----
 *
 * A template parameter is a type parameter (`class T`, `typename... Ts`,
 * `class`), a template template parameter (`template <...> class TT`), or
 * a parameter declaration: decl-specifiers, then a declarator whose
 * declarator-id may sit inside ptr-operators and parentheses
 * (`float (*op)(float)`, `int S::*pm`, `void (S::*pmf)()`,
 * `const int (&arr)[3]`, `int... Is`, `auto V`, `Concept auto... Vs`).
 * The declarator-id is neither the last identifier of the clause (that
 * may be a function parameter's name, `int (*)(int x)`) nor any
 * identifier at its top level (`int S::*` names the class S).  An
 * unnamed parameter gets its name where the declarator-id would be:
 * after the innermost ptr-operators, before the array and function
 * suffixes (`float (* NAME)(float)`, `int NAME [3]`, `auto... NAME`). */

/* Past a balanced `<...>` starting at the `<` at j (`>>` closes two). */
static uint32_t skip_angles(struct hw *w, uint32_t j, uint32_t end)
{
    int depth = 0;
    for (; j < end; j++) {
        int k = K(w, j);
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE) {
            uint32_t c = match(w, j);
            if (!c)
                return end;
            j = c;
        } else if (k == TOK_LT) {
            depth++;
        } else if (k == TOK_GT || k == TOK_RSHIFT) {
            depth -= k == TOK_GT ? 1 : 2;
            if (depth <= 0)
                return j + 1;
        }
    }
    return end;
}

/* Past a possibly qualified name at j: `::`? (template? id <...>? ::)* id <...>?
 * (a ptr-to-member's class is such a name followed by `::` `*`). */
static uint32_t skip_qualified_name(struct hw *w, uint32_t j, uint32_t end)
{
    if (j < end && K(w, j) == TOK_COLONCOLON)
        j++;
    for (;;) {
        if (j < end && K(w, j) == TOK_TEMPLATE)
            j++;
        if (j >= end || K(w, j) != TOK_IDENTIFIER)
            return j;
        j++;
        if (j < end && K(w, j) == TOK_LT)
            j = skip_angles(w, j, end);
        if (j + 1 < end && K(w, j) == TOK_COLONCOLON &&
            (K(w, j + 1) == TOK_IDENTIFIER || K(w, j + 1) == TOK_TEMPLATE))
            j++;
        else
            return j;
    }
}

static bool cv_token(int k)
{
    return k == TOK_CONST || k == TOK_VOLATILE || k == TOK_RESTRICT;
}

/* Past `__attribute__((...))` at j, or j. */
static uint32_t skip_gnu_attr(struct hw *w, uint32_t j, uint32_t end)
{
    while (j + 1 < end && K(w, j) == TOK_ATTRIBUTE && K(w, j + 1) == TOK_LPAREN) {
        uint32_t c = match(w, j + 1);
        if (!c)
            return end;
        j = c + 1;
    }
    return j;
}

/* A ptr-to-member operator `X::*` at j: the token after its `*`, or 0. */
static uint32_t ptr_to_member(struct hw *w, uint32_t j, uint32_t end)
{
    if (j >= end || (K(w, j) != TOK_IDENTIFIER && K(w, j) != TOK_COLONCOLON))
        return 0;
    uint32_t q = skip_qualified_name(w, j, end);
    if (q + 1 < end && q > j && K(w, q) == TOK_COLONCOLON && K(w, q + 1) == TOK_STAR)
        return q + 2;
    return 0;
}

struct tparam {
    uint32_t name;           /* the declarator-id, 0 if unnamed */
    uint32_t at;             /* unnamed: the name goes before this token */
    bool pack;
};

/* The declarator starting at j (ptr-operators, declarator-id or nested
 * declarator, suffixes), up to end. */
static void tparam_declarator(struct hw *w, uint32_t j, uint32_t end, struct tparam *tp,
                              int depth)
{
    for (;;) {
        j = skip_gnu_attr(w, j, end);
        if (j >= end)
            break;
        int k = K(w, j);
        uint32_t pm;
        if (k == TOK_STAR || k == TOK_AMP || k == TOK_AMPAMP || cv_token(k)) {
            j++;
        } else if (k == TOK_ELLIPSIS) {
            tp->pack = true;
            j++;
        } else if ((pm = ptr_to_member(w, j, end)) != 0) {
            j = pm;
        } else {
            break;
        }
    }
    if (j < end && K(w, j) == TOK_IDENTIFIER) {
        tp->name = j;
        return;
    }
    if (j < end && K(w, j) == TOK_LPAREN && depth < 32) {
        /* a nested declarator `(*p)`, `(&)`, `(S::*)`, `(...xs)`; else
         * the parameters of a function type: the name goes before them */
        uint32_t c = match(w, j);
        int k1 = K(w, j + 1);
        if (c && c <= end &&
            (k1 == TOK_STAR || k1 == TOK_AMP || k1 == TOK_AMPAMP || k1 == TOK_ELLIPSIS ||
             k1 == TOK_LPAREN || ptr_to_member(w, j + 1, c) ||
             (k1 == TOK_IDENTIFIER && j + 2 == c))) {
            tparam_declarator(w, j + 1, c, tp, depth + 1);
            return;
        }
    }
    tp->at = j;
}

static bool type_keyword(int k)
{
    switch (k) {
    case TOK_SIGNED: case TOK_UNSIGNED: case TOK_CHAR: case TOK_SHORT: case TOK_INT:
    case TOK_LONG: case TOK_VOID: case TOK_BOOL: case TOK_WCHAR_T: case TOK_CHAR8_T:
    case TOK_CHAR16_T: case TOK_CHAR32_T: case TOK_FLOAT: case TOK_DOUBLE: case TOK_INT128:
    case TOK_GNU_FLOAT128: case TOK_GNU_FLOAT80: case TOK_FLOAT16: case TOK_FLOAT32:
    case TOK_FLOAT32X: case TOK_FLOAT64: case TOK_FLOAT64X: case TOK_FLOAT128: case TOK_BF16:
    case TOK_FP16: case TOK_AUTO:
        return true;
    default:
        return false;
    }
}

static void param_decl_analyze(struct hw *w, uint32_t j, uint32_t end, struct tparam *tp);

/* The template parameter [j, end) (its default argument left out). */
static void tparam_analyze(struct hw *w, uint32_t j, uint32_t end, struct tparam *tp)
{
    tp->name = 0;
    tp->at = end;
    tp->pack = false;
    int k = K(w, j);
    if (k == TOK_TEMPLATE && j + 1 < end && K(w, j + 1) == TOK_LT) {
        /* template <...> class|typename ...? name? */
        uint32_t q = skip_angles(w, j + 1, end);
        if (q < end && (K(w, q) == TOK_CLASS || K(w, q) == TOK_TYPENAME)) {
            q++;
            if (q < end && K(w, q) == TOK_ELLIPSIS) {
                tp->pack = true;
                q++;
            }
            if (q < end && K(w, q) == TOK_IDENTIFIER)
                tp->name = q;
        }
        return;
    }
    if (k == TOK_CLASS || k == TOK_TYPENAME) {
        /* class|typename ...? name? (not `typename A::B n`) */
        uint32_t q = j + 1;
        bool pack = false;
        if (q < end && K(w, q) == TOK_ELLIPSIS) {
            pack = true;
            q++;
        }
        if (q == end || (K(w, q) == TOK_IDENTIFIER && q + 1 == end)) {
            tp->pack = pack;
            if (q < end)
                tp->name = q;
            return;
        }
    }
    param_decl_analyze(w, j, end, tp);
}

/* A parameter declaration [j, end) (its default argument left out):
 * decl-specifiers, then a declarator (tp as tparam_analyze's). */
static void param_decl_analyze(struct hw *w, uint32_t j, uint32_t end, struct tparam *tp)
{
    /* decl-specifiers: one type name (a qualified name, a decltype,
     * keywords); an identifier after a type begins the declarator */
    bool have_type = false;
    int k;
    for (;;) {
        j = skip_gnu_attr(w, j, end);
        if (j >= end)
            break;
        k = K(w, j);
        if (cv_token(k)) {
            j++;
        } else if (k == TOK_TYPENAME || k == TOK_STRUCT || k == TOK_CLASS || k == TOK_UNION ||
                   k == TOK_ENUM) {
            j++;
            if (j < end && K(w, j) == TOK_CLASS)   /* enum class */
                j++;
            j = skip_qualified_name(w, j, end);
            have_type = true;
        } else if ((k == TOK_DECLTYPE || k == TOK_TYPEOF) && j + 1 < end &&
                   K(w, j + 1) == TOK_LPAREN) {
            uint32_t c = match(w, j + 1);
            j = c ? c + 1 : end;
            have_type = true;
        } else if (type_keyword(k)) {
            j++;
            have_type = true;
        } else if (!have_type && (k == TOK_IDENTIFIER || k == TOK_COLONCOLON) &&
                   !ptr_to_member(w, j, end)) {
            j = skip_qualified_name(w, j, end);
            have_type = true;
        } else {
            break;
        }
    }
    tparam_declarator(w, j, end, tp, 0);
}

/* The template arguments naming a header's parameters: "T,N,Ts...". */
char *template_args(struct hw *w, uint32_t lt, uint32_t gt, bool name_unnamed,
                    unsigned *counter)
{
    size_t cap = 64, len = 0;
    char *buf = xmalloc(cap);
    buf[0] = 0;
    uint32_t j = lt + 1;
    while (j < gt) {
        uint32_t end = clause_end(w, j, true);
        if (end > gt)
            end = gt;
        struct tparam tp;
        tparam_analyze(w, j, end, &tp);
        uint32_t name = tp.name;
        bool pack = tp.pack;
        char nm[80];
        if (name) {
            const struct token *t = T(w, name);
            snprintf(nm, sizeof nm, "%.*s", t->len < 70 ? (int)t->len : 70,
                     lexer_text(w->lx, t));
        } else {
            /* an unnamed parameter gets a name: the call names it */
            if (counter)
                snprintf(nm, sizeof nm, "__T%u", (*counter)++);
            else
                snprintf(nm, sizeof nm, "__cufe_t%u", (unsigned)(end - lt));
            if (name_unnamed) {
                hedit_insert(&w->e, END(w, tp.at - 1), " ");
                hedit_insert(&w->e, END(w, tp.at - 1), nm);
            }
        }
        if (len + strlen(nm) + 8 > cap)
            buf = xrealloc(buf, cap = (len + strlen(nm) + 8) * 2);
        len += (size_t)snprintf(buf + len, cap - len, "%s%s%s", len ? "," : "", nm,
                                pack ? "..." : "");
        /* past a default argument to the next parameter */
        j = end;
        if (K(w, j) == TOK_ASSIGN)
            j = clause_end(w, j + 1, true);
        if (K(w, j) == TOK_COMMA)
            j++;
        else
            break;
    }
    return buf;
}

/* ---- variables of a lambda's closure type ----
 *
 * cudafe++ follows the declaration of a variable whose type is a lambda's
 * closure type (`auto` initialized by a lambda expression: `= [..]{..}`,
 * `{[..]{..}}`, `([..]{..})`; at namespace or block scope, in device code
 * too, not in a template or a generic lambda, not in the init-statement
 * of an if, switch or for) with `typedef decltype(v) __T<n>;` -- two names
 * when the variable is const or volatile -- numbered in one sequence with
 * the names of unnamed kernel parameters (kernel_param()), by position.
 * The typedefs change nothing in the object; they keep the numbers. */
struct lambda_var {
    uint32_t semi;           /* the declaration's `;` */
    uint32_t name;           /* the variable's name */
    bool cv;
};

static int cmp_lambda_var(const void *a, const void *b)
{
    uint32_t x = ((const struct lambda_var *)a)->semi, y = ((const struct lambda_var *)b)->semi;
    return x < y ? -1 : x > y;
}

/* Is scope s in a template: a template's scope, or the parameters of a
 * generic lambda or an abbreviated function template (`auto x`)? */
static bool in_template(struct hw *w, const struct scope *s)
{
    for (; s; s = s->parent) {
        if (s->kind == SCOPE_TEMPLATE)
            return true;
        if (s->kind != SCOPE_PARAMS)
            continue;
        for (const struct il_param *p = s->params; p; p = p->next)
            for (uint32_t t = p->first_tok, end = clause_end(w, t, false); t < end; t++)
                if (K(w, t) == TOK_AUTO)
                    return true;
    }
    return false;
}

/* The `;` ending the declaration of n when its initializer is one lambda
 * expression and nothing else, else 0. */
static uint32_t lambda_var_end(struct hw *w, const struct il_node *n)
{
    uint32_t init = n->init_tok, lb = init + 1;
    int k = K(w, init);
    if ((k != TOK_ASSIGN && k != TOK_LBRACE && k != TOK_LPAREN) || K(w, lb) != TOK_LBRACKET)
        return 0;
    uint32_t j = match(w, lb);
    if (!j)
        return 0;
    /* the parameters, specifiers, attributes, trailing return type: to the body */
    for (j++; K(w, j) != TOK_LBRACE; j++) {
        int kj = K(w, j);
        if (kj == TOK_EOF || kj == TOK_SEMI || kj == TOK_RBRACE)
            return 0;
        if (kj == TOK_LPAREN || kj == TOK_LBRACKET) {
            j = match(w, j);
            if (!j)
                return 0;
        }
    }
    j = match(w, j);
    if (!j)
        return 0;
    j++;
    if (k != TOK_ASSIGN) {
        if (match(w, init) != j)
            return 0;
        j++;
    }
    return K(w, j) == TOK_SEMI ? j : 0;
}

/* The variables of closure type, in order (before the writer names
 * anything). */
static void lambda_vars(struct hw *w)
{
    size_t cap = 0;
    for (const struct il_node *n = w->il->first; n; n = n->next) {
        if (n->kind != IL_variable || !n->has_pos || !n->init_tok || !n->type || !n->init ||
            (n->flags & (IL_F_MEMBER | IL_F_TYPEDEF)) || n->type->kind != IL_type ||
            n->type->sub != tk_auto || K(w, n->tok) != TOK_IDENTIFIER ||
            (n->first_tok && K(w, n->first_tok - 1) == TOK_LPAREN) || in_template(w, n->scope))
            continue;   /* (the `(` of `if (auto v = ...; c)`: no typedef there) */
        /* `{lambda}` and `(lambda)`: the list's one element */
        const struct il_tree *init = n->init;
        if (init->kind == IL_expr_node &&
            (init->sub == enk_braced_init_list || init->sub == enk_initializer) && init->first &&
            !init->first->next)
            init = init->first;
        if (init->kind != IL_expr_node || init->sub != enk_lambda)
            continue;
        uint32_t semi = lambda_var_end(w, n);
        if (!semi)
            continue;
        if (w->nlvars == cap)
            w->lvars = xrealloc(w->lvars, (cap = cap ? cap * 2 : 16) * sizeof *w->lvars);
        w->lvars[w->nlvars++] = (struct lambda_var){
            semi, n->tok, (n->type->op & (IL_CV_CONST | IL_CV_VOLATILE)) != 0 };
    }
    if (w->nlvars > 1)
        qsort(w->lvars, w->nlvars, sizeof *w->lvars, cmp_lambda_var);
}

/* The typedefs of the variables of closure type declared before token
 * tok (all of them: UINT32_MAX). */
static void lambda_var_typedefs(struct hw *w, uint32_t tok)
{
    for (; w->next_lvar < w->nlvars && w->lvars[w->next_lvar].semi < tok; w->next_lvar++) {
        const struct lambda_var *v = &w->lvars[w->next_lvar];
        const struct token *t = T(w, v->name);
        struct hedit *e = hedit_new(&w->e, END(w, v->semi), END(w, v->semi));
        hedit_textf(e, " typedef decltype(%.*s) __T%u", (int)t->len, lexer_text(w->lx, t),
                    w->unnamed_params++);
        if (v->cv)
            hedit_textf(e, ", __T%u", w->unnamed_params++);
        hedit_text(e, ";");
    }
}

/* Unnamed kernel parameters get names, as cudafe++ gives them: __T<n>,
 * numbered through the file in the order the kernels are defined (a
 * template's wrapper and forwarder share them).  The name goes where the
 * declarator-id would be (param_decl_analyze: `int (* __T3)[N]`,
 * `int __T8[]`, `Ts... __T9`). */
struct kparam {
    char name[64];
    uint32_t first, end;     /* the parameter's tokens, its default argument left out */
    uint32_t pos;            /* unnamed: the name's input offset */
    bool named, pack;
    bool by_value;           /* an array or a function: its type is a pointer's */
};

/* Parameter p of a kernel into *kp; an unnamed one is named in the
 * kernel's text.  False for the `void` of `(void)`. */
static bool kernel_param(struct hw *w, const struct il_param *p, struct kparam *kp)
{
    kp->first = p->first_tok;
    kp->end = clause_end(w, kp->first, false);
    kp->pack = p->pack;
    kp->named = p->name_tok != 0;
    if (kp->named) {
        const struct token *t = T(w, p->name_tok);
        snprintf(kp->name, sizeof kp->name, "%.*s", t->len < 60 ? (int)t->len : 60,
                 lexer_text(w->lx, t));
        int k = K(w, p->name_tok + 1);
        kp->by_value = k == TOK_LBRACKET || k == TOK_LPAREN;
        return true;
    }
    if (kp->end <= kp->first ||
        (K(w, kp->first) == TOK_VOID && kp->end == kp->first + 1 && !p->next))
        return false;
    struct tparam tp = { 0, kp->end, false };
    param_decl_analyze(w, kp->first, kp->end, &tp);
    kp->pack = kp->pack || tp.pack;
    kp->by_value = tp.at < kp->end && (K(w, tp.at) == TOK_LBRACKET || K(w, tp.at) == TOK_LPAREN);
    kp->pos = tp.at < kp->end ? OFF(w, tp.at) : END(w, kp->end - 1);
    snprintf(kp->name, sizeof kp->name, "__T%u", w->unnamed_params++);
    struct hedit *e = hedit_new(&w->e, kp->pos, kp->pos);
    hedit_textf(e, " %s", kp->name);
    return true;
}

/* A kernel definition's unnamed parameters get their names. */
static void kernel_param_names(struct hw *w, const struct il_node *n)
{
    struct kparam kp;
    for (const struct il_param *p = n->params; p; p = p->next)
        kernel_param(w, p, &kp);
}

/* The wrapper's parameters (each a reference to the kernel's) into e;
 * returns the call's arguments "a,b,args...".  Unnamed parameters of the
 * kernel get names. */
static char *wrapper_params(struct hw *w, const struct il_node *n, struct hedit *e)
{
    size_t cap = 64, len = 0;
    char *call = xmalloc(cap);
    call[0] = 0;
    for (const struct il_param *p = n->params; p; p = p->next) {
        struct kparam kp;
        if (!kernel_param(w, p, &kp))
            break;
        uint32_t last = kp.end - 1;
        if (p != n->params)
            hedit_text(e, ",");
        if (kp.named && kp.by_value) {
            /* an array or a function parameter (a pointer) as it is
             * declared, as the stub's specialization declares it */
            hedit_range(e, OFF(w, kp.first), END(w, last));
        } else if (kp.named) {
            uint32_t at = p->name_tok;
            if (p->pack && K(w, p->name_tok - 1) == TOK_ELLIPSIS)
                at = p->name_tok - 1;
            hedit_range(e, OFF(w, kp.first), OFF(w, at));
            hedit_text(e, "&");
            hedit_range(e, OFF(w, at), END(w, last));
        } else if (kp.by_value) {
            hedit_range(e, OFF(w, kp.first), kp.pos);
            hedit_textf(e, " %s%.*s", kp.name, (int)(END(w, last) - kp.pos),
                        w->lx->text + kp.pos);
        } else {
            /* the `&` before a pack's `...` */
            uint32_t ref = kp.pos;
            for (uint32_t t = kp.first; t < kp.end; t++)
                if (K(w, t) == TOK_ELLIPSIS && END(w, t) <= kp.pos &&
                    (t + 1 == kp.end || OFF(w, t + 1) >= kp.pos))
                    ref = OFF(w, t);
            hedit_range(e, OFF(w, kp.first), ref);
            hedit_text(e, " &");
            hedit_range(e, ref, kp.pos);
            /* the rest as it is in the input (a range from kp.pos would
             * take the kernel's name insertion along) */
            hedit_textf(e, "%s%.*s", kp.name, (int)(END(w, last) - kp.pos),
                        w->lx->text + kp.pos);
        }
        size_t need = len + strlen(kp.name) + 8;
        if (need > cap)
            call = xrealloc(call, cap = need * 2);
        len += (size_t)snprintf(call + len, cap - len, "%s%s%s", len ? "," : "", kp.name,
                                kp.pack ? "..." : "");
    }
    return call;
}

static void kernel_template(struct hw *w, const struct il_node *n, uint32_t brace, uint32_t close)
{
    uint32_t gt = n->tmpl_close, tmpl = n->tmpl_tok;
    if (!tmpl)
        tmpl = template_header(w, n->first_tok, &gt);
    if (!tmpl)
        return;
    const char *linkage = w->static_stub ? "static "
                          : w->hidden    ? "__attribute__((visibility(\"hidden\"))) "
                                         : "";
    /* the wrapper is static in every mode (the kernel template is hidden
     * in rdc mode, as cudafe++ does) */
    const char *wrapper_linkage = "static ";
    const struct token *nt = T(w, n->tok);

    /* the wrapper template, before the kernel's template header */
    struct hedit *e = hedit_new(&w->e, OFF(w, tmpl), OFF(w, tmpl));
    hedit_text(e, "\n#pragma GCC diagnostic push\n"
                  "#pragma GCC diagnostic ignored \"-Wunused-parameter\"\n");
    hedit_range(e, OFF(w, tmpl), END(w, gt));
    hedit_textf(e, " %svoid __wrapper__device_stub_%.*s(", wrapper_linkage, (int)nt->len,
                lexer_text(w->lx, nt));
    char *call = wrapper_params(w, n, e);
    hedit_text(e, ") { ::cudaLaunchKernel(0, 0, 0, 0, 0, 0);}\n"
                  "#pragma GCC diagnostic pop\n");
    hedit_resync(e, tmpl);
    /* unnamed template parameters: numbered after the function's (as
     * cudafe++ numbers them) */
    char *targs = template_args(w, tmpl + 1, gt, true, &w->unnamed_params);

    if (!(n->flags & IL_F_STATIC) && *linkage)
        hedit_insert(&w->e, OFF(w, n->first_tok), linkage);
    char *body = xmalloc(strlen(call) + strlen(targs) + nt->len + 64);
    sprintf(body, "{__wrapper__device_stub_%.*s<%s>(%s);return;}", (int)nt->len,
            lexer_text(w->lx, nt), targs, call);
    body_to_if0(w, n->body_tok, brace, close, body);
    free(body);
    free(call);
    free(targs);
}

/* An explicit specialization `template<> __global__ void k<int>(...)`:
 * a specialization of the wrapper, declared before it, and the body
 * forwarding to it. */
static void kernel_specialization(struct hw *w, const struct il_node *n, uint32_t brace,
                                  uint32_t close)
{
    uint32_t tmpl = n->tmpl_tok, open = n->name_end;
    if (!tmpl || open <= n->tok + 1 || K(w, n->tok + 1) != TOK_LT)
        return;
    const struct token *nt = T(w, n->tok);
    struct hedit *e = hedit_new(&w->e, OFF(w, tmpl), OFF(w, tmpl));
    hedit_textf(e, "template<> __specialization_static void __wrapper__device_stub_%.*s",
                (int)nt->len, lexer_text(w->lx, nt));
    hedit_range(e, OFF(w, n->tok + 1), OFF(w, open));
    hedit_text(e, "(");
    char *call = wrapper_params(w, n, e);
    hedit_text(e, ") ;\n");
    hedit_resync(e, tmpl);
    hedit_insert(&w->e, OFF(w, n->first_tok), "__specialization_static ");
    struct hedit *b = hedit_new(&w->e, OFF(w, n->body_tok), END(w, close));
    hedit_textf(b, "{__wrapper__device_stub_%.*s", (int)nt->len, lexer_text(w->lx, nt));
    hedit_range(b, OFF(w, n->tok + 1), OFF(w, open));
    hedit_textf(b, "(%s);return;}\n#if 0\n", call);
    hedit_range(b, OFF(w, brace), END(w, close));
    hedit_text(b, "\n#endif\n");
    hedit_resync(b, close + 1);
    free(call);
}

/* A declaration of a kernel template without its body: the same linkage
 * as its definition (a friend declaration cannot say static: it gets
 * nothing then, as cudafe++'s). */
static void kernel_template_decl(struct hw *w, const struct il_node *n)
{
    const char *linkage = w->static_stub ? "static "
                          : w->hidden    ? "__attribute__((visibility(\"hidden\"))) "
                                         : "";
    if ((n->flags & IL_F_FRIEND) && w->static_stub)
        return;
    if (!(n->flags & IL_F_STATIC) && *linkage)
        hedit_insert(&w->e, OFF(w, n->first_tok), linkage);
}

/* The visibility and -G attributes of a kernel's host declaration. */
static void kernel_prefix(struct hw *w, const struct il_node *n)
{
    if (!(n->flags & IL_F_STATIC) && !in_anon_namespace(n->scope) && w->hidden)
        hedit_insert(&w->e, OFF(w, n->first_tok),
                     "__attribute__((visibility(\"hidden\"))) ");
    if (opt_on(w->o, OPT_debug_mode))
        hedit_insert(&w->e, OFF(w, n->first_tok), "__attribute((noinline)) ");
}

static void kernel(struct hw *w, const struct il_node *n)
{
    lambda_var_typedefs(w, n->first_tok);
    if ((n->flags & IL_F_TEMPLATE) && !(n->flags & IL_F_DEFINITION)) {
        kernel_template_decl(w, n);
        return;
    }
    if (!(n->flags & IL_F_DEFINITION) || !n->body_tok) {
        /* a declaration: the same attributes as the definition */
        if (!(n->flags & (IL_F_TEMPLATE | IL_F_SPEC | IL_F_FRIEND)))
            kernel_prefix(w, n);
        return;
    }
    uint32_t brace = body_brace(w, n->body_tok);
    uint32_t close = brace ? match(w, brace) : 0;
    if (!close)
        return;
    if (n->flags & IL_F_TEMPLATE) {
        kernel_template(w, n, brace, close);
        return;
    }
    if (n->flags & IL_F_SPEC) {
        kernel_specialization(w, n, brace, close);
        return;
    }
    kernel_prefix(w, n);
    kernel_param_names(w, n);
    body_to_if0(w, n->body_tok, brace, close, " ;");
}

static void device_function(struct hw *w, const struct il_node *n)
{
    /* a constexpr body stays: host code may evaluate it in a constant
     * expression (cudafe++ keeps it too) */
    if (!(n->flags & IL_F_DEFINITION) || !n->body_tok || (n->flags & IL_F_CONSTEXPR))
        return;
    uint32_t brace = body_brace(w, n->body_tok);
    uint32_t close = brace ? match(w, brace) : 0;
    if (!close)
        return;
    if (!(n->flags & (IL_F_MEMBER | IL_F_QUALIFIED | IL_F_FRIEND)))
        hedit_insert(&w->e, OFF(w, n->first_tok), "__attribute__((unused)) ");
    /* --no-shadow-functions: a namespace-scope function gets no host
     * body, it becomes a declaration (members keep theirs, as in
     * cudafe++) */
    if (opt_on(w->o, OPT_no_shadow_functions) && !(n->flags & (IL_F_MEMBER | IL_F_QUALIFIED | IL_F_FRIEND))) {
        body_to_if0(w, brace, brace, close, " ;");
        return;
    }
    /* a constructor's or destructor's trap frees a null pointer where
     * another function's exits (cudafe++'s two shapes) */
    bool special = (n->tok > 0 && K(w, n->tok - 1) == TOK_TILDE) ||
                   (n->scope && n->scope->kind == SCOPE_CLASS && n->scope->owner &&
                    n->scope->owner->id && strcmp(n->scope->owner->id->name, n->name) == 0);
    size_t cap = 64, len = 0;
    char *trap = xmalloc(cap);
    len = (size_t)snprintf(trap, cap, special ? "{int *volatile ___ = 0;" : "{int volatile ___ = 1;");
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
    snprintf(trap + len, cap - len, special ? "::free(___);}" : "::exit(___);}");
    /* a ctor-initializer stays (const and reference members need it) */
    body_to_if0(w, brace, brace, close, trap);
    free(trap);
}

/* ---- variables ---- */

/* ---- the bound of an array of unknown bound from its initializer ----
 *
 * cudafe++ gives a device variable's host shadow no initializer, so an
 * array of unknown bound gets the bound its initializer implied
 * (`__constant__ float t[] = {1, 2, 3}` -> `static float t[3];`, in
 * .bss like every other shadow).  The bound is counted here where it is
 * certain:
 *   - a string literal, alone or in braces, for an array of characters:
 *     its code units (UTF-8, UTF-16 or UTF-32 by its prefix; adjacent
 *     literals concatenated) plus the terminator;
 *   - a braced list whose clauses are all braced: one element each;
 *   - a braced list for an array whose elements are scalars (the
 *     decl-specifiers are fundamental types, the element is a pointer,
 *     or its type in the IL is an arithmetic, enumeration or pointer type,
 *     through typedefs: uint32_t) and whose inner bounds are integer
 *     literals: brace elision fills
 *     each element (and each sub-array) with as many clauses as it holds,
 *     a braced clause (or a string literal, for a row of characters)
 *     filling one whole sub-object.
 * Elsewhere (class elements without braces, typedefs of arrays,
 * designators, template arguments or pack expansions in the list, inner
 * bounds that are expressions) the initializer stays: the size is then
 * gcc's, which is always right; only the shadow's section differs
 * (.data instead of .bss). */

/* Code units of one string literal token (prefix, raw form); width: 1
 * (plain, u8), 2 (u) or 4 (U, L) through *width (0 unknown); false
 * when not certain. */
static bool string_units(const char *s, size_t n, int *width, size_t *units)
{
    size_t i = 0;
    int wd = 1;
    bool prefixed = false;
    if (n >= 2 && s[0] == 'u' && s[1] == '8') {
        i = 2;
        prefixed = true;
    } else if (n >= 1 && (s[0] == 'u' || s[0] == 'U' || s[0] == 'L')) {
        wd = s[0] == 'u' ? 2 : 4;
        i = 1;
        prefixed = true;
    }
    bool raw = i < n && s[i] == 'R';
    if (raw)
        i++;
    if (i >= n || s[i] != '"')
        return false;
    i++;
    size_t end = n;   /* past the closing quote */
    if (end <= i || s[end - 1] != '"')
        return false;   /* a ud-suffix */
    end--;
    if (raw) {
        /* R"delim( ... )delim" */
        size_t d = i;
        while (d < end && s[d] != '(')
            d++;
        size_t dl = d - i;
        if (d >= end || end < d + 1 + dl + 1 || s[end - dl - 1] != ')' ||
            memcmp(s + i, s + end - dl, dl) != 0)
            return false;
        i = d + 1;
        end = end - dl - 1;
    }
    if (prefixed && *width && *width != wd)
        return false;   /* u"a" U"b": not one type */
    if (prefixed || !*width)
        *width = wd;
    size_t u = 0;
    while (i < end) {
        unsigned char c = (unsigned char)s[i];
        uint32_t cp;
        if (c == '\\' && !raw) {
            char e = i + 1 < end ? s[i + 1] : 0;
            i += 2;
            if (strchr("'\"?\\abfnrtve", e) && e) {
                u++;   /* one unit; \e is GNU's escape */
                continue;
            }
            if (e >= '0' && e <= '7') {
                for (int k = 0; k < 2 && i < end && s[i] >= '0' && s[i] <= '7'; k++)
                    i++;
                u++;
                continue;
            }
            if (e == 'x') {
                while (i < end && strchr("0123456789abcdefABCDEF", s[i]))
                    i++;
                u++;
                continue;
            }
            if (e != 'u' && e != 'U')
                return false;
            int want = e == 'u' ? 4 : 8;
            if (end - i < (size_t)want)
                return false;
            cp = 0;
            for (int k = 0; k < want; k++, i++) {
                char h = s[i];
                int v = h >= '0' && h <= '9' ? h - '0' : h >= 'a' && h <= 'f' ? h - 'a' + 10
                        : h >= 'A' && h <= 'F' ? h - 'A' + 10 : -1;
                if (v < 0)
                    return false;
                cp = cp * 16 + (uint32_t)v;
            }
        } else if (c >= 0x80) {
            unsigned k = utf8_decode((const unsigned char *)s + i, (const unsigned char *)s + end,
                                     &cp);
            if (k == 0)
                return false;
            i += k;
        } else {
            /* (a preprocessed string has no line splices) */
            if (c == '\n')
                return false;
            i++;
            u++;
            continue;
        }
        if (cp > 0x10FFFF)
            return false;
        /* the character's units in the literal's encoding */
        u += wd == 4 ? 1 : wd == 2 ? (cp > 0xFFFF ? 2 : 1)
             : cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    }
    *units += u;
    return true;
}

/* Tokens [lo, hi) all string literals: their concatenation's length
 * (terminator included) in *len. */
static bool string_bound(struct hw *w, uint32_t lo, uint32_t hi, uint64_t *len)
{
    if (lo >= hi)
        return false;
    int width = 0;
    size_t units = 0;
    for (uint32_t j = lo; j < hi; j++) {
        if (K(w, j) != TOK_STRING_LITERAL)
            return false;
        const struct token *t = T(w, j);
        if (!string_units(lexer_text(w->lx, t), t->len, &width, &units))
            return false;
    }
    *len = (uint64_t)units + 1;
    return true;
}

/* A decimal, hex, octal or binary integer literal (suffixes, digit
 * separators): its value, or false. */
static bool int_literal(struct hw *w, uint32_t j, uint64_t *v)
{
    if (K(w, j) != TOK_INT_LITERAL)
        return false;
    const struct token *t = T(w, j);
    const char *s = lexer_text(w->lx, t);
    char buf[64];
    size_t n = 0;
    for (size_t i = 0; i < t->len; i++) {
        char c = s[i];
        if (c == '\'')
            continue;
        if (c == 'u' || c == 'U' || c == 'l' || c == 'L' || c == 'z' || c == 'Z')
            break;
        if (n + 1 >= sizeof buf)
            return false;
        buf[n++] = c;
    }
    buf[n] = 0;
    int base = 10;
    const char *p = buf;
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        base = 16;
        p += 2;
    } else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B')) {
        base = 2;
        p += 2;
    } else if (p[0] == '0') {
        base = 8;
    }
    if (!*p)
        return false;
    char *e;
    errno = 0;
    unsigned long long x = strtoull(p, &e, base);
    if (*e || errno)
        return false;
    *v = x;
    return true;
}

enum { CL_EXPR, CL_BRACED, CL_STRING };

struct elision {
    const uint8_t *cl;       /* the clauses' kinds */
    size_t n, pos;
    const uint64_t *dims;    /* the inner bounds: dims[1..m] */
    unsigned m;
    bool chars;              /* the elements are characters */
};

/* One object of array depth L (L == m + 1: a scalar) from the clauses at
 * pos, braces elided. */
static void elide(struct elision *el, unsigned L)
{
    uint8_t c = el->cl[el->pos];
    if (c == CL_BRACED || L == el->m + 1 || (c == CL_STRING && L == el->m && el->chars)) {
        el->pos++;
        return;
    }
    for (uint64_t i = 0; i < el->dims[L] && el->pos < el->n; i++)
        elide(el, L + 1);
}

/* Skip an attribute at j (__attribute__((...)), [[...]], alignas(...)):
 * the token after it, or j. */
static uint32_t skip_attribute_at(struct hw *w, uint32_t j)
{
    int k = K(w, j);
    if ((k == TOK_ATTRIBUTE || k == TOK_ALIGNAS) && K(w, j + 1) == TOK_LPAREN) {
        uint32_t c = match(w, j + 1);
        return c ? c + 1 : j;
    }
    if (k == TOK_LBRACKET && K(w, j + 1) == TOK_LBRACKET) {
        uint32_t c = match(w, j);
        return c ? c + 1 : j;
    }
    return j;
}

/* The typedef declared by the name at token tok, or NULL. */
static int cmp_node_tok(const void *a, const void *b)
{
    uint32_t x = (*(const struct il_node *const *)a)->tok;
    uint32_t y = (*(const struct il_node *const *)b)->tok;
    return x < y ? -1 : x > y;
}

static const struct il_node *typedef_at(struct hw *w, uint32_t tok)
{
    if (!w->typedefs_built) {
        size_t cap = 0;
        for (const struct il_node *n = w->il->first; n; n = n->next) {
            if (!(n->flags & IL_F_TYPEDEF) || !n->has_pos)
                continue;
            if (w->ntypedefs == cap)
                w->typedefs = xrealloc(w->typedefs, (cap = cap ? 2 * cap : 64) * sizeof *w->typedefs);
            w->typedefs[w->ntypedefs++] = n;
        }
        if (w->ntypedefs > 1)
            qsort(w->typedefs, w->ntypedefs, sizeof *w->typedefs, cmp_node_tok);
        w->typedefs_built = true;
    }
    size_t lo = 0, hi = w->ntypedefs;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (w->typedefs[mid]->tok < tok)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < w->ntypedefs && w->typedefs[lo]->tok == tok ? w->typedefs[lo] : NULL;
}

/* Is type t (an IL type tree) certainly a scalar: an arithmetic type,
 * an enumeration, a pointer (not a reference), a pointer to member,
 * nullptr_t, or a typedef of one? */
static bool scalar_type(struct hw *w, const struct il_tree *t, int depth)
{
    if (!t || t->kind != IL_type || depth > 16)
        return false;
    switch (t->sub) {
    case tk_integer:
        if (!(t->op & IL_TYPE_NAMED))
            return true;
        return t->u.sym && symbol_resolve(t->u.sym) &&
               symbol_resolve(t->u.sym)->kind == SYM_ENUM;
    case tk_float:
    case tk_nullptr:
    case tk_ptr_to_member:
        return true;
    case tk_pointer:
        return (t->op & (IL_PTR_LREF | IL_PTR_RREF)) == 0;
    case tk_typeref: {
        if (!t->u.sym || t->u.sym->kind != SYM_TYPEDEF)
            return false;
        const struct il_node *td = typedef_at(w, t->u.sym->tok);
        return td && scalar_type(w, td->type, depth + 1);
    }
    default:
        return false;
    }
}

/* The element type of variable n's array type, arrays peeled. */
static const struct il_tree *array_base(const struct il_tree *t)
{
    while (t && t->kind == IL_type && t->sub == tk_array)
        t = t->first;
    return t;
}

/* The bound of variable n, declared `name[]` (more bounds may follow),
 * from its initializer: true and *bound when certain. */
static bool implied_bound(struct hw *w, const struct il_node *n, uint64_t *bound)
{
    uint32_t init = n->init_tok;
    if (!init)
        return false;
    /* the element type: scalar (fundamental decl-specifiers, or a
     * pointer: a `*` right before the name), of characters? */
    bool fundamental = true, chars = false, pointer = false;
    uint32_t before = n->tok;
    while (before > n->first_tok && cv_token(K(w, before - 1)))
        before--;
    pointer = before > n->first_tok && K(w, before - 1) == TOK_STAR;
    for (uint32_t j = n->first_tok; j < n->tok;) {
        uint32_t a = skip_attribute_at(w, j);
        if (a != j) {
            j = a;
            continue;
        }
        int k = K(w, j);
        if (k == TOK_CHAR || k == TOK_CHAR8_T || k == TOK_CHAR16_T || k == TOK_CHAR32_T ||
            k == TOK_WCHAR_T)
            chars = true;
        else if (!(type_keyword(k) && k != TOK_AUTO) && !cv_token(k) && k != TOK_STATIC &&
                 k != TOK_EXTERN && k != TOK_INLINE && k != TOK_CONSTEXPR &&
                 k != TOK_CONSTINIT && k != TOK_THREAD_LOCAL && k != TOK_GNU_THREAD &&
                 k != TOK_EXTENSION)
            fundamental = false;
        j++;
    }
    bool scalar = fundamental || pointer || scalar_type(w, array_base(n->type), 0);
    chars = chars && fundamental && !pointer;
    /* the inner bounds, after name[] */
    uint64_t dims[9];
    unsigned m = 0;
    bool dims_known = true;
    uint32_t j = n->tok + 3;
    while (K(w, j) == TOK_LBRACKET) {
        uint32_t c = match(w, j);
        if (!c)
            return false;
        uint64_t v = 0;
        if (m + 1 >= sizeof dims / sizeof dims[0] || c != j + 2 || !int_literal(w, j + 1, &v) ||
            v == 0)
            dims_known = false;
        else
            dims[++m] = v;
        j = c + 1;
    }
    /* = "..." */
    uint32_t lb = init;
    if (K(w, init) == TOK_ASSIGN) {
        lb = init + 1;
        if (K(w, lb) == TOK_STRING_LITERAL) {
            uint32_t e = lb;
            while (K(w, e) == TOK_STRING_LITERAL)
                e++;
            if (!chars || m || !dims_known || (K(w, e) != TOK_SEMI && K(w, e) != TOK_COMMA))
                return false;
            return string_bound(w, lb, e, bound);
        }
    }
    if (K(w, lb) != TOK_LBRACE)
        return false;
    uint32_t rb = match(w, lb);
    if (!rb || rb == lb + 1)
        return false;
    /* the clauses */
    size_t cap = 16, nc = 0;
    uint8_t *cl = xmalloc(cap);
    bool ok = true;
    uint32_t first_lo = 0, first_hi = 0;
    for (uint32_t c = lb + 1; c < rb && ok;) {
        uint32_t lo = c;
        int depth = 0;
        bool strings = true;
        for (; c < rb; c++) {
            int k = K(w, c);
            if (depth == 0 && k == TOK_COMMA)
                break;
            if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
                depth++;
            else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE)
                depth--;
            else if (depth == 0 && (k == TOK_LT || k == TOK_ELLIPSIS))
                ok = false;   /* template arguments' commas; pack expansions */
            if (k != TOK_STRING_LITERAL)
                strings = false;
        }
        if (c == lo) {
            ok = false;   /* an empty clause */
            break;
        }
        int k0 = K(w, lo);
        if (k0 == TOK_LBRACKET || (k0 == TOK_DOT && K(w, lo + 1) == TOK_IDENTIFIER))
            ok = false;   /* a designator */
        if (nc == cap)
            cl = xrealloc(cl, cap *= 2);
        cl[nc++] = k0 == TOK_LBRACE && match(w, lo) == c - 1 ? CL_BRACED
                   : strings                                 ? CL_STRING
                                                             : CL_EXPR;
        if (nc == 1) {
            first_lo = lo;
            first_hi = c;
        }
        if (c < rb)
            c++;   /* the comma (a trailing one ends the list) */
    }
    if (ok && nc == 1 && cl[0] == CL_STRING && chars && m == 0) {
        /* char s[] = { "abc" } */
        free(cl);
        return string_bound(w, first_lo, first_hi, bound);
    }
    bool all_braced = ok;
    for (size_t i = 0; i < nc && all_braced; i++)
        all_braced = cl[i] == CL_BRACED;
    if (ok && all_braced) {
        *bound = nc;
    } else if (ok && scalar && dims_known) {
        struct elision el = { .cl = cl, .n = nc, .dims = dims, .m = m, .chars = chars };
        uint64_t count = 0;
        while (el.pos < el.n) {
            elide(&el, 1);
            count++;
        }
        *bound = count;
    } else {
        ok = false;
    }
    free(cl);
    return ok;
}

static void device_variable(struct hw *w, const struct il_node *n)
{
    bool managed = has_attr(n, CUDA_ATTR_ID_managed);
    bool shared = has_attr(n, CUDA_ATTR_ID_shared);
    bool anon = in_anon_namespace(n->scope);
    /* an array of unknown bound gets the bound its initializer implies,
     * or keeps the initializer when that is not certain (implied_bound) */
    bool unsized = K(w, n->tok + 1) == TOK_LBRACKET && K(w, n->tok + 2) == TOK_RBRACKET;
    bool keep_init = !managed && (declared_const(w, n) || (n->flags & IL_F_TEMPLATE));
    uint64_t bound = 0;
    if (unsized && !keep_init) {
        if (implied_bound(w, n, &bound)) {
            char b[32];
            snprintf(b, sizeof b, "%llu", (unsigned long long)bound);
            hedit_insert(&w->e, END(w, n->tok + 1), b);
        } else if (!managed) {
            keep_init = true;
        }
    }
    uint32_t first = OFF(w, n->first_tok);

    /* storage and visibility: once for the declarators of one declaration */
    bool again = w->var_prefixed == n->first_tok + 1;
    w->var_prefixed = n->first_tok + 1;
    char prefix[160] = "";
    if (managed)
        strcat(prefix, "__attribute__((section(\"__nv_managed_data__\"))) ");
    if (shared)
        strcat(prefix, "__attribute__((unused)) ");
    if (!w->rdc) {
        if ((n->flags & IL_F_EXTERN) && shared) {
            /* extern __shared__ T dyn[]: stays a declaration */
        } else if ((n->flags & IL_F_EXTERN) && !again) {
            for (uint32_t j = n->first_tok; j < n->tok; j++)
                if (K(w, j) == TOK_EXTERN) {
                    hedit_replace(&w->e, OFF(w, j), END(w, j), "static");
                    break;
                }
        } else if (!(n->flags & IL_F_STATIC)) {
            strcat(prefix, "static ");
        }
    } else if (!(n->flags & IL_F_STATIC) && !anon && !shared && w->hidden &&
               (managed || (n->flags & IL_F_EXTERN) || !declared_const(w, n))) {
        /* (a const variable has internal linkage: no visibility) */
        strcat(prefix, "__attribute__((visibility(\"hidden\"))) ");
    }
    if (*prefix && !again)
        hedit_insert(&w->e, first, prefix);

    /* the initializer */
    uint32_t decl_end = n->tok + 1;   /* after the declarator (arrays included) */
    while (K(w, decl_end) == TOK_LBRACKET) {
        uint32_t c = match(w, decl_end);
        if (!c)
            break;
        decl_end = c + 1;
    }
    if (managed) {
        /* a pointer (to the array: parenthesized only then, or gcc warns) */
        bool array = K(w, n->tok + 1) == TOK_LBRACKET;
        hedit_insert(&w->e, OFF(w, n->tok), array ? "(*" : "*");
        if (array)
            hedit_insert(&w->e, END(w, n->tok), ")");
    }
    if (n->init_tok && !keep_init) {
        uint32_t end = initializer_end(w, n->init_tok);
        hedit_replace(&w->e, OFF(w, n->init_tok), OFF(w, end), managed ? " = 0" : "");
    } else if (managed) {
        hedit_insert(&w->e, END(w, decl_end - 1), " = 0");
    }
}

static void managed_use(struct hw *w, uint32_t tok)
{
    const struct token *t = T(w, tok);
    struct hedit *e = hedit_new(&w->e, t->offset, t->offset + t->len);
    hedit_textf(e, "(*( (__nv_inited_managed_rt ? (void)0: __nv_init_managed_rt()), (%.*s)))",
                (int)t->len, lexer_text(w->lx, t));
}

/* ---- parenthesized declarator-ids ---- */

/* `static T (max)()`, `int (x);`, `T (X::f)()`: cudafe++ writes the
 * declarator without the parentheses right around its name (gcc warns
 * "unnecessary parentheses in declaration" for some of them).  The `(`
 * becomes a blank, so that `T(x)` does not fuse into `Tx`. */
static void name_parens(struct hw *w, uint32_t open, uint32_t close)
{
    hedit_replace(&w->e, OFF(w, open), END(w, open), " ");
    hedit_replace(&w->e, OFF(w, close), END(w, close), "");
}

/* ---- launches ---- */

/* The first token of the callee of a launch whose `<<<` is at open: a
 * postfix expression made of names (qualified, with template arguments),
 * subscripts, calls, member accesses and parentheses. */
static bool ends_operand(int k)
{
    return k == TOK_IDENTIFIER || k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_GT ||
           k == TOK_RSHIFT || k == TOK_THIS;
}

static uint32_t callee_start(struct hw *w, uint32_t open)
{
    uint32_t j = open - 1;
    for (int guard = 0; guard < 10000 && j > 0; guard++) {
        int k = K(w, j);
        uint32_t start;
        if (k == TOK_RPAREN || k == TOK_RBRACKET) {
            uint32_t o = match_back(w, j);
            if (o == UINT32_MAX || o == 0)
                return j;
            start = o;
            if (ends_operand(K(w, o - 1))) {   /* f(x), a[i] */
                j = o - 1;
                continue;
            }
        } else {
            if (k == TOK_GT || k == TOK_RSHIFT) {
                /* template arguments: back to the matching < */
                int depth = 0;
                for (;; j--) {
                    int k2 = K(w, j);
                    if (k2 == TOK_RPAREN || k2 == TOK_RBRACKET) {
                        uint32_t o = match_back(w, j);
                        if (o == UINT32_MAX)
                            return open - 1;
                        j = o;
                        continue;
                    }
                    if (k2 == TOK_GT)
                        depth++;
                    else if (k2 == TOK_RSHIFT)
                        depth += 2;
                    else if (k2 == TOK_LT && --depth == 0)
                        break;
                    if (j == 0)
                        return open - 1;
                }
                j--;   /* the template name */
                if (K(w, j) == TOK_TEMPLATE)
                    j--;
            }
            start = j;
        }
        /* what comes before: X:: , x. , p-> , or nothing more */
        uint32_t b = start;
        if (b > 0 && K(w, b - 1) == TOK_TEMPLATE)
            b--;
        if (b > 0 && (K(w, b - 1) == TOK_COLONCOLON || K(w, b - 1) == TOK_DOT ||
                      K(w, b - 1) == TOK_ARROW)) {
            if (b > 1 && ends_operand(K(w, b - 2))) {
                j = b - 2;
                continue;
            }
            return b - 1;   /* a leading :: */
        }
        return b;
    }
    return j;
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

/* The names of namespace scope s and its enclosing ones, outermost
 * first, anonymous namespaces by the names they get here: "::a::b"
 * (source form; "" for the global scope), or with lengths "1a1b"
 * (mangled form, for host-reference names). */
static void scope_names(struct hw *w, const struct scope *s, bool mangled, char *buf,
                        size_t size)
{
    if (!s || !s->parent || !s->owner || !s->owner->id) {
        buf[0] = 0;
        return;
    }
    scope_names(w, s->parent, mangled, buf, size);
    size_t len = strlen(buf);
    const char *name = s->owner->id->name;
    char anon[300];
    if (strcmp(name, "<anonymous namespace>") == 0) {
        snprintf(anon, sizeof anon, "_GLOBAL__N_%s", w->module_id);
        name = anon;
    }
    if (mangled)
        snprintf(buf + len, size - len, "%zu%s", strlen(name), name);
    else
        snprintf(buf + len, size - len, "::%s", name);
}

void scope_path(struct hw *w, const struct scope *s, char *buf, size_t size)
{
    scope_names(w, s, false, buf, size);
}

static void qualify(struct hw *w, uint32_t tok, const struct scope *s)
{
    char path[1024];
    for (const struct scope *x = s; x; x = x->parent)
        if (x->kind != SCOPE_NAMESPACE)
            return;
    scope_path(w, s, path, sizeof path);
    strcat(path, "::");
    hedit_insert(&w->e, OFF(w, tok), path);
}

static void anon_namespace(struct hw *w, uint32_t ns_tok, uint32_t lbrace, const struct scope *s)
{
    char path[1024];
    scope_path(w, s, path, sizeof path);
    /* --no-hidden-visibility-on-unnamed-ns: the renamed namespace keeps
     * default visibility (its entities are global symbols of the host
     * object: the attribute decides their visibility) */
    if (opt_on(w->o, OPT_no_hidden_visibility_on_unnamed_ns)) {
        struct hedit *e = hedit_new(&w->e, OFF(w, ns_tok), END(w, lbrace));
        hedit_textf(e, "namespace _GLOBAL__N_%s { }; using namespace %s::_GLOBAL__N_%s; "
                       "namespace _GLOBAL__N_%s {",
                    w->module_id, path, w->module_id, w->module_id);
        return;
    }
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
    /* Without --extended-lambda the detection traits are false (with it,
     * lambda_library() defines them with the helper templates). */
    if (opt_on(w->o, OPT_extended_lambda)) {
        fputs("# 1\n", out);
        return;
    }
    fputs("#define __nv_is_extended_device_lambda_closure_type(X) false\n"
          "#define __nv_is_extended_host_device_lambda_closure_type(X) false\n"
          "#define __nv_is_extended_device_lambda_with_preserved_return_type(X) false\n"
          "#if defined(__nv_is_extended_device_lambda_closure_type) && "
          "defined(__nv_is_extended_host_device_lambda_closure_type)&& "
          "defined(__nv_is_extended_device_lambda_with_preserved_return_type)\n"
          "#endif\n\n# 1\n", out);
}

/* ---- host reference arrays (rdc; CONTRACT.md section 6) ---- */

enum { HR_KI, HR_KE, HR_DI, HR_DE, HR_CI, HR_CE, HR__COUNT };

struct strvec {
    char **v;
    size_t n, cap;
};

static void strvec_add(struct strvec *sv, char *s)
{
    if (sv->n == sv->cap)
        sv->v = xrealloc(sv->v, (sv->cap = sv->cap ? 2 * sv->cap : 16) * sizeof *sv->v);
    sv->v[sv->n++] = s;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *strf(const char *fmt, const char *a, const char *b, const char *c)
{
    size_t n = strlen(fmt) + strlen(a) + strlen(b) + strlen(c) + 32;
    char *r = xmalloc(n);
    snprintf(r, n, fmt, a, b, c);
    return r;
}

/* The entries a node referenced from host code adds. */
static void host_ref_entries(struct hw *w, const struct il_node *n, struct strvec *arr)
{
    const struct symbol *sym = n->sym;
    bool internal = (n->flags & (IL_F_STATIC | IL_F_INTERNAL)) || in_anon_namespace(n->scope);
    bool global = !n->scope || !n->scope->parent;
    char parts[2048], self[512], stat[600];
    scope_names(w, n->scope, true, parts, sizeof parts);
    snprintf(self, sizeof self, "%zu%s", strlen(n->name), n->name);
    snprintf(stat, sizeof stat, "__nv_static_%zu_%s_", strlen(w->module_id), w->module_id);
    if (sym->cuda & SYMC_KERNEL) {
        if (n->flags & IL_F_EXTERN_C) {
            strvec_add(&arr[internal ? HR_KI : HR_KE],
                       internal ? strf("%s*%s", stat, n->name, "") : xstrdup(n->name));
            return;
        }
        if (internal || (n->flags & IL_F_TEMPLATE))
            strvec_add(&arr[HR_KI], strf("%s*%s%s*", stat, parts, self));
        if (!internal)
            strvec_add(&arr[HR_KE], strf(global ? "_Z%s%s*%s" : "_ZN%s%s*%s", parts, self, ""));
        return;
    }
    int base = sym->cuda & SYMC_CONSTANT_VAR ? HR_CI : HR_DI;
    if (internal)
        strvec_add(&arr[base], global ? strf("%s*%s%s", stat, n->name, "")
                                      : strf("%s*%s%s*", stat, parts, self));
    else
        strvec_add(&arr[base + 1], global ? xstrdup(n->name) : strf("_ZN%s%s*%s", parts, self, ""));
}

static void write_ref_array(FILE *out, const char *section, const char *name, struct strvec *sv)
{
    fprintf(out,
            "\nextern \"C\" {\nextern __attribute__ ((section (\"%s\"))) __attribute__((weak)) "
            "const unsigned char %s[] = {\n",
            section, name);
    if (sv->n > 1)
        qsort(sv->v, sv->n, sizeof *sv->v, cmp_str);
    size_t written = 0;
    for (size_t i = 0; i < sv->n; i++) {
        if (i > 0 && strcmp(sv->v[i], sv->v[i - 1]) == 0)
            continue;
        fprintf(out, "/* %s */\n", sv->v[i]);
        /* "0x%x," per byte, formatted here: a TU may reference thousands
         * of symbols and fprintf per byte was most of this function */
        static const char hex[] = "0123456789abcdef";
        char buf[256];
        size_t k = 0;
        for (const unsigned char *c = (const unsigned char *)sv->v[i]; *c; c++) {
            if (k > sizeof buf - 8) {
                fwrite(buf, 1, k, out);
                k = 0;
            }
            buf[k++] = '0';
            buf[k++] = 'x';
            if (*c >= 16)
                buf[k++] = hex[*c >> 4];
            buf[k++] = hex[*c & 15];
            buf[k++] = ',';
        }
        fwrite(buf, 1, k, out);
        fputs("0x0,\n", out);
        written++;
    }
    fputs(written ? "};\n}\n" : "0x0};\n}\n", out);
}

static void write_host_refs(struct hw *w, FILE *out)
{
    static const char *const sections[HR__COUNT][2] = {
        { ".nvHRKI", "hostRefKernelArrayInternalLinkage" },
        { ".nvHRKE", "hostRefKernelArrayExternalLinkage" },
        { ".nvHRDI", "hostRefDeviceArrayInternalLinkage" },
        { ".nvHRDE", "hostRefDeviceArrayExternalLinkage" },
        { ".nvHRCI", "hostRefConstantArrayInternalLinkage" },
        { ".nvHRCE", "hostRefConstantArrayExternalLinkage" },
    };
    struct strvec arr[HR__COUNT];
    memset(arr, 0, sizeof arr);
    /* the symbols referenced, then the first declaration of each: one
     * pass over the marks, one over the IL (a TU may hold thousands of
     * host references) */
    struct ptrmap refs = { 0 };
    for (const struct il_mark *m = w->il->marks; m; m = m->next)
        if (m->kind == IL_MARK_HOST_REF && m->sym)
            ptrmap_put(&refs, m->sym, (void *)m);
    for (const struct il_node *n = w->il->first; n && refs.count; n = n->next) {
        void *state = n->sym && n->sym->cuda ? ptrmap_get(&refs, n->sym) : NULL;
        if (!state || state == (void *)&refs)
            continue;
        host_ref_entries(w, n, arr);
        ptrmap_put(&refs, n->sym, (void *)&refs);   /* written: later declarations add nothing */
    }
    ptrmap_free(&refs);
    for (int i = 0; i < HR__COUNT; i++) {
        write_ref_array(out, sections[i][0], sections[i][1], &arr[i]);
        for (size_t k = 0; k < arr[i].n; k++)
            free(arr[i].v[k]);
        free(arr[i].v);
    }
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
    /* --partial-link writes the -rdc host-reference arrays without -rdc
     * (observed: the same arrays; nothing else in the host file changes) */
    if (w->rdc || opt_on(w->o, OPT_partial_link))
        write_host_refs(w, out);
}

/* In rdc mode cudafe++ fixes the module id when host code first
 * references an entity whose host-reference name holds it (an internal
 * kernel or variable, any kernel template): an eligible entity declared
 * after that point cannot name it (CONTRACT.md section 5; observed: a
 * template kernel launched from a host function template before main()
 * gives the pid form).  The token of that first reference. */
uint32_t host_id_fixed_at(const struct options *o, const struct il_list *il)
{
    if (!opt_on(o, OPT_device_c))
        return UINT32_MAX;
    /* the first declaration of each symbol, found once (linear in the IL
     * and the marks, not their product) */
    struct ptrmap first = { 0 };
    for (const struct il_node *n = il->first; n; n = n->next)
        if (n->sym && n->sym->cuda)
            ptrmap_put_first(&first, n->sym, (void *)n);
    uint32_t at = UINT32_MAX;
    for (const struct il_mark *m = il->marks; m && at == UINT32_MAX; m = m->next) {
        if (m->kind != IL_MARK_HOST_REF)
            continue;
        const struct il_node *n = ptrmap_get(&first, m->sym);
        if (!n)
            continue;
        bool internal = (n->flags & (IL_F_STATIC | IL_F_INTERNAL)) || in_anon_namespace(n->scope) ||
                        ((n->sym->cuda & SYMC_KERNEL) && (n->flags & IL_F_TEMPLATE) &&
                         !(n->flags & IL_F_EXTERN_C));
        if (internal)
            at = m->a;
    }
    ptrmap_free(&first);
    return at;
}

/* ---- --preserve_lvalues_with_same_type_casts ---- */

/* The casts sema found written through as lvalues lose their text ((int)x
 * = 1 becomes x = 1, static_cast<int>(x)++ becomes (x)++), as in
 * cudafe++'s file: gcc would take the cast for an rvalue. */
static void lvalue_casts(struct hw *w)
{
    const struct ptrmap *m = &w->il->lvalue_casts;
    for (size_t i = 0; i < m->cap; i++) {
        if (!m->keys[i])
            continue;
        uint32_t first = (uint32_t)((uintptr_t)m->keys[i] - 1);
        uint32_t end = (uint32_t)((uintptr_t)m->vals[i] - 1);
        if (end > first && !hedit_covers(&w->e, OFF(w, first)))
            hedit_replace(&w->e, OFF(w, first), OFF(w, end), "");
    }
}

/* ---- --pack_alignment=N ---- */

/* What the #pragma pack lines read so far leave in effect, as cudafe++
 * tracks it: nothing (the command line's N), a value of their own, or
 * (a form cufe does not follow) not known. */
enum pack_state { PACK_DEFAULT, PACK_SET, PACK_UNKNOWN };
struct pack_rec {
    enum pack_state st;
    const char *id;          /* push's identifier (in the input), or NULL */
    size_t idlen;
};
struct pack_track {
    enum pack_state st;
    struct pack_rec stack[64];
    size_t depth;
};

static size_t skip_blanks(const char *t, size_t i, size_t n)
{
    while (i < n && (t[i] == ' ' || t[i] == '\t'))
        i++;
    return i;
}

/* #pragma pack(...) at t[0, n) (a PRAGMA token): its effect on k.  () is
 * the default again, (N) a value, (push[, id][, N]) saves the state,
 * (pop) restores the last saved, (pop, id) the one pushed with id (or,
 * with no such, the first: cudafe++'s "not found on pack alignment
 * stack"), (pop, N) drops the last saved for a value, (show) changes
 * nothing. */
static void pack_pragma(struct pack_track *k, const char *t, size_t n)
{
    size_t i = skip_blanks(t, 1, n);   /* (t[0] is '#') */
    if (n - i < 6 || memcmp(t + i, "pragma", 6) != 0)
        return;
    i = skip_blanks(t, i + 6, n);
    if (n - i < 4 || memcmp(t + i, "pack", 4) != 0 ||
        (n - i > 4 && (isalnum((unsigned char)t[i + 4]) || t[i + 4] == '_')))
        return;
    i = skip_blanks(t, i + 4, n);
    /* the items between ( and ), up to 3 */
    const char *item[3];
    size_t len[3], nitems = 0;
    if (i >= n || t[i] != '(') {
        k->st = PACK_UNKNOWN;
        return;
    }
    i = skip_blanks(t, i + 1, n);
    bool closed = false;
    while (i < n && !closed) {
        size_t b = i;
        while (i < n && t[i] != ',' && t[i] != ')')
            i++;
        size_t e = i;
        while (e > b && (t[e - 1] == ' ' || t[e - 1] == '\t'))
            e--;
        if (i >= n || nitems == 3 || (e == b && (t[i] == ',' || nitems > 0))) {
            k->st = PACK_UNKNOWN;
            return;
        }
        closed = t[i] == ')';
        if (e > b) {
            item[nitems] = t + b;
            len[nitems++] = e - b;
        }
        i = skip_blanks(t, i + 1, n);
    }
    if (!closed) {
        k->st = PACK_UNKNOWN;
        return;
    }
    bool num[3], word[3];
    for (size_t j = 0; j < nitems; j++) {
        num[j] = word[j] = true;
        for (size_t c = 0; c < len[j]; c++) {
            unsigned char ch = (unsigned char)item[j][c];
            num[j] = num[j] && isdigit(ch);
            word[j] = word[j] && (isalnum(ch) || ch == '_') && !(c == 0 && isdigit(ch));
        }
    }
#define IS(j, s) (len[j] == sizeof s - 1 && memcmp(item[j], s, sizeof s - 1) == 0)
    if (nitems == 0) {
        k->st = PACK_DEFAULT;
    } else if (nitems == 1 && num[0]) {
        k->st = PACK_SET;
    } else if (nitems == 1 && IS(0, "show")) {
        /* nothing */
    } else if (IS(0, "push")) {
        /* push[, id][, N] */
        bool with_id = nitems >= 2 && word[1];
        bool with_n = nitems >= 2 && num[nitems - 1];
        if (k->depth == sizeof k->stack / sizeof k->stack[0] ||
            nitems - 1 != (size_t)with_id + (size_t)with_n) {
            k->st = PACK_UNKNOWN;
            return;
        }
        k->stack[k->depth++] = (struct pack_rec){ k->st, with_id ? item[1] : NULL,
                                                  with_id ? len[1] : 0 };
        if (with_n)
            k->st = PACK_SET;
    } else if (IS(0, "pop") && nitems == 1) {
        if (k->depth > 0)
            k->st = k->stack[--k->depth].st;
    } else if (IS(0, "pop") && nitems == 2 && num[1]) {
        /* (pop, N: a value, whatever the stack held) */
        if (k->depth > 0)
            k->depth--;
        k->st = PACK_SET;
    } else if (IS(0, "pop") && nitems == 2 && word[1]) {
        size_t d = k->depth;
        while (d > 0 && !(k->stack[d - 1].id && k->stack[d - 1].idlen == len[1] &&
                          memcmp(k->stack[d - 1].id, item[1], len[1]) == 0))
            d--;
        if (d == 0)
            d = k->depth > 0 ? 1 : 0;   /* (not found: back to the first) */
        if (d > 0) {
            k->st = k->stack[d - 1].st;
            k->depth = d - 1;
        }
    } else {
        k->st = PACK_UNKNOWN;   /* (pop, id, N and the rest: not followed) */
    }
#undef IS
}

/* Where `#pragma pack(N)` goes for the class whose class-key is key:
 * right before it, as cudafe++ writes it (gcc then rejects the pragma
 * after a template header or a decl-specifier, as it does in cudafe++'s
 * file), but before `typedef` in a typedef declaration and before the
 * `template<>` of an explicit specialization. */
static uint32_t pack_open_at(struct hw *w, uint32_t key)
{
    if (key >= 3 && K(w, key - 3) == TOK_TEMPLATE && K(w, key - 2) == TOK_LT &&
        K(w, key - 1) == TOK_GT)
        return key - 3;
    uint32_t t = key;
    while (t > 0) {
        int k = K(w, t - 1);
        if (k == TOK_TYPEDEF)
            return t - 1;
        if (k == TOK_CONST || k == TOK_VOLATILE || k == TOK_STATIC || k == TOK_EXTERN ||
            k == TOK_INLINE || k == TOK_CONSTEXPR || k == TOK_THREAD_LOCAL ||
            k == TOK_REGISTER || k == TOK_GNU_THREAD || k == TOK_CONSTINIT ||
            k == TOK_EXTENSION || k == TOK_ATTRIBUTE || k == TOK_ALIGNAS || k == TOK_DECLSPEC ||
            (k == TOK_STRING_LITERAL && t >= 2 && K(w, t - 2) == TOK_EXTERN)) {
            t--;
        } else if (k == TOK_RPAREN || (k == TOK_RBRACKET && t >= 2 && K(w, t - 2) == TOK_RBRACKET)) {
            /* __attribute__((...)), alignas(...), __declspec(...), [[...]] */
            uint32_t open = match_back(w, t - 1);
            if (open == UINT32_MAX || open == 0)
                break;
            int before = K(w, open - 1);
            if (k == TOK_RPAREN && before != TOK_ATTRIBUTE && before != TOK_ALIGNAS &&
                before != TOK_DECLSPEC)
                break;
            if (k == TOK_RBRACKET && before != TOK_LBRACKET)
                break;
            t = k == TOK_RPAREN ? open : open - 1;
        } else {
            break;
        }
    }
    return key;
}

static int cmp_marks(const void *a, const void *b)
{
    uint32_t x = (*(const struct il_mark *const *)a)->a, y = (*(const struct il_mark *const *)b)->a;
    return x < y ? -1 : x > y;
}

/* --pack_alignment=N: cudafe++ writes each class definition that no
 * class encloses, where no #pragma pack of the input is in effect,
 * between `#pragma pack(N)` (pack_open_at()) and `#pragma pack()` (after
 * the `;` ending its declaration): gcc lays it out with N. */
static void pack_classes(struct hw *w)
{
    size_t nm = 0;
    for (const struct il_mark *m = w->il->marks; m; m = m->next)
        nm += m->kind == IL_MARK_CLASS_DEF;
    if (!nm)
        return;
    const struct il_mark **v = xmalloc(nm * sizeof *v);
    nm = 0;
    for (const struct il_mark *m = w->il->marks; m; m = m->next)
        if (m->kind == IL_MARK_CLASS_DEF)
            v[nm++] = m;
    qsort(v, nm, sizeof *v, cmp_marks);
    char open[48];
    snprintf(open, sizeof open, "\n#pragma pack(%ld)\n", opt_num(w->o, OPT_pack_alignment));
    struct pack_track k = { .st = PACK_DEFAULT };
    uint32_t tok = 0, covered = 0;   /* pragmas read up to tok; classes up to covered */
    for (size_t i = 0; i < nm; i++) {
        uint32_t key = v[i]->a, lbrace = v[i]->b;
        if (key < covered || (i > 0 && key == v[i - 1]->a))
            continue;   /* (in a class written already: its pack covers it) */
        int kk = K(w, key);
        uint32_t rbrace = K(w, lbrace) == TOK_LBRACE ? match(w, lbrace) : 0;
        if ((kk != TOK_STRUCT && kk != TOK_CLASS && kk != TOK_UNION) || lbrace <= key || !rbrace)
            continue;
        covered = rbrace + 1;
        for (; tok < key; tok++)
            if (K(w, tok) == TOK_PRAGMA)
                pack_pragma(&k, w->lx->text + OFF(w, tok), END(w, tok) - OFF(w, tok));
        if (k.st != PACK_DEFAULT)
            continue;
        /* the `;` ending the declaration (declarators and initializers
         * between) */
        uint32_t t = rbrace + 1, semi = 0;
        for (int depth = 0; !semi; t++) {
            int kt = K(w, t);
            if (kt == TOK_EOF)
                break;
            if (kt == TOK_LPAREN || kt == TOK_LBRACKET || kt == TOK_LBRACE)
                depth++;
            else if (kt == TOK_RPAREN || kt == TOK_RBRACKET || kt == TOK_RBRACE) {
                if (depth-- == 0)
                    break;
            } else if (kt == TOK_SEMI && depth == 0)
                semi = t;
        }
        /* (not where the writer replaces the text: CUDA's builtin types,
         * dropped for host_runtime.h's) */
        if (!semi || hedit_covers(&w->e, OFF(w, pack_open_at(w, key))) ||
            hedit_covers(&w->e, OFF(w, semi)))
            continue;
        covered = semi + 1;
        uint32_t at = pack_open_at(w, key);
        hedit_resync(hedit_insert(&w->e, OFF(w, at), open), at);
        hedit_resync(hedit_insert(&w->e, END(w, semi), "\n#pragma pack()\n"), semi + 1);
    }
    free(v);
}

/* ---- the file ---- */

void host_write(FILE *out, struct lexer *lx, const struct options *o, const struct il_list *il,
                const char *module_id)
{
    struct hw w = { .lx = lx, .o = o, .il = il, .module_id = module_id ? module_id : "" };
    w.rdc = opt_on(o, OPT_device_c);
    w.hidden = opt_on(o, OPT_device_hidden_visibility);
    w.static_stub = opt_on(o, OPT_static_host_stub);
    lexer_lex_all(lx);
    hedit_init(&w.e, lx);

    include_host_runtime(&w);
    strip_cuda_attributes(&w);
    blank_diag_pragmas(&w);
    merge_constexpr(&w);
    lambda_vars(&w);
    if (opt_on(o, OPT_extended_lambda)) {
        lambda_library(&w);
        lambda_edits(&w);
    }
    for (const struct il_node *n = il->first; n; n = n->next) {
        if (!n->has_pos || (n->flags & (IL_F_TYPEDEF | IL_F_LOCAL)))
            continue;
        if (n->kind == IL_routine) {
            if (has_attr(n, CUDA_ATTR_ID_global))
                kernel(&w, n);
            else if ((has_attr(n, CUDA_ATTR_ID_device) && !has_attr(n, CUDA_ATTR_ID_host)) ||
                     (n->flags & IL_F_DEVICE_ONLY))
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
        case IL_MARK_QUALIFY: qualify(&w, m->a, m->scope); break;
        case IL_MARK_HOST_REF: break;   /* write_host_refs() */
        case IL_MARK_NAME_PARENS: name_parens(&w, m->a, m->b); break;
        case IL_MARK_CLASS_DEF: break;   /* pack_classes() */
        case IL_MARK_DROP:
            /* (--anachronisms: `overload`, delete's size; the template
             * arguments of a constructor's or destructor's name: cudafe++
             * writes the construct without them) */
            hedit_replace(&w.e, OFF(&w, m->a), END(&w, m->b), "");
            break;
        case IL_MARK_BASE_NAME:
            if (m->sym && m->sym->id)
                hedit_insert(&w.e, OFF(&w, m->a), m->sym->id->name);
            break;
        }
    }
    if (opt_given(o, OPT_pack_alignment))
        pack_classes(&w);
    lvalue_casts(&w);
    lambda_var_typedefs(&w, UINT32_MAX);

    write_head(&w, out);
    hedit_write(&w.e, out);
    write_trailer(&w, out);
    hedit_free(&w.e);
    free(w.typedefs);
    free(w.lvars);
}
