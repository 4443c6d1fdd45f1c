#!/bin/sh
# Compiler caches: `ccache cufe-nvcc -c x.cu` twice is a cache hit the
# second time and gives the same object; with CCACHE_COMPILERCHECK naming
# the cufe binary too (as the README says to), another cufe is a miss.
# Skips (77) without a CUDA toolkit or ccache.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
command -v ccache >/dev/null 2>&1 || skip "ccache not installed: compiler cache test not run"
scratch
cd "$SCRATCH" || exit 99
need_wrap
cp "$top_srcdir/tests/programs/cuda/01_reduce_shared_tree.cu" x.cu
CCACHE_DIR=$SCRATCH/cache; export CCACHE_DIR
CCACHE_NOHASHDIR=1; export CCACHE_NOHASHDIR
unset CCACHE_DISABLE CCACHE_RECACHE
export NVCC
mkdir tmp; TMPDIR=$SCRATCH/tmp; export TMPDIR

# stat NAME: a counter of ccache --print-stats
stat() { ccache --print-stats | awk -v k="$1" '$1 == k { print $2 }'; }

cufe=$CUFE
CCACHE_COMPILERCHECK="sha256sum $cufe %compiler%"; export CCACHE_COMPILERCHECK
ccache -z > /dev/null
CUFE=$cufe ccache "$WRAP" -c x.cu -o first.o; rc1=$?
CUFE=$cufe ccache "$WRAP" -c x.cu -o second.o; rc2=$?
check_eq "both compiles succeed" "0 0" "$rc1 $rc2"
check_eq "the second is a direct cache hit" 1 "$(stat direct_cache_hit)"
check_eq "one miss (the first)" 1 "$(stat cache_miss)"
if [ -s first.o ] && cmp -s first.o second.o; then pass "the same object"; else fail "the same object"; fi

# A different cufe binary (same program, one byte more): no stale hit.
cp "$cufe" other-cufe; printf '\n' >> other-cufe
CCACHE_COMPILERCHECK="sha256sum $SCRATCH/other-cufe %compiler%"
CUFE=$SCRATCH/other-cufe ccache "$WRAP" -c x.cu -o third.o; rc3=$?
check_eq "another cufe: compiles" 0 "$rc3"
check_eq "another cufe: a miss, not a stale hit" 2 "$(stat cache_miss)"
finish
