/* Itanium C++ ABI names from the IL and its tokens, and the module id's
 * entity (mangle.h).
 *
 * A parameter type is read again from its tokens by a small recursive
 * descent over decl-specifiers and declarators (C++ declarator rules:
 * pointer operators apply to the decl-specifiers' type left to right,
 * array and function suffixes right to left, parentheses group), into a
 * little type tree.  Names are looked up in the symbol table from the
 * scope the declaration belongs to; a typedef is followed by re-reading
 * its own declaration (`typedef ... name ...;` or `using name = ...;`).
 * A class template specialization's arguments are matched against the
 * template parameters read from the template's (first) declaration;
 * missing ones take their defaults, read with the earlier parameters
 * bound to their arguments.  Anything outside what is covered makes the
 * whole name NULL.
 *
 * Emission follows the ABI's <substitution> rules: every substitutable
 * component (a nested-name prefix, a class or enum, a cv-qualified,
 * pointer, reference, array, function or pointer-to-member type) gets
 * the next sequence number when it is first written out; a later equal
 * component is written S_, S0_, S1_, ...  Components are compared by a
 * key that is their unabbreviated mangling (class and namespace names by
 * their declaring scope and name). */
#include "il/mangle.h"
#include "il/il_tree.h"

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "parse/scope.h"
#include "parse/symbol.h"
#include "support/cuda_attrs.h"
#include "support/util.h"

/* ---- a growable string ---- */

struct buf {
    char *s;
    size_t len, cap;
};

