// OPTIONS:
// OPTIONS: --designators
// OPTIONS: --no_designators
// OPTIONS: --c++20
// OPTIONS: --c++20 --no_designators
// --designators / --no_designators: C99 designated initializers; the C++20
// ones and GNU's stay accepted in nvcc's modes whatever the option says.
struct P { int x, y; };
P p = { .x = 1, .y = 2 };
P q = { .y = 3 };
struct R { P a; int b; };
R r = { .a = { .x = 1 }, .b = 2 };
