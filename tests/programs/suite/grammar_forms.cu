// Forms of C++ the grammar must take, reduced from public CUDA code
// (CUTLASS, CuTe, cudax, gtest), each accepted by cudafe++ 13.0; their
// erroneous neighbours show the parse goes on right after them.
#pragma cufe_program ctor_template_id
// A constructor (and destructor) named by the class's template-id inside
// its class template (CUTLASS exmy_base.h: `explicit float_exmy_base<T,
// Derived>(float x)`); in a partial specialization and a member template.
template <class T, int D> struct B {
  float v;
  explicit B<T, D>(float x) { v = x; }
  B<T, D>(int x) : v(x) {}
  B<T, D>(const B<T, D> &o) : v(o.v) {}
  ~B<T, D>() {}
  static B<T, D> make(float x) { return B<T, D>(x); }
  B<T, D> (*fp)(float);
};
template <class T> struct B<T *, 1> {
  B<T *, 1>(int) {}
  template <class U> struct C { C<U>(U) {} };
};
B<int, 2> b(1.0f);
B<int, 2> b2 = B<int, 2>::make(2.0f);
B<int *, 1> c(1);
B<int *, 1>::C<int> e(1);
#pragma cufe_program ctor_template_id_body_error
template <class T, int D> struct B {
  float v;
  explicit B<T, D>(float x) { v = x }
  B<T, D>(int x) : v(x) {}
};
B<int, 2> b(1.0f);
