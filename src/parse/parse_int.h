/* The parser's internals, shared by grammar/parser.y (src/generated/
 * parser.c), the token filter and the semantic actions.  Not an API:
 * the rest of cufe uses parse.h.
 *
 * Architecture: grammar/README. */
#ifndef CUFE_PARSE_INT_H
#define CUFE_PARSE_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "diag/diag.h"
#include "il/il.h"
#include "il/il_tree.h"
#include "driver/lang.h"
#include "lex/lexer.h"
#include "driver/options.h"
#include "parse/parse.h"
#include "support/parse_arena.h"
#include "parse/scope.h"
#include "parse/symbol.h"

/* The semantic value of every grammar symbol.  Terminals: tok is the
 * token index, kind its lexer kind (TOK_*), sym the symbol a name was
 * classified by (or NULL).  Nonterminals use the fields as documented
 * at their %type in grammar/parser.y. */
struct pval {
    uint32_t tok;
    uint32_t kind;
    void *p;
    struct il_tree *t, *tl;  /* the IL tree built for it (lists: first, last) */
};

/* Declaration specifiers being collected. */
enum {
    DS_TYPEDEF = 1 << 0, DS_FRIEND = 1 << 1, DS_HAS_TYPE = 1 << 2, DS_CLASS_DEF = 1 << 3,
    DS_STATIC = 1 << 4, DS_EXTERN = 1 << 5, DS_CONSTEXPR = 1 << 6, DS_ELABORATED = 1 << 7,
    DS_CONCEPT_AUTO = 1 << 8
};

struct declspec {
    uint32_t flags;          /* DS_* */
    uint32_t first_tok;
    uint32_t type_tok;       /* the type specifier's (first) token */
    uint8_t cv;              /* IL_CV_* */
    uint8_t nkw;             /* builtin type keywords, at type_tok + kw[i] */
    uint8_t kw[8];
    struct il_tree *targs;   /* the type's template arguments (taken by the first declarator) */
    struct symbol *type;     /* the named class/enum/typedef/template, if known */
    struct symbol *defined;  /* class or enum defined or declared by this specifier */
};

/* What a declarator declares. */
enum dname_kind {
    DN_NONE,        /* abstract */
    DN_IDENT,       /* a plain identifier (maybe qualified) */
    DN_OPERATOR,    /* operator@, conversion function, literal operator */
    DN_CTOR,        /* constructor */
    DN_DTOR,        /* destructor */
    DN_TEMPLATE_ID  /* f<args> (explicit specialization) */
};

enum dclass { DC_I, DC_F, DC_O };   /* bare name, function, other (grammar/README) */

struct declarator {
    uint8_t name_kind;       /* enum dname_kind */
    uint8_t dclass;          /* enum dclass */
    bool has_ptr;            /* some pointer/reference/array/member-pointer applies */
    bool pack;               /* ...name */
    uint32_t tok;            /* token of the name */
    struct ident *id;        /* DN_IDENT, DN_TEMPLATE_ID, DN_CTOR, DN_DTOR */
    struct scope *qual;      /* the qualifying scope of a qualified name, or NULL */
    bool qualified;
    struct scope *params;    /* the parameter scope of the function it declares */
    bool copy_init;          /* `= initializer-clause` follows; init_tok is the `=` */
    uint32_t init_tok;       /* the first token of its initializer, 0 if none */
    bool auto_checked;       /* --no_auto_type: judged (dialect_rules.c) */
    struct il_node *node;    /* the IL node pa_declare made for it */
    struct il_tree *derived; /* its derived types, the one reduced last first (parse_tree.c) */
    struct il_tree *init_tree;   /* its initializer's tree */
    struct deferred *deferred_init;  /* its initializer, saved for replay */
};

/* A function body (or default argument ...) saved for replay when the
 * outermost enclosing class is complete. */
