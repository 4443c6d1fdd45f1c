// A string literal for alignas's constant (a one-token edit): cudafe++
// reports 2412 with the literal's type at it, on classes, variables,
// members and class templates alike, and goes on checking (the kernel's
// wrong argument count below is still reported).
struct alignas("s") Cell { int a; };
alignas("t") int g;
struct S { alignas("u") float x; alignas(16) float y; };
template <class T> struct alignas("v") W { T t; };
__global__ void k(int n) { }
void h() { k<<<1, 1>>>(); }
