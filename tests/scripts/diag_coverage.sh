#!/bin/sh
# Diagnostics coverage: every row of tables/diagnostics names, in its test
# column, the differential test that shows cufe giving it with cudafe++'s
# exact stderr and exit code, or says `-` (not covered yet).  Prints
# covered/total, and fails on
#   * a row naming a program that does not exist;
#   * a row claiming coverage by a test that does not show it, and a
#     diagnostic a test shows whose row says `-` (when the differential
#     tests ran: diff_cli.sh, diag_diff.sh, attr_subjects.sh, sema_suite.sh and
#     option_effects.sh record what each passing
#     comparison showed, see `evidence` in lib.sh; make check runs them
#     first).
. "$top_srcdir/tests/scripts/lib.sh"
scratch
table=$top_srcdir/tables/diagnostics
cases=${CUFE_SHARED:-$top_srcdir/../shared}/oracle/cases

# "tag test" for every row (the columns before the message hold no `|`).
awk -F'|' '/^%/ { hdr = 1; next } !hdr || /^[ \t]*(#|$)/ { next }
  { t = $2; x = $4; gsub(/[ \t]/, "", t); gsub(/[ \t]/, "", x); print t, x }' "$table" > "$SCRATCH/rows"
total=$(wc -l < "$SCRATCH/rows")
covered=$(awk '$2 != "-"' "$SCRATCH/rows" | wc -l)
[ "$total" -gt 300 ] && pass "tables/diagnostics read ($total rows)" || fail "tables/diagnostics read ($total rows)"

# Static: the programs named exist.
while read -r tag test; do
  case $test in
    errors/*) [ -f "$top_srcdir/tests/programs/$test.cu" ] ||
                fail "$tag: test $test: no tests/programs/$test.cu" ;;
    suite/*) [ -f "$top_srcdir/tests/programs/$test.cu" ] ||
                fail "$tag: test $test: no tests/programs/$test.cu" ;;
    options/*) [ -f "$top_srcdir/tests/programs/$test.cpp" ] ||
                fail "$tag: test $test: no tests/programs/$test.cpp" ;;
    oracle/*) if [ -d "$cases" ] && [ ! -f "$cases/${test#oracle/}.cu" ]; then
                fail "$tag: test $test: no oracle case ${test#oracle/}.cu"; fi ;;
  esac
done < "$SCRATCH/rows"
[ "$fails" -eq 0 ] && pass "every program a row names exists"

# Dynamic: what the differential tests showed.
ev=$top_builddir/tests/diag-evidence
if [ -s "$ev/diff_cli" ] && [ -s "$ev/diag_diff" ] && [ -s "$ev/attr_subjects" ] &&
   [ -s "$ev/sema_suite" ]; then
  sort -u "$ev/diff_cli" "$ev/diag_diff" "$ev/attr_subjects" "$ev/sema_suite" \
    $(ls "$ev/option_effects" 2>/dev/null) > "$SCRATCH/shown"
  before=$fails
  [ -d "$cases" ] || echo "note: no shared oracle cases here: rows that name one are checked statically only"
  while read -r tag test; do
    case $test in oracle/*) [ -d "$cases" ] || continue ;; esac
    if [ "$test" != - ] && ! grep -qx "$test $tag" "$SCRATCH/shown"; then
      fail "$tag: claims coverage by $test, which does not show it"
    fi
  done < "$SCRATCH/rows"
  awk 'NR == FNR { mark[$1] = $2; next } mark[$2] == "-" { print $2, $1 }' \
    "$SCRATCH/rows" "$SCRATCH/shown" | sort -u > "$SCRATCH/unmarked"
  while read -r tag test; do
    fail "$tag: shown by $test (equal to cudafe++), but its row says - (write $test in its test column)"
  done < "$SCRATCH/unmarked"
  [ "$fails" -eq "$before" ] && pass "the test column agrees with what the differential tests show"
else
  echo "note: the differential tests did not run here (no CUDA toolkit?): only the static checks were made"
fi

echo "diagnostics covered: $covered/$total rows of tables/diagnostics have a differential test"
finish
