#!/bin/sh
# CMake with CMAKE_CUDA_COMPILER=cufe-nvcc: compiler detection (CMake reads
# the steps `nvcc -v` prints), -MD dependency files, separable compilation,
# a static library, two architectures.  The program built through
# cufe-nvcc must have the same symbols (nm: type and name) and the same
# CUDA registrations (its objects, all compiled with -fPIC, loaded under
# tests/tools/regmock: reg_trace in lib.sh) as the one built with nvcc.
# Also: cufe-nvcc -v prints nvcc's steps, and -MD writes nvcc's dependency
# file.  Skips (77) without nvcc or cmake.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
command -v cmake >/dev/null 2>&1 || skip "cmake not installed: CMake project test not run"
[ "${CUFE_SLOW_TESTS:-yes}" = no ] && skip "CUFE_SLOW_TESTS=no (make distcheck): nvcc builds left to make check"
scratch
cd "$SCRATCH" || exit 99
need_wrap
export NVCC
mkdir tmp; TMPDIR=$SCRATCH/tmp; export TMPDIR
src=$top_srcdir/tests/cmake/project

# -v: the steps as nvcc prints them (temporary names masked)
mkdir v1 v2
cp "$src/kern.cu" v1/; cp "$src/kern.cu" v2/
( cd v1 && "$NVCC" -v -c kern.cu -o k.o 2> ../v.nvcc )
( cd v2 && CUFE=$CUFE "$WRAP" -v -c kern.cu -o k.o 2> ../v.cufe ); rc=$?
check_eq "-v: exit code" 0 "$rc"
# (with the front end, an absolute path named cudafe++ that is cufe, in
# cudafe++'s place: tests/scripts/cufe_nvcc.sh checks that path)
mask() { sed -e 's/tmpxft_[0-9a-f_]*-/TMP-/g' -e 's|/v[12]/|/V/|g' -e 's|^#\$ /[^ ]*/cudafe++ |#$ cudafe++ |' "$1"; }
check_eq "-v: nvcc's steps on stderr" "$(mask v.nvcc)" "$(mask v.cufe)"

# -MD: nvcc's dependency file
( cd v1 && "$NVCC" -MD -MT k.o -MF k.d -c kern.cu -o k.o )
( cd v2 && CUFE=$CUFE "$WRAP" -MD -MT k.o -MF k.d -c kern.cu -o k.o ); rc=$?
check_eq "-MD: exit code" 0 "$rc"
check_eq "-MD: nvcc's dependency file" "$(sed 's|/v1/|/V/|g' v1/k.d)" "$(sed 's|/v2/|/V/|g' v2/k.d)"

# the project, with nvcc and with cufe-nvcc
cmake -S "$src" -B b-nvcc -DCMAKE_CUDA_COMPILER="$NVCC" -DCMAKE_CUDA_FLAGS=-Xcompiler=-fPIC -DCMAKE_CXX_FLAGS=-fPIC > cfg-nvcc.log 2>&1 &&
  cmake --build b-nvcc > build-nvcc.log 2>&1 || { fail "the project builds with nvcc"; tail -5 build-nvcc.log; finish; exit 1; }
CUFE=$CUFE cmake -S "$src" -B b-cufe -DCMAKE_CUDA_COMPILER="$WRAP" -DCMAKE_CUDA_FLAGS=-Xcompiler=-fPIC -DCMAKE_CXX_FLAGS=-fPIC > cfg-cufe.log 2>&1; rc=$?
check_eq "CMake configures with cufe-nvcc (compiler detection)" 0 "$rc"
[ $rc = 0 ] || sed -n '/CMake Error/,$p' cfg-cufe.log | head -20
if grep -q "Detecting CUDA compiler ABI info - done" cfg-cufe.log; then pass "CUDA ABI detected"
else fail "CUDA ABI detected"; fi
CUFE=$CUFE cmake --build b-cufe > build-cufe.log 2>&1; rc=$?
check_eq "the project builds with cufe-nvcc" 0 "$rc"
[ $rc = 0 ] || tail -10 build-cufe.log
syms() { nm "$1" 2>/dev/null | awk '{ print $(NF-1), $NF }' | sort; }
check_eq "the program's symbols equal nvcc's" "$(syms b-nvcc/app)" "$(syms b-cufe/app)"
same_registrations b-nvcc b-cufe CMakeFiles/app.dir/main.cu.o CMakeFiles/app.dir/host.cpp.o CMakeFiles/app.dir/cmake_device_link.o libkern.a
finish
