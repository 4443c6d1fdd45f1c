// --utf8_char_literals / --no_utf8_char_literals: u8 character literals
// (default: from C++17).  With --no_utf8_char_literals u8 is an identifier
// before the quote (u8 string literals stay).
// OPTIONS:
// OPTIONS: --utf8_char_literals
// OPTIONS: --no_utf8_char_literals
// OPTIONS: --c++20
// OPTIONS: --c++20 --no_utf8_char_literals
int f() { char b = u8'a'; return b; }
int g() { const auto *s = u8"ab"; return s[0]; }
