// --bool / --no_bool: whether bool is a keyword.  cudafe++ refuses
// --no_bool in C++14 and later (C++14 constexpr needs bool): a
// command-line error; --bool is the default.
// OPTIONS:
// OPTIONS: --bool
// OPTIONS: --no_bool
// OPTIONS: --c++20 --no_bool
bool f() { return true; }
