#!/bin/sh
# Command-line error paths: cufe must print cudafe++'s text and exit 4.
# Expected texts were observed from cudafe++ 13.0 on these command lines.
. "$top_srcdir/tests/scripts/lib.sh"
scratch
cd "$SCRATCH" || exit 99

# expect NAME RC EXPECTED-STDERR ARGS...
expect() {
  name=$1 rc=$2 want=$3; shift 3
  got=$("$CUFE" "$@" 2>&1 >/dev/null); got_rc=$?
  check_eq "$name: stderr" "$want" "$got"
  check_eq "$name: exit code" "$rc" "$got_rc"
}

tail_this='
1 catastrophic error detected in this compilation.
Compilation terminated.'

expect "no arguments" 4 "Command-line error: missing source file name
$tail_this"
expect "unknown option" 4 "Command-line error: invalid option: --bogus
$tail_this" --bogus x.ii
expect "cudafe++ has no -h" 4 "Command-line error: invalid option: -h
$tail_this" -h
expect "missing value" 4 "Command-line error: \"--error_limit\" requires an argument
$tail_this" --error_limit
expect "bad number" 4 "Command-line error: invalid number: abc
$tail_this" --error_limit=abc x.ii
expect "bad number, separate value" 4 "Command-line error: invalid number: 1x
$tail_this" --gnu_version 1x x.ii
expect "ambiguous prefix" 4 "Command-line error: more than one command line option matches the abbreviation \"--stri\":
            --strict
            --strict_warnings
            --strict_gnu
            --stricter_template_checking
$tail_this" --stri x.ii
expect "bad output mode" 4 "Command-line error: unrecognized output mode (must be one of text, sarif): xml
$tail_this" --output_mode=xml x.ii
expect "bad diag number" 4 "Command-line error: invalid error number in diagnostic control option: 99999
$tail_this" --diag_suppress=99999 x.ii
expect "bad diag tag" 4 "Command-line error: invalid error tag in diagnostic control option: foo_bar
$tail_this" --diag_suppress foo_bar x.ii
expect "option after input" 4 "Command-line error: too many arguments on command line

1 catastrophic error detected in the compilation of \"x.ii\".
Compilation terminated." x.ii --c++17
expect "two inputs, orig name" 4 "Command-line error: too many arguments on command line

1 catastrophic error detected in the compilation of \"foo.cu\".
Compilation terminated." --orig_src_file_name foo.cu x.ii y.ii
expect "missing input" 4 "Catastrophic error: cannot open source file \"nonexist.ii\"

1 catastrophic error detected in the compilation of \"nonexist.ii\".
Compilation terminated." nonexist.ii
expect "missing input, orig name" 4 "Catastrophic error: cannot open source file \"nonexist.ii\"

1 catastrophic error detected in the compilation of \"foo.cu\".
Compilation terminated." --orig_src_file_name foo.cu nonexist.ii

# --no_namespaces in C++11 or later: cudafe++ fails an assertion (exit
# 134); cufe refuses it as a command-line error, after the other checks.
expect "--no_namespaces in C++11" 4 "Command-line error: namespaces cannot be disabled in C++11 or later modes (--no_namespaces needs --c++03)
$tail_this" --c++17 --no_namespaces x.ii
expect "--no_namespaces, --no_bool first" 4 "Command-line error: enabling C++14-style constexpr requires support for \"bool\"
$tail_this" --no_namespaces --no_bool x.ii

# --version prints a banner on stderr and exits 0 without an input.
"$CUFE" --version >out 2>err; rc=$?
check_eq "--version exit code" 0 "$rc"
check_eq "--version writes nothing on stdout" "" "$(cat out)"
if [ -s err ]; then pass "--version banner on stderr"; else fail "--version banner on stderr"; fi

# --help (cufe's own) lists every option of the table on stdout.
"$CUFE" --help >out 2>err; rc=$?
check_eq "--help exit code" 0 "$rc"
for o in --diag_suppress --gen_c_file_name --no_code_gen --tokens --extended-lambda; do
  if grep -q -- "  $o" out; then pass "--help lists $o"; else fail "--help lists $o"; fi
done

finish
