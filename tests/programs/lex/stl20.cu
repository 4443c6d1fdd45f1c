// NVCC_FLAGS: -std=c++20
// Lexer round-trip program: STL in C++20 (concepts, ranges, <=>, char8_t).
#include <algorithm>
#include <compare>
#include <concepts>
#include <map>
#include <ranges>
#include <span>
#include <string>
#include <vector>

template <std::integral T>
constexpr T twice(T x) { return x * 2; }

struct Version {
    int major, minor;
    auto operator<=>(const Version &) const = default;
};

__global__ void k() {}

int main()
{
    std::vector<int> v{5, 3, 1};
    std::ranges::sort(v);
    auto evens = v | std::views::filter([](int x) { return x % 2 == 0; });
    std::span<int> s(v);
    const char8_t *u = u8"text";
    bool less = Version{1, 2} < Version{1, 3};
    k<<<1, 1>>>();
    return less && twice(s[0]) == 2 && u[0] == u8't' && evens.empty() ? 0 : 1;
}
