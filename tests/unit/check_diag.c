/* The diagnostics engine: message rendering, lookup, every text form,
 * every control, #pragma state by position, and SARIF checked by a small
 * strict JSON parser.
 *
 * Expected texts marked "observed" were printed by cudafe++ 13.0 for the
 * same diagnostic on a tiny input (e.g. w.ii below, run with
 * --display_error_number --stub_file_name x.stub.c --no_code_gen). */
#include "testutil.h"

#include "driver/cli.h"
#include "diag/diag_control.h"
#include "diag/diag_private.h"

/* The observed input w.ii:
 *   int h(unsigned u) { return u < 0; }
 *   int g(unsigned u) { return u < 0; }
 *   __attribute__((global)) int bad() { return 1; }            */
static const char W1[] = "int h(unsigned u) { return u < 0; }";
static const char W2[] = "int g(unsigned u) { return u < 0; }";
static const char W3[] = "__attribute__((global)) int bad() { return 1; }";

static struct diag_loc at(const char *file, unsigned line, const char *text, unsigned column,
                          size_t offset)
{
    return (struct diag_loc){ .file = file, .line = line, .column = column, .line_text = text,
                              .line_len = text ? strlen(text) : 0, .offset = offset };
}

/* 186 at "<" of line 1 and 2, 3505 at "global" of line 3. */
static void report_w(struct diag_engine *d)
{
    struct diag_loc l1 = at("w.ii", 1, W1, 30, 29), l2 = at("w.ii", 2, W2, 30, 65),
                    l3 = at("w.ii", 3, W3, 16, 87);
    diag_report(d, DIAG_unsigned_compare_with_zero, &l1, NULL);
    diag_report(d, DIAG_unsigned_compare_with_zero, &l2, NULL);
    diag_report(d, DIAG_global_function_return_type, &l3, NULL);
}

#define W1_BLOCK(sev) "w.ii(1): " sev ": pointless comparison of unsigned integer with zero\n" \
    "  int h(unsigned u) { return u < 0; }\n"                                               \
    "                               ^\n\n"
#define W2_BLOCK(sev) "w.ii(2): " sev ": pointless comparison of unsigned integer with zero\n" \
    "  int g(unsigned u) { return u < 0; }\n"                                               \
    "                               ^\n\n"
#define W3_BLOCK(sev) "w.ii(3): " sev ": a __global__ function must have a void return type\n" \
    "  __attribute__((global)) int bad() { return 1; }\n"                                   \
    "                 ^\n\n"
#define HINT "Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n\n"

/* Run report_w and diag_finish with some setup; check text and status. */
#define CHECK_W(setup, expected, status)                                   \
    do {                                                                   \
        struct captured c;                                                 \
        capture_begin(&c);                                                 \
        diag_set_compilation_name(&c.d, "w.ii");                           \
        setup;                                                             \
        volatile int rc = -1;                                              \
        RUN_CATCHING(report_w(&c.d); rc = diag_finish(&c.d));              \
        if (test_exit_status >= 0)                                         \
            rc = test_exit_status;                                         \
        ck_assert_str_eq(capture_text(&c), expected);                      \
        ck_assert_int_eq(rc, status);                                      \
        capture_end(&c);                                                   \
    } while (0)

START_TEST(fill_ins)
{
    char buf[64];
    const char *args[] = { "abc", "Q" };
    size_t n = diag_format_message("x \"%1{name}\" y %2{str}!", args, 2, buf, sizeof buf);
    ck_assert_str_eq(buf, "x \"abc\" y Q!");
    ck_assert_uint_eq(n, strlen(buf));
    /* a too-small buffer is cut but reports the full length */
    n = diag_format_message("%1{str}%1{str}", args, 2, buf, 4);
    ck_assert_str_eq(buf, "abc");
    ck_assert_uint_eq(n, 6);
    /* a percent sign that is not a fill-in is kept */
    diag_format_message("100% sure", NULL, 0, buf, sizeof buf);
    ck_assert_str_eq(buf, "100% sure");
}
END_TEST

START_TEST(lookup)
{
    enum diag_id id;
    ck_assert(diag_lookup_tag("cl_invalid_option", &id));
    ck_assert_str_eq(diag_infos[id].tag, "cl_invalid_option");
    ck_assert(!diag_lookup_tag("no_such_tag_at_all", &id));
    /* the controls: cudafe++'s tags, those of tables/diag_tags too (valid,
     * nothing cufe reports), never cufe's placeholders */
    bool bad_number, bad_syntax;
    ck_assert(diag_control_resolve("virtual_function_decl_hidden", &id, &bad_number, &bad_syntax));
    ck_assert_int_eq(diag_infos[id].number, 997);
    ck_assert(diag_control_resolve("probable_guiding_friend", &id, &bad_number, &bad_syntax));
    ck_assert_int_eq(id, DIAG__COUNT);
    ck_assert(!diag_control_resolve("edg_3196", &id, &bad_number, &bad_syntax));
    ck_assert(!diag_control_resolve("cufe_input_too_large", &id, &bad_number, &bad_syntax));
    ck_assert(!diag_control_resolve("probable_guiding_friendx", &id, &bad_number, &bad_syntax));
    /* every tag is found by itself (the table is sorted for bsearch) */
    for (int i = 0; i < DIAG__COUNT; i++) {
        ck_assert(diag_lookup_tag(diag_infos[i].tag, &id));
        ck_assert_int_eq(id, i);
        if (diag_infos[i].number >= 3457)
            ck_assert_int_eq(diag_infos[i].display, diag_infos[i].number + 16543);
    }
    ck_assert(diag_lookup_number(20048, &id));
    ck_assert_int_eq(id, DIAG_global_function_return_type);
    /* the new severities of the table */
    ck_assert_int_eq(diag_infos[DIAG_edg_3196].sev, SEV_NOTE);
    ck_assert_int_eq(diag_infos[DIAG_edg_1373].sev, SEV_SUPPRESSED);
}
END_TEST

START_TEST(catastrophe_with_name)
{
    struct captured c;
    capture_begin(&c);
    diag_set_compilation_name(&c.d, "k.cu");
    RUN_CATCHING(diag_simple(&c.d, DIAG_cannot_open_file, "source", "k.ii", ""));
    ck_assert_int_eq(test_exit_status, 4);
    ck_assert_str_eq(capture_text(&c),
                     "Catastrophic error: cannot open source file \"k.ii\"\n\n"
                     "1 catastrophic error detected in the compilation of \"k.cu\".\n"
                     "Compilation terminated.\n");
    capture_end(&c);
}
END_TEST

/* observed: --display_error_number */
START_TEST(text_numbers_and_hint)
{
    CHECK_W(c.d.display_numbers = true,
            W1_BLOCK("warning #186-D") HINT W2_BLOCK("warning #186-D") W3_BLOCK("error")
            "1 error detected in the compilation of \"w.ii\".\n", 2);
}
END_TEST

/* observed: no --display_error_number: no numbers, no Remark line */
START_TEST(text_without_numbers)
{
    CHECK_W((void)0, W1_BLOCK("warning") W2_BLOCK("warning") W3_BLOCK("error")
            "1 error detected in the compilation of \"w.ii\".\n", 2);
}
END_TEST

/* observed: --brief_diagnostics */
START_TEST(text_brief)
{
    CHECK_W((c.d.display_numbers = true, c.d.brief = true),
            "w.ii(1): warning #186-D: pointless comparison of unsigned integer with zero\n"
            "Remark: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n"
            "w.ii(2): warning #186-D: pointless comparison of unsigned integer with zero\n"
            "w.ii(3): error: a __global__ function must have a void return type\n"
            "1 error detected in the compilation of \"w.ii\".\n", 2);
}
END_TEST

/* observed: --promote_warnings numbers the promoted warnings */
START_TEST(text_promote)
{
    CHECK_W((c.d.display_numbers = true, c.d.promote_warnings = true),
            W1_BLOCK("error #186-D") HINT W2_BLOCK("error #186-D") W3_BLOCK("error")
            "3 errors detected in the compilation of \"w.ii\".\n", 2);
    /* observed: --diag_warning=3505 --promote_warnings */
    CHECK_W((c.d.display_numbers = true, c.d.promote_warnings = true,
             c.d.override[DIAG_global_function_return_type] = SEV_WARNING),
            W1_BLOCK("error #186-D") HINT W2_BLOCK("error #186-D") W3_BLOCK("error #20048-D")
            "3 errors detected in the compilation of \"w.ii\".\n", 2);
}
END_TEST

/* observed: --diag_error=186 (no number, no hint); --diag_warning=3505
 * (rc 0, no summary); --diag_suppress=3505 */
