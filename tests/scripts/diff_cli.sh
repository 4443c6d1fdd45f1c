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

# Options only C allows: in C++ (nvcc's --c++17 or the default) the first
# one given, in cudafe++'s order, is a command-line error "in this
# compilation"; after --c they are accepted.
printf 'int i;\n' > one.ii
O="--gen_c_file_name o.cpp --stub_file_name o.stub.c $SCRATCH/one.ii"
for opt in extended_designators compound_literals c23_typeof; do
  # shellcheck disable=SC2086
  both "--$opt in C++" --$opt $O
  # shellcheck disable=SC2086
  both "--no_$opt in C++" --c++17 --no_$opt $O
done
# shellcheck disable=SC2086
both "--gcc89_inlining in C++" --gcc89_inlining $O
# shellcheck disable=SC2086
both "--func_prototype_tags in C++" --func_prototype_tags $O
# shellcheck disable=SC2086
both "--no_func_prototype_tags in C++ is fine" --no_func_prototype_tags $O
# shellcheck disable=SC2086
both "C-only options: cudafe++'s order" --func_prototype_tags --gcc89_inlining --c23_typeof \
  --compound_literals --extended_designators $O
# shellcheck disable=SC2086
both "C-only options: the input's name is not known yet" --compound_literals \
  --orig_src_file_name x.cu $O
# shellcheck disable=SC2086
both "C-only options: a bad option first" --compound_literals --bogus $O
# Language modes that cannot go together (after the command line, before
# the C-only options and long lifetime temporaries); --gcc / --no_gcc
# select C, --g++ / --no_g++ C++; --namespaces in C.
for args in "--c --c++" "--c++17 --c99" "--old_c --c++" "--no_c99 --c++17" "--c99 --c11" \
    "--strict --g++" "--strict --no_g++ --g++" "--strict --g++ --no_g++" \
    "--strict --gcc --no_g++" "--strict_warnings --gnu_version=120200" \
    "--no_g++ --strict --gnu_version=120200" "--strict --clang" "--strict --clang --no_gcc" \
    "--svr4" "--svr4 --no_g++" "--no_svr4" "--svr4 --compound_literals" \
    "--cfront_2.1" "--cfront_3.0 --c++03" "--cfront_3.0 --short_lifetime_temps" \
    "--short_lifetime_temps --cfront_3.0" "--long_lifetime_temps --c++11" \
    "--long_lifetime_temps --compound_literals" "--long_lifetime_temps --strict --g++" \
    "--no_bool" "--no_bool --c++11" "--no_bool --bool" "--bool --c" "--c --no_bool" \
    "--no_bool --long_lifetime_temps" "--no_bool --output x" "--no_bool --strict --g++" \
    "--gcc" "--no_gcc" "--gcc --c++17" "--c++17 --no_gcc" "--c --g++" "--no_g++ --c99" \
    "--gcc --g++" "--no_gcc --no_g++" "--strict --no_gcc" "--strict --no_gcc --no_g++" \
    "--c --namespaces" "--c --no_namespaces --bool" "--c++03 --no_namespaces" \
    "--no_namespaces --no_bool" "--no_namespaces --long_lifetime_temps" \
    "--c --embedded_c++" "--embedded_c++ --gcc" "--c --embedded_c++ --bool" \
    "--c --embedded_c++ --long_lifetime_temps"; do
  # shellcheck disable=SC2086
  both "language modes: $args" $args $O
done
# --output with nothing to write there; --embedded_c, listed by
# --dump_command_options, is an invalid option in either spelling.
for args in "--output x" "-o x" "--output=x --error_output no-dir/ef" "--output x --compound_literals" \
    "--embedded_c" "--no_embedded_c" "--no_embedded" "--embedded_c --compound_literals"; do
  # shellcheck disable=SC2086
  both "$args" $args $O
