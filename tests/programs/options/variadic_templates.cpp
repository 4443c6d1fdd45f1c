// --no_variadic_templates: no template parameter packs.  At the pack's
// `...`: after `typename` "expected an identifier" (40); after `class`
// error 819 ("..." is not allowed), then 952 at the `class` when a name
// follows (cudafe++ reads a nontype parameter of class type) or 40 at the
// `,` / `>` after it; after a nontype parameter's type or a template
// template parameter's `class`, `expected a "," or ">"` (706).  `sizeof...`
// is "expected an expression" (29) at its `...`.  cufe mutes the rest of
// such a declaration or statement (what cudafe++ reads otherwise or skips);
// declarations after it are checked on.
// OPTIONS:
// OPTIONS: --no_variadic_templates
// OPTIONS: --variadic_templates
template <typename... T> struct A {};
template <class... Ts> void f();
template <int... N> struct B {};
template <class...> struct C {};
template <auto... V> struct D {};
template <template <class> class... TT> struct E {};
template <typename T, typename... Rest> struct F { T t; };
template <class T> struct G {};
struct H { template <typename... U> void m(); };
int u1 = undefined1;
template <class T> void g(T t, ...) { undefined2; }
void k() { int w = undefined3; }
