// --ignore_std: namespace std is the global namespace (g++ 2.x
// compatibility); std::x is ::x and std's members are global names.
// OPTIONS:
// OPTIONS: --ignore_std
namespace std { int x; struct S { int m; }; typedef unsigned long size_t; }
int y = x;
S s;
int z = std::x;
size_t n = sizeof(std::size_t);
namespace std { int g() { return 1; } }
int main() { return ::x + s.m + g() + std::g() - 1; }
