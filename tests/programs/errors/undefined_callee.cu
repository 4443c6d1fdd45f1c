// Calls of names lookup does not find, with arguments of fundamental types
// (argument-dependent lookup finds nothing either): error 20 at the name.
// __builtin names are GCC's, not declared, and left alone.
void f(int a);
void g() { int x = 1; cudaMemcpyq(&x, 1); fq(x); f(x); zz(); __builtin_trap(); }
int main() { return 0; }
