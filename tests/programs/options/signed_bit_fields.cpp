// OPTIONS:
// OPTIONS: --signed_bit_fields
// OPTIONS: --unsigned_bit_fields
// --unsigned_bit_fields: plain int bit-fields unsigned; no effect on
// what cudafe++ reports or writes in nvcc's modes.
struct Bf { int b : 3; unsigned u : 2; };
Bf x = { -1, 1 };
int f(Bf v) { return v.b < 0 ? 1 : 0; }
static_assert(sizeof(Bf) == 4, "");
