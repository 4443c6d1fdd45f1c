// --anachronisms: cfront's `overload` is a keyword, a decl-specifier with no
// effect (warning 362 where it is one; an error where it is not, as in an
// expression); `overload f, g;` declares nothing.  The host file has the
// declarations without it, as cudafe++'s.  Without the option `overload` is
// an identifier (options/anachronisms).
// OPTIONS: --anachronisms
// HOST-GREP: overload
overload int h(int);
overload h2, h3;
overload h4;
struct X { overload void m(); overload static int s; };
void fn() { overload int local = 1; (void)local; }
