/* The lexer: every token form, line markers, pragmas, keyword gating, and
 * each error path with cudafe++'s message and position (observed with
 * cudafe++ 13.0 on the same inputs). */
#include <stdlib.h>
#include <string.h>

#include "lex/lexer.h"
#include "testutil.h"
#include "support/util.h"

/* A lexed input with the diagnostics it produced. */
struct lexed {
    struct captured cap;
    struct source_file src;
    struct lexer lx;
    size_t n;
    char kinds[4096];   /* kind names of the tokens before EOF, space-separated */
};

static void lex_mode_len(struct lexed *L, const char *text, size_t len, const struct lang_mode *m)
{
    capture_begin(&L->cap);
    L->cap.d.display_numbers = true;
    L->src = (struct source_file){ .name = "t.ii" };
    L->src.text = xmalloc(len + 1);
    memcpy(L->src.text, text, len);
    L->src.text[len] = '\0';
    L->src.size = len;
    lexer_init(&L->lx, &L->src, m, &L->cap.d);
    RUN_CATCHING(L->n = lexer_lex_all(&L->lx));
    ck_assert_int_eq(test_exit_status, -1);
    L->kinds[0] = '\0';
    for (size_t i = 0; i + 1 < L->n; i++) {
        if (i)
            strcat(L->kinds, " ");
        strcat(L->kinds, tok_name((enum tok_kind)lexer_token(&L->lx, i)->kind));
    }
    ck_assert_int_eq(lexer_token(&L->lx, L->n - 1)->kind, TOK_EOF);
}

static struct lang_mode mode_cxx(int year)
{
    struct lang_mode m;
    lang_mode_cxx(&m, year, 120200);
    return m;
}

static void lex_mode(struct lexed *L, const char *text, const struct lang_mode *m)
{
    lex_mode_len(L, text, strlen(text), m);
}

static void lex17(struct lexed *L, const char *text)
{
    struct lang_mode m = mode_cxx(2017);
    lex_mode(L, text, &m);
}

static void lex_done(struct lexed *L)
{
    lexer_free(&L->lx);
    free(L->src.text);
    capture_end(&L->cap);
}

static const struct token *tok(struct lexed *L, size_t i)
{
    return lexer_token(&L->lx, i);
}

/* The token's text as a NUL-terminated string (static buffer). */
static const char *text_of(struct lexed *L, size_t i)
{
    static char buf[256];
    const struct token *t = tok(L, i);
    snprintf(buf, sizeof buf, "%.*s", (int)t->len, lexer_text(&L->lx, t));
    return buf;
}

/* `text` lexes (C++17 unless mode given) to exactly `kinds`, no diagnostics. */
static void expect_kinds_mode(const char *text, const char *kinds, const struct lang_mode *m)
{
    struct lexed L;
    lex_mode(&L, text, m);
    ck_assert_msg(strcmp(L.kinds, kinds) == 0, "\"%s\": got \"%s\", expected \"%s\"", text,
                  L.kinds, kinds);
    ck_assert_msg(capture_text(&L.cap)[0] == '\0', "\"%s\": unexpected diagnostics:\n%s", text,
                  capture_text(&L.cap));
    lex_done(&L);
}

static void expect_kinds(const char *text, const char *kinds)
{
    struct lang_mode m = mode_cxx(2017);
    expect_kinds_mode(text, kinds, &m);
}

/* `text` (one line, C++17) reports `first` ("t.ii(1): error: ...") with
 * the caret under 1-based column `col` of line `line_text`. */
static void expect_diag_mode(const char *text, size_t len, const struct lang_mode *m,
                             const char *first, const char *line_text, int col)
{
    struct lexed L;
    lex_mode_len(&L, text, len, m);
    char want[1024];
    if (line_text)
        snprintf(want, sizeof want, "%s\n  %s\n  %*s^\n", first, line_text, col - 1, "");
    else
        snprintf(want, sizeof want, "%s\n", first);
    ck_assert_msg(strstr(capture_text(&L.cap), want) != NULL, "\"%s\": expected\n%s\ngot\n%s",
                  text, want, capture_text(&L.cap));
    lex_done(&L);
}

static void expect_diag(const char *text, const char *first, const char *line_text, int col)
{
    struct lang_mode m = mode_cxx(2017);
    expect_diag_mode(text, strlen(text), &m, first, line_text, col);
}

/* ------------------------------------------------------------------------ */

START_TEST(every_punctuator_spelling)
{
    /* Each punctuator of tables/tokens alone lexes to its kind (in C++20
     * GNU mode, where <=> <? >? exist).  `#` mid-line is an error token. */
    struct lang_mode m = mode_cxx(2020);
    for (int k = 0; k < TOK__COUNT; k++) {
        if (tok_class((enum tok_kind)k) != TOKCLASS_punct || k == TOK_HASH || k == TOK_HASHHASH)
            continue;
        char text[16];
        snprintf(text, sizeof text, "x %s", tok_spelling((enum tok_kind)k));
        char want[64];
        snprintf(want, sizeof want, "IDENTIFIER %s", tok_name((enum tok_kind)k));
        expect_kinds_mode(text, want, &m);
    }
}
END_TEST

