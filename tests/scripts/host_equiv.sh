#!/bin/sh
# Host equivalence: the real pipeline with cufe in place of cudafe++ makes
# the same host object as nvcc's own.
#
# For every oracle case ($CUFE_SHARED/oracle/cases, default ../shared) and
# every program in
# tests/programs/cuda, in two modes -- whole program (-c) and separate
# compilation (-rdc=true -c) -- the program is compiled twice in one
# directory, with the same flags (its own "// NVCC_FLAGS:" line, plus
# -Xcompiler -fPIC,-Wall, plus -arch=compute_75 unless the program picks
# its architecture: PTX only, as ptxas has no bearing on the host side):
#     nvcc      -keep -keep-dir kref  -c X.cu -o ref.o
#     cufe-nvcc -keep -keep-dir kcufe -c X.cu -o cufe.o
# and these must agree:
#   module-id     the .module_id files, byte for byte; in pid mode (CONTRACT
#                 section 5: the id ends in _<8hex>_<pid>) that suffix is
#                 masked, and so is the whole id in everything compared below
#   symbols       the objects' global symbols, sorted: defined ones with
#                 their nm type, undefined ones with their visibility
#                 (which nm does not show)
#   symtab        the whole symbol table as nm lists it, local symbols
#                 included, sorted: each symbol's nm type and name.  The
#                 type tells the section (b .bss, d .data, r .rodata, t
#                 .text, W/V weak, u unique ...): static functions (the
#                 kernels' stubs, __nv_cudaEntityRegisterCallback,
#                 __sti____cudaRegisterAll, the extended-lambda helpers'
#                 static members and their managers' functions), static
#                 variables (host shadows of device variables in
#                 whole-program mode, zero-initialized in .bss), local
#                 statics, names in anonymous namespaces
#   sections      the section names in order (readelf -S; groups, .text.*
#                 and .rela.* per inline function, .nv_fatbin,
#                 __nv_module_id, .nvHR*, .init_array ...): the order is
#                 the order gcc emits the functions, which follows the order
#                 the host file instantiates them.  Not their sizes, which
#                 legitimately differ: the module id's length (pid mode,
#                 the masked pid is in .rodata strings, __nv_module_id,
#                 .nvHR* and .strtab) and the code of the extended-lambda
#                 helper templates, which are cufe's own (host_lambda.c).
#   host-references  the strings of the six .nvHR* sections (-rdc)
#   registration  the registration trace: each object is linked alone into
#                 a shared library, which tests/tools/regmock dlopens with
#                 mock CUDA runtime entry points; it prints every
#                 registration call (fat binary, kernels with their host
#                 function's symbol and device name, variables with their
#                 flags and size) in call order.  A shim stands in for the
#                 rest of a program: __cudaRegisterLinkedBinary_<id> (-rdc;
#                 nvlink's link stub) and undefined hidden symbols.
#   warnings      gcc -Wall on the host .cudafe1.cpp: cufe's output gives no
#                 warning (message and flag, location ignored) that
#                 cudafe++'s does not also give.
# Programs (and modes) that the real nvcc -c rejects are skipped and listed.
# Prints "PASS name mode", "FAIL name mode: <comparisons>" (with short
# diffs) or "SKIP name mode: <why>", then the counts.
#
# Knobs: HOST_EQUIV_JOBS (parallel programs, default 2), HOST_EQUIV_ONLY
# (extended regex on "collection/name", e.g. 'cases/0[1-5]'),
# HOST_EQUIV_MODES (default "wp rdc"), HOST_EQUIV_ARCH (default
# -arch=compute_75; empty: nvcc's default), HOST_EQUIV_KEEP=1 (keep the
# work directory and print where it is).  Skips (77) without a CUDA toolkit.
. "$top_srcdir/tests/scripts/lib.sh"

