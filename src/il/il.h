/* The IL: what the parser builds for declarations, node kinds from
 * tables/il_kinds (il_kinds.h).
 *
 * Today the parser records one node per declaration of a namespace, class,
 * enum, typedef/alias, function or variable, in source order, allocated in
 * the parse arena (so nodes live until the parse_translation_unit_then()
 * callback returns), with the facts the host writer and the mangler need
 * (positions of its parts, flags, scope, parameters, symbol), plus marks
 * for constructs inside expressions (launches, managed-variable uses,
 * host references).  Each node's type, initializer and body are trees
 * of IL nodes (il_tree.h).  --il_display prints the declarations
 * (il_display()), one line per node, their trees indented below. */
#ifndef CUFE_IL_H
#define CUFE_IL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "il/il_kinds.h"
#include "lex/lexer.h"
#include "support/parse_arena.h"
#include "support/ptrmap.h"

struct scope;
struct ident_table;
struct il_tree;

/* What a node of a kind that covers several entities is. */
enum il_sub {
    IL_SUB_NONE,
    IL_SUB_CLASS, IL_SUB_STRUCT, IL_SUB_UNION,   /* IL_type: class types */
    IL_SUB_ENUM,                                 /* IL_type: enumeration */
    IL_SUB_TYPEDEF                               /* IL_type: typedef or alias */
};

/* A CUDA attribute written on a declaration (GNU spelling
 * __attribute__((name(args)))): which one (enum cuda_attr, cuda_attrs.h),
 * the token of its name and its argument tokens [args_begin, args_end)
 * (inside the parentheses; empty when it has none), nargs arguments. */
struct il_attr {
    int id;
    uint32_t tok;
    uint32_t args_begin, args_end;
    unsigned nargs;
};

/* Facts about a declaration (il_node.flags). */
enum {
    IL_F_STATIC = 1 << 0,      /* `static` */
    IL_F_EXTERN = 1 << 1,      /* `extern` */
    IL_F_EXTERN_C = 1 << 2,    /* extern "C" linkage */
    IL_F_TEMPLATE = 1 << 3,    /* declared by a template (template<params>) */
    IL_F_SPEC = 1 << 4,        /* an explicit specialization (template<>) */
    IL_F_MEMBER = 1 << 5,      /* a class member */
    IL_F_FRIEND = 1 << 6,
    IL_F_TYPEDEF = 1 << 7,
    IL_F_QUALIFIED = 1 << 8,   /* its declarator-id is qualified (defined out of its scope) */
    IL_F_CONSTEXPR = 1 << 9,
    IL_F_DEFINITION = 1 << 10, /* a function with a body; a variable with an initializer */
    IL_F_LOCAL = 1 << 11,      /* declared in a block */
    IL_F_PTR = 1 << 12,        /* its declarator has a pointer/reference/array part */
    /* Linkage and storage merged over the redeclarations of one entity
     * (same scope, name and, for functions, parameter types), set after
     * the parse by mangle_merge_linkage() (mangle.h); IL_F_EXTERN_C is
     * merged too (a later declaration of an extern "C" function has C
     * linkage). */
    IL_F_INTERNAL = 1 << 13,   /* internal linkage: `static` here or on an earlier
                                * declaration (not on class members) */
    IL_F_INLINE = 1 << 14,     /* `inline`/constexpr/consteval here or earlier */
    IL_F_WEAK = 1 << 15,       /* __attribute__((weak)) here or earlier */
    IL_F_DEVICE_ONLY = 1 << 16, /* a function __device__ (not __host__) here or, when it
                                 * names no execution space, on an earlier declaration */
    IL_F_IMPLICIT_INT = 1 << 17, /* declared with no type ("int" assumed, error 260) */
    IL_F_DELETED = 1 << 18,     /* a function defined `= delete` */
    IL_F_EXTERN_C_HERE = 1 << 19 /* extern "C" on this declaration (or its block):
                                  * IL_F_EXTERN_C before the merge */
};

/* A function parameter, in order (the parameter scope's list). */
struct il_param {
    uint32_t first_tok;      /* its first decl-specifier (from a qualifying `::`) */
    uint32_t name_tok;       /* its name, 0 if unnamed */
    uint32_t init_tok;       /* the `=` of a default argument, 0 if none */
    bool pack;               /* a parameter pack (`T... name`) */
    struct il_tree *type;    /* its type (il_tree.h) */
    struct il_tree *init;    /* its default argument's tree */
    struct il_tree *type_node;   /* its param_type in the function type */
    struct il_param *next;
};

