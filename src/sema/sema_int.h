/* Shared by the semantic core's files (not for other stages): the index
 * of declarations by token and the helpers every check uses. */
#ifndef CUFE_SEMA_INT_H
#define CUFE_SEMA_INT_H

#include <stdbool.h>
#include <stdint.h>

#include "diag/diag.h"
#include "il/il.h"
#include "il/il_tree.h"
#include "sema/sema.h"
#include "sema/entities/entity.h"
#include "sema/exprs/expr_type.h"
#include "sema/types/arith.h"
#include "sema/types/from_decl.h"
#include "support/ptrmap.h"

struct ident;

/* A diagnostic found by a check, reported after the walk in the order
 * cudafe++ finds them (it checks a call when its argument list closes). */
struct sema_finding {
    uint32_t order_tok;     /* when cudafe++ reports it: the call's `)` */
    uint32_t tok;           /* where: the caret */
    enum diag_id id;
    const char *args[4];    /* fill-ins (interned names, literals, num) */
    unsigned long seq;      /* when it was found: the order of equal positions */
    int late;               /* 1: after the others at its order_tok (2: after those) */
    unsigned rank;          /* then at one order_tok and late: lower first (0 for most) */
    uint32_t from;          /* the first token of the expression that found it
                             * (0: not said): at one order_tok, an inner
                             * expression's (a later start) comes first */
    char num[16];           /* a number fill-in */
    const char *line;       /* a supplementary line, or NULL ... */
    const char *line2;      /* ... and a second one */
    const char **lines;     /* or any number of them (malloc'ed, NULL-terminated) */
    enum diag_id note_id;   /* the notes' diagnostic ... */
    struct sema_note *notes;/* ... and where and what they name (malloc'ed) */
    unsigned nnotes;
    bool device_call;       /* a 3462-3465: args[0] is the callee as written ... */
    const char *alt;        /* ... and this, its code name, after an error */
    int sev;                /* a severity chosen instead of the row's (0: the row's) */
};

struct sema_ctor {
    const struct il_node *fn;
    struct sema_ctor *next;          /* the one declared before it in its class */
    struct sema_ctor *all;
};

struct sema {
    /* The semantic model (types/, entities/, exprs/; issue 32), indexed as
     * the IL grows, read by the checks in checks/. */
    bool model_ready;
    struct type_context model_types;
    struct decl_types model_decls;
    struct entities model_entities;
    struct expr_typer model;
    struct lexer *lx;
    struct diag_engine *d;
    const struct il_list *il;
    /* The IL node of each declaration and the il_param of each named
     * parameter, by the token of its name (a symbol's tok): variables
     * at block scope carry no symbol, but their uses do.  Lazily: the
     * global namespace's declarations once, the parameters and locals of
     * the function being judged for its walk (a declaration elsewhere is
     * not found: the checks that need it stay silent). */
    struct ptrmap decl_by_tok, local_by_tok, param_by_tok;
    struct ptrmap typedef_by_tok;    /* typedefs of namespaces and classes */
    struct ptrmap routine_by_tok;    /* functions of other namespaces than the global */
    struct ptrmap member_by_tok;     /* member functions declared in their class */
    struct ptrmap ctors_of;          /* class scope -> its constructors declared in it
                                      * (struct sema_ctor, the last declared first) */
    struct ptrmap call_ops_of;       /* class scope -> its operator()s declared in it
                                      * (sema_ctor list, the last declared first) */
    struct ptrmap subscript_ops_of;  /* class scope -> its operator[]s declared in it
                                      * (struct sema_ctor, the last declared first) */
    struct ptrmap conversions_of;    /* class scope -> one of its conversion functions */
    struct ptrmap qualified_vars;    /* ident -> the variables declared with a qualified
                                      * name (int C::v = 1;), a sema_ctor list */
    struct ptrmap arrow_ops_of;      /* class scope -> one of its operator->s */
    struct ptrmap called;            /* the callees of the body's calls (o.f of o.f()) */
    struct ptrmap range_of;          /* a range-for variable of the body -> its range */
    struct ptrmap qualified_by_name; /* ident -> the functions defined with a qualified
                                      * name (N::f(...) {}), a sema_ctor list */
    struct sema_ctor *ctors_all;     /* (every sema_ctor, to free them) */
    struct ptrmap access_classes;    /* access.c: class scope -> what its tokens say
                                      * (struct sema_access_class) */
    struct sema_access_class *access_all;   /* (every one, to free them) */
    struct ptrmap qualified_defaults;/* class scope -> an out-of-class definition
                                      * there with a default argument */
    struct ptrmap constant_by_tok;   /* enumerator's or static data member's token + 1 ->
                                      * its IL node */
    struct ptrmap previous_enumerator;  /* enumerator's IL node -> the one before it */
    const struct il_node *last_enumerator;
    const struct il_mark *launch_mark;   /* sema_resolve_launch's place in the marks */
    const struct il_assertion *asserted;   /* the last one sema_check_assertions() saw */
    struct ptrmap instances_seen;    /* "C<N> [with N=0]" instances checked (ident) */
    struct ptrmap lookup_memo;       /* calls.c: a called name's ident -> its last
                                      * lookups (struct sema_lookup_memo[2]: a body's
                                      * calls of one name see the same declarations) */
    const struct il_node **instance_vars;   /* namespace variables to check (sema_check_instance) */
    size_t ninstance_vars, instance_vars_cap;
    struct ptrmap enum_by_tok;       /* enumerator's token -> its enumeration */
    struct ptrmap field_by_tok;      /* data member's token + 1 -> its IL node */
    struct ptrmap targs_by_tok;      /* a declaration's class template name's token + 1 ->
                                      * its type node with the template arguments (the
                                      * first declarator's; later ones have none) */
    struct ptrmap friend_by_name;    /* ident -> a friend declaration of that name */
    struct ptrmap lambda_parent;     /* captures.c: a lambda -> the lambda around it */
    struct ptrmap variable_definitions;  /* redefinitions.c: a namespace variable's
                                      * symbol -> its first definition */
    const struct il_node *indexed;   /* the last IL node in decl_by_tok's scan */
    struct ptrmap use_at;            /* uses.c: token + 1 -> enum use | the last token
                                      * of the operation using it << 3, this function */
    uint32_t use_end, use_start;     /* the operation being walked: its tokens */
    struct ptrmap use_from;          /* uses.c: token + 1 -> use_start + 1 */
    bool host_fn;                    /* uses.c: the function is host code */
    /* The function judged is a template.  cudafe++ checks a template's
     * definition for calls, members, operands, 186, 174, 177, jumps and
     * labels; reads before a write (549), device variables in host code
     * (20091/20092) and return values only in instances (not judged). */
    bool in_template;
    /* the namespaces using-directives in the body's blocks nominate (so
     * far in the walk; overflow: more than kept) */
    const struct scope *block_usings[16];
    unsigned nblock_usings;
    bool block_usings_overflow;
    const struct il_node *judging;   /* the function whose body is walked */
    bool relaxed_constexpr;          /* --expt-relaxed-constexpr */
    struct sema_options opt;         /* the rules the command line switches (sema.h) */
    bool call_unevaluated, call_in_lambda;   /* the call sema_check_call judges is in
                                              * an unevaluated operand, a lambda */
    struct sema_template_use {       /* calls of function templates in the body walked */
        uint32_t tok;
        const struct il_tree *call;
        const struct il_node *fn, *def;
        bool body;                   /* it instantiates the body (--instantiate=used) */
    } *uses;
    size_t nuses, uses_cap;
    struct sema_fn_instance {        /* function template instances to check at the end */
        const struct il_node *def;
        enum arith_id arith[8];      /* the type arguments */
        unsigned n;
        const char *line;            /* "\vdetected during instantiation of ..." */
    } *fn_instances;
    size_t nfn_instances, fn_instances_cap;
    struct ptrmap dtor_of;           /* class scope -> its destructor's declaration
                                      * in the class (with no_implicit_noexcept) */
    struct ptrmap c_functions;       /* ident -> its extern "C" functions (struct
                                      * sema_ctor), with keep_restrict */
    struct ptrmap last_name;         /* locals.c: ident -> its last token in ... */
    const struct il_node *last_name_fn;  /* ... this function's body */
    const struct il_node **pending;  /* namespace-scope variables with a braced
                                      * initializer, not yet checked */
    size_t npending, pending_cap;
    const struct il_node **fields;   /* data members with a default member initializer
                                      * `= ...` not judged yet (it is parsed with the
                                      * class's bodies: judged once it is there) */
    size_t nfields, fields_cap;
    struct sema_finding *found;
    size_t nfound, found_cap;
    unsigned long errors;            /* errors reported */
    struct sema_hierarchy *hier;     /* hierarchy.c: classes, their virtual functions */
    struct ptrmap class_named;       /* completeness.c: a class name's ident -> the class
                                      * defined with it, or the map itself for two */
    /* Facts of the token stream (append-only, so kept for good): the
     * closer of each group opener sema_group_close met (close + 1;
     * CLOSE_NONE when the input ends first; 0 not known yet) ... */
    uint32_t *group_close;
    size_t group_close_cap;
    struct ptrmap plain_bodies;      /* ... and members.c: a class body's `{` + 1 ->
                                      * 1 + whether it is plain (plain_body) */
    struct ptrmap redecls;           /* redefinitions.c: ident -> its declarations in
                                      * namespaces, read once (struct redecl_set) */
    struct ptrmap spaces_of;         /* calls.c: the newest declaration of a global
                                      * function -> the list's greatest token << 8 |
                                      * 2 + its one execution space (or -1) */
    struct ptrmap noreturn_of;       /* flow.c: the newest declaration of a function
                                      * (its scope's symbol list) -> 1 + whether one of
                                      * the list's declarations says noreturn */
    struct sema_arith_memo *arith_memo;  /* arith.c: the row of a builtin type's keywords
                                      * by their tokens (ARITH_MEMO_SIZE slots) */
    const char *arith_texts[ARITH__COUNT][4];   /* class_values.c: "const int" ... by
                                      * arith_id and cv-qualifiers (const 1, volatile 2) */
    struct sema_memo *memo;          /* sema.c: answers about the trees being judged */
    uintptr_t stack_hi;              /* the top of sema_function's or sema_finish's frame
                                      * (0 outside them): trees below it are temporaries */
};

