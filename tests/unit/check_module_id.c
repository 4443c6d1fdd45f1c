/* The module id against values printed by the real cudafe++ 13.0.
 *
 * How they were observed: for each row, in a scratch directory,
 *   printf '%s\n' "<source>" > in.ii
 *   cudafe++ --gen_module_id_file --module_id_file_name m.id \
 *            [--orig_src_path_name=<path>] [--orig_src_file_name=<file>] \
 *            --stub_file_name x.stub.c --gen_c_file_name x.cpp in.ii
 *   cat m.id
 * The entity column is the mangled (or extern "C") name of the first
 * eligible definition of <source>, worked out by hand (Itanium ABI); the
 * id checks that name, the CRC-32 and the layout together. */
#include "testutil.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "driver/module_id.h"

struct observed {
    const char *path;     /* --orig_src_path_name, NULL: not given */
    const char *file;     /* --orig_src_file_name, or the input name */
    const char *source;   /* the one-line program (documentation) */
    const char *entity;   /* its first eligible entity */
    const char *id;       /* what cudafe++ wrote */
};

static const struct observed observed[] = {
    /* no options: A = 0, B from the input name */
    { NULL, "in.ii", "int f(){return 0;}", "_Z1fv", "_00000000_5_in_ii__Z1fv" },
    { "/abs/x.cu", "x.cu", "int f(){return 0;}", "_Z1fv", "_87e93dc1_4_x_cu__Z1fv" },
    /* a long mangled name is hashed; every non-alphanumeric byte is '_' */
    { "/u/my-file.name.cu", "my-file.name.cu", "int foo_bar_baz(){return 0;}",
      "_Z11foo_bar_bazv", "_3f84055f_15_my_file_name_cu_d1c659a6" },
    /* extern "C": the plain name; directories are stripped from B */
    { "/abs/x.cu", "dir/x.cu", "extern \"C\" int longname_c(){return 0;}", "longname_c",
      "_87e93dc1_4_x_cu_d89f65a4" },
    /* a variable with an initializer (C linkage name for a global is "v") */
    { "/abs/x.cu", "x.cu", "int v = 3;", "v", "_87e93dc1_4_x_cu_v" },
    { "/abs/x.cu", "x.cu", "int main(){return 0;}", "main", "_87e93dc1_4_x_cu_main" },
    { "/abs/x.cu", "x.cu", "int main(int, char**){return 0;}", "main", "_87e93dc1_4_x_cu_main" },
    /* kernels: 8 characters verbatim, 10 hashed */
    { "/proj/src/kernel.cu", "kernel.cu", "__attribute__((global)) void run(int*p){}",
      "_Z3runPi", "_04cc225f_9_kernel_cu__Z3runPi" },
    { "/proj/src/kernel.cu", "kernel.cu",
      "__attribute__((global)) void fill(int*p, int n){}", "_Z4fillPii",
      "_04cc225f_9_kernel_cu_4b2cf1c4" },
    { "/proj/src/kernel.cu", "src/kernel.cu", "namespace ns { int counter = 1; }",
      "_ZN2ns7counterE", "_04cc225f_9_kernel_cu_fd827011" },
    { "/tmp/a.cu", "a.cu", "struct S { static int m; }; int S::m = 5;", "_ZN1S1mE",
      "_ee7f18dc_4_a_cu__ZN1S1mE" },
    { "/tmp/a.cu", "a.cu", "extern \"C\" int abc = 1;", "abc", "_ee7f18dc_4_a_cu_abc" },
    /* 9 characters: hashed; 8: verbatim */
    { "/tmp/a.cu", "a.cu", "extern \"C\" int abcdefghi = 1;", "abcdefghi",
      "_ee7f18dc_4_a_cu_8da988af" },
    { "/tmp/a.cu", "a.cu", "extern \"C\" void abcdefgh(){}", "abcdefgh",
      "_ee7f18dc_4_a_cu_abcdefgh" },
    { "/tmp/a.cu", "a.cu", "int g(double, float){return 1;}", "_Z1gdf",
      "_ee7f18dc_4_a_cu__Z1gdf" },
    /* a declaration defined later does not count */
    { "/tmp/a.cu", "a.cu", "int f(); int g(){return 0;} int f(){return 1;}", "_Z1gv",
      "_ee7f18dc_4_a_cu__Z1gv" },
    /* static and inline are skipped */
    { "/tmp/a.cu", "a.cu", "static int s(){return 0;} int t = 4;", "t", "_ee7f18dc_4_a_cu_t" },
    { "/tmp/a.cu", "a.cu", "inline int i(){return 0;} long longish_variable = 7;",
      "longish_variable", "_ee7f18dc_4_a_cu_44276567" },
    /* A is the CRC of the string as given */
    { "C:\\dir\\x.cu", "x.cu", "int f(){return 0;}", "_Z1fv", "_ccfb19a8_4_x_cu__Z1fv" },
    { "/tmp/weird name.cu", "weird name+1.cu", "int f(){return 0;}", "_Z1fv",
      "_09844460_15_weird_name_1_cu__Z1fv" },
    { "/tmp/a.cu", "a.cu", "namespace outer { namespace inner { void work(int, long){} } }",
      "_ZN5outer5inner4workEil", "_ee7f18dc_4_a_cu_492f041d" },
    /* a variable without an initializer is not eligible */
    { "/tmp/a.cu", "a.cu", "int x; int y = 2;", "y", "_ee7f18dc_4_a_cu_y" },
    { "/tmp/a.cu", "a.cu", "class K { public: void method(); }; void K::method(){}",
      "_ZN1K6methodEv", "_ee7f18dc_4_a_cu_2b54ac55" },
    { "/tmp/a.cu", ".cu", "int f(){return 0;}", "_Z1fv", "_ee7f18dc_3__cu__Z1fv" },
    { "/tmp/a.cu", "a.cu", "__attribute__((device)) int dev_init = 42;", "dev_init",
      "_ee7f18dc_4_a_cu_dev_init" },
    { "/tmp/a.cu", "a.cu", "void operator_test(int*, const char*){}", "_Z13operator_testPiPKc",
      "_ee7f18dc_4_a_cu_8afefe72" },
    /* --orig_src_path_name "" --orig_src_file_name "" */
    { "", "", "int f(){return 0;}", "_Z1fv", "_00000000_0___Z1fv" },
    /* --orig_src_file_name values only: backslashes are not separators,
     * each byte of a UTF-8 character becomes '_', a trailing '/' leaves
     * an empty B */
    { NULL, "dir\\x.cu", "int f(){return 0;}", "_Z1fv", "_00000000_8_dir_x_cu__Z1fv" },
    { NULL, "\xc3\xa9.cu", "int f(){return 0;}", "_Z1fv", "_00000000_5____cu__Z1fv" },
    { NULL, "a/b/", "int f(){return 0;}", "_Z1fv", "_00000000_0___Z1fv" },
    { NULL, "/x.cu", "int f(){return 0;}", "_Z1fv", "_00000000_4_x_cu__Z1fv" },
    { NULL, "dir/sub/Kernel_2.CU", "int f(){return 0;}", "_Z1fv",
      "_00000000_11_Kernel_2_CU__Z1fv" },
};

