// --template_typedefs_in_diagnostics: a member typedef of a class template
// instance, as a template argument of an instance named in a message
// ("detected during instantiation of class "Word<T> [with T=...]"",
// "void g(T) [with T=...]"), is spelled by its own name (C<L>::ct); by
// default (and with --no_template_typedefs_in_diagnostics) by the type it
// stands for, the instance's arguments in place (L).  Typedefs of
// namespaces and classes keep their names either way.
// OPTIONS:
// OPTIONS: --template_typedefs_in_diagnostics
// OPTIONS: --no_template_typedefs_in_diagnostics
// OPTIONS: --template_typedefs_in_diagnostics --instantiate=used
// OPTIONS: --instantiate=used
template <class T> struct C { typedef T ct; typedef int it; typedef ct ct2; };
template <class T, class U> struct D { typedef U ut; using at = T; };
typedef long L;
namespace N { typedef double nd; struct S { typedef short ss; }; }
template <class T> struct Word { static_assert(sizeof(T) == 3, "three bytes"); T v; };
Word<C<L>::ct> w1;
Word<C<char>::ct2> w2;
Word<D<L, N::nd>::ut> w3;
Word<C<float>::it> w4;
Word<N::S::ss> w5;
Word<D<unsigned char, int>::at> w6;
Word<long> w7;
template <class T> void g(T) { static_assert(sizeof(T) == 3, "g"); }
void calls()
{
    C<double>::ct z = 0; g(z);
    D<short, int>::at y = 0; g(y);
    L x = 0; g(x); g(2L);
    N::S::ss q = 0; g(q);
}
