/* Atomic output files and the driver's output step: a temporary in the
 * target directory renamed into place on success, nothing left (and
 * nothing replaced) on failure, cudafe++'s messages for bad paths. */
#include "testutil.h"

#include <dirent.h>
#include <errno.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver/driver.h"
#include "driver/options.h"
#include "driver/output.h"

static char dir[64];
static char old_cwd[4096];

/* Each test runs in a fresh scratch directory. */
static void setup(void)
{
    strcpy(dir, "/tmp/cufe-out-XXXXXX");
    ck_assert_ptr_nonnull(mkdtemp(dir));
    ck_assert_ptr_nonnull(getcwd(old_cwd, sizeof old_cwd));
    ck_assert_int_eq(chdir(dir), 0);
}

static void teardown(void)
{
    DIR *d = opendir(".");
    struct dirent *e;
    while ((e = readdir(d)))
        if (e->d_name[0] != '.' || (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")))
            unlink(e->d_name);
    closedir(d);
    rmdir("sub");
    ck_assert_int_eq(chdir(old_cwd), 0);
    rmdir(dir);
}

/* The names in the scratch directory, sorted, space-separated. */
static const char *listing(void)
{
    static char buf[1024];
    struct dirent **names;
    int n = scandir(".", &names, NULL, alphasort);
    buf[0] = '\0';
    for (int i = 0; i < n; i++) {
        if (strcmp(names[i]->d_name, ".") && strcmp(names[i]->d_name, "..")) {
            if (buf[0])
                strcat(buf, " ");
            strcat(buf, names[i]->d_name);
        }
        free(names[i]);
    }
    free(names);
    return buf;
}

static const char *contents(const char *path)
{
    static char buf[1024];
    FILE *f = fopen(path, "r");
    if (!f)
        return NULL;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    buf[n] = '\0';
    fclose(f);
    return buf;
}

static void write_file(const char *path, const char *text)
{
    FILE *f = fopen(path, "w");
    fputs(text, f);
    fclose(f);
}

START_TEST(temp_then_rename)
{
    struct captured c;
    capture_begin(&c);
    struct output_file *o = output_open(&c.d, "generated C++", "x.cpp");
    fputs("int x;\n", output_stream(o));
    /* while writing, only a temporary next to the target exists */
    const char *names = listing();
    ck_assert(strncmp(names, "x.cpp.cufe-", 11) == 0);
    ck_assert_ptr_null(strchr(names, ' '));
    output_commit(&c.d, o);
    ck_assert_str_eq(listing(), "x.cpp");
    ck_assert_str_eq(contents("x.cpp"), "int x;\n");
    /* a new file gets the mode fopen would give it */
    struct stat st;
    mode_t mask = umask(0);
    umask(mask);
    ck_assert_int_eq(stat("x.cpp", &st), 0);
    ck_assert_int_eq(st.st_mode & 0777, 0666 & ~mask);
    ck_assert_str_eq(capture_text(&c), "");
    capture_end(&c);
}
END_TEST

START_TEST(existing_file_replaced_only_on_commit)
{
    struct captured c;
    capture_begin(&c);
    write_file("x.cpp", "old\n");
    chmod("x.cpp", 0640);
    struct output_file *o = output_open(&c.d, "generated C++", "x.cpp");
    fputs("new\n", output_stream(o));
    ck_assert_str_eq(contents("x.cpp"), "old\n");
    output_abort(o);
    ck_assert_str_eq(listing(), "x.cpp");
    ck_assert_str_eq(contents("x.cpp"), "old\n");
    o = output_open(&c.d, "generated C++", "x.cpp");
    fputs("new\n", output_stream(o));
    output_commit(&c.d, o);
    ck_assert_str_eq(contents("x.cpp"), "new\n");
    struct stat st;
    ck_assert_int_eq(stat("x.cpp", &st), 0);
    ck_assert_int_eq(st.st_mode & 0777, 0640);   /* its mode kept */
    capture_end(&c);
}
END_TEST

START_TEST(abort_all_leaves_nothing)
{
    struct captured c;
    capture_begin(&c);
    struct output_file *a = output_open(&c.d, "generated C++", "a.cpp");
    struct output_file *b = output_open(&c.d, "module id", "b.id");
    fputs("partial", output_stream(a));
    fputs("partial", output_stream(b));
    ck_assert_str_ne(listing(), "");
    output_abort_all();
    ck_assert_str_eq(listing(), "");
    output_abort_all();   /* idempotent */
    capture_end(&c);
}
END_TEST

/* observed: `--gen_c_file_name nodir/x.cpp`, `--gen_c_file_name dd` (a
 * directory), `--module_id_file_name dd` with --gen_module_id_file */
START_TEST(unwritable_paths)
{
    struct captured c;
    capture_begin(&c);
    diag_set_compilation_name(&c.d, "in.ii");
    RUN_CATCHING(output_open(&c.d, "generated C++", "nodir/x.cpp"));
    ck_assert_int_eq(test_exit_status, 4);
    ck_assert_str_eq(capture_text(&c),
                     "Catastrophic error: cannot open generated C++ file \"nodir/x.cpp\"\n\n"
                     "1 catastrophic error detected in the compilation of \"in.ii\".\n"
                     "Compilation terminated.\n");
    capture_end(&c);

    mkdir("sub", 0755);
    capture_begin(&c);
    diag_set_compilation_name(&c.d, "in.ii");
    RUN_CATCHING(output_open(&c.d, "generated C++", "sub"));
    ck_assert_str_eq(capture_text(&c),
                     "Catastrophic error: cannot open generated C++ file \"sub\": Is a directory\n\n"
                     "1 catastrophic error detected in the compilation of \"in.ii\".\n"
                     "Compilation terminated.\n");
    capture_end(&c);

    /* a failure after another file was begun removes that one too (the
     * engine's cleanup_fn) */
    capture_begin(&c);
    c.d.cleanup_fn = output_abort_all;
    RUN_CATCHING(output_open(&c.d, "generated C++", "x.cpp");
                 output_open(&c.d, "module id", "sub"));
    ck_assert_int_eq(test_exit_status, 4);
    ck_assert_str_eq(listing(), "sub");
    ck_assert(strstr(capture_text(&c), "cannot open module id file \"sub\": Is a directory"));
    capture_end(&c);

    char buf[64];
    ck_assert_str_eq(output_error_suffix(ENOENT, buf, sizeof buf), "");
    ck_assert_str_eq(output_error_suffix(EACCES, buf, sizeof buf), ": Permission denied");
}
END_TEST

/* A catastrophic error while outputs are open (say a later write
 * failure) goes through diag_terminate: the engine cleanup removes them. */
START_TEST(terminate_cleans_up)
{
    struct captured c;
    capture_begin(&c);
    c.d.cleanup_fn = output_abort_all;
    struct output_file *o = output_open(&c.d, "generated C++", "x.cpp");
    fputs("partial", output_stream(o));
    RUN_CATCHING(diag_simple(&c.d, DIAG_cannot_open_file, "source", "inc.h", ""));
    ck_assert_int_eq(test_exit_status, 4);
    ck_assert_str_eq(listing(), "");
    capture_end(&c);
}
END_TEST

START_TEST(standard_output)
{
    struct captured c;
    capture_begin(&c);
    struct output_file *o = output_open(&c.d, "generated C++", NULL);
    ck_assert_ptr_eq(output_stream(o), stdout);
    output_commit(&c.d, o);
    ck_assert_str_eq(listing(), "");
    capture_end(&c);
}
END_TEST

/* The driver's output step, with options as nvcc passes them. */
static int write_outputs(struct captured *c, struct options *o)
{
    /* static: the id must survive a longjmp out of the writer */
    static char *id;
    RUN_CATCHING(id = driver_module_id(&c->d, o, NULL);
                 driver_write_outputs(&c->d, o, NULL, NULL, id));
    free(id);
    id = NULL;
    return test_exit_status;
}

static void set_str(struct options *o, enum option_id id, const char *value)
{
    o->v[id].given = true;
    o->v[id].str = value;
}

START_TEST(driver_outputs)
{
    struct captured c;
    struct options o;

    /* module id computed (pid form until the parser names an entity),
     * written without a newline; the host file created */
    capture_begin(&c);
    options_init(&o);
    o.input = "in.ii";
    write_file("in.ii", "");
    set_str(&o, OPT_gen_c_file_name, "x.cudafe1.cpp");
    set_str(&o, OPT_module_id_file_name, "x.module_id");
    set_str(&o, OPT_orig_src_file_name, "x.cu");
    set_str(&o, OPT_orig_src_path_name, "/abs/x.cu");
    o.v[OPT_gen_module_id_file].on = true;
    ck_assert_int_eq(write_outputs(&c, &o), -1);
    ck_assert_str_eq(listing(), "in.ii x.cudafe1.cpp x.module_id");
    const char *id = contents("x.module_id");
    ck_assert(strncmp(id, "_87e93dc1_4_x_cu_", 17) == 0);
    ck_assert_ptr_null(strchr(id, '\n'));
    ck_assert_str_eq(capture_text(&c), "");
    capture_end(&c);
    options_free(&o);
    teardown();
    setup();

    /* default host name: the input's basename, extension -> .int.c */
    capture_begin(&c);
    options_init(&o);
    o.input = "dir/x.cpp4.ii";
    ck_assert_int_eq(write_outputs(&c, &o), -1);
    ck_assert_str_eq(listing(), "x.cpp4.int.c");
    capture_end(&c);
    options_free(&o);
    teardown();
    setup();

    /* errors reported: nothing written, nothing replaced */
    capture_begin(&c);
    options_init(&o);
    o.input = "in.ii";
    write_file("x.cpp", "old");
    set_str(&o, OPT_gen_c_file_name, "x.cpp");
    c.d.errors = 1;
    ck_assert_int_eq(write_outputs(&c, &o), -1);
    ck_assert_str_eq(listing(), "x.cpp");
    ck_assert_str_eq(contents("x.cpp"), "old");
    capture_end(&c);
    options_free(&o);
    teardown();
    setup();

    /* observed: --module_id_file_name alone reads the id; a missing file
     * on an empty input is "At end of source: catastrophic error" */
    capture_begin(&c);
    c.d.cleanup_fn = output_abort_all;
    options_init(&o);
    o.input = "empty.ii";
    diag_set_compilation_name(&c.d, "empty.ii");
    set_str(&o, OPT_gen_c_file_name, "x.cpp");
    set_str(&o, OPT_module_id_file_name, "nope.id");
    ck_assert_int_eq(write_outputs(&c, &o), 4);
    ck_assert_str_eq(capture_text(&c),
        "At end of source: catastrophic error: cannot open module id file \"nope.id\"\n\n"
        "1 catastrophic error detected in the compilation of \"empty.ii\".\n"
        "Compilation terminated.\n");
    ck_assert_str_eq(listing(), "");
    capture_end(&c);
    options_free(&o);

    /* --gen_module_id_file without a file name: a clear catastrophe
     * (cudafe++ aborts with an internal error and leaves the .cpp) */
    capture_begin(&c);
    c.d.cleanup_fn = output_abort_all;
    options_init(&o);
    o.input = "in.ii";
    set_str(&o, OPT_gen_c_file_name, "x.cpp");
    o.v[OPT_gen_module_id_file].on = true;
    ck_assert_int_eq(write_outputs(&c, &o), 4);
    ck_assert(strstr(capture_text(&c), "Catastrophic error: module id filename not specified"));
    ck_assert_str_eq(listing(), "");
    capture_end(&c);
    options_free(&o);

    /* observed: the id file in a missing directory; the .cpp is not left */
    capture_begin(&c);
    c.d.cleanup_fn = output_abort_all;
    options_init(&o);
    o.input = "in.ii";
    diag_set_compilation_name(&c.d, "empty.ii");
    set_str(&o, OPT_gen_c_file_name, "x.cpp");
    set_str(&o, OPT_module_id_file_name, "nodir/m.id");
    o.v[OPT_gen_module_id_file].on = true;
    ck_assert_int_eq(write_outputs(&c, &o), 4);
    ck_assert_str_eq(capture_text(&c),
        "Catastrophic error: cannot open module id file \"nodir/m.id\"\n\n"
        "1 catastrophic error detected in the compilation of \"empty.ii\".\n"
        "Compilation terminated.\n");
    ck_assert_str_eq(listing(), "");
    capture_end(&c);
    options_free(&o);
}
END_TEST

static Suite *output_suite(void)
{
    Suite *s = suite_create("output");
    TCase *tc = tcase_create("core");
    tcase_add_checked_fixture(tc, setup, teardown);
    tcase_add_test(tc, temp_then_rename);
    tcase_add_test(tc, existing_file_replaced_only_on_commit);
    tcase_add_test(tc, abort_all_leaves_nothing);
    tcase_add_test(tc, unwritable_paths);
    tcase_add_test(tc, terminate_cleans_up);
    tcase_add_test(tc, standard_output);
    tcase_add_test(tc, driver_outputs);
    suite_add_tcase(s, tc);
    return s;
}

CUFE_CHECK_MAIN(output_suite)
