// Numbers with a ud-suffix no literal operator has (a one-token edit:
// 2.f becoming 2.fq): cudafe++ warns that the suffix does not begin with
// "_" (2506) and reports 2486; suffixes some literal operator has
// (std::chrono_literals, the program's own) are looked up, not judged.
#include <chrono>
constexpr long double operator"" _km(long double v) { return v * 1000; }
constexpr unsigned long long operator""_n(unsigned long long v) { return v; }
void h() {
  using namespace std::chrono_literals;
  auto t = 10ms;
  long double d = 1.5_km + 2_n + 3_z;
  auto x = 0x1fq + 1e5f + 0x1.8p3 + 1'000ull;
}
float a = 2.fq;
int b = 10q;
double c = 1.5e3xy;
float d = 2.f;
unsigned long long e = 10ull;
void g(int *den, int i) {
  const char *k = "abc"q;
  const char *z = "x"_z;
  char c = 'a'_c;
}
