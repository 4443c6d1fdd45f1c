// Constant evaluation: static_assert conditions evaluated as cudafe++
// does (integer arithmetic in each operand's type, enumerators, constexpr
// and const integral variables, constexpr functions of one return
// statement, recursion included, sizeof/alignof of fundamental types,
// casts), the message as the literals spell it (concatenated, escapes
// replaced, prefixes dropped); in templates where the condition does not
// depend on the template's parameters.  Conditions cufe cannot evaluate
// yet (a qualifier naming a template instance) say nothing.  From probes
// of cudafe++.
// (the lines before the first program are part of every program)
typedef unsigned long size_type;
enum Color { Red, Green = 5, Blue };
enum class Mode : unsigned char { A = 1, B };
constexpr int twice(int x) { return 2 * x; }
constexpr int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
struct Limits { static constexpr int max = 100; static const int min = -100; };
#pragma cufe_program s02
static_assert(-1 < 0, "signed");
#pragma cufe_program s03
static_assert(sizeof(long double) == 16 && alignof(long double) == 16, "ld");
#pragma cufe_program s04
static_assert(sizeof(wchar_t) == 2, "wchar");
#pragma cufe_program s05
static_assert(sizeof(char16_t) + sizeof(char32_t) == 6, "chars");
#pragma cufe_program s06
static_assert(Blue == 6, "blue");
#pragma cufe_program s07
static_assert(Blue == 7, "blue");
#pragma cufe_program s08
static_assert((int)Mode::B == 2, "mode");
#pragma cufe_program s09
static_assert(static_cast<int>(Mode::B) == 3, "mode");
#pragma cufe_program s10
static_assert(fact(5) == 120, "fact");
#pragma cufe_program s11
static_assert(fact(5) == 121, "fact");
#pragma cufe_program s12
static_assert(twice(Limits::max) == 200 && Limits::min < 0, "limits");
#pragma cufe_program s13
static_assert(twice(Limits::max) == 201, "limits");
#pragma cufe_program s14
static_assert(sizeof(size_type) == 8, "size");
#pragma cufe_program s15
static_assert(sizeof(size_type) == 4, "size");
#pragma cufe_program s16
static_assert(sizeof(int *) == 8, "ptr");
#pragma cufe_program s17
static_assert(sizeof(void *) == 4, "ptr");
#pragma cufe_program s18
static_assert((1 << 31) < 0, "shift");
#pragma cufe_program s19
static_assert((1u << 31) > 0, "ushift");
#pragma cufe_program s20
static_assert(-7 % 3 == -1 && -7 / 2 == -3, "div");
#pragma cufe_program s21
static_assert(-7 % 3 == 2, "div");
#pragma cufe_program s22
static_assert('a' == 97 && '\n' == 10, "chars");
#pragma cufe_program s23
static_assert((char)200 < 0, "char signed");
#pragma cufe_program s24
static_assert((unsigned char)300 == 44, "uchar");
#pragma cufe_program s25
static_assert(true, "ok"); static_assert(!false); static_assert(1);
#pragma cufe_program s26
static_assert(0, "zero");
#pragma cufe_program s27
static_assert(2 > 3 ? 1 : 0, "cond");
#pragma cufe_program s28
void f() { static_assert(sizeof(int) == 2, "in body"); }
#pragma cufe_program s29
template <class T> void f() { static_assert(sizeof(T) == 2, "in template"); }
#pragma cufe_program s30
template <class T> void f() { static_assert(sizeof(int) == 2, "not dependent"); }
#pragma cufe_program s31
struct S { static_assert(sizeof(int) == 3, "in class"); int x; };
#pragma cufe_program s32
template <class T> struct S { static_assert(sizeof(int) == 3, "in class template"); };
#pragma cufe_program s33
constexpr int k = 3;
static_assert(k * k == 10, "k");
#pragma cufe_program s34
const int k = 3;
static_assert(k + 1 == 5, "k");
#pragma cufe_program s35
const long big = 1L << 40;
static_assert(big > 0 && (big >> 40) == 1, "big");
#pragma cufe_program s37
static_assert(~0u == 4294967295u, "all ones");
#pragma cufe_program s38
static_assert(~0u == 4294967294u, "all ones");
#pragma cufe_program s39
static_assert(sizeof(int) == 4, "");
static_assert(sizeof(int) == 5, "");
#pragma cufe_program s40
static_assert(sizeof(float) == sizeof(int), "float");
static_assert(sizeof(double) != sizeof(long), "double");
#pragma cufe_program s41
int main() { constexpr int n = 4; static_assert(n == 5, "local"); return 0; }
#pragma cufe_program s42
static_assert(Green - Red == 5 && Red == 0, "colors"); static_assert(Green > Blue, "order");
#pragma cufe_program s43
static_assert(sizeof(bool) == 1 && sizeof(short) == 2 && sizeof(long long) == 8, "sizes");
static_assert(alignof(double) == 4, "align");
#pragma cufe_program s44
namespace N { constexpr int v = 7; }
static_assert(N::v == 8, "ns");
#pragma cufe_program s45
__device__ constexpr int dv() { return 1; }
static_assert(dv() == 2, "device");
#pragma cufe_program s46
static_assert(sizeof(Color) == 4, "enum size");
#pragma cufe_program s47
static_assert(1 == 2, "two" "parts");
#pragma cufe_program s48
static_assert(1 == 2, "tab\there");
#pragma cufe_program s49
static_assert(1 == 2, u8"utf");
#pragma cufe_program s50
#define CHECK(x) static_assert(x, #x)
CHECK(sizeof(short) == 4);
#pragma cufe_program constexpr_function_bound
constexpr int sq(int x) { return x * x; }
int a[sq(3)];
static_assert(sq(3) == 9, "nine");
#pragma cufe_program constexpr_function_false
constexpr int sq(int x) { return x * x; }
static_assert(sq(3) == 10, "ten");
#pragma cufe_program sizeof_int
static_assert(sizeof(int) == 8, "int is 8");
#pragma cufe_program no_message
static_assert(1 + 1 == 3);
#pragma cufe_program const_times_two_bound
const int n = 3;
constexpr int c = n * 2;
int a[c];
#pragma cufe_program class_template_true
template <int N> struct A { static_assert(N > 0, "positive"); };
A<3> x;
#pragma cufe_program enumerator_chain
enum E { X = 1, Y = X + 1, Z = Y * 4 };
static_assert(Z == 8, "z");
#pragma cufe_program enumerator_chain_false
enum E { X = 1, Y = X + 1, Z = Y * 4 };
static_assert(Z == 9, "z");
