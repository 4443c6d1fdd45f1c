#!/bin/sh
# sccache-dist on loopback: a scheduler (client token auth, server JWT
# auth, as sccache's DistributedQuickstart sets them up) and one build
# server (the overlay builder: bubblewrap, root) on 127.0.0.1, and a client
# sccache that sends its compiles there.  `sccache cufe-nvcc -c x.cu`:
#   * every step sccache caches (the front end, cicc, ptxas, the host
#     compile) is compiled on the build server, none fails;
#   * the toolchain the build server got for the front-end step holds the
#     cufe binary and the link named cudafe++ to it: the server ran cufe;
#   * the object equals that of `sccache nvcc -c x.cu` through the same
#     build server (nvcc's own cudafe++ there) -- every section, every
#     symbol.  (An object compiled on a build server is not always the
#     one a local compile makes: sccache-dist compiles the host file
#     preprocessed; nvcc's differs the same way.)
# Skips (77) without nvcc, sccache 0.16 (see need_sccache) with
# sccache-dist, root, or a working bubblewrap.  The daemons are the
# test's own (ports from its process id), stopped at the end.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
[ "${CUFE_SLOW_TESTS:-yes}" = no ] && skip "CUFE_SLOW_TESTS=no (make distcheck): nvcc builds left to make check"
need_wrap
need_sccache
[ -n "$SCCACHE_DIST" ] || skip "sccache-dist not found next to $SCCACHE: sccache-dist test not run"
[ "$(id -u)" = 0 ] || skip "sccache-dist's build server runs as root (bubblewrap sandbox, overlay mounts): test not run"
BWRAP=$(command -v bwrap 2>/dev/null) || skip "bubblewrap (bwrap) not installed: sccache-dist test not run"
"$BWRAP" --ro-bind / / true 2>/dev/null || skip "bubblewrap cannot make a sandbox here: sccache-dist test not run"

scratch
cd "$SCRATCH" || exit 99
export NVCC
mkdir tmp; TMPDIR=$SCRATCH/tmp; export TMPDIR
base=$((30000 + ($$ % 5000) * 4))
sched=127.0.0.1:$((base + 1))
server=127.0.0.1:$((base + 2))
unset SCCACHE_RECACHE SCCACHE_DISABLE SCCACHE_NO_DIST_COMPILE RUSTC_WRAPPER SCCACHE_LOG

key=$("$SCCACHE_DIST" auth generate-jwt-hs256-key) &&
  server_token=$("$SCCACHE_DIST" auth generate-jwt-hs256-server-token --secret-key "$key" --server "$server") &&
  client_token=$("$SCCACHE_DIST" auth generate-shared-token) || { echo "sccache-dist auth failed"; exit 99; }
cat > scheduler.conf <<EOF
public_addr = "$sched"
[client_auth]
type = "token"
token = "$client_token"
[server_auth]
type = "jwt_hs256"
secret_key = "$key"
EOF
cat > server.conf <<EOF
cache_dir = "$SCRATCH/toolchains"
public_addr = "$server"
scheduler_url = "http://$sched"
[builder]
type = "overlay"
build_dir = "$SCRATCH/build"
bwrap_path = "$BWRAP"
[scheduler_auth]
type = "jwt_token"
token = "$server_token"
EOF
cat > client.conf <<EOF
[dist]
scheduler_url = "http://$sched"
toolchains = []
toolchain_cache_size = 2147483648
[dist.auth]
type = "token"
token = "$client_token"
EOF

SCCACHE_NO_DAEMON=1 SCCACHE_LOG=info "$SCCACHE_DIST" scheduler --config scheduler.conf > scheduler.log 2>&1 &
sched_pid=$!
SCCACHE_NO_DAEMON=1 SCCACHE_LOG=info "$SCCACHE_DIST" server --config server.conf > server.log 2>&1 &
server_pid=$!
SCCACHE_CONF=$SCRATCH/client.conf
SCCACHE_DIR=$SCRATCH/sccache-cache
SCCACHE_SERVER_PORT=$((base + 3))
SCCACHE_IDLE_TIMEOUT=0
SCCACHE_ERROR_LOG=$SCRATCH/client.log
export SCCACHE_CONF SCCACHE_DIR SCCACHE_SERVER_PORT SCCACHE_IDLE_TIMEOUT SCCACHE_ERROR_LOG
trap '"$SCCACHE" --stop-server > /dev/null 2>&1; kill $sched_pid $server_pid 2>/dev/null; wait 2>/dev/null; rm -rf "$SCRATCH"' EXIT
# the build server registered with the scheduler
i=0
until grep -q 'Registered new server' scheduler.log 2>/dev/null || [ $i -ge 30 ]; do sleep 1; i=$((i + 1)); done
if ! grep -q 'Registered new server' scheduler.log; then
  tail -n 5 scheduler.log server.log
  echo "the build server did not register with the scheduler"; exit 99
fi
"$SCCACHE" --start-server > client-start.log 2>&1 || { cat client-start.log; exit 99; }
if "$SCCACHE" --dist-status 2>/dev/null | grep -q '"num_servers":1'; then pass "the client sees one build server"
else fail "the client sees one build server"; "$SCCACHE" --dist-status; fi

# count TEXT: the count after TEXT on --show-stats / --show-adv-stats lines
count() {
  "$SCCACHE" $1 | awk -v k="$2" 'index($0, k) == 1 && substr($0, length(k) + 1) ~ /^ +[0-9]+$/ { print $NF; f = 1 }
                                   END { if (!f) print 0 }'
}
cp "$top_srcdir/examples/saxpy.cu" x.cu

# 1. cufe-nvcc's steps on the build server
CUFE=$CUFE "$SCCACHE" "$WRAP" -c x.cu -o cufe.o > cufe.log 2>&1; rc=$?
check_eq "sccache cufe-nvcc -c: exit code" 0 "$rc"
[ $rc = 0 ] || { cat cufe.log; tail -n 20 client.log; }
misses=$(count --show-stats 'Cache misses')
check_eq "the front-end step is one of the steps (a miss)" 1 "$(count --show-adv-stats 'Cache misses (cuda [cudafe++])')"
check_eq "every step compiled on the build server ($misses)" "$misses" "$(count --show-stats "  $server")"
check_eq "no distributed compile failed" 0 "$(count --show-stats 'Failed distributed compilations')"

# 2. the toolchain the build server got for the front end: cufe
found=no
i=0
for tc in $(find toolchains -type f 2>/dev/null); do
  i=$((i + 1))
  mkdir "tc$i"
  tar -xzf "$tc" -C "tc$i" 2>/dev/null || continue
  link=$(find "tc$i" -name 'cudafe++' -type l | head -1)
  [ -n "$link" ] || continue
  target=tc$i$(readlink "$link")
  if cmp -s "$target" "$CUFE"; then found=yes; fi
done
check_eq "the build server's front-end toolchain: the link named cudafe++ and the cufe binary" yes "$found"

# 3. the object equals nvcc's own through the same build server
"$SCCACHE" "$NVCC" -c x.cu -o nvcc.o > nvcc.log 2>&1; rc=$?
check_eq "sccache nvcc -c: exit code" 0 "$rc"
check_eq "the object's sections equal nvcc's" "$(objdump -s nvcc.o | grep -v 'file format')" \
  "$(objdump -s cufe.o 2>/dev/null | grep -v 'file format')"
check_eq "the object's symbols equal nvcc's" "$(nm -a nvcc.o)" "$(nm -a cufe.o 2>/dev/null)"
finish