START_TEST(longest_match_and_special_splits)
{
    expect_kinds("a>>=b", "IDENTIFIER RSHIFT_ASSIGN IDENTIFIER");
    expect_kinds("x<y<int>>z", "IDENTIFIER LT IDENTIFIER LT INT RSHIFT IDENTIFIER");
    expect_kinds("k<<<1,2>>>()", "IDENTIFIER LSHIFT LT INT_LITERAL COMMA INT_LITERAL RSHIFT GT "
                                 "LPAREN RPAREN");
    expect_kinds("f(......)", "IDENTIFIER LPAREN ELLIPSIS ELLIPSIS RPAREN");
    expect_kinds("a..b", "IDENTIFIER DOT DOT IDENTIFIER");
    expect_kinds("p->*q.*r->s", "IDENTIFIER ARROWSTAR IDENTIFIER DOTSTAR IDENTIFIER ARROW IDENTIFIER");
    expect_kinds("a+++b", "IDENTIFIER PLUSPLUS PLUS IDENTIFIER");
    /* [lex.pptoken]/3: <:: not followed by : or > is < :: */
    expect_kinds("A<::B>", "IDENTIFIER LT COLONCOLON IDENTIFIER GT");
    expect_kinds("a<::>", "IDENTIFIER LBRACKET RBRACKET");
    expect_kinds("a<:::b", "IDENTIFIER LBRACKET COLONCOLON IDENTIFIER");
    expect_kinds("x<%%>y<:1:>", "IDENTIFIER LBRACE RBRACE IDENTIFIER LBRACKET INT_LITERAL RBRACKET");
    /* <=> only from C++20 */
    expect_kinds("a<=>b", "IDENTIFIER LE GT IDENTIFIER");
    struct lang_mode m20 = mode_cxx(2020);
    expect_kinds_mode("a<=>b", "IDENTIFIER SPACESHIP IDENTIFIER", &m20);
    /* GNU C++ <? >? */
    expect_kinds("a<?b>?c", "IDENTIFIER MIN IDENTIFIER MAX IDENTIFIER");
    struct lang_mode strict = mode_cxx(2017);
    strict.bits &= ~(uint32_t)LANG_GNU;
    expect_kinds_mode("a<?b", "IDENTIFIER LT QUESTION IDENTIFIER", &strict);
}
END_TEST

START_TEST(keyword_gating)
{
    struct lang_mode m20 = mode_cxx(2020);
    expect_kinds("char8_t concept requires co_await consteval", "IDENTIFIER IDENTIFIER IDENTIFIER "
                                                                "IDENTIFIER IDENTIFIER");
    expect_kinds_mode("char8_t concept requires co_await consteval",
                      "CHAR8_T CONCEPT REQUIRES CO_AWAIT CONSTEVAL", &m20);
    expect_kinds("constexpr nullptr decltype static_assert", "CONSTEXPR NULLPTR DECLTYPE STATIC_ASSERT");
    struct lang_mode m03 = mode_cxx(2003);
    expect_kinds_mode("constexpr nullptr decltype", "IDENTIFIER IDENTIFIER IDENTIFIER", &m03);
    /* alternative tokens, GNU spellings, C-only keywords */
    expect_kinds("a and b or not c", "IDENTIFIER AMPAMP IDENTIFIER PIPEPIPE EXCLAIM IDENTIFIER");
    struct lang_mode noalt = mode_cxx(2017);
    noalt.bits &= ~(uint32_t)LANG_ALTTOK;
    expect_kinds_mode("a and b", "IDENTIFIER IDENTIFIER IDENTIFIER", &noalt);
    expect_kinds("__attribute__ __const__ __restrict__ typeof restrict _Bool",
                 "ATTRIBUTE CONST RESTRICT TYPEOF IDENTIFIER IDENTIFIER");
    struct lang_mode strict = mode_cxx(2017);
    strict.bits &= ~(uint32_t)LANG_GNU;
    expect_kinds_mode("__attribute__ typeof __const", "IDENTIFIER IDENTIFIER CONST", &strict);
    /* gnu_version>=N gates */
    expect_kinds("__int128 __is_same __integer_pack", "INT128 IS_SAME INTEGER_PACK");
    struct lang_mode old_gcc;
    lang_mode_cxx(&old_gcc, 2017, 40000);
    expect_kinds_mode("__int128 __is_same __integer_pack", "IDENTIFIER IDENTIFIER IDENTIFIER",
                      &old_gcc);
    /* clang mode: clang_version>=N gates, and `or` alternatives (__is_same
     * whatever the gnu_version, _Alignof from clang_version 30200) */
    struct lang_mode clang = old_gcc;
    clang.bits |= LANG_CLANG;
    expect_kinds_mode("__is_same __is_scoped_enum _Alignof __builtin_bit_cast",
                      "IS_SAME IDENTIFIER ALIGNOF BUILTIN_BIT_CAST", &clang);
    clang.clang_version = 30100;
    expect_kinds_mode("__is_scoped_enum _Alignof _Atomic __builtin_bit_cast",
                      "IDENTIFIER IDENTIFIER ATOMIC IDENTIFIER", &clang);
    clang.clang_version = 160000;
    expect_kinds_mode("__is_scoped_enum __builtin_arm_ldrex", "IS_SCOPED_ENUM BUILTIN_ARM_LDREX",
                      &clang);
    /* revertible type transforms are keywords here; the parser reverts them */
    expect_kinds("__make_signed __remove_cv", "MAKE_SIGNED REMOVE_CV");
    expect_kinds("__noinline__ final override import module", "NOINLINE IDENTIFIER IDENTIFIER "
                                                              "IDENTIFIER IDENTIFIER");
}
END_TEST

