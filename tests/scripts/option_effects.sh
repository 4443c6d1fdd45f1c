#!/bin/sh
# Differential test of option effects against the real cudafe++: each
# tests/programs/options/*.cpp is a small hand-written C++ input (no
# #include, so no system header text; both tools read it as NAME.ii) with
# one or more lines
#   // OPTIONS: --some_option --another
# Each line is one run of cudafe++ and of cufe on the file, with nvcc's usual
# cudafe++ options (C++17 unless the line names another standard) plus the
# line's options; stderr (scratch paths masked), stdout, the exit code and
# whether a host file was written must be equal.  Lines
#   // HOST-GREP: REGEX
# ask that both host files contain a line matching REGEX (or neither).  A line
#   // INPUT-ENCODING: ENC [BOM]
# (ENC one of iconv's UTF-8, UTF-16LE, UTF-16BE, LATIN1) has the probe, which
# is written in UTF-8, converted to ENC for both tools, with ENC's byte order
# mark in front with BOM.
# Skips (77) when no CUDA toolkit is installed.
. "$top_srcdir/tests/scripts/lib.sh"
evidence_start option_effects
need_nvcc
scratch
cd "$SCRATCH" || exit 99

dir=$top_srcdir/tests/programs/options
for src in "$dir"/*.cpp; do
  [ -f "$src" ] || continue
  name=$(basename "$src" .cpp)
  enc=$(sed -n 's,^// *INPUT-ENCODING: *,,p' "$src")
  if [ -n "$enc" ]; then
    set -- $enc
    case "${2:-}:$1" in
      BOM:UTF-8) printf '\357\273\277' ;;
      BOM:UTF-16LE) printf '\377\376' ;;
      BOM:UTF-16BE) printf '\376\377' ;;
    esac > "$SCRATCH/$name.ii"
    iconv -f UTF-8 -t "$1" "$src" >> "$SCRATCH/$name.ii" || { fail "$name: iconv -t $1"; continue; }
  else
    cp "$src" "$SCRATCH/$name.ii"
  fi
  sed -n 's,^// *OPTIONS: *,,p' "$src" > runs
  [ -s runs ] || { fail "$name: no // OPTIONS: line"; continue; }
  greps=$(sed -n 's,^// *HOST-GREP: *,,p' "$src")
  while IFS= read -r opts; do
    std=--c++17
    case " $opts " in *" --c++"*) std=;; esac
    for t in ref new; do
      rm -rf $t; mkdir $t
      tool=$CUDAFE; [ $t = new ] && tool=$CUFE
      # shellcheck disable=SC2086
      ( cd $t && CUFE_DIAG_TRACE=$SCRATCH/trace.$t "$tool" $std --static-host-stub \
          --device-hidden-visibility --gnu_version=120200 --display_error_number \
          --orig_src_file_name "$name.cu" --orig_src_path_name "/src/$name.cu" \
          --allow_managed --m64 --parse_templates --gen_c_file_name x.cudafe1.cpp \
          --stub_file_name x.cudafe1.stub.c --gen_module_id_file \
          --module_id_file_name x.module_id $opts "$SCRATCH/$name.ii" \
          > stdout 2> stderr; echo $? > rc
        sed -i "s|$SCRATCH/||g" stderr stdout
        [ -f x.cudafe1.cpp ] && echo yes > host || echo no > host )
    done
    why=
    cmp -s ref/rc new/rc || why="$why exit code $(cat ref/rc) vs $(cat new/rc);"
    cmp -s ref/stderr new/stderr || why="$why stderr;"
    cmp -s ref/stdout new/stdout || why="$why stdout;"
    cmp -s ref/host new/host || why="$why host file written: $(cat ref/host) vs $(cat new/host);"
    if [ -n "$greps" ] && [ "$(cat ref/host)" = yes ]; then
      printf '%s\n' "$greps" | while IFS= read -r re; do
        a=no; b=no
        grep -Eq "$re" ref/x.cudafe1.cpp && a=yes
        grep -Eq "$re" new/x.cudafe1.cpp && b=yes
        [ $a = $b ] || echo "host line /$re/: cudafe++ $a, cufe $b;"
      done > grepwhy
      why="$why$(cat grepwhy)"
    fi
    # // HOST-LINES: REGEX -- the lines matching REGEX, in order and
    # without blanks, are the same in both host files
    hlines=$(sed -n 's,^// *HOST-LINES: *,,p' "$src")
    if [ -n "$hlines" ] && [ "$(cat ref/host)" = yes ]; then
      printf '%s\n' "$hlines" | while IFS= read -r re; do
        grep -E "$re" ref/x.cudafe1.cpp | tr -d ' \t' > lines.ref
        grep -E "$re" new/x.cudafe1.cpp | tr -d ' \t' > lines.new
        cmp -s lines.ref lines.new || echo "host lines /$re/ differ;"
      done > lineswhy
      why="$why$(cat lineswhy)"
    fi
    if [ -z "$why" ]; then
      pass "$name [$opts]"
      evidence "options/$name" "$SCRATCH/trace.new"
    else
      fail "$name [$opts]:$why"
      diff ref/stderr new/stderr | head -20 | sed 's/^/  /'
    fi
    rm -f "$SCRATCH/trace.new" "$SCRATCH/trace.ref"
  done < runs
done
finish
