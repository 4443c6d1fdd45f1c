// OPTIONS:
// OPTIONS: --relaxed_abstract_checking
// OPTIONS: --no_relaxed_abstract_checking
// --relaxed_abstract_checking: relaxed checks of abstract class types;
// no effect in nvcc's modes.
struct Abs { virtual void f() = 0; };
Abs *pabs;
Abs &ref();
void take(Abs &);
typedef Abs Arr;
Abs *make();
struct Der : Abs { void f(); };
Der d;
