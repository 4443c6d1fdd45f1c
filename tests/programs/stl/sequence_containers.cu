// Sequence containers and algorithms on the host: <vector>, <deque>,
// <list>, <array>, <algorithm>, <numeric> (sort, stable_partition,
// lower_bound, accumulate, inner_product, iota, partial_sum, rotate,
// list::splice/sort/unique, deque as a sliding window), feeding a kernel.
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <deque>
#include <list>
#include <numeric>
#include <vector>

__global__ void scale(float *v, int n, float k)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= k;
}

int main()
{
  std::vector<int> v(20);
  std::iota(v.begin(), v.end(), -5);
  std::rotate(v.begin(), v.begin() + 7, v.end());
  std::stable_partition(v.begin(), v.end(), [](int x) { return x % 2 == 0; });
  std::sort(v.begin(), v.end(), [](int a, int b) { return std::abs(a) < std::abs(b); });
  auto pos = std::lower_bound(v.begin(), v.end(), 3, [](int a, int b) { return std::abs(a) < b; });
  long total = std::accumulate(v.begin(), v.end(), 0L);

  std::array<double, 4> w{0.1, 0.2, 0.3, 0.4};
  std::array<double, 4> x{1.0, 2.0, 3.0, 4.0};
  double dot = std::inner_product(w.begin(), w.end(), x.begin(), 0.0);
  std::array<double, 4> cum{};
  std::partial_sum(x.begin(), x.end(), cum.begin());

  // Sliding-window maximum with a deque of indices.
  std::vector<int> series{3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5};
  std::deque<size_t> window;
  std::vector<int> maxima;
  const size_t k = 3;
  for (size_t i = 0; i < series.size(); ++i) {
    while (!window.empty() && series[window.back()] <= series[i]) window.pop_back();
    window.push_back(i);
    if (window.front() + k <= i) window.pop_front();
    if (i + 1 >= k) maxima.push_back(series[window.front()]);
  }

  std::list<int> a{5, 3, 3, 9}, b{1, 3, 7};
  a.splice(a.end(), b);
  a.sort();
  a.unique();
  a.remove_if([](int e) { return e > 8; });

  std::vector<float> host(256);
  std::transform(cum.begin(), cum.end(), host.begin(), [](double d) { return float(d); });
  std::fill(host.begin() + 4, host.end(), 1.0f);
  float *d;
  cudaMalloc(&d, host.size() * sizeof(float));
  cudaMemcpy(d, host.data(), host.size() * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<1, 256>>>(d, int(host.size()), 2.0f);
  cudaMemcpy(host.data(), d, host.size() * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);

  std::printf("total=%ld pos=%td dot=%.2f maxima=%zu list=%zu max=%d host[3]=%g\n", total,
              pos - v.begin(), dot, maxima.size(), a.size(),
              *std::max_element(maxima.begin(), maxima.end()), host[3]);
  return 0;
}