/* Answers about one tree (an expression, a call), asked again by each
 * check that looks at it (a call's target by the call, device, access
 * and operand checks, an operand's type by every rule on its operator):
 * found once and kept while what they depend on stays the same -- within
 * one entry into the core (sema_function, sema_finish), for one function
 * judged, its template-ness, the block using-directives seen so far and
 * the parameters indexed.  Trees built on the stack (a copy without its
 * cv-qualifiers, a literal made up for a message) are never kept: their
 * address is reused for another tree.
 *   sema_memo_get   the record kept for t, or NULL (then *epoch is what
 *                   sema_memo_put needs: 0 when t cannot be kept)
 *   sema_memo_put   keeps a copy of rec (size bytes; 0: rec itself, which
 *                   must outlive the memo) for t, unless the answers were
 *                   dropped since the sema_memo_get
 *   sema_memo_clear drops them all (a fact they may depend on changed) */
enum sema_memo_kind { MEMO_CLASSIFY, MEMO_CALL_TARGET, MEMO_CALL_TARGET_USINGS,
                      MEMO_MEMBER_CALL_TARGET, MEMO__COUNT };
const void *sema_memo_get(struct sema *s, enum sema_memo_kind k, const void *t, unsigned *epoch);
void sema_memo_put(struct sema *s, enum sema_memo_kind k, const void *t, unsigned epoch,
                   const void *rec, size_t size);
void sema_memo_clear(struct sema *s);

const struct il_node *sema_decl_at(const struct sema *s, uint32_t tok);

/* The function a call certainly calls, without overload resolution
 * (calls.c): every declaration its name means is one function (one
 * parameter list) and argument-dependent lookup cannot add another. */
struct sema_callee {
    const struct il_node *first;   /* its first declaration seen */
    unsigned nparams;
    uint64_t defaults;             /* parameters with a default argument */
    bool pack;                     /* a parameter pack */
    int space;                     /* enum sema_space of all its declarations;
                                    * -1 when they say different ones */
    uint32_t flags;                /* IL_F_* of any of its declarations */
    unsigned count;                /* its declarations */
    bool qualified;                /* named N::f or ::f */
    uint32_t rparen;               /* the call's `)` */
    struct sema_overloads *ov;     /* set: collect overloads here instead of failing */
    uint32_t span_lo, span_hi;     /* lookup: the call positions [lo, hi) that see the
                                    * same declarations */
    const struct il_tree *instance;/* a member of this class template instance's own
                                    * body: its parameters' types substitute its
                                    * template arguments (sema_substituted) */
};
/* The functions an overloaded name means, one entry a function (its
 * declarations merged): for the messages that list them. */
struct sema_overloads {
    struct {
        const struct il_node *first;   /* its first declaration */
        const struct il_node *def;     /* its definition, if seen */
        unsigned nparams;
        uint64_t defaults;
        bool pack;
    } c[24];
    unsigned n;
};
bool sema_call_target(struct sema *s, const struct il_tree *call, bool using_directives,
                      struct sema_callee *c);
/* Every function a call's name means (the overloads merged over their
 * declarations), when lookup and argument-dependent lookup are certain. */
bool sema_call_overloads(struct sema *s, const struct il_tree *call, bool using_directives,
                         struct sema_callee *cs, struct sema_overloads *ov);
/* overloads.c: the function overload resolution certainly picks for a
 * call of an overloaded name with arithmetic arguments and parameters
 * (cs as sema_call_target fills it), false when none, ambiguous or not
 * judged; the rank of the standard conversion between two arithmetic
 * types (tables/standard_conversions). */
bool sema_best_overload(struct sema *s, const struct il_tree *call, bool using_directives,
                        struct sema_callee *cs);
/* The same among the functions of ov (member functions alike in their
 * implicit object parameter) for the arguments from args on: the index
 * of the one it certainly picks, or -1. */
int sema_best_of(struct sema *s, const struct il_tree *args, const struct sema_overloads *ov);
/* A call no viable function of which is better than another (308). */
void sema_check_ambiguous_call(struct sema *s, const struct il_tree *call, bool using_directives);
/* The same for o.f(...) and p->f(...) (members.c): f a member function of
 * a class members.c can judge, one function in the class member lookup
 * finds it in. */
