// --nullptr / --no_nullptr: whether nullptr is a keyword (default: C++11 on).
// With --no_nullptr it is an ordinary identifier: the declaration of a
// variable named nullptr is valid, and its use as the null pointer is an
// undefined name.
// OPTIONS:
// OPTIONS: --nullptr
// OPTIONS: --no_nullptr
// OPTIONS: --c++20 --no_nullptr
int *p = nullptr;
int f() { return p == nullptr; }
namespace n { int nullptr = 3; }
