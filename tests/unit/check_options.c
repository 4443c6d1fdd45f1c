/* The option parser: every table row parses, every spelling form works,
 * every error path prints cudafe++'s text and ends with status 4. */
#include "testutil.h"

#include "driver/cli.h"
#include "diag/diag_control.h"
#include "driver/options.h"

/* Parse argv (NULL-terminated) into o; returns the exit status or -1. */
static int parse(struct captured *c, struct options *o, const char *const *argv)
{
    /* volatile: it lives across the setjmp in RUN_CATCHING */
    volatile int argc = 0;
    while (argv[argc])
        argc++;
    options_free(o);   /* o is zeroed or holds a previous parse */
    options_init(o);
    RUN_CATCHING(cli_parse(&c->d, o, argc, (char **)argv, diag_control_option));
    return test_exit_status;
}

static const char *sample_value(const struct option_spec *s)
{
    static char first[64];
    switch (s->arg) {
    case ARG_INT:
        /* the smallest value the table's check allows */
        snprintf(first, sizeof first, "%ld", s->check == CHECK_NONE ? 1L : s->lo);
        return first;
    case ARG_LIST: return "1";  /* a valid diagnostic number, and any text */
    case ARG_ENUM: {
        size_t n = strcspn(s->choices, ",");
        snprintf(first, sizeof first, "%.*s", (int)n, s->choices);
        return first;
    }
    default: return "x";
    }
}

START_TEST(every_row_parses)
{
    for (int i = 0; i < OPT__COUNT; i++) {
        const struct option_spec *s = &option_specs[i];
        struct captured c;
        struct options o = { 0 };
        char spelled[256];
        capture_begin(&c);
        if (s->arg == ARG_NONE) {
            snprintf(spelled, sizeof spelled, "--%s", s->name);
        } else {
            snprintf(spelled, sizeof spelled, "--%s=%s", s->name, sample_value(s));
        }
        const char *argv[] = { "cufe", spelled, "in.ii", NULL };
        int st = parse(&c, &o, argv);
        if (s->status == STATUS_rejected) {
            ck_assert_msg(st == 4, "--%s: rejected row parsed (exit %d)", s->name, st);
            options_free(&o);
            capture_end(&c);
            continue;
        }
        ck_assert_msg(st == -1, "--%s: exit %d: %s", s->name, st, capture_text(&c));
        ck_assert_msg(o.v[i].given, "--%s not recorded", s->name);
        ck_assert_str_eq(o.input, "in.ii");
        if (s->arg == ARG_NONE)
            ck_assert_msg(o.v[i].on, "--%s did not turn it on", s->name);
        if (s->neg) {
            snprintf(spelled, sizeof spelled, "--%s", s->neg);
            st = parse(&c, &o, argv);
            ck_assert_msg(st == -1, "--%s: exit %d", s->neg, st);
            ck_assert_msg(o.v[i].given && !o.v[i].on, "--%s did not turn it off", s->neg);
        }
        if (s->short_name) {
            snprintf(spelled, sizeof spelled, "-%c", s->short_name);
            const char *argv2[] = { "cufe", spelled, sample_value(s), "in.ii", NULL };
            if (s->arg == ARG_NONE) {
                argv2[2] = "in.ii";
                argv2[3] = NULL;
            }
            st = parse(&c, &o, argv2);
            ck_assert_msg(st == -1, "-%c: exit %d: %s", s->short_name, st, capture_text(&c));
            ck_assert_msg(o.v[i].given, "-%c not recorded", s->short_name);
        }
        ck_assert_str_eq(capture_text(&c), "");
        options_free(&o);
        capture_end(&c);
    }
}
END_TEST

START_TEST(value_forms)
{
    struct captured c;
    struct options o = { 0 };
    capture_begin(&c);
    const char *a1[] = { "cufe", "--error_limit=7", "in.ii", NULL };
    ck_assert_int_eq(parse(&c, &o, a1), -1);
    ck_assert_int_eq(opt_num(&o, OPT_error_limit), 7);
    const char *a2[] = { "cufe", "--error_limit", "9", "in.ii", NULL };
    ck_assert_int_eq(parse(&c, &o, a2), -1);
    ck_assert_int_eq(opt_num(&o, OPT_error_limit), 9);
    /* a unique prefix names the option */
    const char *a3[] = { "cufe", "--no_code_g", "in.ii", NULL };
    ck_assert_int_eq(parse(&c, &o, a3), -1);
    ck_assert(opt_on(&o, OPT_no_code_gen));
    /* list values accumulate over repeats and commas */
    const char *a4[] = { "cufe", "--diag_suppress", "177,550", "--diag_suppress=186", "in.ii", NULL };
    ck_assert_int_eq(parse(&c, &o, a4), -1);
    ck_assert_uint_eq(opt_list(&o, OPT_diag_suppress)->count, 3);
    ck_assert_str_eq(opt_list(&o, OPT_diag_suppress)->items[2], "186");
    /* paired switch: last one wins */
    const char *a5[] = { "cufe", "--display_error_number", "--no_display_error_number", "in.ii", NULL };
    ck_assert_int_eq(parse(&c, &o, a5), -1);
    ck_assert(!opt_on(&o, OPT_display_error_number));
    ck_assert_str_eq(capture_text(&c), "");
    options_free(&o);
    capture_end(&c);
}
END_TEST

