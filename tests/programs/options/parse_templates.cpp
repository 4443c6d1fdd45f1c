// --no_parse_templates: cudafe++ keeps a template's definition as tokens
// until an instance is made, so nothing inside it is diagnosed: here an
// undefined name, a call with too many arguments, a member template's body
// and a syntax error.  Its parameter list and whatever is not a template
// are read as usual.  nvcc passes --parse_templates after -Xcudafe options
// (the last one wins: the fourth run).  cufe is silent on the whole
// definition; cudafe++ still reads declarations in it (class members,
// parameter types) and the host file it writes spells templates from their
// tokens.
// OPTIONS:
// OPTIONS: --no_parse_templates
// OPTIONS: --parse_templates
// OPTIONS: --no_parse_templates --parse_templates
int one(int);
template<class T> T f(T t) { return undeclared_x + t; }
template<class T> struct A { int m() { return one(1, 2); } };
struct C { template<class T> void m() { one(3, 4); } void n() { one(5, 6); } };
template<class T, class U = decltype(one(7))> struct B { int b; };
void h() { one(8, 9); }
template<class T> T g(T t) { return t +; }
