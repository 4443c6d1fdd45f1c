#!/bin/sh
# Differential test of the module id (CONTRACT.md section 5): for every
# shared oracle case, every tests/programs/cuda program and every
# tests/programs/module_ids program (-rdc=true), nvcc's exact
# cudafe++ command line through cudafe++ and cufe; the .module_id files
# must be equal byte for byte.  A pid-mode id (no eligible entity) ends in
# `_<8 hex>_<pid>`, which depends on the time, cwd and pid: that tail is
# masked, and then both ids must be pid-mode.
# Skips (77) when no CUDA toolkit is installed.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
scratch
cd "$SCRATCH" || exit 99

# Programs whose id cufe does not reproduce yet, "name:reason" per line.
pending_list="
"
pending_names=" $(printf '%s\n' "$pending_list" | sed -n 's/^\([^:]*\):.*/\1/p' | tr '\n' ' ') "
if [ -n "$(printf '%s' "$pending_list" | tr -d ' \n')" ]; then
  echo "PENDING (compared, mismatch tolerated):"
  printf '%s\n' "$pending_list" | sed '/^$/d; s/^/  /'
fi

# The id with a pid-mode tail masked: ..._<8hex>_<digits> -> ..._PIDMODE.
mask() { sed -E 's/_[0-9a-f]{8}_[0-9]+$/_PIDMODE/' "$1"; }

matched=0 total=0 pending=0
# compare NAME DIR: run both tools in DIR with its cudafe.args.
compare() {
  n=$1 dir=$2
  total=$((total + 1))
  # Both tools write the id file named in the arguments: run them one
  # after the other in the same directory, moving the file aside.
  idf=$(sed -n '/^--module_id_file_name$/{n;p;}' "$dir/cudafe.args" | head -1)
  if [ -z "$idf" ]; then fail "$n: no --module_id_file_name in nvcc's command line"; return; fi
  ( cd "$dir" && rm -f "$idf" && "$CUDAFE" $(cat cudafe.args) > /dev/null 2>&1; \
    [ -f "$idf" ] && mv "$idf" ref.module_id )
  ( cd "$dir" && rm -f "$idf" && "$CUFE" $(cat cudafe.args) > /dev/null 2>&1; \
    [ -f "$idf" ] && mv "$idf" new.module_id )
  if ! [ -f "$dir/ref.module_id" ]; then
    # cudafe++ reported errors: cufe must not write an id either.
    if [ -f "$dir/new.module_id" ]; then res=FAIL; detail="cufe wrote an id, cudafe++ none"
    else res=PASS; detail="neither writes an id: errors"; fi
  elif ! [ -f "$dir/new.module_id" ]; then
    res=FAIL; detail="cufe wrote no module id"
  elif [ "$(mask "$dir/ref.module_id")" = "$(mask "$dir/new.module_id")" ]; then
    res=PASS; detail="$(mask "$dir/ref.module_id")"
  else
    res=FAIL; detail="cudafe++ $(cat "$dir/ref.module_id"), cufe $(cat "$dir/new.module_id")"
  fi
  if [ "$res" = PASS ]; then
    matched=$((matched + 1))
    case "$pending_names" in
      *" $n "*) pass "PASS $n ($detail) -- listed PENDING: take it off the list"; return ;;
    esac
    pass "PASS $n ($detail)"
  else
    case "$pending_names" in
      *" $n "*) pending=$((pending + 1)); echo "PENDING $n ($detail)"; return ;;
    esac
    fail "FAIL $n ($detail)"
  fi
}

cases=${CUFE_SHARED:-$top_srcdir/../shared}/oracle/cases
if [ -d "$cases" ]; then
  for cu in "$cases"/*.cu; do
    n=$(basename "$cu" .cu)
    flags=$(nvcc_flags "$cu")
    # shellcheck disable=SC2086
    nvcc_prepare "$cu" "case-$n" $flags || { fail "$n: preprocess"; continue; }
    compare "oracle/$n" "case-$n"
  done
else
  echo "note: shared oracle cases not found ($cases); only tests/programs compared"
fi
for cu in "$top_srcdir"/tests/programs/cuda/*.cu; do
  n=$(basename "$cu" .cu)
  nvcc_prepare "$cu" "prog-$n" || { fail "$n: preprocess"; continue; }
  compare "programs/$n" "prog-$n"
done
# Which definition names the id (tests/programs/module_ids: one rule each,
# in separate compilation, where the id names the objects' symbols).
for cu in "$top_srcdir"/tests/programs/module_ids/*.cu; do
  n=$(basename "$cu" .cu)
  nvcc_prepare "$cu" "mid-$n" -rdc=true || { fail "$n: preprocess"; continue; }
  compare "module_ids/$n" "mid-$n"
done
echo "module ids equal to cudafe++'s: $matched of $total ($pending pending)"
finish
