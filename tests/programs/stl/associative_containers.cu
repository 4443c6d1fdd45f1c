// Associative containers with strings: <map>, <unordered_map>, <set>,
// <string> (word frequency counting, multimap/multiset, custom comparator,
// custom hash for a key struct, try_emplace, equal_range, set algebra via
// iterators), with results uploaded to a kernel.
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

struct GridKey {
  int x, y;
  bool operator==(const GridKey &o) const { return x == o.x && y == o.y; }
};

struct GridKeyHash {
  size_t operator()(const GridKey &k) const
  {
    return std::hash<int>()(k.x) * 31u ^ std::hash<int>()(k.y);
  }
};

struct ByLength {
  bool operator()(const std::string &a, const std::string &b) const
  {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
  }
};

__global__ void sum_counts(const int *counts, int n, int *total)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(total, counts[i]);
}

int main()
{
  const std::string text = "the quick brown fox jumps over the lazy dog the end";
  std::map<std::string, int> freq;
  std::set<std::string, ByLength> by_len;
  std::string::size_type start = 0;
  while (start < text.size()) {
    auto end = text.find(' ', start);
    if (end == std::string::npos) end = text.size();
    std::string word = text.substr(start, end - start);
    ++freq[word];
    by_len.insert(word);
    start = end + 1;
  }

  std::multimap<int, std::string> by_count;
  for (const auto &[word, count] : freq) by_count.emplace(count, word);
  auto [lo, hi] = by_count.equal_range(1);
  int singletons = int(std::distance(lo, hi));

  std::unordered_map<GridKey, std::vector<int>, GridKeyHash> cells;
  for (int p = 0; p < 100; ++p) cells[GridKey{p % 7, p % 5}].push_back(p);
  auto inserted = cells.try_emplace(GridKey{100, 100}, std::vector<int>{-1});

  std::multiset<char> letters(text.begin(), text.end());
  std::set<int> evens{0, 2, 4, 6, 8}, small{1, 2, 3, 4};
  std::set<int> both;
  for (int e : evens)
    if (small.count(e)) both.insert(e);

  std::vector<int> counts;
  for (const auto &kv : freq) counts.push_back(kv.second);
  int *d_counts, *d_total, total = 0;
  cudaMalloc(&d_counts, counts.size() * sizeof(int));
  cudaMalloc(&d_total, sizeof(int));
  cudaMemcpy(d_counts, counts.data(), counts.size() * sizeof(int), cudaMemcpyHostToDevice);
  cudaMemset(d_total, 0, sizeof(int));
  sum_counts<<<1, 64>>>(d_counts, int(counts.size()), d_total);
  cudaMemcpy(&total, d_total, sizeof total, cudaMemcpyDeviceToHost);
  cudaFree(d_counts);
  cudaFree(d_total);

  std::printf("words=%d distinct=%zu 'the'=%d singletons=%d longest=%s cells=%zu new=%d "
              "spaces=%zu both=%zu\n",
              total, freq.size(), freq.at("the"), singletons, by_len.rbegin()->c_str(),
              cells.size(), int(inserted.second), letters.count(' '), both.size());
  return 0;
}
