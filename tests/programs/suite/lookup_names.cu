// Name lookup as the parser's token filter does it to classify names
// ([basic.lookup]): the name before `::` ([basic.lookup.qual]: only
// namespaces, types and type templates), using-directives (their
// namespace's members appear in the nearest namespace enclosing both),
// a class defined with a qualified name (its base clause is looked up in
// that scope), and aliases of non-dependent types whose members cufe does
// not know (decltype of a call).  Valid programs cudafe++ accepts, and
// erroneous neighbours.  Shapes from CUTLASS, CuTe and CUB.
#pragma cufe_program scope_name_hidden_by_local
struct device_memory {
  template <class T> static int allocate(int n) { return n; }
};
int f() { int device_memory = 0; device_memory = device_memory::allocate<float>(4); return device_memory; }
#pragma cufe_program scope_name_hidden_by_object
namespace cli { struct Cli { Cli(int, char **) {} }; struct Loop { int n; }; }
int f(int argc, char **argv) { cli::Cli cli(argc, argv); cli::Loop s; s.n = 1; return s.n; }
#pragma cufe_program scope_name_hidden_by_parameter
namespace ns { struct P { static const int v = 3; }; }
int f(int ns) { return ns + ns::P::v; }
#pragma cufe_program scope_name_tag_hidden_by_function
struct stat_t { static const int size = 4; };
int stat_t(int);
int f() { return stat_t::size; }
#pragma cufe_program scope_name_behind_function_of_using
namespace cute { template <class S> int layout(S) { return 0; } }
namespace cutlass { namespace layout { struct RowMajor { int x; }; } }
using namespace cute;
using namespace cutlass;
int f() { layout::RowMajor r; r.x = 0; return r.x; }
layout::RowMajor g;
#pragma cufe_program scope_name_member_function
struct Tile { struct Shape { int n; }; int Shape_() const { return 0; } };
struct User : Tile { int layout() const { return 0; } Tile::Shape s; };
namespace layout { struct ColumnMajor { int y; }; }
struct Host { int layout; int f() { layout::ColumnMajor c; c.y = layout; return c.y; } };
#pragma cufe_program scope_name_value_only
int x;
int f() { return x::y; }
#pragma cufe_program using_directive_keeps_inner_namespace
namespace cutlass { namespace detail { int y; } }
namespace cute { namespace detail { int x; }
  int f() { using namespace cutlass; return detail::x; }
}
namespace cute { namespace detail { template <class T> struct S { int v; }; }
  int g() { using namespace cutlass; detail::S<int> s; s.v = 0; return s.v; }
}
#pragma cufe_program using_directive_in_inner_namespace
namespace cub { namespace detail { int y; } }
namespace thrust { namespace detail { int x; }
  namespace system { using namespace cub; int f() { return detail::x; } }
}
#pragma cufe_program using_directive_keeps_parameter
namespace N { template <class T> struct tile {}; }
int g(int tile) {
  using namespace N;
  return tile + 1;
}
#pragma cufe_program using_directive_keeps_local
namespace N { int count(int) { return 0; } }
int g() {
  int count = 2;
  { using namespace N; return count * 2; }
}
#pragma cufe_program using_directive_found
namespace N { struct A { int v; }; }
int g() { using namespace N; A a; a.v = 1; return a.v; }
#pragma cufe_program qualified_specialization_base
struct half_t { unsigned short x; };
namespace c2h {
  template <class T> struct Base { static constexpr bool value = true; };
  template <class T> struct Traits { };
}
template <> struct c2h::Traits<half_t> : Base<half_t> { using type = Base<half_t>; };
static_assert(c2h::Traits<half_t>::value, "");
#pragma cufe_program qualified_template_base
namespace c2h {
  template <class T> struct Base { int b; };
  template <class T> struct Other;
}
template <class T> struct c2h::Other : Base<T> { Base<T> m; };
#pragma cufe_program qualified_class_base
namespace c2h { template <class T> struct Base { int b; }; struct Plain; }
struct c2h::Plain : Base<int> { Base<long> m; };
c2h::Plain p;
#pragma cufe_program qualified_nested_class_base
struct Outer { struct Base { int b; }; struct Inner; };
struct Outer::Inner : Base { int f() { return b; } };
#pragma cufe_program qualified_class_base_undeclared
namespace c2h { struct Plain; }
struct c2h::Plain : Nowhere<int> { };
#pragma cufe_program qualified_class_base_outside
struct Global { int g; };
namespace c2h { struct Plain; }
struct c2h::Plain : Global { int f() { return g; } };
#pragma cufe_program decltype_alias_member_type
struct E8M23 {};
template <class T> struct Info { using Storage = unsigned; static Storage to_bits(float) { return 0; } };
template <class F> constexpr auto select() { return Info<F>{}; }
using Rep = decltype(select<E8M23>());
Rep::Storage x;
int h(Rep::Storage q) { return q; }
struct S { Rep::Storage m; };
void f() { Rep::Storage y = Rep::to_bits(1.0f); (void)y; Rep::Storage *p = &y; (void)p; }
#pragma cufe_program decltype_typedef_member_type
template <class T> struct Info { using Storage = unsigned; };
template <class F> constexpr auto select() { return Info<F>{}; }
typedef decltype(select<int>()) Rep;
Rep::Storage x;
#pragma cufe_program decltype_alias_in_class_template
namespace detail {
  enum class FpEncoding { E8M23, E5M2 };
  template <class S> struct Bits { using Storage = S; static Storage to_bits(float) { return 0; } };
  template <FpEncoding E> constexpr auto select() { return Bits<unsigned>{}; }
}
template <detail::FpEncoding T, class Derived> struct exmy_base {
  using BitRepresentation = decltype(detail::select<T>());
  using FP32BitRepresentation = decltype(detail::select<detail::FpEncoding::E8M23>());
  unsigned convert(float flt) const {
    FP32BitRepresentation::Storage fp32_bits = FP32BitRepresentation::to_bits(flt);
    return fp32_bits;
  }
};
struct e5m2 : exmy_base<detail::FpEncoding::E5M2, e5m2> {
  using Base = exmy_base<detail::FpEncoding::E5M2, e5m2>;
  unsigned g(float flt) const { Base::FP32BitRepresentation::Storage b = Base::FP32BitRepresentation::to_bits(flt); return b; }
};
#pragma cufe_program decltype_alias_dependent_in_template
template <class T> struct Info { using Storage = unsigned; };
template <class F> constexpr auto select() { return Info<F>{}; }
template <class T> struct B {
  using R = decltype(select<T>());
  void f() { R::Storage y = 0; (void)y; }
};
#pragma cufe_program decltype_alias_pointer_and_cast
template <class T> struct Info { using Storage = unsigned; static Storage make() { return 1; } };
template <class F> constexpr auto select() { return Info<F>{}; }
using R = decltype(select<int>());
unsigned f(float v) { R::Storage *p = nullptr; R::Storage &r = *p; (void)r; return (R::Storage)v + static_cast<R::Storage>(v) + R::make(); }
#pragma cufe_program decltype_alias_function_template
template <class T> struct Info { using Storage = unsigned; };
template <class F> constexpr auto select() { return Info<F>{}; }
template <class T> T g(T x) {
  using R = decltype(select<float>());
  R::Storage s = 0;
  return x + s;
}
#pragma cufe_program decltype_alias_of_parameter_in_template
template <class T> struct Info { using Storage = unsigned; };
template <class F> constexpr auto select() { return Info<F>{}; }
template <class T> T g(T x) {
  using R = decltype(select<T>());
  R::Storage s = 0;
  return x + s;
}
#pragma cufe_program decltype_member_type
template <class T> struct Info { using Storage = unsigned; };
template <class F> constexpr auto select() { return Info<F>{}; }
decltype(select<int>())::Storage x;
void f() { decltype(select<int>())::Storage y = 0; (void)y; }
template <class T> struct B { void g() { decltype(select<long>())::Storage z = 0; (void)z; } };
#pragma cufe_program typedef_of_scalar_before_scope
typedef int I;
typedef float *FP;
void g() { I::x q; }
void h() { using J = long; J::y(); FP::z w; }
namespace N { typedef unsigned U; }
int k() { return N::U::v; }
#pragma cufe_program using_directive_keeps_member
namespace N { int value(int) { return 0; } struct tag {}; }
struct S { int value; int tag; int f() { using namespace N; return value + tag; } };
namespace A { int w; namespace B { int g() { using namespace ::N; return w; } } }
namespace N { int w(int); }
#pragma cufe_program using_directive_template_beside_function
// ::pick a function (as <sys/select.h>'s select), cute::pick a template
// the directive brings to the same level: one overload set, `pick<` a
// template-id (CuTe's select<0,1,3>(shape) in CUTLASS's epilogues).
int pick(int, int *);
namespace cute { template <int... I, class T> int pick(T t) { return (int)sizeof...(I) + (int)t; } }
namespace cutlass { namespace epilogue {
using namespace cute;
template <class T> int g(T t) { auto s = pick<0, 1, 3>(t); return s; }
int h() { return pick<0>(1) + g(2); }
} }
#pragma cufe_program using_directive_function_beside_function
int pick2(int, int *);
namespace cute { int pick2(long); }
namespace cutlass { using namespace cute; int h() { return pick2(1L) + pick2(1 < 2, 0); } }
#pragma cufe_program typename_alias_of_known_class_member
// typename Layout::TC with Layout an alias of a known class: TC is that
// class's member type, and TC::Index a type (CUTLASS's
// PredicatedScaleBiasVectorAccessIterator<..., layout::PitchLinear>).
namespace layout { struct Coord { using Index = int; }; struct PL { using TC = Coord; using Index = int; }; }
template <class S, class E, class L> class It;
template <class S, class E> class It<S, E, layout::PL> {
public:
  using Layout = layout::PL;
  using TC = typename Layout::TC;
  TC::Index r1;
  typename TC::Index f() const { return r1; }
};
template <class S> struct B {
  using Layout = layout::PL;
  using TC = typename Layout::TC;
  TC::Index r1;
};
#pragma cufe_program parameter_hides_alias_in_noexcept
// libcudacxx's tuple_leaf.h: a constructor's noexcept(...) names its
// parameter `__tag`, an alias template of the same name is in scope.
template <class... T> using tag_t = int;
struct tag {};
template <class... T> struct Impl {
  template <class... U>
  explicit constexpr Impl(tag tag_t, U&&... u) noexcept(
    noexcept(Impl(tag_t, static_cast<U&&>(u)..., 1)))
      : Impl(tag_t, static_cast<U&&>(u)..., 1) {}
  explicit constexpr Impl(tag, int, int) {}
};
Impl<int> x(tag{}, 1);
#pragma cufe_program parameter_hides_type_in_free_noexcept
struct tag {};
struct t {};
void g(tag, int) noexcept;
void f(tag t, int x) noexcept(noexcept(g(t, x))) { g(t, x); }
#pragma cufe_program dependent_base_not_searched
// Unqualified lookup in a template does not look into a dependent base
// ([temp.dep.general]/3): `fin_t<A, B>` below is the namespace's alias
// template, not the base's member typedef (stdexec's __finally.hpp).
template <class A, class B> struct fin { using fin_t = int; using results_t = A; fin_t x; };
template <class A, class B> using fin_t = fin<A, B>;
template <class A, class B> struct op : fin_t<A, B> {
  using base_t = fin_t<A, B>;
  using r_t = typename base_t::results_t;
};
op<int, int> o;
#pragma cufe_program dependent_base_member_type_undefined
template <class T> struct B { using type = T; };
template <class T> struct D : B<T> {
  type x;
};
#pragma cufe_program nondependent_base_searched
template <class T> struct B { using type = T; int m; };
template <class T> struct D : B<int> {
  type x;
  int f() { return m; }
};
D<char> d;
