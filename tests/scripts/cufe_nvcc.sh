#!/bin/sh
# cufe-nvcc: runs nvcc's own pipeline with cufe in place of cudafe++.
# Skips without a CUDA toolkit.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
scratch
cd "$SCRATCH" || exit 99
need_wrap
cp "$top_srcdir/examples/saxpy.cu" .
export NVCC

# 1. With the real cudafe++ in cufe's place, the wrapper must give the same
#    program as nvcc: it runs every step nvcc would, in order.
"$NVCC" -o ref saxpy.cu || exit 99
# nvcc puts its temporaries in $TMPDIR: a private one, so other processes'
# files do not count.
mkdir tmp
TMPDIR=$SCRATCH/tmp CUFE=$CUDAFE "$WRAP" -o new saxpy.cu; rc=$?
check_eq "pipeline with cudafe++ as the front end: exit code" 0 "$rc"
check_eq "same defined symbols as nvcc's program" \
  "$(nm -g --defined-only ref | awk '{print $3}' | sort)" \
  "$(nm -g --defined-only new 2>/dev/null | awk '{print $3}' | sort)"
check_eq "temporary files removed" "" "$(ls tmp)"

# 2. The front-end step gets exactly nvcc's cudafe++ arguments.
cat > shim.sh <<SHIM
#!/bin/sh
printf '%s\n' "\$@" > "$SCRATCH/shim.args"
exec "$CUDAFE" "\$@"
SHIM
chmod +x shim.sh
"$NVCC" --dryrun -c saxpy.cu 2>&1 | sed -n 's/^#\$ cudafe++ //p' > want.cmd
eval "set -- $(cat want.cmd)"; printf '%s\n' "$@" | sed 's/tmpxft_[0-9a-f_]*-/TMP-/' > want.args
CUFE=$SCRATCH/shim.sh "$WRAP" -c saxpy.cu -o shim.o; rc=$?
check_eq "front-end step: exit code" 0 "$rc"
check_eq "front-end step: nvcc's cudafe++ arguments" "$(cat want.args)" \
  "$(sed 's/tmpxft_[0-9a-f_]*-/TMP-/' shim.args)"

# 3. cufe's own errors stop the pipeline with cufe's status and text.
printf '__global__ void k(int *p) { *p = 1 @ 2; }\n' > bad.cu
CUFE=$CUFE "$WRAP" -c bad.cu -o bad.o 2> bad.err; rc=$?
check_eq "cufe error stops the build: exit code" 2 "$rc"
if grep -q 'bad.cu(1): error: unrecognized token' bad.err; then pass "cufe's diagnostic is shown";
else fail "cufe's diagnostic is shown"; cat bad.err; fi
if [ -e bad.o ]; then fail "no object after an error"; else pass "no object after an error"; fi

# 4. With cufe itself: programs link and run, whole-program and -rdc=true
#    (device link included), exactly as nvcc's own build of them does: the
#    same output and exit status (without a GPU both stop at the first
#    CUDA call, which reports the error), the same defined symbols.
cat > run.cu <<'EOF2'
#include <cstdio>
__global__ void k(int *p) { *p = 42; }
int main()
{
  int *d = 0;
  cudaError_t e = cudaMalloc(&d, sizeof(int));
  if (e != cudaSuccess) { std::printf("cudaMalloc: %s\n", cudaGetErrorName(e)); return 3; }
  k<<<1, 1>>>(d);
  int h = 0;
  e = cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  std::printf("%s %d\n", cudaGetErrorName(e), h);
  return e == cudaSuccess && h == 42 ? 0 : 4;
}
EOF2
# An extended-lambda program whose __host__ __device__ lambdas run on the
# host: the wrappers' copies, mutable state and function-pointer
# conversion must behave as nvcc's (whose launches fail without a GPU).
cat > xl.cu <<'EOF2'
#include <cstdio>
int xl_seed = 1;   /* the module id's entity (else pid-dependent in rdc mode) */
template <typename F> __global__ void use(F f, int *out) { out[0] = f(threadIdx.x); }
struct Acc {
  int base;
  int go(int *out) {
    auto self = [*this] __host__ __device__ (int i) { return base * 10 + i; };
    use<<<1, 1>>>(self, out);
    return self(4);
  }
};
int main()
{
  int a = 3 * xl_seed, b = 4, t[3] = {5, 6, 7};
  auto add = [a, b] __host__ __device__ (int i) { return a * 100 + b * 10 + i; };
  auto counter = [a] __host__ __device__ (int i) mutable { a += i; return a; };
  auto plain = [] __host__ __device__ (int i) { return 2 * i; };
  auto arr = [t] __host__ __device__ (int i) { return t[i % 3]; };
  auto dev = [=] __device__ (int i) { return a + b + i; };
  int *out = nullptr;
  use<<<1, 1>>>(add, out);
  use<<<1, 1>>>(counter, out);
  use<<<1, 1>>>(dev, out);
  auto copy = counter;
  int (*fp)(int) = plain;
  std::printf("%d %d %d %d %d %d %d\n", add(1), counter(2), counter(3), copy(10), fp(21),
              arr(4), Acc{7}.go(out));
  std::printf("%s\n", cudaGetErrorName(cudaGetLastError()));
  return 0;
}
EOF2
for prog in "run.cu" "xl.cu --extended-lambda"; do
  # shellcheck disable=SC2086
  set -- $prog
  src=$1; shift
  for mode in "" "-rdc=true"; do
    m="$src, ${mode:-whole-program}"
    b=${src%.cu}$mode
    # shellcheck disable=SC2086
    "$NVCC" $mode "$@" -o "ref$b" "$src" || exit 99
    # shellcheck disable=SC2086
    TMPDIR=$SCRATCH/tmp CUFE=$CUFE "$WRAP" $mode "$@" -o "app$b" "$src" 2> "app$b.err"; rc=$?
    check_eq "cufe builds the program ($m): exit code" 0 "$rc"
    [ "$rc" -eq 0 ] || head -5 "app$b.err"
    check_eq "same defined symbols as nvcc's program ($m)" \
      "$(nm -g --defined-only "ref$b" | awk '{print $3}' | sort)" \
      "$(nm -g --defined-only "app$b" 2>/dev/null | awk '{print $3}' | sort)"
    "./ref$b" > "ref$b.out" 2>&1; rrc=$?
    "./app$b" > "app$b.out" 2>&1; arc=$?
    check_eq "it runs as nvcc's program does ($m): exit status" "$rrc" "$arc"
    check_eq "it runs as nvcc's program does ($m): output" "$(cat "ref$b.out")" "$(cat "app$b.out")"
  done
done

# 5. Commands that do not compile go straight to nvcc.
"$WRAP" --version > v.out 2>&1; rc=$?
check_eq "--version exit code" 0 "$rc"
if grep -q 'Cuda compilation tools' v.out; then pass "--version is nvcc's"; else fail "--version is nvcc's"; fi
finish
