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
command -v "$GXX" > /dev/null 2>&1 || skip "no g++: type oracle not run"
need_python
need_nvcc
scratch

P=$top_srcdir/tests/programs
seen=0 typed=0 placed=0 agree=0 unchecked=0 disagree=0
for src in "$P"/cuda/*.cu "$P"/lex/*.cu "$P"/sema/*.cu "$P"/stl/*.cu; do
  coll=$(basename "$(dirname "$src")")
  name=$(basename "$src" .cu)
  label=$coll/$name
  if [ -n "${EXPR_ORACLE_ONLY:-}" ] && ! echo "$label" | grep -Eq "$EXPR_ORACLE_ONLY"; then continue; fi
  flags=$(nvcc_flags "$src")
  std=c++17
  case $flags in *-std=c++20*) std=c++20 ;; esac
  dir=$SCRATCH/$coll.$name
  # shellcheck disable=SC2086
  nvcc_prepare "$src" "$dir" $flags 2> "$dir.prep" || { fail "$label: nvcc preprocessing"; continue; }
  ( cd "$dir" &&
    # shellcheck disable=SC2046
    "$CUFE" --expr_types $(cat cudafe.args) > exprs 2> cufe.err
    # shellcheck disable=SC2046
    "${PYTHON3%% *}" "$top_srcdir/tests/tools/expr_oracle.py" "$(tail -n 1 cudafe.args)" exprs "$std" "$GXX" > judged )
  rc=$?
  # shellcheck disable=SC2046
  set -- $(head -n 1 "$dir/judged")
  if [ "$#" -ne 12 ]; then fail "$label: the judge did not run"; cat "$dir/judged"; continue; fi
  seen=$((seen + $2)) typed=$((typed + $4)) placed=$((placed + $6))
  agree=$((agree + $8)) unchecked=$((unchecked + ${10})) disagree=$((disagree + ${12}))
  if [ "$rc" -eq 0 ]; then
    pass "$label: $(head -n 1 "$dir/judged")"
  else
    fail "$label: $(head -n 1 "$dir/judged")"
  fi
  grep -E '^(DISAGREE|UNCHECKED)' "$dir/judged" | sed 's/^/    /'
done
share=0
[ "$seen" -gt 0 ] && share=$((100 * typed / seen))
echo "expression oracle: $seen expressions seen, $typed typed ($share %), $placed checked by g++:" \
     "$agree agree, $disagree disagree, $unchecked unchecked (no valid C++ at their place)"
finish
