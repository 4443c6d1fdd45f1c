// --gen_system_templates_from_text: templates from system headers are
// written from their source text instead of regenerated (a spelling change
// only; cufe copies the input text anyway).
// OPTIONS: --gen_system_templates_from_text --c++20
// OPTIONS:
// OPTIONS: --gen_system_templates_from_text
# 1 "/usr/include/c++/12/bits/x.h" 1 3
template <class _It> inline _It __miter_base(_It __it) { return __it; }
template <class _T> constexpr bool __is_null_pointer(_T *__p) { return __p == 0; }
# 3 "x.cu" 2
int h(int *p) { return __miter_base(p) != 0 && !__is_null_pointer(p); }
