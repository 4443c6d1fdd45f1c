// Sparse matrix-vector product in CSR format: scalar kernel (thread per
// row) and vector kernel (warp per row with shuffle reduction), a
// host-side CSR builder for a 2D Laplacian, and a struct of device pointers.
#include <cstdio>
#include <vector>

struct CsrMatrix {
  int rows = 0;
  int nnz = 0;
  int *row_ptr = nullptr;
  int *col_idx = nullptr;
  double *values = nullptr;
};

__global__ void spmv_scalar(CsrMatrix A, const double *x, double *y)
{
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= A.rows) return;
  double sum = 0.0;
  for (int k = A.row_ptr[row]; k < A.row_ptr[row + 1]; ++k) sum += A.values[k] * x[A.col_idx[k]];
  y[row] = sum;
}

__global__ void spmv_vector(CsrMatrix A, const double *__restrict__ x, double *__restrict__ y)
{
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
  int lane = threadIdx.x & 31;
  if (warp >= A.rows) return;
  double sum = 0.0;
  for (int k = A.row_ptr[warp] + lane; k < A.row_ptr[warp + 1]; k += 32)
    sum += A.values[k] * x[A.col_idx[k]];
  for (int off = 16; off > 0; off >>= 1) sum += __shfl_down_sync(0xffffffffu, sum, off);
  if (lane == 0) y[warp] = sum;
}

static void build_laplacian(int g, std::vector<int> &rp, std::vector<int> &ci, std::vector<double> &v)
{
  rp.assign(1, 0);
  for (int r = 0; r < g; ++r)
    for (int c = 0; c < g; ++c) {
      auto add = [&](int rr, int cc, double w) {
        if (rr >= 0 && rr < g && cc >= 0 && cc < g) {
          ci.push_back(rr * g + cc);
          v.push_back(w);
        }
      };
      add(r - 1, c, -1.0);
      add(r, c - 1, -1.0);
      add(r, c, 4.0);
      add(r, c + 1, -1.0);
      add(r + 1, c, -1.0);
      rp.push_back(int(ci.size()));
    }
}

template <typename T>
T *to_device(const std::vector<T> &h)
{
  T *d = nullptr;
  cudaMalloc(&d, h.size() * sizeof(T));
  cudaMemcpy(d, h.data(), h.size() * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}

int main()
{
  const int g = 128;
  std::vector<int> rp, ci;
  std::vector<double> v;
  build_laplacian(g, rp, ci, v);

  CsrMatrix A;
  A.rows = g * g;
  A.nnz = int(v.size());
  A.row_ptr = to_device(rp);
  A.col_idx = to_device(ci);
  A.values = to_device(v);
  double *x = to_device(std::vector<double>(A.rows, 1.0));
  double *y;
  cudaMalloc(&y, A.rows * sizeof(double));

  spmv_scalar<<<(A.rows + 255) / 256, 256>>>(A, x, y);
  spmv_vector<<<(A.rows * 32 + 255) / 256, 256>>>(A, x, y);
  std::vector<double> hy(A.rows);
  cudaMemcpy(hy.data(), y, A.rows * sizeof(double), cudaMemcpyDeviceToHost);
  std::printf("nnz=%d y[0]=%f y[center]=%f\n", A.nnz, hy[0], hy[A.rows / 2 + g / 2]);
  cudaFree(A.row_ptr); cudaFree(A.col_idx); cudaFree(A.values); cudaFree(x); cudaFree(y);
  return 0;
}
