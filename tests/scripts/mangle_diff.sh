#!/bin/sh
# Differential test of the mangler (src/mangle.c): for every kernel and
# every __device__/__constant__/__managed__ variable the library programs
# define (thrust, cub, libcu++, cooperative groups, curand, STL, linkage),
# cufe's linkage name (CUFE_MANGLE_TRACE=1, see src/driver.c) must be
# among the names nvcc registers for the program: the third argument of
# __cudaRegisterEntry and the first of __shadow_var in the stub file
# cicc writes (nvcc -cuda -keep, X.cudafe1.stub.c).  And every registered
# name must be one cufe gives, except instantiations of templates: cufe
# does not instantiate templates (the device compiler names them), so a
# registered name made of a template's name followed by its template
# arguments (`<len><name>I`) is accepted when cufe lists that template;
# and variables that are device variables only in the device-side
# preprocessing (libcu++'s and thrust's _CCCL_GLOBAL_CONSTANT is
# `__device__ inline constexpr` for the device, plain `inline constexpr`
# in the host .ii cudafe++ reads) are not cufe's to name: a registered
# variable is required only when a line of the host .ii gives its name a
# device, constant or managed attribute.
# nvcc's names are cached per program (content and flags) next to the
# .ii cache.  Skips (77) when no CUDA toolkit is installed.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
[ "${CUFE_SLOW_TESTS:-yes}" = no ] && skip "CUFE_SLOW_TESTS=no (make distcheck): nvcc builds of every program left to make check"
scratch
cd "$SCRATCH" || exit 99

progs="
cuda/21_device_constant_managed
cuda/25_memcpy_to_symbol
cuda/29_thrust_basics
cuda/30_thrust_scan_count
cuda/31_thrust_fancy_iterators
cuda/32_thrust_lambdas_policies
cuda/33_cub_device
cuda/34_cub_block_warp
cuda/35_cuda_std_library
cuda/36_cuda_atomic_ref
cuda/37_cooperative_groups
cuda/39_curand_monte_carlo
cuda/40_linkage_namespaces
cuda/51_async_copy_barrier
cuda/68_xl_iterators_cub
cuda/73_linkage_redeclarations
cuda/74_libcu_kernel_params
stl/trivial
stl/cstdio
stl/sequence_containers
stl/associative_containers
stl/iostreams
stl/memory_functional
stl/vocabulary_types
stl/chrono_random_complex
stl/threads_atomics
stl/traits_limits
stl/all_headers
stl/cpp20_concepts_ranges
stl/cpp20_span_spaceship
stl/cpp20_library_misc
"

# The shared oracle cases too, when present (those nvcc rejects, the
# error cases, are left out).
cases=${CUFE_SHARED:-$top_srcdir/../shared}/oracle/cases
if [ -d "$cases" ]; then
  progs="$progs $(cd "$cases" && ls ./*.cu | sed 's,^\./,cases/,; s/\.cu$//')"
else
  echo "note: shared oracle cases not found ($cases): programs only"
fi

# MANGLE_DIFF_ALL=1: every program of tests/programs/cuda and stl instead
# (the first run compiles them all with nvcc: minutes).
if [ "${MANGLE_DIFF_ALL:-}" = 1 ]; then
  progs="$(cd "$top_srcdir/tests/programs" && ls cuda/*.cu stl/*.cu | sed 's/\.cu$//')
    $(printf '%s\n' $progs | grep '^cases/')"
fi

# The third argument of each __cudaRegisterEntry(...) call, split at
# the commas outside parentheses (the function and the thread bound are
# parenthesized expressions that may hold commas).
entries_awk='{
  s = $0
  while ((i = index(s, "__cudaRegisterEntry(")) > 0) {
    s = substr(s, i + 20); depth = 1; arg = 0; cur = ""
    for (j = 1; j <= length(s); j++) {
      c = substr(s, j, 1)
      if (c == "(") depth++
      else if (c == ")" && --depth == 0) break
      if (depth == 1 && c == ",") {
        if (++arg == 3) { gsub(/ /, "", cur); print "E " cur }
        cur = ""
      } else if (depth == 1) cur = cur c
    }
    s = substr(s, j)
  }
}'

