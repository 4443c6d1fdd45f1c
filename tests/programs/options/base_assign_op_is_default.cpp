// OPTIONS:
// OPTIONS: --base_assign_op_is_default
// OPTIONS: --no_base_assign_op_is_default
// --base_assign_op_is_default: an assignment operator taking a base class
// reference counts as the copy assignment (anachronism); no effect in
// nvcc's modes.
struct B { B &operator=(const B &); int b; };
struct D : B { D &operator=(const B &); int d; };
void g(D a, D b) { a = b; }
void h(D a, B b) { a = b; }
