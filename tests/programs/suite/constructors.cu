// Constructions no constructor takes (289 with 3322 notes) and classes
// without a default constructor (291); the valid programs use the same
// classes the way cudafe++ accepts.
// (the lines before the first program are part of every program)
struct vec3 {
  float x, y, z;
  __host__ __device__ vec3() {}
  __host__ __device__ vec3(float a, float b, float c) : x(a), y(b), z(c) {}
};
struct P { int a; P(int q) : a(q) {} };
struct A { int a; A(int q) : a(q) {} ~A() {} };
struct B { int *p; B(int q, int r) : p(0) {} B &operator=(const B &); };
struct D { double d; D(int q, int r = 1, ...) : d(q) {} };
enum Color { red };
struct E { Color c; char name[8]; E(Color k, const char *n) : c(k) {} };
namespace ns { struct N { int v; N(int a, int b) : v(a + b) {} }; }
typedef P PT;
#pragma cufe_program k01
void h() { vec3 a(1, 0, 0), b(0, 1); vec3 c = vec3(5, -5); }
#pragma cufe_program k02
void h() { P p(1, 2); A a(1, 2); A a3(1 ,2); B b2 = B(1, 2, 3); }
#pragma cufe_program k03
void h() { P *p = new P(1, 2); P *q = new P(); vec3 *v = new vec3(1.0f, 2.0f); }
#pragma cufe_program k04
void h() { P q; A *a = new A; static PT r; }
#pragma cufe_program k05
void h() { PT t(4, 5); E e(red, "x", 3); }
#pragma cufe_program k06
__global__ void k(vec3 *out) { out[0] = vec3(1.0f, 2.0f); vec3 w(0, 0); }
#pragma cufe_program k07
__global__ void k(vec3 v) { }
void h() { k<<<1, 1>>>(vec3(1, 2)); }
#pragma cufe_program v01
void h() { vec3 a(1, 0, 0), b; vec3 c = vec3(5, -5, 1); P p(1); A a2 = A(3); D d(1), d2(1, 2, 3, 4); }
#pragma cufe_program v02
void h(P *arr) { for (P p : {P(1), P(2)}) { } try { } catch (P e) { } extern P ext; P list[1] = {P(1)}; }
#pragma cufe_program v03
void h() { P *p = new P(1); vec3 *v = new vec3; vec3 *w = new vec3(); delete p; ns::N n(1, 2); E e(red, "x"); }
#pragma cufe_program v04
template <class T> void h() { P p; T t(1, 2, 3); }
#pragma cufe_program v05
enum class Mode { fast };
namespace ns { enum Kind { one }; }
struct K { K(Mode, ns::Kind) {} };
struct Q { Q(int, int); Q(const Q &); };
struct R { R(int) {} template <class T> R(T, T, T) {} };
void h() { R r(1, 2, 3); K k(Mode::fast, ns::one); }
#pragma cufe_program k08
void h() { K k(Mode::fast, ns::one, 1); K k2(ns::one, Mode::fast, 2); }
#pragma cufe_program k09
struct V { int x; V(int a, int b) : x(a) {} };
void take(V v) {}
void u(V a) { take(a); }
void h() { V c(1, 2, 3); }
#pragma cufe_program k10
struct V { int x; V(int a, int b) : x(a) {} };
V give(V &a) { return a; }
V mk();
void u() { V b = mk(); }
void h() { V c(1, 2, 3); }
#pragma cufe_program k11
struct V { int x; V(int a, int b) : x(a) {} };
void u(V &a) { auto b = a; }
V mk2() { V r(1, 2); return r; }
void h() { V c(1, 2, 3); V d = V(4); }
#pragma cufe_program k12
struct V { int x; V(int a, int b) : x(a) {} };
void take(V v) {}
void h() { V c(1, 2, 3); V d(1, 2); take(d); V e(1); }
#pragma cufe_program k13
void h() {
  dim3 b("s", 16);
  dim3 block(16, "s");
}
#pragma cufe_program k14
struct V { int x; V(int a) : x(a) {} V(int *p, int n) : x(n) {} };
void h(float *f) { V e("s"); V g(f, 2); V k(5, 6); V m(0, 1); }
#pragma cufe_program class_template_constructors
template <class T> class Pipeline { public: explicit Pipeline(T threshold) : threshold_(threshold) {} T threshold_; };
template <class T, class U = int> struct Two { T a; U b; Two(T x, U y) : a(x), b(y) {} Two(const char *s, T x, U y) : a(x), b(y) {} };
template <class T> struct Cd { T v; Cd(T x) : v(x) {} ~Cd() {} };
int main() { Pipeline<int> p(40, 1); Two<int, float> u(1, "x"); Cd<double> c(1.0, 2.0); Pipeline<float> ok(1.5f); return 0; }
#pragma cufe_program bases_placement_and_mem_initializers
#include <new>
struct B0 { int v; B0(int a) : v(a) {} };
struct D1 : B0 { D1() : B0(1) {} D1(int a, int b) : B0(a, b) {} D1(float f) : B0("s") {} };
struct D2 : B0 { using B0::B0; };
void g(void *mem) { new (mem) B0(1, 2); new (mem) B0(3); B0 *p = new B0(); (void)p; }
#pragma cufe_program derived_polymorphic
struct Shape { virtual ~Shape() {} virtual float area() const = 0; };
struct Rect : Shape { float w_, h_; Rect(float w, float h) : w_(w), h_(h) {} float area() const override { return w_ * h_; } };
struct Square final : Rect { explicit Square(float s) : Rect(s, s, 1) {} };
void f() { Rect *n = new Rect(2.0f, 0.5f, 1); Rect r(1.0f); (void)n; }
#pragma cufe_program own_class_in_member_functions
// (the class's own name in its member functions: the injected-class-name,
// the class; a return whose construction has no constructor moves nothing)
struct vec3b { float x, y, z; vec3b(float a, float b, float c) : x(a), y(b), z(c) {}
  vec3b neg() const { return vec3b(-x, -y, -z, 1); }
  vec3b neg2() const;
};
vec3b vec3b::neg2() const { return vec3b(1, 2); }
vec3b outside() { return vec3b(1, 2, 3, 4); }
#pragma cufe_program own_class_in_member_functions_valid
struct V { V(float); V neg() { return V(1, 2, 3); } V(float, float, float); };
struct V2 { V2(float); V2 neg(); V2(float, float, float); };
V2 V2::neg() { return V2(1, 2, 3); }