static void buf_add(struct buf *b, const char *s, size_t n)
{
    if (b->len + n + 1 > b->cap) {
        b->cap = (b->len + n + 1) * 2 + 32;
        b->s = xrealloc(b->s, b->cap);
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
    b->s[b->len] = '\0';
}

static void buf_str(struct buf *b, const char *s)
{
    buf_add(b, s, strlen(s));
}

/* fmt has one %lu. */
static void buf_num(struct buf *b, const char *fmt, unsigned long n)
{
    char tmp[64];
    snprintf(tmp, sizeof tmp, fmt, n);
    buf_str(b, tmp);
}

/* ---- types ---- */

enum ty_kind { TY_BUILTIN, TY_NAMED, TY_PTR, TY_LREF, TY_RREF, TY_FUNC, TY_ARRAY, TY_MEMPTR };
enum { CV_CONST = 1, CV_VOLATILE = 2, CV_RESTRICT = 4 };

struct ty {
    uint8_t kind;            /* enum ty_kind */
    uint8_t cv;              /* CV_*: qualifiers of this type */
    uint8_t fcv;             /* function type: its own cv-qualifiers (member functions) */
    bool variadic;           /* function type: ... */
    bool is_enum;            /* named: an enumeration */
    const char *code;        /* builtin: its <builtin-type> code */
    const char *name;        /* named: its name */
    struct scope *where;     /* named: the scope it is declared in */
    struct ty *inner;        /* pointee, referee, element, return or member type */
    struct ty *cls;          /* pointer to member: the class */
    struct ty **params;      /* function: parameter types */
    unsigned nparams;
    unsigned long size;      /* array: its bound (0: unknown) */
    struct targ *targs;      /* named: a class template specialization's arguments */
    unsigned ntargs;
};

/* A template argument: a type, or an integral value of a builtin type. */
struct targ {
    struct ty *type;         /* NULL for a value */
    const char *code;        /* value: its type's <builtin-type> code ... */
    struct ty *vtype;        /* ... or its enumeration type */
    unsigned long long value;
    bool negative;
    bool pack;               /* an argument pack: elems[0..nelems) (J...E) */
    struct targ *elems;
    unsigned nelems;
};

#define MG_TYPES 512
#define MG_PTRS 1024
#define MG_SUBS 256
#define MG_TARGS 256

struct mg {
    struct lexer *lx;
    const struct il_list *il;
    uint32_t pos;            /* the token being read */
    bool fail;
    int typedef_depth;
    int depth;               /* nesting of declarators and decl-specifiers read */
    unsigned ntypes, nptrs, ntargs;   /* the pools' slots in use (below) */
    bool half_gt;            /* the `>>` at pos has closed one template argument list */
    struct symbol *pending_template;  /* read_type_name stopped at its `<` */
    struct scope *lookup_scope;       /* ... reading names looked up from this scope */
    /* Template parameters bound while a default template argument is read:
     * names[i] stands for args[i]. */
    struct ident **bind_names;
    struct targ *bind_args;
    int nbind;
    struct ty *bound;        /* read_type_name found a bound type parameter */
    const char *anon_name;   /* names anonymous namespaces (_GLOBAL__N_<module id>), or NULL */
    const char *prefix;      /* the next nested name's first component (_INTERNAL_<id>) */
    unsigned nsubs;
    struct buf out;
    /* The pools, last: mangle_1 zeroes only the fields above them (a
     * slot is written when it is handed out: ty_new, read_params,
     * pack_args, alias_type; subs[i] below nsubs), since clearing ~70 KB
     * for every name mangled cost more than the mangling. */
    char *subs[MG_SUBS];     /* keys of the substitution candidates, in order */
    struct ty types[MG_TYPES];
    struct ty *ptrs[MG_PTRS];
    struct targ targs[MG_TARGS];
};

static int tk(struct mg *m, uint32_t i)
{
    return lexer_token(m->lx, i)->kind;
}

static struct ident *tk_ident(struct mg *m, uint32_t i)
{
    const struct token *t = lexer_token(m->lx, i);
    return ident_intern(m->il->idents, lexer_text(m->lx, t), t->len);
}

static struct ty *ty_new(struct mg *m, enum ty_kind k)
{
    if (m->ntypes == MG_TYPES) {
        m->fail = true;
        return &m->types[0];
    }
    struct ty *t = &m->types[m->ntypes++];
    memset(t, 0, sizeof *t);
    t->kind = (uint8_t)k;
    return t;
}

static struct ty *ty_wrap(struct mg *m, enum ty_kind k, struct ty *inner)
{
    struct ty *t = ty_new(m, k);
    t->inner = inner;
    return t;
}

static struct ty *ty_builtin(struct mg *m, const char *code)
{
    struct ty *t = ty_new(m, TY_BUILTIN);
    t->code = code;
    return t;
}

/* t with extra cv-qualifiers (a copy: types can be shared). */
static struct ty *ty_cv(struct mg *m, struct ty *t, unsigned cv)
{
    if (!cv || (t->cv & cv) == cv)
        return t;
    if (t->kind == TY_LREF || t->kind == TY_RREF || t->kind == TY_FUNC)
        return t;   /* cv on a reference or function type is ignored */
    if (t->kind == TY_ARRAY) {   /* applies to the element type */
        struct ty *a = ty_new(m, TY_ARRAY);
        *a = *t;
        a->inner = ty_cv(m, t->inner, cv);
        return a;
    }
    struct ty *c = ty_new(m, (enum ty_kind)t->kind);
    *c = *t;
    c->cv |= (uint8_t)cv;
    return c;
}

/* ---- reading types from tokens ---- */

/* Skip a balanced group opening at m->pos (( [ or {); m->pos ends after it. */
static void skip_group(struct mg *m)
{
    int depth = 0;
    for (int guard = 0; guard < 100000; guard++) {
        int k = tk(m, m->pos);
        if (k == TOK_EOF) {
            m->fail = true;
            return;
        }
        m->pos++;
        if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
            depth++;
        else if ((k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE) && --depth == 0)
            return;
    }
    m->fail = true;
}

/* __attribute__((...)), alignas(...), __declspec(...), [[...]]. */
static bool skip_attribute(struct mg *m)
{
    int k = tk(m, m->pos);
    if (k == TOK_ATTRIBUTE || k == TOK_ALIGNAS || k == TOK_DECLSPEC) {
        m->pos++;
        if (tk(m, m->pos) == TOK_LPAREN)
            skip_group(m);
        return true;
    }
    if (k == TOK_LBRACKET && tk(m, m->pos + 1) == TOK_LBRACKET) {
        skip_group(m);
        return true;
    }
    return false;
}

static bool is_type_kind(const struct symbol *s)
{
    return s->kind == SYM_CLASS || s->kind == SYM_ENUM || s->kind == SYM_TYPEDEF ||
           s->kind == SYM_USING;
}

/* Among the declarations of s's name in s's scope, a type (or a tag). */
static struct symbol *type_binding(struct symbol *s, bool tag)
{
    if (!s)
        return NULL;
    if (!tag && is_type_kind(s))
        return s;
    if (s->parent)
        for (struct symbol *o = scope_find_local(s->parent, s->id); o; o = o->next)
            if (tag ? (o->kind == SYM_CLASS || o->kind == SYM_ENUM) : is_type_kind(o))
                return o;
    return tag && (s->kind == SYM_CLASS || s->kind == SYM_ENUM) ? s : NULL;
}

static struct ty *type_of_symbol(struct mg *m, struct symbol *s, int depth);

/* What read_type_name returns for a bound template parameter (m->bound). */
static struct symbol bound_symbol;

static struct ty *specialization_member(struct mg *m, struct symbol *s, struct ident *id);

/* A (maybe qualified) name at m->pos naming a type, looked up from scope.
 * tag: after class-key or enum (tags are found behind ordinary names). */
static struct symbol *read_type_name(struct mg *m, struct scope *scope, bool tag)
{
    struct scope *in = NULL;
    m->lookup_scope = scope;
    if (tk(m, m->pos) == TOK_COLONCOLON) {
        in = m->il->global;
        m->pos++;
    }
    for (int guard = 0; guard < 32; guard++) {
        if (tk(m, m->pos) == TOK_TEMPLATE)
            m->pos++;
        if (tk(m, m->pos) != TOK_IDENTIFIER)
            break;
        struct ident *id = tk_ident(m, m->pos);
        m->pos++;
        if (!in)
            for (int b = 0; b < m->nbind; b++)
                if (m->bind_names[b] == id) {
                    if (!m->bind_args[b].type || tk(m, m->pos) == TOK_COLONCOLON ||
                        tk(m, m->pos) == TOK_LT) {
                        m->fail = true;
                        return NULL;
                    }
                    m->bound = m->bind_args[b].type;
                    return &bound_symbol;
                }
        /* (before `::`: namespaces and types only, [basic.lookup.qual]) */
        bool scope_name = tk(m, m->pos) == TOK_COLONCOLON;
        struct symbol *s = scope_name ? (in ? lookup_qualified_scope_name(in, id)
                                            : lookup_unqualified_scope_name(scope, id))
                                      : in ? lookup_qualified(in, id) : lookup_unqualified(scope, id);
        if (tk(m, m->pos) == TOK_LT) {
            /* a class template specialization, the last component */
            while (s && s->kind == SYM_USING)
                s = s->target;
            if (!s || (s->kind != SYM_CLASS_TEMPLATE && s->kind != SYM_ALIAS_TEMPLATE) ||
                (s->flags & SYMF_INJECTED))
                break;
            m->pending_template = s;
            return s;
        }
        if (tk(m, m->pos) == TOK_COLONCOLON && tk(m, m->pos + 1) == TOK_IDENTIFIER &&
            tk(m, m->pos + 2) != TOK_COLONCOLON && tk(m, m->pos + 2) != TOK_LT) {
            /* T::x with T a typedef of a class template specialization:
             * the member typedef x with the template's arguments in place */
            struct ty *t = specialization_member(m, s, tk_ident(m, m->pos + 1));
            if (m->fail)
                return NULL;
            if (t) {
                m->pos += 2;
                m->bound = t;
                return &bound_symbol;
            }
        }
        if (tk(m, m->pos) == TOK_COLONCOLON && tk(m, m->pos + 1) != TOK_STAR) {
            m->pos++;
            in = symbol_scope(s);
            if (!in)
                break;
            continue;
        }
        struct symbol *t = type_binding(s, tag);
        if (!t)
            m->fail = true;   /* (a template parameter, a value: not named here) */
        return t;
    }
    m->fail = true;
    return NULL;
}

enum { B_SIGNED = 1, B_UNSIGNED = 2, B_CHAR = 4, B_SHORT = 8, B_INT = 16, B_LONG = 32,
       B_LONGLONG = 64 };

static struct ty *read_declarator(struct mg *m, struct ty *base, struct scope *scope,
                                  uint32_t *name);

/* Decl-specifiers at m->pos: the type they name.  anon: the name to give
 * an unnamed class defined here (a typedef's), or NULL. */
static struct ty *read_declspecs_1(struct mg *m, struct scope *scope, struct symbol *anon);

static struct ty *read_declspecs(struct mg *m, struct scope *scope, struct symbol *anon)
{
    if (++m->depth > 64)
        m->fail = true;
    struct ty *t = m->fail ? NULL : read_declspecs_1(m, scope, anon);
    m->depth--;
    return t;
}

static struct ty *read_declspecs_1(struct mg *m, struct scope *scope, struct symbol *anon)
{
    unsigned cv = 0, bits = 0;
    const char *code = NULL;
    struct ty *named = NULL;
    for (int guard = 0; guard < 256 && !m->fail; guard++) {
        int k = tk(m, m->pos);
        if (skip_attribute(m))
            continue;
        switch (k) {
        case TOK_CONST: cv |= CV_CONST; m->pos++; continue;
        case TOK_VOLATILE: cv |= CV_VOLATILE; m->pos++; continue;
        case TOK_RESTRICT: cv |= CV_RESTRICT; m->pos++; continue;
        case TOK_SIGNED: bits |= B_SIGNED; m->pos++; continue;
        case TOK_UNSIGNED: bits |= B_UNSIGNED; m->pos++; continue;
        case TOK_CHAR: bits |= B_CHAR; m->pos++; continue;
        case TOK_SHORT: bits |= B_SHORT; m->pos++; continue;
        case TOK_INT: bits |= B_INT; m->pos++; continue;
        case TOK_LONG: bits |= bits & B_LONG ? B_LONGLONG : B_LONG; m->pos++; continue;
        case TOK_VOID: code = "v"; m->pos++; continue;
        case TOK_BOOL: code = "b"; m->pos++; continue;
        case TOK_WCHAR_T: code = "w"; m->pos++; continue;
        case TOK_CHAR8_T: code = "Du"; m->pos++; continue;
        case TOK_CHAR16_T: code = "Ds"; m->pos++; continue;
        case TOK_CHAR32_T: code = "Di"; m->pos++; continue;
        case TOK_FLOAT: code = "f"; m->pos++; continue;
        case TOK_DOUBLE: code = "d"; m->pos++; continue;
        case TOK_INT128: code = "n"; m->pos++; continue;
        case TOK_GNU_FLOAT128: code = "g"; m->pos++; continue;
        case TOK_INLINE: case TOK_STATIC: case TOK_EXTERN: case TOK_REGISTER:
        case TOK_MUTABLE: case TOK_CONSTEXPR: case TOK_CONSTEVAL: case TOK_CONSTINIT:
        case TOK_TYPEDEF: case TOK_FRIEND: case TOK_VIRTUAL: case TOK_EXPLICIT:
        case TOK_THREAD_LOCAL: case TOK_GNU_THREAD: case TOK_EXTENSION: case TOK_TYPENAME:
            m->pos++;
            continue;
        case TOK_DECLTYPE:
            if (tk(m, m->pos + 1) == TOK_LPAREN && tk(m, m->pos + 2) == TOK_NULLPTR &&
                tk(m, m->pos + 3) == TOK_RPAREN && !named && !code && !bits) {
                code = "Dn";
                m->pos += 4;
                continue;
            }
            m->fail = true;
            return NULL;
        case TOK_STRUCT: case TOK_CLASS: case TOK_UNION: case TOK_ENUM: {
            if (named || code || bits) {
                m->fail = true;
                return NULL;
            }
            m->pos++;
            if (k == TOK_ENUM && (tk(m, m->pos) == TOK_CLASS || tk(m, m->pos) == TOK_STRUCT))
                m->pos++;
            while (skip_attribute(m))
                ;
            struct symbol *s = NULL;
            if (tk(m, m->pos) == TOK_IDENTIFIER || tk(m, m->pos) == TOK_COLONCOLON) {
                s = read_type_name(m, scope, true);
                if (!s)
                    return NULL;
                named = type_of_symbol(m, s, 0);
            }
            if (tk(m, m->pos) == TOK_COLON || tk(m, m->pos) == TOK_LBRACE) {
                while (tk(m, m->pos) != TOK_LBRACE && tk(m, m->pos) != TOK_EOF &&
                       tk(m, m->pos) != TOK_SEMI)
                    m->pos++;
                if (tk(m, m->pos) != TOK_LBRACE) {
                    m->fail = true;
                    return NULL;
                }
                skip_group(m);
                if (!s) {
                    if (!anon) {   /* an unnamed class gets a typedef's name only */
                        m->fail = true;
                        return NULL;
                    }
                    named = ty_new(m, TY_NAMED);
                    named->name = anon->id->name;
                    named->where = anon->parent;
                }
            }
            if (!named) {
                m->fail = true;
                return NULL;
            }
            continue;
        }
        case TOK_IDENTIFIER: case TOK_COLONCOLON: {
            if (named || code || bits)
                break;   /* the declarator's name */
            struct symbol *s = read_type_name(m, scope, false);
            if (!s)
                return NULL;
            named = type_of_symbol(m, s, 0);
            if (!named)
                return NULL;
            continue;
        }
        default:
            break;
        }
        break;
    }
    if (m->fail)
        return NULL;
    struct ty *t = named;
    if (!t) {
        if (!code) {
            bool u = bits & B_UNSIGNED;
            if (bits & B_CHAR)
                code = bits & B_SIGNED ? "a" : u ? "h" : "c";
            else if (bits & B_SHORT)
                code = u ? "t" : "s";
            else if (bits & B_LONGLONG)
                code = u ? "y" : "x";
            else if (bits & B_LONG)
                code = u ? "m" : "l";
            else if (bits)
                code = u ? "j" : "i";
        } else if (code[0] == 'd' && (bits & B_LONG)) {
            code = "e";
        } else if (code[0] == 'n' && (bits & B_UNSIGNED)) {
            code = "o";
        }
        if (!code) {
            m->fail = true;
            return NULL;
        }
        t = ty_builtin(m, code);
    }
    return ty_cv(m, t, cv);
}

/* The adjusted type of a parameter: arrays and functions decay to
 * pointers, top-level cv-qualifiers go. */
static struct ty *adjust_param(struct mg *m, struct ty *t)
{
    if (t->kind == TY_ARRAY)
        t = ty_wrap(m, TY_PTR, t->inner);
    else if (t->kind == TY_FUNC)
        t = ty_wrap(m, TY_PTR, t);
    if (t->cv) {
        struct ty *c = ty_new(m, (enum ty_kind)t->kind);
        *c = *t;
        c->cv = 0;
        t = c;
    }
    return t;
}

/* A parameter-declaration-clause after the `(` at m->pos - 1, up to and
 * including its `)`: the adjusted parameter types into f. */
static void read_params(struct mg *m, struct scope *scope, struct ty *f)
{
    struct ty *list[64];
    unsigned n = 0;
    if (tk(m, m->pos) == TOK_VOID && tk(m, m->pos + 1) == TOK_RPAREN)
        m->pos++;
    while (!m->fail && tk(m, m->pos) != TOK_RPAREN) {
        if (tk(m, m->pos) == TOK_ELLIPSIS) {
            f->variadic = true;
            m->pos++;
            continue;
        }
        struct ty *t = read_declspecs(m, scope, NULL);
        if (!t) {
            m->fail = true;   /* a parameter not read: no name rather than a shorter one */
            break;
        }
        t = read_declarator(m, t, scope, NULL);
        if (m->fail || n == 64) {
            m->fail = true;
            break;
        }
        list[n++] = adjust_param(m, t);
        if (tk(m, m->pos) == TOK_ASSIGN) {   /* a default argument */
            m->pos++;
            for (int guard = 0; guard < 100000; guard++) {
                int k = tk(m, m->pos);
                if (k == TOK_COMMA || k == TOK_RPAREN || k == TOK_EOF || k == TOK_SEMI)
                    break;
                if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
                    skip_group(m);
                else
                    m->pos++;
            }
        }
        if (tk(m, m->pos) == TOK_COMMA)
            m->pos++;
        else if (tk(m, m->pos) != TOK_RPAREN && tk(m, m->pos) != TOK_ELLIPSIS)
            m->fail = true;
    }
    if (m->fail)
        return;
    m->pos++;   /* ) */
    if (m->nptrs + n > MG_PTRS) {
        m->fail = true;
        return;
    }
    f->params = &m->ptrs[m->nptrs];
    memcpy(f->params, list, n * sizeof list[0]);
    m->nptrs += n;
    f->nparams = n;
}

static unsigned read_cv(struct mg *m)
{
    unsigned cv = 0;
    for (;;) {
        int k = tk(m, m->pos);
        if (k == TOK_CONST)
            cv |= CV_CONST;
        else if (k == TOK_VOLATILE)
            cv |= CV_VOLATILE;
        else if (k == TOK_RESTRICT)
            cv |= CV_RESTRICT;
        else if (!skip_attribute(m))
            return cv;
        else
            continue;
        m->pos++;
    }
}

/* Array and function suffixes at m->pos, applied to t (right to left). */
static struct ty *read_suffixes(struct mg *m, struct ty *t, struct scope *scope)
{
    struct ty *suf[16];
    unsigned n = 0;
    while (!m->fail && n < 16) {
        int k = tk(m, m->pos);
        if (k == TOK_LBRACKET && tk(m, m->pos + 1) != TOK_LBRACKET) {
            struct ty *a = ty_new(m, TY_ARRAY);
            m->pos++;
            if (tk(m, m->pos) == TOK_INT_LITERAL && tk(m, m->pos + 1) == TOK_RBRACKET) {
                const struct token *lit = lexer_token(m->lx, m->pos);
                char tmp[32];
                size_t len = lit->len < sizeof tmp ? lit->len : sizeof tmp - 1;
                memcpy(tmp, lexer_text(m->lx, lit), len);
                tmp[len] = '\0';
                a->size = strtoul(tmp, NULL, 0);
                if (!a->size) {
                    m->fail = true;
                    break;
                }
                m->pos++;
            } else if (tk(m, m->pos) != TOK_RBRACKET) {
                m->fail = true;   /* a bound that is not a plain number */
                break;
            }
            m->pos++;
            suf[n++] = a;
        } else if (k == TOK_LPAREN) {
            struct ty *f = ty_new(m, TY_FUNC);
            m->pos++;
            read_params(m, scope, f);
            f->fcv = (uint8_t)read_cv(m);
            if (tk(m, m->pos) == TOK_AMP || tk(m, m->pos) == TOK_AMPAMP)
                m->fail = true;   /* ref-qualified function types: not covered */
            if (tk(m, m->pos) == TOK_NOEXCEPT || tk(m, m->pos) == TOK_THROW) {
                m->pos++;
                if (tk(m, m->pos) == TOK_LPAREN)
                    skip_group(m);
            }
            read_cv(m);
            if (tk(m, m->pos) == TOK_ARROW)
                m->fail = true;   /* trailing return types: not covered */
            suf[n++] = f;
        } else {
            break;
        }
    }
    if (n == 16)
        m->fail = true;
    while (n > 0 && !m->fail) {
        struct ty *s = suf[--n];
        s->inner = t;
        t = s;
    }
    return t;
}

/* Is the `(` at i the start of a parenthesized declarator (not a
 * parameter list)? */
static bool grouping_paren(struct mg *m, uint32_t i)
{
    int k = tk(m, i + 1);
    while (k == TOK_LPAREN && tk(m, i) == TOK_LPAREN)   /* ((*p)) */
        k = tk(m, ++i + 1);
    if (k == TOK_STAR || k == TOK_AMP || k == TOK_AMPAMP || k == TOK_CARET)
        return true;
    /* C::* */
    uint32_t j = i + 1;
    if (tk(m, j) == TOK_COLONCOLON)
        j++;
    while (tk(m, j) == TOK_IDENTIFIER && tk(m, j + 1) == TOK_COLONCOLON)
        j += 2;
    return j > i + 1 && tk(m, j) == TOK_STAR;
}

/* A declarator (maybe abstract) at m->pos applied to base.  *name gets
 * the token of its name (0 if abstract). */
static struct ty *read_declarator_1(struct mg *m, struct ty *base, struct scope *scope,
                                    uint32_t *name);

static struct ty *read_declarator(struct mg *m, struct ty *base, struct scope *scope,
                                  uint32_t *name)
{
    if (++m->depth > 64)
        m->fail = true;
    struct ty *t = m->fail ? NULL : read_declarator_1(m, base, scope, name);
    m->depth--;
    return t;
}

static struct ty *read_declarator_1(struct mg *m, struct ty *base, struct scope *scope,
                                    uint32_t *name)
{
    struct ty *t = base;
    for (int guard = 0; guard < 64 && !m->fail; guard++) {
        int k = tk(m, m->pos);
        if (skip_attribute(m))
            continue;
        if (k == TOK_STAR) {
            m->pos++;
            t = ty_cv(m, ty_wrap(m, TY_PTR, t), read_cv(m));
        } else if (k == TOK_AMP) {
            m->pos++;
            t = ty_wrap(m, TY_LREF, t);
            read_cv(m);
        } else if (k == TOK_AMPAMP) {
            m->pos++;
            t = ty_wrap(m, TY_RREF, t);
            read_cv(m);
        } else if ((k == TOK_IDENTIFIER || k == TOK_COLONCOLON) && grouping_paren(m, m->pos - 1)) {
            /* C::* (grouping_paren looks from the token before) */
            struct symbol *s = read_type_name(m, scope, false);
            if (!s || tk(m, m->pos) != TOK_COLONCOLON || tk(m, m->pos + 1) != TOK_STAR) {
                m->fail = true;
                break;
            }
            struct ty *cls = type_of_symbol(m, s, 0);
            if (!cls)
                return NULL;
            m->pos += 2;
            struct ty *mp = ty_new(m, TY_MEMPTR);
            mp->cls = cls;
            mp->inner = t;
            t = ty_cv(m, mp, read_cv(m));
        } else {
            break;
        }
    }
    if (m->fail)
        return NULL;
    if (name)
        *name = 0;
    if (tk(m, m->pos) == TOK_LPAREN && grouping_paren(m, m->pos)) {
        uint32_t open = m->pos;
        skip_group(m);
        if (m->fail)
            return NULL;
        uint32_t close = m->pos - 1;
        t = read_suffixes(m, t, scope);
        if (m->fail)
            return NULL;
        uint32_t after = m->pos;
        m->pos = open + 1;
        t = read_declarator(m, t, scope, name);
        if (m->fail || m->pos != close) {
            m->fail = true;
            return NULL;
        }
        m->pos = after;
        return t;
    }
    if (tk(m, m->pos) == TOK_ELLIPSIS) {   /* a pack */
        m->fail = true;
        return NULL;
    }
    if (tk(m, m->pos) == TOK_IDENTIFIER) {
        if (name)
            *name = m->pos;
        m->pos++;
    }
    while (skip_attribute(m))
        ;
    return read_suffixes(m, t, scope);
}

/* ---- symbols to types ---- */

/* The scope enclosing s for naming purposes: a class's or namespace's
 * home (a class defined as A::B {...} has a re-entry scope as parent). */
static struct scope *outer(const struct scope *s)
{
    if (s->owner && s->owner->parent)
        return s->owner->parent;
    return s->parent;
}

static bool is_anonymous_namespace(const struct scope *s)
{
    return s->kind == SCOPE_NAMESPACE && s->owner && s->owner->kind == SYM_NAMESPACE &&
           s->owner->id && s->owner->id->name[0] == '<';
}

/* Can the scopes from where outwards be named?  Anonymous namespaces
 * only when the module id names them (m->anon_name). */
static bool named_ok(struct mg *m, struct scope *where)
{
    for (struct scope *s = where; s; s = outer(s)) {
        if (s->kind != SCOPE_NAMESPACE && s->kind != SCOPE_CLASS)
            return false;
        if (s->is_template_spec)
            return false;
        if (!s->parent)
            return true;
        if (m->anon_name && is_anonymous_namespace(s))
            continue;
        if (!s->owner || !s->owner->id || s->owner->id->name[0] == '<')
            return false;   /* unnamed or anonymous namespace */
        if (s->owner->kind != SYM_NAMESPACE && s->owner->kind != SYM_CLASS)
            return false;
    }
    return false;
}

static struct ty *typedef_type(struct mg *m, struct symbol *s);

static struct ty *template_id(struct mg *m, struct symbol *tmpl, struct scope *scope);
struct tparam;
static struct ty *alias_type(struct mg *m, struct symbol *tmpl, const struct tparam *ps, int np,
                             struct targ *args);

static struct ty *type_of_symbol(struct mg *m, struct symbol *s, int depth)
{
    if (!s || depth > 16) {
        m->fail = true;
        return NULL;
    }
    if (s == &bound_symbol) {
        struct ty *t = m->bound;
        m->bound = NULL;
        if (!t)
            m->fail = true;
        return t;
    }
    if (m->pending_template == s) {
        m->pending_template = NULL;
        return template_id(m, s, m->lookup_scope);
    }
    if (s->kind == SYM_CLASS && (s->flags & SYMF_INJECTED) && s->members && s->members->owner &&
        s->members->owner != s)
        s = s->members->owner;
    switch ((enum sym_kind)s->kind) {
    case SYM_CLASS:
    case SYM_ENUM: {
        if (!s->id || s->id->name[0] == '<' || !named_ok(m, s->parent)) {
            m->fail = true;
            return NULL;
        }
        struct ty *t = ty_new(m, TY_NAMED);
        t->name = s->id->name;
        t->where = s->parent;
        t->is_enum = s->kind == SYM_ENUM;
        return t;
    }
    case SYM_TYPEDEF:
        return typedef_type(m, s);
    case SYM_USING:
        return type_of_symbol(m, s->target, depth + 1);
    default:
        m->fail = true;
        return NULL;
    }
}

/* ---- class template specializations ---- */

struct tparam {
    bool is_type;
    bool pack;               /* a type parameter pack (`class... Ts`), the last one */
    int type_of;             /* non-type: its type is the type parameter at this index, or -1 */
    const char *code;        /* non-type: its type's code ... */
    struct ty *vtype;        /* ... or its enumeration type */
    struct ident *name;      /* NULL if unnamed */
    uint32_t def_begin, def_end;   /* its default argument's tokens; 0 if none */
};

/* Reading another part of the source (an alias's type, a default
 * argument) with template parameters bound to arguments: the reader's
 * position and bindings are saved, and restored by bind_leave(). */
struct bind_save {
    uint32_t pos;
    bool half;
    struct ident **names;
    struct targ *args;
    int n;
};

static void bind_enter(struct mg *m, struct bind_save *save, uint32_t pos,
                       const struct tparam *ps, int np, struct targ *args, struct ident **names)
{
    *save = (struct bind_save){ m->pos, m->half_gt, m->bind_names, m->bind_args, m->nbind };
    for (int j = 0; j < np; j++)
        names[j] = ps[j].name;
    m->bind_names = names;
    m->bind_args = args;
    m->nbind = np;
    m->half_gt = false;
    m->pos = pos;
}

static void bind_leave(struct mg *m, const struct bind_save *save)
{
    m->bind_names = save->names;
    m->bind_args = save->args;
    m->nbind = save->n;
    m->pos = save->pos;
    m->half_gt = save->half;
}


static bool at_gt(struct mg *m)
{
    int k = tk(m, m->pos);
    return k == TOK_GT || k == TOK_RSHIFT;
}

/* Consume the `>` closing a template argument list (half of a `>>`). */
static void eat_gt(struct mg *m)
{
    if (tk(m, m->pos) == TOK_RSHIFT && !m->half_gt) {
        m->half_gt = true;
        return;
    }
    m->half_gt = false;
    m->pos++;
}

/* The end [pos, end) of a template parameter or argument: the next `,`
 * or closing `>` at depth 0. */
static uint32_t arg_end(struct mg *m, uint32_t pos)
{
    int depth = 0, angle = 0;
    for (int guard = 0; guard < 100000; guard++, pos++) {
        int k = tk(m, pos);
        if (k == TOK_EOF || k == TOK_SEMI || k == TOK_LBRACE)
            return 0;
        if (k == TOK_LPAREN || k == TOK_LBRACKET)
            depth++;
        else if (k == TOK_RPAREN || k == TOK_RBRACKET)
            depth--;
        else if (depth == 0 && k == TOK_LT)
            angle++;
        else if (depth == 0 && (k == TOK_GT || k == TOK_RSHIFT)) {
            if (angle == 0)
                return pos;
            if (k == TOK_RSHIFT && angle == 1)
                return pos;   /* `>>` closing an inner list and this one */
            angle -= k == TOK_RSHIFT ? 2 : 1;
            if (angle < 0)
                return 0;
        } else if (depth == 0 && angle == 0 && k == TOK_COMMA)
            return pos;
    }
    return 0;
}

static bool integral_code(const char *c)
{
    return c && c[1] == '\0' && strchr("bcahstijlmxyw", c[0]);
}

/* The index among ps[0..n) of the type parameter named by the token at i, or -1. */
static int type_param_index(struct mg *m, const struct tparam *ps, int n, uint32_t i)
{
    struct ident *id = tk_ident(m, i);
    for (int j = 0; j < n; j++)
        if (ps[j].is_type && !ps[j].pack && ps[j].name == id)
            return j;
    return -1;
}

/* The template parameters of class template tmpl, from the declaration
 * its symbol names.  -1 if they cannot be read. */
static int template_params(struct mg *m, struct symbol *tmpl, struct tparam *out, int max)
{
    uint32_t t = tmpl->tok;
    if (t < 4)
        return -1;
    t--;
    /* attributes between the class-key and the name */
    while (tk(m, t) == TOK_RPAREN) {
        int depth = 0;
        for (; t > 0; t--) {
            int k = tk(m, t);
            if (k == TOK_RPAREN)
                depth++;
            else if (k == TOK_LPAREN && --depth == 0)
                break;
        }
        if (t < 2 || (tk(m, t - 1) != TOK_ATTRIBUTE && tk(m, t - 1) != TOK_ALIGNAS &&
                      tk(m, t - 1) != TOK_DECLSPEC))
            return -1;
        t -= 2;
    }
    if (tk(m, t) != TOK_CLASS && tk(m, t) != TOK_STRUCT && tk(m, t) != TOK_UNION &&
        !(tk(m, t) == TOK_USING && tmpl->kind == SYM_ALIAS_TEMPLATE))
        return -1;
    if (t < 3 || (tk(m, t - 1) != TOK_GT && tk(m, t - 1) != TOK_RSHIFT))
        return -1;
    uint32_t gt = t - 1, lt = 0;
    int depth = 0;
    for (uint32_t i = gt; i > 0; i--) {
        int k = tk(m, i);
        if (k == TOK_GT || k == TOK_RPAREN)
            depth++;
        else if (k == TOK_RSHIFT)
            depth += 2;
        else if ((k == TOK_LT || k == TOK_LPAREN) && --depth == 0) {
            lt = i;
            break;
        } else if (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_RBRACE)
            return -1;
    }
    if (!lt || tk(m, lt) != TOK_LT || tk(m, lt - 1) != TOK_TEMPLATE)
        return -1;
    int n = 0;
    uint32_t saved = m->pos;
    uint32_t pos = lt + 1;
    while (pos < gt) {
        uint32_t end = arg_end(m, pos);
        if (!end || end > gt || n == max)
            return -1;
        struct tparam *p = &out[n++];
        memset(p, 0, sizeof *p);
        uint32_t eq = 0, ell = 0;
        int d = 0;
        for (uint32_t i = pos; i < end; i++) {
            int k = tk(m, i);
            if (k == TOK_LPAREN || k == TOK_LT || k == TOK_LBRACKET)
                d++;
            else if (k == TOK_RPAREN || k == TOK_GT || k == TOK_RBRACKET)
                d--;
            else if (k == TOK_ELLIPSIS) {
                /* a parameter pack, the last parameter: class... Ts, int... Is, T... Vs */
                if (end != gt || d != 0 || ell ||
                    ((tk(m, pos) == TOK_TYPENAME || tk(m, pos) == TOK_CLASS) && i != pos + 1) ||
                    !(i + 1 == end || (i + 2 == end && tk(m, i + 1) == TOK_IDENTIFIER)))
                    return -1;
                p->pack = true;
                ell = i;
            } else if (k == TOK_ASSIGN && d == 0 && !eq)
                eq = i;
        }
        if (eq) {
            p->def_begin = eq + 1;
            p->def_end = end;
        }
        uint32_t decl_end = eq ? eq : end;
        int k = tk(m, pos);
        p->type_of = -1;
        if (ell && eq)
            return -1;
        if (ell && k != TOK_TYPENAME && k != TOK_CLASS) {
            /* a value pack: its type before the ..., its name after */
            p->name = ell + 1 < end ? tk_ident(m, ell + 1) : NULL;
            if (k == TOK_IDENTIFIER && ell == pos + 1 &&
                (p->type_of = type_param_index(m, out, n - 1, pos)) >= 0) {
                pos = end;
                if (tk(m, pos) == TOK_COMMA)
                    pos++;
                continue;
            }
            decl_end = ell;
        }
        if (k == TOK_TYPENAME || k == TOK_CLASS) {
            p->is_type = true;
            uint32_t nm = pos + 1 + (p->pack ? 1 : 0);
            if (nm < decl_end && tk(m, nm) == TOK_IDENTIFIER)
                p->name = tk_ident(m, nm);
        } else if (k == TOK_TEMPLATE) {
            return -1;
        } else if (k == TOK_IDENTIFIER && pos + 1 < decl_end && tk(m, pos + 1) == TOK_IDENTIFIER &&
                   pos + 2 == decl_end &&
                   (p->type_of = type_param_index(m, out, n - 1, pos)) >= 0) {
            /* template<class T, T v>: its type is an earlier parameter */
            p->name = tk_ident(m, pos + 1);
        } else {
            m->pos = pos;
            struct ty *ty = read_declspecs(m, tmpl->parent, NULL);
            uint32_t name = 0;
            if (ty && !ell)   /* a value pack: decl-specifiers only */
                ty = read_declarator(m, ty, tmpl->parent, &name);
            bool is_enum = ty && ty->kind == TY_NAMED && ty->is_enum && !ty->ntargs;
            if (m->fail || !ty || m->pos != decl_end ||
                (!is_enum && (ty->kind != TY_BUILTIN || !integral_code(ty->code)))) {
                m->pos = saved;
                m->fail = false;
                return -1;
            }
            if (is_enum) {
                p->vtype = ty_new(m, TY_NAMED);
                *p->vtype = *ty;
                p->vtype->cv = 0;
            } else {
                p->code = ty->code;
            }
            if (!p->pack)
                p->name = name ? tk_ident(m, name) : NULL;
        }
        pos = end;
        if (tk(m, pos) == TOK_COMMA)
            pos++;
    }
    m->pos = saved;
    return n;
}

static bool read_value(struct mg *m, uint32_t end, struct targ *a);

/* A (maybe qualified) name at m->pos filling [m->pos, end), looked up
 * from m->lookup_scope: an enumerator's symbol, or NULL. */
static struct symbol *read_value_name(struct mg *m, uint32_t end)
{
    uint32_t i = m->pos;
    struct scope *in = NULL;
    if (tk(m, i) == TOK_COLONCOLON) {
        in = m->il->global;
        i++;
    }
    struct symbol *s = NULL;
    for (int guard = 0; guard < 32 && i < end; guard++) {
        if (tk(m, i) != TOK_IDENTIFIER)
            return NULL;
        struct ident *id = tk_ident(m, i++);
        if (i < end && tk(m, i) == TOK_COLONCOLON)   /* ([basic.lookup.qual]) */
            s = in ? lookup_qualified_scope_name(in, id)
                   : lookup_unqualified_scope_name(m->lookup_scope, id);
        else
            s = in ? lookup_qualified(in, id) : lookup_unqualified(m->lookup_scope, id);
        while (s && s->kind == SYM_USING)
            s = s->target;
        if (!s)
            return NULL;
        if (i == end)
            break;
        if (tk(m, i) != TOK_COLONCOLON)
            return NULL;
        i++;
        in = symbol_scope(s);
        if (!in)
            return NULL;
    }
    return s && (s->kind == SYM_ENUMERATOR || s->kind == SYM_VARIABLE) && i == end ? s : NULL;
}

/* The value of a constant variable v initialized by [-]literal, maybe in
 * parentheses or braces or under static_cast<T>(...) or T(...)
 * (`constexpr size_t dynamic_extent = static_cast<size_t>(-1);`). */
static bool variable_value(struct mg *m, struct symbol *v, long long *out)
{
    uint32_t i = v->tok + 1;
    if (tk(m, i) != TOK_ASSIGN && tk(m, i) != TOK_LBRACE)
        return false;
    bool is_const = false;   /* const or constexpr before the name */
    for (uint32_t j = v->tok; j > 0 && v->tok - j < 32; j--) {
        int k = tk(m, j - 1);
        if (k == TOK_CONSTEXPR || k == TOK_CONST)
            is_const = true;
        if (k == TOK_SEMI || k == TOK_LBRACE || k == TOK_RBRACE)
            break;
    }
    if (!is_const)
        return false;
    if (tk(m, i) == TOK_ASSIGN)
        i++;
    int opened = 0;
    for (int guard = 0; guard < 8; guard++) {
        if (tk(m, i) == TOK_STATIC_CAST && tk(m, i + 1) == TOK_LT) {
            uint32_t end = arg_end(m, i + 2);
            if (!end || tk(m, end) != TOK_GT)
                return false;
            i = end + 1;
        } else if (tk(m, i) == TOK_IDENTIFIER && tk(m, i + 1) == TOK_LPAREN) {
            i++;   /* T(...) */
        } else if (tk(m, i) == TOK_LPAREN || tk(m, i) == TOK_LBRACE) {
            i++;
            opened++;
        } else {
            break;
        }
    }
    bool neg = false;
    if (tk(m, i) == TOK_MINUS) {
        neg = true;
        i++;
    }
    if (tk(m, i) != TOK_INT_LITERAL)
        return false;
    struct targ t;
    uint32_t save = m->pos;
    m->pos = i;
    bool ok = read_value(m, i + 1, &t);
    m->pos = save;
    if (!ok)
        return false;
    i++;
    for (int k = 0; k < opened + 8 && (tk(m, i) == TOK_RPAREN || tk(m, i) == TOK_RBRACE); k++)
        i++;
    if (tk(m, i) != TOK_SEMI && tk(m, i) != TOK_COMMA)
        return false;
    *out = neg ? -(long long)t.value : (long long)t.value;
    return true;
}

/* The value of enumerator e, from its enumeration's tokens: each
 * enumerator is its [-]literal initializer, an earlier enumerator (plus
 * or minus a literal), or the previous one plus 1. */
static bool enumerator_value(struct mg *m, struct symbol *e, long long *out)
{
    /* back to the `{` of the enum body */
    uint32_t i = e->tok;
    int depth = 0;
    for (int guard = 0; guard < 100000; guard++) {
        if (i == 0)
            return false;
        int k = tk(m, --i);
        if (k == TOK_RPAREN || k == TOK_RBRACE || k == TOK_RBRACKET)
            depth++;
        else if (k == TOK_LPAREN || k == TOK_LBRACKET)
            depth--;
        else if (k == TOK_LBRACE) {
            if (depth == 0)
                break;
            depth--;
        } else if (k == TOK_SEMI && depth == 0)
            return false;
    }
    if (tk(m, i) != TOK_LBRACE)
        return false;
    struct { struct ident *id; long long v; } seen[256];
    int nseen = 0;
    long long next = 0;
    uint32_t pos = i + 1;
    for (int guard = 0; guard < 256; guard++) {
        if (tk(m, pos) == TOK_RBRACE)
            return false;
        if (tk(m, pos) != TOK_IDENTIFIER)
            return false;
        uint32_t name = pos++;
        long long v = next;
        if (tk(m, pos) == TOK_ASSIGN) {
            pos++;
            bool neg = false, have = false;
            long long base = 0;
            if (tk(m, pos) == TOK_LPAREN && tk(m, pos + 2) == TOK_RPAREN) {
                /* (literal) */
                pos++;
            }
            if (tk(m, pos) == TOK_MINUS) {
                neg = true;
                pos++;
            }
            if (tk(m, pos) == TOK_INT_LITERAL) {
                struct targ t;
                uint32_t save = m->pos;
                m->pos = pos;
                have = read_value(m, pos + 1, &t);
                m->pos = save;
                base = (long long)t.value;
                pos++;
            } else if (tk(m, pos) == TOK_IDENTIFIER && !neg) {
                struct ident *id = tk_ident(m, pos);
                for (int j = 0; j < nseen && !have; j++)
                    if (seen[j].id == id) {
                        base = seen[j].v;
                        have = true;
                    }
                pos++;
            }
            if (tk(m, pos) == TOK_RPAREN)
                pos++;
            if (!have)
                return false;
            v = neg ? -base : base;
            if ((tk(m, pos) == TOK_PLUS || tk(m, pos) == TOK_MINUS) &&
                tk(m, pos + 1) == TOK_INT_LITERAL) {
                bool minus = tk(m, pos) == TOK_MINUS;
                struct targ t;
                uint32_t save = m->pos;
                m->pos = pos + 1;
                have = read_value(m, pos + 2, &t);
                m->pos = save;
                if (!have)
                    return false;
                v += minus ? -(long long)t.value : (long long)t.value;
                pos += 2;
            }
        }
        if (name == e->tok) {
            *out = v;
            return true;
        }
        seen[nseen].id = tk_ident(m, name);
        seen[nseen++].v = v;
        next = v + 1;
        if (tk(m, pos) == TOK_COMMA)
            pos++;
        else
            return false;
    }
    return false;
}

/* An integral value argument at m->pos ([-]literal, true, false) ending
 * at `end`; false if it is something else. */
static bool read_value(struct mg *m, uint32_t end, struct targ *a)
{
    uint32_t i = m->pos;
    a->negative = false;
    if (tk(m, i) == TOK_TRUE || tk(m, i) == TOK_FALSE) {
        a->value = tk(m, i) == TOK_TRUE;
        m->pos = i + 1;
        return m->pos == end;
    }
    if (tk(m, i) == TOK_IDENTIFIER && i + 1 == end) {
        struct ident *id = tk_ident(m, i);
        for (int b = 0; b < m->nbind; b++)
            if (m->bind_names[b] == id && !m->bind_args[b].type) {
                a->value = m->bind_args[b].value;
                a->negative = m->bind_args[b].negative;
                m->pos = end;
                return true;
            }
    }
    if (tk(m, i) == TOK_IDENTIFIER || tk(m, i) == TOK_COLONCOLON) {
        /* an enumerator, maybe qualified */
        struct symbol *e = read_value_name(m, end);
        long long v;
        if (!e || !(e->kind == SYM_ENUMERATOR ? enumerator_value(m, e, &v)
                                              : variable_value(m, e, &v)))
            return false;
        a->negative = v < 0;
        a->value = v < 0 ? (unsigned long long)-v : (unsigned long long)v;
        m->pos = end;
        return true;
    }
    if (tk(m, i) == TOK_MINUS) {
        a->negative = true;
        i++;
    }
    if (tk(m, i) != TOK_INT_LITERAL || i + 1 != end)
        return false;
    const struct token *t = lexer_token(m->lx, i);
    char tmp[64];
    size_t n = 0;
    const char *text = lexer_text(m->lx, t);
    for (uint32_t j = 0; j < t->len && n + 1 < sizeof tmp; j++)
        if (text[j] != '\'')
            tmp[n++] = text[j];
    tmp[n] = '\0';
    char *stop;
    if (n > 2 && tmp[0] == '0' && (tmp[1] == 'b' || tmp[1] == 'B'))
        a->value = strtoull(tmp + 2, &stop, 2);
    else
        a->value = strtoull(tmp, &stop, 0);
    for (; *stop; stop++)
        if (!strchr("uUlLzZ", *stop))
            return false;
    if (a->value == 0)
        a->negative = false;
    m->pos = i + 1;
    return true;
}

/* A negative value converted to its parameter's unsigned type
 * (F<-1> with template<unsigned N>: 4294967295). */
static void convert_value(struct targ *a)
{
    if (!a->negative || !a->code || a->code[1])
        return;
    int bits = 0;
    switch (a->code[0]) {
    case 'h': bits = 8; break;
    case 't': bits = 16; break;
    case 'j': bits = 32; break;
    case 'm': case 'y': bits = 64; break;
    case 'b': a->negative = false; a->value = a->value != 0; return;
    default: return;
    }
    unsigned long long v = 0 - a->value;
    if (bits < 64)
        v &= (1ull << bits) - 1;
    a->value = v;
    a->negative = false;
}

/* The type of a value argument a of parameter p (args: the arguments
 * before it); false if it cannot be named. */
static bool value_type(const struct tparam *p, const struct targ *args, struct targ *a)
{
    a->code = p->code;
    a->vtype = p->vtype;
    if (p->type_of >= 0) {
        const struct ty *t = args[p->type_of].type;
        if (!t || t->cv)
            return false;
        if (t->kind == TY_BUILTIN && integral_code(t->code))
            a->code = t->code;
        else if (t->kind == TY_NAMED && t->is_enum && !t->ntargs)
            a->vtype = (struct ty *)t;
        else
            return false;
    }
    convert_value(a);
    return true;
}

/* The pack bound to the name at token i, or NULL. */
static const struct targ *bound_pack(struct mg *m, uint32_t i)
{
    struct ident *id = tk_ident(m, i);
    for (int b = 0; b < m->nbind; b++)
        if (m->bind_names[b] == id)
            return m->bind_args[b].pack ? &m->bind_args[b] : NULL;
    return NULL;
}

/* One template argument at m->pos for parameter p (a pack's element for
 * a pack), names looked up from scope. */
static bool read_arg(struct mg *m, const struct tparam *p, const struct targ *args,
                     struct scope *scope, struct targ *a)
{
    memset(a, 0, sizeof *a);
    if (p->is_type) {
        a->type = read_declspecs(m, scope, NULL);
        if (a->type)
            a->type = read_declarator(m, a->type, scope, NULL);
        return !m->fail && a->type;
    }
    uint32_t end = arg_end(m, m->pos);
    m->lookup_scope = scope;
    if (!end || !read_value(m, end, a) || !value_type(p, args, a)) {
        m->fail = true;
        return false;
    }
    return true;
}

/* a becomes the pack of elems[0..n), stored in m's pool. */
static bool pack_args(struct mg *m, struct targ *a, const struct targ *elems, unsigned n)
{
    memset(a, 0, sizeof *a);
    if (m->ntargs + n > MG_TARGS) {
        m->fail = true;
        return false;
    }
    a->pack = true;
    a->elems = &m->targs[m->ntargs];
    if (n)
        memcpy(a->elems, elems, n * sizeof elems[0]);
    m->ntargs += n;
    a->nelems = n;
    return true;
}

/* The type alias template tmpl names for its arguments args: the type
 * after its `=`, read with its parameters bound to the arguments
 * (template<class T> using vec3 = array<T, 3>). */
static struct ty *alias_type(struct mg *m, struct symbol *tmpl, const struct tparam *ps, int np,
                             struct targ *args)
{
    uint32_t at = tmpl->tok;
    if (tk(m, at + 1) != TOK_ASSIGN) {
        m->fail = true;
        return NULL;
    }
    struct bind_save save;
    struct ident *names[32];
    bind_enter(m, &save, at + 2, ps, np, args, names);
    struct ty *t = read_declspecs(m, tmpl->parent, NULL);
    if (t)
        t = read_declarator(m, t, tmpl->parent, NULL);
    if (!t || tk(m, m->pos) != TOK_SEMI)
        m->fail = true;
    bind_leave(m, &save);
    return m->fail ? NULL : t;
}

/* tmpl<args> at m->pos (the `<`), names looked up from scope. */
static struct ty *template_id(struct mg *m, struct symbol *tmpl, struct scope *scope)
{
    struct tparam ps[32];
    int np = template_params(m, tmpl, ps, 32);
    if (np < 0 || !tmpl->id || !named_ok(m, tmpl->parent)) {
        m->fail = true;
        return NULL;
    }
    struct targ args[32];
    int na = 0;
    m->pos++;   /* < */
    while (!m->fail && !at_gt(m)) {
        if (na == np) {
            m->fail = true;
            return NULL;
        }
        struct targ *a = &args[na];
        memset(a, 0, sizeof *a);
        if (ps[na].pack) {
            /* the rest of the arguments */
            struct targ elems[32];
            unsigned ne = 0;
            while (!m->fail && !at_gt(m)) {
                if (tk(m, m->pos) == TOK_IDENTIFIER && tk(m, m->pos + 1) == TOK_ELLIPSIS) {
                    /* a bound pack expanded: its elements */
                    const struct targ *bp = bound_pack(m, m->pos);
                    if (!bp) {
                        m->fail = true;
                        return NULL;
                    }
                    for (unsigned e = 0; e < bp->nelems; e++) {
                        if (ne == 32 || !bp->elems[e].type != !ps[na].is_type) {
                            m->fail = true;
                            return NULL;
                        }
                        elems[ne] = bp->elems[e];
                        if (!ps[na].is_type && !value_type(&ps[na], args, &elems[ne])) {
                            m->fail = true;
                            return NULL;
                        }
                        ne++;
                    }
                    m->pos += 2;
                } else {
                    if (ne == 32 || !read_arg(m, &ps[na], args, scope, &elems[ne])) {
                        m->fail = true;
                        return NULL;
                    }
                    ne++;
                }
                if (tk(m, m->pos) == TOK_COMMA)
                    m->pos++;
                else if (!at_gt(m))
                    m->fail = true;
            }
            if (m->fail || !pack_args(m, a, elems, ne))
                return NULL;
            na++;
            break;
        }
        if (!read_arg(m, &ps[na], args, scope, a))
            return NULL;
        na++;
        if (tk(m, m->pos) == TOK_COMMA)
            m->pos++;
        else if (!at_gt(m))
            m->fail = true;
    }
    if (m->fail)
        return NULL;
    eat_gt(m);
    /* default arguments */
    for (; na < np; na++) {
        struct tparam *p = &ps[na];
        struct targ *a = &args[na];
        memset(a, 0, sizeof *a);
        if (p->pack) {   /* empty */
            if (!pack_args(m, a, NULL, 0))
                return NULL;
            continue;
        }
        if (!p->def_begin) {
            m->fail = true;
            return NULL;
        }
        /* earlier parameters named in the default stand for their arguments */
        struct bind_save save;
        struct ident *names[32];
        bind_enter(m, &save, p->def_begin, ps, na, args, names);
        if (p->is_type) {
            a->type = read_declspecs(m, tmpl->parent, NULL);
            if (a->type)
                a->type = read_declarator(m, a->type, tmpl->parent, NULL);
            if (m->pos != p->def_end)
                m->fail = true;
        } else {
            m->lookup_scope = tmpl->parent;
            if (!read_value(m, p->def_end, a))
                m->fail = true;
            if (!value_type(p, args, a))
                m->fail = true;
        }
        bind_leave(m, &save);
        if (m->fail)
            return NULL;
    }
    if (tmpl->kind == SYM_ALIAS_TEMPLATE)
        return alias_type(m, tmpl, ps, np, args);
    if (m->ntargs + (unsigned)np > MG_TARGS) {
        m->fail = true;
        return NULL;
    }
    struct ty *t = ty_new(m, TY_NAMED);
    t->name = tmpl->id->name;
    t->where = tmpl->parent;
    t->targs = &m->targs[m->ntargs];
    memcpy(t->targs, args, (size_t)np * sizeof args[0]);
    m->ntargs += (unsigned)np;
    t->ntargs = (unsigned)np;
    return t;
}

/* A typedef's type, from its declaration's tokens. */
static struct ty *typedef_type(struct mg *m, struct symbol *s)
{
    if (s->tok == 0) {   /* predeclared (parse.c) */
        if (strcmp(s->id->name, "__int128_t") == 0)
            return ty_builtin(m, "n");
        if (strcmp(s->id->name, "__uint128_t") == 0)
            return ty_builtin(m, "o");
        m->fail = true;
        return NULL;
    }
    if (m->typedef_depth > 16 || !s->parent) {
        m->fail = true;
        return NULL;
    }
    uint32_t saved = m->pos;
    m->typedef_depth++;
    struct ty *t = NULL;
    uint32_t at = s->tok;
    if (at >= 1 && tk(m, at - 1) == TOK_USING && tk(m, at + 1) == TOK_ASSIGN) {
        m->pos = at + 2;
        t = read_declspecs(m, s->parent, NULL);
        if (t)
            t = read_declarator(m, t, s->parent, NULL);
        if (t && tk(m, m->pos) != TOK_SEMI)
            m->fail = true;
    } else {
        /* back to the `typedef` of this declaration */
        uint32_t i = at;
        int depth = 0;
        bool found = false;
        for (int guard = 0; guard < 100000 && i > 0; guard++) {
            int k = tk(m, --i);
            if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE)
                depth++;
            else if (k == TOK_LPAREN && depth == 0)
                continue;   /* typedef void (*name)(int) */
            else if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE) {
                if (depth == 0)
                    break;
                depth--;
            } else if (depth == 0 && k == TOK_SEMI) {
                break;
            } else if (depth == 0 && k == TOK_TYPEDEF) {
                found = true;
                break;
            }
        }
        if (!found) {
            m->fail = true;
        } else {
            m->pos = i + 1;
            struct ty *base = read_declspecs(m, s->parent, s);
            for (int guard = 0; base && !m->fail && guard < 256; guard++) {
                uint32_t name = 0;
                struct ty *d = read_declarator(m, base, s->parent, &name);
                if (!d || m->fail)
                    break;
                if (name == at) {
                    t = d;
                    break;
                }
                if (tk(m, m->pos) != TOK_COMMA) {
                    m->fail = true;
                    break;
                }
                m->pos++;
            }
        }
    }
    m->typedef_depth--;
    m->pos = saved;
    if (m->fail)
        return NULL;
    return t;
}

