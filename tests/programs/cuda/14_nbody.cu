// All-pairs n-body step: float4 positions/masses, shared-memory tiling of
// bodies, rsqrtf, a __host__ __device__ interaction function, and a
// leapfrog integrate kernel; simulation parameters in a struct.
#include <cmath>
#include <cstdio>
#include <vector>

struct SimParams {
  float dt;
  float softening2;
  float damping;
};

__host__ __device__ inline float3 body_interaction(float4 bi, float4 bj, float3 acc, float eps2)
{
  float3 r = make_float3(bj.x - bi.x, bj.y - bi.y, bj.z - bi.z);
  float dist2 = r.x * r.x + r.y * r.y + r.z * r.z + eps2;
#ifdef __CUDA_ARCH__
  float inv = rsqrtf(dist2);
#else
  float inv = 1.0f / std::sqrt(dist2);
#endif
  float s = bj.w * inv * inv * inv;
  acc.x += r.x * s;
  acc.y += r.y * s;
  acc.z += r.z * s;
  return acc;
}

template <int TILE>
__global__ void compute_forces(const float4 *pos, float3 *acc, int n, SimParams p)
{
  __shared__ float4 shpos[TILE];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float4 me = i < n ? pos[i] : make_float4(0, 0, 0, 0);
  float3 a = make_float3(0, 0, 0);
  for (int tile = 0; tile < (n + TILE - 1) / TILE; ++tile) {
    int j = tile * TILE + threadIdx.x;
    shpos[threadIdx.x] = j < n ? pos[j] : make_float4(0, 0, 0, 0);
    __syncthreads();
#pragma unroll 8
    for (int k = 0; k < TILE; ++k) a = body_interaction(me, shpos[k], a, p.softening2);
    __syncthreads();
  }
  if (i < n) acc[i] = a;
}

__global__ void integrate(float4 *pos, float3 *vel, const float3 *acc, int n, SimParams p)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float3 v = vel[i];
  v.x = (v.x + acc[i].x * p.dt) * p.damping;
  v.y = (v.y + acc[i].y * p.dt) * p.damping;
  v.z = (v.z + acc[i].z * p.dt) * p.damping;
  pos[i].x += v.x * p.dt;
  pos[i].y += v.y * p.dt;
  pos[i].z += v.z * p.dt;
  vel[i] = v;
}

int main()
{
  const int n = 4096;
  constexpr int B = 128;
  SimParams p{0.01f, 0.0025f, 0.999f};
  std::vector<float4> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = make_float4(std::cos(i * 0.1f) * i, std::sin(i * 0.1f) * i, 0.01f * i, 1.0f);

  float4 *pos; float3 *vel, *acc;
  cudaMalloc(&pos, n * sizeof(float4));
  cudaMalloc(&vel, n * sizeof(float3));
  cudaMalloc(&acc, n * sizeof(float3));
  cudaMemcpy(pos, h.data(), n * sizeof(float4), cudaMemcpyHostToDevice);
  cudaMemset(vel, 0, n * sizeof(float3));
  for (int step = 0; step < 5; ++step) {
    compute_forces<B><<<(n + B - 1) / B, B>>>(pos, acc, n, p);
    integrate<<<(n + 255) / 256, 256>>>(pos, vel, acc, n, p);
  }
  cudaMemcpy(h.data(), pos, n * sizeof(float4), cudaMemcpyDeviceToHost);
  float3 host_a = body_interaction(h[0], h[1], make_float3(0, 0, 0), p.softening2);
  std::printf("pos[0]=(%f,%f,%f) a01.x=%f\n", h[0].x, h[0].y, h[0].z, host_a.x);
  cudaFree(pos); cudaFree(vel); cudaFree(acc);
  return 0;
}
