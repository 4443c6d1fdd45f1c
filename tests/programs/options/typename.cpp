// --typename / --no_typename: whether typename is a keyword (default on).
// With --no_typename it is an undefined identifier.
// OPTIONS:
// OPTIONS: --typename
// OPTIONS: --no_typename
// OPTIONS: --c++20 --no_typename
template <class T> void g() { (void)typename T::x(); }
