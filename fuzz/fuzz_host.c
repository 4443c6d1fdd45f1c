/* libFuzzer target: the host writer (host_writer.h) on every input the
 * parser accepts, with the options nvcc passes in whole-program mode or
 * -rdc mode (the parity of the input's size picks; its second bit adds
 * --extended-lambda), writing to /dev/null.  A
 * crash, hang or sanitizer report is a finding. */
#include "fuzz_harness.h"
#include "host/host_writer.h"
#include "il/il.h"
#include "driver/options.h"
#include "parse/parse.h"

struct host_ctx {
    struct lexer *lx;
    struct diag_engine *d;
    struct options *o;
};

static void write_host(void *ctx, const struct il_list *il)
{
    struct host_ctx *c = ctx;
    static FILE *sink;
    if (!sink)
        sink = fopen("/dev/null", "w");
    if (c->d->errors == 0)
        host_write(sink, c->lx, c->o, il, "_00000000_6_fuzz_cu_main");
}

static void parse_and_write(struct lexer *lx, struct diag_engine *d, const struct lang_mode *mode,
                            size_t size)
{
    static struct options o;
    static bool init;
    if (!init) {
        options_init(&o);
        init = true;
    }
    bool rdc = size & 1;
    o.v[OPT_device_c].on = rdc;
    o.v[OPT_extended_lambda].on = (size & 2) != 0;
    o.v[OPT_static_host_stub].on = !rdc;
    o.v[OPT_device_hidden_visibility].on = true;
    o.v[OPT_stub_file_name].str = "fuzz.cudafe1.stub.c";
    struct host_ctx c = { lx, d, &o };
    parse_translation_unit_then(lx, d, &o, mode, NULL, NULL, write_host, &c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_source(data, size, parse_and_write);
}
