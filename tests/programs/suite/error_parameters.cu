// A parameter that is no declaration (`void run(int *out, 1)`, a mutant's
// extra argument in a declaration): "expected a type specifier", and
// cudafe++ counts it as a parameter of a type not known -- calls with one
// argument fewer have too few (165) -- and goes on checking the rest.
// A destructor with parameters: 407 at the first.  From probes of cudafe++.
// (the lines before the first program are part of every program)
struct Field { void fill(int *out, 1); int v; };
#pragma cufe_program p01
void run(int *out, int a, 1) { }
void f(int *o) { run(o, 1); run(o, 1, 2); run(o); }
#pragma cufe_program p02
__global__ void k(const int *in, int n, 1) { }
void g(int *p) { k<<<1, 1>>>(p, 3); }
#pragma cufe_program p03
void f(int *o) { Field x; x.fill(o); x.fill(o, 2); }
#pragma cufe_program p04
template <typename F> __global__ void tick(F f, 1) { }
void g() { tick<<<1, 1>>>(3); }
#pragma cufe_program p05
void h(int a, "s") { int unused; }
int f() { h(1); return 0; }
#pragma cufe_program p07
void h(int a, 2.5) { a = "x"; }
#pragma cufe_program destructor_parameters
struct S1 { ~S1(int); };
struct T1 { ~T1(1) {} };
struct U1 { virtual ~U1(int a, int b) {} };
struct V1 { ~V1(void); };
