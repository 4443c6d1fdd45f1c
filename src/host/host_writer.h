/* The host C++ file (CONTRACT.md sections 2, 3, 6): the input copied
 * through with edits (host_edit.h), between cudafe++'s head and trailer.
 *
 * What is edited, and why (gcc compiles the result as host code, cicc's
 * stub file, included at the end, defines the kernels' host side):
 *   - CUDA attributes are dropped from __attribute__((...)) lists;
 *   - a kernel becomes a declaration, its body goes into #if 0 (the stub
 *     defines it); a kernel template gets the __wrapper__device_stub_
 *     template the stub specializes, and forwards to it (naming every
 *     template parameter: unnamed ones get a name, template_args());
 *     a kernel definition's unnamed parameters get names (__T<n>,
 *     cudafe++'s: the wrapper and the stub's definition pass them);
 *   - a variable of a lambda's closure type is followed by
 *     `typedef decltype(v) __T<n>;`, as cudafe++ writes (the numbers
 *     shared with the parameters' names stay cudafe++'s);
 *   - a __device__-only function gets a trap body, its own in #if 0;
 *   - __device__/__constant__/__shared__ variables become host shadows
 *     (static in whole-program mode, hidden in rdc mode, no initializer:
 *     zero-initialized, in .bss); an array of unknown bound gets the
 *     bound its initializer implies (implied_bound(): where that is not
 *     certain the initializer stays), a const object keeps its
 *     initializer;
 *   - a __managed__ variable becomes a pointer, every host use a guarded
 *     dereference;
 *   - k<<<a, b>>>(args) (also spelled `k << < a, b >> > (args)`) becomes
 *     (__cudaPushCallConfiguration(a, b)) ? (void)0 : k(args);
 *   - the parentheses right around a declarator-id are dropped
 *     (`static T (max)()`, `int (x);`: cudafe++ writes them without, and
 *     gcc -Wall warns "unnecessary parentheses" on some);
 *   - an anonymous namespace gets the name _GLOBAL__N_<module id>;
 *   - with --extended-lambda, annotated lambdas become wrapper objects
 *     and the helper templates are written where cuda_runtime.h asks
 *     for them (host_lambda.c);
 *   - the nv_diag pragmas (consumed) are blanked;
 *   - with --preserve_lvalues_with_same_type_casts, a cast of an lvalue to
 *     its own type written through ((int)x = 1) loses its text, as sema
 *     found it (lvalue_casts());
 *   - with --anachronisms, cfront's `overload` and the size in `delete
 *     [size] p` are dropped, a mem-initializer without a name gets its
 *     base class's (the parser's marks);
 *   - with --pack_alignment=N, each class definition no class encloses,
 *     where no #pragma pack of the input is in effect, goes between
 *     `#pragma pack(N)` and `#pragma pack()` lines (pack_classes());
 *   - a declaration of a function declared constexpr before gets
 *     constexpr (CUDA's math headers redeclare libstdc++'s). */
#ifndef CUFE_HOST_WRITER_H
#define CUFE_HOST_WRITER_H

#include <stdint.h>
#include <stdio.h>

#include "il/il.h"
#include "lex/lexer.h"
#include "driver/options.h"

/* rdc mode: the token where the module id is fixed (an entity named
 * after it cannot be the id's entity); UINT32_MAX if none. */
uint32_t host_id_fixed_at(const struct options *o, const struct il_list *il);

void host_write(FILE *out, struct lexer *lx, const struct options *o, const struct il_list *il,
                const char *module_id);

#endif
