/* libFuzzer target: the parser on raw bytes (and so the lexer and token
 * filter under it).  The first byte picks the language mode; the rest is
 * the input, parsed as a whole translation unit with diagnostics going
 * nowhere.  A crash, hang or sanitizer report is a finding. */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "lang.h"
#include "lexer.h"
#include "parse.h"

static jmp_buf out;
static void stop(int status) { (void)status; longjmp(out, 1); }

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *sink;
    if (!sink)
        sink = fopen("/dev/null", "w");
    if (size == 0)
        return 0;
    static const int years[] = { 2017, 2020, 2014, 2023 };
    int year = years[data[0] & 3];
    data++, size--;

    struct source_file src = { .name = "fuzz.ii", .size = size };
    src.text = malloc(size + 1);
    memcpy(src.text, data, size);
    src.text[size] = '\0';

    static struct diag_engine d;
    static struct lexer lx;
    diag_init(&d, sink);
    d.exit_fn = stop;
    struct lang_mode mode;
    lang_mode_cxx(&mode, year, 120200);
    if (setjmp(out) == 0) {
        lexer_init(&lx, &src, &mode, &d);
        parse_translation_unit(&lx, &d, NULL, &mode, NULL);
        lexer_free(&lx);
    }
    diag_free(&d);
    free(src.text);
    return 0;
}
