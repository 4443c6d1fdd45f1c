// --clang_version=N: the Clang version Clang mode emulates; given alone it
// selects Clang mode too (the later of it and --no_clang wins).  Keywords
// from a version on (tables/keywords, clang_version>=N): __is_scoped_enum
// and __builtin_arm_ldrex from 160000, __is_trivially_relocatable from
// 150000, _Generic 30000, _Alignof 30200, __builtin_bit_cast 90000; the
// builtin template __type_pack_element from 30900 (__make_integer_seq in
// every version).  A reverted __is_* trait (options/clang) stays a keyword
// before `(`.
// OPTIONS: --clang_version=160000
// OPTIONS: --no_clang --clang_version=190000
// OPTIONS: --clang --clang_version=1
// OPTIONS: --clang --clang_version=30000
// OPTIONS: --clang --clang_version=30900
// OPTIONS: --clang --clang_version=150000
// OPTIONS: --clang_version=999999
template <class T> struct __is_void { static const bool value = false; };
bool a = __is_void<int>::value;
bool b = __is_void(void);
struct __is_pointer;
bool c = __is_pointer(int *);
namespace k1 { int __is_scoped_enum; }
namespace k2 { int __builtin_arm_ldrex; }
namespace k3 { int _Alignof; }
namespace k4 { int _Generic; }
namespace k5 { int __builtin_bit_cast; }
namespace k6 { int __is_trivially_relocatable; }
template <class T, T... I> struct seq {};
using S = __make_integer_seq<seq, int, 3>;
using E = __type_pack_element<0, int, long>;
