// NVCC_FLAGS: -std=c++20
// C++20 assumes typename before a dependent qualified name in
// declarations at namespace and class scope, parameters, alias
// declarations, trailing return types, conversion functions and named
// casts ([temp.res.general], P0634); at the start of a block's statement
// it does not.  From probes of cudafe++ 13.0 in C++20 mode.
// (the lines before the first program are part of every program)
struct Box { using value_type = int; static const int size = 2; static int make() { return 1; }
             static void helper(int) {} };
#pragma cufe_program members_and_parameters
template <class T> struct W {
  T::value_type a;
  T::value_type *p = nullptr;
  static T::value_type s;
  using U = T::value_type;
  typedef T::value_type V;
  static constexpr int n = T::size * 2;
  W() : a(T::make()) {}
  auto get() const -> T::value_type { return a; }
  void put(T::value_type x) { a = x; T::helper(x); int k = T::size * 3; (void)k; }
  operator T::value_type() const { return a; }
};
template <class T> T::value_type first(const T &c) { return c.size; }
template <class T> auto second(T) -> T::value_type;
template <class T> int cast(T t) { using X = T::value_type; return static_cast<T::value_type>(t) + X{}; }
int main() { W<Box> w; w.put(3); int v = 1; return first(Box{}) + w.get() - 4 + v; }
#pragma cufe_program statement_start
template <class T> int f1() { T::value_type x; return 0; }