START_TEST(keyword_dfa_agrees_with_the_hash_table)
{
    /* The scanner's keyword rules and lexer_keyword() come from the same
     * table: every spelling lexes alone to what the hash table says, in
     * modes that switch the gates. */
    struct lang_mode modes[6];
    modes[0] = mode_cxx(2017);
    modes[1] = mode_cxx(2020);
    lang_mode_cxx(&modes[2], 2011, 40000);
    modes[3] = mode_cxx(2017);
    modes[3].bits = (modes[3].bits & ~(uint32_t)(LANG_GNU | LANG_ALTTOK)) | LANG_CLANG;
    modes[4] = mode_cxx(2017);
    modes[4].bits = LANG_C | LANG_C99 | LANG_C11 | LANG_GNU | LANG_CUDA;
    modes[5] = modes[4];
    modes[5].bits &= ~(uint32_t)LANG_GNU;
    size_t n = 0;
    for (size_t i = 0; lexer_keyword_spelling(i); i++, n++) {
        const char *sp = lexer_keyword_spelling(i);
        for (size_t m = 0; m < ARRAY_SIZE(modes); m++) {
            struct lexed L;
            lex_mode(&L, sp, &modes[m]);
            ck_assert_uint_eq(L.n, 2);
            ck_assert_msg(tok(&L, 0)->kind == lexer_keyword(&L.lx, sp, strlen(sp)),
                          "%s in mode %zu: scanner %s, table %s", sp, m,
                          tok_name((enum tok_kind)tok(&L, 0)->kind),
                          tok_name(lexer_keyword(&L.lx, sp, strlen(sp))));
            lex_done(&L);
        }
    }
    ck_assert_uint_gt(n, 250);
}
END_TEST

static const struct {
    const char *text, *kinds;
    long gnu_version;   /* 0: 120200 */
} literal_cases[] = {
    /* integers */
    { "0 123 0x1F 0X1f 017 0b1010 0B1", "INT_LITERAL INT_LITERAL INT_LITERAL INT_LITERAL "
                                        "INT_LITERAL INT_LITERAL INT_LITERAL", 0 },
    { "1'000'000 0x1'F 0b1'0", "INT_LITERAL INT_LITERAL INT_LITERAL", 0 },
    { "1u 1U 1l 1L 1ll 1LL 1ul 1lu 1ull 1LLU 1z 1uz 1Zu 1lL", "INT_LITERAL INT_LITERAL INT_LITERAL "
      "INT_LITERAL INT_LITERAL INT_LITERAL INT_LITERAL INT_LITERAL INT_LITERAL INT_LITERAL "
      "INT_LITERAL INT_LITERAL INT_LITERAL INT_LITERAL", 0 },
    /* a non-standard suffix is a ud-suffix (the parser reports 2506/2486 as cudafe++) */
    { "123_km 12zz 1i 1f", "UD_INT_LITERAL UD_INT_LITERAL UD_INT_LITERAL UD_INT_LITERAL", 0 },
    /* floats */
    { "1.0 1. .5 1e10 1E-5 1.5e+3 0x1p3 0x1.8p-3 0x.8P+1", "FLOAT_LITERAL FLOAT_LITERAL "
      "FLOAT_LITERAL FLOAT_LITERAL FLOAT_LITERAL FLOAT_LITERAL FLOAT_LITERAL FLOAT_LITERAL "
      "FLOAT_LITERAL", 0 },
    { "1.0f 1.0F 1.0l 1.0L 1.0q 1.0W 1'000.5", "FLOAT_LITERAL FLOAT_LITERAL FLOAT_LITERAL "
      "FLOAT_LITERAL FLOAT_LITERAL FLOAT_LITERAL FLOAT_LITERAL", 0 },
    { "1.5_m 1.0f16 1.0bf16 1e", "UD_FLOAT_LITERAL UD_FLOAT_LITERAL UD_FLOAT_LITERAL UD_INT_LITERAL", 0 },
    { "1.0f16 1.0f32 1.0F64 1.0f128 1.0f32x 1.0bf16 1.0BF16", "FLOAT_LITERAL FLOAT_LITERAL "
      "FLOAT_LITERAL FLOAT_LITERAL FLOAT_LITERAL FLOAT_LITERAL FLOAT_LITERAL", 130000 },
    /* characters */
    { "'a' '\\n' '\\x41' '\\101' '\\u00e9' '\\U0001F600' '\\'' '\"' '\\e'", "CHAR_LITERAL "
      "CHAR_LITERAL CHAR_LITERAL CHAR_LITERAL CHAR_LITERAL CHAR_LITERAL CHAR_LITERAL "
      "CHAR_LITERAL CHAR_LITERAL", 0 },
    { "L'a' u'a' U'a' u8'a' 'ab' 'a'_x u8'a'_y", "CHAR_LITERAL CHAR_LITERAL CHAR_LITERAL "
      "CHAR_LITERAL CHAR_LITERAL UD_CHAR_LITERAL UD_CHAR_LITERAL", 0 },
    /* strings */
    { "\"abc\" \"\" \"a\\\"b\" L\"w\" u\"16\" U\"32\" u8\"8\" \"\xc3\xa9\"", "STRING_LITERAL "
      "STRING_LITERAL STRING_LITERAL STRING_LITERAL STRING_LITERAL STRING_LITERAL "
      "STRING_LITERAL STRING_LITERAL", 0 },
    { "R\"(raw)\" R\"d(a)\"b)d\" LR\"(x)\" u8R\"x(y)x\" uR\"(z)\" UR\"(z)\"", "STRING_LITERAL "
      "STRING_LITERAL STRING_LITERAL STRING_LITERAL STRING_LITERAL STRING_LITERAL", 0 },
    { "\"abc\"sv \"\"_x R\"(r)\"_y operator\"\"_x operator \"\" _y", "UD_STRING_LITERAL "
      "UD_STRING_LITERAL UD_STRING_LITERAL OPERATOR UD_STRING_LITERAL OPERATOR STRING_LITERAL "
      "IDENTIFIER", 0 },
    /* identifiers */
    { "$x a$b caf\xc3\xa9 \\u00e9x \xe2\x82\xac \xf0\x9f\x98\x80", "IDENTIFIER IDENTIFIER "
      "IDENTIFIER IDENTIFIER IDENTIFIER IDENTIFIER", 0 },
};

