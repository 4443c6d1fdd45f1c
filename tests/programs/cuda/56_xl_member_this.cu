// Extended lambdas in member functions: `this` captured explicitly, alone
// and with other variables, a `*this` copy, a const member function, an out-of-class
// member definition, a static member function, an operator().
// NVCC_FLAGS: --extended-lambda
#include <cstdio>

template <typename F> __global__ void run1(F f, int *out) { out[threadIdx.x] = f(threadIdx.x); }

struct Field {
  int scale;
  int offset;
  void fill(int *out) {
    int extra = offset * 2;
    auto a = [this, extra] __device__ (int i) { return i * scale + offset + extra; };
    run1<<<1, 8>>>(a, out);
    auto b = [this] __device__ (int i) { return i - this->offset; };
    run1<<<1, 8>>>(b, out);
    auto c = [*this] __device__ (int i) { return i + scale; };
    run1<<<1, 8>>>(c, out);
  }
  void fill_const(int *out) const {
    auto d = [this] __device__ (int i) { return offset - i; };
    run1<<<1, 8>>>(d, out);
  }
  void fill_out(int *out);
  static void fill_static(int *out, int k) {
    auto e = [k] __device__ (int i) { return i % (k + 1); };
    run1<<<1, 8>>>(e, out);
  }
  int operator()(int *out) {
    auto f = [this] __host__ __device__ (int i) { return i + scale * 2; };
    run1<<<1, 8>>>(f, out);
    return f(1);
  }
};

void Field::fill_out(int *out)
{
  auto g = [this] __device__ (int i) { return scale * offset + i; };
  run1<<<1, 8>>>(g, out);
}

int main()
{
  Field f{3, 4};
  int *out = nullptr;
  if (cudaMalloc(&out, 8 * sizeof(int)) != cudaSuccess) {
    std::printf("no device\n");
    return 0;
  }
  f.fill(out);
  f.fill_const(out);
  f.fill_out(out);
  Field::fill_static(out, 5);
  std::printf("%d\n", f(out));
  cudaFree(out);
  return 0;
}
