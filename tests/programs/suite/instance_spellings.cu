// How an instance of a class template is named in "detected during
// instantiation of class "Word<T> [with T=...]"" when its arguments are
// typedefs (observed of cudafe++): a typedef of a namespace or class by
// its name; a member typedef of a class template instance (C<L>::ct) by
// what it stands for, that instance's arguments in place.  Two spellings
// of one type make one instance, reported once, and the instance keeps
// the spelling of its first template-id -- a pointer's too, which does
// not instantiate it.
// (the lines before the first program are part of every program)
template <class T> struct C { typedef T ct; typedef int it; typedef ct ct2; };
template <class T, class U> struct D { typedef U ut; };
template <class T> struct Word { static_assert(sizeof(T) == 3, "three bytes"); T v; };
typedef long L;
typedef L L2;
namespace N { typedef double nd; struct S { typedef short ss; }; }
#pragma cufe_program t01
Word<L> w;
#pragma cufe_program t02
Word<long> *p; Word<L> w;
#pragma cufe_program t03
Word<L2> w; Word<long> v; Word<L> x;
#pragma cufe_program t04
Word<N::nd> a; Word<N::S::ss> b;
#pragma cufe_program t05
Word<C<L>::ct> w; Word<long> v;
#pragma cufe_program t06
Word<C<char>::ct2> w;
#pragma cufe_program t07
Word<D<L, N::nd>::ut> w;
#pragma cufe_program t08
Word<C<C<L>::ct>::ct> w;
#pragma cufe_program t09
Word<C<float>::it> a; Word<C<short>::it> b;
#pragma cufe_program t10
template <class T> struct X { Word<T> *p; };
Word<L> w;
#pragma cufe_program t11
C<long>::ct *q; Word<C<L>::ct> w;
#pragma cufe_program t12
void f() { Word<N::S::ss> local; (void)local; }
