// An alias template is declared after its type-id, so naming it there is an undeclared name before `<`: cudafe++ says "A is not a template" (once: A is declared after it), as for any undeclared name before `<` where only a type can be.
template <class T> struct box { typedef T type; };
template <class T> using A = A<T> *;
A<int> *first;
using Z = Missing<int>;
Unknown<char, 2> second;
struct S {
  static Absent<int> member();
};
void f(int a, Nowhere<int> b);
template <class T> struct D : NoBase<T> {};
struct E : public Gone<int>, virtual Lost<char> {};