struct deferred {
    int start;               /* the grammar's start token: START_BODY, START_NOEXCEPT,
                              * START_INIT */
    bool device;             /* the body of a kernel or __device__-only function */
    uint32_t begin, end;     /* token range [begin, end) */
    struct scope *scope;     /* the scope to parse it in (its parameters) */
    struct il_node *node;    /* the function it is the body of */
    struct il_tree **slot;   /* START_INIT: where the initializer's tree goes ... */
    struct il_param *param;  /* ... or the parameter whose default argument it is */
    struct deferred *next;
};

/* A CUDA attribute the filter dropped, keyed by the token handed out
 * after it (next_tok): a declaration owns those whose next_tok lies
 * between its first decl-specifier and its declarator-id. */
struct attr_rec {
    struct il_attr a;
    uint32_t next_tok;
    uint32_t key;               /* the table's key: next_tok as read (kept when next_tok is not) */
    struct attr_rec *chain;
};

/* The records by next_tok: a chained hash that doubles as it fills (a TU
 * may hold tens of thousands of CUDA attributes, and every declaration
 * probes the tokens before its declarator-id). */
struct attr_table {
    struct attr_rec **buckets;
    uint32_t nbuckets, count;   /* nbuckets: a power of two, or 0 */
    /* a bit for each key added (bit k of keys[k / 64]): the probes for the
     * records whose next_tok is a token walk the tokens before every
     * declarator-id, and a bucket's chain holds other tokens' records
     * (each a cache miss); most tokens have none */
    uint64_t *keys;
    uint32_t nkeys;             /* words in keys */
};
/* The chain holding the records whose next_tok is T (NULL if none). */
static inline struct attr_rec *attr_chain(const struct attr_table *t, uint32_t tok)
{
    return t->nbuckets ? t->buckets[tok & (t->nbuckets - 1)] : NULL;
}
/* The same, NULL when no record was added under key T: for the probes
 * that want only records whose next_tok is T (a record's next_tok is
 * its key, or UINT32_MAX once dropped). */
static inline struct attr_rec *attr_chain_at(const struct attr_table *t, uint32_t tok)
{
    if (tok / 64 >= t->nkeys || !(t->keys[tok / 64] >> (tok % 64) & 1))
        return NULL;
    return attr_chain(t, tok);
}
/* Adds R under KEY (its next_tok as read). */
void attr_table_add(struct attr_table *t, struct attr_rec *r, uint32_t key);
void attr_table_free(struct attr_table *t);

/* The pseudo-tokens the filter makes and the grammar consumes are listed
 * in grammar/parser.y; the filter is in token_filter.c. */
struct filter;

struct parser {
    struct lexer *lx;
    struct diag_engine *d;
    const struct options *opts;
    struct lang_mode mode;
    bool cxx20;
    bool cxx23;

    struct arena arena;
    struct il_list il;            /* declarations built so far (il.h) */
    struct ident_table idents;
    struct scope *global;
    struct scope *scope;          /* the current scope */

    struct filter *f;             /* the filter feeding the running parser instance */

    /* Classes being defined (innermost last) and the bodies deferred
     * until the outermost of them is complete. */
    int class_nesting;
    uint32_t class_key_tok;       /* the class-key of the class head read last */
    struct deferred *deferred, **deferred_tail;

    /* An out-of-class member definition re-enters its class (REENTRY
     * scope) from its qualified declarator-id to the end of the
     * declaration; this is the scope to return to. */
    struct scope *reentry_restore;
    struct scope *reentry;

    /* Function bodies being parsed: the scope to return to, and whether
     * the enclosing code was device code. */
    struct scope *fn_saved[64];
    bool fn_device_saved[64];
    bool device_code;             /* in the body of a kernel or __device__-only function */
    int fn_depth;
    struct il_node *fn_node;      /* the function whose body is being parsed */
    struct il_node *fn_node_saved[64];

    /* Lambdas being parsed, innermost last (parse_lambda.c). */
    struct lambda_open {
        struct il_lambda *l;      /* its record (annotated or not) */
        struct scope *scope;      /* its block scope */
        bool device_saved;        /* p->device_code outside it */
    } lambda_open[64];
    int lambda_top;

