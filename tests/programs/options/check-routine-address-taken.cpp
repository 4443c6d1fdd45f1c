// --check-routine-address-taken: taking a device function's address is
// checked on the device side only: no effect on cudafe++'s host-side output.
// OPTIONS:
// OPTIONS: --check-routine-address-taken
__attribute__((device)) int dfn(int x) { return x; }
__attribute__((device)) int (*dp)(int) = dfn;
__attribute__((device)) int use() { int (*p)(int) = &dfn; return p(1); }
void host() { int (*p)(int) = dfn; (void)p; auto q = &dfn; (void)q; }
