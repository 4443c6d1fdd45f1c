// --gcc and --no_gcc select C (GNU C or strict C): with nvcc's --c++17 or
// --c++20 (a C++ standard), or with --g++ / --no_g++, cudafe++ refuses the
// command line: "language modes specified are incompatible".
// OPTIONS:
// OPTIONS: --gcc
// OPTIONS: --no_gcc
// OPTIONS: --c++20 --gcc
// OPTIONS: --c++20 --no_gcc
struct S { int f() const { return 1; } };
int main() { S s; return s.f() - 1; }