    /* Init-captures of the lambdas being read (their names are declared
     * in the lambda's scope when it opens), and the lambda nesting. */
    uint32_t captures[64];
    int ncaptures, lambda_depth;
    bool captures_lost;           /* more than fit: lookup is incomplete */
    bool in_mem_inits;            /* in a constructor's mem-initializers (after its `:`) */

    /* Declarations made in blocks, until their statement ends
     * (parse_tree.c), and where a replayed initializer's tree goes. */
    struct pending_decl *pending_decls;
    struct deferred *replaying;

    /* Bases of the class whose head is being parsed, until its body opens. */
    struct base_list *pending_bases;
    bool pending_unknown_base;    /* ... and whether one of them is not such a class */
    bool pending_final;           /* the class head being read says `final` */
    bool pending_opaque_base;     /* ... or names none the parser found */
    struct scope *head_reentry;   /* `struct N::X : B`: the scope of N entered for
                                   * the base clause (pa_class_head), which the
                                   * body's scope takes as its parent */

    /* The declaration specifiers made last (pa_ds_new), and the `->` of
     * the last trailing return type of a declarator (--no_auto_type). */
    struct declspec *last_ds;
    uint32_t trailing_arrow;
    struct scope *last_params;   /* the parameter scope params_quals closed last:
                                  * a trailing return type reopens it */

    /* Clang mode: the trait keywords (tables/tokens, clang_revertible)
     * `struct` has turned into names; from then on keywords only before
     * `(` (token_filter.c). */
    bool clang_reverted[TOK__COUNT];

    /* CUDA attributes recorded by the filter (hash on next_tok). */
    struct attr_table attrs;

    /* extern "C" { ... } blocks open (extern "C++" ones count as 0). */
    uint32_t linkage_c[64];
    int linkage_depth;

    /* Diagnostics.  syntax_errors counts every error the parser reports;
     * intact_errors those of them after which the declarations and trees
     * are as written (parser_semantic_error). */
    unsigned long syntax_errors;
    unsigned long intact_errors;
    uint32_t alignas_checked;   /* the last alignas pa_alignas judged (the filter
                                 * may scan one twice) */
    uint32_t aligned_checked;   /* pa_gnu_attribute: `aligned()` judged up to here */
    struct ptrmap template_ids_checked; /* pa_template_id: the names judged (token + 1;
                                         * a template-id is reduced again when a
                                         * tentative parse is replayed) */
    struct ptrmap template_id_at;   /* class template-ids by their name token + 1
                                     * (struct il_template_id) */
    struct ptrmap tmpl_redeclared;  /* class templates declared more than once (their
                                     * default arguments may be on another declaration) */
    struct ptrmap tmpl_defaults;    /* class templates a declaration of which has a
                                     * default template argument */
    struct ptrmap option_rules_reported; /* dialect_rules.c: tokens reported at (+ 1) */
    struct ptrmap redeclared_reported;  /* redeclarations.c: tokens judged (+ 1) */
    struct ptrmap block_externs;         /* redeclarations.c: block-scope `extern` variables */
    struct ptrmap var_class;      /* variables and parameters declared with a class
                                   * (or enum) type, no declarator operator: the
                                   * symbol -> the type's symbol, for decltype(v):: */
    struct ptrmap for_init_vars;  /* --old_for_init: the symbols of for-init variables
                                   * declared in their loop's enclosing block */
    parse_body_fn *body_fn;       /* parse_translation_unit_hooked() */
    void *body_ctx;
    uint32_t reported_tok;        /* the filter reported an error at this token */
    bool reported_valid;
    bool trace;                   /* CUFE_PARSE_TRACE: print filtered tokens */

    /* Statistics (parse_stats). */
    unsigned long stats_tokens, stats_probes, stats_lookaheads, stats_replays;

    /* Well-known identifiers. */
    struct ident *id_final, *id_override, *id_std;
};

