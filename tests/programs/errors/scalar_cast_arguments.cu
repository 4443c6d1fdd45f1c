// A functional cast of a type spelled with keywords, or a typedef of one,
// with two arguments (a one-token edit): cudafe++ takes T( as a cast of
// one expression and reports "expected a )" at the comma, then goes on.
#include <cstddef>
typedef float real;
void h(int w, int h2, float *in) {
  size_t a = size_t(w, 1) * h2;
  int b = int(w, 2);
  real c = real(1.0f, 2.0f) + 1;
  unsigned d = (unsigned)(w, 3);
}
template <unsigned B> __global__ void rows(const unsigned char *data, int row_len)
{
  int row = threadIdx.x;
  const unsigned char *p = data + size_t(row, 1) * row_len;
}