/* The type member typedef id of the class template specialization that
 * typedef s names (`using Stride = Coord<1, long>;` and Stride::Index,
 * Coord's `using Index = Index_;`): read with Coord's parameters bound to
 * the arguments (observed: cudafe++ mangles what it stands for, `l`).
 * NULL, m->fail clear, when s names no such specialization; m->fail when
 * it does and the member is not certain: the template has partial or
 * explicit specializations, id is no typedef of its primary template's
 * own scope, its parameters or arguments cannot be read. */
static struct ty *specialization_member(struct mg *m, struct symbol *s, struct ident *id)
{
    while (s && s->kind == SYM_USING)
        s = s->target;
    if (!s || s->kind != SYM_TYPEDEF || !id)
        return NULL;
    struct ty *t = typedef_type(m, s);
    if (m->fail || !t) {
        m->fail = false;   /* (the qualifier is read the other way) */
        return NULL;
    }
    if (t->kind != TY_NAMED || !t->ntargs || t->cv || !t->where)
        return NULL;
    struct symbol *tmpl = NULL;
    for (struct symbol *o = scope_find_local(t->where, ident_intern(m->il->idents, t->name, strlen(t->name))); o; o = o->next)
        if (o->kind == SYM_CLASS_TEMPLATE)
            tmpl = o;
    if (!tmpl || !tmpl->members || tmpl->specs) {
        m->fail = true;
        return NULL;
    }
    struct symbol *mem = scope_find_local(tmpl->members, id);
    while (mem && mem->kind != SYM_TYPEDEF)
        mem = mem->next;
    struct tparam ps[32];
    int np = mem ? template_params(m, tmpl, ps, 32) : -1;
    if (np != (int)t->ntargs) {
        m->fail = true;
        return NULL;
    }
    for (int j = 0; j < np; j++)
        if (ps[j].pack || !ps[j].name) {
            m->fail = true;
            return NULL;
        }
    struct bind_save save;
    struct ident *names[32];
    bind_enter(m, &save, m->pos, ps, np, t->targs, names);
    struct ty *r = typedef_type(m, mem);
    bind_leave(m, &save);
    if (!r)
        m->fail = true;
    return m->fail ? NULL : r;
}

