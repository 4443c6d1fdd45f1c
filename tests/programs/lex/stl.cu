// Lexer round-trip program: the usual STL headers (C++17).
#include <algorithm>
#include <iostream>
#include <map>
#include <string>
#include <vector>

__global__ void noop() {}

int main()
{
    std::vector<int> v{3, 1, 2};
    std::sort(v.begin(), v.end());
    std::map<std::string, int> m{{"one", 1}, {"two", 2}};
    for (const auto &[k, val] : m)
        std::cout << k << ' ' << val << '\n';
    std::string s = "abc" + std::to_string(v.front());
    noop<<<1, 1>>>();
    return cudaDeviceSynchronize() == cudaSuccess && s.size() == 4 ? 0 : 1;
}
