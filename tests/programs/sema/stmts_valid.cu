// Statements the statement checks must leave alone: jumps inside loops
// and switches, labels used and defined, returns that fit, writes to
// modifiable lvalues (pointers to const reseated, references, mutable
// lambda copies), typedef'd and class types, lambdas' own returns.
typedef const int CI;
struct S { int m; S &operator=(int) { return *this; } };
__constant__ float cf;
__device__ void reads() { float f = cf; (void)f; }
void v();
void jumps(int n)
{
  for (int i = 0; i < n; i++) { if (i) continue; break; }
  while (n) { switch (n) { case 1: break; default: continue; } n--; }
  do { break; } while (0);
  int a[3] = {1, 2, 3};
  for (int x : a) { if (x) break; }
  switch (n) { case 0: break; }
  goto done;
again:
  n++;
  if (n < 3) goto again;
done:
  ;
}
void returns() { return v(); }
void returns2() { return; }
int returns3() { return 1; }
int *returns4(int *p) { return p; }
auto returns5() { return 1; }
void writes(const int *p, int &r, int *const q)
{
  int x = 0;
  p = &x;
  r = 2;
  *q = 3;
  auto l = [x]() mutable { x = 4; return; };
  auto m = [] { return 5; };
  l(); m();
  S s;
  s = 1;
}
int main() { return 0; }
