// --deprecated_string_conv / --no_deprecated_string_conv: whether a string
// literal converts to a pointer to its non-const character type.  Allowed
// by default with warnings 2464/2465; without it the errors of a
// "const char *" where a "char *" goes (144, 167, 310, 513, 120).  Off by
// default in --strict and --strict_warnings (which need --no_g++); the
// last spelling wins.
// OPTIONS:
// OPTIONS: --no_deprecated_string_conv
// OPTIONS: --deprecated_string_conv
// OPTIONS: --deprecated_string_conv --no_deprecated_string_conv
// OPTIONS: --no_deprecated_string_conv --deprecated_string_conv
// OPTIONS: --strict --no_g++
// OPTIONS: --strict_warnings --no_g++
// OPTIONS: --strict --no_g++ --deprecated_string_conv
void f(char *p);
void h(wchar_t *p);
void d(char *p = "def");
char *gs = "glob";
char *r() { return "ret"; }
struct S { char *p; const char *q; };
S agg = { "agg", "ok" };
struct T { char *m = "dm"; T() : m("mi") {} };
void t(char *s)
{
  char *a = "x";
  char *const c = "y";
  const char *ok = "z";
  char *arr[] = { "a", "b", 0 };
  f("arg");
  s = "asg";
  wchar_t *w = L"wide";
  h(L"wide");
  char16_t *u16 = u"u16";
  char32_t *u32 = U"u32";
}
