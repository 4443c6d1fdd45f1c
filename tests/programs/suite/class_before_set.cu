// Used before its value is set (549) for variables of class type: a
// class whose default-initialization leaves every member without a value
// (no constructor, no virtual function, no default member initializer,
// members of fundamental types or such classes); a member read, a copy
// (initialization, assignment, return) reads the variable; a member
// write, a member function call, taking the address or binding a
// reference do not.  Not yet: arguments by value, members of bases,
// arrays of them, local classes.  From probes of cudafe++.
// (the lines before the first program are part of every program)
struct V { int x; float y; };
struct N { V v; int k; };
struct B : V { int z; };
struct Init { int x = 1; };
struct Ctor { Ctor(); int x; };
struct Virt { virtual void f(); int x; };
struct Ref { int &r; };
void take(V);
void take_ref(V &);
void take_ptr(V *);
#pragma cufe_program u01
int f() { V v; return v.x; }
#pragma cufe_program u02
int f() { V v; v.x = 1; return v.x; }
#pragma cufe_program u03
int f() { V v; v.x++; return v.x; }
#pragma cufe_program u05
int f() { V v; take_ref(v); return v.x; }
#pragma cufe_program u06
int f() { V v; take_ptr(&v); return v.x; }
#pragma cufe_program u07
V f() { V v; return v; }
#pragma cufe_program u08
int f() { V v; V w; w = v; return w.x; }
#pragma cufe_program u09
int f() { V v{}; return v.x; }
#pragma cufe_program u10
int f() { V v = {}; return v.x; }
#pragma cufe_program u11
int f() { N n; return n.v.x; }
#pragma cufe_program u12
int f() { N n; n.v.x = 2; return n.k; }
#pragma cufe_program u14
int f() { Init i; return i.x; }
#pragma cufe_program u15
int f() { Ctor c; return c.x; }
#pragma cufe_program u16
int f() { Virt v; return v.x; }
#pragma cufe_program u17
int f(bool c) { V v; if (c) v.x = 1; return v.x; }
#pragma cufe_program u18
int f() { V v; for (int i = 0; i < 3; i++) { if (i) return v.x; v.x = i; } return 0; }
#pragma cufe_program u19
__global__ void k(int *out) { V v; out[0] = v.x; }
#pragma cufe_program u20
int f() { V v; return sizeof(v); }
#pragma cufe_program u21
int f() { V v; (void)v; return 0; }
#pragma cufe_program u23
int f() { V v; V *p = &v; return p->x; }
#pragma cufe_program u24
int f() { V v; auto w = v; return w.x; }
#pragma cufe_program u25
int f() { V v; const V &r = v; return r.x; }
#pragma cufe_program u26
int f() { V v; V w(v); return w.x; }
#pragma cufe_program u27
float f() { V v; v.y = 1.0f; return v.x + v.y; }
#pragma cufe_program u28
int f() { V v, w; w.x = v.x; return w.x; }
#pragma cufe_program u29
template <class T> int f() { V v; return v.x; }
