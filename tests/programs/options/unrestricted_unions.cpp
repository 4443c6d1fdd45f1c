// --no_unrestricted_unions: a union member may not be of a class type with
// a constructor, destructor or copy/move assignment that is not defaulted
// or deleted, a virtual function or base, a default member initializer, or
// a member or base of such a class (error 294 at the member's name).
// OPTIONS:
// OPTIONS: --unrestricted_unions
// OPTIONS: --no_unrestricted_unions
struct A { A(); };
struct B { ~B(); };
struct C { C& operator=(const C&); };
struct D { virtual void f(); };
struct E { int x = 1; };
struct F { A a; };
struct G { G() = default; int y; };
struct H { int z; void m(); };
struct I { I(int); };
struct J : A { };
union U1 { A a; int i; };
union U2 { B b; };
union U3 { C c; };
union U4 { D d; };
union U5 { E e; };
union U6 { F f; };
union U7 { G g; H h; };
union U8 { I i; };
union U9 { J j; };
enum En { e1 };
struct F1 { struct In { In(); int q; }; int x; void m() { In i; (void)i; } static int s; static A sa; };
struct F2 { F2& operator=(int); operator int() const { return 0; } friend bool operator==(F2, F2); En e; bool b; const int *p; char c[3]; };
struct F3 { F3() = default; F3(const F3&) = default; F3& operator=(const F3&) = default; ~F3() = default; int a; };
struct F4 { int F4x; void f(); int g(int) const; };
struct F5 : F4 { double d; };
union IU { int a; float b; };
struct F6 { IU u; F5 f5[2]; };
struct D1 { F3 f; A a; };
struct D2 : F5 { D2(); };
struct D3 { int x{1}; };
struct D4 { int y[2] = {1, 2}; };
struct D5 { D5(int, int) = delete; D5(int); };
struct D6 { inline D6(); };
struct D7 : F5 { explicit D7(int); };
typedef A TA;
union V1 { F1 f1; F2 f2; F3 f3; F4 f4; F5 f5; F6 f6; IU iu; En e; int *p; };
union V2 { D1 d1; D2 d2; D3 d3; D4 d4; D5 d5; D6 d6; D7 d7; TA ta; };
union V3 { V1 v1; };
struct K { K(const K&) = delete; K() = default; };
struct M { virtual ~M() = default; };
struct C2 { C2& operator=(C2&&); };
struct T2 { T2(const T2&); };
struct R { R() {} };
struct Q : virtual H {};
union V4 { A arr[2]; K k; M m; C2 c2; T2 t2; R r; Q q; };
int main() { V1 u; (void)u; return 0; }