/* ---- grammar/parser.y ---- */
struct yypstate;
bool parser_accepts(const struct yypstate *ps, int tok);
/* ... and then `then` after it. */
bool parser_accepts_after(const struct yypstate *ps, int first, int then);
/* ... all of toks[0..n) in turn. */
bool parser_accepts_seq(const struct yypstate *ps, const int *toks, int n);
bool parser_recovering(const struct yypstate *ps);
const char *parser_token_name(int tok);

/* ---- parse.c ---- */
void parser_syntax_error(struct parser *p, uint32_t tok, const int *expected, int n);
struct ident *parser_ident(struct parser *p, uint32_t tok);
const struct token *parser_token(struct parser *p, size_t i);
void parser_loc(struct parser *p, uint32_t tok, struct diag_loc *loc);
void parser_error_at(struct parser *p, uint32_t tok, enum diag_id id, const char *arg);
void parser_replay(struct parser *p, int start_token, uint32_t begin, uint32_t end,
                   struct scope *scope);

/* ---- parse_actions.c: semantic actions called from the grammar ---- */
void pa_push_scope(struct parser *p, enum scope_kind kind);
struct scope *pa_pop_scope(struct parser *p);

struct declspec *pa_ds_new(struct parser *p, uint32_t tok);
struct declspec *pa_ds_flag(struct parser *p, struct declspec *ds, uint32_t tok, uint32_t kind);
struct declspec *pa_ds_type(struct parser *p, struct declspec *ds, struct symbol *type,
                            uint32_t tok);
/* The named type's template arguments (their trees). */
struct declspec *pa_ds_targs(struct parser *p, struct declspec *ds, struct il_tree *targs);
/* Another builtin type keyword (unsigned long ...). */
struct declspec *pa_ds_builtin(struct parser *p, struct declspec *ds, uint32_t tok);
struct declspec *pa_ds_named_builtin(struct parser *p, struct declspec *ds, uint32_t tok);

struct declarator *pa_dr_name(struct parser *p, enum dname_kind k, uint32_t tok,
                              struct ident *id, struct scope *qual, bool qualified);
struct declarator *pa_dr_params(struct parser *p, struct declarator *d, struct scope *params);
struct declarator *pa_dr_ptr(struct parser *p, struct declarator *d);
struct declarator *pa_dr_pack(struct parser *p, struct declarator *d);
/* Push derived type t (parse_tree.c) onto d's derivations. */
struct declarator *pa_dr_derive(struct parser *p, struct declarator *d, struct il_tree *t);
/* A member declarator's initializer: its tree, or its deferred record. */
void pa_dr_init_tree(struct parser *p, struct declarator *d, struct il_tree *init,
                     struct deferred *later);
/* The IL_CV_* bit of a cv-qualifier's lexer kind. */
unsigned pa_cv_bit(uint32_t kind);
void pa_dr_init(struct parser *p, struct declarator *d, uint32_t tok, uint32_t kind);
void pa_init_capture(struct parser *p, uint32_t name_tok);
struct deferred *pa_defer_init(struct parser *p, uint32_t begin, uint32_t end);
/* A replayed body or initializer (p->replaying) was parsed into tree t. */
void pa_replayed_tree(struct parser *p, struct il_tree *t);
void pa_lambda_begin(struct parser *p, uint32_t lbracket, uint32_t rbracket);
/* The lambda whose `]` is rbracket reaches its body (the lookahead `{`):
 * its execution space annotations are checked (3612, 3621). */
void pa_lambda_head(struct parser *p, uint32_t rbracket);
void pa_lambda_end(struct parser *p);
/* parse_lambda.c: the lambda records and the extended-lambda checks. */
void lambda_open(struct parser *p, uint32_t lbracket, uint32_t rbracket);
void lambda_close(struct parser *p);
/* A use in an expression of the variable or member sym at tok, or of
 * `this` (sym NULL): implicit captures of the enclosing lambdas. */
