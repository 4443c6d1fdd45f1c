// C++20 <span>, <compare> and designated initializers: std::span views over
// host buffers (subspan/first/last, fixed and dynamic extent), defaulted and
// hand-written operator<=> (strong/weak/partial ordering), sorting by <=>,
// and aggregate config structs built with designated initializers.
// NVCC_FLAGS: -std=c++20
#include <algorithm>
#include <compare>
#include <cstdio>
#include <span>
#include <string>
#include <vector>

struct KernelConfig {
  int grid_x = 1;
  int block_x = 128;
  size_t shared_bytes = 0;
  bool synchronize = true;
};

struct DeviceId {
  int bus;
  int slot;
  auto operator<=>(const DeviceId &) const = default;
};

struct Capability {
  int major, minor;
  std::string name;
  std::weak_ordering operator<=>(const Capability &o) const
  {
    if (auto c = major <=> o.major; c != 0) return c;
    return minor <=> o.minor;  // name deliberately ignored
  }
  bool operator==(const Capability &o) const { return major == o.major && minor == o.minor; }
};

__global__ void window_sum(const float *in, float *out, int n, int w)
{
  extern __shared__ float tile[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (i + w <= n && threadIdx.x + w <= blockDim.x) {
    float s = 0.0f;
    for (int k = 0; k < w; ++k) s += tile[threadIdx.x + k];
    out[i] = s;
  }
}

void launch(std::span<const float> input, std::span<float> output, const KernelConfig &cfg)
{
  float *din, *dout;
  cudaMalloc(&din, input.size_bytes());
  cudaMalloc(&dout, output.size_bytes());
  cudaMemcpy(din, input.data(), input.size_bytes(), cudaMemcpyHostToDevice);
  window_sum<<<cfg.grid_x, cfg.block_x, cfg.shared_bytes>>>(din, dout, int(input.size()), 4);
  if (cfg.synchronize) cudaDeviceSynchronize();
  cudaMemcpy(output.data(), dout, output.size_bytes(), cudaMemcpyDeviceToHost);
  cudaFree(din);
  cudaFree(dout);
}

float sum_fixed(std::span<const float, 4> quad) { return quad[0] + quad[1] + quad[2] + quad[3]; }

int main()
{
  std::vector<float> data(512, 1.0f), result(512, 0.0f);
  std::span<const float> all(data);
  launch(all.subspan(0, 256), std::span(result).first(256),
         KernelConfig{.grid_x = 2, .block_x = 128, .shared_bytes = 128 * sizeof(float)});
  launch(all.last(256), std::span(result).last(256), {.grid_x = 2, .shared_bytes = 512});

  std::vector<DeviceId> ids{{3, 0}, {1, 2}, {1, 1}};
  std::sort(ids.begin(), ids.end());
  std::vector<Capability> caps{{8, 6, "ampere"}, {7, 5, "turing"}, {9, 0, "hopper"}};
  std::ranges::sort(caps, std::less<>{});
  std::partial_ordering p = 1.0 <=> 2.0;
  bool same_cap = Capability{8, 0, "a"} == Capability{8, 0, "b"};

  std::printf("first id=(%d,%d) newest=%s quad=%g r[0]=%g less=%d same=%d\n", ids[0].bus,
              ids[0].slot, caps.back().name.c_str(), sum_fixed(all.first<4>()), result[0],
              int(p < 0), int(same_cap));
  return 0;
}
