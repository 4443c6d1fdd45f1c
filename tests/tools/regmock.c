/* regmock: records the CUDA runtime registration calls a host object makes.
 *
 *   regmock LIB.so SYMS > trace
 *
 * LIB.so is one object of the nvcc pipeline (its host side: the
 * .cudafe1.cpp with cicc's stub included) linked alone into a shared library
 * with lazy binding.  SYMS is `nm --defined-only LIB.so`.  regmock defines the
 * registration entry points of the CUDA runtime that the stub calls
 * (crt/host_runtime.h): __cudaRegisterFatBinary, __cudaRegisterFatBinaryEnd,
 * __cudaUnregisterFatBinary, __cudaRegisterFunction, __cudaRegisterVar,
 * __cudaRegisterManagedVar, __cudaRegisterTexture, __cudaRegisterSurface,
 * __cudaInitModule, plus regmock_linked_binary, which a one-line shim named
 * __cudaRegisterLinkedBinary_<module id> (made by the test for -rdc objects)
 * calls in place of the function nvlink's link stub would provide.  Launch
 * entry points are defined too, so that a call made while loading shows in
 * the trace; anything else stays unresolved and, with lazy binding, is never
 * looked up unless called.  No GPU and no libcudart are involved.
 *
 * The executable is linked with -rdynamic so these definitions satisfy the
 * library's undefined references.  It dlopens the library (the stub's static
 * constructor registers everything), then dlcloses it (atexit handlers run:
 * the unregistration), and prints one line per call, in call order.
 * Pointers into the library are shown as the names nm gives to that address
 * (offset from the load base), so traces of two libraries built from
 * different front ends compare equal when they register the same entities;
 * handles are numbered h1, h2, ... in the order they were handed out.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct sym { uintptr_t addr; char *name; };
static struct sym *syms;
static size_t nsyms;

static int sym_cmp(const void *a, const void *b)
{
  const struct sym *x = a, *y = b;
  if (x->addr != y->addr) return x->addr < y->addr ? -1 : 1;
  return strcmp(x->name, y->name);
}

/* Reads `nm` output: "<hex address> <type> <name>" (lines without an
 * address are skipped). */
static int load_syms(const char *path)
{
  FILE *f = fopen(path, "r");
  char line[8192];
  size_t cap = 0;
  if (!f) { perror(path); return -1; }
  while (fgets(line, sizeof line, f)) {
    char *end, *name;
    unsigned long long a = strtoull(line, &end, 16);
    if (end == line || *end != ' ' || !end[1] || end[2] != ' ') continue;
    name = end + 3;
    name[strcspn(name, "\r\n")] = 0;
    if (!*name) continue;
    if (nsyms == cap) {
      cap = cap ? 2 * cap : 1024;
      syms = realloc(syms, cap * sizeof *syms);
      if (!syms) { fclose(f); return -1; }
    }
    syms[nsyms].addr = (uintptr_t)a;
    syms[nsyms].name = strdup(name);
    nsyms++;
  }
  fclose(f);
  qsort(syms, nsyms, sizeof *syms, sym_cmp);
  return 0;
}

static void out(const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  vprintf(fmt, ap);
  va_end(ap);
  fflush(stdout);
}

/* A pointer as the names of the library symbols at exactly that address
 * ("a|b" when several), "sym+0xN" inside a symbol, "null", or "?". */
static void show_ptr(const char *label, const void *p)
{
  Dl_info info;
  uintptr_t off;
  size_t lo = 0, hi = nsyms, i;
  int first = 1;
  if (!p) { out(" %s=null", label); return; }
  if (!dladdr(p, &info) || !info.dli_fbase) { out(" %s=?", label); return; }
  off = (uintptr_t)p - (uintptr_t)info.dli_fbase;
  while (lo < hi) {             /* first symbol with addr >= off */
    size_t mid = (lo + hi) / 2;
    if (syms[mid].addr < off) lo = mid + 1; else hi = mid;
  }
  if (lo < nsyms && syms[lo].addr == off) {
    out(" %s=", label);
    for (i = lo; i < nsyms && syms[i].addr == off; i++) {
      out("%s%s", first ? "" : "|", syms[i].name);
      first = 0;
    }
    return;
  }
  if (lo > 0) { out(" %s=%s+0x%lx", label, syms[lo - 1].name,
                    (unsigned long)(off - syms[lo - 1].addr)); return; }
  out(" %s=?", label);
}

static void show_str(const char *label, const char *s)
{
  if (s) out(" %s=\"%s\"", label, s); else out(" %s=null", label);
}

/* Handles: each registration gets its own cell; its number is its name. */
#define MAX_HANDLES 64
static void *handles[MAX_HANDLES];
static int nhandles;

static void **new_handle(void)
{
  if (nhandles == MAX_HANDLES) { out("too many fat binaries\n"); exit(3); }
  return &handles[nhandles++];
}

static void show_handle(const char *label, void **h)
{
  if (h >= handles && h < handles + MAX_HANDLES) out(" %s=h%d", label, (int)(h - handles) + 1);
  else if (!h) out(" %s=null", label);
  else out(" %s=foreign", label);
}

static void show_dim(const char *label, const unsigned *d)
{
  if (d) out(" %s=(%u,%u,%u)", label, d[0], d[1], d[2]); else out(" %s=null", label);
}

void **__cudaRegisterFatBinary(void *fatCubin)
{
  void **h = new_handle();
  out("RegisterFatBinary");
  show_ptr("fatbin", fatCubin);
  show_handle("handle", h);
  out("\n");
  return h;
}

