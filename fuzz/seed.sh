#!/bin/sh
# Regenerate the fuzz seed corpora (kept out of git): the lexer corpus is
# cut from the project's own programs' host .ii files (made with nvcc when
# installed) plus the programs' sources; the CLI corpus is nvcc's cudafe++
# command lines and a few broken ones; the whole-front-end corpus is the
# programs' small sources.   usage: seed.sh SRCDIR OUTDIR
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

# The host writer runs on inputs that parse without errors: small CUDA
# translation units with every construct it edits (the parity of the
# input's size picks whole-program or rdc mode, its second bit
# --extended-lambda), plus the parser's corpus.
mkdir -p "$out/host"
cp "$out"/parser/* "$out/host/"
h=0
for snippet in \
  '__attribute__((global)) void k(int *p, int v) { p[0] = v; }
int main() { int *d = 0; k<<<1, 32>>>(d, 7); return 0; }' \
  'template <class T, int N = 4> __attribute__((global)) void t(T *p, T v) { p[N] = v; }
template __attribute__((global)) void t<float, 4>(float *, float);
template <> __attribute__((global)) void t<int, 4>(int *p, int v) { }
template <class T> void run(T *p) { t<T><<<1, 1>>>(p, T(1)); }
int main() { run((double *)0); return 0; }' \
  '__attribute__((device)) int dv = 1; __attribute__((constant)) float c[4] = {1, 2, 3, 4};
static __attribute__((device)) int sv; extern __attribute__((device)) int ev;
__attribute__((device)) __attribute__((managed)) int mv = 3; __attribute__((managed)) float ma[4];
namespace { __attribute__((device)) int av; __attribute__((global)) void ak(int *p) { *p = av; } }
int h() { mv = 5; ma[1] = mv + 1; ak<<<1, 1>>>(&mv); return sizeof(dv) + decltype((mv))(mv); }' \
  '__attribute__((device)) int dev(int x) { return x + 1; }
__attribute__((host)) __attribute__((device)) int hd(int x) { return x; }
static __attribute__((device)) __attribute__((noinline)) int sdev(int, int y) { return y; }
struct S { __attribute__((device)) S() : x(1) { } int x; __attribute__((device)) virtual int f() const { return x; } };
namespace ns { namespace inner { __attribute__((global)) void nk(float) { } } }
void launch(void (*kernels[2])(float)) { kernels[0]<<<dim3(1), dim3(2), 0, 0>>>(1.0f); ns::inner::nk<<<1, 1>>>(2.0f); }' \
  'struct __attribute__((device_builtin)) __nv_lambda_preheader_injection { };
template <class F> __attribute__((global)) void ap(F f, int *o) { o[0] = f(1); }
struct S { int m; void go(int *o) const { auto l = [=] __attribute__((device)) (int i) { return i + m; }; ap<<<1, 1>>>(l, o);
  auto s = [*this] __attribute__((host)) __attribute__((device)) (int i) mutable { return m += i; }; ap<<<1, 1>>>(s, o); } };
template <class T, int N> T run(int *o, T a) { int arr[2][3] = {}; auto d = [a, arr, y = a * 2] __attribute__((device)) (int i) -> T { return a + arr[1][i] + y + N; };
  ap<<<1, 1>>>(d, o); auto h = [] __attribute__((host)) __attribute__((device)) (int i) noexcept { return i; }; ap<<<1, 1>>>(h, o); return a; }
namespace { void anon(int *o) { auto e = [o] __attribute__((device)) { return *o; }; (void)e; } }
auto g = [] __attribute__((device)) (int i) { return i; };
template float run<float, 2>(int *, float);'; do
  for m in 0 1; do
    h=$((h + 1))
    # sizes one and two bytes apart: both modes, with and without
    # --extended-lambda
    { printf '\000'; printf '%s\n' "$snippet"; if [ "$m" = 1 ]; then printf ' '; fi; } > "$out/host/snippet$h"
    { printf '\000'; printf '%s\n' "$snippet"; if [ "$m" = 1 ]; then printf ' '; fi; printf '  '; } > "$out/host/snippet${h}x"
  done
done

i=0
for args in \
  "--c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 --display_error_number --orig_src_file_name x.cu --allow_managed --m64 --parse_templates --gen_c_file_name x.cpp --stub_file_name x.stub.c --gen_module_id_file --module_id_file_name x.id x.ii" \
  "--diag_suppress=177,20091 --diag_error 20048 -w --error_limit=3 x.ii" \
  "--stri --no_strict --output_mode=sarif -e3 -wW -- -x" \
  "--gnu_version=30200 --pack_alignment=8 --instantiate=used --clang_version 0"; do
  i=$((i + 1))
  printf '%s' "$args" | tr ' ' '\000' > "$out/cli/cmd$i"
done
# The whole front end (fuzz_frontend): every .cu and .cpp of the test
# programs under 4 KB (libFuzzer's -max_len=4096), at any depth, without
# its #include lines (the input is a translation unit: nothing is read
# from elsewhere), behind an options byte that cycles through the
# target's 32 option sets (fuzz_frontend.c).
mkdir -p "$out/frontend"
f=0
for prog in $(find "$srcdir/tests/programs" \( -name '*.cu' -o -name '*.cpp' \) -size -4k | LC_ALL=C sort); do
  f=$((f + 1))
  { printf "\\$(printf '%03o' $((f % 32)))"; grep -v '^[[:space:]]*#[[:space:]]*include' "$prog" || :; } > "$out/frontend/prog$f"
done
cp "$out"/host/snippet* "$out/frontend/"
echo "fuzz corpora in $out: $(ls "$out/lexer" | wc -l) lexer/parser, $(ls "$out/host" | wc -l) host, $(ls "$out/cli" | wc -l) cli, $(ls "$out/frontend" | wc -l) frontend"
