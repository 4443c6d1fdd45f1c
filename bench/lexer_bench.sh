#!/bin/sh
# make bench: the lexer's throughput (CPU time) on the host .ii files nvcc
# makes for the given .cu programs.  Each file is lexed repeatedly by
# `cufe --lex_timing` (no output, no diagnostics) for at least a second of
# CPU time; the last line is the total over all files.
# Environment: CUFE, top_srcdir, top_builddir, NVCC (as make bench sets).
. "$top_srcdir/tests/scripts/lib.sh"
skip() { echo "bench skipped: $*"; exit 0; }
need_nvcc
scratch

echo "lexer throughput (CPU time; MB = 10^6 bytes):"
results=$SCRATCH/results
: > "$results"
for cu in "$@"; do
  case $cu in /*) ;; *) cu=$top_srcdir/$cu;; esac
  n=$(basename "$cu" .cu)
  flags=$(sed -n 's,^// *NVCC_FLAGS: *,,p' "$cu" | head -1)
  # shellcheck disable=SC2086
  nvcc_prepare "$cu" "$SCRATCH/$n" $flags || { echo "$n: nvcc preprocessing failed"; continue; }
  # shellcheck disable=SC2046
  ( cd "$SCRATCH/$n" && "$CUFE" --lex_timing $(cat cudafe.args) ) | tee -a "$results"
done
# "<file>: B bytes, T tokens, P passes, M ms CPU per pass: ..."
awk '{ bytes += $2; tokens += $4; ms += $8 }
     END { if (ms > 0) printf "total: %d bytes, %d tokens, %.1f ms: %.1f MB/s, %.2f Mtokens/s\n",
                               bytes, tokens, ms, bytes / ms / 1000, tokens / ms / 1000 }' "$results"
