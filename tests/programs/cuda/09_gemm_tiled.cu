// Tiled single-precision GEMM C = alpha*A*B + beta*C with a TILE template
// parameter, shared-memory tiles, #pragma unroll and a host reference check.
#include <cmath>
#include <cstdio>
#include <vector>

template <int TILE>
__global__ void sgemm_tiled(int M, int N, int K, float alpha, const float *A,
                            const float *B, float beta, float *C)
{
  __shared__ float As[TILE][TILE];
  __shared__ float Bs[TILE][TILE + 1];
  int row = blockIdx.y * TILE + threadIdx.y;
  int col = blockIdx.x * TILE + threadIdx.x;
  float acc = 0.0f;

  for (int t = 0; t < (K + TILE - 1) / TILE; ++t) {
    int ak = t * TILE + threadIdx.x;
    int bk = t * TILE + threadIdx.y;
    As[threadIdx.y][threadIdx.x] = (row < M && ak < K) ? A[row * K + ak] : 0.0f;
    Bs[threadIdx.y][threadIdx.x] = (bk < K && col < N) ? B[bk * N + col] : 0.0f;
    __syncthreads();
#pragma unroll
    for (int k = 0; k < TILE; ++k)
      acc = fmaf(As[threadIdx.y][k], Bs[k][threadIdx.x], acc);
    __syncthreads();
  }
  if (row < M && col < N)
    C[row * N + col] = alpha * acc + beta * C[row * N + col];
}

static void reference(int M, int N, int K, const std::vector<float> &A,
                      const std::vector<float> &B, std::vector<float> &C)
{
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j) {
      float s = 0;
      for (int k = 0; k < K; ++k) s += A[i * K + k] * B[k * N + j];
      C[i * N + j] = s;
    }
}

int main()
{
  const int M = 96, N = 80, K = 72;
  constexpr int T = 16;
  std::vector<float> A(M * K), B(K * N), C(M * N, 0.0f), R(M * N);
  for (int i = 0; i < M * K; ++i) A[i] = float(i % 7) - 3.0f;
  for (int i = 0; i < K * N; ++i) B[i] = float(i % 5) * 0.5f;
  reference(M, N, K, A, B, R);

  float *dA, *dB, *dC;
  cudaMalloc(&dA, A.size() * sizeof(float));
  cudaMalloc(&dB, B.size() * sizeof(float));
  cudaMalloc(&dC, C.size() * sizeof(float));
  cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dB, B.data(), B.size() * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy(dC, C.data(), C.size() * sizeof(float), cudaMemcpyHostToDevice);

  dim3 block(T, T), grid((N + T - 1) / T, (M + T - 1) / T);
  sgemm_tiled<T><<<grid, block>>>(M, N, K, 1.0f, dA, dB, 0.0f, dC);
  cudaMemcpy(C.data(), dC, C.size() * sizeof(float), cudaMemcpyDeviceToHost);

  double max_err = 0;
  for (int i = 0; i < M * N; ++i) max_err = std::fmax(max_err, std::fabs(C[i] - R[i]));
  std::printf("max error %g\n", max_err);
  cudaFree(dA); cudaFree(dB); cudaFree(dC);
  return max_err < 1e-3 ? 0 : 1;
}
