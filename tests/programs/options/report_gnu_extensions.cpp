// --report_gnu_extensions: a warning at the first token of each GNU
// extension: attributes (1610), typeof (1615), statement expressions
// (1608), zero-length arrays (1617), volatile asm (1612), extended asm
// (1611), __restrict (1614), label addresses (1103); none in system
// headers.
// OPTIONS:
// OPTIONS: --report_gnu_extensions
// OPTIONS: --report_gnu_extensions --diag_suppress=1610
# 1 "x.cu"
int a __attribute__((unused)), b __attribute__((unused));
struct __attribute__((packed)) P { int x; } __attribute__((aligned(8)));
void f() __attribute__((noinline));
void g(int __attribute__((unused)) x) { __attribute__((unused)) int y; }
__attribute__((device)) void dv() {}
typedef int T __attribute__((vector_size(8)));
__typeof(a) c;
__typeof__ (a) d;
int arr[0][2];
int c0[0x0] __attribute__((unused));
enum __attribute__((packed)) En { A };
int h() { int x = ({ 1; }) + ({ int q = 2; q; }); return x; }
int m __attribute__((unused)) __attribute__((used));
struct Q { __attribute__((noinline)) void mf() { typeof(m) z = 0; (void)z; } int k __attribute__((aligned(8))); int z[0]; };
void e(int *__restrict__ p, int *__restrict r, int n) {
  static void *lp = &&L;
L:
  asm volatile("nop");
  __asm__ __volatile__ ("nop" : : "r"(n));
  asm("nop" ::: "memory");
  (void)p; (void)r; (void)lp;
}
template<class T> void t1() { T x = ({ T y = 0; y; }); __typeof__(x) z; (void)z; int az[0]; (void)az; }
void s(int (*q)[0]);
# 1 "/usr/include/sys.h" 3
int sa __attribute__((unused));
__typeof__(sa) sb;
int sz[0];
# 40 "x.cu" 2
auto l = [] () __attribute__((noinline)) { return 1; };
