// Host concurrency: <thread>, <mutex>, <atomic> (one host thread per CUDA
// stream issuing work, std::mutex + lock_guard/unique_lock protecting shared
// results, std::atomic counters with memory orders, std::call_once for
// one-time device setup, thread_local, and std::this_thread::yield).
#include <atomic>
#include <cstdio>
#include <mutex>
#include <thread>
#include <vector>

__global__ void work(float *p, int n, float seed)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = seed * i;
}

std::once_flag device_init;
std::mutex results_mutex;
std::atomic<int> launches{0};
std::atomic<bool> ready{false};
thread_local int launches_this_thread = 0;

void init_device()
{
  cudaSetDevice(0);
  cudaFree(nullptr);  // force context creation once
}

void worker(int id, int n, std::vector<float> &results)
{
  std::call_once(device_init, init_device);
  while (!ready.load(std::memory_order_acquire)) std::this_thread::yield();

  cudaStream_t s;
  cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
  float *d;
  cudaMallocAsync(&d, n * sizeof(float), s);
  work<<<(n + 255) / 256, 256, 0, s>>>(d, n, float(id));
  launches.fetch_add(1, std::memory_order_relaxed);
  ++launches_this_thread;
  float last = 0.0f;
  cudaMemcpyAsync(&last, d + n - 1, sizeof(float), cudaMemcpyDeviceToHost, s);
  cudaFreeAsync(d, s);
  cudaStreamSynchronize(s);
  cudaStreamDestroy(s);

  std::lock_guard<std::mutex> lock(results_mutex);
  results[id] = last;
}

int main()
{
  const unsigned nthreads = std::max(2u, std::min(4u, std::thread::hardware_concurrency()));
  std::vector<float> results(nthreads, 0.0f);
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < nthreads; ++t)
    pool.emplace_back(worker, int(t), 1 << 16, std::ref(results));
  ready.store(true, std::memory_order_release);
  for (auto &th : pool) th.join();

  std::unique_lock<std::mutex> lock(results_mutex);
  float sum = 0.0f;
  for (float r : results) sum += r;
  lock.unlock();
  std::printf("threads=%u launches=%d main-thread launches=%d sum=%f\n", nthreads,
              launches.load(), launches_this_thread, sum);
  return 0;
}
