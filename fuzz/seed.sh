#!/bin/sh
# Regenerate the fuzz seed corpora (kept out of git): the lexer corpus is
# cut from the project's own programs' host .ii files (made with nvcc when
# installed) plus the programs' sources; the CLI corpus is nvcc's cudafe++
# command lines and a few broken ones.   usage: seed.sh SRCDIR OUTDIR
set -eu
srcdir=$1 out=$2
mkdir -p "$out/lexer" "$out/cli"
n=0
for cu in "$srcdir"/tests/programs/*/*.cu; do
  n=$((n + 1))
  { printf '\001'; cat "$cu"; } > "$out/lexer/src$n"
done
nvcc=$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)
if [ -x "$nvcc" ]; then
  tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
  for cu in "$srcdir"/tests/programs/lex/kernel.cu "$srcdir"/tests/programs/lex/literals.cu; do
    b=$(basename "$cu" .cu)
    "$nvcc" -E -x cu "$cu" -o "$tmp/$b.ii" 2>/dev/null || continue
    # 4 KB slices: small inputs keep the fuzzer fast.
    split -b 4096 -a 4 "$tmp/$b.ii" "$tmp/$b.slice."
    k=0
    for s in "$tmp/$b".slice.*; do
      k=$((k + 1)); [ $((k % 16)) -eq 1 ] || continue
      { printf '\000'; cat "$s"; } > "$out/lexer/$b.$k"
    done
  done
fi
# The parser reads the same kind of input as the lexer.
mkdir -p "$out/parser"
cp "$out"/lexer/* "$out/parser/"

i=0
for args in \
  "--c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 --display_error_number --orig_src_file_name x.cu --allow_managed --m64 --parse_templates --gen_c_file_name x.cpp --stub_file_name x.stub.c --gen_module_id_file --module_id_file_name x.id x.ii" \
  "--diag_suppress=177,20091 --diag_error 20048 -w --error_limit=3 x.ii" \
  "--stri --no_strict --output_mode=sarif -e3 -wW -- -x" \
  "--gnu_version=30200 --pack_alignment=8 --instantiate=used --clang_version 0"; do
  i=$((i + 1))
  printf '%s' "$args" | tr ' ' '\000' > "$out/cli/cmd$i"
done
echo "fuzz corpora in $out: $(ls "$out/lexer" | wc -l) lexer/parser, $(ls "$out/cli" | wc -l) cli"
