// A member name that no declaration has, after . or -> on an object of
// class type: error 135 names the class as cudafe++ spells it, a class
// template instance with its default arguments filled in
// ("std::vector<float, std::allocator<float>>"), inline namespaces
// included.  From probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
#include <vector>
#include <thrust/device_vector.h>
namespace ns { struct P { int a; }; }
struct Q : ns::P {};
#pragma cufe_program n01
void h(std::vector<float4> &h) { h.dataq(); }
#pragma cufe_program n02
void h(std::vector<unsigned char> v, std::vector<int *> *pv) { v.sizeq; pv->frontq(); }
#pragma cufe_program n03
void h(thrust::device_vector<float> &x) { x.beginq(); }
#pragma cufe_program n04
void h(ns::P p, Q *q) { p.aq = 1; q->bq = 2; p.a = 3; q->a = 4; }
#pragma cufe_program n05
void h(const std::vector<double> &c) { (void)c.size(); c.capacityq(); }
#pragma cufe_program n06
template <class T> void h(std::vector<T> &v, std::vector<int> &w) { v.nothere(); w.nothere2(); }
#pragma cufe_program function_objects
#include <vector>
struct FP { int a; int get() { return a; } };
template <class T> struct Pipeline { T v; void run() {} };
void h() {
  Pipeline<double> q();
  q.run();
  FP p();
  int z = p.a;
  std::vector<float> x(3), y();
  y.push_back(1.0f);
  int w = p.get() + y.size();
}
#pragma cufe_program lambda_members
struct LPoint { float x, y; };
void h(LPoint *pts, int n) {
  auto cmp = [](const LPoint &a, const LPoint &b) { return a.xq + a.y < b.x + b.y; };
  auto g = [=](int i) { return pts[i].zz; };
  auto gen = [](auto p) { return p.anything; };
}
#pragma cufe_program injected_class_name
struct vec3 {
  float x, y, z;
  __host__ __device__ vec3 &operator+=(const vec3 &o) { x += o.xq; y += o.y; return *this; }
};
#pragma cufe_program nontype_template_arguments
#include <cstddef>
template <class T, int N> struct SmallVec { T d[N]; int size_; void push_back(T v) { d[size_++] = v; } };
template <class T, std::size_t N = 8> struct Arr { T d[N]; std::size_t size() const { return N; } };
template <unsigned long N> struct UL { int f(); };
void f() { SmallVec<double, 4> hv; hv.push_backq(2.5); Arr<int, 4> a; (void)a.sizeq(); Arr<float> b; (void)b.sizeq(); UL<3> u; u.gq(); hv.push_back(1.0, 2); }
#pragma cufe_program members_of_call_results
struct P { int x; int len() const { return x; } };
P make_p(int);

void f() { int a = make_p(1).lenq() + make_p(2).x + make_p(3).len(1); (void)a; }
#pragma cufe_program scoped_enum_template_arguments
// (an enumerator of a scoped enumeration as a template argument, given or
// a default: "sc::a", "n2::e2::m")
enum class sc { a, b }; enum struct ss : int { x, y };
template <class T, sc S = sc::a> struct V { void v(); };
template <sc S> struct QQ { void q(); };
template <class T, ss X = ss::y> struct R { void r(); };
namespace n2 { enum class e2 { m }; template <e2 E = e2::m> struct Z { void z(); }; }
void f(V<int> v1, V<int, sc::b> v2, QQ<sc::a> q, R<int> r, n2::Z<> z) { v1.vq(); v2.vq(); q.qq(); r.rq(); z.zq(); }