START_TEST(text_overrides)
{
    CHECK_W((c.d.display_numbers = true,
             c.d.override[DIAG_unsigned_compare_with_zero] = SEV_ERROR),
            W1_BLOCK("error") W2_BLOCK("error") W3_BLOCK("error")
            "3 errors detected in the compilation of \"w.ii\".\n", 2);
    CHECK_W((c.d.display_numbers = true,
             c.d.override[DIAG_global_function_return_type] = SEV_WARNING),
            W1_BLOCK("warning #186-D") HINT W2_BLOCK("warning #186-D")
            W3_BLOCK("warning #20048-D"), 0);
    CHECK_W((c.d.display_numbers = true,
             c.d.override[DIAG_global_function_return_type] = SEV_SUPPRESSED),
            W1_BLOCK("warning #186-D") HINT W2_BLOCK("warning #186-D"), 0);
    /* observed: --diag_remark=186 without --remarks hides it, with shows it */
    CHECK_W((c.d.display_numbers = true,
             c.d.override[DIAG_unsigned_compare_with_zero] = SEV_REMARK),
            W3_BLOCK("error") "1 error detected in the compilation of \"w.ii\".\n", 2);
    CHECK_W((c.d.display_numbers = true, c.d.min_shown = SEV_REMARK,
             c.d.override[DIAG_unsigned_compare_with_zero] = SEV_REMARK),
            W1_BLOCK("remark #186-D") W2_BLOCK("remark #186-D") W3_BLOCK("error")
            "1 error detected in the compilation of \"w.ii\".\n", 2);
    /* observed: --diag_once=186 */
    CHECK_W((c.d.display_numbers = true, c.d.once[DIAG_unsigned_compare_with_zero] = true),
            W1_BLOCK("warning #186-D") HINT W3_BLOCK("error")
            "1 error detected in the compilation of \"w.ii\".\n", 2);
    /* observed: -w */
    CHECK_W((c.d.display_numbers = true, c.d.min_shown = SEV_ERROR),
            W3_BLOCK("error") "1 error detected in the compilation of \"w.ii\".\n", 2);
}
END_TEST

/* observed: --diag_suppress=3709, --diag_error=3709 ("Error:", counted),
 * --diag_warning=3709 ("Warning:") */
START_TEST(text_hint_controls)
{
    CHECK_W((c.d.display_numbers = true, c.d.override[DIAG_edg_3709] = SEV_SUPPRESSED),
            W1_BLOCK("warning #186-D") W2_BLOCK("warning #186-D") W3_BLOCK("error")
            "1 error detected in the compilation of \"w.ii\".\n", 2);
    CHECK_W((c.d.display_numbers = true, c.d.override[DIAG_edg_3709] = SEV_ERROR),
            W1_BLOCK("warning #186-D")
            "Error: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n\n"
            W2_BLOCK("warning #186-D") W3_BLOCK("error")
            "2 errors detected in the compilation of \"w.ii\".\n", 2);
    CHECK_W((c.d.display_numbers = true, c.d.override[DIAG_edg_3709] = SEV_WARNING),
            W1_BLOCK("warning #186-D")
            "Warning: The warnings can be suppressed with \"-diag-suppress <warning-number>\"\n\n"
            W2_BLOCK("warning #186-D") W3_BLOCK("error")
            "1 error detected in the compilation of \"w.ii\".\n", 2);
}
END_TEST

/* Hard errors ignore the controls (observed: --diag_suppress=65 and
 * #pragma nv_diag_suppress 65 leave `expected a ";"` an error). */
START_TEST(hard_errors_stay)
{
    struct captured c;
    capture_begin(&c);
    c.d.override[DIAG_exp_semicolon] = SEV_SUPPRESSED;
    struct diag_loc l = at("s.ii", 1, "int f(){ return 1 }", 19, 18);
    ck_assert_int_eq(diag_report(&c.d, DIAG_exp_semicolon, &l, NULL), SEV_ERROR);
    ck_assert_uint_eq(c.d.errors, 1);
    capture_end(&c);
}
END_TEST

/* Rows that are suppressed by default appear only when raised. */
START_TEST(suppressed_by_default)
{
    struct captured c;
    capture_begin(&c);
    c.d.min_shown = SEV_REMARK;
    ck_assert_int_eq(diag_report(&c.d, DIAG_edg_1373, NULL, NULL), SEV_SUPPRESSED);
    ck_assert_str_eq(capture_text(&c), "");
    c.d.override[DIAG_edg_1373] = SEV_WARNING;
    ck_assert_int_eq(diag_report(&c.d, DIAG_edg_1373, NULL, NULL), SEV_WARNING);
    ck_assert_int_eq(diag_effective_severity(&c.d, DIAG_edg_1373, NULL), SEV_WARNING);
    capture_end(&c);
}
END_TEST

/* observed: --error_limit=1 on three bad kernels: the first error, then
 * the limit (the group is closed first), rc 4 */
START_TEST(error_limit)
{
    struct captured c;
    capture_begin(&c);
    diag_set_compilation_name(&c.d, "e.ii");
    c.d.error_limit = 1;
    struct diag_loc l1 = at("e.ii", 1, "__attribute__((global)) int bad1() { return 1; }", 16, 15);
    struct diag_loc l2 = at("e.ii", 2, "__attribute__((global)) int bad2() { return 1; }", 16, 64);
    RUN_CATCHING(diag_report(&c.d, DIAG_global_function_return_type, &l1, NULL);
                 diag_report(&c.d, DIAG_global_function_return_type, &l2, NULL));
    ck_assert_int_eq(test_exit_status, 4);
    ck_assert_str_eq(capture_text(&c),
                     "e.ii(1): error: a __global__ function must have a void return type\n"
                     "  __attribute__((global)) int bad1() { return 1; }\n"
                     "                 ^\n\n"
                     "Error limit reached.\n"
                     "1 error detected in the compilation of \"e.ii\".\n"
                     "Compilation terminated.\n");
    capture_end(&c);

    /* observed: --error_limit=3 --promote_warnings on w.ii */
    CHECK_W((c.d.display_numbers = true, c.d.promote_warnings = true, c.d.error_limit = 3),
            W1_BLOCK("error #186-D") HINT W2_BLOCK("error #186-D") W3_BLOCK("error")
            "Error limit reached.\n3 errors detected in the compilation of \"w.ii\".\n"
            "Compilation terminated.\n", 4);
    /* observed: --error_limit=2: one error, not reached */
    CHECK_W((c.d.display_numbers = true, c.d.error_limit = 2),
            W1_BLOCK("warning #186-D") HINT W2_BLOCK("warning #186-D") W3_BLOCK("error")
            "1 error detected in the compilation of \"w.ii\".\n", 2);
}
END_TEST

/* observed on `void g(int); void g(float); void h(){ g(1.0); }` */
/* Muted input ranges: what is reported inside one (at any time) is
 * dropped, errors and warnings alike; outside, shown as usual. */
START_TEST(muted_ranges)
{
    CHECK_W(diag_mute_range(&c.d, 60, 90), W1_BLOCK("warning"), 0);
    CHECK_W((diag_mute_range(&c.d, 0, 29), diag_mute_range(&c.d, 87, 87)), W2_BLOCK("warning"), 0);
}
END_TEST

START_TEST(multi_line)
{
    struct captured c;
    capture_begin(&c);
    diag_set_compilation_name(&c.d, "ml.ii");
    struct diag_loc l = at("ml.ii", 3, "void h(){ g(1.0); }", 11, 50);
    const char *args[] = { "g" };
    const char *lines[] = { "function \"g(int)\" (declared at line 1)",
                            "function \"g(float)\" (declared at line 2)",
                            "argument types are: (double)", NULL };
    diag_report_lines(&c.d, DIAG_edg_308, &l, args, lines);
    ck_assert_int_eq(diag_finish(&c.d), 2);
    ck_assert_str_eq(capture_text(&c),
        "ml.ii(3): error: more than one instance of overloaded function \"g\" matches the argument list:\n"
        "            function \"g(int)\" (declared at line 1)\n"
        "            function \"g(float)\" (declared at line 2)\n"
        "            argument types are: (double)\n"
        "  void h(){ g(1.0); }\n"
        "            ^\n\n"
        "1 error detected in the compilation of \"ml.ii\".\n");
    capture_end(&c);
}
END_TEST

/* observed: `int f(int x){return x;} constexpr int a = f(1);` then a
 * warning; and `int f() {` / `  int x;` (end of source) */
