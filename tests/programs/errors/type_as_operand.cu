// A type where an operand goes (a `;` lost after `return`, a one-token
// edit): cudafe++ reports "type name is not allowed" at it, then "expected
// a ;" at the name after it, and skips the rest of that statement silently
// (the name is then undefined where it is used later).  So does a `;`
// missing between two statements on one line.
#include <cuda_fp16.h>
struct P { int a; };
__global__ void scale(float *x, __half *y, int n)
{
  int i = threadIdx.x;
  if (i >= n) return
  float v = x[i];
  x[i] = v * 2;
  if (i == 0) return
  __half h = y[i];
  y[i] = h;
}
int pick(P p) { return P q; }
void statements(int a)
{
  int x = 1 int y = 2;
  x = y;
  a = 3 a = 4;
  a = 5
  a = 6;
}
