// C++20 concepts and ranges on the host: <concepts> (standard concepts,
// a custom concept with a requires-expression, constrained overloads,
// abbreviated function templates), <ranges> (views::filter/transform/take/
// iota/reverse pipelines, ranges::sort with projections, ranges::find_if),
// with a trivial kernel consuming the results.
// NVCC_FLAGS: -std=c++20
#include <algorithm>
#include <concepts>
#include <cstdio>
#include <ranges>
#include <string>
#include <vector>

__global__ void add_one(int *v, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] += 1;
}

template <typename T>
concept DeviceCopyable = std::is_trivially_copyable_v<T> && !std::is_pointer_v<T>;

template <typename R>
concept ContiguousOf = std::ranges::contiguous_range<R> && std::ranges::sized_range<R>;

template <typename C>
concept HasKernelName = requires(const C &c) {
  { c.name() } -> std::convertible_to<std::string>;
  { c.blocks } -> std::convertible_to<int>;
};

struct Job {
  int blocks;
  int priority;
  std::string label;
  std::string name() const { return label; }
};

template <ContiguousOf R>
  requires DeviceCopyable<std::ranges::range_value_t<R>>
auto *to_device(const R &r)
{
  using T = std::ranges::range_value_t<R>;
  T *d = nullptr;
  cudaMalloc(&d, std::ranges::size(r) * sizeof(T));
  cudaMemcpy(d, std::ranges::data(r), std::ranges::size(r) * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}

std::string describe(std::integral auto v) { return "integral " + std::to_string(v); }
std::string describe(std::floating_point auto v) { return "floating " + std::to_string(v); }
std::string describe(const HasKernelName auto &job) { return "job " + job.name(); }

int main()
{
  std::vector<Job> jobs{{4, 2, "blur"}, {16, 9, "fft"}, {1, 5, "copy"}, {64, 1, "gemm"}};
  std::ranges::sort(jobs, std::ranges::greater{}, &Job::priority);
  auto big = std::ranges::find_if(jobs, [](const Job &j) { return j.blocks > 10; });

  auto squares_of_odds = std::views::iota(1, 40)
                       | std::views::filter([](int x) { return x % 2 == 1; })
                       | std::views::transform([](int x) { return x * x; })
                       | std::views::take(8);
  std::vector<int> values;
  for (int v : squares_of_odds) values.push_back(v);
  for (int v : values | std::views::reverse | std::views::take(2)) std::printf("tail %d\n", v);

  int *d = to_device(values);
  add_one<<<1, 32>>>(d, int(values.size()));
  cudaMemcpy(values.data(), d, values.size() * sizeof(int), cudaMemcpyDeviceToHost);
  cudaFree(d);

  static_assert(DeviceCopyable<float> && !DeviceCopyable<int *>);
  static_assert(HasKernelName<Job>);
  std::printf("%s | %s | %s | first=%s big=%s first value=%d\n", describe(42).c_str(),
              describe(2.5).c_str(), describe(jobs.back()).c_str(), jobs.front().label.c_str(),
              big != jobs.end() ? big->label.c_str() : "none", values.front());
  return 0;
}