bool sema_member_call_target(struct sema *s, const struct il_tree *call, struct sema_callee *c);
/* The same for f(...) in a member function naming a member function of
 * its own plain class (class member lookup found it: no
 * argument-dependent lookup). */
bool sema_static_member_target(struct sema *s, const struct il_tree *call, struct sema_callee *cs);
bool sema_implicit_member_target(struct sema *s, const struct il_tree *call, struct sema_callee *c);
/* A class members.c judges: complete, of the global namespace, its bases
 * all recorded, no anonymous union or struct in its body. */
bool sema_plain_class(const struct sema *s, const struct symbol *c);
/* The operator()s a class scope declares (sema_ctor list, newest first). */
const struct sema_ctor *sema_call_ops_of(const struct sema *s, const struct scope *cls);
const struct sema_ctor *sema_subscript_ops_of(const struct sema *s, const struct scope *cls);
/* Whether a class scope declares a conversion function (operator T). */
bool sema_has_conversion(const struct sema *s, const struct scope *cls);
/* Whether a class scope declares an operator->. */
bool sema_has_arrow_operator(const struct sema *s, const struct scope *cls);
bool sema_is_operator_token(const struct sema *s, uint32_t tok);
/* o.f(...) on a class template instance, f overloaded, none taking that
 * many arguments (304 with its notes). */
void sema_check_instance_overloads(struct sema *s, const struct il_tree *call);
/* "argument types are: (...)" for the arguments from args on (calls.c),
 * NULL when one's type is not known. */
/* One argument's type as that line spells it, or NULL. */
const char *sema_arg_type_text(const struct sema *s, const struct il_tree *a);
/* Whether argument a certainly converts to param (a 3326 note names the
 * first argument that does not: only certain when those before fit). */
bool sema_certainly_fits(const struct sema *s, const struct il_tree *a, const struct il_tree *param);
/* The type a call of a namespace's function returns when one function
 * (not a template) is the only one that takes that many arguments; NULL
 * otherwise (for `auto x = f();`). */
const struct il_tree *sema_call_result_type(struct sema *s, const struct il_tree *call);
/* Whether a type may depend on template parameters (calls.c). */
bool sema_type_depends(const struct il_tree *t);
/* deduction.c: for a call of function template fn with these arguments
 * (as many as it takes): k when argument #k certainly does not convert to
 * its parameter (one naming no template parameter), -1 when deduction
 * certainly fails, 0 when not certain. */
/* The template arguments a call certainly deduces for function template
 * fn (spelled as cudafe++ does, at most max, their number in *n); false
 * when not certain. */
bool sema_deduced_arguments(const struct sema *s, const struct il_node *fn,
                            const struct il_tree *args, bool trailing, const char **out,
                            enum arith_id *arith, unsigned max, unsigned *n);
/* A call in a body that may make a specialization of function template
 * fn (the only function its name means; no explicit template arguments). */
void sema_template_use(struct sema *s, const struct il_tree *call, const struct il_node *fn,
                       const struct il_node *def);
/* The body's walk is over: its calls of function templates, in order. */
void sema_template_uses_done(struct sema *s);
/* constants.c: the body of function template def instantiated with its
 * type parameters bound to the arithmetic types arith (ARITH_NONE:
 * another type; line: the diagnostics' instantiation context). */
void sema_check_function_instance(struct sema *s, const struct il_node *def,
                                  const enum arith_id *arith, unsigned n, const char *line);
int sema_template_mismatch(const struct sema *s, const struct il_node *fn,
                           const struct il_tree *args);
/* A call of function template fn with explicit template arguments targs
 * (a template-id callee): k > 0 when argument #k certainly does not
 * convert to its parameter (with the explicit type arguments in place),
 * or one of these; *text: the arguments as 3323 spells them. */
enum {
    EXPLICIT_UNKNOWN = 0,
    EXPLICIT_SUBSTITUTION = -1,   /* 3323: the arguments do not fit the parameters */
    EXPLICIT_COUNT = -2,          /* 3322: another number of call arguments */
    EXPLICIT_DEDUCTION = -3       /* 3327: a parameter cannot be deduced */
};
int sema_explicit_call(const struct sema *s, const struct il_node *fn, const struct il_tree *targs,
                       const struct il_tree *args, bool count_fits, const char **text);
/* type with args[k] in place of the template type parameter names[k]
 * (keyword types only), for `T`, `cv T *...`, `cv T &`; built in
 * nodes[0..n); type itself when it names none; NULL when not certain. */
const struct il_tree *sema_substitute(const struct sema *s, const struct il_tree *type,
                                      const struct ident *const *names,
                                      const struct il_tree *const *args, unsigned np,
                                      struct il_tree *nodes, unsigned n);
const char *sema_arg_types_line(const struct sema *s, const struct il_tree *args);
/* Adds a declaration to c: false when it has another parameter list. */
bool sema_callee_add(const struct sema *s, const struct il_node *n, struct sema_callee *c);
/* The member function declared in its class at tok, or NULL; whether a
 * definition outside the class scope s gives a parameter a default
 * argument. */
const struct il_node *sema_member_at(const struct sema *s, uint32_t tok);
bool sema_class_has_qualified_defaults(const struct sema *s, const struct scope *cls);
/* A function's parameters (none for f(void)); whether it has a `...`
 * (true when that cannot be told). */
const struct il_param *sema_params_of(const struct il_node *n);
bool sema_has_ellipsis(const struct sema *s, const struct il_node *n);
/* The function of any namespace (the global one's too) declared at tok,
 * or NULL. */
const struct il_node *sema_routine_at(const struct sema *s, uint32_t tok);
/* The enumeration of the enumerator declared at tok, or NULL. */
const struct symbol *sema_enum_of(const struct sema *s, uint32_t tok);
/* Whether a class (so far) declares a friend named id: argument-dependent
 * lookup could find it through an associated class. */
bool sema_friend_named(const struct sema *s, const struct ident *id);
/* The typedef declared at tok (block scope or not), or NULL. */
const struct il_node *sema_typedef_at(const struct sema *s, uint32_t tok);
const struct il_param *sema_param_at(const struct sema *s, uint32_t tok);
/* The functions defined with a qualified name N::f of that name. */
const struct sema_ctor *sema_qualified_named(const struct sema *s, const struct ident *id);
/* The variables declared with a qualified name C::v of that name. */
const struct sema_ctor *sema_qualified_variables(const struct sema *s, const struct ident *id);
/* The constructors declared in a class's scope, the last one first. */
const struct sema_ctor *sema_ctors_of(const struct sema *s, const struct scope *cls);
/* A type node naming a class template without arguments, in a later
 * declarator of a declaration: the first declarator's node, which has
 * them; any other type as it is. */
const struct il_tree *sema_full_type(const struct sema *s, const struct il_tree *t);
/* A class scope's non-static data members in declaration order into
 * out (at most max): their number, -1 when one is not indexed or there
 * are more. */
int sema_data_members(const struct sema *s, const struct scope *cls, const struct il_node **out,
                      unsigned max);
/* The data member declared at tok, or NULL. */
const struct il_node *sema_field_at(const struct sema *s, uint32_t tok);
int sema_tok_kind(const struct sema *s, uint32_t tok);
/* Records diagnostic id at tok, reported in order_tok order; with a name
 * (NULL: none) as %1, or "what" "name" (previous definition at line N). */
