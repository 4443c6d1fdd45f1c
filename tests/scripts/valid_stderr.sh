#!/bin/sh
# Valid code, the flags real projects pass: the whole stderr and the exit
# code of cufe equal cudafe++'s.  A false warning is a failure here (with
# CCCL's -Xcudafe=--promote_warnings, or -Werror all-warnings, it stops a
# user's build), and so is a missing one.
#
# Every program of tests/programs/cuda, stl and sema (valid code: see
# tests/programs/README) is preprocessed by nvcc's own host command and
# run through both front ends with nvcc's cudafe++ arguments, in the
# configurations below, each a set of nvcc flags added to the program's
# own "// NVCC_FLAGS:" line:
#   O3      -O3 -Xcudafe=--promote_warnings -Xcudafe=--display_error_number
#           (-O3 makes gcc -E define __OPTIMIZE__, which exposes glibc's
#           extern inline functions, e.g. <wchar.h>'s wctob)
#   cxx20   the same in C++20 with --extended-lambda (CCCL's and CUTLASS's
#           usual flags)
# Programs that need C++20 run only in cxx20.  Skips without a CUDA toolkit.
# VALID_STDERR_ONLY=REGEX (on "collection/name config") runs a subset.
. "$top_srcdir/tests/scripts/lib.sh"

if [ "${1:-}" = --job ]; then
  # valid_stderr.sh --job SRC CONFIG RESULT-FILE
  src=$2 config=$3 res=$4
  coll=$(basename "$(dirname "$src")")
  name=$(basename "$src" .cu)
  label="$coll/$name $config"
  dir=$VS_WORK/$coll.$name.$config
  flags=$(nvcc_flags "$src")
  extra="-O3 -Xcudafe=--promote_warnings -Xcudafe=--display_error_number"
  if [ "$config" = cxx20 ]; then
    case "$flags" in *-std=*) ;; *) extra="$extra -std=c++20";; esac
    case "$flags" in *--extended-lambda*) ;; *) extra="$extra --extended-lambda";; esac
  fi
  # shellcheck disable=SC2086
  if ! nvcc_prepare "$src" "$dir" $flags $extra 2> "$dir.prep"; then
    echo "FAIL $label: nvcc preprocessing" > "$res"; exit 0
  fi
  cd "$dir" || exit 99
  # shellcheck disable=SC2046
  "$CUDAFE" $(cat cudafe.args) > /dev/null 2> ref.err; echo $? > ref.rc
  rm -f trace
  # shellcheck disable=SC2046
  CUFE_DIAG_TRACE=$dir/trace "$CUFE" $(cat cudafe.args) > /dev/null 2> new.err; echo $? > new.rc
  if cmp -s ref.err new.err && cmp -s ref.rc new.rc; then
    echo "ok - $label" > "$res"
    [ -f trace ] && cp trace "$res.evidence"
  else
    { echo "FAIL - $label: cudafe++ rc $(cat ref.rc), cufe rc $(cat new.rc)"
      diff ref.err new.err | head -12 | sed 's/^/    /'; } > "$res"
  fi
  exit 0
fi

need_nvcc
scratch
evidence_start valid_stderr
VS_WORK=$SCRATCH
export VS_WORK CUDAFE CUFE NVCC II_CACHE

P=$top_srcdir/tests/programs
jobs=$SCRATCH/jobs
: > "$jobs"
n=0
for src in "$P"/cuda/*.cu "$P"/stl/*.cu "$P"/sema/*.cu; do
  [ -f "$src" ] || continue
  id="$(basename "$(dirname "$src")")/$(basename "$src" .cu)"
  case "$(nvcc_flags "$src")" in *-std=c++20*) configs=cxx20;; *) configs="O3 cxx20";; esac
  for c in $configs; do
    if [ -n "${VALID_STDERR_ONLY:-}" ]; then
      printf '%s %s\n' "$id" "$c" | grep -Eq "$VALID_STDERR_ONLY" || continue
    fi
    n=$((n + 1))
    printf '%s %s %s\n' "$src" "$c" "$SCRATCH/res.$(printf %04d "$n")" >> "$jobs"
  done
done
# shellcheck disable=SC2016
xargs -P "${VALID_STDERR_JOBS:-2}" -L 1 sh "$0" --job < "$jobs"

for r in "$SCRATCH"/res.*; do
  case "$r" in *.evidence) continue;; esac
  cat "$r"
  case "$(head -1 "$r")" in
    ok*) passes=$((passes + 1)); [ -f "$r.evidence" ] && evidence valid "$r.evidence" ;;
    *) fails=$((fails + 1)) ;;
  esac
done
finish