START_TEST(observed_ids)
{
    for (size_t i = 0; i < sizeof observed / sizeof *observed; i++) {
        const struct observed *o = &observed[i];
        char *id = module_id_compute(o->path, o->file, o->entity, NULL);
        ck_assert_msg(strcmp(id, o->id) == 0, "%s: got %s, cudafe++ %s", o->source, id, o->id);
        free(id);
    }
}
END_TEST

START_TEST(crc32)
{
    ck_assert_uint_eq(crc32_of("", 0), 0);
    ck_assert_uint_eq(crc32_of("123456789", 9), 0xCBF43926u);   /* the standard check value */
    ck_assert_uint_eq(crc32_of("/abs/x.cu", 9), 0x87e93dc1u);
}
END_TEST

START_TEST(entity_part)
{
    char *s = module_id_entity_part("_Z3runPi");
    ck_assert_str_eq(s, "_Z3runPi");
    free(s);
    s = module_id_entity_part("_Z4fillPii");
    ck_assert_str_eq(s, "4b2cf1c4");
    free(s);
}
END_TEST

/* pid form, observed: in.ii touched to 2024-03-05 06:07:08 UTC, cwd /tmp/p,
 * `static int f(){return 0;}` (no eligible entity):
 * _00000000_5_in_ii_8f589f6f_25380 (25380 was cudafe++'s pid) */
