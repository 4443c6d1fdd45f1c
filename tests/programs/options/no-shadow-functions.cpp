// --no-shadow-functions: a __device__ function at namespace scope gets no
// host body (the trap cudafe++ writes for it): it becomes a declaration,
// so the host object no longer defines its symbol.  Member functions keep
// their bodies.
// OPTIONS:
// OPTIONS: --no-shadow-functions
// HOST-GREP: sdev\(int x\) *\{int volatile ___
// HOST-GREP: idev\(int x\) *\{int volatile ___
// HOST-GREP: tdev\(T t\) *\{int volatile ___
// HOST-GREP: anon\(int x\) *\{int volatile ___
// HOST-GREP: get\(\) const *\{int volatile ___
struct M { int v; __attribute__((device)) int get() const { return v; } };
template <class T> __attribute__((device)) T tdev(T t) { return t; }
template <> __attribute__((device)) int tdev<int>(int t) { return t + 1; }
static __attribute__((device)) int sdev(int x) { return x; }
inline __attribute__((device)) int idev(int x) { return x; }
__attribute__((device)) constexpr int cdev(int x) { return x; }
__attribute__((host, device)) int hd(int x) { return x; }
__attribute__((global)) void k(int x) { }
namespace { __attribute__((device)) int anon(int x) { return x; } }
void h() { int (*p)(int) = sdev; p = idev; p = anon; (void)p; }
