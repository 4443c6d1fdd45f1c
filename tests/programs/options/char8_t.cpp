// --char8_t / --no_char8_t: whether char8_t is a keyword (default: from
// C++20).  --char8_t makes it one in C++17, --no_char8_t an undefined
// identifier in C++20.
// OPTIONS:
// OPTIONS: --char8_t
// OPTIONS: --no_char8_t
// OPTIONS: --c++20
// OPTIONS: --c++20 --no_char8_t
// OPTIONS: --c++20 --char8_t
int f() { char8_t c = u8'a'; return c; }
