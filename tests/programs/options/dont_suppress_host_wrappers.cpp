// --dont_suppress_host_wrappers: no effect on the host file or the
// diagnostics for kernels of every linkage (whole program and --device-c).
// OPTIONS:
// OPTIONS: --dont_suppress_host_wrappers
// OPTIONS: --device-c
// OPTIONS: --device-c --dont_suppress_host_wrappers
namespace { __attribute__((global)) void ak(int) {} }
__attribute__((global)) void k(int x) {}
static __attribute__((global)) void sk(int) {}
template <class T> __attribute__((global)) void tk(T) {}
template __attribute__((global)) void tk<int>(int);
