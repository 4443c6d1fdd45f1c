// NVCC_FLAGS: -std=c++20
// grammar_forms.cu's forms that C++20 changes or adds, accepted by
// cudafe++ 13.0 in C++20 mode.
#pragma cufe_program ctor_template_id
// C++20 no longer allows a template-id as a constructor's name (DR 2237),
// but cudafe++ takes it without a word (CUTLASS exmy_base.h).
template <class T, int D> struct B {
  float v;
  explicit B<T, D>(float x) { v = x; }
  B<T, D>(int x) : v(x) {}
  ~B<T, D>() {}
};
B<int, 2> b(1.0f);
B<int, 2> c(1);
#pragma cufe_program lambda_operator_call_template_args
// A lambda with a template parameter list called through operator()<T>.
int use() {
  auto d = []<class T>(T x) { return sizeof(T) + x; };
  auto e = [](auto x) { return x; };
  return d.operator()<int>(1) + d(2) + e.operator()<long>(3) + e(4);
}
#pragma cufe_program template_argument_product
// C++20 assumes no typename in a template argument: `T::k * n` there is a
// product (CUTLASS pitch_linear_thread_map.h).
template <int A, int B> struct PLS {};
template <class W_, int kE> struct TM {
  struct Detail { using W = W_; };
  using Delta = PLS<Detail::W::kContiguous * kE, Detail::W::kStrided>;
  using D2 = PLS<W_::kContiguous * kE, 1>;
};
struct Arr { static const int kContiguous = 2, kStrided = 3; };
TM<Arr, 4> tm;
#pragma cufe_program if_consteval
// C++23's if consteval and if !consteval (libcu++ ceil_div.h): warning
// 3215 in C++20.
constexpr int f(int x) {
  if consteval { return x + 1; } else { return x; }
}
constexpr int g(int x) {
  if !consteval { return x; }
  if consteval { return 1; }
  return 2;
}
int h() { return f(1) + g(2); }
#pragma cufe_program requires_clause_forms
// A requires-clause naming X::template v<...> (libcu++ tuple.h), and one
// ending in a concept-id before a return type that starts with `::`
// (cudax launch.cuh).
template <class... T> struct C { template <class... U> static constexpr bool ok_v = true; };
template <class... Tp> struct tup {
  template <class... Us, class Cs = C<Tp...>>
  requires Cs::template ok_v<Us...>
  constexpr bool operator==(const tup<Us...> &) const { return true; }
};
bool t() { return tup<int>{} == tup<int>{}; }
namespace ns { struct ref { int v; }; template <class T> concept ins = sizeof(T) > 0; }
template <typename G>
requires ns::ins<G>
::ns::ref f(const G &) { return {1}; }
template <typename G>
requires ns::ins<G> && ns::ins<int>
::ns::ref g(const G &) { return {2}; }
int u() { return f(1).v + g(2).v; }
#pragma cufe_program implicit_typename_after_dependent_decltype
// stdexec's __typeinfo.hpp: decltype(e)::name with e dependent, in an
// alias declaration (C++20 implies typename there).
template <class T> struct M { using type_t = T; };
namespace d { template <class T> extern M<T> v; }
template <class T> using dm = decltype(d::v<T>)::type_t;
dm<int> x;
template <class T> extern M<dm<T> &> w;
#pragma cufe_program implicit_typename_after_alias_template_id
// stdexec: a qualified alias template's or a template template
// parameter's specialization before `::` is a dependent qualifier.
#include <type_traits>
template <class S> using ma = ::std::remove_reference_t<S>::completion_signatures;
namespace n { template <class T> using rr = typename std::remove_reference<T>::type; }
template <class S> using mb = n::rr<S>::cs;
template <template <class> class I> using bases_of = I<int>::bases_type;
#pragma cufe_program template_member_of_named_base
// o.template B<T>::m: a member of a named base (stdexec's __tuple.hpp).
template <class T, int I> struct box { T value; };
template <class... Ts> struct tup : box<Ts, 0>... {
  template <class Self, class F> static void apply(F f, Self &&self) {
    f(static_cast<Self &&>(self).template box<Ts, 0>::value...);
  }
};
struct X : box<int, 0> {};
int f(X &x) { return x.box<int, 0>::value + x.template box<int, 0>::value; }
#pragma cufe_program requires_parameters_hide_types
// A requires-expression's parameters are in scope in its body, where they
// hide a type of the same name (stdexec's `__q`, a class template).
template <template <class...> class F> struct q {};
struct E { static int query(int, int); };
template <class Env, class Q, class... Args>
concept sq = requires(Q q, Args &&...args) {
  Env::query(q, static_cast<Args &&>(args)...);
};
static_assert(sq<E, int, int>);
#pragma cufe_program parameters_in_trailing_return
// A function's parameters are in scope in its noexcept(...) and trailing
// return type, where they hide a class template of the same name
// (stdexec's sequence_senders.hpp: `-> decltype(__rcvr.set_next(...))`).
template <class... T> struct rcvr {};
struct R { int set_next(int); };
struct S {
  template <class Rc, class I>
  auto operator()(Rc &rcvr, I &&item) const noexcept(noexcept(rcvr.set_next(static_cast<I &&>(item))))
      -> decltype(rcvr.set_next(static_cast<I &&>(item))) { return rcvr.set_next(static_cast<I &&>(item)); }
};
auto g(R &rcvr) -> decltype(rcvr.set_next(1));
int h() { R r; return S{}(r, 1) + g(r); }
