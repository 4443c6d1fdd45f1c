// `auto` with nothing to deduce it from (src/parse/placeholders.c): 1593
// for variables and non-static data members without an initializer, 1598
// for a non-static data member with one; range-based for, conditions,
// functions, parameters of lambdas and initialized variables are valid.
#pragma cufe_program block
void f() { auto x; }
#pragma cufe_program block_const
void f() { const auto x; }
#pragma cufe_program block_pointer
void f() { auto *p; }
#pragma cufe_program block_static
void f() { static auto s; }
#pragma cufe_program first_of_two
void f() { auto x, y = 2; }
#pragma cufe_program namespace_scope
auto g1;
#pragma cufe_program namespace_extern
extern auto e1;
#pragma cufe_program kernel
__global__ void k(float *out) { auto v; out[0] = 1.0f; }
#pragma cufe_program template_body
template <class T> void f() { auto t; }
#pragma cufe_program member_without_initializer
struct S { auto m; };
#pragma cufe_program member_with_initializer
struct S { auto m = 1; };
#pragma cufe_program member_const_with_initializer
struct S { const auto k = 2; };
#pragma cufe_program valid_deduced
#include <vector>
auto twice(int x) { return 2 * x; }
auto g = 3;
void f(std::vector<int> &v) { auto a = 1; auto b{2}; auto *c = &a; const auto &d = b; for (auto x : v) (void)x;
  if (auto e = a) (void)e; auto l = [](auto y) { return y; }; static auto s = 4;
  (void)c; (void)d; (void)l(1); (void)s; (void)twice(1); }
#pragma cufe_program valid_members
struct S { static const auto c = 1; static constexpr auto d = 2.0; auto f() { return 1; } auto h() -> int; };
