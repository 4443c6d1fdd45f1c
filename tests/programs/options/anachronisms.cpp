// --anachronisms: cfront's constructs are accepted with a warning instead of
// an error: an array delete with a size (387 at it; without the option a
// hard error), a mem-initializer with no name for the one base class (358;
// without: 360).  The host file has delete [] and the base's name, as
// cudafe++'s.  `overload`: options/anachronisms_overload.  Not judged: the
// other anachronisms (postfix ++ by a prefix operator, 395; references to
// non-const bound to temporaries, 426/461; bound function casts, 379).
// OPTIONS:
// OPTIONS: --anachronisms
// OPTIONS: --no_anachronisms
// OPTIONS: --anachronisms --diag_suppress=387
// HOST-GREP: delete \[ *\] *p;
// HOST-GREP: : *P *\(1\)
struct P { int a; P(int = 0); };
struct Q : P {
  Q() : (1) {}
  Q(int x) : (x + 1) { }
  Q(long y);
};
Q::Q(long y) : (int(y)) {}
struct R : P { int m; R() : m(1), (2) {} };
void f(int *p, int n) {
  delete [10] p;
  delete [] p;
  delete [sizeof(int) * 2] (p);
  delete [n + 1] p;
}
