/* Helpers for the Check unit tests: run code that may end in a cudafe++
 * style termination and capture what the diagnostics engine printed. */
#ifndef CUFE_TESTUTIL_H
#define CUFE_TESTUTIL_H

#include <check.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "diag/diag.h"

/* LeakSanitizer (--enable-sanitizers): a test that longjmps out of a
 * terminating diagnostic skips the frees the real program never needs
 * (it exits).  Those allocations are not leaks of cufe's. */
const char *__lsan_default_suppressions(void);
const char *__lsan_default_suppressions(void)
{
    return "leak:driver_write_outputs\n";
}

static jmp_buf test_exit_jmp;
static int test_exit_status;

static void test_exit_fn(int status)
{
    test_exit_status = status;
    longjmp(test_exit_jmp, 1);
}

/* A diagnostics engine writing into a memory buffer. */
struct captured {
    struct diag_engine d;
    char *buf;
    size_t len;
    FILE *f;
};

static inline void capture_begin(struct captured *c)
{
    c->buf = NULL;
    c->len = 0;
    c->f = open_memstream(&c->buf, &c->len);
    ck_assert_ptr_nonnull(c->f);
    diag_init(&c->d, c->f);
    c->d.exit_fn = test_exit_fn;
    test_exit_status = -1;
}

/* The text printed so far (owned by c). */
static inline const char *capture_text(struct captured *c)
{
    fflush(c->f);
    return c->buf ? c->buf : "";
}

static inline void capture_end(struct captured *c)
{
    diag_free(&c->d);
    fclose(c->f);
    free(c->buf);
}

/* Run STMT; afterwards test_exit_status is -1 if it returned normally or
 * the status it terminated with. */
#define RUN_CATCHING(stmt)                     \
    do {                                       \
        test_exit_status = -1;                 \
        if (setjmp(test_exit_jmp) == 0) {      \
            stmt;                              \
        }                                      \
    } while (0)

#define CUFE_CHECK_MAIN(suite_fn)                               \
    int main(void)                                              \
    {                                                           \
        SRunner *sr = srunner_create(suite_fn());               \
        srunner_run_all(sr, CK_NORMAL);                         \
        int failed = srunner_ntests_failed(sr);                 \
        srunner_free(sr);                                       \
        return failed ? EXIT_FAILURE : EXIT_SUCCESS;            \
    }

#endif