/* ---- emission ---- */

static void key_of(const struct ty *t, struct buf *b);

static void key_targ(const struct targ *a, struct buf *b)
{
    if (a->pack) {
        buf_str(b, "J");
        for (unsigned i = 0; i < a->nelems; i++)
            key_targ(&a->elems[i], b);
        buf_str(b, "E");
    } else if (a->type) {
        key_of(a->type, b);
    } else {
        char tmp[64];
        buf_str(b, "L");
        if (a->vtype)
            key_of(a->vtype, b);
        snprintf(tmp, sizeof tmp, "%s%s%lluE", a->vtype ? "" : a->code, a->negative ? "n" : "",
                 a->value);
        buf_str(b, tmp);
    }
}

static void key_unqualified(const struct ty *t, struct buf *b)
{
    switch ((enum ty_kind)t->kind) {
    case TY_BUILTIN: buf_str(b, t->code); break;
    case TY_NAMED: {
        char tmp[64];
        snprintf(tmp, sizeof tmp, "@%p:", (void *)t->where);
        buf_str(b, tmp);
        buf_str(b, t->name);
        buf_str(b, ";");
        if (t->ntargs) {
            buf_str(b, "I");
            for (unsigned i = 0; i < t->ntargs; i++)
                key_targ(&t->targs[i], b);
            buf_str(b, "E");
        }
        break;
    }
    case TY_PTR: buf_str(b, "P"); key_of(t->inner, b); break;
    case TY_LREF: buf_str(b, "R"); key_of(t->inner, b); break;
    case TY_RREF: buf_str(b, "O"); key_of(t->inner, b); break;
    case TY_ARRAY: buf_num(b, "A%lu_", t->size); key_of(t->inner, b); break;
    case TY_MEMPTR: buf_str(b, "M"); key_of(t->cls, b); key_of(t->inner, b); break;
    case TY_FUNC:
        buf_num(b, "F%lu", t->fcv);
        key_of(t->inner, b);
        for (unsigned i = 0; i < t->nparams; i++)
            key_of(t->params[i], b);
        buf_str(b, t->variadic ? "zE" : "E");
        break;
    }
}

