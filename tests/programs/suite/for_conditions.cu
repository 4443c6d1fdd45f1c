// A for statement's condition that starts with a name nothing declares,
// followed by `<` (a renamed loop variable): cudafe++ reads it as a
// template-id, "i is not a template" (864); a template argument not
// constant -- a lone automatic variable or parameter (28 with 2690, "a
// pointer or reference to"), an operand of one (2689), a const local
// (2701), none in a template; "expected a ">"" (439) at the `;`; then the
// name undefined (20).  From probes of cudafe++.
// (the lines before the first program are part of every program)
#define TILE 32
enum { LIMIT = 8 };
int gcount = 3;
constexpr int kmax = 4;
#pragma cufe_program f01
int f(int n) { int s = 0; for (int iq = 0; i < n; i++) s += i; return s; }
#pragma cufe_program f02
int f(int n) { int s = 0; for (int iq = 0; i < TILE; i++) s += i; return s; }
#pragma cufe_program f03
int f(int n) { int s = 0; int m = n; for (int iq = 0; i < m; i++) s += 1; return s; }
#pragma cufe_program f04
int f(int n) { int s = 0; for (int iq = 0; i < gcount; i++) s += 1; return s; }
#pragma cufe_program f05
int f(int n) { int s = 0; for (int iq = 0; i < kmax; i++) s += 1; return s; }
#pragma cufe_program f06
int f(int n) { int s = 0; for (int iq = 0; i < n - 1; i++) s += 1; return s; }
#pragma cufe_program f07
int f(int n) { int s = 0; for (int iq = 0; i < LIMIT; ++i) { s += i; } return s; }
#pragma cufe_program f08
__global__ void k(float *a, int n) { for (int iq = threadIdx.x; i < n; i += blockDim.x) a[i] = 0; }
#pragma cufe_program f09
template <int B> __global__ void k(float *a, int n) { for (int iq = threadIdx.x; i < n; i += B) a[i] = 0; }
#pragma cufe_program f10
int f(int n) { int s = 0; for (int iq = 0; i < 2 * n; i++) s += 1; return s; }
#pragma cufe_program f11
int f(int n) { const int m = 4; int s = 0; for (int iq = 0; i < m; i++) s += 1; return s; }
#pragma cufe_program f12
int f(int n) { int s = 0; for (int iq = 0; i <= n; i++) s += 1; return s; }
#pragma cufe_program f13
int f(int n) { int s = 0; for (int iq = 0; i < n; i++) s += 1; for (int j = 0; j < n; j++) s += j; return s; }
#pragma cufe_program f14
int f(int n) { int s = 0; for (; i < n; ) s++; return s; }
#pragma cufe_program f15
__device__ int d(int n) { int s = 0; for (int jq = n; j < 16; j *= 2) s += j; return s; }