void sema_error(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id,
                const char *name);
/* The same with a severity instead of the row's (a SEV_* of diag.h). */
void sema_error_sev(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id, int sev);
/* "class "C" has no field "x"" and the like: three fill-ins. */
void sema_error_member_of(struct sema *s, uint32_t order_tok, uint32_t tok, const char *what,
                          const char *cls, const char *member, enum diag_id id);
void sema_error_member(struct sema *s, uint32_t tok, const char *cls, const char *member);
/* The same, after the other findings at order_tok. */
void sema_error_late(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id,
                     const char *name);
/* Where a declaration is, as "declared at ..." spells it from a use:
 * "line 5", or "line 514 of /usr/include/..." in another file. */
const char *sema_declared_at(const struct sema *s, uint32_t decl, uint32_t use);
/* The last finding comes after the others at its order_tok. */
void sema_finding_late(struct sema *s);
/* The last finding was made by the expression starting at tok. */
void sema_found_by(struct sema *s, uint32_t tok);
/* The same with two fill-ins. */
void sema_error2(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id,
                 const char *a1, const char *a2);
/* 3369 "WHAT "NAME" has already been defined (previous definition at
 * line N[ of FILE])", the earlier definition at token previous. */
/* parameters.c: a default argument before a parameter without one (306). */
void sema_check_default_arguments(struct sema *s, const struct il_node *fn);
/* stmts.c: `this` in the body of a static member function defined in
 * its class, or of a function of a namespace (258). */
void sema_check_this(struct sema *s, const struct il_node *fn, const struct il_tree *e);
void sema_error_redefined(struct sema *s, uint32_t tok, const char *what, const char *name,
                          uint32_t previous);
/* The identifier at tok (interned, NUL-terminated). */
const struct ident *sema_ident(const struct sema *s, uint32_t tok);
/* The `)` matching the `(` at tok, 0 if none. */
uint32_t sema_matching_paren(const struct sema *s, uint32_t tok);
/* The token closing the group (`(`, `[`, `{`) opened at tok, of any kind; 0 if none. */
uint32_t sema_group_close(const struct sema *s, uint32_t tok);
/* calls.c: a member function's qualifiers after its parameter list --
 * const, volatile, & and && as bits 1, 2, 4, 8 (-1: cannot tell). */
int sema_member_quals(const struct sema *s, const struct il_node *n);
/* members.c: the class among c and its bases whose scope declares id,
 * the one member lookup finds: NULL when none does, when two bases do
 * (an ambiguity, or a member of a shared base), or when a class on the
 * way is not one judged (*unsure). */
typedef bool (*sema_class_judged)(const struct sema *s, const struct symbol *c, void *ctx);
const struct symbol *sema_declaring_class(const struct sema *s, const struct symbol *c,
                                          const struct ident *id, sema_class_judged judged,
                                          void *ctx, int depth, bool *unsure);
/* The `}` matching the `{` at tok, 0 if none. */
uint32_t sema_matching_brace(const struct sema *s, uint32_t tok);
/* The smallest and largest token indices in a tree (at most 64 nodes
 * deep are looked at): where an expression starts and ends. */
void sema_token_span(const struct il_tree *e, uint32_t *first, uint32_t *last);
uint32_t sema_first_token(const struct il_tree *e);
/* The first token of a name with its qualifiers (`ns::f`, `::f`): where
 * cudafe++ puts the caret for an expression that starts with it. */
uint32_t sema_name_start(const struct sema *s, uint32_t tok);
/* sema_first_token(e), its leading name's qualifiers included. */
uint32_t sema_expr_start(const struct sema *s, const struct il_tree *e);
uint32_t sema_last_token(const struct il_tree *e);

/* arith.c: which arithmetic type a type tree names (the rules: types/arith.h). */
/* The arithmetic type a type tree names (through references and
 * typedefs), ARITH_NONE if none or not known. */
enum arith_id sema_arith_of_type(const struct sema *s, const struct il_tree *type);
/* The same, with the cv-qualifiers (and restrict) of the type and of the
 * typedefs on the way added to *cv (when not NULL); references followed
 * only when asked. */
enum arith_id sema_arith_and_cv(const struct sema *s, const struct il_tree *t, bool references,
                                unsigned *cv);

/* types.c: what is certain about the type of an expression. */
enum sema_class {
    SEMA_UNKNOWN,   /* not judged: the checks that need it stay silent */
    SEMA_ARITH,     /* an arithmetic type (bool, char, enums excluded) */
    SEMA_POINTER,   /* a pointer to a fundamental type (arrays decayed) */
    SEMA_NULLPTR,   /* std::nullptr_t */
    /* Types of the global namespace whose associated entities ([basic.
     * lookup.argdep]) are that namespace only -- argument-dependent lookup
     * adds no candidate beyond what unqualified lookup from a global
     * function finds, except friends declared in an associated class: */
    SEMA_ENUM,      /* an enumeration of the global namespace (cls: the enum) */
    SEMA_CLASS_PTR  /* a pointer to a class of the global namespace whose bases
                     * are such classes (cls: the class; type: the pointer) */
};
struct sema_etype {
    enum sema_class kind;
    const struct il_tree *type;  /* the type as the source spells it, or NULL
                                  * (SEMA_POINTER: a tk_pointer, or the tk_array
                                  * that decayed) */
    bool zero;                   /* the literal 0 (a null pointer constant) */
    bool str;                    /* SEMA_POINTER: a const char * from a string
                                  * literal (plain, unprefixed), maybe offset */
    const struct il_tree *pointee;  /* SEMA_POINTER of &v: v's declared type */
    const struct symbol *cls;    /* SEMA_ENUM, SEMA_CLASS_PTR: the enum or class */
    enum arith_id arith;         /* SEMA_ARITH: the type, ARITH_NONE if not known */
    bool constant;               /* a constant expression ([expr.const]) ... */
    bool has_value;              /* ... of integral type whose value is known: */
    long long value;
};
/* The declared type of a variable or parameter named by e (a reference:
 * the referred-to type, when through_reference), or NULL. */
/* Whether declaration n is in a template (its scopes, or itself a
 * template or a specialization). */
bool sema_node_in_template(const struct il_node *n);
/* o.m, p->m: the non-static data member m of a class the core knows
 * (IL_field), or NULL. */
const struct il_node *sema_field_of(const struct sema *s, const struct il_tree *e);
const struct il_tree *sema_declared_type(const struct sema *s, const struct il_tree *e,
                                         bool through_reference);
/* A fundamental type, or a pointer, reference or array of one. */
bool sema_type_is_fundamental(const struct il_tree *type);
struct sema_etype sema_class_of_type(const struct sema *s, const struct il_tree *type);
/* constants.c: the value of an integral constant expression (its type
 * and value), false when any part of it is not modelled or it is not a
 * constant (signed overflow, division by zero). */
struct sema_const {
    enum arith_id a;
    long long v;
};
bool sema_eval_constant(struct sema *s, const struct il_tree *e, struct sema_const *out);
/* --no_vla: 28 (with 2703/2689) for an array bound that certainly is
 * not a constant expression; false when nothing is reported. */
bool sema_check_vla_bound(struct sema *s, const struct il_tree *bound);
/* An enumerator or a static data member by the token of its name; the
 * enumerator declared right before an enumerator in its enumeration. */
