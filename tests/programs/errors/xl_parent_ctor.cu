// ERROR: extended lambdas in a constructor and a destructor
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
struct Holder {
  int *o;
  Holder(int *p) : o(p) { auto d = [] __device__ (int i) { return i; }; apply<<<1, 1>>>(d, o); }
  ~Holder() { auto d = [] __device__ (int i) { return -i; }; apply<<<1, 1>>>(d, o); }
};
void use(int *p) { Holder h(p); }
