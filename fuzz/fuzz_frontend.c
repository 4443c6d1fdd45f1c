/* libFuzzer target: the whole front end, as the driver runs it (main.c,
 * driver_run): the input is written to a file and compiled with an nvcc
 * command line -- the lexer, the parser with the semantic hooks (the
 * checks of every function body and of the declarations after the last),
 * the diagnostics (to /dev/null), then the host file and the module-id
 * file (into a private temporary directory, made and removed each run).
 * The first byte picks the options: bits 0-1 the standard (C++17, 20, 14,
 * 17), bit 2 -rdc mode (--device-c, else whole-program with
 * --static-host-stub), bit 3 turns --extended-lambda off, bit 4
 * --relaxed_constexpr off; the rest is the translation unit.
 *
 * Re-entry: every run builds its own diagnostics engine and options, as
 * main() does.  Two differences from the command-line tool: the build
 * defines CUFE_FREE_AT_EXIT (driver_run returns and frees everything
 * instead of exiting after the outputs), and the error limit is off (it
 * ends the run with a catastrophe -- a longjmp out of driver_run that
 * would leak the run's state); any other catastrophe or internal error
 * aborts: none is reachable from the input.  A crash, hang, leak or
 * sanitizer report is a finding. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "diag/diag.h"
#include "diag/diag_control.h"
#include "driver/cli.h"
#include "driver/driver.h"
#include "driver/options.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static char dir[64];
static char input[96], host[96], stub[96], id[96];
static FILE *sink;

/* The run's directory, made afresh and removed after each run (libFuzzer
 * ends with _Exit: nothing is left behind to an atexit handler). */
static void remove_dir(void)
{
    unlink(input), unlink(host), unlink(stub), unlink(id);
    rmdir(dir);
}

static void make_dir(void)
{
    const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
    snprintf(dir, sizeof dir, "%s/cufe-fuzz-XXXXXX", base);
    if (!mkdtemp(dir)) {
        perror("fuzz_frontend: mkdtemp");
        abort();
    }
    snprintf(input, sizeof input, "%s/fuzz.cpp1.ii", dir);
    snprintf(host, sizeof host, "%s/fuzz.cudafe1.cpp", dir);
    snprintf(stub, sizeof stub, "%s/fuzz.cudafe1.stub.c", dir);
    snprintf(id, sizeof id, "%s/fuzz.module_id", dir);
}

static void unexpected_exit(int status)
{
    fprintf(stderr, "fuzz_frontend: the front end terminated (exit %d)\n", status);
    abort();
}

static void on_option(struct diag_engine *d, struct options *o, enum option_id oid,
                      const char *value)
{
    diag_control_option(d, o, oid, value);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size == 0)
        return 0;
    if (!sink)
        sink = fopen("/dev/null", "w");
    make_dir();
    unsigned pick = data[0];
    data++, size--;
    FILE *f = fopen(input, "wb");
    if (!f || fwrite(data, 1, size, f) != size || fclose(f) != 0) {
        perror("fuzz_frontend: writing the input");
        abort();
    }

    static const char *const standards[] = { "--c++17", "--c++20", "--c++14", "--c++17" };
    bool rdc = pick & 4;
    char *argv[40];
    int argc = 0;
    argv[argc++] = "cudafe++";
    argv[argc++] = (char *)standards[pick & 3];
    argv[argc++] = rdc ? "--device-c" : "--static-host-stub";
    argv[argc++] = "--device-hidden-visibility";
    argv[argc++] = "--gnu_version=120200";
    argv[argc++] = "--display_error_number";
    argv[argc++] = "--orig_src_file_name";
    argv[argc++] = "fuzz.cu";
    argv[argc++] = "--orig_src_path_name";
    argv[argc++] = "/fuzz/fuzz.cu";
    argv[argc++] = "--allow_managed";
    if (!(pick & 8))
        argv[argc++] = "--extended-lambda";
    if (!(pick & 16))
        argv[argc++] = "--relaxed_constexpr";
    argv[argc++] = "--m64";
    argv[argc++] = "--parse_templates";
    argv[argc++] = "--gen_c_file_name";
    argv[argc++] = host;
    argv[argc++] = "--stub_file_name";
    argv[argc++] = stub;
    argv[argc++] = "--gen_module_id_file";
    argv[argc++] = "--module_id_file_name";
    argv[argc++] = id;
    argv[argc++] = input;
    argv[argc] = NULL;

    struct diag_engine d;
    struct options o;
    diag_init(&d, sink);
    d.exit_fn = unexpected_exit;
    options_init(&o);
    cli_parse(&d, &o, argc, argv, on_option);
    d.error_limit = 0;   /* (see above) */
    driver_run(&d, &o);
    options_free(&o);
    diag_free(&d);
    remove_dir();
    return 0;
}
