// --preserve_lvalues_with_same_type_casts, on a program it makes valid: the
// casts written through lose their text in the host file ((int)x = 5 is
// x = 5 there, static_cast<int>(x)++ is (x)++), as in cudafe++'s, so that
// gcc compiles it; the variable is written, not read (no 549 for x, 549 for
// w, whose same-type cast is a read).  Without the option the program is
// invalid (options/preserve_lvalues_with_same_type_casts).
// OPTIONS: --preserve_lvalues_with_same_type_casts
// HOST-GREP: ^ *\(?x\)? = 5; *$
// HOST-GREP: ^ *\(?x\)? \+= 2; *$
// HOST-GREP: ^ *\(x\)\+\+; *$
// HOST-GREP: ^ *\(?x\)? = 3; *$
// HOST-GREP: ^ *\(*a\[0\]\)* = 1; *$
// HOST-GREP: ^ *\(*s\.m\)* = 2; *$
// HOST-GREP: ^[^/]*\(int\) *[xas*]
// HOST-GREP: ^[^/]*\(int\) *p
int g;
struct S { int m; };
int f(int p, unsigned u, double d, int *ptr, S s) {
  int x;
  (int)x = 5;
  (int)x += 2;
  ((int)x)++;
  static_cast<int>(x) = 3;
  int a[3];
  (int)a[0] = 1;
  (unsigned)u = 1;
  (double)d *= 2;
  (int)g = 3;
  (int)*ptr = 1;
  (int)s.m = 2;
  int w;
  int y = (int)w + (int)p;
  return x + y + a[0];
}
