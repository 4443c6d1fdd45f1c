/* Scopes and name lookup.
 *
 * A scope is a table of the symbols declared in it plus the links lookup
 * follows: its lexical parent, a class's bases, a namespace's inline
 * namespaces and using-directives.  Scopes are never destroyed (arena):
 * the parser keeps pointers to them to re-enter a class for an
 * out-of-class member definition, or a function's parameter scope to
 * replay a member function body once its class is complete.
 *
 * API:
 *   scope_new(kind, parent, owner)       a new scope
 *   scope_declare(s, id, kind, tok)      a new symbol in s (shadows nothing
 *                                        in s: same-name symbols chain)
 *   scope_find_local(s, id)              the symbols of id declared in s
 *   lookup_qualified(s, id)              X::id with X's scope s
 *   lookup_unqualified(s, id)            id seen from scope s
 *   lookup_*_scope_name(s, id)           the same for a name before `::`:
 *                                        namespaces, types and type
 *                                        templates only ([basic.lookup.qual])
 *
 * Lookup is what the token filter needs to classify names, not overload
 * resolution: a name's bindings in one scope are picked by pick_binding()
 * (an ordinary name hides a class/enum tag of the same name).  In
 * unqualified lookup a using-directive's namespace is searched where the
 * namespace enclosing both it and the directive is reached
 * ([namespace.udir]/2), functions found there with a function template
 * from the directive making a template; qualified lookup searches a
 * namespace's directives right after its own names.  Members of
 * dependent base classes are not searched (as in a template definition). */
#ifndef CUFE_SCOPE_H
#define CUFE_SCOPE_H

#include "parse/symbol.h"

struct il_param;

enum scope_kind {
    SCOPE_NAMESPACE,       /* the global scope too */
    SCOPE_CLASS,
    SCOPE_ENUM,
    SCOPE_TEMPLATE,        /* template parameters */
    SCOPE_PARAMS,          /* function parameters (prototype scope) */
    SCOPE_BLOCK,           /* compound statement, condition, handler, lambda */
    SCOPE_REENTRY          /* a class re-entered for an out-of-class member definition */
};

struct base_list {
    struct symbol *base;     /* a class or class template symbol */
    uint32_t tok;            /* the first token of its name in the base clause
                              * (its `::` or first qualifier) */
    bool is_virtual;         /* a virtual base */
    bool dependent;          /* a template-id a template parameter may make
                              * dependent: unqualified lookup does not look
                              * into it ([temp.dep.general]/3) */
    struct base_list *next;
};

struct scope {
    uint8_t kind;            /* enum scope_kind */
    uint8_t is_template_spec:1;/* class scope of a partial/explicit specialization */
    uint8_t has_params:1;    /* template scope: template<params>, not template<> */
    uint8_t unknown_bases:1; /* class scope: a base that is not a plain class
                              * whose members lookup sees completely (a
                              * template's, a dependent one, or such a base's) */
    uint8_t opaque_base:1;   /* class scope: a base naming no class or class
                              * template the parser found (a template
                              * parameter, a dependent name, a pack): not in
                              * bases */
    uint8_t stmt:1;          /* block scope of a statement (if, switch, while,
                              * for, catch; do's body under --old_for_init),
                              * not of a compound statement */
    uint8_t for_init:1;      /* --old_for_init: a for statement's scope while its
                              * init-statement is read (its declarations go to
                              * the enclosing block) */
    uint8_t fn_try:1;        /* parameter scope of a function whose body is a
                              * function-try-block */
    uint8_t is_final:1;      /* class scope: the class is declared `final` */
    uint8_t nominated:1;     /* namespace scope: named by a using-directive, or one
                              * of its operator functions by a using-declaration,
                              * somewhere in the unit so far (else its operators
                              * are found only from inside it, or by argument-
                              * dependent lookup) */
    uint16_t depth;          /* lexical depth (global = 0) */
    uint32_t count;          /* distinct names declared */
    uint32_t visit;          /* lookup generation that last visited it (cycles) */
    struct scope *parent;
    struct symbol *owner;    /* the class, enum or namespace symbol, if any */
    struct scope *target;    /* SCOPE_REENTRY: the class scope re-entered */
    struct scope *resume;    /* class scope: the scope to return to at its end */

    /* Names: an open-addressing table keyed by ident pointer (allocated
     * on the first declaration, doubled at 3/4 load); each entry is the
     * newest symbol of that name, older ones follow through symbol->next. */
    struct symbol **slots;
    uint32_t nslots;

    struct scope_list *usings;    /* namespaces named by using-directives */
    struct scope_list *inlines;   /* inline namespaces (namespace scopes) */
    struct base_list *bases;      /* non-dependent base classes (class scopes) */
    struct il_param *params;      /* parameter scope: the parameters in order (il.h) */
    struct il_param **params_tail;
    uint32_t open_tok, close_tok; /* parameter scope: its `(` and `)`;
                                   * statement scope (stmt): its `(`;
                                   * compound statement: its `{`;
                                   * template scope: `template` and its `>`;
                                   * class scope: the `{` and `}` of its body
                                   * (close_tok 0 until the class is complete) */
    uint32_t key_tok;             /* class scope: the class-key of its definition */
    struct arena *arena;
};

struct scope *scope_new(struct arena *a, enum scope_kind kind, struct scope *parent,
                        struct symbol *owner);

struct symbol *scope_declare(struct scope *s, struct ident *id, enum sym_kind kind,
                             uint32_t tok);

/* The newest symbol named id declared in s itself (older ones via ->next). */
struct symbol *scope_find_local(const struct scope *s, const struct ident *id);

/* The binding a use of the name sees among same-scope declarations. */
struct symbol *pick_binding(struct symbol *first);

/* A using-directive in s nominating ns (or `using enum`: ns an enum's scope). */
void scope_add_using(struct scope *s, struct scope *ns);
void scope_add_inline(struct scope *s, struct scope *ns);
/* A base class (tok, is_virtual: as base_list says); one already there
 * is not added again. */
void scope_add_base(struct scope *s, struct symbol *base, uint32_t tok, bool is_virtual,
                    bool dependent);

/* Member lookup in a namespace (with inline namespaces and
 * using-directives), a class (with bases), an enum. */
struct symbol *lookup_qualified(struct scope *s, const struct ident *id);

/* Unqualified lookup from s outward.  A using-directive's namespace is
 * searched at the level of the nearest namespace enclosing both the
 * directive and it ([namespace.udir]). */
struct symbol *lookup_unqualified(struct scope *s, const struct ident *id);

/* The lookups of a name followed by `::` ([basic.lookup.qual]): only
 * namespaces, types and templates whose specializations are types are
 * considered -- variables, functions and their templates hide nothing. */
struct symbol *lookup_qualified_scope_name(struct scope *s, const struct ident *id);
struct symbol *lookup_unqualified_scope_name(struct scope *s, const struct ident *id);

/* --no_class_name_injection: lookup does not see injected-class-names
 * (scope.c says how).  On unless turned off. */
void scope_set_class_name_injection(bool on);

/* The innermost enclosing scope (s included) that is not a template,
 * parameter or re-entry scope: where a declaration in s really goes. */
struct scope *scope_decl_target(struct scope *s);

/* The innermost enclosing namespace. */
struct scope *scope_namespace(struct scope *s);

#endif
