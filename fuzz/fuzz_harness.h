/* Shared by the libFuzzer targets: a diagnostics engine that writes
 * nowhere and turns a terminating diagnostic into a longjmp back to the
 * target, and (for source targets) the input as a language mode plus a
 * NUL-terminated source buffer. */
#ifndef CUFE_FUZZ_HARNESS_H
#define CUFE_FUZZ_HARNESS_H

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag/diag.h"
#include "driver/lang.h"
#include "lex/lexer.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static jmp_buf fuzz_out;
static void fuzz_stop(int status) { (void)status; longjmp(fuzz_out, 1); }

/* A fresh engine writing to /dev/null, ending in fuzz_stop. */
static inline void fuzz_diag_init(struct diag_engine *d)
{
    static FILE *sink;
    if (!sink)
        sink = fopen("/dev/null", "w");
    diag_init(d, sink);
    d->exit_fn = fuzz_stop;
}

/* Source targets: the first byte picks the language mode, the rest is
 * the input; body runs on a lexer over it (a catastrophe longjmps out). */
typedef void fuzz_source_fn(struct lexer *lx, struct diag_engine *d,
                            const struct lang_mode *mode, size_t size);

static inline int fuzz_source(const uint8_t *data, size_t size, fuzz_source_fn *body)
{
    if (size == 0)
        return 0;
    static const int years[] = { 2017, 2020, 2014, 2023 };
    struct lang_mode mode;
    lang_mode_cxx(&mode, years[data[0] & 3], 120200);
    data++, size--;

    struct source_file src = { .name = "fuzz.ii", .size = size };
    src.text = malloc(size + 1);
    memcpy(src.text, data, size);
    src.text[size] = '\0';

    static struct diag_engine d;
    static struct lexer lx;
    fuzz_diag_init(&d);
    if (setjmp(fuzz_out) == 0) {
        lexer_init(&lx, &src, &mode, &d);
        body(&lx, &d, &mode, size);
        lexer_free(&lx);
    }
    diag_free(&d);
    free(src.text);
    return 0;
}

#endif