const struct il_node *sema_constant_at(const struct sema *s, uint32_t tok);
const struct il_node *sema_previous_enumerator(const struct sema *s, const struct il_node *n);
/* x / 0 and x % 0 (39, 179). */
void sema_check_division(struct sema *s, const struct il_tree *e);
/* A variable whose definition instantiates a class template: what of the
 * instance depends on its arguments (static_assert, array bounds). */
void sema_check_instance(struct sema *s, const struct il_node *v);
/* closures.c: a local `auto v = [...](...) {...};`'s type as cudafe++
 * spells it ("lambda [](int)->int"), or NULL. */
const char *sema_closure_variable_text(struct sema *s, const struct il_node *v);
/* A constexpr variable's initializer certainly not constant (28). */
void sema_check_constexpr_init(struct sema *s, const struct il_node *n);
/* The static_assert declarations read since the last call, evaluated. */
void sema_check_assertions(struct sema *s);
/* The integer type the keywords [b, e) spell (`unsigned long`), or
 * ARITH_NONE (types.c; for non-type template parameters). */
enum arith_id sema_int_keywords(const struct sema *s, uint32_t b, uint32_t e);
struct sema_etype sema_value_param(const struct sema *s, const struct symbol *p);
struct sema_etype sema_classify(const struct sema *s, const struct il_tree *e);
/* An argument of class arg certainly converts to a parameter of type param
 * (an implicit conversion sequence exists). */
bool sema_certainly_converts(const struct sema *s, const struct il_tree *param,
                             struct sema_etype arg);
/* Two type trees spell the same type. */
bool sema_same_type(const struct sema *s, const struct il_tree *a, const struct il_tree *b);
/* The value a cast gives (stmts.c): e, parentheses around it left out,
 * a cast to a non-reference arithmetic or pointer type is a prvalue;
 * with --preserve_lvalues_with_same_type_casts, one to an arithmetic type
 * spelled with keywords, without cv, of an lvalue of exactly that type
 * (a variable, parameter, element or member so declared) is that lvalue
 * (*operand).  NONE: e is no such cast; UNKNOWN: not certain. */
/* --no_implicit_noexcept: 766 for dtor, a destructor declared in its
 * class without an exception specification, where it overrides one
 * declared to throw nothing (members.c). */
void sema_check_dtor_noexcept(struct sema *s, const struct il_node *dtor);
/* A built-in arithmetic, comparison or logical operator's result, its
 * operands arithmetic: a prvalue (stmts.c). */
bool sema_arith_prvalue(const struct sema *s, const struct il_tree *e);
enum sema_cast { SEMA_CAST_NONE, SEMA_CAST_PRVALUE, SEMA_CAST_LVALUE, SEMA_CAST_UNKNOWN };
enum sema_cast sema_cast_value(const struct sema *s, const struct il_tree *e,
                               const struct il_tree **operand);
/* ... as parameter types in a signature (calls.c) */
bool sema_same_param_type(const struct sema *s, const struct il_tree *a, const struct il_tree *b);
/* --keep_restrict_in_signatures: n, a function declared extern "C", has
 * parameters that differ from those of one of the earlier declarations
 * of its name (the list) only by their top-level restrict, and is no
 * redeclaration of another: a second function of that name with C
 * linkage (338).  Functions of the global namespace; other differences
 * are not judged. */
bool sema_c_overload(const struct sema *s, const struct il_node *n, const struct sema_ctor *earlier);

/* calls.c */
void sema_check_call(struct sema *s, const struct il_tree *call, bool using_directives);
/* constructors.c: C c(a, b), new C(a, b), C(a, b) that no constructor of
 * C takes (289) */
void sema_check_declared_construction(struct sema *s, const struct il_node *v);
/* a scalar initialized from two or more values (146) */
void sema_check_scalar_declaration(struct sema *s, const struct il_node *v);
void sema_check_mem_initializer(struct sema *s, const struct il_node *fn, const struct il_tree *ci);
/* aggregates.c: a string literal initializing an arithmetic member of an
 * aggregate (144) */
/* `.name = v` naming no data member of the aggregate t (136): whether reported. */
bool sema_check_designators(struct sema *s, const struct il_tree *t, const struct il_tree *init,
                            uint32_t order);
void sema_check_aggregate_init(struct sema *s, const struct il_node *v);
/* "text" with its quotes (interned), for fill-ins that carry them. */
const char *sema_quoted(const struct sema *s, const char *text);
/* calls.c: an argument that certainly does not convert to a parameter
 * of that type (for 3326 notes) */
bool sema_certainly_incompatible(const struct sema *s, const struct il_tree *a,
                                 const struct il_tree *param);
/* value_kinds.c: a value of a kind no implicit conversion takes to type
 * (void; scoped enumerations to numbers and other enumerations; numbers
 * and other enumerations to an enumeration; void * to an object pointer;
 * pointers to numbers), its type's and the target's texts. */
bool sema_wrong_kind(const struct sema *s, const struct il_tree *value, const struct il_tree *target,
                     const char **v_text, const char **t_text);
/* calls.c: a value that certainly does not convert to type, spelled as
 * cudafe++'s 167 and 144 spell them */
bool sema_incompatible(const struct sema *s, const struct il_tree *a, const struct il_tree *type,
                       const char **a_text, const char **t_text);
/* closures.c: a lambda held in a local variable called with a number of
 * arguments it does not take (1767); the lambda of an enk_lambda tree
 * (its parameters are indexed for the checks then), or NULL */
void sema_check_closure_call(struct sema *s, const struct il_tree *call);
void sema_check_functor_call(struct sema *s, const struct il_tree *call);
const struct il_lambda *sema_lambda_of(struct sema *s, const struct il_tree *e);
/* captures.c: a name used in the body of lambda l (the innermost around
 * it) in function fn that l does not capture (1735, 1738, 1877). */
void sema_check_captured(struct sema *s, const struct il_node *fn, const struct il_lambda *l,
                         const struct il_tree *name);
/* Adds a second supplementary line to the last finding. */
void sema_finding_line2(struct sema *s, const char *line);

/* checks/object_cv.c: a member function called on an object whose
 * cv-qualifiers it does not take (1086). */
void sema_check_object_cv(struct sema *s, const struct il_tree *call);
/* ... and 245: a data member named in a static member function. */
void sema_check_field_object(struct sema *s, const struct il_tree *e, bool unevaluated);
/* checks/class_operators.c: a built-in operator on a class without
 * conversion functions no operator function takes (349, notes 3328). */
void sema_check_class_operators(struct sema *s, const struct il_tree *op);
/* ... whether it reports op: 349, not 137, for `ci += s` (overload
 * resolution fails first). */
bool sema_class_operator_error(struct sema *s, const struct il_tree *op);
/* Records diagnostic id at tok with one fill-in and supplementary lines
 * (lines: malloc'ed, NULL-terminated; the finding frees them). */
void sema_error_lines(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id,
                      const char *name, const char **lines);
void sema_check_construction(struct sema *s, const struct il_tree *e);
/* unions.c: a data member just indexed (--no_unrestricted_unions: 294
 * for a union member of a class with a nontrivial special member). */
void sema_check_union_member(struct sema *s, const struct il_node *field);
/* lossy.c: a block-scope variable's initializer, a simple assignment
 * (--lossy_conversion_warning: 2463). */
