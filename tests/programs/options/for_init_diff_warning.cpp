// --no_for_init_diff_warning: no warning 780 ("reference is to variable "i"
// ... under old for-init scoping rules it would have been ...") where a name
// after a for loop would mean the loop's variable under the old rule.  cufe
// does not give 780 (on by default in cudafe++) yet -- hence only the run
// with the option, where both tools are silent.
// OPTIONS: --no_for_init_diff_warning
int i = 5;
int f() { int s = 0; for (int i = 0; i < 3; i++) s += i; return s + i; }
struct S { int m; int g() { int t = 0; for (int m = 0; m < 2; m++) t += m; return t + m; } };
