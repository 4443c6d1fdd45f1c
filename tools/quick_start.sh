#!/bin/sh
# tools/quick_start.sh: check README's quick-start command on a fresh machine.
#
#   tools/quick_start.sh            (as root, from a git checkout of cufe)
#
# debootstraps a minimal system (--variant=minbase) of the distribution and
# release this machine runs (/etc/os-release: Debian or Ubuntu) into a
# temporary directory, empties its package lists (as in a fresh container
# image), puts the committed tree (git archive HEAD) in it and runs, in a
# chroot, the command between README.md's "quick-start-command" markers:
#   1. as root, on a system without sudo;
#   2. as a user "builder" who has sudo (installed and granted first), on a
#      fresh copy of the tree.
# Each must end with exit status 0 and make demo's report "demo: cufe exited with status 0"
# (examples/demo.sh).  Prints PASS/FAIL for each; exits 1 on a failure,
# 2 when it cannot run (not root, no debootstrap, no archive).  Takes many
# minutes and needs the distribution's archive: run by hand, not by make
# check.
# Environment: QUICK_START_MIRROR (default deb.debian.org/debian or
# archive.ubuntu.com/ubuntu), QUICK_START_KEEP=1 keeps the directory.
set -u
me=quick_start.sh
top=$(git -C "$(dirname "$0")" rev-parse --show-toplevel) || exit 2
[ "$(id -u)" = 0 ] || { echo "$me: must run as root (debootstrap, chroot)" >&2; exit 2; }
command -v debootstrap > /dev/null 2>&1 ||
  { echo "$me: debootstrap not found (apt-get install debootstrap)" >&2; exit 2; }
. /etc/os-release
case ${ID:-} in
  debian) mirror=${QUICK_START_MIRROR:-http://deb.debian.org/debian} ;;
  ubuntu) mirror=${QUICK_START_MIRROR:-http://archive.ubuntu.com/ubuntu} ;;
  *) echo "$me: not Debian or Ubuntu (/etc/os-release: ${ID:-?})" >&2; exit 2 ;;
esac
suite=${VERSION_CODENAME:?no VERSION_CODENAME in /etc/os-release}
cmd=$(sed -n '/<!-- quick-start-command -->/,/<!-- \/quick-start-command -->/p' "$top/README.md" |
      sed -n 's/^    //p')
[ -n "$cmd" ] || { echo "$me: no quick-start command in README.md" >&2; exit 2; }
[ -z "$(git -C "$top" status --porcelain --untracked-files=no)" ] ||
  echo "$me: note: uncommitted changes are not in the tree (git archive HEAD)"

work=$(mktemp -d "${TMPDIR:-/tmp}/cufe-quick.XXXXXX") || exit 2
root=$work/root
cleanup() {
  umount "$root/proc" 2>/dev/null
  if [ "${QUICK_START_KEEP:-}" = 1 ]; then echo "$me: kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
failed=

echo "$me: debootstrap --variant=minbase $suite $mirror"
if ! debootstrap --variant=minbase "$suite" "$root" "$mirror" > "$work/debootstrap.log" 2>&1; then
  tail -5 "$work/debootstrap.log"
  echo "$me: debootstrap failed (is $mirror reachable?)" >&2
  exit 2
fi
rm -rf "$root"/var/lib/apt/lists/*
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null
mount -t proc proc "$root/proc" || exit 2
if chroot "$root" sh -c 'command -v sudo' > /dev/null; then
  echo "$me: the fresh system has sudo?" >&2; exit 2
fi

# run NAME USER: the command in a fresh copy of the tree, as USER
run() {
  home=/root
  [ "$2" = root ] || home=/home/$2
  rm -rf "$root$home/cufe"
  mkdir -p "$root$home/cufe"
  git -C "$top" archive HEAD | tar -x -C "$root$home/cufe"
  [ "$2" = root ] || chroot "$root" chown -R "$2:$2" "$home/cufe"
  echo "$me: $1: $cmd"
  chroot "$root" env -i HOME="$home" PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    su -s /bin/sh "$2" -c "cd $home/cufe && $cmd" < /dev/null > "$work/$1.log" 2>&1
  rc=$?
  if [ $rc = 0 ] && grep -q '^demo: cufe exited with status 0' "$work/$1.log"; then echo "PASS: $1"
  else
    tail -15 "$work/$1.log"
    echo "FAIL: $1 (exit status $rc)"; failed="$failed${failed:+, }$1"
  fi
}

run "as root, no sudo" root
chroot "$root" sh -c 'apt-get install -y sudo > /dev/null && useradd -m builder &&
  echo "builder ALL=(ALL) NOPASSWD: ALL" > /etc/sudoers.d/builder' < /dev/null > "$work/sudo.log" 2>&1 ||
  { cat "$work/sudo.log"; echo "$me: could not set up the sudo user" >&2; exit 2; }
run "as a user with sudo" builder

if [ -n "$failed" ]; then echo "FAIL ($failed)"; exit 1; fi
echo PASS