void lambda_use(struct parser *p, uint32_t tok, struct symbol *sym);
void pa_id_expression(struct parser *p, uint32_t tok, uint32_t kind, void *sym);
void pa_mem_initializer_id(struct parser *p, uint32_t tok);
void pa_linkage_name(struct parser *p, uint32_t string);
void pa_namespace_ref(struct parser *p, uint32_t tok, struct symbol *sym);
void pa_sizeof_pack(struct parser *p, uint32_t ellipsis, uint32_t name);
void pa_qualified_type_missing(struct parser *p, uint32_t tok, struct scope *q);
void pa_template_id(struct parser *p, void *sym, uint32_t name_tok, const struct il_tree *args,
                    uint32_t close);

void pa_declare(struct parser *p, struct declspec *ds, struct declarator *d);
void pa_declare_name(struct parser *p, struct declarator *d);
/* The filter dropped __attribute__((...)) at token attr_tok; the next
 * token it hands out is next_tok.  Records its CUDA attributes. */
void pa_gnu_attribute(struct parser *p, uint32_t attr_tok, uint32_t next_tok);
/* T(a, b, ...) with T a type spelled with keywords or a typedef of one:
 * cudafe++ takes T( as a cast of one expression ("expected a )" at the
 * first comma). */
void pa_scalar_cast_args(struct parser *p, uint32_t type_tok, uint32_t lparen, uint32_t rparen);
/* operator "" _x (tok: the suffix, or with ud_string the ""_x token):
 * a literal operator of that suffix exists; a number with a ud-suffix at
 * tok (2506 for a suffix without `_`, 2486 when no literal operator of
 * that suffix exists). */
void pa_literal_operator(struct parser *p, uint32_t tok, bool ud_string);
/* (numbers, characters and strings alike) */
void pa_ud_literal(struct parser *p, uint32_t tok);
/* An array declarator's bound written as a string or floating literal:
 * 2140 at block scope, 2373 for a string at namespace scope. */
void pa_array_bound(struct parser *p, const struct il_tree *bound);
/* alignas(...) at tok: a string literal where its constant goes (2412). */
void pa_alignas(struct parser *p, uint32_t tok);
/* A parameter: abstract is the derivation list of an abstract declarator;
 * unnamed_pack: the abstract declarator declares a pack (`Ts...`). */
struct il_tree *pa_declare_param(struct parser *p, struct declspec *ds, struct declarator *d,
                                 struct il_tree *abstract, bool unnamed_pack);
/* pa_declare, the declarator's initializer tree being init. */
void pa_declare_init(struct parser *p, struct declspec *ds, struct declarator *d,
                     struct il_tree *init);
/* The parameter just declared has a default argument after `=` token eq
 * (init: its tree, NULL when it is replayed later). */
void pa_param_default(struct parser *p, uint32_t eq, struct il_tree *init);
void pa_end_declaration(struct parser *p);
void pa_qualified_declarator(struct parser *p, struct declarator *d);

void pa_namespace_begin(struct parser *p, uint32_t name_tok, bool is_inline);
void pa_namespace_end(struct parser *p);
void pa_namespace_alias(struct parser *p, uint32_t name_tok, struct symbol *target);
void pa_using_directive(struct parser *p, struct symbol *ns);
void pa_using_declaration(struct parser *p, struct scope *qual, uint32_t name_tok,
                          struct symbol *target, bool is_typename);
void pa_using_enum(struct parser *p, uint32_t name_tok, struct scope *qual, bool qualified);
void pa_alias_declaration(struct parser *p, uint32_t name_tok, struct declspec *type_ds,
                          struct il_tree *type);

struct symbol *pa_class_head(struct parser *p, uint32_t key_tok, uint32_t name_tok,
                             struct scope *qual, struct symbol *tmpl, bool is_spec);
void pa_class_begin(struct parser *p, struct symbol *cls, uint32_t lbrace);
void pa_class_end(struct parser *p, uint32_t rbrace);
void pa_class_virt(struct parser *p, uint32_t tok);
void pa_base(struct parser *p, struct symbol *base, uint32_t name_tok, bool is_virtual);
struct symbol *pa_elaborated(struct parser *p, uint32_t key_tok, uint32_t name_tok,
                             struct scope *qual, bool declaration);
