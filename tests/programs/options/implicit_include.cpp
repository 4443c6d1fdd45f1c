// --implicit_include / --no_implicit_include: a function template declared
// and used but never defined (EDG would look for its definition in a
// source file of the same name): no effect in nvcc's modes.
// OPTIONS:
// OPTIONS: --implicit_include
// OPTIONS: --no_implicit_include
template<class T> T twice(T t);
template<class T> struct Box { T v; T get() const; };
int main() { Box<int> b; b.v = 1; return twice(b.get()) - 2; }
