#!/bin/sh
# A maintainer adds an option by adding one row to tables/options: this test
# does that on a copy of the tree and shows the new option parsed and listed
# in --help with no change to src/.
. "$top_srcdir/tests/scripts/lib.sh"
need_python
command -v "${CC%% *}" >/dev/null 2>&1 || skip "no C compiler ($CC)"
scratch
cd "$SCRATCH" || exit 99

copy_tree
echo 'frobnicate_level | - | - | int | 3 | cl_invalid_error_limit:1..9 | driver | accepted | - | how hard to frobnicate (test row)' >> tables/options
echo 'frobnicate | no_frobnicate | - | none | off | - | driver | accepted | - | frobnicate everything (test row)' >> tables/options
echo 'frob_pp | - | - | none | off | - | preproc | inert:preproc | - | frobnicate the preprocessor (test row)' >> tables/options
$PYTHON3 -B gen/gen_options.py def tables/options src/generated/options.def || exit 99
# (every source at any depth: src/sema/types/ and the like)
# shellcheck disable=SC2086
$CC -std=gnu11 -I. -Isrc -o cufe-new $(find src -name "*.c" | LC_ALL=C sort) || { fail "tree with the new row builds"; finish; exit 1; }
pass "tree with the new row builds"

./cufe-new --help > help.txt
if grep -q -- '--frobnicate_level=N .*how hard to frobnicate' help.txt; then pass "--help lists the int option"; else fail "--help lists the int option"; fi
if grep -q -- '--frobnicate, --no_frobnicate .*frobnicate everything (test row) (accepted, no effect yet)' help.txt; then pass "--help lists the switch pair"; else fail "--help lists the switch pair"; fi
if grep -q -- "--frob_pp .*frobnicate the preprocessor (test row) (no effect: EDG's own preprocessor only" help.txt; then pass "--help says why an inert option has no effect"; else fail "--help says why an inert option has no effect"; fi

: > in.ii
./cufe-new --frobnicate_level=5 --no_frobnicate in.ii 2> err; rc=$?
check_eq "new options accepted: exit code" 0 "$rc"
check_eq "new options accepted: stderr" "" "$(cat err)"
./cufe-new --frobnicate_level=high in.ii 2> err; rc=$?
check_eq "new int option checks its value" 4 "$rc"
check_eq "new int option error text" "Command-line error: invalid number: high" "$(head -1 err)"
./cufe-new --frobnicate_level=12 in.ii 2> err; rc=$?
check_eq "new int option's range check: exit code" 4 "$rc"
check_eq "new int option's range check: text" "Command-line error: invalid error limit: 12" "$(head -1 err)"
./cufe-new --frobnicate in.ii 2> err; rc=$?
check_eq "new switch: exit code" 0 "$rc"
"$CUFE" --frobnicate in.ii 2> err; rc=$?
check_eq "the installed table does not know it" 4 "$rc"
finish
