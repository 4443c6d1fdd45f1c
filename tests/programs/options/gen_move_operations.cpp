// OPTIONS:
// OPTIONS: --gen_move_operations
// OPTIONS: --no_gen_move_operations
// --no_gen_move_operations: implicit move constructors and move
// assignment operators; no effect in nvcc's modes.
struct M { M(); M(M &&); M &operator=(M &&); };
struct H { M m; };
H mk();
H h1 = mk();
void f(H &a) { a = mk(); }
