// --unicode_source_kind=UTF-16BE reads a file without a byte
// order mark as UTF-16 big endian: cudafe++ then sees what it sees in
// the same text in UTF-8 (cufe decodes it to UTF-8 on reading).  This
// probe is given to both tools in UTF-16BE without a byte order mark (a
// surrogate that pairs with nothing is `?`, and takes the next unit).
// INPUT-ENCODING: UTF-16BE
// OPTIONS: --unicode_source_kind=UTF-16BE
int café = 1;
const char *s = "é€😀";
int main() { return café + undefined_one; }
int x = 2; const char *t = "€😀€"; int y = undefined_two;
