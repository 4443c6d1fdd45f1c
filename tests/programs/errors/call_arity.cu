// Calls and kernel launches with too few or too many arguments (errors 165
// and 140): defaults over redeclarations, nested calls, parenthesized and
// cast arguments, pointers, literals of every kind; arguments that
// certainly convert to their parameters (an incompatible one is reported
// first by cudafe++, and not yet by cufe: such calls are left out).
void none();
void cvoid(void);
void one(int a);
void two(int a, double b);
void dflt(int a, int b = 2);
void later(int a, int b, int c);
void later(int a, int b, int c = 3);
void later(int a, int b = 2, int c);
int ret(int a) { return a; }
void vararg(int a, ...);
__global__ void kern(float *p, int n) { }
__global__ void kern0() { }

void pp(int *p);
void bp(bool b);
void calls(int i, float *fp, const char *s, unsigned long u[4], int *ip)
{
  none(1);
  cvoid(2);
  cvoid();
  one();
  one(1, 2);
  two(1);
  two(1, 2.0, 'c', "str");
  dflt();
  dflt(1, 2, 3);
  later(1);
  later();
  later(1, 2, 3, 4);
  one(ret(1, 2));
  ret(ret(1), 2);
  one(1, (2));
  one(i, (int)3.5);
  one(i, i + 1 * 2);
  one(i, s, fp, u, u[1], *fp, &i, sizeof(int), true, nullptr, i ? 1 : 2);
  pp(0, 1);
  pp(ip, 1);
  pp(nullptr, 1);
  one(1.5, 2);
  one('c', 2u, 3.0f);
  bp(fp, 1);
  vararg();
  kern<<<1, 1>>>(fp);
  kern<<<1, 1>>>(fp, 1, 2);
  kern0<<<2, 3, 0>>>(1);
  int j = 0;
  one(j++, --j);
}

int main()
{
  none();
  one(1);
  two(1, 2);
  dflt(1);
  later(1);
  vararg(1, 2, 3, "x");
  return 0;
}
