// A name that lookup does not find, where only a type can be: cudafe++
// reports `identifier "X" is undefined` (error 20) at the name and reads on
// with it as a type, so the rest of the declaration gives no other error.
// (`void f(X *p)` with X unknown is different: an object initialized with
// the expression X * p, as cudafe++ reads it.)
Undeclared1 g1;
static Undeclared2 *g2;
const Undeclared3 g3 = 1;
void f1(Undeclared4 x) { }
int f2(int a, Undeclared5 *b);
int f3(const Undeclared6 &r, int);
template <class T> void f4(Undeclared7 q);
struct S { void h(Undeclared8 &z); const Undeclared9 m; };

__global__ void kernel(int *p, Undeclared10 n) { }

void body()
{
  Undeclared11 y1;
  static Undeclared12 y2;
  const Undeclared13 y3 = 1;
  volatile Undeclared14 *y4;
  if (Undeclared15 y5 = 1) { }
}

int main() { return 0; }
