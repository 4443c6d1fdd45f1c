// Calls the call-arity check must leave alone: overloads, templates,
// argument-dependent lookup, using-directives, members, function
// pointers, default arguments added later, variadic functions, macros.
namespace N { struct S {}; void f(S, int); void g(int); }
void f(N::S);
void over(int);
void over(int, int);
template <class T> void tmpl(T a, T b = T());
void vararg(int, ...);
void later(int a, int b);
struct M { void m(int); static void sm(int); };
using fp_t = void (*)(int);
namespace U { void u(int, int); }
void u(int);
enum E { e1 };
void en(E);
void en(E, int);

void calls(N::S s, fp_t p, M *obj)
{
  f(s, 1);          // N::f by ADL
  over(1);
  over(1, 2);
  tmpl(1);
  tmpl(1, 2);
  vararg(1, 2, 3);
  obj->m(1);
  M::sm(1);
  p(1);
  en(e1, 1);
  { using namespace U; u(1, 2); }
}
void later(int a, int b = 2);
void use_later() { later(1); }

int main() { return 0; }
