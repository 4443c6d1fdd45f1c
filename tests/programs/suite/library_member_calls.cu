// Member calls on instances of library class templates (std::vector,
// std::string): 304 "no instance of overloaded function ... matches the
// argument list" when every overload takes another number of arguments
// (3322) or has a parameter -- the instance's arguments substituted, a
// member typedef of a parameter (value_type) followed, `const T &` and
// `T &&` binding what converts to T -- that an argument certainly does
// not convert to (3326).  Not yet: function templates among them (assign,
// insert), class-type elements, const objects.  From probes of cudafe++.
// (the lines before the first program are part of every program)
#include <vector>
#include <string>
#include <map>
struct Pt { int x; };
#pragma cufe_program v01
void f() { std::vector<int> v; v.push_back("text"); }
#pragma cufe_program v02
void f() { std::vector<float> v; v.push_back(1); v.push_back(2.5); int i = 3; v.push_back(i); }
#pragma cufe_program v03
void f() { std::vector<int> v; int *p = 0; v.push_back(p); }
#pragma cufe_program v04
void f() { std::vector<bool> v; v.push_back("x"); }
#pragma cufe_program v05
void f() { std::vector<double> v; v.resize("n"); }
#pragma cufe_program v06
void f() { std::vector<int> v; v.resize(4, "z"); }
#pragma cufe_program v08
void f() { std::vector<char> v; v.push_back('c'); v.push_back(65); }
#pragma cufe_program v11
void f() { std::vector<long> v(3); v.at("i") = 1; }
#pragma cufe_program v12
void f() { std::vector<unsigned> v; v.emplace_back("e"); }
#pragma cufe_program v13
void f() { std::string s; s.push_back(1.5); s.append("x"); }
#pragma cufe_program v14
void f(std::vector<int> &v) { v.push_back("ref"); }
#pragma cufe_program v15
void f(std::vector<int> *v) { v->push_back("ptr"); }
#pragma cufe_program v17
void f() { std::vector<int *> v; v.push_back(nullptr); v.push_back(0); int x; v.push_back(&x); }
