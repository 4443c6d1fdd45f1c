// Streams and events: pinned host memory (cudaMallocHost), chunked
// H2D/kernel/D2H pipelines over several non-blocking streams, inter-stream
// dependencies with cudaStreamWaitEvent, a host callback (cudaLaunchHostFunc)
// and event timing.
#include <cstdio>
#include <vector>

__global__ void process(float *chunk, int n, float k)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) chunk[i] = chunk[i] * k + 1.0f;
}

static void CUDART_CB on_done(void *user)
{
  int *counter = static_cast<int *>(user);
  ++*counter;
}

int main()
{
  const int nstreams = 4, chunk = 1 << 18, n = nstreams * chunk;
  float *h, *d;
  cudaMallocHost(&h, n * sizeof(float));
  cudaMalloc(&d, n * sizeof(float));
  for (int i = 0; i < n; ++i) h[i] = float(i);

  std::vector<cudaStream_t> streams(nstreams);
  std::vector<cudaEvent_t> copied(nstreams);
  for (int s = 0; s < nstreams; ++s) {
    cudaStreamCreateWithFlags(&streams[s], cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&copied[s], cudaEventDisableTiming);
  }
  cudaEvent_t t0, t1;
  cudaEventCreate(&t0);
  cudaEventCreate(&t1);
  int callbacks = 0;

  cudaEventRecord(t0, streams[0]);
  for (int s = 0; s < nstreams; ++s) {
    size_t off = size_t(s) * chunk;
    cudaMemcpyAsync(d + off, h + off, chunk * sizeof(float), cudaMemcpyHostToDevice, streams[s]);
    cudaEventRecord(copied[s], streams[s]);
    // Each stream's kernel also waits for the previous stream's copy.
    if (s > 0) cudaStreamWaitEvent(streams[s], copied[s - 1], 0);
    process<<<(chunk + 255) / 256, 256, 0, streams[s]>>>(d + off, chunk, 0.5f);
    cudaMemcpyAsync(h + off, d + off, chunk * sizeof(float), cudaMemcpyDeviceToHost, streams[s]);
    cudaLaunchHostFunc(streams[s], on_done, &callbacks);
  }
  for (int s = 1; s < nstreams; ++s) cudaStreamWaitEvent(streams[0], copied[s], 0);
  cudaEventRecord(t1, streams[0]);
  cudaEventSynchronize(t1);
  for (auto s : streams) cudaStreamSynchronize(s);

  float ms = 0;
  cudaEventElapsedTime(&ms, t0, t1);
  std::printf("pipeline %.3f ms, callbacks=%d, h[1]=%f\n", ms, callbacks, h[1]);
  for (int s = 0; s < nstreams; ++s) {
    cudaStreamDestroy(streams[s]);
    cudaEventDestroy(copied[s]);
  }
  cudaEventDestroy(t0);
  cudaEventDestroy(t1);
  cudaFreeHost(h);
  cudaFree(d);
  return 0;
}
