// NVCC_FLAGS: -std=c++20
// C++20 concepts: function templates whose template parameters are
// constrained by a concept (`C T`, `ns::C T`, `C<X> T`, `C... T`, `C auto
// V`) or by a requires-clause, called with explicit template arguments
// from functions, kernels, function templates, member functions of class
// templates and generic lambdas.  A type given for a constrained type
// parameter is no "substituting explicit template arguments" failure
// (3323): cufe stays silent where it cannot judge the constraint; what
// is certain either way (a value for a type parameter, an argument that
// does not convert, `typename T::type N` taking a value) is reported as
// cudafe++ does.  From probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
namespace ducks { namespace rt {
struct identifier {};
template <typename T>
concept all = requires { typename T::identifier; };
} }
template <typename T>
concept HasId = requires { typename T::identifier; };
template <typename T, typename U>
concept Both = requires { typename T::identifier; typename U::identifier; };
template <typename T> concept Any = true;
struct A { using identifier = int; float data[4]; };
template <typename T, int H> struct tile { using identifier = ducks::rt::identifier; T data[H]; };
namespace N { typedef unsigned long sz; enum E { e0, e1 }; }
template <ducks::rt::all RT> __host__ __device__ inline void zero(RT &dst) { }
template <int axis, ducks::rt::all RT> __host__ __device__ inline void load(RT &dst, const float *src) { }
template <ducks::rt::all RT, int N> __host__ __device__ inline void zero2(RT &dst) { }
template <HasId T> __host__ __device__ void f0(T &t) { }
template <typename T> requires HasId<T> __host__ __device__ void f1(T &t) { }
template <typename T> __host__ __device__ void f2(T &t) requires HasId<T> { }
template <Both<A> T> __host__ __device__ void f3(T &t) { }
template <int N, HasId T> __host__ __device__ void f4(T &t) { }
template <HasId T, HasId U> __host__ __device__ void f5(T &t, U &u) { }
template <typename T> requires requires { typename T::identifier; } __host__ __device__ void f6(T &t) { }
template <HasId... T> __host__ __device__ void f7(T &...t) { }
template <Any auto V> void v2(int) { }
template <N::sz V> void v3(int) { }
template <N::E V> void v4(int) { }
template <class T, typename T::identifier V> void v5(T) { }
template <Any T, N::sz V> void v6(T) { }
template <Any... T> void v7(T...) { }
#pragma cufe_program qualified_concept
__global__ void k() { A a; zero<A>(a); zero2<A, 2>(a); tile<float, 4> t; zero<tile<float, 4>>(t); load<1>(t, nullptr); }
#pragma cufe_program in_function_template
template <typename T>
__device__ void g(T &t, const float *p) { A a; zero<A>(a); zero<T>(t); load<2>(t, p); load<2, T>(t, p); zero2<T, 1>(t); }
__global__ void k(const float *p) { A a; g(a, p); }
#pragma cufe_program in_class_template
template <typename T> struct W {
  __device__ void m(T &t) { zero<T>(t); zero<A>(t); }
  template <typename U> __device__ void m2(U &u) { zero<U>(u); A a; zero<A>(a); }
};
__global__ void k() { A a; W<A> w; w.m(a); w.m2(a); }
#pragma cufe_program in_generic_lambda
template <typename T>
__device__ void g(T &t) { A a; auto l = [&](auto &x) { zero<A>(a); f0<A>(a); }; l(t); }
__global__ void k() { A a; g(a); }
#pragma cufe_program constraint_forms
template <typename T>
__device__ void g(T &t) { f0<T>(t); f1<T>(t); f2<T>(t); f3<T>(t); f4<2, T>(t); f4<2>(t); f5<T, T>(t, t); f6<T>(t); f7<T>(t); f7<T, T>(t, t); }
__global__ void k() { A a; g(a); f0<A>(a); f1<A>(a); f2<A>(a); f3<A>(a); f4<2, A>(a); f5<A, A>(a, a); f6<A>(a); f7<A>(a); }
#pragma cufe_program value_parameters
void k() { v2<1>(0); v3<2>(0); v4<N::e1>(0); v5<A, 1>(A()); v6<int, 3>(1); v7<int, int>(1, 2); }
#pragma cufe_program e_value_for_constrained
void k() { A a; zero<1>(a); f0<2>(a); }
#pragma cufe_program e_type_for_value
void k() { v2<int>(0); v6<int, A>(1); v5<int, int>(1); }
#pragma cufe_program e_argument_with_constraint
template <typename T> requires HasId<T> void h1(T *t) { }
template <typename T> void h2(T *t) requires HasId<T> { }
void k() { h1<int>(1.0); h2<int>(2.0); }
