/* libFuzzer target: the lexer on raw bytes.
 *
 * The first byte picks the language mode; the rest is the input.  Every
 * token is lexed, and the lossless-span invariant is checked: tokens in
 * order, inside the input, not overlapping, EOF at the end.  A violation
 * aborts (a finding). */
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "lang.h"
#include "lexer.h"

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
        size_t end = 0;
        for (size_t i = 0;; i++) {
            const struct token *t = lexer_token(&lx, i);
            if (t->offset < end || t->offset + (size_t)t->len > size)
                abort();
            end = t->offset + t->len;
            if (t->kind == TOK_EOF) {
                if (t->offset != size || t->len != 0)
                    abort();
                break;
            }
        }
        lexer_free(&lx);
    }
    diag_free(&d);
    free(src.text);
    return 0;
}
