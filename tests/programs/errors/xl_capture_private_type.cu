// ERROR: an extended lambda captures a variable whose type is a private or protected member type
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
class Box {
  struct Inner { int v; };
protected:
  enum Mode { On, Off };
public:
  void go(int *o) {
    Inner in{1};
    auto d = [in] __device__ (int j) { return j + in.v; };
    apply<<<1, 1>>>(d, o);
    Mode m = Off;
    auto h = [m] __host__ __device__ (int j) { return j + int(m); };
    apply<<<1, 1>>>(h, o);
  }
};