static const char *cv_letters(unsigned cv)
{
    static const char *const l[] = { "", "K", "V", "VK", "r", "rK", "rV", "rVK" };
    return l[cv & 7];
}

static void key_of(const struct ty *t, struct buf *b)
{
    buf_str(b, cv_letters(t->cv));
    key_unqualified(t, b);
}

static char *key_str(const struct ty *t)
{
    struct buf b = { 0 };
    key_of(t, &b);
    return b.s;
}

static char *scope_key(struct scope *s)
{
    char tmp[64];
    snprintf(tmp, sizeof tmp, "@%p:", (void *)s->owner->parent);
    struct buf b = { 0 };
    buf_str(&b, tmp);
    buf_str(&b, s->owner->id->name);
    buf_str(&b, ";");
    return b.s;
}

/* Is key a candidate already?  Writes S<seq>_ if so. */
static bool try_sub(struct mg *m, const char *key)
{
    for (unsigned i = 0; i < m->nsubs; i++)
        if (strcmp(m->subs[i], key) == 0) {
            if (i == 0) {
                buf_str(&m->out, "S_");
            } else {
                char tmp[16];
                unsigned v = i - 1;
                int n = 0;
                char digits[16];
                do {
                    unsigned d = v % 36;
                    digits[n++] = (char)(d < 10 ? '0' + d : 'A' + d - 10);
                    v /= 36;
                } while (v);
                int j = 0;
                tmp[j++] = 'S';
                while (n)
                    tmp[j++] = digits[--n];
                tmp[j++] = '_';
                tmp[j] = '\0';
                buf_str(&m->out, tmp);
            }
            return true;
        }
    return false;
}

