// --no_exceptions: `try` is an error (540) wherever it is, also in
// templates and function try blocks; a throw-expression is one outside
// template definitions (generic lambdas count as templates), not at
// instantiation either; exception specifications and noexcept stay valid.
// OPTIONS:
// OPTIONS: --no_exceptions
// OPTIONS: --exceptions
void h() noexcept;
void k() throw();
int n() { return noexcept(h()); }
int f(int x) {
  try { if (x) throw 1; } catch (int e) { return e; }
  return 0;
}
void a() { try { } catch (...) { throw; } }
void r() { throw; }
int q(int x) { return x ? throw 1 : 2; }
int s = sizeof(throw 1, 1);
struct S { S() try : m(0) {} catch (...) {} int m; void g() { throw 2; } };
template<class T> void t1(T x) { throw x; }
template<class T> void t2(T x) { throw 1; }
template<class T> void t3(T x) { try { throw 1; } catch (...) { throw; } }
template<class T> struct C { void m() { try {} catch (...) {} throw 3; } };
template<> void t2<long>(long) { throw 1; }
auto l1 = [](int x) { if (x) throw x; return x; };
auto l2 = [](auto x) { throw 1; };
auto l3 = [](auto x) { try {} catch (...) {} };
template<class T> void t4() { auto l = [](int y) { throw y; }; }
__attribute__((device)) void d(int x) { if (x) throw x; }
void u() { t1(1); C<int> c; c.m(); }
