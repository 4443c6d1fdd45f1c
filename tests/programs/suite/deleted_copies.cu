// Copies of classes whose copy constructor is deleted (1776): `C q = p;`,
// `C q(p);`, `C q{p};`, `auto q = p;` with p a variable of the very class
// -- a plain class or an instance of a class template whose class is
// certain (std::unique_ptr<int>) -- where overload resolution certainly
// picks `C(const C &)`: no `C(C &)`, no constructor template taking a
// forwarding reference.  The declaration "line N of FILE" when in another
// file.  Not yet: implicitly deleted copy constructors, the array
// specialization, classes with bases (std::mutex), copy assignment.  From
// probes of cudafe++.
// (the lines before the first program are part of every program)
#include <memory>
#include <vector>
#include <utility>
#include <mutex>
struct NoCopy { NoCopy() = default; NoCopy(const NoCopy &) = delete; NoCopy(NoCopy &&) = default; };
template <class T> struct Handle { Handle() {} Handle(const Handle &) = delete; Handle(Handle &&) {} T v; };
#pragma cufe_program c01
void f() { std::unique_ptr<int> p(new int(1)); std::unique_ptr<int> q = p; }
#pragma cufe_program c02
void f() { std::unique_ptr<int> p(new int(1)); std::unique_ptr<int> q(p); }
#pragma cufe_program c03
void f() { std::unique_ptr<int> p(new int(1)); std::unique_ptr<int> q = std::move(p); }
#pragma cufe_program c04
void f() { std::unique_ptr<int> p; auto q = p; }
#pragma cufe_program c05
void f() { std::shared_ptr<int> p; std::shared_ptr<int> q = p; auto r = p; }
#pragma cufe_program c06
void f() { std::vector<int> v; std::vector<int> w = v; auto x = w; }
#pragma cufe_program c07
void f() { NoCopy a; NoCopy b = a; }
#pragma cufe_program c08
void f() { NoCopy a; NoCopy b = static_cast<NoCopy &&>(a); }
#pragma cufe_program c09
void f() { Handle<int> h; Handle<int> g = h; }
#pragma cufe_program c10
void f() { Handle<float> h; Handle<float> g(std::move(h)); }
#pragma cufe_program c11
void f(std::unique_ptr<float> &p) { std::unique_ptr<float> q = p; }
#pragma cufe_program c12
void f(const std::unique_ptr<float> &p) { std::unique_ptr<float> q{p}; }
#pragma cufe_program c15
void f() { std::unique_ptr<double> p; const auto &r = p; (void)r; }
#pragma cufe_program c17
template <class T> void g() { std::unique_ptr<T> p; std::unique_ptr<T> q = p; }
