// --check_concatenations / --no_check_concatenations: check concatenated
// string literals for mismatched encoding prefixes.  cudafe++ shows no
// effect in C++17/20: a prefixed literal concatenated with unprefixed ones
// is valid with either spelling (and L"a" u"b" is an error with either).
// OPTIONS:
// OPTIONS: --check_concatenations
// OPTIONS: --no_check_concatenations
// OPTIONS: --c++20 --check_concatenations
const char16_t *s = u"a" "b";
const char32_t *t = "a" U"b" "c";
const wchar_t *w = L"a" "b";
const char *n = "a" "b";
static_assert(sizeof(u"a" "b") == 6, "");
