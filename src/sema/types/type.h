/* The type nodes of the semantic model (README): interned, so a type is
 * built once and compared by pointer; sugar (typedefs) kept for messages,
 * with a pointer to the canonical type every rule compares. */
#ifndef CUFE_SEMA_TYPES_TYPE_H
#define CUFE_SEMA_TYPES_TYPE_H

#include <stdbool.h>
#include <stddef.h>

#include "support/parse_arena.h"

/* The kinds, one per row of tables/type_kinds. */
enum type_kind {
#define TYPE_KIND(name, fund, comp, scal, arith, ref, obj, cv, dep, sugar, ovl, help) TYPE_##name,
#include "generated/type_kinds.def"
    TYPE__COUNT
};

/* How overload resolution classifies an operand (the overload column). */
enum type_ovl {
#define TYPE_OVL(name) TYPE_OVL_##name,
#include "generated/type_kinds.def"
    TYPE_OVL__COUNT
};

/* The arithmetic types, in the order of tables/arithmetic_types (the same
 * order as src/sema's enum arith_id, from the same generated list). */
enum type_arith {
#define ARITH_TYPE(name, spelling, display, kind, rank, size, sgn, promotes, counterpart) \
    TYPE_ARITH_##name,
#include "generated/arithmetic_types.def"
    TYPE_ARITH__COUNT
};

/* cv-qualifiers, and GNU __restrict__ (only on pointers: the constructors
 * drop it elsewhere). */
enum { TYPE_CONST = 1, TYPE_VOLATILE = 2, TYPE_RESTRICT = 4 };
enum type_refq { TYPE_REFQ_NONE, TYPE_REFQ_LVALUE, TYPE_REFQ_RVALUE };

struct type {
    unsigned char kind;         /* enum type_kind */
    unsigned char cv;           /* TYPE_CONST | TYPE_VOLATILE | TYPE_RESTRICT (an array's:
                                 * its element's) */
    bool dependent;             /* some part is a template parameter or dependent */
    unsigned hash;              /* of the fields below and cv: the interning key */
    const struct type *canonical;   /* itself, unless this node is or contains sugar */
    union {
        int arith;              /* arithmetic: enum type_arith */
        const struct type *to;  /* pointer: pointee; lvalue_ref, rvalue_ref: referee */
        struct {
            const struct type *elem;
            unsigned long long bound;   /* array only */
        } array;
        struct {
            const struct type *ret;
            const struct type *const *params;   /* nparams, adjusted ([dcl.fct]/5) */
            unsigned nparams;
            bool variadic;
            bool is_noexcept;
            unsigned char cv;                   /* of a member function: `) const` */
            unsigned char ref;                  /* enum type_refq */
        } fn;
        struct {
            const struct type *cls;     /* the class C of T C::* */
            const struct type *member;  /* T */
        } mptr;
        struct {
            void *decl;         /* the declaration (opaque for now): the identity */
            const char *name;   /* how messages name it */
        } tag;                  /* enumeration, class */
        struct {
            unsigned depth, index;
            bool pack;
            const char *name;   /* for messages only: not part of the identity */
        } parm;                 /* template_param */
        struct {
            void *decl;         /* the class template: the identity with the arguments */
            const char *name;
            const struct type *const *args;     /* type arguments only, for now */
            unsigned nargs;
        } tid;                  /* template_id */
        struct {
            void *decl;         /* the typedef or alias declaration */
            const char *name;
            const struct type *target;
        } tdef;                 /* typedef (sugar) */
        const char *dep_name;   /* dependent: as written (T::type) */
    } u;
};

/* The interned nodes of one compilation: the arena they live in and the
 * table that finds an existing node by its fields. */
struct type_context {
    struct arena arena;
    struct type **slots;        /* open addressing, linear probing; NULL = free */
    size_t cap;                 /* a power of two */
    size_t count;               /* nodes interned */
};

void type_context_init(struct type_context *ctx);
void type_context_free(struct type_context *ctx);

/* Constructors: each returns the one node of that structure. */
const struct type *type_void(struct type_context *ctx);
const struct type *type_nullptr(struct type_context *ctx);
const struct type *type_arith(struct type_context *ctx, enum type_arith which);
const struct type *type_pointer(struct type_context *ctx, const struct type *to);
/* T & and T &&, collapsing a reference to a reference ([dcl.ref]/6). */
const struct type *type_lref(struct type_context *ctx, const struct type *to);
const struct type *type_rref(struct type_context *ctx, const struct type *to);
/* T [bound], or T [] with has_bound false. */
const struct type *type_array(struct type_context *ctx, const struct type *elem,
                              bool has_bound, unsigned long long bound);
/* Parameters are adjusted as [dcl.fct]/5 says (arrays and functions to
 * pointers, top-level cv dropped) before they become part of the type. */
const struct type *type_function(struct type_context *ctx, const struct type *ret,
                                 const struct type *const *params, unsigned nparams,
                                 bool variadic, unsigned cv, enum type_refq ref,
                                 bool is_noexcept);
const struct type *type_member_pointer(struct type_context *ctx, const struct type *cls,
                                       const struct type *member);
const struct type *type_enum(struct type_context *ctx, void *decl, const char *name);
const struct type *type_class(struct type_context *ctx, void *decl, const char *name);
const struct type *type_template_id(struct type_context *ctx, void *decl, const char *name,
                                    const struct type *const *args, unsigned nargs);
const struct type *type_template_param(struct type_context *ctx, unsigned depth,
                                       unsigned index, bool pack, const char *name);
const struct type *type_dependent(struct type_context *ctx, const char *name);
const struct type *type_typedef(struct type_context *ctx, void *decl, const char *name,
                                const struct type *target);
/* t with the cv-qualifiers cv added. */
const struct type *type_qualified(struct type_context *ctx, const struct type *t, unsigned cv);
const struct type *type_error(struct type_context *ctx);

/* t without its top-level cv-qualifiers (an array's element's too). */
const struct type *type_strip_cv(struct type_context *ctx, const struct type *t);

static inline const struct type *type_canonical(const struct type *t)
{
    return t->canonical;
}

/* The same type: canonical nodes are interned, so one pointer each. */
static inline bool type_same(const struct type *a, const struct type *b)
{
    return a->canonical == b->canonical;
}

/* The queries of tables/type_kinds, of the canonical type's kind. */
bool type_is_fundamental(const struct type *t);
bool type_is_compound(const struct type *t);
bool type_is_scalar(const struct type *t);
bool type_is_arithmetic(const struct type *t);
bool type_is_reference(const struct type *t);
bool type_is_object(const struct type *t);
bool type_can_be_cv_qualified(const struct type *t);
bool type_is_dependent_kind(const struct type *t);
enum type_ovl type_overload_class(const struct type *t);
const char *type_kind_help(enum type_kind k);

/* t as cudafe++'s messages spell it ("int (*)[3]", "const int &"), into
 * buf[0..size) NUL-terminated and truncated; returns the full length, as
 * snprintf does. */
size_t type_spell(const struct type *t, char *buf, size_t size);

#endif
