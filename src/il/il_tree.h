/* The IL's trees: statements, expressions and types as nodes of the IL
 * entry kinds (tables/il_kinds) with their sub-kinds (tables/il_subkinds).
 *
 * The declarations themselves are il_node (il.h); an il_node points at
 * its type (il_node.type), its initializer (il_node.init) and, for a
 * function definition, its body (il_node.body); a parameter at its type
 * and default argument.  A tree node has an ordered list of children
 * (first, then next of each child); what the children are depends on
 * the node:
 *
 *   statement  stmk_block: the statements;  stmk_expr, stmk_return,
 *              stmk_coroutine_return: the expression (if any);
 *              stmk_if/stmk_constexpr_if: [init] condition then [else];
 *              stmk_switch: [init] condition body;  stmk_while: condition
 *              body;  stmk_end_test_while: body condition;  stmk_for:
 *              init condition increment body (a missing condition or
 *              increment is a node of kind none, so positions stay
 *              meaningful);  stmk_range_based_for: [init]
 *              declaration range body;  stmk_label, stmk_switch_case: [case
 *              values] statement;  stmk_decl: the declarations
 *              (source_sequence_entry nodes, decl set: shown as the
 *              declaration);  stmk_try_block: the block and
 *              the handlers (IL_handler: [exception type] block).
 *   expr_node  enk_operation (op: eok_*): the operands in source order
 *              (eok_call: callee, arguments; eok_cuda_launch: the call,
 *              then the launch configuration; eok_cast: type, operand(s));
 *              enk_constant (op: ck_*): none; enk_condition: c [a] b;
 *              names (enk_variable, enk_field, enk_param_ref,
 *              enk_routine, enk_constant of an enumerator): none, sym set;
 *              enk_template_name, enk_concept_id: the template arguments;
 *              others: their operands, types as type nodes.
 *   name_reference  a name that lookup does not resolve (dependent,
 *              a member named after . or ->, undeclared builtins).
 *   type       (sub: tk_*; op: IL_CV_* and, for tk_pointer, the
 *              IL_PTR_* variety): tk_pointer, tk_ptr_to_member: the
 *              pointee;  tk_array: element type [bound];  tk_routine:
 *              return type, then one param_type per parameter (child:
 *              its type);  named types (tk_class ... tk_typeref,
 *              tk_template_param, tk_integer of an enum): the template
 *              arguments of a template-id (types and expressions; in a
 *              declaration of several declarators, on the first one's
 *              type only), sym set when the name is resolved;  builtin types: none, their
 *              keywords in kw.
 *   constructor_init  a mem-initializer: the arguments.
 *
 * Trees are built by the parser (parse_tree.c) in the parse arena and
 * record the source as written: no overload resolution, conversions or
 * instantiation (templates are parsed once, as written). */
#ifndef CUFE_IL_TREE_H
#define CUFE_IL_TREE_H

#include <stdint.h>
#include <stdio.h>

#include "il/il_kinds.h"

struct il_node;
struct symbol;
struct scope;
struct lexer;

/* cv-qualifiers of a type node (il_tree.op) */
enum { IL_CV_CONST = 1, IL_CV_VOLATILE = 2, IL_CV_RESTRICT = 4 };
/* tk_pointer varieties (il_tree.op, above the cv bits) */
enum { IL_PTR_POINTER = 0, IL_PTR_LREF = 8, IL_PTR_RREF = 16 };
/* a type written as a name (class, enum, typedef, decltype ...), not keywords */
enum { IL_TYPE_NAMED = 32 };

struct il_tree {
    uint8_t kind;            /* enum il_kind */
    uint8_t sub;             /* tk_*, enk_*, stmk_*; 0 for others */
    uint16_t op;             /* enk_operation: eok_*; enk_constant: ck_*;
                              * type: IL_CV_* | IL_PTR_* | IL_TYPE_NAMED */
    uint32_t tok;            /* its keyword, operator, literal or name token */
    union {
        uint8_t kw[8];           /* builtin type: its keywords, as offsets from tok
                                  * (kw[0] = 0; a 0 after that ends the list) */
        struct symbol *sym;      /* names, named types: the entity, NULL if unresolved */
        struct il_node *decl;    /* declaration in a stmk_decl */
        struct scope *scope;     /* stmk_block: its scope */
    } u;
    struct il_tree *first;   /* children, in order */
    struct il_tree *next;    /* next sibling */
};

/* Print the tree t and its siblings, one node per line, indented by
 * 2*depth spaces:  KIND[/SUB] [OP] [TEXT] FILE:LINE:COL  (below depth
 * 2000, one line saying that deeper nodes are not shown). */
void il_tree_display(FILE *out, const struct il_tree *t, int depth, struct lexer *lx);

/* The sck_* kind of a parser scope kind (enum scope_kind, scope.h). */
enum il_scope_kind il_scope_kind_of(unsigned scope_kind);

#endif