START_TEST(literal_forms)
{
    for (size_t i = 0; i < ARRAY_SIZE(literal_cases); i++) {
        struct lang_mode m;
        long v = literal_cases[i].gnu_version;
        lang_mode_cxx(&m, 2017, v ? v : 120200);
        expect_kinds_mode(literal_cases[i].text, literal_cases[i].kinds, &m);
    }
    /* the token texts, for a few that end in interesting places */
    struct lexed L;
    lex17(&L, "1'000u 0x1.8p-3f \"a\\\"b\"sv u8'a' R\"d(a)\"b)d\"_x 1.e5");
    const char *want[] = { "1'000u", "0x1.8p-3f", "\"a\\\"b\"sv", "u8'a'", "R\"d(a)\"b)d\"_x",
                           "1.e5" };
    ck_assert_uint_eq(L.n, ARRAY_SIZE(want) + 1);
    for (size_t i = 0; i < ARRAY_SIZE(want); i++)
        ck_assert_str_eq(text_of(&L, i), want[i]);
    lex_done(&L);
}
END_TEST

START_TEST(prefixes_and_separators_by_mode)
{
    struct lang_mode m14 = mode_cxx(2014), m11 = mode_cxx(2011), m03 = mode_cxx(2003);
    /* u8 character literals from C++17 */
    expect_kinds_mode("u8'a'", "IDENTIFIER CHAR_LITERAL", &m14);
    /* u U u8 prefixes and raw strings from C++11 */
    expect_kinds_mode("u\"a\" R\"(b)\"", "IDENTIFIER STRING_LITERAL IDENTIFIER STRING_LITERAL", &m03);
    expect_kinds_mode("\"a\"sv", "STRING_LITERAL IDENTIFIER", &m03);
    /* digit separators from C++14 (before, cudafe++ warns at the quote) */
    expect_kinds_mode("1 '2'", "INT_LITERAL CHAR_LITERAL", &m11);
    expect_diag_mode("1'2'", 4, &m11,
                     "t.ii(1): warning #2628-D: digit separators not enabled, apostrophe "
                     "begins a character literal", "1'2'", 2);
}
END_TEST

START_TEST(raw_string_across_lines)
{
    struct lexed L;
    lex17(&L, "auto s = R\"x(line one\n  )\" not yet\nline three)x\";\nint y;");
    ck_assert_str_eq(L.kinds, "AUTO IDENTIFIER ASSIGN STRING_LITERAL SEMI INT IDENTIFIER SEMI");
    ck_assert_uint_eq(tok(&L, 3)->line, 1);
    ck_assert_uint_eq(tok(&L, 3)->col, 10);
    ck_assert_uint_eq(tok(&L, 3)->len, 39);
    ck_assert_uint_eq(tok(&L, 4)->line, 3);   /* the ; after the raw string */
    ck_assert_uint_eq(tok(&L, 4)->col, 14);
    ck_assert_uint_eq(tok(&L, 5)->line, 4);
    ck_assert_uint_eq(tok(&L, 5)->col, 1);
    lex_done(&L);
}
END_TEST

START_TEST(line_markers)
{
    struct lexed L;
    lex17(&L, "# 1 \"a.cu\"\nint\n# 7 \"/usr/inc/x.h\" 1 3 4\nx\n#line 20 \"b\\\\c.h\"\n= 1\n"
              "# 30\n;\n  #  40 \"a.cu\" 2\nint y;");
    ck_assert_str_eq(L.kinds, "INT IDENTIFIER ASSIGN INT_LITERAL SEMI INT IDENTIFIER SEMI");
    const struct { const char *file; unsigned line, col; bool system; } want[] = {
        { "a.cu", 1, 1, false }, { "/usr/inc/x.h", 7, 1, true }, { "b\\c.h", 20, 1, false },
        { "b\\c.h", 20, 3, false }, { "b\\c.h", 30, 1, false }, { "a.cu", 40, 1, false },
    };
    for (size_t i = 0; i < ARRAY_SIZE(want); i++) {
        const struct token *t = tok(&L, i);
        const struct lex_file *f = lexer_file(&L.lx, t->file);
        ck_assert_str_eq(f->name, want[i].file);
        ck_assert_uint_eq(t->line, want[i].line);
        ck_assert_uint_eq(t->col, want[i].col);
        ck_assert_int_eq(f->system, want[i].system);
    }
    ck_assert(lexer_file(&L.lx, tok(&L, 1)->file)->extern_c);
    ck_assert_str_eq(capture_text(&L.cap), "");
    lex_done(&L);
}
END_TEST

