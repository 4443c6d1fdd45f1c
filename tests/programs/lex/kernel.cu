// Lexer round-trip program: a trivial kernel and its launch.
#include <cstdio>

__global__ void scale(float *x, float a, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] *= a;
}

int main()
{
    const int n = 1 << 10;
    float *x = nullptr;
    cudaMallocManaged(&x, n * sizeof(float));
    for (int i = 0; i < n; i++)
        x[i] = 1.0f;
    scale<<<(n + 255) / 256, 256>>>(x, 2.0f, n);
    cudaDeviceSynchronize();
    std::printf("%f\n", x[0]);
    cudaFree(x);
    return 0;
}