struct error_case {
    const char *argv[6];
    const char *first_line;
    bool this_compilation;
};

static const struct error_case error_cases[] = {
    { { "cufe", "--bogus", "in.ii", NULL }, "Command-line error: invalid option: --bogus", true },
    { { "cufe", "-h", NULL }, "Command-line error: invalid option: -h", true },
    { { "cufe", "--diag_suppress=", "in.ii", NULL },
      "Command-line error: invalid option: --diag_suppress=", true },
    { { "cufe", "--error_limit", NULL }, "Command-line error: \"--error_limit\" requires an argument", true },
    { { "cufe", "--error_limit=1x", "in.ii", NULL }, "Command-line error: invalid number: 1x", true },
    { { "cufe", "--output_mode", "xml", "in.ii", NULL },
      "Command-line error: unrecognized output mode (must be one of text, sarif): xml", true },
    { { "cufe", "--diag_error=3795", "in.ii", NULL },
      "Command-line error: invalid error number in diagnostic control option: 3795", true },
    { { "cufe", "--diag_error=20338", "in.ii", NULL },
      "Command-line error: invalid error number in diagnostic control option: 20338", true },
    { { "cufe", "--diag_once=no_such_tag", "in.ii", NULL },
      "Command-line error: invalid error tag in diagnostic control option: no_such_tag", true },
    { { "cufe", "--diag_remark=1,,2", "in.ii", NULL },
      "Command-line error: invalid error tag in diagnostic control option: ", true },
    { { "cufe", "--diag_warning=12x", "in.ii", NULL }, "Command-line error: invalid number: 12x", true },
    { { "cufe", "in.ii", "--c++17", NULL }, "Command-line error: too many arguments on command line", false },
    /* the table's check column */
    { { "cufe", "--error_limit=0", "in.ii", NULL }, "Command-line error: invalid error limit: 0", true },
    { { "cufe", "--gnu_version=30199", "in.ii", NULL },
      "Command-line error: invalid GNU version number: 30199", true },
    { { "cufe", "--gnu_version", "1000000", "in.ii", NULL },
      "Command-line error: invalid GNU version number: 1000000", true },
    { { "cufe", "--clang_version=1000000", "in.ii", NULL },
      "Command-line error: invalid clang version number: 1000000", true },
    { { "cufe", "--pack_alignment=3", "in.ii", NULL }, "Command-line error: invalid packing alignment value", true },
    { { "cufe", "--pack_alignment=0", "in.ii", NULL }, "Command-line error: invalid packing alignment value", true },
    { { "cufe", "--instantiate=x", "in.ii", NULL }, "Command-line error: invalid instantiation mode: x", true },
};

START_TEST(error_paths)
{
    const struct error_case *ec = &error_cases[_i];
    struct captured c;
    struct options o = { 0 };
    capture_begin(&c);
    int st = parse(&c, &o, ec->argv);
    ck_assert_int_eq(st, 4);
    char want[512];
    snprintf(want, sizeof want, "%s\n\n1 catastrophic error detected in %s.\nCompilation terminated.\n",
             ec->first_line, ec->this_compilation ? "this compilation" : "the compilation of \"in.ii\"");
    ck_assert_str_eq(capture_text(&c), want);
    options_free(&o);
    capture_end(&c);
}
END_TEST

START_TEST(ambiguous_prefix_lists_candidates)
{
    struct captured c;
    struct options o = { 0 };
    capture_begin(&c);
    const char *argv[] = { "cufe", "--no_strict", "in.ii", NULL };
    ck_assert_int_eq(parse(&c, &o, argv), 4);
    ck_assert_str_eq(capture_text(&c),
        "Command-line error: more than one command line option matches the abbreviation \"--no_strict\":\n"
        "            --no_strict_cuda_error\n"
        "            --no_strict_gnu\n\n"
        "1 catastrophic error detected in this compilation.\nCompilation terminated.\n");
    capture_end(&c);
}
END_TEST

static Suite *options_suite(void)
{
    Suite *s = suite_create("options");
    TCase *tc = tcase_create("parse");
    tcase_add_test(tc, every_row_parses);
    tcase_add_test(tc, value_forms);
    tcase_add_test(tc, ambiguous_prefix_lists_candidates);
    tcase_add_loop_test(tc, error_paths, 0, (int)(sizeof error_cases / sizeof error_cases[0]));
    suite_add_tcase(s, tc);
    return s;
}

CUFE_CHECK_MAIN(options_suite)
