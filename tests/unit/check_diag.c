/* The diagnostics engine: message rendering, lookup, text format. */
#include "testutil.h"

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
    /* every tag is found by itself (the table is sorted for bsearch) */
    for (int i = 0; i < DIAG__COUNT; i++) {
        ck_assert(diag_lookup_tag(diag_infos[i].tag, &id));
        ck_assert_int_eq(id, i);
        if (diag_infos[i].number >= 3457)
            ck_assert_int_eq(diag_infos[i].display, diag_infos[i].number + 16543);
    }
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

static Suite *diag_suite(void)
{
    Suite *s = suite_create("diag");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, fill_ins);
    tcase_add_test(tc, lookup);
    tcase_add_test(tc, catastrophe_with_name);
    suite_add_tcase(s, tc);
    return s;
}

CUFE_CHECK_MAIN(diag_suite)
