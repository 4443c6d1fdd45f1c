// --no_strict_cuda_error: none of cudafe++'s host-side CUDA errors is
// relaxed by it (same diagnostics, same exit code).
// OPTIONS:
// OPTIONS: --no_strict_cuda_error
__attribute__((device)) int dfn(int x) { return x; }
void h1() { dfn(1); }
__attribute__((global)) int badk() { return 0; }
__attribute__((global)) void k2(int &r) {}
__attribute__((shared)) int sh = 1;
void h2() { __attribute__((shared)) int s; (void)s; }
struct V { virtual __attribute__((device)) void f(); };
__attribute__((device)) __attribute__((host)) void hdv() { }
__attribute__((global)) void k3() { }
__attribute__((host)) void k3b();
void h3() { int x = sizeof(dfn(1)); (void)x; auto p = &dfn; (void)p; }