void sema_check_lossy_init(struct sema *s, const struct il_node *v);
void sema_check_lossy_assign(struct sema *s, const struct il_tree *op);
/* device_calls.c: a launch of an overloaded kernel name: the host
 * reference (IL_MARK_HOST_REF) at the name is to the kernel overload
 * resolution certainly picks (the host file's reference arrays). */
void sema_resolve_launch(struct sema *s, const struct il_tree *launch, bool using_directives);
/* constructors.c: the class a type tree names (through typedefs), or NULL. */
const struct symbol *sema_class_named(const struct il_tree *t);
/* The constructor that constructing the class type names from args
 * certainly calls (braces: a braced list), *cls the class; or NULL. */
const struct il_node *sema_certain_constructor(const struct sema *s, const struct il_tree *type,
                                               const struct il_tree *args, bool braces,
                                               const struct symbol **cls);
/* "C::C(int)", or NULL. */
const char *sema_constructor_text(const struct sema *s, const struct symbol *c,
                                  const struct il_node *fn);
/* device_calls.c: constructions in host code that call a __device__
 * constructor (3464/3462, constexpr 3465/3463). */
void sema_check_device_declaration(struct sema *s, const struct il_node *fn,
                                   const struct il_node *v, bool in_lambda);
void sema_check_device_construction(struct sema *s, const struct il_node *fn,
                                    const struct il_tree *e, bool in_lambda);
void sema_check_configuration(struct sema *s, const struct il_node *fn, const struct il_tree *call);
/* device_calls.c: host code calling a __device__ function */
void sema_check_device_call(struct sema *s, const struct il_node *fn, const struct il_tree *call,
                            bool using_directives, bool in_lambda);
void sema_error_device_call(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id,
                            const char *callee, const char *callee_later, const char *caller);
/* An error with one supplementary line (or none) and notes (id, at the
 * token, naming text): their arrays are the finding's to free. */
struct sema_note {
    uint32_t tok;
    const char *kind;       /* its first fill-in ("function"), or NULL */
    const char *text;
    enum diag_id id;        /* its own diagnostic (0: the finding's note_id) ... */
    const char *num;        /* ... and a third fill-in, or NULL */
};
void sema_error_with_notes(struct sema *s, uint32_t order_tok, uint32_t tok, enum diag_id id,
                           const char *what, const char *name, const char *line,
                           enum diag_id note_id, struct sema_note *notes, unsigned nnotes);
/* display.c: types and functions as cudafe++'s messages spell them
 * (NULL where not known); param: a parameter's type, whose top-level
 * cv-qualifiers are not shown */
const char *sema_type_text(const struct sema *s, const struct il_tree *t, bool param);
const char *sema_function_text(const struct sema *s, const struct il_node *fn);
/* The same, for a member function of a class that is no template too
 * ("A::m() const"). */
const char *sema_member_function_text(const struct sema *s, const struct il_node *fn);
/* The same with class, enumeration and typedef names as written
 * ("f(size_t, const char *, ...)", "atomicAdd(float4 *, float4)"), as
 * notes name candidates */
const char *sema_type_written(const struct sema *s, const struct il_tree *t, bool param);
const char *sema_function_written_text(const struct sema *s, const struct il_node *fn);
const char *sema_constructor_mangled_text(const struct sema *s, const struct il_node *fn);
const char *sema_function_mangled_text(const struct sema *s, const struct il_node *fn);
const char *sema_member_mangled_text(const struct sema *s, const struct il_node *fn);
/* A class or class template as its namespaces and classes qualify it
 * ("thrust::THRUST_NS::device_vector"); a class type as written, a
 * template's omitted arguments filled in from its defaults
 * ("std::vector<float, std::allocator<float>>"). */
const char *sema_entity_text(const struct sema *s, const struct symbol *sym);
const char *sema_class_type_text(const struct sema *s, const struct il_tree *t);
/* A class template instance's parts: the template, its parameters' names
 * and the arguments' texts (defaults filled in). */
enum { SEMA_MAX_TPARAMS = 8 };
struct sema_instance {
    const struct symbol *tmpl;
    const struct ident *names[SEMA_MAX_TPARAMS];
    const char *args[SEMA_MAX_TPARAMS];
    unsigned np;
};
bool sema_instance_parts(const struct sema *s, const struct il_tree *t, struct sema_instance *out);
/* A template's type argument as written (template_args.c): its
 * arithmetic type (no cv) and how messages spell it; false when not
 * known. */
struct sema_targ {
    enum arith_id a;
    const char *shown;
};
bool sema_template_type_arg(const struct sema *s, const struct il_tree *t, struct sema_targ *out);
/* The template-id that first named the class template instance type inst
 * names (its spelling is the instance's in messages), or NULL. */
const struct il_tree *sema_first_mention(const struct sema *s, const struct il_tree *inst);
/* An argument expression that is a variable or parameter declared with a
 * type sema_template_type_arg knows: that type. */
bool sema_arg_template_type(const struct sema *s, const struct il_tree *a, struct sema_targ *out);
/* Whether typedef sym is a member of a class template's primary template. */
bool sema_class_template_typedef(const struct symbol *sym);
/* Only the template's parameter names (np; args all NULL). */
bool sema_instance_names(const struct sema *s, const struct symbol *c, struct sema_instance *out);
/* A parameter's type with the instance's type arguments in place of the
 * class template's type parameters (`T *` -> `float *`), built in
 * nodes[0..n), for a type of the shapes `T`, `cv T *...`, `cv T &`; the
 * type itself when it names none of them; NULL when not certain. */
const struct il_tree *sema_substituted(const struct sema *s, const struct il_tree *type,
                                       const struct il_tree *instance, struct il_tree *nodes,
                                       unsigned n);
/* The same for template c with the first ngiven arguments' texts. */
bool sema_instance_parts_of(const struct sema *s, const struct symbol *c, const char *const *given,
                            unsigned ngiven, struct sema_instance *out);
/* A member function of a class template as notes spell it: self, the
 * template's own text ("std::vector<_Tp, _Alloc>"), then
 * "::name(params) const noexcept" and with ("[with _Tp=float, ...]"). */
/* members.c: no partial or explicit specialization of tmpl can be the
 * one these arguments use; a template's own text ("Pipeline<T>") and its
 * "[with T=int]" for an instance. */
bool sema_primary_certain(const struct sema *s, const struct symbol *tmpl, const struct il_tree *args);
bool sema_self_and_with(const struct sema *s, const struct symbol *tmpl,
                        const struct sema_instance *in, char *self, size_t sn, char *with, size_t wn);
const char *sema_member_text(const struct sema *s, const struct il_node *fn,
                             const struct scope *tmpl_scope, const char *self,
                             const char *with);
/* A function's execution space, from its CUDA attributes (sema.c). */
enum sema_space { SPACE_HOST, SPACE_DEVICE, SPACE_HOST_DEVICE, SPACE_KERNEL };
enum sema_space sema_space_of(const struct il_node *fn);
/* fn is host code: not a kernel, not __device__ without __host__. */
bool sema_host_function(const struct il_node *fn);

/* hierarchy.c: class hierarchies.  A member function declared in its
 * class, a class head (IL_type with its class in sym), as indexed; the
 * classes completed since the last call: their overriders and final rules
 * (317, 1455, 1850, 2614, warnings 997 and 611). */
