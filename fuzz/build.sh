#!/bin/sh
# Build the libFuzzer targets (make fuzz): every src/*.c but main.c, the
# generated sources, and each fuzz/fuzz_*.c, with clang's libFuzzer, ASan
# and UBSan.   usage: build.sh SRCDIR BUILDDIR OUTDIR
set -eu
srcdir=$1 builddir=$2 out=$3
cc=${FUZZ_CC:-clang}
command -v "$cc" >/dev/null || { echo "fuzz: $cc not found (apt-get install clang libclang-rt-14-dev)" >&2; exit 1; }
mkdir -p "$out"
lib=""
for f in "$srcdir"/src/*.c "$srcdir"/src/generated/*.c; do
  case $f in */main.c) continue ;; esac
  lib="$lib $f"
done
for target in "$srcdir"/fuzz/fuzz_*.c; do
  name=$(basename "$target" .c)
  echo "  FUZZ     $out/$name"
  # shellcheck disable=SC2086
  "$cc" -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
    -I"$srcdir/src" -I"$builddir" $lib "$target" -o "$out/$name"
done
