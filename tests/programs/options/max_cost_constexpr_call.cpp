// --max_cost_constexpr_call=N: a constant expression whose constexpr calls
// cost more than N is not constant (28 with note 2431).  As cudafe++ counts:
// a call costs 2 when it starts (before its arguments) and 1 when it
// returns; it may start only while the cost so far plus N/D for each call it
// is nested in (D: --max_depth_constexpr_call, 256 by default) is below N.
// A call in a body whose arguments name no parameter was folded when the body
// was read, from none; so were a constexpr variable's own calls.  0: no
// limit.  cufe judges static_assert conditions and constexpr variables of
// integral type (not array bounds).
// OPTIONS:
// OPTIONS: --max_cost_constexpr_call=0
// OPTIONS: --max_cost_constexpr_call=1
// OPTIONS: --max_cost_constexpr_call=4
// OPTIONS: --max_cost_constexpr_call=6
// OPTIONS: --max_cost_constexpr_call=9
// OPTIONS: --max_cost_constexpr_call=14
// OPTIONS: --max_cost_constexpr_call=40
// OPTIONS: --max_cost_constexpr_call=300
// OPTIONS: --max_cost_constexpr_call=530
// OPTIONS: --max_cost_constexpr_call=12 --max_depth_constexpr_call=5
// OPTIONS: --max_depth_constexpr_call=3 --max_cost_constexpr_call=40
constexpr int f(int n) { return n ? 1 + f(n - 1) : 0; }
constexpr int id(int n) { return n; }
constexpr int g2(int a, int b) { return a + b; }
constexpr int two(int n) { return id(n) + id(n); }
constexpr int K = 3;
constexpr int ten(int n) { return id(n) + id(n) + id(n) + id(n) + id(n) + id(n) + id(n) + id(n) + id(n) + id(n); }
constexpr int c1(int n) { return f(2) + id(n) + id(n); }
constexpr int c4(int n) { return f(K) * (n ? c4(n - 1) : two(K)); }
static_assert(f(2) == 2, "f2");
static_assert(f(6) == 6, "f6");
static_assert(id(1) + id(1) + id(1) == 3, "sum");
static_assert(id(id(id(1))) == 1, "nest");
static_assert(g2(id(1), id(2)) == 3, "args");
static_assert(two(1) == 2 && f(1) == 1, "and");
static_assert(1 || f(9), "skipped");
static_assert(!f(0) ? 1 : f(9), "cond");
static_assert(c1(1) == 4, "c1");
static_assert(g2(c4(2), 3) > 0, "c4");
static_assert(ten(1) + ten(1) + ten(1) + ten(1) + ten(1) + ten(1) + ten(1) + ten(1) + f(12) > 0,
              "many");
constexpr int v1 = id(1) + id(1) + id(1);
constexpr int v2 = g2(f(2), f(3));
constexpr int v3 = id(f(4));
constexpr long v4 { f(5) };
const int v5 = f(9);
void h() { constexpr int w = two(f(2)); static_assert(c1(2) == 6, "local"); }
struct S { static_assert(f(3) == 3, "member"); static constexpr int m = f(4); };