struct symbol *pa_enum_head(struct parser *p, uint32_t name_tok, struct scope *qual,
                            bool scoped);
void pa_enum_begin(struct parser *p, struct symbol *e);
void pa_enum_end(struct parser *p, struct symbol *e);
/* An enumerator; value: its initializer's tree, or NULL. */
void pa_enumerator(struct parser *p, uint32_t name_tok, struct il_tree *value);

void pa_template_begin(struct parser *p);
void pa_template_end(struct parser *p);
void pa_template_param_seen(struct parser *p);
void pa_type_param(struct parser *p, uint32_t name_tok, bool pack, bool is_template);
void pa_concept(struct parser *p, uint32_t name_tok);

void pa_defer_body(struct parser *p, uint32_t begin, uint32_t end, struct declarator *d);
struct deferred *pa_defer_noexcept(struct parser *p, uint32_t begin, uint32_t end);
void pa_mark_brace(struct parser *p);
void pa_function_body_begin(struct parser *p, struct declarator *d);
void pa_static_assert(struct parser *p, uint32_t tok, struct il_tree *cond, uint32_t msg);
void pa_error_param(struct parser *p, uint32_t tok);
void pa_function_body_end(struct parser *p);
/* The function declared by d has a body starting at token body. */
void pa_function_def(struct parser *p, struct declarator *d, uint32_t body);
/* ... and its body's tree is t (constructor initializers, then the block). */
void pa_function_tree(struct parser *p, struct declarator *d, struct il_tree *t);

/* extern "lang" { : string is the STRING_LITERAL token. */
void pa_linkage_begin(struct parser *p, uint32_t string);
void pa_linkage_end(struct parser *p);
/* A <<< >>> launch; an anonymous namespace (`namespace` and `{`). */
void pa_launch(struct parser *p, uint32_t open, uint32_t close);
void pa_name_parens(struct parser *p, uint32_t open, uint32_t close);
void pa_anon_namespace(struct parser *p, uint32_t ns_tok, uint32_t lbrace);


/* ---- dialect_rules.c: rules options switch (tables/options, lang) ---- */
/* Inside a template definition: a template parameter scope with
 * parameters encloses the current scope, or a generic lambda is open. */
bool pa_in_template_definition(const struct parser *p);
/* Whether decltype(...) at decltype_tok is certainly not dependent
 * (parse_actions.c). */
bool pa_decltype_nondependent(struct parser *p, uint32_t decltype_tok);
/* `try` at tok (--no_exceptions: 540). */
void pa_try_keyword(struct parser *p, uint32_t tok);
/* A throw-expression's `throw` at tok (--no_exceptions: 540). */
void pa_throw_keyword(struct parser *p, uint32_t tok);
/* --embedded_c++: id (875..882) at tok, the start of a construct
 * Embedded C++ leaves out (token_filter.c finds the keywords; a base-
 * specifier that is virtual or not the first is the grammar's). */
void pa_embedded_cxx(struct parser *p, uint32_t tok, enum diag_id id);
/* --no_rvalue_refs: id at tok, a declarator's `&&` or a ref-qualifier
 * (token_filter.c decides which). */
void pa_rvalue_refs_off(struct parser *p, uint32_t tok, enum diag_id id);
/* --no_auto_type (C++11 and later): auto is a storage class.  The errors
 * of a declarator whose only type specifier is auto (from pa_declare_name
 * before an initializer, else pa_declare; ds NULL: p->last_ds when it is
 * the declaration's), and of a declarator's trailing return type at its
 * `->` (the grammar, when the `->` is read). */
