#!/bin/sh
# A plain-Makefile CUDA project (tests/make/project/Makefile on the sources
# of tests/cmake/project: two .cu files, a C++ file, separable compilation,
# a static library, two architectures, an explicit device link) built with
# `make NVCC=nvcc` and with `make NVCC=cufe-nvcc`.  The two builds must
# succeed alike and their programs agree: the symbols (nm: type and name),
# the CUDA registrations (the program's objects loaded under
# tests/tools/regmock, see reg_trace in lib.sh) and the dependency files
# -MD wrote.  Skips (77) without nvcc, and with CUFE_SLOW_TESTS=no.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
command -v make >/dev/null 2>&1 || skip "make not installed: Makefile project test not run"
[ "${CUFE_SLOW_TESTS:-yes}" = no ] && skip "CUFE_SLOW_TESTS=no (make distcheck): nvcc builds left to make check"
scratch
cd "$SCRATCH" || exit 99
need_wrap
[ -x "$top_builddir/tests/tools/regmock" ] || { echo "regmock not built"; exit 99; }
mkdir tmp; TMPDIR=$SCRATCH/tmp; export TMPDIR
mk=$top_srcdir/tests/make/project/Makefile
src=$top_srcdir/tests/cmake/project

mkdir b-nvcc b-cufe
( cd b-nvcc && make -f "$mk" SRC="$src" NVCC="$NVCC" ) > build-nvcc.log 2>&1 ||
  { fail "the project builds with nvcc"; tail -5 build-nvcc.log; finish; exit 1; }
# make exports NVCC=cufe-nvcc to the commands it runs: cufe-nvcc must not
# take itself for nvcc, and finds nvcc on PATH.
PATH=$(dirname "$NVCC"):$PATH; export PATH
( cd b-cufe && CUFE=$CUFE make -f "$mk" SRC="$src" NVCC="$WRAP" ) > build-cufe.log 2>&1; rc=$?
check_eq "the project builds with cufe-nvcc" 0 "$rc"
[ $rc = 0 ] || tail -10 build-cufe.log
check_eq "the same files are made" "$(ls b-nvcc)" "$(ls b-cufe)"

syms() { nm "$1" 2>/dev/null | awk 'NF >= 2 { print $(NF-1), $NF }' | sort; }
if syms b-nvcc/app | grep -q '^T _Z5twicePii$'; then pass "nvcc's program defines the kernels' stubs (harness)"
else fail "nvcc's program defines the kernels' stubs (harness)"; fi
check_eq "the program's symbols equal nvcc's" "$(syms b-nvcc/app)" "$(syms b-cufe/app)"
check_eq "the library's symbols equal nvcc's" "$(syms b-nvcc/libkern.a)" "$(syms b-cufe/libkern.a)"

same_registrations b-nvcc b-cufe main.o host.o dlink.o libkern.a
for d in main.d kern.d; do
  check_eq "-MD: $d" "$(cat b-nvcc/$d)" "$(cat b-cufe/$d 2>/dev/null)"
done
check_eq "nvcc's temporary files removed" "" "$(ls tmp)"
finish
