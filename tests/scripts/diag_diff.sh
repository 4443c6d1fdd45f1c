#!/bin/sh
# Differential test of the diagnostics engine and the output step against
# the real cudafe++: command-line and file errors under the diagnostic
# options (brief, SARIF, -w, --remarks, ...), and the files written.
# stderr and exit codes must be equal.  Skips (77) without a CUDA toolkit.
. "$top_srcdir/tests/scripts/lib.sh"
evidence_start diag_diff
need_nvcc
scratch
cd "$SCRATCH" || exit 99

# normalize FILE: cufe's SARIF differs from cudafe++'s on purpose (driver
# "cufe", SARIF levels, commas between results): map both to one form.
normalize() {
  sed -e 's/"driver":{[^}]*}/"driver":{}/' \
      -e 's/"level":"catastrophe"/"level":"error"/g' \
      -e 's/"level":"remark"/"level":"note"/g' \
      -e 's/}{"ruleId"/},{"ruleId"/g' "$1"
}

# both NAME ARGS...: run cudafe++ and cufe in fresh dirs, compare stderr+rc.
both() {
  name=$1; shift
  rm -rf ref new; mkdir ref new
  ( cd ref && "$CUDAFE" "$@" > stdout 2> stderr; echo $? > rc )
  rm -f "$SCRATCH/trace"
  ( cd new && CUFE_DIAG_TRACE=$SCRATCH/trace "$CUFE" "$@" > stdout 2> stderr; echo $? > rc )
  normalize ref/stderr > ref/stderr.n
  normalize new/stderr > new/stderr.n
  if cmp -s ref/stderr.n new/stderr.n && cmp -s ref/rc new/rc; then
    pass "$name"
    evidence diag_diff "$SCRATCH/trace"
  else
    fail "$name"
    echo "  args: $*"
    echo "  cudafe++ rc $(cat ref/rc), cufe rc $(cat new/rc)"
    diff ref/stderr.n new/stderr.n | sed 's/^/  /' | head -20
  fi
}

# no_outputs NAME: cufe left no file behind in new/ (beyond its own logs).
no_outputs() {
  left=$(cd new && ls -A | grep -v -x -e stdout -e stderr -e rc -e stderr.n)
  check_eq "$1: no partial output" "" "$left"
}

: > empty.ii
E=$SCRATCH/empty.ii
S="--stub_file_name x.stub.c"

# Command-line errors under the diagnostic options.
both "brief, bad option" --brief_diagnostics --bogus "$E"
both "brief + numbers, bad option" --display_error_number --brief_diagnostics --bogus "$E"
both "brief, missing input" --brief_diagnostics $S no-such-file.ii
both "brief, input is a directory" --brief_diagnostics $S "$SCRATCH"
both "-w, missing input" -w $S no-such-file.ii
both "--remarks, missing input" --remarks $S no-such-file.ii
both "--promote_warnings, bad diag number" --promote_warnings --diag_error=99999 "$E"
both "brief, bad error limit" --brief_diagnostics --error_limit=0 "$E"
both "bad option before sarif mode" --bogus --output_mode=sarif "$E"
both "colors off, bad option" --no_colors --bogus "$E"

# SARIF: a valid document where cudafe++ writes one (after normalizing).
both "sarif, missing input" --output_mode=sarif $S no-such-file.ii
both "sarif, missing input (separate value)" --output_mode sarif $S no-such-file.ii
both "sarif, empty input" --output_mode=sarif --display_error_number $S --no_code_gen "$E"
both "sarif, unwritable C++ file" --output_mode=sarif $S --gen_c_file_name nodir/x.cpp "$E"

# Clean runs under every diagnostic switch.
both "all diagnostic switches, empty input" --display_error_number --brief_diagnostics -w \
  --remarks --promote_warnings --error_limit=1 --diag_once=186 --no_colors $S --no_code_gen "$E"

# Output files.
both "C++ file in a missing directory" $S --gen_c_file_name nodir/x.cpp "$E"
mkdir -p "$SCRATCH/adir"
both "C++ file is a directory" $S --gen_c_file_name "$SCRATCH/adir" "$E"
both "module id file to read is missing" $S --gen_c_file_name x.cpp --module_id_file_name nope.id "$E"
no_outputs "module id file to read is missing"
both "module id file read even with --no_code_gen" $S --no_code_gen --module_id_file_name nope.id "$E"
both "nothing written with --no_code_gen" $S --no_code_gen --gen_module_id_file --module_id_file_name m.id "$E"
no_outputs "nothing written with --no_code_gen"
both "module id file in a missing directory" $S --gen_c_file_name x.cpp \
  --gen_module_id_file --module_id_file_name nodir/m.id "$E"
no_outputs "module id file in a missing directory"
both "module id file is a directory" $S --gen_c_file_name x.cpp \
  --gen_module_id_file --module_id_file_name "$SCRATCH/adir" "$E"
both "read module id, then C++ file error" $S --gen_c_file_name nodir/x.cpp --module_id_file_name nope.id "$E"
both "brief, module id file in a missing directory" --brief_diagnostics $S --gen_c_file_name x.cpp \
  --gen_module_id_file --module_id_file_name nodir/m.id "$E"

# The module id of an empty input is the pid form (cufe: with
# --pid_module_id; its default is reproducible); run both tools in the
# same directory and compare the id without the pid.
rm -rf same; mkdir same
( cd same && "$CUDAFE" $S --gen_c_file_name a.cpp --gen_module_id_file --module_id_file_name ref.id \
    --orig_src_file_name ../empty.ii --orig_src_path_name /src/x.cu "$E" )
