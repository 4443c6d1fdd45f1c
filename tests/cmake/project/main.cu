extern __device__ int scale(int x);
__global__ void quad(int *p) { p[0] = scale(scale(p[0])); }
void launch_twice(int *p, int n);
int host_value();
int main() { int *p = 0; launch_twice(p, 1); quad<<<1, 1>>>(p); return host_value() - 7; }
