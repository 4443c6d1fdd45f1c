#!/bin/sh
# Generator validation: malformed tables are rejected with file:line: errors,
# and generation is deterministic.
. "$top_srcdir/tests/scripts/lib.sh"
need_python
scratch
cd "$SCRATCH" || exit 99
G=$top_srcdir/gen

# reject NAME GENERATOR-ARGS-BEFORE-TABLE EXPECTED-MESSAGE <<table
reject() {
  name=$1 mode=$2 want=$3
  cat > t.txt
  if [ "$mode" = diag ]; then
    $PYTHON3 -B "$G/gen_diagnostics.py" t.txt out.def 2> err; rc=$?
  else
    $PYTHON3 -B "$G/gen_options.py" "$mode" t.txt out.def 2> err; rc=$?
  fi
  check_eq "$name: exit code" 1 "$rc"
  check_eq "$name: message" "$want" "$(cat err)"
}

H='%name | neg | short | arg | default | check | subsys | status | id | help'
reject "options: duplicate name" def 't.txt:3: duplicate name "foo" (first at line 2)' <<T
$H
foo | - | - | none | - | - | driver | impl | - | a
foo | - | - | none | - | - | driver | impl | - | b
T
reject "options: name clashes with a neg" def 't.txt:3: duplicate neg "foo" (first at line 2)' <<T
$H
foo | - | - | none | - | - | driver | impl | - | a
bar | foo | - | none | - | - | driver | impl | - | b
T
reject "options: missing field" def 't.txt:2: 9 fields, expected 10 (name | neg | short | arg | default | check | subsys | status | id | help)' <<T
$H
foo | - | - | none | - | - | driver | impl | a
T
reject "options: required field" def 't.txt:3: required field "help" is missing' <<T
# a comment line
$H
foo | - | - | none | - | - | driver | impl | - | -
T
reject "options: bad arg kind" def 't.txt:2: invalid arg "number"' <<T
$H
foo | - | - | number | - | - | driver | impl | - | a
T
reject "options: duplicate short" def 't.txt:3: duplicate short "x" (first at line 2)' <<T
$H
foo | - | x | none | - | - | driver | impl | - | a
bar | - | x | none | - | - | driver | impl | - | b
T
reject "options: unknown status" def 't.txt:2: invalid status "inert"' <<T
$H
foo | - | - | none | - | - | driver | inert | - | a
T
reject "options: unknown inert reason" def 't.txt:2: invalid status "inert:fortran"' <<T
$H
foo | - | - | none | - | - | driver | inert:fortran | - | a
T
reject "options: unknown accepted reason" def 't.txt:2: invalid status "accepted:soon"' <<T
$H
foo | - | - | none | - | - | driver | accepted:soon | - | a
T
reject "options: bad header" def 't.txt:1: header declares columns name | help, expected name | neg | short | arg | default | check | subsys | status | id | help' <<T
%name | help
T
reject "diagnostics: duplicate number" diag 't.txt:3: duplicate number "65" (first at line 2)' <<T
%number | tag | severity | test | message
65 | a | error | - | x
65 | b | error | - | y
T
reject "diagnostics: bad severity" diag 't.txt:2: invalid severity "fatal"' <<T
%number | tag | severity | test | message
65 | a | fatal | - | x
T
reject "diagnostics: fill-in gap" diag 't.txt:2: fill-ins must be numbered %1, %2, ... without gaps' <<T
%number | tag | severity | test | message
65 | a | error | - | x %2{str}
T
reject "diagnostics: unknown fill-in kind" diag 't.txt:2: unknown fill-in kind "thing"' <<T
%number | tag | severity | test | message
65 | a | error | - | x %1{thing}
T
reject "diagnostics: bad test label" diag 't.txt:2: invalid test "programs/x"' <<T
%number | tag | severity | test | message
65 | a | error | programs/x | x
T

