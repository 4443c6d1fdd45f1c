// --no_dep_name: names in a template are looked up where it is instantiated
// too, so a member of a dependent base is found (`m` below); by default
// cudafe++ reports 'identifier "m" is undefined', a diagnostic cufe does not
// give yet -- hence no run without the option here.  With it both tools accept.
// OPTIONS: --no_dep_name
template <class T> struct Base { int m; };
template <class T> struct Der : Base<T> { int g() { return m; } };
int use() { Der<int> d; return d.g(); }
