// --disable_host_implicit_call_check: host code constructing a class whose
// constructor is __device__ is not reported, unless the constructor is
// constexpr; calls of __device__ functions still are.
// OPTIONS:
// OPTIONS: --disable_host_implicit_call_check
__attribute__((device)) int dev(int a) { return a; }
struct Q { int v; __attribute__((device)) Q(int x) : v(x) {} };
struct P { int v; constexpr __attribute__((device)) P(int x) : v(x) {} };
void h() { dev(1); P p(2); Q *q = new Q(3); }
struct R { int v; __attribute__((device)) R() : v(1) {} };
void g() { Q q(4); R r; int z = Q(3).v; (void)z; }
