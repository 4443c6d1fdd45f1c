// --old_id_chars / --no_old_id_chars: which characters an identifier may
// hold.  --old_id_chars (the default in every mode) is C++11 Annex E;
// --no_old_id_chars is UAX #31 as in C++23 (XID_Start first, XID_Continue
// after, and U+200C / U+200D after).  A universal character name outside
// the set is warning 968, one that may not come first 1037 (both modes);
// as UTF-8, such a character is not part of the identifier
// (old_id_chars_utf8.cpp).  Here: U+00C0 and U+4E00 (both modes), U+0301
// (not first in both), U+0966 (Annex E; XID_Continue only), U+200B, U+20AC,
// U+2070, U+2460, U+1F600 (Annex E only), U+00D7 (neither), U+200D.
// OPTIONS:
// OPTIONS: --old_id_chars
// OPTIONS: --no_old_id_chars
// OPTIONS: --c++20 --no_old_id_chars
// OPTIONS: --old_id_chars --no_old_id_chars
// OPTIONS: --no_old_id_chars --old_id_chars
int a\u00C0, \u00C0b;
int c\u4E00, \u4E00d;
int e\u0301, \u0301f;
int g\u0966, \u0966h;
int i\u200B, \u200Bj;
int k\u20AC, \u20ACl;
int m\u2070, \u2070n;
int o\u2460, \u2460p;
int q\U0001F600, \U0001F600r;
int s\u00D7, \u00D7t;
int u\u200D, \u200Dv;
int wÀ, Àx, y一, 一z, zé;
