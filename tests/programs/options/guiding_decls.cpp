// --guiding_decls / --no_guiding_decls: a non-template declaration that
// matches a specialization of a function template (a "guiding
// declaration"): no effect in nvcc's modes, with either
// --distinct_template_signatures setting.
// OPTIONS:
// OPTIONS: --guiding_decls
// OPTIONS: --no_guiding_decls
// OPTIONS: --guiding_decls --no_distinct_template_signatures
template<class T> int f(T) { return 1; }
int f(int);
int main() { return f(1) - f(2.0); }
