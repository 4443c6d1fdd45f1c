// --arm_cross_compiler: only the spelling of long double constants in
// declarations cudafe++ regenerates changes (more digits); cufe copies the
// input text.  Plain char, sizes and alignments are unchanged.
// OPTIONS:
// OPTIONS: --arm_cross_compiler
template <class T> struct N { static constexpr long double e() { return 2.718281828459045235360287471352662L; } };
long double ld = 1.1L;
static_assert((char)-1 < 0, "plain char stays signed");
static_assert(sizeof(long double) == 16 && alignof(long double) == 16, "long double");
static_assert(sizeof(long) == 8, "long");
