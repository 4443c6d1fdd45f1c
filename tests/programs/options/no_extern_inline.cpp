// --no_extern_inline: `inline` after `extern` outside classes is not
// allowed (warning 326), also __inline and __inline__; extern "C" linkage
// specifications and `inline` alone are not affected.
// OPTIONS:
// OPTIONS: --no_extern_inline
// OPTIONS: --extern_inline
extern inline int f(int x) { return x; }
extern __inline int f1(int x) { return x; }
extern "C" inline int f2(int x) { return x; }
extern "C" { inline int f3(int x) { return x; } }
extern "C" { extern inline int f4(int); }
namespace N { extern inline int f5(); }
extern inline int v;
template<class T> extern inline T f6(T t) { return t; }
inline int f8(int x);  extern int f8(int x);
extern int f9(int x);  inline int f9(int x) { return x; }
struct S { friend inline int fr(S) { return 0; } inline int m(); };
int u() { return f(1) + f1(1) + f2(2) + f3(3) + f9(1); }
