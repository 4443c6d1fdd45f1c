#!/bin/sh
# The type oracle: g++ judges the types cufe's type model gives
# declarations (src/sema/types/from_decl.c, printed by cufe's own
# --decl_types).  Every valid program of tests/programs (cuda, lex, sema,
# stl: see tests/programs/README) is preprocessed as nvcc does, cufe prints
# its declarations' types, and tests/tools/type_oracle.py writes
# `static_assert(__is_same(decltype(NAME), TYPE));` after each typed
# declaration it can place safely into a copy of the .ii, which g++
# -std=c++17 (c++20 where the program needs it) -fsyntax-only compiles.
# The CUDA headers' .ii is no valid g++ input as it stands (crt/
# math_functions.h redeclares std::abs ... without constexpr; `<<<`), so
# the copy's errors are compared with the original's: only the errors the
# asserts add count.  A failed assertion is a disagreement and fails the
# test; an assert g++ takes for no valid C++ there (a name hidden, char8_t
# in C++17) is unchecked.  Prints the coverage: declarations seen, typed
# (share of seen), placed, agreeing.  Skips without g++, python3 or nvcc.
# TYPE_ORACLE_ONLY=REGEX (on "collection/name") runs a subset.
. "$top_srcdir/tests/scripts/lib.sh"
GXX=${CXX_FOR_ORACLE:-g++}
command -v "$GXX" > /dev/null 2>&1 || skip "no g++: type oracle not run"
need_python
need_nvcc
scratch

oracle_programs --decl_types type_oracle "${TYPE_ORACLE_ONLY:-}"
seen=$(oracle_sum seen) typed=$(oracle_sum typed) placed=$(oracle_sum placed)
agree=$(oracle_sum agree) disagree=$(oracle_sum disagree) unchecked=$(oracle_sum unchecked)
share=0
[ "$seen" -gt 0 ] && share=$((100 * typed / seen))
echo "type oracle: $seen declarations seen, $typed typed ($share %), $placed checked by g++:" \
     "$agree agree, $disagree disagree, $unchecked unchecked (no valid C++ at their place)"
finish
