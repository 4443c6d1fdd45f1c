// --short_enums: an unscoped enumeration without a fixed underlying type
// takes the smallest of 1, 2 and 4 bytes that holds its values (a signed
// range when one is negative); scoped ones and fixed underlying types keep
// their size.  By default (and --no_short_enums) each of these is int's 4.
// OPTIONS:
// OPTIONS: --short_enums
// OPTIONS: --no_short_enums
namespace n1 { enum E {  }; static_assert(sizeof(E) == 1, "E1 1"); static_assert(alignof(E) != 2, "E1 2"); static_assert(sizeof(E) == 4, "E1 4"); }
namespace n2 { enum E { x=128 }; static_assert(sizeof(E) == 1, "E2 1"); static_assert(alignof(E) != 2, "E2 2"); static_assert(sizeof(E) == 4, "E2 4"); }
namespace n3 { enum E { x=-1,y=200 }; static_assert(sizeof(E) == 1, "E3 1"); static_assert(alignof(E) != 2, "E3 2"); static_assert(sizeof(E) == 4, "E3 4"); }
namespace n4 { enum E { x=255 }; static_assert(sizeof(E) == 1, "E4 1"); static_assert(alignof(E) != 2, "E4 2"); static_assert(sizeof(E) == 4, "E4 4"); }
namespace n5 { enum E { x=256 }; static_assert(sizeof(E) == 1, "E5 1"); static_assert(alignof(E) != 2, "E5 2"); static_assert(sizeof(E) == 4, "E5 4"); }
namespace n6 { enum E { x=-129 }; static_assert(sizeof(E) == 1, "E6 1"); static_assert(alignof(E) != 2, "E6 2"); static_assert(sizeof(E) == 4, "E6 4"); }
namespace n7 { enum E { x=65535 }; static_assert(sizeof(E) == 1, "E7 1"); static_assert(alignof(E) != 2, "E7 2"); static_assert(sizeof(E) == 4, "E7 4"); }
namespace n8 { enum E { x=65536 }; static_assert(sizeof(E) == 1, "E8 1"); static_assert(alignof(E) != 2, "E8 2"); static_assert(sizeof(E) == 4, "E8 4"); }
namespace n9 { enum E { x=-32769 }; static_assert(sizeof(E) == 1, "E9 1"); static_assert(alignof(E) != 2, "E9 2"); static_assert(sizeof(E) == 4, "E9 4"); }
namespace n10 { enum E { x=-32768 }; static_assert(sizeof(E) == 1, "E10 1"); static_assert(alignof(E) != 2, "E10 2"); static_assert(sizeof(E) == 4, "E10 4"); }
namespace n11 { enum E { x=127,y=-128 }; static_assert(sizeof(E) == 1, "E11 1"); static_assert(alignof(E) != 2, "E11 2"); static_assert(sizeof(E) == 4, "E11 4"); }
namespace n12 { enum E { x=1,y }; static_assert(sizeof(E) == 1, "E12 1"); static_assert(alignof(E) != 2, "E12 2"); static_assert(sizeof(E) == 4, "E12 4"); }
namespace n13 { enum E { x=1u }; static_assert(sizeof(E) == 1, "E13 1"); static_assert(alignof(E) != 2, "E13 2"); static_assert(sizeof(E) == 4, "E13 4"); }
namespace n14 { enum E { x='a' }; static_assert(sizeof(E) == 1, "E14 1"); static_assert(alignof(E) != 2, "E14 2"); static_assert(sizeof(E) == 4, "E14 4"); }
enum class F { f1 };
enum G : long { g1 };
enum H : unsigned char { h1 = 2 };
enum struct I : short { i1 };
static_assert(sizeof(F) == 4 && sizeof(G) == 8 && sizeof(H) == 1 && sizeof(I) == 2, "fixed");
struct S { enum K { k1 = 3 }; };
static_assert(sizeof(S::K) == 1, "member");
int arr[(int)sizeof(n2::E) - 3];
