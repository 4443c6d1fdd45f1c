// Parenthesized declarator names (`static half_t(max)()` keeps a max() macro away, the class's own name before a parenthesized name is its type, `(X::f)` out of class) and templates/variables used in their own initializers.
#include <cstdio>
#include <cuda_runtime.h>

#define max(a, b) ((a) > (b) ? (a) : (b))
#define min(a, b) ((a) < (b) ? (a) : (b))

// ---- item 1: parenthesized declarator-ids ----

struct half_t {
  float v;
  __host__ __device__ half_t() : v(0.f) {}
  __host__ __device__ explicit half_t(float f) : v(f) {}
  // the class's own name, then `(name)`: a member returning half_t
  __host__ __device__ static half_t(max)() { half_t h(65504.f); return h; }
  __host__ __device__ static half_t (min)(int sign) { return half_t(sign * 6.1e-5f); }
  __host__ __device__ half_t (abs)() const;
  __host__ __device__ half_t (operator+)(const half_t &o) const { return half_t(v + o.v); }
  __host__ __device__ bool (operator==)(const half_t &o) const { return v == o.v; }
  static half_t (*(make))(float);          // a pointer to function, named in parentheses
  static int (count);
  half_t (*next)();                         // a data member: pointer to a function returning half_t
  half_t ((twice))() const { return half_t(2.f * v); }
};

// out of class: the qualified name in parentheses
__host__ __device__ half_t (half_t::abs)() const { return half_t(v < 0.f ? -v : v); }
int (half_t::count) = 0;
static half_t make_half(float f) { return half_t(f); }
half_t (*(half_t::make))(float) = &make_half;

namespace numeric {
  int (clamp)(int x, int lo, int hi);
  template <class T> struct limits {
    static T (lowest)() { return T(-1000); }
    __host__ __device__ static constexpr T (max)() { return T(1000); }
    limits (operator-)() const { return *this; }
    limits() {}
    explicit limits(T) {}                   // a constructor: a type follows the `(`
  };
}
int (numeric::clamp)(int x, int lo, int hi) { return x < lo ? lo : x > hi ? hi : x; }

int (plain)(int);                           // namespace scope
int (plain)(int a) { return a + 1; }
static int (counter) = 3;
int (*(pick))(int) = &plain;
int (table)[4] = { 1, 2, 3, 4 };

__global__ void scale(float *d, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    half_t h((half_t::max)().v / 65504.f);
    d[i] = (h + (half_t::min)(1)).abs().v * (numeric::limits<float>::max)();
  }
}

// ---- item 2: a template or variable used in its own initializer ----

template <class L> struct below;
template <> struct below<long long> { typedef int type; };
template <> struct below<int> { typedef short type; };
template <> struct below<short> { typedef char type; };
template <class U, class L> constexpr bool stacks = sizeof(U) == sizeof(L);
template <class U, class L>
constexpr bool legal = stacks<U, L> || legal<U, typename below<L>::type>;
template <class U> constexpr bool legal<U, char> = sizeof(U) == 1;

template <class T> constexpr T pi = T(3.14159265358979) * T(sizeof(pi<T>) / sizeof(T));

struct depths {
  template <class T> static const int size;
};
template <class T> const int depths::size = int(sizeof(T) + sizeof(depths::size<T>));

template <class T> T twice(T x, int n) { return n ? twice<T>(x + x, n - 1) : x; }

int self_sized = sizeof(self_sized);
void *self_pointer = &self_pointer;

int check_self()
{
  int x = sizeof(x);
  long q(sizeof(q));
  if (int z = sizeof(z)) x += z;
  for (int w = sizeof(w); w > 0; --w) x += w;
  return x + int(q);
}

int main()
{
  float *d = nullptr;
  cudaMalloc(&d, 16 * sizeof(float));
  scale<<<1, 16>>>(d, 16);
  cudaDeviceSynchronize();
  cudaFree(d);
  half_t a = half_t::make(2.f), b = (half_t::max)();
  half_t::count = (a == b) ? 1 : 2;
  numeric::limits<int> lim(3);
  lim = -lim;
  int r = (plain)(counter) + pick(1) + table[3] + numeric::clamp(7, 0, 5) + max(1, 2) + min(3, 4);
  r += (numeric::limits<int>::lowest)() + (numeric::limits<int>::max)();
  r += (legal<short, long long> ? 1 : 0) + int(pi<double>) + depths::size<char> + twice<int>(1, 3);
  r += check_self() + self_sized + (self_pointer ? 1 : 0) + int(a.twice().v) + half_t::count;
  std::printf("%d %f\n", r, double(b.v));
  return 0;
}
