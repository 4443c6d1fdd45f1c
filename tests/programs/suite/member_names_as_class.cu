// 280 "declaration of a member with the same name as its class": a class,
// union or enumeration declared in a class with the class's name (defined,
// or `struct A;` alone), a typedef, an alias, an enumerator, at the name;
// cudafe++ declares it all the same (each level of `struct A { struct A
// { ...` is reported).  A typedef or alias in a template: warning 280.  A
// non-static data member, an elaborated type naming the class and a
// friend declaration may have the name.  From probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
#pragma cufe_program nested_class
struct A { struct A { }; };
#pragma cufe_program nested_declared
struct A { struct A; };
#pragma cufe_program nested_kinds
template <class T> struct B { struct B { }; };
struct F { enum class F { x }; };
struct G { class G final { }; };
struct G2 { struct G2 : G { }; };
union U { struct U { }; };
struct I { template <class T> struct I { }; };
struct E { enum E { x }; };
struct J { struct J *p; struct J { }; };
#pragma cufe_program nested_levels
struct A { struct A { struct A { struct A { int v; }; }; }; };
#pragma cufe_program typedefs_and_enumerators
struct C { typedef int C; };
struct J { enum { J }; };
struct U { using U = int; };
struct X { enum E { a, X }; };
struct Y { enum class E { Y }; };
struct Z { typedef int T, Z; };
struct Q { template <class T> using Q = T; };
#pragma cufe_program in_templates_warned
template <class T> struct V { typedef T V; };
template <class T> struct V2 { typedef int V2; };
template <class T> struct V3 { using V3 = T; };
template <class T> struct V4 { enum { V4 }; };
template <class T> struct V6 { typedef T *V6; };
struct O { template <class T> struct V7 { typedef int V7; }; };
#pragma cufe_program names_allowed
struct C { struct D { struct C { }; }; };
struct K { struct { int k; } K; };
struct L { struct L *next; int L2; };
struct M { int M; };
struct N { friend struct Other; };
struct P { struct Q { }; enum R { r }; };
int main() { return 0; }