START_TEST(notes)
{
    struct captured c;
    capture_begin(&c);
    c.d.display_numbers = true;
    diag_set_compilation_name(&c.d, "n.ii");
    const char *line2 = "constexpr int a = f(1);";
    struct diag_loc l = at("n.ii", 2, line2, 19, 42);
    const char *note_args[] = { "f", "1" };
    diag_report(&c.d, DIAG_expr_not_constant, &l, NULL);
    diag_note(&c.d, DIAG_edg_2703, &l, note_args);
    struct diag_loc l3 = at("n.ii", 3, W1, 30, 70);
    diag_report(&c.d, DIAG_unsigned_compare_with_zero, &l3, NULL);
    ck_assert_int_eq(diag_finish(&c.d), 2);
    ck_assert_str_eq(capture_text(&c),
        "n.ii(2): error: expression must have a constant value\n"
        "  constexpr int a = f(1);\n"
        "                    ^\n"
        "n.ii(2): note #2703-D: cannot call non-constexpr function \"f\" (declared at line 1)\n"
        "  constexpr int a = f(1);\n"
        "                    ^\n\n"
        "n.ii(3): warning #186-D: pointless comparison of unsigned integer with zero\n"
        "  int h(unsigned u) { return u < 0; }\n"
        "                               ^\n\n"
        HINT
        "1 error detected in the compilation of \"n.ii\".\n");
    capture_end(&c);

    capture_begin(&c);
    c.d.display_numbers = true;
    diag_set_compilation_name(&c.d, "eof.ii");
    struct diag_loc end = { .at_end = true, .file = "eof.ii", .line = 2, .offset = 18 };
    struct diag_loc brace = at("eof.ii", 1, "int f() {", 9, 8);
    const char *f[] = { "f" }, *lb[] = { "{" };
    diag_report(&c.d, DIAG_implicit_return_from_non_void_function, &end, f);
    diag_report(&c.d, DIAG_exp_rbrace, &end, NULL);
    diag_note(&c.d, DIAG_edg_3196, &brace, lb);
    ck_assert_int_eq(diag_finish(&c.d), 2);
    ck_assert_str_eq(capture_text(&c),
        "At end of source: warning #940-D: missing return statement at end of non-void function \"f\"\n\n"
        HINT
        "At end of source: error: expected a \"}\"\n"
        "eof.ii(1): note #3196-D: to match this \"{\"\n"
        "  int f() {\n"
        "          ^\n\n"
        "1 error detected in the compilation of \"eof.ii\".\n");
    capture_end(&c);

    /* no number without --display_error_number (observed); a note after a
     * suppressed diagnostic, or itself suppressed, is not shown */
    capture_begin(&c);
    diag_report(&c.d, DIAG_exp_rbrace, &end, NULL);
    diag_note(&c.d, DIAG_edg_3196, &brace, lb);
    c.d.override[DIAG_code_is_unreachable] = SEV_SUPPRESSED;
    diag_report(&c.d, DIAG_code_is_unreachable, &brace, NULL);
    ck_assert_int_eq(diag_note(&c.d, DIAG_edg_3196, &brace, lb), SEV_SUPPRESSED);
    c.d.override[DIAG_edg_3196] = SEV_SUPPRESSED;
    diag_report(&c.d, DIAG_exp_rbrace, &end, NULL);
    ck_assert_int_eq(diag_note(&c.d, DIAG_edg_3196, &brace, lb), SEV_SUPPRESSED);
    ck_assert_str_eq(capture_text(&c),
        "At end of source: error: expected a \"}\"\n"
        "eof.ii(1): note: to match this \"{\"\n"
        "  int f() {\n"
        "          ^\n\n"
        "At end of source: error: expected a \"}\"\n");
    /* a row of severity note reported with diag_report is a note */
    ck_assert_int_eq(diag_report(&c.d, DIAG_edg_2701, &brace, NULL), SEV_NOTE);
    capture_end(&c);
}
END_TEST

/* observed: `#include "nonexist.h"` after an error; and the brief form */
START_TEST(catastrophe_with_position)
{
    struct captured c;
    capture_begin(&c);
    diag_set_compilation_name(&c.d, "c.ii");
    struct diag_loc l1 = at("c.ii", 1, "__attribute__((global)) int bad1() { return 1; }", 16, 15);
    struct diag_loc l2 = at("c.ii", 2, "#include \"nonexist.h\"", 22, 70);
    const char *args[] = { "source", "nonexist.h", "" };
    RUN_CATCHING(diag_report(&c.d, DIAG_global_function_return_type, &l1, NULL);
                 diag_report(&c.d, DIAG_cannot_open_file, &l2, args));
    ck_assert_int_eq(test_exit_status, 4);
    ck_assert_str_eq(capture_text(&c),
        "c.ii(1): error: a __global__ function must have a void return type\n"
        "  __attribute__((global)) int bad1() { return 1; }\n"
        "                 ^\n\n"
        "c.ii(2): catastrophic error: cannot open source file \"nonexist.h\"\n"
        "  #include \"nonexist.h\"\n"
        "                       ^\n\n"
        "1 error and 1 catastrophic error detected in the compilation of \"c.ii\".\n"
        "Compilation terminated.\n");
    capture_end(&c);

    capture_begin(&c);
    c.d.brief = true;
    diag_set_compilation_name(&c.d, "nonexist.ii");
    RUN_CATCHING(diag_simple(&c.d, DIAG_cannot_open_file, "source", "nonexist.ii", ""));
    ck_assert_str_eq(capture_text(&c),
        "Catastrophic error: cannot open source file \"nonexist.ii\"\n"
        "1 catastrophic error detected in the compilation of \"nonexist.ii\".\n"
        "Compilation terminated.\n");
    capture_end(&c);

    /* observed: the module id file at end of an empty source */
    capture_begin(&c);
    diag_set_compilation_name(&c.d, "empty.ii");
    struct diag_loc end = { .at_end = true };
    const char *mid[] = { "module id", "nope.id", "" };
    RUN_CATCHING(diag_report(&c.d, DIAG_cannot_open_file, &end, mid));
    ck_assert_str_eq(capture_text(&c),
        "At end of source: catastrophic error: cannot open module id file \"nope.id\"\n\n"
        "1 catastrophic error detected in the compilation of \"empty.ii\".\n"
        "Compilation terminated.\n");
    capture_end(&c);
}
END_TEST

/* observed: a <<<>>> launch without cuda_runtime.h declarations (cudafe++
 * then aborts with rc 134; cufe exits 4) */
START_TEST(internal_error)
{
    struct captured c;
    capture_begin(&c);
    diag_set_compilation_name(&c.d, "launch.ii");
    struct diag_loc l = at("launch.ii", 2, "void h(){ k<<<1,1>>>(); }", 15, 48);
    RUN_CATCHING(diag_report(&c.d, DIAG_missing_pushcallconfig, &l, NULL));
    ck_assert_int_eq(test_exit_status, 4);
    ck_assert_str_eq(capture_text(&c),
        "launch.ii(2): internal error: unable to find __cudaPushCallConfiguration declaration. "
        "CUDA toolkit installation may be corrupt.\n"
        "  void h(){ k<<<1,1>>>(); }\n"
        "                ^\n\n"
        "1 catastrophic error detected in the compilation of \"launch.ii\".\n"
        "Compilation aborted.\n");
    capture_end(&c);
}
END_TEST

/* observed: `--brief_diagnostics --bogus`: no blank line */
START_TEST(command_line_error)
{
    struct captured c;
    capture_begin(&c);
    c.d.brief = true;
    RUN_CATCHING(diag_simple(&c.d, DIAG_cl_invalid_option, "--bogus", NULL, NULL));
    ck_assert_int_eq(test_exit_status, 4);
    ck_assert_str_eq(capture_text(&c), "Command-line error: invalid option: --bogus\n"
                                       "1 catastrophic error detected in this compilation.\n"
                                       "Compilation terminated.\n");
    capture_end(&c);
}
END_TEST

/* observed: tabs are kept in the source line and repeated in the caret
 * line; a UTF-8 character takes one caret column */
START_TEST(caret_line)
{
    struct captured c;
    capture_begin(&c);
    c.d.brief = false;
    const char *tab = "int h(unsigned u) {\treturn\tu < 0; }";
    struct diag_loc l = at("tab.ii", 1, tab, 30, 29);
    diag_report(&c.d, DIAG_unsigned_compare_with_zero, &l, NULL);
    const char *utf = "const char*s=\"\xc3\xa9\xc3\xa9\"; int h(unsigned u) { return u < 0; }";
    struct diag_loc u = at("u.ii", 1, utf, 51, 50);
    diag_report(&c.d, DIAG_unsigned_compare_with_zero, &u, NULL);
    /* a caret just past the end of the line (a pragma with no argument) */
    const char *pr = "#pragma nv_diag_suppress";
    struct diag_loc p = at("pp.ii", 8, pr, 25, 24);
    diag_report(&c.d, DIAG_edg_1224, &p, NULL);
    /* column 0: no source line (observed for the module id file) */
    struct diag_loc nocol = at("three.ii", 3, "int x;", 0, 2);
    diag_report(&c.d, DIAG_code_is_unreachable, &nocol, NULL);
    c.d.min_shown = SEV_REMARK;
    diag_report(&c.d, DIAG_code_is_unreachable, &nocol, NULL);
    diag_finish(&c.d);
    ck_assert_str_eq(capture_text(&c),
        "tab.ii(1): warning: pointless comparison of unsigned integer with zero\n"
        "  int h(unsigned u) {\treturn\tu < 0; }\n"
        "                     \t      \t  ^\n\n"
        "u.ii(1): warning: pointless comparison of unsigned integer with zero\n"
        "  const char*s=\"\xc3\xa9\xc3\xa9\"; int h(unsigned u) { return u < 0; }\n"
        "                                                  ^\n\n"
        "pp.ii(8): warning: expected an error number or error tag\n"
        "  #pragma nv_diag_suppress\n"
        "                          ^\n\n"
        "three.ii(3): remark: statement is unreachable\n\n");
    capture_end(&c);
}
END_TEST