static bool has_sub(struct mg *m, const char *key)
{
    for (unsigned i = 0; i < m->nsubs; i++)
        if (strcmp(m->subs[i], key) == 0)
            return true;
    return false;
}

static void add_sub(struct mg *m, char *key)
{
    if (m->nsubs == MG_SUBS) {
        m->fail = true;
        free(key);
        return;
    }
    m->subs[m->nsubs++] = key;
}

/* <source-name>; a name starting with a space is written verbatim
 * (constructor, destructor and operator names: " C1", " eq"). */
static void source_name(struct mg *m, const char *name)
{
    if (name[0] == ' ') {
        buf_str(&m->out, name + 1);
        return;
    }
    buf_num(&m->out, "%lu", (unsigned long)strlen(name));
    buf_str(&m->out, name);
}

static bool is_std(struct scope *s)
{
    return s && s->kind == SCOPE_NAMESPACE && s->parent && outer(s) && !outer(s)->parent &&
           s->owner && s->owner->id && strcmp(s->owner->id->name, "std") == 0;
}

static void emit_type(struct mg *m, const struct ty *t);

static void emit_targ(struct mg *m, const struct targ *a)
{
    if (a->pack) {
        buf_str(&m->out, "J");
        for (unsigned i = 0; i < a->nelems; i++)
            emit_targ(m, &a->elems[i]);
        buf_str(&m->out, "E");
    } else if (a->type) {
        emit_type(m, a->type);
    } else {
        buf_str(&m->out, "L");
        if (a->vtype)
            emit_type(m, a->vtype);
        else
            buf_str(&m->out, a->code);
        char tmp[32];
        snprintf(tmp, sizeof tmp, "%s%llu", a->negative ? "n" : "", a->value);
        buf_str(&m->out, tmp);
        buf_str(&m->out, "E");
    }
}

static void emit_targs(struct mg *m, const struct ty *tid)
{
    buf_str(&m->out, "I");
    for (unsigned i = 0; i < tid->ntargs; i++)
        emit_targ(m, &tid->targs[i]);
    buf_str(&m->out, "E");
}

/* The name `name` declared in scope `where`: <unscoped-name> or
 * <nested-name>, with substitutions.  key: the name's candidate key
 * (NULL: a function or variable name, not a candidate).  cvq: a member
 * function's cv-qualifiers (inside N...E).  tid: a class template
 * specialization (key names the template; its arguments follow the name,
 * and the whole template-id is a candidate too: full_key). */
static void emit_name(struct mg *m, struct scope *where, const char *name, char *key,
                      unsigned cvq, const struct ty *tid, char *full_key)
{
    struct scope *chain[32];
    int n = 0;
    for (struct scope *s = where; s && s->parent; s = outer(s)) {
        if (n == 32 || !named_ok(m, s)) {
            m->fail = true;
            free(key);
            free(full_key);
            return;
        }
        chain[n++] = s;
    }
    bool std1 = n == 1 && is_std(chain[0]) && !cvq && !m->prefix;
    bool had_prefix = m->prefix != NULL;
    if (key && has_sub(m, key)) {
        bool nested = tid && n > 0 && !std1;   /* N <substitution> I...E E */
        if (nested)
            buf_str(&m->out, "N");
        try_sub(m, key);
        free(key);
        if (tid) {
            emit_targs(m, tid);
            add_sub(m, full_key);
        }
        if (nested)
            buf_str(&m->out, "E");
        return;
    }
    if (tid && std1 && (strcmp(name, "allocator") == 0 || strcmp(name, "basic_string") == 0)) {
        buf_str(&m->out, name[0] == 'a' ? "Sa" : "Sb");
        free(key);
        emit_targs(m, tid);
        add_sub(m, full_key);
        return;
    }
    /* chain[n-1] is the outermost */
    if (n == 0 || std1) {
        if (n == 1)
            buf_str(&m->out, "St");
        source_name(m, name);
        if (key)
            add_sub(m, key);
        if (tid) {
            emit_targs(m, tid);
            add_sub(m, full_key);
        }
        return;
    }
    buf_str(&m->out, "N");
    buf_str(&m->out, cv_letters(cvq));
    if (m->prefix) {
        source_name(m, m->prefix);
        m->prefix = NULL;
    }
    int start = n - 1;   /* the next component to write */
    for (int j = 0; j < n; j++) {   /* the longest substitutable prefix */
        char *k = scope_key(chain[j]);
        bool hit = false;
        for (unsigned i = 0; i < m->nsubs && !hit; i++)
            hit = strcmp(m->subs[i], k) == 0;
        if (hit) {
            try_sub(m, k);
            start = j - 1;
            free(k);
            break;
        }
        free(k);
    }
    if (start == n - 1 && is_std(chain[n - 1]) && !had_prefix) {
        /* std itself is not a candidate; std::x is */
        buf_str(&m->out, "St");
        start = n - 2;
    }
    for (int j = start; j >= 0; j--) {
        source_name(m, m->anon_name && is_anonymous_namespace(chain[j]) ? m->anon_name
                                                                        : chain[j]->owner->id->name);
        add_sub(m, scope_key(chain[j]));
    }
    source_name(m, name);
    if (key)
        add_sub(m, key);
    if (tid) {
        emit_targs(m, tid);
        add_sub(m, full_key);
    }
    buf_str(&m->out, "E");
}



static void emit_unqualified(struct mg *m, const struct ty *t)
{
    if (t->kind == TY_BUILTIN) {
        buf_str(&m->out, t->code);
        return;
    }
    struct ty u = *t;
    u.cv = 0;
    if (t->kind == TY_NAMED) {
        if (!t->ntargs) {
            emit_name(m, t->where, t->name, key_str(&u), 0, NULL, NULL);
            return;
        }
        char *full = key_str(&u);
        if (try_sub(m, full)) {
            free(full);
            return;
        }
        u.ntargs = 0;
        emit_name(m, t->where, t->name, key_str(&u), 0, t, full);
        return;
    }
    char *key = key_str(&u);
    if (try_sub(m, key)) {
        free(key);
        return;
    }
    switch ((enum ty_kind)t->kind) {
    case TY_PTR: buf_str(&m->out, "P"); emit_type(m, t->inner); break;
    case TY_LREF: buf_str(&m->out, "R"); emit_type(m, t->inner); break;
    case TY_RREF: buf_str(&m->out, "O"); emit_type(m, t->inner); break;
    case TY_ARRAY:
        if (t->size)
            buf_num(&m->out, "A%lu_", t->size);
        else
            buf_str(&m->out, "A_");
        emit_type(m, t->inner);
        break;
    case TY_MEMPTR:
        buf_str(&m->out, "M");
        emit_type(m, t->cls);
        if (t->inner->kind == TY_FUNC && t->inner->fcv) {
            /* the member function type's cv: K F...E, a candidate of its own */
            buf_str(&m->out, cv_letters(t->inner->fcv));
        }
        emit_type(m, t->inner);
        break;
    case TY_FUNC:
        buf_str(&m->out, "F");
        emit_type(m, t->inner);
        if (t->nparams == 0 && !t->variadic)
            buf_str(&m->out, "v");
        for (unsigned i = 0; i < t->nparams; i++)
            emit_type(m, t->params[i]);
        if (t->variadic)
            buf_str(&m->out, "z");
        buf_str(&m->out, "E");
        break;
    default:
        break;
    }
    add_sub(m, key);
}

static void emit_type(struct mg *m, const struct ty *t)
{
    if (!t->cv) {
        emit_unqualified(m, t);
        return;
    }
    char *key = key_str(t);
    if (try_sub(m, key)) {
        free(key);
        return;
    }
    buf_str(&m->out, cv_letters(t->cv));
    emit_unqualified(m, t);
    add_sub(m, key);
}

/* ---- declarations ---- */

static bool in_anonymous_namespace(const struct scope *s)
{
    for (; s; s = s->parent)
        if (s->owner && s->owner->id && s->owner->id->name[0] == '<')
            return true;
    return false;
}

static char *plain(const struct il_node *n)
{
    return xstrdup(n->name);
}

/* The <operator-name> of the operator spelled by tokens [b, e), with
 * `arity` operands (the implicit object counts), as " xx"; NULL for
 * conversion functions, literal operators and anything unknown. */
static const char *operator_name(struct lexer *lx, uint32_t b, uint32_t e, unsigned arity)
{
    static const struct { int kind; const char *unary, *binary; } ops[] = {
        { TOK_PLUS, " ps", " pl" }, { TOK_MINUS, " ng", " mi" }, { TOK_STAR, " de", " ml" },
        { TOK_AMP, " ad", " an" }, { TOK_SLASH, NULL, " dv" }, { TOK_PERCENT, NULL, " rm" },
        { TOK_TILDE, " co", NULL }, { TOK_PIPE, NULL, " or" }, { TOK_CARET, NULL, " eo" },
        { TOK_ASSIGN, NULL, " aS" }, { TOK_PLUS_ASSIGN, NULL, " pL" },
        { TOK_MINUS_ASSIGN, NULL, " mI" }, { TOK_STAR_ASSIGN, NULL, " mL" },
        { TOK_SLASH_ASSIGN, NULL, " dV" }, { TOK_PERCENT_ASSIGN, NULL, " rM" },
        { TOK_AMP_ASSIGN, NULL, " aN" }, { TOK_PIPE_ASSIGN, NULL, " oR" },
        { TOK_CARET_ASSIGN, NULL, " eO" }, { TOK_LSHIFT, NULL, " ls" },
        { TOK_RSHIFT, NULL, " rs" }, { TOK_LSHIFT_ASSIGN, NULL, " lS" },
        { TOK_RSHIFT_ASSIGN, NULL, " rS" }, { TOK_EQEQ, NULL, " eq" }, { TOK_NOTEQ, NULL, " ne" },
        { TOK_LT, NULL, " lt" }, { TOK_GT, NULL, " gt" }, { TOK_LE, NULL, " le" },
        { TOK_GE, NULL, " ge" }, { TOK_SPACESHIP, NULL, " ss" }, { TOK_EXCLAIM, " nt", NULL },
        { TOK_AMPAMP, NULL, " aa" }, { TOK_PIPEPIPE, NULL, " oo" },
        { TOK_PLUSPLUS, " pp", " pp" }, { TOK_MINUSMINUS, " mm", " mm" },
        { TOK_COMMA, NULL, " cm" }, { TOK_ARROWSTAR, NULL, " pm" }, { TOK_ARROW, " pt", NULL },
    };
    if (e <= b)
        return NULL;
    int k0 = lexer_token(lx, b)->kind;
    int k1 = e - b >= 2 ? (int)lexer_token(lx, b + 1)->kind : TOK_EOF;
    if (e - b == 2 && k0 == TOK_LPAREN && k1 == TOK_RPAREN)
        return " cl";
    if (e - b == 2 && k0 == TOK_LBRACKET && k1 == TOK_RBRACKET)
        return " ix";
    if (k0 == TOK_NEW || k0 == TOK_DELETE) {
        bool array = e - b == 3 && k1 == TOK_LBRACKET;
        if (e - b != 1 && !array)
            return NULL;
        return k0 == TOK_NEW ? (array ? " na" : " nw") : (array ? " da" : " dl");
    }
    if (e - b != 1)
        return NULL;
    for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
        if (ops[i].kind == k0) {
            if (arity == 1)
                return ops[i].unary;
            if (arity == 2 || (k0 == TOK_PLUSPLUS || k0 == TOK_MINUSMINUS))
                return ops[i].binary;
            return NULL;
        }
    return NULL;
}

/* n's name; c_names: extern "C" functions get their plain name (else
 * the C++ mangling, to tell overloads apart). */
static bool const_variable(struct lexer *lx, const struct il_node *n);

