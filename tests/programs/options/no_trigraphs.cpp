// --no_trigraphs (the default): warning 1406 "support for trigraphs is
// disabled" at the first trigraph of the translation unit wherever it is,
// here in the second line of a block comment (cufe looked only in string
// literals and at ? tokens before); later ones, in a raw string literal
// and a string literal, are not reported.  With --trigraphs, none.
// OPTIONS:
// OPTIONS: --no_trigraphs
// OPTIONS: --trigraphs
/* first line
   second line ??< */
const char *r = R"(a??=b)";
const char *s = "x??=y";
