// --lambdas / --no_lambdas: lambda expressions (default: from C++11).
// With --no_lambdas cudafe++ says "expected an expression" at each
// lambda's `[` and skips the lambda (errors inside it are not reported;
// those after it in the same function are).
// OPTIONS:
// OPTIONS: --lambdas
// OPTIONS: --no_lambdas
// OPTIONS: --c++20 --no_lambdas
template <class F> int call(F f) { return f(); }
int f1() { return call([] { return 1; }); }
int f2() { int x = 2; auto h = [x](int y) mutable { x += y; return x; }; return h(1) + x; }
int f3() { return [](int a) { return a; }(3) + 1; }
int f4() { auto o = [] { auto i = [] { return 1; }; return i(); }; return o(); }
struct S { int v; int m() { auto k = [this](int q) { return q + v; }; return k(1); } };
int f5() { int a[3] = {1, 2, 3}; return a[1]; }
int f6() { auto h = [] { return undefined_inside; }; return undefined_after; }