START_TEST(line_marker_in_the_middle_of_a_declaration)
{
    struct lexed L;
    lex17(&L, "static\n# 5 \"h.h\" 3\nconst int\n# 9 \"i.h\"\nvalue = 0x10\n# 2 \"j.h\"\n;");
    ck_assert_str_eq(L.kinds, "STATIC CONST INT IDENTIFIER ASSIGN INT_LITERAL SEMI");
    ck_assert_str_eq(lexer_file(&L.lx, tok(&L, 2)->file)->name, "h.h");
    ck_assert_uint_eq(tok(&L, 2)->line, 5);
    ck_assert_uint_eq(tok(&L, 2)->col, 7);
    ck_assert_str_eq(lexer_file(&L.lx, tok(&L, 5)->file)->name, "i.h");
    ck_assert_uint_eq(tok(&L, 5)->line, 9);
    ck_assert_uint_eq(tok(&L, 6)->line, 2);
    ck_assert(lexer_file(&L.lx, tok(&L, 2)->file)->system);
    ck_assert(!lexer_file(&L.lx, tok(&L, 5)->file)->system);
    lex_done(&L);
}
END_TEST

static struct {
    int calls;
    enum diag_pragma_kind kind;
    char args[64];
    unsigned line, column;
    size_t offset;
} seen_pragma;

static void record_pragma(void *ctx, enum diag_pragma_kind kind, const char *args, size_t len,
                          const struct diag_loc *loc)
{
    (void)ctx;
    seen_pragma.calls++;
    seen_pragma.kind = kind;
    snprintf(seen_pragma.args, sizeof seen_pragma.args, "%.*s", (int)len, args);
    seen_pragma.line = loc->line;
    seen_pragma.column = loc->column;
    seen_pragma.offset = loc->offset;
}

START_TEST(pragmas)
{
    struct lexed L;
    struct lang_mode m = mode_cxx(2017);
    const char *text = "int a;\n#pragma once\n  # pragma GCC diagnostic push\n"
                       "#pragma nv_diag_suppress 177, 550\nint\n#pragma nv_diagnostic push\nb;";
    memset(&seen_pragma, 0, sizeof seen_pragma);
    capture_begin(&L.cap);
    L.src = (struct source_file){ "t.ii", xstrdup(text), strlen(text) };
    lexer_init(&L.lx, &L.src, &m, &L.cap.d);
    L.lx.on_diag_pragma = record_pragma;
    L.n = lexer_lex_all(&L.lx);
    ck_assert_uint_eq(L.n, 9);
    ck_assert_int_eq(tok(&L, 3)->kind, TOK_PRAGMA);
    ck_assert_str_eq(text_of(&L, 3), "#pragma once");
    ck_assert_uint_eq(tok(&L, 3)->line, 2);
    ck_assert_int_eq(tok(&L, 4)->kind, TOK_PRAGMA);
    ck_assert_str_eq(text_of(&L, 4), "# pragma GCC diagnostic push");
    ck_assert_uint_eq(tok(&L, 4)->col, 3);
    ck_assert_int_eq(tok(&L, 5)->kind, TOK_INT);       /* nv_diag_suppress consumed */
    ck_assert_int_eq(tok(&L, 6)->kind, TOK_IDENTIFIER); /* nv_diagnostic consumed */
    ck_assert_uint_eq(tok(&L, 6)->line, 7);
    ck_assert_int_eq(seen_pragma.calls, 2);
    ck_assert_int_eq(seen_pragma.kind, DIAG_PRAGMA_PUSH_POP);
    ck_assert_str_eq(seen_pragma.args, " push");
    ck_assert_uint_eq(seen_pragma.line, 6);
    ck_assert_uint_eq(seen_pragma.column, 22);
    ck_assert_uint_eq(seen_pragma.offset, strstr(text, "nv_diagnostic push") - text + 13);
    lexer_free(&L.lx);
    free(L.src.text);
    capture_end(&L.cap);
}
END_TEST

static void engine_hook(void *ctx, enum diag_pragma_kind kind, const char *args, size_t len,
                        const struct diag_loc *loc)
{
    diag_pragma(ctx, kind, args, len, loc);
}

START_TEST(diag_pragmas_reach_the_engine)
{
    /* Connected as the driver does: a bad tag is warning 1223 at the tag. */
    struct lexed L;
    struct lang_mode m = mode_cxx(2017);
    const char *text = "#pragma nv_diag_suppress no_such_tag\nint x;\n";
    capture_begin(&L.cap);
    L.cap.d.display_numbers = true;
    L.src = (struct source_file){ "t.ii", xstrdup(text), strlen(text) };
    lexer_init(&L.lx, &L.src, &m, &L.cap.d);
    L.lx.on_diag_pragma = engine_hook;
    L.lx.pragma_ctx = &L.cap.d;
    ck_assert_uint_eq(lexer_lex_all(&L.lx), 4);
    ck_assert_ptr_nonnull(strstr(capture_text(&L.cap),
                                 "t.ii(1): warning #1223-D: invalid error tag\n"
                                 "  #pragma nv_diag_suppress no_such_tag\n"
                                 "                           ^\n"));
    lexer_free(&L.lx);
    free(L.src.text);
    capture_end(&L.cap);
}
END_TEST

