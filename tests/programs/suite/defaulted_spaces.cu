// __host__/__device__ on a member function explicitly defaulted on its
// first declaration: warning 20012 per attribute, at the attribute, when
// the function is certainly not virtual (constructors; destructors of
// classes without bases).  CUTLASS's CUTLASS_HOST_DEVICE X() = default;
#pragma cufe_program defaulted_constructors
struct A {
  __host__ __device__ A() = default;
  __device__ A(const A &) = default;
  __host__ A(A &&) noexcept = default;
  int x;
};
template <class T> struct B {
  __forceinline__ __host__ __device__ B() = default;
  explicit B(int) {}
  T t;
};
int main() { B<int> b; (void)b; A a; (void)a; return 0; }
#pragma cufe_program defaulted_destructor_without_bases
struct C {
  __host__ __device__ ~C() = default;
  int x;
};
int main() { C c; (void)c; return 0; }
#pragma cufe_program defaulted_constructor_of_derived
struct Base { virtual ~Base() {} };
struct D : Base {
  __host__ __device__ D() = default;
};
int main() { D d; (void)d; return 0; }
#pragma cufe_program not_defaulted_here
struct E {
  __host__ __device__ E();
  __host__ __device__ E(const E &) = delete;
  __host__ __device__ ~E() {}
  int x;
};
E::E() = default;
int main() { E e; (void)e; return 0; }
