/* libFuzzer target: the command line.  The input is split at NUL bytes
 * into at most 32 arguments after "cufe"; they are parsed with the
 * diagnostic controls hooked in, as main() does. */
#include "driver/cli.h"
#include "diag/diag_control.h"
#include "fuzz_harness.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char *buf = malloc(size + 1);
    memcpy(buf, data, size);
    buf[size] = '\0';
    char *argv[34] = { "cufe" };
    int argc = 1;
    for (char *p = buf; p < buf + size && argc < 33; p += strlen(p) + 1)
        argv[argc++] = p;
    argv[argc] = NULL;

    static struct diag_engine d;
    static struct options o;
    fuzz_diag_init(&d);
    options_init(&o);
    if (setjmp(fuzz_out) == 0)
        cli_parse(&d, &o, argc, argv, diag_control_option);
    options_free(&o);
    diag_free(&d);
    free(buf);
    return 0;
}
