// sizeof and alignof of enumeration types in constant expressions: an
// unscoped enumeration whose values fit int, a scoped one without a fixed
// type: 4; a fixed underlying type (written in keywords): its size.  Not
// judged: a typedef as the underlying type, values beyond int, a packed
// attribute, templates.  From probes of cudafe++.
// (the lines before the first program are part of every program)
enum Plain { P0, P1 = 200 };
enum class Scoped { S0 };
enum Fixed : unsigned short { F0 };
enum class Big : long long { B0 };
#pragma cufe_program e01
static_assert(sizeof(Plain) == 4 && alignof(Plain) == 4, "plain");
#pragma cufe_program e02
static_assert(sizeof(Plain) == 1, "plain");
#pragma cufe_program e03
static_assert(sizeof(Scoped) == 2, "scoped");
#pragma cufe_program e04
static_assert(sizeof(Fixed) == 2 && sizeof(Big) == 8, "fixed");
#pragma cufe_program e05
static_assert(alignof(Fixed) == 4, "fixed");
#pragma cufe_program e06
static_assert(sizeof(Big) == 4, "big");
#pragma cufe_program e07
enum Neg { N0 = -5, N1 = 70000 };
static_assert(sizeof(enum Neg) == 8, "neg");
#pragma cufe_program e08
namespace ns { enum In : signed char { I0 }; }
static_assert(sizeof(ns::In) != 1, "in");
#pragma cufe_program e09
struct Holder { enum Member { M0 = 3 }; };
static_assert(sizeof(Holder::Member) == 2, "member");
#pragma cufe_program e10
void local() { enum L { L0 }; static_assert(sizeof(L) == 1, "local"); }
#pragma cufe_program e11
int bound[(int)sizeof(Plain) - 5];
#pragma cufe_program e12
enum Packed { K0 } __attribute__((packed));
static_assert(sizeof(Packed) == 1, "packed");
#pragma cufe_program e13
typedef unsigned char byte_t;
enum Byte : byte_t { Y0 };
static_assert(sizeof(Byte) == 1, "byte");
#pragma cufe_program e14
enum Wide { W0 = 0x100000000 };
static_assert(sizeof(Wide) == 8, "wide");
#pragma cufe_program e15
enum Later : int;
enum Later : int { LA0 };
static_assert(sizeof(Later) == 2, "later");
#pragma cufe_program e16
enum Chain { C0 = 10, C1, C2 = C1 * 1000 };
static_assert(sizeof(Chain) == 4, "chain");
static_assert(sizeof(Chain) > 4, "chain");
