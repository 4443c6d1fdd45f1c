#!/bin/sh
# The expression oracle: g++ judges the types and value categories cufe's
# semantic model gives expressions (src/sema/exprs/, printed by cufe's own
# --expr_types).  Every valid program of tests/programs (cuda, lex, sema,
# stl: see tests/programs/README) is preprocessed as nvcc does, cufe prints
# its function bodies' expressions, and tests/tools/expr_oracle.py writes
# `static_assert(__is_same(decltype((e)), T));` (T & for an lvalue, T &&
# for an xvalue) after the block item holding each typed expression in a
# copy of the .ii, which g++ -std=c++17 (c++20 where the program needs it)
# -fsyntax-only compiles; only the errors the asserts add count (the CUDA
# headers give g++ errors of their own).  A failed assertion is a
# disagreement and fails the test; an assert g++ takes for no valid C++
# there (a name its own statement declared, a launch) is unchecked.
# Prints the coverage: expressions seen, typed (share of seen), placed,
# agreeing.  Skips without g++, python3 or nvcc.
# EXPR_ORACLE_ONLY=REGEX (on "collection/name") runs a subset.
. "$top_srcdir/tests/scripts/lib.sh"
GXX=${CXX_FOR_ORACLE:-g++}
command -v "$GXX" > /dev/null 2>&1 || skip "no g++: expression oracle not run"
need_python
need_nvcc
scratch

oracle_programs --expr_types expr_oracle "${EXPR_ORACLE_ONLY:-}"
seen=$(oracle_sum seen) typed=$(oracle_sum typed) placed=$(oracle_sum placed)
agree=$(oracle_sum agree) disagree=$(oracle_sum disagree) unchecked=$(oracle_sum unchecked)
share=0
[ "$seen" -gt 0 ] && share=$((100 * typed / seen))
echo "expression oracle: $seen expressions seen, $typed typed ($share %), $placed checked by g++:" \
     "$agree agree, $disagree disagree, $unchecked unchecked (no valid C++ at their place)"
finish
