// Kernel templates: type and non-type template parameters, template template
// style policy classes, default template arguments, explicit instantiation
// definitions, explicit specialization, and deduced vs explicit launches.
#include <cstdio>

template <typename T, int UNROLL = 4>
__global__ void scale(T *data, T factor, int n)
{
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * UNROLL;
#pragma unroll
  for (int u = 0; u < UNROLL; ++u)
    if (base + u < n) data[base + u] *= factor;
}

// Explicit instantiation definitions.
template __global__ void scale<float, 4>(float *, float, int);
template __global__ void scale<double, 2>(double *, double, int);

struct AddOp { template <typename T> __device__ static T apply(T a, T b) { return a + b; } };
struct MulOp { template <typename T> __device__ static T apply(T a, T b) { return a * b; } };

template <typename Op, typename T, unsigned N>
__global__ void fold_fixed(const T *in, T *out, T init)
{
  T acc = init;
  for (unsigned i = 0; i < N; ++i) acc = Op::template apply<T>(acc, in[i]);
  *out = acc;
}

template <typename T>
__global__ void fill(T *p, T v, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = v;
}

// Explicit specialization for bool: pack as 0/1 differently.
template <>
__global__ void fill<bool>(bool *p, bool v, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = !!v;
}

template <bool FromEnd>
__device__ int pick(const int *a, int n) { return FromEnd ? a[n - 1] : a[0]; }

template <bool FromEnd>
__global__ void pick_kernel(const int *a, int n, int *out) { *out = pick<FromEnd>(a, n); }

template <typename T>
void run_scale(T *d, int n)
{
  scale<T, 4><<<(n / 4 + 127) / 128, 128>>>(d, T(2), n);
}

int main()
{
  const int n = 1000;
  float *f; double *d; int *i; bool *b;
  cudaMalloc(&f, n * sizeof(float));
  cudaMalloc(&d, n * sizeof(double));
  cudaMalloc(&i, (n + 2) * sizeof(int));
  cudaMalloc(&b, n * sizeof(bool));

  fill<<<(n + 127) / 128, 128>>>(f, 1.5f, n);       // deduced T = float
  fill<double><<<(n + 127) / 128, 128>>>(d, 2, n);  // explicit T
  fill<<<(n + 127) / 128, 128>>>(b, true, n);       // specialization
  run_scale(f, n);
  scale<double, 2><<<(n / 2 + 127) / 128, 128>>>(d, 0.5, n);
  fold_fixed<AddOp, float, 16><<<1, 1>>>(f, f + n - 1, 0.0f);
  fold_fixed<MulOp, double, 8><<<1, 1>>>(d, d + n - 1, 1.0);
  pick_kernel<true><<<1, 1>>>(i, n, i + n);
  pick_kernel<false><<<1, 1>>>(i, n, i + n + 1);
  std::printf("%s\n", cudaGetErrorString(cudaDeviceSynchronize()));
  cudaFree(f); cudaFree(d); cudaFree(i); cudaFree(b);
  return 0;
}
