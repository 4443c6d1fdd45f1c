// OPTIONS:
// OPTIONS: --special_subscript_cost
// OPTIONS: --no_special_subscript_cost
// --special_subscript_cost: cfront's cost of a built-in subscript in
// overload resolution; no effect in nvcc's modes.
struct P { operator int *(); int operator[](unsigned); };
int f(P p) { return p[1]; }
struct Q { operator char *(); char operator[](long); };
char g(Q q, int i) { return q[i]; }
