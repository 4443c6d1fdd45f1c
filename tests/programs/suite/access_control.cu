// Access control: private and protected members named where they are
// not accessible (265 "member ... is inaccessible", 410 through an
// object of another class), constructors, destructors and copies (330),
// and the many ways they are accessible (members, nested classes,
// lambdas in members, friends, derived classes, public bases).  From
// probes of cudafe++.
// (the lines before the first program are part of every program)
#pragma cufe_program private_data_member
class Account {
    double balance = 0;
public:
    void deposit(double d) { balance += d; }
};
double peek(const Account &a) { return a.balance; }
#pragma cufe_program protected_data_member
class Shape {
protected:
    float area_ = 0;
public:
    virtual ~Shape() {}
};
class Square : public Shape {};
float area_of(const Square &s) { return s.area_; }
float area_of(const Square *s) { return s->area_ + (*s).area_; }
#pragma cufe_program class_default_private_in_kernel
class Vec2 {
    float x, y;
};
__global__ void clear(Vec2 *v, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) v[i].x = 0.0f;
}
__device__ float len(const Vec2 &v) { return v.y; }
#pragma cufe_program struct_default_public
struct P { int x; private: int z; protected: int w; public: int y; };
int f(P p) { return p.x + p.y + p.z + p.w; }
#pragma cufe_program private_member_functions
class A {
    void g();
    int h() const;
    static int s();
    static int count;
public:
    void ok();
};
int f(A a, const A *p) { a.g(); a.ok(); A::s(); return p->h() + A::count + a.count; }
#pragma cufe_program private_method_wrong_arguments
class A { void g(int); };
void f(A a) { a.g(1, 2); a.g(); a.g("s"); }
#pragma cufe_program overloaded_private_method
class A {
    void g(int);
    void g(double);
public:
    void g(char);
};
void f(A a) { a.g(1); a.g(2.0); a.g('c'); }
#pragma cufe_program declared_at_definition
class A { void g(); static int s; };
int f(A a) { a.g(); return A::s; }
void A::g() {}
int A::s = 1;
int h(A a) { a.g(); return A::s; }
#pragma cufe_program private_in_base_from_derived
class B { int x; void g(); };
class D : public B {
    int f() { g(); return x + this->x; }
    int h();
};
int D::h() { B::g(); return B::x + (*this).x; }
#pragma cufe_program protected_through_base_object
class B { protected: int x; static int s; void m(); };
class D : public B {
    int f(B b, B *p) { b.m(); return b.x + p->x + b.s + B::s; }
};
class D2 : public B { int f(D d) { return d.x; } };
#pragma cufe_program protected_valid
class B { protected: int x; static int s; void m(); int k() const; };
class D : public B {
    int f(D d, D *p) { m(); d.m(); return x + this->x + B::x + d.x + p->x + s + B::s + k(); }
};
class E : public D { int g(E e) { return e.x + x; } };
#pragma cufe_program private_inheritance
class Base { public: void hello() {} int v; };
class Derived : Base { void own() { hello(); v = 1; } };
int main() { Derived d; d.hello(); return d.v; }
#pragma cufe_program protected_inheritance
class Base { public: void hello() {} };
class Derived : protected Base { void own() { hello(); } };
class More : public Derived { void more() { hello(); } };
int main() { Derived d; d.hello(); }
#pragma cufe_program private_inheritance_grandchild
class B { public: int v; };
class D : private B { int ok() { return v; } };
class E : public D { int f() { return v; } };
#pragma cufe_program nested_classes
class Outer {
    int secret;
    class Hidden { int y; public: int z; };
    struct Inner { int peek(Outer o) { return o.secret; } };
    int look(Hidden h) { return h.z + h.y; }
};
#pragma cufe_program nested_valid
class Outer {
    int secret;
    static int count;
    struct Inner {
        int peek(Outer o) { return o.secret + count; }
        struct Deeper { int again(Outer *o) { return o->secret; } };
    };
};
#pragma cufe_program lambdas
class A {
    int x;
public:
    int inside() { auto l = [this] { return x; }; auto m = [](A &o) { return o.x; }; return l(); }
};
int outside(A o) { auto m = [&o] { return o.x; }; return m(); }
#pragma cufe_program friends_valid
class Key {
    int code = 1;
    friend class Lock;
    friend int peek(const Key &);
    friend struct Pair;
};
class Lock { public: int open(const Key &k) { return k.code; } };
int peek(const Key &k) { return k.code; }
struct Pair { int both(Key a, Key *b) { return a.code + b->code; } struct In { int x(Key k) { return k.code; } }; };
#pragma cufe_program friend_class_missing
class Key {
    int code = 1;
    friend class Lock;
};
class Door {
public:
    int open(const Key &k) { return k.code; }
};
#pragma cufe_program friends_not_inherited
class B { int x; friend class F; };
class D : public B {};
class F { int f(D d) { return d.x; } };
class G : public F { int g(B b) { return b.x; } };
#pragma cufe_program namespaces
namespace geo { class Pt { int x; public: int y; }; int in_ns(Pt p) { return p.x; } }
int f(geo::Pt p) { return p.x + p.y; }
namespace { class Hidden { int z; }; }
int g(Hidden h) { return h.z; }
#pragma cufe_program private_constructor
class Logger {
    Logger() {}
public:
    static Logger &instance() { static Logger l; return l; }
    void log(const char *) {}
};
int main() {
    Logger l;
    l.log("x");
    Logger *p = new Logger;
    Logger *q = new Logger();
    Logger r{};
}
#pragma cufe_program private_constructor_arguments
class L { L(int) {} L(int, int) {} public: L() {} };
void f() {
    L a(1);
    L b(1, 2);
    L c{1};
    L d = L(3);
    L *e = new L(4);
    L *g = new L{5};
    L i = {2};
    L j = L{6};
}
#pragma cufe_program protected_constructor
class B { protected: B() {} B(int) {} };
class D : public B { public: D() {} D(int v) : B(v) {} };
int main() { B b; B c(1); D d; D e(2); }
#pragma cufe_program private_destructor
class Handle {
    ~Handle() {}
public:
    Handle() {}
    Handle(int) {}
};
int main() {
    Handle h;
    static Handle s;
    Handle two[2];
    Handle n(3);
    Handle *p = new Handle;
    delete p;
    return 0;
}
#pragma cufe_program private_destructor_temporary
class H { ~H() {} public: H() {} int v; };
void take(H h);
int f(H *p) { take(*p); return H().v + H{}.v; }
#pragma cufe_program destructor_specifications
class H1 { virtual ~H1() {} public: H1() {} };
class H2 { ~H2() noexcept(false) {} public: H2() {} };
class H3 { ~H3(); public: H3() {} };
class H4 { protected: ~H4() {} public: H4() {} };
void f() { H1 a; H2 b; H3 c; H4 d; }
#pragma cufe_program constructor_and_destructor
class H { H() {} ~H() {} public: static H *make(); };
int main() { H h; return 0; }
#pragma cufe_program private_copy_constructor
class Buf { Buf(const Buf &); public: Buf(); Buf(Buf &&); };
void take(Buf b);
void take2(int, Buf b);
struct T { void put(Buf); };
void f(const Buf &r, Buf *p, T t) {
    Buf b;
    take(b);
    take(Buf());
    take(r);
    take(*p);
    take2(1, p[0]);
    t.put(b);
    Buf c = b;
    Buf d(b);
    Buf e{b};
}
#pragma cufe_program specials_valid
class S {
    S() {}
    S(int) {}
    ~S() {}
    S(const S &) {}
public:
    static S make() { S s; S t(1); S u = t; return S(2); }
    static void destroy(S *p) { delete p; }
    void self() { S a; S *b = new S(3); delete b; }
    friend void befriended();
};
void befriended() { S s; S t(s); S *p = new S; delete p; }
class D { public: D() {} D(const D &) {} ~D() {} };
void take(D d);
void f() { D d; take(d); D e = d; D *p = new D(d); delete p; }
#pragma cufe_program members_valid
class A {
    int x;
    static int s;
    void g();
    int h(int) const;
public:
    int pub;
    void self(A other, const A *p) { x = other.x + p->x + s + A::s; g(); other.g(); h(1); p->h(2); }
    static int st(A a) { return a.x + s; }
    A() : x(0), pub(s) {}
};
int A::s = 0;
void A::g() { x = s; this->x++; (*this).x--; }
int A::h(int v) const { return x + v; }
int f(A a) { return a.pub; }
#pragma cufe_program public_bases_valid
class B { public: int v; void g() {} static int s; };
class D : public B {};
struct E : B {};
class F : public virtual B {};
int f(D d, E e, F *p) { d.g(); e.g(); return d.v + e.v + p->v + D::s; }
#pragma cufe_program templates_silent
class A { int x; };
template <class T> int f(A a, T) { return a.x; }
template <class T> int g(T a) { return a.x; }
template <class T> struct W { int h(A a) { return a.x; } };
#pragma cufe_program using_declarations_silent
class B { public: int v; protected: int w; };
class D : private B { public: using B::v; using B::w; };
int f(D d) { return d.v + d.w; }
#pragma cufe_program unevaluated_and_writes
class A { int x; static const int c = 2; };
int f(A a, A &r) { r.x = 1; r.x++; return sizeof(a.x) + A::c; }
#pragma cufe_program operands_after_access
class A { int x; };
int f(A a) { return a.x * "s"; }
#pragma cufe_program not_a_member_then_private
class A { int x; };
int f(A a) { return a.y + a.x; }
#pragma cufe_program protected_static_valid
class B { protected: static int s; static int get() { return s; } };
class D : public B { int f(B b, B *p) { return b.s + p->s + B::s + get() + B::get() + b.get(); } };
#pragma cufe_program friend_operators_valid
class A {
    int v;
public:
    A(int x) : v(x) {}
    friend bool operator==(const A &a, const A &b);
    friend A operator+(A a, A b) { return A(a.v + b.v); }
};
bool operator==(const A &a, const A &b) { return a.v == b.v; }
#pragma cufe_program hidden_by_derived_valid
class B { int x; void g(); };
class D : public B { public: int x; void g() {} };
int f(D d) { d.g(); return d.x; }
#pragma cufe_program private_base_inside_valid
class B { public: int v; void pub() {} protected: int w; static int s; };
class D : private B {
    int f() { pub(); return v + w + s + this->v + B::w; }
    static int g(D d) { return d.v + d.w; }
};
class E : protected B { int h(E *e) { e->pub(); return e->w + v; } };
#pragma cufe_program specials_public_valid
class P { public: P() {} P(int) {} P(const P &) {} ~P() {} };
struct Q { int a; };
class R { int r = 0; };
void take(P p);
void f() {
    P a; P b(1); P c{2}; P d = a; P e = P(3); P *g = new P(4); delete g;
    take(a); take(P()); Q q{1}; Q *h = new Q; delete h; R r; R s = r; (void)q; (void)s;
}
#pragma cufe_program device_members_valid
class V { public: float x, y; __device__ float dot(const V &o) const { return x * o.x + y * o.y; } };
__global__ void k(V *v, float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    out[i] = v[i].dot(v[0]) + v[i].x;
}
#pragma cufe_program lambdas_in_members_valid
class Counter {
    int n = 0;
    static int total;
    void bump() { ++n; }
public:
    void run() {
        auto once = [this] { bump(); n += total; };
        auto twice = [&] { once(); bump(); return n; };
        auto other = [](Counter &c) { c.bump(); return c.n; };
        once(); twice(); other(*this);
    }
};
#pragma cufe_program friend_templates_valid
template <class T> class Box;
class Secret {
    int s = 3;
    template <class T> friend class Box;
    template <class T> friend int reveal(T);
};
int use(Secret x);
class Open { public: int look(Secret) { return 0; } };
#pragma cufe_program static_members_valid
class Registry {
    static int count;
    static int bump() { return ++count; }
    int id;
public:
    static Registry make() { Registry r; r.id = bump(); return r; }
    int get() const { return id + Registry::count; }
};
int Registry::count = 0;
int use() { return Registry::make().get(); }
#pragma cufe_program protected_constructors_valid
class Base { protected: Base() {} Base(int) {} ~Base() {} };
class Mid : public Base { public: Mid() {} Mid(int v) : Base(v) {} ~Mid() {} };
class Leaf : public Mid { public: Leaf() : Mid(2) {} };
int main() { Mid m; Leaf l; Mid n(3); return 0; }
#pragma cufe_program members_of_const_objects_valid
class A { int x; public: int get() const { return x; } int set(int v) { return x = v; } };
int f(const A &a, A b, const A *p) { return a.get() + b.set(1) + p->get(); }
#pragma cufe_program nested_valid_more
class Tree {
    struct Node { int key; Node *left, *right; };
    Node *root = nullptr;
    static int depth(const Node *n) { return n ? 1 + depth(n->left) : 0; }
public:
    int height() const { return depth(root) + (root ? root->key : 0); }
    class Iter { Tree *t; public: int first() { return t->root ? t->root->key : 0; } };
};
#pragma cufe_program structs_valid
struct B { int v; void g() {} };
struct D : B { int w; };
class E : public D {};
int f(E e, D *d) { e.g(); d->g(); return e.v + e.w + d->v + d->B::v; }
#pragma cufe_program copies_returned
class Buf { Buf(const Buf &); public: Buf(); };
Buf from_pointer(Buf *p) { return *p; }
Buf from_value(Buf v) { return v; }
Buf from_local() { Buf l; return l; }
Buf from_reference(const Buf &r) { return r; }
struct Holder { Buf m; Buf get() { return m; } };
#pragma cufe_program copies_returned_valid
class Buf { Buf(const Buf &); public: Buf(); Buf(Buf &&); static Buf make() { Buf b; return b; } };
Buf moved_local() { Buf l; return l; }
Buf moved_value(Buf v) { return v; }
Buf temporary() { return Buf(); }
class Pub { public: Pub(); Pub(const Pub &); };
Pub copied(const Pub &p) { return p; }
#pragma cufe_program base_initializers
class B { B() {} B(int) {} friend class Z; };
class D1 : public B { public: D1() : B() {} };
class D2 : public B { public: D2() : B{2} {} };
class D3 : public B { public: D3() : B(3) {} };
class Z : public B { public: Z() : B(4) {} };
#pragma cufe_program base_initializers_valid
class B { protected: B() {} B(int) {} ~B() {} };
class D1 : public B { public: D1() : B() {} };
class D2 : public B { public: D2() : B{2} {} D2(int v) : B(v) {} };
class Z;
class F { F() {} F(int) {} friend class Z; };
class Z : public F { public: Z() : F(1) {} };
#pragma cufe_program protected_specials_in_derived
class B { protected: B() {} B(int) {} ~B() {} };
class D : public B {
    void f(B *p, D *q) { B b; B c(1); B *n = new B; delete p; delete q; D d; }
};
