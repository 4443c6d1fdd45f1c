// --nonconst_ref_anachronism: a reference to a non-const class type bound to
// a temporary of that class is a warning (461), not the error 461 it is
// without; --anachronisms does the same, and makes one to a non-const
// arithmetic type bound to a temporary warning 426.  cufe judges variables
// initialized with `=` by an arithmetic literal or operator result, a call
// of a function returning the class by value, or a conversion to the class
// (T(), T(x), (T)x); not calls' arguments, nor lvalues of another type (434).
// OPTIONS:
// OPTIONS: --nonconst_ref_anachronism
// OPTIONS: --no_nonconst_ref_anachronism
// OPTIONS: --anachronisms
// OPTIONS: --anachronisms --no_nonconst_ref_anachronism
// OPTIONS: --nonconst_ref_anachronism --diag_suppress=461
struct T { int a; T(); T(int); };
T mk();
T &mk_ref();
T &rt = mk();
T &rt2 = T();
T &rt3 = T(4);
T &rt4 = (T)5;
T &ok1 = mk_ref();
const T &ok2 = mk();
int &ri = 3;
int &ri2 = 2 + 3;
char &rc = 'c';
double &rd = (1.5);
const int &ok3 = 3;
int g;
int &ok4 = g;
int &ok5 = g = 2;
enum E { e1 };
void f(int p) {
  int &l = 1;
  T &lt = mk();
  int &lp = p + 1;
  int &ok6 = p;
  (void)l; (void)lt; (void)lp; (void)ok6;
}