START_TEST(positions_and_flags)
{
    struct lexed L;
    lex17(&L, "int  a;\n\tb /* c */c\n");
    ck_assert_uint_eq(tok(&L, 1)->col, 6);
    ck_assert(tok(&L, 1)->flags & TOKF_SPACE_BEFORE);
    ck_assert(!(tok(&L, 2)->flags & TOKF_SPACE_BEFORE));
    ck_assert(tok(&L, 0)->flags & TOKF_LINE_START);
    ck_assert(tok(&L, 3)->flags & TOKF_LINE_START);
    ck_assert_uint_eq(tok(&L, 3)->line, 2);
    ck_assert_uint_eq(tok(&L, 3)->col, 2);
    ck_assert_uint_eq(tok(&L, 4)->col, 11);
    ck_assert_uint_eq(tok(&L, 5)->offset, 20);   /* EOF at the end */
    ck_assert_uint_eq(tok(&L, 5)->len, 0);
    ck_assert_uint_eq(tok(&L, 5)->line, 3);
    /* lexer_loc: inside a multi-line token */
    struct diag_loc loc;
    lexer_loc(&L.lx, tok(&L, 4), tok(&L, 4)->offset, &loc);
    ck_assert_uint_eq(loc.line, 2);
    ck_assert_uint_eq(loc.column, 11);
    ck_assert_uint_eq(loc.line_len, 11);
    /* on demand: asking past the end gives EOF */
    ck_assert_int_eq(lexer_token(&L.lx, 1000)->kind, TOK_EOF);
    lex_done(&L);
}
END_TEST

START_TEST(tokens_on_demand)
{
    /* Nothing is lexed before it is asked for, so a lexical error shows
     * when the parser reaches it, in order with the parser's own. */
    struct captured cap;
    capture_begin(&cap);
    struct lang_mode m = mode_cxx(2017);
    struct source_file src = { "t.ii", xstrdup("a b @ c"), 7 };
    struct lexer lx;
    lexer_init(&lx, &src, &m, &cap.d);
    const struct token *b = lexer_token(&lx, 1);
    ck_assert_int_eq(b->kind, TOK_IDENTIFIER);
    ck_assert_uint_eq(lx.ntokens, 2);
    ck_assert_str_eq(capture_text(&cap), "");
    ck_assert_int_eq(lexer_token(&lx, 2)->kind, TOK_UNKNOWN);
    ck_assert_ptr_nonnull(strstr(capture_text(&cap), "unrecognized token"));
    ck_assert_ptr_eq(lexer_token(&lx, 1), b);   /* tokens do not move */
    ck_assert_int_eq(lexer_token(&lx, 4)->kind, TOK_EOF);
    ck_assert_int_eq(lexer_token(&lx, 99)->kind, TOK_EOF);
    ck_assert_uint_eq(lx.ntokens, 5);
    lexer_free(&lx);
    free(src.text);
    capture_end(&cap);
}
END_TEST

START_TEST(many_tokens_across_chunks)
{
    /* 5 * 65536 + 2 tokens: the chunked store over two blocks. */
    size_t n = 5 * LEX_CHUNK_SIZE + 1;
    char *text = xmalloc(2 * n + 1);
    for (size_t i = 0; i < n; i++)
        memcpy(text + 2 * i, i % 7 ? "a " : "1\n", 2);
    struct lexed L;
    struct lang_mode m = mode_cxx(2017);
    capture_begin(&L.cap);
    L.src = (struct source_file){ "t.ii", text, 2 * n };
    lexer_init(&L.lx, &L.src, &m, &L.cap.d);
    ck_assert_uint_eq(lexer_lex_all(&L.lx), n + 1);
    for (size_t i = 0; i < n; i += 4099) {
        ck_assert_uint_eq(tok(&L, i)->offset, 2 * i);
        ck_assert_int_eq(tok(&L, i)->kind, i % 7 ? TOK_IDENTIFIER : TOK_INT_LITERAL);
    }
    ck_assert_uint_eq(tok(&L, n - 1)->line, (n - 1 + 6) / 7 + 1);   /* a newline after every 7th */
    lexer_free(&L.lx);
    free(text);
    capture_end(&L.cap);
}
END_TEST

START_TEST(round_trip_of_a_messy_input)
{
    /* Tokens and gaps rebuild the input; gaps are blank/comments/directives. */
    const char text[] = "  # 1 \"x.cu\"\nint/**/a = 1 // c\n;\n#pragma once\r\n"
                        "#ident \"v\"\n\\\n@ 'x\n\"abc";
    struct lexed L;
    lex17(&L, text);
    size_t prev = 0;
    for (size_t i = 0; i < L.n; i++) {
        const struct token *t = tok(&L, i);
        ck_assert_uint_ge(t->offset, prev);
        prev = t->offset + t->len;
    }
    ck_assert_uint_eq(prev, strlen(text));
    ck_assert_str_eq(L.kinds, "INT IDENTIFIER ASSIGN INT_LITERAL SEMI PRAGMA UNKNOWN "
                              "CHAR_LITERAL STRING_LITERAL");
    ck_assert_str_eq(text_of(&L, 5), "#pragma once");
    lex_done(&L);
}
END_TEST

