#!/bin/sh
# The layout oracle: g++ judges the class layouts cufe's semantic model
# computes (src/sema/entities/layout.c, printed by cufe's own
# --class_layouts).  Every valid program of tests/programs (cuda, lex,
# sema, stl: see tests/programs/README) is preprocessed as nvcc does, cufe
# prints the layouts of the classes the main file defines, and
# tests/tools/layout_oracle.py appends `static_assert(sizeof(C) == N)`,
# alignof and __builtin_offsetof checks to a copy of the .ii, which g++
# -std=c++17 (c++20 where the program needs it) -fsyntax-only compiles.  A
# failed assertion is a disagreement and fails the test.  Prints the
# coverage: classes the main files define, laid out, checks agreeing.
# Skips without g++, python3 or nvcc.  LAYOUT_ORACLE_ONLY=REGEX (on
# "collection/name") runs a subset.
. "$top_srcdir/tests/scripts/lib.sh"
GXX=${CXX_FOR_ORACLE:-g++}
command -v "$GXX" > /dev/null 2>&1 || skip "no g++: layout oracle not run"
need_python
need_nvcc
scratch

oracle_programs --class_layouts layout_oracle "${LAYOUT_ORACLE_ONLY:-}"
defined=$(oracle_sum defined) classes=$(oracle_sum classes) checks=$(oracle_sum checks)
agree=$(oracle_sum agree) disagree=$(oracle_sum disagree) unchecked=$(oracle_sum unchecked)
share=0
[ "$defined" -gt 0 ] && share=$((100 * classes / defined))
echo "layout oracle: $defined classes defined, $classes laid out ($share %), $checks checks by g++:" \
     "$agree agree, $disagree disagree, $unchecked unchecked"
finish
