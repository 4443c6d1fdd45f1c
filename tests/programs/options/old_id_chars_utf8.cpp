// --no_old_id_chars with identifier characters in UTF-8: one that UAX #31
// does not allow (here U+20AC, allowed by C++11 Annex E, the default) is
// not an identifier character: "unrecognized token".  (--error_limit=1:
// cufe does not yet report cudafe++'s syntax errors after such a token.)
// OPTIONS:
// OPTIONS: --no_old_id_chars --error_limit=1
// OPTIONS: --old_id_chars --no_old_id_chars --error_limit=1
// OPTIONS: --no_old_id_chars --old_id_chars --error_limit=1
int café = 1;
int price€ = 2;