# --- one program in one mode (run in parallel by the main part below) -----
# host_equiv.sh --job COLLECTION SRC MODE RESULT-FILE
if [ "${1:-}" = --job ]; then
  coll=$2 src=$3 mode=$4 res=$5
  name=$(basename "$src" .cu)
  label="$coll/$name $mode"
  dir=$HE_WORK/$coll.$name.$mode
  rm -rf "$dir"; mkdir -p "$dir/tmp" "$dir/kref" "$dir/kcufe"
  cp "$src" "$dir/$name.cu"
  cd "$dir" || exit 99
  TMPDIR=$dir/tmp; export TMPDIR
  LC_ALL=C; export LC_ALL
  unset LD_BIND_NOW

  flags=$(sed -n 's,^// *NVCC_FLAGS: *,,p' "$src" | head -1)
  set --
  has_rdc=no
  for f in $flags; do
    case $f in
      -rdc=true|--relocatable-device-code=true|-dc|--device-c) has_rdc=yes ;;
      *) set -- "$@" "$f" ;;
    esac
  done
  [ "$mode" = rdc ] && set -- "$@" -rdc=true
  # Device code for one virtual architecture only (PTX, no ptxas run: the
  # host side does not depend on it), unless the program names its own.
  case " $flags " in
    *" -arch"*|*" --gpu-architecture"*|*" -gencode"*|*" --generate-code"*) ;;
    *) [ -n "$HE_ARCH" ] && set -- "$@" "$HE_ARCH" ;;
  esac
  set -- "$@" -Xcompiler -fPIC,-Wall

  report() { printf '%s\n' "$*" > "$res"; }
  t0=$(date +%s)

  "$NVCC" "$@" -keep -keep-dir kref -c "$name.cu" -o ref.o > ref.out 2> ref.err; rc=$?
  if [ $rc -ne 0 ]; then
    why="nvcc -c fails (rc $rc)"
    [ "$mode" = wp ] && [ $has_rdc = yes ] && why="$why; the program asks for -rdc=true"
    report "SKIP $label: $why"
    exit 0
  fi
  CUFE=$CUFE "$HE_WRAP" "$@" -keep -keep-dir kcufe -c "$name.cu" -o cufe.o > cufe.out 2> cufe.err; rc=$?
  if [ $rc -ne 0 ] || [ ! -f cufe.o ]; then
    { echo "FAIL $label: cufe-nvcc -c (rc $rc)"; sed -n '1,12s/^/    /p' cufe.err; } > "$res"
    exit 0
  fi

  failed=""
  details=$dir/details
  : > "$details"
  # note WHAT FILE-A FILE-B: records a failed comparison with a short diff.
  note() {
    failed="$failed${failed:+, }$1"
    { echo "  --- $1 (- cudafe++, + cufe)"
      diff -u "$2" "$3" | sed -n '3,$p' | grep '^[-+]' | head -n 12 | cut -c 1-300 |
        sed 's/^/    /'; } >> "$details"
  }

  # Module id.
  idref=$(cat "kref/$name.module_id" 2>/dev/null)
  idcufe=$(cat "kcufe/$name.module_id" 2>/dev/null)
  pidre='_[0-9a-f]\{8\}_[0-9]\{1,\}$'
  pidmode=no
  if printf '%s' "$idref" | grep -q "$pidre"; then pidmode=yes; fi
  if [ ! -f "kcufe/$name.module_id" ]; then
    failed="module-id"; echo "  --- module-id: cufe wrote no .module_id" >> "$details"
  elif [ $pidmode = yes ]; then
    mref=$(printf '%s' "$idref" | sed "s/$pidre/_PID/")
    mcufe=$(printf '%s' "$idcufe" | sed "s/$pidre/_PID/")
    if [ "$mref" != "$mcufe" ] || [ "$idcufe" = "$mcufe" ]; then
      printf '%s\n' "$mref" > id.ref; printf '%s\n' "$mcufe" > id.cufe
      note "module-id (pid mode, suffix masked)" id.ref id.cufe
    fi
  elif ! cmp -s "kref/$name.module_id" "kcufe/$name.module_id"; then
    { cat "kref/$name.module_id"; echo; } > id.ref
    { cat "kcufe/$name.module_id"; echo; } > id.cufe
    note module-id id.ref id.cufe
  fi

  # mask ID: stdin to stdout with the module id ID replaced by @ID@ (pid
  # mode only; the pid's digit count changes the length prefixes in
  # mangled names, so those go too).
  mask() {
    if [ $pidmode = yes ] && [ -n "$1" ]; then
      sed -e "s/[0-9][0-9]*_INTERNAL$1/N_INTERNAL@ID@/g" \
          -e "s/[0-9][0-9]*_GLOBAL__N_$1/N_GLOBAL__N_@ID@/g" \
          -e "s/__nv_static_[0-9][0-9]*_$1/__nv_static_N_@ID@/g" \
          -e "s/$1/@ID@/g"
    else cat; fi
  }

  # Global symbols: defined ones with their nm type, undefined ones as U
  # (with the visibility when not default).
  symbols() {
    { nm -g --defined-only "$1" | awk '{print $2, $3}'
      readelf -sW "$1" | awk '$7 == "UND" && $8 != "" {print "U", $8 ($6 == "DEFAULT" ? "" : " " $6)}'
    } | mask "$2" | sort
  }
  symbols ref.o "$idref" > syms.ref
  symbols cufe.o "$idcufe" > syms.cufe
  cmp -s syms.ref syms.cufe || note symbols syms.ref syms.cufe

  # The whole symbol table: every symbol nm lists (local ones included),
  # type and name, sorted.
  allsyms() {
    nm "$1" | awk '{print (NF == 3 ? $2 " " $3 : $1 " " $2)}' | mask "$2" | sort
  }
  allsyms ref.o "$idref" > allsyms.ref
  allsyms cufe.o "$idcufe" > allsyms.cufe
  cmp -s allsyms.ref allsyms.cufe || note symtab allsyms.ref allsyms.cufe

  # Section names, in order (sizes not compared: see the head).
  sections() {
    readelf -SW "$1" | sed -n 's/^ *\[ *[0-9]*\] \([^ ]*\) .*/\1/p' | mask "$2"
  }
  sections ref.o "$idref" > secs.ref
  sections cufe.o "$idcufe" > secs.cufe
  cmp -s secs.ref secs.cufe || note sections secs.ref secs.cufe

  # Host reference arrays (-rdc; CONTRACT section 6): the strings in the
  # six .nvHR* sections, in order.
  hostrefs() {
    for sec in .nvHRKI .nvHRKE .nvHRDI .nvHRDE .nvHRCI .nvHRCE; do
      readelf -p "$sec" "$1" 2>/dev/null |
        sed -n "s/^ *\[ *[0-9a-f]*\]  */$sec /p"
    done
  }
  hostrefs ref.o | mask "$idref" > refs.ref
  hostrefs cufe.o | mask "$idcufe" > refs.cufe
  cmp -s refs.ref refs.cufe || note host-references refs.ref refs.cufe

  # Registration trace.
  # lib WHICH: WHICH.so from WHICH.o (+ the rdc shim), WHICH.syms for regmock.
  # The shim defines __cudaRegisterLinkedBinary_<id> (nvlink's job) and a
  # placeholder for each undefined hidden symbol (an extern __device__
  # variable, a kernel declared but not defined here: another object's job),
  # which a shared library cannot leave undefined.
  lib() {
    { echo 'extern void regmock_linked_binary(const char *, void (*)(void **), void *, void *, void (*)(void *));'
      for lb in $(nm -u "$1.o" | awk '$2 ~ /^__cudaRegisterLinkedBinary_/ {print $2}'); do
        echo "void $lb(void (*c)(void **), void *f, void *m, void (*d)(void *))"
        echo "{ regmock_linked_binary(\"$lb\", c, f, m, d); }"
      done
      readelf -sW "$1.o" | awk '$7 == "UND" && $6 == "HIDDEN" && $8 != "" && $8 != "__dso_handle" {
        printf "__attribute__((visibility(\"hidden\"))) char placeholder_%d[16] __asm__(\"%s\");\n", ++n, $8 }'
    } > "$1.shim.c"
    ${CC:-cc} -fPIC -c "$1.shim.c" -o "$1.shim.o" || return 1
    set -- "$1" "$1.o" "$1.shim.o"
    w=$1; shift
    ${CXX:-g++} -shared -Wl,-z,lazy -o "$w.so" "$@" || return 1
    # Names only from this program's objects (not crt's end markers).
    nm --defined-only "$@" | awk 'NF == 3 {print $3}' | sort -u > "$w.own"
    nm --defined-only "$w.so" | awk 'NR == FNR {own[$1] = 1; next} NF == 3 && ($3 in own)' "$w.own" - > "$w.syms"
  }
  trace() {
    ASAN_OPTIONS=detect_leaks=0 "$HE_REGMOCK" "./$1.so" "$1.syms" > "$1.trace.raw" 2> "$1.trace.err"
    echo "exit $?" >> "$1.trace.raw"
  }
  if ! lib ref > ref.lib.err 2>&1 || ! trace ref || ! grep -q '^Register' ref.trace.raw; then
    failed="$failed${failed:+, }registration (harness: the reference library does not load)"
    for e in ref.lib.err ref.trace.err ref.trace.raw; do
      [ -f $e ] && sed -n '1,6s/^/    /p' $e
    done >> "$details"
  else
    if lib cufe > cufe.lib.err 2>&1; then trace cufe
    else { echo "link failed:"; cat cufe.lib.err; } > cufe.trace.raw; fi
    mask "$idref" < ref.trace.raw > trace.ref
    mask "$idcufe" < cufe.trace.raw > trace.cufe
    cmp -s trace.ref trace.cufe || note registration trace.ref trace.cufe
  fi

  # gcc -Wall warnings on the host output (nvcc ran the host compile with
  # -Wall): those of cufe's output that cudafe++'s does not also give.
  warnings() {
    sed -n 's/^.*: warning: //p' "$1" | mask "$2" | sort -u
  }
  warnings ref.err "$idref" > warn.ref
  warnings cufe.err "$idcufe" > warn.cufe
  comm -13 warn.ref warn.cufe > warn.new
  if [ -s warn.new ]; then
    : > warn.none
    note "warnings (new with cufe)" warn.none warn.new
  fi

  secs="($(( $(date +%s) - t0 )) s)"
  if [ -z "$failed" ]; then report "PASS $label $secs"
  else { echo "FAIL $label: $failed $secs"; cat "$details"; } > "$res"; fi
  [ "${HOST_EQUIV_KEEP:-}" = 1 ] || rm -rf kref kcufe tmp ./*.so
  exit 0
fi

# --- main -------------------------------------------------------------------
[ "${CUFE_SLOW_TESTS:-yes}" = no ] && skip "CUFE_SLOW_TESTS=no (make distcheck): whole nvcc builds left to make check"
need_nvcc
HE_WRAP=$top_builddir/cufe-nvcc
HE_REGMOCK=$top_builddir/tests/tools/regmock
[ -x "$HE_WRAP" ] || { echo "cufe-nvcc not built ($HE_WRAP)"; exit 99; }
[ -x "$HE_REGMOCK" ] || { echo "regmock not built ($HE_REGMOCK)"; exit 99; }
command -v "${CXX:-g++}" > /dev/null 2>&1 || skip "no C++ compiler (${CXX:-g++}) to link the host objects"
if [ "${HOST_EQUIV_KEEP:-}" = 1 ]; then
  SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/cufe-host-equiv.XXXXXX")
  echo "work directory (kept): $SCRATCH"
else
  scratch
fi
HE_WORK=$SCRATCH
HE_ARCH=${HOST_EQUIV_ARCH--arch=compute_75}
export NVCC CUFE HE_WORK HE_WRAP HE_REGMOCK HE_ARCH

cases=${CUFE_SHARED:-$top_srcdir/../shared}/oracle/cases
# Left out: case 43, an error case (extended lambdas without the flag)
# that diff_cli.sh compares.
EXCLUDE='^(cases/43_err_lambda_without_flag)$'
# Known differences, printed and not counted as failures ("name mode: why");
# one that passes is reported so that it can be taken off the list.
PENDING='
'
modes=${HOST_EQUIV_MODES:-wp rdc}

jobs=$SCRATCH/jobs
: > "$jobs"
n=0
add() {
  for src in "$2"/*.cu; do
    [ -f "$src" ] || continue
    id="$1/$(basename "$src" .cu)"
    printf '%s\n' "$id" | grep -Eq "$EXCLUDE" && continue
    if [ -n "${HOST_EQUIV_ONLY:-}" ]; then
      printf '%s\n' "$id" | grep -Eq "$HOST_EQUIV_ONLY" || continue
    fi
    for m in $modes; do
      n=$((n + 1))
      printf '%s %s %s %s\n' "$1" "$src" "$m" "$SCRATCH/res.$(printf %04d $n)" >> "$jobs"
    done
  done
}
# The bigger programs first, so the two workers finish together.
add programs "$top_srcdir/tests/programs/cuda"
if [ -d "$cases" ]; then add cases "$cases"
else echo "note: no oracle cases at $cases (set CUFE_SHARED): programs only"; fi
[ "$n" -gt 0 ] || skip "no programs selected"

start=$(date +%s)
# shellcheck disable=SC2016
xargs -P "${HOST_EQUIV_JOBS:-2}" -L 1 sh "$0" --job < "$jobs"
end=$(date +%s)

p=0 f=0 s=0 k=0
while read -r coll src m r; do
  name="$coll/$(basename "$src" .cu) $m"
  pend=$(printf '%s\n' "$PENDING" | grep -F "$name:" | head -1)
  if [ -f "$r" ]; then cat "$r"
  else echo "FAIL $name: the job did not finish"; fi
  case $(head -c 4 "$r" 2>/dev/null) in
    PASS) p=$((p + 1))
          [ -n "$pend" ] && echo "note: $name passes: take it off the PENDING list" ;;
    SKIP) s=$((s + 1)) ;;
    *) if [ -n "$pend" ]; then k=$((k + 1)); echo "  (pending: $pend)"
       else f=$((f + 1)); fi ;;
  esac
done < "$jobs"
echo "host equivalence: $p passed, $f failed, $k pending, $s skipped (nvcc -c fails), $((end - start)) s"
[ "$f" -eq 0 ]
