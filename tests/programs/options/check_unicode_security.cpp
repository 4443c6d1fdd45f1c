// --check_unicode_security / --no_check_unicode_security (default off):
// warnings 3229 for string and character literals and 3228 for block
// comments holding Unicode formatting characters (bidirectional overrides
// and isolates, zero-width characters, U+2060, U+FEFF; not U+200E).  The
// probe's literals and comments hold some of them.
// OPTIONS:
// OPTIONS: --check_unicode_security
// OPTIONS: --no_check_unicode_security
// OPTIONS: --c++20 --check_unicode_security
const char *a = "admin‮ ⁦user";
const char *b = "plain" "zero​width";
const char *c = R"(raw
﻿)";
const auto *d = u8"x‮y‮z";
char32_t e = U'‮';
const char *f = "left‎to-right mark";
/* a block comment ‮ */ int g;
int h; // a line comment ‮