/* observed (a header included through -isystem): in a system header
 * only hard errors show; warnings, remarks and discretionary errors are
 * dropped whatever --diag_error, --promote_warnings or --remarks say */
START_TEST(system_header)
{
    struct captured c;
    capture_begin(&c);
    c.d.display_numbers = true;
    c.d.promote_warnings = true;
    c.d.min_shown = SEV_REMARK;
    c.d.override[DIAG_edg_1224] = SEV_ERROR;
    struct diag_loc l = at("/usr/include/h.h", 1, W1, 30, 29);
    l.system = true;
    ck_assert_int_eq(diag_effective_severity(&c.d, DIAG_unsigned_compare_with_zero, &l),
                     SEV_SUPPRESSED);
    ck_assert_int_eq(diag_report(&c.d, DIAG_unsigned_compare_with_zero, &l, NULL), SEV_SUPPRESSED);
    ck_assert_int_eq(diag_report(&c.d, DIAG_edg_1224, &l, NULL), SEV_SUPPRESSED);
    ck_assert_int_eq(diag_report(&c.d, DIAG_code_is_unreachable, &l, NULL), SEV_SUPPRESSED);
    ck_assert_int_eq(diag_report(&c.d, DIAG_inaccessible_special_function, &l, NULL),
                     SEV_SUPPRESSED);
    struct diag_loc e = at("/usr/include/h.h", 3, W3, 16, 87);
    e.system = true;
    ck_assert_int_eq(diag_report(&c.d, DIAG_global_function_return_type, &e, NULL),
                     SEV_SUPPRESSED);   /* (discretionary) */
    const char *args[] = { "bad", NULL };
    ck_assert_int_eq(diag_report(&c.d, DIAG_undefined_identifier, &e, args), SEV_ERROR);
    ck_assert_int_eq(diag_finish(&c.d), 2);
    ck_assert_str_eq(capture_text(&c),
        "/usr/include/h.h(3): error: identifier \"bad\" is undefined\n"
        "  __attribute__((global)) int bad() { return 1; }\n"
        "                 ^\n\n"
        "1 error detected in this compilation.\n");
    capture_end(&c);
}
END_TEST

/* cufe's own: a line over 4 KB is quoted as 1 KB either side of the
 * caret, "..." where it goes on, the caret under its character (a UTF-8
 * character straddling the window's edge is kept whole) */
START_TEST(long_line_window)
{
    struct captured c;
    capture_begin(&c);
    size_t n = 10000;
    char *line = malloc(n + 1);
    memset(line, 'a', n);
    line[n] = 0;
    line[5000] = 'X';
    line[5000 - 1024] = '\xc3';     /* the window's first byte starts a character */
    line[5000 - 1024 + 1] = '\xa9';
    line[5000 + 1024 - 1] = '\xc3'; /* a character across the window's end */
    line[5000 + 1024] = '\xa9';
    struct diag_loc l = at("long.ii", 1, line, 5001, 5000);
    diag_report(&c.d, DIAG_unsigned_compare_with_zero, &l, NULL);
    /* near the start: no leading "...", the caret where it is */
    struct diag_loc s = at("long.ii", 1, line, 3, 2);
    diag_report(&c.d, DIAG_unsigned_compare_with_zero, &s, NULL);
    diag_finish(&c.d);
    const char *text = capture_text(&c);
    const char *src = strchr(text, '\n') + 1, *caret = strchr(src, '\n') + 1;
    size_t src_len = (size_t)(caret - 1 - src), caret_len = (size_t)(strchr(caret, '\n') - caret);
    ck_assert_uint_eq(src_len, 2 + 3 + 1024 + 1025 + 3);
    ck_assert(strncmp(src, "  ...\xc3\xa9", 7) == 0);
    ck_assert(strncmp(src + src_len - 5, "\xc3\xa9...", 5) == 0);
    /* "  ", 3 blanks for "...", one per character before the X (the
     * first one is two bytes) */
    ck_assert_uint_eq(caret_len, 2 + 3 + 1023 + 1);
    ck_assert_int_eq(caret[caret_len - 1], '^');
    ck_assert_int_eq(src[2 + 3 + 1024], 'X');
    const char *second = strstr(caret, "long.ii(1)");
    ck_assert_ptr_nonnull(second);
    src = strchr(second, '\n') + 1;
    caret = strchr(src, '\n') + 1;
    ck_assert(strncmp(src, "  aaa", 5) == 0);
    ck_assert_uint_eq((size_t)(caret - 1 - src), 2 + 2 + 1024 + 3);
    ck_assert(strncmp(caret, "    ^\n", 6) == 0);
    free(line);
    capture_end(&c);
}
END_TEST

/* observed on a terminal (script -qc): cudafe++'s escape sequences */
START_TEST(colors)
{
    struct captured c;
    capture_begin(&c);
    ck_assert(!c.d.color_capable);   /* a memory stream is no terminal */
    c.d.colors = true;
    c.d.display_numbers = true;
    c.d.brief = true;
    diag_set_compilation_name(&c.d, "w.ii");
    report_w(&c.d);
    diag_finish(&c.d);
    ck_assert_str_eq(capture_text(&c),
        "\033[01m\033[0m\033[01mw.ii(1)\033[0m: \033[01;35mwarning\033[0m #186-D: "
        "pointless comparison of unsigned integer with zero\n"
        "\033[01;36m\033[0m\033[01;36mRemark\033[0m: The warnings can be suppressed with "
        "\"-diag-suppress <warning-number>\"\n"
        "\033[01m\033[0m\033[01mw.ii(2)\033[0m: \033[01;35mwarning\033[0m #186-D: "
        "pointless comparison of unsigned integer with zero\n"
        "\033[01m\033[0m\033[01mw.ii(3)\033[0m: \033[01;31merror\033[0m: "
        "a __global__ function must have a void return type\n"
        "1 error detected in the compilation of \"w.ii\".\n");
    capture_end(&c);

    capture_begin(&c);
    c.d.colors = true;
    RUN_CATCHING(diag_simple(&c.d, DIAG_cannot_open_file, "source", "x.ii", ""));
    ck_assert_str_eq(capture_text(&c),
        "\033[01;31m\033[0m\033[01;31mCatastrophic error\033[0m: cannot open source file \"x.ii\"\n\n"
        "1 catastrophic error detected in this compilation.\n"
        "Compilation terminated.\n");
    capture_end(&c);
}
END_TEST

/* The options reach the engine in command-line order (observed: "-w
 * --remarks" shows warnings and remarks, "--remarks -w" neither). */
static void parse_into(struct captured *c, const char **argv)
{
    struct options o;
    volatile int argc = 0;
    while (argv[argc])
        argc++;
    options_init(&o);
    RUN_CATCHING(cli_parse(&c->d, &o, argc, (char **)argv, diag_control_option));
    ck_assert_int_eq(test_exit_status, -1);
    options_free(&o);
}

