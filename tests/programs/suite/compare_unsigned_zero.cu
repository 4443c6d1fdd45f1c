// Comparisons of an unsigned integer with zero (warning 186): the
// operand's own type before promotion is unsigned, the other side an
// integral constant zero, the operand itself not a constant.  Programs
// from probes of cudafe++; the silent ones are valid programs.
#pragma cufe_program c01
int f(unsigned u) { return u < 0; }
#pragma cufe_program c02
int f(unsigned u) { return u >= 0; }
#pragma cufe_program c03
int f(unsigned u) { return 0 > u; }
#pragma cufe_program c04
int f(unsigned u) { return 0 <= u; }
#pragma cufe_program c05
int f(unsigned u) { return u <= 0; }
#pragma cufe_program c06
int f(unsigned u) { return u > 0; }
#pragma cufe_program c07
int f(unsigned short u) { return u < 0; }
#pragma cufe_program c08
int f(unsigned long u) { return u < 0L; }
#pragma cufe_program c09
int f(unsigned u) { return u < 0u; }
#pragma cufe_program c10
int f(unsigned u) { return u < '\0'; }
#pragma cufe_program c11
int f(int u) { return u < 0; }
#pragma cufe_program c12
int f(unsigned u) { return (u) < (0); }
#pragma cufe_program c13
int f(unsigned u) { return u == 0; }
#pragma cufe_program c14
unsigned g; int f() { return g < 0; }
#pragma cufe_program c15
int f(unsigned u) { return u + 1 < 0; }
#pragma cufe_program c16
int f(unsigned char u) { return u >= 0; }
#pragma cufe_program c17
int f(bool u) { return u >= 0; }
#pragma cufe_program c18
int f(unsigned u) { return u < 0.0; }
#pragma cufe_program c19
int f(unsigned long long u) { return u >= 0; }
#pragma cufe_program c20
int f(unsigned u) { return u < false; }
#pragma cufe_program c21
int f(unsigned u) { return u < 0x0; }
#pragma cufe_program c22
int f(unsigned u) { return u < (1-1); }
#pragma cufe_program c23
int f(unsigned u) { return u < -0; }
#pragma cufe_program c24
int f(unsigned u) { return u < 00; }
#pragma cufe_program c25
int f(unsigned u) { return u < 0LL; }
#pragma cufe_program c26
int f(char16_t u) { return u < 0; }
#pragma cufe_program c27
int f(char32_t u) { return u < 0; }
#pragma cufe_program c28
int f(wchar_t u) { return u < 0; }
#pragma cufe_program c29
typedef unsigned int uint; int f(uint u) { return u < 0; }
#pragma cufe_program c30
typedef decltype(sizeof(0)) size_t; int f(size_t u) { return u < 0; }
#pragma cufe_program c31
int f(unsigned u) { return (int)u < 0; }
#pragma cufe_program c32
int f(unsigned short u) { return u - 1 < 0; }
#pragma cufe_program c33
int f(unsigned u) { return sizeof(u) < 0; }
#pragma cufe_program c34
int f(unsigned u) { return u < (char)0; }
#pragma cufe_program c35
int f(unsigned u) { return u < 0 ? 1 : 2; }
#pragma cufe_program c36
int f(unsigned u) { if (u >= 0) return 1; return 0; }
#pragma cufe_program c37
int f(unsigned u) { return u < 0 && u > 0; }
#pragma cufe_program c38
int f(const unsigned &u) { return u < 0; }
#pragma cufe_program c39
int f(unsigned *p) { return *p < 0; }
#pragma cufe_program c40
int f(unsigned *p) { return p[1] < 0; }
#pragma cufe_program c41
int f(unsigned char u) { return u < (unsigned char)0; }
#pragma cufe_program c42
int f(char u) { return u < 0; }
#pragma cufe_program c43
int f(unsigned u) { return 0u > u; }
#pragma cufe_program c44
int f(unsigned u) { return 0 < u; }
#pragma cufe_program c45
int f() { return 1u < 0; }
#pragma cufe_program c46
int f(unsigned u, int i) { return u * i < 0; }
#pragma cufe_program c47
int f(unsigned u) { return ((u)) < 0; }
#pragma cufe_program c48
int f(unsigned long u) { return u >> 1 < 0; }
#pragma cufe_program c49
int f(unsigned u) { unsigned v = u; return v < 0; }
#pragma cufe_program c50
int f(unsigned u) { return u < 0 || u >= 0; }
#pragma cufe_program c51
__global__ void k(unsigned u, int *p) { if (u < 0) *p = 1; }
#pragma cufe_program c52
__host__ __device__ int f(unsigned u) { return u < 0; }
#pragma cufe_program c53
int f(unsigned u) { return u < 1 - 1u; }
#pragma cufe_program c54
int f(unsigned u) { return u < 0 << 3; }
