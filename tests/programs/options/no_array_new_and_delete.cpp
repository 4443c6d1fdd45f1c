// --no_array_new_and_delete: naming operator new[] or operator delete[]
// (declared, defined or called) is an error (828); array new- and
// delete-expressions are not.
// OPTIONS:
// OPTIONS: --no_array_new_and_delete
// OPTIONS: --array_new_and_delete
typedef unsigned long size_t;
void *operator new[](size_t);
void operator delete[](void *) noexcept;
struct A { void *operator new[](size_t); void operator delete[](void*); void *operator new(size_t); };
void *u() { return ::operator new[](4); }
int *f() { A *a = new A[3]; delete[] a; return new int[4]; }
template<class T> struct B { void *operator new[](size_t n) { return ::operator new[](n); } };
