// Trigraphs, which gcc -E leaves as they are (GNU mode): cudafe++ warns 1406
// "support for trigraphs is disabled" at the first one of the translation
// unit only -- in a string or character literal or between tokens.  From
// probes of cudafe++ 13.0.
// (the lines before the first program are part of every program)
#pragma cufe_program t01
const char *s1 = "what??!";
const char *s2 = "a??=b??/n";
#pragma cufe_program t02
int f(int a) { const char *s = "x"; const char *t = "y??<"; return a + (s != t); }
const char *u = "??>";
#pragma cufe_program t03
const char *w = L"??)" ? "ok" : "no";
#pragma cufe_program t04
const char *v = "no trigraph here: ?? ?x? ?";
#pragma cufe_program t05
const char *r = "first??'"; const char *q = "second??-";