( cd same && "$CUFE" --pid_module_id $S --gen_c_file_name b.cpp --gen_module_id_file --module_id_file_name new.id \
    --orig_src_file_name ../empty.ii --orig_src_path_name /src/x.cu "$E" )
check_eq "pid-form module id (pid removed)" "$(sed 's/_[0-9]*$//' same/ref.id)" \
  "$(sed 's/_[0-9]*$//' same/new.id)"
check_eq "module id file has no newline" "$(wc -l < same/ref.id)" "$(wc -l < same/new.id)"

# --timing: cudafe++'s lines and their order (front end before the
# summary, back end only when the outputs are written, the total last);
# the times masked.
printf 'int x = ;\n' > bad.ii
printf 'int f(int a) { return a + 1; }\n' > good.ii
timing() {
  name=$1; shift
  rm -rf ref new; mkdir ref new
  ( cd ref && "$CUDAFE" --timing "$@" > stdout 2> stderr; echo $? > rc )
  ( cd new && "$CUFE" --timing "$@" > stdout 2> stderr; echo $? > rc )
  for w in ref new; do sed 's/[0-9][0-9]*\.[0-9][0-9]/T/g' $w/stderr > $w/stderr.t; done
  if cmp -s ref/stderr.t new/stderr.t && cmp -s ref/rc new/rc && cmp -s ref/stdout new/stdout; then
    pass "$name"
  else
    fail "$name"; diff ref/stderr.t new/stderr.t | head -10 | sed 's/^/  /'
  fi
}
timing "--timing, outputs written" $S --gen_c_file_name x.cpp "$SCRATCH/good.ii"
timing "--timing, --no_code_gen" $S --no_code_gen "$SCRATCH/good.ii"
timing "--timing, an error" $S --gen_c_file_name x.cpp "$SCRATCH/bad.ii"
timing "--timing, brief" --brief_diagnostics $S --gen_c_file_name x.cpp "$SCRATCH/bad.ii"

# Default C++ file name: the input's basename, extension -> .int.c, in the cwd.
mkdir -p in/sub; : > in/sub/k.cpp4.ii
rm -rf ref new; mkdir ref new
( cd ref && "$CUDAFE" $S ../in/sub/k.cpp4.ii )
( cd new && "$CUFE" $S ../in/sub/k.cpp4.ii )
check_eq "default C++ file name" "$(ls ref)" "$(ls new)"

# --wrap_diagnostics: lines of at most 79 columns, continuations indented
# 10; a word longer than a line is cut; brief diagnostics are not wrapped.
# Identifiers of 40, 55, 64, 70 and 200 characters put the breaks before
# and after the quoted name, at exactly 79 columns and inside the name; a
# 120-character file name cuts the location itself.
wrap_ii() {  # wrap_ii FILE LEN [PATH]: an undefined identifier of LEN x's
  id=$(printf "%${2}s" '' | tr ' ' x)
  { [ -n "${3:-}" ] && printf '# 1 "%s"\n' "$3"
    printf 'int f() { return %s; }\nint g() { return %s_%s; }\n' "$id" "$id" "$id"; } > "$1"
}
W="--gen_c_file_name w.cpp --stub_file_name w.stub.c"
for n in 40 55 64 70 200; do
  wrap_ii "$SCRATCH/wrap$n.ii" $n
  # shellcheck disable=SC2086
  both "--wrap_diagnostics, a $n-character name" --wrap_diagnostics $W "$SCRATCH/wrap$n.ii"
done
wrap_ii "$SCRATCH/wrap_path.ii" 8 "$(printf '%120s' '' | tr ' ' d).cu"
# shellcheck disable=SC2086
both "--wrap_diagnostics, a long file name" --wrap_diagnostics $W "$SCRATCH/wrap_path.ii"
# shellcheck disable=SC2086
both "--wrap_diagnostics with numbers" --wrap_diagnostics --display_error_number $W "$SCRATCH/wrap55.ii"
# shellcheck disable=SC2086
both "--wrap_diagnostics, brief" --wrap_diagnostics --brief_diagnostics $W "$SCRATCH/wrap55.ii"
# shellcheck disable=SC2086
both "--no_wrap_diagnostics after --wrap_diagnostics" --wrap_diagnostics --no_wrap_diagnostics $W \
  "$SCRATCH/wrap55.ii"

# A system header (line-marker flag 3): no remark, warning or discretionary
# error there, whatever the controls say (wchar.h's btowc under -O compares
# a wint_t with L'\0': 186 in the user's file, nothing in the header);
# errors are shown.
printf '# 1 "/usr/include/sys_probe.h" 1 3 4\n#frob\nint g(unsigned w) { w == 1; return w >= 0; }\nint q() { return; }\n# 3 "s.cu" 2\nint h(unsigned w) { w == 1; return w >= 0; }\n' > "$SCRATCH/sys.ii"
printf '# 1 "/usr/include/sys_probe.h" 1 3 4\nint g(unsigned w) { return w >= 0; }\nint e = "s";\n# 3 "s.cu" 2\n' > "$SCRATCH/sys_error.ii"
# shellcheck disable=SC2086
both "system header: no warnings" --display_error_number --remarks $W "$SCRATCH/sys.ii"
# shellcheck disable=SC2086
both "system header: raised by the controls, still none" --display_error_number --diag_error=186 \
  --diag_warning=11 --promote_warnings $W "$SCRATCH/sys.ii"
# shellcheck disable=SC2086
both "system header: errors shown" --display_error_number $W "$SCRATCH/sys_error.ii"

finish
