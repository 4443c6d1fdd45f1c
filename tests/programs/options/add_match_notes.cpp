// --add_match_notes / --no_add_match_notes: the notes listing why each
// candidate of a failed overload resolution did not match (3322, 3323,
// 3326, 3327); on by default, the last spelling wins.
// OPTIONS:
// OPTIONS: --no_add_match_notes
// OPTIONS: --add_match_notes
// OPTIONS: --no_add_match_notes --add_match_notes
// OPTIONS: --add_match_notes --no_add_match_notes
struct X { X(int, int); X(double); };
void g() { X x("s"); }
template <class T> void tf(T, T);
void h() { tf(1, 2.0); }
template <class T> void te(int);
void i() { te<int, int>(1); }
void ovl(int, int); void ovl(double, char*);
void callovl() { ovl("a"); ovl(1.0, 2); }
