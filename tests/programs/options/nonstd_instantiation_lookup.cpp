// --nonstd_instantiation_lookup / --no_nonstd_instantiation_lookup: a
// dependent call whose better candidate is declared after the template
// (visible at the point of instantiation only): no effect in nvcc's modes.
// OPTIONS:
// OPTIONS: --nonstd_instantiation_lookup
// OPTIONS: --no_nonstd_instantiation_lookup
int g(double) { return 0; }
template<class T> int f(T t) { return g(t); }
int g(int) { return 1; }
int x = f(1);
