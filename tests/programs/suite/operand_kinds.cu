// Operands of the wrong kind, where no overloaded operator or conversion
// function can be meant: 413 (a class value where a number or a pointer
// goes); and valid neighbours (conversion functions, overloads).  From
// probes of cudafe++ 13.0.
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
#pragma cufe_program ok_conversions
int f(Conv c, float *p) { int n = c; float *q = c; take(c); return n + (q == p); }
#pragma cufe_program ok_class_values
void f(std::vector<float> &v, Conv c, std::string s) { sum(v.data(), 1); takev(v.data()); take(c); take((int)s.size()); const char *p = s.c_str(); Vec3 w = (Vec3)Vec3{}; }
#pragma cufe_program ok_overloads
void over(Vec3); void over(int); void take2(const Vec3 &); void f(Vec3 v) { over(v); take2(v); Vec3 w = v; w = v; }
#pragma cufe_program ok_half
#include <cuda_fp16.h>
__device__ float f(__half h, float2 v) { float x = h; return x + v.x; }
#pragma cufe_program ok_names_alike
struct Size { int size; int data; }; int f(Size s, std::vector<int> &v) { return s.size + (int)v.size() + s.data + *v.data(); }
