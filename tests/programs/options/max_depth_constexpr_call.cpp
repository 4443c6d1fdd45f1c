// --max_depth_constexpr_call=N: a constant expression that nests more than
// N constexpr calls is not constant (28 with note 2431).  The calls in a
// call's arguments nest in it; a constexpr variable's initializer folds the
// arguments of its own calls first, each apart.  cufe judges static_assert
// conditions and constexpr variables of integral type.  A call in a body whose
// arguments name no parameter was folded when the body was read: its calls
// count from none (a1).
// OPTIONS:
// OPTIONS: --max_depth_constexpr_call=1
// OPTIONS: --max_depth_constexpr_call=2
// OPTIONS: --max_depth_constexpr_call=5
constexpr int c(int n) { return n; }
constexpr int b(int n) { return c(n) + 1; }
constexpr int d(int n) { return c(c(n)); }
constexpr int f(int n) { return n ? 1 + f(n - 1) : 0; }
constexpr int g2(int a, int x) { return a + x; }
constexpr int a1(int n) { return n + f(4) + g2(n, c(1)); }
static_assert(f(4) == 4, "f4");
static_assert(f(10) == 10, "f10");
static_assert(c(c(c(1))), "c3");
static_assert(b(1) == 2 && c(1), "b");
static_assert((c(b(1)) != 0), "cb");
static_assert(1 + d(1), "d");
static_assert(!c(c(1)), "not");
static_assert(f(1) ? 1 : 0, "cond");
static_assert(0 && f(9), "and");
constexpr int v1 = c(c(c(1)));
constexpr int v2 = d(1);
constexpr long v3 = f(4) + c(b(1));
constexpr int v4 { f(3) };
const int v5 = d(1);
static_assert(v1 == 1 && v2 == 1 && v5 == 1, "vars");
void h() { constexpr int w = c(d(1)); static_assert(f(2) == 2, "local"); }
struct S { static_assert(d(1) == 1, "member"); static constexpr int m = b(2); };
static_assert(a1(0) == 5, "a1");
constexpr int v6 = a1(1);
