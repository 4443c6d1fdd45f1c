// WARNING (C++20): [=] lambdas capturing `this` implicitly (2908, once per
// use, for the innermost lambda); explicit, [&], static, other.m and
// sizeof uses give none.
// NVCC_FLAGS: -std=c++20
struct S {
  int m, n;
  int a() { auto l = [=] { return m + n; }; return l(); }
  int b() { auto l = [=] { return this->m; }; return l(); }
  int c() { auto l = [=] { auto k = [=] { return m; }; return k(); }; return l(); }
  int d() { auto l = [&] { return m; }; return l(); }
  int e() { auto l = [=, this] { return m; }; return l(); }
  static int s;
  int f() { auto l = [=] { return s; }; return l(); }
};
int S::s = 1;
struct T {
  int m;
  int g(T other) { auto l = [=] { return other.m; }; return l(); }
  int h() { auto l = [=] { return sizeof(m); }; return (int)l(); }
};
