// --strict / --strict_warnings with GNU mode asked for (nvcc always passes
// --gnu_version) are "language modes specified are incompatible"; with
// --no_g++ the command line is accepted.
// OPTIONS:
// OPTIONS: --strict
// OPTIONS: --strict_warnings
// OPTIONS: --c++20 --strict
// OPTIONS: --strict --no_g++
// OPTIONS: --strict_warnings --no_g++
struct S { int f() const { return 1; } };
int main() { S s; return s.f() - 1; }