void sema_hierarchy_member(struct sema *s, const struct il_node *fn);
void sema_hierarchy_class(struct sema *s, const struct il_node *head);
void sema_hierarchy_check(struct sema *s);
/* Where a complete class is certainly abstract: the supplementary lines
 * naming its pure virtual functions without an overrider (malloc'ed,
 * NULL-terminated; the strings interned), else NULL. */
const char **sema_abstract_lines(struct sema *s, const struct symbol *cls);
void sema_hierarchy_free(struct sema *s);
/* completeness.c: objects of incomplete or abstract classes.  A class
 * head (every one, as indexed); a variable's or data member's definition;
 * a function definition's return and parameter types; new, sizeof,
 * functional casts and member access (true when it reported: the object
 * has no type to judge further). */
void sema_note_class_head(struct sema *s, const struct il_node *head);
void sema_check_object_decl(struct sema *s, const struct il_node *v);
void sema_check_definition_types(struct sema *s, const struct il_node *fn);
void sema_check_handler(struct sema *s, const struct il_tree *handler);
bool sema_check_object_expr(struct sema *s, const struct il_tree *e);
/* The same without reporting (an error there: the expression is no
 * expression without effect). */
bool sema_object_expr_fails(const struct sema *s, const struct il_tree *e);
/* The last finding comes, at its order_tok, after those of a lower rank. */
void sema_finding_rank(struct sema *s, unsigned rank);

/* members.c */
void sema_check_member(struct sema *s, const struct il_tree *e);
/* The class type of the object of `o.m` or `p->m` as members.c knows it
 * (a variable, parameter, element, `auto v = f()`, f().m, C(...).m), or
 * NULL. */
const struct il_tree *sema_object_type(const struct sema *s, const struct il_tree *e);

/* access.c: access control ([class.access]).  A member's access as
 * declared, and as a member of a derived class (none: a private member
 * of a base; the order is the order of restriction). */
enum sema_acc { SEMA_ACC_PUBLIC, SEMA_ACC_PROTECTED, SEMA_ACC_PRIVATE, SEMA_ACC_NONE,
                SEMA_ACC_UNKNOWN };
enum sema_access {
    SEMA_ACCESS_OK,
    SEMA_ACCESS_DENIED,      /* 265, 330 */
    SEMA_ACCESS_PROTECTED,   /* 410: not through an object of the function's class */
    SEMA_ACCESS_UNSURE
};
struct sema_access_class;
/* Whether the member declared at token decl in class declaring, named in
 * class naming (NULL: declaring itself) through an object of class object
 * (NULL: none, or not known), is accessible in the function judged;
 * nonstatic: a non-static member ([class.protected] then wants the
 * object). */
enum sema_access sema_member_access(struct sema *s, const struct symbol *declaring, uint32_t decl,
                                    const struct symbol *naming, const struct symbol *object,
                                    bool nonstatic);
/* The access a member declared at token decl in class c has there
 * (SEMA_ACC_UNKNOWN: not judged). */
enum sema_acc sema_declared_access(struct sema *s, const struct symbol *c, uint32_t decl);
/* Whether access.c reads class c (its head, bases and body); whether c
 * has a using-declaration (or is not read). */
bool sema_access_class_ok(struct sema *s, const struct symbol *c);
bool sema_access_class_usings(struct sema *s, const struct symbol *c);
/* The name token of the destructor class c declares in its body, 0 if none. */
uint32_t sema_access_destructor(struct sema *s, const struct symbol *c);
/* The declaration of member function fn (declared in its class) that
 * "declared at" names from a use at token use: the last one before it,
 * a definition out of the class after the declaration in it. */
uint32_t sema_last_function_declaration(const struct sema *s, const struct il_node *fn, uint32_t use);
void sema_access_free(struct sema *s);
/* access_members.c: members named in an expression of a body (o.m, p->m,
 * X::m, m alone in a member function, member function calls): 265, 410. */
void sema_check_member_access(struct sema *s, const struct il_tree *e);
/* access_special.c: constructors, destructors and copies a body uses
 * (330): a block-scope variable's declaration, new and delete, a
 * temporary C(...), an object passed by value. */
void sema_check_declaration_access(struct sema *s, const struct il_node *v);
void sema_check_special_access(struct sema *s, const struct il_tree *e);
/* `return e;` copying an lvalue into the value fn returns; a
 * mem-initializer constructing a base of fn's class. */
void sema_check_return_access(struct sema *s, const struct il_node *fn, const struct il_tree *st);
void sema_check_base_initializer_access(struct sema *s, const struct il_node *fn,
                                        const struct il_tree *ci);
/* An access finding: 265 (kind "member" or "function", name), 410 (the
 * same and the object's class), 330 (kind NULL), at caret; the member
 * declared at decl. */
void sema_access_error(struct sema *s, enum sema_access verdict, uint32_t order_tok, uint32_t caret,
                       const char *kind, const char *name, uint32_t decl, const struct symbol *object);
/* o.m, p->m: the class scope member lookup certainly finds m in (a
 * plain class or one of its bases; a class template instance whose
 * class is certainly the primary template's, declaring m in its own
 * body), or NULL. */
const struct scope *sema_member_scope(const struct sema *s, const struct il_tree *e);
/* Two declared types certainly differ (arithmetic types through typedefs,
 * pointers and references to them; top: their own cv-qualifiers do not
 * count). */
bool sema_types_differ(const struct sema *s, const struct il_tree *a, const struct il_tree *b,
                       bool top);
/* redefinitions.c: a namespace's function or variable defined a second
 * time (3369), functions differing by their return types alone (311). */
void sema_check_redefinition(struct sema *s, const struct il_node *n);
void sema_free_redecls(struct sema *s);
/* entry_point.c: a declaration of ::main returning another type than int
 * (951, a warning). */
void sema_check_main(struct sema *s, const struct il_node *n);
/* calls.c: two functions' parameter lists name the same types (after
 * adjustment, top-level cv-qualifiers aside) and their member
 * functions' qualifiers are the same: one function's declarations. */
bool sema_same_signature(const struct sema *s, const struct il_node *a, const struct il_node *b);
/* An explicit instantiation that no instance of its template matches (493). */
void sema_check_explicit_instantiation(struct sema *s, const struct il_node *n);
/* An out-of-class member definition no declaration of its class matches (147). */
/* A static data member defined out of its class (`int C::v = 1;`): 135
 * when C declares no such member. */
void sema_check_out_of_class_variable(struct sema *s, const struct il_node *def);
void sema_check_out_of_class(struct sema *s, const struct il_node *def);
/* A copy of a variable whose class's copy constructor is deleted (1776). */
void sema_check_deleted_copy(struct sema *s, const struct il_node *v);

/* uses.c: uses of a variable, recorded in use_at by its token */
enum use { USE_NONE, USE_READ, USE_WRITE, USE_READ_WRITE };
void sema_uses_statement(struct sema *s, const struct il_node *fn, const struct il_tree *st,
                         bool in_lambda);
void sema_uses_declaration(struct sema *s, const struct il_node *fn, const struct il_node *decl);

/* locals.c */
void sema_check_unused_local(struct sema *s, const struct il_node *fn, const struct il_node *v,
                             uint32_t scope_end);
