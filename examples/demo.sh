#!/bin/sh
# `make demo`: run cufe on an example the way nvcc would run cudafe++.
# With a CUDA toolkit: preprocess examples/saxpy.cu with nvcc's own gcc -E
# command and run cufe with nvcc's exact cudafe++ arguments.  Without one:
# run cufe on the bundled examples/saxpy-demo.txt, a preprocessed-style
# input written by this project (copied to saxpy.ii at run time).
set -u
cufe=${CUFE:?}
srcdir=${top_srcdir:?}
work=$(mktemp -d "${TMPDIR:-/tmp}/cufe-demo.XXXXXX")
trap 'rm -rf "$work"' EXIT
nvcc=$(command -v nvcc 2>/dev/null || true)
[ -z "$nvcc" ] && [ -x /usr/local/cuda/bin/nvcc ] && nvcc=/usr/local/cuda/bin/nvcc

cd "$work" || exit 1
if [ -n "$nvcc" ]; then
  cp "$srcdir/examples/saxpy.cu" .
  "$nvcc" --dryrun -keep -c saxpy.cu > dryrun.txt 2>&1
  pp=$(sed -n 's/^#\$ \(gcc .* -E .*cpp4\.ii"\) *$/\1/p' dryrun.txt | head -1)
  args=$(sed -n 's/^#\$ cudafe++ //p' dryrun.txt | head -1)
  echo "demo: nvcc preprocesses saxpy.cu:  $pp"
  eval "$pp" || exit 1
  echo "demo: cufe $args"
  eval "set -- $args"
else
  echo "demo: no CUDA toolkit found; using the bundled examples/saxpy-demo.txt as saxpy.ii"
  # the bundled input is kept as .txt (hand-written, not preprocessor output)
  cp "$srcdir/examples/saxpy-demo.txt" saxpy.ii
  set -- --c++17 --static-host-stub --device-hidden-visibility --gnu_version=120200 \
    --display_error_number --orig_src_file_name saxpy.cu --orig_src_path_name "$work/saxpy.cu" \
    --allow_managed --m64 --parse_templates --gen_c_file_name saxpy.cudafe1.cpp \
    --stub_file_name saxpy.cudafe1.stub.c --gen_module_id_file \
    --module_id_file_name saxpy.module_id saxpy.ii
  echo "demo: cufe $*"
fi
"$cufe" "$@"
rc=$?
echo "demo: cufe exited with status $rc"
ls -l
exit $rc
