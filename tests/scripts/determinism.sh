#!/bin/sh
# Deterministic output: the same input and options give the same bytes,
# run after run (tokens, IL dump, diagnostics in text and SARIF, the module
# id; in pid mode the id differs only in its trailing _<pid>).
. "$top_srcdir/tests/scripts/lib.sh"
scratch
cd "$SCRATCH" || exit 99
cp "$top_srcdir/examples/saxpy-demo.txt" saxpy.ii
printf 'int f() {\n  int x = "s";\n  return y\n}\nunsigned u; int g() { return u < 0; }\n' > bad.ii
BASE="--c++17 --gnu_version=120200 --display_error_number --m64 --orig_src_file_name saxpy.cu --orig_src_path_name /src/saxpy.cu"

# In a TU with no entity to name the module id by, cufe's id is
# reproducible: two runs, in other directories, at other times, with the
# same command line, give byte-identical module ids and host files; with
# --pid_module_id (cudafe++'s form) the ids differ in the process id.
printf 'static int f(){return 0;}\n' > nameless.ii
pid_runs() {
  for run in 1 2; do
    mkdir -p "run$run"; cp nameless.ii "run$run/"; touch -d "@$((1700000000 + run * 3600))" "run$run/nameless.ii"
    # shellcheck disable=SC2086
    ( cd "run$run" && "$CUFE" $BASE "$@" --gen_c_file_name h.cpp --stub_file_name s.stub.c \
        --gen_module_id_file --module_id_file_name id nameless.ii )
  done
}
pid_runs
if [ -s run1/id ] && cmp -s run1/id run2/id && cmp -s run1/h.cpp run2/h.cpp; then
  pass "nameless TU: module id and host file reproducible ($(cat run1/id))"
else fail "nameless TU: module id and host file reproducible ($(cat run1/id) vs $(cat run2/id))"; fi
rm -rf run1 run2
pid_runs --pid_module_id
if [ "$(cat run1/id)" != "$(cat run2/id)" ] &&
   [ "$(sed 's/_[0-9]*$//' run1/id)" != "" ]; then pass "--pid_module_id: cudafe++'s per-run id"
else fail "--pid_module_id: cudafe++'s per-run id ($(cat run1/id) vs $(cat run2/id))"; fi

# twice NAME ARGS...: run two times, compare stdout, stderr and exit code.
twice() {
  name=$1; shift
  for run in 1 2; do
    # shellcheck disable=SC2086
    "$CUFE" "$@" > "out.$run" 2> "err.$run"; echo $? > "rc.$run"
  done
  if cmp -s out.1 out.2 && cmp -s err.1 err.2 && cmp -s rc.1 rc.2; then pass "$name"
  else fail "$name"; diff out.1 out.2 | head -5; diff err.1 err.2 | head -5; fi
}

# shellcheck disable=SC2086
twice "--tokens" $BASE --tokens saxpy.ii
# shellcheck disable=SC2086
twice "--il_display" $BASE --no_code_gen --il_display saxpy.ii
# shellcheck disable=SC2086
twice "text diagnostics" $BASE --no_code_gen bad.ii
# shellcheck disable=SC2086
twice "SARIF diagnostics" $BASE --no_code_gen --output_mode=sarif bad.ii

for run in 1 2; do
  # shellcheck disable=SC2086
  "$CUFE" $BASE --gen_c_file_name "h.$run" --stub_file_name s.stub.c --gen_module_id_file \
    --module_id_file_name "id.$run" saxpy.ii
done
check_eq "module id (pid mode: pid removed)" "$(sed 's/_[0-9]*$//' id.1)" "$(sed 's/_[0-9]*$//' id.2)"
# the module id (in pid mode it differs from run to run) shows in the host file
sed "s/$(cat id.1)/MODULE_ID/g" h.1 > h1.masked
sed "s/$(cat id.2)/MODULE_ID/g" h.2 > h2.masked
if [ -s h.1 ] && cmp -s h1.masked h2.masked; then pass "host file"; else fail "host file"; fi
finish
