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

P=$top_srcdir/tests/programs
defined=0 classes=0 checks=0 agree=0 unchecked=0 disagree=0
for src in "$P"/cuda/*.cu "$P"/lex/*.cu "$P"/sema/*.cu "$P"/stl/*.cu; do
  coll=$(basename "$(dirname "$src")")
  name=$(basename "$src" .cu)
  label=$coll/$name
  if [ -n "${LAYOUT_ORACLE_ONLY:-}" ] && ! echo "$label" | grep -Eq "$LAYOUT_ORACLE_ONLY"; then continue; fi
  flags=$(nvcc_flags "$src")
  std=c++17
  case $flags in *-std=c++20*) std=c++20 ;; esac
  dir=$SCRATCH/$coll.$name
  # shellcheck disable=SC2086
  nvcc_prepare "$src" "$dir" $flags 2> "$dir.prep" || { fail "$label: nvcc preprocessing"; continue; }
  ( cd "$dir" &&
    # shellcheck disable=SC2046
    "$CUFE" --class_layouts $(cat cudafe.args) > layouts 2> cufe.err
    # shellcheck disable=SC2046
    "${PYTHON3%% *}" "$top_srcdir/tests/tools/layout_oracle.py" "$(tail -n 1 cudafe.args)" layouts "$std" "$GXX" > judged )
  rc=$?
  # shellcheck disable=SC2046
  set -- $(head -n 1 "$dir/judged")
  if [ "$#" -ne 10 ]; then fail "$label: the judge did not run"; cat "$dir/judged"; continue; fi
  classes=$((classes + $2)) checks=$((checks + $4))
  agree=$((agree + $6)) unchecked=$((unchecked + $8)) disagree=$((disagree + ${10}))
  n=$(sed -n 's/^# classes \([0-9]*\),.*/\1/p' "$dir/layouts")
  defined=$((defined + ${n:-0}))
  if [ "$rc" -eq 0 ]; then
    pass "$label: $(head -n 1 "$dir/judged")"
  else
    fail "$label: $(head -n 1 "$dir/judged")"
  fi
  grep -E '^(DISAGREE|UNCHECKED)' "$dir/judged" | sed 's/^/    /'
done
share=0
[ "$defined" -gt 0 ] && share=$((100 * classes / defined))
echo "layout oracle: $defined classes defined, $classes laid out ($share %), $checks checks by g++:" \
     "$agree agree, $disagree disagree, $unchecked unchecked"
finish
