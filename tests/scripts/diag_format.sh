#!/bin/sh
# --diag_format=gnu: on the project's error programs (errors and warnings),
# cufe's gnu layout must say exactly what cudafe++'s own layout says,
# rewritten line by line the way the layout is defined (tables/options,
# src/diag/diag_text.c):
#   file(line): severity #N-D: text   ->  file:line:col: severity: text [#N-D]
#   (col: where the caret line under the source line points)
#   Catastrophic error: text          ->  cufe: catastrophic error: text
#   blank lines between groups        ->  none
# and the default layout stays cudafe++'s byte for byte (diff_cli.sh).
# Skips (77) without a CUDA toolkit.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
scratch
cd "$SCRATCH" || exit 99

# gnu_of FILE: cudafe++'s text layout rewritten into the gnu layout.
gnu_of() {
  awk '
    function flush() { if (held != "") { print held; for (i = 1; i <= nctx; i++) print ctx[i] } held = ""; nctx = 0 }
    /^$/ { flush(); next }
    /^[^ ].*\([0-9]+\): (error|warning|remark|note|catastrophic error|internal error)( #[0-9]+-D)?: / {
      flush()
      m = match($0, /\([0-9]+\): /); file = substr($0, 1, m - 1); rest = substr($0, m + 1)
      line = substr(rest, 1, index(rest, ")") - 1); rest = substr(rest, index(rest, ")") + 3)
      sev = substr(rest, 1, index(rest, ": ") - 1); text = substr(rest, index(rest, ": ") + 2)
      num = ""
      if (match(sev, / #[0-9]+-D$/)) { num = " [" substr(sev, RSTART + 1) "]"; sev = substr(sev, 1, RSTART - 1) }
      hfile = file; hline = line; hsev = sev; htext = text num; held = file ":" line ": " sev ": " text num
      next
    }
    /^(Catastrophic error|Internal error|Error|Warning|Remark|Command-line error): / {
      flush()
      w = substr($0, 1, index($0, ": ") - 1)
      print "cufe: " tolower(substr(w, 1, 1)) substr(w, 2) ": " substr($0, index($0, ": ") + 2); next
    }
    held != "" && /^  *\^$/ {
      col = index($0, "^") - 2
      held = hfile ":" hline ":" col ": " hsev ": " htext
      ctx[++nctx] = $0; flush(); next
    }
    held != "" { ctx[++nctx] = $0; next }
    { print }
    END { flush() }' "$1"
}

n=0
for cu in "$top_srcdir"/tests/programs/errors/*.cu; do
  name=$(basename "$cu" .cu)
  # shellcheck disable=SC2046
  nvcc_prepare "$cu" "p-$name" $(nvcc_flags "$cu") || { fail "$name: preprocess"; continue; }
  # shellcheck disable=SC2046
  ( cd "p-$name" && "$CUDAFE" $(cat cudafe.args) > /dev/null 2> ref.txt; echo $? > ref.rc
    "$CUFE" --diag_format=gnu $(cat cudafe.args) > /dev/null 2> gnu.txt; echo $? > gnu.rc )
  gnu_of "p-$name/ref.txt" > "p-$name/want.txt"
  if cmp -s "p-$name/want.txt" "p-$name/gnu.txt" && cmp -s "p-$name/ref.rc" "p-$name/gnu.rc"; then
    pass "$name: gnu layout"
  else
    fail "$name: gnu layout (cudafe++ rc $(cat "p-$name/ref.rc"), cufe rc $(cat "p-$name/gnu.rc"))"
    diff "p-$name/want.txt" "p-$name/gnu.txt" | head -10 | sed 's/^/  /'
  fi
  grep -q ': warning: .*\[#' "p-$name/gnu.txt" && n=$((n + 1))
done
# at least one program gives warnings (with their numbers) as well as errors
[ "$n" -gt 0 ] && pass "warnings covered ($n programs)" || fail "no program gave a warning"

# A command-line error, in both layouts.
"$CUFE" --diag_format=gnu --bogus x.ii 2> cl.txt; rc=$?
check_eq "command-line error: exit code" 4 "$rc"
check_eq "command-line error: gnu layout" 'cufe: command-line error: invalid option: --bogus' "$(head -1 cl.txt)"
finish
