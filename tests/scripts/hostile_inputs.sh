#!/bin/sh
# Hostile input: every case must end within 20 s and 2 GB of address space
# with a diagnostic and exit 2 or 4 (or success where cudafe++ accepts the
# input), never a signal, never leave a partial output file, and never
# write 1 MB of diagnostics or more (a source line of more than 4 KB is
# quoted as a window around the caret).
. "$top_srcdir/tests/scripts/lib.sh"
scratch
cd "$SCRATCH" || exit 99

# Sanitizer builds reserve terabytes of shadow memory: no address-space
# limit for them (detected from the binary).
limit_as=yes
if grep -q __asan_init "$CUFE" 2>/dev/null; then limit_as=no; fi

# run NAME ALLOWED-RCS INPUT [extra options]
run() {
  name=$1 allowed=$2 input=$3; shift 3
  rm -f out.cpp out.id
  (
    [ "$limit_as" = yes ] && ulimit -v 2097152
    exec timeout -s KILL 20 "$CUFE" --c++17 --gnu_version=120200 --display_error_number --m64 \
      --gen_c_file_name out.cpp --stub_file_name out.stub.c --gen_module_id_file \
      --module_id_file_name out.id "$@" "$input"
  ) > out.stdout 2> out.stderr
  rc=$?
  case " $allowed " in
    *" $rc "*) pass "$name: exit $rc" ;;
    *) fail "$name: exit $rc (allowed: $allowed)"; head -c 600 out.stderr; echo ;;
  esac
  size=$(wc -c < out.stderr)
  if [ "$size" -lt 1048576 ]; then pass "$name: stderr bounded"; else fail "$name: $size bytes of stderr"; fi
  if [ "$rc" -ne 0 ]; then
    if [ -s out.stderr ]; then pass "$name: diagnostic"; else fail "$name: no diagnostic"; fi
    if [ -e out.cpp ] || [ -e out.id ]; then fail "$name: output left behind"; else pass "$name: no output left"; fi
    if ls ./*.tmp* .out.* 2>/dev/null | grep -q .; then fail "$name: temporary left behind"; fi
  fi
}

rep() { awk -v n="$2" -v s="$1" 'BEGIN { for (i = 0; i < n; i++) printf "%s", s }'; }

: > empty.ii
run "empty file" "0" empty.ii

awk 'BEGIN { srand(42); for (i = 0; i < 65536; i++) printf "%c", int(rand() * 256) }' > garbage.ii
run "binary garbage" "2 4" garbage.ii

{ printf 'int x = '; rep '(' 100000; printf '1'; rep ')' 100000; printf ';\n'; } > parens.ii
run "100k nested parentheses" "0 2 4" parens.ii

# --il_display walks the trees: as deep as the input nests
run "100k nested parentheses, IL printed" "0 2 4" parens.ii --il_display
{ printf 'int y = 1'; rep ' + 1' 300000; printf ';\n'; } > sum.ii
run "300k-operand sum, IL printed" "0" sum.ii --il_display

{ printf 'void f() '; rep '{' 20000; rep '}' 20000; printf '\n'; } > braces.ii
run "20k nested braces" "0 2 4" braces.ii

# cudafe++: 280 at each nested A (every level is a member of a class A),
# then the error limit (exit 4); it quotes the 200 KB line 100 times
{ rep 'struct A {' 20000; printf '\n'; } > nested_classes.ii
run "20k nested classes of one name" "4" nested_classes.ii
check_eq "20k nested classes of one name: cudafe++'s first error" \
  'nested_classes.ii(1): error: declaration of a member with the same name as its class' \
  "$(head -1 out.stderr)"
check_eq "20k nested classes of one name: the error limit" "100 errors detected in the compilation of \"nested_classes.ii\"." \
  "$(grep -c 'same name as its class' out.stderr) $(tail -2 out.stderr | head -1 | cut -d' ' -f2-)"

# an error at the end of a 2 MB line: a window of the line, caret aligned
{ rep 'int v = 0; ' 200000; printf 'float f = "s";\n'; } > long_line.ii
run "error at the end of a 2 MB line" "2" long_line.ii
check_eq "error at the end of a 2 MB line: caret under the string" '"' \
  "$(sed -n '2,3p' out.stderr | awk 'NR == 1 { s = $0 } NR == 2 { print substr(s, index($0, "^"), 1) }')"

{ printf 'template <class T> struct A { };\n'; rep 'A<' 5000; printf 'int'; rep '>' 5000; printf ' x;\n'; } > templates.ii
run "5k nested template arguments" "0 2 4" templates.ii

{ printf 'const char *s = "'; head -c 50000000 /dev/zero | tr '\0' a; } > longstring.ii
run "50 MB unterminated string" "2 4" longstring.ii

{ printf 'int a;\n/* never closed\n'; rep 'x' 1000; } > comment.ii
run "unterminated comment" "2 4" comment.ii

{ printf 'const char *r = R"delim(\n'; rep 'text )delim" \n' 100; } > raw.ii
run "unterminated raw string" "2 4" raw.ii

printf 'int a\0 = 1;\nint b = 2\0;\n' > nul.ii
run "NUL bytes" "0 2" nul.ii

printf 'int \377\376 = 1;\nconst char *s = "\300\200";\n' > utf8.ii
run "invalid UTF-8" "2 4" utf8.ii

# The module id's entity: whether a namespace variable's class runs a
# default constructor walks its bases' and members' classes 9 levels
# deep; each class was walked again for every member naming it (n^9
# walks).  Found by fuzz/fuzz_frontend (a timeout).  cudafe++: the 40
# "incomplete type" errors, exit 2; the 10 levels of 12 members, exit 0
# with the variable c as the module id's entity.
{ printf 'struct Q {'; i=0; while [ $i -lt 40 ]; do i=$((i + 1)); printf ' Q m%d;' $i; done; printf ' };\nQ q;\n'; } > self_members.ii
run "a class with 40 members of its own type" "2" self_members.ii
check_eq "a class with 40 members of its own type: cudafe++'s errors" \
  "40 errors detected in the compilation of \"self_members.ii\"." "$(tail -1 out.stderr)"
{ printf 'struct A { A() { } };\nstruct C0 { int i; };\n'; l=0
  while [ $l -lt 10 ]; do l=$((l + 1)); printf 'struct C%d {' $l; i=0
    while [ $i -lt 12 ]; do i=$((i + 1)); printf ' C%d m%d;' $((l - 1)) $i; done
    if [ $l = 10 ]; then printf ' A a;'; fi; printf ' };\n'; done; printf 'C10 c;\n'; } > member_tree.ii
run "10 levels of classes of 12 members each" "0" member_tree.ii
check_eq "10 levels of classes of 12 members each: the module id" \
  "_00000000_14_member_tree_ii_c" "$(cat out.id 2>/dev/null)"

run "missing input" "4" no-such-file.ii
mkdir -p adir
run "directory as input" "4" adir
printf 'int x = 1;\n' > ok.ii
run "unwritable output path" "4" ok.ii --gen_c_file_name /nonexistent-dir/out.cpp
run "module id in a missing directory" "4" ok.ii --module_id_file_name /nonexistent-dir/m.id
run "bad option" "4" ok.ii --no-such-option
run "bad option value" "4" ok.ii --error_limit=lots

finish
