// --unicode_source_kind=none: a file without a byte order mark is read
// byte by byte (Latin-1): string and character literals keep their bytes
// (no "invalid multibyte character sequence" as in UTF-8), a byte from
// 0x80 is an identifier character as its Latin-1 character is one (C++11
// Annex E: é yes, © no; messages name no such identifier here, as
// cufe spells them in UTF-8), and diagnostics show the bytes and count each
// as a column.  This probe is given to both tools in Latin-1 (without the option,
// read as UTF-8, cufe and cudafe++ differ on the invalid bytes).
// INPUT-ENCODING: LATIN1
// OPTIONS: --unicode_source_kind=none
const char *s = "éa±bÿ";
char c = 'é';
int café = 1;
int main() { return café + undefined_one; }
