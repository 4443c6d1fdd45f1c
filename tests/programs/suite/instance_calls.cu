// Calls of member functions of class template instances with too few or
// too many arguments (165, 140), where the instance's class is certainly
// the primary template (no specialization can match its arguments) and
// the name one non-template function the template declares itself.
// Overloaded names have another message (not judged yet).
// (the lines before the first program are part of every program)
#include <vector>
template <class T, int N> struct Box { T get(int i) const { return T(); } void put(T v); int get2() const; int get2(); };
template <class T> struct Box<T, 0> { void put(int, int); };
template <int N> struct Box<bool, N> { int put(int, int, int); };
#pragma cufe_program k01
void h(std::vector<float> &v, const std::vector<int> *p) { auto n = v.size(1); v.clear(2); v.pop_back(1); }
#pragma cufe_program k02
void h(Box<float, 3> b, Box<int *, 1> c) { b.get(); c.get(1, 2); }
#pragma cufe_program v01
void h(std::vector<float> &v, std::vector<bool> &f) { float *d = v.data(); const float *e = static_cast<const std::vector<float> &>(v).data(); f.flip(); v.resize(3); }
#pragma cufe_program v02
void h(Box<float, 0> a, Box<bool, 3> b, Box<int, 3> c) { a.put(1, 2); b.put(1, 2, 3); c.get2(); }
#pragma cufe_program k03
void h(std::vector<float> &v, std::vector<std::vector<int>> vv, const std::vector<int> cv, std::vector<int> *pv) {
  v.push_back(1.0f, 2);
  float *p = v.data(1);
  auto it = v.begin(3);
  v.resize();
  vv.push_back();
  cv.data(1);
  pv->begin(1);
}
#pragma cufe_program k04
template <class T, class U> struct Pair { T a; void set(T x); void set(T x, U y) const noexcept; template <class I> void set(I, I, I, I); };
void h(Pair<int, long *> p) { p.set(); p.set(1, 2, 3, 4, 5); }
#pragma cufe_program v03
template <class T, class U> struct Pair { T a; void set(T x); void set(T x, U y) const noexcept; template <class I> void set(I, I, I, I); };
void h(Pair<int, int *> p, std::vector<int> &v) { p.set(1); p.set(1, nullptr); p.set(1, 2, 3, 4); v.assign(3, 4); v.push_back(1); }
#pragma cufe_program substituted_parameter_types
template <typename T> struct Grid { T base; void ramp(T *out, int n) { out[0] = base + n; } };
template <typename T> struct G2 { T base; void ramp(T *out, int n); };
template <typename T> void G2<T>::ramp(T *out, int n) { out[0] = base; }
int main() { const float *f = nullptr; Grid<float> grid{0.5f}; grid.ramp(f, 64); G2<int> g2; const int *ip = 0; g2.ramp(ip, 1); grid.ramp(0, "s"); return 0; }
#pragma cufe_program substituted_parameter_types_2
template <typename T> struct Bx { T v; void put(T x) { v = x; } void put_p(const T *p) { v = *p; } void get(T &r) { r = v; } void two(T *a, T *b) {} };
template <typename T, typename U = int> struct Pair { void set(T *t, U *u) {} };
void f() {
  Bx<float> b; float x = 1; int i = 2; const float *cf = &x; float *pf = &x; double *pd = 0;
  b.put(1); b.put(x); b.put(i); b.put_p(cf); b.put_p(pf); b.get(x); b.two(pf, pf); b.two(0, nullptr);
  Bx<int> bi; bi.put_p(&i); bi.put(2.5); bi.put("s");
  Pair<float> pr; pr.set(pf, &i); pr.set(pd, &i);
  Bx<unsigned> bu; bu.two(&i, 0);
}
#pragma cufe_program substituted_parameter_types_defaults
template <typename T, typename U = int> struct Pair { void set(T *t, U *u) {} };
template <typename T, typename U> struct Pair2 { void set(T *t, U *u) {} };
void f() { float *pd = 0; int i;
  Pair<double> pr; pr.set(pd, &i); pr.set(pd); Pair2<double, int> p2; p2.set(pd, &i);
}
