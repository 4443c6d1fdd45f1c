#!/bin/sh
# The semantic core's differential suite: many small programs, each a few
# lines, erroneous or valid, compared with cudafe++ (stderr and exit code
# equal).  A file tests/programs/suite/TOPIC.cu holds programs, each
# starting at a line
#     #pragma cufe_program NAME
# The file is preprocessed once as nvcc does (the CUDA runtime prelude),
# then cut at those lines: program NAME is the prelude -- with the file's
# own lines before its first program, declarations every program shares
# -- plus its own lines, with a line marker so that diagnostics name
# TOPIC.cu and its lines.  Programs see the macros of the programs before
# them (one preprocessing) and nothing else of them.  Skips without a CUDA toolkit.
# SEMA_SUITE_ONLY=TOPIC[,TOPIC...] runs only those files (by hand).
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
scratch
evidence_start sema_suite

errors=0 valid=0
for cu in "$top_srcdir"/tests/programs/suite/*.cu; do
  topic=$(basename "$cu" .cu)
  case ",${SEMA_SUITE_ONLY:-$topic}," in *",$topic,"*) ;; *) continue ;; esac
  d=$SCRATCH/$topic
  # shellcheck disable=SC2046
  nvcc_prepare "$cu" "$d" $(nvcc_flags "$cu") || { fail "$topic: preprocess"; continue; }
  # Cut the .ii: prelude, then one file per program (NAME.part).
  awk -v dir="$d" '
    /^# [0-9]+ "/ {
      cur = $2 + 0; file = $3
      if (name != "") print > (dir "/" name ".part")
      else print > (dir "/prelude")
      next
    }
    /^#pragma cufe_program / {
      name = $3
      printf "# %d %s\n", cur + 1, file > (dir "/" name ".part")
      print name > (dir "/names")
      cur++
      next
    }
    { if (name != "") print > (dir "/" name ".part"); else print > (dir "/prelude"); cur++ }
  ' "$d/$topic.cpp4.ii"
  [ -s "$d/names" ] || { fail "$topic: no #pragma cufe_program line"; continue; }
  args=$(sed '$d' "$d/cudafe.args" | tr '\n' ' ')
  while read -r name; do
    p=$d/$name
    mkdir -p "$p"
    cat "$d/prelude" "$d/$name.part" > "$p/$topic.cpp4.ii"
    ln -sf "$d/$topic.cu" "$p/$topic.cu" 2>/dev/null
    # shellcheck disable=SC2086
    ( cd "$p" && "$CUDAFE" $args --no_code_gen "$topic.cpp4.ii" > /dev/null 2> ref.stderr
      echo $? > ref.rc )
    # shellcheck disable=SC2086
    ( cd "$p" && CUFE_DIAG_TRACE=$PWD/new.trace "$CUFE" $args --no_code_gen "$topic.cpp4.ii" \
        > /dev/null 2> new.stderr
      echo $? > new.rc )
    if [ "$(cat "$p/ref.rc")" = 0 ]; then valid=$((valid + 1)); else errors=$((errors + 1)); fi
    if cmp -s "$p/ref.rc" "$p/new.rc" && cmp -s "$p/ref.stderr" "$p/new.stderr"; then
      pass "$topic/$name"
      evidence "suite/$topic" "$p/new.trace"
    else
      fail "$topic/$name (cudafe++ rc $(cat "$p/ref.rc"), cufe rc $(cat "$p/new.rc"))"
      diff "$p/ref.stderr" "$p/new.stderr" | sed 's/^/  /' | head -12
    fi
  done < "$d/names"
done
echo "suite: $((errors + valid)) programs: $errors that cudafe++ rejects, $valid it accepts"
finish
