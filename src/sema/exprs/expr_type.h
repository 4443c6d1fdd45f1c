/* Typed expressions (README): the type and value category of an
 * expression tree of a function body, from the entities its names
 * declare (entities/), the literals' spellings (literals.c) and the rules
 * of the built-in operators ([expr]).  Certain or silent: where any part
 * is dependent, overloaded, of a class the model does not know, or not
 * modelled yet, the result is "not known" (type NULL) and every reader
 * stays silent. */
#ifndef CUFE_SEMA_EXPRS_EXPR_TYPE_H
#define CUFE_SEMA_EXPRS_EXPR_TYPE_H

#include "il/il.h"
#include "il/il_tree.h"
#include "sema/entities/entity.h"
#include "sema/types/type.h"
#include "support/ptrmap.h"

#include <stdint.h>

enum expr_cat { EXPR_UNKNOWN, EXPR_PRVALUE, EXPR_LVALUE, EXPR_XVALUE };

struct expr_type {
    const struct type *type;    /* NULL: not known */
    unsigned char cat;          /* enum expr_cat (EXPR_UNKNOWN with a NULL type) */
};

struct expr_typer {
    struct type_context *ctx;
    struct entities *es;
    struct lexer *lx;
    const struct il_node *fn;   /* the function whose body is typed */
    /* The innermost lambda whose body is being typed (NULL: none), how
     * many lambdas enclose the trees, and what its introducer and
     * declarator say (expr_typer_lambda). */
    const struct il_tree *lambda_tree;
    unsigned lambda_depth;
    const struct scope *lambda; /* its body's scope */
    uint32_t lambda_intro;      /* its `[` */
    char lambda_default;        /* '=', '&' or 0 */
    bool lambda_mutable;
    bool lambda_this;           /* `this` captured (by `this`, `=` or `&`) */
    bool lambda_star_this;      /* `*this` captured (a copy) */
    struct ptrmap memo;         /* il_tree -> struct expr_type (in ctx's arena) */
    struct ptrmap deduced;      /* an `auto` variable's entity -> its deduced type */
};

void expr_typer_init(struct expr_typer *x, struct entities *es, struct lexer *lx);
void expr_typer_free(struct expr_typer *x);
/* The function whose body the next trees come from (`this`, members);
 * what was kept about the trees before is dropped. */
void expr_typer_enter(struct expr_typer *x, const struct il_node *fn);

/* The trees that follow are in the body of lambda expression lambda
 * (NULL: outside any lambda), inside depth lambdas in all: a name of the
 * enclosing function's locals there names a capture
 * ([expr.prim.id.unqual]/3) -- by copy, a member of the closure, const
 * unless the lambda is `mutable`; by reference, the variable itself.
 * Inside nested lambdas (depth > 1) captures are not known. */
void expr_typer_lambda(struct expr_typer *x, const struct il_tree *lambda, unsigned depth);

/* e's type and category (each tree judged once). */
struct expr_type expr_type_of(struct expr_typer *x, const struct il_tree *e);

/* The class scope holding the members of a class type the model knows
 * (its definition's), NULL otherwise. */
struct scope *expr_class_members(const struct type *t);
/* The member (using-declarations followed) a `.` or `->` names by the
 * identifier at name_tok in class scope cls: found in the class, or in a
 * base when lookup sees every base whole; NULL otherwise. */
const struct symbol *expr_member_named(struct expr_typer *x, struct scope *cls, uint32_t name_tok);
/* The object of o.m or p->m (access: the eok_dot_field or
 * eok_points_to_field tree) as a value: p->m's is *p, an lvalue. */
struct expr_type expr_object_of(struct expr_typer *x, const struct il_tree *access);

/* Whether name tree e (a variable or parameter) names, in the current
 * lambda, a variable captured by copy: evaluated, it is the closure's
 * member (const unless mutable); in an unevaluated operand other than
 * decltype((e)) itself it names the variable ([expr.prim.lambda.capture]/12). */
bool expr_captured_by_copy(struct expr_typer *x, const struct il_tree *e);

/* The type decltype((e)) names for a known e: T& for an lvalue, T&& for
 * an xvalue, T for a prvalue; NULL when not known. */
const struct type *expr_decltype(struct expr_typer *x, struct expr_type e);

#endif
