// CUDA graphs: capturing a multi-kernel, multi-stream workload with
// cudaStreamBeginCapture / EndCapture (fork/join via events), instantiating
// and replaying the executable graph, plus a manually built graph with a
// kernel node (cudaKernelNodeParams) and a memset node.
#include <cstdio>

__global__ void init(float *a, int n, float v)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) a[i] = v;
}

__global__ void axpby(float *y, const float *x, int n, float a, float b)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + b * y[i];
}

int main()
{
  const int n = 1 << 20, B = 256, G = (n + B - 1) / B;
  float *x, *y;
  cudaMalloc(&x, n * sizeof(float));
  cudaMalloc(&y, n * sizeof(float));

  cudaStream_t main_s, side_s;
  cudaStreamCreate(&main_s);
  cudaStreamCreate(&side_s);
  cudaEvent_t fork, join;
  cudaEventCreate(&fork);
  cudaEventCreate(&join);

  cudaGraph_t graph;
  cudaStreamBeginCapture(main_s, cudaStreamCaptureModeGlobal);
  cudaEventRecord(fork, main_s);
  cudaStreamWaitEvent(side_s, fork, 0);
  init<<<G, B, 0, main_s>>>(x, n, 1.0f);
  init<<<G, B, 0, side_s>>>(y, n, 2.0f);
  cudaEventRecord(join, side_s);
  cudaStreamWaitEvent(main_s, join, 0);
  axpby<<<G, B, 0, main_s>>>(y, x, n, 0.5f, 0.5f);
  cudaStreamEndCapture(main_s, &graph);

  cudaGraphExec_t exec;
  cudaGraphInstantiate(&exec, graph, 0);
  for (int rep = 0; rep < 10; ++rep) cudaGraphLaunch(exec, main_s);
  cudaStreamSynchronize(main_s);

  // A graph built node by node.
  cudaGraph_t manual;
  cudaGraphCreate(&manual, 0);
  cudaMemsetParams ms = {};
  ms.dst = x;
  ms.value = 0;
  ms.elementSize = sizeof(float);
  ms.width = n;
  ms.height = 1;
  cudaGraphNode_t memset_node, kernel_node;
  cudaGraphAddMemsetNode(&memset_node, manual, nullptr, 0, &ms);

  float a = 2.0f, b = 1.0f;
  int nn = n;
  void *args[] = {&y, &x, &nn, &a, &b};
  cudaKernelNodeParams kp = {};
  kp.func = (void *)axpby;
  kp.gridDim = dim3(G);
  kp.blockDim = dim3(B);
  kp.kernelParams = args;
  cudaGraphAddKernelNode(&kernel_node, manual, &memset_node, 1, &kp);
  cudaGraphExec_t manual_exec;
  cudaGraphInstantiate(&manual_exec, manual, 0);
  cudaGraphLaunch(manual_exec, main_s);
  std::printf("%s\n", cudaGetErrorString(cudaStreamSynchronize(main_s)));

  cudaGraphExecDestroy(manual_exec);
  cudaGraphDestroy(manual);
  cudaGraphExecDestroy(exec);
  cudaGraphDestroy(graph);
  cudaEventDestroy(fork); cudaEventDestroy(join);
  cudaStreamDestroy(main_s); cudaStreamDestroy(side_s);
  cudaFree(x); cudaFree(y);
  return 0;
}
