// --no_rtti: typeid is no keyword ("identifier "typeid" is undefined"), and a
// dynamic_cast that needs type information -- a pointer to a class that is
// not the operand's class or a base of it -- is error 1751 (casts to void *,
// to the class itself and up to a base are fine).
// OPTIONS:
// OPTIONS: --rtti
// OPTIONS: --no_rtti
namespace std { class type_info { public: const char *name() const noexcept; }; }
struct B { virtual ~B() {} }; struct D : B {}; struct E : D {}; struct X { virtual ~X() {} };
int f(B *b) { D *d = dynamic_cast<D *>(b); B *up = dynamic_cast<B *>(d); (void)up; return d != 0; }
const char *g(B *b) { return typeid(*b).name(); }
void h(B *b, E *e, const B *cb) {
  B *s = dynamic_cast<B *>(b);
  B *u = dynamic_cast<B *>(e);
  void *v = dynamic_cast<void *>(b);
  X *x = dynamic_cast<X *>(b);
  const D *cd = dynamic_cast<const D *>(cb);
  (void)s; (void)u; (void)v; (void)x; (void)cd;
}
