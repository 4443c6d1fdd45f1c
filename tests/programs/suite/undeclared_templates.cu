// Names nothing declares followed by `<`: at namespace scope, where a
// declaration cannot go on, "Grid is not a template" (864) at the name
// (`void Grid<T>::f()` after a rename; 484 too for an explicit
// instantiation of it); in a block, `Missing<int> m{1};`
// reports the name, the type name, m and the missing `;` before the `{`,
// then skips to the `;` (the braces are no block).  From probes of
// cudafe++.
// (the lines before the first program are part of every program)
template <class T> struct Box { void f(); T v; };
#pragma cufe_program r01
template <class T> void Boxq<T>::f() { }
#pragma cufe_program r02
template <class T> T Gone<T>::value = 0;
#pragma cufe_program r03
void f() { Missing<float> m{1.0f}; }
#pragma cufe_program r04
void f() { Missing<int> m{1}; int k = 2; k++; }
#pragma cufe_program r05
void f() { Nope x{3}; }
#pragma cufe_program r06
Absent<int> g;
#pragma cufe_program r07
void f() { Box<float> b{}; Boxy<float> c{}; }
#pragma cufe_program explicit_instantiation_of_nothing
template <class T> void made(T *p) { }
template void madeq<int>(int *);
