// Lexer round-trip program: lexical forms that preprocessing keeps.
#include <cstdint>
#include <string>
#include <string_view>

using namespace std::literals;

constexpr unsigned long long operator""_KiB(unsigned long long v) { return v * 1024; }

#pragma nv_diag_suppress 177
#define STR(x) #x

__device__ __host__ inline int digits() { return 1'000'000 + 0x1F'FF + 0b1010'1010 + 017; }

int main()
{
    auto raw = R"delim(line one
  "quoted" )" not the end
line three)delim";
    auto wide = L"wide" L"r" LR"(raw)";
    auto u16 = u"utf16" u"" uR"x(raw)x";
    auto u32 = U"utf32";
    auto u8s = u8"utf8" "narrow";
    auto view = "view"sv;
    std::string str = "string"s;
    double d = 1.5e-3 + .5 + 1. + 0x1.8p3 + 1e10f + 2.0L;
    std::uint64_t big = 18446744073709551615ull + 4_KiB;
    char c = '\n', q = '\'', h = '\x41';
    char32_t cu = U'\U0001F600';
    int arr<:2:> = <%1, 2%>;
    bool alt = true and not false or (1 bitand 3);
    int unused_variable;
    const char *s = STR(a + b);
    return (raw[0] + wide[0] + u16[0] + u32[0] + u8s[0] + view.size() + str.size() + d + big + c + q + h + cu + arr<:0:> + alt + s[0]) > 0 ? 0 : 1;
}