done
both "--output, missing input" --output x no-such-file.ii
# Options cufe acts on in the lexer: alternative tokens, $ in identifiers,
# keywords by standard (char8_t is an identifier before C++20; C++14 has
# deduced return types).
printf 'int f(int a, int b) { return a and b; }\n' > alt.ii
printf 'int a$b;\n' > dollar.ii
printf 'int char8_t = 1;\nauto f() { return 1; }\n' > std.ii
for args in "alt.ii" "alt.ii --no_alternative_tokens" "alt.ii --alternative_tokens" \
    "dollar.ii" "dollar.ii --no_g++ --dollar" "std.ii --c++17" "std.ii --c++14" "std.ii --c++"; do
  f=${args%% *}; opts=${args#"$f"}
  # shellcheck disable=SC2086
  both "lexer options: $args" $opts --gen_c_file_name o.cpp --stub_file_name o.stub.c "$SCRATCH/$f"
done
both "--error_output that cannot be opened" --error_output no-dir/ef "$SCRATCH/one.ii"

# --version: the banner text differs (cufe's own), the behaviour does not.
for v in --version -v; do
  "$CUDAFE" $v 2> ref.err; ref_rc=$?
  "$CUFE" $v 2> new.err; new_rc=$?
  check_eq "$v: exit code" "$ref_rc" "$new_rc"
  if [ -s ref.err ] && [ -s new.err ]; then pass "$v: banner on stderr"; else fail "$v: banner on stderr"; fi
done

# --Version: a banner (cufe's own words) on stderr, then exit 1 at once,
# even before an input or a later bad option.
for args in "--Version" "--Version $E" "--Version --bogus $E"; do
  # shellcheck disable=SC2086
  "$CUDAFE" $args > ref.out 2> ref.err; ref_rc=$?
  # shellcheck disable=SC2086
  "$CUFE" $args > new.out 2> new.err; new_rc=$?
  check_eq "$args: exit code" "$ref_rc" "$new_rc"
  check_eq "$args: stdout" "$(cat ref.out)" "$(cat new.out)"
  if [ -s ref.err ] && [ -s new.err ]; then pass "$args: banner on stderr"; else fail "$args: banner on stderr"; fi
done

# --dump_command_options: every spelling on stdout the moment the option
# is read (twice if given twice, before a later bad option's error); with
# no input, exit 0.
# cmp_out NAME ARGS...: run both, compare stdout, stderr and exit code.
cmp_out() {
  name=$1; shift
  "$CUDAFE" "$@" > ref.out 2> ref.err; ref_rc=$?
  "$CUFE" "$@" > new.out 2> new.err; new_rc=$?
  check_eq "$name: exit code" "$ref_rc" "$new_rc"
  if cmp -s ref.out new.out; then pass "$name: stdout"; else fail "$name: stdout"; cmp ref.out new.out; fi
  if cmp -s ref.err new.err; then pass "$name: stderr"; else fail "$name: stderr"; diff ref.err new.err | head -10; fi
}
cmp_out "--dump_command_options" --dump_command_options
cmp_out "--dump_command_options twice" --dump_command_options --dump_command_options
cmp_out "--dump_command_options, then a bad option" --dump_command_options --bogus "$E"
printf 'int i;\n' > one.ii
cmp_out "--dump_command_options with an input" --dump_command_options --gen_c_file_name d.cpp --stub_file_name d.stub.c \
  "$SCRATCH/one.ii"

# --error_output FILE: after the command line is read, diagnostics, the
# summary and --timing go to FILE (created even when empty); a bad command
# line still reports on stderr; a FILE that cannot be opened is a
# command-line error.
printf 'int f() { return x; }\n' > bad.ii
printf 'int i;\n' > ok.ii
# err_file NAME ARGS...: run both in fresh dirs; compare stderr, exit code
# and the error file ef (present or not, contents).
err_file() {
  name=$1; shift
  rm -rf ref new; mkdir ref new
  ( cd ref && "$CUDAFE" "$@" > /dev/null 2> stderr; echo $? > rc )
  ( cd new && "$CUFE" "$@" > /dev/null 2> stderr; echo $? > rc )
  check_eq "$name: exit code" "$(cat ref/rc)" "$(cat new/rc)"
  check_eq "$name: stderr" "$(cat ref/stderr)" "$(cat new/stderr)"
  if [ -f ref/ef ] && [ -f new/ef ]; then
    if cmp -s ref/ef new/ef; then pass "$name: error file"
    else fail "$name: error file"; diff ref/ef new/ef | head -10; fi
  elif [ -f ref/ef ] || [ -f new/ef ]; then
    fail "$name: error file made by one tool only"
  else
    pass "$name: no error file, as cudafe++"
  fi
}
err_file "--error_output: an error" --error_output ef --gen_c_file_name b.cpp \
  --orig_src_file_name x.cu "$SCRATCH/bad.ii"
err_file "--error_output: nothing to report" --error_output ef --gen_c_file_name b.cpp --stub_file_name b.stub.c \
  "$SCRATCH/ok.ii"
err_file "--error_output: missing input" --error_output ef no-such-file.ii
err_file "--error_output: bad option stays on stderr" --error_output ef --bogus "$E"
err_file "--error_output: cannot open" --error_output no-dir/ef "$SCRATCH/bad.ii"
err_file "--error_output: --diag_error" --error_output=ef --diag_error=20 --gen_c_file_name b.cpp \
  "$SCRATCH/bad.ii"

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
pending_cases=""
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

# --time_limit N: a CPU limit of N seconds.  0 stops a real TU (nvcc's
# command line, cuda_runtime.h included) at once: the internal error on
# stderr and no host file; cudafe++ then aborts (rc 134), cufe exits 4 as
# it does for its other internal errors.  A generous limit changes nothing.
printf '__global__ void k(int *p) { *p = 1; }\nvoid f(int *p) { k<<<1, 1>>>(p); }\n' > tl.cu
if nvcc_prepare "$SCRATCH/tl.cu" tl; then
  gen=$(sed -n '/^--gen_c_file_name$/{n;p;}' tl/cudafe.args)
  case $gen in /*) ;; *) gen=$SCRATCH/tl/$gen ;; esac
  for tool in CUDAFE CUFE; do
    eval "exe=\$$tool"
    rm -f "$gen"
    # shellcheck disable=SC2046
    ( cd tl && "$exe" --time_limit=0 $(cat cudafe.args) > /dev/null 2> "$tool.err"; echo $? > "$tool.rc" )
    if [ -f "$gen" ]; then fail "--time_limit=0: $tool leaves no host file"; else pass "--time_limit=0: $tool leaves no host file"; fi
  done
  check_eq "--time_limit=0: stderr" "$(cat tl/CUDAFE.err)" "$(cat tl/CUFE.err)"
  check_eq "--time_limit=0: cudafe++ aborts" 134 "$(cat tl/CUDAFE.rc)"
  check_eq "--time_limit=0: cufe exits 4" 4 "$(cat tl/CUFE.rc)"
  # shellcheck disable=SC2046
  ( cd tl && "$CUFE" --time_limit=1000 $(cat cudafe.args) > /dev/null 2> long.err; echo $? > long.rc )
  check_eq "--time_limit=1000: exit code" 0 "$(cat tl/long.rc)"
  if [ -f "$gen" ]; then pass "--time_limit=1000: host file written"; else fail "--time_limit=1000: host file written"; fi
  # --debug_mode (nvcc -G): kernel stubs are declared noinline, in both.
  for tool in CUDAFE CUFE; do
    eval "exe=\$$tool"
    for dm in "" --debug_mode; do
      rm -f "$gen"
      # shellcheck disable=SC2046,SC2086
      ( cd tl && "$exe" $dm $(cat cudafe.args) > /dev/null 2>&1 )
      n=$(grep -c '__attribute((noinline)) void k(int \*p)' "$gen" 2>/dev/null)
      eval "noinline_$tool${dm:+_dm}=\${n:-0}"
    done
  done
  check_eq "--debug_mode: cudafe++ marks the stub noinline" 1 "$noinline_CUDAFE_dm"
  check_eq "--debug_mode: cufe as cudafe++" "$noinline_CUDAFE_dm" "$noinline_CUFE_dm"
  check_eq "no --debug_mode: cufe as cudafe++" "$noinline_CUDAFE" "$noinline_CUFE"
else
  fail "--time_limit: preprocess"
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
