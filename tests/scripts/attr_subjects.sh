#!/bin/sh
# CUDA attributes on every subject the checker classifies, against the real
# cudafe++: for each row of tables/cuda_attributes, a translation unit (our
# own preprocessed-style text) puts the attribute on functions of every
# execution space, members, constructors, templates, friends, variables at
# namespace scope, locals in host, device, kernel and host-device bodies,
# static and non-static data members, and on itself combined with every
# other attribute; cufe's stderr and exit code must equal cudafe++'s.
# The rules are the table's (src/parse/cuda_attr_check.c interprets them),
# so this also checks every row's data.  Skips (77) without a toolkit.
# Not covered yet (the checker does not classify them): parameters, types,
# lambdas, attributes after a class definition (1866), argument
# values (3717 ...), and __cluster_dims__ with __block_size__ together.
. "$top_srcdir/tests/scripts/lib.sh"
evidence_start attr_subjects
need_nvcc
scratch
cd "$SCRATCH" || exit 99
table=$top_srcdir/tables/cuda_attributes

# name minargs: the attributes, from the table
awk -F'|' '/^%/ { hdr = 1; next } !hdr || /^[ \t]*(#|$)/ { next }
  { n = $1; a = $5; gsub(/[ \t]/, "", n); gsub(/[ \t]/, "", a); print n, a }' "$table" > attrs
[ -s attrs ] || { fail "no attribute rows read"; finish; exit 1; }

# spell NAME ARGS: the attribute as the headers write it
spell() {
  case $2 in
    none) printf '__attribute__((%s))' "$1" ;;
    *) if [ "$1" = block_size ]; then printf '__attribute__((%s((128,1,1))))' "$1"
       else printf '__attribute__((%s(32)))' "$1"; fi ;;
  esac
}

H='__attribute__((host))'
D='__attribute__((device))'
G='__attribute__((global))'
ARGS="--c++17 --gnu_version=120200 --display_error_number --m64 --no_code_gen"
while read -r name args; do
  A=$(spell "$name" "$args")
  f=attr_$name.ii
  {
    echo "/* $A on every subject */"
    echo "$A void h1();"
    [ "$name" != device ] && echo "$D $A void d1();"
    [ "$name" != global ] && echo "$G $A void g1();"
    [ "$name" != host ] && [ "$name" != device ] && echo "$H $D $A void hd1();"
    echo "struct M1 { $A void m(); };"
    echo "struct C1 { $A C1(); };"
    echo "template <class T> $A void t1(T);"
    echo "struct F1 { friend $A void fr1(); };"
    echo "$A int v1;"
    echo "static $A int v2;"
    echo "extern $A int v3;"
    echo "void hl() { $A int l1; }"
    echo "$D void dl() { $A int l2; }"
    echo "$G void gl() { $A int l3; }"
    echo "$H $D void hdl() { $A int l4; }"
    echo "struct SM { static $A int s; };"
    echo "typedef $A int td1;"
    [ "$name" != device_builtin ] && echo "struct NM { $A int n; };"   # cudafe++: internal error
    # every other attribute with it, on a kernel and on a variable
    while read -r other oargs; do
      [ "$other" = "$name" ] && continue
      # not modelled: with both, cudafe++ reports only __block_size__ on a
      # non-kernel (one launch-configuration slot?)
      case "$name $other" in "cluster_dims block_size"|"block_size cluster_dims") continue ;; esac
      B=$(spell "$other" "$oargs")
      echo "$A $B void pf_$other();"
      echo "$A $B int pv_$other;"
    done < attrs
  } > "$f"
  rm -f ref.err new.err
  "$CUDAFE" $ARGS --orig_src_file_name "attr_$name.cu" "$f" > /dev/null 2> ref.err; ref=$?
  rm -f trace
  CUFE_DIAG_TRACE=$SCRATCH/trace "$CUFE" $ARGS --orig_src_file_name "attr_$name.cu" "$f" > /dev/null 2> new.err; new=$?
  if [ $ref = $new ] && cmp -s ref.err new.err; then
    evidence attr_subjects trace
    pass "$name: $(grep -c 'error\|warning' ref.err) diagnostics as cudafe++'s"
  else
    fail "$name (cudafe++ rc $ref, cufe rc $new)"
    diff ref.err new.err | head -16 | sed 's/^/  /'
  fi
done < attrs
finish
