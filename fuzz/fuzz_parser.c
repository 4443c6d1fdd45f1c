/* libFuzzer target: the parser on raw bytes (and so the lexer and token
 * filter under it), the input parsed as a whole translation unit, and
 * its IL printed (--il_display, to /dev/null: the trees are walked, so a
 * malformed tree shows as a crash or a hang).  A crash, hang or
 * sanitizer report is a finding. */
#include "fuzz_harness.h"
#include "parse/parse.h"

static void parse_all(struct lexer *lx, struct diag_engine *d, const struct lang_mode *mode,
                      size_t size)
{
    (void)size;
    static FILE *sink;
    if (!sink)
        sink = fopen("/dev/null", "w");
    parse_translation_unit_il(lx, d, NULL, mode, NULL, sink);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_source(data, size, parse_all);
}
