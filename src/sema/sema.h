/* The semantic core (src/sema/README): checks of what the program means,
 * run on each function body as soon as the parser has read it, so that
 * its diagnostics come where cudafe++ gives them.  Certain or silent: a
 * check reports only where its analysis of the construct is complete. */
#ifndef CUFE_SEMA_H
#define CUFE_SEMA_H

#include <stdbool.h>

struct lexer;
struct diag_engine;
struct il_list;
struct il_node;

struct sema;
/* The target's data model, from the command line, before sema_new:
 * plain char / wchar_t unsigned, ILP32 (--m32), LLP64 (--force-llp64). */
void sema_set_target(bool unsigned_char, bool unsigned_wchar, bool ilp32, bool llp64);
struct sema *sema_new(struct lexer *lx, struct diag_engine *d, bool relaxed_constexpr);
/* What converting a string literal to a pointer to its non-const
 * character type does: a warning (the default), an error (no deprecated
 * conversion: --no_deprecated_string_conv, --strict), nothing (the literal
 * is not const: --no_const_string_literals). */
enum sema_string_conv { SEMA_STRCONV_WARN, SEMA_STRCONV_ERROR, SEMA_STRCONV_NONE };
enum sema_instantiate { SEMA_INSTANTIATE_NONE, SEMA_INSTANTIATE_USED, SEMA_INSTANTIATE_ALL };

/* The rules the command line switches, set once (sema_configure) before
 * the first body; zero is cudafe++'s default for each. */
struct sema_options {
    /* --no_use_before_set_warnings: no 549 analysis at all (a diagnostic
     * control cannot bring it back). */
    bool no_use_before_set;
    /* --disable_host_implicit_call_check: host code constructing a class
     * with a __device__ constructor is not reported (a constexpr one still
     * is, as by cudafe++). */
    bool no_implicit_call_check;
    /* --no_unrestricted_unions: a union member may not be of a class with
     * a nontrivial special member (294). */
    bool restricted_unions;
    /* --lossy_conversion_warning: 2463 at arithmetic conversions that may
     * change the value. */
    bool lossy_conversions;
    enum sema_string_conv string_conv;
    /* --max_depth_constexpr_call=N (N > 0; 0: no limit): a constant
     * expression nesting more than N constexpr calls is not constant (28
     * with note 2431). */
    long call_depth_limit;
    /* --max_cost_constexpr_call=N (N > 0; 0: no limit): a constant
     * expression whose constexpr calls cost more than N is not constant
     * (28 with note 2431; the cost: constants.c). */
    long long call_cost_limit;
    /* --pending_instantiations=N (N > 0; 0: no limit): instantiations in
     * progress at once; with 1, none is allowed (456 at a specialization a
     * call makes). */
    long pending_instantiations;
    /* --instantiate=used (local, all): the function templates calls use
     * are instantiated at the end of the translation unit (all: also those
     * named in unevaluated operands). */
    enum sema_instantiate instantiate;
    /* --no_c++11_sfinae: an expression that is wrong for the deduced
     * arguments in a function template's declaration (decltype) is an
     * error, not a deduction failure. */
    bool no_cxx11_sfinae;
    /* --c++11_sfinae_ignore_access: naming a member the call cannot access
     * there is an error, not a deduction failure. */
    bool sfinae_ignore_access;
    /* --keep_restrict_in_signatures: a parameter's top-level restrict is
     * part of its function's signature (f(int *restrict) and f(int *) are
     * two functions). */
    bool keep_restrict;
    /* --anachronisms, --nonconst_ref_anachronism: a reference to non-const
     * bound to a temporary is a warning (426 for an arithmetic one with
     * --anachronisms, 461 for one of class type with either), not error
     * 461. */
    bool anachronisms, nonconst_ref_anachronism;
    /* --no_implicit_noexcept: a destructor declared without an exception
     * specification may throw (766 where it overrides a noexcept one). */
    bool no_implicit_noexcept;
    /* --preserve_lvalues_with_same_type_casts: a cast of an lvalue to its
     * own type is that lvalue ((int)x = 1 writes x). */
    bool lvalue_casts;
    /* --no_vla: a block-scope array's bound must be constant (28). */
    bool no_vla;
    /* --short_enums: an unscoped enumeration without a fixed underlying
     * type takes the smallest of 1, 2, 4 bytes that holds its values. */
    bool short_enums;
    /* --template_typedefs_in_diagnostics: a member typedef of a class
     * template instance in a template argument is shown by its name
     * ("[with T=C<long>::ct]"), not by the type it stands for ("long"). */
    bool template_typedefs;
};
void sema_configure(struct sema *s, const struct sema_options *o);
/* Check the body of fn (just read: the declarations before it are in
 * il) if it is one the core judges; its diagnostics go to d in the
 * order cudafe++ gives them. */
void sema_function(struct sema *s, const struct il_list *il, const struct il_node *fn);
/* At the end of the translation unit: the checks of the declarations
 * after the last function body. */
void sema_finish(struct sema *s, const struct il_list *il);
/* The errors sema_function() reported so far. */
unsigned long sema_errors(const struct sema *s);
void sema_free(struct sema *s);

#endif
