// Member access that names no member (error 135, at the member's name):
// through a variable, a parameter, a pointer, a reference, a typedef of a
// struct, a derived class (the bases searched), CUDA's built-in
// threadIdx/blockDim of type uint3/dim3.
struct P { int x; int y; };
typedef struct P PT;
struct Q : P { int z; };
struct R : Q { float w; };
struct P g;
__global__ void k(float *out)
{
  out[threadIdx.xq] = blockDim.w;
}
void f(P p, P *pp, Q &q, const R *rp, PT t)
{
  p.xq = 1;
  pp->yq = 2;
  q.x = 3;
  q.w = 4;
  rp->v = 5;
  t.z = 6;
  g.h = 7;
  int v = rp->x + rp->z + (int)rp->w;
  (void)v;
}
int main() { return 0; }
