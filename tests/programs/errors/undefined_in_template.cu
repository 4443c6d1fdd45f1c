// A name that is not found in the body of a function template of a
// namespace is undefined at the definition ([temp.res]): cudafe++ reports
// it without an instantiation.  Called names are left for
// argument-dependent lookup at the instantiation; members are not judged.
template <class T> __global__ void k(T *p) { p[0] = zq; T v = op(p[0]); wq(p); }
template <class T> T tf(T x) { return x + yq; }
namespace ns {
template <int N> int g() { int a[N]; return a[0] + mq; }
}
template <class T> int h(T t) { auto l = [](int x) { return x + lq; }; return l(t); }
template <class T> struct D { T t; void mf() { t = t; } };
int main() { return tf(1) + ns::g<2>() + h(1); }
