// A parameter list whose later parameter is no declaration (a literal
// where a parameter goes, as a one-token edit makes it): cudafe++ reports
// "expected a type specifier" at it and reads on after the list's `)`:
// the body and the declarations after it are checked as usual.
int host_side(int *out, int a, int b, 1)
{
  return a + b;
}
template <class T> __global__ void fold(const T *in, T *out, T init, 2.0)
{
  out[0] = init;
}
__device__ int warp_max(int v, 'c')
{
  return v;
}
void strings(float x, "s");
int after = 1 +;
int main() { return 0; }