static char *mangle_1(struct lexer *lx, const struct il_list *il, const struct il_node *n,
                      bool c_names, const char *module_id)
{
    if (!il->idents || !il->global || !n->has_pos || !*n->name || !n->scope)
        return NULL;
    if (n->kind != IL_routine && n->kind != IL_variable)
        return NULL;
    /* C linkage names a function plainly; a variable in a namespace keeps
     * its mangled name in cudafe++'s module id even when declared
     * extern "C" (observed: namespace N { extern "C" int v = 1; } gives
     * _ZN1N1vE), and one at global scope is plain anyway. */
    if (c_names && (n->flags & IL_F_EXTERN_C) && n->kind == IL_routine &&
        n->scope->kind == SCOPE_NAMESPACE)
        return plain(n);
    if (n->kind == IL_routine && strcmp(n->name, "main") == 0 && !n->scope->parent)
        return plain(n);
    if (n->kind == IL_variable && !n->scope->parent)
        return plain(n);
    if (in_anonymous_namespace(n->scope) && !module_id)
        return NULL;
    /* operators, constructors, destructors: their special names */
    int kind = lexer_token(lx, n->tok)->kind;
    int before = n->tok >= 1 ? lexer_token(lx, n->tok - 1)->kind : TOK_EOF;
    uint32_t op = kind == TOK_OPERATOR ? n->tok : before == TOK_OPERATOR ? n->tok - 1 : 0;
    bool dtor = n->name[0] == '~' || before == TOK_TILDE;
    bool ctor = !op && !dtor && n->scope->kind == SCOPE_CLASS && n->scope->owner &&
                n->scope->owner->id && strcmp(n->scope->owner->id->name, n->name) == 0;
    if ((op || ctor || dtor) && n->kind != IL_routine)
        return NULL;
    if (!op && kind != TOK_IDENTIFIER)
        return NULL;
    if (!op && lexer_token(lx, n->tok + 1)->kind == TOK_LT)
        return NULL;   /* a template-id */

    struct mg *m = xmalloc(sizeof *m);
    memset(m, 0, offsetof(struct mg, subs));
    m->lx = lx;
    m->il = il;
    buf_str(&m->out, "_Z");
    char *result = NULL;
    char *anon = NULL, *internal = NULL;
    if (module_id) {
        /* the device compiler's names: anonymous namespaces are
         * _GLOBAL__N_<id>; a variable of internal linkage (static,
         * const, constexpr, in an anonymous namespace) outside the global
         * scope gets a first component _INTERNAL_<id without its _> */
        anon = xmalloc(strlen(module_id) + 16);
        sprintf(anon, "_GLOBAL__N_%s", module_id);
        m->anon_name = anon;
        if (n->kind == IL_variable && n->scope->kind == SCOPE_NAMESPACE &&
            ((n->flags & (IL_F_STATIC | IL_F_INTERNAL | IL_F_CONSTEXPR)) ||
             in_anonymous_namespace(n->scope) ||
             (!(n->flags & IL_F_EXTERN) && const_variable(lx, n)))) {
            internal = xmalloc(strlen(module_id) + 16);
            sprintf(internal, "_INTERNAL_%s", module_id + (module_id[0] == '_'));
            m->prefix = internal;
        }
    }
    if (n->kind == IL_variable) {
        emit_name(m, n->scope, n->name, NULL, 0, NULL, NULL);
    } else {
        if (lexer_token(lx, n->name_end)->kind != TOK_LPAREN)
            goto done;
        struct ty f = { 0 };
        f.kind = TY_FUNC;
        m->pos = n->name_end + 1;
        read_params(m, n->scope, &f);
        if (m->fail)
            goto done;
        unsigned cvq = 0;
        if (n->scope->kind == SCOPE_CLASS) {
            cvq = read_cv(m);
            if (tk(m, m->pos) == TOK_AMP || tk(m, m->pos) == TOK_AMPAMP)
                goto done;   /* ref-qualified member functions: not covered */
        }
        const char *name = n->name;
        if (ctor)
            name = " C1";   /* the complete-object constructor */
        else if (dtor)
            name = " D1";   /* the complete-object destructor */
        else if (op) {
            unsigned arity = f.nparams + (n->scope->kind == SCOPE_CLASS ? 1 : 0);
            name = operator_name(lx, op + 1, n->name_end, arity);
            if (!name)
                goto done;
        }
        emit_name(m, n->scope, name, NULL, cvq, NULL, NULL);
        if (f.nparams == 0 && !f.variadic)
            buf_str(&m->out, "v");
        for (unsigned i = 0; i < f.nparams && !m->fail; i++)
            emit_type(m, f.params[i]);
        if (f.variadic)
            buf_str(&m->out, "z");
    }
    if (!m->fail)
        result = xstrdup(m->out.s);
done:
    free(anon);
    free(internal);
    for (unsigned i = 0; i < m->nsubs; i++)
        free(m->subs[i]);
    free(m->out.s);
    free(m);
    return result;
}

char *mangle_entity(struct lexer *lx, const struct il_list *il, const struct il_node *n)
{
    return mangle_1(lx, il, n, true, NULL);
}

char *mangle_device_name(struct lexer *lx, const struct il_list *il, const struct il_node *n,
                         const char *module_id, bool rdc)
{
    char *name = mangle_1(lx, il, n, true, module_id);
    if (!name || !rdc)
        return name;
    /* separate compilation: entities of internal linkage get a
     * __nv_static_<len>_<id>_ prefix */
    bool internal = (n->flags & (IL_F_STATIC | IL_F_INTERNAL)) || in_anonymous_namespace(n->scope);
    if (n->kind == IL_variable)
        internal |= (n->flags & IL_F_CONSTEXPR) ||
                    (!(n->flags & IL_F_EXTERN) && const_variable(lx, n));
    if (!internal)
        return name;
    size_t len = strlen(name) + strlen(module_id) + 40;
    char *full = xmalloc(len);
    snprintf(full, len, "__nv_static_%zu_%s_%s", strlen(module_id), module_id, name);
    free(name);
    return full;
}

/* ---- the module id's entity ---- */

/* Does the declaration of n say `inline` (or constexpr/consteval) or
 * __attribute__((weak))?  Looks at its tokens from its first
 * decl-specifier (and attributes just before it) to its name. */
static void decl_words(struct lexer *lx, const struct il_node *n, bool *is_inline, bool *weak)
{
    uint32_t from = n->first_tok;
    /* attributes right before the first decl-specifier: __attribute__((...)), [[...]] */
    for (;;) {
        int last = from >= 1 ? (int)lexer_token(lx, from - 1)->kind : TOK_EOF;
        if (last != TOK_RPAREN && last != TOK_RBRACKET)
            break;
        int open = last == TOK_RPAREN ? TOK_LPAREN : TOK_LBRACKET;
        int depth = 0;
        uint32_t u = from - 1;
        bool matched = false;
        for (;; u--) {
            int k = lexer_token(lx, u)->kind;
            if (k == last)
                depth++;
            else if (k == open && --depth == 0) {
                matched = true;
                break;
            }
            if (u == 0)
                break;
        }
        if (!matched)
            break;
        if (last == TOK_RPAREN && u >= 1 && lexer_token(lx, u - 1)->kind == TOK_ATTRIBUTE)
            from = u - 1;
        else if (last == TOK_RBRACKET && lexer_token(lx, u + 1)->kind == TOK_LBRACKET)
            from = u;
        else
            break;
    }
    uint32_t to = n->body_tok ? n->body_tok : n->init_tok ? n->init_tok : n->tok + 1;
    if (to < n->tok + 1)
        to = n->tok + 1;
    int attr_depth = -1, depth = 0;
    for (uint32_t i = from; i < to; i++) {
        const struct token *t = lexer_token(lx, i);
        switch (t->kind) {
        case TOK_INLINE: case TOK_CONSTEXPR: case TOK_CONSTEVAL:
            if (i < n->tok)
                *is_inline = true;
            break;
        case TOK_ATTRIBUTE:
            attr_depth = depth;
            break;
        case TOK_LPAREN: case TOK_LBRACKET:
            if (t->kind == TOK_LBRACKET && attr_depth < 0 &&
                lexer_token(lx, i + 1)->kind == TOK_LBRACKET)
                attr_depth = depth;   /* [[...]] */
            depth++;
            break;
        case TOK_RPAREN: case TOK_RBRACKET:
            if (--depth == attr_depth)
                attr_depth = -1;
            break;
        case TOK_IDENTIFIER:
            if (attr_depth >= 0 && depth > attr_depth &&
                ((t->len == 4 && memcmp(lexer_text(lx, t), "weak", 4) == 0) ||
                 (t->len == 8 && memcmp(lexer_text(lx, t), "__weak__", 8) == 0)))
                *weak = true;
            break;
        default:
            break;
        }
    }
}

/* Whether the declarator of n has a pointer or reference part before its
 * name (not only array bounds after it). */
static bool pointer_declarator(struct lexer *lx, const struct il_node *n)
{
    int depth = 0;
    for (uint32_t i = n->first_tok; i < n->tok; i++) {
        int k = lexer_token(lx, i)->kind;
        if (k == TOK_LPAREN)
            depth++;
        else if (k == TOK_RPAREN)
            depth--;
        else if (depth == 0 && (k == TOK_STAR || k == TOK_AMP || k == TOK_AMPAMP))
            return true;
    }
    return false;
}

/* Is the variable n itself const and not volatile (top-level), so of
 * internal linkage at namespace scope unless extern?  An array of const
 * elements is const ([basic.type.qualifier]). */
static bool const_variable(struct lexer *lx, const struct il_node *n)
{
    bool c = false, v = false;
    if (!(n->flags & IL_F_PTR) || !pointer_declarator(lx, n)) {
        for (uint32_t i = n->first_tok; i < n->tok; i++) {
            int k = lexer_token(lx, i)->kind;
            c |= k == TOK_CONST;
            v |= k == TOK_VOLATILE;
        }
        return c && !v;   /* const volatile has external linkage */
    }
    /* int *const p: cv right before the name, after the last `*` */
    for (uint32_t i = n->tok; i > n->first_tok; i--) {
        int k = lexer_token(lx, i - 1)->kind;
        if (k == TOK_CONST)
            c = true;
        else if (k == TOK_VOLATILE)
            v = true;
        else if (k != TOK_RESTRICT)
            break;
    }
    return c && !v;
}

/* ---- classes whose default-initialization runs code ---- */

/* Whether default-initializing an object of class c calls a constructor
 * that is no trivial one: c (or a base, or a member's class) declares a
 * constructor that is not `= default`, a default member initializer or a
 * virtual function.  (A class not defined, or nested too deep: no.)
 * seen: the classes already found trivial in this query, each with the
 * least depth it was explored from -- deeper, the answer is the same no
 * (less is explored), so it is not explored again: without it, a class
 * with n members of its own (erroneous) or one class's type took n^9
 * explorations (12 members: 40 s). */
struct trivial_seen {
    struct trivial_class { const struct symbol *c; int depth; } *v;
    size_t n, cap;
};
static bool nontrivial_default(struct lexer *lx, const struct il_list *il, const struct symbol *c,
                               int depth, struct trivial_seen *seen);

/* The typedef declared at tok (its IL node), or NULL. */
static const struct il_node *typedef_at(const struct il_list *il, uint32_t tok)
{
    for (const struct il_node *n = il->first; n; n = n->next)
        if (n->tok == tok && n->kind == IL_type && n->sub == IL_SUB_TYPEDEF)
            return n;
    return NULL;
}

/* The class (or class template, for an instance) a type names, through
 * arrays and typedefs. */
static const struct symbol *class_of(const struct il_list *il, const struct il_tree *t, int depth)
{
    while (t && t->kind == IL_type && t->sub == tk_array)
        t = t->first;
    if (!t || t->kind != IL_type || !(t->op & IL_TYPE_NAMED) || !t->u.sym || depth > 8)
        return NULL;
    if (t->sub == tk_typeref && t->u.sym->kind == SYM_TYPEDEF) {
        const struct il_node *td = typedef_at(il, t->u.sym->tok);
        return td ? class_of(il, td->type, depth + 1) : NULL;
    }
    const struct symbol *c = t->sub == tk_class ? symbol_resolve(t->u.sym) : NULL;
    return c && (c->kind == SYM_CLASS || c->kind == SYM_CLASS_TEMPLATE) ? c : NULL;
}

