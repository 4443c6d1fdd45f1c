/* libFuzzer target: the lexer on raw bytes.
 *
 * Every token is lexed, and the lossless-span invariant is checked: tokens
 * in order, inside the input, not overlapping, EOF at the end.  A
 * violation aborts (a finding). */
#include "fuzz_harness.h"

static void lex_all(struct lexer *lx, struct diag_engine *d, const struct lang_mode *mode,
                    size_t size)
{
    (void)d, (void)mode;
    size_t end = 0;
    for (size_t i = 0;; i++) {
        const struct token *t = lexer_token(lx, i);
        if (t->offset < end || t->offset + (size_t)t->len > size)
            abort();
        end = t->offset + t->len;
        if (t->kind == TOK_EOF) {
            if (t->offset != size || t->len != 0)
                abort();
            return;
        }
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    return fuzz_source(data, size, lex_all);
}
