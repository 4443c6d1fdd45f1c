// Array bounds written as a string or floating literal (a one-token
// edit): 2140 at block scope (also for __shared__ arrays), 2373 with the
// literal's type against std::size_t's at namespace scope.
__global__ void k() { float m["s"]; int n[2.5]; __shared__ float sh["t"]; }
int g["u"];
