// --clang (or --clang_version=N alone, the later of it and --no_clang
// winning): Clang mode.  Keywords change: clang's traits and qualifiers,
// some only from a clang_version (tables/keywords, clang_version>=N;
// __is_scoped_enum and __builtin_arm_ldrex from 160000, _Alignof from
// 30200, __builtin_bit_cast from 90000, __is_same whatever --gnu_version),
// and an __is_* trait right after `struct` is a name there (warning 2549,
// once per keyword, not in system headers) and from then on a keyword only
// before `(`, as libstdc++'s `struct __is_void` needs.  Clang's builtin
// templates __make_integer_seq and (from 30900) __type_pack_element are
// declared.
// OPTIONS:
// OPTIONS: --clang
// OPTIONS: --no_clang
// OPTIONS: --clang --no_clang
// OPTIONS: --clang --diag_suppress=2549
// OPTIONS: --clang_version=160000 --no_clang
// OPTIONS: --clang_version=160000
// (--clang_version: options/clang_version)
template <class T> struct __is_void { static const bool value = false; };
template <> struct __is_void<void> { static const bool value = true; };
bool a = __is_void<int>::value;
struct __is_pointer;
int __is_pointer_too;
namespace k1 { int __is_scoped_enum; }
namespace k2 { int __builtin_arm_ldrex; }
namespace k3 { int _Alignof; }
namespace k4 { int __builtin_bit_cast; }
namespace k5 { int __is_trivially_relocatable; }
template <class T, T... I> struct seq {};
using S = __make_integer_seq<seq, int, 3>;
using E = __type_pack_element<0, int, long>;
# 1 "/usr/include/sys.h" 3
template <class T> struct __is_integral { static const bool value = false; };
# 40 "clang.cpp" 2
bool d = __is_integral<int>::value;
