// --host-stub-linkage-explicit: no effect with nvcc's options (whole
// program with --static-host-stub, or --device-c): the kernels' host stubs
// are written the same.
// OPTIONS:
// OPTIONS: --host-stub-linkage-explicit
// OPTIONS: --device-c
// OPTIONS: --device-c --host-stub-linkage-explicit
namespace { __attribute__((global)) void ak(int) {} }
__attribute__((global)) void k(int x) {}
static __attribute__((global)) void sk(int) {}
template <class T> __attribute__((global)) void tk(T) {}
template __attribute__((global)) void tk<int>(int);
