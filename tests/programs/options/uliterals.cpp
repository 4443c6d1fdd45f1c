// --uliterals / --no_uliterals: u, U and u8 string and character literals
// and the keywords char16_t and char32_t (default: from C++11).  With
// --no_uliterals the prefix is an identifier before the quote.
// OPTIONS:
// OPTIONS: --uliterals
// OPTIONS: --no_uliterals
// OPTIONS: --c++20 --no_uliterals
int f() { const char16_t *s = u"ab"; char32_t c = U'x'; return s[0] + c; }
int g() { const char *s = u8"ab"; return s[0]; }
