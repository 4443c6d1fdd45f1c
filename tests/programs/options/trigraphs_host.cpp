// --trigraphs: the host file holds the replaced text (cufe copies it,
// cudafe++ writes its own), and raw string literals keep their trigraphs.
// OPTIONS: --trigraphs
// HOST-GREP: ^const char \*s = \(?"x#y\\n"\)?;
// HOST-GREP: ^const char \*r = \(?R?"\(?a(\?\?|\\\?\\\?)=b\)?"\)?;
// HOST-GREP: ^int b\[2\] = \{ ?1, 2 ?\};
// HOST-GREP: ^int c = \(?\(?~1\)? \| 2\)?;
const char *s = "x??=y??/n";
const char *r = R"(a??=b)";
int b??(2??) = ??<1, 2??>; int b2 = ??<3??>;
int c = ??-1 ??! 2;
