#!/bin/sh
# Lexer round trip on real host preprocessing: for each program of
# tests/programs/lex, nvcc's own host .ii (generated now, cached) is lexed
# with `cufe --tokens` and nvcc's cudafe++ arguments; cufe must exit 0
# without diagnostics, and tokcheck must rebuild the input byte for byte
# from the token spans and the gaps, find only blanks, line markers and
# consumed pragmas in the gaps, and agree with every token's kind text,
# file, line and column.  Skips (77) without a CUDA toolkit.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
scratch
TOKCHECK=$top_builddir/tests/tools/tokcheck
[ -x "$TOKCHECK" ] || { echo "tokcheck is not built"; exit 99; }

for cu in "$top_srcdir"/tests/programs/lex/*.cu; do
  n=$(basename "$cu" .cu)
  flags=$(nvcc_flags "$cu")
  # shellcheck disable=SC2086
  nvcc_prepare "$cu" "$SCRATCH/$n" $flags || { fail "$n: nvcc preprocessing"; continue; }
  dir=$SCRATCH/$n
  input=$(tail -n 1 "$dir/cudafe.args")
  # shellcheck disable=SC2046
  ( cd "$dir" && "$CUFE" --tokens $(cat cudafe.args) > tokens.txt 2> stderr; echo $? > rc )
  check_eq "$n: cufe --tokens exit code" 0 "$(cat "$dir/rc")"
  check_eq "$n: no diagnostics" "" "$(cat "$dir/stderr")"
  if out=$(cd "$dir" && "$TOKCHECK" "$input" tokens.txt 2>&1); then
    pass "$n: $out"
  else
    fail "$n: tokcheck"
    printf '%s\n' "$out" | head -20
  fi
done
finish
