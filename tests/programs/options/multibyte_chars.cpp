// --multibyte_chars / --no_multibyte_chars: multibyte characters in
// source.  cudafe++ shows no effect on UTF-8 input (what nvcc's host
// preprocessor writes): UTF-8 in strings, character literals, identifiers
// and comments lexes the same with either spelling.
// OPTIONS:
// OPTIONS: --multibyte_chars
// OPTIONS: --no_multibyte_chars
// OPTIONS: --c++20 --no_multibyte_chars
const char *s = "你好, été";
const char32_t c = U'é';
int 你 = 1; /* été */
int f() { return 你 + (int)sizeof("é"); }
static_assert(sizeof("é") == 3, "");
