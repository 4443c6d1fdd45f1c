/* Itanium C++ ABI names of declarations, and the module id's entity
 * (CONTRACT.md section 5).
 *
 * The mangler works from an IL node (il.h) and its tokens: the parameter
 * types are read again from the token text, names in them are looked up
 * in the symbol table (scope.h), typedefs are followed by re-reading
 * their declarations.  It covers what the module id needs: functions and
 * variables at namespace scope (nested and inline namespaces, ::std as
 * `St`), static data members and member functions defined out of class
 * (constructors as C1, destructors as D1, operators), parameters of
 * builtin, cv-qualified, pointer, reference, array, function-pointer,
 * pointer-to-member, class and enum types, class template
 * specializations (type, integral and enumeration arguments: numbers,
 * enumerators, constant variables; default arguments filled in, also
 * those naming earlier parameters; parameter packs as J...E; values typed
 * by an earlier parameter; std::allocator as `Sa`), alias templates, with
 * substitutions.  Whatever it is not sure of (conversion functions,
 * unnamed types, anonymous-namespace types outside mangle_device_name,
 * template arguments that are expressions, template template parameters,
 * decltype other than decltype(nullptr), ...) gives NULL rather than a
 * guess.
 *
 * Both need the IL's symbol tables alive: call them from the
 * parse_translation_unit_then() callback (parse.h). */
#ifndef CUFE_MANGLE_H
#define CUFE_MANGLE_H

#include "il/il.h"
#include "lex/lexer.h"

/* n's linkage name, malloc'ed: the Itanium mangled name, or the plain
 * name for extern "C" entities, variables at global scope and main.
 * NULL when n cannot be mangled. */
char *mangle_entity(struct lexer *lx, const struct il_list *il, const struct il_node *n);

/* The name the device compiler gives kernel or device variable n (its
 * registration name) in the translation unit whose module id is
 * module_id: as mangle_entity(), and anonymous namespaces are
 * _GLOBAL__N_<module_id>; a variable of internal linkage (static, const,
 * constexpr, in an anonymous namespace) outside the global scope has
 * _INTERNAL_<module_id without its leading _> as its first component.
 * rdc (separate compilation): an entity of internal linkage has the
 * prefix __nv_static_<length of module_id>_<module_id>_. */
char *mangle_device_name(struct lexer *lx, const struct il_list *il, const struct il_node *n,
                         const char *module_id, bool rdc);

/* Linkage and storage merged over redeclarations (il.h IL_F_INTERNAL,
 * IL_F_INLINE, IL_F_WEAK, IL_F_EXTERN_C): each declaration of a function
 * or variable at namespace or class scope takes what an earlier
 * declaration of the same entity (same scope and name; for functions the
 * same parameter types, overloads are other entities) says, as C++ does:
 * `extern "C" void f(int); void f(int) {}` defines a C function,
 * `static void f(); void f() {}` an internal one.  Class members never
 * have C linkage.  The parser calls it once, before the IL's consumers. */
void mangle_merge_linkage(struct lexer *lx, struct il_list *il);

/* The first definition, in source order, of a non-inline, non-template,
 * non-weak function with external linkage (after mangle_merge_linkage), or of a variable with
 * external linkage, non-inline, non-weak, non-template, with an
 * initializer (CONTRACT.md section 5).  NULL if there is none. */
const struct il_node *module_id_entity(struct lexer *lx, const struct il_list *il);

#endif
