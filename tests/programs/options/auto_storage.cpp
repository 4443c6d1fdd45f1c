// --auto_storage: `auto` is a storage class again (C++03), so `auto int x`
// declares an int; by default (C++11 and later) a type keyword after auto is
// error 84 "invalid combination of type specifiers" at the keyword.
// OPTIONS:
// OPTIONS: --auto_storage
// OPTIONS: --no_auto_storage
void f() { auto int a = 1; (void)a; }
void g() { int int b = 2; (void)b; }
void h() { auto c = 3; (void)c; }
