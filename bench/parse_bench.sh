#!/bin/sh
# make bench: parse CPU time and peak memory, cufe --no_code_gen next to the
# real cudafe++ --no_code_gen, on the host .ii nvcc makes for each program
# (nvcc's exact cudafe++ arguments).  Best of 3 runs each.  Needs GNU time
# (/usr/bin/time) and nvcc; skipped cleanly without them.
# Environment: CUFE, top_srcdir, top_builddir, NVCC (as make bench sets).
. "$top_srcdir/tests/scripts/lib.sh"
skip() { echo "parse bench skipped: $*"; exit 0; }
need_nvcc
[ -x /usr/bin/time ] || skip "GNU time (/usr/bin/time) not installed"
scratch

# measure DIR TOOL: prints "cpu_seconds max_rss_kb" (best CPU of 3 runs)
measure() {
  best=""
  for run in 1 2 3; do
    # shellcheck disable=SC2046
    ( cd "$1" && /usr/bin/time -f '%U %S %M' -o "$SCRATCH/time.txt" \
        "$2" --no_code_gen $(cat cudafe.args) > /dev/null 2>&1 )
    line=$(awk '{ printf "%.3f %d", $1 + $2, $3 }' "$SCRATCH/time.txt")
    if [ -z "$best" ] || awk -v a="$line" -v b="$best" 'BEGIN { split(a, x); split(b, y); exit !(x[1] < y[1]) }'; then
      best=$line
    fi
  done
  echo "$best"
}

printf '%-14s %7s | %8s %8s | %8s %8s | %6s %6s\n' program "MB" "cufe s" "cufe RSS" "cudafe s" "its RSS" "CPU" "RSS"
for cu in "$@"; do
  case $cu in /*) ;; *) cu=$top_srcdir/$cu;; esac
  n=$(basename "$cu" .cu)
  flags=$(sed -n 's,^// *NVCC_FLAGS: *,,p' "$cu" | head -1)
  # shellcheck disable=SC2086
  nvcc_prepare "$cu" "$SCRATCH/$n" $flags || { echo "$n: nvcc preprocessing failed"; continue; }
  ii=$(ls "$SCRATCH/$n"/*.cpp4.ii)
  bytes=$(wc -c < "$ii")
  new=$(measure "$SCRATCH/$n" "$CUFE")
  ref=$(measure "$SCRATCH/$n" "$CUDAFE")
  echo "$n $bytes $new $ref" | awk '{
    printf "%-14s %7.2f | %8.3f %6.0fMB | %8.3f %6.0fMB | %5.1f%% %5.1f%%\n",
      $1, $2 / 1e6, $3, $4 / 1024, $5, $6 / 1024,
      ($5 > 0 ? 100 * $3 / $5 : 0), ($6 > 0 ? 100 * $4 / $6 : 0) }'
done
echo "(CPU, RSS: cufe as a percentage of cudafe++; the issue's targets on the thrust program: CPU <= 33%, RSS <= 50%)"
