// --const_string_literals / --no_const_string_literals: string literals
// are arrays of const characters (on by default).  Off: converting one to
// "char *" is no longer deprecated (no 2464/2465), and the messages about
// a literal where another type goes spell it "char *" (144, 167, 513,
// 120, 42); the last spelling wins.
// OPTIONS:
// OPTIONS: --no_const_string_literals
// OPTIONS: --const_string_literals
// OPTIONS: --no_const_string_literals --const_string_literals
// OPTIONS: --const_string_literals --no_const_string_literals
// OPTIONS: --no_const_string_literals --no_deprecated_string_conv
void f(char *p);
void g(int);
char *r() { return "ret"; }
int ri() { return "x"; }
void t(int x, char *s)
{
  char *a = "x";
  wchar_t *w = L"wide";
  f("arg");
  s = "asg";
  unsigned i = "abc";
  g("s");
  x = "q";
  bool b = 1 ? 2 : "x";
}
