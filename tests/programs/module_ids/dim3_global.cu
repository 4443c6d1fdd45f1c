// dim3 (a typedef of a struct with a constexpr constructor), also as an array: the variable is the entity
#include <cuda_runtime.h>
dim3 grids[2];
dim3 grid;
int main() { return (int)grid.x; }
