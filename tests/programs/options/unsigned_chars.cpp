// --signed_chars / --unsigned_chars (-s / -u): plain char's signedness,
// seen by constant expressions (the last of the two wins).
// OPTIONS:
// OPTIONS: --unsigned_chars
// OPTIONS: --signed_chars
// OPTIONS: -u
// OPTIONS: --signed_chars --unsigned_chars
// OPTIONS: --unsigned_chars --signed_chars
static_assert((char)-1 < 0, "plain char is signed");
static_assert((char)200 < 0, "char 200 wraps");
static_assert('\xff' < 0, "char literal");
static_assert((signed char)-1 < 0, "signed char");
static_assert((unsigned char)-1 > 0, "unsigned char");
static_assert(sizeof(char) == 1, "size");
