#!/bin/sh
# cufe-nvcc and nvcc's own option channels: options files (--options-file F,
# -optf F, nested and comma-separated; nvcc 13 rejects @F response files),
# -Xcudafe (options for the front end) and -v/--dryrun/-MD/-keep given in an
# options file.  Each command line runs twice in fresh directories, once
# with nvcc and once with cufe-nvcc, and these must agree: the exit code,
# stdout and stderr (nvcc's temporary names masked), the files made
# (names; an object is compared by its defined symbols; a dependency file
# byte for byte).  Skips (77) without a CUDA toolkit.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
scratch
cd "$SCRATCH" || exit 99
need_wrap
export NVCC

# A program with an unused variable (warning 177) and, with -DBAD, an
# error (20: an undefined name).
cat > u.cu <<'EOF'
__global__ void k(int *p) { p[0] = 1; }
int main() {
  int unused;
#ifdef BAD
  return undefined_name;
#endif
  k<<<1, 1>>>(0);
  return 0;
}
EOF
# Options files.
printf '%s\n' '-c -o u.o' > c.optf
printf '%s\n' '-v -c' > v.optf
printf '%s\n' '--dryrun -c' > dry.optf
printf '%s\n' '-MD -c -o m.o' > md.optf
printf '%s\n' '-Xcudafe --diag_suppress=177' > x.optf
printf '%s\n' '-c -Xcudafe "--diag_suppress=177 --diag_error=20"' > xq.optf
printf '%s\n' '-c' '-optf v.optf' '-DNESTED=" a b "' > nest.optf
printf '%s\n' '-keep -c -o k.o' > keep.optf

# (cufe-nvcc lists the front end as an absolute path named cudafe++:
# tests/scripts/cufe_nvcc.sh checks it)
mask() {
  sed -e 's/tmpxft_[0-9a-f_]*-[0-9]*/TMP/g' -e "s|$SCRATCH/[nc]/|DIR/|g" \
      -e "s|$SCRATCH/[nc].tmp/|TMPDIR/|g" -e 's|^#\$ /[^ ]*/cudafe++ |#$ cudafe++ |' "$1"
}
n=0
# same ARGS...: runs nvcc and cufe-nvcc on ARGS, compares.
same() {
  n=$((n + 1))
  for w in n c; do
    rm -rf $w $w.tmp; mkdir $w $w.tmp
    cp u.cu ./*.optf $w/
    if [ $w = n ]; then tool=$NVCC; else tool=$WRAP; fi
    ( cd $w && TMPDIR=$SCRATCH/$w.tmp CUFE=$CUFE "$tool" "$@" > ../$w.out 2> ../$w.err
      echo $? > ../$w.rc )
  done
  label="$*"
  check_eq "$label: exit code" "$(cat n.rc)" "$(cat c.rc)"
  check_eq "$label: stdout" "$(mask n.out)" "$(mask c.out)"
  check_eq "$label: stderr" "$(mask n.err)" "$(mask c.err)"
  check_eq "$label: files made" "$(cd n && ls | sed 's/tmpxft_[0-9a-f_]*-[0-9]*/TMP/')" \
    "$(cd c && ls | sed 's/tmpxft_[0-9a-f_]*-[0-9]*/TMP/')"
  for f in n/*.o; do
    [ -f "$f" ] || continue
    o=${f#n/}
    check_eq "$label: $o's symbols" "$(nm "$f" | awk '$2 != "U" && $2 != "u" {print $2, $3}' | sed 's/_[0-9a-f_]*_[0-9a-f]*$//' | sort)" \
      "$(nm "c/$o" 2>/dev/null | awk '$2 != "U" && $2 != "u" {print $2, $3}' | sed 's/_[0-9a-f_]*_[0-9a-f]*$//' | sort)"
  done
  for f in n/*.d; do
    [ -f "$f" ] || continue
    check_eq "$label: ${f#n/}" "$(cat "$f")" "$(cat "c/${f#n/}" 2>/dev/null)"
  done
}

# The warning as nvcc reports it, then silenced by -Xcudafe in each spelling.
same -c u.cu -o u.o
same -Xcudafe --diag_suppress=177 -c u.cu -o u.o
same -Xcudafe=--diag_suppress=177 -c u.cu -o u.o
same --Xcudafe --diag_suppress=177 -c u.cu -o u.o
# -Xcudafe turning the error into a warning and a warning into an error.
same -DBAD -c u.cu -o u.o
same -DBAD -Xcudafe --diag_warning=20 -c u.cu -o u.o
same -Xcudafe --diag_error=177 -c u.cu -o u.o
# An option cudafe++ does not know: a command-line error (exit code 4).
same -Xcudafe --no_such_option -c u.cu -o u.o
# Options files.
same -optf c.optf u.cu
same --options-file c.optf u.cu
same --options-file=c.optf u.cu
same -optf x.optf -c u.cu -o u.o
same -optf xq.optf -DBAD u.cu -o u.o
same -optf=x.optf,c.optf u.cu
same -optf nest.optf u.cu -o u.o
same -optf v.optf u.cu -o u.o
same -optf dry.optf u.cu -o u.o
same -optf md.optf u.cu
same -optf keep.optf u.cu
same -optf no-such.optf -c u.cu
same @c.optf u.cu
# -MD with -o: the dependency file's target is the object
same -MD -c u.cu -o m.o
# -v and --dryrun on the command line: nvcc's steps
same -v -Xcudafe --diag_suppress=177 -c u.cu -o u.o
same --dryrun -Xcudafe --diag_suppress=177 -c u.cu -o u.o
echo "$n command lines"
finish
