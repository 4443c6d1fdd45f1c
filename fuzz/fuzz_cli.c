/* libFuzzer target: the command line.  The input is split at NUL bytes
 * into at most 32 arguments after "cufe"; they are parsed with the
 * diagnostic controls hooked in, as main() does. */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "diag_control.h"

static jmp_buf out;
static void stop(int status) { (void)status; longjmp(out, 1); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *sink;
    if (!sink)
        sink = fopen("/dev/null", "w");
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
    diag_init(&d, sink);
    d.exit_fn = stop;
    options_init(&o);
    if (setjmp(out) == 0)
        cli_parse(&d, &o, argc, argv, diag_control_option);
    options_free(&o);
    diag_free(&d);
    free(buf);
    return 0;
}
