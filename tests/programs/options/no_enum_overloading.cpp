// --no_enum_overloading: an enumeration parameter no longer lets a
// nonmember operator function be declared (346); class parameters,
// members and templates are not affected.
// OPTIONS:
// OPTIONS: --no_enum_overloading
// OPTIONS: --enum_overloading
enum E { A, B };
enum class F { X };
struct C { int v; };
E operator+(E a, E b);
E operator-(E a);
E &operator++(E &a);
E operator*(const E &a, int);
F operator|(F, F);
bool operator==(E a, long *b);
C operator+(C, E);
bool operator<(E, const C &);
struct M { M operator+(E); friend bool operator!=(M, E); };
template<class T> T operator%(T, E);
void *operator new(unsigned long, E);
int f() { E operator/(E, E); return 0; }