static bool nontrivial_default(struct lexer *lx, const struct il_list *il, const struct symbol *c,
                               int depth, struct trivial_seen *seen)
{
    const struct scope *cls = c ? c->members : NULL;
    if (!cls || depth > 8)
        return false;
    for (size_t i = 0; i < seen->n; i++)
        if (seen->v[i].c == c && seen->v[i].depth <= depth)
            return false;
    for (const struct base_list *b = cls->bases; b; b = b->next)
        if (nontrivial_default(lx, il, symbol_resolve(b->base), depth + 1, seen))
            return true;
    for (const struct il_node *m = il->first; m; m = m->next) {
        if (m->scope != cls || !m->has_pos)
            continue;
        if (m->kind == IL_field) {
            if (m->init_tok || m->init ||
                nontrivial_default(lx, il, class_of(il, m->type, 0), depth + 1, seen))
                return true;
        } else if (m->kind == IL_routine) {
            for (uint32_t i = m->first_tok; i < m->tok; i++)
                if (lexer_token(lx, i)->kind == TOK_VIRTUAL)
                    return true;
            bool ctor = c->id && strcmp(m->name, c->id->name) == 0 && m->tok > 0 &&
                        lexer_token(lx, m->tok - 1)->kind != TOK_TILDE;
            /* `C() = default;` (the `=` after the parameters' `)`) */
            uint32_t close = m->name_end && lexer_token(lx, m->name_end)->kind == TOK_LPAREN
                                 ? lexer_match_bracket(lx, m->name_end) : 0;
            bool defaulted = close && lexer_token(lx, close + 1)->kind == TOK_ASSIGN &&
                             lexer_token(lx, close + 2)->kind == TOK_DEFAULT;
            if (ctor && !defaulted)
                return true;
        }
    }
    if (seen->n == seen->cap)
        seen->v = xrealloc(seen->v, (seen->cap = seen->cap ? 2 * seen->cap : 16) * sizeof *seen->v);
    seen->v[seen->n++] = (struct trivial_class){ c, depth };
    return false;
}

/* A variable whose type (or element type) is a typedef of a const, not
 * volatile type (typedef const char CT; CT tag[] = ...): const, so of
 * internal linkage as const_variable's. */
static bool typedef_const(const struct il_list *il, const struct il_tree *t, int depth)
{
    while (t && t->kind == IL_type && t->sub == tk_array)
        t = t->first;
    if (!t || t->kind != IL_type || t->sub != tk_typeref || !(t->op & IL_TYPE_NAMED) ||
        !t->u.sym || t->u.sym->kind != SYM_TYPEDEF || depth > 8)
        return false;
    const struct il_node *td = typedef_at(il, t->u.sym->tok);
    if (!td || !td->type || td->type->kind != IL_type)
        return false;
    unsigned cv = td->type->op & (IL_CV_CONST | IL_CV_VOLATILE);
    return cv == IL_CV_CONST || (!cv && typedef_const(il, td->type, depth + 1));
}

/* A namespace variable defined without an initializer whose class type
 * (or array of one) has a default constructor that runs: dynamically
 * initialized, a definition for the module id as one with an
 * initializer (dim3 grid; std::string s;). */
static bool default_constructed(struct lexer *lx, const struct il_list *il, const struct il_node *n)
{
    if (!(n->kind == IL_variable && !n->init_tok && !(n->flags & IL_F_EXTERN) && n->has_pos &&
          n->scope && n->scope->kind == SCOPE_NAMESPACE))
        return false;
    struct trivial_seen seen = { NULL, 0, 0 };
    bool runs = nontrivial_default(lx, il, class_of(il, n->type, 0), 0, &seen);
    free(seen.v);
    return runs;
}

static bool eligible(struct lexer *lx, const struct il_list *il, const struct il_node *n)
{
    if (n->kind != IL_routine && n->kind != IL_variable)
        return false;
    if (!n->has_pos || !n->scope)
        return false;
    /* (a variable without an initializer: judged after the cheap tests) */
    if (!(n->flags & IL_F_DEFINITION) && n->kind != IL_variable)
        return false;
    if (n->flags & (IL_F_STATIC | IL_F_TEMPLATE | IL_F_SPEC | IL_F_LOCAL | IL_F_FRIEND |
                    IL_F_TYPEDEF | IL_F_CONSTEXPR | IL_F_INTERNAL))
        return false;
    if ((n->flags & IL_F_MEMBER) && !(n->flags & IL_F_QUALIFIED))
        return false;   /* defined in its class: inline */
    if (n->scope->kind != SCOPE_NAMESPACE && n->scope->kind != SCOPE_CLASS)
        return false;
    if (in_anonymous_namespace(n->scope))
        return false;
    for (const struct scope *s = n->scope; s; s = s->parent)
        if (s->kind == SCOPE_CLASS && (s->is_template_spec || !s->owner ||
                                       s->owner->kind != SYM_CLASS || !s->owner->id))
            return false;   /* members of templates, unnamed or local classes */
    if (n->kind == IL_routine) {
        if (!n->body_tok || lexer_token(lx, n->body_tok)->kind == TOK_ASSIGN)
            return false;   /* = default, = delete */
    } else {
        /* a deduced type (auto, decltype(auto); a lambda's closure too):
         * cudafe++ passes over such a variable */
        for (const struct il_tree *t = n->type; t && t->kind == IL_type; t = t->first) {
            if (t->sub == tk_auto)
                return false;
            if (t->sub != tk_pointer && t->sub != tk_array)
                break;
        }
        if (!n->init_tok && !default_constructed(lx, il, n))
            return false;
        if (!(n->flags & IL_F_EXTERN) && !(n->flags & IL_F_QUALIFIED) &&
            (const_variable(lx, n) || typedef_const(il, n->type, 0)))
            return false;
    }
    return !(n->flags & (IL_F_INTERNAL | IL_F_INLINE | IL_F_WEAK));
}

/* ---- linkage merged over redeclarations ---- */

/* Declarations grouped by entity name (same kind, scope and name); a
 * function's overloads share a group and are told apart by their
 * parameter types only when a flag could pass between them. */
struct merge_decl {
    struct il_node *n;
    char *sig;               /* routine: its C++ mangled name (NULL: not mangled) */
    bool sig_done;
    struct merge_decl *next; /* the group's earlier declarations, latest first */
};

struct merge_group {
    struct il_node *key;     /* its first declaration */
    uint32_t flags;          /* union of its declarations' inheritable flags */
    struct merge_decl *decls;
};

enum { INHERITED = IL_F_EXTERN_C | IL_F_INTERNAL | IL_F_INLINE | IL_F_WEAK | IL_F_DEVICE_ONLY };

/* The execution space a declaration names itself: 0 none, else which. */
static int own_space(const struct il_node *n)
{
    int space = 0;
    for (unsigned i = 0; i < n->nattrs; i++) {
        if (n->attrs[i].id == CUDA_ATTR_ID_device)
            space |= 1;
        else if (n->attrs[i].id == CUDA_ATTR_ID_host)
            space |= 2;
        else if (n->attrs[i].id == CUDA_ATTR_ID_global || n->attrs[i].id == CUDA_ATTR_ID_tile_global)
            space |= 4;
    }
    return space;
}

static size_t decl_hash(const struct il_node *n)
{
    size_t h = (size_t)n->kind * 0x9E3779B97F4A7C15u ^ (size_t)(uintptr_t)n->scope;
    for (const unsigned char *c = (const unsigned char *)n->name; *c; c++)
        h = (h ^ *c) * 0x100000001B3u;
    return h ^ (h >> 29);
}

static bool same_name(const struct il_node *a, const struct il_node *b)
{
    return a->kind == b->kind && a->scope == b->scope && strcmp(a->name, b->name) == 0;
}

/* The parameter-declaration-clause of routine n as token texts, without
 * parameter names and default arguments; NULL if it has none. */
static char *param_spelling(struct lexer *lx, const struct il_node *n)
{
    if (lexer_token(lx, n->name_end)->kind != TOK_LPAREN)
        return NULL;
    struct buf b = { 0 };
    buf_str(&b, "(");
    int depth = 0;
    for (uint32_t i = n->name_end + 1, guard = 0; guard < 100000; i++, guard++) {
        const struct token *t = lexer_token(lx, i);
        if (t->kind == TOK_EOF)
            break;
        if (t->kind == TOK_LPAREN || t->kind == TOK_LBRACKET || t->kind == TOK_LBRACE)
            depth++;
        else if (t->kind == TOK_RPAREN || t->kind == TOK_RBRACKET || t->kind == TOK_RBRACE) {
            if (depth-- == 0)
                break;
        }
        bool skip = false;
        for (const struct il_param *pm = n->params; pm && !skip; pm = pm->next) {
            if (pm->name_tok == i)
                skip = true;
            else if (pm->init_tok == i) {   /* a default argument: to its , or ) */
                int d = 0;
                for (; lexer_token(lx, i + 1)->kind != TOK_EOF; i++) {
                    int k = lexer_token(lx, i + 1)->kind;
                    if (d == 0 && (k == TOK_COMMA || k == TOK_RPAREN))
                        break;
                    if (k == TOK_LPAREN || k == TOK_LBRACKET || k == TOK_LBRACE)
                        d++;
                    else if (k == TOK_RPAREN || k == TOK_RBRACKET || k == TOK_RBRACE)
                        d--;
                }
                skip = true;
            }
        }
        if (skip)
            continue;
        buf_add(&b, lexer_text(lx, t), t->len);
        buf_str(&b, " ");
    }
    return b.s;
}

/* Do two declarations of one name (a routine's: both of its overloads?)
 * declare the same entity? */
static bool same_entity(struct lexer *lx, const struct il_list *il, struct merge_decl *a,
                        struct merge_decl *b)
{
    if (a->n->kind != IL_routine)
        return true;
    struct merge_decl *both[2] = { a, b };
    for (int i = 0; i < 2; i++)
        if (!both[i]->sig_done) {
            both[i]->sig = mangle_1(lx, il, both[i]->n, false, NULL);
            both[i]->sig_done = true;
        }
    if (a->sig && b->sig)
        return strcmp(a->sig, b->sig) == 0;
    /* not mangled (e.g. in an anonymous namespace): the same spelling */
    char *x = param_spelling(lx, a->n), *y = param_spelling(lx, b->n);
    bool same = x && y && strcmp(x, y) == 0;
    free(x);
    free(y);
    return same;
}

void mangle_merge_linkage(struct lexer *lx, struct il_list *il)
{
    size_t cap = 16;
    while (cap < 2 * il->count + 2)
        cap *= 2;
    struct merge_group *groups = xcalloc(cap, sizeof *groups);
    struct merge_decl *decls = xcalloc(il->count + 1, sizeof *decls);
    size_t ndecls = 0;
    for (struct il_node *n = il->first; n; n = n->next) {
        if (n->kind != IL_routine && n->kind != IL_variable)
            continue;
        if (!n->has_pos || !*n->name || !n->scope ||
            (n->flags & (IL_F_LOCAL | IL_F_TYPEDEF | IL_F_FRIEND | IL_F_TEMPLATE)) ||
            (n->scope->kind != SCOPE_NAMESPACE && n->scope->kind != SCOPE_CLASS))
            continue;
        bool member = n->scope->kind == SCOPE_CLASS;
        /* its own words */
        bool is_inline = false, weak = false;
        decl_words(lx, n, &is_inline, &weak);
        if (is_inline)
            n->flags |= IL_F_INLINE;
        if (weak)
            n->flags |= IL_F_WEAK;
        if ((n->flags & IL_F_STATIC) && !member && !(n->flags & IL_F_MEMBER))
            n->flags |= IL_F_INTERNAL;
        if (member)
            n->flags &= ~(uint32_t)IL_F_EXTERN_C;   /* members have C++ linkage */
        /* the execution space: a declaration that names none takes its
         * earlier declarations' (cudafe++: a __device__ function defined
         * later without attributes is still device code) */
        int space = n->kind == IL_routine ? own_space(n) : 0;
        if (space == 1)
            n->flags |= IL_F_DEVICE_ONLY;
        /* its group */
        size_t i = decl_hash(n) & (cap - 1);
        while (groups[i].key && !same_name(groups[i].key, n))
            i = (i + 1) & (cap - 1);
        struct merge_group *g = &groups[i];
        struct merge_decl *d = &decls[ndecls++];
        d->n = n;
        if (!g->key) {
            g->key = n;
        } else if (g->flags & INHERITED & ~n->flags) {
            /* the latest earlier declaration of the same entity carries
             * everything inherited before it */
            for (struct merge_decl *o = g->decls; o; o = o->next)
                if (same_entity(lx, il, o, d)) {
                    n->flags |= o->n->flags & INHERITED & (space ? ~(uint32_t)IL_F_DEVICE_ONLY : ~0u);
                    break;
                }
        }
        g->flags |= n->flags & INHERITED;
        d->next = g->decls;
        g->decls = d;
    }
    for (size_t j = 0; j < ndecls; j++)
        free(decls[j].sig);
    free(decls);
    free(groups);
}

const struct il_node *module_id_entity(struct lexer *lx, const struct il_list *il)
{
    for (const struct il_node *n = il->first; n; n = n->next)
        if (eligible(lx, il, n))
            return n;
    return NULL;
}
