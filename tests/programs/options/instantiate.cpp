// --instantiate=MODE: cudafe++ by default (and with none) instantiates no
// function template body a call uses (the host compiler does); used, all
// and local instantiate them at the end of the translation unit, in the
// order of their first use, so what is wrong in them is reported with
// "detected during instantiation of "void g(T) [with T=long]" at line L"
// (all also instantiates every member of a class template instance).
// cufe judges static_assert declarations of the bodies of function
// templates of namespaces whose arguments a call certainly deduces
// (arithmetic types); not calls in lambdas or class templates' members.
// OPTIONS:
// OPTIONS: --instantiate=none
// OPTIONS: --instantiate=used
// OPTIONS: --instantiate=all
// OPTIONS: --instantiate=local
int first;
template<class T, class U> void two(T, U) { static_assert(sizeof(T) + sizeof(U) < 3, "two"); }
template<class T> void g(T) { static_assert(sizeof(T) == 1, "g"); }
template<class T> T* p(T* q) { static_assert(sizeof(T) < 2, "p"); static_assert(sizeof(T) != 4); return q; }
template<class T> int h(T) { static_assert(sizeof(T) == 1, "h"); return 0; }
void c() {
  g(2L); g('c');
  g(2L); g(3);
  two(1, 'c'); two('a', 'b');
  int *ip = 0; p(ip);
}
inline void d() { g(3); g(4u); }
int e() { return sizeof(h(1)); }
