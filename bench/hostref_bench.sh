#!/bin/sh
# make bench: host references in -rdc=true TUs.  A generated program with N
# kernels and N __device__ variables, each referenced from one host function
# four times (a launch, cudaMemcpyToSymbol, its address, an &), after
# <vector> and <cstdio> so the IL holds a few thousand header declarations;
# N doubles from 500 to 8000.  cufe writes the whole host file (the host-
# reference arrays included) with nvcc's -rdc=true command line; cudafe++
# runs the same.  CPU time per entity must stay flat as N grows (linear
# work), and the CPU ratio must stay at or below 0.3.  Best of 3 runs each.
# Environment: CUFE, top_srcdir, top_builddir, NVCC (as make bench sets).
. "$top_srcdir/tests/scripts/lib.sh"
skip() { echo "host-reference bench skipped: $*"; exit 0; }
need_nvcc
[ -x /usr/bin/time ] || skip "GNU time (/usr/bin/time) not installed"
scratch

# gen N: the program
gen() {
  awk -v n="$1" 'BEGIN {
    print "// generated: " n " kernels and device variables referenced from host code"
    print "#include <vector>"
    print "#include <cstdio>"
    for (i = 0; i < n; i++) {
      print "__global__ void k" i "(int *p) { *p = " i "; }"
      print "__device__ int v" i ";"
    }
    print "void launch_all(int *p) {"
    for (i = 0; i < n; i++)
      print "  k" i "<<<1, 1>>>(p); cudaMemcpyToSymbol(v" i ", p, sizeof(int)); (void)(void *)k" i "; (void)&v" i ";"
    print "}"
    print "int main() { launch_all(0); return 0; }"
  }'
}

# measure DIR TOOL: "cpu_seconds" (best of 3)
measure() {
  best=""
  for run in 1 2 3; do
    # shellcheck disable=SC2046
    ( cd "$1" && /usr/bin/time -f '%U %S' -o "$SCRATCH/time.txt" \
        "$2" $(cat cudafe.args) > /dev/null 2>&1 )
    t=$(awk '{ printf "%.3f", $1 + $2 }' "$SCRATCH/time.txt")
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$t; fi
  done
  echo "$best"
}

printf '%-6s | %8s %10s | %8s %10s | %6s\n' N "cufe s" "us/entity" "cudafe s" "us/entity" CPU
for n in 500 1000 2000 4000 8000; do
  mkdir -p "$SCRATCH/src"
  gen "$n" > "$SCRATCH/src/hostrefs$n.cu"
  nvcc_prepare "$SCRATCH/src/hostrefs$n.cu" "$SCRATCH/$n" -rdc=true ||
    { echo "$n: nvcc preprocessing failed"; continue; }
  new=$(measure "$SCRATCH/$n" "$CUFE")
  ref=$(measure "$SCRATCH/$n" "$CUDAFE")
  echo "$n $new $ref" | awk '{
    printf "%-6d | %8.3f %10.1f | %8.3f %10.1f | %5.1f%%\n",
      $1, $2, 1e6 * $2 / $1, $3, 1e6 * $3 / $1, ($3 > 0 ? 100 * $2 / $3 : 0) }'
done
echo "(us/entity: CPU per kernel+variable pair; flat = linear.  CPU: cufe as a percentage of cudafe++; target <= 30%)"