/* Each error path: cudafe++'s message, line and caret column. */
START_TEST(lexical_errors)
{
    expect_diag("int a @ b;", "t.ii(1): error: unrecognized token", "int a @ b;", 7);
    expect_diag("int c ` d;", "t.ii(1): error: unrecognized token", "int c ` d;", 7);
    expect_diag("int e \\ f;", "t.ii(1): error: unrecognized token", "int e \\ f;", 7);
    expect_diag("int \x7f;", "t.ii(1): error: unrecognized token", "int \x7f;", 5);
    expect_diag("const char *s = \"abc;\nint x;", "t.ii(1): error: missing closing quote",
                "const char *s = \"abc;", 17);
    expect_diag("const wchar_t *a = L\"abc;", "t.ii(1): error: missing closing quote",
                "const wchar_t *a = L\"abc;", 20);
    expect_diag("int c = 'a;", "t.ii(1): error: missing closing quote", "int c = 'a;", 9);
    expect_diag("int x; /* abc\n int y;", "t.ii(1): error: comment unclosed at end of file",
                "int x; /* abc", 8);
    expect_diag("const char *s = R\"x(abc\n int y;",
                "t.ii(1): error: ending delimiter for raw string not found",
                "const char *s = R\"x(abc", 17);
    expect_diag("auto h = R\"abcdefghijklmnopq(x)abcdefghijklmnopq\";",
                "t.ii(1): error: parenthesis terminating raw string delimiter not found within "
                "16 characters -- raw string indicator ignored",
                "auto h = R\"abcdefghijklmnopq(x)abcdefghijklmnopq\";", 10);
    expect_diag("char c = '';", "t.ii(1): error: quoted string should contain at least one character",
                "char c = '';", 10);
    expect_diag("int h = 0x;", "t.ii(1): error: invalid hexadecimal number", "int h = 0x;", 9);
    expect_diag("int o = 09;", "t.ii(1): error: invalid octal digit", "int o = 09;", 10);
    expect_diag("int b = 0b2;", "t.ii(1): error: invalid binary number", "int b = 0b2;", 11);
    expect_diag("int b = 0b;", "t.ii(1): error: invalid binary number", "int b = 0b;", 9);
    expect_diag("int d = 1''0;", "t.ii(1): error: digit separator cannot appear here",
                "int d = 1''0;", 10);
    expect_diag("int d = 10';", "t.ii(1): error: digit separator cannot appear here",
                "int d = 10';", 11);
    expect_diag("auto c = 0x1.8;", "t.ii(1): error: invalid floating constant", "auto c = 0x1.8;", 15);
    expect_diag("auto e = 1e+;", "t.ii(1): error: extra text after expected end of number",
                "auto e = 1e+;", 12);
    expect_diag("auto a = 1.5f32;", "t.ii(1): error: extra text after expected end of number",
                "auto a = 1.5f32;", 14);
    expect_diag("auto s = \"\\q\";", "t.ii(1): warning #192-D: unrecognized character escape sequence",
                "auto s = \"\\q\";", 11);
    expect_diag("auto s = \"\\x\";", "t.ii(1): error: invalid hexadecimal number", "auto s = \"\\x\";", 13);
    expect_diag("int f = '\\u12';", "t.ii(1): error: incorrectly formed universal character name",
                "int f = '\\u12';", 14);
    expect_diag("int j\\u12 = 2;", "t.ii(1): error: incorrectly formed universal character name",
                "int j\\u12 = 2;", 10);
    expect_diag("auto s = \"\xff\";", "t.ii(1): error: invalid multibyte character sequence",
                "auto s = \"\xff\";", 11);
    expect_diag("int \xff x;", "t.ii(1): error: unrecognized token", "int \xff x;", 5);
    expect_diag("int a\xc3\x97" "b;", "t.ii(1): error: unrecognized token", "int a\xc3\x97" "b;", 6);
    expect_diag("int \xcc\x81g;", "t.ii(1): error: unrecognized token", "int \xcc\x81g;", 5);
    expect_diag("int a # b;", "t.ii(1): error: \"#\" not expected here", "int a # b;", 7);
    /* directives */
    expect_diag("# 12 foo\n", "t.ii(1): error: expected a file name", "# 12 foo", 6);
    expect_diag("# 4 \"open\n", "t.ii(1): error: expected a file name", "# 4 \"open", 5);
    expect_diag("#line abc\n", "t.ii(1): error: expected a line number", "#line abc", 7);
    expect_diag("#line\n", "t.ii(1): error: expected a line number", "#line", 6);
    expect_diag("# 99999999999 \"z.h\"\n", "t.ii(1): error: invalid line number",
                "# 99999999999 \"z.h\"", 3);
    expect_diag("#line 7 \"y.h\" 3\n",
                "t.ii(1): error: extra text after expected end of preprocessing directive",
                "#line 7 \"y.h\" 3", 15);
    expect_diag("#ident \"a\" b\n",
                "t.ii(1): warning #14-D: extra text after expected end of preprocessing directive",
                "#ident \"a\" b", 12);
    expect_diag("#ident 5\n", "t.ii(1): error: invalid source file identifier string", "#ident 5", 8);
    expect_diag("#foo bar\n", "t.ii(1): error: unrecognized preprocessing directive", "#foo bar", 2);
    /* $ without GNU mode or --dollar */
    struct lang_mode strict = mode_cxx(2017);
    strict.bits &= ~(uint32_t)LANG_GNU;
    strict.dollar = false;
    expect_diag_mode("int $a;", 7, &strict, "t.ii(1): error: unrecognized token", "int $a;", 5);
    expect_diag_mode("int a$b;", 8, &strict, "t.ii(1): error: unrecognized token", "int a$b;", 6);
}
END_TEST