START_TEST(pid_form)
{
    setenv("TZ", "UTC", 1);
    tzset();
    struct tm tm = { .tm_year = 2024 - 1900, .tm_mon = 2, .tm_mday = 5,
                     .tm_hour = 6, .tm_min = 7, .tm_sec = 8 };
    time_t when = timegm(&tm);
    char *s = module_id_pid_part(when, "/tmp/p", 25380);
    ck_assert_str_eq(s, "8f589f6f_25380");
    char *id = module_id_format(NULL, "in.ii", s);
    ck_assert_str_eq(id, "_00000000_5_in_ii_8f589f6f_25380");
    free(s);
    free(id);

    /* module_id_compute takes the mtime of the named file, the cwd and
     * the pid */
    char dir[] = "/tmp/cufe-mid-XXXXXX";
    ck_assert_ptr_nonnull(mkdtemp(dir));
    char old[4096];
    ck_assert_ptr_nonnull(getcwd(old, sizeof old));
    ck_assert_int_eq(chdir(dir), 0);
    FILE *f = fopen("in.ii", "w");
    fputs("static int f(){return 0;}\n", f);
    fclose(f);
    struct timespec times[2] = { { when, 0 }, { when, 0 } };
    ck_assert_int_eq(utimensat(AT_FDCWD, "in.ii", times, 0), 0);
    char cwd[4096];
    ck_assert_ptr_nonnull(getcwd(cwd, sizeof cwd));
    char *expect_part = module_id_pid_part(when, cwd, (long)getpid());
    char *expect = module_id_format("/x/in.cu", "in.ii", expect_part);
    id = module_id_compute("/x/in.cu", "in.ii", NULL, NULL);
    ck_assert_str_eq(id, expect);
    free(id);
    /* a file that cannot be stat'ed: the current time (still the format) */
    id = module_id_compute(NULL, "no-such-file.cu", NULL, NULL);
    ck_assert(strncmp(id, "_00000000_15_no_such_file_cu_", 29) == 0);
    ck_assert_uint_eq(strlen(id), 29 + 9 + strlen(strrchr(id, '_') + 1));
    free(id);
    free(expect);
    free(expect_part);
    unlink("in.ii");
    ck_assert_int_eq(chdir(old), 0);
    rmdir(dir);
}
END_TEST

/* --module_id_file_name without --gen_module_id_file: the file verbatim
 * (observed: "MY_ID\nsecond line\n" is used whole; an empty file gives an
 * empty id) */
/* cufe's reproducible form: CRC-32 of the input, then the CRC-32 of the
 * command line's stable text modulo 10^7 (values from zlib.crc32) */
START_TEST(stable_form)
{
    const char *in = "static int f(){return 0;}\n";
    char *s = module_id_stable_part(in, strlen(in), "m64=on;orig_src_file_name=in.cu;");
    ck_assert_str_eq(s, "e3961499_7776890");
    char *id = module_id_compute(NULL, "in.cu", NULL, s);
    ck_assert_str_eq(id, "_00000000_5_in_cu_e3961499_7776890");
    free(id);
    id = module_id_compute(NULL, "in.cu", "_Z1fv", s);   /* an entity wins */
    ck_assert_str_eq(id, "_00000000_5_in_cu__Z1fv");
    free(id);
    free(s);
}
END_TEST

START_TEST(read_verbatim)
{
    char path[] = "/tmp/cufe-id-XXXXXX";
    int fd = mkstemp(path);
    ck_assert_int_ge(fd, 0);
    ck_assert_int_eq(write(fd, "MY_ID\nsecond line\n", 18), 18);
    close(fd);
    int err;
    char *id = module_id_read(path, &err);
    ck_assert_str_eq(id, "MY_ID\nsecond line\n");
    free(id);
    unlink(path);
    ck_assert_ptr_null(module_id_read(path, &err));
    ck_assert_int_eq(err, ENOENT);
}
END_TEST

static Suite *module_id_suite(void)
{
    Suite *s = suite_create("module_id");
    TCase *tc = tcase_create("core");
    tcase_add_test(tc, observed_ids);
    tcase_add_test(tc, crc32);
    tcase_add_test(tc, entity_part);
    tcase_add_test(tc, pid_form);
    tcase_add_test(tc, stable_form);
    tcase_add_test(tc, read_verbatim);
    suite_add_tcase(s, tc);
    return s;
}

CUFE_CHECK_MAIN(module_id_suite)
