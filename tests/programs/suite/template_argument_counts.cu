// The count of a class template's arguments: too few (442, at the `>`;
// for a template declared once, whose header holds every default), too
// many (443, at the first extra argument); not judged with parameter
// packs or pack expansions.  Too few is judged for a template declared
// once (its header holds every default) or none of whose declarations has
// a default (std::array); not yet for one declared more than once with
// defaults (std::map).  From probes of cudafe++.
// (the lines before the first program are part of every program)
#include <array>
#include <vector>
#include <map>
template <class T, int N> struct Arr { T d[N]; };
template <class K, class V = int> struct Pair { K k; V v; };
template <class... Ts> struct Tup { };
template <class T> struct One { T v; };
template <class T, class U> struct Fwd;
template <class T, class U = char> struct Fwd { T t; U u; };
namespace ns { template <class T, class U> struct Two { T t; U u; }; }
#pragma cufe_program n01
Arr<int> a;
#pragma cufe_program n02
Arr<int, 3, 4> a;
#pragma cufe_program n03
Pair<int> p; Pair<int, float> q;
#pragma cufe_program n04
Pair<int, float, char> p;
#pragma cufe_program n05
Tup<> t0; Tup<int, float, char> t3;
#pragma cufe_program n06
One<> o;
#pragma cufe_program n07
Fwd<int> f;
#pragma cufe_program n08
ns::Two<int> t;
#pragma cufe_program n09
std::array<int> a;
#pragma cufe_program n10
std::vector<int, std::allocator<int>, int> v;
#pragma cufe_program n12
void f() { One<int, int> o; (void)o; }
#pragma cufe_program n13
template <class T> void g() { Arr<T> a; (void)a; }
#pragma cufe_program n14
int f() { return sizeof(Arr<char>); }
#pragma cufe_program n15
void f(Arr<float> *p) { (void)p; }
#pragma cufe_program n16
template <class... Ts> void g() { One<Ts...> o; (void)o; }
#pragma cufe_program n17
One<One<int, int>> nested;
#pragma cufe_program n18
__global__ void k(Arr<float, 4, 5> *p) { }
#pragma cufe_program n19
Pair<std::vector<int>, std::map<int, int>, int> p3;
