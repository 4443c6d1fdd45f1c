// --wchar_t_keyword / --no_wchar_t_keyword: whether wchar_t is a keyword
// (default on).  With --no_wchar_t_keyword it is an undefined identifier.
// OPTIONS:
// OPTIONS: --wchar_t_keyword
// OPTIONS: --no_wchar_t_keyword
// OPTIONS: --c++20 --no_wchar_t_keyword
int f() { wchar_t c = L'a'; return c; }
