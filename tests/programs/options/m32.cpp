// --m32: the ILP32 data model (long and pointers 4 bytes, std::size_t
// unsigned int), seen by constant expressions; it wins over nvcc's --m64
// in either order.  (The host file's __pad__ spellings differ too: inert,
// __pad__ is empty on Linux.)
// OPTIONS:
// OPTIONS: --m32
// OPTIONS: --m32 --m64
// OPTIONS: --m32 --force-llp64
static_assert(sizeof(long) == 8, "long");
static_assert(sizeof(unsigned long) == 8, "unsigned long");
static_assert(sizeof(void *) == 8, "pointer");
static_assert(sizeof(char *) == 8, "char pointer");
static_assert(sizeof(long long) == 8, "long long");
static_assert(sizeof(long double) == 16, "long double");
static_assert(alignof(long long) == 8, "alignof long long");
static_assert(alignof(double) == 8, "alignof double");
static_assert((unsigned long)-1 == 0xffffffffffffffffUL, "unsigned long max");
static_assert((long)0x100000000LL == 0, "long wraps");
