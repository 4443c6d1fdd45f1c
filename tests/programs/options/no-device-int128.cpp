// --no-device-int128: __int128 in device code is cicc's concern: no effect on
// cudafe++'s diagnostics or host file.
// OPTIONS:
// OPTIONS: --no-device-int128
__attribute__((device)) __int128 i128(__int128 a) { return a * 2; }
__attribute__((global)) void k(unsigned __int128 *p) { *p = i128(*p); }
__int128 h(__int128 a) { return a + 1; }