void __cudaRegisterFatBinaryEnd(void **h)
{
  out("RegisterFatBinaryEnd");
  show_handle("h", h);
  out("\n");
}

void __cudaUnregisterFatBinary(void **h)
{
  out("UnregisterFatBinary");
  show_handle("h", h);
  out("\n");
}

void __cudaRegisterFunction(void **h, const char *hostFun, char *deviceFun,
                            const char *deviceName, int thread_limit,
                            void *tid, void *bid, void *bDim, void *gDim, int *wSize)
{
  out("RegisterFunction");
  show_handle("h", h);
  show_ptr("host", hostFun);
  show_str("device", deviceFun);
  show_str("name", deviceName);
  out(" limit=%d", thread_limit);
  show_dim("tid", tid);
  show_dim("bid", bid);
  show_dim("bDim", bDim);
  show_dim("gDim", gDim);
  if (wSize) out(" wSize=%d", *wSize); else out(" wSize=null");
  out("\n");
}

static void reg_var(const char *what, void **h, const void *host, const char *devAddr,
                    const char *name, int ext, size_t size, int constant, int global)
{
  out("%s", what);
  show_handle("h", h);
  show_ptr("host", host);
  show_str("device", devAddr);
  show_str("name", name);
  out(" extern=%d size=%zu constant=%d global=%d\n", ext, size, constant, global);
}

void __cudaRegisterVar(void **h, char *hostVar, char *deviceAddress, const char *deviceName,
                       int ext, size_t size, int constant, int global)
{
  reg_var("RegisterVar", h, hostVar, deviceAddress, deviceName, ext, size, constant, global);
}

void __cudaRegisterManagedVar(void **h, void **hostVarPtrAddress, char *deviceAddress,
                              const char *deviceName, int ext, size_t size, int constant,
                              int global)
{
  reg_var("RegisterManagedVar", h, hostVarPtrAddress, deviceAddress, deviceName, ext, size,
          constant, global);
}

void __cudaRegisterTexture(void **h, const void *hostVar, const void **deviceAddress,
                           const char *deviceName, int dim, int norm, int ext)
{
  out("RegisterTexture");
  show_handle("h", h);
  show_ptr("host", hostVar);
  show_str("device", (const char *)deviceAddress);
  show_str("name", deviceName);
  out(" dim=%d norm=%d extern=%d\n", dim, norm, ext);
}

void __cudaRegisterSurface(void **h, const void *hostVar, const void **deviceAddress,
                           const char *deviceName, int dim, int ext)
{
  out("RegisterSurface");
  show_handle("h", h);
  show_ptr("host", hostVar);
  show_str("device", (const char *)deviceAddress);
  show_str("name", deviceName);
  out(" dim=%d extern=%d\n", dim, ext);
}

char __cudaInitModule(void **h)
{
  out("InitModule");
  show_handle("h", h);
  out("\n");
  return 1;
}

/* What nvlink's __cudaRegisterLinkedBinary_<id> does, as far as the host
 * object can tell: register a binary, hand its handle to the object's
 * callback, finish the registration. */
void regmock_linked_binary(const char *name, void (*callback)(void **), void *fatbinwrap,
                           void *module_id_str, void (*dummy_ref)(void *))
{
  void **h = new_handle();
  out("RegisterLinkedBinary %s", name);
  show_ptr("callback", (const void *)(uintptr_t)callback);
  show_ptr("fatbinwrap", fatbinwrap);
  show_ptr("module_id_str", module_id_str);
  if (module_id_str) show_str("module_id", module_id_str);
  show_ptr("dummy_ref", (const void *)(uintptr_t)dummy_ref);
  show_handle("handle", h);
  out("\n");
  if (callback) callback(h);
  out("RegisterLinkedBinaryEnd");
  show_handle("h", h);
  out("\n");
}

/* Launch-time entry points: nothing should call them while loading. */
#define UNEXPECTED(name) int name(void); int name(void) { out("call " #name "\n"); return 1; }
UNEXPECTED(__cudaPushCallConfiguration)
UNEXPECTED(__cudaPopCallConfiguration)
UNEXPECTED(__cudaGetKernel)
UNEXPECTED(__cudaLaunchKernel)
UNEXPECTED(__cudaLaunchKernel_ptsz)
UNEXPECTED(cudaLaunchKernel)
UNEXPECTED(cudaLaunchCooperativeKernel)
UNEXPECTED(cudaMalloc)
UNEXPECTED(cudaMallocManaged)
UNEXPECTED(cudaFree)
UNEXPECTED(cudaMemcpy)
UNEXPECTED(cudaMemcpyToSymbol)
UNEXPECTED(cudaMemcpyFromSymbol)
UNEXPECTED(cudaGetSymbolAddress)
UNEXPECTED(cudaDeviceSynchronize)
UNEXPECTED(cudaGetLastError)
UNEXPECTED(cudaGetErrorString)

int main(int argc, char **argv)
{
  void *lib;
  if (argc != 3) {
    fprintf(stderr, "usage: %s LIB.so SYMS\n", argv[0]);
    return 2;
  }
  if (load_syms(argv[2]) != 0) return 2;
  out("dlopen\n");
  lib = dlopen(argv[1], RTLD_LAZY | RTLD_LOCAL);
  if (!lib) {
    out("dlopen failed\n");
    fprintf(stderr, "regmock: %s\n", dlerror());
    return 1;
  }
  out("dlclose\n");
  if (dlclose(lib) != 0) {
    fprintf(stderr, "regmock: dlclose: %s\n", dlerror());
    return 1;
  }
  out("end\n");
  for (size_t i = 0; i < nsyms; i++) free(syms[i].name);
  free(syms);
  return 0;
}
