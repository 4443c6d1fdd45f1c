// OPTIONS:
// OPTIONS: --nonstd_anonymous_unions
// OPTIONS: --no_nonstd_anonymous_unions
// --nonstd_anonymous_unions: nonstandard anonymous unions; no effect in
// nvcc's modes.
struct AN { union { int a; float b; }; };
struct AS { struct { int x, y; }; };
static union { int g1; long g2; };
int f(AN n, AS s) { return n.a + s.x + g1; }
