#!/bin/sh
# make mutate: one-token mutants of the project's programs (tools/mutate.py),
# cufe against cudafe++ on each: how often the exit codes, the first error
# line and the whole stderr agree, and every false error.  Not a test of
# make check (it measures; it takes a few minutes).  MUTANTS (default 320)
# and SEED (default 7) choose the sample.  Needs nvcc and python3.
. "$top_srcdir/tests/scripts/lib.sh"
skip() { echo "mutation run skipped: $*"; exit 0; }
need_nvcc
need_python
scratch
dirs=""
for cu in "$top_srcdir"/tests/programs/cuda/*.cu; do
  n=$(basename "$cu" .cu)
  # shellcheck disable=SC2046
  nvcc_prepare "$cu" "$SCRATCH/$n" $(nvcc_flags "$cu") 2>/dev/null || continue
  dirs="$dirs $SCRATCH/$n"
done
# shellcheck disable=SC2086
$PYTHON3 "$top_srcdir/tools/mutate.py" "$CUFE" "$CUDAFE" "${MUTANTS:-320}" "${SEED:-7}" $dirs
