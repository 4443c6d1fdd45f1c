#!/bin/sh
# A maintainer adds a CUDA attribute by adding one row to
# tables/cuda_attributes: this test does that on a copy of the tree and
# shows, with no change to src/, the new attribute accepted where its row
# allows it (a kernel), rejected with its row's diagnostics elsewhere (an
# error on a host function, "does not apply" on a variable, an exclusion
# with __maxnreg__), and stripped from the host file.  Expected output
# worked out by hand from the row (the message texts are those of the
# tables/diagnostics rows it names).
. "$top_srcdir/tests/scripts/lib.sh"
need_python
command -v "${CC%% *}" >/dev/null 2>&1 || skip "no C compiler ($CC)"
scratch
cd "$SCRATCH" || exit 99

copy_tree
echo 'frobnicate | - | - | launch_config | 1..1 | __frobnicate__ | fn_kernel: ok; fn: bounds_attr_only_on_global_func@name(disp); *: edg_1835@attr(disp) ignored | maxnreg: bounds_maxnreg_incompatible_qualifiers@name("__frobnicate__ and __maxnreg__") | - | strip | __frobnicate__(N): test row' >> tables/cuda_attributes
for what in def rules; do
  out=cuda_attributes.def; [ $what = rules ] && out=cuda_attr_rules.def
  $PYTHON3 -B gen/gen_cuda_attributes.py $what tables/cuda_attributes tables/diagnostics \
    src/generated/$out || exit 99
done
# (every source at any depth: src/sema/types/ and the like)
# shellcheck disable=SC2086
$CC -std=gnu11 -I. -Isrc -o cufe-new $(find src -name "*.c" | LC_ALL=C sort) || { fail "tree with the new row builds"; finish; exit 1; }
pass "tree with the new row builds"

cat > in.ii <<'II'
__attribute__((global)) __attribute__((frobnicate(4))) void k(int *p) { }
__attribute__((frobnicate(4))) void h() { }
__attribute__((frobnicate(4))) int v;
__attribute__((global)) __attribute__((frobnicate(4))) __attribute__((maxnreg(8))) void k2() { }
II
./cufe-new --display_error_number --no_code_gen in.ii 2> err; rc=$?
check_eq "diagnostics of the new row: exit code" 2 "$rc"
check_eq "diagnostics of the new row: text" 'in.ii(2): error: __frobnicate__ is only allowed on a __global__ function
  __attribute__((frobnicate(4))) void h() { }
                                      ^

in.ii(3): warning #1835-D: attribute "__frobnicate__" does not apply here
  __attribute__((frobnicate(4))) int v;
                 ^

Remark: The warnings can be suppressed with "-diag-suppress <warning-number>"

in.ii(4): error: The __frobnicate__ and __maxnreg__ qualifiers cannot be applied to the same kernel
  __attribute__((global)) __attribute__((frobnicate(4))) __attribute__((maxnreg(8))) void k2() { }
                                                                                          ^

2 errors detected in the compilation of "in.ii".' "$(cat err)"

# accepted on a kernel, and stripped from the host file
printf '%s\n' '__attribute__((global)) __attribute__((frobnicate(4))) void k(int *p) { }' > ok.ii
./cufe-new --gen_c_file_name ok.cpp --stub_file_name ok.stub.c ok.ii 2> err; rc=$?
check_eq "accepted on a kernel: exit code" 0 "$rc"
check_eq "accepted on a kernel: stderr" "" "$(cat err)"
if [ -s ok.cpp ] && ! grep -q frobnicate ok.cpp && grep -q 'void k(int \*p)' ok.cpp; then
  pass "stripped from the host file"
else
  fail "stripped from the host file"; grep -n 'frobnicate\|void k' ok.cpp | head -5
fi
"$CUFE" --display_error_number --no_code_gen in.ii 2> err
if grep -q frobnicate err; then fail "the installed table does not know it"
else pass "the installed table does not know it"; fi
finish