# nvcc_names SRC.cu FLAGS...: the registered names on stdout, one per line:
# "E mangled" for kernels, "V mangled name" for variables (name: the last
# component of its qualified name).
nvcc_names() {
  local src=$1 name key cached work; shift
  name=$(basename "$src" .cu)
  key=$( { cat "$src"; echo "mangle $*"; } | cksum | cut -d' ' -f1)
  cached=$II_CACHE/mangle.$name.$key
  if [ ! -f "$cached/done" ]; then
    work=$cached.tmp.$$
    rm -rf "$work"; mkdir -p "$work"
    cp "$src" "$work/$name.cu"
    ( cd "$work" && "$NVCC" -cuda -keep "$@" "$name.cu" -o "$name.cu.ii" > nvcc.log 2>&1 &&
      stub=$name.cudafe1.stub.c && [ -f "$stub" ] &&
      # __cudaRegisterEntry(handle, ((cast)function), NAME, -1 or max threads);
      # __cudaRegister[Managed]Variable(handle, __shadow_var(NAME, ::qualified), ...)
      { awk "$entries_awk" "$stub" | grep '^E [A-Za-z_][A-Za-z0-9_]*$'
        grep -o '__shadow_var([A-Za-z_][A-Za-z0-9_]*,[^)]*)' "$stub" |
          sed 's/^__shadow_var(\([^,]*\),\([^<)]*\).*/V \1 \2/; s/ [^ ]*::\([^: ]*\)$/ \1/'
      } > names.raw &&
      # every registration understood
      [ "$(grep -o '__cudaRegisterEntry(' "$stub" | wc -l)" = "$(grep -c '^E ' names.raw)" ] &&
      [ "$(grep -o '__cudaRegister[A-Za-z]*Variable(' "$stub" | wc -l)" = "$(grep -c '^V ' names.raw)" ] &&
      # the module id (in anonymous namespaces' and internal variables'
      # names) depends on where nvcc ran: masked, as in cufe's names
      id=$(sed 's/^_//' "$name.module_id") && sed "s/_$id/@ID@/g; s/$id/@ID@/g" names.raw |
        sort -u > names && rm -f ./*.ii ./*.c ./*.cpp ./*.gpu ./*.ptx ./*.cubin ./*.fatbin* &&
      touch done ) || { echo "nvcc_names: nvcc failed on $src, or its stub file has registrations not understood" >&2; cat "$work/nvcc.log" >&2; rm -rf "$work"; return 1; }
    mkdir -p "$II_CACHE"
    mv -T "$work" "$cached" 2>/dev/null || rm -rf "$work"
  fi
  cat "$cached/names"
}

entities=0 registered=0 hostless=0 rejected=0
for p in $progs; do
  case $p in
    cases/*) cu=$cases/${p#cases/}.cu ;;
    *) cu=$top_srcdir/tests/programs/$p.cu ;;
  esac
  n=$(basename "$p")
  [ -f "$cu" ] || { fail "$p: no such program"; continue; }
  flags=$(nvcc_flags "$cu")
  # shellcheck disable=SC2086
  if ! nvcc_names "$cu" $flags > "$n.ref" 2> "$n.nvcc"; then
    case $p in
      cases/*) if grep -q 'error' "$n.nvcc"; then rejected=$((rejected + 1)); continue; fi ;;
    esac
    cat "$n.nvcc"; fail "$p: nvcc"; continue
  fi
  # shellcheck disable=SC2086
  nvcc_prepare "$cu" "$n" $flags || { fail "$p: preprocess"; continue; }
  ( cd "$n" && CUFE_MANGLE_TRACE=1 "$CUFE" $(cat cudafe.args) > /dev/null 2> trace )
  idf=$(sed -n '/^--module_id_file_name$/{n;p;}' "$n/cudafe.args" | head -1)
  id=$(sed 's/^_//' "$n/$idf" 2>/dev/null)
  [ -n "$id" ] || { fail "$p: cufe wrote no module id"; continue; }
  sed -n 's/^mangle: //p' "$n/trace" | sed "s/_$id/@ID@/g; s/$id/@ID@/g" > "$n.cufe"
  bad=0
  # cufe's names must be registered names
  while read -r kind line name mangled; do
    entities=$((entities + 1))
    case $mangled in
      "(template)") continue ;;
      "(not mangled)") bad=1; echo "  $p:$line: $kind $name: cufe cannot mangle it" ;;
      *) awk '{ print $2 }' "$n.ref" | grep -qxF "$mangled" ||
           { bad=1; echo "  $p:$line: $kind $name: cufe says $mangled, nvcc registers none such"; } ;;
    esac
  done < "$n.cufe"
  # registered names must be cufe's, or instantiations of templates cufe lists
  awk '$4 != "(template)" && $4 != "(not mangled)" { print $4 }' "$n.cufe" | sort -u > "$n.mine"
  awk '$4 == "(template)" { print length($3) $3 "I" }' "$n.cufe" | sort -u > "$n.tmpl"
  grep -E '__attribute__\(\((device|constant|managed)\)\)' "$n"/*.cpp4.ii > "$n.attrlines"
  while read -r what reg var; do
    registered=$((registered + 1))
    grep -qxF "$reg" "$n.mine" && continue
    if [ -s "$n.tmpl" ] && printf '%s\n' "$reg" | grep -qF -f "$n.tmpl"; then continue; fi
    if [ "$what" = V ] && ! grep -qE -- "[^A-Za-z0-9_]$var *(=|;|\{|\[)" "$n.attrlines"; then
      hostless=$((hostless + 1)); continue
    fi
    bad=1; echo "  $p: nvcc registers $reg, cufe lists no such entity"
  done < "$n.ref"
  if [ $bad = 0 ]; then
    pass "$p ($(wc -l < "$n.cufe") entities, $(wc -l < "$n.ref") registered names)"
  else
    fail "$p"
  fi
done
echo "entities traced by cufe: $entities; names registered by nvcc: $registered" \
  "($hostless variables not device variables in the host .ii);" \
  "$rejected oracle cases nvcc rejects left out"
finish
