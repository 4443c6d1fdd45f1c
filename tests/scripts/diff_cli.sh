#!/bin/sh
# Differential test against the real cudafe++: broken command lines, and
# nvcc's exact cudafe++ command line for each shared oracle case, through
# both tools; stderr and exit codes must be equal.
# Skips (77) when no CUDA toolkit is installed.
. "$top_srcdir/tests/scripts/lib.sh"
evidence_start diff_cli
need_nvcc
scratch
cd "$SCRATCH" || exit 99

# both NAME ARGS...: run cudafe++ and cufe in fresh dirs, compare stderr+rc.
both() {
  name=$1; shift
  rm -rf ref new; mkdir ref new
  ( cd ref && "$CUDAFE" "$@" > stdout 2> stderr; echo $? > rc )
  rm -f "$SCRATCH/trace"
  ( cd new && CUFE_DIAG_TRACE=$SCRATCH/trace "$CUFE" "$@" > stdout 2> stderr; echo $? > rc )
  if cmp -s ref/stderr new/stderr && cmp -s ref/rc new/rc; then
    pass "$name"
    evidence cli "$SCRATCH/trace"
  else
    fail "$name"
    echo "  args: $*"
    echo "  cudafe++ rc $(cat ref/rc), cufe rc $(cat new/rc)"
    diff ref/stderr new/stderr | sed 's/^/  /' | head -20
  fi
}

: > empty.ii
E=$SCRATCH/empty.ii
both "no arguments"
both "unknown option" --bogus "$E"
both "unknown short option" -h
both "option after input" "$E" --c++17
both "two inputs" "$E" "$E"
both "orig name in summary" --orig_src_file_name x.cu "$E" "$E"
both "missing input" no-such-file.ii
both "missing input with orig name" --orig_src_file_name x.cu no-such-file.ii
both "input is a directory" "$SCRATCH"
both "missing value" --error_limit
both "missing value of a path option" --gen_c_file_name
both "bad number" --error_limit=ten "$E"
both "bad number, separate" --error_limit ten "$E"
both "empty value after =" --error_limit= "$E"
both "bad gnu_version" --gnu_version=12.2 "$E"
both "ambiguous prefix" --stri "$E"
both "ambiguous no_ prefix" --no_strict "$E"
both "bad output mode" --output_mode=json "$E"
both "bad diag number" --diag_suppress=99999 "$E"
both "bad display number" --diag_error 20338 "$E"
both "bad diag tag" --diag_warning=not_a_tag "$E"
both "empty diag item" --diag_remark=1,,2 "$E"
both "diag number junk" --diag_once=12x "$E"
both "good options, empty input" --c++17 --gnu_version=120200 --display_error_number --m64 \
  --gen_c_file_name e.cpp --stub_file_name e.stub.c "$E"
both "diag controls by number and display number" --diag_suppress=177,20091 --diag_error 20048 \
  --gen_c_file_name e.cpp --stub_file_name e.stub.c "$E"

# --version: the banner text differs (cufe's own), the behaviour does not.
for v in --version -v; do
  "$CUDAFE" $v 2> ref.err; ref_rc=$?
  "$CUFE" $v 2> new.err; new_rc=$?
  check_eq "$v: exit code" "$ref_rc" "$new_rc"
  if [ -s ref.err ] && [ -s new.err ]; then pass "$v: banner on stderr"; else fail "$v: banner on stderr"; fi
done

# compare_in DIR LABEL EVIDENCE-LABEL: cudafe++ and cufe with nvcc's
# arguments for the .ii nvcc_prepare made in DIR: the same stderr and exit
# code.
compare_in() {
  # shellcheck disable=SC2046
  ( cd "$1" && "$CUDAFE" $(cat cudafe.args) > /dev/null 2> ref.stderr; echo $? > ref.rc )
  # shellcheck disable=SC2046
  rm -f "$1/new.trace"
  # shellcheck disable=SC2046
  ( cd "$1" && CUFE_DIAG_TRACE=$PWD/new.trace "$CUFE" $(cat cudafe.args) > /dev/null 2> new.stderr
    echo $? > new.rc )
  if cmp -s "$1/ref.rc" "$1/new.rc" && cmp -s "$1/ref.stderr" "$1/new.stderr"; then
    pass "$2: nvcc's command line"
    evidence "$3" "$1/new.trace"
  else
    fail "$2: nvcc's command line (cudafe++ rc $(cat "$1/ref.rc"), cufe rc $(cat "$1/new.rc"))"
    diff "$1/ref.stderr" "$1/new.stderr" | sed 's/^/  /' | head -10
  fi
}

# nvcc's real command lines for the shared oracle cases.  Every case is
# compared (stderr and exit code) except the pending ones: cases where
# cudafe++ reports diagnostics cufe does not check yet (CUDA rules,
# semantic checks).  Take a case off the list when cufe reproduces it.
pending_cases="16_launch_configs 29_warn_unused 30_diag_pragmas 38_err_misc
  44_host_access_device_var"
pending_cases=" $(printf '%s' "$pending_cases" | tr -s ' \n' ' ') "
cases=${CUFE_SHARED:-$top_srcdir/../shared}/oracle/cases
if [ -d "$cases" ]; then
  pending=0
  for cu in "$cases"/*.cu; do
    n=$(basename "$cu" .cu)
    case "$pending_cases" in
      *" $n "*) pending=$((pending + 1)); echo "pending: oracle $n"; continue ;;
    esac
    flags=$(nvcc_flags "$cu")
    # shellcheck disable=SC2086
    nvcc_prepare "$cu" "case-$n" $flags || { fail "$n: preprocess"; continue; }
    compare_in "case-$n" "oracle $n" "oracle/$n"
  done
  echo "note: $pending oracle cases pending (diagnostics cufe does not check yet)"
else
  echo "note: shared oracle cases not found; only broken command lines compared"
fi

# The project's own error programs (tests/programs/errors), and the valid
# programs that probe the semantic core's checks (tests/programs/sema:
# cufe must stay silent where cudafe++ is), the same way.
for cu in "$top_srcdir"/tests/programs/errors/*.cu "$top_srcdir"/tests/programs/sema/*.cu; do
  [ -f "$cu" ] || continue
  n=$(basename "$cu" .cu)
  flags=$(nvcc_flags "$cu")
  # shellcheck disable=SC2086
  nvcc_prepare "$cu" "err-$n" $flags || { fail "$n: preprocess"; continue; }
  compare_in "err-$n" "program $n" "errors/$n"
done
finish