bool pa_auto_type_off(struct parser *p);
void pa_auto_storage_declarator(struct parser *p, struct declspec *ds, struct declarator *d);
void pa_trailing_return(struct parser *p, uint32_t arrow);
/* --no_variadic_templates: id at tok (a template parameter pack). */
void pa_variadic_templates_off(struct parser *p, uint32_t tok, enum diag_id id);
/* `operator new[]` / `operator delete[]`, tok at new or delete
 * (--no_array_new_and_delete: 828). */
void pa_array_new_delete(struct parser *p, uint32_t tok);
/* `inline` at tok after `extern` in one declaration's specifiers
 * (--no_extern_inline: 326). */
void pa_extern_inline(struct parser *p, uint32_t tok);
/* A declarator just declared (pa_declare): a nonmember operator function
 * whose parameters are enumerations (--no_enum_overloading: 346). */
void pa_operator_params(struct parser *p, const struct declspec *ds, const struct declarator *d);
void pa_template_signature(struct parser *p, const struct declspec *ds,
                           const struct declarator *d);
void pa_template_mute(struct parser *p);
/* --report_gnu_extensions: the GNU extension starting at tok (its
 * diagnostic id); an array declarator's bound (1617 for a literal 0). */
void pa_gnu_extension(struct parser *p, uint32_t tok, enum diag_id id);
/* --anachronisms: cfront's `overload` as a decl-specifier at tok (362);
 * `overload f, g;` (tokens tok..semi) declares nothing. */
void pa_overload_keyword(struct parser *p, uint32_t tok, uint32_t semi);
/* `delete [size] p`: 387 at the size (tokens lbracket+1..rbracket-1), an
 * error unless --anachronisms. */
void pa_delete_size(struct parser *p, uint32_t lbracket, uint32_t rbracket);
/* `if consteval` at the `if` tok: 3215 before C++23. */
void pa_if_consteval(struct parser *p, uint32_t tok);
/* `T & cv`: GNU's `& __restrict` is taken as it is; const or volatile
 * there give warning 512 at the first qualifier and are left out of the
 * host file (cv the IL_CV_* bits of the qualifiers after the `&` at amp). */
void pa_reference_cv(struct parser *p, uint32_t amp, unsigned cv);
/* `B<T>(...)` declaring a constructor, `~B<T>()` a destructor: the
 * template arguments (tokens lt..gt) are left out of the host file, as
 * cudafe++ writes it (g++ rejects them in C++20). */
void pa_cdtor_template_args(struct parser *p, uint32_t lt, uint32_t gt);
/* A mem-initializer with no name, `: (args)`: 360, or with --anachronisms
 * the one base class assumed (358). */
void pa_unnamed_mem_initializer(struct parser *p, uint32_t lparen);
void pa_gnu_array_bound(struct parser *p, const struct il_tree *bound);
/* A compound statement's `{` at tok (1608 for a statement expression). */
void pa_stmt_brace(struct parser *p, uint32_t tok);
/* --old_for_init (dialect_rules.c): a for statement's scope opens after
 * its `(` (lparen); its init-statement has been read; whether a
 * declaration in the current scope goes to the enclosing block; a
 * variable or typedef d being declared in block s (101 where it
 * redeclares a for-init variable there, or is one and redeclares a
 * variable or parameter: true); a variable declared in block s. */
void pa_for_scope(struct parser *p, uint32_t lparen);
void pa_for_init_end(struct parser *p);
void pa_do_scope(struct parser *p, bool open);
bool pa_for_init_redeclared(struct parser *p, struct scope *s, const struct declarator *d);
void pa_for_init_declared(struct parser *p, struct scope *s, struct symbol *sym);
/* redeclarations.c: a name of kind kind declared at tok in block or
 * class s (an `extern` variable: is_extern) that the scope, the
 * function's parameters or the enclosing statement's condition, for-init
 * or handler parameter already declare (101, 704, 779, 2801; warning
 * 1210): true when that is an error; a block-scope `extern` variable
 * declared. */
bool pa_redeclaration(struct parser *p, struct scope *s, uint32_t tok,
                      enum sym_kind kind, bool is_extern);
