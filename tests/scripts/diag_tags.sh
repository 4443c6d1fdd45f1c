#!/bin/sh
# The diagnostic tags cudafe++ accepts, against the real cudafe++: every tag
# of tables/diagnostics and tables/diag_tags named by #pragma nv_diag_suppress
# (and the other pragma spellings on a sample), by --diag_suppress and its
# sister options, and cufe's own placeholder tags (edg_N, cufe_*), which
# cudafe++ rejects ("invalid error tag", 1223 for a pragma; a command-line
# error for an option).  stderr and exit codes must be equal.  Skips (77)
# without a CUDA toolkit.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
scratch
cd "$SCRATCH" || exit 99

# both NAME ARGS...: cudafe++ and cufe, stderr and rc compared.
both() {
  name=$1; shift
  rm -rf ref new; mkdir ref new
  ( cd ref && "$CUDAFE" "$@" > stdout 2> stderr; echo $? > rc )
  ( cd new && "$CUFE" "$@" > stdout 2> stderr; echo $? > rc )
  if cmp -s ref/stderr new/stderr && cmp -s ref/rc new/rc; then
    pass "$name"
  else
    fail "$name"
    echo "  cudafe++ rc $(cat ref/rc), cufe rc $(cat new/rc)"
    diff ref/stderr new/stderr | sed 's/^/  /' | head -20
  fi
}

# The tags of a table (second column of tables/diagnostics, first of
# tables/diag_tags), rows only.
tags_of() {
  awk -F'|' -v col="$2" '
    /^[ \t]*(#|%|$)/ { next }
    { t = $col; gsub(/[ \t]/, "", t); print t }' "$top_srcdir/tables/$1"
}
tags_of diagnostics 2 > table_tags
tags_of diag_tags 1 > extra_tags
# (invalid_error_tag, 1223 itself, is left out: suppressed, it would mute
# the 1223s of the placeholders after it; it has a case of its own)
grep -v -e '^edg_' -e '^cufe_' -e '^invalid_error_tag$' table_tags > real_tags
grep -e '^edg_' -e '^cufe_' table_tags | head -20 > own_tags
[ -s extra_tags ] && [ -s real_tags ] && [ -s own_tags ] || { fail "tables read"; finish; }

A="--c++17 --gnu_version=120200 --display_error_number --orig_src_file_name t.cu --orig_src_path_name $SCRATCH/t.cu --allow_managed --m64 --parse_templates --no_code_gen"

# 1. pragmas: one line per tag, every tag of both tables and some of cufe's
#    own, which must give 1223 at their lines as cudafe++ does.
{
  sed 's/^/#pragma nv_diag_suppress /' real_tags extra_tags own_tags
  echo 'int main() { return 0; }'
} > pragmas.ii
# shellcheck disable=SC2086
both "#pragma nv_diag_suppress: every tag of tables/diagnostics and tables/diag_tags" $A "$SCRATCH/pragmas.ii"

# the other spellings, on a sample (a diagnostic cufe reports, one it does
# not, a placeholder), around a warning cufe gives (997) and code that
# probable_guiding_friend is about
cat > spellings.ii <<'EOF'
#pragma nv_diag_suppress probable_guiding_friend
#pragma nv_diag_warning boolean_controlling_expr_is_constant
#pragma nv_diag_error useless_using_declaration
#pragma nv_diag_remark never_defined
#pragma nv_diag_default noreturn_function_does_return
#pragma nv_diag_once type_qualifiers_ignored_on_reference
#pragma diag_suppress code_is_unreachable
#pragma diag_warning initialization_not_reachable
#pragma nv_diag_suppress edg_10
#pragma nv_diag_warning cufe_input_too_large
#pragma nv_diag_suppress no_such_tag_here
#pragma nv_diag_suppress virtual_function_decl_hidden
#pragma nv_diag_suppress invalid_error_tag
#pragma nv_diag_suppress edg_11
#pragma nv_diag_default invalid_error_tag
#pragma nv_diag_suppress edg_12
struct B { virtual void f(int); };
struct D : B { void f(); };
#pragma nv_diag_default virtual_function_decl_hidden
struct E : B { void f(); };
template <int N> struct slot { friend constexpr auto get(slot<N>); };
int main() { while (1) { return 0; } }
EOF
# shellcheck disable=SC2086
both "pragma spellings on a sample of tags" $A "$SCRATCH/spellings.ii"

# 2. options: every tag in one list, then each kind of control; a
#    placeholder tag is a command-line error for cudafe++.
echo 'int main() { return 0; }' > empty.ii
all=$(cat real_tags extra_tags | tr '\n' ',' | sed 's/,$//')
# shellcheck disable=SC2086
both "--diag_suppress of every tag" $A --diag_suppress="$all" "$SCRATCH/empty.ii"
for opt in diag_suppress diag_remark diag_warning diag_error diag_once; do
  # shellcheck disable=SC2086
  both "--$opt of tags cufe does not report" $A --$opt=probable_guiding_friend,boolean_controlling_expr_is_constant \
    --$opt set_but_not_used "$SCRATCH/empty.ii"
done
# what nvcc passes for its -W options (-Wreorder, -Wdefault-stream-launch,
# -Wmissing-launch-bounds, -Wext-lambda-captures-this,
# -Wno-deprecated-declarations, -Werror cross-execution-space-call)
# shellcheck disable=SC2086
both "the tags of nvcc's -W options" $A --diag_warn out_of_order_ctor_init --diag_warn default_stream_launch \
  --diag_warn missing_launch_bounds --diag_warn this_addr_capture_ext_lambda \
  --diag_suppress deprecated_entity --diag_suppress deprecated_entity_with_custom_message \
  --diag_error h_hd_illegal_call --diag_error h_hd_illegal_call_generic "$SCRATCH/empty.ii"
for t in edg_10 cufe_input_too_large not_a_tag; do
  # shellcheck disable=SC2086
  both "--diag_suppress=$t" $A --diag_suppress=$t "$SCRATCH/empty.ii"
done

finish
