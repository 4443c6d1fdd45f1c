// Rules of function declarations and bodies that need no types: a
// constructor or destructor returning a value (278), `this` outside a
// non-static member function (258), a default argument before a
// parameter without one (306), `virtual` where it cannot be (377, 314, 239).
// From probes of cudafe++ 13.0; the forms
// cufe leaves alone are in each program's comment.
// (the lines before the first program are part of every program)
#pragma cufe_program constructor_returns_value
struct Grid {
    int w, h;
    Grid(int w, int h) : w(w), h(h) { return w * h; }
    ~Grid() { return 1; }
    Grid() { return; }
    Grid(int a) : w(a), h(a) { if (a) return (void)0; }
    Grid(char c) { return c == 'a' ? 1 : 2; }
};
struct Out { Out(int); ~Out(); };
Out::Out(int x) { return x; }
Out::~Out() { return 0; }
int main() { return 0; }
#pragma cufe_program constructor_returns_nothing
struct Ok { int v; Ok(int a) : v(a) { if (a < 0) return; v++; } ~Ok() { if (v) return; }
            int get() const { return v; } };
struct Lam { int v = 0; Lam() { auto f = [](int a) { return a + 1; }; v = f(1); } };
int main() { Ok o(1); Lam l; return o.get() + l.v - 4; }
#pragma cufe_program this_in_static_member
struct Registry {
    int count = 0;
    static void add() { this->count++; }
    static int get() { return this ? 1 : 0; }
    void ok() { this->count++; }
};
void free_fn() { int *p = (int *)this; (void)p; }
int main() { return 0; }
#pragma cufe_program this_where_it_may_be
// (in a lambda of a static member function cudafe++ says 'cannot be used
// inside the body of this lambda'; out-of-class static members and
// templates are not judged)
struct R {
    int count = 0;
    static void a() { struct L { int v; int get() { return this->v; } }; L l{1}; l.get(); }
    void c() { auto f = [this]() { return this->count; }; f(); }
    friend int e(R &r) { return r.count; }
    int f() const { return this->count; }
};
void h() { struct M { int w; void set() { this->w = 1; } }; M m; m.set(); }
int main() { R r; R::a(); r.c(); h(); return e(r) + r.f(); }
#pragma cufe_program default_argument_not_last
void resize(int width = 640, int height);
void r2(int a, int b = 1, int c);
void r3(int a = 1, int b = 2, int c = 3);
void r4(int a = 1, int b, int c = 3);
struct S { void m(int a = 1, int b); S(int x = 0, int y); };
template <class T> void tf(T a = T(), int b);
void r5(int = 1, int);
void a1(int a = 1, int b = 2, int c);
template <class T> struct CT { void m(int a = 1, int b); };
namespace q { void a7(int a = 1, int b); }
int main() { return 0; }
#pragma cufe_program default_arguments_that_may_be
void a2(int a, int b = 1);
void a2(int a = 2, int b);
template <class... A> int a4(int a = 1, A... as) { return a + (int)sizeof...(as); }
auto l = [](int a = 1, int b) { return a + b; };
void r6(int a = 1, ...) {}
void r3(int a = 1, int b = 2) { (void)a; (void)b; }
int main() { a2(1, 2); r6(); r3(); return a4() - 1; }
#pragma cufe_program virtual_where_not_allowed
// (a virtual member template, 774, is not judged)
struct Base {
    virtual Base() {}
    virtual static void s();
    virtual ~Base() {}
    virtual void ok();
    static void fine();
};
virtual void free_fn();
struct D { virtual D(int); virtual int g() const; };
namespace n { virtual int h(int); }
struct E { friend void fr(E &); };
void Base::ok() {}
int main() { return 0; }
#pragma cufe_program virtual_where_allowed
struct B { virtual ~B() {} virtual int f() const { return 1; } static int s() { return 2; } };
struct C : B { int f() const override { return 3; } virtual void g() {} };
int main() { C c; const B &b = c; return b.f() + B::s() - 5; }
