// Class template instances: a variable of type C<args> (not a pointer or
// a reference) instantiates C<args>, and what of it depends on the
// arguments is judged with them in place -- static_assert (1574, 2784),
// data members' array bounds (94) -- once per instance, with "detected
// during instantiation of class "C<N> [with N=0]" at line L"; in a
// template's body too when the arguments do not depend on it.  From
// probes of cudafe++.
// (the lines before the first program are part of every program)
template <int N> struct Pos { static_assert(N > 0, "positive"); int d[N]; };
template <class T> struct Word { static_assert(sizeof(T) == 4, "four bytes"); T v; };
template <class T, int N> struct Buf { static_assert(N % 2 == 0); T d[N - 10]; };
template <unsigned N> struct U { static_assert(N < 100u, "small"); };
#pragma cufe_program m01
Pos<0> p;
#pragma cufe_program m02
Pos<3> p; Pos<5> q;
#pragma cufe_program m03
Word<double> w;
#pragma cufe_program m04
Word<int> w; Word<float> f; Word<char> c;
#pragma cufe_program m05
void f() { Pos<-1> p; (void)p; }
#pragma cufe_program m06
Pos<0> a; Pos<0> b;
#pragma cufe_program m07
Pos<0> *ptr; Pos<0> &ref = *ptr;
#pragma cufe_program m08
Buf<int, 3> b;
#pragma cufe_program m09
Buf<float, 4> b;
#pragma cufe_program m10
U<200> u;
#pragma cufe_program m11
template <class X> void g() { Pos<0> p; (void)p; }
#pragma cufe_program m12
__global__ void k() { Word<short> w; (void)w; }
#pragma cufe_program m13
Word<long> lw; Word<unsigned> uw;
#pragma cufe_program m14
extern Pos<0> e;