START_TEST(control_options)
{
    struct captured c;
    capture_begin(&c);
    parse_into(&c, (const char *[]){ "cufe", "-w", "--remarks", "x.ii", NULL });
    ck_assert_int_eq(c.d.min_shown, SEV_REMARK);
    capture_end(&c);
    capture_begin(&c);
    parse_into(&c, (const char *[]){ "cufe", "--remarks", "-w", "--promote_warnings",
                                     "--brief_diagnostics", "--display_error_number",
                                     "--output_mode", "sarif", "--error_limit=3",
                                     "--diag_once=186", "x.ii", NULL });
    ck_assert_int_eq(c.d.min_shown, SEV_ERROR);
    ck_assert(c.d.promote_warnings && c.d.brief && c.d.display_numbers);
    ck_assert_int_eq(c.d.mode, OUTPUT_SARIF);
    ck_assert_int_eq(c.d.error_limit, 3);
    ck_assert(c.d.once[DIAG_unsigned_compare_with_zero]);
    capture_end(&c);
    /* colour needs a terminal: --colors cannot force it */
    capture_begin(&c);
    parse_into(&c, (const char *[]){ "cufe", "--colors", "x.ii", NULL });
    ck_assert(!c.d.colors);
    c.d.color_capable = true;
    parse_into(&c, (const char *[]){ "cufe", "--no_colors", "--colors", "x.ii", NULL });
    ck_assert(c.d.colors);
    parse_into(&c, (const char *[]){ "cufe", "--colors", "--no_colors", "x.ii", NULL });
    ck_assert(!c.d.colors);
    capture_end(&c);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Pragmas                                                             */
/* ------------------------------------------------------------------ */

/* A pragma line "#pragma NAME ARGS" at byte offset off: args start right
 * after the name. */
static void pragma(struct diag_engine *d, const char *line, unsigned lineno, size_t off)
{
    const char *name = line + strlen("#pragma ");
    size_t n = strcspn(name, " \t");
    enum diag_pragma_kind kind;
    ck_assert(diag_pragma_kind_from_name(name, n, &kind));
    const char *args = name + n;
    struct diag_loc l = at("p.ii", lineno, line, (unsigned)(args - line) + 1,
                           off + (size_t)(args - line));
    diag_pragma(d, kind, args, strlen(args), &l);
}

/* 186 at line L, offset 100*L. */
static enum severity w186(struct diag_engine *d, unsigned line)
{
    struct diag_loc l = at("p.ii", line, W1, 30, 100 * line);
    return diag_report(d, DIAG_unsigned_compare_with_zero, &l, NULL);
}

/* Oracle case 30 (30_diag_pragmas.cu), pragma by pragma: shown lines 6,
 * 17, 23 (177 as a warning), 26, 29 and an error at 33 (observed). */
START_TEST(pragma_case_30)
{
    struct captured c;
    capture_begin(&c);
    struct diag_engine *d = &c.d;
    ck_assert_int_eq(w186(d, 6), SEV_WARNING);
    pragma(d, "#pragma nv_diag_suppress 186", 8, 800);
    ck_assert_int_eq(w186(d, 9), SEV_SUPPRESSED);
    pragma(d, "#pragma nv_diag_default 186", 10, 1000);
    pragma(d, "#pragma nv_diagnostic push", 12, 1200);
    pragma(d, "#pragma nv_diag_suppress 186", 13, 1300);
    ck_assert_int_eq(w186(d, 14), SEV_SUPPRESSED);
    pragma(d, "#pragma nv_diagnostic pop", 15, 1500);
    ck_assert_int_eq(w186(d, 17), SEV_WARNING);
    pragma(d, "#pragma nv_diag_remark 186", 19, 1900);
    ck_assert_int_eq(w186(d, 20), SEV_SUPPRESSED);   /* a remark, hidden */
    pragma(d, "#pragma nv_diag_warning 177", 22, 2200);
    struct diag_loc l23 = at("p.ii", 23, "int f6() { int unused_var; return 0; }", 16, 2300);
    const char *args[] = { "variable", "unused_var" };
    ck_assert_int_eq(diag_report(d, DIAG_declared_but_not_referenced, &l23, args), SEV_WARNING);
    pragma(d, "#pragma nv_diag_default 186", 25, 2500);
    ck_assert_int_eq(w186(d, 26), SEV_WARNING);
    ck_assert_int_eq(w186(d, 29), SEV_WARNING);      /* #pragma diag_suppress: not ours */
    pragma(d, "#pragma nv_diag_error 186", 32, 3200);
    ck_assert_int_eq(w186(d, 33), SEV_ERROR);
    ck_assert_uint_eq(d->errors, 1);
    ck_assert_uint_eq(d->warnings, 5);
    capture_end(&c);
}
END_TEST

/* A diagnostic reported late sees the state at its own offset; without
 * a position or at end of source, the latest state. */
START_TEST(pragma_position)
{
    struct captured c;
    capture_begin(&c);
    struct diag_engine *d = &c.d;
    pragma(d, "#pragma nv_diag_suppress 186", 2, 200);
    pragma(d, "#pragma nv_diag_error unsigned_compare_with_zero", 5, 500);
    ck_assert_int_eq(w186(d, 1), SEV_WARNING);    /* before both */
    ck_assert_int_eq(w186(d, 3), SEV_SUPPRESSED);
    ck_assert_int_eq(w186(d, 6), SEV_ERROR);
    struct diag_loc end = { .at_end = true };
    ck_assert_int_eq(diag_effective_severity(d, DIAG_unsigned_compare_with_zero, &end), SEV_ERROR);
    ck_assert_int_eq(diag_effective_severity(d, DIAG_unsigned_compare_with_zero, NULL), SEV_ERROR);
    /* pragmas override the command line; default goes back to it */
    d->override[DIAG_declared_but_not_referenced] = SEV_WARNING;
    pragma(d, "#pragma nv_diag_suppress 177", 7, 700);
    struct diag_loc l8 = at("p.ii", 8, "int x;", 5, 800), l10 = at("p.ii", 10, "int x;", 5, 1000);
    ck_assert_int_eq(diag_effective_severity(d, DIAG_declared_but_not_referenced, &l8),
                     SEV_SUPPRESSED);
    pragma(d, "#pragma nv_diag_default 177", 9, 900);
    ck_assert_int_eq(diag_effective_severity(d, DIAG_declared_but_not_referenced, &l10),
                     SEV_WARNING);
    /* hard errors stay errors (observed: nv_diag_suppress 65) */
    pragma(d, "#pragma nv_diag_suppress 65", 11, 1100);
    struct diag_loc l12 = at("p.ii", 12, "int x;", 5, 1200);
    ck_assert_int_eq(diag_effective_severity(d, DIAG_exp_semicolon, &l12), SEV_ERROR);
    /* display numbers and several items (observed: "unsigned_compare_with_zero, 20048") */
    pragma(d, "#pragma nv_diag_suppress 20048 , code_is_unreachable,3505", 13, 1300);
    struct diag_loc l14 = at("p.ii", 14, "int x;", 5, 1400);
    ck_assert_int_eq(diag_effective_severity(d, DIAG_global_function_return_type, &l14),
                     SEV_SUPPRESSED);
    capture_end(&c);
}
END_TEST

START_TEST(pragma_push_pop_stack)
{
    struct captured c;
    capture_begin(&c);
    struct diag_engine *d = &c.d;
    pragma(d, "#pragma nv_diagnostic push", 1, 100);
    pragma(d, "#pragma nv_diag_suppress 186", 2, 200);
    pragma(d, "#pragma nv_diagnostic push", 3, 300);
    pragma(d, "#pragma nv_diag_error 186", 4, 400);
    pragma(d, "#pragma nv_diagnostic push extra words", 5, 500);  /* observed: no warning */
    pragma(d, "#pragma nv_diag_warning 186", 6, 600);
    ck_assert_int_eq(w186(d, 7), SEV_WARNING);
    pragma(d, "#pragma nv_diagnostic pop", 8, 800);
    ck_assert_int_eq(w186(d, 9), SEV_ERROR);
    pragma(d, "#pragma nv_diagnostic pop", 10, 1000);
    ck_assert_int_eq(w186(d, 11), SEV_SUPPRESSED);
    pragma(d, "#pragma nv_diagnostic pop", 12, 1200);
    ck_assert_int_eq(w186(d, 13), SEV_WARNING);
    /* still right for the earlier positions */
    struct diag_loc l7 = at("p.ii", 7, W1, 30, 700), l9 = at("p.ii", 9, W1, 30, 900);
    ck_assert_int_eq(diag_effective_severity(d, DIAG_unsigned_compare_with_zero, &l7), SEV_WARNING);
    ck_assert_int_eq(diag_effective_severity(d, DIAG_unsigned_compare_with_zero, &l9), SEV_ERROR);
    ck_assert_uint_eq(d->pragmas.depth, 0);
    /* deep nesting grows the stack */
    for (int i = 0; i < 40; i++)
        pragma(d, "#pragma nv_diagnostic push", 20, 2000 + (size_t)i);
    pragma(d, "#pragma nv_diag_suppress 186", 21, 2100);
    for (int i = 0; i < 40; i++)
        pragma(d, "#pragma nv_diagnostic pop", 22, 2200 + (size_t)i);
    ck_assert_int_eq(w186(d, 23), SEV_WARNING);
    capture_end(&c);
}
END_TEST

START_TEST(pragma_once)
{
    struct captured c;
    capture_begin(&c);
    struct diag_engine *d = &c.d;
    ck_assert_int_eq(w186(d, 1), SEV_WARNING);
    pragma(d, "#pragma nv_diag_once 186", 2, 200);   /* observed: only the first shown */
    ck_assert_int_eq(w186(d, 3), SEV_SUPPRESSED);
    capture_end(&c);
}
END_TEST

/* The warnings for bad pragma arguments, at the columns cudafe++ gives. */
START_TEST(pragma_errors)
{
    struct captured c;
    capture_begin(&c);
    struct diag_engine *d = &c.d;
    d->display_numbers = true;
    d->brief = false;
    pragma(d, "#pragma nv_diag_suppress 99999", 1, 0);
    pragma(d, "#pragma nv_diag_suppress not_a_tag", 2, 100);
    pragma(d, "#pragma nv_diagnostic pop", 6, 600);
    pragma(d, "#pragma nv_diag_suppress 186 177", 9, 900);
    pragma(d, "#pragma nv_diagnostic", 10, 1000);
    pragma(d, "#pragma nv_diagnostic foo", 11, 1100);
    pragma(d, "#pragma nv_diag_suppress ,186", 12, 1200);
    pragma(d, "#pragma nv_diag_suppress (186)", 13, 1300);
    pragma(d, "#pragma nv_diag_suppress 0", 14, 1400);
    pragma(d, "#pragma nv_diag_suppress 20338", 15, 1500);
    pragma(d, "#pragma nv_diag_suppress 1", 16, 1600);   /* valid, not ours: silent */
    diag_finish(d);
    /* observed (pp.ii, pq.ii, pr.ii); file names changed to p.ii */
    ck_assert_str_eq(capture_text(&c),
        "p.ii(1): warning #1222-D: invalid error number\n"
        "  #pragma nv_diag_suppress 99999\n"
        "                           ^\n\n"
        HINT
        "p.ii(2): warning #1223-D: invalid error tag\n"
        "  #pragma nv_diag_suppress not_a_tag\n"
        "                           ^\n\n"
        "p.ii(6): warning #3185-D: no '#pragma diagnostic push' was found to match this 'diagnostic pop'\n"
        "  #pragma nv_diagnostic pop\n"
        "                           ^\n\n"
        "p.ii(9): warning #253-D: expected a \",\"\n"
        "  #pragma nv_diag_suppress 186 177\n"
        "                               ^\n\n"
        "p.ii(10): warning #3184-D: #pragma diagnostic must have either 'push' or 'pop' argument\n"
        "  #pragma nv_diagnostic\n"
        "                       ^\n\n"
        "p.ii(11): warning #3184-D: #pragma diagnostic must have either 'push' or 'pop' argument\n"
        "  #pragma nv_diagnostic foo\n"
        "                        ^\n\n"
        "p.ii(12): warning #1224-D: expected an error number or error tag\n"
        "  #pragma nv_diag_suppress ,186\n"
        "                           ^\n\n"
        "p.ii(13): warning #1224-D: expected an error number or error tag\n"
        "  #pragma nv_diag_suppress (186)\n"
        "                           ^\n\n"
        "p.ii(14): warning #1222-D: invalid error number\n"
        "  #pragma nv_diag_suppress 0\n"
        "                           ^\n\n"
        "p.ii(15): warning #1222-D: invalid error number\n"
        "  #pragma nv_diag_suppress 20338\n"
        "                           ^\n\n");
    /* "186 177": 186 was applied before the bad separator */
    ck_assert_int_eq(w186(d, 30), SEV_SUPPRESSED);
    capture_end(&c);

    /* an invalid item does not stop the next one (observed: "99999, 186") */
    capture_begin(&c);
    pragma(&c.d, "#pragma nv_diag_suppress 99999, 186", 4, 400);
    pragma(&c.d, "#pragma nv_diag_suppress 186, // comment", 5, 500);
    ck_assert_int_eq(w186(&c.d, 6), SEV_SUPPRESSED);
    /* the pragma warnings are controlled like any other */
    pragma(&c.d, "#pragma nv_diag_suppress invalid_error_tag", 7, 700);
    pragma(&c.d, "#pragma nv_diag_suppress not_a_tag", 8, 800);
    ck_assert_uint_eq(c.d.warnings, 2);
    capture_end(&c);

    enum diag_pragma_kind k;
    ck_assert(diag_pragma_kind_from_name("nv_diag_default", 15, &k));
    ck_assert_int_eq(k, DIAG_PRAGMA_DEFAULT);
    ck_assert(!diag_pragma_kind_from_name("nv_diag_warn", 12, &k));   /* observed: ignored */
    ck_assert(!diag_pragma_kind_from_name("diag_suppress", 13, &k));  /* old form: not ours */
}
END_TEST

/* observed: #pragma nv_diag_suppress 3709 before the first warning hides
 * the Remark line */
START_TEST(pragma_hint)
{
    struct captured c;
    capture_begin(&c);
    c.d.display_numbers = true;
    c.d.brief = true;
    pragma(&c.d, "#pragma nv_diag_suppress 3709", 1, 0);
    w186(&c.d, 2);
    diag_finish(&c.d);
    ck_assert_str_eq(capture_text(&c),
                     "p.ii(2): warning #186-D: pointless comparison of unsigned integer with zero\n");
    capture_end(&c);
}
END_TEST

/* ------------------------------------------------------------------ */
/* SARIF                                                               */
/* ------------------------------------------------------------------ */

/* A strict JSON reader: the document is valid JSON (RFC 8259) and valid
 * UTF-8, or json_parse returns NULL. */
enum jtype { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ };
struct jv {
    enum jtype t;
    char *s;          /* J_STR: decoded */
    double num;
    size_t n;         /* J_ARR, J_OBJ */
    struct jv **v;
    char **k;         /* J_OBJ keys */
};
struct jp {
    const char *p, *end;
};

static void jfree(struct jv *v)
{
    if (!v)
        return;
    for (size_t i = 0; i < v->n; i++) {
        jfree(v->v[i]);
        if (v->k)
            free(v->k[i]);
    }
    free(v->v);
    free(v->k);
    free(v->s);
    free(v);
}

static void jws(struct jp *j)
{
    while (j->p < j->end && strchr(" \t\r\n", *j->p))
        j->p++;
}

static bool utf8_ok(const unsigned char *s, size_t n, size_t *len)
{
    unsigned c = s[0];
    size_t l = c < 0x80 ? 1 : c >= 0xC2 && c <= 0xDF ? 2 : c >= 0xE0 && c <= 0xEF ? 3
             : c >= 0xF0 && c <= 0xF4 ? 4 : 0;
    if (!l || l > n)
        return false;
    for (size_t i = 1; i < l; i++)
        if ((s[i] & 0xC0) != 0x80)
            return false;
    *len = l;
    return true;
}

static char *jstring(struct jp *j)
{
    if (j->p >= j->end || *j->p != '"')
        return NULL;
    j->p++;
    size_t cap = 16, n = 0;
    char *out = malloc(cap);
#define OUT(ch) do { if (n + 5 >= cap) out = realloc(out, cap *= 2); out[n++] = (char)(ch); } while (0)
    while (j->p < j->end && *j->p != '"') {
        unsigned char c = (unsigned char)*j->p;
        if (c < 0x20)
            goto bad;
        if (c == '\\') {
            if (++j->p >= j->end)
                goto bad;
            char e = *j->p++;
            const char *simple = strchr("\"\\/bfnrt", e);
            if (e && simple) {
                OUT("\"\\/\b\f\n\r\t"[simple - "\"\\/bfnrt"]);
                continue;
            }
            if (e != 'u' || j->end - j->p < 4)
                goto bad;
            unsigned cp = 0;
            for (int i = 0; i < 4; i++) {
                char h = *j->p++;
                if (!strchr("0123456789abcdefABCDEF", h) || !h)
                    goto bad;
                cp = cp * 16 + (unsigned)(h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
            }
            if (cp < 0x80) {
                OUT(cp);
            } else if (cp < 0x800) {
                OUT(0xC0 | (cp >> 6));
                OUT(0x80 | (cp & 0x3F));
            } else {
                OUT(0xE0 | (cp >> 12));
                OUT(0x80 | ((cp >> 6) & 0x3F));
                OUT(0x80 | (cp & 0x3F));
            }
            continue;
        }
        size_t len;
        if (!utf8_ok((const unsigned char *)j->p, (size_t)(j->end - j->p), &len))
            goto bad;
        for (size_t i = 0; i < len; i++)
            OUT(j->p[i]);
        j->p += len;
    }
    if (j->p >= j->end)
        goto bad;
    j->p++;
    out[n] = '\0';
    return out;
bad:
    free(out);
    return NULL;
#undef OUT
}

static struct jv *jvalue(struct jp *j, int depth);

static struct jv *jcontainer(struct jp *j, int depth, bool object)
{
    struct jv *v = calloc(1, sizeof *v);
    v->t = object ? J_OBJ : J_ARR;
    j->p++;
    jws(j);
    if (j->p < j->end && *j->p == (object ? '}' : ']')) {
        j->p++;
        return v;
    }
    for (;;) {
        v->v = realloc(v->v, (v->n + 1) * sizeof *v->v);
        if (object) {
            v->k = realloc(v->k, (v->n + 1) * sizeof *v->k);
            jws(j);
            char *key = jstring(j);
            jws(j);
            if (!key || j->p >= j->end || *j->p != ':') {
                free(key);
                jfree(v);
                return NULL;
            }
            j->p++;
            v->k[v->n] = key;
        }
        struct jv *item = jvalue(j, depth + 1);
        if (!item) {
            if (object)
                free(v->k[v->n]);
            jfree(v);
            return NULL;
        }
        v->v[v->n++] = item;
        jws(j);
        if (j->p < j->end && *j->p == ',') {
            j->p++;
            continue;
        }
        if (j->p < j->end && *j->p == (object ? '}' : ']')) {
            j->p++;
            return v;
        }
        jfree(v);
        return NULL;
    }
}

static struct jv *jvalue(struct jp *j, int depth)
{
    jws(j);
    if (j->p >= j->end || depth > 64)
        return NULL;
    char c = *j->p;
    if (c == '{' || c == '[')
        return jcontainer(j, depth, c == '{');
    if (c == '"') {
        char *s = jstring(j);
        if (!s)
            return NULL;
        struct jv *v = calloc(1, sizeof *v);
        v->t = J_STR;
        v->s = s;
        return v;
    }
    static const char *const words[] = { "true", "false", "null" };
    for (int i = 0; i < 3; i++) {
        size_t n = strlen(words[i]);
        if ((size_t)(j->end - j->p) >= n && memcmp(j->p, words[i], n) == 0) {
            j->p += n;
            struct jv *v = calloc(1, sizeof *v);
            v->t = i < 2 ? J_BOOL : J_NULL;
            return v;
        }
    }
    /* number: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)? */
    const char *s = j->p;
    if (j->p < j->end && *j->p == '-')
        j->p++;
    if (j->p >= j->end || *j->p < '0' || *j->p > '9')
        return NULL;
    if (*j->p == '0')
        j->p++;
    else
        while (j->p < j->end && *j->p >= '0' && *j->p <= '9')
            j->p++;
    if (j->p < j->end && *j->p == '.') {
        j->p++;
        if (j->p >= j->end || *j->p < '0' || *j->p > '9')
            return NULL;
        while (j->p < j->end && *j->p >= '0' && *j->p <= '9')
            j->p++;
    }
    if (j->p < j->end && (*j->p == 'e' || *j->p == 'E')) {
        j->p++;
        if (j->p < j->end && (*j->p == '+' || *j->p == '-'))
            j->p++;
        if (j->p >= j->end || *j->p < '0' || *j->p > '9')
            return NULL;
        while (j->p < j->end && *j->p >= '0' && *j->p <= '9')
            j->p++;
    }
    struct jv *v = calloc(1, sizeof *v);
    v->t = J_NUM;
    v->num = strtod(s, NULL);
    return v;
}

static struct jv *json_parse(const char *text)
{
    struct jp j = { text, text + strlen(text) };
    struct jv *v = jvalue(&j, 0);
    jws(&j);
    if (!v || j.p != j.end) {
        jfree(v);
        return NULL;
    }
    return v;
}

static struct jv *jget(const struct jv *o, const char *key)
{
    if (!o || o->t != J_OBJ)
        return NULL;
    for (size_t i = 0; i < o->n; i++)
        if (strcmp(o->k[i], key) == 0)
            return o->v[i];
    return NULL;
}

static struct jv *jat(const struct jv *a, size_t i)
{
    return a && a->t == J_ARR && i < a->n ? a->v[i] : NULL;
}

static const char *jstr(const struct jv *v)
{
    return v && v->t == J_STR ? v->s : NULL;
}

/* A physicalLocation: artifactLocation.uri (file://) and region.startLine. */
static void check_physical(const struct jv *pl)
{
    ck_assert_ptr_nonnull(pl);
    const char *uri = jstr(jget(jget(pl, "artifactLocation"), "uri"));
    ck_assert_ptr_nonnull(uri);
    ck_assert(strncmp(uri, "file:///", 8) == 0);
    const struct jv *line = jget(jget(pl, "region"), "startLine");
    ck_assert(line && line->t == J_NUM && line->num >= 1);
}

/* The document is one line, valid JSON, SARIF 2.1.0 in cudafe++'s layout;
 * every result has ruleId, a SARIF level, message.text and well-formed
 * locations.  Returns the document (results at runs[0].results). */
static struct jv *check_sarif(const char *text)
{
    size_t len = strlen(text);
    ck_assert_uint_gt(len, 0);
    ck_assert_int_eq(text[len - 1], '\n');
    ck_assert_ptr_null(memchr(text, '\n', len - 1));
    struct jv *doc = json_parse(text);
    ck_assert_msg(doc != NULL, "not valid JSON: %s", text);
    ck_assert_str_eq(jstr(jget(doc, "version")), "2.1.0");
    ck_assert_str_eq(jstr(jget(doc, "$schema")),
                     "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/"
                     "sarif-schema-2.1.0.json");
    const struct jv *runs = jget(doc, "runs");
    ck_assert(runs && runs->t == J_ARR && runs->n == 1);
    const struct jv *run = jat(runs, 0);
    ck_assert_str_eq(jstr(jget(jget(jget(run, "tool"), "driver"), "name")), "cufe");
    ck_assert_str_eq(jstr(jget(run, "columnKind")), "unicodeCodePoints");
    const struct jv *results = jget(run, "results");
    ck_assert(results && results->t == J_ARR);
    for (size_t i = 0; i < results->n; i++) {
        const struct jv *r = results->v[i];
        ck_assert_ptr_nonnull(jstr(jget(r, "ruleId")));
        const char *level = jstr(jget(r, "level"));
        ck_assert(level && (strcmp(level, "error") == 0 || strcmp(level, "warning") == 0 ||
                            strcmp(level, "note") == 0 || strcmp(level, "none") == 0));
        ck_assert_ptr_nonnull(jstr(jget(jget(r, "message"), "text")));
        const struct jv *locs = jget(r, "locations");
        if (locs) {
            ck_assert(locs->t == J_ARR && locs->n >= 1);
            check_physical(jget(jat(locs, 0), "physicalLocation"));
        }
        const struct jv *rel = jget(r, "relatedLocations");
        for (size_t k = 0; rel && k < rel->n; k++) {
            ck_assert_ptr_nonnull(jstr(jget(jget(jat(rel, k), "message"), "text")));
            if (jget(jat(rel, k), "physicalLocation"))
                check_physical(jget(jat(rel, k), "physicalLocation"));
        }
    }
    return doc;
}

static const struct jv *result(const struct jv *doc, size_t i)
{
    return jat(jget(jat(jget(doc, "runs"), 0), "results"), i);
}

static size_t result_count(const struct jv *doc)
{
    return jget(jat(jget(doc, "runs"), 0), "results")->n;
}

static double region(const struct jv *r, const char *what)
{
    const struct jv *v = jget(jget(jget(jat(jget(r, "locations"), 0), "physicalLocation"),
                                   "region"), what);
    return v ? v->num : -1;
}

static const char *uri_of(const struct jv *r)
{
    return jstr(jget(jget(jget(jat(jget(r, "locations"), 0), "physicalLocation"),
                          "artifactLocation"), "uri"));
}

/* observed (w.ii): EC186 warning at 1:30, EC3709 without location, EC186
 * at 2:30, EC3505 error at 3:16; cufe adds the commas and says "note"
 * for the remark */
START_TEST(sarif_results)
{
    struct captured c;
    capture_begin(&c);
    c.d.mode = OUTPUT_SARIF;
    c.d.display_numbers = true;
    report_w(&c.d);
    ck_assert_int_eq(diag_finish(&c.d), 2);
    struct jv *doc = check_sarif(capture_text(&c));
    ck_assert_uint_eq(result_count(doc), 4);
    ck_assert_str_eq(jstr(jget(result(doc, 0), "ruleId")), "EC186");
    ck_assert_str_eq(jstr(jget(result(doc, 0), "level")), "warning");
    ck_assert_str_eq(jstr(jget(jget(result(doc, 0), "message"), "text")),
                     "pointless comparison of unsigned integer with zero");
    ck_assert(region(result(doc, 0), "startLine") == 1);
    ck_assert(region(result(doc, 0), "startColumn") == 30);
    const char *uri = uri_of(result(doc, 0));
    ck_assert(strncmp(uri, "file:///", 8) == 0);
    ck_assert(strlen(uri) > 13 && strcmp(uri + strlen(uri) - 5, "/w.ii") == 0);
    ck_assert_str_eq(jstr(jget(result(doc, 1), "ruleId")), "EC3709");
    ck_assert_str_eq(jstr(jget(result(doc, 1), "level")), "note");
    ck_assert_ptr_null(jget(result(doc, 1), "locations"));
    ck_assert_str_eq(jstr(jget(result(doc, 3), "ruleId")), "EC3505");
    ck_assert_str_eq(jstr(jget(result(doc, 3), "level")), "error");
    ck_assert(region(result(doc, 3), "startColumn") == 16);
    jfree(doc);
    capture_end(&c);

    /* no diagnostics: an empty results array (observed) */
    capture_begin(&c);
    c.d.mode = OUTPUT_SARIF;
    ck_assert_int_eq(diag_finish(&c.d), 0);
    doc = check_sarif(capture_text(&c));
    ck_assert_uint_eq(result_count(doc), 0);
    jfree(doc);
    capture_end(&c);
}
END_TEST

/* observed (n.ii, eof.ii): notes are relatedLocations; at end of source
 * the region has startLine only */
START_TEST(sarif_notes_and_end)
{
    struct captured c;
    capture_begin(&c);
    c.d.mode = OUTPUT_SARIF;
    struct diag_loc end = { .at_end = true, .file = "eof.ii", .line = 2, .offset = 18 };
    struct diag_loc brace = at("eof.ii", 1, "int f() {", 9, 8);
    const char *lb[] = { "{" };
    diag_report(&c.d, DIAG_exp_rbrace, &end, NULL);
    diag_note(&c.d, DIAG_edg_3196, &brace, lb);
    diag_note(&c.d, DIAG_edg_3196, &brace, lb);
    struct diag_loc nowhere = { .at_end = true };
    diag_report(&c.d, DIAG_exp_rbrace, &nowhere, NULL);
    diag_finish(&c.d);
    struct jv *doc = check_sarif(capture_text(&c));
    ck_assert_uint_eq(result_count(doc), 2);
    const struct jv *r = result(doc, 0);
    ck_assert_str_eq(jstr(jget(r, "ruleId")), "EC67");
    ck_assert(region(r, "startLine") == 2);
    ck_assert(region(r, "startColumn") == -1);
    const struct jv *rel = jget(r, "relatedLocations");
    ck_assert(rel && rel->n == 2);
    ck_assert_str_eq(jstr(jget(jget(jat(rel, 0), "message"), "text")), "to match this \"{\"");
    ck_assert(jget(jget(jget(jat(rel, 0), "physicalLocation"), "region"), "startColumn")->num == 9);
    ck_assert_ptr_null(jget(result(doc, 1), "locations"));
    jfree(doc);
    capture_end(&c);
}
END_TEST

/* cudafe++ writes a quote in a file name unescaped (invalid JSON); cufe
 * escapes everything, percent-encodes the URI, keeps the supplementary
 * lines, and replaces invalid UTF-8 */
START_TEST(sarif_escaping)
{
    struct captured c;
    capture_begin(&c);
    c.d.mode = OUTPUT_SARIF;
    const char *text = "int\tx = \"\xc3\xa9\"; \x01 \xff";
    struct diag_loc l = at("/tmp/we\"i\\rd dir/../x\x01.ii", 7, text, 15, 0);
    const char *args[] = { "a\"b\\c\n\x1f\xff\xc3\xa9" };
    const char *lines[] = { "second \"line\"", NULL };
    diag_report_lines(&c.d, DIAG_undefined_identifier, &l, args, lines);
    diag_finish(&c.d);
    struct jv *doc = check_sarif(capture_text(&c));
    const struct jv *r = result(doc, 0);
    ck_assert_str_eq(jstr(jget(jget(r, "message"), "text")),
                     "identifier \"a\"b\\c\n\x1f\xef\xbf\xbd\xc3\xa9\" is undefined\n"
                     "second \"line\"");
    ck_assert_str_eq(uri_of(r), "file:///tmp/x%01.ii");
    /* column 15 is the byte after the two-byte e-acute: code point 14 */
    ck_assert(region(r, "startColumn") == 14);
    jfree(doc);
    capture_end(&c);

    capture_begin(&c);
    c.d.mode = OUTPUT_SARIF;
    struct diag_loc sp = at("/a b/%q#?.cu", 1, "x", 1, 0);
    diag_report(&c.d, DIAG_undefined_identifier, &sp, args);
    diag_finish(&c.d);
    doc = check_sarif(capture_text(&c));
    ck_assert_str_eq(uri_of(result(doc, 0)), "file:///a%20b/%25q%23%3F.cu");
    jfree(doc);
    capture_end(&c);
}
END_TEST

/* The endings cudafe++ breaks in SARIF mode still give valid JSON. */
START_TEST(sarif_terminations)
{
    struct captured c;
    struct jv *doc;
    /* a command-line error (cudafe++ 13.0 aborts with an assertion) */
    capture_begin(&c);
    c.d.mode = OUTPUT_SARIF;
    RUN_CATCHING(diag_simple(&c.d, DIAG_cl_invalid_option, "--bogus", NULL, NULL));
    ck_assert_int_eq(test_exit_status, 4);
    doc = check_sarif(capture_text(&c));
    ck_assert_str_eq(jstr(jget(result(doc, 0), "ruleId")), "cl_invalid_option");
    ck_assert_str_eq(jstr(jget(jget(result(doc, 0), "message"), "text")),
                     "invalid option: --bogus");
    jfree(doc);
    capture_end(&c);

    /* a catastrophe after a warning (observed: EC1696, cudafe++'s level
     * "catastrophe" is not SARIF) */
    capture_begin(&c);
    c.d.mode = OUTPUT_SARIF;
    RUN_CATCHING(w186(&c.d, 1);
                 diag_simple(&c.d, DIAG_cannot_open_file, "source", "nonexist.ii", ""));
    ck_assert_int_eq(test_exit_status, 4);
    doc = check_sarif(capture_text(&c));
    ck_assert_uint_eq(result_count(doc), 2);
    ck_assert_str_eq(jstr(jget(result(doc, 1), "ruleId")), "EC1696");
    ck_assert_str_eq(jstr(jget(result(doc, 1), "level")), "error");
    jfree(doc);
    capture_end(&c);

    /* the error limit (cudafe++ prints "Error limit reached." inside the JSON) */
    capture_begin(&c);
    c.d.mode = OUTPUT_SARIF;
    c.d.error_limit = 1;
    struct diag_loc l = at("e.ii", 1, W3, 16, 0);
    RUN_CATCHING(diag_report(&c.d, DIAG_global_function_return_type, &l, NULL);
                 diag_finish(&c.d));
    ck_assert_int_eq(test_exit_status, 4);
    doc = check_sarif(capture_text(&c));
    ck_assert_uint_eq(result_count(doc), 2);
    ck_assert_str_eq(jstr(jget(result(doc, 1), "ruleId")), "cufe_error_limit_reached");
    jfree(doc);
    capture_end(&c);
}
END_TEST

/* The checker itself rejects what it must. */
START_TEST(json_checker)
{
    static const char *const bad[] = {
        "{}{}", "{\"a\":1,}", "[1 2]", "{\"a\" 1}", "\"\x01\"", "\"\xff\"", "01",
        "{\"a\":\"\\x\"}", "[", "", "\"abc", "tru",
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        ck_assert_msg(json_parse(bad[i]) == NULL, "accepted %s", bad[i]);
    struct jv *v = json_parse(" {\"a\":[1,-2.5e3,true,null,\"\\u00e9\\n\"]} ");
    ck_assert_ptr_nonnull(v);
    ck_assert_str_eq(jstr(jat(jget(v, "a"), 4)), "\xc3\xa9\n");
    jfree(v);
}
END_TEST

static Suite *diag_suite(void)
{
    Suite *s = suite_create("diag");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, fill_ins);
    tcase_add_test(tc, lookup);
    tcase_add_test(tc, catastrophe_with_name);
    tcase_add_test(tc, text_numbers_and_hint);
    tcase_add_test(tc, text_without_numbers);
    tcase_add_test(tc, text_brief);
    tcase_add_test(tc, text_promote);
    tcase_add_test(tc, text_overrides);
    tcase_add_test(tc, text_hint_controls);
    tcase_add_test(tc, hard_errors_stay);
    tcase_add_test(tc, suppressed_by_default);
    tcase_add_test(tc, error_limit);
    tcase_add_test(tc, multi_line);
    tcase_add_test(tc, notes);
    tcase_add_test(tc, catastrophe_with_position);
    tcase_add_test(tc, internal_error);
    tcase_add_test(tc, command_line_error);
    tcase_add_test(tc, caret_line);
    tcase_add_test(tc, system_header);
    tcase_add_test(tc, long_line_window);
    tcase_add_test(tc, colors);
    tcase_add_test(tc, control_options);
    suite_add_tcase(s, tc);
    TCase *tp = tcase_create("pragma");
    tcase_add_test(tp, pragma_case_30);
    tcase_add_test(tp, pragma_position);
    tcase_add_test(tp, pragma_push_pop_stack);
    tcase_add_test(tp, pragma_once);
    tcase_add_test(tp, pragma_errors);
    tcase_add_test(tp, pragma_hint);
    suite_add_tcase(s, tp);
    TCase *ts = tcase_create("sarif");
    tcase_add_test(ts, sarif_results);
    tcase_add_test(ts, sarif_notes_and_end);
    tcase_add_test(ts, sarif_escaping);
    tcase_add_test(ts, sarif_terminations);
    tcase_add_test(ts, json_checker);
    tcase_add_test(ts, muted_ranges);
    suite_add_tcase(s, ts);
    return s;
}

CUFE_CHECK_MAIN(diag_suite)
