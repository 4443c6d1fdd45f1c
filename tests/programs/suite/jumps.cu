// A goto forward past a declaration with an initializer into its scope
// (546, src/sema/jumps.c): the variables bypassed, one line each; jumps
// backward, out of the scope, past declarations without initializers or
// of static storage are valid.
#pragma cufe_program skip_initialized
void f(int x) { if (x) goto done; int y = 2; done: return; }
#pragma cufe_program into_block
void f(int x) { goto L; { int z = 1; L: x++; } }
#pragma cufe_program two_variables
void f(int x) { goto P; int b = 1, c = 2; P: x++; }
#pragma cufe_program kernel
__global__ void k(int *p) { if (p[0]) goto out; float v = p[1]; p[2] = v; out: return; }
#pragma cufe_program braced_and_direct
#include <cstdio>
int f(int x) { if (x < 0) goto fail; { int a(1); double b{2.0}; if (x) goto fail2; const char *msg = "ok"; puts(msg); fail2: return a + (int)b; } fail: return -1; }
#pragma cufe_program valid_jumps
int f(int x) { int r = 0; again: r++; if (r < x) goto again; goto skip; int u; static int s = 1; skip: u = s;
  goto after; { int w = 3; r += w; } after: for (int i = 0; i < x; ++i) { if (i == 2) goto out; int t = i; r += t; } out:
  return r + u; }
#pragma cufe_program valid_cleanup
#include <cstdlib>
int f(int n) { int *a = (int *)malloc(n * sizeof(int)); int rc = -1; if (!a) goto done; for (int i = 0; i < n; ++i) a[i] = i; rc = 0; done: free(a); return rc; }
