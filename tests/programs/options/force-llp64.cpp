// --force-llp64: the LLP64 data model (long 4 bytes, pointers 8), seen by
// constant expressions.
// OPTIONS:
// OPTIONS: --force-llp64
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
