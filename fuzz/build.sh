#!/bin/sh
# Build the libFuzzer targets (make fuzz): every .c under src/, at any depth
# (generated sources included), but the driver's main() (src/driver/main.c),
# compiled once into objects, then each fuzz/fuzz_*.c linked against them;
# clang's libFuzzer with ASan and UBSan.  CUFE_FREE_AT_EXIT, as in the
# sanitizer build: driver_run frees everything instead of exiting
# (fuzz_frontend runs it once per input).
# usage: build.sh SRCDIR BUILDDIR OUTDIR
set -eu
srcdir=$1 builddir=$2 out=$3
cc=${FUZZ_CC:-clang}
command -v "$cc" >/dev/null || { echo "fuzz: $cc not found (apt-get install clang libclang-rt-14-dev)" >&2; exit 1; }
flags="-g -O1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined -DCUFE_FREE_AT_EXIT"
mkdir -p "$out/obj"
objs=""
# (sorted for a stable link order; the object is named after the path
# under src/, sema/types/x.c -> sema_types_x.o, so equal basenames in two
# folders do not collide)
for f in $(find "$srcdir/src" -name '*.c' | LC_ALL=C sort); do
  rel=${f#"$srcdir"/src/}
  case $rel in driver/main.c) continue ;; esac
  o=$out/obj/$(printf '%s' "${rel%.c}" | tr / _).o
  # rebuilt when its source or any header (src/, generated) is newer
  if [ ! -f "$o" ] || [ "$f" -nt "$o" ] ||
     [ -n "$(find "$srcdir/src" "$builddir/config.h" -name '*.h' -newer "$o" 2>/dev/null | head -1)" ] ||
     [ -n "$(find "$srcdir/src/generated" -name '*.def' -newer "$o" 2>/dev/null | head -1)" ]; then
    echo "  CC       $o"
    # shellcheck disable=SC2086
    "$cc" $flags -I"$srcdir/src" -I"$builddir" -c "$f" -o "$o"
  fi
  objs="$objs $o"
done
for target in "$srcdir"/fuzz/fuzz_*.c; do
  name=$(basename "$target" .c)
  echo "  FUZZ     $out/$name"
  # shellcheck disable=SC2086
  "$cc" -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
    -I"$srcdir/src" -I"$builddir" "$target" $objs -o "$out/$name"
done
