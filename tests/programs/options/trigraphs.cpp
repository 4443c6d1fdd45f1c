// --trigraphs / --no_trigraphs (default off, the last one given wins):
// with --trigraphs the nine trigraphs (two question marks, then one of
// = ( / ) ' < ! > -) become # [ \ ] ^ { | } ~ in translation phase 1,
// everywhere but in raw string literals (C++11 reverts them there);
// diagnostics show the line as written, the caret where it was written.
// Without it, warning 1406 "support for trigraphs is disabled" at the
// first one (here in the first string).
// OPTIONS:
// OPTIONS: --trigraphs
// OPTIONS: --no_trigraphs
// OPTIONS: --no_trigraphs --trigraphs
// OPTIONS: --trigraphs --no_trigraphs
// HOST-GREP: x#y
// HOST-GREP: int b = \{ ?1 ?\}
const char *s = "x??=y";
const char *r = R"(a??=b)";
int b = ??<1??>;
int d = ??-1 + undefined_one;
// a comment that goes on to the next line with --trigraphs ??/
int e = undefined_two;
int f = 1'000, g = ??-f + undefined_three;