struct il_node {
    enum il_kind kind;       /* IL_namespace, IL_type, IL_routine, IL_variable */
    enum il_sub sub;
    const char *name;        /* NUL-terminated, in the arena; "" if unnamed */
    uint32_t tok;            /* the token of its name (its position) */
    bool has_pos;            /* false when unnamed: tok is meaningless */
    const struct il_attr *attrs;  /* its CUDA attributes (in the arena) */
    unsigned nattrs;
    uint32_t flags;          /* IL_F_* */
    uint32_t first_tok;      /* its first decl-specifier, from a qualifying `::`
                              * or `typename` (or its name) */
    uint32_t body_tok;       /* routine definition: first token of the body
                              * (`{`, `:`, `try`, `=`); 0 if none */
    uint32_t init_tok;       /* variable: first token of the initializer
                              * (`=`, `{`, `(`); 0 if none */
    uint32_t id_tok;         /* first token of the declarator-id (A in A<T>::f) */
    uint32_t name_end;       /* routine: first token after the declarator-id */
    uint32_t tmpl_tok;       /* IL_F_TEMPLATE/IL_F_SPEC: `template` of the innermost
                              * template header, 0 if unknown ... */
    uint32_t tmpl_close;     /* ... and the token with its closing `>` */
    struct scope *scope;     /* the scope it belongs to (namespace or class) */
    struct il_param *params; /* routine: its parameters */
    struct symbol *sym;      /* the symbol it declared, if any (a class head: its class) */
    unsigned lambdas;        /* routine: extended lambdas in its body so far */
    struct il_tree *type;    /* its declared type (il_tree.h), NULL if none is built */
    struct il_tree *init;    /* variable: its initializer's tree */
    struct il_tree *body;    /* routine definition: constructor_inits, then its body */
    struct il_node *next;    /* source order */
};

/* A lambda annotated __device__ or __host__ __device__ in host code
 * (--extended-lambda): what the host writer needs to turn it into a
 * wrapper object (CONTRACT.md 3.8).  Captures in closure-member order:
 * the explicit ones as written, then the implicit ones by first use. */
enum il_capture_kind {
    IL_CAP_COPY,             /* x, or x used under [=] */
    IL_CAP_REF,              /* &x, or x used under [&] (an error) */
    IL_CAP_THIS,             /* this, or a member used under [=] */
    IL_CAP_STAR_THIS,        /* *this */
    IL_CAP_INIT              /* x = e, x{e}, x(e) */
};
struct il_capture {
    enum il_capture_kind kind;
    bool implicit, pack;
    uint32_t tok;            /* the name (init-capture: its name; this: `this`) */
    uint32_t init_lo, init_hi;  /* init-capture: its expression, tokens [lo, hi) */
    struct symbol *sym;      /* implicit: the variable */
    struct il_capture *next;
};
enum { IL_LAMBDA_DEVICE = 1, IL_LAMBDA_HD = 2 };
struct il_lambda {
    uint32_t lbracket, rbracket;  /* the introducer */
    uint32_t head;           /* the first token after its execution space attributes */
    uint32_t lbrace, rbrace; /* its body */
    uint32_t ret_lo, ret_hi; /* trailing return type, tokens [lo, hi); 0 if none */
    uint32_t params_open;    /* the `(` of its parameter list, 0 if it has none */
    struct il_param *params; /* its parameters */
    uint8_t space;           /* IL_LAMBDA_* */
    char capture_default;    /* '=', '&' or 0 */
    bool is_mutable, generic;
    bool wrapped;            /* has an enclosing function, outside device code:
                              * becomes a wrapper (else: body dropped, device) */
    const struct il_node *parent;  /* the enclosing function */
    unsigned index;          /* 1-based among the wrapped lambdas of parent */
    struct il_capture *captures, **captures_tail;
    unsigned ncaptures;
    struct il_lambda *next;  /* source order of their bodies' ends */
};

/* A static_assert declaration, for sema to evaluate (in source order;
 * in a template's definition too: a condition that does not depend on
 * the template's parameters is judged there). */
struct il_assertion {
    uint32_t tok;            /* `static_assert` */
    uint32_t msg_tok;        /* its message (one string literal), 0 if none */
    struct il_tree *cond;    /* the condition's tree */
    bool nested;             /* in a local class or a lambda's body */
    const struct scope *scope;   /* where it is (a class template's body: its scope) */
    struct il_assertion *next;
};

