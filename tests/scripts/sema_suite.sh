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
# The two front ends run on SEMA_SUITE_JOBS programs at once (default 2:
# the suite is most of `make check`'s time); the report is in file order.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
scratch
evidence_start sema_suite

# 1. Lay out every program: $SCRATCH/TOPIC/NAME/TOPIC.cpp4.ii, and in
#    $SCRATCH/programs one line "DIR TOPIC" per program, in file order.
: > "$SCRATCH/programs"
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
  sed '$d' "$d/cudafe.args" | tr '\n' ' ' > "$d/args"
  while read -r name; do
    p=$d/$name
    mkdir -p "$p"
    cat "$d/prelude" "$d/$name.part" > "$p/$topic.cpp4.ii"
    ln -sf "$d/$topic.cu" "$p/$topic.cu" 2>/dev/null
    echo "$p $topic" >> "$SCRATCH/programs"
  done < "$d/names"
done

# 2. Run cudafe++ and cufe on each (ref.* and new.* in its directory).
# shellcheck disable=SC2016
CUDAFE=$CUDAFE CUFE=$CUFE xargs -P "${SEMA_SUITE_JOBS:-2}" -L 1 sh -c '
  cd "$1" || exit 0
  args=$(cat ../args)
  "$CUDAFE" $args --no_code_gen "$2.cpp4.ii" > /dev/null 2> ref.stderr
  echo $? > ref.rc
  CUFE_DIAG_TRACE=$PWD/new.trace "$CUFE" $args --no_code_gen "$2.cpp4.ii" > /dev/null 2> new.stderr
  echo $? > new.rc' sh < "$SCRATCH/programs"

# 3. Compare, in file order.
errors=0 valid=0
while read -r p topic; do
  name=$(basename "$p")
  if [ "$(cat "$p/ref.rc" 2>/dev/null)" = 0 ]; then valid=$((valid + 1)); else errors=$((errors + 1)); fi
  if [ -s "$p/ref.rc" ] && cmp -s "$p/ref.rc" "$p/new.rc" && cmp -s "$p/ref.stderr" "$p/new.stderr"; then
    pass "$topic/$name"
    evidence "suite/$topic" "$p/new.trace"
  else
    fail "$topic/$name (cudafe++ rc $(cat "$p/ref.rc" 2>/dev/null), cufe rc $(cat "$p/new.rc" 2>/dev/null))"
    diff "$p/ref.stderr" "$p/new.stderr" | sed 's/^/  /' | head -12
  fi
done < "$SCRATCH/programs"
echo "suite: $((errors + valid)) programs: $errors that cudafe++ rejects, $valid it accepts"
finish
