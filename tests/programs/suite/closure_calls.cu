// Lambdas held in local variables called with a number of arguments they
// do not take (1767 with its lines and a 3322 note), and valid calls.
// (the lines before the first program are part of every program)
struct S { float x; };
#pragma cufe_program l01
void h(float *in) {
  int n = 3;
  auto at = [&](int x, int y) { return in[x * n + y]; };
  float f = at(1);
  auto add = [&](int r, int c, double v) { };
  add(1, 2);
}
#pragma cufe_program l02
void h() {
  auto g = [](int a) -> long { return a; };
  g();
  auto z = [] { return 1; };
  z(3);
  auto m = [=](float a, int b) { if (a) return b; return 2 * b; };
  m(1);
}
#pragma cufe_program l03
void h() {
  auto pa = [](int *p, const char *s) { return p; };
  pa(0);
  auto st = [](int k) { return "s"; };
  st(1, 2);
  const auto d = [](int a, int b = 2) { return a < b; };
  d();
  d(1, 2, 3);
}
#pragma cufe_program l04
__global__ void k(float *out) {
  auto sq = [](float v) { return v * v; };
  out[0] = sq(out[1], 2.0f);
}
#pragma cufe_program l06
__global__ void k() {
  auto none = [] __device__ () { return; };
  none(1);
}
#pragma cufe_program l05
void h(S s) {
  auto get = [&](int i) { if (i) return s.x; return s.x * 2; };
  get();
  auto nested = [](int a) { auto in = [](double q) { return q; }; return a; };
  nested(1, 2);
}
#pragma cufe_program v01
void h(float *in) {
  auto at = [&](int x, int y) { return in[x + y]; };
  float f = at(1, 2);
  auto d = [](int a, int b = 2) { return a + b; };
  d(1); d(1, 2);
  auto gen = [](auto a, auto b) { return a; };
  gen(1, 2);
  auto va = [](int a, ...) { return a; };
  va(1, 2, 3);
  auto pk = [](auto... xs) { return sizeof...(xs); };
  pk(); pk(1, 2);
}
#pragma cufe_program v02
template <class T> void h(T t) {
  auto f = [&](int a) { return a + t; };
  f(1);
}
void g() { h(1); }
#pragma cufe_program l07
void h(int *o) {
  auto host = [=](int n) { return n; };
  host("s");
  auto off = [] (int i, int base) { return base + 3 * i; };
  off(1, "s");
  off(1, 2);
}
#pragma cufe_program generic_lambdas
int main() {
  auto g = [](auto a, int b) { return a + b; };
  auto v = [](auto... xs) { return sizeof...(xs); };
  auto c = [](const auto &a) { return a; };
  int r = g(1) + g(1, 2, 3) + g(1, "s") + g(1, 2) + g(2.5, 1) + (int)v(1, 2, 3) + c(1);
  return r;
}
#pragma cufe_program function_objects
struct Field { int k; int operator()(int *out) const { return out[0] + k; } };
struct Two { int operator()(int a) { return a; } int operator()(int a, int b) { return a + b; } };
int main() { int out[2] = {}; Field f{1}; Two t; int r = f(out, 1) + f() + t(1, 2, 3); return r; }
#pragma cufe_program function_objects_2
struct Sq { __host__ __device__ float operator()(float x) const { return x * x; } };
struct Df { int operator()(int a, int b = 2) { return a + b; } };
struct Cv { operator int() const { return 1; } int operator()(int) { return 0; } };
struct Ptr { typedef int (*fp)(int); operator fp() const { return nullptr; } int operator()() { return 1; } };
template <class T> struct TF { int operator()(T) { return 0; } };
void use(const Sq &cs) {
  Sq s; (void)s(1.0f); (void)s(2); Df d; (void)d(1); (void)d(1, 2); (void)cs(3.0f);
  Cv c; (void)c(1); Ptr p; (void)p(3); TF<int> tf; (void)tf(1);
  (void)s(1.0f, 2.0f); (void)cs(); (void)d(); (void)d(1, 2, 3); (void)s("x");
}
