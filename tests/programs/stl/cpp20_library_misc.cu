// Assorted C++20 library and language features in a CUDA TU: <bit>
// (popcount, bit_ceil, bit_cast, countr_zero), <numbers> (pi_v), std::erase_if
// on containers, map::contains, string starts_with/ends_with, consteval and
// constinit, char8_t literals, using enum, and a templated lambda.
// NVCC_FLAGS: -std=c++20
#include <bit>
#include <cstdint>
#include <cstdio>
#include <map>
#include <numbers>
#include <string>
#include <vector>

__global__ void circle_areas(float *a, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = 3.14159265f * i * i;
}

enum class Precision { Half, Single, Double };

consteval int threads_for(int warps) { return warps * 32; }
constinit int g_default_block = threads_for(4);

const char *precision_name(Precision p)
{
  switch (p) {
    using enum Precision;
    case Half: return "half";
    case Single: return "single";
    case Double: return "double";
  }
  return "?";
}

int main()
{
  const unsigned n = 1000;
  const unsigned padded = std::bit_ceil(n);
  const int tz = std::countr_zero(padded);
  const std::uint32_t bits = std::bit_cast<std::uint32_t>(1.0f);
  const int ones = std::popcount(0xF0F0u);
  const double tau = 2.0 * std::numbers::pi_v<double>;

  std::vector<int> sizes{1, 2, 3, 4, 5, 6, 7, 8};
  auto removed = std::erase_if(sizes, [](int s) { return s % 3 == 0; });
  std::map<std::string, Precision> types{{"fp16", Precision::Half}, {"fp64", Precision::Double}};
  bool has16 = types.contains("fp16");

  std::string kernel = "circle_areas_kernel";
  bool good_name = kernel.starts_with("circle") && kernel.ends_with("_kernel");
  const char8_t *utf8 = u8"grüße";

  auto clamp_to = []<typename T>(T v, T lo, T hi) { return v < lo ? lo : (v > hi ? hi : v); };
  int block = clamp_to(g_default_block, 32, 1024);

  float *d;
  cudaMalloc(&d, padded * sizeof(float));
  circle_areas<<<padded / block, block>>>(d, int(n));
  cudaDeviceSynchronize();
  cudaFree(d);

  std::printf("padded=%u tz=%d bits=%08x ones=%d tau=%.5f removed=%zu has16=%d name=%d "
              "utf8[0]=%d %s block=%d\n",
              padded, tz, bits, ones, tau, size_t(removed), int(has16), int(good_name),
              int(utf8[0]), precision_name(types["fp64"]), block);
  return 0;
}
