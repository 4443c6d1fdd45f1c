#!/bin/sh
# tools/deb_build.sh: build the Debian package twice and check it.
#
#   tools/deb_build.sh            (from anywhere in a git checkout of cufe)
#
# The committed tree (git archive HEAD: uncommitted changes are not in it)
# is unpacked into two fresh temporary directories of different names, and
# `dpkg-buildpackage -us -uc -b` runs in each (SOURCE_DATE_EPOCH comes from
# debian/changelog, as dpkg sets it).  Then:
#   * every .deb of the first build must equal the second's byte for byte
#     (cmp): the build is reproducible, whatever the build path;
#   * lintian on the first build's .changes (the .deb files) must report
#     no error and no warning (information and pedantic tags are printed,
#     not counted); the source package is linted too, for information.
# Prints each step's result and a PASS/FAIL summary; exits 1 on any
# failure.  Takes minutes: it is run by hand, not by make check.
# Needs dpkg-dev, debhelper, lintian and the package's Build-Depends.
# Environment: DEB_BUILD_OPTIONS is passed on (e.g. parallel=2, nocheck);
# DEB_BUILD_KEEP=1 keeps the work directory and says where it is.
set -u
me=deb_build.sh
top=$(git -C "$(dirname "$0")" rev-parse --show-toplevel) || exit 2
for tool in dpkg-buildpackage lintian dh cmp; do
  command -v $tool > /dev/null 2>&1 ||
    { echo "$me: $tool not found (apt-get install dpkg-dev debhelper lintian)" >&2; exit 2; }
done
[ -z "$(git -C "$top" status --porcelain --untracked-files=no)" ] ||
  echo "$me: note: uncommitted changes are not built (git archive HEAD)"

work=$(mktemp -d "${TMPDIR:-/tmp}/cufe-deb.XXXXXX") || exit 2
if [ "${DEB_BUILD_KEEP:-}" = 1 ]; then echo "$me: work directory (kept): $work"
else trap 'rm -rf "$work"' EXIT; fi

failed=
result() {  # result NAME ok|fail [DETAIL]
  if [ "$2" = ok ]; then echo "PASS: $1"; else echo "FAIL: $1${3:+ ($3)}"; failed="$failed${failed:+, }$1"; fi
}

# Two builds, each in a directory of its own (different paths).
builds=
for n in 1 2; do
  dir=$(mktemp -d "$work/build$n.XXXXXX") || exit 2
  builds="$builds $dir"
  mkdir "$dir/cufe"
  git -C "$top" archive --format=tar HEAD | tar -x -C "$dir/cufe" || exit 2
  t0=$(date +%s)
  ( cd "$dir/cufe" && dpkg-buildpackage -us -uc -b ) > "$dir/build.log" 2>&1
  rc=$?
  secs=$(( $(date +%s) - t0 ))
  echo "build $n: $dir: exit status $rc, $secs s"
  if [ $rc = 0 ]; then result "package build $n ($secs s)" ok
  else result "package build $n" fail "see $dir/build.log"; tail -20 "$dir/build.log"; fi
done
set -- $builds
b1=$1 b2=$2

# Byte-identical packages.
debs=$(cd "$b1" && ls ./*.deb 2>/dev/null | sed 's|^\./||')
if [ -z "$debs" ]; then
  result "byte-identical packages" fail "no .deb made"
else
  same=ok
  for deb in $debs; do
    if cmp "$b1/$deb" "$b2/$deb"; then echo "  identical: $deb ($(wc -c < "$b1/$deb") bytes, sha256 $(sha256sum < "$b1/$deb" | cut -c1-16)...)"
    else same=fail; echo "  DIFFERENT: $deb"; fi
  done
  [ "$(cd "$b2" && ls ./*.deb | sed 's|^\./||')" = "$debs" ] || { same=fail; echo "  the builds made different sets of .deb files"; }
  result "byte-identical packages ($(echo $debs))" $same
fi

# lintian: no errors, no warnings.
changes=$(ls "$b1"/*.changes 2>/dev/null | head -1)
if [ -n "$changes" ]; then
  echo "lintian --info --display-info --pedantic $(basename "$changes"):"
  lintian --info --display-info --pedantic --fail-on error,warning "$changes" > "$work/lintian.out" 2>&1
  rc=$?
  grep -v 'running with root privileges' "$work/lintian.out" | sed 's/^/  /'
  echo "  (lintian exit status $rc)"
  tags=$(grep -c '^[EW]: ' "$work/lintian.out")
  if [ $rc = 0 ] && [ "$tags" = 0 ]; then result "lintian: no errors or warnings" ok
  else result "lintian: no errors or warnings" fail "$tags error/warning tags, exit status $rc"; fi
else
  result "lintian" fail "no .changes file"
fi

# The source package, linted for information: not counted, because it
# reports what the tree itself lacks (as of 0.1.0: no license, so
# debian/copyright cannot name one: license-problem-undefined-license).
( cd "$b1" && rm -rf src && mkdir src && git -C "$top" archive --format=tar --prefix=cufe/ HEAD | tar -x -C src &&
  cd src && dpkg-source --build cufe > dpkg-source.log 2>&1 ) || echo "  (dpkg-source failed)"
dsc=$(ls "$b1"/src/*.dsc 2>/dev/null | head -1)
if [ -n "$dsc" ]; then
  echo "lintian --pedantic $(basename "$dsc") (source package; information, not counted):"
  lintian --pedantic "$dsc" 2>&1 | grep -v 'running with root privileges' | sed 's/^/  /'
fi

if [ -z "$failed" ]; then echo "deb_build: PASS"; exit 0; fi
echo "deb_build: FAIL ($failed)"
[ "${DEB_BUILD_KEEP:-}" = 1 ] || echo "(DEB_BUILD_KEEP=1 keeps the logs)"
exit 1
