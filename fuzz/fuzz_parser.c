/* libFuzzer target: the parser on raw bytes (and so the lexer and token
 * filter under it), the input parsed as a whole translation unit.  A
 * crash, hang or sanitizer report is a finding. */
#include "fuzz_harness.h"
#include "parse.h"

static void parse_all(struct lexer *lx, struct diag_engine *d, const struct lang_mode *mode,
                      size_t size)
{
    (void)size;
    parse_translation_unit(lx, d, NULL, mode, NULL);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_source(data, size, parse_all);
}
