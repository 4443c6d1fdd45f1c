// NVCC_FLAGS: -O3
// Warnings cufe gave on valid code where cudafe++ 13.0 is silent (they
// become errors under --promote_warnings): from probes of cudafe++.
//  * In a system header (line marker flag 3: -isystem, /usr/include)
//    cudafe++ shows hard errors only; warnings, remarks and discretionary
//    errors are dropped whatever the controls say.  -O3 defines
//    __OPTIMIZE__, which exposes glibc's extern inline wctob in <wchar.h>
//    (it compares a wint_t with L'\0': 186 if it were user code).
//  * A switch's break after a call of a noreturn function, or after a
//    return, is not reached: it does not end the switch (940 is not
//    given); a loop's break counts wherever it is (940 is given).
//  * An array member passed to a function decays to a pointer: nothing
//    is read (549 is not given for f(s.v), strcpy(c.op, ...); nor 20091
//    for a __device__ variable's array member).
// (the lines before the first program are part of every program)
#include <cstdlib>
#include <cstring>
[[noreturn]] void die(const char *);
void fatal(const char *) __attribute__((noreturn));
[[noreturn]] void ggml_abort(const char *file, int line, const char *fmt, ...);
#define GGML_ABORT(...) ggml_abort(__FILE__, __LINE__, __VA_ARGS__)
void foo();
void fill(int *);
void fillc(const int *);
#pragma cufe_program wchar_at_O3
#include <wchar.h>
int is_nul(wint_t c) { return c == (wint_t)0; }
int first_byte(wint_t c) { return wctob(c); }
#pragma cufe_program system_header_silent
# 1 "/usr/include/cufe_sys_header.h" 3
inline int w186(unsigned u) { return u >= 0; }
inline int w940(int x) { if (x) return 1; }
inline int w549() { int y; return y; }
inline void w174(int a) { a == 1; }
inline void w177() { int unused; }
class PrivateOnly { int priv; };
inline int e265(PrivateOnly &p) { return p.priv; }
# 38 "false_warnings.cu"
int main() { return 0; }
#pragma cufe_program system_header_error_shown
# 1 "/usr/include/cufe_sys_header2.h" 3
inline int w186b(unsigned u) { return u >= 0; }
inline int e20() { return undefined_name_here; }
# 44 "false_warnings.cu"
int user186(unsigned u) { return u >= 0; }
#pragma cufe_program switch_default_noreturn
int a(int k) {
  switch (k) {
  case 0: return 1;
  default: die("x"); break;
  }
}
int b(int k) {
  switch (k) {
  case 0: return 1;
  default: fatal("x"); break;
  }
}
int c(int k) {
  switch (k) {
  case 0: return 1;
  default: GGML_ABORT("fatal %d", k); break;
  }
}
int d(int k) {
  switch (k) {
  case 0: return 1;
  default: std::abort(); break;
  }
}
int e(int k) {
  switch (k) {
  case 0: return 1;
  case 1: { die("z"); break; }
  default: return 2;
  }
}
#pragma cufe_program switch_unreached_breaks
int f1(int k){ switch(k){ default: return 1; foo(); } }
int f5(int k){ switch(k){ case 0: return 1; default: foo(); break; } }
int f10(int k){ switch(k){ case 0: return 1; break; default: return 2; } }
int f11(int k){ switch(k){ case 0: { die("e"); } break; default: return 2; } }
int g4(int k){ switch(k){ default: return 1; break; } }
int g5(int k){ switch(k){ default: if (k) { return 1; break; } return 2; } }
int g6(int k){ switch(k){ default: if (k) { die("x"); break; } return 2; } }
int g13(int k){ switch(k){ default: die("e"); foo(); break; } }
int g15(int k){ switch(k){ default: if(k) return 1; else return 2; break; } }
int g16(int k){ switch(k){ default: if(k) die("f"); else return 2; break; } }
int f13(int k){ while(1){ switch(k){ case 0: break; default: die("f"); } break; } }
#pragma cufe_program loop_breaks_count
int f2(int k){ while(1){ if(k) { die("a"); break; } } }
int f4(int k) { do { die("c"); break; } while(k); }
int g2(int k){ while(1){ return 1; break; } }
int g8(int k){ for(;;) { die("b"); break; } }
int g11(int k){ switch(k){ default: while(1) { die("d"); break; } } }
int g12(int k){ switch(k){ default: while(1) { die("d"); break; } return 1; } }
int f6(int k){ while(1){ switch(k){ case 0: die("d"); break; default: return 2; } } }
int f12(int k){ for(;;){ switch(k){ case 0: continue; default: die("f"); break; } } }
#pragma cufe_program member_array_filled
struct dims_t { int v[4]; };
struct cfg_t { char op[16]; int n; };
struct two_t { int m[2][3]; int k; };
struct outer_t { dims_t d; };
void setn(int *);
int m1() { dims_t dims; fill(dims.v); return dims.v[0]; }
int m2() { cfg_t cfg; strcpy(cfg.op, "add"); return cfg.op[0]; }
int m3() { cfg_t cfg; setn(&cfg.n); return cfg.n; }
int m4() { int a[2][3]; fill(a[0]); return a[0][0]; }
int m5() { two_t t; fill(t.m[1]); return t.m[1][0]; }
int m6() { outer_t o; fill(o.d.v); return o.d.v[0]; }
int m7() { dims_t dims; fill((dims.v)); return dims.v[0]; }
int m8() { dims_t dims; fillc(dims.v); return 0; }
int m9() { dims_t dims; int *p = dims.v; (void)p; return dims.v[1]; }
#pragma cufe_program member_array_read
struct dims_t { int v[4]; };
struct two_t { int m[2][3]; int k; };
int r1() { dims_t dims; return dims.v[0]; }
int r2() { two_t t; return t.m[1][0]; }
int r3() { dims_t dims; return (dims.v)[2]; }
int r4() { dims_t dims; return *dims.v; }
#pragma cufe_program device_array_member_decays
// a __device__ variable's array member or row passed as a pointer is not
// read (no 20091 there); its elements are
struct S { int v[4]; int k; };
__device__ S ds;
__device__ int m2[2][3];
void h() { fill(ds.v); fill(m2[0]); int x = ds.v[1]; int y = m2[1][2]; (void)x; (void)y; }
