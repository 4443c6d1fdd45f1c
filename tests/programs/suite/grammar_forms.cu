// Forms of C++ the grammar must take, reduced from public CUDA code
// (CUTLASS, CuTe, cudax, gtest), each accepted by cudafe++ 13.0; their
// erroneous neighbours show the parse goes on right after them.
#pragma cufe_program ctor_template_id
// A constructor (and destructor) named by the class's template-id inside
// its class template (CUTLASS exmy_base.h: `explicit float_exmy_base<T,
// Derived>(float x)`); in a partial specialization and a member template.
template <class T, int D> struct B {
  float v;
  explicit B<T, D>(float x) { v = x; }
  B<T, D>(int x) : v(x) {}
  B<T, D>(const B<T, D> &o) : v(o.v) {}
  ~B<T, D>() {}
  static B<T, D> make(float x) { return B<T, D>(x); }
  B<T, D> (*fp)(float);
};
template <class T> struct B<T *, 1> {
  B<T *, 1>(int) {}
  template <class U> struct C { C<U>(U) {} };
};
B<int, 2> b(1.0f);
B<int, 2> b2 = B<int, 2>::make(2.0f);
B<int *, 1> c(1);
B<int *, 1>::C<int> e(1);
#pragma cufe_program ctor_template_id_body_error
template <class T, int D> struct B {
  float v;
  explicit B<T, D>(float x) { v = x }
  B<T, D>(int x) : v(x) {}
};
B<int, 2> b(1.0f);
#pragma cufe_program fold_assignments
// Folds over assignment operators (CuTe functional.hpp): unary right,
// unary left and binary.
template <class... Ts> int sum_into(int t, Ts... u) { (t += ... += u); return t; }
template <class... Ts> void assign(Ts &... d) { int e = 0; (d = ... = e); }
template <class... Ts> void shifts(Ts... u) { (u <<= ...); (... |= u); (u -= ... -= 1); }
int main() { int a = 0, b = 0; assign(a, b); shifts(1, 2); return sum_into(1, 2, 3) + a + b; }
#pragma cufe_program fold_assignment_after_error
template <class... Ts> int sum_into(int t, Ts... u) { (t += ... += u) return t; }
#pragma cufe_program fold_comma_binary
// A binary fold over the comma operator (cudax).
template <class T> int f() { return 0; }
int g() { return 1; }
template <class... Ts> void h() { (f<Ts>(), ..., g()); (g(), ..., f<Ts>()); (f<Ts>(), ...); (..., f<Ts>()); }
int main() { h<int, long>(); }
#pragma cufe_program fold_comma_binary_errors
template <class T> int f() { return 0; }
int g() { return 1; }
template <class... Ts> void h() { (f<Ts>(), ..., g(), g()); }
template <class... Ts> void h2() { (f<Ts>(), ..., ); }
#pragma cufe_program operator_call_template_args
// Explicit template arguments on operator() and operator[].
struct F {
  template <int N> int operator()(int x) const { return x + N; }
  template <int N> int operator()() const { return N; }
  template <int N> int operator[](int x) const { return x * N; }
  int run(int x) const {
    return (*this).template operator()<3>(x) + this->template operator()<2>(x) + operator()<1>(x) +
           operator[]<2>(x) + this->operator[]<1>(x);
  }
};
template <class T> struct G {
  template <int N> int operator()(int x) const { return N + x; }
};
template <class T> int use_g(const G<T> &g) { return g.template operator()<4>(1) + (&g)->template operator()<1>(0); }
int use() {
  F f;
  bool lt = f.operator()<1>(1) < 3 && f.operator()<1>() < 2;
  return f.operator()<4>(1) + f.template operator()<5>(2) + f.operator[]<3>(1) + use_g(G<int>{}) + lt;
}
#pragma cufe_program decltype_qualified_types
// decltype(v)::member naming a type: casts, declarations, sizeof.
struct V { using size_type = unsigned long; static const int n = 3; enum E { a, b }; };
template <class T> struct W { using size_type = T; };
struct H { V m; unsigned long get(int i) { return static_cast<decltype(m)::size_type>(i) + decltype(m)::n; } };
unsigned long p1(V v, int i) { return static_cast<decltype(v)::size_type>(i); }
template <class T> unsigned long t1(T, int i) { V v; W<int> w; decltype(w)::size_type k = 1; return static_cast<decltype(v)::size_type>(i) + k; }
int e1() { V v; decltype(v)::E e = decltype(v)::a; return e + sizeof(decltype(v)::size_type) + (decltype(v)::size_type)2; }
int main() { H h; return (int)h.get(1) + (int)p1(V{}, 2) + (int)t1(1, 2) + e1(); }
#pragma cufe_program restrict_references
// GNU __restrict on a reference (libstdc++'s <cxxabi.h>); cv-qualifiers
// on a reference are warning 512.
namespace abi { int demangle(const char *n, unsigned long & __restrict r); void g(int *__restrict p, int & __restrict__ q, int && __restrict x); }
struct S { void m(int & __restrict r) __restrict; };
int x;
int & const r = x;
void f(int & volatile v);
int && const __restrict q = 1;
int & __restrict const s = x;
int main() { unsigned long k = 0; return abi::demangle("x", k) + r + s + q; }
#pragma cufe_program linkage_single_declaration
// A declaration directly in a linkage specification is extern: it
// defines nothing, so a const needs no initializer; in braces it does.
typedef unsigned int uint;
extern "C" const uint N;
extern "C" const int M;
extern "C++" const int K;
extern "C" { extern const int L; }
extern "C" const uint N2 = 3;
int main() { return N + M + K + L + N2; }
#pragma cufe_program linkage_block_const
extern "C" { const int L; }
extern "C" const int M;
void f() { const int z; }
#pragma cufe_program opaque_typedef_qualifier
// X::name then a name with X an alias of a decltype (CUTLASS exmy_base.h:
// `FP32BitRepresentation::Storage fp32_bits = ...`): a declaration.
template <class S> struct Rep { using Storage = S; static S to_bits(float) { return 0; } };
template <int E> constexpr auto sel() { if constexpr (E == 1) { return Rep<unsigned>{}; } else { return Rep<unsigned char>{}; } }
template <int T> struct F {
  using R32 = decltype(sel<1>());
  unsigned f(float x) const { R32::Storage b = R32::to_bits(x); return b; }
};
struct D : F<2> {
  using Base = F<2>;
  unsigned g(float x) const { Base::R32::Storage b = Base::R32::to_bits(x); return b; }
};
struct G { using R32 = decltype(sel<1>()); unsigned f(float x) const { R32::Storage b = R32::to_bits(x); return b; } };
F<2> f;
D d;
#pragma cufe_program template_parameter_qualifier
// T::name then a name with T a template parameter: typename is missing.
template <class T> struct F { unsigned f(float x) const { T::Storage b = 1; return b; } };
#pragma cufe_program block_using_directive
// A block's using-directive makes the namespace's names visible as if
// declared in the nearest namespace enclosing both: a parameter or a
// local still hides them (CuTe's tutorials: `TC *C` after `using
// namespace cute;`, which has a template C).
namespace cu { template <int v> struct C { static const int value = v; }; template <class T> int mk(T) { return 0; } int D = 4; }
int g(int *C) {
  using namespace cu;
  return mk(C) + cu::C<1>::value + D;
}
void h() { int C = 1; { using namespace cu; C = 2; (void)mk(C); } }
namespace M { int D = 5; void f() { using namespace cu; int x = D; (void)x; } }
void k() { using namespace cu; struct L { int m() { return C<2>::value + D; } }; (void)L{}; }
#pragma cufe_program block_using_directive_undefined
namespace cu { int D = 4; }
void h() { { using namespace cu; (void)D; } (void)D; }
#pragma cufe_program using_directive_template_overload
// A namespace's own function and a using-directive's function template
// make one overload set: `select<0, 1, 3>(p)` with ::select of
// <sys/select.h> after `using namespace cute;` (CUTLASS epilogues).
namespace cute { template <int... I, class T> int select(T t) { return sizeof...(I) + t; } }
namespace cutlass { struct E { int f(int p) { using namespace cute; return select<0,1,3>(p) + ::select(0, 0, 0, 0, 0); } }; }
int main() { return cutlass::E{}.f(1); }
#pragma cufe_program scope_name_lookup
// The name before `::` is looked up among namespaces, types and class
// templates only (CUTLASS host_tensor.h: a local device_memory, then
// device_memory::allocate<T>(n)).
namespace device_memory { template <class T> T *allocate(unsigned long n = 1) { return new T[n]; } }
struct H { int *p; void reserve(unsigned long n) { int *device_memory = nullptr; device_memory = device_memory::allocate<int>(n); p = device_memory; } };
struct S { static const int v = 1; };
int g() { int S = 2; return S + S::v; }
int main() { H h; h.reserve(2); return g(); }
#pragma cufe_program function_type_trailing_return
// A function type with a trailing return type in a type-id (libcu++
// __basic_any/rtti.h: `using __cast_fn_t = auto(T const*) noexcept -> R;`).
struct R { int v; };
using F = auto(int const*) noexcept -> R;
using G = auto(int) -> int;
R fr(int const *) noexcept { return R{1}; }
int gi(int x) { return x; }
F *fp = fr;
G *gp = &gi;
int use() { R r = fp(nullptr); int x = gp(1); auto y = gp(2); return r.v + x + y + fp(nullptr).v; }
template <class T> using H = auto(T) -> T;
H<int> *hp = gi;
int use2() { return hp(3); }
