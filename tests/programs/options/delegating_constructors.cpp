// OPTIONS:
// OPTIONS: --delegating_constructors
// OPTIONS: --no_delegating_constructors
// --no_delegating_constructors: delegating constructors; cudafe++ keeps
// them in nvcc's modes.
struct DC { DC(int); DC() : DC(1) {} int v; };
struct E { E(int a, int b); E(int a) : E(a, 0) {} };
