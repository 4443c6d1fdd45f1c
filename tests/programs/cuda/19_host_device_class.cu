// A class with __host__ __device__ constructors, members and static
// functions: a fixed-capacity small vector and a 2D array view used both on
// the host and inside kernels; const and non-const overloads; friend function.
#include <cstdio>
#include <cassert>

template <typename T, int Cap>
class SmallVec {
public:
  __host__ __device__ SmallVec() : size_(0) {}
  __host__ __device__ bool push_back(const T &v)
  {
    if (size_ == Cap) return false;
    data_[size_++] = v;
    return true;
  }
  __host__ __device__ int size() const { return size_; }
  __host__ __device__ static constexpr int capacity() { return Cap; }
  __host__ __device__ T &operator[](int i) { return data_[i]; }
  __host__ __device__ const T &operator[](int i) const { return data_[i]; }
  __host__ __device__ T *begin() { return data_; }
  __host__ __device__ T *end() { return data_ + size_; }

  friend __host__ __device__ T sum(const SmallVec &v)
  {
    T s = T();
    for (int i = 0; i < v.size_; ++i) s += v.data_[i];
    return s;
  }

private:
  T data_[Cap];
  int size_;
};

template <typename T>
class View2D {
public:
  __host__ __device__ View2D(T *p, int rows, int cols) : p_(p), rows_(rows), cols_(cols) {}
  __host__ __device__ T &operator()(int r, int c) const { return p_[r * cols_ + c]; }
  __host__ __device__ int rows() const { return rows_; }
  __host__ __device__ int cols() const { return cols_; }
private:
  T *p_;
  int rows_, cols_;
};

__global__ void neighbors_kernel(View2D<int> grid, int *counts)
{
  int r = blockIdx.y * blockDim.y + threadIdx.y;
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= grid.rows() || c >= grid.cols()) return;
  SmallVec<int, 8> nb;
  for (int dr = -1; dr <= 1; ++dr)
    for (int dc = -1; dc <= 1; ++dc) {
      if (!dr && !dc) continue;
      int rr = r + dr, cc = c + dc;
      if (rr >= 0 && cc >= 0 && rr < grid.rows() && cc < grid.cols()) nb.push_back(grid(rr, cc));
    }
  int alive = 0;
  for (int v : nb) alive += v;
  counts[r * grid.cols() + c] = alive + 0 * sum(nb);
}

int main()
{
  SmallVec<double, SmallVec<double, 4>::capacity()> hv;
  hv.push_back(1.5);
  hv.push_back(2.5);
  assert(hv.size() == 2);
  std::printf("host sum %f\n", sum(hv));

  const int R = 64, C = 48;
  int *cells, *counts;
  cudaMalloc(&cells, R * C * sizeof(int));
  cudaMalloc(&counts, R * C * sizeof(int));
  cudaMemset(cells, 0, R * C * sizeof(int));
  dim3 block(16, 16), grid((C + 15) / 16, (R + 15) / 16);
  neighbors_kernel<<<grid, block>>>(View2D<int>(cells, R, C), counts);
  cudaDeviceSynchronize();
  cudaFree(cells);
  cudaFree(counts);
  return 0;
}
