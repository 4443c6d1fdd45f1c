// --no-device-float128: __float128 in device code is cicc's concern: no
// effect on cudafe++'s diagnostics or host file.
// OPTIONS:
// OPTIONS: --no-device-float128
__attribute__((device)) __float128 f128(__float128 a) { return a * 2; }
__attribute__((global)) void k(__float128 *p) { *p = f128(*p); }
__float128 h(__float128 a) { return a + 1; }
