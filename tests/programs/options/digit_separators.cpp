// --digit_separators / --no_digit_separators: 1'000 (default: from C++14).
// With --no_digit_separators the quote starts a character literal and
// cudafe++ warns (2628) where it touches the number.
// OPTIONS:
// OPTIONS: --digit_separators
// OPTIONS: --no_digit_separators
// OPTIONS: --c++20 --no_digit_separators
int f() { int a = 1'0'0; return a; }
