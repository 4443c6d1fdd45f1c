// --preserve_lvalues_with_same_type_casts: a cast of an lvalue to its own
// type is that lvalue, so it may be assigned, incremented (as written
// through, cudafe++'s host file has the operand alone: gcc would take the
// cast for an rvalue); without it (the default) a cast to a non-reference
// type is a prvalue: 137 where it is written.  cufe judges arithmetic types
// spelled with keywords and variables, parameters, elements and members
// declared so (not typedef names, pointers: silent).
// OPTIONS:
// OPTIONS: --preserve_lvalues_with_same_type_casts
// OPTIONS: --no_preserve_lvalues_with_same_type_casts
int g;
struct S { int m; };
void f(int p, unsigned u, char c, double d, int *ptr, S s) {
  int x = 0, a[3] = {};
  const int cx = 1;
  (int)x = 5;
  (int)x += 2;
  ((int)x)++;
  ++(int)x;
  --(int)(x);
  static_cast<int>(x) = 3;
  (long)x = 1;
  (int)a[0] = 1;
  (unsigned)u = 1;
  (unsigned int)u = 2;
  (int)cx = 1;
  (int)(x + 1) = 1;
  (int)p = 4;
  (char)c = 'a';
  (int)c = 1;
  (double)d *= 2;
  (int)g = 3;
  (int)*ptr = 1;
  (int)s.m = 2;
  int y = (int)x + (int)p;
  (void)y;
}
