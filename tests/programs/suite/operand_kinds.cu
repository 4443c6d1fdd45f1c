// Operands of the wrong kind, where no overloaded operator or conversion
// function can be meant: 153 (`.` on a pointer or a number, `this.x`),
// 131 (`->` on a pointer to no class), 3164 (`->` on a number or on an
// object of a class without operator->), 75 (`*` of a number), 142 (a
// subscript of two numbers), 109 (a call of a number or an object
// pointer), 300 (a member function named without a call), 158 (`&` of a
// prvalue), 847 (switch on what is no integer), 413 (a class value where
// a number or a pointer goes), 137 (writes to arrays, threadIdx.x,
// constexpr variables, calls, const range-for variables); and valid
// neighbours (smart pointers, iterators, conversion functions, functors,
// function pointers, templates, macros).  From probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
#include <vector>
#include <string>
#include <memory>
struct Particle { float x, y; int f() { return 1; } int g() const { return 2; } static int sf() { return 3; } int h(int); int h(float); };
struct Vec3 { float x, y, z; };
struct Smart { Particle *p; Particle *operator->() { return p; } };
struct Conv { operator int() const { return 1; } operator float *() { return nullptr; } };
typedef long L;
float sum(const float *p, int n);
void take(int);
void takev(void *);
void takes(size_t);
int get_count();
int &get_ref();
__global__ void kern(float *p, int n);
#pragma cufe_program dot_on_pointer
void f(Particle *p) { Particle *q = &p[0]; q.x += 1; }
#pragma cufe_program dot_on_this
struct Counter { int count = 0; void bump() { this.count++; } int get() const { return this.count; } };
#pragma cufe_program dot_on_pointer_kinds
int f(const Particle *p, Particle *const q, Particle *&r, Particle **pp, std::vector<int> *v) { return p.x + q.x + r.x + pp[0].x + v.size(); }
#pragma cufe_program dot_on_number
int f(int i, const int c, L l, float x) { return i.x + c.x + l.x + (i + 1).x + x.x; }
#pragma cufe_program dot_on_array
int f(Vec3 a[3]) { Vec3 b[2]; return a.x + b.x; }
#pragma cufe_program dot_in_template
template <class T> int f(T *p, int i, T **q) { return p.z + i.x + q->x; }
#pragma cufe_program member_objects
struct C { Particle *p; int n; Vec3 v; int f() const { return p.x + n.x + v->x; } int g() { return p.x + n.x + v->x; } };
#pragma cufe_program arrow_on_value
__device__ float dot(Vec3 a, Vec3 b) { return a->x * b.x + a.y * b.y; }
#pragma cufe_program arrow_on_values
int f(const Vec3 &v, Vec3 *p, int i, const int &r) { return v->x + p[1]->y + (*p)->z + i->x + r->x; }
#pragma cufe_program arrow_on_number_pointer
int f(int *a, int **b, Vec3 **c) { return a->x + b->x + c->x; }
#pragma cufe_program deref_number
void scale(float &v, float f) { *v *= f; }
#pragma cufe_program deref_numbers
__global__ void k(int *data, size_t n, L l) { int v = data[0]; *v += 1; data[1] = *threadIdx.x + *n + *l + *(v + 1) + *data[2]; }
#pragma cufe_program deref_nullptr
int f(bool b, char c) { return *nullptr + *b + *c; }
#pragma cufe_program subscript_number
__global__ void k(float *out, int n) { out[threadIdx.x] = n[threadIdx.x]; }
#pragma cufe_program subscript_numbers
int f(int n, int i, char c, short s, long l, size_t z) { return n[i] + 2[n] + c[0] + n[s] + n[l] + n[z] + n[i + 1u] + n[sizeof(int)] + n['a']; }
#pragma cufe_program subscript_floating
int f(float x, double d, int *p, int n) { return x[0] + d[1.0] + x[p] + n[x]; }
#pragma cufe_program call_number
int main() { int size = 10; int s = size(); return s; }
#pragma cufe_program call_numbers
int f(float x, int *p, const int c, int n, int i) { return x(1) + p() + c() + (x + 2)() + p[0]() + 3(x) + x(n[i]); }
#pragma cufe_program call_data_member
struct Q { int x; }; int f(Q q) { return q.x(); }
#pragma cufe_program bound_function
int count(const std::vector<int> &v, const std::string *s) { int n = v.size; return n + s->empty; }
#pragma cufe_program bound_functions
void g(int); int f(Particle p, Particle *q) { g(p.f); auto a = &p.f; p.f; return p.g + q->f + p.h; }
#pragma cufe_program address_of_value
int main() { int a = 2, b = 3; int *p = &(a + b); return *p; }
#pragma cufe_program address_of_values
int g(); int f(int a, int b) { auto p = &g(); auto q = &1; auto r = &a++; auto s = &(float)a; auto t = &-a; auto u = &(a == 1); auto v = &sizeof(a); auto w = &(a ? a : b + 1); return 0; }
#pragma cufe_program switch_floating
__device__ int classify(float x) { switch (x) { case 0: return 0; default: return 1; } }
#pragma cufe_program switch_kinds
int f(int *p, double d, Vec3 v, float x) { switch (p) { default: break; } switch (d + 1) { default: break; } switch (v) { default: break; } switch ("abc") { default: break; } switch (float y = x) { default: break; } switch (int i = 0; x) { default: return 0; } }
#pragma cufe_program switch_then_body
int f(float x) { switch (x) { case 1: x = "s"; } return 0; }
#pragma cufe_program class_to_pointer
int f(Vec3 v) { return (int)sum(v, 10); }
#pragma cufe_program vector_to_kernel
void run(std::vector<float> &h) { kern<<<1, 256>>>(h, (int)h.size()); takev(h); }
#pragma cufe_program class_values
struct D : Vec3 {}; namespace ns { struct W { int a; }; }
Vec3 mk();
void f(Vec3 v, const Vec3 &c, D d, ns::W w, std::string s, Vec3 *p) { take(v); take(c); take(d); take(w); take(s); takes(v); take(mk()); take(Vec3{1, 2}); take(*p); }
#pragma cufe_program class_value_contexts
int f(Vec3 v) { int a = v; float *b(v); bool c{v}; const int e = v; a = v; int g = (int)v; int h = static_cast<int>(v); return v; }
#pragma cufe_program string_values
void say(const char *s);
int f(std::string msg, const std::string &cmd) { say(msg); const char *p = msg; return cmd; }
#pragma cufe_program member_values
struct Label { std::string text; Vec3 &ref; mutable Vec3 m; int width() const { return text; } int w2() { return text; } int w3() const { take(ref); take(m); return 0; } };
#pragma cufe_program array_assign
__global__ void k(const float *in) { __shared__ float a[32], b[32]; a[threadIdx.x] = in[threadIdx.x]; b = a; }
#pragma cufe_program array_member_assign
struct User { char name[16]; int v[2]; void m() { v = nullptr; } }; void rename(User &u) { u.name = "guest"; int a[2][2]; a[0] = a[1]; }
#pragma cufe_program builtin_assign
__global__ void k(int *out) { if (threadIdx.x > 31) threadIdx.x = 0; blockIdx.y += 1; blockDim.x++; out[threadIdx.x] = 1; }
#pragma cufe_program constexpr_assign
constexpr int max_iter = 100; void tune() { max_iter = 200; constexpr float pi = 3.14f; pi *= 2; }
#pragma cufe_program call_assign
void reset() { get_count() = 0; get_count()++; --get_count(); get_count() += 1; }
#pragma cufe_program range_for_const
void f(std::vector<int> &v, const std::vector<float> &w) { int a[3]; for (const auto &x : v) x *= 2; for (auto &y : w) y = 1; for (const auto z : a) z++; }
#pragma cufe_program ok_smart_pointers
int f(std::unique_ptr<Particle> &u, std::shared_ptr<Particle> s, Smart m) { return u->x + s->x + m->x + u->f(); }
#pragma cufe_program ok_iterators
int f(std::vector<Particle> &v) { int t = 0; for (auto it = v.begin(); it != v.end(); ++it) t += it->x + (*it).x; return t; }
#pragma cufe_program ok_callables
typedef int (*FP)(int);
struct Fn { int operator()(int x) const { return x; } };
int f(FP fp, Fn fn, int (&r)(int)) { auto l = [](int a) { return a; }; return fp(1) + fn(2) + r(3) + (*fp)(5) + l(6); }
#pragma cufe_program ok_pointer_references
int f(Particle *&rp, Particle **pp, Particle *p) { return rp->x + (*pp)->x + pp[0]->x + (*p).x + p[0].x; }
#pragma cufe_program ok_templates
template <class T> int f(T t, T *p, int n) { return t.x + p->x + t->y + *t + t[0] + t(1) + n[t] + p->z; }
#pragma cufe_program ok_macros
#define GET(o) ((o).x)
#define PGET(o) ((o)->x)
int f(Particle p, Particle *q) { return GET(p) + PGET(q) + GET(*q); }
#pragma cufe_program ok_conversions
int f(Conv c, float *p) { int n = c; float *q = c; take(c); switch (c) { default: break; } return n + (q == p); }
#pragma cufe_program ok_member_pointers
int f(Particle p) { int (Particle::*pm)() = &Particle::f; auto q = &Particle::f; int (*sp)() = &Particle::sf; return (p.*pm)() + sp() + p.sf() + (p.f)(); }
#pragma cufe_program ok_subscripts
int f(int *p, int i) { int a[3] = {1, 2, 3}; int *q = &a[0]; int *r = &*p; return *q + *r + i[p] + a[i] + *(p + 1) + "abc"[i] + i["abc"]; }
#pragma cufe_program ok_builtins
__global__ void k(float *out, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) out[i] = 2; uint3 t = threadIdx; t.x = 1; out[t.x] = 0; }
#pragma cufe_program ok_range_for
void f(std::vector<int> &v, int a[4]) { for (auto &x : v) x *= 2; for (int &y : v) y = 0; int b[4]; for (auto &z : b) z = 1; for (auto w : b) w = 2; a = b; }
#pragma cufe_program ok_this
struct C { int count; int arr[2]; void bump() { this->count++; (*this).count++; arr[0] = 1; } int get() const { return this->count; } };
#pragma cufe_program ok_references
int &ref(); int *ptr(); void f(float &v, float *p) { v *= 2; *p = v; ref() = 1; *ptr() = 2; ptr()[1] = 3; int *q = &ref(); }
#pragma cufe_program ok_class_values
void f(std::vector<float> &v, Conv c, std::string s) { sum(v.data(), 1); takev(v.data()); take(c); take((int)s.size()); const char *p = s.c_str(); Vec3 w = (Vec3)Vec3{}; }
#pragma cufe_program ok_names_alike
struct Size { int size; int data; }; int f(Size s, std::vector<int> &v) { return s.size + (int)v.size() + s.data + *v.data(); }
#pragma cufe_program ok_switches
enum E { e0, e1 }; enum class SE { a, b };
int f(E e, SE s, bool b, char c, unsigned long u) { switch (e) { default: break; } switch (s) { default: break; } switch (b) { default: break; } switch (c) { default: break; } switch (u) { default: return 0; } }
#pragma cufe_program ok_overloads
void over(Vec3); void over(int); void take2(const Vec3 &); void f(Vec3 v) { over(v); take2(v); Vec3 w = v; w = v; }
#pragma cufe_program ok_half
#include <cuda_fp16.h>
__device__ float f(__half h, float2 v) { float x = h; return x + v.x; }
#pragma cufe_program ok_const_objects
struct Q { int a; mutable int m; }; void f(const Q &q, Q *const p) { q.m = 1; p->a = 2; int b[2]; int *r = b; r = nullptr; }
