// Class hierarchies and completeness: objects of abstract classes (322,
// 323, 389, 603, 604 with a line per pure virtual function without an
// overrider), `override` that overrides nothing (1455), overriders of
// final functions (1850), final classes as bases (1904), `final` on a
// function that is not virtual (2614), overriders with another return type
// (317), functions hiding a base's virtual ones (warnings 997, 611);
// objects of incomplete classes (70, 409) and member access through
// pointers to them (833).  Valid look-alikes: abstract classes through
// pointers and references, overriders several levels down, covariant
// returns, typedef'd parameters, classes defined after a pointer to them,
// templates.  From probes of cudafe++.
// (the lines before the first program are part of every program)
int g(int);
#pragma cufe_program abstract_variable
struct Shape { virtual double area() const = 0; virtual double perim() const = 0; virtual ~Shape() {} };
Shape global_shape;
int main() { Shape s; return 0; }
#pragma cufe_program abstract_derived
struct Solver { virtual void setup() = 0; virtual void solve() = 0; virtual ~Solver() {} };
struct Jacobi : Solver { void setup() override {} };
struct Dense : Jacobi { virtual void factor() = 0; };
void run() { Jacobi j; Dense d; }
#pragma cufe_program abstract_new_array_member
struct Layer { virtual void forward() = 0; };
struct Net { Layer first; int n; };
Layer layers[3];
void make() { Layer *p = new Layer; Layer *q = new Layer(); Layer *a = new Layer[4]; Layer b[2][2]; }
#pragma cufe_program abstract_parameter_return
struct Reader { virtual int read() = 0; };
void consume(const Reader r) {}
Reader produce() { Reader *p = nullptr; return *p; }
struct Owner { Reader get() { Reader *p = nullptr; return *p; } void take(Reader r) {} };
#pragma cufe_program abstract_lines
struct A { virtual void p1() = 0; virtual ~A() = 0; virtual void p2(int) = 0; virtual void p2(double) = 0; void p3(); };
struct B : A { void p1() override; virtual void q() = 0; };
struct C : B { void q(); ~C(); };
struct D : C { void p2(int); void p2(double); };
void h() { A(); B b; C c; D d; }
#pragma cufe_program abstract_multiple_bases
struct P { virtual void x() = 0; virtual void y() = 0; };
struct Q { virtual void z() = 0; virtual void x() = 0; };
struct R : P, Q { void y(); };
struct S : P { void x() = 0; };
struct T : P { void x() override; };
R r1; S s1; T t1;
#pragma cufe_program abstract_in_templates
struct Task { virtual void run() = 0; };
template <class T> void tf() { Task t; T u; }
template <class T> struct Box { Task t; T v; };
#pragma cufe_program abstract_namespace_typedef
namespace geo { struct Shape { virtual double area() const = 0; }; }
typedef geo::Shape GS;
GS gs;
const geo::Shape cs;
#pragma cufe_program abstract_valid
struct Shape { virtual double area() const = 0; virtual ~Shape() {} };
struct Sq : Shape { double area() const override { return 1; } };
struct Rect final : Sq { double area() const final { return 2; } };
Shape *make() { return new Sq; }
double total(const Shape &s, Shape *p) { return s.area() + p->area(); }
Shape &ref();
Shape decl_only(Shape s);
typedef Shape (*Factory)();
struct Holder { Shape *p; static Shape *inst; };
int main() { Sq s; Rect r; Shape &rs = s; auto n = sizeof(Shape); return (int)rs.area() + (int)n + (int)r.area(); }
#pragma cufe_program abstract_valid_levels
struct L1 { virtual void f() = 0; virtual void g(int) const = 0; };
struct L2 : L1 { void f() override {} };
struct L3 : L2 { void g(int) const override {} };
struct L4 : L3 { };
L4 l4;
struct PD { virtual ~PD() = 0; };
PD::~PD() {}
struct PDD : PD { };
PDD pdd;
struct M1 { virtual void a() = 0; }; struct M2 { virtual void b() = 0; };
struct MD : M1, M2 { void a() override {} void b() override {} };
MD md;
#pragma cufe_program abstract_valid_typedef_params
typedef unsigned long UL;
struct TB { virtual void f(unsigned long) = 0; virtual void h(const TB &) = 0; };
struct TD : TB { void f(UL) override {} void h(const TB &) override {} };
TD td;
#pragma cufe_program override_mismatch
struct Widget { virtual void draw() {} virtual float apply(float x) { return x; } virtual ~Widget() {} };
struct Button : Widget { void draw() const override {} float apply(double x) override { return 2 * x; } };
#pragma cufe_program override_nonvirtual_nobase
struct Animal { const char *sound() { return "..."; } };
struct Dog : Animal { const char *sound() override { return "woof"; } };
struct Cat { void purr() override; };
struct Bird { ~Bird() override; };
#pragma cufe_program override_return
struct Model { virtual int params() const { return 0; } virtual ~Model() {} };
struct Net : Model { long params() const override { return 10; } };
struct Net2 : Model { double params() const { return 1; } };
#pragma cufe_program override_before_bodies
struct B { virtual void v(); };
struct X : B { void m() { g(1, 2); } void n() const override; };
#pragma cufe_program override_valid
struct Base { virtual Base *clone() const { return new Base(*this); } virtual void f(int = 3); virtual void q() const &; virtual ~Base() = default; };
struct Der : Base { Der *clone() const override { return new Der(*this); } void f(int) override; void q() const & override; };
struct Der2 : Der { void f(int) final; ~Der2() override; };
struct Op { virtual bool operator==(const Op &) const = 0; virtual operator int() const { return 0; } virtual ~Op(); };
struct OpD : Op { bool operator==(const Op &) const override { return true; } operator int() const override { return 1; } };
OpD od;
#pragma cufe_program override_valid_templates
template <class T> struct TB { virtual void f(T); };
template <class T> struct TD : TB<T> { void f(T) override; };
struct U { virtual void f(); };
template <class T> struct TE : U { void f() const override; };
struct TI : TB<int> { void f(int) override {} };
#pragma cufe_program final_functions
struct Base { virtual int id() const final { return 0; } virtual void f() final; virtual ~Base() {} };
struct Child : Base { int id() const { return 1; } void f() override; };
struct F { virtual int k() const final; virtual int k(int) final; };
struct G : F { int k() const; int k(int); };
#pragma cufe_program final_destructors
struct B { virtual ~B() final; };
struct D : B { };
struct E : B { ~E(); };
#pragma cufe_program final_nonvirtual
struct F { void nv() final; virtual void ok() final; };
#pragma cufe_program final_classes
struct Engine final { int power = 0; };
struct TurboEngine : Engine { int boost = 1; };
namespace ns { struct G final {}; }
struct H : public ns::G {};
typedef ns::G GT;
struct I : virtual GT {};
template <class T> struct J : ns::G {};
#pragma cufe_program final_valid
struct Engine final { int power = 0; };
struct Car { Engine e; };
struct V1 { virtual void a(int) const; };
struct V2 : V1 { void a(int) const override final; };
struct V3 : V2 { void a(long); };
template <class T> struct Fin final { T t; };
struct final { int x; };
struct Uses : final { };
#pragma cufe_program hidden_virtuals
struct B { virtual void y(); virtual void x(); virtual void z(); virtual void z(int); virtual void w(); };
struct D : B { void x(int); void y(int); void y(long); void z(long); static void w(int); };
struct P { virtual void p(); };
struct Q { virtual void q(); };
struct R : P, Q { void q(int); void p(int); };
#pragma cufe_program hidden_partial
struct B { virtual void a(); virtual void c(int); virtual void c(double); virtual void g() const; };
struct D : B { void a() const; void c(int); void g(); };
#pragma cufe_program hidden_valid
struct B { virtual void y(); virtual void x(); void nv(); };
struct T : B { template <class U> void x(U); using B::y; void y(int); void nv(int); int z; };
struct O : B { void y() override; void x(); };
#pragma cufe_program incomplete_variables
struct Config;
extern Config ec;
Config gc;
Config garr[2][3];
const Config cc;
typedef struct Config Cfg;
Cfg tc;
namespace ns { struct In; }
ns::In nin;
int main() { Config c; static Config sc; extern Config ec2; return 0; }
#pragma cufe_program incomplete_members
struct ListNode { int value; ListNode next; };
struct N { struct In { N n; }; int x; };
struct Cfg;
struct Holder { static Cfg sc; Cfg m; };
#pragma cufe_program incomplete_functions
struct Config;
Config f1(Config c);
Config f2(Config c) { }
struct E { Config r4() { } static void sp(Config a) {} void g() { g(1, 2); } };
template <class T> void tf(const Config c) {}
#pragma cufe_program incomplete_kernel
struct Params;
__global__ void run(Params p, float *out) { out[threadIdx.x] = 0.0f; }
#pragma cufe_program incomplete_expressions
#include <cstdlib>
struct Node;
Node *alloc_node() { return (Node *)malloc(sizeof(Node)); }
Node *fresh() { return new Node; }
void tmp() { Node(); }
#pragma cufe_program incomplete_member_access
struct Impl;
struct Widget { Impl *impl; int size() const { return impl->size; } };
void f(Impl *p, Impl &r) { p->x = 1; r.x = 2; (*p).x = 3; p->nowhere_declared_name; }
#pragma cufe_program incomplete_defined_later
struct Later;
Later *lp;
int early() { return lp->v; }
struct Later { int v; };
Later lv;
int late() { return lp->v; }
#pragma cufe_program incomplete_valid
struct Fwd;
Fwd *pf;
void takes(Fwd *p, Fwd &r);
Fwd &ret();
Fwd decl_only(Fwd f);
extern Fwd ef;
struct List { struct Node *first; int n() const; };
struct Node { int v; Node *next; };
int List::n() const { return first->v; }
struct M { struct In; In *p; struct In { int x; }; int get() { return p->x; } };
struct Self { Self *next; static Self inst; Self f(Self s) { return s; } };
class A; class B { A *a; void g(); }; class A { public: int x; }; void B::g() { a->x = 1; }
template <class T> struct Ptr { T *p; int get() { return p->x; } };
struct Later2;
Ptr<Later2> pl;
struct Later2 { int x; };
int main() { Fwd *q = pf; Node n; n.next = &n; return q ? 1 : (int)sizeof(Node); }
#pragma cufe_program incomplete_valid_local
void local() {
  struct L; L *lp = nullptr;
  struct L { int y; };
  struct LA { virtual void f() = 0; };
  struct LB : LA { void f() override {} };
  LB lb; (void)lp; (void)lb;
}
#pragma cufe_program incomplete_valid_elaborated
struct S { struct Node *next; int k; };
struct Node { int x; };
Node *q;
int f(S *s) { return s->next->x + q->x; }
void g(struct Other *o);
#pragma cufe_program incomplete_valid_templates
struct Fwd;
template <class T> struct Uses { T *p; void set(T *q) { p = q; } };
Uses<Fwd> u;
template <class T> int size_of() { return (int)sizeof(T); }
struct Fwd { int a[4]; };
int n = size_of<Fwd>();
#pragma cufe_program covariant_valid
struct Shape { virtual Shape *clone() const = 0; virtual Shape &self() = 0; virtual ~Shape() {} };
struct Circle : Shape { Circle *clone() const override { return new Circle(*this); } Circle &self() override { return *this; } };
struct Big : Circle { Big *clone() const override { return new Big(*this); } };
Circle c; Big b;
#pragma cufe_program device_valid
struct Functor { __host__ __device__ virtual float operator()(float x) const = 0; __host__ __device__ virtual ~Functor() {} };
struct Square : Functor { __host__ __device__ float operator()(float x) const override { return x * x; } };
__global__ void k(float *out) { Square s; out[threadIdx.x] = s(2.0f); }
#pragma cufe_program complete_class_contexts
struct A { virtual void f() = 0; void g() { A a; } A h() { return *this; } };
struct K { struct In; void f(In x) {} In r() { return In(); } void u() { In i; In *p = new In; } struct In { int v; }; };
struct K2 { struct In2; void u() { In2 i; } };
struct O { struct I { void m() { O o; } }; };
#pragma cufe_program complete_class_contexts_valid
struct K { struct In; void f(In x) {} In r() { return In(); } void u() { In i; In *p = new In; (void)p; } struct In { int v; }; };
struct O { struct I { void m() { O o; (void)o; } }; int x; };
template <class T> struct TK { struct In; void u() { In i; (void)i; } struct In { T v; }; };
#pragma cufe_program incomplete_arithmetic
struct Impl;
void f(Impl *p, Impl *q, int i) {
    ++p; --p; p--; p += 1; p -= i; 1 + p; p - q; i[p]; p == q; !p; p = q;
    Impl *r = p + i;
    alignof(Impl);
}
#pragma cufe_program handlers
struct Config;
typedef Config Cfg;
struct A { virtual void f() = 0; };
void f() {
  try { } catch (Config c) { }
  try { } catch (const A &a) { }
  try { } catch (const A a) { }
  try { } catch (Config *c) { }
  try { } catch (const Config c) { }
  try { } catch (Cfg c) { }
  try { } catch (const Config *c) { }
}
void g(const Config *p, Cfg *q) { p->x; q->y; }
#pragma cufe_program handlers_valid
struct Config;
struct A { virtual void f() = 0; virtual ~A() {} };
struct E : A { void f() override {} };
struct Config { int v; };
void f() {
  try { throw E(); } catch (const A &a) { } catch (Config *c) { } catch (Config c) { } catch (...) { }
}
#pragma cufe_program hidden_overloaded
struct B { virtual void f(int); void f(double); };
struct D : B { void f(char); };
struct B2 { virtual void g(int); };
struct M : B2 { void g(double); };
struct D2 : M { void g(char); };
struct B3 { virtual void h(int); virtual void h(double); void h(long); };
struct D3 : B3 { void h(char); };
struct E : M { void g(int) override; };
#pragma cufe_program override_after_hiding
struct B { virtual void a(); virtual void b(int); virtual void c(); virtual void d(); virtual void e(int); void f(int); virtual void g() const; virtual ~B(); };
struct D : B { void a() const; void b(long); void c(int); int d; void e(int, int); void e(int); void f(long); void g(); virtual void h(); };
struct E : D { void h(int); void a(int); };
#pragma cufe_program abstract_operators
struct Op { virtual int operator()(int) = 0; virtual operator int() = 0; virtual bool operator==(const Op &) const = 0; };
Op op;
struct OpD : Op { int operator()(int) override { return 0; } };
OpD opd;
#pragma cufe_program incomplete_declarators
struct S {};
class B;
B x, y, z[2];
const B *pq, w;
static B const v;
S s1, s2;
