// CUB device-wide primitives with the two-phase temp-storage idiom:
// DeviceReduce::Sum/Max/ArgMin (value + index outputs), DeviceScan::InclusiveSum/ExclusiveSum,
// DeviceRadixSort::SortPairs with DoubleBuffer, DeviceSelect::If.
#include <cub/cub.cuh>
#include <cstdio>

struct LessThan {
  int bound;
  __host__ __device__ bool operator()(const int &x) const { return x < bound; }
};

template <typename F>
static void with_temp(F &&call)
{
  void *temp = nullptr;
  size_t bytes = 0;
  call(temp, bytes);          // query size
  cudaMalloc(&temp, bytes);
  call(temp, bytes);          // run
  cudaFree(temp);
}

__global__ void init(int *keys, float *vals, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    keys[i] = (i * 7919) % 1000;
    vals[i] = i * 0.5f;
  }
}

int main()
{
  const int n = 1 << 16;
  int *keys, *keys_alt, *out, *scan, *selected, *num_selected;
  float *vals, *vals_alt;
  int *min_value;
  cuda::std::int64_t *min_index;
  cudaMalloc(&keys, n * sizeof(int));
  cudaMalloc(&keys_alt, n * sizeof(int));
  cudaMalloc(&out, 2 * sizeof(int));
  cudaMalloc(&scan, n * sizeof(int));
  cudaMalloc(&selected, n * sizeof(int));
  cudaMalloc(&num_selected, sizeof(int));
  cudaMalloc(&vals, n * sizeof(float));
  cudaMalloc(&vals_alt, n * sizeof(float));
  cudaMalloc(&min_value, sizeof *min_value);
  cudaMalloc(&min_index, sizeof *min_index);
  init<<<(n + 255) / 256, 256>>>(keys, vals, n);

  with_temp([&](void *t, size_t &b) { cub::DeviceReduce::Sum(t, b, keys, out, n); });
  with_temp([&](void *t, size_t &b) { cub::DeviceReduce::Max(t, b, keys, out + 1, n); });
  with_temp([&](void *t, size_t &b) { cub::DeviceReduce::ArgMin(t, b, keys, min_value, min_index, n); });
  with_temp([&](void *t, size_t &b) { cub::DeviceScan::InclusiveSum(t, b, keys, scan, n); });
  with_temp([&](void *t, size_t &b) { cub::DeviceScan::ExclusiveSum(t, b, keys, scan, n); });

  cub::DoubleBuffer<int> dkeys(keys, keys_alt);
  cub::DoubleBuffer<float> dvals(vals, vals_alt);
  with_temp([&](void *t, size_t &b) { cub::DeviceRadixSort::SortPairs(t, b, dkeys, dvals, n); });

  with_temp([&](void *t, size_t &b) {
    cub::DeviceSelect::If(t, b, dkeys.Current(), selected, num_selected, n, LessThan{100});
  });

  int h[2], nsel = 0;
  cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
  cudaMemcpy(&nsel, num_selected, sizeof nsel, cudaMemcpyDeviceToHost);
  std::printf("sum=%d max=%d selected=%d\n", h[0], h[1], nsel);
  cudaFree(keys); cudaFree(keys_alt); cudaFree(out); cudaFree(scan);
  cudaFree(selected); cudaFree(num_selected); cudaFree(vals); cudaFree(vals_alt);
  cudaFree(min_value); cudaFree(min_index);
  return 0;
}
