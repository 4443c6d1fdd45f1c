// --no-hidden-visibility-on-unnamed-ns: the host file renames an unnamed
// namespace to _GLOBAL__N_<module id>, normally with hidden visibility;
// with the option the namespace keeps default visibility, so its entities
// are default-visibility global symbols of the host object.
// OPTIONS:
// OPTIONS: --no-hidden-visibility-on-unnamed-ns
// HOST-GREP: _GLOBAL__N_[A-Za-z0-9_]* __attribute__\(\(visibility\("hidden"\)\)\)
// HOST-GREP: namespace _GLOBAL__N_[A-Za-z0-9_]* \{
namespace { __attribute__((global)) void ak(int) {} struct S { int f() { return 1; } }; int hv = 3; int hf() { return hv; } }
int use() { S s; return s.f() + hf(); }
