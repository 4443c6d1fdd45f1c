// Alignment and built-in vector types: __align__ and alignas structs,
// int2/float4/double2 with make_* constructors, vectorized 128-bit loads,
// structure-of-arrays vs array-of-structures particle layouts, and
// __builtin_assume_aligned in device code.
#include <cstdio>
#include <cstddef>

struct __align__(16) ParticleAoS {
  float x, y, z;
  float mass;
};

struct alignas(8) Cell {
  int first;
  int count;
};

struct ParticlesSoA {
  float *x, *y, *z, *mass;
};

static_assert(sizeof(ParticleAoS) == 16, "AoS particle must be 16 bytes");
static_assert(alignof(Cell) == 8, "Cell alignment");

__global__ void center_of_mass_aos(const ParticleAoS *p, int n, float4 *acc)
{
  const float4 *v = reinterpret_cast<const float4 *>(__builtin_assume_aligned(p, 16));
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 q = v[i];  // single 128-bit load
  atomicAdd(&acc->x, q.x * q.w);
  atomicAdd(&acc->y, q.y * q.w);
  atomicAdd(&acc->z, q.z * q.w);
  atomicAdd(&acc->w, q.w);
}

__global__ void center_of_mass_soa(ParticlesSoA p, int n, float4 *acc)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float m = p.mass[i];
  atomicAdd(&acc->x, p.x[i] * m);
  atomicAdd(&acc->y, p.y[i] * m);
  atomicAdd(&acc->z, p.z[i] * m);
  atomicAdd(&acc->w, m);
}

__global__ void cell_ranges(const int *sorted_cells, int n, Cell *cells)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int c = sorted_cells[i];
  if (i == 0 || sorted_cells[i - 1] != c) cells[c].first = i;
  atomicAdd(&cells[c].count, 1);
}

__global__ void pack_pairs(const int *a, const int *b, int2 *out, double2 *ratios, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  out[i] = make_int2(a[i], b[i]);
  ratios[i] = make_double2(double(a[i]) / (b[i] ? b[i] : 1), double(b[i]));
}

int main()
{
  const int n = 10000;
  ParticleAoS *aos;
  ParticlesSoA soa;
  float4 *acc;
  cudaMalloc(&aos, n * sizeof(ParticleAoS));
  cudaMalloc(&soa.x, n * sizeof(float));
  cudaMalloc(&soa.y, n * sizeof(float));
  cudaMalloc(&soa.z, n * sizeof(float));
  cudaMalloc(&soa.mass, n * sizeof(float));
  cudaMalloc(&acc, 2 * sizeof(float4));
  cudaMemset(acc, 0, 2 * sizeof(float4));
  center_of_mass_aos<<<(n + 255) / 256, 256>>>(aos, n, acc);
  center_of_mass_soa<<<(n + 255) / 256, 256>>>(soa, n, acc + 1);

  int *cells_in, *a, *b;
  Cell *cells;
  int2 *pairs;
  double2 *ratios;
  cudaMalloc(&cells_in, n * sizeof(int));
  cudaMalloc(&a, n * sizeof(int));
  cudaMalloc(&b, n * sizeof(int));
  cudaMalloc(&cells, 64 * sizeof(Cell));
  cudaMalloc(&pairs, n * sizeof(int2));
  cudaMalloc(&ratios, n * sizeof(double2));
  cudaMemset(cells_in, 0, n * sizeof(int));
  cudaMemset(cells, 0, 64 * sizeof(Cell));
  cell_ranges<<<(n + 255) / 256, 256>>>(cells_in, n, cells);
  pack_pairs<<<(n + 255) / 256, 256>>>(a, b, pairs, ratios, n);
  std::printf("offsetof(mass)=%zu: %s\n", offsetof(ParticleAoS, mass),
              cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(aos); cudaFree(soa.x); cudaFree(soa.y); cudaFree(soa.z); cudaFree(soa.mass);
  cudaFree(acc); cudaFree(cells_in); cudaFree(a); cudaFree(b); cudaFree(cells);
  cudaFree(pairs); cudaFree(ratios);
  return 0;
}
