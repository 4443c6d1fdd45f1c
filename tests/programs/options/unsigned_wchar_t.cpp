// --unsigned_wchar_t: wchar_t is unsigned (and promotes to unsigned int),
// seen by constant expressions.
// OPTIONS:
// OPTIONS: --unsigned_wchar_t
static_assert((wchar_t)-1 < 0, "wchar_t is signed");
static_assert(L'\xffffffff' < 0, "wide literal");
static_assert((wchar_t)-1 + 0 < 0, "promoted");
static_assert(sizeof(wchar_t) == 4, "size");
