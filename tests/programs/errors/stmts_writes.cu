// Statement checks: writes to what is not a modifiable lvalue (137), break
// and continue outside loops (116, 115), labels defined twice (3369) or
// never defined (114), returns that do not fit the function (120, 117).
__constant__ float cf;
__constant__ int ctable[4];
void f1() { const int c = 1; c = 2; c++; --c; c += 3; c <<= 1; }
void f2() { break; }
void f3() { continue; }
void f3b() { switch (1) { case 1: continue; } }
void f4() { goto nowhere; goto nowhere; goto elsewhere; }
void f5() { lab: ; lab: ; }
void f6() { return 1; }
void f6b(int *p) { return p; }
int f7() { return; }
float *f7b() { return; }
void f8() { cf = 1.0f; cf *= 2; }
__global__ void k9() { cf = 2.0f; }
void f10(const int p, int *const q, const double &r) { p = 3; q = 0; r = 1.5; }
void f11() { int x; x = 1; const int *q = &x; *q = 2; q[1] = 3; }
void f12() { for (int i = 0; i < 3; i++) { } break; }
int main() { return 0; }
