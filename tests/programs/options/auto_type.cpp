// --no_auto_type: auto is no type specifier but a storage class (C++03's).
// A declaration whose only type specifier is auto: at namespace scope 260
// "explicit type is missing" at the declarator then 149 at auto; in a block
// 260 (a condition adds 80 at auto, a for-range variable has only 80); a
// member 328 then 260 (a member template 328 too); a function 86 then 260
// (inline: 327 first); a template 481 then 260 at its first specifier;
// static / extern before auto 81 at auto instead.  A declarator's trailing
// return type is 1823 at its `->` (auto or not; not a lambda's), after
// 328 / 81 / 481 / 327 and before 86.  `auto int` is an int, `int auto`
// too.  Not judged: parameters, new auto, template<auto>, structured
// bindings, nested declarators, and decltype(auto) (cufe mutes what
// follows it).
// OPTIONS:
// OPTIONS: --no_auto_type
// OPTIONS: --auto_type
int b;
auto x1 = 1;
const auto x2 = 2, *x3 = &x2;
static auto x4 = 4;
auto S1 = 5;
auto f1() -> int;
auto f2() { return 1; }
inline auto f3() -> int;
constexpr auto f4() { return 4; }
template <class T> auto t1(T t) -> decltype(t);
template <class T> inline auto t2(T t) { return t; }
template <class T> auto v1 = T();
struct M { template <class T> auto f(T t) -> T; };
struct S { auto n() -> int; static auto o() -> int; auto p(); };
void g1() { auto y = 2; static auto s = 3; (void)y; (void)s; }
void g2() { int arr[2] = {1, 2}; for (auto e : arr) (void)e; for (auto &r : arr) (void)r; }
void g3() { if (auto c = 1) {} while (auto w = 0) {} for (auto i = 0; i < 2; i++) {} }
void g4() { auto int z = 1; (void)z; }
int k1 = [](int a) -> int { return a; }(1);
