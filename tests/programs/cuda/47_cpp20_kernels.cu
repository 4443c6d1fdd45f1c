// C++20 in CUDA code: concepts constraining kernel templates and device
// functions (requires-clauses, abbreviated templates), designated
// initializers for launch parameter structs, defaulted operator<=> on a
// __host__ __device__ struct, consteval helpers, and std::span on the host.
// NVCC_FLAGS: -std=c++20
#include <compare>
#include <concepts>
#include <cstdio>
#include <span>
#include <type_traits>
#include <vector>

template <typename T>
concept Numeric = std::is_arithmetic_v<T>;

template <typename F, typename T>
concept UnaryOp = requires(F f, T x) {
  { f(x) } -> std::convertible_to<T>;
};

struct LaunchParams {
  int n = 0;
  int block = 256;
  float scale = 1.0f;
  bool clamp = false;
};

struct Version {
  int major, minor, patch;
  __host__ __device__ friend constexpr auto operator<=>(const Version &, const Version &) = default;
};

consteval int blocks_for(int n, int block) { return (n + block - 1) / block; }

template <Numeric T>
__device__ T clamp_unit(T v)
{
  return v < T(0) ? T(0) : (v > T(1) ? T(1) : v);
}

template <Numeric T, typename Op>
  requires UnaryOp<Op, T>
__global__ void apply(T *data, LaunchParams p, Op op)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.n) return;
  T v = op(data[i]) * T(p.scale);
  data[i] = p.clamp ? clamp_unit(v) : v;
}

struct Halve {
  __device__ float operator()(float x) const { return x * 0.5f; }
};

__global__ void version_check(Version have, Version need, int *ok)
{
  // The defaulted operator<=> also declares a defaulted operator==, which
  // inherits __host__ __device__; ordering results stay on the host.
  *ok = have == need || have.major > need.major;
}

float host_sum(std::span<const float> s)
{
  float acc = 0.0f;
  for (float v : s) acc += v;
  return acc;
}

void describe(const auto &v) { std::printf("vector of %zu elements\n", v.size()); }

int main()
{
  constexpr int n = 4096;
  constexpr LaunchParams p{.n = n, .block = 128, .scale = 2.0f, .clamp = true};
  constexpr int grid = blocks_for(n, p.block);

  std::vector<float> h(n, 0.75f);
  describe(h);
  float *d;
  int *ok;
  cudaMalloc(&d, n * sizeof(float));
  cudaMalloc(&ok, sizeof(int));
  cudaMemcpy(d, h.data(), n * sizeof(float), cudaMemcpyHostToDevice);
  apply<<<grid, p.block>>>(d, p, Halve{});
  version_check<<<1, 1>>>(Version{.major = 13, .minor = 0, .patch = 88}, Version{12, 4, 0}, ok);
  cudaMemcpy(h.data(), d, n * sizeof(float), cudaMemcpyDeviceToHost);

  static_assert(Version{1, 2, 3} < Version{1, 3, 0});
  std::printf("ordering: %d\n", int((Version{2, 0, 0} <=> Version{1, 9, 9}) > 0));
  std::printf("sum of first half = %f\n", host_sum(std::span(h).first(n / 2)));
  cudaFree(d);
  cudaFree(ok);
  return 0;
}
