#!/bin/sh
# Parser: real host preprocessing parses cleanly.  For each program below,
# nvcc's own host .ii (generated now, cached) is parsed with cufe
# --no_code_gen and nvcc's cudafe++ arguments, in C++17 (unless the
# program needs C++20) and in C++20: cufe must exit 0 with nothing on
# stderr.  Programs that do not parse cleanly yet are listed as pending
# (printed, not run).  Skips (77) without a CUDA toolkit.
. "$top_srcdir/tests/scripts/lib.sh"
need_nvcc
scratch

P=$top_srcdir/tests/programs

# Passing programs: parsed in both modes, or only in C++20 (they need it).
BOTH="
stl/all_headers stl/associative_containers stl/chrono_random_complex
stl/cstdio stl/iostreams stl/memory_functional stl/sequence_containers
stl/threads_atomics stl/traits_limits stl/trivial stl/vocabulary_types
cuda/01_reduce_shared_tree cuda/02_reduce_warp_shuffle cuda/03_reduce_atomics
cuda/04_scan_blelloch cuda/05_scan_decoupled_lookback cuda/06_stencil_1d
cuda/07_stencil_2d_jacobi cuda/08_stencil_3d cuda/09_gemm_tiled
cuda/10_histogram_shared_atomics cuda/11_bitonic_sort cuda/12_radix_sort
cuda/13_transpose cuda/14_nbody cuda/15_saxpy_grid_stride
cuda/16_kernel_templates cuda/17_variadic_kernel cuda/18_functors
cuda/19_host_device_class cuda/20_vec3_operators
cuda/21_device_constant_managed cuda/22_dynamic_shared cuda/23_streams_events
cuda/24_unified_memory cuda/25_memcpy_to_symbol
cuda/26_launch_bounds_restrict cuda/27_inline_noinline cuda/28_device_lambdas
cuda/29_thrust_basics cuda/30_thrust_scan_count
cuda/31_thrust_fancy_iterators cuda/32_thrust_lambdas_policies
cuda/33_cub_device cuda/34_cub_block_warp cuda/35_cuda_std_library
cuda/36_cuda_atomic_ref cuda/37_cooperative_groups cuda/38_fp16_bf16
cuda/39_curand_monte_carlo cuda/40_linkage_namespaces cuda/41_error_checking
cuda/42_virtual_device cuda/43_constexpr_relaxed cuda/44_device_recursion
cuda/45_device_printf cuda/46_rdc_dynamic_parallelism cuda/48_spmv_csr
cuda/49_texture_objects cuda/50_cuda_graphs cuda/51_async_copy_barrier
cuda/52_crtp_policies cuda/53_alignment_vector_types cuda/54_warp_vote_bits
cuda/69_parenthesized_names cuda/70_spaced_launch cuda/72_device_variable_initializers
cuda/73_linkage_redeclarations cuda/74_libcu_kernel_params cuda/75_unnamed_kernel_params
lex/coop lex/cub lex/kernel lex/literals lex/stl lex/thrust
"
CXX20_ONLY="
stl/cpp20_concepts_ranges stl/cpp20_library_misc stl/cpp20_span_spaceship
cuda/47_cpp20_kernels lex/stl20
"
# Not yet clean (none at the moment).
PENDING="
"

# check PROGRAM STD [EXTRA-NVCC-FLAG]  (PROGRAM: under tests/programs, or an
# absolute .cu path; the flag is added to the program's own NVCC_FLAGS)
check() {
  case "$1" in /*) cu=$1; label=$(basename "$1" .cu);; *) cu=$P/$1.cu; label=$1;; esac
  n=$(basename "$1" .cu)
  [ -f "$cu" ] || { fail "$label: missing"; return; }
  flags=$(nvcc_flags "$cu")
  case "$flags" in *-std=*) std="";; *) std="-std=$2";; esac
  dir=$SCRATCH/$n.$2
  if [ -n "${3:-}" ]; then
    case " $flags " in *" $3 "*) ;; *) flags="$flags $3";; esac
    label="$label $3"; dir="$dir.x"
  fi
  # shellcheck disable=SC2086
  nvcc_prepare "$cu" "$dir" $flags $std || { fail "$label ($2): nvcc preprocessing"; return; }
  # shellcheck disable=SC2046
  ( cd "$dir" && "$CUFE" --no_code_gen $(cat cudafe.args) > stdout 2> stderr; echo $? > rc )
  if [ "$(cat "$dir/rc")" = 0 ] && [ ! -s "$dir/stderr" ] && [ ! -s "$dir/stdout" ]; then
    pass "$label ($2)"
  else
    fail "$label ($2): rc $(cat "$dir/rc")"
    head -20 "$dir/stderr"
  fi
}

# Every standard header of libstdc++ 12 at once (the C++20 ones are empty
# in C++17); <coroutine> needs -fcoroutines, <expected>, <spanstream> and
# <stacktrace> are C++23.
STD_HEADERS="
algorithm any array atomic barrier bit cassert ccomplex cctype cerrno
cfenv cfloat charconv chrono cinttypes climits clocale cmath codecvt
compare complex concepts condition_variable csetjmp csignal cstdalign
cstdarg cstdbool cstddef cstdint cstdio cstdlib cstring ctgmath ctime
cuchar cwchar cwctype deque exception execution filesystem
forward_list fstream functional future initializer_list iomanip ios
iosfwd iostream istream iterator latch limits list locale map memory
memory_resource mutex new numbers numeric optional ostream queue
random ranges ratio regex scoped_allocator semaphore set shared_mutex
source_location span sstream stack stdexcept stop_token streambuf
string string_view syncstream system_error thread tuple type_traits
typeindex typeinfo unordered_map unordered_set utility valarray
variant vector version
"
mkdir -p "$SCRATCH/src"
{ for h in $STD_HEADERS; do echo "#include <$h>"; done
  echo 'int main() { return 0; }'; } > "$SCRATCH/src/std_headers.cu"
check "$SCRATCH/src/std_headers.cu" c++17
check "$SCRATCH/src/std_headers.cu" c++20

for prog in $BOTH; do
  check "$prog" c++17
  check "$prog" c++20
done
for prog in $CXX20_ONLY; do
  check "$prog" c++20
done
# The library programs again with --extended-lambda (nvcc then adds
# -D__CUDACC_EXTENDED_LAMBDA__, which pulls <functional> into every TU).
EXT_LAMBDA="
cuda/29_thrust_basics cuda/30_thrust_scan_count cuda/33_cub_device
cuda/34_cub_block_warp cuda/35_cuda_std_library cuda/36_cuda_atomic_ref
cuda/37_cooperative_groups cuda/38_fp16_bf16 cuda/39_curand_monte_carlo
lex/thrust lex/cub lex/coop stl/trivial
"
for prog in $EXT_LAMBDA; do
  check "$prog" c++17 --extended-lambda
  check "$prog" c++20 --extended-lambda
done

for prog in $PENDING; do
  echo "pending - $prog"
done
finish
