// ERROR: the enclosing function of an extended lambda is a private or protected member
// NVCC_FLAGS: --extended-lambda
template <typename F> __global__ void apply(F f, int *out) { out[0] = f(1); }
class Engine {
  void step(int *o) { auto d = [] __device__ (int i) { return i; }; apply<<<1, 1>>>(d, o); }
protected:
  void warm(int *o);
public:
  void go(int *o) { step(o); warm(o); auto d = [] __device__ (int i) { return 2 * i; }; apply<<<1, 1>>>(d, o); }
};
void Engine::warm(int *o) { auto h = [] __host__ __device__ (int i) { return i; }; apply<<<1, 1>>>(h, o); }
struct Open {
private:
  void hidden(int *o) { auto d = [] __device__ (int i) { return i; }; apply<<<1, 1>>>(d, o); }
public:
  void shown(int *o) { hidden(o); }
};
