// <memory>, <functional>, <utility>: unique_ptr with a custom deleter for
// device memory (cudaFree), shared_ptr/weak_ptr, make_unique/make_shared,
// std::function callbacks in a registry, std::bind and std::ref, std::move/
// std::forward/std::pair, and std::invoke on member pointers.
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

struct CudaDeleter {
  void operator()(void *p) const { cudaFree(p); }
};

template <typename T>
using device_unique_ptr = std::unique_ptr<T[], CudaDeleter>;

template <typename T>
device_unique_ptr<T> device_alloc(size_t n)
{
  void *p = nullptr;
  cudaMalloc(&p, n * sizeof(T));
  return device_unique_ptr<T>(static_cast<T *>(p));
}

__global__ void offset(int *v, int n, int k)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] += k;
}

class EventBus {
public:
  using Handler = std::function<void(const std::string &, int)>;
  void subscribe(std::string topic, Handler h) { handlers_[std::move(topic)].push_back(std::move(h)); }
  int publish(const std::string &topic, int value) const
  {
    auto it = handlers_.find(topic);
    if (it == handlers_.end()) return 0;
    for (const auto &h : it->second) h(topic, value);
    return int(it->second.size());
  }
private:
  std::map<std::string, std::vector<Handler>> handlers_;
};

struct Accumulator {
  int total = 0;
  void add(int v) { total += v; }
};

template <typename F, typename... Args>
auto timed_call(F &&f, Args &&...args)
{
  return std::invoke(std::forward<F>(f), std::forward<Args>(args)...);
}

int main()
{
  const int n = 1024;
  auto buf = device_alloc<int>(n);
  cudaMemset(buf.get(), 0, n * sizeof(int));
  offset<<<(n + 255) / 256, 256>>>(buf.get(), n, 5);

  auto acc = std::make_shared<Accumulator>();
  std::weak_ptr<Accumulator> watcher = acc;
  EventBus bus;
  bus.subscribe("kernel", [acc](const std::string &, int v) { acc->add(v); });
  Accumulator local;
  bus.subscribe("kernel", std::bind(&Accumulator::add, std::ref(local), std::placeholders::_2));
  int delivered = bus.publish("kernel", 7);

  timed_call(&Accumulator::add, local, 100);
  auto owner = std::make_unique<std::pair<std::string, int>>("answer", 42);
  std::pair<std::string, int> moved = std::move(*owner);
  std::function<int(int, int)> op = std::plus<int>();
  int h = 0;
  cudaMemcpy(&h, buf.get(), sizeof h, cudaMemcpyDeviceToHost);

  std::printf("delivered=%d shared_total=%d local=%d use_count=%ld %s=%d op=%d h=%d\n", delivered,
              acc->total, local.total, watcher.use_count(), moved.first.c_str(), moved.second,
              op(2, 3), h);
  acc.reset();
  return watcher.expired() ? 1 : 0;
}