void pa_block_extern(struct parser *p, const struct symbol *sym);
/* 280 at name_tok when s is a class scope and the member declared there
 * by name_tok (a class, union, enum, typedef, alias, enumerator) has the
 * class's own name (cudafe++ declares it all the same); type_alias: a
 * typedef or alias declaration (a warning in a template).  Returns
 * whether an error was reported. */
bool pa_member_named_as_class(struct parser *p, const struct scope *s, uint32_t name_tok,
                              bool type_alias);
/* placeholders.c: a variable or data member d of scope s declared with
 * `auto` and nothing to deduce it from (1593), a non-static data member
 * declared with `auto` (1598). */
void pa_check_placeholder(struct parser *p, const struct declspec *ds, const struct declarator *d,
                          const struct scope *s);

/* ---- parse_tree.c: the IL's trees (il_tree.h) ---- */
struct il_tree *pt_new(struct parser *p, enum il_kind kind, unsigned sub, unsigned op,
                       uint32_t tok);
struct il_tree *pt_add(struct il_tree *t, struct il_tree *kids);
struct il_tree *pt_node(struct parser *p, enum il_kind kind, unsigned sub, unsigned op,
                        uint32_t tok, struct il_tree *a, struct il_tree *b, struct il_tree *c,
                        struct il_tree *d);
#define PT_STMT(p, k, tok, a, b, c, d) pt_node(p, IL_statement, k, 0, tok, a, b, c, d)
#define PT_EXPR(p, k, tok, a, b, c) pt_node(p, IL_expr_node, k, 0, tok, a, b, c, NULL)
#define PT_OP(p, eok, tok, a, b, c) pt_node(p, IL_expr_node, enk_operation, eok, tok, a, b, c, NULL)
struct il_tree *pt_none(struct parser *p, uint32_t tok);
void pt_list(struct pval *list, struct il_tree *x);
struct il_tree *pt_optok(struct parser *p, uint32_t tok, uint32_t kind, enum il_form form,
                         struct il_tree *a, struct il_tree *b);
struct il_tree *pt_fold(struct parser *p, uint32_t ellipsis, uint32_t op_kind,
                        struct il_tree *a, struct il_tree *b);
struct il_tree *pt_literal(struct parser *p, uint32_t tok);
struct il_tree *pt_name(struct parser *p, uint32_t tok, struct symbol *sym);
void pt_local_decl(struct parser *p, struct il_node *n);
struct il_tree *pt_decl_stmt(struct parser *p, uint32_t tok);
void pt_block_end(struct parser *p, struct scope *s);
struct il_tree *pt_derive(struct il_tree *list, struct il_tree *d);
struct il_tree *pt_ptr_operator(struct parser *p, uint32_t tok, unsigned cv,
                                struct scope *member_of);
struct il_tree *pt_array(struct parser *p, uint32_t lbracket, struct il_tree *bound);
struct il_tree *pt_routine(struct parser *p, const struct pval *params_quals);
void pt_param_default(struct il_param *pr, struct il_tree *init);
struct il_tree *pt_type(struct parser *p, struct declspec *ds, struct il_tree *derived);
struct il_tree *pt_type_name(struct parser *p, uint32_t tok, struct symbol *sym);

/* Which scope X:: names, from the token value of a SCOPE_NAME. */
struct scope *pa_scope_of_symbol(struct parser *p, struct symbol *s);
struct symbol *pa_typename_target(struct parser *p, uint32_t typename_tok, void *qual,
                                  void *y, uint32_t name_tok);
/* N::x used as an expression: remember the scope N names for x's token
 * (il_list.qualifier_by_tok). */
void pa_note_qualifier(struct parser *p, const struct il_tree *name, struct scope *qual);
/* X<args>:: in a nested-name-specifier, X a class template: remember the
 * instance's type (il_list.qualifier_targs) for the `::` token colons. */
void pa_note_qualifier_targs(struct parser *p, struct symbol *tmpl, uint32_t name_tok,
                             struct il_tree *args, uint32_t colons);

#endif
