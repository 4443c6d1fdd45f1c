/* Entities of the semantic model (README): one record per variable,
 * parameter, data member, function, enumerator, class, enumeration or
 * typedef the parser declared, reached from its symbol, holding its first
 * declaration and its type.  A function's redeclarations are merged by
 * name: entities_function_type() is the one type every function of a
 * name has, which is all a call's type needs when it is the same for
 * every candidate. */
#ifndef CUFE_SEMA_ENTITIES_ENTITY_H
#define CUFE_SEMA_ENTITIES_ENTITY_H

#include <stdbool.h>

#include "il/il.h"
#include "sema/types/from_decl.h"
#include "support/ptrmap.h"

struct symbol;
struct ident;
struct ident_table;

enum entity_kind {
    ENT_OTHER,          /* namespaces, templates, concepts ...: no type here */
    ENT_VARIABLE,       /* a variable of a namespace or a block, a static data member */
    ENT_PARAM,          /* a function parameter */
    ENT_FIELD,          /* a non-static data member */
    ENT_FUNCTION,
    ENT_ENUMERATOR,
    ENT_TYPE            /* a class, an enumeration, a typedef */
};

struct entity {
    unsigned char kind;             /* enum entity_kind */
    bool is_mutable;                /* a field declared `mutable` */
    bool is_reference;              /* its declared type is a reference */
    const struct symbol *sym;
    const struct il_node *decl;     /* its first declaration (none for a parameter) */
    const struct il_param *param;   /* a parameter's declaration */
    const struct type *type;        /* its type; NULL: not known */
};

struct entities {
    struct decl_types *dt;
    struct ident_table *idents;     /* the parser's, to name members (NULL: none) */
    struct ptrmap by_sym;           /* symbol -> struct entity */
    struct ptrmap node_by_tok;      /* a declaration's name token + 1 -> its first il_node */
    struct ptrmap functions;        /* ident -> struct function_set (entity.c) */
    struct ptrmap operators;        /* operator token kind + 1 -> the non-member operator
                                     * functions of that operator (entity.c) */
    struct ptrmap member_operators; /* the same for member operator functions */
    unsigned operators_added;       /* how many operator functions are indexed */
    struct ptrmap enum_answers;     /* an enumeration type -> entities_enum_operator's
                                     * answers for it (entity.c) */
    struct ptrmap previous_enumerator;  /* an enumerator's il_node -> the one before it */
    struct ptrmap last_in_enum;     /* an enumeration's scope -> its last enumerator so far */
    const struct il_node *indexed;  /* the last node of the list indexed so far */
    struct ptrmap members;          /* a class scope -> its struct class_member list
                                     * (fields, member functions, nested classes
                                     * declared in it; newest first) */
    struct ptrmap layouts;          /* a class type -> its layout (layout.c) */
    bool pack_judged, pack_seen;    /* a `#pragma pack` in the unit (layout.c) */
};

/* A member declared in a class's body (entities.members). */
struct class_member {
    const struct il_node *node;
    struct class_member *next;
};

/* Indexes il's declarations (one walk; types are found when asked). */
void entities_init(struct entities *es, struct decl_types *dt, const struct il_list *il);
/* Indexes the declarations added to il since the last time (the semantic
 * core runs while the parser adds them): a name's functions are judged
 * again when one was added. */
void entities_index(struct entities *es, const struct il_list *il);
void entities_free(struct entities *es);

/* The entity a symbol declares (using-declarations followed), never NULL
 * for a non-NULL symbol: its kind ENT_OTHER and type NULL when the model
 * does not know it. */
const struct entity *entity_of(struct entities *es, const struct symbol *sym);

/* The type every function named id in the unit has (all its declarations
 * one canonical type, none a template), NULL otherwise.  Overload
 * resolution and argument-dependent lookup can only pick among them, so
 * a call of the name has this type's result. */
const struct type *entities_function_type(struct entities *es, const struct ident *id);

/* The enumerator declared right before enumerator n in its enumeration,
 * NULL for the first. */
const struct il_node *entities_previous_enumerator(struct entities *es, const struct il_node *n);

/* The one return type every function named id in the unit has (function
 * templates too, where it depends on no parameter), NULL otherwise: the
 * type of any call of the name, whichever function it picks. */
const struct type *entities_call_result(struct entities *es, const struct ident *id);

/* Whether the unit declares any operator function `operator K` (K a
 * token kind) that could be unary -- a member with no parameter or a
 * non-member with one -- when nparams_nonmember is 1; with any other
 * count, whether any member one or a non-member one of that many
 * parameters exists. */
bool entities_any_operator(struct entities *es, int tok_kind, unsigned nparams_nonmember);

/* Whether some non-member operator function `operator K` (K a token
 * kind) of the unit could take an operand of enumeration type e as well
 * as the built-in operator does ([over.built]: an exact match): one with
 * a parameter of type e (a reference to it), of a bare template type
 * parameter, or of a type the model does not know -- among those an
 * expression in scope `use` can find: of the global namespace, of a
 * namespace enclosing use or e, of one a using-directive or an operator's
 * using-declaration names (scope.h: nominated), friends.  When none
 * could, an operator on e means the built-in one. */
bool entities_enum_operator(struct entities *es, int tok_kind, const struct type *e,
                            const struct scope *use);

/* Whether a class whose scope is among classes declares a member or a
 * friend operator function `operator K` (K a token kind; any arity,
 * templates too): with classes the operands' associated classes, one
 * overload resolution may consider (a friend of another class is found
 * by argument-dependent lookup of that class only). */
bool entities_class_operator(struct entities *es, int tok_kind, const struct scope *const *classes,
                             unsigned nclasses);

/* Whether some non-member operator function `operator K` (any arity,
 * templates too) could be found for an expression in scope use whose
 * operands' associated namespaces are homes: one of the global
 * namespace, of a namespace enclosing use, of a home, of one a
 * using-directive or an operator's using-declaration names (scope.h:
 * nominated), or declared in a block. */
bool entities_visible_operator(struct entities *es, int tok_kind, const struct scope *use,
                               const struct scope *const *homes, unsigned nhomes);

#endif