START_TEST(nul_bytes)
{
    struct lang_mode m = mode_cxx(2017);
    /* only the first line is compared: the source line holds the NUL */
    expect_diag_mode("int a;\nint b\0c;", 14, &m,
                     "t.ii(2): warning #1192-D: null (zero) character in input line ignored", NULL, 0);
    expect_diag_mode("auto s = \"a\0b\";", 15, &m,
                     "t.ii(1): warning #1193-D: null (zero) character in string or character constant",
                     NULL, 0);
    struct lexed L;
    lex_mode_len(&L, "int b\0c; /* \0 */", 16, &m);
    ck_assert_str_eq(L.kinds, "INT IDENTIFIER IDENTIFIER SEMI");
    lex_done(&L);
    /* the terminating NUL ends an unterminated literal */
    lex_mode_len(&L, "\"abc", 4, &m);
    ck_assert_str_eq(L.kinds, "STRING_LITERAL");
    ck_assert(strstr(capture_text(&L.cap), "missing closing quote") != NULL);
    lex_done(&L);
}
END_TEST

START_TEST(bad_input_never_hangs)
{
    /* Every prefix of a nasty input lexes to the end. */
    static const char nasty[] = "R\"((\\u\\U0000\"'\\\n/*\\x\0\xf0\x9f\x98#line\n# 1 \"\n"
                                "u8R\"abcdefghijklmnopqrstuvwxyz(0x1.p+'1'''@`\x80\xbf\\";
    struct lang_mode m = mode_cxx(2020);
    for (size_t len = 0; len <= sizeof nasty - 1; len++) {
        struct lexed L;
        lex_mode_len(&L, nasty, len, &m);
        const struct token *eof = tok(&L, L.n - 1);
        ck_assert_uint_eq(eof->offset, len);
        lex_done(&L);
    }
}
END_TEST

START_TEST(lang_mode_from_command_line)
{
    struct options o;
    options_init(&o);
    struct lang_mode m;
    lang_mode_from_options(&m, &o);
    ck_assert_int_eq(m.std, 2014);   /* cudafe++'s default */
    ck_assert(lang_has(&m, LANG_CXX | LANG_CXX14 | LANG_GNU | LANG_ALTTOK | LANG_CUDA));
    ck_assert(!(m.bits & LANG_CXX17));
    ck_assert_int_eq(m.gnu_version, 80100);
    o.v[OPT_cxx17].given = o.v[OPT_cxx17].on = true;
    o.v[OPT_cxx17].order = 1;
    o.v[OPT_cxx20].given = o.v[OPT_cxx20].on = true;
    o.v[OPT_cxx20].order = 2;
    o.v[OPT_gxx].on = false;
    lang_mode_from_options(&m, &o);
    ck_assert_int_eq(m.std, 2020);
    ck_assert(lang_has(&m, LANG_CXX17 | LANG_CXX20));
    ck_assert(!(m.bits & LANG_GNU));
    ck_assert(!m.dollar);
    o.v[OPT_c11].given = o.v[OPT_c11].on = true;
    o.v[OPT_c11].order = 3;
    lang_mode_from_options(&m, &o);
    ck_assert(lang_has(&m, LANG_C | LANG_C99 | LANG_C11 | LANG_GNU));   /* --gcc is on */
    ck_assert(!(m.bits & (LANG_CXX | LANG_ALTTOK)));
    options_free(&o);
}
END_TEST

static Suite *lexer_suite(void)
{
    Suite *s = suite_create("lexer");
    TCase *tc = tcase_create("lexer");
    tcase_add_test(tc, every_punctuator_spelling);
    tcase_add_test(tc, longest_match_and_special_splits);
    tcase_add_test(tc, keyword_gating);
    tcase_add_test(tc, keyword_dfa_agrees_with_the_hash_table);
    tcase_add_test(tc, literal_forms);
    tcase_add_test(tc, prefixes_and_separators_by_mode);
    tcase_add_test(tc, raw_string_across_lines);
    tcase_add_test(tc, line_markers);
    tcase_add_test(tc, line_marker_in_the_middle_of_a_declaration);
    tcase_add_test(tc, pragmas);
    tcase_add_test(tc, diag_pragmas_reach_the_engine);
    tcase_add_test(tc, positions_and_flags);
    tcase_add_test(tc, tokens_on_demand);
    tcase_add_test(tc, many_tokens_across_chunks);
    tcase_add_test(tc, round_trip_of_a_messy_input);
    tcase_add_test(tc, lexical_errors);
    tcase_add_test(tc, nul_bytes);
    tcase_add_test(tc, bad_input_never_hangs);
    tcase_add_test(tc, lang_mode_from_command_line);
    suite_add_tcase(s, tc);
    return s;
}

CUFE_CHECK_MAIN(lexer_suite)