/* Where the host writer edits the text (host_writer.c). */
struct il_mark {
    enum { IL_MARK_LAUNCH, IL_MARK_ANON_NS, IL_MARK_MANAGED_USE, IL_MARK_QUALIFY,
           IL_MARK_HOST_REF, IL_MARK_NAME_PARENS, IL_MARK_CLASS_DEF,
           IL_MARK_DROP, IL_MARK_BASE_NAME } kind;
    uint32_t a, b;           /* launch: the `<<<` and `>>>` tokens;
                              * anonymous namespace: `namespace` and `{`;
                              * managed use: first and last token of the name;
                              * qualify: the name to qualify with scope;
                              * host reference: the name of a kernel or device
                              * variable used outside device code (sym);
                              * name parens: the `(` and `)` right around a
                              * declarator-id, `static T (max)()`;
                              * class definition (only with --pack_alignment):
                              * its class-key and the `{` of its body;
                              * drop: tokens a..b written as nothing
                              * (--anachronisms: `overload`, delete's size;
                              * `<T>` in `B<T>(int)`, `~B<T>()`);
                              * base name: the `(` of a mem-initializer with
                              * no name (--anachronisms), sym the base */
    struct scope *scope;     /* anonymous namespace: the enclosing scope */
    struct symbol *sym;
    struct il_mark *next;
};

/* A template-id of a class template: the type X<args> it names (an
 * IL_type, tk_class, named, u.sym X, the argument trees its children;
 * tok: X's name token). */
struct il_template_id {
    struct il_tree *type;
    struct il_template_id *next;
};

struct il_list {
    struct il_node *first, **tail;
    unsigned long count;
    struct il_mark *marks, **marks_tail;   /* source order */
    struct il_lambda *lambdas, **lambdas_tail;
    struct il_assertion *assertions, **assertions_tail;
    /* The parser's identifier table and global scope (alive as long as
     * the IL: the parse_translation_unit_then() callback), for lookups
     * after the parse (mangle.c).  NULL in a list not made by the parser. */
    struct ident_table *idents;
    struct scope *global;
    /* A qualified name used as an expression (N::f, ::f): the scope its
     * nested-name-specifier names, keyed by the name's token (+1), for
     * sema to know which declarations the name means (no argument-
     * dependent lookup for it).  Freed with the parser. */
    struct ptrmap qualifier_by_tok;
    /* X<args>:: in a nested-name-specifier (X a class template): the type
     * X<args> as a type tree (IL_type, tk_class, named, u.sym X, the
     * arguments its children), keyed by the `::` token (+1), for sema to
     * know which instance's member a qualified name such as
     * `C<long>::value_type` means.  Freed with the parser. */
    struct ptrmap qualifier_targs;
    /* Every template-id naming a class template X (`X<args>`, once per
     * name token), as the type it names: X -> a struct il_template_id
     * list, the last read first.  An instance is spelled in messages as
     * its first template-id spelled it.  Freed with the parser. */
    struct ptrmap template_ids;
    /* Every lambda (struct il_lambda) by the token of its `[` (+1), for
     * sema to know a closure's parameters.  Freed with the parser. */
    struct ptrmap lambda_by_tok;
    /* --preserve_lvalues_with_same_type_casts: the casts sema found
     * written through as lvalues ((int)x = 1), by their first token (+1):
     * the token after the cast's own text (+1), which the host writer
     * drops, as cudafe++ does (gcc would see an rvalue).  Freed with the
     * parser. */
    struct ptrmap lvalue_casts;
};

struct il_mark *il_mark(struct arena *a, struct il_list *l, int kind, uint32_t x, uint32_t y,
                        struct scope *s);

void il_list_init(struct il_list *l);

/* Records a cast written through as an lvalue (lvalue_casts): its text
 * is tokens [first, end).  (The IL is otherwise read-only to sema.) */
void il_note_lvalue_cast(const struct il_list *l, uint32_t first, uint32_t end);

/* A new node at the end of l; name (len bytes) is copied into the arena. */
struct il_node *il_add(struct arena *a, struct il_list *l, enum il_kind kind, enum il_sub sub,
                       const char *name, size_t len, uint32_t tok, bool has_pos);

/* Print l, one line per node:  KIND[/SUB] NAME FILE:LINE:COL
 * (the presumed position of the name; "-" when unnamed). */
void il_display(FILE *out, const struct il_list *l, struct lexer *lx);

const char *il_sub_name(enum il_sub sub);

#endif