bool sema_before_set_candidate(const struct sema *s, const struct il_node *v);
/* After the walk of fn (use_at complete): cands, sorted here; the token
 * spans of its loop statements. */
struct sema_span {
    uint32_t first, last;
    const struct il_tree *stmt;
};
void sema_check_used_before_set(struct sema *s, const struct il_node *fn,
                                const struct il_node **cands, size_t n,
                                const struct sema_span *loops, size_t nloops);

/* operators.c */
void sema_check_operands(struct sema *s, const struct il_tree *op);
void sema_check_comparison_types(struct sema *s, const struct il_tree *op);
void sema_check_condition_types(struct sema *s, const struct il_tree *cond);
void sema_check_assigned_value(struct sema *s, const struct il_tree *op);
void sema_check_launch_config(struct sema *s, const struct il_tree *launch);
/* --no_rtti: a dynamic_cast that needs type information (1751). */
void sema_check_dynamic_cast(struct sema *s, const struct il_tree *e);
/* value is a const char * from a string literal and type an arithmetic
 * type other than bool, spelled with keywords and no cv-qualifier. */
bool sema_string_to_arith(const struct sema *s, const struct il_tree *value,
                          const struct il_tree *type);
void sema_check_returned_value(struct sema *s, const struct il_node *fn,
                               const struct il_tree *value, uint32_t semi);
/* `T v{"s"}`, T arithmetic: 144 (operators.c). */
void sema_check_braced_scalar(struct sema *s, const struct il_node *v);
void sema_check_initializer(struct sema *s, const struct il_node *v);
/* narrowing.c: `T v{e}` or `T v = {e}` (a variable or data member), T an
 * arithmetic type, e narrowed (2361, a warning); an integral constant
 * that does not keep its value in any initialization of T (68, 69; 2364
 * in a list to a floating T). */
void sema_check_narrowing(struct sema *s, const struct il_node *v);

/* strings.c: string literals converted to pointers to non-const
 * characters (2464, 2465; errors without the deprecated conversion) */
enum sema_string_context {
    SEMA_STR_INIT, SEMA_STR_ARGUMENT, SEMA_STR_DEFAULT, SEMA_STR_ASSIGN, SEMA_STR_RETURN
};
/* value converted to type in context ctx (caret 0: at the value): true
 * when it is that conversion (reported as the mode says), so the caller
 * reports nothing else about it. */
bool sema_string_conversion(struct sema *s, uint32_t order_tok, uint32_t caret,
                            const struct il_tree *value, const struct il_tree *type,
                            enum sema_string_context ctx, bool constexpr_var);
/* A plain string literal's type as messages spell it: "const char *", or
 * "char *" with --no_const_string_literals. */
const char *sema_literal_pointer(const struct sema *s);
void sema_check_string_init(struct sema *s, const struct il_node *v);
void sema_check_string_assign(struct sema *s, const struct il_tree *op);
void sema_check_string_defaults(struct sema *s, const struct il_node *fn);

/* value_text.c: an operand's value type as messages spell it (its
 * cv-qualifiers gone; a typedef's name with its aka, quoted already),
 * NULL where not known; the same for a value of arithmetic type a
 * declared with the typedef type t. */
const char *sema_value_type_text(const struct sema *s, const struct il_tree *e);
const char *sema_typedef_value_text(const struct sema *s, const struct il_tree *t,
                                    enum arith_id a);

/* operand_kinds.c: *x of a number (75), a[b] of two numbers (142,
 * 2140: true when judged, nothing else to say), x(...) of a number or an
 * object pointer (109), &e of a prvalue (158), switch on what is no
 * integer (847) */
void sema_check_indirection(struct sema *s, const struct il_tree *op);
bool sema_check_number_subscript(struct sema *s, const struct il_tree *op);
void sema_check_callee_kind(struct sema *s, const struct il_tree *call);
void sema_check_address_operand(struct sema *s, const struct il_tree *op);
void sema_check_switch_condition(struct sema *s, const struct il_tree *st);

/* member_access.c: o.m of no class (153), p->m of a pointer to no class
 * (131), o->m of no pointer (3164), o.f of a member function not called
 * (300: the walk notes each call's callee first) */
void sema_note_callee(struct sema *s, const struct il_tree *call);
void sema_check_member_operand(struct sema *s, const struct il_tree *e);
bool sema_wrong_member_access(const struct sema *s, const struct il_tree *e);

/* class_values.c: a value of a class that converts to no number or
 * pointer where one goes (413): a call's argument (true when reported),
 * an initializer, a returned value, the right operand of `=`, a cast */
bool sema_check_class_argument(struct sema *s, uint32_t order_tok, const struct il_tree *arg,
                               const struct il_tree *param);
void sema_check_class_initializer(struct sema *s, const struct il_node *v);
void sema_check_class_return(struct sema *s, const struct il_node *fn, const struct il_tree *value,
                             uint32_t semi);
void sema_check_class_assign(struct sema *s, const struct il_tree *op);
void sema_check_class_cast(struct sema *s, const struct il_tree *e);
/* A class value (a class type, references followed) certainly without
 * a conversion function to anything but a class. */
bool sema_class_value_without_conversions(struct sema *s, const struct il_tree *e);
bool sema_class_type_without_conversions(const struct sema *s, const struct il_tree *t);
/* A data member named in a member function's body: its declared type
 * (what a reference refers to), const in a const member function of its
 * class (not mutable; built in *node); NULL when not known. */
const struct il_tree *sema_member_named_type(const struct sema *s, const struct il_tree *e,
                                             struct il_tree *node);
/* The conversion functions a class scope declares (newest first). */
const struct sema_ctor *sema_conversions_of(const struct sema *s, const struct scope *cls);

/* exprs.c */
void sema_check_comparison(struct sema *s, const struct il_tree *op);
void sema_check_discarded(struct sema *s, const struct il_tree *e, uint32_t order_tok);
void sema_check_comma(struct sema *s, const struct il_tree *op);

/* unmodifiable.c: what else stmts.c's 137 finds unmodifiable (arrays,
 * constexpr variables, calls returning no reference, members of const
 * objects of typedef'd classes, const range-for variables of numbers,
 * whose ranges the walk notes first) */
bool sema_unmodifiable_more(const struct sema *s, const struct il_tree *e);
void sema_note_range_for(struct sema *s, const struct il_tree *st);

/* stmts.c */
void sema_check_write(struct sema *s, const struct il_tree *op);
/* The same in a lambda's body (l, in function fn): also a local of fn or
 * a parameter captured by copy, in a lambda that is not mutable. */
void sema_check_lambda_write(struct sema *s, const struct il_node *fn, const struct il_lambda *l,
                             const struct il_tree *op);
void sema_check_jump(struct sema *s, const struct il_tree *st, unsigned loops, unsigned switches);
void sema_check_switch(struct sema *s, const struct il_tree *st);
void sema_check_return(struct sema *s, const struct il_node *fn, const struct il_tree *st);
void sema_check_labels(struct sema *s, const struct il_tree *body, uint32_t body_end);
/* jumps.c: gotos that bypass the initialization of a variable (546) */
void sema_check_bypassed_initializations(struct sema *s, const struct il_tree *body);
/* flow.c: control reaching the end of a non-void function (940) */
void sema_check_missing_return(struct sema *s, const struct il_node *fn, uint32_t body_end);

#endif
