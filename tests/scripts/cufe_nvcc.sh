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

# 6. --dryrun (and -dryrun) prints nvcc's listing with the front end in
#    cudafe++'s place: an absolute path named cudafe++ (tools that run the
#    steps themselves, sccache, know the step by that name) that is the
#    cufe the wrapper runs, with nvcc's arguments; nothing else changes and
#    nothing is compiled.  -v lists the same steps.
mask() { sed -e 's/tmpxft_[0-9a-f_]*-/TMP-/g' "$@"; }
XDG_CACHE_HOME=$SCRATCH/xdg; export XDG_CACHE_HOME
mkdir dry
cp saxpy.cu dry/
# front FILE: the front end the listing FILE names (its first word)
front() { sed -n 's/^#\$ \(.*\)$/\1/p' "$1" | grep -v '^[A-Za-z_]*=' | awk '/--gen_c_file_name|--module_id_file_name/' | grep -v cicc | head -1 | { read -r l; eval "set -- $l"; printf '%s\n' "$1"; }; }
i=0
for opts in "--dryrun -c" "-dryrun -c" "--dryrun -keep -c" "--dryrun -rdc=true -c" \
             "--dryrun -rdc=true -o app" "--dryrun -o app" "-dryrun --extended-lambda -c"; do
  i=$((i + 1))
  # shellcheck disable=SC2086
  ( cd dry && "$NVCC" $opts saxpy.cu > ../nv$i.out 2> ../nv$i.err; echo $? > ../nv$i.rc )
  # shellcheck disable=SC2086
  ( cd dry && CUFE=$CUFE "$WRAP" $opts saxpy.cu > ../cf$i.out 2> ../cf$i.err; echo $? > ../cf$i.rc )
  check_eq "$opts: exit code" "$(cat nv$i.rc)" "$(cat cf$i.rc)"
  f=$(front cf$i.err)
  case $f in
    /*/cudafe++) if [ "$f" -ef "$CUFE" ]; then pass "$opts: the front end is an absolute path named cudafe++ that is cufe ($f)"
                 else fail "$opts: the listed front end $f is cufe"; fi ;;
    *) fail "$opts: the front end is an absolute path named cudafe++ (got: $f)" ;;
  esac
  check_eq "$opts: nvcc's listing, with the front end in cudafe++'s place" \
    "$(mask nv$i.err | sed 's|^#\$ cudafe++ |#$ FRONT |')" \
    "$(mask cf$i.err | sed "s|^#\\\$ $f |#\$ FRONT |")"
  check_eq "$opts: standard output" "$(cat nv$i.out)" "$(cat cf$i.out)"
done
check_eq "--dryrun compiles nothing" "saxpy.cu" "$(ls dry)"
( cd dry && CUFE=$CUFE "$WRAP" -v -c saxpy.cu -o v.o 2> ../v.err ); rc=$?
( cd dry && CUFE=$CUFE "$WRAP" --dryrun -c saxpy.cu -o v.o 2> ../d.err )
check_eq "-v: exit code" 0 "$rc"
check_eq "-v lists the steps --dryrun lists" "$(mask d.err)" "$(mask v.err)"
rm -f dry/v.o

# A front end named cudafe++ already is listed as it is; without a place
# for the link (no cache directory), cufe's own absolute path is, quoted
# as nvcc quotes when it has spaces.
mkdir -p "named" "sp ace"
ln -s "$CUFE" named/cudafe++
ln -s "$CUFE" "sp ace/cufe"
( cd dry && CUFE=../named/cudafe++ "$WRAP" --dryrun -c saxpy.cu 2> ../n.err )
check_eq "CUFE named cudafe++: listed as it is (absolute)" "$SCRATCH/named/cudafe++" "$(front n.err)"
( cd dry && HOME=/nonexistent XDG_CACHE_HOME=/proc/none CUFE="$SCRATCH/sp ace/cufe" "$WRAP" --dryrun -c saxpy.cu 2> ../s.err )
check_eq "no cache directory: cufe's absolute path, quoted" "$SCRATCH/sp ace/cufe" "$(front s.err)"
if grep -q "^#\\$ \"$SCRATCH/sp ace/cufe\" --" s.err; then pass "the path in double quotes"; else fail "the path in double quotes"; grep 'sp ace' s.err; fi

# Installed (make install): cufe-nvcc without CUFE lists the link
# $(pkglibexecdir)/cudafe++ to the cufe installed next to it.
mkdir -p inst/bin inst/libexec/cufe
cp "$CUFE" inst/bin/cufe
ln -s "$SCRATCH/inst/bin/cufe" inst/libexec/cufe/cudafe++
sed -e "s|@bindir[@]|$SCRATCH/inst/bin|g" -e "s|@pkglibexecdir[@]|$SCRATCH/inst/libexec/cufe|g" \
  "$top_srcdir/tools/cufe-nvcc.in" > inst/bin/cufe-nvcc
chmod +x inst/bin/cufe-nvcc
( cd dry && env -u CUFE XDG_CACHE_HOME=/proc/none "$SCRATCH/inst/bin/cufe-nvcc" --dryrun -c saxpy.cu 2> ../i.err )
check_eq "installed: the link installed with cufe is listed" "$SCRATCH/inst/libexec/cufe/cudafe++" "$(front i.err)"

# Whoever runs the listed steps runs cufe: run them as a shell would
# (settings exported, as nvcc does), with a logging front end.
cat > logfe.sh <<LOGFE
#!/bin/sh
echo "\$*" >> "$SCRATCH/logfe.log"
exec "$CUFE" "\$@"
LOGFE
chmod +x logfe.sh
( cd dry && CUFE=../logfe.sh "$WRAP" --dryrun -c saxpy.cu -o run.o 2> ../r.err )
awk '/^#\$ / { l = substr($0, 4)
       if (match(l, /^[A-Za-z_][A-Za-z0-9_]*=/)) { v = substr(l, RLENGTH + 1); gsub(/\047/, "", v)
         printf "%s=\047%s\047; export %s\n", substr(l, 1, RLENGTH - 1), v, substr(l, 1, RLENGTH - 1); next }
       sub(/^rm /, "rm -f ", l); print l }' r.err > r.sh
( cd dry && sh -e ../r.sh ) > r.log 2>&1; rc=$?
check_eq "the listed steps run: exit code" 0 "$rc"
[ "$rc" -eq 0 ] || tail -5 r.log
if [ -s dry/run.o ]; then pass "the listed steps make the object"; else fail "the listed steps make the object"; fi
sed -n 's/^#\$ cudafe++ //p' nv1.err > fe.cmd
eval "set -- $(cat fe.cmd)"
check_eq "the listed steps ran the wrapper's front end once, with nvcc's arguments" \
  "$(echo "$*" | mask)" "$(mask logfe.log 2>/dev/null)"

# 5. Commands that do not compile go straight to nvcc.
"$WRAP" --version > v.out 2>&1; rc=$?
check_eq "--version exit code" 0 "$rc"
if grep -q 'Cuda compilation tools' v.out; then pass "--version is nvcc's"; else fail "--version is nvcc's"; fi
finish