# tables/diag_tags: a tag or number of tables/diagnostics, or a placeholder
# tag, is rejected.
tags_reject() {
  name=$1 want=$2
  cat > tags.txt
  printf '%%number | tag | severity | test | message\n65 | a | warning | - | x\n' > d.txt
  $PYTHON3 -B "$G/gen_diagnostics.py" d.txt out.def tags.txt 2> err; rc=$?
  check_eq "$name: exit code" 1 "$rc"
  check_eq "$name: message" "$want" "$(cat err)"
}
tags_reject "diag_tags: a tag of tables/diagnostics" 'tags.txt:2: tag "a" is a row of tables/diagnostics' <<T
%tag | number | note
a | - | -
T
tags_reject "diag_tags: a number of tables/diagnostics" 'tags.txt:2: number 65 is a row of tables/diagnostics' <<T
%tag | number | note
b | 65 | -
T
tags_reject "diag_tags: a placeholder tag" 'tags.txt:2: invalid tag "edg_12"' <<T
%tag | number | note
edg_12 | - | -
T
printf '%%tag | number | note\nzz | - | -\nbb | 12 | -\n' > tags.txt
$PYTHON3 -B "$G/gen_diagnostics.py" d.txt out.def tags.txt 2> err
check_eq "diag_tags: rows emitted sorted" 'DIAG_TAG("bb", 12)
DIAG_TAG("zz", -1)' "$(grep '^DIAG_TAG(' out.def)"

# Token and keyword tables (gen_tokens.py): a keyword row must name a
# known token kind and a known gate atom.
TK='%name | spelling | class | grammar | help'
KW='%spelling | token | gate | help'
printf '%s\n' "$TK" 'EOF | - | special | - | end' 'PLUS | + | punct | - | plus' 'INT | - | keyword | builtin_type | int' > tk.txt
reject_kw() {
  name=$1 want=$2
  printf '%s\n' "$KW" > kw.txt
  cat >> kw.txt
  $PYTHON3 -B "$G/gen_tokens.py" keywords tk.txt kw.txt out.def 2> err; rc=$?
  check_eq "$name: exit code" 1 "$rc"
  check_eq "$name: message" "$want" "$(cat err)"
}
reject_kw "keywords: unknown token kind" 'kw.txt:2: unknown token kind "LONG"' <<T
long | LONG | all | C89
T
reject_kw "keywords: unknown gate atom" 'kw.txt:2: unknown gate atom "cxx26" (known: all, c cxx c99 c11 c23 cxx11 cxx14 cxx17 cxx20 cxx23 gnu clang msvc alttok cuda namespaces rtti restrict wchar_t_keyword explicit typename nullptr char8_t concepts type_traits_helpers nonstd_gnu_keywords thread_local_storage uliterals utf8_char_literals digit_separators anachronisms, !atom, gnu_version>=N, clang_version>=N)' <<T
int | INT | cxx26 | C89
T
printf '%s\n' "$KW" 'int | INT | cxx gnu_version>=40600 !clang | C89' > kw.txt
$PYTHON3 -B "$G/gen_tokens.py" keywords tk.txt kw.txt out.def
if grep -q '{ "int", 3, TOK_INT, 1, { { LANG_CXX, LANG_CLANG, 40600, 0 } } }' out.def; then pass "keywords: gate to masks";
else fail "keywords: gate to masks"; fi
# two alternatives (`or`), clang_version>=N
printf '%s\n' "$KW" 'int | INT | gnu_version>=90000 or cxx clang clang_version>=30200 | C89' > kw.txt
$PYTHON3 -B "$G/gen_tokens.py" keywords tk.txt kw.txt out.def
if grep -q '{ "int", 3, TOK_INT, 2, { { 0, 0, 90000, 0 }, { LANG_CXX|LANG_CLANG, 0, 0, 30200 } } }' out.def; then
  pass "keywords: gate alternatives to masks"
else fail "keywords: gate alternatives to masks"; fi
reject_kw "keywords: three alternatives" 'kw.txt:2: gate "c or cxx or gnu" has more than 2 alternatives' <<T
int | INT | c or cxx or gnu | C89
T

# The grammar column of tables/tokens: known words, one category, a
# trait's arity, categories on keywords only; the generated map.
reject_tk() {
  name=$1 want=$2
  { printf '%s\n' "$TK" 'EOF | - | special | - | end'; cat; } > tk2.txt
  $PYTHON3 -B "$G/gen_tokens.py" grammar tk2.txt kw.txt out.def 2> err; rc=$?
  check_eq "$name: exit code" 1 "$rc"
  check_eq "$name: message" "$want" "$(cat err)"
}
reject_tk "tokens: unknown grammar word" 'tk2.txt:3: unknown grammar word "qualifier" (categories: builtin_type, cv, simple_declspec, type_trait; flags: clang_revertible, decl_only, transform)' <<T
CONST | - | keyword | qualifier | const
T
reject_tk "tokens: two grammar categories" 'tk2.txt:3: two grammar categories ("cv" and "builtin_type")' <<T
CONST | - | keyword | cv builtin_type | const
T
reject_tk "tokens: trait without arity" 'tk2.txt:3: type_trait needs an arity: type_trait:1, :2 or :n' <<T
IS_SAME | - | keyword | type_trait | trait
T
reject_tk "tokens: category on a punctuator" 'tk2.txt:3: only keywords have a grammar category' <<T
PLUS | + | punct | cv | plus
T
printf '%s\n' "$TK" 'EOF | - | special | - | end' 'TYPEDEF | - | keyword | simple_declspec decl_only | typedef' \
  'IS_SAME | - | keyword | type_trait:2 | trait' 'PLUS | + | punct | - | plus' > tk2.txt
printf '%s\n' "$KW" > kw0.txt
$PYTHON3 -B "$G/gen_tokens.py" grammar tk2.txt kw0.txt out.def
check_eq "tokens: grammar map" 'TOKEN_GRAMMAR(EOF, EOF, 0, 0)
TOKEN_GRAMMAR(TYPEDEF, SIMPLE_DECLSPEC, TOKG_DECL_ONLY, 0)
TOKEN_GRAMMAR(IS_SAME, TYPE_TRAIT, 0, 2)
TOKEN_GRAMMAR(PLUS, PLUS, 0, 0)' "$(grep '^TOKEN_GRAMMAR' out.def)"

# A check must name a diagnostic of tables/diagnostics.
printf '%s\n' "$H" 'foo | - | - | int | - | no_such_diag:1..2 | driver | impl | - | a' > chk.txt
$PYTHON3 -B "$G/gen_options.py" def chk.txt chk.def "$top_srcdir/tables/diagnostics" 2> err; rc=$?
check_eq "options: unknown check diagnostic: exit code" 1 "$rc"
check_eq "options: unknown check diagnostic: message" \
  "chk.txt:2: check names diagnostic \"no_such_diag\", which $top_srcdir/tables/diagnostics does not have" "$(cat err)"
reject "options: range check on a switch" def 't.txt:2: a range check needs an int option' <<T
$H
foo | - | - | none | - | cl_invalid_error_limit:1..2 | driver | impl | - | a
T

# Escapes: \| is a literal bar inside a field.
printf '%s\n' "$H" 'foo | - | - | none | - | - | driver | impl | - | a \| b' > ok.txt
$PYTHON3 -B "$G/gen_options.py" def ok.txt ok.def
if grep -q '"a | b"' ok.def; then pass "escaped bar kept in the field"; else fail "escaped bar kept in the field"; fi

# inert:KEY: STATUS_inert and KEY's reason in the .def; the man page notes
# (accepted), (accepted, no effect yet: reason) and (no effect: reason).
printf '%s\n' "$H" 'foo | - | - | none | - | - | pch | inert:pch | - | a' \
  'bar | - | - | none | - | - | lang | accepted | - | b' \
  'baz | - | - | none | - | - | diag | accepted:diag | - | c' > ok.txt
$PYTHON3 -B "$G/gen_options.py" def ok.txt ok.def
if grep -q 'SUBSYS_pch, STATUS_inert, "precompiled headers, which cufe does not have", 0, "a")' ok.def &&
   grep -q 'SUBSYS_lang, STATUS_accepted, NULL, 0, "b")' ok.def &&
   grep -q 'SUBSYS_diag, STATUS_accepted, "cufe does not report the diagnostics it controls yet", 0, "c")' ok.def
then pass "inert status and reason in the .def"; else fail "inert status and reason in the .def"; cat ok.def; fi
$PYTHON3 -B "$G/gen_options.py" man ok.txt ok.1
if grep -q '^a \\fI(no effect: precompiled headers, which cufe does not have)\\fR$' ok.1 &&
   grep -q '^b \\fI(accepted)\\fR$' ok.1 &&
   grep -q '^c \\fI(accepted, no effect yet: cufe does not report the diagnostics it controls yet)\\fR$' ok.1
then pass "man page notes inert and accepted options"; else fail "man page notes inert and accepted options"; cat ok.1; fi

# il_subkinds: an operation has a token and a form or neither, one
# operation per token and form, numbers increase within a family.
S='%family | num | name | token | form | help'
records_reject() {
  name=$1 want=$2
  cat > t.txt
  $PYTHON3 -B "$G/gen_records.py" il_subkinds t.txt out.def 2> err; rc=$?
  check_eq "$name: exit code" 1 "$rc"
  check_eq "$name: message" "$want" "$(cat err)"
}
records_reject "il_subkinds: token without form" 't.txt:2: an operation has both a token and a form, or neither' <<T
$S
operation | - | eok_add | PLUS | - | a + b
T
records_reject "il_subkinds: operation twice" 't.txt:3: token PLUS binary is already operation eok_add' <<T
$S
operation | - | eok_add | PLUS | binary | a + b
operation | - | eok_plus | PLUS | binary | a + b again
T
records_reject "il_subkinds: numbers decrease" 't.txt:3: statement numbers must increase: 1 after 2' <<T
$S
statement | 2 | stmk_b | - | - | b
statement | 1 | stmk_a | - | - | a
T
records_reject "il_subkinds: unknown family" 't.txt:2: invalid family "stmt"' <<T
$S
stmt | 0 | stmk_a | - | - | a
T

# Determinism: the real tables generate byte-identical output twice, and
# match the generated files of the tree.
for t in options diagnostics tokens token_grammar keywords il_subkinds; do
  case $t in
    il_subkinds) gen() { $PYTHON3 -B "$G/gen_records.py" il_subkinds "$top_srcdir/tables/il_subkinds" "$1"; } ;;
    options) gen() { $PYTHON3 -B "$G/gen_options.py" def "$top_srcdir/tables/options" "$1" "$top_srcdir/tables/diagnostics"; } ;;
    diagnostics) gen() { $PYTHON3 -B "$G/gen_diagnostics.py" "$top_srcdir/tables/diagnostics" "$1" "$top_srcdir/tables/diag_tags"; } ;;
    tokens) gen() { $PYTHON3 -B "$G/gen_tokens.py" def "$top_srcdir/tables/tokens" "$top_srcdir/tables/keywords" "$1"; } ;;
    token_grammar) gen() { $PYTHON3 -B "$G/gen_tokens.py" grammar "$top_srcdir/tables/tokens" "$top_srcdir/tables/keywords" "$1"; } ;;
    keywords) gen() { $PYTHON3 -B "$G/gen_tokens.py" keywords "$top_srcdir/tables/tokens" "$top_srcdir/tables/keywords" "$1"; } ;;
  esac
  gen a.def; gen b.def
  if cmp -s a.def b.def; then pass "$t: deterministic"; else fail "$t: deterministic"; fi
  if cmp -s a.def "$top_srcdir/src/generated/$t.def"; then pass "$t: tree is up to date";
  else fail "$t: src/generated/$t.def is stale"; fi
  if head -1 a.def | grep -q "Generated by gen/gen_.*\.py from .*tables/${t%_grammar}"; then pass "$t: header names its sources";
  else fail "$t: header names its sources"; fi
done

finish
