// Members of class template instances (135 "class "Box<int>" has no
// member"): the class an instance certainly is -- the primary template
// when no specialization can match (a keyword or a literal another than
// ours, a pointer pattern `U *` where ours is arithmetic), or the explicit
// specialization whose keyword arguments are ours.  From probes of
// cudafe++.
// (the lines before the first program are part of every program)
template <class T> struct Box { T v; T get() const { return v; } };
template <class T> struct P { int gen; };
template <class T> struct P<T *> { int ptr; };
template <> struct P<int> { int spec; };
#pragma cufe_program missing_member
int f() { Box<int> b; return b.w; }
#pragma cufe_program present_member
int f() { Box<float> b; b.v = 1.0f; return (int)b.get(); }
#pragma cufe_program partial_not_matching
int f() { P<long> p; p.gen = 1; return p.ptr; }
#pragma cufe_program partial_matching
int f() { P<long *> p; p.ptr = 1; return p.ptr; }
#pragma cufe_program explicit_specialization
int f() { P<int> p; p.spec = 2; return p.gen; }
#pragma cufe_program explicit_specialization_member
int f() { P<int> p; p.spec = 2; return p.spec; }
#pragma cufe_program through_pointer
int f(Box<double> *b) { return (int)b->value; }
#pragma cufe_program through_reference
int f(const Box<char> &b) { return b.size; }
